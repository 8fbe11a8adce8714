"""Projection drift probe: does a game's AI projection agree with itself over time? Not a test.

Run with `.venv/bin/python -m tests.benchmarks.probe_drift GAME [deals] [--level medium] [--players 2]`.

Plays seeded games with the AI at one level and, for every move, records how much the move changed each
player's projected final score (the points the game's ``strategy`` module projects, before the heuristic
turns them into a lead). A kind of move whose mean change is far from zero though the player did not choose
it (a compulsory Rest, a dice roll, the end of a month) is a flaw: a search compares lines of different
lengths, and it will seek or avoid the lines that reach such a move within its horizon whatever the move is
worth. Chosen moves should raise the mover's projection; by how much says what the choice was worth to it.
The last line compares each projection at the end of a game with the final score.

The probe reads the real state, not the mover's view: it measures the projection, not fair play.
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hearthwood.engine.ai import choose_action, decision_seed, settings
from hearthwood.engine.core import Game, GameState, get_game
from hearthwood.engine.games import load_all
from hearthwood.engine.games.creature_comforts import strategy as creature_comforts
from hearthwood.engine.games.snowcrest import strategy as snowcrest
from hearthwood.engine.games.snowcrest.state import SnowcrestState
from hearthwood.engine.games.tiny_towns import strategy as tiny_towns
from tests.narrow import narrow

Projection = Callable[[GameState], list[float]]


def _each_player(projected_score: Callable[[Any, int], float]) -> Projection:
    """A per-player projection read for every seat at once."""
    return lambda state: [projected_score(state, p) for p in range(state.num_players)]


#: Each game's projected final scores, one per player (what its heuristic compares).
PROJECTIONS: dict[str, Projection] = {
    "tiny-towns": _each_player(tiny_towns.projected_score),
    "creature-comforts": _each_player(creature_comforts.projected_score),
    "snowcrest": lambda state: snowcrest.final_values(narrow(state, SnowcrestState)),
}


@dataclass
class Drift:
    """Changes of the projection per (kind of move, whose projection: the mover's or another's)."""

    changes: defaultdict[tuple[str, str], list[float]] = field(default_factory=lambda: defaultdict(list))
    start: list[float] = field(default_factory=list)
    end_gap: list[float] = field(default_factory=list)


def play_deal(game: Game[Any, Any], project: Projection, level: str, players: int, seed: int, drift: Drift) -> None:
    state = game.new_state(game.make_config({}), players, seed)
    budget = settings(level, game.info.id).iterations
    before = project(state)
    drift.start.extend(before)
    move = 0
    while (decision := game.decision(state)) is not None:
        mover = decision.player
        view = game.view(state, mover)
        action = choose_action(game, view, mover, level, decision_seed(seed, move, mover), iterations=budget)
        game.apply(state, action)
        move += 1
        after = project(state)
        for player in range(players):
            whose = "mover" if player == mover else "other"
            drift.changes[(action.kind, whose)].append(after[player] - before[player])
        before = after
    totals = game.score_sheet(state).totals()
    drift.end_gap.extend(projected - final for projected, final in zip(before, totals, strict=True))


def report(drift: Drift) -> str:
    lines = [
        "| move | whose | moves | mean change | falls | lowest | highest |",
        "|---|---|---|---|---|---|---|",
    ]
    for (kind, whose), changes in sorted(drift.changes.items()):
        falls = sum(1 for c in changes if c < -1e-9) / len(changes)
        lines.append(
            f"| {kind} | {whose} | {len(changes)} | {statistics.fmean(changes):+.2f} | {falls:.0%} "
            f"| {min(changes):+.2f} | {max(changes):+.2f} |"
        )
    lines.append("")
    lines.append(
        f"projection at the start {statistics.fmean(drift.start):.1f}; at the end, above the final score by "
        f"{statistics.fmean(drift.end_gap):+.1f} on average ({min(drift.end_gap):+.1f} to {max(drift.end_gap):+.1f})"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("game", choices=sorted(PROJECTIONS))
    parser.add_argument("deals", nargs="?", type=int, default=4)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=3000)
    args = parser.parse_args(argv)
    load_all()
    game = get_game(args.game)
    drift = Drift()
    for seed in range(args.first_seed, args.first_seed + args.deals):
        play_deal(game, PROJECTIONS[args.game], args.level, args.players, seed, drift)
    print(report(drift))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
