"""Hidden information: each hand (its owner's), every personal deck's order, and the face-down Common,
Forest and Guardian decks.

The cards everyone saw go under a shared deck (a replaced Common card, a resolved Forest card or Guardian)
stay public, in order, until they are drawn again (``<deck>_known_bottom`` counts them): only the cards
above them are secret. ``determinize`` fills every unseen card by shuffling what the viewer cannot rule out,
and leaves the known bottoms where they are."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from hearthwood.engine.core import Rng, Secret

from .content import load_content
from .state import SnowcrestState
from .village import is_common

SHARED_DECKS = ("common", "forest", "guardian")


def unknown_count(state: SnowcrestState, deck: str) -> int:
    """How many cards from the top of a shared deck nobody has seen."""
    cards: list[str | None] = getattr(state, f"{deck}_deck")
    known: int = getattr(state, f"{deck}_known_bottom")
    return len(cards) - min(len(cards), known)


def secrets(state: SnowcrestState) -> list[Secret]:
    found: list[Secret] = []
    for index, player in enumerate(state.players):
        if player.hand:
            found.append(Secret(index, ("players", index, "hand")))
        if player.deck:
            found.append(Secret(None, ("players", index, "deck")))
    for deck in SHARED_DECKS:
        cards = getattr(state, f"{deck}_deck")
        unknown = unknown_count(state, deck)
        if unknown == len(cards) and cards:
            found.append(Secret(None, (f"{deck}_deck",)))
        else:
            found += [Secret(None, (f"{deck}_deck", i)) for i in range(unknown)]
    return found


def _fill(slots: list[str | None], pool: list[str], rng: Rng) -> list[str | None]:
    rng.shuffle(pool)
    return [pool.pop() for _ in slots]


def _refill_top(state: SnowcrestState, deck: str, every_card: Iterable[str], seen: Iterable[str], rng: Rng) -> None:
    """Shuffle the cards the viewer cannot place into the unknown top of ``deck``; the known bottom stays."""
    cards: list[str | None] = getattr(state, f"{deck}_deck")
    unknown = unknown_count(state, deck)
    pool = Counter(every_card)
    pool.subtract(seen)
    pool.subtract(c for c in cards[unknown:] if c is not None)
    top = _fill(cards[:unknown], list(pool.elements()), rng)
    setattr(state, f"{deck}_deck", top + cards[unknown:])


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
    in_view = [c for c in state.common_row if c is not None]
    in_view += [s.card for p in state.players for s in p.village if s is not None and is_common(s.card)]
    _refill_top(state, "common", (c.id for c in content.common_deck(solo=state.num_players == 1)), in_view, rng)
    revealed = [state.revealed] if state.revealed else []
    _refill_top(state, "forest", (c.id for c in content.forest_cards), revealed, rng)
    _refill_top(state, "guardian", (c.id for c in content.guardians), revealed, rng)
    return state
