"""Where everything sits, in scene units. Designed for the 1280x800 window (about 960x700 of table), which
the view fits at roughly 1:1; larger windows scale it up.

    +--------------------+------------------------------------------+
    |  your town (4x4)   |  the 7 building cards + your Monument    |
    |                    |  (two rows of four)                      |
    +--------------------+------------------------------------------+
    |  supply: round,    |  everyone else's town, small             |
    |  named resource,   +------------------------------------------+
    |  cubes / cards     |  your choices: prompt and buttons        |
    +--------------------+------------------------------------------+
"""

from __future__ import annotations

GAP = 14.0

SQUARE = 78.0
SQUARE_GAP = 6.0
GRID_SIDE = 4 * SQUARE + 3 * SQUARE_GAP
TOWN_HEADER = 36.0
TOWN_LEFT = 34.0  # room for the row letters
TOWN_TOP = TOWN_HEADER + 24.0  # the header, then the column numbers
TOWN_WIDTH = TOWN_LEFT + GRID_SIDE + 16.0
TOWN_HEIGHT = TOWN_TOP + GRID_SIDE + 16.0

SUPPLY_Y = TOWN_HEIGHT + GAP
SUPPLY_WIDTH = TOWN_WIDTH
SUPPLY_CUBE = 44.0

RIGHT_X = TOWN_WIDTH + GAP
CARD_W = 126.0
CARD_H = 186.0
CARD_GAP = 10.0
CARDS_PER_ROW = 4
RIGHT_WIDTH = CARDS_PER_ROW * CARD_W + (CARDS_PER_ROW - 1) * CARD_GAP

OTHERS_Y = 2 * CARD_H + CARD_GAP + GAP
OTHER_HEIGHT = 178.0
CHOICES_Y = OTHERS_Y + OTHER_HEIGHT + GAP

SOLO_CARD_W = 64.0
SOLO_CARD_H = 90.0


def card_pos(index: int) -> tuple[float, float]:
    row, column = divmod(index, CARDS_PER_ROW)
    return RIGHT_X + column * (CARD_W + CARD_GAP), row * (CARD_H + CARD_GAP)


def other_panel_width(count: int) -> float:
    """Others' towns share the right column's width, at most a card's width each."""
    return min(CARD_W, (RIGHT_WIDTH - (count - 1) * CARD_GAP) / max(1, count))
