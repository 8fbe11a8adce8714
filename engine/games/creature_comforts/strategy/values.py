"""What a location, a reward, a card or a Good is worth to one family right now.

A reward is priced by what taking it adds to the projection (``holding_worth``), so that collecting it neither
gains nor loses on paper and a search has no reason to put it off; a Comfort by what it adds to the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..content import (
    GOODS,
    Glade,
    Requirement,
    Reward,
    ValleyCard,
    load_content,
)
from ..locations import INN, MARKET, OWL_BLIND, OWL_FACE_UP, RIVER, VALLEY, WORKSHOP, base
from ..state import CreatureComfortsState
from .pricing import (
    card_points,
    comfort_price,
    consume,
    craft_chance,
    hand_plan,
    holding_worth,
    improvement_price,
    improvements_by_id,
    later_use,
    shortfall,
    spent_points,
)
from .weights import (
    COMFORT_DRAW,
    FULL_HAND_DRAW,
    HAND_LIMIT,
    INN_VISIT,
    LESSON_VALUE,
    MARKET_VISIT,
    NEEDED_GOOD,
    SURPLUS_GOOD,
)


@cache
def _valley_cards() -> dict[str, ValleyCard]:
    return {c.id: c for c in load_content().valley_cards}


@cache
def _river(dial: int, section: str) -> tuple[Requirement, Reward]:
    river = load_content().river
    return river.requirement(dial, section), river.section(section).reward  # type: ignore[arg-type]


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


def location_terms(state: CreatureComfortsState, location: str) -> tuple[Requirement, Reward] | None:
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
            missing = shortfall(comfort_price(card), self.me)
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
        improvement = improvements_by_id()[improvement_id]
        if shortfall(improvement_price(improvement_id), self.me):
            return 0.0
        slots = load_content().setup.cottage_slots
        built = len(self.me.improvements)
        if built >= len(slots):
            return 0.0
        # paying is priced as what it takes off this projection (sets, the hand's funding, later use), as rewards are
        price = improvement_price(improvement_id)
        goods = dict(self.me.goods)
        consume(price, goods, self.me.coins, self.me.stories)
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
        spot = location_terms(state, location)
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
            reward = reward_at(state, location)
            return 0.5 if reward is None else self.reward(reward)
        return 0.5


def reward_at(state: CreatureComfortsState, location: str) -> Reward | None:
    """What resolving a Valley or River location or a Glade gives, where that is a fixed reward."""
    spot = location_terms(state, location)
    if spot is not None:
        return spot[1]
    location = base(location)
    if location.startswith("glade:"):
        ability = improvements_by_id()[location.split(":")[2]].ability
        return ability.user if isinstance(ability, Glade) else None
    return None
