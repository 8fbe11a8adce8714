"""Snowcrest's content as data: pydantic schemas for resources/snowcrest/*.json and the loader.

Counts are checked against the rules document's components list (seeds/003, "GAME CONTENTS"): per player
colour (red, blue, green, yellow) 4 Starting Villagers and 9 personal Villagers, identical in every colour; 35
Common Villagers; 12 Guardians; 10 Achievements; 6 Forest cards. The tracks and setup tables are checked against
the numbers the document states (Omen track -5..+5, building bonuses for 6/7/8 tiles, Scrolls 20/25/30, Basic
14/17/20, solo levels 1-10).

Card actions are data first (see /work/shared/DESIGN.md): an action is a list of options (more than one means
"choose one"), each an optional payment (the card's arrow icon: give the left side to get the right) followed by
effects from a small vocabulary the engine interprets (``Effect``). The few cards the rules document's FAQ
explains separately carry a named handler id (``HandlerId``) that the engine implements in Python.

Every card, table and value says where it comes from (``Origin``): "rules document" (stated in seeds/003),
"published" (found in public sources other than the rules document), or "project design" (our own content in the
game's spirit, because the published card texts could not be found; see docs/research/snowcrest.md). A card whose
identity is known but some of whose parts are our design lists those parts in ``designed``.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, cached_property
from itertools import pairwise
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from hearthwood.engine.core.content_files import read_json

Resource = Literal["Barley", "Offering Bowl", "Prayer Bell", "Juniper", "Gold"]
RESOURCES: tuple[Resource, ...] = get_args(Resource)
# A card's top-right icon: a resource, or the wild icon (any one resource of the owner's choice).
Icon = Resource | Literal["Wild"]
Colour = Literal["red", "blue", "green", "yellow"]
COLOURS: tuple[Colour, ...] = get_args(Colour)
Origin = Literal["published", "rules document", "project design"]
BuildingType = Literal["Farm", "Shrine", "Forge"]
BUILDING_TYPES: tuple[BuildingType, ...] = get_args(BuildingType)
# Parts of a card that may be our design while the card itself is known.
CardPart = Literal["name", "cost", "icons", "actions", "copies", "deck", "offering", "curse", "reward", "condition"]

# Named Python handlers for the cards the FAQ explains on their own.
HandlerId = Literal[
    "gardener",  # 2 Barley per face-up Farm; the Farms stay face-up
    "avoid_curse",  # Poet, Abbot, Great Abbot: flip while face-up to skip one item of an offering or curse
    "merchant",  # one trade along the Stepping Stones chain
    "recruiter",  # leave for the Common deck's bottom, Add a card free in this square, Activate it
    "officer",  # discard any number from hand, draw as many
    "scholar",  # copy another player's face-up Villager (solo: a Common row card)
]
HANDLERS: tuple[HandlerId, ...] = get_args(HandlerId)
# The FAQ's cards and the handler each must use (card id -> handler id).
FAQ_HANDLERS: dict[str, HandlerId] = {
    "gardener": "gardener",
    "poet": "avoid_curse",
    "abbot": "avoid_curse",
    "great_abbot": "avoid_curse",
    "merchant": "merchant",
    "recruiter": "recruiter",
    "officer": "officer",
    "scholar": "scholar",
}
# FAQ: these are flipped with no effect on the turn they are Added.
ADDED_WITHOUT_EFFECT: frozenset[str] = frozenset({"poet", "abbot", "great_abbot", "recruiter"})

Count = Annotated[int, Field(ge=1)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Amount(_Model):
    resource: Resource
    count: Count


# --- the effect vocabulary ----------------------------------------------------------------------------------


class GainResources(_Model):
    """Take resource tokens from the supply. Juniper never comes from the supply: use ``TakeJuniper``."""

    kind: Literal["gain_resources"]
    resources: tuple[Amount, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _no_juniper(self) -> GainResources:
        if any(amount.resource == "Juniper" for amount in self.resources):
            raise ValueError("Juniper is only ever taken off the Forest deck: use take_juniper")
        return self


class TakeJuniper(_Model):
    """Take Juniper off the top Forest card; taking the last one reveals and resolves that card."""

    kind: Literal["take_juniper"]
    count: Count


class GainScrolls(_Model):
    kind: Literal["gain_scrolls"]
    count: Count


class GainOmens(_Model):
    """Move the Omen marker right (past -5: Omen tokens)."""

    kind: Literal["gain_omens"]
    count: Count


class RemoveOmens(_Model):
    """Move the Omen marker left, never past +5; Omen tokens cannot be removed."""

    kind: Literal["remove_omens"]
    count: Count


class Draw(_Model):
    """Draw from the personal deck, reshuffling the discard pile when it runs out."""

    kind: Literal["draw"]
    count: Count


class TakeFromDiscard(_Model):
    """Take cards of your choice from your personal discard pile into your hand."""

    kind: Literal["take_from_discard"]
    count: Count


class Build(_Model):
    """Construct a Building tile in the left-most free space ("any": the player chooses the type)."""

    kind: Literal["build"]
    building: BuildingType | Literal["any"]


class Restock(_Model):
    """Flip all your face-down Building tiles face-up."""

    kind: Literal["restock"]


class Venerate(_Model):
    """Reveal the top Guardian: make its offering, others appease its curse, take its reward."""

    kind: Literal["venerate"]


class Meditate(_Model):
    """Announce a Prayer Bell total; opponents may outbid by one for a Scroll. ``bonus_bells`` adds to the total
    announced without being paid."""

    kind: Literal["meditate"]
    bonus_bells: int = Field(default=0, ge=0)


class Handler(_Model):
    kind: Literal["handler"]
    handler: HandlerId


Effect = Annotated[
    GainResources
    | TakeJuniper
    | GainScrolls
    | GainOmens
    | RemoveOmens
    | Draw
    | TakeFromDiscard
    | Build
    | Restock
    | Venerate
    | Meditate
    | Handler,
    Field(discriminator="kind"),
]


class Option(_Model):
    """One way to use a card's action: pay ``pay`` (may be empty), then resolve ``effects`` in order."""

    pay: tuple[Amount, ...] = ()
    effects: tuple[Effect, ...] = Field(min_length=1)


class RestIncome(_Model):
    """Tokens received when Resting with the card face-up / face-down (Starting Villagers: face-down only)."""

    face_up: tuple[Icon, ...] = ()
    face_down: tuple[Icon, ...] = ()


class _Card(_Model):
    id: str = Field(pattern=r"^[a-z_]+$")
    name: str = Field(min_length=2)
    text: str = Field(min_length=10)
    origin: Origin
    designed: tuple[CardPart, ...] = ()

    @model_validator(mode="after")
    def _designed_parts_only_on_known_cards(self) -> _Card:
        if self.origin == "project design" and self.designed:
            raise ValueError(f"{self.id}: a card of our own design is designed throughout; leave 'designed' empty")
        if len(set(self.designed)) != len(self.designed):
            raise ValueError(f"{self.id}: 'designed' lists a part twice")
        return self


class Villager(_Card):
    cost: int = Field(ge=0)  # in Barley
    icons: tuple[Icon, ...] = Field(default=(), max_length=2)  # top-right: what it can be used in place of
    actions: tuple[Option, ...] = Field(min_length=1)  # more than one: choose one
    rest_income: RestIncome
    added_without_effect: bool = False  # FAQ: flipped for no effect on the turn it is Added
    copies: Count = 1
    removed_in_solo: bool = False

    @model_validator(mode="after")
    def _rest_income_matches_icons(self) -> Villager:
        if self.rest_income.face_up != self.icons:
            raise ValueError(f"{self.id}: resting face-up yields exactly the top-right icons")
        if (self.id in ADDED_WITHOUT_EFFECT) != self.added_without_effect:
            raise ValueError(f"{self.id}: only Poet, Abbot, Great Abbot and Recruiter are Added without effect")
        return self

    @property
    def handlers(self) -> tuple[HandlerId, ...]:
        return tuple(e.handler for option in self.actions for e in option.effects if isinstance(e, Handler))


DemandItem = Resource | Literal["Any Resource", "Building", "Hand Card", "Village Card", "Omen"]


class Demand(_Model):
    """An item of an offering or a curse. "Omen" means the Omen must be taken; "Hand Card" is discarded from
    hand; "Village Card" is a face-up Villager removed from the Village; "Building" a tile returned."""

    item: DemandItem
    count: Count


class Reward(_Model):
    scrolls: int = Field(default=0, ge=0)
    cards: int = Field(default=0, ge=0)
    gold: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _something(self) -> Reward:
        if not (self.scrolls or self.cards or self.gold):
            raise ValueError("a reward gives something")
        return self


class Guardian(_Card):
    offering: tuple[Demand, ...] = Field(min_length=1)  # the active player's
    curse: tuple[Demand, ...] = Field(min_length=1)  # every other player's
    reward: Reward


class ForestCard(_Card):
    active_curse: tuple[Demand, ...] = Field(min_length=1)
    others_curse: tuple[Demand, ...] = Field(min_length=1)
    reward: Reward

    @model_validator(mode="after")
    def _one_scroll(self) -> ForestCard:
        if self.reward != Reward(scrolls=1):
            raise ValueError(f"{self.id}: a Forest card rewards the active player with 1 Scroll")
        return self


ConditionKind = Literal[
    "buildings_total",  # at least `count` Building tiles
    "one_of_each_building",  # a Farm, a Shrine and a Forge
    "buildings_of_type",  # at least `count` tiles of `building`
    "villagers_in_village",  # at least `count` cards in the Village
    "common_villagers_in_village",  # at least `count` white-backed cards in the Village
    "omen_at_least",  # marker on space `count` or better and no Omen tokens
    "tokens_of_one_resource",  # at least `count` tokens of one resource other than Gold
    "no_starting_villagers",  # none of the 4 Starting Villagers left in the Village
]


class Condition(_Model):
    kind: ConditionKind
    count: int = 0
    building: BuildingType | None = None

    @model_validator(mode="after")
    def _parameters(self) -> Condition:
        if (self.kind == "buildings_of_type") != (self.building is not None):
            raise ValueError(f"{self.kind}: only buildings_of_type names a building")
        counted = self.kind not in ("one_of_each_building", "no_starting_villagers")
        if counted != (self.count != 0):
            raise ValueError(f"{self.kind}: count is {'required' if counted else 'not used'}")
        return self


class Achievement(_Card):
    condition: Condition
    reward_scrolls: Literal[2]  # rules document: "the listed award (2 Scroll tokens)"


# --- tracks ------------------------------------------------------------------------------------------------


class OmenSpace(_Model):
    space: int = Field(ge=-5, le=5)
    points: int
    origin: Origin


class OmenTrack(_Model):
    start: Literal[0]
    spaces: tuple[OmenSpace, ...]
    token_points: Literal[-1]
    origin: Origin  # of the track's shape (range, start, tokens)

    def points(self, space: int) -> int:
        return next(s.points for s in self.spaces if s.space == space)


class BuildingBonus(_Model):
    buildings: int
    points: int


class BuildingTrack(_Model):
    spaces: Literal[8]
    starting_building: BuildingType
    bonuses: tuple[BuildingBonus, ...]
    origin: Origin
    spaces_origin: Origin

    def bonus(self, buildings: int) -> int:
        return max((b.points for b in self.bonuses if b.buildings == buildings), default=0)


class BuildingKind(_Model):
    type: BuildingType
    produces: Resource
    tiles: Count  # in the box; a type that runs out can no longer be built
    origin: Origin


class Stone(_Model):
    item: Resource | Literal["Scroll"]
    count: Count


class SteppingStones(_Model):
    """The Merchant's chain: start at any group, move one way as far as you like, one trade per activation."""

    chain: tuple[Stone, ...] = Field(min_length=2)
    origin: Origin

    def trades(self) -> list[tuple[Stone, Stone]]:
        return [(give, get) for give in self.chain for get in self.chain if give != get]


class Curses(_Model):
    omens_per_unpaid_item: Literal[1]
    origin: Origin


# --- setup tables ------------------------------------------------------------------------------------------


class PlayerCountSetup(_Model):
    players: int = Field(ge=2, le=4)
    scrolls: int
    basic_scrolls: int
    juniper: int  # on the Forest deck
    achievements: int  # revealed
    origin: Origin


class Setup(_Model):
    by_players: tuple[PlayerCountSetup, ...]
    juniper_per_player: Literal[3]
    common_row: Literal[5]
    hand_size: Literal[3]
    starting_barley_by_seat: tuple[int, ...]
    origin: Origin


class Basic(_Model):
    forest_cards: Literal[1]
    uses_guardians: Literal[False]
    uses_achievements: Literal[False]
    forest_emptied_scrolls: Literal[1]  # to the player who took the last Juniper
    forest_emptied_omens_to_others: Literal[1]
    veneration_scrolls: Literal[2]
    veneration_omens_to_others: Literal[1]
    veneration_cost: tuple[Amount, ...] = ()
    starters_replaceable: Literal[False]
    origin: Origin


class SoloLevel(_Model):
    level: int = Field(ge=1, le=10)
    scrolls: int  # in the supply, all to be earned
    points_to_win: int
    starting_barley: int = Field(ge=0)
    rest_limit: int  # every Scroll must be taken before this Rest
    origin: Origin

    @model_validator(mode="after")
    def _target_is_the_scrolls(self) -> SoloLevel:
        if self.points_to_win != self.scrolls:
            raise ValueError(f"level {self.level}: the points to win equal the Scrolls to earn")
        return self


class SoloTitle(_Model):
    title: str
    minimum: int | None  # None: anything below the next title
    maximum: int | None  # None: and above
    origin: Origin


class Solo(_Model):
    achievements: Literal[2]
    juniper: Literal[3]
    removed_cards: tuple[str, ...]
    meditation_bells_per_scroll: Literal[6]
    leftover_resources_score: Literal[False]
    rest_tokens: Literal[4]
    levels: tuple[SoloLevel, ...]
    titles: tuple[SoloTitle, ...]  # lowest band first, by final score
    below_target_title: str  # the title of a loss by points at any level
    below_target_origin: Origin
    origin: Origin

    def level(self, number: int) -> SoloLevel:
        return self.levels[number - 1]

    def result(self, number: int, points: int) -> tuple[bool, str]:
        """Win or loss and title for a game in which every Scroll was taken before the Rest limit (failing
        that is a loss without a title, decided by the engine)."""
        if points < self.level(number).points_to_win:
            return False, self.below_target_title
        return True, self.title(points).title

    def title(self, points: int) -> SoloTitle:
        for entry in self.titles:
            low = entry.minimum if entry.minimum is not None else -(10**9)
            high = entry.maximum if entry.maximum is not None else 10**9
            if low <= points <= high:
                return entry
        raise ValueError(points)  # unreachable: the validator checks the bands cover every score


class Choice(_Model):
    question: str = Field(min_length=10)
    choice: str = Field(min_length=3)
    reason: str = Field(min_length=10)


# --- the whole ---------------------------------------------------------------------------------------------


def _expect(what: str, found: int, expected: int) -> None:
    if found != expected:
        raise ValueError(f"expected {expected} {what}, found {found}")


class SnowcrestContent(_Model):
    colours: tuple[Colour, ...]
    starting_villagers: tuple[Villager, ...]
    personal_villagers: tuple[Villager, ...]
    common_villagers: tuple[Villager, ...]
    guardians: tuple[Guardian, ...]
    achievements: tuple[Achievement, ...]
    forest_cards: tuple[ForestCard, ...]
    omen_track: OmenTrack
    building_track: BuildingTrack
    buildings: tuple[BuildingKind, ...]
    stepping_stones: SteppingStones
    curses: Curses
    setup: Setup
    basic: Basic
    solo: Solo

    @model_validator(mode="after")
    def _counts_match_the_components_list(self) -> SnowcrestContent:
        if sorted(self.colours) != sorted(COLOURS) or len(self.colours) != 4:
            raise ValueError("the personal decks come in the 4 colours red, blue, green and yellow")
        _expect("Starting Villagers per colour", len(self.starting_villagers), 4)
        _expect("personal Villagers per colour", len(self.personal_villagers), 9)
        _expect("Common Villagers", sum(card.copies for card in self.common_villagers), 35)
        _expect("Guardians", len(self.guardians), 12)
        _expect("Achievements", len(self.achievements), 10)
        _expect("Forest cards", len(self.forest_cards), 6)
        for card in (*self.starting_villagers, *self.personal_villagers):
            if card.copies != 1 or card.removed_in_solo:
                raise ValueError(f"{card.id}: each personal card is a single copy used in every mode")
        for card in self.starting_villagers:
            if card.icons or card.rest_income.face_down != ("Barley",):
                raise ValueError(f"{card.id}: a Starting Villager shows its Barley on the back only")
        for card in (*self.personal_villagers, *self.common_villagers):
            if card.rest_income.face_down:
                raise ValueError(f"{card.id}: only Starting Villagers yield anything face-down")
        ids = [card.id for card in self._all_cards]
        duplicates = [i for i, n in Counter(ids).items() if n > 1]
        if duplicates:
            raise ValueError(f"card ids must be unique, repeated: {duplicates}")
        self._check_cross_references()
        self._check_tracks()
        self._check_setup()
        return self

    def _check_cross_references(self) -> None:
        villagers = {card.id: card for card in self.villagers}
        for card_id, handler in FAQ_HANDLERS.items():
            if card_id not in villagers:
                raise ValueError(f"the FAQ card {card_id} is missing")
            if handler not in villagers[card_id].handlers:
                raise ValueError(f"{card_id} must use the {handler} handler")
        for card in self.villagers:
            unexpected = [h for h in card.handlers if FAQ_HANDLERS.get(card.id) != h]
            if unexpected:
                raise ValueError(f"{card.id}: handlers {unexpected} belong to other cards")
        used = {h for card in self.villagers for h in card.handlers}
        if used != set(HANDLERS):
            raise ValueError(f"handlers without a card: {sorted(set(HANDLERS) - used)}")
        removed = {card.id for card in self.common_villagers if card.removed_in_solo}
        if any(card.removed_in_solo for card in (*self.starting_villagers, *self.personal_villagers)):
            raise ValueError("only Common Villagers are removed for the solo game")
        if set(self.solo.removed_cards) != removed or not removed:
            raise ValueError(f"solo removes {sorted(self.solo.removed_cards)} but cards flagged are {sorted(removed)}")
        if any(villagers[card_id].name != "Mystic" for card_id in removed):
            raise ValueError("the solo game removes the Mystic cards and nothing else")

    def _check_tracks(self) -> None:
        if [s.space for s in self.omen_track.spaces] != list(range(5, -6, -1)):
            raise ValueError("the Omen track lists its 11 spaces from +5 down to -5")
        if self.omen_track.points(-1) != -1 or self.omen_track.points(0) != 0:
            raise ValueError("the Omen track's -1 space scores -1 (scoring example) and 0 scores nothing")
        bonuses = [(b.buildings, b.points) for b in self.building_track.bonuses]
        if bonuses != [(6, 1), (7, 3), (8, 5)]:
            raise ValueError("building bonuses are 1/3/5 points for 6/7/8 tiles")
        produce = {(b.type, b.produces, b.tiles) for b in self.buildings}
        expected = {("Farm", "Barley", 21), ("Shrine", "Offering Bowl", 16), ("Forge", "Prayer Bell", 16)}
        if produce != expected or len(self.buildings) != 3:
            raise ValueError("Farm/Shrine/Forge give Barley/Offering Bowl/Prayer Bell, 21/16/16 tiles")
        chain = [(s.item, s.count) for s in self.stepping_stones.chain]
        if chain != [("Barley", 5), ("Juniper", 3), ("Scroll", 1)]:
            raise ValueError("the Stepping Stones run 5 Barley, 3 Juniper, 1 Scroll")

    def _check_setup(self) -> None:
        rows = [(r.players, r.scrolls, r.basic_scrolls, r.juniper, r.achievements) for r in self.setup.by_players]
        if rows != [(2, 20, 14, 6, 3), (3, 25, 17, 9, 4), (4, 30, 20, 12, 5)]:
            raise ValueError(f"setup by player count does not match the rules document: {rows}")
        if self.setup.starting_barley_by_seat != (3, 4, 5, 6):
            raise ValueError("starting Barley by seat is 3/4/5/6")
        levels = [level.level for level in self.solo.levels]
        if levels != list(range(1, 11)):
            raise ValueError(f"solo levels must run 1 to 10 in order, found {levels}")
        titles = self.solo.titles
        if titles[0].title != self.solo.below_target_title or titles[0].maximum != self.level_one_target - 1:
            raise ValueError("the lowest solo title is the loss below level 1's target")
        if titles[0].minimum is not None or titles[-1].maximum is not None:
            raise ValueError("solo titles must cover every score, lowest band first")
        for below, above in pairwise(titles):
            if below.maximum is None or above.minimum != below.maximum + 1:
                raise ValueError(f"solo titles {below.title} and {above.title} leave a gap or overlap")

    @property
    def level_one_target(self) -> int:
        return self.solo.level(1).points_to_win

    @cached_property
    def _all_cards(self) -> tuple[_Card, ...]:
        return (*self.villagers, *self.guardians, *self.achievements, *self.forest_cards)

    @property
    def villagers(self) -> tuple[Villager, ...]:
        return (*self.starting_villagers, *self.personal_villagers, *self.common_villagers)

    def card(self, card_id: str) -> _Card:
        return self._cards[card_id]

    @cached_property
    def _cards(self) -> dict[str, _Card]:
        return {card.id: card for card in self._all_cards}

    def common_deck(self, solo: bool = False) -> list[Villager]:
        """The Common Villager deck, one entry per physical card (solo: without the Mystics)."""
        return [c for c in self.common_villagers if not (solo and c.removed_in_solo) for _ in range(c.copies)]

    def player_count(self, players: int) -> PlayerCountSetup:
        return next(row for row in self.setup.by_players if row.players == players)


FILES = (
    "villagers.json",
    "common_villagers.json",
    "guardians.json",
    "achievements.json",
    "forest.json",
    "tracks.json",
    "setup.json",
)


def _read(name: str) -> Any:
    return read_json("snowcrest", name)


def raw_content() -> dict[str, Any]:
    """The content files merged into one dict, unvalidated (for tests that damage it)."""
    data: dict[str, Any] = {}
    for name in FILES:
        part = _read(name)
        if not isinstance(part, dict):
            raise TypeError(f"{name} must hold a JSON object")
        overlap = data.keys() & part.keys()
        if overlap:
            raise ValueError(f"{name} repeats keys {sorted(overlap)}")
        data.update(part)
    return data


@cache
def load_content() -> SnowcrestContent:
    return SnowcrestContent.model_validate(raw_content())


@cache
def load_choices() -> tuple[Choice, ...]:
    """The content decisions recorded in resources/snowcrest/choices.json."""
    entries = _read("choices.json")
    if not isinstance(entries, list):
        raise TypeError("choices.json must hold a JSON list")
    return tuple(Choice.model_validate(entry) for entry in entries)
