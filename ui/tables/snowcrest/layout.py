"""Where everything sits, in scene units. The table is about 1180 x 820: the view shows it at roughly 0.75
in a 1280x800 window and about 1.2 at 1920x1080. Every board has a fixed size, so the view's fit never
jumps between rebuilds.

    +---------------------------------------------------------------------------+
    | The Mountain: Scrolls + supply | Forest | Guardians | Common row | Achievements |
    +-----------------------------------------------+---------------------------+
    | your mat: Village 3x3 | Buildings, Omens,      | everyone else's mat,      |
    |                       | tokens, hand, discard  | smaller                   |
    +-----------------------------------------------+---------------------------+
    | your choices: whose decision, the prompt, buttons / the payment           |
    +---------------------------------------------------------------------------+
"""

from __future__ import annotations

GAP = 14.0
WIDTH = 1180.0

CARD_W = 96.0
CARD_H = 128.0
CARD_GAP = 8.0

# the Mountain (central mat)
MOUNTAIN_H = 200.0
MOUNTAIN_TOP = 40.0
SUPPLY_W = 150.0
DECKS_X = 14.0 + SUPPLY_W + 10.0
ROW_X = DECKS_X + 2 * (CARD_W + CARD_GAP) + 12.0
ACHIEVEMENTS_X = ROW_X + 5 * (CARD_W + CARD_GAP) + 8.0
ACHIEVEMENTS_W = WIDTH - ACHIEVEMENTS_X - 14.0

# the mats
MATS_Y = MOUNTAIN_H + GAP
MAT_H = 452.0
MY_W = 770.0
VILLAGE_X = 14.0
VILLAGE_Y = 40.0
RIGHT_X = VILLAGE_X + 3 * CARD_W + 2 * CARD_GAP + 18.0
RIGHT_W = MY_W - RIGHT_X - 14.0
BUILDING = 46.0
OTHERS_X = MY_W + GAP
OTHERS_W = WIDTH - OTHERS_X

# the choices
BAR_Y = MATS_Y + MAT_H + GAP
BAR_H = 140.0


def village_pos(
    slot: int, card_w: float = CARD_W, card_h: float = CARD_H, gap: float = CARD_GAP
) -> tuple[float, float]:
    row, column = divmod(slot, 3)
    return column * (card_w + gap), row * (card_h + gap)
