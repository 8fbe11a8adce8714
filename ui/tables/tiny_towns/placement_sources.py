"""The ways of taking this round's resource, as things a player can pick up and put on a square.

Each ``Source`` groups the engine's placement actions that differ only in the square; the table turns
cubes, solo cards and "other choices" buttons into sources, and a square into the action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hearthwood.engine.core import Action
from hearthwood.engine.games.tiny_towns.actions import (
    PlaceFromCavern,
    PlaceOnCottage,
    PlaceResource,
    SwapWithWarehouse,
)
from hearthwood.engine.games.tiny_towns.board import square_name


@dataclass(frozen=True)
class Source:
    way: str  # "place", "swap", "cottage" or "cavern"
    resource: str
    card: str | None = None
    warehouse: int | None = None
    take: str | None = None
    slot: int = 0  # tells apart two items offering the same thing (a cube and its button)

    def matches(self, action: Action) -> bool:
        card = getattr(action, "card", None)
        if self.way == "place":
            return isinstance(action, PlaceResource) and action.resource == self.resource and card == self.card
        if self.way == "swap":
            return isinstance(action, SwapWithWarehouse) and (action.resource, action.warehouse, action.take, card) == (
                self.resource,
                self.warehouse,
                self.take,
                self.card,
            )
        if self.way == "cottage":
            return isinstance(action, PlaceOnCottage) and action.resource == self.resource and card == self.card
        return isinstance(action, PlaceFromCavern) and action.resource == self.resource

    def squares(self, actions: Sequence[Action]) -> list[int]:
        return sorted({int(a.square) for a in actions if self.matches(a)})  # type: ignore[attr-defined]

    def action(self, player: int, square: int) -> Action:
        """The move this source means on ``square``, legal or not: the engine judges it."""
        if self.way == "swap":
            assert self.warehouse is not None and self.take is not None
            return SwapWithWarehouse(
                player=player,
                warehouse=self.warehouse,
                resource=self.resource,
                take=self.take,
                square=square,
                card=self.card,
            )
        if self.way == "cottage":
            return PlaceOnCottage(player=player, square=square, resource=self.resource, card=self.card)
        if self.way == "cavern":
            return PlaceFromCavern(player=player, resource=self.resource, square=square)
        return PlaceResource(player=player, square=square, resource=self.resource, card=self.card)

    def label(self, named: str | None) -> str:
        """The text of the button offering this source among the "other choices"."""
        card = f" (from the {self.card} card)" if self.card else ""
        if self.way == "swap":
            assert self.warehouse is not None
            return f"Warehouse {square_name(self.warehouse)}: store {self.resource}, place its {self.take}\u2026"
        if self.way == "cottage":
            return f"Bondmaker: put {self.resource} on a Cottage{card}\u2026"
        if self.way == "cavern":
            return f"Bring {self.resource} from the cavern\u2026"
        return f"Factory: place {self.resource} instead of {named or self.card}{card}\u2026"


def sources_of(actions: Sequence[Action]) -> list[Source]:
    """Every distinct source among the actions, in the engine's order."""
    found: dict[Source, None] = {}
    for action in actions:
        card = getattr(action, "card", None)
        if isinstance(action, PlaceResource):
            found[Source("place", action.resource, card)] = None
        elif isinstance(action, SwapWithWarehouse):
            found[Source("swap", action.resource, card, action.warehouse, action.take)] = None
        elif isinstance(action, PlaceOnCottage):
            found[Source("cottage", action.resource, card)] = None
        elif isinstance(action, PlaceFromCavern):
            found[Source("cavern", action.resource)] = None
    return list(found)
