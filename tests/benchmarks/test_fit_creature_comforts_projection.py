"""Creature Comforts' projection fit measures a position by the projection and by what each family holds."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import perform
from hearthwood.engine.games.creature_comforts import GAME, strategy
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from tests.benchmarks.fit_creature_comforts_projection import HOLDINGS, measure, year_left


def _state_in_the_first_month() -> CreatureComfortsState:
    state: CreatureComfortsState = GAME.new_state(GAME.make_config({}), 2, 7)
    while state.month == 0 or state.step != "place":
        perform(GAME, state, GAME.legal_actions(state)[0])
    return state


def test_a_position_is_measured_as_the_projected_margin_and_the_holding_gaps() -> None:
    state = _state_in_the_first_month()
    state.players[0].goods["wood"] += 3
    state.players[1].coins += 2
    state.players[1].lessons += 1
    left, projected, gaps = measure(state)
    assert projected == pytest.approx(strategy.projected_score(state, 0) - strategy.projected_score(state, 1))
    by_name = dict(zip(HOLDINGS, gaps, strict=True))
    expected_wood = state.players[0].goods["wood"] - state.players[1].goods["wood"]
    assert by_name["wood"] == expected_wood
    assert by_name["coins"] == state.players[0].coins - state.players[1].coins
    assert by_name["lessons"] == state.players[0].lessons - state.players[1].lessons
    # in the first month's placement seven months of gathering are still to come after this one
    assert left == pytest.approx(7 / 8)


def test_the_year_left_runs_from_one_to_zero() -> None:
    state = GAME.new_state(GAME.make_config({}), 2, 7)
    assert year_left(state) == 1.0
    state.step = "final"
    assert year_left(state) == 0.0
