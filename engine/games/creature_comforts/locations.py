"""The board's locations: where workers may go, what dice each accepts, and what resolving one does.

Location ids: ``forest_0``/``forest_1``/``meadow_0``/``meadow_1`` (the two spaces of each face-up Valley
card), ``river_1``/``river_2``/``river_3`` (the dial's one-specific, one-of-two and one-of-three windows),
``owl_face_up`` and ``owl_blind`` (the Owl's Nest's two spaces), ``workshop``, ``market``, ``inn``, and
``glade:<owner>:<improvement>`` for a Glade (Family dice only, no worker). A worker lent by the Common Loon
stands at ``<location>@lent``: it is the same place, but a separate space for dice, so it may share a
location with one of its borrower's own workers (one worker per location per family, counted by colour).

Our reading of the Workshop ladder: slot 1 is the top and slot 6 the bottom (the rules document's Upkeep
discards "the bottom (slot 6)" and deals "into the top slot"), so new Improvements enter at slot 1 and
age towards slot 6.
"""

from __future__ import annotations

from functools import cache

from hearthwood.engine.core import mention

from .content import (
    Cost,
    Exact,
    Glade,
    GrantToken,
    Location,
    LocationBonus,
    OneOf,
    Parity,
    Requirement,
    Reward,
    Run,
    Same,
    Single,
    Sum,
    load_content,
)
from .handlers import marten, mole, workshop_value
from .payments import add, can_afford_rest, coins_due, gain, gain_options, pay, payment_options
from .state import CreatureComfortsState, Player

VALLEY: tuple[str, ...] = ("forest_0", "forest_1", "meadow_0", "meadow_1")
RIVER: dict[str, str] = {"river_1": "one_specific", "river_2": "one_of_two", "river_3": "one_of_three"}
OWL_FACE_UP = "owl_face_up"
OWL_BLIND = "owl_blind"
WORKSHOP = "workshop"
MARKET = "market"
INN = "inn"
PLACEABLE: tuple[str, ...] = (*VALLEY, *RIVER, OWL_FACE_UP, OWL_BLIND, WORKSHOP, MARKET, INN)
WORKERS = 4
FAMILY_DICE = 2  # dice 0 and 1 of a turn are the Family dice, 2-5 the Village dice

NAMES: dict[str, str] = {
    "forest_0": "the Forest (left)",
    "forest_1": "the Forest (right)",
    "meadow_0": "the Meadow (left)",
    "meadow_1": "the Meadow (right)",
    "river_1": "the River (one value)",
    "river_2": "the River (two values)",
    "river_3": "the River (three values)",
    OWL_FACE_UP: "the Owl's Nest (face up)",
    OWL_BLIND: "the Owl's Nest (draw)",
    WORKSHOP: "the Workshop",
    MARKET: "the Market",
    INN: "the Inn",
}
LENT = "@lent"


def base(location: str) -> str:
    """The board location a worker stands on (a lent worker's space is the same place)."""
    return location.removesuffix(LENT)


def location_name(location: str) -> str:
    if location.startswith("glade:"):
        return f"the {load_content().improvement(parse_glade(location)[1]).name} Glade"
    name = NAMES[base(location)]
    return f"{name} (lent worker)" if location.endswith(LENT) else name


def open_locations(state: CreatureComfortsState) -> list[str]:
    """Where workers may go this month: not the Forest under the Pine Marten, not where the solo game's
    Neighbours stand."""
    closed = set(VALLEY[:2]) if marten(state) else set()
    if state.neighbours_at is not None:
        closed.add(state.neighbours_at)
    return [location for location in PLACEABLE if location not in closed]


def glade_id(owner: int, improvement: str) -> str:
    return f"glade:{owner}:{improvement}"


def parse_glade(location: str) -> tuple[int, str]:
    _, owner, improvement = location.split(":")
    return int(owner), improvement


def glades(state: CreatureComfortsState) -> list[str]:
    content = load_content()
    return [
        glade_id(owner, i)
        for owner, player in enumerate(state.players)
        for i in player.improvements
        if content.improvement(i).is_glade
    ]


def glade_ability(location: str) -> Glade:
    ability = load_content().improvement(parse_glade(location)[1]).ability
    assert isinstance(ability, Glade)
    return ability


def valley_location(state: CreatureComfortsState, location: str) -> Location:
    stack, index = base(location).split("_")
    card = state.valley[stack]
    assert card is not None
    return load_content().valley_card(card).locations[int(index)]


def requirement(state: CreatureComfortsState, location: str) -> Requirement:
    """The dice a location asks for. Fixed locations and Glades take one die of any value."""
    location = base(location)
    if location in VALLEY:
        return valley_location(state, location).requirement
    if location in RIVER:
        return _river_requirement(state.dial, RIVER[location])
    return ANY_DIE


ANY_DIE = Single()  # what the fixed locations and Glades ask for: one die of any value


@cache
def _river_requirement(dial: int, section: str) -> Requirement:
    return load_content().river.requirement(dial, section)  # type: ignore[arg-type]


def capacity(state: CreatureComfortsState, location: str) -> int:
    """The most dice worth putting on a location: as many as its requirement names."""
    need = requirement(state, location)
    if isinstance(need, Single | OneOf):
        return 1
    if isinstance(need, Exact):
        return len(need.values)
    if isinstance(need, Sum):
        return need.dice or 6
    if isinstance(need, Same | Parity):
        return need.dice
    assert isinstance(need, Run)
    return need.length


def bonus(state: CreatureComfortsState, location: str) -> Reward:
    """What this month's Traveler adds at a location (Black Bear, American Beaver)."""
    if state.traveler is None:
        return Reward()
    power = load_content().traveler(state.traveler).power
    if not isinstance(power, LocationBonus):
        return Reward()
    location = base(location)
    group = power.locations
    hit = (
        (group == "valley" and location in VALLEY)
        or (group == "river" and location in RIVER)
        or (group in ("forest", "meadow") and location.startswith(group))
    )
    return power.gain if hit else Reward()


def base_reward(state: CreatureComfortsState, location: str) -> Reward:
    """What a Valley or River location gives this month, with the Traveler's bonus."""
    where = base(location)
    if where in VALLEY:
        reward = valley_location(state, where).reward
    else:
        reward = load_content().river.section(RIVER[where]).reward  # type: ignore[arg-type]
    return add(reward, bonus(state, where))


def raven_coin(state: CreatureComfortsState, location: str) -> int:
    """Common Raven: a location with a Coin on it pays one Coin more each time it is resolved this month."""
    return 1 if base(location) in state.raven_coins else 0


def dice_on(state: CreatureComfortsState, location: str) -> list[int]:
    turn = state.turn
    assert turn is not None
    return [turn.values[d] for d, at in enumerate(turn.assigned) if at == location]


def ready(state: CreatureComfortsState, location: str) -> bool:
    dice = dice_on(state, location)
    return bool(dice) and requirement(state, location).meets(dice)


# ------------------------------------------------------------------------------------- draws and refills


def draw_comfort(state: CreatureComfortsState) -> str | None:
    """The top Comfort; an empty deck is made again from the discard pile (FAQ), else nothing is drawn."""
    if not state.comfort_deck and state.comfort_discard:
        state.comfort_deck = list(state.comfort_discard)
        state.comfort_discard = []
        state.rng.shuffle(state.comfort_deck)
    if not state.comfort_deck:
        return None
    card = state.comfort_deck.pop()
    assert card is not None
    return card


def draw_into_hand(state: CreatureComfortsState, player: Player, count: int) -> None:
    for _ in range(count):
        card = draw_comfort(state)
        if card is not None:
            player.hand.append(card)


def refill_owls_nest(state: CreatureComfortsState) -> None:
    faces = load_content().setup.owls_nest.face_up
    while len(state.owls_nest) < faces:
        card = draw_comfort(state)
        if card is None:
            return
        state.owls_nest.append(card)


def take_from_owls_nest(state: CreatureComfortsState, player: int, slot: int) -> str:
    """Take a face-up Comfort; the cards to its right slide left and the rightmost slot is refilled.
    Returns the log's line for it: everyone saw which card it was."""
    card = state.owls_nest.pop(slot)
    take_in_view(state.players[player], card)
    refill_owls_nest(state)
    return f"{mention(player)} takes {load_content().comfort(card).name} from the Owl's Nest"


def take_in_view(player: Player, card: str) -> None:
    """A Comfort goes into ``player``'s hand where everyone sees which it is."""
    player.hand.append(card)
    player.known_hand.append(card)


def give_up_in_view(player: Player, card: str) -> None:
    """A Comfort leaves ``player``'s hand face up (crafted, discarded, traded away); if it was one everyone
    knew of, they now know it is gone (a copy of the same card may still be in the hand unseen)."""
    player.hand.remove(card)
    if card in player.known_hand:
        player.known_hand.remove(card)


def deal_improvement(state: CreatureComfortsState) -> str | None:
    return state.improvement_deck.pop() if state.improvement_deck else None


# --------------------------------------------------------------------------------------------- resolving


def workshop_options(state: CreatureComfortsState, player: int, die: int) -> list[tuple[int, tuple[str, ...]]]:
    """(slot, payment) pairs the player may build with this Workshop die."""
    content = load_content()
    me = state.players[player]
    if len(me.improvements) >= load_content().setup.components["cottages_per_player"]:
        return []
    reach = min(workshop_value(state, player, die), len(state.workshop))
    options = []
    for slot in range(1, reach + 1):
        card = state.workshop[slot - 1]
        if card is None or card in me.improvements:
            continue  # FAQ: never two of the same Improvement
        options += [(slot, p) for p in payments_for(state, player, content.improvement(card).cost, discounted=True)]
    return options


def payments_for(state: CreatureComfortsState, player: int, cost: Cost, *, discounted: bool) -> list[tuple[str, ...]]:
    """The Goods the player may pay ``cost`` with this month (Woodpecker discount where ``discounted``,
    Stone and Coins mixed under the Mole), [] if the rest of the cost is out of reach."""
    me = state.players[player]
    under_mole = mole(state)
    if not can_afford_rest(me, cost, mole=under_mole):
        return []
    cut = discount(state) if discounted else {}
    return payment_options(cost, me.goods, cut, mole_coins=me.coins if under_mole else None)


def pay_cost(
    state: CreatureComfortsState, player: int, cost: Cost, goods: tuple[str, ...], *, discounted: bool
) -> None:
    cut = discount(state) if discounted else {}
    pay(state.players[player], cost, goods, coins_due(cost, goods, cut, mole=mole(state)))


def discount(state: CreatureComfortsState) -> dict[str, int]:
    """Pileated Woodpecker: this month's Comforts and Improvements cost less."""
    if state.traveler is None:
        return {}
    power = load_content().traveler(state.traveler).power
    return dict(power.goods.items()) if power.kind == "cost_discount" else {}


def wheelbarrow_extras(state: CreatureComfortsState, player: int, location: str) -> list[str | None]:
    """The Good the Wheelbarrow collects: one more of a kind the location gives (none if it gives no Good)."""
    if location.endswith(LENT) or state.players[player].wheelbarrow_at != location:
        return [None]
    kinds = sorted(base_reward(state, location).goods)
    return list(kinds) or [None]


def build(state: CreatureComfortsState, player: int, slot: int, goods: tuple[str, ...]) -> None:
    """Build from the Workshop: pay, move the lowest Cottage onto the card, slide the ladder, refill slot 1."""
    content = load_content()
    me = state.players[player]
    card = state.workshop.pop(slot - 1)
    assert card is not None
    improvement = content.improvement(card)
    pay_cost(state, player, improvement.cost, goods, discounted=True)
    me.improvements.append(card)
    ability = improvement.ability
    if isinstance(ability, GrantToken):
        kind = ability.token
        me.almanacs += kind == "almanac"
        me.wheelbarrow = me.wheelbarrow or kind == "wheelbarrow"
    state.workshop.insert(0, deal_improvement(state))


def resolve_glade(
    state: CreatureComfortsState, player: int, location: str, got: tuple[str, ...], paid: tuple[str, ...]
) -> None:
    owner, _ = parse_glade(location)
    ability = glade_ability(location)
    me = state.players[player]
    gain(me, ability.user, got)
    if owner != player:
        gain(state.players[owner], ability.owner, tuple(g for g, n in ability.owner.goods.items() for _ in range(n)))
        pay(me, ability.user_pays_owner, paid)
        for good in paid:
            state.players[owner].goods[good] += 1


def glade_options(
    state: CreatureComfortsState, player: int, location: str
) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(gained, paid to the owner) pairs for using a Glade."""
    owner, _ = parse_glade(location)
    ability = glade_ability(location)
    options = []
    for got in gain_options(ability.user):
        stock = dict(state.players[player].goods)
        for good in got:
            stock[good] += 1
        payments = payment_options(ability.user_pays_owner, stock) if owner != player else [()]
        options += [(got, paid) for paid in payments]
    return options
