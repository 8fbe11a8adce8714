"""Snowcrest checked section by section against the rules document (seeds/003): set-up by player count and
by solo level, Meditation when every opponent outbids, the solo game's immediate end, and the
configuration the new-game dialog is built from.

Expected numbers are read off the rules document's tables, never computed by the engine.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearthwood.engine.core import InvalidConfig, perform
from hearthwood.engine.games.snowcrest import GAME
from hearthwood.engine.games.snowcrest.actions import (
    Announce,
    GiveHandCard,
    GiveVillager,
    Outbid,
    PayDefault,
    PayHandCard,
    PayVillager,
    Rest,
    SetupBuy,
    Skip,
    TakeOmens,
)
from hearthwood.engine.games.snowcrest.flow import run
from hearthwood.engine.games.snowcrest.solo import SOLO_LEVELS, SOLO_LOSS_TITLE, SOLO_TITLES, describe_level
from hearthwood.engine.games.snowcrest.state import (
    Building,
    JuniperFrame,
    MeditationFrame,
    Slot,
    SnowcrestConfig,
    SnowcrestState,
)

from .test_more_rules import clean, decide, put

# --- set-up ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "scrolls", "basic_scrolls", "juniper", "achievements"),
    [(2, 20, 14, 6, 3), (3, 25, 17, 9, 4), (4, 30, 20, 12, 5)],
)
def test_setup_by_player_count_full_and_basic(
    players: int, scrolls: int, basic_scrolls: int, juniper: int, achievements: int
) -> None:
    state = GAME.new_state(GAME.make_config({}), players, 5)
    assert (state.scroll_supply, state.forest_juniper, len(state.achievements)) == (scrolls, juniper, achievements)
    assert len(state.forest_deck) == 6 and len(state.guardian_deck) == 12 and len(state.common_row) == 5
    assert len(state.common_deck) == 35 - 5
    assert [p.tokens["Barley"] for p in state.players] == [3, 4, 5, 6][:players]
    basic = GAME.new_state(GAME.make_config({"variant": "basic"}), players, 5)
    assert (basic.scroll_supply, basic.forest_juniper) == (basic_scrolls, juniper)
    assert len(basic.forest_deck) == 1 and not basic.guardian_deck and not basic.achievements


# Solo table: level -> (Scrolls to earn = points to win, starting Barley, Rests allowed before the limit).
SOLO_TABLE = {
    1: (10, 3, 4),
    2: (11, 3, 4),
    3: (12, 3, 4),
    4: (13, 3, 4),
    5: (13, 2, 4),
    6: (13, 1, 4),
    7: (13, 0, 4),
    8: (14, 0, 4),
    9: (15, 0, 4),
    10: (15, 0, 3),
}


@pytest.mark.parametrize("level", range(1, 11))
def test_solo_setup_for_every_level(level: int) -> None:
    scrolls, barley, _ = SOLO_TABLE[level]
    state = GAME.new_state(GAME.make_config({"solo_level": level}), 1, level)
    assert state.scroll_supply == scrolls and state.players[0].tokens == {"Barley": barley}
    assert state.forest_juniper == 3 and len(state.achievements) == 2
    assert "mystic" not in state.common_deck + state.common_row and len(state.common_deck) == 32 - 5


@pytest.mark.parametrize("level", [9, 10])
def test_solo_rest_limit_by_level(level: int) -> None:
    # Every Scroll must be earned before the fourth Rest (level 10: the third).
    limit = SOLO_TABLE[level][2]
    state = clean(players=1, solo_level=level)
    me = state.players[0]
    me.rests = limit - 2
    me.village = [Slot(card="farmer", face_up=False) for _ in range(9)]
    decide(state, Rest(player=0))
    assert not GAME.is_over(state) and me.rests == limit - 1
    me.village = [Slot(card="farmer", face_up=False) for _ in range(9)]
    decide(state, Rest(player=0))
    assert GAME.is_over(state) and state.solo_lost and GAME.result_title(state, 0) is None


def test_solo_setup_purchase_with_no_barley_costs_omens() -> None:
    # Level 7: 0 Barley; the centre card's whole cost is paid in Omens. Mason costs 4.
    state = GAME.new_state(GAME.make_config({"solo_level": 7}), 1, 2)
    state.players[0].hand[0] = "mason"
    perform(GAME, state, SetupBuy(player=0, card="mason"))
    assert state.players[0].omen == -4 and state.phase == "turns"


def test_solo_final_scroll_ends_the_game_immediately_even_mid_forest() -> None:
    # The Forest card's reward is the final Scroll; the game ends at once and the card still goes back under.
    state = clean(players=1)
    state.scroll_supply = 1
    state.forest_juniper = 1
    card = state.forest_deck[0]
    state.acted = True
    state.stack = [JuniperFrame(player=0, remaining=3)]
    run(state)
    while not GAME.is_over(state):
        perform(GAME, state, GAME.legal_actions(state)[0])
    me = state.players[0]
    assert me.scrolls == 1 and not state.stack and state.revealed is None
    assert state.forest_deck[-1] == card and state.forest_known_bottom == 1
    assert me.tokens.get("Juniper", 0) == 1  # the rest of the gain never happened


# --- Meditation -------------------------------------------------------------------------------------------


def test_meditation_every_opponent_outbids_the_active_player_keeps_the_bells() -> None:
    # 3 players: both opponents pay 3 against an announced 2; the active player earns nothing, pays nothing.
    state = clean(players=3)
    for player in state.players:
        player.tokens = {"Prayer Bell": 3}
    state.acted = True
    state.stack = [MeditationFrame(player=0)]
    decide(state, Announce(player=0, bells=2))
    decide(state, Outbid(player=1))
    decide(state, PayDefault(player=1))
    decide(state, Outbid(player=2))
    decide(state, PayDefault(player=2))
    assert not state.stack
    assert [p.scrolls for p in state.players] == [0, 1, 1]
    assert [p.tokens["Prayer Bell"] for p in state.players] == [3, 0, 0]


def test_meditation_two_players_declining_gives_the_active_player_two_scrolls() -> None:
    state = clean(players=2)
    for player in state.players:
        player.tokens = {"Prayer Bell": 5}
    state.acted = True
    state.stack = [MeditationFrame(player=0)]
    decide(state, Announce(player=0, bells=1))
    decide(state, Skip(player=1))  # could outbid, chooses not to
    decide(state, PayDefault(player=0))
    assert [p.scrolls for p in state.players] == [2, 0]
    assert [p.tokens["Prayer Bell"] for p in state.players] == [4, 5]


# --- configuration and the solo titles ---------------------------------------------------------------------


def test_the_config_model_names_and_explains_the_variant_and_the_solo_level() -> None:
    fields = SnowcrestConfig.model_fields
    assert set(fields) == {"variant", "solo_level"}
    for info in fields.values():
        assert info.title and info.description and len(info.description) > 30
    assert fields["solo_level"].default == 1 and fields["variant"].default == "full"
    with pytest.raises(InvalidConfig):
        GAME.make_config({"solo_level": 11})
    with pytest.raises(InvalidConfig):
        GAME.check_player_count(GAME.make_config({"solo_level": 3}), 2)  # solo levels are for one player
    with pytest.raises(InvalidConfig):
        GAME.check_player_count(GAME.make_config({"variant": "basic"}), 1)  # Basic is written for 2-4
    GAME.check_player_count(GAME.make_config({"solo_level": 10}), 1)


def test_solo_titles_and_levels_are_importable_for_the_campaign() -> None:
    assert SOLO_TITLES == ("Beggar", "Farmer", "Scholar", "Priest", "Terton", "Mystic")
    assert SOLO_LOSS_TITLE == "Beggar" and tuple(range(1, 11)) == SOLO_LEVELS
    assert describe_level(1) == (
        "Level 1: earn all 10 Scrolls before your fourth Rest, starting with 3 Barley, "
        "and finish with at least 10 points."
    )
    assert "third Rest" in describe_level(10) and "15 Scrolls" in describe_level(10)
    campaign = Path(__file__).parents[2] / "resources" / "campaigns" / "snowcrest.json"
    if campaign.exists():  # the campaign lists the engine's titles, lowest first
        data = json.loads(campaign.read_text(encoding="utf-8"))
        for chapter in data["chapters"]:
            for challenge in chapter["challenges"]:
                if challenge["goal"]["kind"] == "solo-title":
                    assert tuple(challenge["goal"]["titles"]) == SOLO_TITLES


@pytest.mark.parametrize(("level", "score", "title"), [(1, 10, "Farmer"), (5, 12, "Beggar"), (5, 13, "Scholar")])
def test_solo_title_at_higher_levels_needs_the_levels_target(level: int, score: int, title: str) -> None:
    # Level 5 needs 13 points: 12 is a loss (Beggar) even though 12 would be a Scholar at level 1.
    state = clean(players=1, solo_level=level)
    state.players[0].scrolls = score
    state.scroll_supply = 0
    state.phase = "over"
    assert GAME.result_title(state, 0) == title


# --- scoring ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("tiles", "bonus"), [(5, 0), (6, 1), (7, 3), (8, 5)])
def test_building_bonus_for_six_seven_eight_tiles(tiles: int, bonus: int) -> None:
    state = clean()
    state.players[0].buildings = [Building(type="Farm", face_up=False) for _ in range(tiles)]
    assert GAME.score_sheet(state).category(0, "Buildings") == bonus


def test_every_player_tied_for_the_most_of_a_resource_scores_it() -> None:
    # 3 players: seats 0 and 1 tie on 2 Barley, seat 2 alone has Gold. Nobody holds the other three types.
    state = clean(players=3)
    state.players[0].tokens = {"Barley": 2}
    state.players[1].tokens = {"Barley": 2}
    state.players[2].tokens = {"Barley": 1, "Gold": 1}
    assert [GAME.score_sheet(state).category(p, "Resources") for p in range(3)] == [1, 1, 1]


# --- FAQ: paying offerings and curses ----------------------------------------------------------------------


def _forest(state: SnowcrestState, card: str) -> None:
    """Seat 0 takes the last Juniper off ``card``, which is turned over."""
    state.forest_deck.remove(card)
    state.forest_deck.insert(0, card)
    state.forest_juniper = 1
    state.acted = True
    state.stack = [JuniperFrame(player=0, remaining=1)]
    run(state)
    assert state.revealed == card


def test_a_face_down_card_never_pays() -> None:
    # FAQ: once face-down, a card is not available until the next Rest. Spirit of the Stream: 2 Barley.
    state = clean()
    put(state, 0, 0, "farmer", face_up=False)  # Farmer: 1 Barley icon
    put(state, 0, 1, "farmer")
    _forest(state, "spirit_of_the_stream")
    payers = [a for a in GAME.legal_actions(state) if isinstance(a, PayVillager)]
    assert payers == [PayVillager(player=0, slot=1)]


def test_one_card_cannot_pay_both_a_curses_resource_and_its_card_item() -> None:
    # FAQ. Spirit of the Pines, active player: 1 Barley + 1 card from hand. The Farmer (1 Barley icon) pays the
    # Barley; it is then gone, so the card item costs an Omen. Discarding it to the card item instead gives
    # no Barley (FAQ: no resources from a card discarded to a curse).
    for first in ("pay", "give"):
        state = clean()
        me = state.players[0]
        me.hand = ["farmer"]
        _forest(state, "spirit_of_the_pines")
        frame = state.stack[-1]
        decide(state, PayHandCard(player=0, card="farmer") if first == "pay" else GiveHandCard(player=0, card="farmer"))
        if state.stack and state.stack[-1] is frame:
            decide(state, TakeOmens(player=0))
        assert me.hand == [] and me.discard == ["farmer"] and me.omen == -1


@pytest.mark.parametrize(("card", "goes_to"), [("potter", "common deck"), ("nun", "discard pile")])
def test_a_villager_given_to_a_curse_leaves_like_a_replaced_one(card: str, goes_to: str) -> None:
    # FAQ: cards given up go to the discard pile or under the Common deck. Snow Hare: 1 face-up Villager.
    state = clean()
    put(state, 0, 3, card)
    put(state, 0, 4, "farmer", face_up=False)
    _forest(state, "spirit_of_the_snow_hare")
    assert TakeOmens(player=0) in GAME.legal_actions(state)  # may always keep it and take the Omen (FAQ)
    decide(state, GiveVillager(player=0, slot=3))
    me = state.players[0]
    assert me.village[3] is None and me.omen == 0
    if goes_to == "common deck":
        assert state.common_deck[-1] == card and state.common_known_bottom == 1
    else:
        assert me.discard == [card]
