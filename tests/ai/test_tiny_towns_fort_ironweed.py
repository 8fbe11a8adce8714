"""Fort Ironweed in the AI's judgement: its 7 points are paid for with every resource its owner no longer names.

Judged by its points alone, Hard kept the Fort whenever it was dealt and lost most of those games (see
``NAMING_WORTH`` in the strategy module)."""

from __future__ import annotations

import pytest

from hearthwood.engine.games.tiny_towns.placement import FORT
from hearthwood.engine.games.tiny_towns.state import TinyTownsConfig
from hearthwood.engine.games.tiny_towns.strategy import NAMING_WORTH, Worth, naming_cost, projected_score
from tests.tiny_towns.helpers import state_with, town

FORT_TOWN = ("fort_ironweed wd . .", ". . . .", ". . . .", "C . . .")  # 13 empty squares
EMPTY_TOWN = (". . . .",) * 4
MONUMENTS = TinyTownsConfig(monuments=True)


def test_a_built_fort_costs_its_owner_a_share_of_the_rounds_still_to_come() -> None:
    rival_building = state_with(town(*FORT_TOWN, monument=FORT, built=True), town(*EMPTY_TOWN), config=MONUMENTS)
    rival_done = state_with(
        town(*FORT_TOWN, monument=FORT, built=True), town(*EMPTY_TOWN, completed_round=1), config=MONUMENTS
    )
    # Two players still building: the owner would have named every other resource for the 13 squares.
    assert naming_cost(rival_building, 0, 13) == pytest.approx(NAMING_WORTH * 13 / 2)
    # Once the rival has finished, the owner names again, so the Fort costs nothing more.
    assert naming_cost(rival_done, 0, 13) == 0.0
    gap = projected_score(rival_done, 0) - projected_score(rival_building, 0)
    assert gap == pytest.approx(NAMING_WORTH * 13 / 2)


def test_the_cost_shrinks_with_more_players_and_vanishes_alone_and_under_town_hall() -> None:
    three = state_with(*(town(*EMPTY_TOWN) for _ in range(3)), config=MONUMENTS)
    assert naming_cost(three, 0, 12) == pytest.approx(NAMING_WORTH * 12 / 3)
    alone = state_with(town(*EMPTY_TOWN), config=MONUMENTS)
    assert naming_cost(alone, 0, 12) == 0.0
    town_hall = state_with(town(*EMPTY_TOWN), town(*EMPTY_TOWN), config=TinyTownsConfig(town_hall=True))
    assert naming_cost(town_hall, 0, 12) == 0.0


def test_a_fort_in_progress_is_worth_more_the_later_it_is_built() -> None:
    """Early the Fort promises less than its 7 points, so a plan holding it no longer outshines every other."""
    early = state_with(town(*EMPTY_TOWN, monument=FORT), town(*EMPTY_TOWN), config=MONUMENTS)
    late = state_with(
        town("C C C C", "C C C C", "C C . .", "wh . br .", monument=FORT), town(*EMPTY_TOWN), config=MONUMENTS
    )
    early_worth = Worth(early, 0, feed_chance=0.5, hungry_cottages=0).at(FORT, 0)
    late_worth = Worth(late, 0, feed_chance=0.5, hungry_cottages=0).at(FORT, 12)
    assert early_worth == pytest.approx(7 - NAMING_WORTH * 16 / 2)
    assert late_worth == pytest.approx(7 - NAMING_WORTH * 4 / 2)
    assert early_worth < late_worth < 7


def test_an_owner_who_has_finished_pays_nothing_for_the_names_it_no_longer_needs() -> None:
    owner_done = state_with(
        town(*FORT_TOWN, monument=FORT, built=True, completed_round=1), town(*EMPTY_TOWN), config=MONUMENTS
    )
    assert naming_cost(owner_done, 0, 13) == 0.0
