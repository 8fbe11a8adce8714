"""Snowcrest's configuration and state: plain data. The rules live in the other modules of this package.

A turn is a main action followed by whatever it sets off (a payment, a Forest card, a Guardian, a
Meditation contest, a card's follow-up choice). Those are kept as a stack of *frames* in the state (top =
last): a frame either waits for one player's decision (payments, curses, bids, choices) or is resolved
automatically by ``flow.run``. This keeps every out-of-turn decision a pending decision owned by a player,
asked one at a time, and lets a save or an undo memento capture a turn stopped half-way.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from hearthwood.engine.core import GameConfig, GameState

from .content import BuildingType

GRID = 9  # the Village is a 3x3 grid, squares 0..8 row by row
CORNERS = (0, 2, 6, 8)
CENTRE = 4
# Three squares in a line: rows, columns and both diagonals (the compulsory Rest).
LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)


class SnowcrestConfig(GameConfig):
    variant: Literal["full", "basic"] = Field(
        default="full",
        title="Rules",
        description=(
            "Full: the whole game with Guardians, Achievements and the Forest deck. Basic (2-4 players): no "
            "Guardians or Achievements, one Forest card that is never turned, fewer Scrolls, starters stay."
        ),
    )
    solo_level: int = Field(
        default=1,
        ge=1,
        le=10,
        title="Solo level",
        json_schema_extra={"players": [1]},  # the new-game form offers it only for a one-player game
        description=(
            "One-player games only (leave at 1 otherwise): level 1 asks for 10 Scrolls with 3 starting Barley "
            "before the fourth Rest; higher levels ask for more Scrolls with less Barley, and level 10 allows "
            "only three Rests."
        ),
    )


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Slot(_Data):
    card: str
    face_up: bool = True


class Building(_Data):
    type: BuildingType
    face_up: bool = True


def _empty_village() -> list[Slot | None]:
    return [None] * GRID


class Player(_Data):
    village: list[Slot | None] = Field(default_factory=_empty_village)
    hand: list[str | None] = Field(default_factory=list)  # secret to the owner (None in others' views)
    deck: list[str | None] = Field(default_factory=list)  # top is the last entry; secret to everyone
    discard: list[str] = Field(default_factory=list)  # face up
    tokens: dict[str, int] = Field(default_factory=dict)  # resource -> count
    buildings: list[Building] = Field(default_factory=list)
    omen: int = 0  # the track, +5..-5
    omen_tokens: int = 0  # Omens past -5, never removable
    scrolls: int = 0
    rests: int = 0
    achievements: list[str] = Field(default_factory=list)


# --- frames --------------------------------------------------------------------------------------------


class PayFrame(_Data):
    """``player`` must give ``need`` (resource -> count; "Any Resource" takes any) from one source at a time.

    ``cancel``: "main" gives everything back and returns to the choice of main action (the payment is the
    first thing the action does); "skip" gives everything back and drops the frame below (an optional card
    action the player turns down); "none": must be paid (the capacity was checked before).
    """

    kind: Literal["pay"] = "pay"
    player: int
    need: dict[str, int]
    purpose: str
    cancel: Literal["main", "skip", "none"] = "none"
    exclude_slot: int | None = None  # the square a new card goes into cannot pay for it
    exclude_card: str | None = None  # nor can the hand card being added
    unflip_slot: int | None = None  # cancel "main": the activated card turns face-up again
    paid_tokens: dict[str, int] = Field(default_factory=dict)
    paid_buildings: list[int] = Field(default_factory=list)
    paid_village: list[int] = Field(default_factory=list)
    paid_hand: list[str] = Field(default_factory=list)


class DemandFrame(_Data):
    """An offering or a curse: ``remaining`` item -> count; each unpaid item costs an Omen."""

    kind: Literal["demand"] = "demand"
    player: int
    remaining: dict[str, int]
    source: str  # the Guardian or Forest card's name, for the prompt
    # Building tiles that paid a resource item here: one source covers one item (FAQ), so they cannot also be
    # given up as a Building item.
    used_buildings: list[int] = Field(default_factory=list)


class AddFrame(_Data):
    """Automatic: put ``card`` into ``slot`` (its cost is paid by the frame above), then use its action."""

    kind: Literal["add"] = "add"
    player: int
    card: str
    source: Literal["hand", "row"]
    index: int
    slot: int


class EffectsFrame(_Data):
    """Automatic: resolve option ``option`` of ``card``'s action from effect ``index`` on."""

    kind: Literal["effects"] = "effects"
    player: int
    card: str
    option: int
    index: int = 0
    slot: int | None = None  # the Village square of the card acting (the Recruiter needs it)
    # A Scholar's chain of copies so far, as (player, square) of each card copied: a nested Scholar never
    # copies the same card twice, so the chain always ends.
    copied: list[tuple[int, int]] = Field(default_factory=list)


class JuniperFrame(_Data):
    """Automatic: take ``remaining`` Juniper off the Forest deck, resolving each Forest card emptied."""

    kind: Literal["juniper"] = "juniper"
    player: int
    remaining: int


class RestEndFrame(_Data):
    """Automatic: a Rest's second part, every Village card turning face-up. It waits below the Rest's income,
    so a Forest card emptied by that income is settled while the cards that were face-down still are."""

    kind: Literal["rest_end"] = "rest_end"
    player: int


class ForestEndFrame(_Data):
    """Automatic: the Forest card's reward, then it goes under the deck and the next card is filled."""

    kind: Literal["forest_end"] = "forest_end"
    player: int
    card: str


class GuardianEndFrame(_Data):
    kind: Literal["guardian_end"] = "guardian_end"
    player: int
    card: str


class GainFrame(_Data):
    """Automatic: the Merchant's receiving side, after its giving side was paid."""

    kind: Literal["gain"] = "gain"
    player: int
    item: str  # "Barley", "Juniper" or "Scroll"
    count: int


ChoiceKind = Literal[
    "option",
    "build_type",
    "make_room",
    "take_from_discard",
    "merchant",
    "recruit",
    "officer",
    "scholar",
    "rest_wild",  # a Rest: which resource each face-up wild icon gives (``count``: icons still to choose)
]


class ChoiceFrame(_Data):
    """A follow-up decision of a card's action. ``card``: the card whose action asks; ``count``: how many
    are left to take (discard pile) or were discarded so far (Officer); ``building``: the tile to build."""

    kind: Literal["choice"] = "choice"
    player: int
    choice: ChoiceKind
    card: str = ""
    count: int = 0
    building: str | None = None
    slot: int | None = None
    copied: list[tuple[int, int]] = Field(default_factory=list)  # Scholar: cards already copied in this chain


class MeditationFrame(_Data):
    """The Meditation contest. ``stage``: the active player announces, then each opponent in ``bidders``
    order may pay one more Bell, then whoever earned a Scroll pays."""

    kind: Literal["meditation"] = "meditation"
    player: int  # the active player
    bonus: int = 0  # Mystic: announced total counts this many Bells more than paid
    stage: Literal["announce", "bids", "settle"] = "announce"
    paid: int = 0  # Bells the active player will pay
    total: int = 0  # the announced total
    bidders: list[int] = Field(default_factory=list)
    outbid_by: list[int] = Field(default_factory=list)


Frame = Annotated[
    PayFrame
    | DemandFrame
    | AddFrame
    | EffectsFrame
    | JuniperFrame
    | RestEndFrame
    | ForestEndFrame
    | GuardianEndFrame
    | GainFrame
    | ChoiceFrame
    | MeditationFrame,
    Field(discriminator="kind"),
]


class SnowcrestState(GameState):
    config: SnowcrestConfig
    phase: Literal["setup", "turns", "over"] = "setup"
    current: int = 0  # whose turn (seat 0 holds the Start Player token)
    turn: int = 0
    players: list[Player]
    scroll_supply: int
    final_round: bool = False  # the supply's last Scroll is gone: the game ends with this round
    solo_lost: bool = False  # solo: the Rest limit came before the last Scroll
    forest_deck: list[str | None]  # top first; face-down (Basic: the one card, never turned)
    forest_juniper: int
    juniper_per_card: int
    guardian_deck: list[str | None] = Field(default_factory=list)  # top first; face-down
    common_deck: list[str | None] = Field(default_factory=list)  # top first; face-down
    # How many cards at the bottom of each deck everyone saw go there (a replaced Common card, a resolved
    # Forest or Guardian card): their identity and order are public until they are drawn again.
    common_known_bottom: int = 0
    forest_known_bottom: int = 0
    guardian_known_bottom: int = 0
    common_row: list[str | None] = Field(default_factory=list)
    achievements: list[str] = Field(default_factory=list)  # face-up, unclaimed
    acted: bool = False  # the current player's main action has been taken (the turn ends when it settles)
    revealed: str | None = None  # the Forest or Guardian card being resolved, face-up
    stack: list[Frame] = Field(default_factory=list)
