"""Every registered game, every player count, every variant configuration, several seeds."""

from __future__ import annotations

from hearthwood.engine.core import registered_games
from hearthwood.engine.games import load_all

from .kit import cases, play_and_check

load_all()

SEEDS = 3


def pytest_generate_tests(metafunc):
    if {"game", "config", "players", "seed"} <= set(metafunc.fixturenames):
        metafunc.parametrize(("game", "config", "players", "seed"), cases(registered_games(), SEEDS))


def test_game_conforms(game, config, players, seed, tmp_path):
    play_and_check(game, config, players, seed, tmp_path)


def test_the_kit_covers_every_registered_game():
    ids = {game.info.id for game in registered_games()}
    assert "high-card" in ids
    assert all(cases([game], 1) for game in registered_games()), "every game has at least one playable case"
