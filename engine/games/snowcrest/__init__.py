"""Snowcrest: lead a mountain village and its monastery towards enlightenment (1 to 4 players).

Importing this package registers the game, its AI heuristic and rollout policy.

Modules: state (data and the frame stack), actions, setup, payment, village (a player's own things),
actions_main (main actions, effects, handlers), forest (Juniper, Forest cards), offerings (Guardians,
curses), meditation, flow (the turn machinery), scoring, hidden, rules (the ``Game``), strategy (the AI's
heuristic and rollout policy). Readings where the rules are silent are listed in rules.py's docstring.
"""

from hearthwood.engine.ai import (
    Level,
    register_heuristic,
    register_level,
    register_rollout_depth,
    register_rollout_policy,
)
from hearthwood.engine.core import register

from .rules import Snowcrest
from .strategy import HARD_ITERATIONS, MEDIUM_ITERATIONS, ROLLOUT_DEPTH, heuristic, rollout_weights

GAME = register(Snowcrest())
register_heuristic(GAME.info.id, heuristic)
register_rollout_policy(GAME.info.id, rollout_weights)
register_rollout_depth(GAME.info.id, ROLLOUT_DEPTH)
register_level(GAME.info.id, Level.MEDIUM, iterations=MEDIUM_ITERATIONS)
register_level(GAME.info.id, Level.HARD, iterations=HARD_ITERATIONS)

__all__ = ["GAME", "Snowcrest"]
