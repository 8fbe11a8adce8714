"""One player's turn (rules document, section 4, step 5): assign dice, nudge them with tokens, resolve
locations and Glades in any order, bring unresolved workers home, craft, and keep to the hand limit.

The FAQ says assignments are final once a location is resolved, so the turn has an ``assign`` step
(assign and modify dice) that ends with the first resolution.
"""

from __future__ import annotations

from hearthwood.engine.core import Action, mention

from .actions import (
    AssignDie,
    Craft,
    DiscardComfort,
    EndCrafting,
    EndLocations,
    EndTrades,
    ModifyDie,
    Resolve,
    Trade,
)
from .content import Gain, UnresolvedWorkerBonus, load_content
from .content import Trade as TradeAction
from .crafting import craft, craft_options
from .locations import (
    FAMILY_DICE,
    INN,
    MARKET,
    OWL_BLIND,
    OWL_FACE_UP,
    RIVER,
    VALLEY,
    WORKSHOP,
    base_reward,
    build,
    capacity,
    dice_on,
    draw_into_hand,
    glade_options,
    glades,
    parse_glade,
    ready,
    resolve_glade,
    take_from_owls_nest,
    wheelbarrow_extras,
    workshop_options,
)
from .payments import can_afford_rest, gain, gain_options, pay, payment_options
from .state import CreatureComfortsState, Turn

LOWEST, HIGHEST = 1, 6


def start_turn(state: CreatureComfortsState, player: int) -> None:
    me = state.players[player]
    values = [*me.family, *state.village]
    state.turn = Turn(
        player=player,
        values=values,
        deltas=[0] * len(values),
        assigned=[None] * len(values),
        # An Almanac is a Lesson Learned that is never spent, once a month (one turn a month).
        free_mods=me.almanacs + state.card_lessons,
    )


def _turn(state: CreatureComfortsState) -> Turn:
    assert state.turn is not None
    return state.turn


def _locations(state: CreatureComfortsState, player: int) -> list[str]:
    """Where this player may put dice: their workers' locations, and Glades they may use (Family dice)."""
    content = load_content()
    usable = [
        g
        for g in glades(state)
        if parse_glade(g)[0] != player or content.improvement(parse_glade(g)[1]).ability.owner_may_use  # type: ignore[union-attr]
    ]
    return [*state.players[player].workers, *usable]


# ------------------------------------------------------------------------------------------ options


def turn_actions(state: CreatureComfortsState) -> list[Action]:
    turn = _turn(state)
    player = turn.player
    if turn.step == "trade":
        return trade_options(state)
    if turn.step == "craft":
        return [*craft_options(state, player), EndCrafting(player=player)]
    if turn.step == "discard":
        hand = sorted({c for c in state.players[player].hand if c is not None})
        return [DiscardComfort(player=player, card=c) for c in hand]
    options: list[Action] = []
    if turn.step == "assign":
        options += assign_options(state)
    for location in _locations(state, player):
        if location not in turn.resolved and ready(state, location):
            options += resolve_options(state, location)
    options.append(EndLocations(player=player))
    return options


def assign_options(state: CreatureComfortsState) -> list[Action]:
    turn = _turn(state)
    player = turn.player
    options: list[Action] = []
    for location in _locations(state, player):
        on = sum(1 for at in turn.assigned if at == location)
        if on >= capacity(state, location):
            continue
        glade = location.startswith("glade:")
        for die, at in enumerate(turn.assigned):
            if at is None and (not glade or die < FAMILY_DICE):  # Glades take Family dice only
                options.append(AssignDie(player=player, die=die, location=location))
    if turn.free_mods or state.players[player].lessons:
        for die, value in enumerate(turn.values):
            for delta in (-1, 1):
                # Opposite tokens on one die would cancel out: only one direction per die.
                if LOWEST <= value + delta <= HIGHEST and turn.deltas[die] * delta >= 0:
                    options.append(ModifyDie(player=player, die=die, delta=delta))  # type: ignore[arg-type]
    return options


def resolve_options(state: CreatureComfortsState, location: str) -> list[Action]:
    player = _turn(state).player
    die = dice_on(state, location)[0]
    if location in VALLEY or location in RIVER:
        reward = base_reward(state, location)
        return [
            Resolve(player=player, location=location, gain=g, extra=x)
            for g in gain_options(reward)
            for x in wheelbarrow_extras(state, player, location)
        ]
    if location == OWL_FACE_UP:
        return [Resolve(player=player, location=location, choice=i) for i in range(len(state.owls_nest))]
    if location in (OWL_BLIND, MARKET):
        return [Resolve(player=player, location=location)]
    if location == WORKSHOP:
        return [
            Resolve(player=player, location=location, choice=slot, pay=p)
            for slot, p in workshop_options(state, player, die)
        ]
    if location == INN:
        assert state.traveler is not None
        option = load_content().traveler(state.traveler).inn_option(die)
        if isinstance(option.action, Gain):
            return [Resolve(player=player, location=location, gain=g) for g in gain_options(option.action.gain)]
        return [Resolve(player=player, location=location)]
    return [Resolve(player=player, location=location, gain=g, pay=p) for g, p in glade_options(state, player, location)]


def trade_options(state: CreatureComfortsState) -> list[Action]:
    turn = _turn(state)
    player = turn.player
    me = state.players[player]
    options: list[Action] = [EndTrades(player=player)]
    if turn.trade_at == MARKET:
        trades = [(t.pay, t.gain) for t in load_content().setup.market]
    elif turn.trades_left > 0:
        trades = [(_inn_trade(state).pay, _inn_trade(state).gain)]
    else:
        trades = []
    for index, (cost, reward) in enumerate(trades):
        if not can_afford_rest(me, cost):
            continue
        hand = sorted(c for c in me.hand if c is not None)
        card_sets = sorted({tuple(hand[i] for i in idx) for idx in _index_sets(len(hand), cost.comforts)})
        for paid in payment_options(cost, me.goods):
            for got in gain_options(reward):
                options += [Trade(player=player, option=index, pay=paid, gain=got, cards=cards) for cards in card_sets]
    return options


def _index_sets(n: int, k: int) -> list[tuple[int, ...]]:
    from itertools import combinations

    return list(combinations(range(n), k))


def _inn_trade(state: CreatureComfortsState) -> TradeAction:
    assert state.traveler is not None
    die = dice_on(state, INN)[0]
    action = load_content().traveler(state.traveler).inn_option(die).action
    assert isinstance(action, TradeAction)
    return action


# ------------------------------------------------------------------------------------------ applying


def apply_turn(state: CreatureComfortsState, action: Action) -> list[str]:
    """Carry out a (legal) turn action; returns log events. Ending the turn is month.py's business."""
    turn = _turn(state)
    me = state.players[turn.player]
    events: list[str] = []
    if isinstance(action, AssignDie):
        turn.assigned[action.die] = action.location
    elif isinstance(action, ModifyDie):
        if turn.free_mods:
            turn.free_mods -= 1
        else:
            me.lessons -= 1  # spent tokens go back to the supply
        turn.values[action.die] += action.delta
        turn.deltas[action.die] += action.delta
    elif isinstance(action, Resolve):
        turn.step = "resolve"
        turn.resolved.append(action.location)
        events += _resolve(state, action)
    elif isinstance(action, Trade):
        _trade(state, action)
    elif isinstance(action, EndTrades):
        turn.step = "resolve"
        turn.trade_at = None
    elif isinstance(action, EndLocations):
        unresolved = sum(1 for w in me.workers if w not in turn.resolved)
        me.lessons += unresolved * (1 + _unresolved_bonus(state))
        turn.step = "craft"
        if unresolved:
            events.append(f"{mention(turn.player)} learns a lesson from {unresolved} unresolved worker(s)")
    elif isinstance(action, Craft):
        craft(state, action)
    elif isinstance(action, EndCrafting):
        turn.step = "discard"
    elif isinstance(action, DiscardComfort):
        me.hand.remove(action.card)
        state.comfort_discard.append(action.card)
    return events


def turn_over(state: CreatureComfortsState) -> bool:
    turn = _turn(state)
    limit = load_content().setup.hand_limit
    return turn.step == "discard" and len(state.players[turn.player].hand) <= limit


def _unresolved_bonus(state: CreatureComfortsState) -> int:
    if state.traveler is None:
        return 0
    power = load_content().traveler(state.traveler).power
    return power.lesson_learned if isinstance(power, UnresolvedWorkerBonus) else 0


def _resolve(state: CreatureComfortsState, action: Resolve) -> list[str]:
    turn = _turn(state)
    player = turn.player
    me = state.players[player]
    location = action.location
    die = dice_on(state, location)[0]
    if location in VALLEY or location in RIVER:
        reward = base_reward(state, location)
        gain(me, reward, action.gain + ((action.extra,) if action.extra else ()))
    elif location == OWL_FACE_UP:
        assert action.choice is not None
        take_from_owls_nest(state, me, action.choice)
    elif location == OWL_BLIND:
        draw_into_hand(state, me, load_content().setup.owls_nest.cards_drawn(die))
    elif location == WORKSHOP:
        assert action.choice is not None
        build(state, player, action.choice, action.pay)
        return [f"{mention(player)} builds {load_content().improvement(me.improvements[-1]).name}"]
    elif location == MARKET:
        turn.step = "trade"
        turn.trade_at = MARKET
    elif location == INN:
        assert state.traveler is not None
        option = load_content().traveler(state.traveler).inn_option(die)
        if isinstance(option.action, Gain):
            gain(me, option.action.gain, action.gain)
            draw_into_hand(state, me, option.action.gain.comforts)
        else:
            turn.step = "trade"
            turn.trade_at = INN
            turn.trades_left = option.times(die)
    else:
        resolve_glade(state, player, location, action.gain, action.pay)
    return []


def _trade(state: CreatureComfortsState, action: Trade) -> None:
    turn = _turn(state)
    me = state.players[turn.player]
    if turn.trade_at == MARKET:
        market = load_content().setup.market[action.option]
        cost, reward = market.pay, market.gain
    else:
        trade = _inn_trade(state)
        cost, reward = trade.pay, trade.gain
        turn.trades_left -= 1
    pay(me, cost, action.pay)
    for card in action.cards:
        me.hand.remove(card)
        state.comfort_discard.append(card)
    gain(me, reward, action.gain)
    draw_into_hand(state, me, reward.comforts)
