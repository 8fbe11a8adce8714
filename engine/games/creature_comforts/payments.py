"""Paying costs and taking rewards: the Goods symbols ("any", "matching", "different") turned into the
concrete multisets of Goods a player may choose, so every choice is an enumerable action parameter."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement

from .content import GOODS, Cost, Good, Reward
from .state import Player


def _take(stock: dict[str, int], goods: tuple[str, ...]) -> dict[str, int] | None:
    left = dict(stock)
    for good in goods:
        left[good] -= 1
        if left[good] < 0:
            return None
    return left


def discounted(cost: Cost, discount: dict[str, int]) -> dict[Good, int]:
    """The named Goods of a cost after a Traveler's discount (only where the card asks for that Good)."""
    return {g: n - discount.get(g, 0) for g, n in cost.goods.items() if n - discount.get(g, 0) > 0}


def payment_options(
    cost: Cost, stock: dict[str, int], discount: dict[str, int] | None = None, *, mole_coins: int | None = None
) -> list[tuple[str, ...]]:
    """Every multiset of Goods (sorted tuple) that pays the Goods part of ``cost`` from ``stock``.

    ``mole_coins`` (the payer's Coins, while the Hairy-tailed Mole is at the Inn): the named Stone and the
    Coins of the cost become one pool that Stone and Coins pay in any mix; the Stone paid into the pool is
    in the tuple and :func:`coins_due` works out the Coins."""
    named = discounted(cost, discount or {})
    if mole_coins is not None:
        pool = named.pop("stone", 0) + cost.coins
        pooled: set[tuple[str, ...]] = set()
        for stones in range(max(0, pool - mole_coins), min(pool, stock.get("stone", 0)) + 1):
            fewer = Cost(
                goods={**named, **({"stone": stones} if stones else {})},
                any_goods=cost.any_goods,
                matching_goods=cost.matching_goods,
                different_goods=cost.different_goods,
            )
            pooled.update(payment_options(fewer, stock))
        return sorted(pooled)
    fixed = tuple(sorted(g for g, n in named.items() for _ in range(n)))
    left = _take(stock, fixed)
    if left is None:
        return []
    options: set[tuple[str, ...]] = set()
    matching = [(g,) * cost.matching_goods for g in GOODS] if cost.matching_goods else [()]
    different = list(combinations(GOODS, cost.different_goods)) if cost.different_goods else [()]
    for m in matching:
        for d in different:
            rest = _take(left, m + d)
            if rest is None:
                continue
            for extra in combinations_with_replacement(GOODS, cost.any_goods):
                if _take(rest, extra) is not None:
                    options.add(tuple(sorted(fixed + m + d + extra)))
    return sorted(options)


def gain_options(reward: Reward) -> list[tuple[str, ...]]:
    """Every multiset of Goods (sorted) a reward can give: its named Goods plus the taker's choices."""
    fixed = tuple(g for g, n in reward.goods.items() for _ in range(n))
    options = {
        tuple(sorted(fixed + d + a))
        for d in combinations(GOODS, reward.different_goods)
        for a in combinations_with_replacement(GOODS, reward.any_goods)
    }
    return sorted(options)


def coins_due(cost: Cost, goods: tuple[str, ...], discount: dict[str, int] | None = None, *, mole: bool) -> int:
    """The Coins a payment takes: the cost's Coins, or under the Mole what the Stone in ``goods`` leaves of
    the Stone-and-Coin pool (every Good beyond the cost's other Goods went into the pool)."""
    if not mole:
        return cost.coins
    named = discounted(cost, discount or {})
    pool = named.get("stone", 0) + cost.coins
    others = sum(named.values()) - named.get("stone", 0) + cost.any_goods + cost.matching_goods + cost.different_goods
    return pool - (len(goods) - others)


def can_afford_rest(player: Player, cost: Cost, *, mole: bool = False) -> bool:
    """The non-Goods part of a cost: Coins (Stone may stand in under the Mole), Stories, Lesson Learned tokens
    and Comforts in hand."""
    return (
        (mole or player.coins >= cost.coins)
        and player.stories >= cost.stories
        and player.lessons >= cost.lesson_learned
        and len(player.hand) >= cost.comforts
    )


def pay(player: Player, cost: Cost, goods: tuple[str, ...], coins: int | None = None) -> None:
    """Pay ``cost`` with the chosen ``goods`` (already checked by :func:`payment_options`); ``coins``
    overrides the cost's Coins (see :func:`coins_due`)."""
    for good in goods:
        player.goods[good] -= 1
    player.coins -= cost.coins if coins is None else coins
    player.stories -= cost.stories
    player.lessons -= cost.lesson_learned


def gain(player: Player, reward: Reward, goods: tuple[str, ...]) -> None:
    """Take ``reward`` with the chosen ``goods`` (Comfort draws are the caller's: they need the deck)."""
    for good in goods:
        player.goods[good] += 1
    player.coins += reward.coins
    player.stories += reward.stories
    player.lessons += reward.lesson_learned


def add(a: Reward, b: Reward) -> Reward:
    goods = dict(a.goods)
    for good, n in b.goods.items():
        goods[good] = goods.get(good, 0) + n
    return Reward(
        goods=goods,
        any_goods=a.any_goods + b.any_goods,
        different_goods=a.different_goods + b.different_goods,
        coins=a.coins + b.coins,
        stories=a.stories + b.stories,
        lesson_learned=a.lesson_learned + b.lesson_learned,
        comforts=a.comforts + b.comforts,
    )
