"""More of Snowcrest's rules, one focused test each (seeds/003, "the rules" below).

Card contents (costs, icons, actions) are read from resources/snowcrest/*.json and quoted in comments; every
expected number is worked out by hand from the rules and those cards, never computed by the engine.
"""

from __future__ import annotations

from typing import Unpack

import pytest

from hearthwood.engine.core import Action, perform, winners
from hearthwood.engine.games.snowcrest import GAME
from hearthwood.engine.games.snowcrest.actions import (
    Activate,
    AddCard,
    Announce,
    AvoidItem,
    CancelPayment,
    ChooseBuilding,
    ChooseOption,
    CopyCard,
    GiveBuilding,
    MakeRoom,
    OfficerDiscard,
    PayBuilding,
    PayDefault,
    PayToken,
    Recruit,
    Skip,
    TakeDiscard,
    TakeOmens,
    Trade,
)
from hearthwood.engine.games.snowcrest.state import Building, Slot, SnowcrestState
from tests.narrow import known, not_none

from .helpers import SnowcrestOptions
from .test_rules import started


def clean(players: int = 2, **config: Unpack[SnowcrestOptions]) -> SnowcrestState:
    """A game past setup, seat 0 to play, with empty Villages, hands, decks, tokens and tracks."""
    state = started(players=players, **config)
    state.achievements = []  # no Achievement may be claimed by accident
    for player in state.players:
        player.village = [None] * 9
        player.hand, player.deck, player.discard = [], [], []
        player.tokens = {}
        player.buildings = []
        player.omen = 0
        player.scrolls = 0
    assert state.current == 0 and not state.stack
    return state


def put(state: SnowcrestState, player: int, slot: int, card: str, face_up: bool = True) -> None:
    state.players[player].village[slot] = Slot(card=card, face_up=face_up)


def decide(state: SnowcrestState, action: Action) -> None:
    perform(GAME, state, action)


# --- the main actions ------------------------------------------------------------------------------------


def test_activate_uses_the_card_and_turns_it_face_down() -> None:
    # Rules, main action 1: perform the face-up card's action, then flip it face-down. Farmer: gain 3 Barley.
    state = clean()
    put(state, 0, 4, "farmer")
    put(state, 0, 0, "farmer", face_up=False)
    assert Activate(player=0, slot=0, option=0) not in GAME.legal_actions(state)  # face-down: no action
    decide(state, Activate(player=0, slot=4, option=0))
    me = state.players[0]
    assert me.tokens["Barley"] == 3
    assert me.village[4] == Slot(card="farmer", face_up=False)
    assert state.current == 1 and not state.stack  # one main action, then the next player


def test_add_from_hand_pays_barley_and_uses_the_card_at_once() -> None:
    # Rules, main action 2. Farmer costs 2 Barley; its action gains 3 Barley.
    state = clean()
    me = state.players[0]
    me.hand = ["farmer", "nun"]
    me.tokens = {"Barley": 2}
    decide(state, AddCard(player=0, card="farmer", source="hand", slot=4))
    decide(state, PayToken(player=0, resource="Barley", toward="Barley"))
    decide(state, PayToken(player=0, resource="Barley", toward="Barley"))
    assert me.hand == ["nun"] and me.village[4] == Slot(card="farmer", face_up=False)
    decide(state, ChooseOption(player=0, option=0))
    assert me.tokens["Barley"] == 3  # 2 - 2 paid + 3 gained
    assert state.current == 1


def test_add_from_the_row_refills_the_row_from_the_common_deck() -> None:
    # Bell Ringer costs 2 Barley; its action gains 2 Prayer Bells. The row's gap is refilled from the deck top.
    state = clean()
    me = state.players[0]
    me.tokens = {"Barley": 2}
    state.common_row[2] = "bell_ringer"
    top = state.common_deck[0]
    deck_size = len(state.common_deck)
    decide(state, AddCard(player=0, card="bell_ringer", source="row", index=2, slot=1))
    decide(state, PayDefault(player=0))
    assert state.common_row[2] == top and len(state.common_deck) == deck_size - 1
    decide(state, ChooseOption(player=0, option=0))
    assert me.tokens.get("Barley", 0) == 0 and me.tokens["Prayer Bell"] == 2
    assert me.village[1] == Slot(card="bell_ringer", face_up=False)


@pytest.mark.parametrize(("old", "goes_to"), [("herbalist", "common deck bottom"), ("nun", "discard pile")])
def test_replacing_only_a_face_up_card_common_under_the_deck_personal_to_the_discard(old: str, goes_to: str) -> None:
    # Rules: the replaced card must be face-up; a Common card goes to the bottom of the Common deck, a personal
    # card (starters included) to the discard pile. Farmer costs 2 Barley.
    state = clean()
    me = state.players[0]
    me.hand = ["farmer"]
    me.tokens = {"Barley": 2}
    me.village = [Slot(card="field_hand", face_up=i not in (0, 2, 6, 8)) for i in range(9)]  # no face-down line
    me.village[7] = Slot(card=old)
    targets = {a.slot for a in GAME.legal_actions(state) if isinstance(a, AddCard)}
    assert targets == {1, 3, 4, 5, 7}  # the face-down corners cannot be replaced
    decide(state, AddCard(player=0, card="farmer", source="hand", slot=7))
    decide(state, PayDefault(player=0))
    decide(state, ChooseOption(player=0, option=None))
    assert me.village[7] == Slot(card="farmer", face_up=False)
    assert sum(s is not None for s in me.village) == 9
    if goes_to == "discard pile":
        assert me.discard == [old] and old not in state.common_deck
    else:
        assert state.common_deck[-1] == old and me.discard == []


def test_an_action_that_cannot_be_done_still_turns_the_card_face_down() -> None:
    # Rules and FAQ (Nun with an empty discard pile): the action is skipped, the card is flipped anyway.
    state = clean()
    put(state, 0, 4, "nun")
    decide(state, Activate(player=0, slot=4, option=0))
    me = state.players[0]
    assert not not_none(me.village[4]).face_up and me.hand == [] and state.current == 1


# --- Buildings -------------------------------------------------------------------------------------------


def test_construct_puts_a_face_up_tile_in_the_left_most_free_space() -> None:
    # Carpenter option 1: pay 1 Juniper, build a Farm.
    state = clean()
    me = state.players[0]
    me.buildings = [Building(type="Forge", face_up=False)]
    me.tokens = {"Juniper": 1}
    put(state, 0, 4, "carpenter")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, PayDefault(player=0))
    assert me.buildings == [Building(type="Forge", face_up=False), Building(type="Farm", face_up=True)]
    assert me.tokens["Juniper"] == 0


def test_construct_on_a_full_track_gives_a_tile_back_first() -> None:
    # 8 spaces on the track (choices.json); Carpenter builds a Farm for 1 Juniper.
    state = clean()
    me = state.players[0]
    me.buildings = [Building(type="Shrine")] + [Building(type="Forge") for _ in range(7)]
    me.tokens = {"Juniper": 1}
    put(state, 0, 4, "carpenter")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, PayDefault(player=0))
    decide(state, MakeRoom(player=0, index=0))  # the Shrine goes back to the supply
    assert [b.type for b in me.buildings] == ["Forge"] * 7 + ["Farm"]


def test_a_type_whose_tiles_are_all_in_use_cannot_be_built() -> None:
    # 16 Forges in all (components list). Wood Gatherer option 2: pay 2 Juniper, build one of your choice.
    state = clean(players=3)
    state.players[1].buildings = [Building(type="Forge") for _ in range(8)]
    state.players[2].buildings = [Building(type="Forge") for _ in range(8)]
    me = state.players[0]
    me.tokens = {"Juniper": 2}
    put(state, 0, 4, "wood_gatherer")
    decide(state, Activate(player=0, slot=4, option=1))
    decide(state, PayDefault(player=0))
    offered = {a.building for a in GAME.legal_actions(state) if isinstance(a, ChooseBuilding)}
    assert offered == {"Farm", "Shrine"}
    decide(state, ChooseBuilding(player=0, building="Shrine"))
    assert [b.type for b in me.buildings] == ["Shrine"]


def test_paying_for_a_building_whose_tiles_are_all_in_use_is_not_possible() -> None:
    # Rules: once a type's tiles run out it is no longer available; an impossible action is skipped (the card
    # still turns face-down), so the arrow's Juniper is not given for nothing. Smith: pay 1 Juniper, build a Forge.
    state = clean(players=3)
    state.players[1].buildings = [Building(type="Forge") for _ in range(8)]
    state.players[2].buildings = [Building(type="Forge") for _ in range(8)]
    me = state.players[0]
    me.tokens = {"Juniper": 1}
    put(state, 0, 4, "smith")
    if Activate(player=0, slot=4, option=0) in GAME.legal_actions(state):
        decide(state, Activate(player=0, slot=4, option=0))
        if state.stack and not_none(GAME.decision(state)).player == 0:
            decide(state, PayDefault(player=0))
    assert me.tokens["Juniper"] == 1 and me.buildings == []


def test_a_full_track_may_return_a_tile_of_a_type_all_in_use_and_build_it_again() -> None:
    # All 16 Forges are on tracks, 8 of them on this player's full track: giving one back to the supply
    # (the rules' first step on a full track) makes a Forge available again, and only that return does.
    state = clean(players=3)
    me = state.players[0]
    me.buildings = [Building(type="Farm")] + [Building(type="Forge") for _ in range(7)]
    state.players[1].buildings = [Building(type="Forge") for _ in range(8)]
    state.players[2].buildings = [Building(type="Forge")]
    me.tokens = {"Juniper": 1}
    put(state, 0, 4, "smith")  # pay 1 Juniper: build a Forge
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, PayDefault(player=0))
    assert {a.index for a in GAME.legal_actions(state) if isinstance(a, MakeRoom)} == set(range(1, 8))
    decide(state, MakeRoom(player=0, index=1))
    assert [b.type for b in me.buildings] == ["Farm"] + ["Forge"] * 7 and me.tokens["Juniper"] == 0


def test_restock_turns_every_used_building_face_up() -> None:
    # Mason option 2: Restock.
    state = clean()
    me = state.players[0]
    me.buildings = [
        Building(type="Farm", face_up=False),
        Building(type="Forge"),
        Building(type="Shrine", face_up=False),
    ]
    put(state, 0, 4, "mason")
    decide(state, Activate(player=0, slot=4, option=1))
    assert all(b.face_up for b in me.buildings) and len(me.buildings) == 3


# --- drawing ----------------------------------------------------------------------------------------------


def test_drawing_from_an_empty_deck_reshuffles_the_discard_pile() -> None:
    # Yak Herder: gain 2 Barley, draw 1 card. Deck empty, discard pile of 2: one drawn, one left as the deck.
    state = clean()
    me = state.players[0]
    me.discard = ["nun", "nun"]
    put(state, 0, 4, "yak_herder")
    decide(state, Activate(player=0, slot=4, option=0))
    assert me.hand == ["nun"] and me.deck == ["nun"] and me.discard == []
    assert me.tokens["Barley"] == 2


def test_drawing_with_no_deck_and_no_discard_gives_nothing() -> None:
    state = clean()
    put(state, 0, 4, "yak_herder")
    decide(state, Activate(player=0, slot=4, option=0))
    me = state.players[0]
    assert me.hand == [] and me.tokens["Barley"] == 2 and state.current == 1


# --- Veneration ---------------------------------------------------------------------------------------------


def _venerate(state: SnowcrestState, guardian: str) -> None:
    state.guardian_deck.remove(guardian)
    state.guardian_deck.insert(0, guardian)
    put(state, 0, 4, "acolyte")  # Acolyte: venerate
    decide(state, Activate(player=0, slot=4, option=0))


def test_veneration_offering_then_curses_then_reward_then_under_the_deck() -> None:
    # Snow Lion: offering 3 Offering Bowls; others' curse 1 Offering Bowl; reward 2 Scrolls.
    state = clean(players=3)
    state.players[0].tokens = {"Offering Bowl": 3}
    state.players[1].tokens = {"Offering Bowl": 1}
    state.players[2].tokens = {"Offering Bowl": 1}
    _venerate(state, "snow_lion")
    assert state.revealed == "snow_lion" and not_none(GAME.decision(state)).player == 0
    decide(state, PayDefault(player=0))
    assert not_none(GAME.decision(state)).player == 1  # then each other player, clockwise
    decide(state, PayToken(player=1, resource="Offering Bowl", toward="Offering Bowl"))
    assert not_none(GAME.decision(state)).player == 2
    decide(state, TakeOmens(player=2))  # declines: 1 Omen for the one item
    assert state.players[0].tokens["Offering Bowl"] == 0 and state.players[0].scrolls == 2
    assert state.players[1].tokens["Offering Bowl"] == 0 and state.players[1].omen == 0
    assert state.players[2].tokens["Offering Bowl"] == 1 and state.players[2].omen == -1
    assert state.players[1].scrolls == state.players[2].scrolls == 0
    assert state.guardian_deck[-1] == "snow_lion" and state.revealed is None
    assert state.current == 1


def test_a_building_that_paid_a_resource_item_cannot_also_be_given_as_a_building_item() -> None:
    # Stone Warden: offering any 2 Resources and 2 Buildings. One source covers one item (FAQ): the Shrine
    # turned face-down for its Offering Bowl cannot then be handed over as a Building as well.
    state = clean()
    me = state.players[0]
    me.tokens = {"Barley": 1}
    me.buildings = [Building(type="Farm"), Building(type="Forge"), Building(type="Shrine")]
    _venerate(state, "stone_warden")
    decide(state, PayToken(player=0, resource="Barley", toward="Any Resource"))
    decide(state, PayBuilding(player=0, index=2))  # the Shrine's Offering Bowl
    gives = [a.index for a in GAME.legal_actions(state) if isinstance(a, GiveBuilding)]
    assert gives == [0, 1]
    decide(state, GiveBuilding(player=0, index=0))  # the Farm goes: the Shrine slides to index 1
    gives = [a.index for a in GAME.legal_actions(state) if isinstance(a, GiveBuilding)]
    assert gives == [0], "still not the Shrine, after the tiles slid left"
    decide(state, GiveBuilding(player=0, index=0))
    assert me.buildings == [Building(type="Shrine", face_up=False)] and me.omen == 0


def test_veneration_omen_item_taken_in_any_case_and_cards_drawn() -> None:
    # Thunder Dragon: offering 2 Offering Bowls + take an Omen; others' curse 1 Barley; reward 2 Scrolls, 1 card.
    state = clean()
    me = state.players[0]
    me.tokens = {"Offering Bowl": 2}
    me.deck = ["farmer"]
    _venerate(state, "thunder_dragon")
    assert me.omen == -1  # taken at once, even though everything else can be paid
    decide(state, PayDefault(player=0))
    # the other player has nothing to pay with: the Omen is taken for them
    assert state.players[1].omen == -1
    assert me.omen == -1 and me.scrolls == 2 and me.hand == ["farmer"]


@pytest.mark.parametrize(
    ("avoider", "omens"),
    [("poet", -1), ("abbot", 0), ("great_abbot", 0)],
)
def test_poet_abbot_great_abbot_avoid_one_item_of_a_curse(avoider: str, omens: int) -> None:
    # Glacier Bear's curse on others: 1 Offering Bowl + 1 Prayer Bell. Flipping the avoider skips one item;
    # the Abbot's (1) and Great Abbot's (2) Prayer Bell icons may then pay the Bell; the Poet has no icons,
    # so the Bell is left and costs an Omen.
    state = clean()
    put(state, 1, 4, avoider)
    _venerate(state, "glacier_bear")  # seat 0 cannot pay 5 Bowls: 5 Omens are taken for them
    assert state.players[0].omen == -5
    assert not_none(GAME.decision(state)).player == 1
    decide(state, AvoidItem(player=1, slot=4, item="Offering Bowl"))
    other = state.players[1]
    assert not not_none(other.village[4]).face_up
    if state.stack and not_none(GAME.decision(state)).player == 1:
        decide(state, TakeOmens(player=1))
    assert other.omen == omens
    assert state.players[0].scrolls == 3 and not state.stack


def test_a_poet_also_avoids_an_item_of_the_active_players_offering() -> None:
    # Cloud Crane: offering 1 Offering Bowl + 1 Barley; reward 1 Scroll, 2 cards.
    state = clean()
    me = state.players[0]
    me.tokens = {"Offering Bowl": 1}
    put(state, 0, 0, "poet")
    _venerate(state, "cloud_crane")
    decide(state, AvoidItem(player=0, slot=0, item="Barley"))
    decide(state, PayDefault(player=0))
    assert me.omen == 0 and me.tokens["Offering Bowl"] == 0 and me.scrolls == 1


# --- FAQ cards ---------------------------------------------------------------------------------------------


def test_gardener_gives_two_barley_per_face_up_farm_without_flipping_them() -> None:
    state = clean()
    me = state.players[0]
    me.buildings = [
        Building(type="Farm"),
        Building(type="Farm"),
        Building(type="Farm", face_up=False),
        Building(type="Forge"),
    ]
    put(state, 0, 4, "gardener")
    decide(state, Activate(player=0, slot=4, option=0))
    assert me.tokens["Barley"] == 4  # 2 face-up Farms
    assert [b.face_up for b in me.buildings] == [True, True, False, True]


def test_merchant_trades_five_barley_for_a_scroll() -> None:
    state = clean()
    me = state.players[0]
    me.tokens = {"Barley": 5}
    supply = state.scroll_supply
    put(state, 0, 4, "merchant")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, Trade(player=0, give="Barley", get="Scroll"))
    decide(state, PayDefault(player=0))
    assert me.tokens["Barley"] == 0 and me.scrolls == 1 and state.scroll_supply == supply - 1


def test_merchant_trades_a_scroll_for_juniper_off_the_forest() -> None:
    # FAQ: 1 Scroll for 3 Juniper; the Scroll goes back, the Juniper comes off the top Forest card.
    state = clean()
    me = state.players[0]
    me.scrolls = 1
    state.scroll_supply -= 1
    supply = state.scroll_supply
    state.forest_juniper = 6
    put(state, 0, 4, "merchant")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, Trade(player=0, give="Scroll", get="Juniper"))
    assert me.scrolls == 0 and state.scroll_supply == supply + 1
    assert me.tokens["Juniper"] == 3 and state.forest_juniper == 3


def test_recruiter_does_nothing_when_added() -> None:
    # Recruiter costs 2 Barley and is flipped for no effect on the turn it is added.
    state = clean()
    me = state.players[0]
    me.hand = ["recruiter"]
    me.tokens = {"Barley": 2}
    decide(state, AddCard(player=0, card="recruiter", source="hand", slot=4))
    decide(state, PayDefault(player=0))
    assert me.village[4] == Slot(card="recruiter", face_up=False)
    assert not state.stack and state.current == 1


def test_recruiter_leaves_for_the_common_deck_and_a_free_card_takes_its_square() -> None:
    # FAQ: remove the Recruiter to the bottom of the Common deck, Add a card for free there, Activate it.
    state = clean()
    me = state.players[0]
    me.hand = ["farmer"]  # costs 2 Barley; we have none
    put(state, 0, 4, "recruiter")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, Recruit(player=0, card="farmer", source="hand"))
    assert state.common_deck[-1] == "recruiter" and "recruiter" not in me.discard
    decide(state, ChooseOption(player=0, option=0))
    assert me.village[4] == Slot(card="farmer", face_up=False)
    assert me.hand == [] and me.tokens["Barley"] == 3  # nothing paid, 3 gained


def test_officer_discards_any_number_and_draws_as_many() -> None:
    state = clean()
    me = state.players[0]
    me.hand = ["nun", "farmer", "mason"]
    me.deck = ["priest", "lama"]  # top is the last entry
    put(state, 0, 4, "officer")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, OfficerDiscard(player=0, card="nun"))
    decide(state, OfficerDiscard(player=0, card="farmer"))
    decide(state, Skip(player=0))
    assert sorted(known(me.hand)) == ["lama", "mason", "priest"]
    assert sorted(me.discard) == ["farmer", "nun"] and me.deck == []


def test_nun_takes_a_card_back_from_the_discard_pile() -> None:
    state = clean()
    me = state.players[0]
    me.discard = ["farmer", "mason"]
    put(state, 0, 4, "nun")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, TakeDiscard(player=0, card="mason"))
    assert me.hand == ["mason"] and me.discard == ["farmer"]


def test_scholar_copies_another_players_face_up_card_which_stays_face_up() -> None:
    state = clean()
    put(state, 1, 2, "farmer")
    put(state, 1, 3, "potter", face_up=False)
    put(state, 0, 4, "scholar")
    decide(state, Activate(player=0, slot=4, option=0))
    targets = {(a.target, a.slot) for a in GAME.legal_actions(state) if isinstance(a, CopyCard)}
    assert targets == {(1, 2)}  # only face-up cards of other players
    decide(state, CopyCard(player=0, target=1, slot=2, option=0))
    assert state.players[0].tokens["Barley"] == 3
    assert not_none(state.players[1].village[2]).face_up and not not_none(state.players[0].village[4]).face_up


def test_solo_scholar_copies_a_common_row_card_which_goes_under_the_deck() -> None:
    state = clean(players=1)
    state.common_row[0] = "potter"  # gain 2 Offering Bowls
    top = state.common_deck[0]
    put(state, 0, 4, "scholar")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, CopyCard(player=0, target=-1, slot=0, option=0))
    assert state.players[0].tokens["Offering Bowl"] == 2
    assert state.common_deck[-1] == "potter" and state.common_row[0] == top


def test_solo_scholar_cannot_take_back_a_row_copy_once_the_row_has_moved() -> None:
    # Copying the Goldsmith (3 Barley) sends it under the deck and turns up a new card: taking the payment
    # back would cycle the row for nothing.
    state = clean(players=1)
    state.common_row[0] = "goldsmith"
    state.players[0].tokens = {"Barley": 3}
    put(state, 0, 4, "scholar")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, CopyCard(player=0, target=-1, slot=0, option=0))
    assert not any(isinstance(a, CancelPayment) for a in GAME.legal_actions(state))
    assert state.common_deck[-1] == "goldsmith"


# --- scoring ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("richer", [0, 1])
def test_a_tie_goes_to_the_player_with_the_most_resources(richer: int) -> None:
    # Both: 5 Scrolls and one resource majority (Barley 5 vs Juniper 1) -> 6 points each; 5 resources beat 1.
    state = clean()
    for player in state.players:
        player.scrolls = 5
    state.players[richer].tokens = {"Barley": 5}
    state.players[1 - richer].tokens = {"Juniper": 1}
    sheet = GAME.score_sheet(state)
    assert sheet.total(0) == sheet.total(1) == 6
    assert winners(GAME, state) == [richer]


# --- the Basic game ---------------------------------------------------------------------------------------


def test_basic_emptied_forest_scroll_for_emptier_omen_for_others_refilled() -> None:
    # Basic: the single Forest card is never turned; Wood Gatherer option 1 takes 2 Juniper.
    state = clean(players=3, variant="basic")
    state.forest_juniper = 2
    forest = list(state.forest_deck)
    put(state, 0, 4, "wood_gatherer")
    decide(state, Activate(player=0, slot=4, option=0))
    assert state.players[0].tokens["Juniper"] == 2 and state.players[0].scrolls == 1
    assert state.players[0].omen == 0
    assert state.players[1].omen == state.players[2].omen == -1
    assert state.forest_juniper == 9 and state.forest_deck == forest and state.revealed is None


def test_basic_veneration_two_scrolls_omen_for_others_no_guardian() -> None:
    state = clean(players=3, variant="basic")
    state.players[0].tokens = {"Offering Bowl": 3}
    put(state, 0, 4, "acolyte")
    decide(state, Activate(player=0, slot=4, option=0))
    assert state.players[0].scrolls == 2 and state.players[0].tokens["Offering Bowl"] == 3
    assert state.players[1].omen == state.players[2].omen == -1 and state.players[0].omen == 0
    assert not state.stack and state.current == 1


# --- solo -----------------------------------------------------------------------------------------------------


def test_solo_meditation_one_scroll_per_six_bells() -> None:
    state = clean(players=1)
    me = state.players[0]
    me.tokens = {"Prayer Bell": 13}
    put(state, 0, 4, "novice")  # Novice: meditate
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, Announce(player=0, bells=12))
    decide(state, PayDefault(player=0))
    assert me.scrolls == 2 and me.tokens["Prayer Bell"] == 1


@pytest.mark.parametrize(
    ("before", "omen", "title"),
    [(9, 0, "Farmer"), (10, 0, "Scholar"), (13, 0, "Priest"), (16, 0, "Terton"), (19, 0, "Mystic"), (9, -1, "Beggar")],
)
def test_solo_last_scroll_ends_the_game_at_once_with_its_title(before: int, omen: int, title: str) -> None:
    # Level 1: 10 points needed. Titles: <10 Beggar, 10 Farmer, 11-13 Scholar, 14-16 Priest, 17-19 Terton, 20+ Mystic.
    # Score = Scrolls + Omen space (no Buildings bonus below 6 tiles, no resource points in solo).
    state = clean(players=1)
    me = state.players[0]
    me.scrolls, me.omen = before, omen
    state.scroll_supply = 1
    me.tokens = {"Prayer Bell": 6, "Barley": 9}
    put(state, 0, 4, "novice")
    put(state, 0, 5, "farmer")
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, Announce(player=0, bells=6))
    # Solo rules: earning the final Scroll ends the game immediately -- not even the Bells are paid.
    assert me.scrolls == before + 1 and state.scroll_supply == 0
    assert GAME.is_over(state) and GAME.legal_actions(state) == [] and not state.stack
    assert GAME.result_title(state, 0) == title
