"""Building Creature Comforts positions by hand for tests."""

from __future__ import annotations

from typing import TypedDict, Unpack

from hearthwood.engine.core import Action, perform
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.content import load_content
from hearthwood.engine.games.creature_comforts.month import start_month
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState, Step, TurnStep
from hearthwood.engine.games.creature_comforts.turns import start_turn
from tests.narrow import not_none


class Options(TypedDict, total=False):
    """The game options a test may set, as they go into the game's configuration."""

    short_game: bool


class PlayerFields(TypedDict, total=False):
    """What a test may set on the first family before its turn starts (the rest of ``Player``)."""

    hand: list[str | None]
    known_hand: list[str]
    crafted: list[str]
    improvements: list[str]
    goods: dict[str, int]
    coins: int
    stories: int
    lessons: int
    almanacs: int
    wheelbarrow: bool
    wheelbarrow_at: str | None


def new_game(players: int = 2, seed: int = 0, **config: Unpack[Options]) -> CreatureComfortsState:
    state: CreatureComfortsState = GAME.new_state(GAME.make_config(dict(config)), players, seed)
    return state


def turn_state(
    players: int = 2,
    *,
    workers: tuple[str, ...] = (),
    family: tuple[int, int] = (1, 1),
    village: tuple[int, int, int, int] = (1, 1, 1, 1),
    traveler: str = "american_beaver",
    valley: tuple[str, str] = ("F1", "M11"),
    **fields: Unpack[PlayerFields],
) -> CreatureComfortsState:
    """Player 1's turn (player index 0, the Early Bird) with these workers and dice."""
    state = new_game(players)
    state.kept = []
    state.month = 1
    _show_traveler(state, traveler)
    _show_valley(state, "forest", valley[0])
    _show_valley(state, "meadow", valley[1])
    state.step = "turn"
    state.early_bird = 0
    state.queue = list(range(players))
    me = state.players[0]
    me.hand = []
    me.workers = list(workers)
    me.family = list(family)
    state.village = list(village)
    for name, value in fields.items():
        setattr(me, name, value)
    start_turn(state, 0)
    return state


def _show_traveler(state: CreatureComfortsState, traveler: str) -> None:
    """Turn ``traveler`` face up, out of the deck, so the unseen Travelers stay as many as the deck's cards
    (a determinization deals the deck from them)."""
    if traveler in state.traveler_deck:
        state.traveler_deck.remove(traveler)
        if state.traveler is not None:
            state.traveler_deck.append(state.traveler)
    state.traveler = traveler


def _show_valley(state: CreatureComfortsState, stack: str, card: str) -> None:
    """Turn ``card`` face up on ``stack``; the card it replaces takes its place in the deck, season and all."""
    shown = state.valley.get(stack)
    deck = state.valley_decks[stack]
    if card in deck and shown is not None:
        index = deck.index(card)
        deck[index] = shown
        state.valley_seasons[stack][index] = load_content().valley_card(shown).season
    state.valley[stack] = card


def month_start(traveler: str, players: int = 2) -> CreatureComfortsState:
    """The first month begun with ``traveler`` arriving at the Inn (setup's set-aside Comforts skipped)."""
    state = new_game(players, seed=9)
    state.kept, state.queue, state.early_bird = [], [], 0
    state.traveler_deck.remove(traveler)
    state.traveler_deck.append(traveler)
    start_month(state)
    return state


def step(state: CreatureComfortsState) -> Step:
    """The game's step, read again after moves: mypy would keep ``state.step`` at a value asserted before them."""
    return state.step


def turn_step(state: CreatureComfortsState) -> TurnStep:
    """The turn's step, read again after moves (as ``step``); there must be a turn."""
    return not_none(state.turn).step


def play(state: CreatureComfortsState, *actions: Action) -> None:
    for action in actions:
        perform(GAME, state, action)


def legal(state: CreatureComfortsState) -> list[Action]:
    return GAME.legal_actions(state)
