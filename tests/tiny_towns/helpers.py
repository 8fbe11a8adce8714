"""Building Tiny Towns positions by hand for tests."""

from __future__ import annotations

from typing import TypedDict, Unpack

from hearthwood.engine.core import Rng
from hearthwood.engine.games.tiny_towns import GAME
from hearthwood.engine.games.tiny_towns.state import TinyTownsConfig, TinyTownsState, Town

# Short names so a town reads like a picture of the board.
ALIASES = {
    ".": None,
    "C": "cottage",
    "wd": "wood",
    "wh": "wheat",
    "br": "brick",
    "gl": "glass",
    "st": "stone",
}


class TownFields(TypedDict, total=False):
    """The rest of a town, for tests that need more than its squares and Monument."""

    stored: list[list[str]]
    cavern: list[str]
    monument_offer: list[str | None]
    monument_discarded: str | None
    watch: list[str]
    shrine_points: int
    completed_round: int | None
    master_builder_turns: int


def town(*rows: str, monument: str | None = None, built: bool = False, **fields: Unpack[TownFields]) -> Town:
    """``town("C farm . .", ...)``: four rows of four cells, building ids, resources or aliases."""
    assert len(rows) == 4, "a town has four rows"
    squares: list[str | None] = []
    for row in rows:
        cells = row.split()
        assert len(cells) == 4, f"row {row!r} needs four cells"
        squares += [ALIASES.get(cell, cell) for cell in cells]
    return Town(squares=squares, monument=monument, monument_built=built, **fields)


def state_with(
    *towns: Town, buildings: list[str] | None = None, config: TinyTownsConfig | None = None
) -> TinyTownsState:
    """A state in the build phase of round 1 holding exactly these towns."""
    count = len(towns)
    return TinyTownsState(
        num_players=count,
        rng=Rng.from_seed(1),
        config=config or TinyTownsConfig(monuments=False),
        buildings=buildings or ["cottage", "farm", "well", "chapel", "tavern", "theater", "factory"],
        towns=list(towns),
        round=1,
        phase="build",
        placed=[True] * count,
        pending=[None] * count,
        finished_building=[False] * count,
    )


def scores(state: TinyTownsState, player: int = 0) -> dict[str, int]:
    sheet = GAME.score_sheet(state)
    return dict(zip(sheet.categories, sheet.points[player], strict=True))


def total(state: TinyTownsState, player: int = 0) -> int:
    return GAME.score_sheet(state).total(player)
