"""Paying: tokens, Gold as wild, flipping a Building, discarding a hand card or flipping a face-up Village
card for its icons -- one source at a time, each giving what its icons show toward what is still owed.

Nothing is ever stockpiled: icons beyond what is owed are lost (rules, "About buildings, cards and gold").
The same functions serve a cost (``PayFrame.need``) and the resource items of an offering or curse
(``DemandFrame.remaining``); non-resource items (Building, Hand Card, ...) are ignored here.

How a source's icons are spread over what is owed: each plain icon pays its own resource when that is owed,
else an "Any Resource" item (paying the exact item first never leaves the player worse off, so no other
spread is offered). A wild icon (the wild icon, or a Gold icon: Gold is wild) may pay any resource owed: when
more than one kind is owed, the player chooses (``toward`` on the paying action; without it the first kind
in the content's resource order is paid, then "Any Resource"). Only offerings and curses ever owe several
kinds at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from hearthwood.engine.core import Action, shared_action
from hearthwood.engine.core.copying import fast_deepcopy

from .actions import PayBuilding, PayDefault, PayHandCard, PayToken, PayVillager
from .content import RESOURCES, load_content
from .state import DemandFrame, PayFrame, Player, Slot
from .village import spend, villager

ANY = "Any Resource"
WILD_ICONS = ("Wild", "Gold")
PRODUCES = {b.type: b.produces for b in load_content().buildings}


def owed(need: dict[str, int]) -> dict[str, int]:
    """The resource part of what is owed."""
    return {k: v for k, v in need.items() if v > 0 and (k in RESOURCES or k == ANY)}


def apply_icons(need: dict[str, int], icons: Iterable[str], toward: Sequence[str] | None = None) -> None:
    """Count a source's icons toward ``need``; ``toward`` names, in order, what each wild icon pays."""
    icons = list(icons)
    for icon in [i for i in icons if i not in WILD_ICONS]:
        if need.get(icon, 0) > 0:
            need[icon] -= 1
        elif need.get(ANY, 0) > 0:
            need[ANY] -= 1
    chosen = list(toward or ())
    for _ in [i for i in icons if i in WILD_ICONS]:
        target = chosen.pop(0) if chosen else next((r for r in RESOURCES if need.get(r, 0) > 0), ANY)
        if need.get(target, 0) > 0:
            need[target] -= 1


def wild_spreads(need: dict[str, int], icons: Iterable[str]) -> list[tuple[str, ...]]:
    """The distinct ways a source's wild icons can pay what is owed, once its plain icons have paid theirs:
    one ``toward`` tuple per way, the default way first. Empty when there is no choice to make."""
    icons = list(icons)
    wild = sum(1 for i in icons if i in WILD_ICONS)
    if not wild:
        return []
    rest = dict(owed(need))
    apply_icons(rest, [i for i in icons if i not in WILD_ICONS])
    found: dict[tuple[tuple[str, int], ...], tuple[str, ...]] = {}

    def spread(left: dict[str, int], chosen: tuple[str, ...]) -> None:
        if len(chosen) == wild:
            found.setdefault(tuple(sorted(left.items())), chosen)
            return
        kinds: list[str] = [r for r in RESOURCES if left.get(r, 0) > 0] or ([ANY] if left.get(ANY, 0) > 0 else [])
        if not kinds:  # nothing left that this icon could pay: it is lost
            spread(left, (*chosen, ANY))
        for kind in kinds:
            spread({**left, kind: left[kind] - 1}, (*chosen, kind))

    spread(rest, ())
    return list(found.values()) if len(found) > 1 else []


def helps(need: dict[str, int], icons: Iterable[str]) -> bool:
    before = dict(need)
    trial = dict(need)
    apply_icons(trial, icons)
    return trial != before


@cache
def icons_toward(card: str, resource: str) -> int:
    """How many of a card's icons could pay ``resource`` (its own kind, a wild or Gold; any kind for "any")."""
    usable = {resource, *WILD_ICONS} if resource != ANY else {*RESOURCES, *WILD_ICONS}
    return sum(1 for icon in villager(card).icons if icon in usable)


def paying_hand(player: Player, exclude_card: str | None) -> list[str]:
    """The hand cards that may pay: all but the one copy being added (another copy of it may pay)."""
    hand = [card for card in player.hand if card is not None]
    if exclude_card is not None and exclude_card in hand:
        hand.remove(exclude_card)
    return hand


def capacity(player: Player, resource: str, exclude_slot: int | None = None, exclude_card: str | None = None) -> int:
    """How many of ``resource`` the player could pay now from every source together."""
    total = player.tokens.get(resource, 0) if resource != ANY else sum(player.tokens.values())
    if resource != ANY and resource != "Gold":
        total += player.tokens.get("Gold", 0)
    total += sum(1 for b in player.buildings if b.face_up and (resource == ANY or PRODUCES[b.type] == resource))
    total += sum(icons_toward(card, resource) for card in paying_hand(player, exclude_card))
    total += sum(square_share(slot, resource) for index, slot in enumerate(player.village) if index != exclude_slot)
    return total


def square_share(slot: Slot | None, resource: str) -> int:
    """What one Village square pays toward ``resource``: a face-up card's icons, nothing otherwise."""
    return icons_toward(slot.card, resource) if slot is not None and slot.face_up else 0


def source_actions(
    player_index: int, player: Player, need: dict[str, int], exclude_slot: int | None, exclude_card: str | None = None
) -> list[Action]:
    """Every single source that would pay something of ``need`` now."""
    need = owed(need)
    if not need:
        return []
    actions: list[Action] = []
    for resource in RESOURCES:
        if player.tokens.get(resource, 0) <= 0:
            continue
        for toward in need:
            if resource == toward or resource == "Gold" or toward == ANY:
                actions.append(shared_action(PayToken, player=player_index, resource=resource, toward=toward))
    for index, building in enumerate(player.buildings):
        if building.face_up and helps(need, [PRODUCES[building.type]]):
            actions.append(shared_action(PayBuilding, player=player_index, index=index))
    for card in dict.fromkeys(paying_hand(player, exclude_card)):
        if helps(need, villager(card).icons):
            actions.append(shared_action(PayHandCard, player=player_index, card=card))
            for way in wild_spreads(need, villager(card).icons)[1:]:
                actions.append(shared_action(PayHandCard, player=player_index, card=card, toward=way))
    for index, slot in enumerate(player.village):
        if slot is not None and slot.face_up and index != exclude_slot and helps(need, villager(slot.card).icons):
            actions.append(shared_action(PayVillager, player=player_index, slot=index))
            for way in wild_spreads(need, villager(slot.card).icons)[1:]:
                actions.append(shared_action(PayVillager, player=player_index, slot=index, toward=way))
    return actions


def pay_source(player: Player, frame: PayFrame | DemandFrame, action: Action) -> None:
    """Take one source from the player and count it toward the frame (recording it for a refund)."""
    need = frame.need if isinstance(frame, PayFrame) else frame.remaining
    record = frame if isinstance(frame, PayFrame) else None
    if isinstance(action, PayToken):
        spend(player, action.resource, 1)
        need[action.toward] -= 1
        if record:
            record.paid_tokens[action.resource] = record.paid_tokens.get(action.resource, 0) + 1
    elif isinstance(action, PayBuilding):
        building = player.buildings[action.index]
        building.face_up = False
        apply_icons(need, [PRODUCES[building.type]])
        if isinstance(frame, PayFrame):
            frame.paid_buildings.append(action.index)
        else:
            frame.used_buildings.append(action.index)
    elif isinstance(action, PayHandCard):
        player.hand.remove(action.card)
        player.discard.append(action.card)
        apply_icons(need, villager(action.card).icons, action.toward)
        if record:
            record.paid_hand.append(action.card)
    elif isinstance(action, PayVillager):
        slot = player.village[action.slot]
        assert slot is not None
        slot.face_up = False
        apply_icons(need, villager(slot.card).icons, action.toward)
        if record:
            record.paid_village.append(action.slot)
    else:
        raise AssertionError(action)


def refund(player: Player, frame: PayFrame) -> None:
    """Give back everything paid into ``frame``: nothing hidden was revealed by paying, so it is undoable."""
    for resource, count in frame.paid_tokens.items():
        player.tokens[resource] = player.tokens.get(resource, 0) + count
    for index in frame.paid_buildings:
        player.buildings[index].face_up = True
    for index in frame.paid_village:
        slot = player.village[index]
        assert slot is not None
        slot.face_up = True
    for card in frame.paid_hand:
        player.discard.remove(card)
        player.hand.append(card)


def _default_step(
    player_index: int, player: Player, need: dict[str, int], exclude_slot: int | None, exclude_card: str | None
) -> Action | None:
    """The suggested next source: exact tokens, then plain tokens for "any", Buildings, hand cards, Gold,
    and last the Village cards (flipping one loses its action until the next Rest)."""
    need = owed(need)
    if not need:
        return None
    options = source_actions(player_index, player, need, exclude_slot, exclude_card)
    tokens = [a for a in options if isinstance(a, PayToken) and a.resource != "Gold"]
    exact = [a for a in tokens if a.resource == a.toward]
    if exact:
        return exact[0]
    if tokens:
        return max(tokens, key=lambda a: player.tokens.get(a.resource, 0))
    for kind in (PayBuilding, PayHandCard, PayToken, PayVillager):
        found = [a for a in options if isinstance(a, kind)]
        if found:
            return found[0]
    return None


def default_payment(player_index: int, player: Player, frame: PayFrame | DemandFrame) -> list[Action]:
    """The engine's proposed payment for what is still owed, as a list of source actions (empty when the
    sources cannot cover all of it)."""
    trial_player, trial_frame = fast_deepcopy(player), fast_deepcopy(frame)
    exclude, card = (frame.exclude_slot, frame.exclude_card) if isinstance(frame, PayFrame) else (None, None)
    steps: list[Action] = []
    need = trial_frame.need if isinstance(trial_frame, PayFrame) else trial_frame.remaining
    while owed(need):
        step = _default_step(player_index, trial_player, need, exclude, card)
        if step is None:
            return []
        pay_source(trial_player, trial_frame, step)
        steps.append(step)
    return steps


def payment_actions(player_index: int, player: Player, frame: PayFrame | DemandFrame) -> list[Action]:
    need = frame.need if isinstance(frame, PayFrame) else frame.remaining
    exclude, card = (frame.exclude_slot, frame.exclude_card) if isinstance(frame, PayFrame) else (None, None)
    actions = source_actions(player_index, player, need, exclude, card)
    if actions and default_payment(player_index, player, frame):
        actions.insert(0, PayDefault(player=player_index))
    return actions
