"""Search depth probe: how far down the tree does each level's search get before it judges a position, and how
often does it get as far as a rival's decision? Not a test.

Run with `.venv/bin/python -m tests.benchmarks.probe_depth GAME [positions] [--workers 2]`.

Takes the same positions as the convergence probe (decisions with three or more moves from seeded Medium duels)
and runs each searching level's own budget on them. For every iteration it counts the decisions the iteration
walks through in the tree before it expands a new move (forced ones included), and whether one of them was a
rival's. A search whose iterations seldom reach a rival's decision judges the end of its own turn by the
heuristic, whatever its budget: its extra iterations then sharpen the comparison of its own moves, not its
foresight.
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field

from hearthwood.engine.ai import Level, choose_action, settings
from hearthwood.engine.ai.mcts import Node, Search
from hearthwood.engine.core import Action, GameState, get_game
from hearthwood.engine.games import load_all
from tests.benchmarks.probe_convergence import positions

SEARCHING_LEVELS = (Level.MEDIUM, Level.HARD, Level.EXPERT)


@dataclass
class Walks:
    """Per iteration: how many tree decisions it walked through, and whether a rival made one of them."""

    lengths: list[int] = field(default_factory=list)
    reached_rival: list[bool] = field(default_factory=list)

    def extend(self, other: Walks) -> None:
        self.lengths += other.lengths
        self.reached_rival += other.reached_rival


@contextmanager
def counting_walks() -> Iterator[Walks]:
    """While active, every ``Search`` iteration records its walk (the search itself is untouched)."""
    walks = Walks()
    movers: list[int] = []
    iterate, select, select_root = Search.iterate, Search._select, Search._select_root

    def counted_iterate(search: Search) -> None:
        movers.clear()
        iterate(search)
        walks.lengths.append(len(movers))
        walks.reached_rival.append(any(mover != search.player for mover in movers))

    def counted_select(
        search: Search, node: Node, state: GameState, legal: Sequence[Action], mover: int
    ) -> tuple[Action, Node, bool]:
        movers.append(mover)
        return select(search, node, state, legal, mover)

    def counted_select_root(
        search: Search, node: Node, state: GameState, legal: Sequence[Action]
    ) -> tuple[Action, Node, bool]:
        movers.append(search.player)
        return select_root(search, node, state, legal)

    # setattr: mypy refuses assignments to methods, and swapping them on the class is the point here.
    setattr(Search, "iterate", counted_iterate)
    setattr(Search, "_select", counted_select)
    setattr(Search, "_select_root", counted_select_root)
    try:
        yield walks
    finally:
        setattr(Search, "iterate", iterate)
        setattr(Search, "_select", select)
        setattr(Search, "_select_root", select_root)


def walk(game_id: str, state: GameState, level: Level) -> Walks:
    """The walks of one search at ``level``'s own budget from ``state``."""
    load_all()
    game = get_game(game_id)
    decision = game.decision(state)
    assert decision is not None
    view = game.view(state, decision.player)
    with counting_walks() as walks:
        choose_action(game, view, decision.player, level, 0, iterations=settings(level, game_id).iterations)
    return walks


def report(by_level: dict[Level, Walks]) -> str:
    rows = [
        "| level | decisions walked per iteration, mean / p95 / max | iterations reaching a rival's decision |",
        "|---|---|---|",
    ]
    for level, walks in by_level.items():
        lengths = sorted(walks.lengths)
        p95 = lengths[min(len(lengths) - 1, int(0.95 * len(lengths)))]
        reached = sum(walks.reached_rival) / len(walks.reached_rival)
        rows.append(f"| {level.value} | {statistics.mean(lengths):.1f} / {p95} / {lengths[-1]} | {reached:.0%} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.probe_depth", description=__doc__)
    parser.add_argument("game_id")
    parser.add_argument("positions", nargs="?", type=int, default=12)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    load_all()
    found = positions(get_game(args.game_id), args.positions)
    by_level: dict[Level, Walks] = {}
    jobs = [(args.game_id, state, level) for level in SEARCHING_LEVELS for state in found]
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            done = list(pool.map(walk, *zip(*jobs, strict=True)))
    else:
        done = [walk(*job) for job in jobs]
    for (_, _, level), walks in zip(jobs, done, strict=True):
        by_level.setdefault(level, Walks()).extend(walks)
    print(f"{args.game_id}: {len(found)} positions, each level at its own iteration budget")
    print(report(by_level))


if __name__ == "__main__":
    main()
