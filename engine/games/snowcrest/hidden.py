"""Hidden information: each hand (its owner's), every personal deck's order, and the face-down Common,
Forest and Guardian decks. ``determinize`` fills the unseen cards by shuffling what the viewer cannot rule
out. It does not track the cards known to sit at the bottom of the Common, Forest and Guardian decks
(the ones seen going back under them): a sample may place them anywhere (simplification for the AI)."""

from __future__ import annotations

from collections import Counter

from hearthwood.engine.core import Rng, Secret

from .content import load_content
from .state import SnowcrestState
from .village import is_common


def secrets(state: SnowcrestState) -> list[Secret]:
    found: list[Secret] = []
    for index, player in enumerate(state.players):
        if player.hand:
            found.append(Secret(index, ("players", index, "hand")))
        if player.deck:
            found.append(Secret(None, ("players", index, "deck")))
    for deck in ("common_deck", "forest_deck", "guardian_deck"):
        if getattr(state, deck):
            found.append(Secret(None, (deck,)))
    return found


def _fill(slots: list[str | None], pool: list[str], rng: Rng) -> list[str | None]:
    rng.shuffle(pool)
    return [pool.pop() for _ in slots]


def determinize(state: SnowcrestState, viewer: int, rng: Rng) -> SnowcrestState:
    content = load_content()
    own = [c.id for c in (*content.starting_villagers, *content.personal_villagers)]
    for index, player in enumerate(state.players):
        unseen = Counter(own)
        unseen.subtract(s.card for s in player.village if s is not None and not is_common(s.card))
        unseen.subtract(player.discard)
        if index == viewer:
            unseen.subtract(c for c in player.hand if c is not None)
        pool = list(unseen.elements())
        if index != viewer:
            player.hand = _fill(player.hand, pool, rng)
        player.deck = _fill(player.deck, pool, rng)
    common = Counter(c.id for c in content.common_deck(solo=state.num_players == 1))
    common.subtract(c for c in state.common_row if c is not None)
    for player in state.players:
        common.subtract(s.card for s in player.village if s is not None and is_common(s.card))
    state.common_deck = _fill(state.common_deck, list(common.elements()), rng)
    forest = [c.id for c in content.forest_cards if c.id != state.revealed]
    state.forest_deck = _fill(state.forest_deck, forest, rng)
    guardians = [c.id for c in content.guardians if c.id != state.revealed]
    state.guardian_deck = _fill(state.guardian_deck, guardians, rng)
    return state
