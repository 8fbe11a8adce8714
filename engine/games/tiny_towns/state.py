"""Tiny Towns' configuration and state. Plain data: every rule lives in rules.py and scoring.py."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from hearthwood.engine.core import AddedInSave, GameConfig, GameState

from .board import SQUARES

Phase = Literal["monuments", "name", "place", "build", "over"]


class TinyTownsConfig(GameConfig):
    building_set: Literal["random", "first_game"] = Field(
        default="random",
        title="Buildings",
        description="One random card from each coloured pile, or the recommended first-game set",
    )
    monuments: bool = Field(default=True, title="Monuments", description="Deal two Monuments to each player")
    cavern: bool = Field(
        default=False, title="Cavern rule", description="Set aside up to 2 resources named by others, place later"
    )
    town_hall: bool = Field(
        default=False,
        title="Town Hall",
        description="Resource cards name two of every three resources; the third is each player's free pick",
    )


def _empty_squares() -> list[str | None]:
    return [None] * len(SQUARES)


def _nothing_stored() -> list[list[str]]:
    return [[] for _ in SQUARES]


class Town(BaseModel):
    """One player's 4x4 town and what belongs to it."""

    model_config = ConfigDict(extra="forbid")

    # Each square holds nothing, a resource ("wood", ...) or a building id ("cottage", ...).
    squares: list[str | None] = Field(default_factory=_empty_squares)
    # Resources kept on a building: a Warehouse's stock, a Factory's or Bank's chosen resource, or the one
    # resource a Cottage holds for the Statue of the Bondmaker.
    stored: list[list[str]] = Field(default_factory=_nothing_stored)
    cavern: list[str] = Field(default_factory=list)
    monument_offer: list[str | None] = Field(default_factory=list)
    monument: str | None = None
    # The player saw it and knows nobody else holds it; the others must not learn it.
    monument_discarded: Annotated[str | None, AddedInSave(2)] = None
    monument_built: bool = False
    watch: list[str] = Field(default_factory=list)  # kinds waiting on Opaleye's Watch
    shrine_points: int = 0
    completed_round: int | None = None
    master_builder_turns: int = 0

    @property
    def completed(self) -> bool:
        return self.completed_round is not None


class PendingEffect(BaseModel):
    """A monument's follow-up decision, owned by one player, resolved before play goes on."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["replace_buildings", "free_building", "choose_watch", "watch_delivery"]
    player: int
    remaining: int = 1
    building: str | None = None  # for a watch delivery: the kind to place


class TinyTownsState(GameState):
    config: TinyTownsConfig
    buildings: list[str]  # the building cards on display this game
    round: int = 0
    phase: Phase = "monuments"
    master_builder: int = 0
    named: str | None = None
    named_by_other: bool = False  # whether the round's resource counts as "named by another player"
    free_choice: bool = False  # Town Hall's every-third round: each player picks any resource
    placed: list[bool] = Field(default_factory=list)
    pending: list[dict[str, Any] | None] = Field(default_factory=list)  # secret placements until all have placed
    finished_building: list[bool] = Field(default_factory=list)
    effects: list[PendingEffect] = Field(default_factory=list)
    towns: list[Town]
    resource_deck: list[str | None] = Field(default_factory=list)
    resource_discard: list[str] = Field(default_factory=list)  # face up
    resource_face_down: list[str | None] = Field(default_factory=list)  # Town Hall's five set aside unseen
    solo_offer: list[str] = Field(default_factory=list)

    @property
    def resource_known_bottom(self) -> int:
        """Solo: how many cards at the bottom of the deck the player saw go there (the ones they took), so
        their order is theirs to remember until the cycling deck brings them back up.

        Worked out rather than stored, so the state, and with it the hash in saves made before the player
        remembered anything, stays the same: each round's placement takes one card and goes straight on to
        building, so a round in its placement step has taken one card fewer than its number. A finished
        game takes no more cards, and nothing needs them remembered.
        """
        if self.num_players != 1 or self.phase in ("monuments", "over"):
            return 0
        taken = self.round - 1 if self.phase == "place" else self.round
        return min(taken, len(self.resource_deck))
