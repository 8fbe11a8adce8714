"""Final scoring (rules document, section 6): Comforts with their bonuses and stored goods, Improvements,
empty Cottage slots, leftover Stories and Coins, and sets of three different Goods.

Storing is free until final scoring (rules document), so the engine stores for each player the way that
scores most (:func:`best_storage`) instead of asking a long series of questions that only have one best
answer. What is stored scores only on its card (choices.json)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from .content import (
    GOODS,
    PerOtherComfort,
    ScoreOthersComfortType,
    Storage,
    StorageExactly,
    StoreOnComfortType,
    WithComfort,
    load_content,
)
from .state import CreatureComfortsState, Player

CATEGORIES: tuple[str, ...] = ("Comforts", "Improvements", "Cottage slots", "Stories", "Coins", "Goods sets")

#: Solo titles by final score, lowest first: (the least score for the title, the title). Project design
#: (no published solo rules were found); the thresholds were set from solo games played by the AI.
SOLO_TITLES: tuple[tuple[int, str], ...] = (
    (0, "Chilly Burrow"),
    (25, "Drafty Den"),
    (35, "Snug Nook"),
    (45, "Cozy Cottage"),
    (55, "Warm Hearth"),
    (65, "Heart of Maple Valley"),
)


def solo_title(total: int) -> str:
    """The highest solo title whose least score ``total`` reaches."""
    return [title for least, title in SOLO_TITLES if total >= least][-1]


@dataclass(frozen=True)
class Stored:
    """The best storage: points it earns on Comforts and on Improvements, and the leftovers."""

    comforts: int
    improvements: int
    stories: int
    coins: int
    goods_sets: int


def goods_sets(counts: list[int], size: int = 3) -> int:
    """Most sets of ``size`` Goods of different kinds: the largest t with sum(min(c, t)) >= size * t."""
    best = 0
    for t in range(sum(counts) // size + 1):
        if sum(min(c, t) for c in counts) >= size * t:
            best = t
    return best


def storage_cards(player: Player) -> dict[str, int]:
    content = load_content()
    return Counter(c for c in player.crafted if isinstance(content.comfort(c).bonus, Storage | StorageExactly))


def story_slots(player: Player) -> int:
    """Pattern Book / Recipe Book: one Story on each of your Comforts of its type, +4 each."""
    content = load_content()
    slots = 0
    for improvement in player.improvements:
        ability = content.improvement(improvement).ability
        if isinstance(ability, StoreOnComfortType):
            slots += ability.limit * sum(1 for c in player.crafted if content.comfort(c).type == ability.type)
    return slots


def best_storage(player: Player) -> Stored:
    """Spread Stories, Coins and Goods over the storage Comforts to score most.

    Rates per item: a leftover Story or Coin is 1, a leftover Good about 1/3. Story: book slot 4, a Lamp's
    exact pair 3.5 each, a Bookshelf 3; so slots are tried in that order with every split of the Lamps.
    Coins all go on a Piggy Bank (2 each). Goods: see :func:`best_goods_storage`.
    """
    stored = storage_cards(player)
    book_slots = story_slots(player)
    # Stories
    best_story = (-1, 0, 0, 0)  # (points, on comforts, on improvements, leftover)
    for on_books in range(min(book_slots, player.stories) + 1):
        for lamps in range(min(stored["lamp"], (player.stories - on_books) // 2) + 1):
            rest = player.stories - on_books - 2 * lamps
            shelf = rest if stored["bookshelf"] else 0
            comforts = 7 * lamps + 3 * shelf
            total = comforts + 4 * on_books + (rest - shelf)
            if total > best_story[0]:
                best_story = (total, comforts, 4 * on_books, rest - shelf)
    # Coins
    piggy = 2 * player.coins if stored["piggy_bank"] else 0
    coins = 0 if stored["piggy_bank"] else player.coins
    # Goods
    counts = tuple(player.goods[g] for g in GOODS)
    on_comforts, sets = best_goods_storage(counts, goods_stores(player))
    return Stored(
        comforts=best_story[1] + piggy + on_comforts,
        improvements=best_story[2],
        stories=best_story[3],
        coins=coins,
        goods_sets=sets,
    )


def stored_points(stored: Stored) -> int:
    """What a spread of Stories, Coins and Goods adds to the sheet: on the cards that store them, and left over."""
    rates = load_content().setup.resource_scoring
    return (
        stored.comforts
        + stored.improvements
        + stored.stories * rates.story_vp
        + stored.coins * rates.coin_vp
        + stored.goods_sets * rates.goods_set_vp
    )


def comfort_points(player: Player) -> int:
    """Printed VP plus the "if you also have" and "for each other" bonuses (once per card, choices.json)."""
    content = load_content()
    points = 0
    for card in player.crafted:
        comfort = content.comfort(card)
        points += comfort.vp
        bonus = comfort.bonus
        if isinstance(bonus, WithComfort) and bonus.comfort in player.crafted:
            points += bonus.points
        elif isinstance(bonus, PerOtherComfort):
            others = sum(1 for c in player.crafted if c in bonus.comforts) - (1 if card in bonus.comforts else 0)
            points += bonus.points * others
    return points


def improvement_points(state: CreatureComfortsState, player: int) -> int:
    content = load_content()
    points = 0
    for improvement_id in state.players[player].improvements:
        improvement = content.improvement(improvement_id)
        points += improvement.vp
        ability = improvement.ability
        if isinstance(ability, ScoreOthersComfortType):
            others = sum(
                1
                for p, other in enumerate(state.players)
                if p != player
                for c in other.crafted
                if content.comfort(c).type == ability.type
            )
            points += ability.points * others
    return points


def score_player(state: CreatureComfortsState, player: int) -> tuple[int, ...]:
    me = state.players[player]
    setup = load_content().setup
    stored = best_storage(me)
    cottages_home = setup.components["cottages_per_player"] - len(me.improvements)
    rates = setup.resource_scoring
    return (
        comfort_points(me) + stored.comforts,
        improvement_points(state, player) + stored.improvements,
        setup.empty_slot_vp(cottages_home),
        stored.stories * rates.story_vp,
        stored.coins * rates.coin_vp,
        stored.goods_sets * rates.goods_set_vp,
    )


def goods_stores(player: Player) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The player's Comforts that store bundles of Goods, as (points per bundle, the bundle in ``GOODS`` order).

    A card holds any number of bundles, so a second copy of it adds nothing.
    """
    content = load_content()
    found: set[tuple[int, tuple[int, ...]]] = set()
    for card in set(player.crafted):
        bonus = content.comfort(card).bonus
        if isinstance(bonus, Storage) and bonus.per.goods:
            found.add((bonus.points, tuple(bonus.per.goods.get(g, 0) for g in GOODS)))
    return tuple(sorted(found))


@lru_cache(maxsize=4096)
def best_goods_storage(counts: tuple[int, ...], stores: tuple[tuple[int, tuple[int, ...]], ...]) -> tuple[int, int]:
    """The best split of Goods (``counts`` in ``GOODS`` order) between the ``stores`` and leftover sets:
    (points on the stores, leftover sets).

    Every number of bundles on every store is tried: a bundle can score less than the leftover sets its Goods
    would otherwise complete (a Pantry trio's three Goods may finish three different sets). On a tie the
    Goods are stored.
    """
    if not stores:
        return 0, goods_sets(list(counts))
    (points, bundle), rest = stores[0], stores[1:]
    most = min(n // k for n, k in zip(counts, bundle, strict=True) if k)
    best = (-1, 0, 0)  # (total, on the stores, leftover sets)
    for bundles in range(most + 1):
        left = tuple(n - bundles * k for n, k in zip(counts, bundle, strict=True))
        stored, sets = best_goods_storage(left, rest)
        stored += points * bundles
        if stored + sets >= best[0]:
            best = (stored + sets, stored, sets)
    return best[1], best[2]
