"""Tiny Towns' actions: each a frozen model that tells the log what happened in a sentence."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from hearthwood.engine.core import Action

from .board import square_name
from .content import load_content


def _card(card_id: str) -> str:
    return load_content().card(card_id).name


class KeepMonument(Action):
    kind: Literal["keep_monument"] = "keep_monument"
    monument: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} keeps a Monument in secret"


class NameResource(Action):
    kind: Literal["name_resource"] = "name_resource"
    resource: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} names {self.resource}"


class PlaceResource(Action):
    """Put a resource on an empty square. ``resource`` differs from the named one only through a Factory,
    a Town Hall free pick or a solo card; ``card`` is the solo Resource card taken."""

    kind: Literal["place"] = "place"
    square: int
    resource: str
    card: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} places {self.resource} on {square_name(self.square)}"


class StoreResource(Action):
    """Warehouse: keep the resource on the Warehouse instead of in the town."""

    kind: Literal["store"] = "store"
    warehouse: int
    resource: str
    card: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} stores {self.resource} on the Warehouse at {square_name(self.warehouse)}"


class SwapWithWarehouse(Action):
    """Warehouse: the named resource goes on the Warehouse and ``take`` comes off it onto ``square``."""

    kind: Literal["swap"] = "swap"
    warehouse: int
    resource: str
    take: str
    square: int
    card: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.player]} stores {self.resource} on the Warehouse and places {self.take} "
            f"on {square_name(self.square)}"
        )


class SetAside(Action):
    """Cavern rule: keep a resource named by another player off the board for later."""

    kind: Literal["set_aside"] = "set_aside"
    resource: str
    card: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} sets {self.resource} aside in the cavern"


class PlaceOnCottage(Action):
    """Statue of the Bondmaker: a resource named by another player goes on one of your Cottages."""

    kind: Literal["place_on_cottage"] = "place_on_cottage"
    square: int
    resource: str
    card: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} puts {self.resource} on the Cottage at {square_name(self.square)}"


class CompleteTown(Action):
    kind: Literal["complete_town"] = "complete_town"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} completes their town"


class Build(Action):
    """Construct ``building`` from the resources on ``squares`` and put it on ``target``.

    ``resource`` is the resource set on a new Factory or Bank.
    """

    kind: Literal["build"] = "build"
    building: str
    squares: tuple[int, ...]
    target: int
    resource: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        text = f"{names[self.player]} builds a {_card(self.building)} on {square_name(self.target)}"
        return text + (f" holding {self.resource}" if self.resource else "")


class PlaceFromCavern(Action):
    kind: Literal["from_cavern"] = "from_cavern"
    resource: str
    square: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} brings {self.resource} from the cavern to {square_name(self.square)}"


class FinishBuilding(Action):
    kind: Literal["finish_building"] = "finish_building"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} is done building this round"


class ReplaceBuilding(Action):
    """Architect's Guild: swap one of your buildings for a building of another kind in play."""

    kind: Literal["replace_building"] = "replace_building"
    square: int
    building: str
    resource: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} turns the building on {square_name(self.square)} into a {_card(self.building)}"


class PlaceFreeBuilding(Action):
    """Grove University: a building of any kind in play on an empty square, for free."""

    kind: Literal["free_building"] = "free_building"
    square: int
    building: str
    resource: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} places a free {_card(self.building)} on {square_name(self.square)}"


class ChooseWatch(Action):
    """Opaleye's Watch: the three kinds of building set on the card."""

    kind: Literal["choose_watch"] = "choose_watch"
    buildings: tuple[str, str, str]

    def describe(self, names: Sequence[str]) -> str:
        kinds = ", ".join(_card(b) for b in self.buildings)
        return f"{names[self.player]} sets {kinds} on Opaleye's Watch"


class DeliverWatched(Action):
    """Opaleye's Watch: a neighbour built a watched kind; it comes off the card onto an empty square."""

    kind: Literal["deliver_watched"] = "deliver_watched"
    building: str
    square: int
    resource: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} takes a {_card(self.building)} from Opaleye's Watch to {square_name(self.square)}"


class Decline(Action):
    """Stop an optional monument effect (Architect's Guild's remaining replacements)."""

    kind: Literal["decline"] = "decline"

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} makes no more changes"


TinyTownsAction = (
    KeepMonument
    | NameResource
    | PlaceResource
    | StoreResource
    | SwapWithWarehouse
    | SetAside
    | PlaceOnCottage
    | CompleteTown
    | Build
    | PlaceFromCavern
    | FinishBuilding
    | ReplaceBuilding
    | PlaceFreeBuilding
    | ChooseWatch
    | DeliverWatched
    | Decline
)
PLACEMENTS = (PlaceResource, StoreResource, SwapWithWarehouse, SetAside, PlaceOnCottage)
