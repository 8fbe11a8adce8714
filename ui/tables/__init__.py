"""The per-game table registry: a game is playable in the app once a table layout is registered for it.

A *table factory* is called with the scene, the controller and the viewer (the seat whose eyes the table
shows, or None for the public view) and returns an object with ``rebuild(view_state)``. The game page calls
``rebuild`` with ``session.view(viewer)`` after every change; a new factory call happens whenever the viewer
changes (a hot-seat handover), so a table never has to forget one player's secrets for the next.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import Game, GameState, registered_games

from .base import TableBase

if TYPE_CHECKING:
    from ..controller import GameController


class GameTable(Protocol):
    def rebuild(self, view_state: GameState) -> None: ...


TableFactory = Callable[[QGraphicsScene, "GameController", int | None], GameTable]

# Modules under hearthwood.ui.tables that register a table when imported (one per game).
TABLE_MODULES: tuple[str, ...] = ("tiny_towns", "creature_comforts", "snowcrest")

_TABLES: dict[str, TableFactory] = {}
# A game's emblem on its home-screen card: a painter for a small scene drawn over the card's tinted band.
EmblemPainter = Callable[[QPainter, QRectF], None]
_EMBLEMS: dict[str, EmblemPainter] = {}


def register_emblem(game_id: str, painter: EmblemPainter) -> None:
    _EMBLEMS[game_id] = painter


def emblem_for(game_id: str) -> EmblemPainter | None:
    return _EMBLEMS.get(game_id)


def register_table(game_id: str, factory: TableFactory) -> TableFactory:
    """Make ``game_id`` playable; returns the factory so it can be used right after a class definition."""
    _TABLES[game_id] = factory
    return factory


def unregister_table(game_id: str) -> None:
    """For tests that register throwaway tables."""
    _TABLES.pop(game_id, None)


def table_for(game_id: str) -> TableFactory | None:
    return _TABLES.get(game_id)


def playable_games() -> list[Game[Any, Any]]:
    """Registered games that also have a table: the ones the home screen offers."""
    return [game for game in registered_games() if game.info.id in _TABLES]


def load_all_tables() -> None:
    for name in TABLE_MODULES:
        import_module(f"{__name__}.{name}")


__all__ = [
    "TABLE_MODULES",
    "EmblemPainter",
    "GameTable",
    "TableBase",
    "TableFactory",
    "emblem_for",
    "load_all_tables",
    "playable_games",
    "register_emblem",
    "register_table",
    "table_for",
    "unregister_table",
]
