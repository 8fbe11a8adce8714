"""The solo game (project design): the Neighbours' monthly move, the solo decks and readings, the titles."""

from __future__ import annotations

from itertools import pairwise

import pytest

from hearthwood.engine.core import IllegalAction, perform
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.actions import DiscardStarting, GiveGood, PlaceWorker
from hearthwood.engine.games.creature_comforts.content import load_content
from hearthwood.engine.games.creature_comforts.handlers import TRAVELER_POWERS
from hearthwood.engine.games.creature_comforts.scoring import SOLO_TITLES, solo_title
from hearthwood.engine.games.creature_comforts.solo import cheapest_slot, cost_size
from tests.narrow import known, not_none

from .helpers import legal, new_game, play

NEEDS_OPPONENTS = {"barrel_sauna", "writing_desk", "spinning_wheel", "guest_cottage", "herb_garden"}


def test_solo_deck_leaves_out_the_improvements_that_need_opponents() -> None:
    state = new_game(1, seed=3)
    cards = [*state.improvement_deck, *state.workshop]
    assert len(cards) == 24 and not NEEDS_OPPONENTS & set(cards)
    two = new_game(2, seed=3)
    assert set(two.improvement_deck + two.workshop) >= NEEDS_OPPONENTS


def test_the_neighbours_take_a_comfort_an_improvement_and_a_location_each_month() -> None:
    state = new_game(1, seed=5)
    state.traveler_deck.remove("american_beaver")  # a Traveler that asks nothing before Placement
    state.traveler_deck.append("american_beaver")
    ladder = known(state.workshop)
    cheapest = ladder[not_none(cheapest_slot(state))]
    content = load_content()
    assert cost_size(content.improvement(cheapest).cost) == min(cost_size(content.improvement(c).cost) for c in ladder)
    nest = list(state.owls_nest)
    play(state, DiscardStarting(player=0, card=not_none(state.players[0].hand[0])))
    assert state.improvement_discard == [cheapest] and len(state.workshop) == 6 and all(state.workshop)
    taken = state.comfort_discard[1:]  # after the set-aside starting card
    assert len(taken) == 1 and taken[0] in nest and len(state.owls_nest) == 4
    blocked = state.neighbours_at
    assert blocked is not None
    assert state.step == "place"
    places = {a.location for a in legal(state) if isinstance(a, PlaceWorker)}
    assert blocked not in places and len(places) == 11
    with pytest.raises(IllegalAction) as refused:
        perform(GAME, state, PlaceWorker(player=0, location=blocked))
    assert refused.value.rule == "solo Neighbours"


def test_the_neighbours_only_move_in_a_solo_game_and_leave_at_upkeep() -> None:
    two = new_game(2, seed=5)
    for player in list(two.queue):
        play(two, DiscardStarting(player=player, card=not_none(two.players[player].hand[0])))
    assert two.neighbours_at is None and two.improvement_discard == []
    from hearthwood.engine.games.creature_comforts.month import upkeep

    solo = new_game(1, seed=5)
    play(solo, DiscardStarting(player=0, card=not_none(solo.players[0].hand[0])))
    solo.queue, solo.step = [], "turn"
    upkeep(solo)
    assert solo.month == 2 and solo.neighbours_at is not None and len(solo.improvement_discard) == 3, (
        "month 2: the Neighbours' second card, after Upkeep discarded slot 6"
    )


def test_solo_moose_gives_to_the_neighbours() -> None:
    state = new_game(1, seed=9)
    state.kept, state.traveler, state.early_bird, state.month = [], "moose", 0, 1
    state.players[0].goods["grain"] = 2
    TRAVELER_POWERS["give_good_for_story"](state)
    assert GiveGood(player=0, to=-1, good="grain") in legal(state)
    play(state, GiveGood(player=0, to=-1, good="grain"))
    assert state.players[0].goods["grain"] == 1 and state.players[0].stories == 1 and state.month == 2


def test_solo_titles_by_final_score() -> None:
    least = [score for score, _ in SOLO_TITLES]
    assert least[0] == 0 and least == sorted(least) and len(set(least)) == len(least) >= 6
    assert solo_title(0) == SOLO_TITLES[0][1] and solo_title(1000) == SOLO_TITLES[-1][1]
    for (score, title), (following, _) in pairwise(SOLO_TITLES):
        assert solo_title(score) == title and solo_title(following - 1) == title


def test_result_title_only_for_a_finished_solo_game() -> None:
    state = new_game(1, seed=2)
    assert GAME.result_title(state, 0) is None, "not over yet"
    state.step, state.queue = "over", []
    me = state.players[0]
    me.crafted = ["quilt", "board_game", "toys", "rocking_chair"]  # 7 + 8 + 6 + 5 = 26, +2 Rocking Chair & Quilt
    total = GAME.score_sheet(state).total(0)
    assert GAME.result_title(state, 0) == solo_title(total) and total >= SOLO_TITLES[1][0]
    two = new_game(2, seed=2)
    two.step, two.queue = "over", []
    assert GAME.result_title(two, 0) is None
