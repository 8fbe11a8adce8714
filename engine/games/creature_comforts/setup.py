"""Setting up (rules document, section 3): the River Dial at random, the Valley stacks by season, the
Owl's Nest, the Workshop ladder, the Travelers, the Early Bird, starting Coins and 3 Comforts each.

The first Early Bird is drawn at random ("determine Early Bird"). A solo game uses the published game's
solo Improvement deck (the cards that need opponents leave); the rest of the solo rules are our own design
(solo.py)."""

from __future__ import annotations

from hearthwood.engine.core import Rng

from .content import STACKS, load_content
from .locations import refill_owls_nest
from .state import CreatureComfortsConfig, CreatureComfortsState, Player


def traveler_pool() -> list[str]:
    """All 15 Travelers (the solo game reads the ones naming other players against the Neighbours)."""
    return [t.id for t in load_content().travelers]


def improvement_pool(solo: bool) -> list[str]:
    """All 34 Improvements; 24 in a solo game, without the five that need opponents."""
    return load_content().improvement_deck(solo=solo)


def valley_stacks(config: CreatureComfortsConfig, rng: Rng) -> tuple[dict[str, list[str | None]], dict[str, list[str]]]:
    """Each stack with Spring on top, then Summer, then Fall, shuffled within each season (top is last).

    The short game removes random cards of the seasons its table names before the stack is built."""
    content = load_content()
    length = content.setup.game_length["short" if config.short_game else "normal"]
    decks: dict[str, list[str | None]] = {}
    seasons: dict[str, list[str]] = {}
    for stack in STACKS:
        decks[stack], seasons[stack] = [], []
        for season in ("fall", "summer", "spring"):  # bottom first
            cards = [card.id for card in content.valley_stack(stack, season)]
            rng.shuffle(cards)
            cards = cards[length.removed_per_stack.get(season, 0) :]
            decks[stack] += cards
            seasons[stack] += [season] * len(cards)
    return decks, seasons


def new_state(config: CreatureComfortsConfig, num_players: int, seed: int) -> CreatureComfortsState:
    content = load_content()
    setup = content.setup
    rng = Rng.from_seed(seed)
    dial = rng.roll()
    decks, seasons = valley_stacks(config, rng)
    comforts: list[str | None] = list(content.comfort_deck())
    rng.shuffle(comforts)
    improvements: list[str | None] = list(improvement_pool(num_players == 1))
    rng.shuffle(improvements)
    travelers: list[str | None] = list(traveler_pool())
    rng.shuffle(travelers)
    early_bird = rng.below(num_players)
    seats = [(early_bird + i) % num_players for i in range(num_players)]
    state = CreatureComfortsState(
        num_players=num_players,
        rng=rng,
        config=config,
        players=[Player() for _ in range(num_players)],
        months=setup.game_length["short" if config.short_game else "normal"].months,
        early_bird=early_bird,
        seats=seats,
        dial=dial,
        traveler_deck=travelers,
        valley_decks=decks,
        valley_seasons=seasons,
        comfort_deck=comforts,
        improvement_deck=improvements,
        kept=[None] * num_players,
    )
    for stack in STACKS:
        state.valley[stack] = state.valley_decks[stack].pop()
        state.valley_seasons[stack].pop()
    refill_owls_nest(state)
    state.workshop = [
        state.improvement_deck.pop() if state.improvement_deck else None for _ in range(setup.workshop_slots)
    ]
    for seat, player in enumerate(seats, start=1):
        me = state.players[player]
        me.coins = setup.coins_for(num_players, seat, short=config.short_game)
        for _ in range(setup.comforts_dealt):
            card = state.comfort_deck.pop()
            me.hand.append(card)
    state.step = "keep"
    state.queue = list(seats)
    return state
