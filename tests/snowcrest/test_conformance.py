"""Snowcrest passes the conformance kit: 1-4 players, every variant configuration, a few seeds."""

from __future__ import annotations

import pytest

from hearthwood.engine.games.snowcrest import GAME
from tests.conformance.kit import cases, play_and_check


@pytest.mark.parametrize(("game", "config", "players", "seed"), cases([GAME], 2))
def test_snowcrest_conforms(game, config, players, seed, tmp_path):
    play_and_check(game, config, players, seed, tmp_path, view_every=3)
