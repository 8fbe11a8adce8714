"""Where everything sits, in scene units: a 1200 x 900 table that the view fits to the window (about 0.77:1
at 1280x800, a little over 1:1 at 1920x1080).

    +-------+------------+------------+---------+---------+
    |  Inn  |   Forest   |   Meadow   |  River  | Market  |   the board's locations
    +-------+------------+--+---------+---------+---------+
    |  Owl's Nest (4 face up) |  Workshop ladder (slots 1-6)  |
    +-------------------------+------------+----------------+
    |  the viewer's home: goods, workers,  |  dice tray     |
    |  hand, Cottages and Improvements,    |  other homes   |
    |  crafted Comforts                    |  your choices  |   (the choices take what the homes leave)
    +--------------------------------------+----------------+
"""

from __future__ import annotations

SCENE_WIDTH = 1200.0
GAP = 10.0

TOP_H = 232.0
INN_X, INN_W = 0.0, 232.0
FOREST_X, VALLEY_W = INN_X + INN_W + GAP, 258.0
MEADOW_X = FOREST_X + VALLEY_W + GAP
RIVER_X, RIVER_W = MEADOW_X + VALLEY_W + GAP, 212.0
MARKET_X = RIVER_X + RIVER_W + GAP
MARKET_W = SCENE_WIDTH - MARKET_X

CARD_W, CARD_H = 84.0, 118.0
CARD_STEP = CARD_W + 6.0
SPACE_W = 104.0

MIDDLE_Y = TOP_H + 12.0
MIDDLE_H = 186.0
OWL_X, OWL_W = 0.0, 24.0 + 4 * CARD_STEP + SPACE_W
WORKSHOP_X = OWL_W + GAP
WORKSHOP_W = SCENE_WIDTH - WORKSHOP_X

BOTTOM_Y = MIDDLE_Y + MIDDLE_H + 12.0
HOME_W = 690.0
HOME_H = 458.0
RIGHT_X = HOME_W + GAP
RIGHT_W = SCENE_WIDTH - RIGHT_X
TRAY_H = 110.0
OTHERS_Y = BOTTOM_Y + TRAY_H + GAP
OTHERS_H = 150.0  # at most: four players' three other families, squeezed
OTHERS_ROW = 44.0
CHOICES_BOTTOM = BOTTOM_Y + HOME_H


def others_height(others: int) -> float:
    """The other families' board: a row each (alone, a note as tall as one), no taller than ``OTHERS_H``; the
    choices below take the rest of the column, so fewer players leave more room for buttons."""
    return min(OTHERS_H, 38.0 + max(1, others) * OTHERS_ROW + 8.0)


def choices_y(others: int) -> float:
    return OTHERS_Y + others_height(others) + GAP


SMALL_CARD_W, SMALL_CARD_H = 64.0, 90.0
DIE = 42.0
SPACE_DIE = 26.0
MEEPLE = 22.0
