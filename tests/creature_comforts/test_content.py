"""Creature Comforts' card data validates, its counts match the rules document's components list, damaged
data is refused, published cards read as the research notes say, and every location can be used."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from itertools import product
from typing import Any

import pytest
from pydantic import ValidationError

from hearthwood.engine.games.creature_comforts.content import (
    DICE_POOL,
    Comfort,
    CreatureComfortsContent,
    Exact,
    Glade,
    GrantToken,
    Improvement,
    ImprovementHandlerEffect,
    LocationBonus,
    Run,
    Same,
    Storage,
    StorageExactly,
    Sum,
    Trade,
    Traveler,
    TravelerHandlerEffect,
    ValleyCard,
    WithComfort,
    load_content,
    raw_content,
)
from tests.narrow import narrow


@pytest.fixture(scope="module")
def content() -> CreatureComfortsContent:
    return load_content()


def test_the_shipped_content_validates_and_is_cached(content: CreatureComfortsContent) -> None:
    assert load_content() is content
    assert CreatureComfortsContent.model_validate(raw_content()) == content


def test_card_counts_match_the_components_list(content: CreatureComfortsContent) -> None:
    assert len(content.valley_cards) == 16  # rules document §2: "16 Valley Cards"
    assert len(content.comfort_deck()) == 72  # §2: "72 Comfort Cards"
    assert len(content.improvement_deck()) == 34  # §2: "34 Improvement Cards"
    assert len(content.travelers) == 15  # §2: "15 Traveler Cards"


def test_valley_stacks_and_seasons(content: CreatureComfortsContent) -> None:
    for stack in ("forest", "meadow"):  # §2: "8 Forest, 8 Meadow: 3 Spring, 3 Summer, 2 Fall each"
        cards = [card for card in content.valley_cards if card.stack == stack]
        assert len(cards) == 8
        assert Counter(card.season for card in cards) == {"spring": 3, "summer": 3, "fall": 2}
    assert all(len(card.locations) == 2 for card in content.valley_cards)  # two locations per card (research §1)


def test_seasons_never_give_their_missing_good(content: CreatureComfortsContent) -> None:
    missing = {"spring": "grain", "summer": "mushroom", "fall": "yarn"}  # §5 The Valley: seasonal availability
    for card in content.valley_cards:
        for location in card.locations:
            assert missing[card.season] not in location.reward.goods, card.id


def test_token_and_supply_counts(content: CreatureComfortsContent) -> None:
    setup = content.setup
    assert setup.components["lesson_learned_tokens"] == 21  # §2: "21 Lesson Learned Tokens"
    assert setup.components["wheelbarrow_tokens"] == 2  # §2: "2 Wheelbarrows"
    assert setup.components["almanac_tokens"] == 2  # §2: "2 Almanacs"
    assert setup.components["coins"] == 20  # §2: "20 Coins"
    assert setup.components["stories"] == 20  # §2: "20 Stories"
    assert sum(setup.goods.values()) == 114  # §2: "114 Goods Tokens"
    assert setup.goods == {"wood": 20, "stone": 20, "fruit": 20, "mushroom": 18, "yarn": 18, "grain": 18}  # §2 list
    assert len(setup.families) == 5  # §2: "5 player colors"
    assert len(setup.cottage_slots) == 4  # §2: "20 Cottages (4 per player)"; §5 Cottages: "You start with 4"
    for token in ("wheelbarrow", "almanac"):
        granting = [i for i in content.improvements if isinstance(i.ability, GrantToken) and i.ability.token == token]
        assert sum(i.copies for i in granting) == 2  # one Improvement card per token in the box


def test_game_length_owls_nest_market_and_scoring(content: CreatureComfortsContent) -> None:
    setup = content.setup
    assert setup.game_length["normal"].months == 8  # §4: "8 months"
    assert setup.game_length["short"].months == 6  # §3: short game, 6 months
    assert setup.game_length["short"].removed_per_stack == {"spring": 1, "summer": 1}  # §3 short game
    assert setup.owls_nest.face_up == 4  # §3.4: "Reveal 4 face-up"
    assert [setup.owls_nest.cards_drawn(die) for die in range(1, 7)] == [1, 1, 1, 1, 2, 2]  # §5 Owl's Nest
    assert setup.workshop_slots == 6  # §3.5: "slots 1-6"
    assert (setup.comforts_dealt, setup.comforts_kept, setup.hand_limit) == (3, 2, 3)  # §3 player setup, §4 5.F
    trades = [(t.pay.model_dump(exclude_defaults=True), t.gain.model_dump(exclude_defaults=True)) for t in setup.market]
    assert trades == [  # §5 The Market
        ({"coins": 1}, {"any_goods": 1}),
        ({"matching_goods": 2}, {"any_goods": 1}),
        ({"any_goods": 3}, {"coins": 1}),
    ]
    scoring = setup.resource_scoring  # §6 D: 1 VP per Story, per Coin, per set of 3 different Goods
    assert (scoring.story_vp, scoring.coin_vp, scoring.goods_set_size, scoring.goods_set_vp) == (1, 1, 3, 1)
    assert scoring.goods_set_different


def test_cottage_slots_and_starting_coins(content: CreatureComfortsContent) -> None:
    setup = content.setup
    assert [setup.empty_slot_vp(left) for left in (4, 3, 2, 1, 0)] == [0, 1, 3, 7, 8]  # research §6 totals
    assert setup.cottage_slots_origin == "derived"
    assert [setup.coins_for(5, seat) for seat in range(1, 6)] == [0, 1, 1, 1, 1]  # research §6 chart
    assert [setup.coins_for(4, seat) for seat in range(1, 5)] == [0, 0, 1, 1]
    assert [setup.coins_for(3, seat, short=True) for seat in range(1, 4)] == [0, 0, 1]
    assert [setup.coins_for(5, seat, short=True) for seat in range(1, 6)] == [0, 0, 0, 1, 1]
    assert all(setup.coins_for(players, 1) == 0 for players in range(1, 6))


def test_river_dial(content: CreatureComfortsContent) -> None:
    river = content.river
    rewards = {s.id: s.reward.model_dump(exclude_defaults=True) for s in river.sections}
    assert rewards == {  # §5 The River
        "one_of_three": {"goods": {"stone": 1}},
        "one_of_two": {"goods": {"stone": 2}},
        "one_specific": {"goods": {"stone": 1}, "coins": 1},
    }
    assert river.requirement(1, "one_specific").values == (1,)  # research §2 table
    assert river.requirement(1, "one_of_two").values == (2, 3)
    assert river.requirement(5, "one_of_two").values == (6, 1)
    assert [river.turned(p) for p in (4, 3, 2, 1, 6)] == [3, 2, 1, 6, 5]  # clockwise lowers the position


# ------------------------------------------------------------------------------- published spot checks


def _cost(item: Comfort | Improvement) -> dict[str, Any]:
    return item.cost.model_dump(exclude_defaults=True)


@pytest.mark.parametrize(
    ("comfort_id", "name", "cost", "vp", "comfort_type"),
    [  # research §3 table
        ("rocking_chair", "Rocking Chair", {"goods": {"wood": 3, "yarn": 1}}, 5, None),
        ("stew", "Stew", {"goods": {"mushroom": 4}}, 5, "food"),
        ("bread", "Bread", {"goods": {"grain": 5}}, 4, "food"),
        ("quilt", "Quilt", {"goods": {"yarn": 1}, "coins": 1, "stories": 1}, 7, "clothing"),
        ("board_game", "Board Game", {"any_goods": 2, "coins": 1, "stories": 1}, 7, None),
        ("hearth", "Hearth", {"goods": {"wood": 2, "stone": 3}}, 6, "lighting"),
    ],
)
def test_published_comforts(
    content: CreatureComfortsContent,
    comfort_id: str,
    name: str,
    cost: dict[str, object],
    vp: int,
    comfort_type: str | None,
) -> None:
    comfort = content.comfort(comfort_id)
    assert (comfort.name, _cost(comfort), comfort.vp, comfort.type) == (name, cost, vp, comfort_type)
    assert comfort.copies == 3 and comfort.origin == "published"


def test_published_comfort_bonuses(content: CreatureComfortsContent) -> None:
    assert narrow(content.comfort("rocking_chair").bonus, WithComfort).comfort == "quilt"  # research §3, [2+]
    assert narrow(content.comfort("stew").bonus, WithComfort).comfort == "bread"
    assert narrow(content.comfort("bread").bonus, WithComfort).comfort == "soup"
    lamp = narrow(content.comfort("lamp").bonus, StorageExactly)
    assert (lamp.kind, lamp.points, lamp.stored.stories) == ("storage_exactly", 7, 2)
    piggy = narrow(content.comfort("piggy_bank").bonus, Storage)
    assert (piggy.kind, piggy.points, piggy.per.coins) == ("storage", 2, 1)
    assert Counter(c.type for c in content.comforts) == {  # research §3 type tally
        None: 10,
        "food": 5,
        "clothing": 3,
        "lighting": 3,
        "outdoor": 3,
    }


@pytest.mark.parametrize(
    ("improvement_id", "name", "cost", "vp"),
    [  # research §4 table
        ("herb_garden", "Herb Garden", {"goods": {"wood": 2}}, 1),
        ("wheelbarrow", "Wheelbarrow", {"goods": {"wood": 2}, "coins": 1}, 2),
        ("guest_cottage", "Guest Cottage", {"goods": {"wood": 1, "stone": 2, "grain": 1}}, 4),
        ("umbrella", "Umbrella", {"coins": 2}, 3),
        ("almanac", "Almanac", {"goods": {"wood": 1, "stone": 1}, "coins": 2}, 3),
    ],
)
def test_published_improvements(
    content: CreatureComfortsContent, improvement_id: str, name: str, cost: dict[str, object], vp: int
) -> None:
    improvement = content.improvement(improvement_id)
    assert (improvement.name, _cost(improvement), improvement.vp) == (name, cost, vp)
    assert improvement.copies == 2


def test_glades_and_solo_deck(content: CreatureComfortsContent) -> None:
    glades = sorted(i.id for i in content.improvements if i.is_glade)
    assert glades == ["field", "guest_cottage", "orchard", "wildwood"]  # research §4: 4 Glade designs
    guest = content.improvement("guest_cottage").ability
    assert isinstance(guest, Glade) and not guest.owner_may_use and guest.user_pays_owner.any_goods == 1
    orchard = content.improvement("orchard").ability
    assert isinstance(orchard, Glade) and orchard.user.goods == {"fruit": 2} and orchard.owner.goods == {"fruit": 1}
    assert len(content.improvement_deck(solo=True)) == 24  # research §4: solo deck of 12 designs
    handlers = {i.ability.handler for i in content.improvements if isinstance(i.ability, ImprovementHandlerEffect)}
    assert handlers == {
        "move_worker_at_turn_start",
        "workshop_die_counts_six",
        "raise_own_family_die",
        "nudge_village_die",
        "market_one_for_one_swap",
    }


def test_travelers(content: CreatureComfortsContent) -> None:
    timings = Counter(t.timing for t in content.travelers)  # research §5 timing tally
    assert timings == {"immediately": 5, "whole_month": 7, "end_of_month": 2, "after_family_roll": 1}
    bear = content.traveler("black_bear")  # §5 The Inn: "Black Bear lets you spend 1 Fruit for 1 Good, up to die"
    option = bear.inn_option(2)
    trade = narrow(option.action, Trade)
    assert trade.pay.goods == {"fruit": 1} and trade.gain.any_goods == 1
    assert option.repeat == "die" and option.times(3) == 3
    bonus = narrow(bear.power, LocationBonus)
    assert bonus.kind == "location_bonus" and bonus.gain.goods == {"fruit": 1}
    lynx = content.traveler("canada_lynx")  # §4 step 1: "give 2 different Goods to the player on their left"
    handler = narrow(lynx.power, TravelerHandlerEffect)
    assert lynx.timing == "immediately" and handler.handler == "give_goods_to_left"
    assert handler.params == {"different_goods": 2}
    assert narrow(content.traveler("snapping_turtle").inn_option(4).action, Trade).pay.comforts == 1  # choices.json


def test_every_record_carries_an_origin_and_choices_are_recorded(content: CreatureComfortsContent) -> None:
    items: list[ValleyCard | Comfort | Improvement | Traveler] = [
        *content.valley_cards,
        *content.comforts,
        *content.improvements,
        *content.travelers,
    ]
    assert all(item.origin in {"published", "derived", "project design"} for item in items)
    questions = " ".join(choice.question for choice in content.choices)
    for topic in ("Owl's Nest", "Story", "Wheelbarrow", "Early Bird", "Snapping Turtle", "Moose", "Canada Lynx"):
        assert topic in questions


# ------------------------------------------------------------------------------------ dice requirements


def _satisfiable(requirement: Any) -> bool:
    return any(requirement.meets(roll) for n in range(1, DICE_POOL + 1) for roll in product(range(1, 7), repeat=n))


def test_every_location_can_be_used(content: CreatureComfortsContent) -> None:
    requirements = [loc.requirement for card in content.valley_cards for loc in card.locations]
    requirements += [
        content.river.requirement(face.position, section.id)
        for face in content.river.faces
        for section in content.river.sections
    ]
    assert len(requirements) == 32 + 18
    for requirement in requirements:
        assert _satisfiable(requirement), requirement


def test_requirements_read_exactly_not_as_the_port_bugs() -> None:
    assert Exact(values=(5, 6)).meets([6, 5]) and not Exact(values=(5, 6)).meets([5, 5])  # research §9
    assert Sum(dice=2, max=5).meets([2, 3]) and not Sum(dice=2, max=5).meets([3, 3])  # research §9: <=5, not <=7
    assert not Sum(dice=2, max=5).meets([1, 1, 1])
    assert Sum(min=11).meets([5, 6]) and Sum(min=11).meets([2, 3, 3, 3]) and not Sum(min=11).meets([6, 4])
    assert Run(length=3).meets([4, 2, 3]) and not Run(length=3).meets([2, 3, 3])
    assert Same(dice=2).meets([4, 4]) and not Same(dice=2).meets([4, 4, 4])


# ------------------------------------------------------------------------------------------ damaged data


def _improvement(data: dict[str, Any], improvement_id: str) -> dict[str, Any]:
    return next(i for i in data["improvements"] if i["id"] == improvement_id)


def _comfort(data: dict[str, Any], comfort_id: str) -> dict[str, Any]:
    return next(c for c in data["comforts"] if c["id"] == comfort_id)


DAMAGE: dict[str, Callable[[dict[str, Any]], object]] = {
    "missing valley card": lambda d: d["valley_cards"].pop(),
    "missing traveler": lambda d: d["travelers"].pop(),
    "missing comfort design": lambda d: d["comforts"].pop(),
    "missing improvement design": lambda d: d["improvements"].pop(),
    "wrong season count": lambda d: d["valley_cards"][0].update(season="fall"),
    "grain in spring": lambda d: d["valley_cards"][0]["locations"][0]["reward"].update(goods={"grain": 1}),
    "unknown improvement handler": lambda d: _improvement(d, "bicycle")["ability"].update(handler="teleport"),
    "unknown traveler handler": lambda d: d["travelers"][0]["power"].update(handler="made_up"),
    "unknown effect kind": lambda d: _comfort(d, "piggy_bank")["bonus"].update(kind="sparkle"),
    "negative comfort cost": lambda d: _comfort(d, "stew")["cost"]["goods"].update(mushroom=-1),
    "negative improvement cost": lambda d: _improvement(d, "umbrella")["cost"].update(coins=-2),
    "comfort copies not summing": lambda d: _comfort(d, "stew").update(copies=2),
    "improvement copies not summing": lambda d: _improvement(d, "scale").update(copies=3),
    "unknown good": lambda d: _comfort(d, "stew")["cost"].update(goods={"honey": 4}),
    "bonus names unknown comfort": lambda d: _comfort(d, "stew")["bonus"].update(comfort="gruel"),
    "lost almanac token grant": lambda d: _improvement(d, "almanac").update(
        ability={"kind": "handler", "handler": "nudge_village_die"}
    ),
    "inn misses a die face": lambda d: d["travelers"][0]["inn"][1].update(min=6),
    "repeat count zero": lambda d: d["travelers"][0]["inn"][0].update(repeat=0),
    "unknown timing": lambda d: d["travelers"][0].update(timing="at_dawn"),
    "river face repeats a value": lambda d: d["river"]["faces"][0]["values"].update(one_specific=[2]),
    "owl's nest gap": lambda d: d["setup"]["owls_nest"]["blind_draw"].pop(),
    "lesson learned count": lambda d: d["setup"]["components"].update(lesson_learned_tokens=20),
    "goods count": lambda d: d["setup"]["goods"].update(yarn=20),
    "duplicate id": lambda d: _comfort(d, "stew").update(id="bread"),
    "unknown field": lambda d: _comfort(d, "stew").update(flavour="warm"),
    "unknown origin": lambda d: _comfort(d, "stew").update(origin="rumour"),
    "one-good matching group": lambda d: d["setup"]["market"][1]["pay"].update(matching_goods=1),
    "impossible die face": lambda d: d["valley_cards"][0]["locations"][0]["requirement"].update(max=7),
    "unreachable total": lambda d: d["valley_cards"][0]["locations"][1]["requirement"].update(min=13, max=20),
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_damaged_content_is_refused(damage: Callable[[dict[str, Any]], object]) -> None:
    data = copy.deepcopy(raw_content())
    damage(data)
    with pytest.raises(ValidationError):
        CreatureComfortsContent.model_validate(data)
