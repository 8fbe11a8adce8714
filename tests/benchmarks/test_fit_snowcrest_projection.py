"""Snowcrest's projection fit samples real positions and judges them without the correction it fits."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import perform
from hearthwood.engine.games.snowcrest import GAME, strategy
from tests.benchmarks.fit_snowcrest_projection import game_positions, uncorrected_margin
from tests.benchmarks.projection_fit import squared_error


def test_positions_are_judged_without_the_correction() -> None:
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
    assert any(start or end for start, end in strategy.FITTED_CORRECTION.values()), "the table is put back"


def test_theuncorrected_margin_is_the_projection_with_the_table_zeroed(monkeypatch: pytest.MonkeyPatch) -> None:
    state = GAME.new_state(GAME.make_config({}), 2, 3)
    while state.phase == "setup":
        perform(GAME, state, GAME.legal_actions(state)[0])
    state.players[0].tokens = {"Offering Bowl": 2, "Prayer Bell": 1}
    left, margin = uncorrected_margin(state)
    zeroed = dict.fromkeys(strategy.FITTED_CORRECTION, (0.0, 0.0))
    monkeypatch.setattr(strategy, "FITTED_CORRECTION", zeroed)
    plain = strategy.final_values(state)
    assert left == strategy.game_left(state)
    assert margin == pytest.approx(plain[0] - plain[1])
