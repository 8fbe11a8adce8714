"""Building patterns: rotations and mirrors, matching on the board, the Trading Post, the card data.

Squares are numbered 0-15 row by row; square = 4 x row + column.
"""

from __future__ import annotations

import pytest

from hearthwood.engine.games.tiny_towns.board import Pattern, orientations, placements
from hearthwood.engine.games.tiny_towns.construction import matches
from hearthwood.engine.games.tiny_towns.content import load_content
from tests.tiny_towns.helpers import ALIASES, town

EMPTY_ROW = ". . . ."


def pattern_of(kind: str) -> Pattern:
    return load_content().card(kind).pattern


def cells_of(rows: tuple[str, ...]) -> list[tuple[int, int, str]]:
    """The (row, column, resource) of every resource written in a hand-drawn town."""
    found = []
    for r, row in enumerate(rows):
        for c, cell in enumerate(row.split()):
            value = ALIASES.get(cell, cell)
            if value is not None:
                found.append((r, c, value))
    return found


def normalised(cells: list[tuple[int, int, str]]) -> tuple[tuple[int, int, str], ...]:
    top = min(r for r, _, _ in cells)
    left = min(c for _, c, _ in cells)
    return tuple(sorted((r - top, c - left, res) for r, c, res in cells))


# The Cottage is ". wheat / brick glass": glass in the corner of an L, wheat and brick on its arms.
# In a 2x2 box the free cell can be any of 4 corners (glass is diagonal from it) and the two arms can
# hold wheat/brick either way round: 4 x 2 = 8 orientations, each drawn here at a different place.
COTTAGE_ORIENTATIONS = [
    # free top-left, glass bottom-right
    ((". wh . .", "br gl . .", EMPTY_ROW, EMPTY_ROW), (1, 4, 5)),
    ((". . . br", ". . wh gl", EMPTY_ROW, EMPTY_ROW), (3, 6, 7)),
    # free top-right, glass bottom-left
    ((EMPTY_ROW, EMPTY_ROW, "wh . . .", "gl br . ."), (8, 12, 13)),
    ((EMPTY_ROW, EMPTY_ROW, ". . br .", ". . gl wh"), (10, 14, 15)),
    # free bottom-left, glass top-right
    ((EMPTY_ROW, ". wh gl .", ". . br .", EMPTY_ROW), (5, 6, 10)),
    ((". br gl .", ". . wh .", EMPTY_ROW, EMPTY_ROW), (1, 2, 6)),
    # free bottom-right, glass top-left
    ((EMPTY_ROW, "gl wh . .", "br . . .", EMPTY_ROW), (4, 5, 8)),
    ((EMPTY_ROW, EMPTY_ROW, ". gl br .", ". wh . ."), (9, 10, 13)),
]


@pytest.mark.parametrize(("rows", "squares"), COTTAGE_ORIENTATIONS)
def test_cottage_found_in_every_orientation(rows: tuple[str, str, str, str], squares: tuple[int, int, int]) -> None:
    """Each rotation or mirror, alone on the board, is found exactly once, all its cubes real."""
    assert matches(town(*rows), "cottage") == [(squares, squares)]


def test_the_eight_cottage_orientations_are_exactly_the_engines() -> None:
    hand = {normalised(cells_of(rows)) for rows, _ in COTTAGE_ORIENTATIONS}
    assert len(hand) == 8
    assert set(orientations(pattern_of("cottage"))) == hand


@pytest.mark.parametrize(
    ("kind", "count"),
    [
        ("cottage", 8),  # L of three different resources: no symmetry
        # wood-stone domino: horizontal wood|stone, stone|wood, vertical wood over stone and stone over wood.
        # The two resources differ, so a half turn gives a new layout: 4, not 2.
        ("well", 4),
        ("fountain", 4),
        ("millstone", 4),
        ("shed", 4),
        ("farm", 4),  # wheat wheat / wood wood: symmetric in its long axis, 4 quarter turns remain
        ("granary", 8),  # wheat wheat / wood brick: the brick breaks the mirror
        ("greenhouse", 8),  # wheat glass / wood wood: mirror swaps wheat and glass
        ("orchard", 4),  # stone wheat / wheat wood: symmetric about its main diagonal
        ("abbey", 8),  # ". . glass / brick stone stone": no symmetry
        ("chapel", 8),  # the glass on top sits over one end only
        ("cloister", 8),
        ("temple", 8),
        # three in a line, ends differ: left-to-right, right-to-left, and the two vertical ones
        ("tavern", 4),
        ("almshouse", 4),
        ("feast_hall", 4),
        ("inn", 4),
        ("bakery", 4),  # T shape with equal arms: mirror symmetric
        ("market", 4),
        ("tailor", 4),
        ("theater", 4),
        ("warehouse", 4),  # wheat wood wheat / brick . brick: mirror symmetric
        ("factory", 8),
        ("trading_post", 8),
        ("bank", 8),
        ("architects_guild", 8),
        ("archive_of_the_second_age", 8),
        ("barrett_castle", 8),
        ("cathedral_of_caterina", 8),
        ("fort_ironweed", 8),  # wheat . brick: mirror swaps wheat and brick
        ("grand_mausoleum_of_the_rodina", 8),
        ("grove_university", 4),  # ". brick . / stone glass stone": mirror symmetric
        ("mandras_palace", 8),
        ("obelisk_of_the_crescent", 8),
        ("opaleyes_watch", 8),
        ("shrine_of_the_elder_tree", 8),
        ("silva_forum", 8),
        ("the_sky_baths", 8),  # stone and wood on either side of the glass break the mirror
        ("the_starloom", 8),
        ("statue_of_the_bondmaker", 8),
    ],
)
def test_number_of_distinct_orientations(kind: str, count: int) -> None:
    assert len(orientations(pattern_of(kind))) == count


@pytest.mark.parametrize(
    ("kind", "count"),
    [
        ("cottage", 72),  # 8 orientations, each 2x2: 3 x 3 positions
        ("well", 48),  # 2 horizontal (1x2: 4 x 3) + 2 vertical (2x1: 3 x 4) = 24 + 24
        ("farm", 36),  # 4 orientations x 9 positions
        ("tavern", 32),  # 2 horizontal (1x3: 4 x 2) + 2 vertical (3x1: 2 x 4) = 16 + 16
        ("factory", 24),  # 4 orientations 2x4 (3 x 1) + 4 orientations 4x2 (1 x 3)
        ("opaleyes_watch", 16),  # 4 orientations 3x4 (2 x 1) + 4 orientations 4x3 (1 x 2)
        ("the_sky_baths", 32),  # 8 orientations, each 3x3: 2 x 2 positions
    ],
)
def test_number_of_placements_on_the_board(kind: str, count: int) -> None:
    assert len(placements(pattern_of(kind))) == count


def test_every_placement_stays_on_the_board_without_wrapping() -> None:
    """Every placement of every card keeps each cell's row/column offset from the orientation."""
    content = load_content()
    for card in (*content.buildings, *content.monuments):
        for placement in placements(card.pattern):
            squares = [s for s, _ in placement]
            assert all(0 <= s < 16 for s in squares)
            rows = [s // 4 for s in squares]
            cols = [s % 4 for s in squares]
            # a wrapped shape would span more rows/columns than the pattern is tall/wide
            height, width = len(card.pattern), len(card.pattern[0])
            spans = sorted((max(rows) - min(rows) + 1, max(cols) - min(cols) + 1))
            assert spans == sorted((height, width)), (card.id, placement)


# -- arrangements that must not match ---------------------------------------------------------------


def test_cottage_with_wheat_diagonal_to_glass_does_not_match() -> None:
    """wheat on 0, brick on 4, glass on 5: brick touches both, but wheat must touch the glass."""
    assert matches(town("wh . . .", "br gl . .", EMPTY_ROW, EMPTY_ROW), "cottage") == []


def test_cottage_with_a_building_in_place_of_the_glass_does_not_match() -> None:
    assert matches(town(". wh . .", "br farm . .", EMPTY_ROW, EMPTY_ROW), "cottage") == []


def test_farm_with_wheat_and_wood_crossed_does_not_match() -> None:
    """wheat wood / wood wheat: the two wheats are diagonal."""
    assert matches(town("wh wd . .", "wd wh . .", EMPTY_ROW, EMPTY_ROW), "farm") == []


def test_farm_turned_on_its_side_matches() -> None:
    """wheat wood / wheat wood is the Farm turned a quarter."""
    assert matches(town("wh wd . .", "wh wd . .", EMPTY_ROW, EMPTY_ROW), "farm") == [((0, 1, 4, 5), (0, 1, 4, 5))]


def test_cottage_cut_by_the_board_edge_does_not_match() -> None:
    """wheat 4, brick 7, glass 8: '. wheat / brick glass' at column 3 would wrap onto the next row."""
    assert matches(town(EMPTY_ROW, "wh . . br", "gl . . .", EMPTY_ROW), "cottage") == []


def test_well_cut_by_the_board_edge_does_not_match() -> None:
    """wood on 3 and stone on 4 are consecutive numbers but on different rows."""
    assert matches(town(". . . wd", "st . . .", EMPTY_ROW, EMPTY_ROW), "well") == []


def test_tavern_cut_by_the_board_edge_does_not_match() -> None:
    """brick 2, brick 3, glass 4: a line of three squares that wraps."""
    assert matches(town(". . br br", "gl . . .", EMPTY_ROW, EMPTY_ROW), "tavern") == []


def test_empty_pattern_cells_may_hold_anything() -> None:
    """Abbey '. . glass / brick stone stone' with a Cottage and a wood in its two empty cells."""
    rows = ("C wd gl .", "br st st .", EMPTY_ROW, EMPTY_ROW)
    assert matches(town(*rows), "abbey") == [((2, 4, 5, 6), (2, 4, 5, 6))]


def test_two_wells_side_by_side_are_two_matches_sharing_nothing() -> None:
    """wood stone wood stone on row 0: wood-stone at 0-1, stone-wood at 1-2, wood-stone at 2-3."""
    found = matches(town("wd st wd st", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), "well")
    assert sorted(found) == [((0, 1), (0, 1)), ((1, 2), (1, 2)), ((2, 3), (2, 3))]


# -- the Trading Post -----------------------------------------------------------------------------------


def test_trading_post_stands_in_for_a_resource_and_stays() -> None:
    """Trading Post on 5 as the Cottage's glass: the real cubes are 1 and 4 only."""
    rows = (". wh . .", "br trading_post . .", EMPTY_ROW, EMPTY_ROW)
    assert matches(town(*rows), "cottage") == [((1, 4, 5), (1, 4))]


def test_trading_post_with_one_real_resource() -> None:
    """Trading Post on 0 as the wood next to the stone on 1."""
    assert matches(town("trading_post st . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), "well") == [((0, 1), (1,))]


def test_trading_posts_alone_never_make_a_building() -> None:
    """Two Trading Posts side by side fit the Well's shape but hold no real resource."""
    assert matches(town("trading_post trading_post . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), "well") == []


def test_other_buildings_are_not_wild() -> None:
    """A Factory (black, not a Trading Post) cannot stand in for the glass."""
    assert matches(town(". wh . .", "br factory . .", EMPTY_ROW, EMPTY_ROW), "cottage") == []


# -- the card data against the facts ------------------------------------------------------------------

# Patterns as the facts write them (top row first); "." is a cell that may hold anything.
FACT_PATTERNS = {
    "cottage": ". wheat / brick glass",
    "farm": "wheat wheat / wood wood",
    "granary": "wheat wheat / wood brick",
    "greenhouse": "wheat glass / wood wood",
    "orchard": "stone wheat / wheat wood",
    "well": "wood stone",
    "fountain": "wood stone",
    "millstone": "wood stone",
    "shed": "wood stone",
    "abbey": ". . glass / brick stone stone",
    "chapel": ". . glass / stone glass stone",
    "cloister": ". . glass / wood brick stone",
    "temple": ". . glass / brick brick stone",
    "tavern": "brick brick glass",
    "almshouse": "stone stone glass",
    "feast_hall": "wood wood glass",
    "inn": "wheat stone glass",
    "theater": ". stone . / wood glass wood",
    "bakery": ". wheat . / brick glass brick",
    "market": ". wood . / stone glass stone",
    "tailor": ". wheat . / stone glass stone",
    "factory": "wood . . . / brick stone stone brick",
    "warehouse": "wheat wood wheat / brick . brick",
    "trading_post": "stone wood . / stone wood brick",
    "bank": "wheat wheat . / wood glass brick",
    "architects_guild": ". . glass / . wheat stone / wood brick .",
    "archive_of_the_second_age": "wheat wheat / brick glass",
    "barrett_castle": "wheat . . stone / wood glass glass brick",
    "cathedral_of_caterina": ". wheat / stone glass",
    "fort_ironweed": "wheat . brick / stone wood stone",
    "grand_mausoleum_of_the_rodina": "wood wood / brick stone",
    "grove_university": ". brick . / stone glass stone",
    "mandras_palace": "wheat glass / brick wood",
    "obelisk_of_the_crescent": "wheat . . / brick glass brick",
    "opaleyes_watch": "wood . . . / brick glass wheat wheat / stone . . .",
    "shrine_of_the_elder_tree": "brick wheat stone / wood glass wood",
    "silva_forum": ". . wheat . / brick brick stone wood",
    "the_sky_baths": ". wheat . / stone glass wood / brick . brick",
    "the_starloom": "glass glass / wood wheat",
    "statue_of_the_bondmaker": "wood stone stone glass / wheat . . .",
}

# Resources per card, counted by hand from the facts' grids.
RESOURCE_COUNTS = {
    "cottage": 3,
    **dict.fromkeys(("farm", "granary", "greenhouse", "orchard"), 4),
    **dict.fromkeys(("well", "fountain", "millstone", "shed"), 2),
    **dict.fromkeys(("abbey", "chapel", "cloister", "temple"), 4),
    **dict.fromkeys(("tavern", "almshouse", "feast_hall", "inn"), 3),
    **dict.fromkeys(("theater", "bakery", "market", "tailor"), 4),
    **dict.fromkeys(("factory", "warehouse", "trading_post", "bank"), 5),
    "architects_guild": 5,
    "archive_of_the_second_age": 4,
    "barrett_castle": 6,
    "cathedral_of_caterina": 3,
    "fort_ironweed": 5,
    "grand_mausoleum_of_the_rodina": 4,
    "grove_university": 4,
    "mandras_palace": 4,
    "obelisk_of_the_crescent": 4,
    "opaleyes_watch": 6,
    "shrine_of_the_elder_tree": 6,
    "silva_forum": 5,
    "the_sky_baths": 6,
    "the_starloom": 4,
    "statue_of_the_bondmaker": 5,
}


def parse(text: str) -> tuple[tuple[str | None, ...], ...]:
    return tuple(tuple(None if cell == "." else cell for cell in row.split()) for row in text.split("/"))


def test_all_forty_cards_are_covered() -> None:
    content = load_content()
    ids = {card.id for card in (*content.buildings, *content.monuments)}
    assert ids == set(FACT_PATTERNS) == set(RESOURCE_COUNTS)
    assert len(ids) == 40


@pytest.mark.parametrize("kind", sorted(FACT_PATTERNS))
def test_card_pattern_is_the_facts_pattern(kind: str) -> None:
    card = load_content().card(kind)
    assert card.pattern == parse(FACT_PATTERNS[kind])
    assert card.size == RESOURCE_COUNTS[kind]
    assert sum(1 for row in card.pattern for cell in row if cell) == RESOURCE_COUNTS[kind]
