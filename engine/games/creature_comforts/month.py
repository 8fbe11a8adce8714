"""The month (rules document, section 4): new Traveler, Family dice, simultaneous placement, Village dice,
player turns, Upkeep; and the end of the game when winter arrives.

Each function moves the state on until someone has a decision to make (``state.queue`` not empty)."""

from __future__ import annotations

from hearthwood.engine.core import mention

from .content import STACKS, TravelerHandlerEffect, load_content
from .handlers import TRAVELER_POWERS, turn_order
from .locations import deal_improvement, refill_owls_nest
from .solo import neighbours_move
from .state import CreatureComfortsState, Placement
from .turns import start_turn


def _power(state: CreatureComfortsState, timing: str) -> None:
    """Run the current Traveler's handler if its power comes at ``timing``."""
    assert state.traveler is not None
    traveler = load_content().traveler(state.traveler)
    if traveler.timing == timing and isinstance(traveler.power, TravelerHandlerEffect):
        TRAVELER_POWERS[traveler.power.handler](state)


def start_month(state: CreatureComfortsState) -> list[str]:
    """Step 1: a new Traveler arrives and its Immediately power happens."""
    state.month += 1
    card = state.traveler_deck.pop()
    assert card is not None
    state.traveler = card
    events = [f"Month {state.month}: {load_content().traveler(card).name} arrives at the Inn"]
    if state.num_players == 1:
        events += neighbours_move(state)
    _power(state, "immediately")
    if state.queue:
        return events
    return events + roll_family_dice(state)


def roll_family_dice(state: CreatureComfortsState) -> list[str]:
    """Step 2: every family rolls its 2 dice (then Wild Turkey may set one)."""
    for player in state.players:
        player.family = [state.rng.roll(), state.rng.roll()]
    _power(state, "after_family_roll")
    if state.queue:
        return []
    return begin_placement(state)


def begin_placement(state: CreatureComfortsState) -> list[str]:
    """Step 3: everyone places in secret, one player at a time, from the Early Bird."""
    state.step = "place"
    state.queue = turn_order(state)
    state.placing = [Placement() for _ in state.players]
    return []


def reveal_placement(state: CreatureComfortsState) -> list[str]:
    """All have placed: workers are revealed, the Early Bird rolls the Village dice (step 4), turns begin."""
    for player, placement in zip(state.players, state.placing, strict=True):
        assert placement is not None
        player.workers = list(placement.workers)
        player.wheelbarrow_at = placement.wheelbarrow_at
    state.placing = []
    state.village = [state.rng.roll() for _ in state.village]
    state.step = "turn"
    state.queue = turn_order(state)
    start_turn(state, state.queue[0])
    return [f"Workers revealed; the Village dice show {', '.join(map(str, state.village))}"]


def end_turn(state: CreatureComfortsState) -> list[str]:
    state.queue.pop(0)
    state.turn = None
    if state.queue:
        start_turn(state, state.queue[0])
        return []
    return end_of_month(state)


def end_of_month(state: CreatureComfortsState) -> list[str]:
    """Upkeep 1: the Traveler's end-of-month power (Moose and Blue Jay ask each player in turn)."""
    _power(state, "end_of_month")
    if state.queue:
        return []
    return upkeep(state)


def upkeep(state: CreatureComfortsState) -> list[str]:
    """Upkeep 2-8, in the rules document's order."""
    for stack in STACKS:
        card = state.valley[stack]
        if card is not None:
            state.valley_discard.append(card)
        state.valley[stack] = state.valley_decks[stack].pop() if state.valley_decks[stack] else None
        if state.valley_seasons[stack]:
            state.valley_seasons[stack].pop()
    for player in state.players:
        player.workers = []
        player.wheelbarrow_at = None
    state.raven_coins = []
    state.workers_lent = False
    state.neighbours_at = None
    if any(state.valley[stack] is None for stack in STACKS):
        state.step = "final"
        state.queue = turn_order(state)
        return ["Winter has arrived: everyone may craft one last time"]
    state.dial = load_content().river.turned(state.dial)
    if state.owls_nest:
        state.comfort_discard.append(state.owls_nest.pop(0))
    refill_owls_nest(state)
    bottom = state.workshop.pop()
    if bottom is not None:
        state.improvement_discard.append(bottom)
    state.workshop.insert(0, deal_improvement(state))
    assert state.traveler is not None
    state.traveler_discard.append(state.traveler)
    state.traveler = None
    state.card_lessons = 0
    state.early_bird = (state.early_bird + 1) % state.num_players
    return [f"{mention(state.early_bird)} takes the Worm", *start_month(state)]
