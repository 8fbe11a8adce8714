"""Building Creature Comforts positions by hand for tests."""

from __future__ import annotations

from typing import Any

from hearthwood.engine.core import Action, perform
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.month import start_month
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.engine.games.creature_comforts.turns import start_turn


def new_game(players: int = 2, seed: int = 0, **config: Any) -> CreatureComfortsState:
    return GAME.new_state(GAME.make_config(config), players, seed)


def turn_state(
    players: int = 2,
    *,
    workers: tuple[str, ...] = (),
    family: tuple[int, int] = (1, 1),
    village: tuple[int, int, int, int] = (1, 1, 1, 1),
    traveler: str = "american_beaver",
    valley: tuple[str, str] = ("F1", "M11"),
    **fields: Any,
) -> CreatureComfortsState:
    """Player 1's turn (player index 0, the Early Bird) with these workers and dice."""
    state = new_game(players)
    state.kept = []
    state.month = 1
    state.traveler = traveler
    state.valley = {"forest": valley[0], "meadow": valley[1]}
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


def month_start(traveler: str, players: int = 2) -> CreatureComfortsState:
    """The first month begun with ``traveler`` arriving at the Inn (setup's set-aside Comforts skipped)."""
    state = new_game(players, seed=9)
    state.kept, state.queue, state.early_bird = [], [], 0
    state.traveler_deck.remove(traveler)
    state.traveler_deck.append(traveler)
    start_month(state)
    return state


def play(state: CreatureComfortsState, *actions: Action) -> None:
    for action in actions:
        perform(GAME, state, action)


def legal(state: CreatureComfortsState) -> list[Action]:
    return GAME.legal_actions(state)
