"""Creature Comforts' configuration and state: plain data. The rules live in the other modules."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from hearthwood.engine.core import AddedInSave, GameConfig, GameState

from .content import GOODS

#: The steps of the game, in the order a month passes through them (see month.py).
Step = Literal["keep", "lynx", "raven", "wolf", "turkey", "place", "turn", "moose", "jay", "final", "over"]
#: The steps of one player's turn (rules document, section 4, step 5 A-F); ``bicycle`` comes first for a
#: Bicycle owner, ``skunk`` after an Owl's Nest resolution while the Striped Skunk is at the Inn.
TurnStep = Literal["bicycle", "assign", "resolve", "skunk", "trade", "craft", "discard"]


class CreatureComfortsConfig(GameConfig):
    short_game: bool = Field(
        default=False,
        title="Short game",
        description="Six months: one random Spring and one random Summer card leave each Valley stack",
    )


def no_goods() -> dict[str, int]:
    return dict.fromkeys(GOODS, 0)


class Player(BaseModel):
    """One family: its home board, hand and what it has crafted and built."""

    model_config = ConfigDict(extra="forbid")

    hand: list[str | None] = Field(default_factory=list)  # secret to everyone else
    # The cards of ``hand`` everyone saw go into it (taken face up from the Owl's Nest or the discard pile)
    # and has not seen leave: public, so every player's view keeps them and an AI's samples leave them in
    # this hand. The set-aside starting Comfort is chosen before any card is taken in view, so a secret
    # discard never has to be subtracted from it.
    known_hand: Annotated[list[str], AddedInSave(3)] = Field(default_factory=list)
    crafted: list[str] = Field(default_factory=list)
    improvements: list[str] = Field(default_factory=list)  # each holds one Cottage from the home board
    goods: dict[str, int] = Field(default_factory=no_goods)
    coins: int = 0
    stories: int = 0
    lessons: int = 0
    almanacs: int = 0
    wheelbarrow: bool = False
    family: list[int] = Field(default_factory=lambda: [1, 1])
    workers: list[str] = Field(default_factory=list)  # locations this month, public once placement is revealed
    wheelbarrow_at: str | None = None


class Placement(BaseModel):
    """A player's placement while it is still secret (revealed when everyone has placed)."""

    model_config = ConfigDict(extra="forbid")

    workers: list[str] = Field(default_factory=list)
    wheelbarrow_at: str | None = None


class Turn(BaseModel):
    """The player whose turn it is: their six dice (2 Family, 4 Village) and what they did with them."""

    model_config = ConfigDict(extra="forbid")

    player: int
    step: TurnStep = "assign"
    values: list[int]  # the dice as modified by tokens; the physical dice keep their faces
    deltas: list[int]  # tokens laid beside each die (+n or -n)
    assigned: list[str | None]  # the location each die is on
    free_mods: int = 0  # Almanac and Leopard Frog changes: used before any Lesson Learned token
    resolved: list[str] = Field(default_factory=list)
    trade_at: str | None = None  # "market" or "inn" while trading there
    trades_left: int = 0  # at the Inn; the Market has no limit
    umbrella_used: bool = False  # Umbrella: once a turn
    weathervane_used: bool = False  # Weathervane: once a turn
    scale_swap: bool = False  # Scale: the one-for-one swap is still open (before any other Market trade)


class CreatureComfortsState(GameState):
    config: CreatureComfortsConfig
    players: list[Player]
    step: Step = "keep"
    queue: list[int] = Field(default_factory=list)  # who still decides in this step, first decides now
    month: int = 0
    months: int = 8
    early_bird: int = 0
    seats: list[int] = Field(default_factory=list)  # first Early Bird, then clockwise (for starting coins)
    dial: int = 1
    village: list[int] = Field(default_factory=lambda: [1, 1, 1, 1])
    traveler: str | None = None
    traveler_deck: list[str | None] = Field(default_factory=list)  # face down, top is last
    traveler_discard: list[str] = Field(default_factory=list)
    card_lessons: int = 0  # Leopard Frog: tokens on the Traveler every player may use on their turn
    valley: dict[str, str | None] = Field(default_factory=dict)  # "forest"/"meadow" -> face-up card
    valley_decks: dict[str, list[str | None]] = Field(default_factory=dict)  # face down, top is last
    valley_seasons: dict[str, list[str]] = Field(default_factory=dict)  # public: the season of each deck card
    valley_discard: list[str] = Field(default_factory=list)
    comfort_deck: list[str | None] = Field(default_factory=list)  # top is last
    comfort_discard: list[str] = Field(default_factory=list)
    owls_nest: list[str] = Field(default_factory=list)  # leftmost first
    improvement_deck: list[str | None] = Field(default_factory=list)
    improvement_discard: list[str] = Field(default_factory=list)
    workshop: list[str | None] = Field(default_factory=list)  # ladder slot 1 first; None once the deck runs out
    kept: list[str | None] = Field(default_factory=list)  # the starting Comfort each player set aside, secret
    placing: list[Placement | None] = Field(default_factory=list)  # secret placements until all have placed
    turn: Turn | None = None
    raven_coins: list[str] = Field(default_factory=list)  # Common Raven: locations paying a Coin more this month
    workers_lent: bool = False  # Common Loon: each family's first placed worker is its neighbour's ("@lent")
    neighbours_at: str | None = None  # solo: the location the Neighbours' worker blocks this month
