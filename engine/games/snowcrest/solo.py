"""The solo game's levels and result titles as plain values, for whatever lists them (the campaign's
challenges, the table's end screen). The numbers live in resources/snowcrest/setup.json."""

from __future__ import annotations

from .content import SoloLevel, load_content

# Result titles by final score, lowest first (rules, solitaire variant): Beggar is the loss.
SOLO_TITLES: tuple[str, ...] = tuple(entry.title for entry in load_content().solo.titles)
SOLO_LOSS_TITLE: str = load_content().solo.below_target_title
SOLO_LEVELS: tuple[int, ...] = tuple(level.level for level in load_content().solo.levels)


def solo_level(number: int) -> SoloLevel:
    """Level ``number`` (1-10): Scrolls to earn (= points to win), starting Barley and the Rest limit."""
    return load_content().solo.level(number)


def describe_level(number: int) -> str:
    """One sentence saying what level ``number`` asks of the player."""
    level = solo_level(number)
    rests = {3: "third", 4: "fourth"}.get(level.rest_limit, f"{level.rest_limit}th")
    return (
        f"Level {number}: earn all {level.scrolls} Scrolls before your {rests} Rest, starting with "
        f"{level.starting_barley} Barley, and finish with at least {level.points_to_win} points."
    )
