"""One player's turn (rules document, section 4, step 5): assign dice, nudge them with tokens, resolve
locations and Glades in any order, bring unresolved workers home, craft, and keep to the hand limit.

The FAQ says assignments are final once a location is resolved, so the turn has an ``assign`` step
(assign and modify dice) that ends with the first resolution. A Bicycle owner starts the turn with a
``bicycle`` step (move a worker or pass); under the Striped Skunk each Owl's Nest resolution is followed by a
``skunk`` step (take a Comfort from the discard pile or pass). The Umbrella and the Weathervane are used
while assigning, like Lesson Learned tokens.
"""

from __future__ import annotations

from itertools import combinations

from hearthwood.engine.core import Action, counted, mention, shared_action

from .actions import (
    AssignDie,
    Craft,
    DiscardComfort,
    EndCrafting,
    EndLocations,
    EndTrades,
    ModifyDie,
    MoveWorker,
    NudgeVillageDie,
    Pass,
    RaiseFamilyDie,
    Resolve,
    TakeFromDiscard,
    Trade,
)
from .content import GOODS, Cost, Gain, InnHandlerEffect, InnOption, Reward, UnresolvedWorkerBonus, load_content
from .content import Trade as TradeAction
from .crafting import craft, craft_options
from .handlers import improvement_params, marten, owns, skunk
from .locations import (
    FAMILY_DICE,
    INN,
    LENT,
    MARKET,
    OWL_BLIND,
    OWL_FACE_UP,
    RIVER,
    VALLEY,
    WORKSHOP,
    base,
    base_reward,
    build,
    capacity,
    dice_on,
    draw_into_hand,
    give_up_in_view,
    glade_options,
    glades,
    open_locations,
    parse_glade,
    pay_cost,
    payments_for,
    raven_coin,
    ready,
    resolve_glade,
    take_from_owls_nest,
    take_in_view,
    wheelbarrow_extras,
    workshop_options,
)
from .payments import gain, gain_options
from .state import CreatureComfortsState, Turn

LOWEST, HIGHEST = 1, 6
#: Scale: its one-for-one swap is offered as the Market trade one past the last printed one.
SCALE_SWAP = len(load_content().setup.market)
_SWAP = Cost(any_goods=1)


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
    if owns(state, player, "move_worker_at_turn_start") and bicycle_moves(state):
        state.turn.step = "bicycle"


def _turn(state: CreatureComfortsState) -> Turn:
    assert state.turn is not None
    return state.turn


def _locations(state: CreatureComfortsState, player: int) -> list[str]:
    """Where this player may put dice: their workers' locations, the Forest under the Pine Marten (dice
    alone, no worker), and Glades they may use (Family dice)."""
    content = load_content()
    usable = [
        g
        for g in glades(state)
        if parse_glade(g)[0] != player or content.improvement(parse_glade(g)[1]).ability.owner_may_use  # type: ignore[union-attr]
    ]
    forest = list(VALLEY[:2]) if marten(state) else []
    return [*state.players[player].workers, *forest, *usable]


# ------------------------------------------------------------------------------------------ options


def turn_actions(state: CreatureComfortsState) -> list[Action]:
    turn = _turn(state)
    player = turn.player
    if turn.step == "bicycle":
        return [*bicycle_moves(state), Pass(player=player)]
    if turn.step == "skunk":
        cards = sorted(set(state.comfort_discard))
        return [*(TakeFromDiscard(player=player, card=c) for c in cards), Pass(player=player)]
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
    options.append(shared_action(EndLocations, player=player))
    return options


def bicycle_moves(state: CreatureComfortsState) -> list[Action]:
    """Bicycle: one of the player's own workers to an open location they do not occupy yet (a borrowed
    Loon worker is not theirs to ride)."""
    player = _turn(state).player
    workers = state.players[player].workers
    own = [w for w in workers if not w.endswith(LENT)]
    free = [location for location in open_locations(state) if location not in own]
    return [MoveWorker(player=player, origin=w, to=to) for w in own for to in free]


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
                options.append(shared_action(AssignDie, player=player, die=die, location=location))
    if turn.free_mods or state.players[player].lessons:
        for die, value in enumerate(turn.values):
            for delta in (-1, 1):
                # Opposite tokens on one die would cancel out: only one direction per die.
                if LOWEST <= value + delta <= HIGHEST and turn.deltas[die] * delta >= 0:
                    options.append(shared_action(ModifyDie, player=player, die=die, delta=delta))
    return options + umbrella_options(state) + weathervane_options(state)


def umbrella_options(state: CreatureComfortsState) -> list[Action]:
    """Umbrella: once a turn, one of the player's own Family dice goes up by 1 or 2 (never past 6)."""
    turn = _turn(state)
    player = turn.player
    if not owns(state, player, "raise_own_family_die") or turn.umbrella_used:
        return []
    most = improvement_params("raise_own_family_die").get("most", 2)
    return [
        RaiseFamilyDie(player=player, die=die, amount=amount)  # type: ignore[arg-type]
        for die in range(FAMILY_DICE)
        for amount in range(1, most + 1)
        if turn.values[die] + amount <= HIGHEST
    ]


def weathervane_options(state: CreatureComfortsState) -> list[Action]:
    """Weathervane: once a turn, one Village die turns up or down by 1 for the rest of the month (both its
    face and, with any tokens beside it, its value stay within 1-6)."""
    turn = _turn(state)
    player = turn.player
    if not owns(state, player, "nudge_village_die") or turn.weathervane_used:
        return []
    return [
        NudgeVillageDie(player=player, die=die, delta=delta)
        for die in range(FAMILY_DICE, len(turn.values))
        for delta in (-1, 1)
        if LOWEST <= state.village[die - FAMILY_DICE] + delta <= HIGHEST
        and LOWEST <= turn.values[die] + delta <= HIGHEST
    ]


def resolve_options(state: CreatureComfortsState, location: str) -> list[Action]:
    player = _turn(state).player
    die = dice_on(state, location)[0]
    where = base(location)
    if where in VALLEY or where in RIVER:
        reward = base_reward(state, location)
        return [
            Resolve(player=player, location=location, gain=g, extra=x)
            for g in gain_options(reward)
            for x in wheelbarrow_extras(state, player, location)
        ]
    if where == OWL_FACE_UP:
        return [Resolve(player=player, location=location, choice=i) for i in range(len(state.owls_nest))]
    if where in (OWL_BLIND, MARKET):
        return [Resolve(player=player, location=location)]
    if where == WORKSHOP:
        return [
            Resolve(player=player, location=location, choice=slot, pay=p)
            for slot, p in workshop_options(state, player, die)
        ]
    if where == INN:
        option = _inn_option(state, die)
        if isinstance(option.action, Gain):
            return [Resolve(player=player, location=location, gain=g) for g in gain_options(option.action.gain)]
        return [Resolve(player=player, location=location)]
    return [Resolve(player=player, location=location, gain=g, pay=p) for g, p in glade_options(state, player, location)]


def _inn_option(state: CreatureComfortsState, die: int) -> InnOption:
    assert state.traveler is not None
    return load_content().traveler(state.traveler).inn_option(die)


def trade_options(state: CreatureComfortsState) -> list[Action]:
    turn = _turn(state)
    player = turn.player
    options: list[Action] = [EndTrades(player=player)]
    if base(turn.trade_at or "") == MARKET:
        trades = [(i, t.pay, t.gain) for i, t in enumerate(load_content().setup.market)]
        if turn.scale_swap:
            options += scale_swaps(state)
    elif turn.trades_left > 0:
        action = _inn_option(state, dice_on(state, turn.trade_at or INN)[0]).action
        if isinstance(action, InnHandlerEffect):
            return options + _loon_exchanges(state)
        trades = [(0, _inn_trade(state).pay, _inn_trade(state).gain)]
    else:
        trades = []
    me = state.players[player]
    for index, cost, reward in trades:
        hand = sorted(c for c in me.hand if c is not None)
        card_sets = sorted({tuple(hand[i] for i in idx) for idx in combinations(range(len(hand)), cost.comforts)})
        for paid in payments_for(state, player, cost, discounted=False):
            for got in gain_options(reward):
                options += [Trade(player=player, option=index, pay=paid, gain=got, cards=cards) for cards in card_sets]
    return options


def scale_swaps(state: CreatureComfortsState) -> list[Action]:
    """Scale: one Good for one Good of another kind, before the Market's own trades."""
    player = _turn(state).player
    goods = state.players[player].goods
    return [
        Trade(player=player, option=SCALE_SWAP, pay=(paid,), gain=(got,))
        for paid in GOODS
        if goods[paid]
        for got in GOODS
        if got != paid
    ]


def loon_exchanges(state: CreatureComfortsState, player: int, most: int) -> list[tuple[tuple[str, ...], str]]:
    """Common Loon at the Inn (3-6): up to ``most`` Goods all of different kinds for as many of one kind."""
    goods = state.players[player].goods
    owned = [g for g in GOODS if goods[g]]
    return [
        (paid, got)
        for n in range(1, min(most, len(owned)) + 1)
        for paid in combinations(owned, n)
        for got in GOODS
        if paid != (got,)
    ]


def _loon_exchanges(state: CreatureComfortsState) -> list[Action]:
    turn = _turn(state)
    die = dice_on(state, turn.trade_at or INN)[0]
    most = _inn_option(state, die).times(die)
    return [
        Trade(player=turn.player, pay=paid, gain=(got,) * len(paid))
        for paid, got in loon_exchanges(state, turn.player, most)
    ]


def _inn_trade(state: CreatureComfortsState) -> TradeAction:
    turn = _turn(state)
    action = _inn_option(state, dice_on(state, turn.trade_at or INN)[0]).action
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
    elif isinstance(action, RaiseFamilyDie):
        turn.umbrella_used = True
        turn.values[action.die] += action.amount  # a change like a token's: the die keeps its face
    elif isinstance(action, NudgeVillageDie):
        turn.weathervane_used = True
        state.village[action.die - FAMILY_DICE] += action.delta  # the die itself turns, for later players too
        turn.values[action.die] += action.delta
    elif isinstance(action, MoveWorker):
        me.workers[me.workers.index(action.origin)] = action.to
        if me.wheelbarrow_at == action.origin:
            me.wheelbarrow_at = action.to if action.to in VALLEY or action.to in RIVER else None
        turn.step = "assign"
        events.append(f"{mention(turn.player)} cycles a worker to {action.to}")
    elif isinstance(action, TakeFromDiscard):
        state.comfort_discard.remove(action.card)
        take_in_view(me, action.card)
        turn.step = "resolve"
    elif isinstance(action, Pass):
        turn.step = "assign" if turn.step == "bicycle" else "resolve"
    elif isinstance(action, Resolve):
        turn.step = "resolve"
        turn.resolved.append(action.location)
        events += _resolve(state, action)
    elif isinstance(action, Trade):
        _trade(state, action)
    elif isinstance(action, EndTrades):
        turn.step = "resolve"
        turn.trade_at = None
        turn.scale_swap = False
    elif isinstance(action, EndLocations):
        unresolved = sum(1 for w in me.workers if w not in turn.resolved)
        learned = unresolved * (1 + _unresolved_bonus(state))
        me.lessons += learned
        turn.step = "craft"
        if unresolved:
            tokens, workers = counted(learned, "Lesson Learned token"), counted(unresolved, "unresolved worker")
            events.append(f"{mention(turn.player)} takes {tokens} for {workers}")
    elif isinstance(action, Craft):
        craft(state, action)
    elif isinstance(action, EndCrafting):
        turn.step = "discard"
    elif isinstance(action, DiscardComfort):
        give_up_in_view(me, action.card)
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
    where = base(location)
    die = dice_on(state, location)[0]
    me.coins += raven_coin(state, location)
    if where in VALLEY or where in RIVER:
        reward = base_reward(state, location)
        gain(me, reward, action.gain + ((action.extra,) if action.extra else ()))
    elif where in (OWL_FACE_UP, OWL_BLIND):
        taken: list[str] = []
        if where == OWL_FACE_UP:
            assert action.choice is not None
            taken.append(take_from_owls_nest(state, player, action.choice))
        else:
            draw_into_hand(state, me, load_content().setup.owls_nest.cards_drawn(die))
        if skunk(state) and state.comfort_discard:
            turn.step = "skunk"
        return taken
    elif where == WORKSHOP:
        assert action.choice is not None
        build(state, player, action.choice, action.pay)
        return [f"{mention(player)} builds {load_content().improvement(me.improvements[-1]).name}"]
    elif where == MARKET:
        turn.step = "trade"
        turn.trade_at = location
        turn.scale_swap = owns(state, player, "market_one_for_one_swap")
    elif where == INN:
        option = _inn_option(state, die)
        if isinstance(option.action, Gain):
            gain(me, option.action.gain, action.gain)
            draw_into_hand(state, me, option.action.gain.comforts)
        else:
            turn.step = "trade"
            turn.trade_at = location
            # The Loon's exchange is one hand-in of up to the die's number of Goods, not a repeated trade.
            turn.trades_left = 1 if isinstance(option.action, InnHandlerEffect) else option.times(die)
    else:
        resolve_glade(state, player, location, action.gain, action.pay)
    return []


def _trade(state: CreatureComfortsState, action: Trade) -> None:
    turn = _turn(state)
    me = state.players[turn.player]
    at_market = base(turn.trade_at or "") == MARKET
    if at_market and action.option == SCALE_SWAP:
        cost, reward = _SWAP, Reward(any_goods=1)
    elif at_market:
        market = load_content().setup.market[action.option]
        cost, reward = market.pay, market.gain
    elif isinstance(_inn_option(state, dice_on(state, turn.trade_at or INN)[0]).action, InnHandlerEffect):
        n = len(action.pay)
        cost, reward = Cost(any_goods=n), Reward(any_goods=n)
    else:
        trade = _inn_trade(state)
        cost, reward = trade.pay, trade.gain
    if at_market:
        turn.scale_swap = False  # the swap comes first or not at all
    else:
        turn.trades_left -= 1
    pay_cost(state, turn.player, cost, action.pay, discounted=False)
    for card in action.cards:
        give_up_in_view(me, card)
        state.comfort_discard.append(card)
    gain(me, reward, action.gain)
    draw_into_hand(state, me, reward.comforts)
