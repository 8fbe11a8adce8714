"""Snowcrest's actions: small frozen models, one choice each, each able to describe itself for the log.

Paying is one source per action (a token, a Building, a hand card, a Village card) so the legal actions stay
a short enumerable list; ``PayDefault`` pays the rest the engine's suggested way in one step.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from hearthwood.engine.core import Action, counted

from .content import load_content

SQUARE_NAMES = ("top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right")


def card_name(card_id: str) -> str:
    return load_content().card(card_id).name


# --- setup and main actions ----------------------------------------------------------------------------


class SetupBuy(Action):
    """Setup step 14: buy one of the three hand cards for the centre square, with Barley tokens only."""

    kind: Literal["setup_buy"] = "setup_buy"
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} buys {card_name(self.card)} for the centre of their Village"


class Activate(Action):
    """Main action 1. ``option``: which of the card's actions (None: flip it without effect)."""

    kind: Literal["activate"] = "activate"
    slot: int
    option: int | None = 0

    def describe(self, names: Sequence[str]) -> str:
        what = " without effect" if self.option is None else ""
        return f"{names[self.player]} activates the card at {SQUARE_NAMES[self.slot]}{what}"


class AddCard(Action):
    """Main action 2: a card from hand or the Common row (``index``: its row position) into ``slot``."""

    kind: Literal["add"] = "add"
    card: str
    source: Literal["hand", "row"]
    index: int = 0
    slot: int

    def describe(self, names: Sequence[str]) -> str:
        where = "their hand" if self.source == "hand" else "the Common row"
        return f"{names[self.player]} adds {card_name(self.card)} from {where} at {SQUARE_NAMES[self.slot]}"


class Rest(Action):
    kind: Literal["rest"] = "rest"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} rests"


# --- paying ----------------------------------------------------------------------------------------------


class PayToken(Action):
    """A token of ``resource`` (Gold: any) toward the ``toward`` part of what is owed."""

    kind: Literal["pay_token"] = "pay_token"
    resource: str
    toward: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} pays a {self.resource} token for {self.toward}"


class PayBuilding(Action):
    kind: Literal["pay_building"] = "pay_building"
    index: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} flips Building {self.index + 1} to pay"


def _spread(toward: tuple[str, ...] | None) -> str:
    return f" (wild for {', '.join(toward)})" if toward else ""


class PayHandCard(Action):
    """Discard a hand card for its icons. ``toward``: what each of its wild icons pays, in order, when an
    offering or curse owes several kinds (None: the first kind owed)."""

    kind: Literal["pay_hand"] = "pay_hand"
    card: str
    toward: tuple[str, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} discards {card_name(self.card)} for its icons{_spread(self.toward)}"


class PayVillager(Action):
    """Flip a face-up Village card for its icons; ``toward`` as for ``PayHandCard``."""

    kind: Literal["pay_village"] = "pay_village"
    slot: int
    toward: tuple[str, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} flips the card at {SQUARE_NAMES[self.slot]} for its icons{_spread(self.toward)}"


class PayDefault(Action):
    kind: Literal["pay_default"] = "pay_default"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} pays the rest the suggested way"


class CancelPayment(Action):
    kind: Literal["cancel_payment"] = "cancel_payment"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} takes the payment back"


# --- offerings and curses ----------------------------------------------------------------------------------


class GiveBuilding(Action):
    kind: Literal["give_building"] = "give_building"
    index: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} gives up Building {self.index + 1}"


class GiveHandCard(Action):
    kind: Literal["give_hand"] = "give_hand"
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} discards a card from hand"


class GiveVillager(Action):
    kind: Literal["give_village"] = "give_village"
    slot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} gives up the card at {SQUARE_NAMES[self.slot]}"


class AvoidItem(Action):
    """Poet, Abbot, Great Abbot: flip it to skip one ``item``; its icons may pay another item (``toward``:
    what each wild icon pays, as for ``PayHandCard``)."""

    kind: Literal["avoid_item"] = "avoid_item"
    slot: int
    item: str
    toward: tuple[str, ...] | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} flips the card at {SQUARE_NAMES[self.slot]} to avoid one {self.item}"


class TakeOmens(Action):
    kind: Literal["take_omens"] = "take_omens"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} takes Omens for what is left unpaid"


# --- Meditation ------------------------------------------------------------------------------------------


class Announce(Action):
    """The active player's Meditation: ``bells`` to pay (a Mystic adds to the announced total)."""

    kind: Literal["announce"] = "announce"
    bells: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} meditates with {counted(self.bells, 'Prayer Bell')}"


class Outbid(Action):
    kind: Literal["outbid"] = "outbid"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} meditates with one Prayer Bell more"


class Skip(Action):
    """Decline: not outbid, not build, not take from the discard pile, not trade, not recruit."""

    kind: Literal["skip"] = "skip"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} declines"


# --- card follow-ups ---------------------------------------------------------------------------------------


class ChooseOption(Action):
    """Use the newly added (or recruited, or copied) card's action ``option`` (None: no effect)."""

    kind: Literal["choose_option"] = "choose_option"
    option: int | None

    def describe(self, names: Sequence[str]) -> str:
        if self.option is None:
            return f"{names[self.player]} uses no action"
        return f"{names[self.player]} uses action {self.option + 1}"


class ChooseBuilding(Action):
    kind: Literal["choose_building"] = "choose_building"
    building: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} builds a {self.building}"


class MakeRoom(Action):
    """A full building track: return tile ``index`` to make room for the new one."""

    kind: Literal["make_room"] = "make_room"
    index: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} returns Building {self.index + 1} to make room"


class TakeDiscard(Action):
    kind: Literal["take_discard"] = "take_discard"
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} takes {card_name(self.card)} back from the discard pile"


class ChooseResource(Action):
    """A Rest: the resource one face-up wild icon gives (Juniper still comes off the Forest deck)."""

    kind: Literal["choose_resource"] = "choose_resource"
    resource: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} takes {self.resource} for a wild icon"


class Trade(Action):
    """Merchant: give ``give`` (its Stepping Stone amount) for ``get``."""

    kind: Literal["trade"] = "trade"
    give: str
    get: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} trades {self.give} for {self.get}"


class Recruit(Action):
    kind: Literal["recruit"] = "recruit"
    card: str
    source: Literal["hand", "row"]
    index: int = 0

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} recruits {card_name(self.card)} for free"


class OfficerDiscard(Action):
    kind: Literal["officer_discard"] = "officer_discard"
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} discards a card to draw another"


class CopyCard(Action):
    """Scholar: use ``option`` of another player's face-up card (``target`` -1: the solo Common row)."""

    kind: Literal["copy"] = "copy"
    target: int
    slot: int
    option: int

    def describe(self, names: Sequence[str]) -> str:
        if self.target < 0:
            return f"{names[self.player]} copies Common row card {self.slot + 1}"
        return f"{names[self.player]} copies {names[self.target]}'s card at {SQUARE_NAMES[self.slot]}"


SnowcrestAction = (
    SetupBuy
    | Activate
    | AddCard
    | Rest
    | PayToken
    | PayBuilding
    | PayHandCard
    | PayVillager
    | PayDefault
    | CancelPayment
    | GiveBuilding
    | GiveHandCard
    | GiveVillager
    | AvoidItem
    | TakeOmens
    | Announce
    | Outbid
    | Skip
    | ChooseOption
    | ChooseBuilding
    | MakeRoom
    | TakeDiscard
    | Trade
    | Recruit
    | OfficerDiscard
    | CopyCard
    | ChooseResource
)
