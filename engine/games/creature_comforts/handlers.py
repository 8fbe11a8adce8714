"""The named handlers of content.py that this engine implements, one function per id.

Traveler powers are called at the Traveler's timing (``immediately``, ``after_family_roll``,
``end_of_month``); they either change the state or open a step of decisions asked in turn order.
Improvement handlers answer the one question their card changes.

Not implemented yet (their cards are left out of the decks, see :func:`traveler_in_play` and
:func:`improvement_in_play`, so no card pretends to work): the Traveler handlers ``give_goods_to_left``
(Canada Lynx), ``stone_coin_interchangeable`` (Hairy-tailed Mole), ``coin_on_location`` (Common Raven),
``take_from_comfort_discard`` (Striped Skunk), ``lend_worker_to_left`` (Common Loon, and with it the Inn
handler ``exchange_different_for_matching``), ``forest_closed_to_workers`` (Pine Marten),
``valley_with_village_dice`` (Blue Jay); the Improvement handlers ``move_worker_at_turn_start`` (Bicycle),
``raise_own_family_die`` (Umbrella), ``nudge_village_die`` (Weathervane), ``market_one_for_one_swap`` (Scale).
"""

from __future__ import annotations

from collections.abc import Callable

from .content import Improvement, ImprovementHandlerEffect, Traveler, TravelerHandlerEffect, load_content
from .state import CreatureComfortsState


def turn_order(state: CreatureComfortsState) -> list[int]:
    """The players from the Early Bird, clockwise."""
    return [(state.early_bird + i) % state.num_players for i in range(state.num_players)]


def _params(state: CreatureComfortsState) -> dict[str, int]:
    assert state.traveler is not None
    power = load_content().traveler(state.traveler).power
    assert isinstance(power, TravelerHandlerEffect)
    return power.params


def shared_lesson_learned(state: CreatureComfortsState) -> None:
    """Leopard Frog (immediately): tokens on the card that every player may use on their own turn."""
    state.card_lessons = _params(state).get("lesson_learned", 2)


def take_face_up_comfort(state: CreatureComfortsState) -> None:
    """Gray Wolf (immediately): in turn order, each player may take one face-up Comfort."""
    state.step = "wolf"
    state.queue = turn_order(state)


def set_family_die(state: CreatureComfortsState) -> None:
    """Wild Turkey (after the Family roll): in turn order, each player may set one Family die to any face."""
    state.step = "turkey"
    state.queue = turn_order(state)


def give_good_for_story(state: CreatureComfortsState) -> None:
    """Moose (end of month): in turn order, each player may give a Good to another player for a Story."""
    if state.num_players > 1:
        state.step = "moose"
        state.queue = turn_order(state)


TRAVELER_POWERS: dict[str, Callable[[CreatureComfortsState], None]] = {
    "shared_lesson_learned": shared_lesson_learned,
    "take_face_up_comfort": take_face_up_comfort,
    "set_family_die": set_family_die,
    "give_good_for_story": give_good_for_story,
}


def workshop_die_counts_six(state: CreatureComfortsState, player: int, die: int) -> int:
    """Tool Shed: the Workshop die counts as a 6, so any ladder slot can be built."""
    return max(die, 6)


IMPROVEMENT_POWERS: dict[str, Callable[[CreatureComfortsState, int, int], int]] = {
    "workshop_die_counts_six": workshop_die_counts_six,
}


def traveler_in_play(traveler: Traveler) -> bool:
    power = traveler.power
    if isinstance(power, TravelerHandlerEffect) and power.handler not in TRAVELER_POWERS:
        return False
    return all(option.action.kind != "handler" for option in traveler.inn)


def improvement_in_play(improvement: Improvement) -> bool:
    ability = improvement.ability
    return not isinstance(ability, ImprovementHandlerEffect) or ability.handler in IMPROVEMENT_POWERS


def workshop_value(state: CreatureComfortsState, player: int, die: int) -> int:
    """The Workshop die after the player's Improvements (Tool Shed)."""
    content = load_content()
    for improvement_id in state.players[player].improvements:
        ability = content.improvement(improvement_id).ability
        if isinstance(ability, ImprovementHandlerEffect) and ability.handler in IMPROVEMENT_POWERS:
            die = IMPROVEMENT_POWERS[ability.handler](state, player, die)
    return die
