"""Setup, the month's steps, placement secrecy, Upkeep order and the end of the game."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import IllegalAction, perform
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.actions import (
    Craft,
    DiscardStarting,
    EndCrafting,
    FinishPlacing,
    PlaceWorker,
)
from hearthwood.engine.games.creature_comforts.content import load_content
from hearthwood.engine.games.creature_comforts.month import upkeep
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from tests.narrow import known, not_none

from .helpers import new_game, play


def _season(card: str) -> str:
    return load_content().valley_card(card).season


def test_setup_lays_out_the_board() -> None:
    state = new_game(3, seed=5)
    assert 1 <= state.dial <= 6
    assert len(state.owls_nest) == 4 and len(state.workshop) == 6 and all(state.workshop)
    for stack in ("forest", "meadow"):
        top = state.valley[stack]
        assert top is not None and _season(top) == "spring"
        seasons = [_season(c) for c in known(state.valley_decks[stack])]
        assert seasons == state.valley_seasons[stack]
        assert seasons == ["fall"] * 2 + ["summer"] * 3 + ["spring"] * 2  # Spring on top (last)
    assert all(len(p.hand) == 3 for p in state.players)
    assert state.months == 8 and len(state.traveler_deck) >= 8


def test_short_game_removes_a_spring_and_a_summer_card_per_stack() -> None:
    state = new_game(2, seed=1, short_game=True)
    assert state.months == 6
    for stack in ("forest", "meadow"):
        assert state.valley_seasons[stack] == ["fall", "fall", "summer", "summer", "spring"]


def test_starting_coins_follow_the_chart_from_the_early_bird() -> None:
    state = new_game(5, seed=2)
    coins = [state.players[p].coins for p in state.seats]
    assert coins == [0, 1, 1, 1, 1]
    short = new_game(5, seed=2, short_game=True)
    assert [short.players[p].coins for p in short.seats] == [0, 0, 0, 1, 1]


def test_keeping_two_of_three_is_secret_until_all_have_chosen() -> None:
    state = new_game(2, seed=3)
    first = state.queue[0]
    assert not_none(GAME.decision(state)).secret
    card = not_none(state.players[first].hand[0])
    play(state, DiscardStarting(player=first, card=card))
    assert GAME.view(state, 1 - first).kept[first] is None
    assert state.comfort_discard == []
    second = state.queue[0]
    play(state, DiscardStarting(player=second, card=not_none(state.players[second].hand[0])))
    assert len(state.comfort_discard) == 2 and all(len(p.hand) == 2 for p in state.players)
    assert state.month == 1 and state.traveler is not None


def _to_placement(state: CreatureComfortsState) -> None:
    while state.step != "place":
        perform(GAME, state, GAME.legal_actions(state)[-1])  # pass / the last card


def test_placement_is_secret_one_per_location_and_at_most_four() -> None:
    state = new_game(2, seed=4)
    _to_placement(state)
    first = state.queue[0]
    for location in ("market", "inn", "workshop", "river_1"):
        play(state, PlaceWorker(player=first, location=location))
    assert not any(a.kind == "place_worker" for a in GAME.legal_actions(state)), "four workers at most"
    with pytest.raises(IllegalAction):
        perform(GAME, state, PlaceWorker(player=first, location="market"))
    play(state, FinishPlacing(player=first))
    other = state.queue[0]
    assert GAME.view(state, other).placing[first] is None, "others' placements stay hidden"
    assert GAME.view(state, first).placing[first] is not None
    village = list(state.village)
    play(state, PlaceWorker(player=other, location="market"), FinishPlacing(player=other))
    assert state.step == "turn" and state.players[first].workers == ["market", "inn", "workshop", "river_1"]
    assert state.players[other].workers == ["market"]
    assert state.turn is not None and state.turn.player == state.early_bird
    assert len(state.village) == 4 and all(1 <= d <= 6 for d in state.village) and village == [1, 1, 1, 1]


def test_upkeep_order() -> None:
    state = new_game(2, seed=6)
    _to_placement(state)
    state.queue, state.step = [], "turn"
    forest, meadow = state.valley["forest"], state.valley["meadow"]
    owl_left, owl_rest = state.owls_nest[0], state.owls_nest[1:]
    ladder = list(state.workshop)
    dial, bird, traveler = state.dial, state.early_bird, state.traveler
    upkeep(state)
    assert state.valley_discard == [forest, meadow]
    assert state.dial == load_content().river.turned(dial)
    assert state.comfort_discard[-1] == owl_left and state.owls_nest[:3] == owl_rest and len(state.owls_nest) == 4
    assert state.improvement_discard == [ladder[5]] and state.workshop[1:] == ladder[:5]
    assert traveler in state.traveler_discard and state.traveler != traveler
    assert state.early_bird == (bird + 1) % 2 and state.month == 2


def test_winter_brings_final_crafting_then_the_end() -> None:
    state = new_game(2, seed=7, short_game=True)
    _to_placement(state)
    for stack in ("forest", "meadow"):
        state.valley_decks[stack] = []
        state.valley_seasons[stack] = []
    upkeep(state)
    assert state.step == "final" and state.valley == {"forest": None, "meadow": None}
    for _ in range(2):
        play(state, EndCrafting(player=state.queue[0]))
    assert GAME.is_over(state) and GAME.legal_actions(state) == []


def test_the_last_months_traveler_still_acts_in_winters_crafting() -> None:
    state = new_game(2, seed=7, short_game=True)
    _to_placement(state)
    state.traveler = "pileated_woodpecker"
    for stack in ("forest", "meadow"):
        state.valley_decks[stack] = []
        state.valley_seasons[stack] = []
    upkeep(state)
    assert state.step == "final" and state.traveler == "pileated_woodpecker"
    me = state.players[state.queue[0]]
    me.hand = ["flute"]
    me.goods = dict.fromkeys(me.goods, 0)
    me.coins = 1
    # The Flute costs a Wood and a Coin; the Woodpecker's all-month discount still covers the Wood.
    assert [a.pay for a in GAME.legal_actions(state) if isinstance(a, Craft)] == [()]


def test_shared_wins_no_tiebreakers() -> None:
    from hearthwood.engine.core import winners

    state = new_game(3, seed=8)
    state.step, state.queue = "over", []
    assert winners(GAME, state) == [0, 1, 2]


def test_the_log_shows_a_run_of_hidden_placements_as_one_line_in_the_games_words() -> None:
    from hearthwood.engine.core import Seat, Session

    session = Session.start("creature-comforts", [Seat(name="Ada"), Seat(name="Bo")], seed=4)
    assert isinstance(session.state, CreatureComfortsState)
    while session.state.step != "place":
        session.apply(session.legal_actions()[-1])
    first = session.state.queue[0]
    name, other = ("Ada", 1) if first == 0 else ("Bo", 0)
    before = len(session.log(viewer=other))
    for location in ("market", "inn", "workshop"):
        session.apply(PlaceWorker(player=first, location=location))
    session.apply(FinishPlacing(player=first))
    assert session.log(viewer=other)[before:] == [f"{name} places workers in secret"]
    assert len(session.log(viewer=first)) == before + 4, "the chooser reads each of their own placements"
    session.apply(FinishPlacing(player=other))  # the reveal: every placement is read by everyone
    assert not any("in secret" in line for line in session.log(viewer=other))
