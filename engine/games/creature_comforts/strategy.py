"""How the AI judges a Creature Comforts position and plays quick simulations.

The score sheet alone misjudges a family in the middle of the year: Comforts in hand score nothing until
crafted, and Goods count a third of a point each when they are really part of a Comfort. ``projected_score``
adds to the score sheet:

- the hand: each card's points net of what paying for it takes off the sheet, weighed by how much of its
  cost is still missing against the months left to gather it (at most the 3 best cards: the hand limit); a
  card whose Goods are worth more kept for later cards is not paid for;
- this month's workers not yet resolved (``pending``): each by how likely the dice meet its location together
  with the family's other locations (``covers``: one die serves one location), before the Village roll over
  a fixed spread of rolls, after it with the dice at hand; and by what taking the location's reward would add
  to this very projection (``holding_worth``; rewards sure to come priced together, a Comfort by what it adds
  to the hand), so that neither rolling the dice nor collecting a reward gains or loses on paper on average
  and a search has no reason to put either off;
- spare Goods and Lesson Learned tokens, for cards still to come, fading as winter nears.

The rollout policy plays like a sensible beginner: workers go where the Family dice (known at placement) and
likely Village dice can pay, dice go where they complete a requirement, locations are resolved once every
useful die is down, Goods are taken and traded towards the cards in hand, and whatever can be crafted is.
Weights come from one pass over the legal actions with a small fixed amount of work per action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from hearthwood.engine.ai.heuristics import lead_values
from hearthwood.engine.ai.levels import ROUNDING_NOISE
from hearthwood.engine.core import Action, Game, GameState, Rng

from .actions import (
    AssignDie,
    Craft,
    DiscardComfort,
    DiscardStarting,
    EndCrafting,
    EndTrades,
    FinishPlacing,
    GiveGood,
    ModifyDie,
    PlaceWorker,
    Resolve,
    TakeFaceUp,
    Trade,
)
from .content import (
    GOODS,
    Comfort,
    Cost,
    Exact,
    Glade,
    Improvement,
    OneOf,
    Parity,
    Requirement,
    Reward,
    Run,
    Same,
    Single,
    Sum,
    ValleyCard,
    WithComfort,
    load_content,
)
from .content import (
    Trade as TradeTerms,
)
from .locations import INN, MARKET, OWL_BLIND, OWL_FACE_UP, RIVER, VALLEY, WORKERS, WORKSHOP, base
from .scoring import Stored, best_storage, goods_sets, score_player, storage_cards, stored_points, story_slots
from .state import CreatureComfortsState, Player

# -- weights of the projection, tuned by AI-against-AI play (see the report of issue #6) -------------------
READY_SHARE = 0.9  # a card whose whole cost is at hand: almost surely crafted by winter
GATHER_RATE = 1.5  # Goods a family gathers towards its hand in one turn
SHORT_COIN = 1.5  # a missing Coin counts as this many missing Goods
SHORT_STORY = 2.5  # Stories come from few places
GOOD_IN_SET = 1 / 3  # a Good's share of a leftover set
HAND_LIMIT = 3
SPARE_GOOD = 0.6  # a Good no card in hand asks for: raw material for cards yet to come (early in the year)
LESSON_VALUE = 0.4  # a Lesson Learned token while there are dice left to change
# A lead squashed into (-1, 1) as in Tiny Towns; a linear map (lead / 25, clamped) made Medium weaker.
LEAD_SOFTNESS = 12.0
SOLO_SCALE = 30.0

# Alone, every level's exploration constant is scaled by this (``register_solo_exploration``). At the full
# constant, deeper searches scored less alone: below the root, moves a point apart look alike to selection,
# so visits spread almost evenly, a move's mean was that of a careless continuation, and moves that leave
# little to get wrong (not resolving a location) looked best. On the same deals, Medium scored 54.6 instead
# of 53.9 (12 deals); Hard 48.0 (constant 0.27, as shipped) or 54.4 (0.3) instead of 45.9 (8 deals); Expert
# 45 instead of 37.5 on the two deals where it had done worst. A solo game moves by several points with any
# change to the search, so only the direction is sure. Judging moves by their best line (a minimax weight of
# 1) helped Hard as much but cost Medium 4 points: its few visits make that best noisy.
SOLO_EXPLORATION = 0.3

# Half of a move's value in selection comes from its best line found (``register_minimax_weight``), half from
# its mean: the mean averages the continuations the search happened to try, careless ones included, and the
# deeper the search the more it judged moves by them. Measured on the same deals with and without it (at first
# alone only). Alone: Hard 55.9 against 48.8 (36 deals, ahead on 30 of them), Medium 55.8 against 54.9 (24).
# Duels against the same level without it, seats swapped on each deal: Hard won 65% of 50 games (+3.1 +/-2.4
# points a game, ahead on 16 of 25 deals), Medium 56% of 80 (+1.5 +/-1.8, ahead on 21 of 40). With the full
# exploration constant alone, a weight of 1 had helped Hard but cost Medium 4 points.
MINIMAX_WEIGHT = 0.5

# Moves simulated past the search tree before the projection judges the position: none. The projection
# already counts workers and dice in play, and quick simulations only blur it: over 8 seeded solo games
# Medium averaged 53.5 points judging the position at once and 27.6 after 4 simulated moves (Easy 46.0);
# with both judging at once Hard took 69% of 24 games against Medium (ties half).
ROLLOUT_DEPTH = 0

# -- rollout policy weights ---------------------------------------------------------------------------------
COMPLETES = 20.0  # a die that makes a location's requirement met
FITS = 4.0  # a die that still leaves the location's requirement reachable
MISFIT = 0.01  # a die that can no longer meet the requirement: wasted
WAIT = 0.02  # resolving or quitting while a useful die is still to be placed
CRAFT = 20.0
NEEDED_GOOD = 1.5  # worth of a Good a card in hand still asks for
SURPLUS_GOOD = 0.35  # worth of any other Good (a third of a set)
COIN = 1.0
STORY = 1.0
COMFORT_DRAW = 1.5  # a blind Comfort from the deck
FULL_HAND_DRAW = 0.3  # share of that when the hand is full: the new card must beat one already held
MARKET_VISIT = 0.5  # trades only reshape Goods: worth a little more than a Lesson Learned token
INN_VISIT = 0.8
AVERAGE_WORKER = 1.2  # a worker not placed yet this month
# Alone, each month whose workers are not out yet counts what its workers will count once placement begins.
# Without it the projection jumped by that much at the start of every month, and a search that reached the
# next month sooner (by resolving fewer locations, by crafting less) found the jump and took it for a gain:
# the deeper the search, the more lines reached it, and Expert ended its turns with workers unresolved.
# Duels need no such term: every family crosses into the month at once, so the jump cancels in the lead.
MONTH_AHEAD = WORKERS * AVERAGE_WORKER


@cache
def _comforts() -> dict[str, Comfort]:
    return {c.id: c for c in load_content().comforts}


@cache
def _improvements() -> dict[str, Improvement]:
    return {i.id: i for i in load_content().improvements}


@cache
def _valley_cards() -> dict[str, ValleyCard]:
    return {c.id: c for c in load_content().valley_cards}


@cache
def _river(dial: int, section: str) -> tuple[Requirement, Reward]:
    river = load_content().river
    return river.requirement(dial, section), river.section(section).reward  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------------ projection

#: Steps of a month once placement has begun: this month's workers count in ``pending``, not as a turn to come.
WORKERS_OUT = ("place", "turn", "moose", "jay")


def turns_left(state: CreatureComfortsState, player: int) -> float:
    """Months of gathering left to this player besides the workers already out this month (see ``pending``)."""
    if state.step in ("final", "over"):
        return 0.0
    later = state.months - state.month
    if state.month > 0 and state.step not in WORKERS_OUT:
        return float(later + 1)  # a Traveler's start-of-month step: this month's workers are still to come
    return float(later)


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
    return _price(_comforts()[card].cost)


@cache
def improvement_price(improvement_id: str) -> Price:
    return _price(_improvements()[improvement_id].cost)


def _consume(price: Price, stock: dict[str, int], coins: int, stories: int) -> float:
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


def _shortfall(price: Price, me: Player) -> float:
    return _consume(price, dict(me.goods), me.coins, me.stories)


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
    comfort = _comforts()[card]
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
        for c in _comforts().values()
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
    needs = dict.fromkeys(GOODS, 0)
    if not cards:
        return 0.0, needs, stock
    if len(cards) > 1:
        cards.sort(key=lambda c: _consume(comfort_price(c), dict(goods), coins, stories))
    worths: list[float] = []
    spare_worth = SPARE_GOOD * min(1.0, turns / 4.0)  # what later_use makes of a Good no card takes
    for card in cards:
        price = comfort_price(card)
        for good, n in price.named:
            if n > stock[good]:
                needs[good] += n - stock[good]
        before = dict(stock)
        missing = _consume(price, stock, coins, stories)
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


def projected_score(state: CreatureComfortsState, player: int) -> float:
    points = float(sum(score_player(state, player)))
    if state.step == "over":
        return points
    me = state.players[player]
    turns = turns_left(state, player)
    hand, needs, spare = hand_plan(me, turns)
    points += hand + later_use(spare, me.lessons, turns) + pending(state, player, Values(state, player, needs))
    if state.num_players == 1:
        points += MONTH_AHEAD * turns
    return points


def heuristic(game: Game[Any, Any], state: GameState) -> list[float]:
    """Every player's projected total against the best other projection, in (-1, 1)."""
    assert isinstance(state, CreatureComfortsState)
    projected = [projected_score(state, player) for player in range(state.num_players)]
    return lead_values(projected, LEAD_SOFTNESS, SOLO_SCALE)


# ------------------------------------------------------------------------------------------ dice

ANY_DIE = Single()  # the fixed locations and Glades take one die of any value
VILLAGE_SAMPLES = 24  # enough to tell a likely placement from an unlikely one; each is cached per Family roll


@cache
def _village_samples() -> tuple[tuple[int, int, int, int], ...]:
    """A fixed spread of Village rolls for judging placements (deterministic, so the AI stays replayable)."""
    rng = Rng.from_seed(0xC0FFEE)
    return tuple((rng.roll(), rng.roll(), rng.roll(), rng.roll()) for _ in range(VILLAGE_SAMPLES))


def _size(need: Requirement) -> int | None:
    if isinstance(need, Single | OneOf):
        return 1
    if isinstance(need, Exact):
        return len(need.values)
    if isinstance(need, Same | Parity | Sum):
        return need.dice
    assert isinstance(need, Run)
    return need.length


@cache
def can_meet(need: Requirement, pool: tuple[int, ...]) -> bool:
    """Whether some of the dice in ``pool`` (sorted) meet the requirement."""
    return bool(_subsets(need, (), pool))


@cache
def meet_chance(need: Requirement, family: tuple[int, int]) -> float:
    """Share of Village rolls with which the Family dice and the Village dice can meet ``need``."""
    samples = _village_samples()
    return sum(can_meet(need, tuple(sorted(family + roll))) for roll in samples) / len(samples)


# A location still to be met: its requirement and the dice already on it (sorted).
Open = tuple[Requirement, tuple[int, ...]]
COVER_MEMO_SIZE = 1 << 16  # answers kept per memo: a long benchmark run meets far more dice than one game


def _subsets(need: Requirement, own: tuple[int, ...], pool: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The distinct sets of dice from ``pool`` (sorted) that complete ``need`` together with ``own``."""
    size = _size(need)
    if size is None:
        sizes: Sequence[int] = range(1, len(pool) + 1)
    elif size - len(own) < 1:
        return []
    else:
        sizes = (size - len(own),)
    found = {dice for k in sizes for dice in set(combinations(pool, k)) if need.meets(own + dice)}
    return sorted(found)


@lru_cache(maxsize=COVER_MEMO_SIZE)
def covers(needs: tuple[Open, ...], pool: tuple[int, ...]) -> tuple[int, ...]:
    """Every set of the ``needs`` (bit i for ``needs[i]``) that the dice in ``pool`` (sorted) complete at once.

    A die goes to one location only, so locations that each look reachable may not all be: six dice rarely
    meet a pair, a run of three and a sum together. Valuing each alone overrated a hand of demanding
    locations, and the search then judged a month's placements by one figure and its dice by another.
    """
    # Locations that take any one die need only a die left over; the others are matched die by die.
    loose = [i for i, (need, own) in enumerate(needs) if need == ANY_DIE and not own]
    strict = [i for i in range(len(needs)) if i not in loose]
    memo: dict[tuple[int, tuple[int, ...]], dict[int, int]] = {}

    def from_index(at: int, left: tuple[int, ...]) -> dict[int, int]:
        """Each set of ``strict[at:]`` the dice ``left`` can meet, with the most dice it can leave over."""
        if at == len(strict):
            return {0: len(left)}
        key = (at, left)
        known = memo.get(key)
        if known is not None:
            return known
        index = strict[at]
        need, own = needs[index]
        found = dict(from_index(at + 1, left))
        for dice in _subsets(need, own, left):
            rest = list(left)
            for die in dice:
                rest.remove(die)
            for mask, spare in from_index(at + 1, tuple(rest)).items():
                mask |= 1 << index
                if spare > found.get(mask, -1):
                    found[mask] = spare
        memo[key] = found
        return found

    masks: set[int] = set()
    for mask, spare in from_index(0, pool).items():
        for count in range(min(spare, len(loose)) + 1):
            for chosen in combinations(loose, count):
                masks.add(mask | sum(1 << i for i in chosen))
    return tuple(sorted(masks))


def best_cover(masks: Sequence[int], gains: Sequence[float]) -> int:
    """The set of locations (a mask from ``covers``) worth most, by what meeting each adds."""
    best, best_worth = 0, 0.0
    for mask in masks:
        worth = sum(gain for index, gain in enumerate(gains) if mask >> index & 1)
        if worth > best_worth + ROUNDING_NOISE:
            best, best_worth = mask, worth
    return best


@lru_cache(maxsize=COVER_MEMO_SIZE)
def placement_covers(needs: tuple[Open, ...], family: tuple[int, int]) -> tuple[tuple[tuple[int, ...], float], ...]:
    """``covers`` for each of the Village rolls the placements are judged by, alike ones merged with their
    share of the rolls."""
    shares: dict[tuple[int, ...], float] = {}
    samples = _village_samples()
    for roll in samples:
        masks = covers(needs, tuple(sorted(family + roll)))
        shares[masks] = shares.get(masks, 0.0) + 1.0 / len(samples)
    return tuple(shares.items())


def fits(need: Requirement, dice: list[int]) -> bool:
    """Whether ``dice`` could still grow into a set meeting ``need`` (more dice may follow)."""
    if isinstance(need, Single | OneOf):
        return len(dice) == 1 and need.meets(dice)
    if isinstance(need, Exact):
        left = list(need.values)
        for die in dice:
            if die not in left:
                return False
            left.remove(die)
        return True
    if isinstance(need, Same):
        return len(dice) <= need.dice and len(set(dice)) == 1
    if isinstance(need, Parity):
        return len(dice) <= need.dice and all(d % 2 == (0 if need.parity == "even" else 1) for d in dice)
    if isinstance(need, Run):
        return len(dice) <= need.length and len(set(dice)) == len(dice) and max(dice) - min(dice) < need.length
    assert isinstance(need, Sum)
    total = sum(dice)
    if need.dice is None:
        return total <= need.max
    more = need.dice - len(dice)
    return more >= 0 and total + more <= need.max and total + 6 * more >= need.min


# ------------------------------------------------------------------------------------------ locations


def _location(state: CreatureComfortsState, location: str) -> tuple[Requirement, Reward] | None:
    """The dice a Valley or River location asks for and what it gives; None for the other locations."""
    location = base(location)
    if location in RIVER:
        return _river(state.dial, RIVER[location])
    if location in VALLEY:
        stack, index = location.split("_")
        card = state.valley.get(stack)
        if card is None:
            return None
        spot = _valley_cards()[card].locations[int(index)]
        return spot.requirement, spot.reward
    return None


class Values:
    """What things are worth to one player right now: Goods their hand asks for count more."""

    def __init__(self, state: CreatureComfortsState, player: int, needs: dict[str, int] | None = None) -> None:
        self.state = state
        self.me = state.players[player]
        self.turns = turns_left(state, player)
        self.needs = hand_plan(self.me, self.turns)[1] if needs is None else needs
        self.horizon = min(1.0, self.turns / 4.0)
        # one rollout call asks about the same few locations and cards for many actions
        self._locations: dict[tuple[str, int | None], float] = {}
        self._cards: dict[str, float] = {}
        self._gains: dict[str, float] = {}
        self._hand: float | None = None  # the hand and spare material now, as ``card_gain`` counts them
        self._held: float | None = None  # holding_worth of what the player holds now, once asked

    def worker(self, location: str, chance: float, die: int | None) -> float:
        """A worker's expected worth: its location's if the dice meet it, else a Lesson Learned token."""
        return chance * self.location(location, die) + (1.0 - chance) * LESSON_VALUE * self.horizon

    def good(self, good: str) -> float:
        return NEEDED_GOOD if self.needs[good] > 0 else SURPLUS_GOOD

    def goods(self, goods: Sequence[str]) -> float:
        """Worth of gaining ``goods`` together (a second copy of a needed Good counts only if needed twice)."""
        taken: dict[str, int] = {}
        total = 0.0
        for good in goods:
            taken[good] = taken.get(good, 0) + 1
            total += NEEDED_GOOD if taken[good] <= self.needs[good] else SURPLUS_GOOD
        return total

    def best_good(self) -> float:
        return NEEDED_GOOD if any(self.needs.values()) else SURPLUS_GOOD

    def _holding(self, goods: dict[str, int], coins: int, stories: int, lessons: int) -> float:
        return holding_worth(self.me, self.turns, (goods, coins, stories), lessons)

    def _held_now(self) -> float:
        if self._held is None:
            me = self.me
            self._held = self._holding(me.goods, me.coins, me.stories, me.lessons)
        return self._held

    def reward(self, reward: Reward) -> float:
        """What taking ``reward`` adds to the projection; Goods of one's choice are chosen one at a time."""
        return self.rewards((reward,))

    def rewards(self, rewards: Sequence[Reward]) -> float:
        """What taking all of ``rewards`` adds together: two Goods that complete a card's cost together are
        worth that card once, where pricing each alone would count it twice."""
        me = self.me
        held = self._held_now()
        goods = dict(me.goods)
        coins, stories, lessons, comforts = me.coins, me.stories, me.lessons, 0
        choose: list[bool] = []
        for reward in rewards:
            for good, n in reward.goods.items():
                goods[good] += n
            coins += reward.coins
            stories += reward.stories
            lessons += reward.lesson_learned
            comforts += reward.comforts
            choose += [True] * reward.any_goods + [False] * reward.different_goods
        taken: set[str] = set()
        for any_kind in choose:
            choices = [g for g in GOODS if any_kind or g not in taken]
            pick = max(choices, key=lambda g: self._holding({**goods, g: goods[g] + 1}, coins, stories, lessons))
            goods[pick] += 1
            taken.add(pick)
        gained = self._holding(goods, coins, stories, lessons) - held
        return gained + self.blind_draw() * comforts

    def card(self, card: str) -> float:
        """A Comfort's worth to this player: its points, discounted by what it still lacks."""
        worth = self._cards.get(card)
        if worth is None:
            missing = _shortfall(comfort_price(card), self.me)
            chance = craft_chance(missing, max(self.turns, 1.0))
            net = card_points(card, self.me) - spent_points(comfort_price(card))
            worth = self._cards[card] = net * max(0.1, chance)
        return worth

    def card_gain(self, card: str) -> float:
        """What taking ``card`` into the hand adds to the projection (it may take Goods other cards wanted)."""
        gain = self._gains.get(card)
        if gain is None:
            me, turns = self.me, self.turns
            if self._hand is None:
                hand, _, spare = hand_plan(me, turns)
                self._hand = hand + later_use(spare, me.lessons, turns)
            hand, _, spare = hand_plan(me, turns, extra=card)
            gain = self._gains[card] = hand + later_use(spare, me.lessons, turns) - self._hand
        return gain

    def blind_draw(self) -> float:
        """What a Comfort drawn blind adds: the face-up cards of the Owl's Nest, dealt from the same deck, stand
        in for it (a flat worth overrated draws into a hand that could not fund another card)."""
        face_up = self.state.owls_nest
        if not face_up:
            return COMFORT_DRAW * (FULL_HAND_DRAW if self.hand_floor() > 0 else 1.0)
        return max(0.0, sum(self.card_gain(c) for c in face_up) / len(face_up))

    def hand_floor(self) -> float:
        """What a new card must beat to be kept: the weakest card of a full hand (0 while there is room)."""
        cards = [c for c in self.me.hand if c is not None]
        if len(cards) < HAND_LIMIT:
            return 0.0
        return max(1e-3, min(self.card(c) for c in cards))

    def improvement(self, improvement_id: str | None) -> float:
        """Points an Improvement brings now (its own and the Cottage slot it empties), if affordable."""
        if improvement_id is None or improvement_id in self.me.improvements:
            return 0.0
        improvement = _improvements()[improvement_id]
        if _shortfall(improvement_price(improvement_id), self.me):
            return 0.0
        slots = load_content().setup.cottage_slots
        built = len(self.me.improvements)
        if built >= len(slots):
            return 0.0
        # paying is priced as what it takes off this projection (sets, the hand's funding, later use), as rewards are
        price = improvement_price(improvement_id)
        goods = dict(self.me.goods)
        _consume(price, goods, self.me.coins, self.me.stories)
        paid = self._holding(goods, self.me.coins - price.coins, self.me.stories - price.stories, self.me.lessons)
        return improvement.vp + slots[built].vp + paid - self._held_now()

    def location(self, location: str, die: int | None = None) -> float:
        """Worth of resolving ``location`` (with ``die`` where the value matters)."""
        key = (location, die if base(location) in (OWL_BLIND, WORKSHOP) else None)
        worth = self._locations.get(key)
        if worth is None:
            worth = self._locations[key] = self._location_worth(location, die)
        return worth

    def _location_worth(self, location: str, die: int | None) -> float:
        state = self.state
        location = base(location)
        spot = _location(state, location)
        if spot is not None:
            return self.reward(spot[1])
        if location == OWL_FACE_UP:
            return max(0.0, max((self.card_gain(c) for c in state.owls_nest), default=0.0))
        if location == OWL_BLIND:
            draws = 2 if die is not None and die >= 5 else 1
            return draws * self.blind_draw()
        if location == WORKSHOP:
            reach = len(state.workshop) if die is None else min(die, len(state.workshop))
            return max(0.0, *(self.improvement(i) for i in state.workshop[:reach]))
        if location == MARKET:
            return MARKET_VISIT if self.me.coins or sum(self.me.goods.values()) >= 3 else 0.1
        if location == INN:
            return INN_VISIT
        if location.startswith("glade:"):
            reward = _reward_at(state, location)
            return 0.5 if reward is None else self.reward(reward)
        return 0.5


def _reward_at(state: CreatureComfortsState, location: str) -> Reward | None:
    """What resolving a Valley or River location or a Glade gives, where that is a fixed reward."""
    spot = _location(state, location)
    if spot is not None:
        return spot[1]
    location = base(location)
    if location.startswith("glade:"):
        ability = _improvements()[location.split(":")[2]].ability
        return ability.user if isinstance(ability, Glade) else None
    return None


# ------------------------------------------------------------------------------------------ this month


def _requirement(state: CreatureComfortsState, location: str) -> Requirement:
    spot = _location(state, location)
    return ANY_DIE if spot is None else spot[0]


def pending(state: CreatureComfortsState, player: int, values: Values) -> float:
    """Expected worth of this month's workers that have not been resolved yet.

    Each counts by whether the dice can meet its location together with the player's other locations (see
    ``covers``): while placing, over a fixed spread of Village rolls with the Family dice; once the Village
    dice are rolled, with the player's six dice; on the player's own turn, with the dice still unassigned.
    The dice go where they are worth most, as the player will put them.
    """
    step = state.step
    me = state.players[player]
    if step == "place":
        placement = state.placing[player] if player < len(state.placing) else None
        if placement is None:
            return 0.0
        family = (min(me.family), max(me.family))
        # One order for every order of placing, so the memo shares answers; a family has one worker per location.
        workers = sorted(placement.workers)
        needs = tuple((_requirement(state, loc), ()) for loc in workers)
        gains = [_meeting_gain(values, loc, family[1]) for loc in workers]
        chances = [0.0] * len(workers)
        for masks, share in placement_covers(needs, family):
            chosen = best_cover(masks, gains)
            for index in range(len(workers)):
                if chosen >> index & 1:
                    chances[index] += share
        total = sum(values.worker(loc, chance, family[1]) for loc, chance in zip(workers, chances, strict=True))
        if player in state.queue:
            total += (WORKERS - len(placement.workers)) * AVERAGE_WORKER
        return total
    if step != "turn" or player not in state.queue or state.turn is None:
        return 0.0
    turn = state.turn
    if turn.player == player:
        return _turn_pending(state, player, values)
    pool = tuple(sorted((*me.family, *state.village)))
    workers = sorted(set(me.workers))
    needs = tuple((_requirement(state, loc), ()) for loc in workers)
    chosen = best_cover(covers(needs, pool), [_meeting_gain(values, loc, pool[-1]) for loc in workers])
    chances = {loc: 1.0 if chosen >> index & 1 else 0.0 for index, loc in enumerate(workers)}
    return _met_worth(state, values, chances, dict.fromkeys(workers, pool[-1]), me.workers)


def _meeting_gain(values: Values, location: str, die: int | None) -> float:
    """What meeting a worker's location adds over leaving it (which still brings a Lesson Learned token)."""
    return values.worker(location, 1.0, die) - values.worker(location, 0.0, die)


def _turn_pending(state: CreatureComfortsState, player: int, values: Values) -> float:
    turn = state.turn
    assert turn is not None
    on: dict[str, list[int]] = {}
    free: list[int] = []
    for die, at in enumerate(turn.assigned):
        if at is None:
            free.append(turn.values[die])
        else:
            on.setdefault(at, []).append(turn.values[die])
    if turn.step not in ("assign", "resolve", "trade"):
        return 0.0
    workers = state.players[player].workers
    top = max(free) if free else None
    # In a fixed order (not a set's, which follows string hashing and changes from one process to the next):
    # floating-point sums depend on their order, and the AI must choose the same move in every process.
    chances: dict[str, float] = {}
    still_open: list[str] = []
    for location in dict.fromkeys([*workers, *on]):
        if location in turn.resolved:
            continue
        need = _requirement(state, location)
        dice = on.get(location, [])
        if dice and need.meets(dice):
            chances[location] = 1.0
        elif turn.step == "assign" and (not dice or fits(need, dice)):
            chances[location] = 0.0
            still_open.append(location)
        else:
            chances[location] = 0.0
    if still_open:
        still_open.sort()
        needs = tuple((_requirement(state, loc), tuple(sorted(on.get(loc, [])))) for loc in still_open)
        gains = [_open_gain(values, loc, _die(on.get(loc, []), top), loc in workers) for loc in still_open]
        chosen = best_cover(covers(needs, tuple(sorted(free))), gains)
        for index, location in enumerate(still_open):
            if chosen >> index & 1:
                chances[location] = 1.0
    return _met_worth(state, values, chances, {loc: _die(on.get(loc, []), top) for loc in chances}, workers)


def _met_worth(
    state: CreatureComfortsState,
    values: Values,
    chances: dict[str, float],
    dice: dict[str, int | None],
    workers: Sequence[str],
) -> float:
    """This month's unresolved locations, each by its chance of being met; the rewards of those sure to be
    met are priced together (see ``Values.rewards``), so collecting one does not lower the others."""
    total = 0.0
    sure: list[Reward] = []
    for location, chance in chances.items():
        reward = _reward_at(state, location) if chance == 1.0 else None
        if reward is not None:
            sure.append(reward)
        elif location in workers:
            total += values.worker(location, chance, dice[location])
        else:  # a Glade: no worker, so nothing to learn from leaving it
            total += chance * values.location(location, dice[location])
    return total + (values.rewards(sure) if sure else 0.0)


def _die(dice: list[int], top: int | None) -> int | None:
    return max(dice) if dice else top


def _open_gain(values: Values, location: str, die: int | None, worker: bool) -> float:
    return _meeting_gain(values, location, die) if worker else values.location(location, die)


# ------------------------------------------------------------------------------------------ rollout policy


def rollout_weights(game: Game[Any, Any], state: GameState, legal: Sequence[Action]) -> list[float]:
    """One weight per legal action: a plausible player's preferences (see the module docstring)."""
    assert isinstance(state, CreatureComfortsState)
    player = legal[0].player
    step = state.step
    if step == "place":
        return _placement_weights(state, player, legal)
    if step == "turn":
        assert state.turn is not None
        if state.turn.step in ("assign", "resolve"):
            return _dice_weights(state, player, legal)
    return _choice_weights(state, player, legal)


# Placement weights depend on the player's stock and hand and the month's board, not on the workers already
# placed, so the rollouts of one search share them (bounded: cleared when full).
_PLACEMENT_MEMO: dict[tuple[object, ...], dict[tuple[str, bool], float]] = {}
PLACEMENT_MEMO_SIZE = 4096


def _placement_key(state: CreatureComfortsState, player: int) -> tuple[object, ...]:
    me = state.players[player]
    return (
        tuple(me.hand),
        tuple(me.goods.values()),
        me.coins,
        me.stories,
        tuple(me.crafted),
        tuple(me.improvements),
        tuple(me.family),
        state.months - state.month,
        state.dial,
        tuple(state.valley.values()),
        tuple(state.owls_nest),
        tuple(state.workshop),
    )


def _placement_weights(state: CreatureComfortsState, player: int, legal: Sequence[Action]) -> list[float]:
    key = _placement_key(state, player)
    memo = _PLACEMENT_MEMO.get(key)
    if memo is None:
        if len(_PLACEMENT_MEMO) >= PLACEMENT_MEMO_SIZE:
            _PLACEMENT_MEMO.clear()
        memo = _PLACEMENT_MEMO[key] = {}
    values: Values | None = None
    weights = []
    for action in legal:
        if isinstance(action, FinishPlacing):
            weights.append(1.0 if len(legal) == 1 else MISFIT)  # a worker is never wasted: it learns a lesson
            continue
        if not isinstance(action, PlaceWorker):
            weights.append(1.0)
            continue
        weight = memo.get((action.location, action.wheelbarrow))
        if weight is None:
            if values is None:
                values = Values(state, player)
            weight = memo[action.location, action.wheelbarrow] = _placement_weight(state, values, action)
        weights.append(weight)
    return weights


def _placement_weight(state: CreatureComfortsState, values: Values, action: PlaceWorker) -> float:
    family = (min(values.me.family), max(values.me.family))
    spot = _location(state, action.location)
    worth = values.location(action.location, family[1])
    chance = 1.0 if spot is None else meet_chance(spot[0], (family[0], family[1]))
    if action.wheelbarrow:
        worth += values.best_good()
    # an unresolved worker still brings a Lesson Learned token home
    return 0.1 + chance * worth + (1.0 - chance) * LESSON_VALUE


def _dice_weights(state: CreatureComfortsState, player: int, legal: Sequence[Action]) -> list[float]:
    turn = state.turn
    assert turn is not None
    values = Values(state, player)
    on: dict[str, list[int]] = {}
    for die, at in enumerate(turn.assigned):
        if at is not None:
            on.setdefault(at, []).append(turn.values[die])
    needs: dict[str, Requirement] = {}
    for location in [*state.players[player].workers, *(a.location for a in legal if isinstance(a, AssignDie))]:
        if location not in needs:
            spot = _location(state, location)
            needs[location] = ANY_DIE if spot is None else spot[0]
    # Locations still short of dice that only particular values can serve: keep those dice for them.
    picky = [
        loc
        for loc, need in needs.items()
        if (not isinstance(need, Single) or need.min > 1 or need.max < 6) and not need.meets(on.get(loc, []))
    ]
    wanted = [0] * len(turn.values)
    for die, at in enumerate(turn.assigned):
        if at is None:
            value = turn.values[die]
            wanted[die] = sum(1 for loc in picky if fits(needs[loc], [*on.get(loc, []), value]))
    weights: list[float] = []
    useful = False
    for action in legal:
        if isinstance(action, AssignDie):
            need = needs[action.location]
            value = turn.values[action.die]
            dice = [*on.get(action.location, []), value]
            worth = 0.2 + values.location(action.location, value)
            if need.meets(dice[:-1]):
                weight = MISFIT  # already met: another die adds nothing
            elif need.meets(dice):
                weight = COMPLETES * worth
            elif fits(need, dice):
                weight = FITS * worth
            else:
                weight = MISFIT
            if weight > MISFIT:
                useful = True
                if action.location not in picky:
                    weight /= 1 + 3 * wanted[action.die]
            weights.append(weight)
        elif isinstance(action, ModifyDie):
            weights.append(FITS if _modify_helps(turn.values, turn.assigned, on, needs, picky, action) else MISFIT)
        else:
            weights.append(-1.0)  # filled in below, once we know whether a useful die is left
    resolving = any(isinstance(a, Resolve) for a in legal)
    for index, action in enumerate(legal):
        if weights[index] != -1.0:
            continue
        if isinstance(action, Resolve):
            weights[index] = WAIT if useful else 1.0 + _resolve_worth(state, values, action)
        elif action.kind == "end_locations":
            weights[index] = WAIT if useful or resolving else 1.0
        else:  # an Improvement's die changes (Umbrella, Weathervane): left to the search to find uses for
            weights[index] = MISFIT
    return weights


def _modify_helps(
    values: list[int],
    assigned: list[str | None],
    on: dict[str, list[int]],
    needs: dict[str, Requirement],
    picky: list[str],
    action: ModifyDie,
) -> bool:
    """Whether changing the die makes a location's requirement met (where it sits, or where it could go)."""
    before = values[action.die]
    after = before + action.delta
    at = assigned[action.die]
    if at is not None:
        dice = list(on.get(at, []))
        if at not in needs or needs[at].meets(dice):
            return False
        dice.remove(before)
        return needs[at].meets([*dice, after])
    return any(
        needs[loc].meets([*on.get(loc, []), after]) and not needs[loc].meets([*on.get(loc, []), before])
        for loc in picky
    )


def _resolve_worth(state: CreatureComfortsState, values: Values, action: Resolve) -> float:
    location = base(action.location)
    if location == OWL_FACE_UP and action.choice is not None and action.choice < len(state.owls_nest):
        return values.card(state.owls_nest[action.choice])
    if location == WORKSHOP and action.choice is not None:
        worth = values.improvement(state.workshop[action.choice - 1])
        return max(0.1, worth - sum(values.good(g) for g in action.pay) * 0.5)
    worth = values.goods(action.gain) + (values.good(action.extra) if action.extra else 0.0)
    return max(0.1, worth - sum(values.good(g) for g in action.pay))


def _choice_weights(state: CreatureComfortsState, player: int, legal: Sequence[Action]) -> list[float]:
    values = Values(state, player)
    me = state.players[player]
    crafting = any(isinstance(a, Craft) for a in legal)
    weights: list[float] = []
    for action in legal:
        if isinstance(action, Craft):
            spent = sum(values.good(g) for g in action.pay)
            weights.append(CRAFT * card_points(action.card, me) / (1.0 + spent))
        elif isinstance(action, EndCrafting):
            weights.append(WAIT if crafting else 1.0)
        elif isinstance(action, DiscardComfort | DiscardStarting):
            weights.append(1.0 / (0.5 + values.card(action.card)) ** 2)
        elif isinstance(action, TakeFaceUp):
            weights.append(1.0 + values.card(state.owls_nest[action.slot]))
        elif action.kind == "take_from_discard":  # Striped Skunk
            weights.append(1.0 + values.card(action.card))  # type: ignore[attr-defined]
        elif action.kind == "use_valley":  # Blue Jay
            weights.append(1.0 + values.location(action.location))  # type: ignore[attr-defined]
        elif action.kind == "give_goods":  # Canada Lynx: part with the Goods the hand needs least
            weights.append(1.0 / (0.2 + sum(values.good(g) for g in action.goods)))  # type: ignore[attr-defined]
        elif isinstance(action, Trade):
            paid, gain = _trade_extras(state, action)
            gain += values.goods(action.gain)
            paid += sum(values.good(g) for g in action.pay)
            paid += sum(values.card(c) for c in action.cards)
            weights.append(4.0 * (gain - paid) if gain > paid else WAIT)
        elif isinstance(action, EndTrades):
            weights.append(1.0)
        elif isinstance(action, GiveGood):
            weights.append(STORY - values.good(action.good) + 0.1 if values.good(action.good) < STORY else WAIT)
        else:  # Pass, Wild Turkey's die settings
            weights.append(1.0)
    return weights


def _trade_extras(state: CreatureComfortsState, action: Trade) -> tuple[float, float]:
    """Worth of what a trade pays and brings besides Goods (Coins, Stories, tokens, Comfort draws)."""
    turn = state.turn
    if turn is None:
        return 0.0, 0.0
    if turn.trade_at is None:
        return 0.0, 0.0
    if base(turn.trade_at) == MARKET:
        market = load_content().setup.market
        if not 0 <= action.option < len(market):
            return 0.0, 0.0  # the Scale's swap: one Good for another
        cost, reward = market[action.option].pay, market[action.option].gain
    else:
        dice = [turn.values[d] for d, at in enumerate(turn.assigned) if at == turn.trade_at]
        if state.traveler is None or not dice:
            return 0.0, 0.0
        terms = load_content().traveler(state.traveler).inn_option(dice[0]).action
        if not isinstance(terms, TradeTerms):
            return 0.0, 0.0
        cost, reward = terms.pay, terms.gain
    paid = COIN * cost.coins + STORY * cost.stories + LESSON_VALUE * cost.lesson_learned
    gained = COIN * reward.coins + STORY * reward.stories + LESSON_VALUE * reward.lesson_learned
    return paid, gained + COMFORT_DRAW * reward.comforts
