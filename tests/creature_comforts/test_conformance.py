"""Creature Comforts passes the conformance kit: random legal play for 1-5 players, both game lengths."""

from __future__ import annotations

import pytest

from hearthwood.engine.games.creature_comforts import GAME
from tests.conformance.kit import cases, play_and_check

SEEDS = 2


@pytest.mark.parametrize(("game", "config", "players", "seed"), cases([GAME], SEEDS))
def test_game_conforms(game, config, players, seed, tmp_path):
    play_and_check(game, config, players, seed, tmp_path, view_every=3)
