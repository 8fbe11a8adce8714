"""The default heuristic, per-game hooks, and how finished games are valued."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from hearthwood.engine.ai import Level, choose_action, evaluate, evaluate_all, register_heuristic
from hearthwood.engine.ai.easy import OnePly
from hearthwood.engine.ai.heuristics import (
    lead_values,
    place_values,
    register_rollout_policy,
    unregister_hooks,
    weighted_index,
)
from hearthwood.engine.ai.levels import settings
from hearthwood.engine.core import Action, Game, GameState, Rng, ranking, winners
from tests.conformance.toy_game import GAME as TOY
from tests.conformance.toy_game import Commit, HighCardState
from tests.narrow import narrow


@pytest.fixture
def toy_hooks() -> Iterator[None]:
    yield
    unregister_hooks(TOY.info.id)


def finished_toy_game(players: int, seed: int) -> HighCardState:
    state: HighCardState = TOY.new_state(TOY.make_config({}), players, seed)
    while legal := TOY.legal_actions(state):
        TOY.apply(state, legal[0])
    return state


def test_lead_values_are_bounded_ordered_and_zero_sum_for_two() -> None:
    assert lead_values([10, 10]) == [0.0, 0.0]
    ahead, behind = lead_values([30, 10])
    assert 0 < ahead < 1 and behind == -ahead
    # the same lead matters more when totals are small
    assert lead_values([10, 5])[0] > lead_values([80, 75])[0]
    solo_low, solo_high = lead_values([5])[0], lead_values([40])[0]
    assert -1 < solo_low < solo_high < 1
    assert all(-1 < v < 1 for v in lead_values([-50, 200, 3]))


def test_place_values_rank_players_and_share_ties() -> None:
    state = finished_toy_game(3, seed=2)
    groups = ranking(TOY, state)
    values = place_values(TOY, state)
    best = groups[0]
    assert all(values[p] == max(values) for p in best)
    if len(groups) == 3:
        assert sorted(values) == [-1.0, 0.0, 1.0]


def test_finished_games_are_judged_mostly_by_the_result() -> None:
    for seed in range(10):
        state = finished_toy_game(2, seed)
        values = evaluate_all(TOY, state)
        totals = TOY.score_sheet(state).totals()
        first = winners(TOY, state)
        if len(first) == 1:
            loser = 1 - first[0]
            assert values[first[0]] >= 0.75 > 0 > -0.75 >= values[loser], (totals, values)


def test_a_registered_heuristic_replaces_the_default(toy_hooks: None) -> None:
    state = TOY.new_state(TOY.make_config({}), 2, seed=1)
    register_heuristic(TOY.info.id, lambda game, s: [0.5, 7.0])
    assert evaluate(TOY, state, 0) == 0.5
    assert evaluate(TOY, state, 1) == 1.0  # clamped into [-1, 1]


def test_a_heuristic_must_value_every_player(toy_hooks: None) -> None:
    state = TOY.new_state(TOY.make_config({}), 2, seed=1)
    register_heuristic(TOY.info.id, lambda game, s: [0.5])
    with pytest.raises(ValueError, match="1 values for 2 players"):
        evaluate_all(TOY, state)


def test_easy_values_each_move_by_the_registered_heuristic(toy_hooks: None) -> None:
    def low_cards_good(game: Game[Any, Any], state: GameState) -> list[float]:
        return [-(card or 0) / 12.0 for card in narrow(state, HighCardState).committed]

    register_heuristic(TOY.info.id, low_cards_good)
    state = TOY.new_state(TOY.make_config({}), 2, seed=9)
    one_ply = OnePly(TOY, TOY.view(state, 0), 0, settings(Level.EASY), Rng.from_seed(1))
    one_ply.iterate()
    legal = TOY.legal_actions(state)
    assert one_ply.values(legal) == [-narrow(a, Commit).card / 12.0 for a in legal]
    # the softmax favours the best value: the lowest card is the most common choice
    picks = [one_ply.best_action(legal) for _ in range(300)]
    assert max(legal, key=picks.count) == legal[0]


def _easy_picks(moves: list[Action], values: list[float], draws: int) -> list[Action]:
    """Easy's choices among ``moves`` judged ``values``, drawn ``draws`` times."""
    one_ply = OnePly(
        TOY, TOY.view(TOY.new_state(TOY.make_config({}), 2, seed=1), 0), 0, settings(Level.EASY), Rng.from_seed(3)
    )
    for move, value in zip(moves, values, strict=True):
        one_ply.sums[move] = value
        one_ply.counts[move] = 1
    return [one_ply.best_action(moves) for _ in range(draws)]


def test_a_few_blunders_do_not_make_easy_play_at_random() -> None:
    """Easy's noise is measured against a typical move, not the worst: one terrible option among many fair
    ones must not flatten the choice among the fair ones (it did when the noise scaled to the full range)."""
    moves: list[Action] = [Commit(player=0, card=card) for card in range(1, 13)]
    # the best, a close second, nine ordinary moves and one blunder far below them all
    values = [0.0, -0.02, *([-0.1] * 9), -5.0]
    picks = _easy_picks(moves, values, 400)
    assert picks.count(moves[0]) > 0.6 * len(picks), "the best move should be the usual choice"
    assert picks.count(moves[1]) > 0.03 * len(picks), "a close second should still be taken now and then"
    assert moves[-1] not in picks


def test_easy_does_not_take_rounding_for_a_better_move() -> None:
    """Most moves tie for best, one of them a bit of rounding above the rest (the same judgement summed in
    another order): the gap to the median is rounding, so the noise must come from the real spread instead of
    turning the rounding into a certain choice."""
    moves: list[Action] = [Commit(player=0, card=card) for card in range(1, 8)]
    tie = 0.03130642733704767
    values = [tie, tie, tie, tie + 2**-55, tie, 0.0237, 0.0188]
    picks = _easy_picks(moves, values, 400)
    tied = [moves[i] for i in range(5)]
    assert all(picks.count(move) > 0.1 * len(picks) for move in tied), "the tied moves should share the picks"
    assert picks.count(moves[3]) < 0.35 * len(picks)


def test_the_search_asks_the_registered_heuristic(toy_hooks: None) -> None:
    calls: list[int] = []

    def counting(game: Game[Any, Any], state: GameState) -> list[float]:
        calls.append(state.num_players)
        return [0.0] * state.num_players

    register_heuristic(TOY.info.id, counting)
    state = TOY.new_state(TOY.make_config({}), 2, seed=9)
    choose_action(TOY, TOY.view(state, 0), 0, Level.MEDIUM, seed=1, iterations=20)
    assert len(calls) >= 20  # every iteration values where it ends (for both players in one call)


def test_a_rollout_policy_is_consulted(toy_hooks: None) -> None:
    calls: list[int] = []

    def first_move(game: Game[Any, Any], state: GameState, legal: Sequence[Action]) -> Action:
        calls.append(len(legal))
        return legal[0]

    register_rollout_policy(TOY.info.id, first_move)
    state = TOY.new_state(TOY.make_config({}), 2, seed=1)
    action = choose_action(TOY, TOY.view(state, 0), 0, Level.HARD, seed=1, iterations=30)
    assert calls, "the policy was never asked"
    assert action in TOY.legal_actions(state)


def test_weighted_index_follows_weights() -> None:
    rng = Rng.from_seed(1)
    draws = [weighted_index([0.0, 3.0, 1.0], rng) for _ in range(2000)]
    assert draws.count(0) == 0
    assert 0.65 < draws.count(1) / 2000 < 0.85
    assert {weighted_index([0.0, 0.0], rng) for _ in range(50)} == {0, 1}


def test_a_game_may_cap_rollout_depth_for_every_level() -> None:
    from hearthwood.engine.ai.heuristics import register_rollout_depth, rollout_depth_for, unregister_hooks
    from hearthwood.engine.core import get_game

    game = get_game("high-card")
    assert rollout_depth_for(game, None) is None and rollout_depth_for(game, 40) == 40
    register_rollout_depth("high-card", 8)
    try:
        assert rollout_depth_for(game, None) == 8, "even a play-to-the-end level stops at the cap"
        assert rollout_depth_for(game, 40) == 8 and rollout_depth_for(game, 3) == 3
    finally:
        unregister_hooks("high-card")
