"""choose_action: legal moves at every level, determinism, budgets, single moves and cancellation."""

from __future__ import annotations

import threading
import time
from types import SimpleNamespace
from typing import Any, NoReturn, TypedDict

import pytest

from hearthwood.engine.ai import Level, SearchCancelled, choose_action, decision_seed
from hearthwood.engine.ai.easy import OnePly
from hearthwood.engine.ai.levels import LevelSettings
from hearthwood.engine.ai.mcts import Search
from hearthwood.engine.core import Game, GameState, Rng
from tests.conformance.toy_game import GAME as TOY
from tests.conformance.toy_game import Commit
from tests.narrow import narrow, not_none

from .support import TEST_ITERATIONS, play_game

ALL_LEVELS = list(Level)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_level_plays_only_legal_moves(players: int) -> None:
    for seed in range(6):
        # rotate the levels round the table so each level meets every seat and every decision kind
        levels = [ALL_LEVELS[(seed + seat) % len(ALL_LEVELS)] for seat in range(players)]
        state = play_game(TOY, levels, seed)
        assert TOY.is_over(state)


def test_same_seed_and_budget_give_the_same_move() -> None:
    state = TOY.new_state(TOY.make_config({}), 3, seed=11)
    view = TOY.view(state, 0)
    for level in ALL_LEVELS:
        moves = {choose_action(TOY, view, 0, level, seed=5, iterations=TEST_ITERATIONS[level]) for _ in range(3)}
        assert len(moves) == 1, f"{level} is not deterministic: {moves}"
        # a fresh but equal view must not change the answer either
        again = choose_action(TOY, TOY.view(state, 0), 0, level, seed=5, iterations=TEST_ITERATIONS[level])
        assert again in moves


def test_the_seed_matters() -> None:
    """Guards the determinism test: the seed must actually reach the search (Easy samples its answer)."""
    state = TOY.new_state(TOY.make_config({}), 2, seed=3)
    view = TOY.view(state, 0)
    moves = {choose_action(TOY, view, 0, Level.EASY, seed=s, iterations=1) for s in range(40)}
    assert len(moves) > 1


def test_the_view_is_not_modified() -> None:
    state = TOY.new_state(TOY.make_config({}), 2, seed=4)
    player = not_none(TOY.decision(state)).player
    view = TOY.view(state, player)
    before = view.model_dump()
    for level in ALL_LEVELS:
        choose_action(TOY, view, player, level, seed=1, iterations=TEST_ITERATIONS[level])
    assert view.model_dump() == before


def test_a_single_legal_move_is_answered_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    state = TOY.new_state(TOY.make_config({}), 2, seed=1)
    state.hands[0] = [7, 7]  # one distinct card: exactly one legal commit

    def refuse(self: Search) -> NoReturn:
        raise AssertionError("searched although only one move was legal")

    monkeypatch.setattr(Search, "iterate", refuse)
    action = choose_action(TOY, TOY.view(state, 0), 0, Level.EXPERT, seed=1)
    assert narrow(action, Commit).card == 7


def test_asking_for_the_wrong_player_or_after_the_end_is_refused() -> None:
    state = TOY.new_state(TOY.make_config({}), 2, seed=1)
    while state.challenge_by is None:
        TOY.apply(state, TOY.legal_actions(state)[-1])
    other = 1 - state.challenge_by
    with pytest.raises(ValueError, match="decision"):
        choose_action(TOY, TOY.view(state, other), other, Level.MEDIUM, seed=1, iterations=5)
    while TOY.legal_actions(state):
        TOY.apply(state, TOY.legal_actions(state)[0])
    with pytest.raises(ValueError, match="over"):
        choose_action(TOY, TOY.view(state, 0), 0, Level.MEDIUM, seed=1, iterations=5)


def test_a_set_cancel_stops_before_searching() -> None:
    state = TOY.new_state(TOY.make_config({}), 2, seed=2)
    event = threading.Event()
    event.set()
    with pytest.raises(SearchCancelled):
        choose_action(TOY, TOY.view(state, 0), 0, Level.EXPERT, seed=1, cancel=event)


def test_cancel_from_another_thread_stops_a_long_search_promptly() -> None:
    state = TOY.new_state(TOY.make_config({}), 4, seed=2)
    event = threading.Event()
    outcome: dict[str, object] = {}

    def search() -> None:
        start = time.perf_counter()
        try:
            choose_action(TOY, TOY.view(state, 0), 0, Level.EXPERT, seed=1, iterations=10**9, cancel=event)
        except SearchCancelled as exc:
            outcome["error"] = exc
        outcome["seconds"] = time.perf_counter() - start

    worker = threading.Thread(target=search)
    worker.start()
    time.sleep(0.1)
    cancelled_at = time.perf_counter()
    event.set()
    worker.join(timeout=5)
    assert not worker.is_alive()
    assert isinstance(outcome.get("error"), SearchCancelled)
    assert time.perf_counter() - cancelled_at < 0.25


def test_a_deadline_ends_the_search_with_a_legal_move() -> None:
    state = TOY.new_state(TOY.make_config({}), 2, seed=6)
    start = time.monotonic()
    action = choose_action(TOY, TOY.view(state, 0), 0, Level.EXPERT, seed=1, deadline=start + 0.05)
    assert time.monotonic() - start < 0.3
    assert action in TOY.legal_actions(state)


def test_play_mode_uses_the_level_time_budget() -> None:
    state = TOY.new_state(TOY.make_config({}), 2, seed=6)
    start = time.monotonic()
    action = choose_action(TOY, TOY.view(state, 0), 0, Level.MEDIUM, seed=1)
    assert time.monotonic() - start < 0.6  # Medium's budget is 0.25 s; generous for a loaded CI machine
    assert action in TOY.legal_actions(state)


def test_play_mode_runs_the_level_iteration_budget_when_time_allows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play and the benchmark search the same amount on a quick machine, so they play the same moves."""
    from dataclasses import replace

    from hearthwood.engine.ai import player, settings

    searches = _record_searchers(monkeypatch)
    # "when time allows": a time limit no busy machine reaches, so the count, not the clock, ends the search
    monkeypatch.setattr(player, "settings", lambda *args: replace(settings(*args), seconds=60.0))
    state = TOY.new_state(TOY.make_config({}), 2, seed=6)
    view = TOY.view(state, 0)
    timed = choose_action(TOY, view, 0, Level.MEDIUM, seed=3)
    counted = choose_action(TOY, view, 0, Level.MEDIUM, seed=3, iterations=settings(Level.MEDIUM).iterations)
    assert [search.iterations for search in searches] == [settings(Level.MEDIUM).iterations] * 2
    assert timed == counted


def test_decision_seeds_differ_by_move_and_player_and_repeat() -> None:
    seeds = {decision_seed(42, move, player) for move in range(50) for player in range(4)}
    assert len(seeds) == 200
    assert decision_seed(42, 3, 1) == decision_seed(42, 3, 1)
    assert decision_seed(42, 3, 1) != decision_seed(43, 3, 1)


@pytest.mark.parametrize("players", [1, 2])
def test_selection_reads_small_differences_between_means(players: int) -> None:
    """Two moves whose mean rewards differ by 0.02: unscaled, the exploration term would pick the less
    visited one; rescaled to the range of means met so far, the better mean wins, solo or not."""
    from hearthwood.engine.ai import settings
    from hearthwood.engine.ai.mcts import Node
    from hearthwood.engine.core import Rng

    state = TOY.new_state(TOY.make_config({}), players, seed=3)
    decision = TOY.decision(state)
    legal = TOY.legal_actions(state)[:2]
    assert decision is not None and len(legal) == 2
    search = Search(TOY, TOY.view(state, decision.player), decision.player, settings(Level.MEDIUM), Rng.from_seed(1))
    search.low, search.high = 0.28, 0.34  # the means this search has compared so far
    node = Node()
    for action, visits, mean in ((legal[0], 10, 0.32), (legal[1], 8, 0.30)):
        child = node.children[action] = Node()
        child.visits, child.total, child.avail = visits, visits * mean, 19
    chosen, _, expanded = search._select(node, state, legal, decision.player)
    assert not expanded
    assert chosen == legal[0]
    # a mean outside the range met so far widens it for later selections
    node.children[legal[1]].total = 8 * 0.20
    search._select(node, state, legal, decision.player)
    assert (search.low, search.high) == pytest.approx((0.20, 0.34))


def test_a_move_is_backed_up_with_the_next_movers_best_option_averaged_over_visits() -> None:
    from hearthwood.engine.ai.mcts import Node

    mine, options = Node(), Node()
    weak, strong, unseen = Node(), Node(), Node()
    weak.minimax, strong.minimax = [0.5, -0.5], [-0.4, 0.4]  # values for players 0 and 1
    options.children = {"weak reply": weak, "strong reply": strong, "not tried yet": unseen}
    mine.visits = 1
    strong.visits = 1
    # player 0 moved (mine), then player 1 chose among the options and tried the strong reply
    path = [(0, Node(), mine), (1, options, strong)]
    Search._back_up_minimax(path, [-0.4, 0.4])
    assert mine.minimax == [-0.4, 0.4], "player 0's move is worth what player 1's best reply leaves it"
    # a second visit whose best reply is worth less to player 1 moves the value half-way
    strong.minimax = [0.0, 0.0]
    weak.minimax = [0.2, -0.2]
    mine.visits = 2
    strong.visits = 2
    Search._back_up_minimax(path, [0.0, 0.0])
    assert mine.minimax == pytest.approx([-0.2, 0.2])


def test_selection_blends_the_backed_up_value_when_the_game_asks_for_it() -> None:
    """The mean says the first move is better, the best reply found says the second: the weight decides."""
    from hearthwood.engine.ai import settings
    from hearthwood.engine.ai.mcts import Node
    from hearthwood.engine.core import Rng

    state = TOY.new_state(TOY.make_config({}), 2, seed=3)
    decision = TOY.decision(state)
    assert decision is not None
    legal = TOY.legal_actions(state)[:2]
    picks = {}
    for weight in (0.0, 0.5):
        search = Search(
            TOY, TOY.view(state, decision.player), decision.player, settings(Level.MEDIUM), Rng.from_seed(1)
        )
        search.minimax_weight = weight
        node = Node()
        for action, mean, backed_up in ((legal[0], 0.3, -0.5), (legal[1], 0.1, 0.4)):
            child = node.children[action] = Node()
            child.visits, child.total, child.avail = 10, 10 * mean, 20
            child.minimax = [backed_up, -backed_up][:: 1 if decision.player == 0 else -1]
        picks[weight], _, _ = search._select(node, state, legal, decision.player)
    assert picks == {0.0: legal[0], 0.5: legal[1]}


def test_a_minimax_weight_must_be_a_share() -> None:
    from hearthwood.engine.ai import register_minimax_weight

    with pytest.raises(ValueError, match="share"):
        register_minimax_weight("no-such-game", 1.5)


def test_an_exploration_scale_must_be_a_positive_share() -> None:
    from hearthwood.engine.ai import register_solo_exploration

    for scale in (0.0, 1.2):
        with pytest.raises(ValueError, match="exploration scale"):
            register_solo_exploration("no-such-game", scale)


def test_a_game_may_explore_less_alone() -> None:
    """Creature Comforts scales exploration alone only; games that register nothing explore as the level says."""
    from hearthwood.engine.ai import settings
    from hearthwood.engine.games.creature_comforts import GAME as CREATURE_COMFORTS
    from hearthwood.engine.games.creature_comforts.strategy import SOLO_EXPLORATION
    from hearthwood.engine.games.snowcrest import GAME as SNOWCREST

    hard = settings(Level.HARD)
    for game, players, expected in (
        (CREATURE_COMFORTS, 1, hard.exploration * SOLO_EXPLORATION),
        (CREATURE_COMFORTS, 2, hard.exploration),
        (SNOWCREST, 1, hard.exploration),
    ):
        assert _hard_search(game, players).exploration == pytest.approx(expected)


class LevelChanges(TypedDict, total=False):
    """A level's own settings, as ``register_level`` takes them."""

    iterations: int
    temperature: float


def _record_searchers(monkeypatch: pytest.MonkeyPatch) -> list[OnePly | Search]:
    """Every searcher ``choose_action`` makes from here on, in order."""
    from hearthwood.engine.ai import player

    made: list[OnePly | Search] = []
    make = player._searcher

    def recording(
        game: Game[Any, Any], view: GameState, seat: int, level: LevelSettings, rng: Rng, budget: int
    ) -> OnePly | Search:
        made.append(make(game, view, seat, level, rng, budget))
        return made[-1]

    monkeypatch.setattr(player, "_searcher", recording)
    return made


def _hard_search(game: Game[Any, Any], players: int) -> Search:
    """A Hard search for the first player of a fresh ``players``-player game, before any iteration."""
    from hearthwood.engine.ai import settings
    from hearthwood.engine.core import Rng

    state = game.new_state(game.make_config({}), players, seed=1)
    return Search(game, game.view(state, 0), 0, settings(Level.HARD), Rng.from_seed(1))


def test_a_game_may_set_its_own_budget_for_a_level(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tiny Towns spaces Medium and Hard below the shared budgets (as Snowcrest does, below); play, the benchmark
    and other games follow the setting, and what a game does not set (Expert's budget, every time limit) stays the
    shared one."""
    from hearthwood.engine.ai import settings
    from hearthwood.engine.games.tiny_towns import GAME as TINY_TOWNS
    from hearthwood.engine.games.tiny_towns.strategy import HARD_ITERATIONS, MEDIUM_ITERATIONS

    own = settings(Level.MEDIUM, TINY_TOWNS.info.id)
    assert own.iterations == MEDIUM_ITERATIONS < settings(Level.MEDIUM).iterations
    own_hard = settings(Level.HARD, TINY_TOWNS.info.id)
    assert MEDIUM_ITERATIONS < own_hard.iterations == HARD_ITERATIONS < settings(Level.HARD).iterations
    assert own_hard.seconds == settings(Level.HARD).seconds
    assert settings(Level.EXPERT, TINY_TOWNS.info.id) == settings(Level.EXPERT)
    assert settings(Level.MEDIUM, TOY.info.id) == settings(Level.MEDIUM)
    searches = _record_searchers(monkeypatch)
    state = TINY_TOWNS.new_state(TINY_TOWNS.make_config({"monuments": False}), 2, seed=6)
    choose_action(TINY_TOWNS, TINY_TOWNS.view(state, 0), 0, Level.MEDIUM, seed=3)
    assert [narrow(search, Search).budget for search in searches] == [MEDIUM_ITERATIONS]


def test_snowcrest_spaces_its_medium_and_hard_below_the_shared_budgets() -> None:
    """Snowcrest's Hard searches far below the shared Hard, its Medium less again; Expert keeps the shared one."""
    from hearthwood.engine.ai import settings
    from hearthwood.engine.games.snowcrest import GAME as SNOWCREST
    from hearthwood.engine.games.snowcrest.strategy import HARD_ITERATIONS, MEDIUM_ITERATIONS

    game_id = SNOWCREST.info.id
    assert settings(Level.MEDIUM, game_id).iterations == MEDIUM_ITERATIONS < settings(Level.MEDIUM).iterations
    assert MEDIUM_ITERATIONS < settings(Level.HARD, game_id).iterations == HARD_ITERATIONS
    assert settings(Level.HARD).iterations > HARD_ITERATIONS
    assert settings(Level.EXPERT, game_id) == settings(Level.EXPERT)


def test_creature_comforts_spaces_its_lower_levels_below_the_shared_ones() -> None:
    """Creature Comforts' Medium searches half the shared budget and its Easy chooses with more noise, so that
    Hard, which searches the shared budget, stands a rung above Medium; Hard and Expert keep the shared budgets."""
    from hearthwood.engine.ai import settings
    from hearthwood.engine.games.creature_comforts import GAME as CREATURE_COMFORTS
    from hearthwood.engine.games.creature_comforts.strategy import EASY_TEMPERATURE, MEDIUM_ITERATIONS

    game_id = CREATURE_COMFORTS.info.id
    assert settings(Level.MEDIUM, game_id).iterations == MEDIUM_ITERATIONS < settings(Level.MEDIUM).iterations
    assert settings(Level.EASY, game_id).temperature == EASY_TEMPERATURE > settings(Level.EASY).temperature
    assert settings(Level.HARD, game_id) == settings(Level.HARD)
    assert settings(Level.EXPERT, game_id) == settings(Level.EXPERT)


def test_a_game_may_set_easys_temperature(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tiny Towns' Easy chooses with less noise than the shared Easy; its other settings are the shared ones."""
    from hearthwood.engine.ai import settings
    from hearthwood.engine.games.snowcrest import GAME as SNOWCREST
    from hearthwood.engine.games.tiny_towns import GAME as TINY_TOWNS
    from hearthwood.engine.games.tiny_towns.strategy import EASY_TEMPERATURE

    shared = settings(Level.EASY)
    own = settings(Level.EASY, TINY_TOWNS.info.id)
    assert own.temperature == EASY_TEMPERATURE < shared.temperature
    assert own.iterations == shared.iterations and own.seconds == shared.seconds
    assert settings(Level.EASY, SNOWCREST.info.id) == shared
    chosen = _record_searchers(monkeypatch)
    state = TINY_TOWNS.new_state(TINY_TOWNS.make_config({"monuments": False}), 2, seed=6)
    decision = TINY_TOWNS.decision(state)
    assert decision is not None
    view = TINY_TOWNS.view(state, decision.player)
    choose_action(TINY_TOWNS, view, decision.player, Level.EASY, seed=3)
    assert [one_ply.level.temperature for one_ply in chosen] == [EASY_TEMPERATURE]


@pytest.mark.parametrize(
    ("level", "changes", "message"),
    [
        (Level.MEDIUM, {"iterations": 0}, "at least 1"),
        (Level.EASY, {"temperature": -0.1}, "only Easy chooses by softmax"),
        (Level.HARD, {"temperature": 0.2}, "only Easy chooses by softmax"),
    ],
)
def test_a_levels_own_settings_must_make_sense(level: Level, changes: LevelChanges, message: str) -> None:
    from hearthwood.engine.ai import register_level, settings

    with pytest.raises(ValueError, match=message):
        register_level("no-such-game", level, **changes)
    assert settings(level, "no-such-game") == settings(level), "a refused setting is not kept"


def test_each_game_chooses_whether_moves_are_judged_by_their_best_line() -> None:
    """Creature Comforts and Tiny Towns blend backed-up values into selection, alone and in duels; Snowcrest,
    which lost by it, judges by the mean alone."""
    from hearthwood.engine.games.creature_comforts import GAME as CREATURE_COMFORTS
    from hearthwood.engine.games.creature_comforts.strategy import MINIMAX_WEIGHT as CREATURE_COMFORTS_WEIGHT
    from hearthwood.engine.games.snowcrest import GAME as SNOWCREST
    from hearthwood.engine.games.tiny_towns import GAME as TINY_TOWNS
    from hearthwood.engine.games.tiny_towns.strategy import MINIMAX_WEIGHT as TINY_TOWNS_WEIGHT

    for game, expected in (
        (CREATURE_COMFORTS, CREATURE_COMFORTS_WEIGHT),
        (TINY_TOWNS, TINY_TOWNS_WEIGHT),
        (SNOWCREST, 0.0),
    ):
        for players in (1, 2):
            assert _hard_search(game, players).minimax_weight == expected, (game.info.id, players)


def test_no_iteration_begins_that_would_end_past_the_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each iteration takes 20 ms on a fake clock and the deadline is 50 ms away: two fit (ending at 40 ms);
    a third would end at 60 ms, so it is not begun (checking only that the deadline had not passed began it)."""
    from hearthwood.engine.ai import player

    clock = [1000.0]
    searches: list[OnePly | Search] = []
    make = player._searcher

    def slow_searcher(
        game: Game[Any, Any], view: GameState, seat: int, level: LevelSettings, rng: Rng, budget: int
    ) -> OnePly | Search:
        search = make(game, view, seat, level, rng, budget)
        step = search.iterate

        def iterate() -> None:
            step()
            clock[0] += 0.020

        monkeypatch.setattr(search, "iterate", iterate)
        searches.append(search)
        return search

    monkeypatch.setattr(player, "_searcher", slow_searcher)
    monkeypatch.setattr(player, "time", SimpleNamespace(monotonic=lambda: clock[0]))
    state = TOY.new_state(TOY.make_config({}), 2, seed=6)
    start = clock[0]
    action = choose_action(TOY, TOY.view(state, 0), 0, Level.EXPERT, seed=1, deadline=start + 0.050)
    assert searches[0].iterations == 2
    assert clock[0] - start <= 0.050
    assert action in TOY.legal_actions(state)
