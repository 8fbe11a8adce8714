"""The projection fit solves its least squares right, refuses what it cannot tell apart, and holds out one
game in four."""

from __future__ import annotations

import pytest

from tests.benchmarks.projection_fit import Position, ridge, split, squared_error

ROWS = [[1.0, 2.0], [3.0, -1.0], [0.5, 4.0], [-2.0, 1.0]]
TARGETS = [0.7 * a - 1.3 * b for a, b in ROWS]


def test_without_a_penalty_the_fit_recovers_exact_coefficients() -> None:
    assert ridge(ROWS, TARGETS, 0.0) == pytest.approx([0.7, -1.3])


def test_a_penalty_shrinks_the_coefficients_toward_nothing() -> None:
    plain, shrunk = ridge(ROWS, TARGETS, 0.0), ridge(ROWS, TARGETS, 50.0)
    assert sum(c * c for c in shrunk) < sum(c * c for c in plain)


def test_holdings_that_never_differ_are_refused_rather_than_guessed() -> None:
    with pytest.raises(ValueError, match="tell the holdings apart"):
        ridge([[1.0, 0.0], [2.0, 0.0]], [1.0, 2.0], 0.0)


def test_the_error_counts_what_the_fit_leaves_of_the_gap() -> None:
    # a holding gap of 2 weighted half by the start and half by the end: a start weight of 1 closes a gap of 1
    position = Position(1, 0.5, 3.0, 5, (2.0,))
    assert position.row() == [1.0, 1.0]
    assert squared_error([position], None) == pytest.approx(4.0)
    assert squared_error([position], [1.0, 0.0]) == pytest.approx(1.0)


def test_one_game_in_four_is_held_out() -> None:
    games = [Position(number, 0.5, 0.0, 1, (0.0,)) for number in range(8)]
    fitted, held = split(games)
    assert [p.game for p in held] == [0, 4] and len(fitted) == 6


def test_a_position_survives_its_json_line() -> None:
    position = Position(3, 0.25, -1.5, 4, (1.0, -2.0))
    assert Position.from_json(position.to_json()) == position
