"""Tiny Towns' Easy level: its one-move look-ahead must build a town like a beginner, not scatter cubes.

Easy compares the projected score after each single placement or build, so the projection has to reward
the cube that finishes a pattern and the build that follows. It used to do the opposite (a finished
pattern counted for nothing until built), and Easy averaged a couple of points in solo play. The searching
levels judge every new leaf by the same projection, with no quick simulation before it.
"""

from __future__ import annotations

from collections import Counter

from hearthwood.engine.ai import Level, choose_action, decision_seed
from hearthwood.engine.core import Action, get_game
from hearthwood.engine.games import load_all
from hearthwood.engine.games.tiny_towns.actions import Build, FinishBuilding, NameResource, PlaceResource
from hearthwood.engine.games.tiny_towns.scoring import buildings_of
from hearthwood.engine.games.tiny_towns.state import TinyTownsState
from hearthwood.engine.games.tiny_towns.strategy import heuristic, projected_score
from tests.narrow import narrow

load_all()
GAME = get_game("tiny-towns")
FIRST_GAME = {"building_set": "first_game", "monuments": False}


def solo_start(config: dict[str, object] | None = None, seed: int = 1) -> TinyTownsState:
    state: TinyTownsState = GAME.new_state(GAME.make_config(config or FIRST_GAME), 1, seed)
    return state


def with_cubes(state: TinyTownsState, cubes: dict[int, str]) -> TinyTownsState:
    for square, resource in cubes.items():
        state.towns[0].squares[square] = resource
    return state


def after(state: TinyTownsState, action: Action) -> TinyTownsState:
    later: TinyTownsState = GAME.clone(state)
    GAME.apply(later, action)
    return later


def test_the_cube_that_finishes_a_pattern_is_the_best_placement() -> None:
    # wheat on A2 and brick on B1: a Cottage waiting for one glass, on A1 or B2
    state = with_cubes(solo_start(), {1: "wheat", 4: "brick"})
    state.solo_offer = ["glass", "glass", "glass"]
    glass = [a for a in GAME.legal_actions(state) if isinstance(a, PlaceResource)]
    ranked = sorted(glass, key=lambda a: projected_score(after(state, a), 0), reverse=True)
    assert ranked[0].square in (0, 5)
    # finishing the pattern is worth more than it was one cube short, not less
    assert projected_score(after(state, ranked[0]), 0) > projected_score(state, 0)


def test_building_a_finished_pattern_beats_leaving_it() -> None:
    state = with_cubes(solo_start(), {1: "wheat", 4: "brick", 5: "glass"})
    state.phase = "build"
    state.finished_building = [False]
    options = GAME.legal_actions(state)
    builds = [a for a in options if isinstance(a, Build) and a.building == "cottage"]
    assert builds
    done = next(a for a in options if isinstance(a, FinishBuilding))
    leave = projected_score(after(state, done), 0)
    assert all(projected_score(after(state, b), 0) > leave for b in builds)


def test_a_second_pattern_of_the_same_kind_counts_too() -> None:
    # With a Farm standing (so Cottages will be fed), the same two-cube start again in the far corner is
    # a second Cottage on its way; the same cubes apart from each other are not. Judging only each kind's
    # best pattern, as the projection once did, could not tell these towns apart.
    farm = {3: "farm"}
    two = with_cubes(solo_start(), {**farm, 1: "wheat", 4: "brick", 14: "wheat", 11: "brick"})
    scattered = with_cubes(solo_start(), {**farm, 1: "wheat", 4: "brick", 15: "wheat", 8: "brick"})
    assert projected_score(two, 0) > projected_score(scattered, 0)


def play_solo(seed: int) -> TinyTownsState:
    """A whole solo game at Easy, one determinization per decision to keep the test quick."""
    state = solo_start({}, seed)
    move = 0
    while (decision := GAME.decision(state)) is not None:
        view = GAME.view(state, decision.player)
        action = choose_action(GAME, view, 0, Level.EASY, decision_seed(seed, move, 0), iterations=1)
        GAME.apply(state, action)
        move += 1
    return state


def test_easy_builds_a_real_town_in_solo_play() -> None:
    # The old one-ply play averaged below zero on these seeds and sometimes finished with two buildings.
    finals = [play_solo(seed) for seed in range(4)]
    scores = [GAME.score_sheet(state).total(0) for state in finals]
    built = [len(buildings_of(state.towns[0])) for state in finals]
    assert min(built) >= 8, f"buildings per town: {built}"
    assert sum(scores) / len(scores) >= 10, f"solo scores: {scores}"


def test_easy_still_makes_mistakes() -> None:
    """Not a greedy player in disguise: from one position, different seeds choose different placements,
    the favourite most often."""
    state = with_cubes(solo_start({}, seed=5), {0: "wood", 5: "wheat", 10: "brick", 12: "stone"})
    view = GAME.view(state, 0)
    picks = Counter(choose_action(GAME, view, 0, Level.EASY, seed=seed, iterations=1) for seed in range(60))
    assert len(picks) >= 2, picks
    favourite, count = picks.most_common(1)[0]
    assert count < 60
    assert count >= max(n for a, n in picks.items() if a != favourite)


def test_the_master_builder_sees_what_naming_a_resource_is_worth() -> None:
    """Naming changes nothing on the board until the resource is placed; the projection must still prefer
    the resource that finishes the namer's Cottage to one that barely helps (it used to rate them equal,
    so Easy named resources at random)."""
    state = GAME.new_state(GAME.make_config(FIRST_GAME), 2, seed=3)
    assert state.phase == "name" and state.master_builder == 0
    with_cubes(state, {1: "wheat", 4: "brick"})
    names = {narrow(a, NameResource).resource: a for a in GAME.legal_actions(state)}
    value = {resource: heuristic(GAME, after(state, action))[0] for resource, action in names.items()}
    assert value["glass"] > value["stone"]
    assert value["glass"] == max(value.values())


def test_every_searching_level_judges_its_leaves_by_the_projection_alone() -> None:
    # Quick simulations of Tiny Towns scatter cubes, and the towns they leave behind misled the search:
    # Medium and Hard each scored about 2.5 points more alone without them (strategy.ROLLOUT_DEPTH).
    from hearthwood.engine.ai import settings
    from hearthwood.engine.ai.heuristics import rollout_depth_for

    for level in (Level.MEDIUM, Level.HARD, Level.EXPERT):
        assert rollout_depth_for(GAME, settings(level).rollout_depth) == 0, level
