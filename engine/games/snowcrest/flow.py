"""The turn machinery: who decides now, the legal actions of the frame on top of the stack, applying an
action, and resolving the automatic frames until someone must decide again (or the turn ends)."""

from __future__ import annotations

from hearthwood.engine.core import Action

from .actions import CancelPayment, PayDefault, SetupBuy, Skip, TakeOmens
from .actions_main import (
    apply_main,
    choice_actions,
    gain_traded,
    main_actions,
    place_added,
    resolve_choice,
    step_effects,
)
from .content import ForestCard, load_content
from .forest import end_forest, step_juniper
from .meditation import decider, meditation_actions, resolve_meditation
from .offerings import demand_actions, demand_done, end_guardian, resolve_demand, settle_omen_items
from .payment import default_payment, owed, pay_source, payment_actions, refund
from .state import (
    CENTRE,
    AddFrame,
    ChoiceFrame,
    DemandFrame,
    EffectsFrame,
    ForestEndFrame,
    GainFrame,
    GuardianEndFrame,
    JuniperFrame,
    MeditationFrame,
    PayFrame,
    RestEndFrame,
    Slot,
    SnowcrestState,
)
from .village import DeckName, claim_achievements, gain_omens, put_under, turn_face_up, villager

AUTOMATIC = (AddFrame, EffectsFrame, JuniperFrame, RestEndFrame, ForestEndFrame, GuardianEndFrame, GainFrame)


def deciding_player(state: SnowcrestState) -> int | None:
    if state.phase == "over":
        return None
    if not state.stack:
        return state.current
    top = state.stack[-1]
    if isinstance(top, MeditationFrame):
        return decider(top)
    return top.player


def legal(state: SnowcrestState) -> list[Action]:
    if state.phase == "over":
        return []
    if state.phase == "setup":
        me = state.players[state.current]
        return [SetupBuy(player=state.current, card=c) for c in me.hand if c is not None]
    if not state.stack:
        return main_actions(state)
    top = state.stack[-1]
    if isinstance(top, PayFrame):
        actions = payment_actions(top.player, state.players[top.player], top)
        if top.cancel != "none" or not actions:
            # With cancel "none" the capacity was checked before, so running out of sources cannot happen
            # in play; it can in a determinized sample (another player's hand re-dealt), which must stay
            # playable: there the payment simply stops.
            actions.append(CancelPayment(player=top.player))
        return actions
    if isinstance(top, DemandFrame):
        return demand_actions(state, top)
    if isinstance(top, MeditationFrame):
        return meditation_actions(state, top)
    assert isinstance(top, ChoiceFrame)
    return choice_actions(state, top)


def apply(state: SnowcrestState, action: Action) -> list[str]:
    events: list[str] = []
    if state.phase == "setup":
        events += _setup_buy(state, action)
    elif not state.stack:
        state.acted = True
        events += apply_main(state, action)
    else:
        top = state.stack[-1]
        if isinstance(top, PayFrame):
            events += _resolve_pay(state, top, action)
        elif isinstance(top, DemandFrame):
            events += resolve_demand(state, top, action)
            if demand_done(top):
                state.stack.pop()
        elif isinstance(top, MeditationFrame):
            events += resolve_meditation(state, top, action)
        else:
            assert isinstance(top, ChoiceFrame)
            events += resolve_choice(state, top, action)
    events += run(state)
    return events


def _setup_buy(state: SnowcrestState, action: Action) -> list[str]:
    """Setup step 14: Barley tokens only; each Barley short is an Omen (only ever here)."""
    assert isinstance(action, SetupBuy)
    me = state.players[action.player]
    cost = villager(action.card).cost
    paid = min(cost, me.tokens.get("Barley", 0))
    me.tokens["Barley"] = me.tokens.get("Barley", 0) - paid
    gain_omens(me, cost - paid)
    me.hand.remove(action.card)
    me.village[CENTRE] = Slot(card=action.card)
    if action.player == state.num_players - 1:
        state.phase = "turns"
        state.current = 0
        state.turn = 1
    else:
        state.current = action.player + 1
    return []


def _resolve_pay(state: SnowcrestState, frame: PayFrame, action: Action) -> list[str]:
    me = state.players[frame.player]
    if isinstance(action, CancelPayment):
        state.stack.pop()
        if frame.cancel == "none":
            return []
        refund(me, frame)
        if frame.cancel == "main":
            # Nothing else of the main action has happened yet: back to choosing one.
            state.stack.clear()
            state.acted = False
            if frame.unflip_slot is not None:
                slot = me.village[frame.unflip_slot]
                assert slot is not None
                slot.face_up = True
        else:
            state.stack.pop()  # the optional action (or trade) it was paying for is given up
        return []
    if isinstance(action, PayDefault):
        for step in default_payment(frame.player, me, frame):
            pay_source(me, frame, step)
    else:
        pay_source(me, frame, action)
    if not owed(frame.need):
        state.stack.pop()
    return []


def run(state: SnowcrestState) -> list[str]:
    """Resolve automatic frames; settle decisions that have only one possible answer and that the rules
    make compulsory (Omens for a curse that cannot be paid, declining a Meditation one cannot outbid);
    end the turn when its stack is empty."""
    events: list[str] = []
    while state.phase == "turns":
        events += claim_achievements(state)
        if state.solo_lost:
            state.phase = "over"
            break
        if state.num_players == 1 and state.scroll_supply == 0:
            # Solo: earning the final Scroll ends the game immediately, even part-way through an action
            # (what is left of it could only move resources, which do not score alone).
            state.phase = "over"
            state.stack.clear()
            _put_back_revealed(state)
            events.append("Every Scroll is earned")
            break
        if not state.stack:
            if _turn_in_progress(state):
                events += _end_turn(state)
            break
        top = state.stack[-1]
        if isinstance(top, AddFrame):
            events += place_added(state, top)
        elif isinstance(top, EffectsFrame):
            events += step_effects(state, top)
        elif isinstance(top, JuniperFrame):
            events += step_juniper(state, top)
        elif isinstance(top, RestEndFrame):
            state.stack.pop()
            turn_face_up(state.players[top.player])
        elif isinstance(top, ForestEndFrame):
            events += end_forest(state, top)
        elif isinstance(top, GuardianEndFrame):
            events += end_guardian(state, top)
        elif isinstance(top, GainFrame):
            events += gain_traded(state, top)
        elif isinstance(top, DemandFrame):
            settle_omen_items(top, state)
            if demand_done(top):
                state.stack.pop()
                continue
            only = legal(state)
            if len(only) == 1 and isinstance(only[0], TakeOmens):
                events += resolve_demand(state, top, only[0])
                state.stack.pop()
                continue
            break
        elif isinstance(top, MeditationFrame) and top.stage == "bids":
            only = legal(state)
            if len(only) == 1 and isinstance(only[0], Skip):
                events += resolve_meditation(state, top, only[0])
                continue
            break
        else:
            break
    return events


def _put_back_revealed(state: SnowcrestState) -> None:
    """A Guardian or Forest card cut short by the end of a solo game still goes back under its deck."""
    if state.revealed is None:
        return
    deck: DeckName = "forest" if isinstance(load_content().card(state.revealed), ForestCard) else "guardian"
    put_under(state, deck, state.revealed)
    state.revealed = None


def _turn_in_progress(state: SnowcrestState) -> bool:
    """``run`` is called after every action; the turn ends only once a main action has been applied,
    which the caller marks by setting ``state.acted``."""
    return state.acted


def _end_turn(state: SnowcrestState) -> list[str]:
    state.acted = False
    if state.num_players == 1:
        state.turn += 1  # the game ends in ``run`` the moment the final Scroll is earned
        return []
    following = (state.current + 1) % state.num_players
    if state.final_round and following == 0:
        state.phase = "over"
        return ["The last Scroll was taken this round: the game ends"]
    state.current = following
    if following == 0:
        state.turn += 1
    return []


def solo_target(state: SnowcrestState) -> int:
    return load_content().solo.level(state.config.solo_level).points_to_win
