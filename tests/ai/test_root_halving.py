"""Sequential halving at the search's root: every move tried, the better half kept, the budget shared."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from hearthwood.engine.ai import Level, register_root_halving, settings
from hearthwood.engine.ai import heuristics as heuristics_module
from hearthwood.engine.ai import mcts as mcts_module
from hearthwood.engine.ai.heuristics import root_halving_for, unregister_hooks
from hearthwood.engine.ai.mcts import Node, Search
from hearthwood.engine.core import Action, Game, GameState, Rng, sample_state
from tests.conformance.toy_game import GAME as TOY
from tests.conformance.toy_game import HighCardState
from tests.narrow import narrow


@pytest.fixture(autouse=True)
def toy_uses_halving() -> Iterator[None]:
    register_root_halving(TOY.info.id, shared_samples_from=Level.HARD)
    yield
    unregister_hooks(TOY.info.id)


def _search(cards: list[int], budget: int, level: Level = Level.HARD) -> tuple[Search, list[Action]]:
    state = TOY.new_state(TOY.make_config({}), 2, seed=3)
    # a bigger hand for more moves; the deck gives up as many cards so the card counts stay whole
    state.deck = state.deck[len(cards) - len(state.hands[0]) :]
    state.hands[0] = list(cards)
    view = TOY.view(state, 0)
    search = Search(TOY, view, 0, settings(level), Rng.from_seed(7), budget=budget)
    return search, TOY.legal_actions(state)


def test_a_round_keeps_the_better_half_and_shares_what_is_left_of_the_budget() -> None:
    search, _ = _search([1, 2], budget=100)
    moves = [f"move {index}" for index in range(8)]
    means = [0.1, 0.7, 0.3, 0.9, 0.2, 0.5, 0.8, 0.0]
    root = search.trees[0].children
    for move, mean in zip(moves, means, strict=True):
        child = root[move] = Node()
        child.visits, child.total = 2, 2 * mean
    search.candidates = list(moves)  # type: ignore[arg-type]  # strings stand in for moves: the tree only keys by them
    search.iterations = 16
    search._plan_round()
    assert search.candidates == ["move 3", "move 6", "move 1", "move 5"]  # type: ignore[comparison-overlap]  # as above
    # 84 iterations left over two more rounds (4 moves, then 2): 10 tries of each of the 4 now
    assert search.round_left == 40


def test_the_contenders_get_most_of_the_budget_and_every_move_is_tried() -> None:
    search, legal = _search([1, 3, 5, 7, 9, 10, 11, 12], budget=240)
    assert len(legal) == 8
    for _ in range(240):
        search.iterate()
    visits = search.visit_counts(legal)
    assert sum(visits) == 240
    assert min(visits) >= 1, "the first round tries every move"
    chosen = search.best_action(legal)
    assert visits[legal.index(chosen)] == max(visits)
    # rounds of 8, 4 and 2 moves, 80 iterations each: the last two got 10 + 20 + 40 tries, a first-round
    # loser 10 (at 1 visit per try and 80 iterations a round, a loser of round one keeps its 10)
    assert sorted(visits) == [10, 10, 10, 10, 30, 30, 70, 70]


def test_a_budget_smaller_than_the_move_list_tries_the_rollout_policys_favourites(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def favour_high_cards(game: Game[Any, Any], state: GameState, legal: Sequence[Action]) -> list[float]:
        return [float(getattr(action, "card", 1)) for action in legal]

    monkeypatch.setitem(heuristics_module._ROLLOUT_POLICIES, TOY.info.id, favour_high_cards)
    search, legal = _search([2, 4, 6, 8, 10], budget=2)
    assert len(legal) == 5
    for _ in range(2):
        search.iterate()
    tried = {action.card for action in search.trees[0].children}
    assert tried == {10, 8}


@pytest.mark.parametrize("cut_after", [81, 100])
def test_a_search_cut_short_answers_from_the_moves_still_in_the_running(cut_after: int) -> None:
    """A time limit may stop a round midway: a move already halved away is not chosen, however lucky its
    early samples looked."""
    search, legal = _search([1, 3, 5, 7, 9, 10, 11, 12], budget=240)
    for _ in range(cut_after):
        search.iterate()
    assert search.candidates is not None and len(search.candidates) == 4
    root = search.trees[0].children
    dropped = next(action for action in legal if action not in search.candidates)
    root[dropped].total = root[dropped].visits * 5.0  # better than any reward could be
    answer = search.best_action(legal)
    assert answer in search.candidates


def test_a_game_that_does_not_ask_for_halving_keeps_ucb_at_the_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heuristics_module, "_ROOT_HALVING", {})
    search, legal = _search([1, 3, 5, 7, 9, 10, 11, 12], budget=240)
    for _ in range(240):
        search.iterate()
    assert search.candidates is None
    visits = search.visit_counts(legal)
    assert search.best_action(legal) == legal[visits.index(max(visits))]
    assert sorted(visits) != [10, 10, 10, 10, 30, 30, 70, 70]


def test_unregistering_a_games_hooks_forgets_its_halving() -> None:
    assert root_halving_for(TOY)
    unregister_hooks(TOY.info.id)
    assert not root_halving_for(TOY), "a throwaway game's halving would leak into later tests"


def _count_samples(monkeypatch: pytest.MonkeyPatch) -> list[HighCardState]:
    drawn: list[HighCardState] = []
    real = sample_state

    def counting(game: Game[Any, Any], view: GameState, player: int, rng: Rng) -> GameState:
        state = real(game, view, player, rng)
        drawn.append(narrow(state, HighCardState))
        return state

    monkeypatch.setattr(mcts_module, "sample_state", counting)
    return drawn


def test_each_turn_through_the_candidates_shares_one_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    """A turn tries every candidate on the same sample, so the gap between their means is the moves', not the
    luck of their draws."""
    drawn = _count_samples(monkeypatch)
    search, _ = _search([1, 3, 5, 7, 9, 10, 11, 12], budget=240, level=Level.EXPERT)
    for _ in range(240):
        search.iterate()
    # rounds of 80 iterations: 10 turns through 8 moves, 20 through 4, 40 through 2
    assert len(drawn) == 10 + 20 + 40
    hidden = {(tuple(state.hands[1]), tuple(state.deck)) for state in drawn}
    assert len(hidden) > 10, "each turn draws a sample of its own"


def test_the_shared_sample_is_copied_so_no_try_plays_on_from_another(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = _count_samples(monkeypatch)
    search, _ = _search([1, 3, 5, 7, 9, 10, 11, 12], budget=16)
    search.iterate()
    first = drawn[0]
    pristine = TOY.clone(first)
    for _ in range(7):
        search.iterate()
    assert len(drawn) == 1
    assert first.hands == pristine.hands and first.deck == pristine.deck and first.rng == pristine.rng


def test_without_halving_every_iteration_draws_a_fresh_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heuristics_module, "_ROOT_HALVING", {})
    drawn = _count_samples(monkeypatch)
    search, _ = _search([1, 3, 5, 7, 9, 10, 11, 12], budget=50)
    for _ in range(50):
        search.iterate()
    assert len(drawn) == 50


@pytest.mark.parametrize(
    ("weakest", "level"), [(None, Level.HARD), (Level.HARD, Level.MEDIUM), (Level.EXPERT, Level.HARD)]
)
def test_halving_without_shared_samples_draws_a_fresh_sample_each_try(
    monkeypatch: pytest.MonkeyPatch, weakest: Level | None, level: Level
) -> None:
    """Without the option, or below the weakest level the game gives it, every try draws its own sample."""
    register_root_halving(TOY.info.id, shared_samples_from=weakest)
    drawn = _count_samples(monkeypatch)
    search, _ = _search([1, 3, 5, 7, 9, 10, 11, 12], budget=240, level=level)
    for _ in range(240):
        search.iterate()
    assert search.candidates is not None and len(search.candidates) == 2
    assert len(drawn) == 240
