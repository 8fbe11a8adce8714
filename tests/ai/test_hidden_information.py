"""The AI decides from its player's view only: hidden cards, deck order and the real RNG change nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hearthwood.engine.ai import Level, choose_action
from hearthwood.engine.core import Game, GameState, Rng, registered_games
from hearthwood.engine.games import load_all
from tests.conformance.toy_game import GAME as TOY
from tests.conformance.toy_game import HighCard, HighCardState
from tests.narrow import not_none

from .support import TEST_ITERATIONS

load_all()


def rearranged_secrets(state: HighCardState, player: int, shuffle_seed: int) -> HighCardState:
    """Another real state ``player`` cannot tell apart: unseen cards dealt differently, a different RNG."""
    other = state.model_copy(deep=True)
    # a committed card stays face down until the round's reveal, which clears ``committed``
    hidden_committed = [p for p in range(state.num_players) if p != player and state.committed[p] is not None]
    opponents = [p for p in range(state.num_players) if p != player]
    pool = [
        *state.deck,
        *(c for p in opponents for c in state.hands[p]),
        *(state.committed[p] for p in hidden_committed),
    ]
    random.Random(shuffle_seed).shuffle(pool)
    other.deck = [pool.pop() for _ in state.deck]
    for p in opponents:
        other.hands[p] = [pool.pop() for _ in state.hands[p]]
    for p in hidden_committed:
        other.committed[p] = pool.pop()
    # the real RNG decides future rolls and draws; a different one must not change the AI's mind
    other.rng = Rng.from_seed(shuffle_seed * 7919 + 1)
    return other


def without_rng(view: GameState) -> dict[str, Any]:
    data = view.model_dump()
    data.pop("rng")
    return data


@pytest.mark.parametrize("players", [2, 3])
def test_states_a_player_cannot_tell_apart_get_the_same_move(players: int) -> None:
    rng = random.Random(players)
    state = TOY.new_state(TOY.make_config({}), players, seed=20 + players)
    checked = differed = 0
    move = 0
    while (decision := TOY.decision(state)) is not None:
        player = decision.player
        for shuffle_seed in range(2):
            twin = rearranged_secrets(state, player, shuffle_seed + 100 * move)
            view, twin_view = TOY.view(state, player), TOY.view(twin, player)
            assert without_rng(view) == without_rng(twin_view), "the twin must look the same to the player"
            differed += twin.model_dump() != state.model_dump()
            for level in Level:
                budget = TEST_ITERATIONS[level]
                mine = choose_action(TOY, view, player, level, seed=move, iterations=budget)
                theirs = choose_action(TOY, twin_view, player, level, seed=move, iterations=budget)
                assert mine == theirs, f"{level} read hidden information at move {move}"
                checked += 1
        TOY.apply(state, rng.choice(TOY.legal_actions(state)))
        move += 1
    assert checked > 20
    assert differed == checked // len(Level), "every twin really differs in what the player cannot see"


class LeakyHighCard(HighCard):
    """High Card whose views keep the real RNG: the AI must still not learn the next draws from it."""

    def view(self, state: HighCardState, viewer: int | None) -> HighCardState:
        view = super().view(state, viewer)
        view.rng = state.rng.model_copy()
        return view


def test_the_ai_ignores_a_real_rng_left_in_a_view() -> None:
    leaky = LeakyHighCard()
    for seed in range(4):
        state = leaky.new_state(leaky.make_config({}), 2, seed)
        player = not_none(leaky.decision(state)).player
        twin = state.model_copy(deep=True)
        twin.rng = Rng.from_seed(seed + 1000)
        assert leaky.view(state, player).rng != leaky.view(twin, player).rng
        for level in Level:
            budget = TEST_ITERATIONS[level]
            mine = choose_action(leaky, leaky.view(state, player), player, level, seed=seed, iterations=budget)
            theirs = choose_action(leaky, leaky.view(twin, player), player, level, seed=seed, iterations=budget)
            assert mine == theirs, f"{level} read the real RNG through the view"


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.info.id)
def test_samples_offer_the_deciding_player_the_real_moves(game: Game[Any, Any]) -> None:
    """What the AI relies on beyond the kit's view check: in a sample, the same player decides among the same
    moves as in the real game (the AI takes its list of candidate moves from a sample)."""
    for players in game.info.players:
        config = game.make_config(game.variant_configs()[0])
        if not game.supports(config, players):
            continue
        state = game.new_state(config, players, seed=players)
        choices = random.Random(players)
        steps = 0
        while (decision := game.decision(state)) is not None and steps < 400:
            player = decision.player
            view = game.view(state, player)
            sample = game.determinize(view, player, Rng.from_seed(steps))
            assert without_rng(game.view(sample, player)) == without_rng(view)
            assert game.decision(sample) == decision
            assert game.legal_actions(sample) == game.legal_actions(state)
            game.apply(state, choices.choice(game.legal_actions(state)))
            steps += 1
