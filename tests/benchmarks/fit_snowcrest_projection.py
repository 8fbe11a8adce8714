"""Fit Snowcrest's projection correction (``strategy.FITTED_CORRECTION``) to play. Not a test.

Run with `.venv/bin/python -m tests.benchmarks.fit_snowcrest_projection [--games START:END:EVERY ...] [--workers 2]`.

Plays seeded 2-player Medium-Medium games (deal ``5000 + n`` for each ``n`` in START..END-1, apart from the
benchmark's deals) with the correction switched off, keeps every EVERY-th position of each with the game's final
margin, and fits by ridge least squares, per holding in ``correction_features``, the points a unit of it adds at the
start and at the end of the game (the weight slides between the two with the game left) that best explain the gap
between the projected margin without the correction and the final one. One game in four (every number divisible by
4) is held out and the error of the projected margin on it printed with and without the fit, for every penalty
tried. The defaults replay the games the table in the code was fitted on: two runs, the first sampled every fifth
decision and the second every third, fitted with a penalty of 100 on the other three games in four.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor

from hearthwood.engine.ai import Level
from hearthwood.engine.core import get_game
from hearthwood.engine.games import load_all
from hearthwood.engine.games.snowcrest import strategy
from hearthwood.engine.games.snowcrest.state import SnowcrestState
from tests.benchmarks.bench_ai import play
from tests.benchmarks.projection_fit import Position, report

DEAL_OFFSET = 5000
DEFAULT_GAMES = ("0:140:5", "400:542:3")
PENALTIES = (0.0, 10.0, 100.0, 1000.0)
CHOSEN_PENALTY = 100.0


def uncorrected_margin(state: SnowcrestState) -> tuple[float, float]:
    left = strategy.game_left(state)
    totals = strategy.final_values(state)
    for seat in range(2):
        totals[seat] -= strategy.fitted_correction(state.players[seat], left)
    return left, totals[0] - totals[1]


def game_positions(args: tuple[int, int]) -> list[Position]:
    """Every ``every``-th position of Medium-Medium game ``number``, judged without the correction."""
    number, every = args
    load_all()
    game = get_game("snowcrest")
    names = list(strategy.FITTED_CORRECTION)
    kept: list[tuple[float, float, tuple[float, ...]]] = []
    seen = [0]

    def sample(state: object) -> None:
        assert isinstance(state, SnowcrestState)
        if seen[0] % every == 0:
            left, projected = uncorrected_margin(state)
            mine, theirs = (strategy.correction_features(player) for player in state.players)
            kept.append((left, projected, tuple(float(mine[name] - theirs[name]) for name in names)))
        seen[0] += 1

    # played by the hand-set projection alone: fitted to games the correction already steers, the fit would
    # partly measure its own pull (a bonus per Rest made Medium rest more, and the next fit punish resting)
    fitted = dict(strategy.FITTED_CORRECTION)
    strategy.FITTED_CORRECTION.update(dict.fromkeys(fitted, (0.0, 0.0)))
    try:
        final = play(game, (Level.MEDIUM, Level.MEDIUM), DEAL_OFFSET + number, before_move=sample)
    finally:
        strategy.FITTED_CORRECTION.update(fitted)
    totals = game.score_sheet(final).totals()
    return [Position(number, left, projected, totals[0] - totals[1], gaps) for left, projected, gaps in kept]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(DEFAULT_GAMES), help="START:END:EVERY runs of games")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    jobs = []
    for run in args.games:
        start, end, every = (int(part) for part in run.split(":"))
        jobs += [(number, every) for number in range(start, end)]
    with ProcessPoolExecutor(args.workers) as pool:
        positions = [position for found in pool.map(game_positions, jobs) for position in found]
    report(positions, list(strategy.FITTED_CORRECTION), PENALTIES, CHOSEN_PENALTY)


if __name__ == "__main__":
    main()
