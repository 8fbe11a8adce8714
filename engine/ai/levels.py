"""The AI levels and every budget and constant they use, in one place.

Each level has a budget of ``iterations`` and a time limit of ``seconds``; a game may give a level a budget
(or Easy a noise) of its own (``register_level``) where the shared ones space its levels badly. The search
runs its iterations in tests, benchmarks and play alike, so the strength the benchmark measures is the
strength a player meets and the same seed gives the same move on any machine; in play the time limit also
stops it, so a slow machine gets an answer on time from a shorter search.

Time targets per decision on a 2-core machine: Easy < 50 ms, Medium < 300 ms, Hard < 1.5 s, Expert < 4 s.
The ``seconds`` limits sit below those targets to leave room for the answer, and an iteration begins only if it
is likely to end within them (``player._next_fits``). How far the budgets fit depends on the day: on the quick
machine of 2026-11-29 every level's iterations fit (the slowest, Expert on Snowcrest, took 1.7 s at the median
and 2.0 s at the 95th percentile); on the slow days since, about 2.3 times slower, Expert's limit stops its
search early in all three games, as a slow machine's would. Hard and Expert each search four times as
much as the level below: measured on Snowcrest over 60 paired games, Hard with 2.5 times Medium's
iterations (250 against 100) won only 59%. Tiny Towns and Snowcrest space their Medium and Hard lower (16 and
50 iterations, 16 and 75), because there the search saturates and Expert's 1600 gained little or nothing over
400 (see their strategy modules). Creature Comforts gives Medium 50 and Easy more noise, because its Hard keeps
400 but searches without Expert's shared samples, which leaves it weaker against Medium (see that package).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any


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
    # Easy: determinizations each action is tried on; others: search iterations.
    iterations: int
    # The time limit in play; the search stops at whichever comes first.
    seconds: float
    # Actions simulated after leaving the tree before the heuristic judges the position; None plays to the end.
    # Short rollouts are noisy on long games, so weaker levels stop sooner and lean on the heuristic.
    rollout_depth: int | None
    # UCB1 exploration constant for rewards in [-1, 1] (sqrt(2) would be the textbook value for [0, 1]
    # rewards; halving the range's width calls for roughly twice the constant, but card games with noisy
    # rollouts play better a little greedier).
    exploration: float
    # Softmax temperature over one-ply values scaled to how far the best stands above the median (Easy only):
    # at 0.2 a median option is e^5 times less likely than the best, a close second often chosen; higher
    # means more mistakes.
    temperature: float = 0.0


LEVELS: dict[Level, LevelSettings] = {
    Level.EASY: LevelSettings(
        level=Level.EASY,
        label="Easy",
        iterations=3,
        seconds=0.03,
        rollout_depth=0,
        exploration=0.0,
        # At 0.1 Easy was nearly greedy, and greedy on a good projection plays about as well as Medium's
        # search: Medium beat it in only 51% of 200 Creature Comforts games and 55% of 200 Snowcrest games.
        # At 0.2 Medium wins 68% and 72% of 200 (0.3 in Snowcrest: 86% of 80; 0.5 in Creature Comforts: 99%
        # of 80, Easy playing almost at random).
        temperature=0.2,
    ),
    Level.MEDIUM: LevelSettings(
        level=Level.MEDIUM,
        label="Medium",
        iterations=100,
        seconds=0.25,
        rollout_depth=12,
        exploration=1.0,
    ),
    Level.HARD: LevelSettings(
        level=Level.HARD,
        label="Hard",
        iterations=400,
        seconds=1.2,
        rollout_depth=40,
        exploration=0.9,
    ),
    Level.EXPERT: LevelSettings(
        level=Level.EXPERT,
        label="Expert",
        iterations=1600,
        seconds=3.5,
        rollout_depth=None,
        exploration=0.8,
    ),
}

# Values closer than this are one judgement, not two: the same judgement can come out a few bits apart when
# its sums run in another order. Easy must not take such a gap for a difference between moves (Snowcrest's
# Easy met rounding-sized spreads in about 2% of its decisions), and the search rescales the mean rewards of
# moves to the range of means met so far (as MuZero does) only once that range is wider. The rescaling
# matters because heuristic values of nearby positions sit a few hundredths apart in [-1, 1], too little for
# the exploration term to notice: unscaled, visits spread almost evenly and the most visited move was close
# to a random good one. Medium with the rescaling against Medium without it, paired games: Snowcrest 60.5%
# of 100 (mean margin +1.0 points), Creature Comforts 50% of 39 (-1.7), Tiny Towns 44% of 34 (+0.2): a clear
# gain in one game and no measurable loss in the others.
ROUNDING_NOISE = 1e-9

# How much a finished game's reward comes from the result (win/place) rather than the score margin.
TERMINAL_OUTCOME_WEIGHT = 0.75


# Settings a game gives a level for itself (``register_level``), where the shared ones space its levels badly:
# the steps between levels should be alike, and the same budget or noise can make one step huge in one game
# and slight in another.
_GAME_LEVELS: dict[tuple[str, Level], dict[str, Any]] = {}


def register_level(
    game_id: str, level: Level, *, iterations: int | None = None, temperature: float | None = None
) -> None:
    """Give ``level`` its own iteration budget or Easy's softmax temperature in one game (the time limit and
    everything not given stay the level's)."""
    if iterations is not None and iterations < 1:
        raise ValueError(f"an iteration budget must be at least 1, not {iterations}")
    if temperature is not None and (level is not Level.EASY or temperature < 0.0):
        raise ValueError(f"only Easy chooses by softmax, at a temperature of 0 or more (not {level} at {temperature})")
    own = {"iterations": iterations, "temperature": temperature}
    _GAME_LEVELS.setdefault((game_id, level), {}).update({k: v for k, v in own.items() if v is not None})


def settings(level: Level | str, game_id: str | None = None) -> LevelSettings:
    """The settings of a level given as a ``Level`` or its stored value ("easy", ...), in ``game_id`` if given."""
    shared = LEVELS[Level(level)]
    own = _GAME_LEVELS.get((game_id, shared.level)) if game_id is not None else None
    return replace(shared, **own) if own else shared


def levels_in_order() -> list[Level]:
    return list(LEVELS)
