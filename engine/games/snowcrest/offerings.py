"""Veneration (Guardians) and paying offerings and curses.

An offering or curse is a ``DemandFrame``: resource items are paid like any cost (tokens, Gold, Buildings,
cards' icons, overpaying allowed); a Building, hand card or face-up Village card item is given up as
such; a face-up Poet/Abbot/Great Abbot may be flipped to skip one item (its icons may pay another); an
"Omen" item is taken at once; whatever is left is settled with one Omen per item (``TakeOmens``, always
allowed: buildings and Villagers may always be kept by taking Omens instead, FAQ).
"""

from __future__ import annotations

from hearthwood.engine.core import Action, counted

from .actions import AvoidItem, GiveBuilding, GiveHandCard, GiveVillager, PayDefault, TakeOmens
from .content import Guardian, load_content
from .forest import demand_frames, others
from .payment import apply_icons, owed, pay_source, payment_actions, wild_spreads
from .state import DemandFrame, GuardianEndFrame, SnowcrestState
from .village import discard_villager, draw, gain, gain_omens, gain_scrolls, put_under, take_top, villager


def venerate(state: SnowcrestState, player: int) -> list[str]:
    if state.config.variant == "basic":
        # Basic: no Guardian; 2 Scrolls for the venerating player, an Omen for everyone else, no cost.
        basic = load_content().basic
        gain_scrolls(state, player, basic.veneration_scrolls)
        for other in others(state, player):
            gain_omens(state.players[other], basic.veneration_omens_to_others)
        return [f"{{@{player}}} venerates: 2 Scrolls, and an Omen for everyone else"]
    card_id = take_top(state, "guardian")
    assert card_id is not None
    card = load_content().card(card_id)
    assert isinstance(card, Guardian)
    state.revealed = card_id
    state.stack.append(GuardianEndFrame(player=player, card=card_id))
    state.stack.extend(reversed(demand_frames(state, player, card.offering, card.curse, card.name)))
    return [f"{{@{player}}} venerates: {card.name} is revealed"]


def end_guardian(state: SnowcrestState, frame: GuardianEndFrame) -> list[str]:
    state.stack.pop()
    card = load_content().card(frame.card)
    assert isinstance(card, Guardian)
    gain_scrolls(state, frame.player, card.reward.scrolls)
    draw(state, frame.player, card.reward.cards)
    if card.reward.gold:
        gain(state.players[frame.player], "Gold", card.reward.gold)
    put_under(state, "guardian", frame.card)
    state.revealed = None
    return [f"{{@{frame.player}}} takes {card.name}'s reward"]


def is_avoider(card_id: str) -> bool:
    return "avoid_curse" in villager(card_id).handlers


def demand_actions(state: SnowcrestState, frame: DemandFrame) -> list[Action]:
    p = frame.player
    me = state.players[p]
    left = frame.remaining
    actions: list[Action] = [TakeOmens(player=p)]
    actions += payment_actions(p, me, frame)
    if left.get("Building", 0) > 0:
        given = [i for i in range(len(me.buildings)) if i not in frame.used_buildings]
        actions += [GiveBuilding(player=p, index=i) for i in given]
    if left.get("Hand Card", 0) > 0:
        actions += [GiveHandCard(player=p, card=c) for c in me.hand if c is not None]
    face_up = [i for i, s in enumerate(me.village) if s is not None and s.face_up]
    if left.get("Village Card", 0) > 0:
        actions += [GiveVillager(player=p, slot=i) for i in face_up]
    for slot in face_up:
        card = me.village[slot]
        if card is None or not is_avoider(card.card):
            continue
        for item, n in left.items():
            if n <= 0:
                continue
            actions.append(AvoidItem(player=p, slot=slot, item=item))
            # The card's wild icons may then pay one of several kinds still owed: the player picks.
            for toward in wild_spreads({**left, item: n - 1}, villager(card.card).icons)[1:]:
                actions.append(AvoidItem(player=p, slot=slot, item=item, toward=toward))
    return actions


def resolve_demand(state: SnowcrestState, frame: DemandFrame, action: Action) -> list[str]:
    me = state.players[frame.player]
    left = frame.remaining
    events: list[str] = []
    if isinstance(action, TakeOmens):
        count = sum(left.values())
        gain_omens(me, count)
        left.clear()
        events.append(f"{{@{frame.player}}} takes {counted(count, 'Omen')} for {frame.source}")
    elif isinstance(action, PayDefault):
        from .payment import default_payment

        for step in default_payment(frame.player, me, frame):
            pay_source(me, frame, step)
    elif isinstance(action, GiveBuilding):
        me.buildings.pop(action.index)  # back to the supply; the rest slide left
        frame.used_buildings = [i - 1 if i > action.index else i for i in frame.used_buildings]
        left["Building"] -= 1
    elif isinstance(action, GiveHandCard):
        me.hand.remove(action.card)
        me.discard.append(action.card)  # no icons: they count only when paying (FAQ)
        left["Hand Card"] -= 1
    elif isinstance(action, GiveVillager):
        slot = me.village[action.slot]
        assert slot is not None
        me.village[action.slot] = None
        discard_villager(state, frame.player, slot.card)
        left["Village Card"] -= 1
    elif isinstance(action, AvoidItem):
        slot = me.village[action.slot]
        assert slot is not None
        slot.face_up = False
        left[action.item] -= 1
        trial = owed(left)
        apply_icons(trial, villager(slot.card).icons, action.toward)  # an Abbot's Bell may pay another item
        left.update(trial)
    else:
        pay_source(me, frame, action)
    return events


def settle_omen_items(frame: DemandFrame, state: SnowcrestState) -> None:
    """ "Take an Omen" items are not a choice: taken as soon as the offering comes up -- unless the player
    has a face-up Poet, Abbot or Great Abbot, which may avoid "one required item of any type" (FAQ), this
    one included; then the item waits for the player's decision."""
    me = state.players[frame.player]
    if any(s is not None and s.face_up and is_avoider(s.card) for s in me.village):
        return
    count = frame.remaining.pop("Omen", 0)
    if count:
        gain_omens(me, count)


def demand_done(frame: DemandFrame) -> bool:
    return not any(n > 0 for n in frame.remaining.values())
