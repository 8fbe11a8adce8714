"""Tiny Towns' cards as data: pydantic schemas for resources/tiny_towns/*.json and the loader.

Counts are checked against the rules document's components list: 25 Building cards (the Cottage and four
in each of six coloured piles), 15 Monuments, and 15 Resource cards (three of each resource).
"""

from __future__ import annotations

from collections import Counter
from functools import cache, cached_property
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from hearthwood.engine.core.content_files import read_json

Resource = Literal["wood", "wheat", "brick", "glass", "stone"]
RESOURCES: tuple[Resource, ...] = ("wood", "wheat", "brick", "glass", "stone")
Colour = Literal["blue", "red", "grey", "orange", "green", "yellow", "black", "monument"]
PILES: tuple[Colour, ...] = ("red", "grey", "orange", "green", "yellow", "black")

ScoringRuleName = Literal[
    "fed_cottage",
    "feeds_anywhere",
    "feeds_surrounding",
    "feeds_group",
    "feeds_row_and_column",
    "adjacent_to_colours",
    "not_adjacent_to_colours",
    "flat",
    "per_adjacent_cottage",
    "per_fed_cottage",
    "per_own_kind_in_corners",
    "adjacent_fed_cottages",
    "count_table",
    "beat_right_neighbour",
    "alone_in_row_and_column",
    "own_kind_in_best_line",
    "own_kind_in_centre",
    "distinct_kinds_in_row_and_column",
    "minus_per_stored",
    "distinct_kinds_in_town",
    "fed_castle",
    "distinct_kinds_adjacent",
    "fixed_when_built",
    "largest_group_of_one_kind",
    "missing_kinds",
    "completion_order",
]
Ability = Literal[
    "place_anywhere", "bank", "factory", "wild_resource", "warehouse", "place_anywhere_after", "cottage_storage"
]
OnBuild = Literal["replace_buildings", "free_building", "watch", "count_buildings"]


class Scoring(BaseModel):
    """A named scoring rule from the engine's vocabulary, with its numbers."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rule: ScoringRuleName
    points: int = 0
    bonus_points: int = 0
    capacity: int = 0
    minimum: int = 0
    colours: tuple[Colour, ...] = ()
    table: tuple[int, ...] = ()


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    colour: Colour
    pattern: tuple[tuple[Resource | None, ...], ...]
    scoring: Scoring
    ability: Ability | None = None
    on_build: OnBuild | None = None
    text: str = Field(min_length=10)
    first_game: bool = False
    solo: bool = True  # False: removed from the box for the solo game

    @model_validator(mode="after")
    def _rectangular_pattern(self) -> Card:
        widths = {len(row) for row in self.pattern}
        if len(widths) != 1 or not self.pattern:
            raise ValueError(f"{self.name}: pattern rows must all have the same length")
        if not any(cell for row in self.pattern for cell in row):
            raise ValueError(f"{self.name}: pattern needs at least one resource")
        if len(self.pattern) > 4 or widths.pop() > 4:
            raise ValueError(f"{self.name}: pattern does not fit a 4x4 town")
        return self

    @property
    def size(self) -> int:
        return sum(1 for row in self.pattern for cell in row if cell)


class ResourceCard(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    resource: Resource


class SoloTitle(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    minimum: int
    title: str


class TinyTownsContent(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    buildings: tuple[Card, ...]
    monuments: tuple[Card, ...]
    resource_cards: tuple[ResourceCard, ...]
    solo_titles: tuple[SoloTitle, ...]

    @model_validator(mode="after")
    def _counts_match_the_components_list(self) -> TinyTownsContent:
        if len(self.buildings) != 25:
            raise ValueError(f"expected 25 Building cards, found {len(self.buildings)}")
        piles = Counter(card.colour for card in self.buildings)
        if piles["blue"] != 1 or any(piles[colour] != 4 for colour in PILES):
            raise ValueError(f"expected the Cottage and 4 cards per coloured pile, found {dict(piles)}")
        if len(self.monuments) != 15 or any(card.colour != "monument" for card in self.monuments):
            raise ValueError("expected 15 Monument cards")
        cards = Counter(card.resource for card in self.resource_cards)
        if len(self.resource_cards) != 15 or any(cards[r] != 3 for r in RESOURCES):
            raise ValueError("expected 15 Resource cards, 3 of each resource")
        ids = [card.id for card in (*self.buildings, *self.monuments)]
        if len(ids) != len(set(ids)):
            raise ValueError("card ids must be unique across buildings and monuments")
        first = [card for card in self.buildings if card.first_game]
        if len(first) != 7 or sorted(c.colour for c in first) != sorted(("blue", *PILES)):
            raise ValueError("the first-game set must hold the Cottage and one card of each pile")
        minimums = [title.minimum for title in self.solo_titles]
        if minimums != sorted(minimums, reverse=True):
            raise ValueError("solo titles must be listed from the highest score down")
        return self

    def card(self, card_id: str) -> Card:
        return self._cards[card_id]

    @cached_property
    def _cards(self) -> dict[str, Card]:
        return {card.id: card for card in (*self.buildings, *self.monuments)}

    def pile(self, colour: Colour) -> list[Card]:
        return [card for card in self.buildings if card.colour == colour]


def _read(name: str) -> Any:
    return read_json("tiny_towns", name)


@cache
def load_content() -> TinyTownsContent:
    data = {**_read("buildings.json"), **_read("monuments.json"), **_read("variants.json")}
    return TinyTownsContent.model_validate(data)
