"""Setting up by player count and variant (rules, "Setting up the game" and "Preparing to play"; Basic
and solo changes at the end of the rules). Seat 0 holds the Start Player token."""

from __future__ import annotations

from hearthwood.engine.core import Rng

from .content import load_content
from .state import CORNERS, Building, Player, Slot, SnowcrestConfig, SnowcrestState
from .village import draw


def new_state(config: SnowcrestConfig, num_players: int, seed: int) -> SnowcrestState:
    content = load_content()
    rng = Rng.from_seed(seed)
    solo = num_players == 1
    basic = config.variant == "basic"
    juniper: int
    achievements: int
    if solo:
        level = content.solo.level(config.solo_level)
        scrolls, juniper, achievements = level.scrolls, content.solo.juniper, content.solo.achievements
        barley = [level.starting_barley]
    else:
        row = content.player_count(num_players)
        scrolls = row.basic_scrolls if basic else row.scrolls
        juniper, achievements = row.juniper, row.achievements
        barley = list(content.setup.starting_barley_by_seat[:num_players])
    forest: list[str | None] = [c.id for c in content.forest_cards]
    rng.shuffle(forest)
    if basic:
        forest = forest[: content.basic.forest_cards]  # one face-down card, never turned
    guardians: list[str | None] = [] if basic else [c.id for c in content.guardians]
    rng.shuffle(guardians)
    common: list[str | None] = [c.id for c in content.common_deck(solo=solo)]
    rng.shuffle(common)
    row_cards = [common.pop(0) for _ in range(content.setup.common_row)]
    goals = [] if basic else [c.id for c in content.achievements]
    rng.shuffle(goals)
    state = SnowcrestState(
        num_players=num_players,
        rng=rng,
        config=config,
        players=[],
        scroll_supply=scrolls,
        forest_deck=forest,
        forest_juniper=juniper,
        juniper_per_card=juniper,
        guardian_deck=guardians,
        common_deck=common,
        common_row=row_cards,
        achievements=goals[:achievements],
    )
    starters = [c.id for c in content.starting_villagers]
    personal = [c.id for c in content.personal_villagers]
    for seat in range(num_players):
        player = Player(buildings=[Building(type=content.building_track.starting_building)])
        corners = list(starters)
        rng.shuffle(corners)
        for square, card in zip(CORNERS, corners, strict=True):
            player.village[square] = Slot(card=card)
        deck: list[str | None] = list(personal)
        rng.shuffle(deck)
        player.deck = deck
        player.tokens = {"Barley": barley[seat]}
        state.players.append(player)
        draw(state, seat, content.setup.hand_size)
    return state
