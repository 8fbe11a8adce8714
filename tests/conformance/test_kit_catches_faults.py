"""The kit must fail on games that break the rules of the core; each fault here is one a real game could have."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hearthwood.engine.core import Action, ApplyResult, Decision, Rng, TamperedSave

from .kit import check_views, play_and_check
from .toy_game import Commit, HighCard, HighCardState


class LeakyViews(HighCard):
    def view(self, state: HighCardState, viewer: int | None) -> HighCardState:
        return state.model_copy(deep=True)


class ForgetfulDeterminize(HighCard):
    def determinize(self, view: HighCardState, viewer: int, rng: Rng) -> HighCardState:
        state = super().determinize(view, viewer, rng)
        state.played = []  # loses public history: the viewer would notice
        return state


class UsesGlobalRandom(HighCard):
    def _next_round(self, state: HighCardState) -> None:
        super()._next_round(state)
        state.bonus[0] += random.randint(0, 1)  # chance outside the state's RNG breaks replay


class NeverEnds(HighCard):
    def decision(self, state: HighCardState) -> Decision | None:
        return super().decision(state) or Decision(0, "forever")


class RefusesNothing(HighCard):
    def apply(self, state: HighCardState, action: Action) -> ApplyResult:
        if isinstance(action, Commit) and action.card not in state.hands[action.player]:
            return ApplyResult()  # silently accepts a card the player does not hold
        return super().apply(state, action)


def test_kit_catches_leaking_views() -> None:
    game = LeakyViews()
    state = game.new_state(game.make_config({}), 2, 1)
    with pytest.raises(AssertionError, match=r"can see hidden|RNG"):
        check_views(game, state)


def test_kit_catches_a_view_that_differs_from_its_declared_secrets() -> None:
    game = LeakyViews()
    state = game.new_state(game.make_config({}), 3, 2)
    state.rng = state.rng.model_copy(update={"state": 0})
    with pytest.raises(AssertionError):
        check_views(game, state)


def test_kit_catches_a_determinize_the_viewer_could_tell_apart(tmp_path: Path) -> None:
    with pytest.raises(AssertionError, match="determinize keeps the view"):
        for seed in range(5):
            play_and_check(ForgetfulDeterminize(), {}, 2, seed, tmp_path)


def test_kit_catches_chance_outside_the_state(tmp_path: Path) -> None:
    # caught by the save's replay hash or by redo-all, whichever comes first
    with pytest.raises((AssertionError, TamperedSave)):
        for seed in range(10):
            play_and_check(UsesGlobalRandom(), {}, 2, seed, tmp_path)


def test_kit_catches_a_game_with_no_end(tmp_path: Path) -> None:
    with pytest.raises((AssertionError, Exception)):
        play_and_check(NeverEnds(), {}, 2, 0, tmp_path)


def test_kit_catches_accepted_illegal_actions(tmp_path: Path) -> None:
    with pytest.raises(BaseException, match=r"DID NOT RAISE|IllegalAction"):
        play_and_check(RefusesNothing(), {}, 2, 3, tmp_path)
