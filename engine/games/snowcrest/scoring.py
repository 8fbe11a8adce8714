"""Final scoring: Scrolls, the building bonus, the Omen track and tokens, and one point for the most of
each resource after every face-up card and Building and every hand card is turned into its icons
(Starting Villagers give nothing then; Juniper is counted without touching the Forest). Tiebreak: most
resources in total. Solo: no points for resources."""

from __future__ import annotations

from itertools import product

from hearthwood.engine.core import ScoreSheet

from .content import RESOURCES, load_content
from .payment import PRODUCES
from .state import Player, SnowcrestState
from .village import villager

CATEGORIES = ("Scrolls", "Buildings", "Omens", "Resources")


def _holdings(player: Player) -> tuple[dict[str, int], int]:
    """Resources counted at the end, and how many wild icons are still to be given a type."""
    counts: dict[str, int] = {r: player.tokens.get(r, 0) for r in RESOURCES}
    wild = 0
    icons: list[str] = []
    for slot in player.village:
        if slot is not None and slot.face_up:
            icons += villager(slot.card).icons
    icons += [icon for card in player.hand if card is not None for icon in villager(card).icons]
    icons += [PRODUCES[b.type] for b in player.buildings if b.face_up]
    for icon in icons:
        if icon == "Wild":
            wild += 1
        else:
            counts[icon] += 1
    return counts, wild


def final_resources(state: SnowcrestState) -> list[dict[str, int]]:
    """Each player's end-of-game resources; a wild icon becomes the type that earns its owner the most
    majority points against the others' fixed holdings (the owner's choice, made as well as it can be)."""
    base = [_holdings(p) for p in state.players]
    result = []
    for me, (counts, wild) in enumerate(base):
        best = counts
        if wild:
            rivals = [c for i, (c, _) in enumerate(base) if i != me]
            best_points = -1
            for types in product(RESOURCES, repeat=wild):
                trial = dict(counts)
                for t in types:
                    trial[t] += 1
                points = sum(1 for r in RESOURCES if trial[r] > 0 and all(trial[r] >= c[r] for c in rivals))
                if points > best_points:
                    best, best_points = trial, points
        result.append(best)
    return result


def majorities(state: SnowcrestState) -> list[int]:
    if state.num_players == 1:
        return [0]
    holdings = final_resources(state)
    points = [0] * state.num_players
    for resource in RESOURCES:
        top = max(h[resource] for h in holdings)
        if top == 0:
            continue  # nobody has any: no "most" to reward (project reading)
        for player, h in enumerate(holdings):
            if h[resource] == top:
                points[player] += 1
    return points


def omen_score(player: Player) -> int:
    """What a player's Omen track position and Omen tokens are worth at the end."""
    track = load_content().omen_track
    return track.points(player.omen) + player.omen_tokens * track.token_points


def score_sheet(state: SnowcrestState) -> ScoreSheet:
    content = load_content()
    resources = majorities(state)
    rows = []
    for index, player in enumerate(state.players):
        omens = omen_score(player)
        rows.append((player.scrolls, content.building_track.bonus(len(player.buildings)), omens, resources[index]))
    return ScoreSheet(categories=CATEGORIES, points=tuple(rows))


def total_resources(state: SnowcrestState, player: int) -> int:
    return sum(final_resources(state)[player].values())
