"""Juniper and the Forest deck: Juniper only ever comes off the top Forest card; taking the last one turns
that card up and resolves it (active player's curse, then each other player's in seat order, then the
active player's reward), then it goes under the deck, the new top card is filled, and any Juniper still
owed is taken from it (rules, "Gain Juniper" and its note)."""

from __future__ import annotations

from .content import Demand, ForestCard, load_content
from .state import DemandFrame, ForestEndFrame, JuniperFrame, SnowcrestState
from .village import gain, gain_omens, gain_scrolls, put_under, take_top


def others(state: SnowcrestState, player: int) -> list[int]:
    """The other players, clockwise from ``player``'s left."""
    return [(player + i) % state.num_players for i in range(1, state.num_players)]


def demand_frames(
    state: SnowcrestState, active: int, mine: tuple[Demand, ...], theirs: tuple[Demand, ...], name: str
) -> list[DemandFrame]:
    """The frames of an offering or curse in the order they are resolved (first = resolved first).

    Solo: curses on other players do not happen (there are none)."""
    frames = [DemandFrame(player=active, remaining=_items(mine), source=name)]
    for other in others(state, active):
        frames.append(DemandFrame(player=other, remaining=_items(theirs), source=name))
    return frames


def _items(demands: tuple[Demand, ...]) -> dict[str, int]:
    items: dict[str, int] = {}
    for demand in demands:
        items[demand.item] = items.get(demand.item, 0) + demand.count
    return items


def step_juniper(state: SnowcrestState, frame: JuniperFrame) -> list[str]:
    """Automatic: take what is owed from the top card; an emptied card is resolved before the rest."""
    taken = min(frame.remaining, state.forest_juniper)
    gain(state.players[frame.player], "Juniper", taken)
    state.forest_juniper -= taken
    frame.remaining -= taken
    if frame.remaining == 0:
        state.stack.pop()
    if state.forest_juniper > 0:
        return []
    return forest_emptied(state, frame.player)


def forest_emptied(state: SnowcrestState, player: int) -> list[str]:
    if state.config.variant == "basic":
        # Basic: the card is never turned; the emptier takes a Scroll, everyone else an Omen, then refill.
        basic = load_content().basic
        gain_scrolls(state, player, basic.forest_emptied_scrolls)
        for other in others(state, player):
            gain_omens(state.players[other], basic.forest_emptied_omens_to_others)
        state.forest_juniper = state.juniper_per_card
        return [f"{{@{player}}} empties the Forest card: a Scroll for them, an Omen for everyone else"]
    card_id = take_top(state, "forest")
    assert card_id is not None
    card = load_content().card(card_id)
    assert isinstance(card, ForestCard)
    state.revealed = card_id
    state.stack.append(ForestEndFrame(player=player, card=card_id))
    frames = demand_frames(state, player, card.active_curse, card.others_curse, card.name)
    state.stack.extend(reversed(frames))
    return [f"{{@{player}}} empties the Forest: {card.name} is revealed"]


def end_forest(state: SnowcrestState, frame: ForestEndFrame) -> list[str]:
    state.stack.pop()
    card = load_content().card(frame.card)
    assert isinstance(card, ForestCard)
    gain_scrolls(state, frame.player, card.reward.scrolls)
    put_under(state, "forest", frame.card)
    state.revealed = None
    state.forest_juniper = state.juniper_per_card
    return [f"{{@{frame.player}}} takes the Forest's reward"]
