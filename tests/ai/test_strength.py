"""A searching level beats Easy at High Card more often than not (the benchmark measures every pair)."""

from __future__ import annotations

from hearthwood.engine.ai import Level
from tests.conformance.toy_game import GAME as TOY

from .support import play_game, winner_seats

GAMES = 24


def test_medium_beats_easy_more_often_than_not() -> None:
    budgets = {Level.EASY: 3, Level.MEDIUM: 60}
    wins = losses = 0
    for seed in range(GAMES):
        medium_seat = seed % 2  # alternate seats so neither side keeps the first-mover position
        levels = [Level.MEDIUM, Level.EASY] if medium_seat == 0 else [Level.EASY, Level.MEDIUM]
        winners = winner_seats(play_game(TOY, levels, seed, budgets))
        if winners == [medium_seat]:
            wins += 1
        elif winners == [1 - medium_seat]:
            losses += 1
    assert wins > losses, f"Medium won {wins} and lost {losses} of {GAMES} games against Easy"
    assert wins > GAMES // 2, f"Medium won only {wins} of {GAMES} games against Easy"
