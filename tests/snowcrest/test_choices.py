"""Snowcrest: the player's own choices the rules give (wild icons at a Rest, spreading a wild icon over an
offering, the Scholar copying a Recruiter or a Scholar), and the AI's samples keeping the cards known to lie
at the bottom of the shared decks.

Card contents are read from resources/snowcrest/*.json and quoted in comments; every expected number is
worked out by hand.
"""

from __future__ import annotations

import pytest

from hearthwood.engine.core import IllegalAction, Rng
from hearthwood.engine.games.snowcrest import GAME
from hearthwood.engine.games.snowcrest.actions import (
    Activate,
    AddCard,
    AvoidItem,
    ChooseOption,
    ChooseResource,
    CopyCard,
    PayDefault,
    PayHandCard,
    PayVillager,
    Recruit,
    Rest,
    TakeOmens,
)
from hearthwood.engine.games.snowcrest.state import ChoiceFrame, DemandFrame, Slot, SnowcrestState
from hearthwood.engine.games.snowcrest.village import take_top
from tests.narrow import known, narrow, not_none

from .test_more_rules import clean, decide, put


def _rest_with(state: SnowcrestState, cards: dict[int, str]) -> None:
    """Seat 0 rests with ``cards`` face-up and a face-down line of Farmers on the bottom row."""
    for square in (6, 7, 8):
        put(state, 0, square, "farmer", face_up=False)  # Farmer: 1 Barley icon, nothing face-down
    for square, card in cards.items():
        put(state, 0, square, card)
    decide(state, Rest(player=0))


# --- wild icons at a Rest --------------------------------------------------------------------------------


def test_a_wild_icon_at_a_rest_gives_the_resource_the_player_chooses() -> None:
    # Icon guide: the wild icon is any one resource of the player's choice. Officer: 1 wild icon.
    state = clean()
    _rest_with(state, {0: "officer"})
    me = state.players[0]
    top = state.stack[-1]
    assert isinstance(top, ChoiceFrame) and top.choice == "rest_wild" and not_none(GAME.decision(state)).player == 0
    offered = {narrow(a, ChooseResource).resource for a in GAME.legal_actions(state)}
    assert offered == {"Barley", "Offering Bowl", "Prayer Bell", "Juniper", "Gold"}
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, ChooseResource(player=0, resource="Scroll"))
    assert refused.value.rule == "Rest"
    decide(state, ChooseResource(player=0, resource="Offering Bowl"))
    assert me.tokens.get("Offering Bowl") == 1 and me.tokens.get("Gold", 0) == 0
    assert not state.stack and state.current == 1


def test_each_wild_icon_is_chosen_and_wild_juniper_comes_off_the_forest_with_the_rest() -> None:
    # Officer and Scholar: 1 wild icon each; Woodcutter: 1 Juniper icon. Juniper only comes off the Forest.
    state = clean()
    state.forest_juniper = 6
    _rest_with(state, {0: "officer", 1: "scholar", 2: "woodcutter"})
    me = state.players[0]
    decide(state, ChooseResource(player=0, resource="Juniper"))
    top = narrow(state.stack[-1], ChoiceFrame)
    assert top.choice == "rest_wild" and top.count == 1  # the second icon
    assert state.forest_juniper == 6  # nothing taken before every icon is chosen
    decide(state, ChooseResource(player=0, resource="Prayer Bell"))
    assert me.tokens["Juniper"] == 2 and state.forest_juniper == 4 and me.tokens["Prayer Bell"] == 1
    assert not state.stack and state.current == 1


def test_wild_juniper_emptying_the_forest_card_resolves_it() -> None:
    # 1 Juniper left on the Forest card: the wild icon's Juniper takes it and turns the card over.
    state = clean()
    state.forest_juniper = 1
    top = state.forest_deck[0]
    _rest_with(state, {0: "officer"})
    decide(state, ChooseResource(player=0, resource="Juniper"))
    assert state.revealed == top
    while state.stack:
        decide(state, TakeOmens(player=not_none(GAME.decision(state)).player))
    assert state.players[0].tokens["Juniper"] == 1 and state.players[0].scrolls == 1


def test_a_forest_card_emptied_by_a_rest_is_settled_before_the_cards_turn_face_up() -> None:
    # The Woodcutter's Juniper icon takes the Forest card's last Juniper. Spirit of the Stream asks the active
    # player for 2 Barley. The Farmers (1 Barley icon each) of the Rest's face-down line cannot pay it: they
    # turn face-up only after the Rest's income, Forest card included, is settled.
    state = clean()
    state.forest_juniper = 1
    state.forest_deck.remove("spirit_of_the_stream")
    state.forest_deck.insert(0, "spirit_of_the_stream")
    _rest_with(state, {0: "woodcutter"})
    # Nothing could pay, so both Barley became Omens on their own and the turn passed.
    me = state.players[0]
    assert not state.stack and state.current == 1 and state.forest_deck[-1] == "spirit_of_the_stream"
    assert me.omen == -2 and me.scrolls == 1 and me.tokens.get("Barley", 0) == 0
    assert all(s.face_up for s in me.village if s is not None), "the Rest still ends with every card face-up"


# --- spreading a wild icon over an offering --------------------------------------------------------------


def _cloud_crane(state: SnowcrestState) -> DemandFrame:
    # Cloud Crane: offering 1 Offering Bowl + 1 Barley; others' curse 1 hand card; reward 1 Scroll + 2 cards.
    state.guardian_deck.remove("cloud_crane")
    state.guardian_deck.insert(0, "cloud_crane")
    put(state, 0, 4, "acolyte")  # Acolyte: venerate
    decide(state, Activate(player=0, slot=4, option=0))
    frame = state.stack[-1]
    assert isinstance(frame, DemandFrame) and frame.player == 0
    return frame


@pytest.mark.parametrize("kind", ["Barley", "Offering Bowl"])
def test_a_wild_card_pays_the_kind_of_item_the_player_chooses(kind: str) -> None:
    # Officer face-up: its wild icon may pay the Barley or the Offering Bowl. A Barley token is kept aside:
    # it can pay the Barley but never the Bowl.
    state = clean()
    me = state.players[0]
    me.tokens = {"Barley": 1}
    put(state, 0, 0, "officer")
    frame = _cloud_crane(state)
    spreads = {a.toward for a in GAME.legal_actions(state) if isinstance(a, PayVillager) and a.slot == 0}
    assert spreads == {None, ("Offering Bowl",)}  # None: the first kind owed, Barley
    decide(state, PayVillager(player=0, slot=0, toward=None if kind == "Barley" else (kind,)))
    if kind == "Barley":  # the Bowl is left, which nothing else can pay: its Omen is taken
        assert me.omen == -1 and me.tokens["Barley"] == 1
    else:  # the Barley is left, and the token may pay it
        assert frame.remaining == {"Offering Bowl": 0, "Barley": 1} and state.stack[-1] is frame
        decide(state, PayDefault(player=0))
        assert me.omen == 0 and me.tokens["Barley"] == 0
    assert me.scrolls == 1


def test_a_wild_hand_card_may_pay_the_offering_bowl_and_a_spread_that_cannot_be_is_refused() -> None:
    state = clean()
    me = state.players[0]
    me.hand = ["officer"]
    me.tokens = {"Barley": 1}
    frame = _cloud_crane(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, PayHandCard(player=0, card="officer", toward=("Juniper",)))
    assert refused.value.rule == "wild icon"
    decide(state, PayHandCard(player=0, card="officer", toward=("Offering Bowl",)))
    assert frame.remaining == {"Offering Bowl": 0, "Barley": 1} and me.discard == ["officer"]


def test_a_plain_icon_has_no_spread_to_choose() -> None:
    # Priest: 2 Prayer Bell icons; Cloud Crane owes no Bell, so a Priest pays nothing and is not offered.
    state = clean()
    state.players[0].hand = ["priest", "farmer"]  # Farmer: 1 Barley icon, only one way to count it
    _cloud_crane(state)
    hand = [a for a in GAME.legal_actions(state) if isinstance(a, PayHandCard)]
    assert hand == [PayHandCard(player=0, card="farmer")]


def test_a_poet_may_avoid_an_offerings_omen_item() -> None:
    # FAQ: a face-up Poet avoids one required item "of any type". Thunder Dragon: 2 Offering Bowls + take an
    # Omen; with a Poet face-up the Omen waits for the player's choice instead of being taken at once.
    state = clean()
    me = state.players[0]
    me.tokens = {"Offering Bowl": 2}
    put(state, 0, 0, "poet")
    state.guardian_deck.remove("thunder_dragon")
    state.guardian_deck.insert(0, "thunder_dragon")
    put(state, 0, 4, "acolyte")
    decide(state, Activate(player=0, slot=4, option=0))
    assert me.omen == 0 and AvoidItem(player=0, slot=0, item="Omen") in GAME.legal_actions(state)
    decide(state, AvoidItem(player=0, slot=0, item="Omen"))
    decide(state, PayDefault(player=0))
    assert me.omen == 0 and me.tokens["Offering Bowl"] == 0 and me.scrolls == 2


# --- the Scholar copying a Recruiter or a Scholar ----------------------------------------------------------


def test_a_scholar_copying_a_recruiter_recruits_into_the_scholars_own_square() -> None:
    # FAQ: the Scholar uses the copied card's effect; the copied card is not flipped. The Recruiter's effect
    # removes "it" to the Common deck's bottom and Adds a card free in its square: here the Scholar's.
    state = clean()
    put(state, 1, 0, "recruiter")
    put(state, 0, 4, "scholar")
    me = state.players[0]
    me.hand = ["farmer"]  # Farmer: gain 3 Barley; costs 2 Barley, which we do not have
    decide(state, Activate(player=0, slot=4, option=0))
    decide(state, CopyCard(player=0, target=1, slot=0, option=0))
    decide(state, Recruit(player=0, card="farmer", source="hand"))
    decide(state, ChooseOption(player=0, option=0))
    assert me.village[4] == Slot(card="farmer", face_up=False) and me.tokens["Barley"] == 3
    assert state.common_deck[-1] == "scholar" and state.common_known_bottom == 1
    assert state.players[1].village[0] == Slot(card="recruiter")  # untouched, still face-up
    assert not state.stack and state.current == 1


def test_a_scholar_copying_a_scholar_copies_again_never_the_same_card() -> None:
    # 3 players: seat 1 has a face-up Scholar and Farmer, seat 2 a Recruiter. The nested copy may take any
    # other face-up card of another player -- the Farmer, or the Recruiter (into the first Scholar's square).
    state = clean(players=3)
    put(state, 1, 2, "scholar")
    put(state, 1, 3, "farmer")
    put(state, 2, 5, "recruiter")
    put(state, 0, 4, "scholar")
    state.common_row[1] = "potter"
    decide(state, Activate(player=0, slot=4, option=0))
    first = {(a.target, a.slot) for a in GAME.legal_actions(state) if isinstance(a, CopyCard)}
    assert first == {(1, 2), (1, 3), (2, 5)}
    decide(state, CopyCard(player=0, target=1, slot=2, option=0))
    nested = {(a.target, a.slot) for a in GAME.legal_actions(state) if isinstance(a, CopyCard)}
    assert nested == {(1, 3), (2, 5)}  # the Scholar just copied is not offered again
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, CopyCard(player=0, target=1, slot=2, option=0))
    assert refused.value.rule == "Scholar"
    decide(state, CopyCard(player=0, target=2, slot=5, option=0))
    decide(state, Recruit(player=0, card="potter", source="row", index=1))
    decide(state, ChooseOption(player=0, option=0))  # Potter: gain 2 Offering Bowls
    me = state.players[0]
    assert me.village[4] == Slot(card="potter", face_up=False) and me.tokens["Offering Bowl"] == 2
    assert state.common_deck[-1] == "scholar"
    assert not_none(state.players[1].village[2]).face_up and not_none(state.players[2].village[5]).face_up


def test_solo_scholar_added_copies_a_row_recruiter() -> None:
    # Solo FAQ: when Adding or Activating the Scholar, copy a face-up Common row card, which goes under the
    # Common deck. Scholar costs 3 Barley.
    state = clean(players=1)
    me = state.players[0]
    me.tokens = {"Barley": 3}
    me.hand = ["farmer"]
    state.common_row[0], state.common_row[1] = "scholar", "recruiter"
    decide(state, AddCard(player=0, card="scholar", source="row", index=0, slot=4))
    decide(state, PayDefault(player=0))
    decide(state, ChooseOption(player=0, option=0))
    decide(state, CopyCard(player=0, target=-1, slot=1, option=0))
    decide(state, Recruit(player=0, card="farmer", source="hand"))
    decide(state, ChooseOption(player=0, option=0))
    assert me.village[4] == Slot(card="farmer", face_up=False) and me.tokens["Barley"] == 3
    assert state.common_deck[-2:] == ["recruiter", "scholar"] and state.common_known_bottom == 2


# --- the AI's samples keep the known deck bottoms ------------------------------------------------------------


def test_cards_seen_going_under_a_deck_stay_there_in_every_sample() -> None:
    state = clean()
    me = state.players[0]
    me.tokens = {"Barley": 4}
    me.hand = ["farmer", "nun"]
    first = not_none(state.common_deck.pop(0))  # two Common cards from the deck into the Village
    second = not_none(state.common_deck.pop(state.common_deck.index(next(c for c in state.common_deck if c != first))))
    put(state, 0, 3, first)
    put(state, 0, 5, second)
    # Two Common cards replaced in sight of everyone: both go under the Common deck, in this order.
    for slot in (3, 5):
        state.current = 0
        decide(state, AddCard(player=0, card=not_none(me.hand[0]), source="hand", slot=slot))
        decide(state, PayDefault(player=0))
        decide(state, ChooseOption(player=0, option=None))
    # A Guardian resolved: it goes under the Guardian deck.
    state.current = 0
    guardian = state.guardian_deck[0]
    put(state, 0, 4, "acolyte")
    decide(state, Activate(player=0, slot=4, option=0))
    while state.stack:
        decide(state, TakeOmens(player=not_none(GAME.decision(state)).player))
    assert state.common_deck[-2:] == [first, second] and state.common_known_bottom == 2
    assert state.guardian_deck[-1] == guardian and state.guardian_known_bottom == 1
    view = GAME.view(state, 1)
    assert view.common_deck[-2:] == [first, second] and view.guardian_deck[-1] == guardian
    assert all(c is None for c in view.common_deck[:-2]) and all(c is None for c in view.guardian_deck[:-1])
    tops = set()
    for seed in range(6):
        sample = GAME.determinize(view, 1, Rng.from_seed(seed))
        assert sample.common_deck[-2:] == [first, second]
        assert sample.guardian_deck[-1] == guardian and guardian not in sample.guardian_deck[:-1]
        assert sorted(sample.common_deck[:-2]) == sorted(known(state.common_deck[:-2]))  # the same unseen cards
        tops.add(tuple(sample.common_deck[:-2]))
    assert len(tops) > 1  # the unseen part is still shuffled


def test_a_known_bottom_card_drawn_again_is_no_longer_counted() -> None:
    state = clean()
    state.common_deck = ["potter", "smith"]
    state.common_known_bottom = 2
    assert take_top(state, "common") == "potter" and state.common_known_bottom == 1
    assert take_top(state, "common") == "smith" and state.common_known_bottom == 0
    assert take_top(state, "common") is None
