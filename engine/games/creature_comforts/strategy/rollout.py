"""The rollout policy: which moves a quick simulation prefers.

It plays like a sensible beginner: workers go where the Family dice (known at placement) and likely Village
dice can pay, dice go where they complete a requirement, locations are resolved once every useful die is down,
Goods are taken and traded towards the cards in hand, and whatever can be crafted is. Weights come from one
pass over the legal actions with a small fixed amount of work per action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hearthwood.engine.core import Action, Game, GameState

from ..actions import (
    AssignDie,
    Craft,
    DiscardComfort,
    DiscardStarting,
    EndCrafting,
    EndTrades,
    FinishPlacing,
    GiveGood,
    GiveGoods,
    ModifyDie,
    PlaceWorker,
    Resolve,
    TakeFaceUp,
    TakeFromDiscard,
    Trade,
    UseValley,
)
from ..content import (
    Requirement,
    Single,
    load_content,
)
from ..content import (
    Trade as TradeTerms,
)
from ..locations import ANY_DIE, MARKET, OWL_FACE_UP, WORKSHOP, base
from ..state import CreatureComfortsState
from .dice import fits, meet_chance
from .pricing import (
    card_points,
)
from .values import Values, location_terms
from .weights import COIN, COMFORT_DRAW, COMPLETES, CRAFT, FITS, LESSON_VALUE, MISFIT, STORY, WAIT


def rollout_weights(game: Game[Any, Any], state: GameState, legal: Sequence[Action]) -> list[float]:
    """One weight per legal action: a plausible player's preferences (see the module docstring)."""
    assert isinstance(state, CreatureComfortsState)
    player = legal[0].player
    step = state.step
    if step == "place":
        return _placement_weights(state, player, legal)
    if step == "turn":
        assert state.turn is not None
        if state.turn.step in ("assign", "resolve"):
            return _dice_weights(state, player, legal)
    return _choice_weights(state, player, legal)


# Placement weights depend on the player's stock and hand and the month's board, not on the workers already
# placed, so the rollouts of one search share them (bounded: cleared when full).
_PLACEMENT_MEMO: dict[tuple[object, ...], dict[tuple[str, bool], float]] = {}
PLACEMENT_MEMO_SIZE = 4096


def _placement_key(state: CreatureComfortsState, player: int) -> tuple[object, ...]:
    me = state.players[player]
    return (
        tuple(me.hand),
        tuple(me.goods.values()),
        me.coins,
        me.stories,
        tuple(me.crafted),
        tuple(me.improvements),
        tuple(me.family),
        state.months - state.month,
        state.dial,
        tuple(state.valley.values()),
        tuple(state.owls_nest),
        tuple(state.workshop),
    )


def _placement_weights(state: CreatureComfortsState, player: int, legal: Sequence[Action]) -> list[float]:
    key = _placement_key(state, player)
    memo = _PLACEMENT_MEMO.get(key)
    if memo is None:
        if len(_PLACEMENT_MEMO) >= PLACEMENT_MEMO_SIZE:
            _PLACEMENT_MEMO.clear()
        memo = _PLACEMENT_MEMO[key] = {}
    values: Values | None = None
    weights = []
    for action in legal:
        if isinstance(action, FinishPlacing):
            weights.append(1.0 if len(legal) == 1 else MISFIT)  # a worker is never wasted: it learns a lesson
            continue
        if not isinstance(action, PlaceWorker):
            weights.append(1.0)
            continue
        weight = memo.get((action.location, action.wheelbarrow))
        if weight is None:
            if values is None:
                values = Values(state, player)
            weight = memo[action.location, action.wheelbarrow] = _placement_weight(state, values, action)
        weights.append(weight)
    return weights


def _placement_weight(state: CreatureComfortsState, values: Values, action: PlaceWorker) -> float:
    family = (min(values.me.family), max(values.me.family))
    spot = location_terms(state, action.location)
    worth = values.location(action.location, family[1])
    chance = 1.0 if spot is None else meet_chance(spot[0], (family[0], family[1]))
    if action.wheelbarrow:
        worth += values.best_good()
    # an unresolved worker still brings a Lesson Learned token home
    return 0.1 + chance * worth + (1.0 - chance) * LESSON_VALUE


def _dice_weights(state: CreatureComfortsState, player: int, legal: Sequence[Action]) -> list[float]:
    turn = state.turn
    assert turn is not None
    values = Values(state, player)
    on: dict[str, list[int]] = {}
    for die, at in enumerate(turn.assigned):
        if at is not None:
            on.setdefault(at, []).append(turn.values[die])
    needs: dict[str, Requirement] = {}
    for location in [*state.players[player].workers, *(a.location for a in legal if isinstance(a, AssignDie))]:
        if location not in needs:
            spot = location_terms(state, location)
            needs[location] = ANY_DIE if spot is None else spot[0]
    # Locations still short of dice that only particular values can serve: keep those dice for them.
    picky = [
        loc
        for loc, need in needs.items()
        if (not isinstance(need, Single) or need.min > 1 or need.max < 6) and not need.meets(on.get(loc, []))
    ]
    wanted = [0] * len(turn.values)
    for die, at in enumerate(turn.assigned):
        if at is None:
            value = turn.values[die]
            wanted[die] = sum(1 for loc in picky if fits(needs[loc], [*on.get(loc, []), value]))
    weights: list[float] = []
    useful = False
    for action in legal:
        if isinstance(action, AssignDie):
            need = needs[action.location]
            value = turn.values[action.die]
            dice = [*on.get(action.location, []), value]
            worth = 0.2 + values.location(action.location, value)
            if need.meets(dice[:-1]):
                weight = MISFIT  # already met: another die adds nothing
            elif need.meets(dice):
                weight = COMPLETES * worth
            elif fits(need, dice):
                weight = FITS * worth
            else:
                weight = MISFIT
            if weight > MISFIT:
                useful = True
                if action.location not in picky:
                    weight /= 1 + 3 * wanted[action.die]
            weights.append(weight)
        elif isinstance(action, ModifyDie):
            weights.append(FITS if _modify_helps(turn.values, turn.assigned, on, needs, picky, action) else MISFIT)
        else:
            weights.append(-1.0)  # filled in below, once we know whether a useful die is left
    resolving = any(isinstance(a, Resolve) for a in legal)
    for index, action in enumerate(legal):
        if weights[index] != -1.0:
            continue
        if isinstance(action, Resolve):
            weights[index] = WAIT if useful else 1.0 + _resolve_worth(state, values, action)
        elif action.kind == "end_locations":
            weights[index] = WAIT if useful or resolving else 1.0
        else:  # an Improvement's die changes (Umbrella, Weathervane): left to the search to find uses for
            weights[index] = MISFIT
    return weights


def _modify_helps(
    values: list[int],
    assigned: list[str | None],
    on: dict[str, list[int]],
    needs: dict[str, Requirement],
    picky: list[str],
    action: ModifyDie,
) -> bool:
    """Whether changing the die makes a location's requirement met (where it sits, or where it could go)."""
    before = values[action.die]
    after = before + action.delta
    at = assigned[action.die]
    if at is not None:
        dice = list(on.get(at, []))
        if at not in needs or needs[at].meets(dice):
            return False
        dice.remove(before)
        return needs[at].meets([*dice, after])
    return any(
        needs[loc].meets([*on.get(loc, []), after]) and not needs[loc].meets([*on.get(loc, []), before])
        for loc in picky
    )


def _resolve_worth(state: CreatureComfortsState, values: Values, action: Resolve) -> float:
    location = base(action.location)
    if location == OWL_FACE_UP and action.choice is not None and action.choice < len(state.owls_nest):
        return values.card(state.owls_nest[action.choice])
    if location == WORKSHOP and action.choice is not None:
        worth = values.improvement(state.workshop[action.choice - 1])
        return max(0.1, worth - sum(values.good(g) for g in action.pay) * 0.5)
    worth = values.goods(action.gain) + (values.good(action.extra) if action.extra else 0.0)
    return max(0.1, worth - sum(values.good(g) for g in action.pay))


def _choice_weights(state: CreatureComfortsState, player: int, legal: Sequence[Action]) -> list[float]:
    values = Values(state, player)
    me = state.players[player]
    crafting = any(isinstance(a, Craft) for a in legal)
    weights: list[float] = []
    for action in legal:
        if isinstance(action, Craft):
            spent = sum(values.good(g) for g in action.pay)
            weights.append(CRAFT * card_points(action.card, me) / (1.0 + spent))
        elif isinstance(action, EndCrafting):
            weights.append(WAIT if crafting else 1.0)
        elif isinstance(action, DiscardComfort | DiscardStarting):
            weights.append(1.0 / (0.5 + values.card(action.card)) ** 2)
        elif isinstance(action, TakeFaceUp):
            weights.append(1.0 + values.card(state.owls_nest[action.slot]))
        elif isinstance(action, TakeFromDiscard):  # Striped Skunk
            weights.append(1.0 + values.card(action.card))
        elif isinstance(action, UseValley):  # Blue Jay
            weights.append(1.0 + values.location(action.location))
        elif isinstance(action, GiveGoods):  # Canada Lynx: part with the Goods the hand needs least
            weights.append(1.0 / (0.2 + sum(values.good(g) for g in action.goods)))
        elif isinstance(action, Trade):
            paid, gain = _trade_extras(state, action)
            gain += values.goods(action.gain)
            paid += sum(values.good(g) for g in action.pay)
            paid += sum(values.card(c) for c in action.cards)
            weights.append(4.0 * (gain - paid) if gain > paid else WAIT)
        elif isinstance(action, EndTrades):
            weights.append(1.0)
        elif isinstance(action, GiveGood):
            weights.append(STORY - values.good(action.good) + 0.1 if values.good(action.good) < STORY else WAIT)
        else:  # Pass, Wild Turkey's die settings
            weights.append(1.0)
    return weights


def _trade_extras(state: CreatureComfortsState, action: Trade) -> tuple[float, float]:
    """Worth of what a trade pays and brings besides Goods (Coins, Stories, tokens, Comfort draws)."""
    turn = state.turn
    if turn is None:
        return 0.0, 0.0
    if turn.trade_at is None:
        return 0.0, 0.0
    if base(turn.trade_at) == MARKET:
        market = load_content().setup.market
        if not 0 <= action.option < len(market):
            return 0.0, 0.0  # the Scale's swap: one Good for another
        cost, reward = market[action.option].pay, market[action.option].gain
    else:
        dice = [turn.values[d] for d, at in enumerate(turn.assigned) if at == turn.trade_at]
        if state.traveler is None or not dice:
            return 0.0, 0.0
        terms = load_content().traveler(state.traveler).inn_option(dice[0]).action
        if not isinstance(terms, TradeTerms):
            return 0.0, 0.0
        cost, reward = terms.pay, terms.gain
    paid = COIN * cost.coins + STORY * cost.stories + LESSON_VALUE * cost.lesson_learned
    gained = COIN * reward.coins + STORY * reward.stories + LESSON_VALUE * reward.lesson_learned
    return paid, gained + COMFORT_DRAW * reward.comforts
