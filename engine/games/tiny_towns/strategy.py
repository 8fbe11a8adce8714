"""How the AI judges a Tiny Towns position and plays quick simulations.

The score sheet alone misjudges a town in progress: cubes that already form a pattern are nearly a
building, cubes that fit nothing will cost a point each at the end, and empty squares are room to build.
``projected_score`` adds those to the points the town's buildings already score.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hearthwood.engine.core import Action, Game, GameState

from .board import neighbours
from .construction import buildable_kinds, matches
from .placement import is_resource
from .scoring import EMPTY_SQUARES, score_town
from .state import TinyTownsState

# Weights of the projection, tuned by AI-against-AI play (tests/benchmarks/bench_ai.py).
CUBE_IN_PATTERN = 0.9  # a cube that is part of a buildable pattern is most of a building's worth
DEAD_CUBE = -0.7  # a cube that fits no pattern yet will likely stay and cost a point
ROOM_TO_BUILD = 0.6  # an empty square is future points while the town is open
LEAD_SOFTNESS = 12.0
SOLO_SCALE = 30.0

BUILD_WEIGHT = 8.0
CLUSTER_WEIGHT = 2.0


def projected_score(state: TinyTownsState, player: int) -> float:
    town = state.towns[player]
    points = score_town(state, player)
    if town.completed or state.phase == "over":
        return float(sum(points.values()))
    built = sum(v for k, v in points.items() if k != EMPTY_SQUARES)
    in_pattern: set[int] = set()
    for kind in buildable_kinds(state, player):
        for _, real in matches(town, kind):
            in_pattern.update(real)
    cubes = [s for s, content in enumerate(town.squares) if is_resource(content)]
    empty = sum(1 for content in town.squares if content is None)
    dead = len(cubes) - len(in_pattern)
    return built + CUBE_IN_PATTERN * len(in_pattern) + DEAD_CUBE * dead + ROOM_TO_BUILD * empty


def heuristic(game: Game[Any, Any], state: GameState, player: int) -> float:
    assert isinstance(state, TinyTownsState)
    mine = projected_score(state, player)
    if state.num_players == 1:
        return mine / (abs(mine) + SOLO_SCALE)
    best_other = max(projected_score(state, p) for p in range(state.num_players) if p != player)
    return (mine - best_other) / (abs(mine) + abs(best_other) + LEAD_SOFTNESS)


def rollout_weights(game: Game[Any, Any], state: GameState, legal: Sequence[Action]) -> list[float]:
    """Build when you can; put cubes next to cubes (patterns are made of neighbours); never quit early."""
    assert isinstance(state, TinyTownsState)
    weights = []
    for action in legal:
        if action.kind == "build":
            weights.append(BUILD_WEIGHT)
        elif action.kind == "complete_town":
            weights.append(0.0)
        elif action.kind == "place":
            town = state.towns[action.player]
            near = sum(1 for n in neighbours(action.square) if is_resource(town.squares[n]))  # type: ignore[attr-defined]
            weights.append(1.0 + CLUSTER_WEIGHT * near)
        else:
            weights.append(1.0)
    return weights
