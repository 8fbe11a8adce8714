"""Creature Comforts' cards and boards as data: pydantic schemas for resources/creature_comforts/*.json.

The rules document (shared seeds/000) gives the components list; the cards themselves come from our research
notes (docs/research/creature_comforts.md). Everything a card does is written here as data:

- costs and rewards are amounts of the six Goods, Coins, Stories, Lesson Learned tokens and Comfort cards,
  with the document's three Goods symbols: any Good, a group of matching Goods, a group of different Goods;
- dice requirements are a small vocabulary (``single``, ``exact``, ``sum``, ``same``, ``parity``, ``run``,
  ``one_of``), each of which can say whether a given set of dice meets it (:meth:`meets`);
- effects are named vocabulary entries (``with_comfort``, ``storage``, ``glade``, ``location_bonus`` ...)
  that the engine interprets, and the few rule-bending cards carry a named handler id from
  :data:`IMPROVEMENT_HANDLERS`, :data:`TRAVELER_HANDLERS` or :data:`INN_HANDLERS`.

Counts are checked against the components list (:data:`COMPONENTS`): 16 Valley cards (8 Forest and 8 Meadow,
each 3 Spring, 3 Summer, 2 Fall), 72 Comforts, 34 Improvements, 15 Travelers, 21 Lesson Learned tokens,
2 Wheelbarrow and 2 Almanac tokens and 114 Goods. Every record carries its ``origin``: ``published`` (the
published game, through the research notes), ``derived`` (worked out from published facts) or
``project design`` (ours). Where sources disagree the decision is in choices.json.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import pairwise
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, PositiveInt, PrivateAttr, model_validator

from hearthwood.engine.core.content_files import read_json

Good = Literal["wood", "stone", "fruit", "mushroom", "yarn", "grain"]
GOODS: tuple[Good, ...] = ("wood", "stone", "fruit", "mushroom", "yarn", "grain")
Season = Literal["spring", "summer", "fall"]
SEASONS: tuple[Season, ...] = ("spring", "summer", "fall")
Stack = Literal["forest", "meadow"]
STACKS: tuple[Stack, ...] = ("forest", "meadow")
ComfortType = Literal["clothing", "food", "lighting", "outdoor"]
Origin = Literal["published", "derived", "project design"]
Face = Annotated[int, Field(ge=1, le=6)]

#: The most dice a player can hold on their turn: 2 Family dice and the 4 Village dice.
DICE_POOL = 6

#: The rules document's components list (section 2), the numbers every file is checked against.
COMPONENTS: dict[str, int] = {
    "game_board": 1,
    "travelers": 15,
    "valley_cards": 16,
    "comforts": 72,
    "home_boards": 5,
    "workers_per_player": 4,
    "cottages_per_player": 4,
    "family_dice_per_player": 2,
    "village_dice": 4,
    "river_dial": 1,
    "hilltop_tile": 1,
    "improvements": 34,
    "wheelbarrow_tokens": 2,
    "almanac_tokens": 2,
    "coins": 20,
    "lesson_learned_tokens": 21,
    "stories": 20,
    "worm_token": 1,
    "multiplier_planks": 12,
}
#: Goods tokens per type, 114 in all (components list).
GOODS_IN_BOX: dict[Good, int] = {"wood": 20, "stone": 20, "fruit": 20, "mushroom": 18, "yarn": 18, "grain": 18}
#: Valley cards per stack and season (components list: 8 Forest, 8 Meadow, 3 Spring, 3 Summer, 2 Fall each).
VALLEY_SEASONS: dict[Season, int] = {"spring": 3, "summer": 3, "fall": 2}
#: Goods a season never produces in the Valley (rules document, section 5, The Valley).
SEASON_WITHOUT: dict[Season, Good] = {"spring": "grain", "summer": "mushroom", "fall": "yarn"}
FAMILIES: tuple[str, ...] = ("rabbit", "porcupine", "raccoon", "fox", "squirrel")

ImprovementHandler = Literal[
    "move_worker_at_turn_start",  # Bicycle
    "workshop_die_counts_six",  # Tool Shed
    "raise_own_family_die",  # Umbrella
    "nudge_village_die",  # Weathervane
    "market_one_for_one_swap",  # Scale
]
IMPROVEMENT_HANDLERS: tuple[str, ...] = ImprovementHandler.__args__  # type: ignore[attr-defined]
TravelerHandler = Literal[
    "give_goods_to_left",  # Canada Lynx
    "shared_lesson_learned",  # Leopard Frog
    "take_face_up_comfort",  # Gray Wolf
    "stone_coin_interchangeable",  # Hairy-tailed Mole
    "coin_on_location",  # Common Raven
    "take_from_comfort_discard",  # Striped Skunk
    "lend_worker_to_left",  # Common Loon
    "forest_closed_to_workers",  # Pine Marten
    "give_good_for_story",  # Moose
    "valley_with_village_dice",  # Blue Jay
    "set_family_die",  # Wild Turkey
]
TRAVELER_HANDLERS: tuple[str, ...] = TravelerHandler.__args__  # type: ignore[attr-defined]
InnHandler = Literal["exchange_different_for_matching"]  # Common Loon, die 3-6
INN_HANDLERS: tuple[str, ...] = InnHandler.__args__  # type: ignore[attr-defined]


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# ----------------------------------------------------------------------------------------------- amounts


class Reward(_Frozen):
    """What a location, trade or effect gives. ``any_goods`` and ``different_goods`` are chosen by the taker."""

    goods: dict[Good, PositiveInt] = {}
    any_goods: NonNegativeInt = 0
    different_goods: NonNegativeInt = Field(default=0, le=len(GOODS))
    coins: NonNegativeInt = 0
    stories: NonNegativeInt = 0
    lesson_learned: NonNegativeInt = 0
    comforts: NonNegativeInt = 0  # drawn blind from the Comfort deck

    @property
    def empty(self) -> bool:
        return (
            not any((self.goods, self.any_goods, self.different_goods, self.coins, self.stories, self.lesson_learned))
            and not self.comforts
        )

    def goods_named(self) -> set[Good]:
        return set(self.goods)


class Cost(_Frozen):
    """A price, with the rules document's Goods symbols.

    ``any_goods``: that many Goods of any types. ``matching_goods``: one group of that many Goods all of one
    type (the document's two-matching symbol). ``different_goods``: one group of that many Goods all of
    different types (the two-different symbol). ``comforts`` are discarded from hand.
    """

    goods: dict[Good, PositiveInt] = {}
    any_goods: NonNegativeInt = 0
    matching_goods: NonNegativeInt = 0
    different_goods: NonNegativeInt = Field(default=0, le=len(GOODS))
    coins: NonNegativeInt = 0
    stories: NonNegativeInt = 0
    lesson_learned: NonNegativeInt = 0
    comforts: NonNegativeInt = 0

    @model_validator(mode="after")
    def _groups_have_two_or_more(self) -> Cost:
        if self.matching_goods == 1 or self.different_goods == 1:
            raise ValueError("a matching or different group needs at least 2 Goods; use any_goods for one")
        return self

    @property
    def empty(self) -> bool:
        return not any(
            (self.goods, self.any_goods, self.matching_goods, self.different_goods, self.coins, self.stories)
        ) and not (self.lesson_learned or self.comforts)

    @property
    def goods_count(self) -> int:
        return sum(self.goods.values()) + self.any_goods + self.matching_goods + self.different_goods


class Bundle(_Frozen):
    """A set of things stored together on a Comfort (for storage bonuses)."""

    goods: dict[Good, PositiveInt] = {}
    coins: NonNegativeInt = 0
    stories: NonNegativeInt = 0

    @model_validator(mode="after")
    def _not_empty(self) -> Bundle:
        if not (self.goods or self.coins or self.stories):
            raise ValueError("a stored bundle holds at least one thing")
        return self


# ------------------------------------------------------------------------------------- dice requirements


class _Requirement(_Frozen):
    def meets(self, dice: Sequence[int]) -> bool:  # pragma: no cover - every kind overrides it
        raise NotImplementedError


class Single(_Requirement):
    """One die showing a value between ``min`` and ``max`` (``min == max`` for an exact face)."""

    kind: Literal["single"] = "single"
    min: Face = 1
    max: Face = 6

    @model_validator(mode="after")
    def _ordered(self) -> Single:
        if self.min > self.max:
            raise ValueError("single: min is above max")
        return self

    def meets(self, dice: Sequence[int]) -> bool:
        return len(dice) == 1 and self.min <= dice[0] <= self.max


class Exact(_Requirement):
    """Exactly these faces, one die each (for example a 5 and a 6; 5 and 5 does not do)."""

    kind: Literal["exact"] = "exact"
    values: tuple[Face, ...] = Field(min_length=1, max_length=DICE_POOL)

    def meets(self, dice: Sequence[int]) -> bool:
        return sorted(dice) == sorted(self.values)


class Sum(_Requirement):
    """``dice`` dice (``None``: any number of them) whose total lies between ``min`` and ``max``."""

    kind: Literal["sum"] = "sum"
    dice: int | None = Field(default=None, ge=2, le=DICE_POOL)
    min: NonNegativeInt = 0
    max: PositiveInt = 6 * DICE_POOL

    @model_validator(mode="after")
    def _ordered(self) -> Sum:
        low, high = (1, 6 * DICE_POOL) if self.dice is None else (self.dice, 6 * self.dice)
        if self.min > self.max or self.max < low or self.min > high:
            raise ValueError(f"sum: no roll of the dice can total between {self.min} and {self.max}")
        return self

    def meets(self, dice: Sequence[int]) -> bool:
        count_ok = len(dice) >= 1 if self.dice is None else len(dice) == self.dice
        return count_ok and self.min <= sum(dice) <= self.max


class Same(_Requirement):
    """``dice`` dice all showing the same face (2: a pair, 3: a triple)."""

    kind: Literal["same"] = "same"
    dice: int = Field(ge=2, le=DICE_POOL)

    def meets(self, dice: Sequence[int]) -> bool:
        return len(dice) == self.dice and len(set(dice)) == 1


class Parity(_Requirement):
    """``dice`` dice, every one even (or every one odd)."""

    kind: Literal["parity"] = "parity"
    dice: int = Field(ge=1, le=DICE_POOL)
    parity: Literal["even", "odd"]

    def meets(self, dice: Sequence[int]) -> bool:
        remainder = 0 if self.parity == "even" else 1
        return len(dice) == self.dice and all(d % 2 == remainder for d in dice)


class Run(_Requirement):
    """``length`` dice showing consecutive faces (3-4-5; for two dice, 4-5)."""

    kind: Literal["run"] = "run"
    length: int = Field(ge=2, le=DICE_POOL)

    def meets(self, dice: Sequence[int]) -> bool:
        ordered = sorted(dice)
        return len(ordered) == self.length and all(b == a + 1 for a, b in pairwise(ordered))


class OneOf(_Requirement):
    """One die showing any of ``values`` (the River's windows)."""

    kind: Literal["one_of"] = "one_of"
    values: tuple[Face, ...] = Field(min_length=1, max_length=6)

    def meets(self, dice: Sequence[int]) -> bool:
        return len(dice) == 1 and dice[0] in self.values


Requirement = Annotated[Single | Exact | Sum | Same | Parity | Run | OneOf, Field(discriminator="kind")]


# ----------------------------------------------------------------------------------------------- Valley


class Location(_Frozen):
    requirement: Requirement
    reward: Reward
    text: str = Field(min_length=10)


class ValleyCard(_Frozen):
    id: str = Field(pattern=r"^[FM][0-9]+$")
    stack: Stack
    season: Season
    locations: tuple[Location, Location]
    origin: Origin
    notes: str = ""

    @model_validator(mode="after")
    def _season_goods(self) -> ValleyCard:
        missing = SEASON_WITHOUT[self.season]
        for location in self.locations:
            if location.reward.empty:
                raise ValueError(f"{self.id}: a Valley location must give something")
            if missing in location.reward.goods:
                raise ValueError(f"{self.id}: {self.season} never gives {missing}")
        return self


# ------------------------------------------------------------------------------------------------ River


RiverSectionId = Literal["one_specific", "one_of_two", "one_of_three"]


class RiverSection(_Frozen):
    id: RiverSectionId
    windows: int = Field(ge=1, le=3)
    reward: Reward
    text: str = Field(min_length=10)
    origin: Origin


class RiverFace(_Frozen):
    position: Face
    values: dict[RiverSectionId, tuple[Face, ...]]
    origin: Origin


class RiverDial(_Frozen):
    sections: tuple[RiverSection, RiverSection, RiverSection]
    faces: tuple[RiverFace, ...]
    notch_clockwise: Literal[-1, 1]  # how a clockwise notch changes the position number (6 wraps to 1)
    origin: Origin
    notes: str = ""

    @model_validator(mode="after")
    def _faces_cover_every_value(self) -> RiverDial:
        windows = {section.id: section.windows for section in self.sections}
        if sorted(windows) != sorted(("one_specific", "one_of_two", "one_of_three")) or sorted(windows.values()) != [
            1,
            2,
            3,
        ]:
            raise ValueError("the River has one section of each window size 1, 2 and 3")
        if sorted(face.position for face in self.faces) != [1, 2, 3, 4, 5, 6]:
            raise ValueError("the River Dial has exactly one face per position 1-6")
        for face in self.faces:
            if set(face.values) != set(windows) or any(len(face.values[s]) != n for s, n in windows.items()):
                raise ValueError(f"dial position {face.position}: each section shows its number of values")
            if sorted(v for values in face.values.values() for v in values) != [1, 2, 3, 4, 5, 6]:
                raise ValueError(f"dial position {face.position}: the three sections must show 1-6 once each")
        by_position = {face.position: face for face in self.faces}
        for face in self.faces:
            after = by_position[(face.position - 1 + self.notch_clockwise) % 6 + 1]
            if after.values["one_of_two"][0] != face.values["one_specific"][0]:
                raise ValueError("a clockwise notch moves the specific value into the pair window")
        return self

    def section(self, section_id: RiverSectionId) -> RiverSection:
        return next(s for s in self.sections if s.id == section_id)

    def requirement(self, position: int, section_id: RiverSectionId) -> OneOf:
        face = next(f for f in self.faces if f.position == position)
        return OneOf(values=face.values[section_id])

    def turned(self, position: int) -> int:
        """The dial position after one clockwise notch at Upkeep."""
        return (position - 1 + self.notch_clockwise) % 6 + 1


# --------------------------------------------------------------------------------------------- Comforts


class WithComfort(_Frozen):
    """+points once if its owner has also crafted the named Comfort."""

    kind: Literal["with_comfort"] = "with_comfort"
    points: PositiveInt
    comfort: str


class PerOtherComfort(_Frozen):
    """+points for each *other* crafted Comfort among the named designs (the card itself does not count)."""

    kind: Literal["per_other_comfort"] = "per_other_comfort"
    points: PositiveInt
    comforts: tuple[str, ...] = Field(min_length=1)


class Storage(_Frozen):
    """+points for each full ``per`` bundle stored on the card at final scoring."""

    kind: Literal["storage"] = "storage"
    points: PositiveInt
    per: Bundle


class StorageExactly(_Frozen):
    """+points once if exactly ``stored`` is on the card at final scoring."""

    kind: Literal["storage_exactly"] = "storage_exactly"
    points: PositiveInt
    stored: Bundle


ComfortBonus = Annotated[WithComfort | PerOtherComfort | Storage | StorageExactly, Field(discriminator="kind")]


class Comfort(_Frozen):
    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    type: ComfortType | None
    cost: Cost
    vp: NonNegativeInt
    bonus: ComfortBonus | None = None
    copies: PositiveInt
    text: str = Field(min_length=10)
    origin: Origin
    notes: str = ""

    @model_validator(mode="after")
    def _costs_something(self) -> Comfort:
        if self.cost.empty:
            raise ValueError(f"{self.name}: a Comfort has a cost")
        return self


# ----------------------------------------------------------------------------------------- Improvements


class ScoreOthersComfortType(_Frozen):
    """At the end: +points per Comfort of ``type`` crafted by all the other players together."""

    kind: Literal["score_others_comfort_type"] = "score_others_comfort_type"
    points: PositiveInt
    type: ComfortType


class StoreOnComfortType(_Frozen):
    """Lets its owner store ``per`` on each of their Comforts of ``type`` (at most ``limit`` per card), each
    worth +points."""

    kind: Literal["store_on_comfort_type"] = "store_on_comfort_type"
    type: ComfortType
    per: Bundle
    points: PositiveInt
    limit: PositiveInt


class GrantToken(_Frozen):
    """Its owner takes this Improvement token when it is built."""

    kind: Literal["token"] = "token"
    token: Literal["wheelbarrow", "almanac"]


class Glade(_Frozen):
    """Becomes a Glade: any player may assign one Family die (any value) to it on their turn.

    ``user`` is what the user takes from the supply; ``owner`` what the owner takes from the supply when
    someone else uses it; ``user_pays_owner`` what the user hands to the owner from their own stock.
    """

    kind: Literal["glade"] = "glade"
    user: Reward
    owner: Reward = Reward()
    user_pays_owner: Cost = Cost()
    owner_may_use: bool


class ImprovementHandlerEffect(_Frozen):
    kind: Literal["handler"] = "handler"
    handler: ImprovementHandler
    params: dict[str, int] = {}


ImprovementAbility = Annotated[
    ScoreOthersComfortType | StoreOnComfortType | GrantToken | Glade | ImprovementHandlerEffect,
    Field(discriminator="kind"),
]


class Improvement(_Frozen):
    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    cost: Cost
    vp: NonNegativeInt
    ability: ImprovementAbility
    copies: PositiveInt
    solo: bool  # False: taken out of the deck for a solo game (the card needs opponents)
    text: str = Field(min_length=10)
    origin: Origin
    notes: str = ""

    @model_validator(mode="after")
    def _costs_something(self) -> Improvement:
        if self.cost.empty:
            raise ValueError(f"{self.name}: an Improvement has a cost")
        return self

    @property
    def is_glade(self) -> bool:
        return isinstance(self.ability, Glade)


# -------------------------------------------------------------------------------------------- Travelers

Timing = Literal["immediately", "whole_month", "end_of_month", "after_family_roll"]
LocationGroup = Literal["forest", "meadow", "valley", "river"]


class LocationBonus(_Frozen):
    """This month every location of ``locations`` gives ``gain`` on top of its reward."""

    kind: Literal["location_bonus"] = "location_bonus"
    locations: LocationGroup
    gain: Reward


class CostDiscount(_Frozen):
    """This month Comforts and Improvements cost ``goods`` less (only where the card asks for those Goods)."""

    kind: Literal["cost_discount"] = "cost_discount"
    goods: dict[Good, PositiveInt]


class UnresolvedWorkerBonus(_Frozen):
    """This month each unresolved worker earns ``lesson_learned`` more tokens than usual."""

    kind: Literal["unresolved_worker_bonus"] = "unresolved_worker_bonus"
    lesson_learned: PositiveInt


class TravelerHandlerEffect(_Frozen):
    kind: Literal["handler"] = "handler"
    handler: TravelerHandler
    params: dict[str, int] = {}


TravelerPower = Annotated[
    LocationBonus | CostDiscount | UnresolvedWorkerBonus | TravelerHandlerEffect, Field(discriminator="kind")
]


class Gain(_Frozen):
    kind: Literal["gain"] = "gain"
    gain: Reward


class Trade(_Frozen):
    kind: Literal["trade"] = "trade"
    pay: Cost
    gain: Reward

    @model_validator(mode="after")
    def _both_sides(self) -> Trade:
        if self.pay.empty or self.gain.empty:
            raise ValueError("a trade pays something and gains something")
        return self


class InnHandlerEffect(_Frozen):
    kind: Literal["handler"] = "handler"
    handler: InnHandler


InnAction = Annotated[Gain | Trade | InnHandlerEffect, Field(discriminator="kind")]


class InnOption(_Frozen):
    """What the Inn does for a die between ``min`` and ``max``. ``repeat``: how many times at most
    (a number, or ``"die"`` for the die's value); 1 means once (no arrow on the card)."""

    min: Face
    max: Face
    action: InnAction
    repeat: PositiveInt | Literal["die"] = 1
    text: str = Field(min_length=5)

    def times(self, die: int) -> int:
        return die if self.repeat == "die" else self.repeat


class Traveler(_Frozen):
    id: str = Field(pattern=r"^[a-z_]+$")
    name: str
    timing: Timing
    power: TravelerPower
    power_text: str = Field(min_length=10)
    inn: tuple[InnOption, ...] = Field(min_length=1)
    origin: Origin
    notes: str = ""

    @model_validator(mode="after")
    def _inn_covers_every_die(self) -> Traveler:
        faces = sorted(face for option in self.inn for face in range(option.min, option.max + 1))
        if faces != [1, 2, 3, 4, 5, 6]:
            raise ValueError(f"{self.name}: the Inn options must cover die faces 1-6 exactly once")
        return self

    def inn_option(self, die: int) -> InnOption:
        return next(option for option in self.inn if option.min <= die <= option.max)


# ------------------------------------------------------------------------------------ setup and tables


class CottageSlot(_Frozen):
    slot: PositiveInt  # 1 is the lowest slot, emptied first
    vp: NonNegativeInt


class StartingCoins(_Frozen):
    players: int = Field(ge=1, le=5)
    seats: tuple[PositiveInt, ...]  # seat 1 is the first Early Bird, then clockwise; one Coin each


class BlindDraw(_Frozen):
    min: Face
    max: Face
    cards: PositiveInt


class OwlsNest(_Frozen):
    face_up: PositiveInt
    take_face_up: PositiveInt  # cards taken from the display with any die
    blind_draw: tuple[BlindDraw, ...]
    origin: Origin

    @model_validator(mode="after")
    def _covers_every_die(self) -> OwlsNest:
        faces = sorted(face for rule in self.blind_draw for face in range(rule.min, rule.max + 1))
        if faces != [1, 2, 3, 4, 5, 6]:
            raise ValueError("the Owl's Nest blind draw must cover die faces 1-6 exactly once")
        return self

    def cards_drawn(self, die: int) -> int:
        return next(rule.cards for rule in self.blind_draw if rule.min <= die <= rule.max)


class MarketTrade(_Frozen):
    pay: Cost
    gain: Reward
    text: str = Field(min_length=5)


class Token(_Frozen):
    id: Literal["wheelbarrow", "almanac"]
    count: PositiveInt
    text: str = Field(min_length=10)
    locations: tuple[LocationGroup, ...] = ()  # where a Wheelbarrow may go with a worker
    extra_goods: NonNegativeInt = 0  # Wheelbarrow: Goods of a type the location produces
    uses_per_month: NonNegativeInt = 0  # Almanac: a +1/-1 change that is never spent
    origin: Origin


class GameLength(_Frozen):
    months: PositiveInt
    removed_per_stack: dict[Season, NonNegativeInt] = {}


class ResourceScoring(_Frozen):
    story_vp: NonNegativeInt
    coin_vp: NonNegativeInt
    goods_set_size: PositiveInt
    goods_set_different: bool  # True: a set is that many Goods of different types
    goods_set_vp: NonNegativeInt
    origin: Origin


class Setup(_Frozen):
    components: dict[str, NonNegativeInt]
    goods: dict[Good, PositiveInt]
    families: tuple[str, ...]
    cottage_slots: tuple[CottageSlot, ...]
    cottage_slots_origin: Origin
    starting_coins: dict[Literal["normal", "short"], tuple[StartingCoins, ...]]
    starting_coins_origin: Origin
    game_length: dict[Literal["normal", "short"], GameLength]
    owls_nest: OwlsNest
    workshop_slots: PositiveInt
    comforts_dealt: PositiveInt
    comforts_kept: PositiveInt
    hand_limit: PositiveInt
    market: tuple[MarketTrade, ...] = Field(min_length=1)
    tokens: tuple[Token, ...]
    lesson_learned_step: PositiveInt
    resource_scoring: ResourceScoring
    notes: str = ""

    @model_validator(mode="after")
    def _tables(self) -> Setup:
        if self.components != COMPONENTS:
            wrong = sorted(set(self.components.items()) ^ set(COMPONENTS.items()))
            raise ValueError(f"components differ from the rules document's list: {wrong}")
        if self.goods != GOODS_IN_BOX or sum(self.goods.values()) != 114:
            raise ValueError(f"expected the 114 Goods tokens of the components list, found {self.goods}")
        if tuple(sorted(self.families)) != tuple(sorted(FAMILIES)):
            raise ValueError("expected the five families of the components list")
        slots = [slot.slot for slot in self.cottage_slots]
        if slots != list(range(1, COMPONENTS["cottages_per_player"] + 1)):
            raise ValueError("one Cottage slot per Cottage, numbered from the lowest")
        for length, table in self.starting_coins.items():
            if sorted(row.players for row in table) != [1, 2, 3, 4, 5]:
                raise ValueError(f"starting coins ({length}): one row per player count 1-5")
            for row in table:
                if any(seat > row.players for seat in row.seats) or len(set(row.seats)) != len(row.seats):
                    raise ValueError(f"starting coins ({length}, {row.players} players): bad seat")
        if set(self.starting_coins) != {"normal", "short"} or set(self.game_length) != {"normal", "short"}:
            raise ValueError("both the normal and the short game need a starting-coin chart and a length")
        for rules in self.game_length.values():
            left = {season: n - rules.removed_per_stack.get(season, 0) for season, n in VALLEY_SEASONS.items()}
            if any(n < 1 for n in left.values()) or sum(left.values()) != rules.months:
                raise ValueError("a month uses one card per Valley stack: months must equal the cards left")
        tokens = {token.id: token.count for token in self.tokens}
        expected = {"wheelbarrow": COMPONENTS["wheelbarrow_tokens"], "almanac": COMPONENTS["almanac_tokens"]}
        if tokens != expected or len(self.tokens) != 2:
            raise ValueError(f"expected 2 Wheelbarrow and 2 Almanac tokens, found {tokens}")
        if self.comforts_kept > self.comforts_dealt:
            raise ValueError("cannot keep more Comforts than dealt")
        for trade in self.market:
            if trade.pay.empty or trade.gain.empty:
                raise ValueError("a Market trade pays something and gains something")
        return self

    def coins_for(self, players: int, seat: int, *, short: bool = False) -> int:
        table = self.starting_coins["short" if short else "normal"]
        row = next(row for row in table if row.players == players)
        return 1 if seat in row.seats else 0

    def empty_slot_vp(self, cottages_left: int) -> int:
        """VP of the empty Cottage slots when ``cottages_left`` Cottages are still at home (lowest leave first)."""
        emptied = len(self.cottage_slots) - cottages_left
        return sum(slot.vp for slot in self.cottage_slots[:emptied])


class Choice(_Frozen):
    question: str = Field(min_length=10)
    choice: str = Field(min_length=5)
    reason: str = Field(min_length=10)


# ----------------------------------------------------------------------------------------------- content


def _duplicates(ids: Iterable[str]) -> list[str]:
    return sorted(key for key, n in Counter(ids).items() if n > 1)


class CreatureComfortsContent(_Frozen):
    valley_cards: tuple[ValleyCard, ...]
    river: RiverDial
    comforts: tuple[Comfort, ...]
    improvements: tuple[Improvement, ...]
    travelers: tuple[Traveler, ...]
    setup: Setup
    choices: tuple[Choice, ...] = ()
    # id -> card for each kind: the rules and the AI look cards up thousands of times a second
    _by_id: dict[str, dict[str, Any]] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _counts_match_the_components_list(self) -> CreatureComfortsContent:
        self._check_valley()
        self._check_comforts()
        self._check_improvements()
        if len(self.travelers) != COMPONENTS["travelers"]:
            raise ValueError(f"expected {COMPONENTS['travelers']} Travelers, found {len(self.travelers)}")
        ids = [c.id for c in self.comforts] + [i.id for i in self.improvements] + [t.id for t in self.travelers]
        if _duplicates(ids):
            raise ValueError(f"ids must be unique across Comforts, Improvements and Travelers: {_duplicates(ids)}")
        return self

    def _check_valley(self) -> None:
        if len(self.valley_cards) != COMPONENTS["valley_cards"]:
            raise ValueError(f"expected {COMPONENTS['valley_cards']} Valley cards, found {len(self.valley_cards)}")
        if _duplicates(card.id for card in self.valley_cards):
            raise ValueError(f"Valley card ids repeat: {_duplicates(card.id for card in self.valley_cards)}")
        for stack in STACKS:
            seasons = Counter(card.season for card in self.valley_cards if card.stack == stack)
            if dict(seasons) != VALLEY_SEASONS:
                raise ValueError(f"the {stack} stack needs 3 Spring, 3 Summer and 2 Fall cards, found {seasons}")
            prefix = "F" if stack == "forest" else "M"
            if any(card.id[0] != prefix for card in self.valley_cards if card.stack == stack):
                raise ValueError(f"{stack} card ids start with {prefix}")

    def _check_comforts(self) -> None:
        copies = sum(comfort.copies for comfort in self.comforts)
        if copies != COMPONENTS["comforts"]:
            raise ValueError(f"expected {COMPONENTS['comforts']} Comfort cards, the copies add up to {copies}")
        ids = [comfort.id for comfort in self.comforts]
        if _duplicates(ids):
            raise ValueError(f"Comfort ids repeat: {_duplicates(ids)}")
        for comfort in self.comforts:
            bonus = comfort.bonus
            named: tuple[str, ...] = (bonus.comfort,) if isinstance(bonus, WithComfort) else ()
            named += bonus.comforts if isinstance(bonus, PerOtherComfort) else ()
            unknown = [name for name in named if name not in ids]
            if unknown:
                raise ValueError(f"{comfort.name}: its bonus names unknown Comforts {unknown}")

    def _check_improvements(self) -> None:
        copies = sum(improvement.copies for improvement in self.improvements)
        if copies != COMPONENTS["improvements"]:
            raise ValueError(f"expected {COMPONENTS['improvements']} Improvements, the copies add up to {copies}")
        if _duplicates(improvement.id for improvement in self.improvements):
            raise ValueError("Improvement ids repeat")
        for token in ("wheelbarrow", "almanac"):
            granted = sum(
                i.copies for i in self.improvements if isinstance(i.ability, GrantToken) and i.ability.token == token
            )
            if granted != COMPONENTS[f"{token}_tokens"]:
                raise ValueError(f"{granted} Improvement cards grant the {token} token; the box holds 2")
        comfort_types = {comfort.type for comfort in self.comforts}
        for improvement in self.improvements:
            ability = improvement.ability
            if isinstance(ability, ScoreOthersComfortType | StoreOnComfortType) and ability.type not in comfort_types:
                raise ValueError(f"{improvement.name}: no Comfort has the type {ability.type}")

    def model_post_init(self, context: Any, /) -> None:
        for kind in ("comforts", "improvements", "travelers", "valley_cards"):
            index: dict[str, Any] = {}
            for card in getattr(self, kind):
                index.setdefault(card.id, card)
            self._by_id[kind] = index

    def _find(self, kind: str, card_id: str) -> Any:
        return self._by_id[kind][card_id]

    def comfort(self, comfort_id: str) -> Comfort:
        return self._find("comforts", comfort_id)  # type: ignore[no-any-return]

    def improvement(self, improvement_id: str) -> Improvement:
        return self._find("improvements", improvement_id)  # type: ignore[no-any-return]

    def traveler(self, traveler_id: str) -> Traveler:
        return self._find("travelers", traveler_id)  # type: ignore[no-any-return]

    def valley_card(self, card_id: str) -> ValleyCard:
        return self._find("valley_cards", card_id)  # type: ignore[no-any-return]

    def comfort_deck(self) -> list[str]:
        """One id per physical Comfort card (72)."""
        return [c.id for c in self.comforts for _ in range(c.copies)]

    def improvement_deck(self, *, solo: bool = False) -> list[str]:
        """One id per physical Improvement card (34; fewer for solo, without the cards that need opponents)."""
        return [i.id for i in self.improvements if i.solo or not solo for _ in range(i.copies)]

    def valley_stack(self, stack: Stack, season: Season) -> list[ValleyCard]:
        return [card for card in self.valley_cards if card.stack == stack and card.season == season]


FILES: tuple[str, ...] = (
    "valley.json",
    "river_dial.json",
    "comforts.json",
    "improvements.json",
    "travelers.json",
    "setup.json",
    "choices.json",
)


def _read(name: str) -> Any:
    return read_json("creature_comforts", name)


def raw_content() -> dict[str, Any]:
    """The files' JSON merged into one mapping, unvalidated (tests damage a copy of it)."""
    data: dict[str, Any] = {}
    for name in FILES:
        data.update(_read(name))
    return data


@cache
def load_content() -> CreatureComfortsContent:
    return CreatureComfortsContent.model_validate(raw_content())
