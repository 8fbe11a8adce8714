"""Hidden information: what each player may not see, and filling it in for AI planning (determinize)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from hearthwood.engine.core import Rng, Secret

from .content import STACKS, load_content
from .locations import LENT, WORKERS, open_locations
from .setup import improvement_pool, traveler_pool
from .state import CreatureComfortsState, Placement

if TYPE_CHECKING:
    from .rules import CreatureComforts


def secrets(state: CreatureComfortsState) -> list[Secret]:
    found = [Secret(p, ("players", p, "hand")) for p in range(state.num_players)]
    found += [Secret(p, ("kept", p)) for p, card in enumerate(state.kept) if card is not None]
    found += [Secret(p, ("placing", p)) for p, placement in enumerate(state.placing) if placement is not None]
    for deck in ("comfort_deck", "improvement_deck", "traveler_deck"):
        if getattr(state, deck):
            found.append(Secret(None, (deck,)))
    found += [Secret(None, ("valley_decks", stack)) for stack in STACKS if state.valley_decks.get(stack)]
    return found


def _pop(pool: list[str]) -> str:
    return pool.pop()


def determinize(game: CreatureComforts, view: CreatureComfortsState, viewer: int, rng: Rng) -> CreatureComfortsState:
    state = game.clone(view)
    content = load_content()
    # Comforts: every card not seen by the viewer is shuffled into the others' hands, set-aside cards and deck.
    seen = Counter(c for c in state.players[viewer].hand if c is not None)
    seen.update(state.owls_nest)
    seen.update(state.comfort_discard)
    for player in state.players:
        seen.update(player.crafted)
    if state.kept and state.kept[viewer] is not None:
        seen[state.kept[viewer]] += 1  # type: ignore[index]
    # A card everyone saw go into another hand stays there: only the rest of that hand is unknown.
    for p, player in enumerate(state.players):
        if p != viewer:
            seen.update(player.known_hand)
    pool = list((Counter(content.comfort_deck()) - seen).elements())
    rng.shuffle(pool)
    for p, player in enumerate(state.players):
        if p != viewer:
            player.hand = [*player.known_hand, *(_pop(pool) for _ in player.hand[len(player.known_hand) :])]
            if state.step == "keep" and state.kept and p not in state.queue:
                state.kept[p] = _pop(pool)
    state.comfort_deck = [_pop(pool) for _ in state.comfort_deck]
    # Improvements and Travelers: the unseen cards in a new order.
    seen = Counter(i for i in state.workshop if i is not None) + Counter(state.improvement_discard)
    for player in state.players:
        seen.update(player.improvements)
    pool = list((Counter(improvement_pool(state.num_players == 1)) - seen).elements())
    rng.shuffle(pool)
    state.improvement_deck = [_pop(pool) for _ in state.improvement_deck]
    pool = [t for t in traveler_pool() if t not in state.traveler_discard and t != state.traveler]
    rng.shuffle(pool)
    state.traveler_deck = [_pop(pool) for _ in state.traveler_deck]
    # Valley: each face-down card has a public season; draw an unseen card of that season for it.
    for stack in STACKS:
        unseen = [
            c.id
            for c in content.valley_cards
            if c.stack == stack and c.id not in state.valley_discard and c.id != state.valley.get(stack)
        ]
        rng.shuffle(unseen)
        deck: list[str | None] = []
        for season in state.valley_seasons[stack]:
            card = next(c for c in unseen if content.valley_card(c).season == season)
            unseen.remove(card)
            deck.append(card)
        state.valley_decks[stack] = deck
    # Placements the viewer cannot see: a random legal placement for those who are done, nothing yet for the
    # rest (a Common Loon month starts with the lent worker, which may share a location with an own one).
    for p, placement in enumerate(state.placing):
        if p != viewer and placement is None:
            workers: list[str] = []
            if p not in state.queue:
                options = open_locations(state)
                rng.shuffle(options)
                own = WORKERS - 1 if state.workers_lent else WORKERS
                workers = options[: rng.below(own + 1)]
                if workers and state.workers_lent and state.num_players > 1:
                    workers.insert(0, options[rng.below(len(options))] + LENT)
            state.placing[p] = Placement(workers=workers)
    return state
