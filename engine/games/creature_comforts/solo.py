"""The solo game (project design: no published solo rules were found, see choices.json).

A family of Neighbours moves in next door and stands in for the rivals. At the start of every month, once
the new Traveler has arrived and before its power, the Neighbours, with choices drawn from the game's RNG:

- take one face-up Comfort from the Owl's Nest, chosen at random (it goes to the discard pile, the cards to
  its right slide left and the Nest is refilled);
- take the cheapest Improvement from the Workshop ladder (fewest Goods, Coins and Stories in its cost; on a
  tie the lowest slot number), which is discarded, the ladder closing up and slot 1 refilled;
- send a worker to one location open to workers this month, chosen at random; the solo family may not place
  a worker there (nor ride one there on a Bicycle) until Upkeep.

The solo Improvement deck leaves out the five cards that need opponents. Travelers that name other players
are read against the Neighbours: the Canada Lynx's two Goods and the Moose's Good go to them (back to the
supply), and the Common Loon's lent worker leaves the family three workers that month.
"""

from __future__ import annotations

from hearthwood.engine.core import mention

from .content import Cost, load_content
from .locations import NAMES, deal_improvement, open_locations, refill_owls_nest
from .state import CreatureComfortsState

NEIGHBOURS = "the Neighbours"


def cost_size(cost: Cost) -> int:
    """How much a cost asks for, counting every Good, Coin and Story (the Neighbours' idea of cheap)."""
    return cost.goods_count + cost.coins + cost.stories


def cheapest_slot(state: CreatureComfortsState) -> int | None:
    """The ladder index (0 is slot 1) of the cheapest Improvement; ties go to the lowest slot."""
    content = load_content()
    filled = [(cost_size(content.improvement(card).cost), index) for index, card in enumerate(state.workshop) if card]
    return min(filled)[1] if filled else None


def neighbours_move(state: CreatureComfortsState) -> list[str]:
    """The Neighbours' month: a Comfort, an Improvement and a location (see the module's docstring)."""
    content = load_content()
    events: list[str] = []
    if state.owls_nest:
        card = state.owls_nest.pop(state.rng.below(len(state.owls_nest)))
        state.comfort_discard.append(card)
        refill_owls_nest(state)
        events.append(f"{NEIGHBOURS.capitalize()} take {content.comfort(card).name} from the Owl's Nest")
    index = cheapest_slot(state)
    if index is not None:
        improvement = state.workshop.pop(index)
        assert improvement is not None
        state.improvement_discard.append(improvement)
        state.workshop.insert(0, deal_improvement(state))
        events.append(f"{NEIGHBOURS.capitalize()} build {content.improvement(improvement).name} from the Workshop")
    options = open_locations(state)
    state.neighbours_at = options[state.rng.below(len(options))]
    events.append(f"{NEIGHBOURS.capitalize()} stand at {NAMES[state.neighbours_at]}; {mention(0)} may not go there")
    return events
