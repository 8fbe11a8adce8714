"""Creature Comforts: forest families gather goods and craft Comforts before winter (1 to 5 players).

Registered at import; not yet in ``engine.games.GAME_PACKAGES`` because the game is not complete (see
handlers.py for the Travelers and Improvements that are left out of the decks until implemented)."""

from hearthwood.engine.core import register

from .rules import CreatureComforts

GAME = register(CreatureComforts())

__all__ = ["GAME", "CreatureComforts"]
