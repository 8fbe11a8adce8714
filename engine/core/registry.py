"""The registry of games: a game joins the app, the AI and the conformance kit by registering here."""

from __future__ import annotations

from typing import Any

from .errors import UnknownGame
from .game import Game

_GAMES: dict[str, Game[Any, Any]] = {}


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    game_id = game.info.id
    existing = _GAMES.get(game_id)
    if existing is not None and type(existing) is not type(game):
        raise ValueError(f"two different games claim the id {game_id!r}")
    _GAMES[game_id] = game
    return game


def get_game(game_id: str) -> Game[Any, Any]:
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise UnknownGame(f"no game called {game_id!r} is installed (known: {known})") from None


def registered_games() -> list[Game[Any, Any]]:
    return [_GAMES[key] for key in sorted(_GAMES)]


def unregister(game_id: str) -> None:
    """For tests that register throwaway games."""
    _GAMES.pop(game_id, None)
