"""Monument effects when built, the solo game and the Town Hall variant."""

from __future__ import annotations

import random

import pytest

from hearthwood.engine.core import IllegalAction, Rng, Seat, Session, perform
from hearthwood.engine.games.tiny_towns import GAME
from hearthwood.engine.games.tiny_towns.actions import (
    Build,
    ChooseWatch,
    Decline,
    DeliverWatched,
    FinishBuilding,
    PlaceFreeBuilding,
    PlaceResource,
    ReplaceBuilding,
)
from hearthwood.engine.games.tiny_towns.state import TinyTownsConfig, TinyTownsState, Town
from tests.narrow import known, narrow, not_none

from .helpers import state_with, town

EMPTY = (". . . .",) * 4


def holding(monument: str, *rows: str) -> Town:
    t = town(*rows)
    t.monument = monument
    return t


def test_a_monument_is_built_only_by_its_holder_and_only_once() -> None:
    # Cathedral of Caterina: . wheat / stone glass
    rows = (". wh . .", "st gl . .", ". wh . .", "st gl . .")
    state = state_with(holding("cathedral_of_caterina", *rows), town(*rows))
    mine = [a for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "cathedral_of_caterina"]
    assert mine, "the holder can build it"
    perform(GAME, state, mine[0])
    assert state.towns[0].monument_built
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "cathedral_of_caterina"]
    with pytest.raises(IllegalAction, match="once"):
        perform(GAME, state, Build(player=0, building="cathedral_of_caterina", squares=(9, 12, 13), target=9))
    perform(GAME, state, FinishBuilding(player=0))
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "cathedral_of_caterina"]


def test_architects_guild_replaces_up_to_two_buildings() -> None:
    # Architect's Guild: . . glass / . wheat stone / wood brick .
    guild = holding("architects_guild", ". . gl .", ". wh st .", "wd br . C", "well C . .")
    state = state_with(guild, town(*EMPTY))
    build = next(a for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "architects_guild")
    perform(GAME, state, build)
    decision = GAME.decision(state)
    assert decision is not None and decision.player == 0 and "Architect" in decision.prompt
    options = GAME.legal_actions(state)
    assert Decline(player=0) in options
    assert ReplaceBuilding(player=0, square=11, building="farm") in options
    assert not [o for o in options if isinstance(o, ReplaceBuilding) and o.square == build.target]
    assert not [o for o in options if isinstance(o, ReplaceBuilding) and o.square == 11 and o.building == "cottage"]
    perform(GAME, state, ReplaceBuilding(player=0, square=11, building="farm"))
    perform(GAME, state, ReplaceBuilding(player=0, square=12, building="chapel"))
    assert state.towns[0].squares[11] == "farm" and state.towns[0].squares[12] == "chapel"
    assert not state.effects, "two replacements at most"
    assert not_none(GAME.decision(state)).prompt.startswith("Construct")


def test_architects_guild_replacements_may_be_declined() -> None:
    guild = holding("architects_guild", ". . gl .", ". wh st .", "wd br . C", ". . . .")
    state = state_with(guild, town(*EMPTY))
    perform(GAME, state, next(a for a in GAME.legal_actions(state) if getattr(a, "building", "") == "architects_guild"))
    perform(GAME, state, Decline(player=0))
    assert not state.effects and state.towns[0].squares[11] == "cottage"


def test_grove_university_places_a_free_building_on_an_empty_square() -> None:
    grove = holding("grove_university", ". br . .", "st gl st .", ". . . .", ". . . .")
    state = state_with(grove, town(*EMPTY))
    build = next(a for a in GAME.legal_actions(state) if getattr(a, "building", "") == "grove_university")
    perform(GAME, state, build)
    options = GAME.legal_actions(state)
    assert all(isinstance(o, PlaceFreeBuilding) for o in options), "the free building is not optional"
    assert {narrow(o, PlaceFreeBuilding).square for o in options} == {
        s for s in range(16) if state.towns[0].squares[s] is None
    }
    perform(GAME, state, PlaceFreeBuilding(player=0, square=15, building="theater"))
    assert state.towns[0].squares[15] == "theater" and not state.effects


def test_opaleyes_watch_delivers_what_a_neighbour_builds() -> None:
    watch = holding("opaleyes_watch", "wd . . .", "br gl wh wh", "st . . .", ". . . .")
    builder = town(". wh . .", "br gl . .", ". . . .", ". . . .")
    state = state_with(
        watch, builder, town(*EMPTY), buildings=["cottage", "farm", "well", "chapel", "tavern", "theater", "factory"]
    )
    perform(GAME, state, next(a for a in GAME.legal_actions(state) if getattr(a, "building", "") == "opaleyes_watch"))
    choices = GAME.legal_actions(state)
    assert len(choices) == 35 and all(isinstance(c, ChooseWatch) for c in choices), "3 of the 7 kinds in play"
    perform(GAME, state, ChooseWatch(player=0, buildings=("chapel", "cottage", "well")))
    perform(GAME, state, FinishBuilding(player=0))
    perform(GAME, state, Build(player=1, building="cottage", squares=(1, 4, 5), target=5))
    decision = GAME.decision(state)
    assert decision is not None and decision.player == 0 and "Opaleye" in decision.prompt, (
        "the owner answers during the neighbour's turn"
    )
    perform(GAME, state, DeliverWatched(player=0, building="cottage", square=15))
    assert state.towns[0].squares[15] == "cottage" and state.towns[0].watch == ["chapel", "well"]
    assert not_none(GAME.decision(state)).player == 1, "then the builder carries on"


def test_opaleyes_watch_ignores_players_who_are_not_neighbours() -> None:
    watch = holding("opaleyes_watch", ". . . .", ". . . .", ". . . .", ". . . opaleyes_watch")
    watch.monument_built, watch.watch = True, ["cottage", "well", "farm"]
    far = town(". wh . .", "br gl . .", ". . . .", ". . . .")
    state = state_with(watch, town(*EMPTY), far, town(*EMPTY))
    state.finished_building = [True, True, False, True]
    perform(GAME, state, Build(player=2, building="cottage", squares=(1, 4, 5), target=5))
    assert not state.effects, "player 3 sits opposite player 1 in a 4-player game"


def test_opaleyes_watch_keeps_a_bank_its_owner_could_not_give_a_resource() -> None:
    # Five Banks already hold the five resources, and a Bank may not hold one another Bank holds.
    banks = holding("opaleyes_watch", "bank bank bank bank", "bank . . .", ". . . .", ". . . opaleyes_watch")
    banks.monument_built, banks.watch = True, ["bank"]
    banks.stored[:5] = [["wood"], ["wheat"], ["brick"], ["glass"], ["stone"]]
    builder = town("wh wh . .", "wd gl br .", ". . . .", ". . . .")
    state = state_with(banks, builder, buildings=["cottage", "farm", "well", "chapel", "tavern", "theater", "bank"])
    state.finished_building = [True, False]
    perform(GAME, state, Build(player=1, building="bank", squares=(0, 1, 4, 5, 6), target=5, resource="wood"))
    assert not state.effects and state.towns[0].watch == ["bank"], "the Bank stays on the card"
    assert GAME.legal_actions(state), "the builder carries on rather than the game waiting on nothing"


def test_shrine_of_the_elder_tree_is_worth_what_the_town_held_when_built() -> None:
    shrine = holding("shrine_of_the_elder_tree", "br wh st .", "wd gl wd .", "C C well .", "C . . .")
    state = state_with(shrine, town(*EMPTY))
    perform(
        GAME,
        state,
        next(a for a in GAME.legal_actions(state) if getattr(a, "building", "") == "shrine_of_the_elder_tree"),
    )
    assert state.towns[0].shrine_points == 5, "4 buildings and the Shrine itself"
    state.towns[0].squares[15] = "well"
    assert state.towns[0].shrine_points == 5, "later buildings do not change it"


# -- solo -------------------------------------------------------------------------------------------------


def solo(seed: int = 3, **config: object) -> Session:
    return Session.start("tiny-towns", [Seat(name="Ada")], config={"monuments": False, **config}, seed=seed)


def test_solo_offers_three_cards_and_the_chosen_one_goes_under_the_deck() -> None:
    s = solo()
    assert isinstance(s.state, TinyTownsState)
    offer = list(s.state.solo_offer)
    deck = known(s.state.resource_deck)
    assert len(offer) == 3 and len(deck) == 12
    assert sorted([*offer, *deck]) == sorted(
        [r for r in ("wood", "wheat", "brick", "glass", "stone") for _ in range(3)]
    )
    chosen = offer[1]
    s.apply(PlaceResource(player=0, square=0, resource=chosen, card=chosen))
    assert s.state.towns[0].squares[0] == chosen
    assert s.state.resource_deck[0] == chosen, "the chosen card goes face down at the bottom"
    assert s.state.solo_offer == [offer[0], offer[2], deck[-1]], "the top card replaces it"
    assert not not_none(s.decision()).secret


def take_cards(s: Session, rounds: int, first_square: int = 0) -> list[str]:
    """Take the first face-up card for ``rounds`` rounds, laying the cubes in order and building nothing."""
    assert isinstance(s.state, TinyTownsState)
    taken = []
    for square in range(first_square, first_square + rounds):
        card = s.state.solo_offer[0]
        s.apply(PlaceResource(player=0, square=square, resource=card, card=card))
        s.apply(FinishBuilding(player=0))
        taken.append(card)
    return taken


def test_solo_player_remembers_the_cards_they_put_under_the_deck() -> None:
    s = solo()
    assert isinstance(s.state, TinyTownsState)
    taken = take_cards(s, 3)
    view = GAME.view(s.state, 0)
    assert view.resource_deck[:3] == taken[::-1], "the last card taken lies at the very bottom"
    assert view.resource_deck[3:] == [None] * 9, "the cards that were never face up stay unseen"
    take_cards(s, 10, first_square=3)
    view = GAME.view(s.state, 0)
    assert view.resource_deck == s.state.resource_deck, "after 12 rounds the whole deck is cards the player took"


@pytest.mark.parametrize("config", [{"monuments": True}, {"monuments": False, "cavern": True}])
def test_the_remembered_cards_are_always_the_ones_taken_last(config: dict[str, bool]) -> None:
    """The count is worked out from the round, so check it against the cards actually taken, whole games long."""
    for seed in range(3):
        s = solo(seed, **config)
        assert isinstance(s.state, TinyTownsState)
        chooser = random.Random(seed)
        taken: list[str] = []
        while not s.is_over():
            known = s.state.resource_known_bottom
            assert known == min(len(taken), len(s.state.resource_deck))
            assert s.state.resource_deck[:known] == taken[::-1][:known]
            legal = s.legal_actions()
            action = chooser.choice([a for a in legal if a.kind != "complete_town"] or legal)
            s.apply(action)
            card = getattr(action, "card", None)
            if card is not None:
                taken.append(card)
        assert len(taken) > 12, "the games ran long enough for the deck to come round"


def test_solo_samples_keep_the_remembered_cards_and_shuffle_only_the_unseen_ones() -> None:
    s = solo()
    assert isinstance(s.state, TinyTownsState)
    take_cards(s, 4)
    view = GAME.view(s.state, 0)
    unseen_orders = set()
    for seed in range(12):
        sample = GAME.determinize(view, 0, Rng.from_seed(seed))
        assert sample.resource_deck[:4] == s.state.resource_deck[:4]
        assert sorted(sample.resource_deck) == sorted(known(s.state.resource_deck)), "the same cards, other order"
        unseen_orders.add(tuple(sample.resource_deck[4:]))
    assert len(unseen_orders) > 1, "the unseen part is still sampled"


def test_solo_player_may_only_take_a_face_up_resource() -> None:
    s = solo()
    assert isinstance(s.state, TinyTownsState)
    missing = next(r for r in ("wood", "wheat", "brick", "glass", "stone") if r not in s.state.solo_offer)
    with pytest.raises(IllegalAction):
        s.apply(PlaceResource(player=0, square=0, resource=missing, card=missing))


def test_solo_game_ends_with_a_title() -> None:
    s = solo()
    s.apply(next(a for a in s.legal_actions() if a.kind == "complete_town"))
    assert s.is_over()
    assert s.score_sheet().total(0) == -16
    assert GAME.result_title(s.state, 0) == "Aspiring Architect"


def test_solo_factory_answers_the_chosen_card() -> None:
    s = solo()
    assert isinstance(s.state, TinyTownsState)
    card = s.state.solo_offer[0]
    stored = [[card] if i == 5 else [] for i in range(16)]
    s.state.towns[0] = town(". . . .", ". factory . .", ". . . .", ". . . .", stored=stored)
    resources = {a.resource for a in s.legal_actions() if isinstance(a, PlaceResource) and a.card == card}
    assert resources == {"wood", "wheat", "brick", "glass", "stone"}


# -- Town Hall --------------------------------------------------------------------------------------------


def town_hall(players: int = 2, seed: int = 5) -> Session:
    seats = [Seat(name=n) for n in ["Ada", "Bo", "Cy"][:players]]
    return Session.start("tiny-towns", seats, config={"monuments": False, "town_hall": True}, seed=seed)


def finish_round(s: Session, square: int) -> None:
    assert isinstance(s.state, TinyTownsState)
    while s.state.phase == "place":
        options = [a for a in s.legal_actions() if isinstance(a, PlaceResource) and a.square == square]
        s.apply(options[0])
    while s.state.phase == "build":
        s.apply(FinishBuilding(player=not_none(s.decision()).player))


def test_town_hall_draws_two_cards_then_lets_everyone_pick() -> None:
    s = town_hall()
    assert isinstance(s.state, TinyTownsState)
    assert len(s.state.resource_face_down) == 5 and len(s.state.resource_deck) == 9
    assert s.state.phase == "place" and s.state.named == s.state.resource_discard[-1]
    assert {a.resource for a in s.legal_actions() if isinstance(a, PlaceResource)} == {s.state.named}
    assert all(t.master_builder_turns == 0 for t in s.state.towns), "nobody is Master Builder"
    finish_round(s, 0)
    assert s.state.round == 2 and len(s.state.resource_discard) == 2
    finish_round(s, 1)
    assert s.state.round == 3 and s.state.free_choice and s.state.named is None
    picks = {a.resource for a in s.legal_actions() if isinstance(a, PlaceResource)}
    assert picks == {"wood", "wheat", "brick", "glass", "stone"}
    assert not_none(s.decision()).secret
    s.apply(PlaceResource(player=0, square=2, resource="glass"))
    assert narrow(s.view(1), TinyTownsState).pending[0] is None, "free picks stay secret until all have picked"


def test_town_hall_reshuffles_and_sets_five_aside_again() -> None:
    s = town_hall(seed=8)
    assert isinstance(s.state, TinyTownsState)
    for square in range(14):
        finish_round(s, square)
    # rounds 1-14 used the ten cards of rounds 1, 2, 4, 5, 7, 8, 10, 11, 13, 14; round 15 is a free pick
    assert s.state.round == 15 and s.state.free_choice and not s.state.resource_deck
    assert len(s.state.resource_discard) == 10
    finish_round(s, 14)
    # round 16 needs a card: all fifteen are shuffled again and five set aside unseen
    state = s.state
    assert state.round == 16 and state.named == state.resource_discard[-1]
    assert len(state.resource_face_down) == 5 and len(state.resource_discard) == 1 and len(state.resource_deck) == 9
    everything = known([*state.resource_face_down, *state.resource_discard, *state.resource_deck])
    assert sorted(everything) == sorted([r for r in ("wood", "wheat", "brick", "glass", "stone") for _ in range(3)])


def test_town_hall_free_pick_respects_banks() -> None:
    s = town_hall()
    assert isinstance(s.state, TinyTownsState)
    finish_round(s, 0)
    finish_round(s, 1)
    s.state.towns[0].squares[8] = "bank"
    s.state.towns[0].stored[8] = ["stone"]
    picks = {a.resource for a in s.legal_actions() if isinstance(a, PlaceResource) and a.player == 0}
    assert "stone" not in picks and len(picks) == 4


def test_town_hall_is_not_offered_solo() -> None:
    assert not GAME.supports(TinyTownsConfig(town_hall=True), 1)


def test_nobody_builds_another_players_monument_even_with_its_pattern() -> None:
    rows = (". wh . .", "st gl . .", ". . . .", ". . . .")  # Cathedral of Caterina's pattern
    state = state_with(holding("cathedral_of_caterina", *rows), town(*rows))
    state.finished_building = [True, False]  # player 2, who does not hold it, is building
    assert not_none(GAME.decision(state)).player == 1
    assert not [a for a in GAME.legal_actions(state) if getattr(a, "building", "") == "cathedral_of_caterina"]
    with pytest.raises(IllegalAction, match="your own Monument"):
        perform(GAME, state, Build(player=1, building="cathedral_of_caterina", squares=(1, 4, 5), target=5))
