"""Fit a correction to Creature Comforts' projection on what a family holds, from play. Not a test.

Run with `.venv/bin/python -m tests.benchmarks.fit_creature_comforts_projection [--games START:END:EVERY ...]
[--workers 2] [--save FILE | --load FILE]`.

The same method as Snowcrest's fit (``projection_fit``): seeded 2-player Medium-Medium games on deals ``5000 + n``,
every EVERY-th position kept with the game's final margin, and a ridge fit, per holding (each Good, Coins, Stories,
Lesson Learned tokens), of the points a unit of it adds at the start and at the end of the year that best explain
the gap between the projected margin and the final one. One game in four is held out. Creature Comforts has no
correction in its code: the projection is hand-set, and the fit says where play disagrees with it. The defaults replay
the 160 games of the one fit so far (2026-12-02), whose table, at a penalty of 1000, Medium played no better with
(engine/ai/NOTES.md). A run takes about 80 minutes on two cores.
"""

from __future__ import annotations

from hearthwood.engine.core import GameState
from hearthwood.engine.games.creature_comforts import strategy
from hearthwood.engine.games.creature_comforts.content import GOODS
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState, Player
from tests.benchmarks.projection_fit import Position, run, sampled_positions

DEFAULT_GAMES = ("0:160:3",)
CHOSEN_PENALTY = 1000.0
HOLDINGS = (*GOODS, "coins", "stories", "lessons")


def holdings(player: Player) -> dict[str, int]:
    return {**player.goods, "coins": player.coins, "stories": player.stories, "lessons": player.lessons}


def year_left(state: CreatureComfortsState) -> float:
    """The months of gathering still to come, as a share of the year (1 at the start, 0 in the final step)."""
    return min(1.0, strategy.turns_left(state, 0) / state.months)


def measure(state: GameState) -> tuple[float, float, tuple[float, ...]]:
    assert isinstance(state, CreatureComfortsState)
    projected = strategy.projected_score(state, 0) - strategy.projected_score(state, 1)
    mine, theirs = (holdings(player) for player in state.players)
    return year_left(state), projected, tuple(float(mine[name] - theirs[name]) for name in HOLDINGS)


def game_positions(args: tuple[int, int]) -> list[Position]:
    """Every ``every``-th position of Medium-Medium game ``number``."""
    number, every = args
    return sampled_positions("creature-comforts", {}, measure, number, every)


if __name__ == "__main__":
    run(__doc__.splitlines()[0], game_positions, list(HOLDINGS), DEFAULT_GAMES, CHOSEN_PENALTY)
