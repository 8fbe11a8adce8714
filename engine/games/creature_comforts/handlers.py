"""The named handlers of content.py, one function per id, and the checks the rest of the engine asks them.

Traveler powers with a moment (``immediately``, ``after_family_roll``, ``end_of_month``) are called from
month.py through :data:`TRAVELER_POWERS`; they change the state or open a step of decisions asked in turn
order. Whole-month powers (Hairy-tailed Mole, Striped Skunk, Pine Marten) are rules the other modules check
with :func:`traveler_handler` while the Traveler is at the Inn. Improvement handlers are asked through
:func:`owns`. Where each id is carried out is listed in rules.py's ``HANDLERS``, so every card in the decks
does what it says.

In a solo game the powers that name other players are read against the Neighbours (see solo.py): the
Canada Lynx's Goods and the Moose's Good go to them (back to the supply), and the Common Loon's lent worker
leaves the family with three workers that month.
"""

from __future__ import annotations

from collections.abc import Callable

from .content import GOODS, ImprovementHandlerEffect, TravelerHandlerEffect, load_content
from .state import CreatureComfortsState


def turn_order(state: CreatureComfortsState) -> list[int]:
    """The players from the Early Bird, clockwise."""
    return [(state.early_bird + i) % state.num_players for i in range(state.num_players)]


def left_of(state: CreatureComfortsState, player: int) -> int | None:
    """The player on the left (the next one clockwise); ``None`` in a solo game (the Neighbours)."""
    return None if state.num_players == 1 else (player + 1) % state.num_players


def lender_of(state: CreatureComfortsState, player: int) -> int:
    """Whose worker ``player`` was lent in a Common Loon month: each family lends to its left, so the one on
    the right (in solo the worker is the player's own)."""
    return (player - 1) % state.num_players


def traveler_handler(state: CreatureComfortsState) -> str | None:
    """The handler id of the Traveler at the Inn, if its power is a handler."""
    if state.traveler is None:
        return None
    power = load_content().traveler(state.traveler).power
    return power.handler if isinstance(power, TravelerHandlerEffect) else None


def owns(state: CreatureComfortsState, player: int, handler: str) -> bool:
    """Whether the player has built an Improvement with this handler."""
    content = load_content()
    for improvement_id in state.players[player].improvements:
        ability = content.improvement(improvement_id).ability
        if isinstance(ability, ImprovementHandlerEffect) and ability.handler == handler:
            return True
    return False


def _params(state: CreatureComfortsState) -> dict[str, int]:
    assert state.traveler is not None
    power = load_content().traveler(state.traveler).power
    assert isinstance(power, TravelerHandlerEffect)
    return power.params


# ---------------------------------------------------------------------------------------- Traveler powers


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
    """Moose (end of month): in turn order, each player may give a Good to another player (solo: to the
    Neighbours) and take a Story."""
    state.step = "moose"
    state.queue = turn_order(state)


def has_goods(state: CreatureComfortsState, player: int) -> bool:
    return any(state.players[player].goods[g] for g in GOODS)


def give_goods_to_left(state: CreatureComfortsState) -> None:
    """Canada Lynx (immediately): in turn order, each player gives 2 Goods of different kinds from their own
    stock to the player on their left (as many different kinds as they have, if fewer). Players with no Goods
    have nothing to give; the queue skips them as it reaches them (goods may arrive from the right first)."""
    state.step = "lynx"
    state.queue = turn_order(state)
    skip_empty_givers(state)


def skip_empty_givers(state: CreatureComfortsState) -> None:
    while state.queue and not has_goods(state, state.queue[0]):
        state.queue.pop(0)


def coin_on_location(state: CreatureComfortsState) -> None:
    """Common Raven (immediately): in turn order, each player sets a Coin on a location nobody has chosen."""
    state.step = "raven"
    state.queue = turn_order(state)
    state.raven_coins = []


def lend_worker_to_left(state: CreatureComfortsState) -> None:
    """Common Loon (immediately): each family lends a worker to the one on its left, who places it first."""
    state.workers_lent = True


def valley_with_village_dice(state: CreatureComfortsState) -> None:
    """Blue Jay (end of month): in turn order, each player may resolve one Valley location with the Village
    dice alone."""
    state.step = "jay"
    state.queue = turn_order(state)


TRAVELER_POWERS: dict[str, Callable[[CreatureComfortsState], None]] = {
    "give_goods_to_left": give_goods_to_left,
    "shared_lesson_learned": shared_lesson_learned,
    "take_face_up_comfort": take_face_up_comfort,
    "coin_on_location": coin_on_location,
    "lend_worker_to_left": lend_worker_to_left,
    "set_family_die": set_family_die,
    "give_good_for_story": give_good_for_story,
    "valley_with_village_dice": valley_with_village_dice,
}

#: Whole-month powers: rules checked with :func:`traveler_handler` while the Traveler is at the Inn.
WHOLE_MONTH_POWERS: frozenset[str] = frozenset(
    {"stone_coin_interchangeable", "take_from_comfort_discard", "forest_closed_to_workers"}
)


def mole(state: CreatureComfortsState) -> bool:
    """Hairy-tailed Mole: Stone and Coins stand in for each other in any payment this month."""
    return traveler_handler(state) == "stone_coin_interchangeable"


def marten(state: CreatureComfortsState) -> bool:
    """Pine Marten: no workers go to the Forest this month; dice alone resolve it."""
    return traveler_handler(state) == "forest_closed_to_workers"


def skunk(state: CreatureComfortsState) -> bool:
    """Striped Skunk: a Comfort from the discard pile after each Owl's Nest resolution."""
    return traveler_handler(state) == "take_from_comfort_discard"


# ------------------------------------------------------------------------------------------- Improvements


def workshop_die_counts_six(state: CreatureComfortsState, player: int, die: int) -> int:
    """Tool Shed: the Workshop die counts as a 6, so any ladder slot can be built."""
    return max(die, 6)


def workshop_value(state: CreatureComfortsState, player: int, die: int) -> int:
    """The Workshop die after the player's Improvements (Tool Shed)."""
    if owns(state, player, "workshop_die_counts_six"):
        return workshop_die_counts_six(state, player, die)
    return die


def improvement_params(handler: str) -> dict[str, int]:
    """The parameters printed on the Improvement with this handler (Umbrella's most, Scale's swaps ...)."""
    for improvement in load_content().improvements:
        ability = improvement.ability
        if isinstance(ability, ImprovementHandlerEffect) and ability.handler == handler:
            return ability.params
    raise KeyError(handler)
