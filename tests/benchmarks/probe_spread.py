"""Margin spread probe: how far does a Creature Comforts duel's final margin stray from the projected lead, at
each point of the year? Not a test.

Run with `.venv/bin/python -m tests.benchmarks.probe_spread [games] [--first 0] [--level medium] [--workers 2]`
(``--first``: the probe's seed to start from, so a measurement can be extended or repeated in parts).

Plays seeded 2-player games between two seats of one level and, at the first decision of every step of every
month, notes the projected lead of the first seat (``projected_score``, the heuristic's projection). At the end
it sets each against the final margin. The standard deviation of that difference is how sure a projected lead
is at that point: a judgement by chance of winning reads a lead against it.
"""

from __future__ import annotations

import argparse
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from hearthwood.engine.ai import Level
from hearthwood.engine.core import GameState, get_game
from hearthwood.engine.games import load_all
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.engine.games.creature_comforts.strategy import projected_score
from tests.benchmarks.bench_ai import play
from tests.narrow import narrow

GAME_ID = "creature-comforts"
# Apart from the benchmark's deals, so the spread is not measured on the games it is later judged by.
FIRST_SEED = 10_000


@dataclass(frozen=True)
class Point:
    """A point of the year: months still to come after this one, and the step."""

    months_to_go: int
    step: str


def misses(seed: int, level: Level) -> list[tuple[Point, float]]:
    """For one seeded game: each point of the year and how far the final margin ended from the lead projected
    there (final margin minus projected lead, both the first seat's)."""
    load_all()
    game = get_game(GAME_ID)
    leads: dict[Point, float] = {}

    def note(state: GameState) -> None:
        year = narrow(state, CreatureComfortsState)
        point = Point(year.months - year.month, year.step)
        if point not in leads:
            leads[point] = projected_score(year, 0) - projected_score(year, 1)

    final = play(game, (level, level), FIRST_SEED + seed, before_move=note)
    totals = game.score_sheet(final).totals()
    margin = totals[0] - totals[1]
    return [(point, margin - lead) for point, lead in leads.items()]


def report(found: list[list[tuple[Point, float]]]) -> str:
    by_point: dict[Point, list[float]] = {}
    for game in found:
        for point, miss in game:
            by_point.setdefault(point, []).append(miss)
    rows = ["| months to go | step | games | mean miss | spread (sd) |", "|---|---|---|---|---|"]
    for point in sorted(by_point, key=lambda p: (-p.months_to_go, p.step)):
        values = by_point[point]
        rows.append(
            f"| {point.months_to_go} | {point.step} | {len(values)} | {statistics.fmean(values):+.1f}"
            f" | {statistics.pstdev(values):.1f} |"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.probe_spread", description=__doc__)
    parser.add_argument("games", nargs="?", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--level", type=Level, default=Level.MEDIUM)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    seeds = range(args.first, args.first + args.games)
    levels = [args.level] * args.games
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            found = list(pool.map(misses, seeds, levels))
    else:
        found = [misses(seed, level) for seed, level in zip(seeds, levels, strict=True)]
    print(f"{GAME_ID}: {args.games} games between two {args.level.value} seats")
    print(report(found))


if __name__ == "__main__":
    main()
