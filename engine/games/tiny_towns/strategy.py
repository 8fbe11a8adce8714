"""How the AI judges a Tiny Towns position and which moves its search tries first.

The score sheet alone misjudges a town in progress: cubes that already form part of a pattern are on their
way to a building, cubes that fit nothing will cost a point each at the end, and empty squares are room to
build. ``projected_score`` adds those to the points the town's buildings already score.

The projection has to be right one move ahead, not just on average, because Easy picks moves by comparing
it before and after a single placement or build. So it plans the town the way a player does: it picks
non-overlapping patterns in progress, the most valuable first, and credits each with a share of what its
building would be worth where it stands, rising faster with every cube laid. A finished pattern is worth
half its building, so the cube that finishes one is a good placement, and building it is better still
(its points are then certain and the squares it frees are room again). Cubes outside the plan are likely
to be left over, and cubes that fit nothing at all certainly will be.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, NamedTuple

from hearthwood.engine.ai.heuristics import lead_values
from hearthwood.engine.core import Action, Game, GameState

from .actions import Build, PlaceResource
from .board import neighbours, row_and_column, surrounding
from .construction import buildable_kinds, compiled_pattern, cube_masks
from .content import RESOURCES
from .placement import FORT, active_players, empty_squares, has_built, is_resource
from .scoring import (
    COTTAGE,
    EMPTY_SQUARES,
    SCORERS,
    Context,
    best_feeding,
    buildings_of,
    card,
    cottage_units,
    score_town,
)
from .state import TinyTownsState, Town

# Weights of the projection, tuned by solo play and AI-against-AI play (tests/benchmarks/bench_ai.py).
DEAD_CUBE = -1.0  # a cube that fits no pattern it could still grow into will stay and cost a point
STRAY_CUBE = -0.5  # a cube that could still be used, but by no pattern in the plan
ROOM_TO_BUILD = 0.35  # an empty square is future points while the town is open
# A pattern in progress is worth its building's worth times FINISHED_SHARE times (share laid out) to the
# PROGRESS_POWER: the last cubes count most, as they are the ones that turn a plan into a building.
FINISHED_SHARE = 0.5
PROGRESS_POWER = 2.0
# What a Cottage nobody can feed yet is expected to bring, as a share of its points, while a feeder still
# fits somewhere; a feeder pattern in progress raises it.
FEEDING_FLOOR = 0.25
# Worth of a building whose points do not come from its own scoring rule (Factory, Warehouse, most
# Monuments' effects) or that feeds Cottages, per Cottage it could feed.
ABILITY_WORTH = 1.5
# Fort Ironweed's 7 points hide a price: while a rival still builds, its owner never names a resource again, so
# every resource from then on is a rival's choice, and rivals name what hurts. Judged by its points alone, Hard
# kept it whenever it was dealt (22 of the benchmark's 100 deals) and won 36% of those games against Medium
# (74% overall, margin -4.2 against +4.4). Each empty square is a round still to come, of which the owner would
# have named a share (one in as many players as still build); choosing it oneself is worth about NAMING_WORTH
# over the rival's choice, about what separates a cube that extends a pattern from one that fits nothing.
NAMING_WORTH = 1.0
LEAD_SOFTNESS = 12.0
SOLO_SCALE = 30.0

# Moves simulated past the search tree before the projection judges the town: none. Quick simulations lay
# cubes far worse than players do, so the town they leave behind is worse than the one the search reached,
# and the move that led there was blamed for it. Measured against 8 moves, on the same deals: mean solo
# score Medium 15.5 (13.0, 24 deals), Hard 17.9 (15.3, 12 deals); Medium against Medium with 8, 49% of 80
# paired duels (mean margin +0.9). The rollout policy below still orders which moves the search tries first.
ROLLOUT_DEPTH = 0
# Tiny Towns has no dice and no hidden cards in a duel, so the best reply the search has found can be
# trusted: moves are judged half by the heuristic backed up through each mover's best option (implicit
# minimax), half by their mean. Benchmark with it (without it): Medium beats Easy in 95% of 40 paired games
# (88%); mean solo scores on the same 12 deals, Medium 13.8 (7.2) and Hard 14.8 (12.7); Hard against Medium
# 55% (56%), so it lifts both levels rather than separating them.
MINIMAX_WEIGHT = 0.5
# The ladder is spaced lower here than in the other games. Hard's shared 400 iterations played about as well as
# Expert's 1600 (Expert won 52% of 200 duels against it, and against a 50-iteration search Expert and Hard each
# won 75% of the same 100 games): the search saturates on its judgement, so Expert's step above Hard came to
# nothing. Hard therefore searches 50 iterations, which Expert beats in about three games of four, and Medium
# 16, which sits between Easy and that Hard. Screened over 80 seeded duels each (40 deals, seats swapped):
# Medium at 12, 16, 18, 20 and 24 beat Easy in 64%, 72%, 79%, 75% and 79%; Hard at 50 beat Medium at 12, 16,
# 18 and 20 in 74%, 82%, 63% and 69%. Over the benchmark's 200 duels each, every rung then read 75%.
MEDIUM_ITERATIONS = 16
HARD_ITERATIONS = 50
# Easy keeps the softmax temperature it had before the shared one rose to 0.2: here the step from Easy to
# Medium was already wide (86% of 200 duels, when Medium searched 50 iterations), and more noise would only make
# Easy scatter more cubes.
EASY_TEMPERATURE = 0.1

BUILD_WEIGHT = 6.0
COTTAGE_BUILD_WEIGHT = 12.0  # Cottages are the backbone of most towns
CLUSTER_WEIGHT = 2.0

FEEDER_COLOUR = "red"
RESOURCE_INDEX: dict[str, int] = {resource: index for index, resource in enumerate(RESOURCES)}


class Prospect(NamedTuple):
    """One way a building could still be laid out: its squares hold the right cubes or nothing."""

    kind: str
    squares: int  # mask of the pattern's squares
    laid: int  # mask of the squares already holding its cubes
    share: float  # laid cubes / pattern size
    wanted: tuple[int, ...]  # per resource (in RESOURCES order): empty squares still waiting for it


@dataclass(frozen=True)
class Progress:
    prospects: tuple[Prospect, ...]  # every placement with at least one cube laid
    best: dict[str, float]  # per kind: the largest share laid out (1.0: ready to build)
    possible: frozenset[str]  # kinds with a compatible placement at all (room left to lay them out)
    alive: int  # mask of cubes belonging to some placement that can still be completed


# Progress depends on the town and the kinds it may build only, and the AI asks about the same towns again
# and again (every Easy sample, every opponent's town behind each of the player's own moves), so answers
# are remembered for a while.
_PROGRESS_CACHE: dict[tuple[object, ...], Progress] = {}
PROGRESS_CACHE_SIZE = 2048


def pattern_progress(state: TinyTownsState, player: int) -> Progress:
    """Every placement of every buildable kind whose squares hold the right cubes or nothing."""
    town = state.towns[player]
    kinds = buildable_kinds(state, player)
    key = (*town.squares, *(tuple(stored) for stored in town.stored), *kinds)
    found = _PROGRESS_CACHE.get(key)
    if found is None:
        if len(_PROGRESS_CACHE) >= PROGRESS_CACHE_SIZE:
            _PROGRESS_CACHE.clear()
        found = _PROGRESS_CACHE[key] = _measure_progress(town, kinds)
    return found


def _measure_progress(town: Town, kinds: list[str]) -> Progress:
    masks = cube_masks(town)
    empty = sum(1 << s for s, content in enumerate(town.squares) if content is None)
    usable = masks.any_serving | empty
    open_to = [serving | empty for serving in masks.serving]
    any_cube = 0
    for cubes in masks.cubes:
        any_cube |= cubes
    prospects: list[Prospect] = []
    best: dict[str, float] = {}
    possible: set[str] = set()
    alive = 0
    for kind in kinds:
        rule = card(kind)
        size = rule.size
        top = 0.0
        fits = False
        for _, mask, need in compiled_pattern(rule.pattern):
            if mask & ~usable or (fits and not mask & any_cube):
                continue  # once the kind is known to fit, placements without a cube tell nothing new
            laid = 0
            for index, needed in need:
                if needed & ~open_to[index]:
                    break
                laid |= needed & masks.cubes[index]
            else:
                fits = True
                if laid:
                    alive |= laid
                    share = laid.bit_count() / size
                    top = max(top, share)
                    wanted = [0] * len(RESOURCES)
                    for index, needed in need:
                        wanted[index] = needed & empty
                    prospects.append(Prospect(kind, mask, laid, share, tuple(wanted)))
        best[kind] = top
        if fits:
            possible.add(kind)
    return Progress(tuple(prospects), best, frozenset(possible), alive)


def projected_score(state: TinyTownsState, player: int) -> float:
    """The points the town is heading for: its real score once complete, an estimate before."""
    town = state.towns[player]
    points = score_town(state, player)
    if town.completed or state.phase == "over":
        return float(sum(points.values()))
    built: float = sum(v for k, v in points.items() if k != EMPTY_SQUARES)
    progress = pattern_progress(state, player)
    fed_points = score_town(state, player, all_fed=True)
    hungry = sum(fed_points[k] - points[k] for k in points if k != EMPTY_SQUARES)
    feed_chance = _feed_chance(progress)
    built += hungry * feed_chance
    hungry_cottages = round(hungry / card(COTTAGE).scoring.points)
    planned, plan = _planned_value(state, player, progress, feed_chance, hungry_cottages)
    cubes = [s for s, content in enumerate(town.squares) if is_resource(content)]
    dead = sum(1 for s in cubes if not progress.alive >> s & 1)
    stray = sum(1 for s in cubes if progress.alive >> s & 1 and not plan >> s & 1)
    empty = len(empty_squares(town))
    score = built + planned + DEAD_CUBE * dead + STRAY_CUBE * stray + ROOM_TO_BUILD * empty
    if has_built(town, FORT):
        score -= naming_cost(state, player, empty)
    owed = _resource_to_place(state, player)
    if owed is not None and empty:
        score += _best_use(state, player, progress, feed_chance, hungry_cottages, owed)
    return score


def naming_cost(state: TinyTownsState, player: int, empty: int) -> float:
    """What never naming a resource again costs over the rounds that fill ``empty`` squares (Fort Ironweed).

    Nothing alone or once every rival has finished, since then the owner names again; nothing once the owner has
    finished, as its town takes no more resources; nothing under Town Hall, where nobody names and the Fort costs
    its owner the free pick instead.
    """
    if state.num_players == 1 or state.config.town_hall:
        return 0.0
    active = active_players(state)
    if player not in active or len(active) < 2:
        return 0.0
    return NAMING_WORTH * empty / len(active)


def _resource_to_place(state: TinyTownsState, player: int) -> str | None:
    """The named resource the player must still place this round, if it is already known."""
    if state.phase != "place" or state.free_choice or state.named is None:
        return None
    if state.placed[player] or state.towns[player].completed:
        return None
    return state.named


def _best_use(
    state: TinyTownsState, player: int, progress: Progress, feed_chance: float, hungry_cottages: int, resource: str
) -> float:
    """What placing ``resource`` will change: a step along the pattern it helps most, else a cube that may
    start a new one, else a dead cube.

    Without it, naming a resource would look the same as naming any other until it is placed, and the
    player naming it could not tell a resource that finishes their Cottage from one that fits nowhere.
    """
    index = RESOURCE_INDEX[resource]
    worth = Worth(state, player, feed_chance, hungry_cottages)
    starts = any(resource in row for kind in progress.possible for row in card(kind).pattern)
    best = STRAY_CUBE if starts else DEAD_CUBE
    for prospect in progress.prospects:
        if prospect.share < 1.0 and prospect.wanted[index]:
            before = prospect.share**PROGRESS_POWER
            after = ((prospect.laid.bit_count() + 1) / card(prospect.kind).size) ** PROGRESS_POWER
            step = worth.best(prospect.kind, prospect.laid) * FINISHED_SHARE * (after - before)
            best = max(best, step)
    return best - ROOM_TO_BUILD


def _feed_chance(progress: Progress) -> float:
    """How likely a hungry Cottage is to be fed by the end: more with every cube toward a feeder.

    A finished feeder pattern counts like any other finished pattern (most, not all, of the way): the
    feeder may still go up out of the Cottages' reach.
    """
    feeders = [kind for kind in progress.possible if card(kind).colour == FEEDER_COLOUR]
    if not feeders:
        return 0.0
    feeder = max(progress.best[kind] for kind in feeders)
    return FEEDING_FLOOR + (1.0 - FEEDING_FLOOR) * FINISHED_SHARE * feeder * feeder


def _planned_value(
    state: TinyTownsState, player: int, progress: Progress, feed_chance: float, hungry_cottages: int
) -> tuple[float, int]:
    """What the patterns in progress promise, and the squares they cover.

    The most valuable patterns are taken first and none may share a square with one already taken, as a
    player plans a town: two Cottages waiting on the same empty square will not both be built.
    """
    worth = Worth(state, player, feed_chance, hungry_cottages)
    valued = sorted(
        (
            (worth.best(p.kind, p.laid) * FINISHED_SHARE * p.share**PROGRESS_POWER, p.squares)
            for p in progress.prospects
        ),
        key=lambda pair: pair[0],
        reverse=True,
    )
    taken = 0
    total = 0.0
    for value, squares in valued:
        if value <= 0.0:
            break
        if squares & taken:
            continue
        taken |= squares
        total += value
    return total, taken


class Worth:
    """Roughly how many points one more building of a kind would add, standing on a given square.

    A Cottage is worth its points times the chance of feeding it, a feeder a flat worth per Cottage it
    could feed. Other kinds are judged by their own scoring rule with every Cottage fed (whether they
    will be is the feed chance's business); a kind that scores by what it does rather than by a rule
    (Factory, Warehouse, most Monuments) gets a flat worth. A building goes on one of its pattern's
    cubes, so a pattern is worth its building on the best of them.
    """

    def __init__(self, state: TinyTownsState, player: int, feed_chance: float, hungry_cottages: int) -> None:
        town = state.towns[player]
        kinds = buildings_of(town)
        units = cottage_units(town)
        self.context = Context(state, player, town, kinds, frozenset(units), units)
        self.feeding = _FeedingReach(town, kinds, units) if any(_feeds(k) for k in kinds.values()) else None
        self.feed_chance = feed_chance
        self.hungry_cottages = hungry_cottages
        self.naming_cost = naming_cost(state, player, len(empty_squares(town)))
        self.cache: dict[tuple[str, int], float] = {}
        self.standing: dict[str, tuple[list[int], int]] = {}  # per kind: its squares and their points now

    def best(self, kind: str, laid: int) -> float:
        squares = _squares_of_mask(laid)
        if len(squares) == 1:
            return self.at(kind, squares[0])
        return max(self.at(kind, square) for square in squares)

    def at(self, kind: str, square: int) -> float:
        key = (kind, square)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self._judge(kind, square)
        return found

    def _judge(self, kind: str, square: int) -> float:
        rule = card(kind)
        if kind == COTTAGE:
            fed = self.feeding is not None and self.feeding.would_feed(square)
            return rule.scoring.points * (1.0 if fed else self.feed_chance)
        if rule.colour == FEEDER_COLOUR:
            return ABILITY_WORTH * (1 + self.hungry_cottages)
        if kind == FORT:
            return rule.scoring.points - self.naming_cost
        before = self.context
        standing = self.standing.get(kind)
        if standing is None:
            squares = [s for s, k in before.kinds.items() if k == kind]
            standing = self.standing[kind] = (squares, SCORERS[rule.scoring.rule](before, kind, squares))
        squares, now = standing
        after = Context(
            before.state, before.player, before.town, {**before.kinds, square: kind}, before.fed, before.units
        )
        gained: float = SCORERS[rule.scoring.rule](after, kind, [*squares, square]) - now
        scoring = rule.scoring
        if scoring.table:
            # Count tables can dip (a lone Almshouse costs a point that a second one more than wins back):
            # judge by the better of the next building or the next two, per building.
            gained = max(gained, (_table_value(scoring.table, len(squares) + 2) - now) / 2)
        if gained <= 0 and not scoring.points and not scoring.table:
            return ABILITY_WORTH
        return float(gained)


def _feeds(kind: str) -> bool:
    return card(kind).colour == FEEDER_COLOUR


class _FeedingReach:
    """Whether the feeders already built would feed one more Cottage on a given square."""

    def __init__(self, town: Town, kinds: dict[int, str], units: dict[int, int]) -> None:
        fed = best_feeding(town).fed
        self.reach: set[int] = set()
        capacity = 0
        self.greenhouse = False
        for square, kind in kinds.items():
            rule = card(kind).scoring
            if rule.rule == "feeds_surrounding":
                self.reach.update(surrounding(square))
            elif rule.rule == "feeds_row_and_column":
                self.reach.update(row_and_column(square))
            elif rule.rule == "feeds_anywhere":
                capacity += rule.capacity
            elif rule.rule == "feeds_group":
                self.greenhouse = True
        # Farms feed whichever Cottages the reach of the others misses (a Greenhouse's group counts
        # against them too, which errs towards thinking them full).
        self.spare = capacity - sum(units[s] for s in fed if s not in self.reach)
        self.fed = fed

    def would_feed(self, square: int) -> bool:
        if square in self.reach or self.spare > 0:
            return True
        return self.greenhouse and any(n in self.fed for n in neighbours(square))


@cache
def _squares_of_mask(mask: int) -> tuple[int, ...]:
    return tuple(square for square in range(16) if mask >> square & 1)


def _table_value(table: tuple[int, ...], count: int) -> int:
    return table[min(count, len(table)) - 1] if count else 0


def heuristic(game: Game[Any, Any], state: GameState) -> list[float]:
    """Every player's projected total against the best other projection, in (-1, 1)."""
    assert isinstance(state, TinyTownsState)
    projected = [projected_score(state, player) for player in range(state.num_players)]
    return lead_values(projected, LEAD_SOFTNESS, SOLO_SCALE)


def rollout_weights(game: Game[Any, Any], state: GameState, legal: Sequence[Action]) -> list[float]:
    """Build when you can; put cubes next to cubes (patterns are made of neighbours); never quit early.

    With no rollouts (``ROLLOUT_DEPTH``) these weights decide the order in which the search tries new moves.
    """
    assert isinstance(state, TinyTownsState)
    weights = []
    for action in legal:
        if isinstance(action, Build):
            weights.append(COTTAGE_BUILD_WEIGHT if action.building == "cottage" else BUILD_WEIGHT)
        elif action.kind == "complete_town":
            weights.append(0.0)
        elif isinstance(action, PlaceResource):
            town = state.towns[action.player]
            near = sum(1 for n in neighbours(action.square) if is_resource(town.squares[n]))
            weights.append(1.0 + CLUSTER_WEIGHT * near)
        else:
            weights.append(1.0)
    return weights
