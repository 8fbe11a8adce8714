"""AI opponents for every game, generic over the engine protocol (no Qt, no game-specific code).

Easy looks one move ahead and chooses by softmax; Medium, Hard and Expert run Information-Set Monte Carlo
Tree Search on determinizations of the AI player's view. Games may register a heuristic, a rollout
policy, a rollout depth and a minimax weight (``heuristics``); levels and their budgets live in ``levels``.
"""

from .heuristics import (
    Heuristic,
    RolloutPolicy,
    evaluate,
    evaluate_all,
    register_heuristic,
    register_minimax_weight,
    register_rollout_depth,
    register_rollout_policy,
    register_root_halving,
    register_solo_exploration,
    score_lead,
)
from .levels import LEVELS, Level, LevelSettings, levels_in_order, register_level, settings
from .player import CancelToken, SearchCancelled, choose_action, decision_seed

__all__ = [
    "LEVELS",
    "CancelToken",
    "Heuristic",
    "Level",
    "LevelSettings",
    "RolloutPolicy",
    "SearchCancelled",
    "choose_action",
    "decision_seed",
    "evaluate",
    "evaluate_all",
    "levels_in_order",
    "register_heuristic",
    "register_level",
    "register_minimax_weight",
    "register_rollout_depth",
    "register_rollout_policy",
    "register_root_halving",
    "register_solo_exploration",
    "score_lead",
    "settings",
]
