"""The AI levels and every budget and constant they use, in one place.

Each level has two budgets: ``iterations`` for deterministic use (tests, benchmarks, replays: the same seed
and the same count give the same move on any machine) and ``seconds`` for play, where the search stops when
time runs out. ``play_iteration_cap`` stops a timed search early once more thinking cannot change much, so a
small game does not keep the player waiting for the full budget.

Time targets per decision on a 2-core machine: Easy < 50 ms, Medium < 300 ms, Hard < 1.5 s, Expert < 4 s.
The ``seconds`` budgets sit below those targets to leave room for the last iteration and the answer.
The iteration budgets are about what the time budgets buy on Tiny Towns (100-400 iterations a second), so
strength measured with them is close to strength in play there; quicker games search more in play, up to
the cap.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Level(StrEnum):
    """Stored in seats and campaign files by value, so the values are part of the file formats."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"


@dataclass(frozen=True)
class LevelSettings:
    level: Level
    label: str
    # Deterministic budget. Easy: determinizations each action is tried on; others: search iterations.
    iterations: int
    # Time budget in play (seconds) and a cap on iterations within it.
    seconds: float
    play_iteration_cap: int
    # Actions simulated after leaving the tree before the heuristic judges the position; None plays to the end.
    # Short rollouts are noisy on long games, so weaker levels stop sooner and lean on the heuristic.
    rollout_depth: int | None
    # UCB1 exploration constant for rewards in [-1, 1] (sqrt(2) would be the textbook value for [0, 1]
    # rewards; halving the range's width calls for roughly twice the constant, but card games with noisy
    # rollouts play better a little greedier).
    exploration: float
    # Softmax temperature over one-ply values scaled to how far the best stands above the median (Easy only):
    # at 0.1 a median option is e^10 times less likely than the best, a close second often chosen; higher
    # means more mistakes.
    temperature: float = 0.0


LEVELS: dict[Level, LevelSettings] = {
    Level.EASY: LevelSettings(
        level=Level.EASY,
        label="Easy",
        iterations=3,
        seconds=0.03,
        play_iteration_cap=8,
        rollout_depth=0,
        exploration=0.0,
        temperature=0.1,
    ),
    Level.MEDIUM: LevelSettings(
        level=Level.MEDIUM,
        label="Medium",
        iterations=100,
        seconds=0.25,
        play_iteration_cap=600,
        rollout_depth=12,
        exploration=1.0,
    ),
    Level.HARD: LevelSettings(
        level=Level.HARD,
        label="Hard",
        iterations=250,
        seconds=1.2,
        play_iteration_cap=2000,
        rollout_depth=40,
        exploration=0.9,
    ),
    Level.EXPERT: LevelSettings(
        level=Level.EXPERT,
        label="Expert",
        iterations=600,
        seconds=3.5,
        play_iteration_cap=6000,
        rollout_depth=None,
        exploration=0.8,
    ),
}

# In solo games selection stretches mean rewards to the range of rewards the search has seen, once that range
# is wider than MIN_REWARD_SPREAD (a narrower one is noise). A solo reward is the final score squashed into
# [-1, 1], so totals a few points apart sit only hundredths apart, too little for the exploration term to
# notice: Medium scored below Easy in solo play. Measured over 16 seeded games per game, Medium's solo mean
# rose (Snowcrest 8.7 -> 10.5, Tiny Towns 9.5 -> 9.9); with opponents the results went both ways (Tiny Towns
# better, Snowcrest worse against Easy), so games with opponents keep the plain rewards, whose win/loss
# outcome already spreads them.
NORMALIZE_SOLO_REWARDS = True
MIN_REWARD_SPREAD = 0.02

# How much a finished game's reward comes from the result (win/place) rather than the score margin.
TERMINAL_OUTCOME_WEIGHT = 0.75


def settings(level: Level | str) -> LevelSettings:
    """The settings of a level given as a ``Level`` or its stored value ("easy", ...)."""
    return LEVELS[Level(level)]


def levels_in_order() -> list[Level]:
    return list(LEVELS)
