"""End-of-game scoring for every building and scoring monument, tiebreakers and solo titles.

Every expectation is worked out by hand in the comments: squares are numbered 0-15 row by row
(row 0 is squares 0-3, row 1 is 4-7 ...), "adjacent" is orthogonal, and each square without a
building (empty or holding a leftover resource) costs 1 point unless the Cathedral is built.
"""

from __future__ import annotations

from typing import Unpack

import pytest

from hearthwood.engine.core import ranking
from hearthwood.engine.games.tiny_towns import GAME
from hearthwood.engine.games.tiny_towns.actions import Build
from hearthwood.engine.games.tiny_towns.construction import construct
from hearthwood.engine.games.tiny_towns.state import TinyTownsState, Town
from tests.tiny_towns.helpers import TownFields, scores, state_with, total, town

FIRST = ["cottage", "farm", "well", "chapel", "tavern", "theater", "factory"]
GRANARY_SET = ["cottage", "granary", "fountain", "abbey", "almshouse", "bakery", "bank"]
GREENHOUSE_SET = ["cottage", "greenhouse", "millstone", "cloister", "feast_hall", "market", "trading_post"]
ORCHARD_SET = ["cottage", "orchard", "shed", "temple", "inn", "tailor", "warehouse"]
EMPTY_ROW = ". . . ."


def stock(**by_square: list[str]) -> list[list[str]]:
    """``stock(s0=["wood"])``: the per-square ``Town.stored`` lists, everything else empty."""
    stored: list[list[str]] = [[] for _ in range(16)]
    for key, resources in by_square.items():
        stored[int(key[1:])] = list(resources)
    return stored


def assert_score(state: TinyTownsState, expected: dict[str, int], expected_total: int, player: int = 0) -> None:
    """The non-zero categories must be exactly ``expected`` and the total ``expected_total``."""
    got = scores(state, player)
    assert {k: v for k, v in got.items() if v} == {k: v for k, v in expected.items() if v}
    assert total(state, player) == expected_total


def line_town(*cells: str, **fields: Unpack[TownFields]) -> Town:
    """A town whose first squares hold ``cells`` in reading order; the rest are empty."""
    padded = [*cells, *(["."] * (16 - len(cells)))]
    rows = [" ".join(padded[i : i + 4]) for i in range(0, 16, 4)]
    return town(*rows, **fields)


# -- Cottage and Farm ------------------------------------------------------------------------------


def test_unfed_cottages_score_nothing() -> None:
    """No red building: both Cottages score 0; 14 empty squares."""
    state = state_with(town("C C . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), buildings=FIRST)
    # Cottage 0 + 0; empty -14 -> total -14
    assert_score(state, {"Empty squares": -14}, -14)


def test_farm_feeds_cottages_anywhere() -> None:
    """A Farm feeds Cottages far away from it (the four corners)."""
    state = state_with(town("C . . C", ". farm . .", EMPTY_ROW, "C . . C"), buildings=FIRST)
    # 4 fed Cottages x 3 = 12; 5 buildings -> 11 empty; 12 - 11 = 1
    assert_score(state, {"Cottage": 12, "Empty squares": -11}, 1)


def test_farm_feeds_only_four() -> None:
    """Five Cottages and one Farm: the fifth Cottage stays unfed."""
    state = state_with(town("C C C C", "C farm . .", EMPTY_ROW, EMPTY_ROW), buildings=FIRST)
    # 4 fed x 3 = 12 (the fifth scores 0); 6 buildings -> 10 empty; 12 - 10 = 2
    assert_score(state, {"Cottage": 12, "Empty squares": -10}, 2)


def test_two_farms_feed_eight() -> None:
    """Two Farms add their capacity: 8 of 9 Cottages fed."""
    state = state_with(town("C C C C", "C C C C", "C farm farm .", EMPTY_ROW), buildings=FIRST)
    # 8 fed x 3 = 24; 11 buildings -> 5 empty; 24 - 5 = 19
    assert_score(state, {"Cottage": 24, "Empty squares": -5}, 19)


# -- Grey ------------------------------------------------------------------------------------------


def test_well_counts_adjacent_cottages_fed_or_not() -> None:
    """Well on square 5 has Cottages on 1, 4, 6 and 9; the Cottage on 11 is not adjacent."""
    state = state_with(town(". C . .", "C well C .", ". C . C", EMPTY_ROW), buildings=FIRST)
    # Well 4 x 1 = 4; Cottages unfed 0; 6 buildings -> 10 empty; 4 - 10 = -6
    assert_score(state, {"Well": 4, "Empty squares": -10}, -6)


def test_well_in_corner_ignores_diagonal_cottage() -> None:
    """Well on 0: Cottages on 1 and 4 count, the one on 5 is diagonal."""
    state = state_with(town("well C . .", "C C . .", EMPTY_ROW, EMPTY_ROW), buildings=FIRST)
    # Well 2; 4 buildings -> 12 empty; 2 - 12 = -10
    assert_score(state, {"Well": 2, "Empty squares": -12}, -10)


def test_two_wells_share_a_cottage() -> None:
    """Wells on 0 and 2 both touch the Cottage on 1: each scores 1."""
    state = state_with(town("well C well .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), buildings=FIRST)
    # Well 1 + 1 = 2; 3 buildings -> 13 empty; 2 - 13 = -11
    assert_score(state, {"Well": 2, "Empty squares": -13}, -11)


def test_fountain_needs_a_grey_neighbour() -> None:
    """Fountains on 0 and 1 touch; those on 10, 12 and 15 have no grey neighbour."""
    state = state_with(
        town("fountain fountain . .", EMPTY_ROW, "C . fountain .", "fountain bank . fountain"),
        buildings=GRANARY_SET,
    )
    # Fountain: 0 (next to 1) 2 + 1 (next to 0) 2 + 10 (nothing around) 0
    #           + 12 (Cottage 8, Bank 13: not grey) 0 + 15 (10 only diagonal) 0 = 4
    # Bank 4 (flat); Cottage unfed 0; 7 buildings -> 9 empty; 4 + 4 - 9 = -1
    assert_score(state, {"Fountain": 4, "Bank": 4, "Empty squares": -9}, -1)


def test_lone_fountain_scores_nothing() -> None:
    state = state_with(town("fountain C . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), buildings=GRANARY_SET)
    # Fountain 0; Cottage 0; 2 buildings -> 14 empty; total -14
    assert_score(state, {"Empty squares": -14}, -14)


def test_millstone_next_to_red_or_yellow_only() -> None:
    """Millstones: 0 by a Greenhouse (red), 3 by a Market (yellow), 8 by a Trading Post (black), 15 alone."""
    state = state_with(
        town(
            "millstone greenhouse . millstone", ". . . market", "millstone trading_post greenhouse .", ". . . millstone"
        ),
        buildings=GREENHOUSE_SET,
    )
    # Millstone 0: neighbour 1 Greenhouse -> 2; 3: neighbour 7 Market -> 2;
    # 8: neighbours 4 (.), 9 Trading Post (black), 12 (.) -> 0; 15: neighbours 11, 14 empty
    # (Greenhouse on 10 is diagonal) -> 0. Millstone 4.
    # Market on 7: row 1 holds 1 Market, column 3 holds 1 Market -> 1. Trading Post 1. Greenhouses 0.
    # 8 buildings -> 8 empty; 4 + 1 + 1 - 8 = -2
    assert_score(state, {"Millstone": 4, "Market": 1, "Trading Post": 1, "Empty squares": -8}, -2)


def test_shed_scores_one_each() -> None:
    state = state_with(town("shed shed shed .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), buildings=ORCHARD_SET)
    # 3 x 1 = 3; 13 empty; 3 - 13 = -10
    assert_score(state, {"Shed": 3, "Empty squares": -13}, -10)


# -- Red feeders -----------------------------------------------------------------------------------


def test_granary_feeds_the_eight_surrounding_squares() -> None:
    """Granary on 5 feeds Cottages on 0 and 8 (diagonal) and 9; not 7 (two away) or 15."""
    state = state_with(town("C . . .", ". granary . C", "C C . .", ". . . C"), buildings=GRANARY_SET)
    # fed: 0, 8, 9 -> 3 x 3 = 9; 6 buildings -> 10 empty; 9 - 10 = -1
    assert_score(state, {"Cottage": 9, "Empty squares": -10}, -1)


def test_greenhouse_feeds_the_larger_group() -> None:
    """Groups {0,1,2} and {7} (7 is only diagonal to 2): one Greenhouse feeds the group of three."""
    state = state_with(town("C C C .", ". . . C", EMPTY_ROW, "greenhouse . . ."), buildings=GREENHOUSE_SET)
    # 3 fed x 3 = 9; 5 buildings -> 11 empty; 9 - 11 = -2
    assert_score(state, {"Cottage": 9, "Empty squares": -11}, -2)


def test_two_greenhouses_feed_two_groups() -> None:
    state = state_with(town("C C C .", ". . . C", EMPTY_ROW, "greenhouse greenhouse . ."), buildings=GREENHOUSE_SET)
    # 4 fed x 3 = 12; 6 buildings -> 10 empty; 12 - 10 = 2
    assert_score(state, {"Cottage": 12, "Empty squares": -10}, 2)


def test_greenhouse_chooses_the_group_worth_more() -> None:
    """Group {0,1,2,3} (4 Cottages) against {8,12,13} (3 Cottages, two of them next to the Temple on 9)."""
    display = ["cottage", "greenhouse", "millstone", "temple", "feast_hall", "market", "trading_post"]
    state = state_with(town("C C C C", EMPTY_ROW, "C temple . greenhouse", "C C . ."), buildings=display)
    # feeding the four: 12 + Temple 0 = 12; feeding the three: 9 + Temple 4 = 13 -> the three.
    # 9 buildings -> 7 empty; 9 + 4 - 7 = 6
    assert_score(state, {"Cottage": 9, "Temple": 4, "Empty squares": -7}, 6)


def test_orchard_feeds_its_whole_row_and_column() -> None:
    """Orchard on 5 (row 1, column 1) feeds 1, 4, 7 and 13 but not 0, 10 (diagonal) or 15."""
    state = state_with(town("C C . .", "C orchard . C", ". . C .", ". C . C"), buildings=ORCHARD_SET)
    # fed 1 (column), 4 (row), 7 (row, far end), 13 (column, far end) -> 4 x 3 = 12
    # 8 buildings -> 8 empty; 12 - 8 = 4
    assert_score(state, {"Cottage": 12, "Empty squares": -8}, 4)


# -- Orange ----------------------------------------------------------------------------------------


def test_chapel_counts_every_fed_cottage_each() -> None:
    """Farm feeds all 4 Cottages; both Chapels score 4."""
    state = state_with(town("C C C farm", "C chapel chapel .", EMPTY_ROW, EMPTY_ROW), buildings=FIRST)
    # Cottage 4 x 3 = 12; Chapel 4 + 4 = 8; 7 buildings -> 9 empty; 12 + 8 - 9 = 11
    assert_score(state, {"Cottage": 12, "Chapel": 8, "Empty squares": -9}, 11)


def test_chapel_ignores_unfed_cottages() -> None:
    """Five Cottages, one Farm: only 4 are fed so the Chapel scores 4, not 5."""
    state = state_with(town("C C C C", "C farm chapel .", EMPTY_ROW, EMPTY_ROW), buildings=FIRST)
    # Cottage 12; Chapel 4; 7 buildings -> 9 empty; 12 + 4 - 9 = 7
    assert_score(state, {"Cottage": 12, "Chapel": 4, "Empty squares": -9}, 7)


def test_chapel_without_food_scores_nothing() -> None:
    state = state_with(town("C C . .", "chapel . . .", EMPTY_ROW, EMPTY_ROW), buildings=FIRST)
    # Cottage 0, Chapel 0; 3 buildings -> 13 empty
    assert_score(state, {"Empty squares": -13}, -13)


def test_abbey_alone_scores_three() -> None:
    state = state_with(town("abbey C granary .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), buildings=GRANARY_SET)
    # Abbey next to a Cottage (blue) only: 3; Granary on 2 feeds Cottage 1: 3; 13 empty; 3 + 3 - 13 = -7
    assert_score(state, {"Abbey": 3, "Cottage": 3, "Empty squares": -13}, -7)


def test_abbey_next_to_black_green_or_yellow_scores_nothing() -> None:
    """Abbeys on 0 (Bank), 3 (Almshouse on 7), 8 (Bakery on 9) score 0; on 15 (Fountain, Granary) 3."""
    state = state_with(
        town("abbey bank . abbey", ". . . almshouse", "abbey bakery bakery fountain", "C . granary abbey"),
        buildings=GRANARY_SET,
    )
    # Abbey: 0 + 0 + 0 + 3 (15's neighbours 11 Fountain, 14 Granary; Bakery 10 is diagonal) = 3
    # Bank 4. Almshouse: one -> -1.
    # Bakery 9: neighbours 5 (.), 8 Abbey, 10 Bakery, 13 (.) -> 0; Bakery 10: 14 Granary (red) -> 3.
    # Fountain 11: neighbours 7 Almshouse, 10 Bakery, 15 Abbey -> no grey -> 0.
    # Cottage 12 is not around the Granary on 14 (9, 10, 11, 13, 15) -> 0.
    # 11 buildings -> 5 empty; 3 + 4 - 1 + 3 - 5 = 4
    assert_score(state, {"Abbey": 3, "Bank": 4, "Almshouse": -1, "Bakery": 3, "Empty squares": -5}, 4)


def test_cloisters_score_per_cloister_in_a_corner() -> None:
    """Cloisters on corners 0 and 3 and on 5 and 14: two in corners, so each of the four scores 2."""
    state = state_with(
        town("cloister . . cloister", ". cloister . .", EMPTY_ROW, ". . cloister ."), buildings=GREENHOUSE_SET
    )
    # 4 Cloisters x 2 = 8; 12 empty; 8 - 12 = -4
    assert_score(state, {"Cloister": 8, "Empty squares": -12}, -4)


def test_cloisters_in_all_four_corners() -> None:
    state = state_with(
        town("cloister . . cloister", EMPTY_ROW, EMPTY_ROW, "cloister . . cloister"), buildings=GREENHOUSE_SET
    )
    # 4 x 4 = 16; 12 empty; 16 - 12 = 4
    assert_score(state, {"Cloister": 16, "Empty squares": -12}, 4)


def test_cloister_off_the_corners_scores_nothing() -> None:
    state = state_with(town(". cloister . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), buildings=GREENHOUSE_SET)
    # 0; 15 empty
    assert_score(state, {"Empty squares": -15}, -15)


def test_temple_next_to_only_one_fed_cottage() -> None:
    """Temple on 5 touches Cottages 1 and 4; the Orchard on 3 feeds row 0 (Cottage 1) but not 4."""
    state = state_with(town(". C . orchard", "C temple . .", EMPTY_ROW, EMPTY_ROW), buildings=ORCHARD_SET)
    # Temple 0 (one fed neighbour); Cottage 3; 4 buildings -> 12 empty; 3 - 12 = -9
    assert_score(state, {"Cottage": 3, "Empty squares": -12}, -9)


def test_temple_next_to_two_fed_cottages() -> None:
    """Orchard on 0 feeds row 0 (Cottage 1) and column 0 (Cottage 4); both touch the Temple on 5."""
    state = state_with(town("orchard C . .", "C temple . .", EMPTY_ROW, EMPTY_ROW), buildings=ORCHARD_SET)
    # Temple 4; Cottage 6; 12 empty; 4 + 6 - 12 = -2
    assert_score(state, {"Temple": 4, "Cottage": 6, "Empty squares": -12}, -2)


def test_farm_feeds_the_cottages_next_to_the_temple() -> None:
    """8 Cottages, one Farm: feeding two of 8, 10, 13 (next to the Temple on 9) gains the Temple's 4."""
    display = ["cottage", "farm", "well", "temple", "tavern", "theater", "factory"]
    state = state_with(town("C C C C", "C . . .", "C temple C .", "farm C . ."), buildings=display)
    # 4 fed x 3 = 12 whichever four; Temple 4 if two of them touch it; 10 buildings -> 6 empty
    # 12 + 4 - 6 = 10
    assert_score(state, {"Cottage": 12, "Temple": 4, "Empty squares": -6}, 10)


# -- Green -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "points"),
    [(0, 0), (1, 2), (2, 5), (3, 9), (4, 14), (5, 20), (6, 20), (7, 20)],
)
def test_tavern_table(count: int, points: int) -> None:
    """Taverns score together: 2, 5, 9, 14, 20; the table stops at 5, so 6 or 7 still give 20."""
    state = state_with(line_town(*["tavern"] * count), buildings=FIRST)
    # total = table value - (16 - count) empty squares
    assert_score(state, {"Tavern": points, "Empty squares": count - 16}, points - (16 - count))


@pytest.mark.parametrize(
    ("count", "points"),
    [(1, -1), (2, 5), (3, -3), (4, 15), (5, -5), (6, 26), (7, 26), (8, 26)],
)
def test_almshouse_table(count: int, points: int) -> None:
    """Almshouses score together: -1, 5, -3, 15, -5, 26; 7 or more still give 26."""
    state = state_with(line_town(*["almshouse"] * count), buildings=GRANARY_SET)
    assert_score(state, {"Almshouse": points, "Empty squares": count - 16}, points - (16 - count))


def feast_town(halls: int) -> Town:
    return line_town(*["feast_hall"] * halls)


def test_feast_hall_compares_with_the_player_on_the_right() -> None:
    """Players 0, 1, 2 have 2, 5 and 1 Feast Halls. Right of p is (p - 1) mod 3."""
    state = state_with(feast_town(2), feast_town(5), feast_town(1), buildings=GREENHOUSE_SET)
    # P0: right is P2 (1 hall): 2 > 1 -> 3 each = 6 (against P1 on the left it would be 2 x 2 = 4)
    #     14 empty -> 6 - 14 = -8
    assert_score(state, {"Feast Hall": 6, "Empty squares": -14}, -8, player=0)
    # P1: right is P0 (2): 5 > 2 -> 15; 11 empty -> 4
    assert_score(state, {"Feast Hall": 15, "Empty squares": -11}, 4, player=1)
    # P2: right is P1 (5): 1 > 5 no -> 2; 15 empty -> -13
    assert_score(state, {"Feast Hall": 2, "Empty squares": -15}, -13, player=2)


def test_feast_hall_tie_with_right_neighbour_gives_two_each() -> None:
    state = state_with(feast_town(2), feast_town(2), buildings=GREENHOUSE_SET)
    # 2 > 2 is false: 2 x 2 = 4 each; 14 empty -> -10
    assert_score(state, {"Feast Hall": 4, "Empty squares": -14}, -10, player=0)
    assert_score(state, {"Feast Hall": 4, "Empty squares": -14}, -10, player=1)


def test_inn_scores_only_alone_in_its_row_and_column() -> None:
    """Inns on 0 and 3 share row 0, 0 and 12 share column 0; the Inn on 6 shares neither."""
    state = state_with(town("inn . . inn", ". . inn .", EMPTY_ROW, "inn . . ."), buildings=ORCHARD_SET)
    # 0 + 0 + 3 + 0 = 3; 12 empty; 3 - 12 = -9
    assert_score(state, {"Inn": 3, "Empty squares": -12}, -9)


def test_diagonal_inns_both_score() -> None:
    state = state_with(town("inn . . .", ". inn . .", EMPTY_ROW, EMPTY_ROW), buildings=ORCHARD_SET)
    # 3 + 3 = 6; 14 empty; 6 - 14 = -8
    assert_score(state, {"Inn": 6, "Empty squares": -14}, -8)


# -- Yellow ----------------------------------------------------------------------------------------


def test_bakery_next_to_red_or_black() -> None:
    """Bakery 0 by a Granary (red), 3 by a Bank (black), 12 by a Fountain, 15 with a Granary diagonal."""
    state = state_with(
        town("bakery granary bank bakery", EMPTY_ROW, ". . granary .", "bakery fountain . bakery"),
        buildings=GRANARY_SET,
    )
    # Bakery 0: neighbour 1 Granary -> 3; 3: neighbour 2 Bank -> 3; 12: neighbours 8 (.), 13 Fountain -> 0;
    # 15: neighbours 11 (.), 14 (.) (Granary on 10 is diagonal) -> 0. Bakery 6.
    # Bank 4; Fountain 13 has no grey neighbour -> 0. 8 buildings -> 8 empty; 6 + 4 - 8 = 2
    assert_score(state, {"Bakery": 6, "Bank": 4, "Empty squares": -8}, 2)


def test_market_counts_its_best_line_including_itself() -> None:
    """Markets on 0, 1, 2 (row 0) and 4 (column 0 with 0)."""
    state = state_with(town("market market market .", "market . . .", EMPTY_ROW, EMPTY_ROW), buildings=GREENHOUSE_SET)
    # 0: row 3, column 2 -> 3 (not 3 + 2); 1: row 3 -> 3; 2: row 3 -> 3; 4: row 1, column 2 -> 2. Sum 11.
    # 12 empty; 11 - 12 = -1
    assert_score(state, {"Market": 11, "Empty squares": -12}, -1)


def test_lone_market_scores_one() -> None:
    state = state_with(town(". . . .", ". . market .", EMPTY_ROW, EMPTY_ROW), buildings=GREENHOUSE_SET)
    assert_score(state, {"Market": 1, "Empty squares": -15}, -14)


def test_tailors_score_one_plus_tailors_in_the_centre() -> None:
    """Tailors on 0, 5 and 6: the centre (5, 6, 9, 10) holds two, so each scores 1 + 2."""
    state = state_with(town("tailor . . .", ". tailor tailor .", EMPTY_ROW, EMPTY_ROW), buildings=ORCHARD_SET)
    # 3 x 3 = 9; 13 empty; 9 - 13 = -4
    assert_score(state, {"Tailor": 9, "Empty squares": -13}, -4)


@pytest.mark.parametrize(
    ("rows", "points", "buildings"),
    [
        (("tailor . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), 1, 1),  # corner: 1 + 0
        ((EMPTY_ROW, EMPTY_ROW, ". . tailor .", EMPTY_ROW), 2, 1),  # square 10 is central: 1 + 1
        # four central + one corner: 5 Tailors x (1 + 4) = 25
        (("tailor . . .", ". tailor tailor .", ". tailor tailor .", EMPTY_ROW), 25, 5),
    ],
)
def test_tailor_centre_cases(rows: tuple[str, str, str, str], points: int, buildings: int) -> None:
    state = state_with(town(*rows), buildings=ORCHARD_SET)
    assert_score(state, {"Tailor": points, "Empty squares": buildings - 16}, points + buildings - 16)


def test_theater_counts_distinct_other_kinds_in_row_and_column() -> None:
    """Theaters on 5 and 7 in a first-game town."""
    state = state_with(
        town("tavern farm . .", "C theater well theater", ". C . .", ". chapel . factory"),
        buildings=FIRST,
    )
    # Theater 5 (row 1, column 1): row has Cottage 4, Well 6, Theater 7; column has Farm 1, Cottage 9,
    #   Chapel 13 -> kinds Cottage, Well, Farm, Chapel = 4 (Theater itself excluded, Cottage once).
    # Theater 7 (row 1, column 3): row has Cottage, Theater, Well; column has Factory 15 -> 3.
    #   The Tavern on 0 is in neither line. Theater 7.
    # Farm feeds Cottages 4 and 9: 6. Chapel: 2 fed -> 2. Tavern x1: 2. Well 6: neighbours 2 (.),
    #   5 and 7 Theaters, 10 (.) -> 0. Factory 0.
    # 9 buildings -> 7 empty. 6 + 2 + 2 + 7 - 7 = 10
    assert_score(state, {"Cottage": 6, "Chapel": 2, "Tavern": 2, "Theater": 7, "Empty squares": -7}, 10)


def test_theater_counts_a_monument_as_a_kind() -> None:
    """Theater on 0 with a Fort Ironweed on 1 and a Cottage on 4."""
    state = state_with(town("theater fort_ironweed . .", "C . . .", EMPTY_ROW, EMPTY_ROW), buildings=FIRST)
    # Theater: Fort Ironweed, Cottage -> 2; Monument 7; Cottage unfed 0; 13 empty; 2 + 7 - 13 = -4
    assert_score(state, {"Theater": 2, "Monument": 7, "Empty squares": -13}, -4)


# -- Black -----------------------------------------------------------------------------------------


def test_factory_scores_nothing_even_holding_a_resource() -> None:
    state = state_with(
        town("factory . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, stored=stock(s0=["wood"])), buildings=FIRST
    )
    # Factory 0; 15 empty
    assert_score(state, {"Empty squares": -15}, -15)


def test_bank_scores_four_each() -> None:
    state = state_with(
        town("bank bank . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, stored=stock(s0=["wood"], s1=["stone"])),
        buildings=GRANARY_SET,
    )
    # 2 x 4 = 8; 14 empty; 8 - 14 = -6
    assert_score(state, {"Bank": 8, "Empty squares": -14}, -6)


def test_trading_post_scores_one_each() -> None:
    state = state_with(town("trading_post . . trading_post", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), buildings=GREENHOUSE_SET)
    # 2 x 1 = 2; 14 empty; -12
    assert_score(state, {"Trading Post": 2, "Empty squares": -14}, -12)


def test_warehouse_penalty_and_leftover_cubes() -> None:
    """Warehouse 0 holds 3 cubes (-3); Warehouse 4 holds none; the wood on 1 is an empty square."""
    state = state_with(
        town(
            "warehouse wood . .", "warehouse . . .", EMPTY_ROW, EMPTY_ROW, stored=stock(s0=["wheat", "brick", "glass"])
        ),
        buildings=ORCHARD_SET,
    )
    # Warehouse -3 + 0 = -3; 2 buildings -> 14 empty (the wood counts); -3 - 14 = -17
    assert_score(state, {"Warehouse": -3, "Empty squares": -14}, -17)


def test_leftover_resources_count_as_empty_squares() -> None:
    """A full board of cubes and one unfed Cottage: every cube square is -1."""
    state = state_with(
        town("C wood wheat brick", "glass stone wood wheat", "brick glass stone wood", "wh br gl st"), buildings=FIRST
    )
    # Cottage unfed 0; 15 squares without a building -> -15
    assert_score(state, {"Empty squares": -15}, -15)


# -- Monuments -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("monument", "points"),
    [
        ("architects_guild", 1),
        ("fort_ironweed", 7),
        ("grove_university", 3),
        ("obelisk_of_the_crescent", 0),
        ("opaleyes_watch", 0),
        ("statue_of_the_bondmaker", 0),
    ],
)
def test_flat_monuments(monument: str, points: int) -> None:
    """A lone built monument on square 0: its points and 15 empty squares."""
    state = state_with(town(f"{monument} . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument=monument, built=True))
    assert_score(state, {"Monument": points, "Empty squares": -15}, points - 15)


def test_bondmaker_cube_on_a_cottage_is_not_an_empty_square() -> None:
    state = state_with(
        town(
            "statue_of_the_bondmaker C . .",
            EMPTY_ROW,
            EMPTY_ROW,
            EMPTY_ROW,
            monument="statue_of_the_bondmaker",
            built=True,
            stored=stock(s1=["wood"]),
        ),
        buildings=FIRST,
    )
    # Monument 0; Cottage unfed 0; 2 buildings -> 14 empty
    assert_score(state, {"Empty squares": -14}, -14)


def test_cathedral_makes_empty_squares_free() -> None:
    """Cathedral built: 2 points, and the 13 empty squares and 2 leftover cubes cost nothing."""
    cathedral = "cathedral_of_caterina"
    state = state_with(
        town(f"{cathedral} wood wheat .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument=cathedral, built=True)
    )
    # 2 + 0 = 2
    assert_score(state, {"Monument": 2}, 2)


def test_cathedral_card_not_built_does_not_help() -> None:
    state = state_with(town("wood . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument="cathedral_of_caterina"))
    # 16 squares without a building
    assert_score(state, {"Empty squares": -16}, -16)


def test_archive_counts_kinds_without_monuments() -> None:
    state = state_with(
        town(
            "archive_of_the_second_age C C farm",
            "well chapel . .",
            EMPTY_ROW,
            EMPTY_ROW,
            monument="archive_of_the_second_age",
            built=True,
        ),
        buildings=FIRST,
    )
    # Archive: Cottage, Farm, Well, Chapel = 4 (itself not counted). Farm feeds 2 -> 6; Chapel 2;
    # Well 4: neighbours 0 Archive, 5 Chapel, 8 (.) -> 0. 6 buildings -> 10 empty. 4 + 6 + 2 - 10 = 2
    assert_score(state, {"Monument": 4, "Cottage": 6, "Chapel": 2, "Empty squares": -10}, 2)


def test_archive_with_all_seven_kinds_scores_seven() -> None:
    archive = "archive_of_the_second_age"
    state = state_with(
        town(
            f"{archive} C farm well",
            "chapel tavern theater factory",
            EMPTY_ROW,
            EMPTY_ROW,
            monument=archive,
            built=True,
        ),
        buildings=FIRST,
    )
    # Archive 7. Cottage fed 3. Well 3: neighbours 2 Farm, 7 Factory -> 0. Chapel 1. Tavern 2.
    # Theater 6: row 1 Chapel, Tavern, Factory; column 2 Farm -> 4. 8 empty. 7 + 3 + 1 + 2 + 4 - 8 = 9
    assert_score(state, {"Monument": 7, "Cottage": 3, "Chapel": 1, "Tavern": 2, "Theater": 4, "Empty squares": -8}, 9)


CASTLE = "barrett_castle"


def test_barrett_castle_uses_two_of_a_farms_four() -> None:
    """Castle + 3 Cottages = 5 units for a Farm's 4: feed the Castle and 2 Cottages (11) not 3 Cottages (9)."""
    state = state_with(
        town(f"{CASTLE} C C C", "farm . . .", EMPTY_ROW, EMPTY_ROW, monument=CASTLE, built=True), buildings=FIRST
    )
    # Monument 5, Cottage 2 x 3 = 6; 5 buildings -> 11 empty; 5 + 6 - 11 = 0
    assert_score(state, {"Monument": 5, "Cottage": 6, "Empty squares": -11}, 0)


def test_barrett_castle_counts_two_for_well_and_chapel() -> None:
    state = state_with(
        town(f"C {CASTLE} well .", ". chapel . .", "farm . . .", EMPTY_ROW, monument=CASTLE, built=True),
        buildings=FIRST,
    )
    # Farm feeds Cottage 0 (1 unit) and the Castle (2 units): Cottage 3, Monument 5.
    # Well 2: neighbours 1 Castle (2), 3 (.), 6 (.) -> 2. Chapel: 3 fed units -> 3.
    # 5 buildings -> 11 empty. 3 + 5 + 2 + 3 - 11 = 2
    assert_score(state, {"Cottage": 3, "Monument": 5, "Well": 2, "Chapel": 3, "Empty squares": -11}, 2)


def test_fed_barrett_castle_alone_satisfies_the_temple() -> None:
    state = state_with(
        town(f"orchard {CASTLE} temple .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument=CASTLE, built=True),
        buildings=ORCHARD_SET,
    )
    # Orchard on 0 feeds row 0: Castle fed -> 5. Temple 2: the Castle counts as 2 fed Cottages -> 4.
    # 13 empty. 5 + 4 - 13 = -4
    assert_score(state, {"Monument": 5, "Temple": 4, "Empty squares": -13}, -4)


def test_farm_feeds_the_castle_when_the_temple_makes_it_worth_more() -> None:
    """Farm (4 units) for Castle (2 units, next to the Temple) + 4 Cottages away from the Temple."""
    display = ["cottage", "farm", "well", "temple", "tavern", "theater", "factory"]
    state = state_with(
        town(f"{CASTLE} temple . .", EMPTY_ROW, "C C C C", "farm . . .", monument=CASTLE, built=True),
        buildings=display,
    )
    # Feed 4 Cottages: 12, Castle 0, Temple 0 (its only neighbour building is the unfed Castle) = 12.
    # Feed Castle + 2 Cottages (2 + 2 = 4 units): Castle 5 + Cottages 6 + Temple 4 (Castle = 2 fed) = 15.
    # The best choice is 15. 7 buildings -> 9 empty. 15 - 9 = 6
    assert_score(state, {"Monument": 5, "Cottage": 6, "Temple": 4, "Empty squares": -9}, 6)


def test_unfed_barrett_castle_scores_nothing() -> None:
    state = state_with(
        town(f"{CASTLE} . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument=CASTLE, built=True), buildings=FIRST
    )
    assert_score(state, {"Empty squares": -15}, -15)


MAUSOLEUM = "grand_mausoleum_of_the_rodina"


def test_mausoleum_makes_unfed_cottages_score_but_not_fed() -> None:
    """Three unfed Cottages score 3 each; they are still unfed, so the Chapel scores 0."""
    state = state_with(
        town(f"{MAUSOLEUM} C C C", "chapel . . .", EMPTY_ROW, EMPTY_ROW, monument=MAUSOLEUM, built=True),
        buildings=FIRST,
    )
    # Cottage 9; Monument 0; Chapel 0; 5 buildings -> 11 empty; 9 - 11 = -2
    assert_score(state, {"Cottage": 9, "Empty squares": -11}, -2)


def test_mausoleum_card_not_built_does_not_help() -> None:
    state = state_with(town("C C C .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument=MAUSOLEUM), buildings=FIRST)
    assert_score(state, {"Empty squares": -13}, -13)


def test_mandras_palace_counts_distinct_adjacent_kinds() -> None:
    """Palace on 1: Cottage 0, Well 2, Cottage 5 -> 2 kinds; the Farm on 4 is diagonal."""
    palace = "mandras_palace"
    state = state_with(
        town(f"C {palace} well .", "farm C . .", EMPTY_ROW, EMPTY_ROW, monument=palace, built=True), buildings=FIRST
    )
    # Monument 2 x 2 = 4. Farm feeds both Cottages -> 6. Well 2: neighbours 1 Palace, 3, 6 -> 0.
    # 5 buildings -> 11 empty. 4 + 6 - 11 = -1
    assert_score(state, {"Monument": 4, "Cottage": 6, "Empty squares": -11}, -1)


SHRINE = "shrine_of_the_elder_tree"


def test_shrine_points_are_the_ones_fixed_when_built() -> None:
    """Built when the town held 3 buildings (3 points); it now holds 6, which would give 8."""
    state = state_with(
        town(f"{SHRINE} C C C", "farm well . .", EMPTY_ROW, EMPTY_ROW, monument=SHRINE, built=True, shrine_points=3),
        buildings=FIRST,
    )
    # Monument 3; Farm feeds 3 -> 9; Well 5: neighbours 1 Cottage, 4 Farm, 6 (.), 9 (.) -> 1; 10 empty.
    # 3 + 9 + 1 - 10 = 3
    assert_score(state, {"Monument": 3, "Cottage": 9, "Well": 1, "Empty squares": -10}, 3)


@pytest.mark.parametrize(("before", "points"), [(0, 1), (1, 2), (4, 5), (5, 8), (9, 8)])
def test_shrine_counts_buildings_itself_included_when_built(before: int, points: int) -> None:
    """Shrine pattern on rows 2-3 (8 br, 9 wh, 10 st / 12 wd, 13 gl, 14 wd); ``before`` Sheds elsewhere."""
    spots = [0, 1, 2, 3, 4, 5, 6, 7, 11]
    cells: list[str | None] = [None] * 16
    for square in spots[:before]:
        cells[square] = "shed"
    for square, resource in ((8, "brick"), (9, "wheat"), (10, "stone"), (12, "wood"), (13, "glass"), (14, "wood")):
        cells[square] = resource
    rows = [" ".join(c or "." for c in cells[i : i + 4]) for i in range(0, 16, 4)]
    state = state_with(town(*rows, monument=SHRINE), buildings=ORCHARD_SET)
    construct(state, Build(player=0, building=SHRINE, squares=(8, 9, 10, 12, 13, 14), target=9))
    # buildings then: before + 1 (the Shrine) -> 1, 2, 5 points; 6 or more -> 8
    assert state.towns[0].shrine_points == points
    assert scores(state)["Monument"] == points


def test_silva_forum_counts_the_largest_group_of_one_kind() -> None:
    """Cottages {0,1,2} (3), Cottage 7 (only diagonal to 2), Wells {4,8} (2): largest group 3."""
    forum = "silva_forum"
    state = state_with(
        town(f"C C C {forum}", "well . . C", "well . . .", EMPTY_ROW, monument=forum, built=True), buildings=FIRST
    )
    # Monument 1 + 3 = 4. Cottages unfed 0. Well 4: Cottage 0 -> 1; Well 8: neighbours 4 Well, 9, 12 -> 0.
    # 7 buildings -> 9 empty. 4 + 1 - 9 = -4
    assert_score(state, {"Monument": 4, "Well": 1, "Empty squares": -9}, -4)


def test_sky_baths_count_missing_displayed_kinds() -> None:
    baths = "the_sky_baths"
    state = state_with(
        town(f"{baths} C farm .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument=baths, built=True), buildings=FIRST
    )
    # Town has Cottage, Farm; missing Well, Chapel, Tavern, Theater, Factory -> 5 x 2 = 10.
    # Cottage fed 3. 13 empty. 10 + 3 - 13 = 0
    assert_score(state, {"Monument": 10, "Cottage": 3, "Empty squares": -13}, 0)


def test_sky_baths_with_every_kind_score_nothing() -> None:
    baths = "the_sky_baths"
    state = state_with(
        town(f"{baths} C farm well", "chapel tavern theater factory", EMPTY_ROW, EMPTY_ROW, monument=baths, built=True),
        buildings=FIRST,
    )
    # Monument 0. Cottage fed 3. Well 3: neighbours 2 Farm, 7 Factory -> 0. Chapel 1. Tavern 2.
    # Theater 6: row 1 Chapel, Tavern, Factory; column 2 Farm -> 4. 8 empty. 3 + 1 + 2 + 4 - 8 = 2
    assert_score(state, {"Cottage": 3, "Chapel": 1, "Tavern": 2, "Theater": 4, "Empty squares": -8}, 2)


STARLOOM = "the_starloom"


@pytest.mark.parametrize(
    ("mine", "others", "points"),
    [
        (3, (4, 5, 5), 6),  # first alone
        (4, (4, 5, 5), 6),  # shares first with player 1
        (5, (4, 5, 5), 3),  # one town earlier: second, shared
        (6, (4, 5, 7), 2),  # two towns earlier: third
        (6, (4, 5, 5), 0),  # three towns earlier: fourth
    ],
)
def test_starloom_by_completion_order(mine: int, others: tuple[int, int, int], points: int) -> None:
    towns = [
        town(f"{STARLOOM} . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument=STARLOOM, built=True, completed_round=mine)
    ]
    towns += [town(EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, completed_round=r) for r in others]
    state = state_with(*towns, buildings=FIRST)
    assert_score(state, {"Monument": points, "Empty squares": -15}, points - 15)


# -- Whole towns and negative totals -----------------------------------------------------------------


def test_negative_total() -> None:
    """Three Almshouses (-3), a full Warehouse (-3) and cube leftovers."""
    state = state_with(
        town(
            "almshouse almshouse almshouse warehouse",
            "wood wood . .",
            EMPTY_ROW,
            EMPTY_ROW,
            stored=stock(s3=["stone", "stone", "glass"]),
        ),
        buildings=["cottage", "granary", "fountain", "abbey", "almshouse", "bakery", "warehouse"],
    )
    # Almshouse x3 -> -3; Warehouse 3 cubes -> -3; 4 buildings -> 12 empty; -3 - 3 - 12 = -18
    assert_score(state, {"Almshouse": -3, "Warehouse": -3, "Empty squares": -12}, -18)


def test_full_first_game_town() -> None:
    """A full town: 6 Cottages, Farm, 2 Wells, Chapel, 3 Taverns, Theater, Factory, one leftover cube."""
    state = state_with(
        town("C C well C", "C farm C chapel", "tavern tavern tavern C", "theater factory well wood"),
        buildings=FIRST,
    )
    # Cottages on 0, 1, 3, 4, 6, 11 (6 of them), Farm feeds 4 -> 12 (Chapel prefers any 4: same).
    # Well 2: neighbours 1 C, 3 C, 6 C -> 3; Well 14: neighbours 10 Tavern, 13 Factory, 15 wood -> 0. Well 3.
    # Chapel: 4 fed -> 4. Taverns x3 -> 9.
    # Theater 12 (row 3, column 0): row Factory, Well (wood is no building); column C 0, C 4, Tavern 8
    #   -> Factory, Well, Cottage, Tavern = 4.
    # Factory 0. 1 square without a building (the wood) -> -1.
    # 12 + 3 + 4 + 9 + 4 + 0 - 1 = 31
    assert_score(state, {"Cottage": 12, "Well": 3, "Chapel": 4, "Tavern": 9, "Theater": 4, "Empty squares": -1}, 31)


# -- Tiebreakers -----------------------------------------------------------------------------------


def test_tiebreak_keys_are_built_from_the_three_rules() -> None:
    t = town("C C farm .", "wood . . .", EMPTY_ROW, EMPTY_ROW, master_builder_turns=2)
    state = state_with(t, buildings=FIRST)
    # (-turns as Master Builder, -squares without a building, Cottages) = (-2, -13, 2)
    assert GAME.tiebreak_keys(state, 0) == (-2, -13, 2)


def test_higher_total_wins_whatever_the_tiebreakers() -> None:
    state = state_with(
        town("C farm . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, master_builder_turns=5),  # 3 - 14 = -11
        town("C . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, master_builder_turns=0),  # 0 - 15 = -15
        buildings=FIRST,
    )
    assert ranking(GAME, state) == [[0], [1]]


def test_fewest_master_builder_turns_breaks_a_tie() -> None:
    same = ("C farm . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW)  # 3 - 14 = -11 each
    state = state_with(town(*same, master_builder_turns=3), town(*same, master_builder_turns=2), buildings=FIRST)
    assert ranking(GAME, state) == [[1], [0]]


TIE_DISPLAY = ["cottage", "farm", "well", "chapel", "tavern", "factory", "warehouse"]


def test_fewest_empty_squares_breaks_a_tie() -> None:
    """P0: Tavern + Factory = 2 - 14 = -12. P1: Tavern + Factory + Warehouse (1 cube) = 2 - 1 - 13 = -12."""
    state = state_with(
        town("tavern factory . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, master_builder_turns=1),
        town(
            "tavern factory warehouse .",
            EMPTY_ROW,
            EMPTY_ROW,
            EMPTY_ROW,
            master_builder_turns=1,
            stored=stock(s2=["wood"]),
        ),
        buildings=TIE_DISPLAY,
    )
    assert total(state, 0) == total(state, 1) == -12
    assert ranking(GAME, state) == [[1], [0]]


def test_master_builder_turns_come_before_empty_squares() -> None:
    """Same towns as above, but P1 was Master Builder once more: P0 wins despite more empty squares."""
    state = state_with(
        town("tavern factory . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, master_builder_turns=1),
        town(
            "tavern factory warehouse .",
            EMPTY_ROW,
            EMPTY_ROW,
            EMPTY_ROW,
            master_builder_turns=2,
            stored=stock(s2=["wood"]),
        ),
        buildings=TIE_DISPLAY,
    )
    assert ranking(GAME, state) == [[0], [1]]


def test_most_cottages_breaks_a_tie() -> None:
    """P0: 2 unfed Cottages = -14; P1: Cottage + Factory = -14; same turns, same 14 empty squares."""
    state = state_with(
        town("C C . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW),
        town("C factory . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW),
        buildings=FIRST,
    )
    assert total(state, 0) == total(state, 1) == -14
    assert ranking(GAME, state) == [[0], [1]]


def test_barrett_castle_counts_as_two_cottages_in_the_tiebreak() -> None:
    """P0: unfed Castle + 2 Factories (2 Cottages); P1: unfed Cottage + 2 Factories (1). Both -13."""
    state = state_with(
        town(f"{CASTLE} factory factory .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, monument=CASTLE, built=True),
        town("C factory factory .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW),
        buildings=FIRST,
    )
    assert total(state, 0) == total(state, 1) == -13
    assert ranking(GAME, state) == [[0], [1]]


def test_full_tie_is_shared() -> None:
    same = ("C farm well .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW)  # 3 + 1 - 13 = -9
    state = state_with(
        town(*same, master_builder_turns=2),
        town("C C C farm", "chapel . . .", EMPTY_ROW, EMPTY_ROW),  # 9 + 3 - 11 = 1
        town(*same, master_builder_turns=2),
        buildings=FIRST,
    )
    assert ranking(GAME, state) == [[1], [0, 2]]


# -- Solo titles -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("banks", "empty", "expected_total", "title"),
    [
        (10, 2, 38, "Master Architect"),
        (10, 3, 37, "Town Planner"),
        (8, 0, 32, "Town Planner"),
        (8, 1, 31, "Engineer"),
        (7, 3, 25, "Engineer"),
        (6, 0, 24, "Carpenter"),
        (5, 2, 18, "Carpenter"),
        (5, 3, 17, "Builder's Apprentice"),
        (3, 2, 10, "Builder's Apprentice"),
        (3, 3, 9, "Aspiring Architect"),
        (0, 16, -16, "Aspiring Architect"),
    ],
)
def test_solo_titles_at_each_boundary(banks: int, empty: int, expected_total: int, title: str) -> None:
    """Banks (4 each), Factories (0) fill the rest but ``empty`` squares: total = 4 x banks - empty."""
    cells = ["bank"] * banks + ["."] * empty
    cells += ["factory"] * (16 - len(cells))
    state = state_with(line_town(*cells), buildings=["cottage", "farm", "well", "chapel", "tavern", "bank", "factory"])
    assert_score(state, {"Bank": 4 * banks, "Empty squares": -empty}, expected_total)
    assert GAME.result_title(state, 0) == title


def test_no_title_with_two_players() -> None:
    state = state_with(
        town("C . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW), town("C . . .", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW)
    )
    assert GAME.result_title(state, 0) is None
