"""Helpers for the AI tests: play whole toy games between AI seats from views only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from hearthwood.engine.ai import Level, choose_action
from hearthwood.engine.core import Game, GameState, ranking
from tests.conformance.toy_game import GAME as TOY

# Small budgets keep the suite fast; the benchmark measures the real ones.
TEST_ITERATIONS: dict[Level, int] = {Level.EASY: 2, Level.MEDIUM: 40, Level.HARD: 60, Level.EXPERT: 80}


def play_game(
    game: Game[Any, Any],
    levels: Sequence[Level],
    seed: int,
    iterations: dict[Level, int] | None = None,
    config: dict[str, Any] | None = None,
) -> GameState:
    """Play a game to the end, every seat an AI at its level, checking each move is legal."""
    budgets = TEST_ITERATIONS if iterations is None else iterations
    state: GameState = game.new_state(game.make_config(config), len(levels), seed)
    move = 0
    while (decision := game.decision(state)) is not None:
        player = decision.player
        level = levels[player]
        action = choose_action(
            game, game.view(state, player), player, level, seed * 1000 + move, iterations=budgets[level]
        )
        assert action in game.legal_actions(state), f"{level} chose an illegal move: {action}"
        game.apply(state, action)
        move += 1
    return state


def winner_seats(state: GameState) -> list[int]:
    return ranking(TOY, state)[0]
