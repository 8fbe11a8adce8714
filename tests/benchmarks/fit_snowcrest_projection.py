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

from hearthwood.engine.core import GameState
from hearthwood.engine.games.snowcrest import strategy
from hearthwood.engine.games.snowcrest.state import SnowcrestState
from tests.benchmarks.projection_fit import Position, run, sampled_positions

DEFAULT_GAMES = ("0:140:5", "400:542:3")
CHOSEN_PENALTY = 100.0


def uncorrected_margin(state: SnowcrestState) -> tuple[float, float]:
    left = strategy.game_left(state)
    totals = strategy.final_values(state)
    for seat in range(2):
        totals[seat] -= strategy.fitted_correction(state.players[seat], left)
    return left, totals[0] - totals[1]


def measure(state: GameState) -> tuple[float, float, tuple[float, ...]]:
    assert isinstance(state, SnowcrestState)
    left, projected = uncorrected_margin(state)
    mine, theirs = (strategy.correction_features(player) for player in state.players)
    return left, projected, tuple(float(mine[name] - theirs[name]) for name in strategy.FITTED_CORRECTION)


def game_positions(args: tuple[int, int]) -> list[Position]:
    """Every ``every``-th position of Medium-Medium game ``number``, judged without the correction."""
    number, every = args
    return sampled_positions("snowcrest", strategy.FITTED_CORRECTION, measure, number, every)


if __name__ == "__main__":
    run(__doc__.splitlines()[0], game_positions, list(strategy.FITTED_CORRECTION), DEFAULT_GAMES, CHOSEN_PENALTY)
