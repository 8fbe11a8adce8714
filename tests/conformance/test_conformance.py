"""Every registered game, every player count, every variant configuration, several seeds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hearthwood.engine.core import Game, registered_games
from hearthwood.engine.games import load_all

from .kit import cases, play_and_check

load_all()

SEEDS = 3
# Long games (hundreds of moves, up to five players) check views and samples every few moves and play fewer
# seeds, so the whole kit stays within a few minutes on two cores.
LONG_GAMES = {"creature-comforts": (2, 3), "snowcrest": (2, 3)}  # game id -> (seeds, check every nth move)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if {"game", "config", "players", "seed"} <= set(metafunc.fixturenames):
        params = []
        for game in registered_games():
            seeds, _ = LONG_GAMES.get(game.info.id, (SEEDS, 1))
            params += cases([game], seeds)
        metafunc.parametrize(("game", "config", "players", "seed"), params)


def test_game_conforms(game: Game[Any, Any], config: dict[str, Any], players: int, seed: int, tmp_path: Path) -> None:
    _, view_every = LONG_GAMES.get(game.info.id, (SEEDS, 1))
    play_and_check(game, config, players, seed, tmp_path, view_every=view_every)


def test_the_kit_covers_every_registered_game() -> None:
    ids = {game.info.id for game in registered_games()}
    assert "high-card" in ids
    assert all(cases([game], 1) for game in registered_games()), "every game has at least one playable case"
