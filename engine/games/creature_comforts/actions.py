"""Creature Comforts' actions. A turn is a sequence of small actions (assign a die, nudge a die with a
token, resolve a location with its choice, trade, craft, finish) so the legal actions stay enumerable."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from hearthwood.engine.core import Action

from .content import load_content


def _where(location: str) -> str:
    """A location's name on the board, for the log ("the Inn", not "inn")."""
    from .locations import location_name  # locations needs the state; imported late to keep this module light

    return location_name(location)


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
        return f"{names[self.player]} gives {self.good} to {_receiver(names, self.to)} and takes a Story"


def _receiver(names: Sequence[str], to: int) -> str:
    """A player's name, or the solo game's Neighbours (``to`` is -1 there: the Good goes to the supply)."""
    return names[to] if 0 <= to < len(names) else "the Neighbours"


class GiveGoods(Action):
    """Canada Lynx: hand Goods of different kinds from your stock to the player on your left (solo: the
    Neighbours, that is, back to the supply)."""

    kind: Literal["give_goods"] = "give_goods"
    goods: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        left = names[(self.player + 1) % len(names)] if len(names) > 1 else "the Neighbours"
        return f"{names[self.player]} gives {_goods(self.goods)} to {left}"


class PlaceCoin(Action):
    """Common Raven: set a Coin from the supply on a location nobody has chosen yet."""

    kind: Literal["place_coin"] = "place_coin"
    location: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} sets a Coin on {_where(self.location)}"


class UseValley(Action):
    """Blue Jay: resolve a Valley location with the Village dice alone, as though a worker stood there."""

    kind: Literal["use_valley"] = "use_valley"
    location: str
    gain: tuple[str, ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} uses {_where(self.location)} with the Village dice"


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
        return f"{names[self.player]} assigns a die to {_where(self.location)}"


class ModifyDie(Action):
    """Lay a Lesson Learned token (or use an Almanac) beside a die: +1 or -1."""

    kind: Literal["modify_die"] = "modify_die"
    die: int
    delta: Literal[-1, 1]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} changes a die by {self.delta:+d}"


class MoveWorker(Action):
    """Bicycle: at the start of your turn, ride one of your workers to a location you do not occupy."""

    kind: Literal["move_worker"] = "move_worker"
    origin: str
    to: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} cycles a worker from {_where(self.origin)} to {_where(self.to)}"


class RaiseFamilyDie(Action):
    """Umbrella: once a turn, raise one of your Family dice (die 0 or 1) by 1 or 2."""

    kind: Literal["raise_family_die"] = "raise_family_die"
    die: Literal[0, 1]
    amount: Literal[1, 2]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} raises a Family die by {self.amount}"


class NudgeVillageDie(Action):
    """Weathervane: once a turn, turn Village die ``die`` (2-5 in the turn's pool) up or down by 1 for the
    rest of the month."""

    kind: Literal["nudge_village_die"] = "nudge_village_die"
    die: int
    delta: Literal[-1, 1]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} turns a Village die by {self.delta:+d} for the month"


class TakeFromDiscard(Action):
    """Striped Skunk: after resolving at the Owl's Nest, take a Comfort of your choice from the discard pile."""

    kind: Literal["take_from_discard"] = "take_from_discard"
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} takes {_comfort(self.card)} from the discard pile"


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
        return f"{names[self.player]} resolves {_where(self.location)}"


class Trade(Action):
    """One trade at the Market (``option`` indexes its trades; one past the last is the Scale's one-for-one
    swap) or the Inn (the Traveler's action; for the Common Loon, ``pay`` are different Goods and ``gain``
    as many of one kind)."""

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
    | GiveGoods
    | PlaceCoin
    | UseValley
    | MoveWorker
    | RaiseFamilyDie
    | NudgeVillageDie
    | TakeFromDiscard
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
