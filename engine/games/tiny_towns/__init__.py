"""Tiny Towns: build a 4x4 town from the resources everyone is dealt (1 to 6 players)."""

from hearthwood.engine.core import register

from .rules import TinyTowns

GAME = register(TinyTowns())

__all__ = ["GAME", "TinyTowns"]
