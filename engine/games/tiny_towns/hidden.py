"""Filling in what a player cannot see, for AI planning: the others' Monuments, their unrevealed
placements, and the order of the Resource card deck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hearthwood.engine.core import Rng

from .content import load_content
from .placement import placement_options
from .state import TinyTownsState

if TYPE_CHECKING:
    from .rules import TinyTowns


def determinize(game: TinyTowns, view: TinyTownsState, viewer: int, rng: Rng) -> TinyTownsState:
    state = game.clone(view)
    content = load_content()
    solo = state.num_players == 1
    me = state.towns[viewer]
    seen = {m for m in (*me.monument_offer, me.monument, me.monument_discarded) if m}
    seen |= {t.monument for t in state.towns if t.monument_built and t.monument}
    pool = [c.id for c in content.monuments if (c.solo or not solo) and c.id not in seen]
    rng.shuffle(pool)
    for player, town in enumerate(state.towns):
        if player == viewer or town.monument_built or not state.config.monuments:
            continue
        if town.monument_offer:  # still choosing: both dealt cards are unknown
            town.monument_offer = [pool.pop(), pool.pop()]
        elif town.monument is None:  # kept one of them secretly
            town.monument = pool.pop()
    for player, placed in enumerate(state.placed):
        if player != viewer and placed and state.pending[player] is None and not state.towns[player].completed:
            every = placement_options(state, player)
            # A sample has them place rather than quit, unless quitting is all a full town can do.
            options = [o for o in every if o.kind != "complete_town"] or every
            if options:
                state.pending[player] = rng.choice(options).model_dump(mode="json")
    known = state.resource_deck[: state.resource_known_bottom]
    unseen = [c.resource for c in content.resource_cards]
    for card in (*state.solo_offer, *state.resource_discard, *known):
        unseen.remove(card)  # type: ignore[arg-type]
    if len(state.resource_deck) > len(known) or state.resource_face_down:
        rng.shuffle(unseen)
        state.resource_face_down = [unseen.pop() for _ in state.resource_face_down]
        state.resource_deck = [*known, *(unseen.pop() for _ in state.resource_deck[len(known) :])]
    return state
