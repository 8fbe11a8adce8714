"""How the AI judges a Tiny Towns position and plays quick simulations.

The score sheet alone misjudges a town in progress: cubes that already form a pattern are nearly a
building, cubes that fit nothing will cost a point each at the end, and empty squares are room to build.
``projected_score`` adds those to the points the town's buildings already score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hearthwood.engine.core import Action, Game, GameState

from .board import neighbours
from .construction import buildable_kinds, compiled_pattern, cube_masks
from .placement import is_resource
from .scoring import EMPTY_SQUARES, card, score_town
from .state import TinyTownsState

# Weights of the projection, tuned by AI-against-AI play (tests/benchmarks/bench_ai.py).
DEAD_CUBE = -1.0  # a cube that fits no pattern it could still grow into will stay and cost a point
ROOM_TO_BUILD = 0.6  # an empty square is future points while the town is open
PROGRESS_VALUE = 2.5  # a building half-way laid out is worth a quarter of this (progress squared)
FEEDING_FLOOR = 0.2  # share of hungry Cottages' worth credited while a feeder still fits
LEAD_SOFTNESS = 12.0
SOLO_SCALE = 30.0

# Moves simulated past the search tree before the projection judges the town: quick simulations lay cubes
# far worse than players do, so the stronger levels search wider rather than simulate longer.
ROLLOUT_DEPTH = 8

BUILD_WEIGHT = 6.0
COTTAGE_BUILD_WEIGHT = 12.0  # Cottages are the backbone of most towns
CLUSTER_WEIGHT = 2.0


@dataclass(frozen=True)
class Progress:
    best: dict[str, float]  # per kind: the largest share of a compatible placement already laid out
    possible: frozenset[str]  # kinds with a compatible placement at all (room left to lay them out)
    alive: int  # mask of cubes belonging to some placement that can still be completed


def pattern_progress(state: TinyTownsState, player: int) -> Progress:
    """How far each buildable kind is along: placements whose squares hold the right cubes or nothing."""
    town = state.towns[player]
    masks = cube_masks(town)
    empty = sum(1 << s for s, content in enumerate(town.squares) if content is None)
    best: dict[str, float] = {}
    possible: set[str] = set()
    alive = 0
    for kind in buildable_kinds(state, player):
        size = card(kind).size
        top = 0.0
        for _, mask, need in compiled_pattern(card(kind).pattern):
            if mask & ~(masks.any_serving | empty):
                continue
            laid = 0
            for index, needed in need:
                if needed & ~(masks.serving[index] | empty):
                    break
                laid |= needed & masks.cubes[index]
            else:
                possible.add(kind)
                if laid:
                    alive |= laid
                    top = max(top, laid.bit_count() / size)
        best[kind] = top
    return Progress(best, frozenset(possible), alive)


def projected_score(state: TinyTownsState, player: int) -> float:
    town = state.towns[player]
    points = score_town(state, player)
    if town.completed or state.phase == "over":
        return float(sum(points.values()))
    built = sum(v for k, v in points.items() if k != EMPTY_SQUARES)
    progress = pattern_progress(state, player)
    fed_points = score_town(state, player, all_fed=True)
    hungry = sum(fed_points[k] - points[k] for k in points if k != EMPTY_SQUARES)
    feeders = [kind for kind in progress.possible if card(kind).colour == "red"]
    if hungry and feeders:
        # worth something while a feeder can still be laid out, more with every cube toward it; nothing
        # once the town has no room left for one
        feeder = max(progress.best[kind] for kind in feeders)
        built += hungry * (FEEDING_FLOOR + (1 - FEEDING_FLOOR) * feeder)
    laying_out = sum(share * share for share in progress.best.values() if share < 1.0)
    cubes = [s for s, content in enumerate(town.squares) if is_resource(content)]
    dead = sum(1 for s in cubes if not progress.alive >> s & 1)
    empty = sum(1 for content in town.squares if content is None)
    return built + PROGRESS_VALUE * laying_out + DEAD_CUBE * dead + ROOM_TO_BUILD * empty


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
            weights.append(COTTAGE_BUILD_WEIGHT if action.building == "cottage" else BUILD_WEIGHT)  # type: ignore[attr-defined]
        elif action.kind == "complete_town":
            weights.append(0.0)
        elif action.kind == "place":
            town = state.towns[action.player]
            near = sum(1 for n in neighbours(action.square) if is_resource(town.squares[n]))  # type: ignore[attr-defined]
            weights.append(1.0 + CLUSTER_WEIGHT * near)
        else:
            weights.append(1.0)
    return weights
