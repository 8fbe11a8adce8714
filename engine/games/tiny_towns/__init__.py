"""Tiny Towns: build a 4x4 town from the resources everyone is dealt (1 to 6 players)."""

from hearthwood.engine.ai import (
    Level,
    register_heuristic,
    register_level,
    register_minimax_weight,
    register_rollout_depth,
    register_rollout_policy,
    register_root_halving,
)
from hearthwood.engine.core import register

from .rules import TinyTowns
from .strategy import (
    EASY_TEMPERATURE,
    HARD_ITERATIONS,
    MEDIUM_ITERATIONS,
    MINIMAX_WEIGHT,
    ROLLOUT_DEPTH,
    heuristic,
    rollout_weights,
)

GAME = register(TinyTowns())
register_heuristic(GAME.info.id, heuristic)
register_rollout_policy(GAME.info.id, rollout_weights)
register_rollout_depth(GAME.info.id, ROLLOUT_DEPTH)
register_minimax_weight(GAME.info.id, MINIMAX_WEIGHT)
# the root's dozens of placements and builds are compared by halving (see hearthwood.engine.ai.mcts)
register_root_halving(GAME.info.id)
register_level(GAME.info.id, Level.MEDIUM, iterations=MEDIUM_ITERATIONS)
register_level(GAME.info.id, Level.HARD, iterations=HARD_ITERATIONS)
register_level(GAME.info.id, Level.EASY, temperature=EASY_TEMPERATURE)

__all__ = ["GAME", "TinyTowns"]
