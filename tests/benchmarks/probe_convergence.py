"""Search convergence probe: does a bigger search settle on one move, and how often does it change a smaller
search's choice? Not a test.

Run with `.venv/bin/python -m tests.benchmarks.probe_convergence GAME [positions] [--budgets 100,400,1600,6400]
[--seeds 4] [--workers 2]`.

Takes positions from seeded 2-player games between Medium players (the decisions with three or more moves,
spread over each game), and asks the searching AI for a move at each budget with several seeds. For each budget
it prints how often two seeds chose the same move (is the search's answer settled, or a draw among near-equal
moves?) and how often a seed chose the move the largest budget chose most often (how much more search would
still change). If the largest budget's seeds disagree among themselves, the values of the contenders lie closer
together than the sampling noise of the search can tell apart; if a smaller budget already picks the largest
budget's move, more iterations buy little. Either way the level above wins by changing those decisions only.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from hearthwood.engine.ai import Level, choose_action
from hearthwood.engine.ai.heuristics import without_voluntary_exits
from hearthwood.engine.core import Game, GameState, get_game
from hearthwood.engine.games import load_all
from tests.benchmarks.bench_ai import play

DEFAULT_BUDGETS = (100, 400, 1600, 6400)
POSITIONS_PER_GAME = 8


@dataclass(frozen=True)
class Answers:
    """The move each seed chose at each budget for one position, and how long each search took."""

    legal: int
    moves: dict[int, list[str]]
    seconds: dict[int, list[float]]


def positions(game: Game[Any, Any], count: int) -> list[GameState]:
    """Decisions with three or more moves from seeded Medium duels, ``POSITIONS_PER_GAME`` spread over each."""
    found: list[GameState] = []
    seed = 0
    while len(found) < count:
        choices: list[GameState] = []

        def keep_if_open(state: GameState) -> None:
            if legal_count(game, state) >= 3:
                choices.append(game.clone(state))

        play(game, (Level.MEDIUM, Level.MEDIUM), seed, before_move=keep_if_open)
        picks = min(POSITIONS_PER_GAME, len(choices))
        found += [choices[i * len(choices) // picks] for i in range(picks)]
        seed += 1
    return found[:count]


def legal_count(game: Game[Any, Any], state: GameState) -> int:
    """The moves a player chooses between (a voluntary exit, such as ending a turn early, is not one)."""
    return len(list(without_voluntary_exits(game, game.legal_actions(state))))


def answer(game_id: str, state: GameState, budgets: tuple[int, ...], seeds: int) -> Answers:
    load_all()
    game = get_game(game_id)
    decision = game.decision(state)
    assert decision is not None
    view = game.view(state, decision.player)
    moves: dict[int, list[str]] = {}
    seconds: dict[int, list[float]] = {}
    for budget in budgets:
        for seed in range(seeds):
            start = time.perf_counter()
            action = choose_action(game, view, decision.player, Level.EXPERT, seed, iterations=budget)
            seconds.setdefault(budget, []).append(time.perf_counter() - start)
            moves.setdefault(budget, []).append(repr(action))
    return Answers(legal_count(game, state), moves, seconds)


def agreement(chosen: list[str]) -> float:
    """The share of pairs of seeds that chose the same move."""
    pairs = list(combinations(chosen, 2))
    return sum(a == b for a, b in pairs) / len(pairs)


def report(all_answers: list[Answers], budgets: tuple[int, ...]) -> str:
    largest = budgets[-1]
    lines = [
        "| iterations | seeds agree | pick the largest budget's move | ms per search (median) |",
        "|---|---|---|---|",
    ]
    reference = [Counter(a.moves[largest]).most_common(1)[0][0] for a in all_answers]
    for budget in budgets:
        agree = statistics.mean(agreement(a.moves[budget]) for a in all_answers)
        hits = [move == ref for a, ref in zip(all_answers, reference, strict=True) for move in a.moves[budget]]
        ms = 1000 * statistics.median(s for a in all_answers for s in a.seconds[budget])
        lines.append(f"| {budget} | {agree:.0%} | {sum(hits) / len(hits):.0%} | {ms:.0f} |")
    legal = statistics.median(a.legal for a in all_answers)
    lines.append(f"\n{len(all_answers)} positions, median {legal:.0f} moves to choose from")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.probe_convergence", description=__doc__)
    parser.add_argument("game_id")
    parser.add_argument("positions", nargs="?", type=int, default=16)
    parser.add_argument("--budgets", default=",".join(map(str, DEFAULT_BUDGETS)), help="comma-separated, ascending")
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    budgets = tuple(sorted(int(b) for b in args.budgets.split(",")))
    if args.seeds < 2:
        parser.error("agreement needs at least 2 seeds")
    load_all()
    game = get_game(args.game_id)
    states = positions(game, args.positions)
    with ProcessPoolExecutor(args.workers) as pool:
        futures = [pool.submit(answer, args.game_id, state, budgets, args.seeds) for state in states]
        all_answers = [future.result() for future in futures]
    print(f"Search convergence in {game.info.title}: {args.seeds} seeds per budget at Expert's settings\n")
    print(report(all_answers, budgets))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
