"""Snowcrest: lead a mountain village and its monastery towards enlightenment (1 to 4 players).

Importing this package registers the game with the engine's registry. It is deliberately not listed in
``hearthwood.engine.games.GAME_PACKAGES`` yet, so the app does not offer it until it is complete.

Modules: state (data and the frame stack), actions, setup, payment, village (a player's own things),
actions_main (main actions, effects, handlers), forest (Juniper, Forest cards), offerings (Guardians,
curses), meditation, flow (the turn machinery), scoring, hidden, rules (the ``Game``). What is missing is
listed in rules.py's docstring.
"""

from hearthwood.engine.core import register

from .rules import Snowcrest

GAME = register(Snowcrest())

__all__ = ["GAME", "Snowcrest"]
