"""Snowcrest's content validates, and its counts match the rules document (seeds/003, "the rules" below)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from pydantic import ValidationError

from hearthwood.engine.games.snowcrest.content import (
    FAQ_HANDLERS,
    HANDLERS,
    RESOURCES,
    Handler,
    SnowcrestContent,
    Villager,
    load_choices,
    load_content,
    raw_content,
)


@pytest.fixture(scope="module")
def content() -> SnowcrestContent:
    return load_content()


def test_shipped_content_validates_and_is_cached(content: SnowcrestContent) -> None:
    assert load_content() is content
    assert SnowcrestContent.model_validate(raw_content()) == content


def test_card_counts_match_the_components_list(content: SnowcrestContent) -> None:
    # Rules, GAME CONTENTS: "in the 4 player colours (red, blue, green and yellow)".
    assert sorted(content.colours) == ["blue", "green", "red", "yellow"]
    # Rules: "4 Starting Villager cards per player (with Starting Card icon)".
    assert len(content.starting_villagers) == 4
    # Rules: "9 Villager cards per player (with matching backs)"; a Village deck is "13 cards each".
    assert len(content.personal_villagers) == 9
    assert len(content.starting_villagers) + len(content.personal_villagers) == 13
    # Rules: "35 Common Villager cards (with white backs)".
    assert sum(card.copies for card in content.common_villagers) == 35
    assert len(content.common_deck()) == 35
    # Rules: "12 Guardian cards (brown)", "10 Achievement cards (yellow)", "6 Forest cards (green)".
    assert len(content.guardians) == 12
    assert len(content.achievements) == 10
    assert len(content.forest_cards) == 6


def test_tracks_match_the_rules(content: SnowcrestContent) -> None:
    # Rules, Remove an omen / Gain an Omen: the marker runs from +5 to -5 and starts on (0).
    assert [s.space for s in content.omen_track.spaces] == [5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5]
    assert content.omen_track.start == 0
    # Rules, scoring example: "her Omen tracker ended on the -1 space, so she loses a point".
    assert content.omen_track.points(-1) == -1
    # Rules: Omen tokens "will subtract 1 point from your score".
    assert content.omen_track.token_points == -1
    # Rules, Determining a winner: "building 6/7/8 Building tiles: 1/3/5 points"; example: 7 buildings earn 3.
    assert [content.building_track.bonus(n) for n in range(9)] == [0, 0, 0, 0, 0, 0, 1, 3, 5]
    assert content.building_track.starting_building == "Farm"  # Rules, setup 8: "a Farm Building tile"
    # Rules, icon guide: Farm gives 1 Barley, Forge 1 Prayer Bell, Shrine 1 Offering Bowl.
    # Rules, GAME CONTENTS: "52 Building tiles (21x Farm, 16x each of Shrine & Forge)".
    assert {(b.type, b.produces, b.tiles) for b in content.buildings} == {
        ("Farm", "Barley", 21),
        ("Forge", "Prayer Bell", 16),
        ("Shrine", "Offering Bowl", 16),
    }
    # Rules, FAQ Merchant: "5 Barley for 3 Juniper or for 1 Scroll, or 1 Scroll for 3 Juniper ...".
    assert [(s.item, s.count) for s in content.stepping_stones.chain] == [("Barley", 5), ("Juniper", 3), ("Scroll", 1)]
    assert len(content.stepping_stones.trades()) == 6


def test_setup_tables_match_the_rules(content: SnowcrestContent) -> None:
    # Rules, setup 2: Scrolls 20/25/30 for 2/3/4 players; Basic: "14/17/20 tokens for a 2/3/4 player game".
    # Rules, setup 5: "3 Juniper tokens per player ... (6/9/12 for 2/3/4 players)".
    # Rules, setup 7: Achievements "equal to the number of players plus 1".
    rows = {r.players: (r.scrolls, r.basic_scrolls, r.juniper, r.achievements) for r in content.setup.by_players}
    assert rows == {2: (20, 14, 6, 3), 3: (25, 17, 9, 4), 4: (30, 20, 12, 5)}
    assert content.setup.common_row == 5  # Rules, setup 6: "reveal 5 Villager cards"
    assert content.setup.hand_size == 3  # Rules, setup 11: "a hand of 3 cards"
    assert content.setup.starting_barley_by_seat == (3, 4, 5, 6)  # Rules, setup 13
    # Rules, Basic variant: one Forest card, no Guardians, no Achievements, starters cannot be replaced,
    # emptied Forest card: 1 Scroll / 1 Omen to every other player; Veneration: 2 Scrolls / 1 Omen to others.
    basic = content.basic
    assert (basic.forest_cards, basic.uses_guardians, basic.uses_achievements, basic.starters_replaceable) == (
        1,
        False,
        False,
        False,
    )
    assert (basic.forest_emptied_scrolls, basic.forest_emptied_omens_to_others) == (1, 1)
    assert (basic.veneration_scrolls, basic.veneration_omens_to_others) == (2, 1)


def test_solo_table_spot_checks(content: SnowcrestContent) -> None:
    solo = content.solo
    # Rules, solitaire: "two Achievement cards and 10 Scroll tokens ... 3 Juniper ... 3 Barley".
    assert (solo.achievements, solo.juniper) == (2, 3)
    one = solo.level(1)
    assert (one.scrolls, one.points_to_win, one.starting_barley, one.rest_limit) == (10, 10, 3, 4)
    # Rules, difficulty table: level 2 = 11 Scrolls, 3 Barley; level 5 = 13, 2; level 7 = 13, 0; level 9 = 15, 0.
    assert (solo.level(2).scrolls, solo.level(2).starting_barley) == (11, 3)
    assert (solo.level(5).scrolls, solo.level(5).starting_barley) == (13, 2)
    assert (solo.level(7).scrolls, solo.level(7).starting_barley) == (13, 0)
    assert (solo.level(9).scrolls, solo.level(9).starting_barley) == (15, 0)
    # Rules: level 10 = 15 Scrolls, 0 Barley "AND ... earn all the Scrolls before you Rest 3 times".
    ten = solo.level(10)
    assert (ten.scrolls, ten.starting_barley, ten.rest_limit) == (15, 0, 3)
    assert [level.rest_limit for level in solo.levels[:9]] == [4] * 9  # "before your Village Rests for the fourth time"
    # Rules: "1 Scroll token for every 6 Prayer Bells"; no points for leftover resources; Rest tokens 1-4.
    assert (solo.meditation_bells_per_scroll, solo.leftover_resources_score, solo.rest_tokens) == (6, False, 4)
    # Rules, result table: <10 Beggar, 10 Farmer, 11-13 Scholar, 14-16 Priest, 17-19 Terton, 20 Mystic.
    assert [t.title for t in solo.titles] == ["Beggar", "Farmer", "Scholar", "Priest", "Terton", "Mystic"]
    assert [solo.result(1, p) for p in (9, 10, 13, 14, 19, 20)] == [
        (False, "Beggar"),
        (True, "Farmer"),
        (True, "Scholar"),
        (True, "Priest"),
        (True, "Terton"),
        (True, "Mystic"),
    ]
    assert solo.result(8, 13) == (False, "Beggar")  # level 8 needs 14 points


def test_the_mystics_are_exactly_the_cards_removed_in_solo(content: SnowcrestContent) -> None:
    # Rules, solitaire: "Remove all 'Mystic' Villager cards from the game."
    removed = [card for card in content.villagers if card.removed_in_solo]
    assert [card.name for card in removed] == ["Mystic"]
    assert [card.name for card in content.villagers if card.name == "Mystic"] == ["Mystic"]
    assert content.solo.removed_cards == ("mystic",)
    mystics = removed[0].copies
    assert len(content.common_deck(solo=True)) == 35 - mystics
    assert all(card.name != "Mystic" for card in content.common_deck(solo=True))


def test_faq_cards_use_their_handlers_and_every_handler_has_a_card(content: SnowcrestContent) -> None:
    by_id = {card.id: card for card in content.villagers}
    for card_id, handler in FAQ_HANDLERS.items():
        assert handler in by_id[card_id].handlers
    used = {h for card in content.villagers for h in card.handlers}
    assert used == set(HANDLERS)
    # Rules, FAQ: the Recruiter leaves "to the bottom of the Common Villager deck", so it is a Common card.
    assert "recruiter" in {card.id for card in content.common_villagers}


def test_starting_villagers_rest_for_barley_only_face_down(content: SnowcrestContent) -> None:
    # Rules, REST: starters "only gain a player resources when Resting if they are face-down".
    for card in content.starting_villagers:
        assert card.rest_income.face_up == ()
        assert card.rest_income.face_down == ("Barley",)
    for card in (*content.personal_villagers, *content.common_villagers):
        assert card.rest_income.face_up == card.icons and card.rest_income.face_down == ()


def test_every_card_says_where_it_comes_from(content: SnowcrestContent) -> None:
    origins = {card.origin for card in (*content.villagers, *content.guardians, *content.forest_cards)}
    assert origins <= {"published", "rules document", "project design"}
    # The cards the rules document names keep that origin.
    named = {"farmer", "priest", "nun", "officer", "gardener", "abbot", "mystic", "recruiter", "scholar"}
    assert all(content.card(card_id).origin == "rules document" for card_id in named)
    assert content.card("stone_warden").designed == ("name",)


def test_choices_are_recorded() -> None:
    choices = load_choices()
    assert len(choices) >= 10
    assert any("Mystic" in choice.question for choice in choices)


def _common(data: dict[str, Any], card_id: str) -> dict[str, Any]:
    return next(card for card in data["common_villagers"] if card["id"] == card_id)


def _set_first_resource(data: dict[str, Any]) -> None:
    data["personal_villagers"][0]["actions"][0]["effects"][0]["resources"][0]["resource"] = "Yak Butter"


DAMAGE: dict[str, Callable[[dict[str, Any]], object]] = {
    "missing starting villager": lambda d: d["starting_villagers"].pop(),
    "missing personal villager": lambda d: d["personal_villagers"].pop(),
    "missing guardian": lambda d: d["guardians"].pop(),
    "missing achievement": lambda d: d["achievements"].pop(),
    "missing forest card": lambda d: d["forest_cards"].pop(),
    "missing FAQ card": lambda d: d["common_villagers"].remove(_common(d, "merchant")),
    "FAQ card replaced, count kept": lambda d: (
        d["common_villagers"].remove(_common(d, "merchant")),
        _common(d, "yak_herder").update(copies=5),
    ),
    "wrong copies": lambda d: _common(d, "yak_herder").update(copies=4),
    "a colour too few": lambda d: d["colours"].pop(),
    "unknown handler": lambda d: _common(d, "scholar")["actions"][0]["effects"][0].update(handler="copycat"),
    "handler on the wrong card": lambda d: _common(d, "poet")["actions"][0]["effects"][0].update(handler="merchant"),
    "unknown effect": lambda d: _common(d, "potter")["actions"][0]["effects"][0].update(kind="juggle"),
    "unknown resource": _set_first_resource,
    "unknown icon": lambda d: _common(d, "potter").update(icons=["Tea"], rest_income={"face_up": ["Tea"]}),
    "juniper from the supply": lambda d: _common(d, "potter")["actions"][0]["effects"][0].update(
        resources=[{"resource": "Juniper", "count": 2}]
    ),
    "unknown guardian demand": lambda d: d["guardians"][0]["offering"][0].update(item="Firstborn"),
    "solo level out of order": lambda d: d["solo"]["levels"].insert(0, d["solo"]["levels"].pop(3)),
    "solo level missing": lambda d: d["solo"]["levels"].pop(),
    "solo target not the scrolls": lambda d: d["solo"]["levels"][1].update(points_to_win=12),
    "solo titles with a gap": lambda d: d["solo"]["titles"][2].update(minimum=12),
    "mystic kept in solo": lambda d: _common(d, "mystic").update(removed_in_solo=False),
    "another card removed in solo": lambda d: _common(d, "poet").update(removed_in_solo=True),
    "wrong scrolls for 3 players": lambda d: d["setup"]["by_players"][1].update(scrolls=24),
    "wrong building bonus": lambda d: d["building_track"]["bonuses"][1].update(points=2),
    "wrong building output": lambda d: d["buildings"][0].update(produces="Gold"),
    "starter with front income": lambda d: d["starting_villagers"][0]["rest_income"].update(face_up=["Barley"]),
    "rest income unlike icons": lambda d: _common(d, "potter")["rest_income"].update(face_up=["Gold"]),
    "forest reward of 2 scrolls": lambda d: d["forest_cards"][0]["reward"].update(scrolls=2),
    "unknown origin": lambda d: d["guardians"][1].update(origin="hearsay"),
    "extra field": lambda d: d["guardians"][1].update(flavour="roars"),
    "duplicate id": lambda d: d["guardians"][1].update(id="stone_warden"),
    "omen track short": lambda d: d["omen_track"]["spaces"].pop(),
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_damaged_content_is_refused(damage: Callable[[dict[str, Any]], object]) -> None:
    data = json.loads(json.dumps(raw_content()))
    damage(data)
    with pytest.raises(ValidationError):
        SnowcrestContent.model_validate(data)


def test_types_are_exposed() -> None:
    assert RESOURCES == ("Barley", "Offering Bowl", "Prayer Bell", "Juniper", "Gold")
    assert Villager.model_config["frozen"] and Handler.model_config["extra"] == "forbid"
