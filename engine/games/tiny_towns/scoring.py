"""End-of-game scoring: feeding Cottages, each building's rule, monuments and empty squares.

Feeding is the one place where the player has choices at scoring time (which Cottages a Farm or a
Greenhouse feeds); the score is computed for the best choice, as a player would make it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations
from typing import TypeGuard

from .board import (
    CENTRE,
    CORNERS,
    SQUARES,
    column_squares,
    connected_groups,
    neighbours,
    row_and_column,
    row_squares,
    surrounding,
)
from .content import RESOURCES, Card, load_content
from .state import TinyTownsState, Town

COTTAGE = "cottage"
CASTLE = "barrett_castle"
MAUSOLEUM = "grand_mausoleum_of_the_rodina"
CATHEDRAL = "cathedral_of_caterina"
EMPTY_SQUARES = "Empty squares"
MONUMENT = "Monument"
# Feeding choices beyond this many are settled greedily; real towns never come close.
MAX_FEEDING_CHOICES = 5000


def card(card_id: str) -> Card:
    return load_content().card(card_id)


def is_building(content: str | None) -> TypeGuard[str]:
    return content is not None and content not in RESOURCES


def buildings_of(town: Town) -> dict[int, str]:
    return {s: c for s, c in enumerate(town.squares) if is_building(c)}


def empty_square_count(town: Town) -> int:
    """At the end every leftover resource is removed, so any square without a building is empty."""
    return sum(1 for content in town.squares if not is_building(content))


def cottage_units(town: Town) -> dict[int, int]:
    """Squares that count as Cottages and how many each counts for (Barrett Castle counts as two)."""
    units = {}
    for square, content in enumerate(town.squares):
        if content == COTTAGE:
            units[square] = 1
        elif content == CASTLE:
            units[square] = 2
    return units


def cottage_groups(units: dict[int, int]) -> list[frozenset[int]]:
    """Connected groups of Cottages (Barrett Castle counts as a Cottage): what a Greenhouse feeds."""
    return connected_groups(dict.fromkeys(units, COTTAGE))


@dataclass(frozen=True)
class Feeding:
    fed: frozenset[int]
    value: int


def _fed_value(town: Town, units: dict[int, int], fed: frozenset[int], kinds: dict[int, str]) -> int:
    """The points that depend on which Cottages are fed (used to choose the best feeding)."""
    fed_units = sum(units[s] for s in fed)
    total = 0
    for square, kind in kinds.items():
        if kind == COTTAGE and (square in fed or (town.monument == MAUSOLEUM and town.monument_built)):
            total += card(COTTAGE).scoring.points
        elif kind == CASTLE and square in fed:
            total += card(CASTLE).scoring.points
        rule = card(kind).scoring
        if rule.rule == "per_fed_cottage":
            total += rule.points * fed_units
        elif rule.rule == "adjacent_fed_cottages":
            near = sum(units[n] for n in neighbours(square) if n in fed)
            total += rule.points if near >= rule.minimum else 0
    return total * 1000 + fed_units  # feed as many as possible when points are equal


def best_feeding(town: Town) -> Feeding:
    kinds = buildings_of(town)
    units = cottage_units(town)
    fed: set[int] = set()
    farms_capacity = 0
    greenhouses = 0
    for square, kind in kinds.items():
        rule = card(kind).scoring.rule
        if rule == "feeds_surrounding":
            fed |= {s for s in surrounding(square) if s in units}
        elif rule == "feeds_row_and_column":
            fed |= {s for s in row_and_column(square) if s in units}
        elif rule == "feeds_anywhere":
            farms_capacity += card(kind).scoring.capacity
        elif rule == "feeds_group":
            greenhouses += 1
    base = frozenset(fed)
    groups = [g for g in cottage_groups(units) if not g <= base]
    best: Feeding | None = None
    choices = 0
    for picked in combinations(groups, min(greenhouses, len(groups))):
        after_groups = base.union(*picked) if picked else base
        hungry = sorted(s for s in units if s not in after_groups)
        for extra in _farm_choices(hungry, units, farms_capacity):
            choices += 1
            fed_now = after_groups | extra
            value = _fed_value(town, units, fed_now, kinds)
            if best is None or value > best.value:
                best = Feeding(fed_now, value)
            if choices > MAX_FEEDING_CHOICES:
                return best
    return best or Feeding(base, _fed_value(town, units, base, kinds))


def _farm_choices(hungry: list[int], units: dict[int, int], capacity: int) -> Iterable[frozenset[int]]:
    """Every maximal way to share the Farms' food among hungry Cottages.

    Only maximal choices matter (feeding one more Cottage never costs points), but a maximal choice is not
    always the one with the most squares: Barrett Castle eats for two.
    """
    if sum(units[s] for s in hungry) <= capacity:
        yield frozenset(hungry)
        return
    for size in range(min(len(hungry), capacity), -1, -1):
        for chosen in combinations(hungry, size):
            left = capacity - sum(units[s] for s in chosen)
            if left < 0 or any(units[s] <= left for s in hungry if s not in chosen):
                continue
            yield frozenset(chosen)


# -- the scoring vocabulary ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Context:
    state: TinyTownsState
    player: int
    town: Town
    kinds: dict[int, str]
    fed: frozenset[int]
    units: dict[int, int]

    def colour_at(self, square: int) -> str | None:
        kind = self.kinds.get(square)
        return card(kind).colour if kind else None

    def count(self, kind: str) -> int:
        return sum(1 for k in self.kinds.values() if k == kind)


# A kind's rule scores all its buildings at once (tables like the Tavern's need the count).
KindScorer = Callable[[Context, str, list[int]], int]


def _each(per_building: Callable[[Context, Card, int], int]) -> KindScorer:
    def score(ctx: Context, kind: str, squares: list[int]) -> int:
        return sum(per_building(ctx, card(kind), square) for square in squares)

    return score


def _table(ctx: Context, kind: str, squares: list[int]) -> int:
    table = card(kind).scoring.table
    return table[min(len(squares), len(table)) - 1] if squares else 0


def _feast_hall(ctx: Context, kind: str, squares: list[int]) -> int:
    rule = card(kind).scoring
    mine = len(squares)
    state = ctx.state
    if state.num_players > 1:
        right = (ctx.player - 1) % state.num_players
        theirs = sum(1 for k in state.towns[right].squares if k == kind)
        if mine > theirs:
            return rule.bonus_points * mine
    return rule.points * mine


def _completion_order(ctx: Context, kind: str, squares: list[int]) -> int:
    towns = ctx.state.towns
    mine = ctx.town.completed_round
    if mine is None:
        earlier = sum(1 for t in towns if t.completed_round is not None)
    else:
        earlier = sum(1 for t in towns if t.completed_round is not None and t.completed_round < mine)
    table = card(kind).scoring.table
    return table[earlier] if earlier < len(table) else 0


def _largest_group(ctx: Context) -> int:
    return max((len(group) for group in connected_groups(ctx.kinds)), default=0)


def _non_monument_kinds(ctx: Context) -> set[str]:
    return {k for k in ctx.kinds.values() if card(k).colour != "monument"}


SCORERS: dict[str, KindScorer] = {
    "fed_cottage": _each(
        lambda ctx, c, s: (
            c.scoring.points if s in ctx.fed or (ctx.town.monument == MAUSOLEUM and ctx.town.monument_built) else 0
        )
    ),
    "feeds_anywhere": _each(lambda ctx, c, s: 0),
    "feeds_surrounding": _each(lambda ctx, c, s: 0),
    "feeds_group": _each(lambda ctx, c, s: 0),
    "feeds_row_and_column": _each(lambda ctx, c, s: 0),
    "flat": _each(lambda ctx, c, s: c.scoring.points),
    "adjacent_to_colours": _each(
        lambda ctx, c, s: c.scoring.points if any(ctx.colour_at(n) in c.scoring.colours for n in neighbours(s)) else 0
    ),
    "not_adjacent_to_colours": _each(
        lambda ctx, c, s: 0 if any(ctx.colour_at(n) in c.scoring.colours for n in neighbours(s)) else c.scoring.points
    ),
    "per_adjacent_cottage": _each(lambda ctx, c, s: c.scoring.points * sum(ctx.units.get(n, 0) for n in neighbours(s))),
    "per_fed_cottage": _each(lambda ctx, c, s: c.scoring.points * sum(ctx.units[f] for f in ctx.fed)),
    "per_own_kind_in_corners": _each(
        lambda ctx, c, s: c.scoring.points * sum(1 for q in CORNERS if ctx.kinds.get(q) == c.id)
    ),
    "adjacent_fed_cottages": _each(
        lambda ctx, c, s: (
            c.scoring.points if sum(ctx.units[n] for n in neighbours(s) if n in ctx.fed) >= c.scoring.minimum else 0
        )
    ),
    "count_table": _table,
    "beat_right_neighbour": _feast_hall,
    "alone_in_row_and_column": _each(
        lambda ctx, c, s: 0 if any(ctx.kinds.get(q) == c.id for q in row_and_column(s)) else c.scoring.points
    ),
    "own_kind_in_best_line": _each(
        lambda ctx, c, s: (
            c.scoring.points
            * max(
                sum(1 for q in row_squares(s) if ctx.kinds.get(q) == c.id),
                sum(1 for q in column_squares(s) if ctx.kinds.get(q) == c.id),
            )
        )
    ),
    "own_kind_in_centre": _each(
        lambda ctx, c, s: c.scoring.points * (1 + sum(1 for q in CENTRE if ctx.kinds.get(q) == c.id))
    ),
    "distinct_kinds_in_row_and_column": _each(
        lambda ctx, c, s: (
            c.scoring.points * len({ctx.kinds[q] for q in row_and_column(s) if q in ctx.kinds and ctx.kinds[q] != c.id})
        )
    ),
    "minus_per_stored": _each(lambda ctx, c, s: c.scoring.points * len(ctx.town.stored[s])),
    "distinct_kinds_in_town": _each(lambda ctx, c, s: c.scoring.points * len(_non_monument_kinds(ctx))),
    "fed_castle": _each(lambda ctx, c, s: c.scoring.points if s in ctx.fed else 0),
    "distinct_kinds_adjacent": _each(
        lambda ctx, c, s: c.scoring.points * len({ctx.kinds[n] for n in neighbours(s) if n in ctx.kinds})
    ),
    "fixed_when_built": _each(lambda ctx, c, s: ctx.town.shrine_points),
    "largest_group_of_one_kind": _each(lambda ctx, c, s: c.scoring.points * (1 + _largest_group(ctx))),
    "missing_kinds": _each(
        lambda ctx, c, s: c.scoring.points * sum(1 for k in ctx.state.buildings if k not in _non_monument_kinds(ctx))
    ),
    "completion_order": _completion_order,
}


def categories(state: TinyTownsState) -> tuple[str, ...]:
    return (*(card(kind).name for kind in state.buildings), MONUMENT, EMPTY_SQUARES)


def score_town(state: TinyTownsState, player: int, *, all_fed: bool = False) -> dict[str, int]:
    """The town's points by category. ``all_fed`` scores it as if every Cottage were fed (AI foresight)."""
    town = state.towns[player]
    kinds = buildings_of(town)
    units = cottage_units(town)
    fed = frozenset(units) if all_fed else best_feeding(town).fed
    ctx = Context(state, player, town, kinds, fed, units)
    points = dict.fromkeys(categories(state), 0)
    by_kind: dict[str, list[int]] = {}
    for square, kind in kinds.items():
        by_kind.setdefault(kind, []).append(square)
    for kind, squares in by_kind.items():
        rule = card(kind)
        category = MONUMENT if rule.colour == "monument" else rule.name
        points[category] = points.get(category, 0) + SCORERS[rule.scoring.rule](ctx, kind, squares)
    built_cathedral = town.monument == CATHEDRAL and town.monument_built
    points[EMPTY_SQUARES] = 0 if built_cathedral else -empty_square_count(town)
    return points


def fed_squares(town: Town) -> frozenset[int]:
    return best_feeding(town).fed


def count_cottages(town: Town) -> int:
    return sum(cottage_units(town).values())


__all__ = ["SQUARES", "categories", "count_cottages", "empty_square_count", "fed_squares", "score_town"]
