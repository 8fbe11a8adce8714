"""AI benchmark: decision times, playing strength and solo scores per game and level. Not a test.

Run with `make bench-ai`, or `.venv/bin/python -m tests.benchmarks.bench_ai [games] [game_id ...] [--strongest LEVEL]`
(games: seeded games per strength pairing and per solo level, default 200; game ids: only those games;
--strongest: skip the slow games of the levels above it).

- Decision times use each level's time budget (play mode), one decision at a time so nothing else
  competes for the CPU, on positions sampled from seeded random 2-player games.
- Strength is the win rate of each level against the level below over seeded 2-player games, seats
  alternating, ties counted as half a win. Those games use the levels' iteration budgets so the numbers
  do not depend on the machine; they run in parallel, one process per core.
- Solo score is the mean final score over seeded 1-player games, for games that support solo play.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from hearthwood.engine.ai import Level, choose_action, decision_seed, levels_in_order, settings
from hearthwood.engine.core import Game, GameState, get_game, ranking, registered_games
from hearthwood.engine.games import load_all
from tests.conformance import toy_game  # noqa: F401  (registers the kit's small game)

DEFAULT_GAMES = 200
TIMED_POSITIONS = 12


def _register_everything() -> None:
    load_all()


def sample_positions(game: Game[Any, Any], count: int) -> list[GameState]:
    """Positions from seeded random 2-player games, spread over the whole game."""
    positions: list[GameState] = []
    seed = 0
    while len(positions) < count:
        state = game.new_state(game.make_config({}), 2, seed)
        rng = random.Random(seed)
        history: list[GameState] = []
        while legal := game.legal_actions(state):
            if len(legal) > 1:
                history.append(game.clone(state))
            staying = [a for a in legal if a.kind not in game.voluntary_exit_kinds] or legal
            game.apply(state, rng.choice(staying))
        if history:
            positions += [history[i * len(history) // 3] for i in range(3)]
        seed += 1
    return positions[:count]


def decision_times(game: Game[Any, Any], level: Level, positions: list[GameState]) -> list[float]:
    times = []
    for index, state in enumerate(positions):
        decision = game.decision(state)
        assert decision is not None
        view = game.view(state, decision.player)
        start = time.perf_counter()
        choose_action(game, view, decision.player, level, seed=index)
        times.append(time.perf_counter() - start)
    return times


def play(game_id: str, levels: tuple[Level, ...], seed: int) -> GameState:
    """One seeded game between AI seats at their levels' iteration budgets."""
    _register_everything()
    game = get_game(game_id)
    state = game.new_state(game.make_config({}), len(levels), seed)
    move = 0
    while (decision := game.decision(state)) is not None:
        player = decision.player
        level = levels[player]
        view = game.view(state, player)
        action = choose_action(
            game, view, player, level, decision_seed(seed, move, player), iterations=settings(level).iterations
        )
        game.apply(state, action)
        move += 1
    return state


def _duel(args: tuple[str, Level, Level, int]) -> float:
    """Points for ``stronger`` in one game: 1 for a win, 0.5 for a shared first place, 0 for a loss."""
    game_id, stronger, weaker, seed = args
    seat = seed % 2
    levels = (stronger, weaker) if seat == 0 else (weaker, stronger)
    state = play(game_id, levels, seed)
    first = ranking(get_game(game_id), state)[0]
    return 0.0 if seat not in first else 1.0 / len(first)


def _solo(args: tuple[str, Level, int]) -> int:
    game_id, level, seed = args
    state = play(game_id, (level,), seed)
    return get_game(game_id).score_sheet(state).total(0)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.bench_ai", description=__doc__)
    parser.add_argument("games", nargs="?", type=int, default=DEFAULT_GAMES, help="games per pairing and solo level")
    parser.add_argument("game_ids", nargs="*", help="only these games")
    parser.add_argument(
        "--strongest",
        choices=[level.value for level in levels_in_order()],
        help="play strength and solo games only up to this level (decision times are measured for every level)",
    )
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_args(argv[1:])
    games = args.games
    _register_everything()
    wanted = set(args.game_ids)
    chosen = [g for g in registered_games() if not wanted or g.info.id in wanted]
    levels = levels_in_order()
    strongest = len(levels) - 1 if args.strongest is None else [lv.value for lv in levels].index(args.strongest)
    print(f"AI benchmark: {games} games per pairing and per solo level; {os.cpu_count()} cores\n")
    print(
        "| game | level | budget | decision ms (median) | decision ms (p95) | win rate vs level below "
        "| solo score (mean) | s per game |"
    )
    print("|---|---|---|---|---|---|---|---|")
    with ProcessPoolExecutor() as pool:
        for game in chosen:
            game_id = game.info.id
            positions = sample_positions(game, TIMED_POSITIONS) if 2 in game.info.players else []
            for index, level in enumerate(levels):
                level_settings = settings(level)
                budget = f"{level_settings.seconds:g} s / {level_settings.iterations} it"
                times = decision_times(game, level, positions) if positions else []
                median = f"{statistics.median(times) * 1000:.0f}" if times else "-"
                p95 = f"{_p95(times) * 1000:.0f}" if times else "-"
                strength = solo = per_game = "-"
                started = time.perf_counter()
                played = 0
                if index and index <= strongest and 2 in game.info.players:
                    below = levels[index - 1]
                    points = list(pool.map(_duel, [(game_id, level, below, seed) for seed in range(games)]))
                    strength = f"{sum(points) / len(points):.0%} vs {below.value} ({len(points)} games)"
                    played += len(points)
                if index <= strongest and 1 in game.info.players:
                    scores = list(pool.map(_solo, [(game_id, level, seed) for seed in range(games)]))
                    solo = f"{statistics.mean(scores):.1f} ({len(scores)} games)"
                    played += len(scores)
                if played:
                    per_game = f"{(time.perf_counter() - started) * (os.cpu_count() or 1) / played:.1f}"
                print(
                    f"| {game_id} | {level.value} | {budget} | {median} | {p95} | {strength} | {solo} | {per_game} |",
                    flush=True,
                )
    return 0


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


if __name__ == "__main__":
    sys.exit(main(sys.argv))
