"""Constructing buildings: matching patterns, the legal builds, and what building sets off."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations

from hearthwood.engine.core import Action, mention, shared_action

from .actions import (
    Build,
    ChooseWatch,
    Decline,
    DeliverWatched,
    FinishBuilding,
    PlaceFreeBuilding,
    PlaceFromCavern,
    ReplaceBuilding,
)
from .board import placements
from .content import RESOURCES
from .placement import empty_squares, has_built, squares_of
from .scoring import COTTAGE, buildings_of, card
from .state import PendingEffect, TinyTownsState, Town

WILD = "trading_post"
OBELISK = "obelisk_of_the_crescent"
WATCH = "opaleyes_watch"
SHRINE = "shrine_of_the_elder_tree"


def resource_choices(town: Town, kind: str, replacing: int | None = None) -> list[str | None]:
    """A new Factory or Bank holds a resource; a Bank's may not be on another of the player's Banks."""
    ability = card(kind).ability
    if ability == "factory":
        return list(RESOURCES)
    if ability == "bank":
        taken = {r for s in squares_of(town, "bank") if s != replacing for r in town.stored[s]}
        return [r for r in RESOURCES if r not in taken]
    return [None]


def buildable_kinds(state: TinyTownsState, player: int) -> list[str]:
    town = state.towns[player]
    kinds = list(state.buildings)
    if town.monument and not town.monument_built:
        kinds.append(town.monument)
    return kinds


def matches(town: Town, kind: str) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Each way the kind's pattern lies on the town: (all pattern squares, squares of real cubes)."""
    return _matches(compiled_pattern(card(kind).pattern), cube_masks(town))


# Patterns are matched as bitmasks (bit n = square n): per resource, the squares a placement needs, checked
# against the squares that can serve it. Build options are listed on every AI simulation step.
_RESOURCE_INDEX: dict[str, int] = {resource: index for index, resource in enumerate(RESOURCES)}
# (pattern squares, mask of them, ((resource index, squares needing it), ...)) per placement
CompiledPattern = tuple[tuple[tuple[int, ...], int, tuple[tuple[int, int], ...]], ...]


@dataclass(frozen=True)
class CubeMasks:
    cubes: tuple[int, ...]  # per resource: squares holding such a cube (used up by building)
    serving: tuple[int, ...]  # per resource: squares that may stand for it (cubes, wilds, Bondmaker cubes)
    any_serving: int  # squares that may stand for some resource: most placements fail on this alone
    bonded: int  # Cottages holding a Bondmaker cube (used up by building, though the Cottage stays)


def cube_masks(town: Town) -> CubeMasks:
    cubes = [0] * len(RESOURCES)
    on_cottages = [0] * len(RESOURCES)
    wild = 0
    for square, content in enumerate(town.squares):
        if content is None:
            continue
        index = _RESOURCE_INDEX.get(content)
        if index is not None:
            cubes[index] |= 1 << square
        elif content == WILD:
            wild |= 1 << square
        elif content == COTTAGE and town.stored[square]:
            on_cottages[_RESOURCE_INDEX[town.stored[square][0]]] |= 1 << square
    serving = tuple(c | o | wild for c, o in zip(cubes, on_cottages, strict=True))
    any_serving = 0
    for mask in serving:
        any_serving |= mask
    bonded = 0
    for mask in on_cottages:
        bonded |= mask
    return CubeMasks(tuple(cubes), serving, any_serving, bonded)


@cache
def compiled_pattern(pattern: tuple[tuple[str | None, ...], ...]) -> CompiledPattern:
    compiled = []
    for placement in placements(pattern):
        need = [0] * len(RESOURCES)
        for square, resource in placement:
            need[_RESOURCE_INDEX[resource]] |= 1 << square
        squares = tuple(sorted(s for s, _ in placement))
        mask = sum(1 << s for s in squares)
        compiled.append((squares, mask, tuple((i, n) for i, n in enumerate(need) if n)))
    return tuple(compiled)


def _matches(compiled: CompiledPattern, masks: CubeMasks) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    found = []
    serving, cubes, anything, bonded = masks.serving, masks.cubes, masks.any_serving, masks.bonded
    for squares, mask, need in compiled:
        if mask & ~anything:
            continue
        real = 0
        for index, needed in need:
            if needed & ~serving[index]:
                break
            real |= needed & cubes[index]
        else:
            # A pattern of wild Trading Posts alone builds nothing; one of Bondmaker cubes alone uses them
            # up but frees no square, so only a building that may go anywhere (the Shed) can come of it.
            if real or mask & bonded:
                found.append((squares, _squares_in(real)))
    return found


@cache
def _squares_in(mask: int) -> tuple[int, ...]:
    return tuple(square for square in range(16) if mask >> square & 1)


def build_options(state: TinyTownsState, player: int) -> list[Action]:
    town = state.towns[player]
    options: dict[Action, None] = {}
    anywhere_after = has_built(town, OBELISK)
    empties = set(empty_squares(town))
    masks = cube_masks(town)
    for kind in buildable_kinds(state, player):
        anywhere = anywhere_after or card(kind).ability == "place_anywhere"
        for squares, real in _matches(compiled_pattern(card(kind).pattern), masks):
            targets = sorted(empties | set(real)) if anywhere else list(real)
            for target in targets:
                for resource in resource_choices(town, kind):
                    action = shared_action(
                        Build, player=player, building=kind, squares=squares, target=target, resource=resource
                    )
                    options[action] = None
    for resource in sorted(set(town.cavern)):
        for square in sorted(empties):
            options[PlaceFromCavern(player=player, resource=resource, square=square)] = None
    options[shared_action(FinishBuilding, player=player)] = None
    return list(options)


def construct(state: TinyTownsState, action: Build) -> list[str]:
    """Carry out a validated build; returns log lines for what it set off."""
    town = state.towns[action.player]
    for square in action.squares:
        content = town.squares[square]
        if content == COTTAGE:
            town.stored[square] = []
        elif content != WILD:
            town.squares[square] = None
    place_building(town, action.target, action.building, action.resource)
    events: list[str] = []
    if action.building == town.monument:
        town.monument_built = True
        events += _monument_built(state, action.player)
    events += _alert_watchers(state, action.player, action.building)
    return events


def place_building(town: Town, square: int, kind: str, resource: str | None) -> None:
    town.squares[square] = kind
    town.stored[square] = [resource] if resource else []


def _monument_built(state: TinyTownsState, player: int) -> list[str]:
    town = state.towns[player]
    monument = card(town.monument or "")
    effect = monument.on_build
    if effect == "count_buildings":
        table = monument.scoring.table
        count = len(buildings_of(town))
        town.shrine_points = table[min(count, len(table)) - 1]
    elif effect == "replace_buildings" and _replaceable(town):
        state.effects.insert(0, PendingEffect(kind="replace_buildings", player=player, remaining=2))
    elif effect == "free_building" and empty_squares(town):
        state.effects.insert(0, PendingEffect(kind="free_building", player=player))
    elif effect == "watch":
        state.effects.insert(0, PendingEffect(kind="choose_watch", player=player))
    return [f"{monument.name} is revealed"]


def _replaceable(town: Town) -> list[int]:
    return [s for s, kind in buildings_of(town).items() if card(kind).colour != "monument"]


def _alert_watchers(state: TinyTownsState, builder: int, kind: str) -> list[str]:
    """Opaleye's Watch: the players left and right of the builder may be owed this kind."""
    if state.num_players < 2 or card(kind).colour == "monument":
        return []
    events = []
    for neighbour in sorted({(builder + 1) % state.num_players, (builder - 1) % state.num_players}):
        town = state.towns[neighbour]
        if neighbour == builder or not has_built(town, WATCH) or kind not in town.watch:
            continue
        if town.completed or not empty_squares(town) or not resource_choices(town, kind):
            continue  # nowhere to put it, or a Bank with no resource left to name: it stays on the card
        state.effects.insert(0, PendingEffect(kind="watch_delivery", player=neighbour, building=kind))
        events.append(f"Opaleye's Watch owes {mention(neighbour)} a {card(kind).name}")
    return events


def effect_options(state: TinyTownsState, effect: PendingEffect) -> list[Action]:
    town = state.towns[effect.player]
    player = effect.player
    options: list[Action] = []
    if effect.kind == "replace_buildings":
        for square in _replaceable(town):
            current = town.squares[square]
            for kind in state.buildings:
                if kind == current:
                    continue
                for resource in resource_choices(town, kind, replacing=square):
                    options.append(ReplaceBuilding(player=player, square=square, building=kind, resource=resource))
        options.append(Decline(player=player))
    elif effect.kind == "free_building":
        for square in empty_squares(town):
            for kind in state.buildings:
                for resource in resource_choices(town, kind):
                    options.append(PlaceFreeBuilding(player=player, square=square, building=kind, resource=resource))
    elif effect.kind == "choose_watch":
        options = [ChooseWatch(player=player, buildings=trio) for trio in combinations(sorted(state.buildings), 3)]
    elif effect.kind == "watch_delivery":
        kind = effect.building or ""
        for square in empty_squares(town):
            for resource in resource_choices(town, kind):
                options.append(DeliverWatched(player=player, building=kind, square=square, resource=resource))
    return options


def resolve_effect(state: TinyTownsState, action: Action) -> None:
    effect = state.effects[0]
    town = state.towns[effect.player]
    if isinstance(action, ReplaceBuilding):
        place_building(town, action.square, action.building, action.resource)
        effect.remaining -= 1
        if effect.remaining > 0 and _replaceable(town):
            return
    elif isinstance(action, PlaceFreeBuilding):
        place_building(town, action.square, action.building, action.resource)
    elif isinstance(action, ChooseWatch):
        town.watch = list(action.buildings)
    elif isinstance(action, DeliverWatched):
        place_building(town, action.square, action.building, action.resource)
        town.watch.remove(action.building)
    state.effects.pop(0)
