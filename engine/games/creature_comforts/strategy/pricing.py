"""What the cards in a family's hand are worth before they are crafted.

Each card counts its points net of what paying for it takes off the score sheet, weighed by how much of its
cost is still missing against the months left to gather it (at most the 3 best cards: the hand limit). Cards
are funded from one shared stock, and a card whose Goods are worth more kept for later cards is not paid for.
Spare Goods and Lesson Learned tokens count as material for cards still to come, fading as winter nears.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..content import (
    GOODS,
    Comfort,
    Cost,
    Improvement,
    WithComfort,
    load_content,
)
from ..scoring import Stored, best_storage, goods_sets, storage_cards, stored_points, story_slots
from ..state import Player
from .weights import (
    GATHER_RATE,
    GOOD_IN_SET,
    HAND_LIMIT,
    LESSON_VALUE,
    READY_SHARE,
    SHORT_COIN,
    SHORT_STORY,
    SPARE_GOOD,
)


@cache
def comforts_by_id() -> dict[str, Comfort]:
    return {c.id: c for c in load_content().comforts}


@cache
def improvements_by_id() -> dict[str, Improvement]:
    return {i.id: i for i in load_content().improvements}


@dataclass(frozen=True)
class Price:
    """A cost flattened for speed: the projection prices every card in hand many times per second."""

    named: tuple[tuple[str, int], ...]
    matching: int
    different: int
    any: int
    coins: int
    stories: int
    lessons: int

    @property
    def plain(self) -> bool:
        return not (self.matching or self.different or self.any)


def _price(cost: Cost) -> Price:
    return Price(
        tuple(cost.goods.items()),
        cost.matching_goods,
        cost.different_goods,
        cost.any_goods,
        cost.coins,
        cost.stories,
        cost.lesson_learned,
    )


@cache
def comfort_price(card: str) -> Price:
    return _price(comforts_by_id()[card].cost)


@cache
def improvement_price(improvement_id: str) -> Price:
    return _price(improvements_by_id()[improvement_id].cost)


def consume(price: Price, stock: dict[str, int], coins: int, stories: int) -> float:
    """Take what ``price`` needs out of ``stock`` (in place) and return how much is still missing, in Goods:
    a missing Coin or Story counts as more than one Good (few locations give them)."""
    missing = float(price.lessons)
    if price.coins > coins:
        missing += SHORT_COIN * (price.coins - coins)
    if price.stories > stories:
        missing += SHORT_STORY * (price.stories - stories)
    for good, n in price.named:
        have = stock[good]
        if have >= n:
            stock[good] = have - n
        else:
            missing += n - have
            stock[good] = 0
    if price.plain:
        return missing
    if price.matching:
        good = max(stock, key=stock.__getitem__)
        used = min(stock[good], price.matching)
        stock[good] -= used
        missing += price.matching - used
    if price.different:
        kinds = sorted((g for g in GOODS if stock[g] > 0), key=stock.__getitem__, reverse=True)
        for good in kinds[: price.different]:
            stock[good] -= 1
        missing += max(0, price.different - len(kinds))
    if price.any:
        rest = price.any
        for good in sorted(GOODS, key=stock.__getitem__, reverse=True):
            used = min(stock[good], rest)
            stock[good] -= used
            rest -= used
        missing += rest
    return missing


def shortfall(price: Price, me: Player) -> float:
    return consume(price, dict(me.goods), me.coins, me.stories)


def craft_chance(missing: float, turns: float) -> float:
    """How likely a card lacking ``missing`` things gets crafted with ``turns`` turns of gathering left."""
    if missing == 0:
        return READY_SHARE if turns > 0 else 1.0
    capacity = GATHER_RATE * turns
    if capacity <= missing:
        return 0.0
    share = 1.0 - missing / capacity
    return READY_SHARE * share * share


def spent_points(price: Price) -> float:
    """What paying a price takes off the score sheet: Coins and Stories a point each, Goods a share of a set."""
    goods = sum(n for _, n in price.named) + price.matching + price.different + price.any
    return price.coins + price.stories + GOOD_IN_SET * goods


def card_points(card: str, me: Player) -> float:
    """A Comfort's printed points plus the pairing bonus it would complete with what is crafted."""
    comfort = comforts_by_id()[card]
    bonus = comfort.bonus
    points = float(comfort.vp)
    if isinstance(bonus, WithComfort) and bonus.comfort in me.crafted:
        points += bonus.points
    return points


@cache
def _pairs_with(card: str) -> tuple[tuple[str, int], ...]:
    """Comforts whose pairing bonus names ``card``, with the bonus (crafting ``card`` completes it for them)."""
    return tuple(
        (c.id, c.bonus.points)
        for c in comforts_by_id().values()
        if isinstance(c.bonus, WithComfort) and c.bonus.comfort == card
    )


def hand_plan(
    me: Player, turns: float, held: tuple[dict[str, int], int, int] | None = None, extra: str | None = None
) -> tuple[float, dict[str, int], dict[str, int]]:
    """The hand's expected points, the Goods it still needs, and the Goods left over after it.

    Cards are funded cheapest first from one shared stock, so two cards never count the same Goods.
    ``held`` (Goods, Coins, Stories) stands in for what the player holds, to price a reward before it is taken;
    ``extra`` is a card added to the hand, to price a Comfort before it is drawn.
    """
    goods, coins, stories = (me.goods, me.coins, me.stories) if held is None else held
    key = (tuple(me.hand), tuple(me.crafted), tuple(goods[g] for g in GOODS), coins, stories, turns, extra)
    known = _HAND_PLANS.get(key)
    if known is None:
        if len(_HAND_PLANS) >= HAND_PLAN_MEMO_SIZE:
            _HAND_PLANS.clear()
        known = _HAND_PLANS[key] = _plan_hand(me, turns, goods, coins, stories, extra)
    return known


# A search prices the same few hands against the same few stocks thousands of times (every reward and card it
# weighs is a hand plan); the answers are shared read-only, never changed by a caller.
HAND_PLAN_MEMO_SIZE = 20000
_HAND_PLANS: dict[tuple[object, ...], tuple[float, dict[str, int], dict[str, int]]] = {}


def _plan_hand(
    me: Player, turns: float, goods: dict[str, int], coins: int, stories: int, extra: str | None
) -> tuple[float, dict[str, int], dict[str, int]]:
    cards = [c for c in me.hand if c is not None]
    if extra is not None:
        cards.append(extra)
    stock = dict(goods)
    needs: dict[str, int] = dict.fromkeys(GOODS, 0)
    if not cards:
        return 0.0, needs, stock
    if len(cards) > 1:
        cards.sort(key=lambda c: consume(comfort_price(c), dict(goods), coins, stories))
    worths: list[float] = []
    spare_worth = SPARE_GOOD * min(1.0, turns / 4.0)  # what later_use makes of a Good no card takes
    for card in cards:
        price = comfort_price(card)
        for good, n in price.named:
            if n > stock[good]:
                needs[good] += n - stock[good]
        before = dict(stock)
        missing = consume(price, stock, coins, stories)
        points = card_points(card, me) + sum(bonus for other, bonus in _pairs_with(card) if other in me.crafted)
        worth = (points - spent_points(price)) * craft_chance(missing, turns)
        # A card unlikely to be made is not paid for with Goods that are worth more kept for later cards: a
        # player would not, and funding it anyway made drawing a Comfort lower the projection, so a deep
        # search learned to leave Owl's Nest workers unresolved.
        if worth < spare_worth * (sum(before.values()) - sum(stock.values())):
            stock = before
            continue
        coins = max(0, coins - price.coins)
        stories = max(0, stories - price.stories)
        worths.append(worth)
    if turns > 0 and len(worths) > HAND_LIMIT:
        worths = sorted(worths)[-HAND_LIMIT:]  # the rest are discarded at the end of the turn
    return sum(worths), needs, stock


def holding_worth(me: Player, turns: float, held: tuple[dict[str, int], int, int], lessons: int) -> float:
    """The part of ``projected_score`` that depends on what the player holds (Goods, Coins, Stories, tokens):
    their sets, leftovers and storage on the sheet, the hand they fund and the spare material for later cards.

    A reward is worth the difference it makes here, so a worker waiting to collect it is credited exactly
    what collecting it adds to the projection (a flat price per Good made resolving look like a loss).
    """
    goods, coins, stories = held
    hand, _, spare = hand_plan(me, turns, held)
    if storage_cards(me) or story_slots(me):
        stored = best_storage(me.model_copy(update={"goods": goods, "coins": coins, "stories": stories}))
    else:
        # nothing to store on, so all of it is left over: best_storage's answer without copying the player
        stored = Stored(
            comforts=0, improvements=0, stories=stories, coins=coins, goods_sets=goods_sets(list(goods.values()))
        )
    return stored_points(stored) + hand + later_use(spare, lessons, turns)


def later_use(spare: dict[str, int], lessons: int, turns: float) -> float:
    """Spare Goods and Lesson Learned tokens: material for cards yet to be drawn while there is time; by
    winter a Good is only worth the sets it makes."""
    horizon = min(1.0, turns / 4.0)
    return SPARE_GOOD * horizon * sum(spare.values()) + LESSON_VALUE * horizon * lessons
