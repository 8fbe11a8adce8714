"""The projection fit solves its least squares right and judges positions without the correction it fits."""

from __future__ import annotations

import pytest

from hearthwood.engine.games.snowcrest import strategy
from tests.benchmarks.fit_snowcrest_projection import Position, game_positions, ridge, split, squared_error


def test_without_a_penalty_the_fit_recovers_exact_coefficients():
    rows = [[1.0, 2.0], [3.0, -1.0], [0.5, 4.0], [-2.0, 1.0]]
    targets = [0.7 * a - 1.3 * b for a, b in rows]
    assert ridge(rows, targets, 0.0) == pytest.approx([0.7, -1.3])


def test_a_penalty_shrinks_the_coefficients_toward_nothing():
    rows = [[1.0, 2.0], [3.0, -1.0], [0.5, 4.0], [-2.0, 1.0]]
    targets = [0.7 * a - 1.3 * b for a, b in rows]
    plain, shrunk = ridge(rows, targets, 0.0), ridge(rows, targets, 50.0)
    assert sum(c * c for c in shrunk) < sum(c * c for c in plain)


def test_holdings_that_never_differ_are_refused_rather_than_guessed():
    with pytest.raises(ValueError, match="tell the holdings apart"):
        ridge([[1.0, 0.0], [2.0, 0.0]], [1.0, 2.0], 0.0)


def test_positions_are_judged_without_the_correction_and_one_game_in_four_is_held_out():
    positions = game_positions((0, 25))
    assert positions, "a game has decisions to sample"
    names = list(strategy.FITTED_CORRECTION)
    for position in positions:
        assert 0.0 <= position.left <= 1.0
        assert len(position.holdings) == len(names) and len(position.row()) == 2 * len(names)
    # with no fitted coefficients the error is that of the projection alone
    assert squared_error(positions, None) == pytest.approx(
        sum((p.final - p.projected) ** 2 for p in positions) / len(positions)
    )
    games = [Position(number, 0.5, 0.0, 1, (0.0,) * len(names)) for number in range(8)]
    fitted, held = split(games)
    assert [p.game for p in held] == [0, 4] and len(fitted) == 6
