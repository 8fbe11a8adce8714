"""Creature Comforts' actions. A turn is a sequence of small actions (assign a die, nudge a die with a
token, resolve a location with its choice, trade, craft, finish) so the legal actions stay enumerable."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from hearthwood.engine.core import Action

from .content import load_content


def _comfort(card: str) -> str:
    return load_content().comfort(card).name


def _goods(goods: Sequence[str]) -> str:
    return ", ".join(goods) if goods else "nothing"


class DiscardStarting(Action):
    """Setup: of the 3 Comforts drawn, set this one aside (secretly) and keep the other 2."""

    kind: Literal["discard_starting"] = "discard_starting"
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} keeps 2 of their 3 Comforts"


class TakeFaceUp(Action):
    """Gray Wolf: take one face-up Comfort from the Owl's Nest (``slot`` counted from the left)."""

    kind: Literal["take_face_up"] = "take_face_up"
    slot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} takes a Comfort from the Owl's Nest"


class SetFamilyDie(Action):
    """Wild Turkey: turn one of your Family dice to any face."""

    kind: Literal["set_family_die"] = "set_family_die"
    die: Literal[0, 1]
    value: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} turns a Family die to {self.value}"


class GiveGood(Action):
    """Moose: give a Good to another player, then take a Story."""

    kind: Literal["give_good"] = "give_good"
    to: int
    good: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} gives {self.good} to {names[self.to]} and takes a Story"


class Pass(Action):
    """Decline an optional Traveler power."""

    kind: Literal["pass"] = "pass"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} passes"


class PlaceWorker(Action):
    """Placement (secret until everyone has placed); ``wheelbarrow`` rolls the Wheelbarrow along."""

    kind: Literal["place_worker"] = "place_worker"
    location: str
    wheelbarrow: bool = False

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} places a worker"


class FinishPlacing(Action):
    kind: Literal["finish_placing"] = "finish_placing"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} is done placing"


class AssignDie(Action):
    """Put die ``die`` (0-1 Family, 2-5 Village) on a location where you have a worker, or on a Glade."""

    kind: Literal["assign_die"] = "assign_die"
    die: int
    location: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} assigns a die to {self.location}"


class ModifyDie(Action):
    """Lay a Lesson Learned token (or use an Almanac) beside a die: +1 or -1."""

    kind: Literal["modify_die"] = "modify_die"
    die: int
    delta: Literal[-1, 1]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} changes a die by {self.delta:+d}"


class Resolve(Action):
    """Resolve a location. ``choice``: the Owl's Nest card or Workshop slot; ``pay``/``gain``: Goods chosen
    where the card says "any"; ``extra``: the Good the Wheelbarrow brings."""

    kind: Literal["resolve"] = "resolve"
    location: str
    choice: int | None = None
    pay: tuple[str, ...] = ()
    gain: tuple[str, ...] = ()
    extra: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} resolves {self.location}"


class Trade(Action):
    """One trade at the Market (``option`` indexes its trades) or the Inn (the Traveler's action)."""

    kind: Literal["trade"] = "trade"
    option: int = 0
    pay: tuple[str, ...] = ()
    gain: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} trades {_goods(self.pay)} for {_goods(self.gain)}"


class EndTrades(Action):
    kind: Literal["end_trades"] = "end_trades"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} is done trading"


class EndLocations(Action):
    """Done with locations: workers not resolved come home with a Lesson Learned token each."""

    kind: Literal["end_locations"] = "end_locations"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} is done with locations"


class Craft(Action):
    kind: Literal["craft"] = "craft"
    card: str
    pay: tuple[str, ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} crafts {_comfort(self.card)}"


class EndCrafting(Action):
    kind: Literal["end_crafting"] = "end_crafting"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} is done crafting"


class DiscardComfort(Action):
    """Hand limit: discard down to 3 Comforts at the end of your turn."""

    kind: Literal["discard_comfort"] = "discard_comfort"
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} discards {_comfort(self.card)}"


CreatureComfortsAction = (
    DiscardStarting
    | TakeFaceUp
    | SetFamilyDie
    | GiveGood
    | Pass
    | PlaceWorker
    | FinishPlacing
    | AssignDie
    | ModifyDie
    | Resolve
    | Trade
    | EndTrades
    | EndLocations
    | Craft
    | EndCrafting
    | DiscardComfort
)
