"""A player's own things: the Village grid, hand, deck, tokens, Buildings, the Omen track and Scrolls."""

from __future__ import annotations

from functools import cache
from typing import Literal

from .content import RESOURCES, Villager, load_content
from .state import LINES, Building, Player, SnowcrestState

OMEN_MIN, OMEN_MAX = -5, 5


@cache
def villager(card_id: str) -> Villager:
    card = load_content().card(card_id)
    assert isinstance(card, Villager), card_id
    return card


@cache
def _common_ids() -> frozenset[str]:
    return frozenset(c.id for c in load_content().common_villagers)


@cache
def _starter_ids() -> frozenset[str]:
    return frozenset(c.id for c in load_content().starting_villagers)


def is_common(card_id: str) -> bool:
    return card_id in _common_ids()


def is_starter(card_id: str) -> bool:
    return card_id in _starter_ids()


def face_down_line(player: Player) -> bool:
    """Three face-down cards in a row, column or diagonal: the Rest is compulsory (and only then allowed)."""
    village = player.village
    return any(all(village[i] is not None and not village[i].face_up for i in line) for line in LINES)  # type: ignore[union-attr]


def rest(player: Player) -> tuple[int, int]:
    """A Rest's first part: face-up cards give their top-right icons, face-down Starting Villagers their Barley.
    Returns the Juniper owed, which the caller takes off the Forest deck (Juniper never comes from the supply),
    and how many wild icons the player must still give a resource type to. The cards turn face-up only once
    all of that is settled (``turn_face_up``)."""
    juniper = wild = 0
    for slot in player.village:
        if slot is None:
            continue
        income = villager(slot.card).rest_income
        for icon in income.face_up if slot.face_up else income.face_down:
            if icon == "Juniper":
                juniper += 1
            elif icon == "Wild":
                wild += 1
            else:
                gain(player, icon, 1)
    player.rests += 1
    return juniper, wild


def turn_face_up(player: Player) -> None:
    """A Rest's second part: every card in the Village turns face-up where it lies."""
    for slot in player.village:
        if slot is not None:
            slot.face_up = True


def gain(player: Player, resource: str, count: int) -> None:
    player.tokens[resource] = player.tokens.get(resource, 0) + count


def spend(player: Player, resource: str, count: int) -> None:
    have = player.tokens.get(resource, 0)
    assert have >= count, (resource, have, count)
    player.tokens[resource] = have - count


def gain_omens(player: Player, count: int) -> None:
    """Right along the track; past -5 each further Omen is an Omen token."""
    room = player.omen - OMEN_MIN
    moved = min(room, count)
    player.omen -= moved
    player.omen_tokens += count - moved


def remove_omens(player: Player, count: int) -> None:
    """Left along the track, never past +5 (the rest is lost); Omen tokens never go."""
    player.omen = min(OMEN_MAX, player.omen + count)


def gain_scrolls(state: SnowcrestState, player: int, count: int) -> None:
    """From the supply; once it is empty the game ends with the round and further Scrolls come from the box."""
    taken = min(count, state.scroll_supply)
    state.scroll_supply -= taken
    state.players[player].scrolls += count
    if state.scroll_supply == 0 and state.phase == "turns":
        state.final_round = True


def draw(state: SnowcrestState, player: int, count: int) -> int:
    """Draw from the personal deck, shuffling the discard pile into a new deck when it runs out."""
    me = state.players[player]
    drawn = 0
    for _ in range(count):
        if not me.deck and me.discard:
            me.deck = list(me.discard)
            me.discard = []
            state.rng.shuffle(me.deck)
        if not me.deck:
            break
        me.hand.append(me.deck.pop())
        drawn += 1
    return drawn


def discard_villager(state: SnowcrestState, player: int, card_id: str) -> None:
    """A card leaving a Village: Common cards under the Common deck, personal ones to the discard pile."""
    if is_common(card_id):
        put_under(state, "common", card_id)
    else:
        state.players[player].discard.append(card_id)


def buildings_in_play(state: SnowcrestState, building: str) -> int:
    return sum(1 for p in state.players for b in p.buildings if b.type == building)


def can_build(state: SnowcrestState, building: str, player: int | None = None) -> bool:
    """A type whose tiles have all been taken can no longer be built, except by a player whose full track
    holds one: the tile they return to make room goes back to the supply first."""
    tiles = next(b.tiles for b in load_content().buildings if b.type == building)
    if buildings_in_play(state, building) < tiles:
        return True
    if player is None:
        return False
    me = state.players[player]
    return track_full(me) and any(b.type == building for b in me.buildings)


def track_full(player: Player) -> bool:
    return len(player.buildings) >= load_content().building_track.spaces


def place_building(player: Player, building: str) -> None:
    """Always into the left-most free space, face-up (tiles are kept packed to the left)."""
    assert not track_full(player)
    player.buildings.append(Building(type=building))  # type: ignore[arg-type]


def refill_row(state: SnowcrestState, index: int) -> None:
    state.common_row[index] = take_top(state, "common")


# The shared face-down decks, and the state field counting the cards known to lie at each one's bottom.
DeckName = Literal["common", "forest", "guardian"]


def put_under(state: SnowcrestState, deck: DeckName, card: str) -> None:
    """A card everyone sees go under a deck: it stays known (and in order) until it is drawn again."""
    getattr(state, f"{deck}_deck").append(card)
    setattr(state, f"{deck}_known_bottom", getattr(state, f"{deck}_known_bottom") + 1)


def take_top(state: SnowcrestState, deck: DeckName) -> str | None:
    cards: list[str | None] = getattr(state, f"{deck}_deck")
    if not cards:
        return None
    card = cards.pop(0)
    field = f"{deck}_known_bottom"
    setattr(state, field, min(getattr(state, field), len(cards)))
    return card


# --- Achievements --------------------------------------------------------------------------------------


def meets(state: SnowcrestState, player: int, achievement_id: str) -> bool:
    from .content import Achievement

    card = load_content().card(achievement_id)
    assert isinstance(card, Achievement)
    cond = card.condition
    me = state.players[player]
    kinds = [b.type for b in me.buildings]
    cards = [s.card for s in me.village if s is not None]
    match cond.kind:
        case "buildings_total":
            return len(kinds) >= cond.count
        case "one_of_each_building":
            return {"Farm", "Shrine", "Forge"} <= set(kinds)
        case "buildings_of_type":
            return kinds.count(cond.building) >= cond.count  # type: ignore[arg-type]
        case "villagers_in_village":
            return len(cards) >= cond.count
        case "common_villagers_in_village":
            return sum(1 for c in cards if is_common(c)) >= cond.count
        case "omen_at_least":
            return me.omen >= cond.count and me.omen_tokens == 0
        case "tokens_of_one_resource":
            return any(me.tokens.get(r, 0) >= cond.count for r in RESOURCES if r != "Gold")
        case "no_starting_villagers":
            return not any(is_starter(c) for c in cards)
    return False


def claim_achievements(state: SnowcrestState) -> list[str]:
    """Achievements are taken at any moment of the owner's turn; checking after every step of the turn
    catches each moment a goal is met (a pile of tokens about to be spent counts)."""
    if state.phase != "turns":
        return []
    player = state.current
    events = []
    for achievement in list(state.achievements):
        if meets(state, player, achievement):
            state.achievements.remove(achievement)
            state.players[player].achievements.append(achievement)
            gain_scrolls(state, player, 2)
            events.append(f"{{@{player}}} completes the Achievement {load_content().card(achievement).name}")
    return events
