"""The projected final score the Creature Comforts heuristic compares between families.

The score sheet alone misjudges a family in the middle of the year: Comforts in hand score nothing until
crafted, and Goods count a third of a point each when they are really part of a Comfort. ``projected_score``
adds to the score sheet the hand (``pricing``), spare material for later cards, and this month's workers not
yet resolved (``pending``). Each worker counts by how likely the dice meet its location together with the
family's other locations (``covers``: one die serves one location): before the Village roll over a fixed
spread of rolls, after it with the dice at hand. Each is valued by what taking its reward would add to this
very projection, so that neither rolling the dice nor collecting a reward gains or loses on average.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hearthwood.engine.ai.heuristics import lead_values
from hearthwood.engine.core import Game, GameState

from ..content import (
    Requirement,
    Reward,
)
from ..locations import ANY_DIE, WORKERS
from ..scoring import score_player
from ..state import CreatureComfortsState
from .dice import best_cover, covers, fits, placement_covers
from .pricing import (
    hand_plan,
    later_use,
)
from .values import Values, location_terms, reward_at, turns_left
from .weights import AVERAGE_WORKER, LEAD_SOFTNESS, MONTH_AHEAD, SOLO_SCALE


def projected_score(state: CreatureComfortsState, player: int) -> float:
    points = float(sum(score_player(state, player)))
    if state.step == "over":
        return points
    me = state.players[player]
    turns = turns_left(state, player)
    hand, needs, spare = hand_plan(me, turns)
    points += hand + later_use(spare, me.lessons, turns) + pending(state, player, Values(state, player, needs))
    if state.num_players == 1:
        points += MONTH_AHEAD * turns
    return points


def heuristic(game: Game[Any, Any], state: GameState) -> list[float]:
    """Every player's projected total against the best other projection, in (-1, 1)."""
    assert isinstance(state, CreatureComfortsState)
    projected = [projected_score(state, player) for player in range(state.num_players)]
    return lead_values(projected, LEAD_SOFTNESS, SOLO_SCALE)


def _requirement(state: CreatureComfortsState, location: str) -> Requirement:
    spot = location_terms(state, location)
    return ANY_DIE if spot is None else spot[0]


def pending(state: CreatureComfortsState, player: int, values: Values) -> float:
    """Expected worth of this month's workers that have not been resolved yet.

    Each counts by whether the dice can meet its location together with the player's other locations (see
    ``covers``): while placing, over a fixed spread of Village rolls with the Family dice; once the Village
    dice are rolled, with the player's six dice; on the player's own turn, with the dice still unassigned.
    The dice go where they are worth most, as the player will put them.
    """
    step = state.step
    me = state.players[player]
    if step == "place":
        placement = state.placing[player] if player < len(state.placing) else None
        if placement is None:
            return 0.0
        family = (min(me.family), max(me.family))
        # One order for every order of placing, so the memo shares answers; a family has one worker per location.
        workers = sorted(placement.workers)
        needs = tuple((_requirement(state, loc), ()) for loc in workers)
        gains = [_meeting_gain(values, loc, family[1]) for loc in workers]
        chances = [0.0] * len(workers)
        for masks, share in placement_covers(needs, family):
            chosen = best_cover(masks, gains)
            for index in range(len(workers)):
                if chosen >> index & 1:
                    chances[index] += share
        total = sum(values.worker(loc, chance, family[1]) for loc, chance in zip(workers, chances, strict=True))
        if player in state.queue:
            total += (WORKERS - len(placement.workers)) * AVERAGE_WORKER
        return total
    if step != "turn" or player not in state.queue or state.turn is None:
        return 0.0
    turn = state.turn
    if turn.player == player:
        return _turn_pending(state, player, values)
    pool = tuple(sorted((*me.family, *state.village)))
    workers = sorted(set(me.workers))
    needs = tuple((_requirement(state, loc), ()) for loc in workers)
    chosen = best_cover(covers(needs, pool), [_meeting_gain(values, loc, pool[-1]) for loc in workers])
    covered = {loc: 1.0 if chosen >> index & 1 else 0.0 for index, loc in enumerate(workers)}
    return _met_worth(state, values, covered, dict.fromkeys(workers, pool[-1]), me.workers)


def _meeting_gain(values: Values, location: str, die: int | None) -> float:
    """What meeting a worker's location adds over leaving it (which still brings a Lesson Learned token)."""
    return values.worker(location, 1.0, die) - values.worker(location, 0.0, die)


def _turn_pending(state: CreatureComfortsState, player: int, values: Values) -> float:
    turn = state.turn
    assert turn is not None
    on: dict[str, list[int]] = {}
    free: list[int] = []
    for die, at in enumerate(turn.assigned):
        if at is None:
            free.append(turn.values[die])
        else:
            on.setdefault(at, []).append(turn.values[die])
    if turn.step not in ("assign", "resolve", "trade"):
        return 0.0
    workers = state.players[player].workers
    top = max(free) if free else None
    # In a fixed order (not a set's, which follows string hashing and changes from one process to the next):
    # floating-point sums depend on their order, and the AI must choose the same move in every process.
    chances: dict[str, float] = {}
    still_open: list[str] = []
    for location in dict.fromkeys([*workers, *on]):
        if location in turn.resolved:
            continue
        need = _requirement(state, location)
        dice = on.get(location, [])
        if dice and need.meets(dice):
            chances[location] = 1.0
        elif turn.step == "assign" and (not dice or fits(need, dice)):
            chances[location] = 0.0
            still_open.append(location)
        else:
            chances[location] = 0.0
    if still_open:
        still_open.sort()
        needs = tuple((_requirement(state, loc), tuple(sorted(on.get(loc, [])))) for loc in still_open)
        gains = [_open_gain(values, loc, _die(on.get(loc, []), top), loc in workers) for loc in still_open]
        chosen = best_cover(covers(needs, tuple(sorted(free))), gains)
        for index, location in enumerate(still_open):
            if chosen >> index & 1:
                chances[location] = 1.0
    return _met_worth(state, values, chances, {loc: _die(on.get(loc, []), top) for loc in chances}, workers)


def _met_worth(
    state: CreatureComfortsState,
    values: Values,
    chances: dict[str, float],
    dice: dict[str, int | None],
    workers: Sequence[str],
) -> float:
    """This month's unresolved locations, each by its chance of being met; the rewards of those sure to be
    met are priced together (see ``Values.rewards``), so collecting one does not lower the others."""
    total = 0.0
    sure: list[Reward] = []
    for location, chance in chances.items():
        reward = reward_at(state, location) if chance == 1.0 else None
        if reward is not None:
            sure.append(reward)
        elif location in workers:
            total += values.worker(location, chance, dice[location])
        else:  # a Glade: no worker, so nothing to learn from leaving it
            total += chance * values.location(location, dice[location])
    return total + (values.rewards(sure) if sure else 0.0)


def _die(dice: list[int], top: int | None) -> int | None:
    return max(dice) if dice else top


def _open_gain(values: Values, location: str, die: int | None, worker: bool) -> float:
    return _meeting_gain(values, location, die) if worker else values.location(location, die)
