"""The three main actions (Activate, Add then Activate, Rest), card effects from the content vocabulary,
and the six named handlers (Gardener, avoid_curse, Merchant, Recruiter, Officer, Scholar).

A card acting is turned face-down as it starts acting rather than after: it is the same card either way,
and it keeps a card from paying for its own action with its own icons.
"""

from __future__ import annotations

from hearthwood.engine.core import Action, shared_action

from .actions import (
    Activate,
    AddCard,
    ChooseBuilding,
    ChooseOption,
    ChooseResource,
    CopyCard,
    MakeRoom,
    OfficerDiscard,
    Recruit,
    Rest,
    Skip,
    TakeDiscard,
    Trade,
)
from .content import BUILDING_TYPES, RESOURCES, Build, Option, load_content
from .forest import others
from .offerings import venerate
from .payment import capacity, icons_toward, square_share
from .state import (
    AddFrame,
    ChoiceFrame,
    EffectsFrame,
    GainFrame,
    JuniperFrame,
    MeditationFrame,
    PayFrame,
    RestEndFrame,
    Slot,
    SnowcrestState,
)
from .village import (
    can_build,
    discard_villager,
    draw,
    face_down_line,
    gain,
    gain_omens,
    gain_scrolls,
    is_starter,
    place_building,
    put_under,
    refill_row,
    remove_omens,
    rest,
    track_full,
    villager,
)


def _buildable(state: SnowcrestState, player: int, effect: Build) -> bool:
    if effect.building == "any":
        return any(can_build(state, b, player) for b in BUILDING_TYPES)
    return can_build(state, effect.building, player)


def affordable(state: SnowcrestState, player: int, option: Option, exclude_slot: int | None = None) -> bool:
    if option.pay and any(isinstance(e, Build) and not _buildable(state, player, e) for e in option.effects):
        return False  # its Building's tiles are all taken: paying would buy nothing
    me = state.players[player]
    return all(capacity(me, a.resource, exclude_slot) >= a.count for a in option.pay)


# --- main actions --------------------------------------------------------------------------------------


def main_actions(state: SnowcrestState) -> list[Action]:
    p = state.current
    me = state.players[p]
    if face_down_line(me):
        return [Rest(player=p)]  # compulsory, and then the only choice
    actions: list[Action] = []
    for slot, square in enumerate(me.village):
        if square is None or not square.face_up:
            continue
        actions.append(shared_action(Activate, player=p, slot=slot, option=None))
        for index, option in enumerate(villager(square.card).actions):
            if affordable(state, p, option, exclude_slot=slot):
                actions.append(shared_action(Activate, player=p, slot=slot, option=index))
    targets = [i for i, s in enumerate(me.village) if s is None or (s.face_up and replaceable(state, s.card))]
    offers: list[tuple[str, str, int]] = [(c, "hand", 0) for c in dict.fromkeys(me.hand) if c is not None]
    offers += [(c, "row", i) for i, c in enumerate(state.common_row) if c is not None]
    # What the whole player could pay, less what the target square's card and the added card itself would
    # give: the same sum as asking ``capacity`` for every pair, which made this the search's hottest loop.
    barley = capacity(me, "Barley")
    target_share = {slot: square_share(me.village[slot], "Barley") for slot in targets}
    for card, source, index in offers:
        cost = villager(card).cost
        own_share = icons_toward(card, "Barley") if source == "hand" else 0
        for slot in targets:
            if barley - target_share[slot] - own_share >= cost:
                actions.append(shared_action(AddCard, player=p, card=card, source=source, index=index, slot=slot))
    if not actions:
        # Project decision: with no face-up card, nothing affordable and no face-down line (a Village holed
        # by curses), the only way on is to Rest; the rules do not cover this dead end.
        actions.append(Rest(player=p))
    return actions


def replaceable(state: SnowcrestState, card: str) -> bool:
    return not (state.config.variant == "basic" and is_starter(card))


def apply_main(state: SnowcrestState, action: Action) -> list[str]:
    p = action.player
    me = state.players[p]
    if isinstance(action, Rest):
        return _rest(state, p)
    if isinstance(action, Activate):
        slot = me.village[action.slot]
        assert slot is not None
        slot.face_up = False
        if action.option is not None:
            _use_option(state, p, slot.card, action.option, action.slot, cancel="main")
        return []
    assert isinstance(action, AddCard)
    state.stack.append(AddFrame(player=p, card=action.card, source=action.source, index=action.index, slot=action.slot))
    state.stack.append(
        PayFrame(
            player=p,
            need={"Barley": villager(action.card).cost},
            purpose=f"Adding {villager(action.card).name}",
            cancel="main",
            exclude_slot=action.slot,
            exclude_card=action.card if action.source == "hand" else None,
        )
    )
    return []


def _rest(state: SnowcrestState, p: int) -> list[str]:
    me = state.players[p]
    if state.num_players == 1:
        limit = load_content().solo.level(state.config.solo_level).rest_limit
        if me.rests + 1 >= limit and state.scroll_supply > 0:
            me.rests += 1
            state.solo_lost = True
            return [f"The Village rests for the {me.rests}th time with Scrolls still to earn: the game is lost"]
    before = dict(me.tokens)
    juniper, wild = rest(me)
    state.stack.append(RestEndFrame(player=p))
    if juniper:
        state.stack.append(JuniperFrame(player=p, remaining=juniper))
    if wild:
        # Icon guide: a wild icon gives any one resource of the player's choice, asked one icon at a time.
        state.stack.append(ChoiceFrame(player=p, choice="rest_wild", count=wild))
    # The action's own description already says who rests; the event says what the Village gave.
    gained = [f"{me.tokens[r] - before.get(r, 0)} {r}" for r in me.tokens if me.tokens[r] > before.get(r, 0)]
    owed = [f"{juniper} Juniper"] * bool(juniper) + [f"{wild} of any resource"] * bool(wild)
    return [f"The Village gives {', '.join(gained + owed)}"] if gained or owed else []


def _use_option(
    state: SnowcrestState,
    p: int,
    card: str,
    option: int,
    slot: int | None,
    cancel: str,
    unflip: bool = True,
    copied: list[tuple[int, int]] | None = None,
) -> None:
    """Resolve ``option`` of ``card``: its payment first (the arrow's left side), then its effects.
    ``slot``: the square of the card acting (for a Scholar's copy, the Scholar's own square)."""
    state.stack.append(EffectsFrame(player=p, card=card, option=option, slot=slot, copied=copied or []))
    pay = villager(card).actions[option].pay
    if pay:
        need: dict[str, int] = {}
        for amount in pay:
            need[amount.resource] = need.get(amount.resource, 0) + amount.count
        state.stack.append(
            PayFrame(
                player=p,
                need=need,
                purpose=f"{villager(card).name}'s action",
                cancel=cancel,  # type: ignore[arg-type]
                exclude_slot=slot,
                unflip_slot=slot if cancel == "main" and unflip else None,
            )
        )


def place_added(state: SnowcrestState, frame: AddFrame) -> list[str]:
    """Automatic, after the cost is paid: the card joins the Village, then its action is offered."""
    state.stack.pop()
    me = state.players[frame.player]
    if frame.source == "hand":
        me.hand.remove(frame.card)
    else:
        refill_row(state, frame.index)
    old = me.village[frame.slot]
    if old is not None:
        discard_villager(state, frame.player, old.card)
    me.village[frame.slot] = Slot(card=frame.card, face_up=False)
    card = villager(frame.card)
    if not card.added_without_effect:
        state.stack.append(ChoiceFrame(player=frame.player, choice="option", card=frame.card, slot=frame.slot))
    return []


# --- effects -------------------------------------------------------------------------------------------


def step_effects(state: SnowcrestState, frame: EffectsFrame) -> list[str]:
    effects = villager(frame.card).actions[frame.option].effects
    if frame.index >= len(effects):
        state.stack.pop()
        return []
    effect = effects[frame.index]
    frame.index += 1
    p = frame.player
    me = state.players[p]
    match effect.kind:
        case "gain_resources":
            for amount in effect.resources:
                gain(me, amount.resource, amount.count)
        case "take_juniper":
            state.stack.append(JuniperFrame(player=p, remaining=effect.count))
        case "gain_scrolls":
            gain_scrolls(state, p, effect.count)
        case "gain_omens":
            gain_omens(me, effect.count)
        case "remove_omens":
            remove_omens(me, effect.count)
        case "draw":
            draw(state, p, effect.count)
        case "take_from_discard":
            if me.discard:
                state.stack.append(ChoiceFrame(player=p, choice="take_from_discard", count=effect.count))
        case "build":
            if effect.building == "any":
                state.stack.append(ChoiceFrame(player=p, choice="build_type"))
            else:
                _build(state, p, effect.building)
        case "restock":
            for building in me.buildings:
                building.face_up = True
        case "venerate":
            return venerate(state, p)
        case "meditate":
            state.stack.append(MeditationFrame(player=p, bonus=effect.bonus_bells))
        case "handler":
            return _handler(state, p, effect.handler, frame)
    return []


def _build(state: SnowcrestState, p: int, building: str) -> None:
    if not can_build(state, building, p):
        return  # that type's tiles have run out
    if track_full(state.players[p]):
        state.stack.append(ChoiceFrame(player=p, choice="make_room", building=building))
    else:
        place_building(state.players[p], building)


def _handler(state: SnowcrestState, p: int, handler: str, frame: EffectsFrame) -> list[str]:
    me = state.players[p]
    if handler == "gardener":
        farms = sum(1 for b in me.buildings if b.type == "Farm" and b.face_up)
        gain(me, "Barley", 2 * farms)
    elif handler == "merchant":
        state.stack.append(ChoiceFrame(player=p, choice="merchant"))
    elif handler == "recruiter":
        state.stack.append(ChoiceFrame(player=p, choice="recruit", slot=frame.slot))
    elif handler == "officer":
        state.stack.append(ChoiceFrame(player=p, choice="officer"))
    elif handler == "scholar":
        state.stack.append(ChoiceFrame(player=p, choice="scholar", slot=frame.slot, copied=list(frame.copied)))
    # avoid_curse: activating the card does nothing; its power is used while an offering or curse is paid
    return []


# --- follow-up choices --------------------------------------------------------------------------------------

STONES: dict[str, int] = {s.item: s.count for s in load_content().stepping_stones.chain}


def choice_actions(state: SnowcrestState, frame: ChoiceFrame) -> list[Action]:
    p = frame.player
    me = state.players[p]
    skip: list[Action] = [Skip(player=p)]
    match frame.choice:
        case "option":
            actions: list[Action] = [ChooseOption(player=p, option=None)]
            for index, option in enumerate(villager(frame.card).actions):
                if affordable(state, p, option, frame.slot):
                    actions.append(ChooseOption(player=p, option=index))
            return actions
        case "build_type":
            return skip + [ChooseBuilding(player=p, building=b) for b in BUILDING_TYPES if can_build(state, b, p)]
        case "make_room":
            # With the type's tiles all taken, only returning one of them frees a tile to build.
            returnable = [
                i
                for i, b in enumerate(me.buildings)
                if can_build(state, frame.building or "Farm") or b.type == frame.building
            ]
            return skip + [MakeRoom(player=p, index=i) for i in returnable]
        case "take_from_discard":
            return skip + [TakeDiscard(player=p, card=c) for c in dict.fromkeys(me.discard)]
        case "merchant":
            trades = []
            for give, amount in STONES.items():
                if give == "Scroll" and me.scrolls < amount:
                    continue
                if give != "Scroll" and capacity(me, give) < amount:
                    continue
                trades += [Trade(player=p, give=give, get=get) for get in STONES if get != give]
            return skip + trades
        case "recruit":
            offers: list[Action] = [
                Recruit(player=p, card=c, source="hand") for c in dict.fromkeys(me.hand) if c is not None
            ]
            offers += [Recruit(player=p, card=c, source="row", index=i) for i, c in enumerate(state.common_row) if c]
            return skip + offers
        case "officer":
            return skip + [OfficerDiscard(player=p, card=c) for c in dict.fromkeys(me.hand) if c is not None]
        case "scholar":
            return skip + _copy_targets(state, frame)
        case "rest_wild":
            return [ChooseResource(player=p, resource=r) for r in RESOURCES]
    raise AssertionError(frame.choice)


def _copy_targets(state: SnowcrestState, frame: ChoiceFrame) -> list[Action]:
    """What a Scholar may copy (FAQ): another player's face-up Villager, left face-up (solo: a Common row
    card). Copying a Recruiter recruits into the Scholar's own square, the Scholar leaving for the Common
    deck; copying another Scholar copies again, never a card already copied in this chain."""
    p = frame.player
    found: list[Action] = []
    if state.num_players == 1:
        # Solo (FAQ): copy a face-up Common row card, which then goes under the Common deck.
        cards = [(-1, i, c) for i, c in enumerate(state.common_row) if c is not None]
    else:
        cards = [
            (q, i, s.card)
            for q in others(state, p)
            for i, s in enumerate(state.players[q].village)
            if s is not None and s.face_up and (q, i) not in frame.copied
        ]
    for target, slot, card in cards:
        if "recruiter" in villager(card).handlers and frame.slot is None:
            continue  # no square of the Scholar's to recruit into
        for index, option in enumerate(villager(card).actions):
            if affordable(state, p, option):
                found.append(CopyCard(player=p, target=target, slot=slot, option=index))
    return found


def resolve_choice(state: SnowcrestState, frame: ChoiceFrame, action: Action) -> list[str]:
    p = frame.player
    me = state.players[p]
    if frame.choice == "rest_wild" and isinstance(action, ChooseResource):
        _wild_income(state, frame, action.resource)
        return []
    if frame.choice == "officer" and isinstance(action, OfficerDiscard):
        me.hand.remove(action.card)
        me.discard.append(action.card)
        frame.count += 1
        return []
    state.stack.pop()
    if isinstance(action, Skip):
        if frame.choice == "officer":
            draw(state, p, frame.count)
        return []
    if isinstance(action, ChooseOption):
        if action.option is not None:
            _use_option(state, p, frame.card, action.option, frame.slot, cancel="skip")
    elif isinstance(action, ChooseBuilding):
        _build(state, p, action.building)
    elif isinstance(action, MakeRoom):
        me.buildings.pop(action.index)
        place_building(me, frame.building or "Farm")
    elif isinstance(action, TakeDiscard):
        me.discard.remove(action.card)
        me.hand.append(action.card)
        if frame.count > 1 and me.discard:
            state.stack.append(frame.model_copy(update={"count": frame.count - 1}))
    elif isinstance(action, Trade):
        state.stack.append(GainFrame(player=p, item=action.get, count=STONES[action.get]))
        if action.give == "Scroll":
            me.scrolls -= 1
            state.scroll_supply += 1  # back to its Stepping Stone
        else:
            need = {action.give: STONES[action.give]}
            state.stack.append(PayFrame(player=p, need=need, purpose="the Merchant's trade", cancel="skip"))
    elif isinstance(action, Recruit):
        assert frame.slot is not None
        # The Recruiter leaves for the bottom of the Common deck; the new card joins its square for free.
        state.stack.append(
            AddFrame(player=p, card=action.card, source=action.source, index=action.index, slot=frame.slot)
        )
    elif isinstance(action, CopyCard):
        cancel = "skip"
        if action.target < 0:
            card = state.common_row[action.slot]
            assert card is not None
            put_under(state, "common", card)
            refill_row(state, action.slot)
            # The refill turned up a new card and the copied one went under the deck: the copy is used, so
            # its payment cannot be taken back (it was checked as affordable when offered).
            cancel = "none"
        else:
            copied = state.players[action.target].village[action.slot]
            assert copied is not None
            card = copied.card
        chain = [*frame.copied, (action.target, action.slot)]
        _use_option(state, p, card, action.option, frame.slot, cancel=cancel, copied=chain)
    return []


def _wild_income(state: SnowcrestState, frame: ChoiceFrame, resource: str) -> None:
    """One wild icon's Rest income. Juniper joins what the Rest takes off the Forest deck (after every wild
    icon is chosen), so a Forest card emptied by it is resolved once, as for any other gain."""
    p = frame.player
    frame.count -= 1
    if frame.count <= 0:
        state.stack.pop()
    if resource != "Juniper":
        gain(state.players[p], resource, 1)
        return
    depth = len(state.stack) - (1 if frame.count > 0 else 0)
    below = state.stack[depth - 1] if depth > 0 else None
    if isinstance(below, JuniperFrame) and below.player == p:
        below.remaining += 1
    else:
        state.stack.insert(depth, JuniperFrame(player=p, remaining=1))


def gain_traded(state: SnowcrestState, frame: GainFrame) -> list[str]:
    state.stack.pop()
    if frame.item == "Juniper":
        state.stack.append(JuniperFrame(player=frame.player, remaining=frame.count))
    elif frame.item == "Scroll":
        gain_scrolls(state, frame.player, frame.count)
    else:
        gain(state.players[frame.player], frame.item, frame.count)
    return []
