"""Tiny Towns' turn structure and construction rules, one rule of the rules document per test."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from hearthwood.engine.core import Action, IllegalAction, Rng, Seat, Session, perform
from hearthwood.engine.games.tiny_towns import GAME
from hearthwood.engine.games.tiny_towns.actions import (
    Build,
    CompleteTown,
    FinishBuilding,
    KeepMonument,
    NameResource,
    PlaceFromCavern,
    PlaceOnCottage,
    PlaceResource,
    SetAside,
    StoreResource,
    SwapWithWarehouse,
)
from hearthwood.engine.games.tiny_towns.content import PILES, load_content
from hearthwood.engine.games.tiny_towns.state import TinyTownsConfig, TinyTownsState, Town
from tests.narrow import narrow, not_none

from .helpers import scores, state_with, town

NO_MONUMENTS = {"monuments": False}


def session(players: int = 2, seed: int = 1, **config: object) -> Session:
    seats = [Seat(name=name) for name in ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"][:players]]
    return Session.start("tiny-towns", seats, config=config, seed=seed)


def kinds(actions: Iterable[Action]) -> set[str]:
    return {a.kind for a in actions}


# -- set-up ---------------------------------------------------------------------------------------------


def test_random_set_is_the_cottage_and_one_card_from_each_pile() -> None:
    content = load_content()
    seen: set[str] = set()
    for seed in range(40):
        buildings = narrow(session(seed=seed, **NO_MONUMENTS).state, TinyTownsState).buildings
        colours = [content.card(b).colour for b in buildings]
        assert buildings[0] == "cottage" and colours[1:] == list(PILES)
        seen |= set(buildings)
    assert len(seen) == 25, "over many games every card turns up"


def test_first_game_set_is_the_recommended_one() -> None:
    state = narrow(session(building_set="first_game", **NO_MONUMENTS).state, TinyTownsState)
    assert sorted(state.buildings) == sorted(["cottage", "farm", "well", "chapel", "tavern", "theater", "factory"])


def test_solo_leaves_out_the_cards_that_need_other_players() -> None:
    for seed in range(60):
        state = narrow(session(players=1, seed=seed).state, TinyTownsState)
        assert not {"feast_hall", "bank"} & set(state.buildings)
        assert not {"fort_ironweed", "opaleyes_watch"} & set(state.towns[0].monument_offer)


def test_each_player_is_dealt_two_different_monuments_and_keeps_one_secretly() -> None:
    s = session(players=3)
    assert isinstance(s.state, TinyTownsState)
    offers = [tuple(t.monument_offer) for t in s.state.towns]
    assert all(len(o) == 2 for o in offers) and len({m for o in offers for m in o}) == 6
    decision = s.decision()
    assert decision is not None and decision.player == 0 and decision.secret
    kept = offers[0][1]
    assert kept is not None
    s.apply(KeepMonument(player=0, monument=kept))
    assert s.state.towns[0].monument == kept and s.state.towns[0].monument_offer == []
    other_view = narrow(s.view(1), TinyTownsState)
    assert other_view.towns[0].monument is None, "another player cannot see the kept Monument"
    assert other_view.towns[2].monument_offer == [None, None]
    own_view = narrow(s.view(0), TinyTownsState)
    assert own_view.towns[0].monument == kept
    assert own_view.towns[0].monument_discarded == offers[0][0], "the player remembers what they let go"
    assert other_view.towns[0].monument_discarded is None, "and nobody else learns it"
    with pytest.raises(IllegalAction):
        s.apply(KeepMonument(player=1, monument=not_none(offers[0][0])))


def test_a_player_planning_never_gives_a_rival_the_monument_they_discarded_themselves() -> None:
    # Each sample of what the rival kept comes from the Monuments this player has not seen: the one they
    # discarded is out of the game as surely as the one they kept.
    s = session(players=2)
    assert isinstance(s.state, TinyTownsState)
    mine, theirs = (tuple(t.monument_offer) for t in s.state.towns)
    s.apply(KeepMonument(player=0, monument=not_none(mine[0])))
    s.apply(KeepMonument(player=1, monument=not_none(theirs[0])))
    view = GAME.view(s.state, 0)
    sampled = {GAME.determinize(view, 0, Rng.from_seed(seed)).towns[1].monument for seed in range(300)}
    assert mine[1] not in sampled and mine[0] not in sampled
    assert theirs[0] in sampled and len(sampled) > 2, "the rival's Monument is still sampled"


def test_without_monuments_the_first_round_starts_at_once() -> None:
    s = session(**NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    assert s.state.phase == "name" and s.state.round == 1 and s.state.master_builder == 0
    assert s.state.towns[0].master_builder_turns == 1


# -- a round ----------------------------------------------------------------------------------------------


def test_only_the_master_builder_names_and_everyone_places_it_secretly() -> None:
    s = session(**NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    with pytest.raises(IllegalAction, match="turn order"):
        s.apply(NameResource(player=1, resource="wood"))
    s.apply(NameResource(player=0, resource="wood"))
    legal = s.legal_actions()
    assert {a.square for a in legal if isinstance(a, PlaceResource)} == set(range(16))
    assert {a.resource for a in legal if isinstance(a, PlaceResource)} == {"wood"}
    first = s.apply(PlaceResource(player=0, square=5, resource="wood"))
    assert not first.sealed, "a hidden placement can still be taken back"
    assert s.state.towns[0].squares[5] is None, "nothing is on the board until everyone has placed"
    assert narrow(s.view(1), TinyTownsState).pending[0] is None and narrow(s.view(1), TinyTownsState).placed[0]
    reveal = s.apply(PlaceResource(player=1, square=0, resource="wood"))
    assert reveal.sealed, "revealing everyone's placement cannot be undone"
    assert s.state.towns[0].squares[5] == "wood" and s.state.towns[1].squares[0] == "wood"
    assert s.state.phase == "build"


def test_placing_the_named_resource_is_compulsory_and_resources_never_move() -> None:
    s = session(**NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    s.apply(NameResource(player=0, resource="brick"))
    with pytest.raises(IllegalAction, match="named"):
        s.apply(PlaceResource(player=0, square=1, resource="glass"))
    s.apply(PlaceResource(player=0, square=1, resource="brick"))
    s.apply(PlaceResource(player=1, square=1, resource="brick"))
    for p in (1, 0):
        s.apply(FinishBuilding(player=p)) if not_none(s.decision()).player == p else None
    while s.state.phase != "name":
        s.apply(FinishBuilding(player=not_none(s.decision()).player))
    assert s.state.master_builder == 1, "the hammer passes clockwise"
    s.apply(NameResource(player=1, resource="wood"))
    with pytest.raises(IllegalAction, match="only one resource or building"):
        s.apply(PlaceResource(player=1, square=1, resource="wood"))


def test_no_construction_before_the_rounds_placement() -> None:
    state = state_with(
        town("wh . . .", "br gl . .", ". . . .", ". . . ."), town(". . . .", ". . . .", ". . . .", ". . . .")
    )
    state.phase = "place"
    state.placed = [False, False]
    state.named = "wood"
    with pytest.raises(IllegalAction, match="after this round's resource is placed"):
        perform(GAME, state, Build(player=0, building="cottage", squares=(0, 4, 5), target=4))


def test_building_removes_its_resources_and_stands_on_one_of_their_squares() -> None:
    state = state_with(town(". wh . .", "br gl . .", ". . . .", ". . . ."), town(*[". . . ."] * 4))
    legal = [a for a in GAME.legal_actions(state) if isinstance(a, Build)]
    assert {(a.building, a.squares, a.target) for a in legal} == {
        ("cottage", (1, 4, 5), 1),
        ("cottage", (1, 4, 5), 4),
        ("cottage", (1, 4, 5), 5),
    }
    with pytest.raises(IllegalAction, match="one of the squares its resources came from"):
        perform(GAME, state, Build(player=0, building="cottage", squares=(1, 4, 5), target=2))
    perform(GAME, state, Build(player=0, building="cottage", squares=(1, 4, 5), target=4))
    assert state.towns[0].squares[:6] == [None, None, None, None, "cottage", None]


def test_several_buildings_in_a_round_but_each_resource_serves_one() -> None:
    # Two overlapping Wells (wood-stone) share the wood in the middle: only one can be built from it.
    state = state_with(town("st wd st .", ". . . .", "wd st . .", ". . . ."), town(*[". . . ."] * 4))
    perform(GAME, state, Build(player=0, building="well", squares=(0, 1), target=0))
    remaining = [a for a in GAME.legal_actions(state) if isinstance(a, Build)]
    assert {a.squares for a in remaining} == {(8, 9)}, "the shared wood is gone"
    perform(GAME, state, Build(player=0, building="well", squares=(8, 9), target=9))
    assert state.towns[0].squares.count("well") == 2


def test_buildings_need_not_be_built_at_once() -> None:
    s = session(**NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    s.state.towns[0] = town("wd . . .", ". . . .", ". . . .", ". . . .")
    s.apply(NameResource(player=0, resource="stone"))
    s.apply(PlaceResource(player=0, square=1, resource="stone"))
    s.apply(PlaceResource(player=1, square=0, resource="stone"))
    assert any(isinstance(a, Build) for a in s.legal_actions())
    s.apply(FinishBuilding(player=0))
    s.apply(FinishBuilding(player=1))
    s.apply(NameResource(player=1, resource="wheat"))
    s.apply(PlaceResource(player=1, square=1, resource="wheat"))
    s.apply(PlaceResource(player=0, square=15, resource="wheat"))
    builds = [a for a in s.legal_actions() if isinstance(a, Build) and a.player == 1]
    assert not builds  # Bo has nothing; Ada's Well is still waiting for her turn
    s.apply(FinishBuilding(player=1))
    assert any(isinstance(a, Build) and a.building == "well" for a in s.legal_actions())


def test_shed_may_go_on_any_empty_square() -> None:
    buildings = ["cottage", "farm", "shed", "chapel", "tavern", "theater", "factory"]
    state = state_with(town("wd st . .", "C . . .", ". . . .", ". . . ."), town(*[". . . ."] * 4), buildings=buildings)
    targets = {a.target for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "shed"}
    assert targets == set(range(16)) - {4}


def test_obelisk_lets_every_later_building_go_anywhere() -> None:
    state = state_with(
        town("wd st . .", ". . . .", ". . . .", ". . obelisk_of_the_crescent ."),
        town(*[". . . ."] * 4),
    )
    state.towns[0].monument = "obelisk_of_the_crescent"
    state.towns[0].monument_built = True
    targets = {a.target for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "well"}
    assert targets == set(range(16)) - {14}


def test_trading_post_stands_in_for_any_resource_and_stays() -> None:
    buildings = ["cottage", "farm", "well", "chapel", "tavern", "theater", "trading_post"]
    state = state_with(
        town("trading_post st . .", ". . . .", ". . . .", ". . . ."), town(*[". . . ."] * 4), buildings=buildings
    )
    wells = [a for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "well"]
    assert {(a.squares, a.target) for a in wells} == {((0, 1), 1)}, "the new building goes where a real cube was"
    perform(GAME, state, wells[0])
    assert state.towns[0].squares[:2] == ["trading_post", "well"]


def test_a_pattern_of_wild_trading_posts_alone_builds_nothing() -> None:
    buildings = ["cottage", "farm", "shed", "chapel", "tavern", "theater", "trading_post"]
    state = state_with(
        town("trading_post trading_post . .", ". . . .", ". . . .", ". . . ."),
        town(*[". . . ."] * 4),
        buildings=buildings,
    )
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, Build)]


# -- black buildings and the Cavern ------------------------------------------------------------------------


def _naming_round(state_town0: Town, named: str, master_builder: int, cavern: bool = False) -> TinyTownsState:
    state = state_with(state_town0, town(*[". . . ."] * 4), config=TinyTownsConfig(monuments=False, cavern=cavern))
    state.phase = "place"
    state.placed = [False, True]  # the other player has already placed: player 0 decides now
    state.named = named
    state.master_builder = master_builder
    return state


def test_factory_swaps_a_resource_named_by_someone_else_only() -> None:
    factory_town = town(". . . .", ". factory . .", ". . . .", ". . . .", stored=[[]] * 5 + [["wood"]] + [[]] * 10)
    named_by_other = _naming_round(factory_town, "wood", master_builder=1)
    resources = {a.resource for a in GAME.legal_actions(named_by_other) if isinstance(a, PlaceResource)}
    assert resources == {"wood", "wheat", "brick", "glass", "stone"}
    own_call = _naming_round(factory_town.model_copy(deep=True), "wood", master_builder=0)
    assert {a.resource for a in GAME.legal_actions(own_call) if isinstance(a, PlaceResource)} == {"wood"}
    other_resource = _naming_round(factory_town.model_copy(deep=True), "glass", master_builder=1)
    assert {a.resource for a in GAME.legal_actions(other_resource) if isinstance(a, PlaceResource)} == {"glass"}


def test_bank_forbids_its_owner_to_name_its_resource() -> None:
    banked = town("bank . . .", ". . . .", ". . . .", ". . . .", stored=[["brick"]] + [[]] * 15)
    state = state_with(banked, town(*[". . . ."] * 4))
    state.phase = "name"
    assert {narrow(a, NameResource).resource for a in GAME.legal_actions(state)} == {"wood", "wheat", "glass", "stone"}
    with pytest.raises(IllegalAction, match="Bank"):
        perform(GAME, state, NameResource(player=0, resource="brick"))


def test_a_second_bank_must_hold_a_different_resource() -> None:
    buildings = ["cottage", "farm", "well", "chapel", "tavern", "theater", "bank"]
    bank_town = town("wh wh . bank", "wd gl br .", ". . . .", ". . . .", stored=[[]] * 3 + [["glass"]] + [[]] * 12)
    state = state_with(bank_town, town(*[". . . ."] * 4), buildings=buildings)
    held = {a.resource for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "bank"}
    assert held == {"wood", "wheat", "brick", "stone"}


def test_warehouse_stores_up_to_three_and_swaps() -> None:
    stored: list[list[str]] = [[]] * 16
    stored = [["stone", "glass"] if i == 0 else [] for i in range(16)]
    state = _naming_round(town("warehouse . . .", ". . . .", ". . . .", ". . . .", stored=stored), "wood", 1)
    legal = GAME.legal_actions(state)
    assert StoreResource(player=0, warehouse=0, resource="wood") in legal
    assert SwapWithWarehouse(player=0, warehouse=0, resource="wood", take="stone", square=7) in legal
    perform(GAME, state, StoreResource(player=0, warehouse=0, resource="wood"))
    assert state.towns[0].stored[0] == ["stone", "glass", "wood"]
    assert scores(state)["Empty squares"] == -15
    state.phase, state.placed, state.master_builder = "place", [False, True], 1
    legal = GAME.legal_actions(state)
    assert not [a for a in legal if isinstance(a, StoreResource)], "a Warehouse holds at most 3"
    perform(GAME, state, SwapWithWarehouse(player=0, warehouse=0, resource="wood", take="glass", square=3))
    assert sorted(state.towns[0].stored[0]) == ["stone", "wood", "wood"] and state.towns[0].squares[3] == "glass"


def test_warehouse_is_not_offered_for_your_own_call() -> None:
    stored: list[list[str]] = [[] for _ in range(16)]
    state = _naming_round(town("warehouse . . .", ". . . .", ". . . .", ". . . .", stored=stored), "wood", 0)
    assert not [a for a in GAME.legal_actions(state) if isinstance(a, StoreResource | SwapWithWarehouse)]


def test_cavern_holds_two_resources_named_by_others_for_later() -> None:
    state = _naming_round(town(*[". . . ."] * 4), "wood", 1, cavern=True)
    assert SetAside(player=0, resource="wood") in GAME.legal_actions(state)
    perform(GAME, state, SetAside(player=0, resource="wood"))
    assert state.towns[0].cavern == ["wood"] and state.towns[0].squares == [None] * 16
    perform(GAME, state, FinishBuilding(player=1))  # the Master Builder builds first
    assert PlaceFromCavern(player=0, resource="wood", square=6) in GAME.legal_actions(state)
    perform(GAME, state, PlaceFromCavern(player=0, resource="wood", square=6))
    assert state.towns[0].squares[6] == "wood" and state.towns[0].cavern == []
    full = _naming_round(town(*[". . . ."] * 4, cavern=["glass", "brick"]), "wood", 1, cavern=True)
    assert SetAside(player=0, resource="wood") not in GAME.legal_actions(full), "at most 2 set aside"
    own = _naming_round(town(*[". . . ."] * 4), "wood", 0, cavern=True)
    assert SetAside(player=0, resource="wood") not in GAME.legal_actions(own), "only resources named by others"
    off = _naming_round(town(*[". . . ."] * 4), "wood", 1)
    assert SetAside(player=0, resource="wood") not in GAME.legal_actions(off), "only with the Cavern rule"


def test_bondmaker_puts_resources_on_cottages_that_then_serve_patterns() -> None:
    statue = town("C . . .", ". . . .", ". . . .", ". . . statue_of_the_bondmaker")
    statue.monument, statue.monument_built = "statue_of_the_bondmaker", True
    state = _naming_round(statue, "wood", 1)
    assert PlaceOnCottage(player=0, square=0, resource="wood") in GAME.legal_actions(state)
    perform(GAME, state, PlaceOnCottage(player=0, square=0, resource="wood"))
    state.towns[0].squares[1] = "stone"
    perform(GAME, state, FinishBuilding(player=1))  # the Master Builder builds first
    wells = [a for a in GAME.legal_actions(state) if isinstance(a, Build) and a.building == "well"]
    assert [(a.squares, a.target) for a in wells] == [((0, 1), 1)]
    perform(GAME, state, wells[0])
    assert state.towns[0].squares[:2] == ["cottage", "well"] and state.towns[0].stored[0] == []


def test_a_shed_may_be_built_from_bondmaker_cubes_alone() -> None:
    # Both cubes sit on Cottages: using them up frees no square, but the Shed goes on any empty square.
    statue = town(
        "C C . .", ". . . .", ". . . .", ". . . statue_of_the_bondmaker",
        monument="statue_of_the_bondmaker", built=True, stored=[["wood"], ["stone"]] + [[] for _ in range(14)],
    )  # fmt: skip
    state = state_with(statue, buildings=["cottage", "farm", "shed", "chapel", "tavern", "theater", "factory"])
    builds = [a for a in GAME.legal_actions(state) if isinstance(a, Build)]
    assert {a.building for a in builds} == {"shed"}, "no other building has a square to stand on"
    assert sorted(a.target for a in builds) == list(range(2, 15))
    perform(GAME, state, Build(player=0, building="shed", squares=(0, 1), target=2))
    built = state.towns[0]
    assert built.squares[:3] == ["cottage", "cottage", "shed"] and built.stored[:2] == [[], []]


# -- completing towns ----------------------------------------------------------------------------------


def test_completing_a_town_leaves_the_game_and_the_master_builder_skips_it() -> None:
    s = session(players=3, **NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    s.apply(NameResource(player=0, resource="wood"))
    s.apply(PlaceResource(player=0, square=0, resource="wood"))
    s.apply(CompleteTown(player=1))
    s.apply(PlaceResource(player=2, square=0, resource="wood"))
    assert s.state.towns[1].completed_round == 1
    assert {a.player for a in [not_none(s.decision())]} == {0}
    s.apply(FinishBuilding(player=0))
    s.apply(FinishBuilding(player=2))
    assert s.state.master_builder == 2, "the completed player is no longer Master Builder"
    assert s.state.towns[1].master_builder_turns == 0


def test_declaring_a_town_complete_stays_hidden_until_everyone_has_placed() -> None:
    s = session(players=3, **NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    s.apply(NameResource(player=0, resource="wood"))
    s.apply(PlaceResource(player=0, square=0, resource="wood"))
    s.apply(CompleteTown(player=1))
    view = narrow(s.view(2), TinyTownsState)
    assert not view.towns[1].completed and view.pending[1] is None, "player 3 places without knowing"
    assert s.log(2)[-1] == "Bo places a resource in secret", "the log covers it as it covers a placement"
    s.apply(PlaceResource(player=2, square=0, resource="wood"))
    assert s.state.towns[1].completed_round == 1
    assert s.log(2)[-3:] == ["Bo completes their town", "Cy places wood on A1", "Bo's town is complete"]


@pytest.mark.parametrize("warehouse_seat", [0, 1])
def test_full_towns_complete_together_whichever_seat_is_looked_at_first(warehouse_seat: int) -> None:
    # Both towns are full; one still has room on a Warehouse, which only cubes named by someone else can fill.
    with_room = town("warehouse C C C", "C C C C", "C C C C", "C C C wd")
    without = town("C C C C", "C C C C", "C C C C", "C C C wd")
    towns = [with_room, without] if warehouse_seat == 0 else [without, with_room]
    state = state_with(*towns, buildings=["cottage", "farm", "well", "chapel", "tavern", "theater", "warehouse"])
    perform(GAME, state, FinishBuilding(player=0))
    perform(GAME, state, FinishBuilding(player=1))
    assert [t.completed_round for t in state.towns] == [1, 1]
    assert state.phase == "over" and [t.master_builder_turns for t in state.towns] == [0, 0]


def test_the_last_player_names_alone_until_their_town_is_complete() -> None:
    s = session(players=2, **NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    s.apply(NameResource(player=0, resource="wood"))
    s.apply(CompleteTown(player=0))
    s.apply(PlaceResource(player=1, square=0, resource="wood"))
    s.apply(FinishBuilding(player=1))
    for round_ in range(2, 5):
        decision = s.decision()
        assert decision is not None and decision.player == 1 and s.state.master_builder == 1 and not decision.secret
        s.apply(NameResource(player=1, resource="stone"))
        assert not not_none(s.decision()).secret, "nothing to hide from anyone when one player is left"
        s.apply(PlaceResource(player=1, square=round_, resource="stone"))
        s.apply(FinishBuilding(player=1))
    s.apply(NameResource(player=1, resource="stone"))
    s.apply(CompleteTown(player=1))
    assert s.is_over() and s.legal_actions() == []


def test_a_full_town_that_can_take_nothing_completes_by_itself() -> None:
    full = town("C C C C", "C C C C", "C C C C", "C C C wd")
    state = state_with(full, town(*[". . . ."] * 4))
    perform(GAME, state, FinishBuilding(player=0))
    perform(GAME, state, FinishBuilding(player=1))
    assert state.towns[0].completed_round == 1 and not state.towns[1].completed
    assert state.round == 2 and state.master_builder == 1


def test_fort_ironweed_owner_is_never_master_builder_unless_last() -> None:
    fort = town(". . . .", ". . . .", ". . . .", ". . . fort_ironweed", monument="fort_ironweed", built=True)
    state = state_with(town(*[". . . ."] * 4), fort, town(*[". . . ."] * 4))
    state.master_builder = 0
    for p in range(3):
        perform(GAME, state, FinishBuilding(player=p))
    assert state.master_builder == 2, "player 2 (index 1) owns Fort Ironweed and is skipped"
    state.towns[0].completed_round = 1
    state.towns[2].completed_round = 2
    state.phase, state.finished_building = "build", [True, False, True]
    perform(GAME, state, FinishBuilding(player=1))
    assert state.master_builder == 1, "alone, the Fort's owner names after all"


def test_a_town_only_others_could_feed_completes_when_the_others_own_fort_ironweed() -> None:
    # The Warehouse takes only cubes named by someone else, and the Fort's owner never names while this
    # town is in play: it could only ever be Master Builder itself, so it is complete.
    warehouse = town("warehouse wd wd wd", "wd wd wd wd", "wd wd wd wd", "wd wd wd wd")
    fort = town("fort_ironweed . . .", ". . . .", ". . . .", ". . . .", monument="fort_ironweed", built=True)
    state = state_with(
        warehouse, fort, buildings=["cottage", "farm", "well", "chapel", "tavern", "theater", "warehouse"]
    )
    state.master_builder = 0
    perform(GAME, state, FinishBuilding(player=0))
    perform(GAME, state, FinishBuilding(player=1))
    assert state.towns[0].completed_round == 1, "complete at the end of the round, not kept as Master Builder"
    assert state.master_builder == 1 and [t.master_builder_turns for t in state.towns] == [0, 1]


def test_game_ends_when_every_town_is_complete_and_counts_master_builder_turns() -> None:
    s = session(players=2, **NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    s.apply(NameResource(player=0, resource="wood"))
    s.apply(CompleteTown(player=0))
    s.apply(CompleteTown(player=1))
    assert s.is_over() and [t.master_builder_turns for t in s.state.towns] == [1, 0]
    assert GAME.tiebreak_keys(s.state, 0)[0] == -1
    assert s.ranking() == [[1], [0]], "equal scores: fewer turns as Master Builder wins"


def test_towns_completed_in_different_rounds_are_recorded() -> None:
    s = session(players=3, **NO_MONUMENTS)
    assert isinstance(s.state, TinyTownsState)
    s.apply(NameResource(player=0, resource="wood"))
    s.apply(CompleteTown(player=0))
    s.apply(PlaceResource(player=1, square=0, resource="wood"))
    s.apply(PlaceResource(player=2, square=0, resource="wood"))
    s.apply(FinishBuilding(player=1))
    s.apply(FinishBuilding(player=2))
    s.apply(NameResource(player=1, resource="wood"))
    s.apply(CompleteTown(player=1))
    s.apply(PlaceResource(player=2, square=1, resource="wood"))
    assert [t.completed_round for t in s.state.towns] == [1, 2, None]
