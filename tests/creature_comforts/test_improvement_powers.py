"""The four Improvements with powers of their own during a turn: Bicycle, Umbrella, Weathervane and Scale."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import Action, IllegalAction, perform
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.actions import (
    AssignDie,
    EndCrafting,
    EndLocations,
    MoveWorker,
    NudgeVillageDie,
    Pass,
    RaiseFamilyDie,
    Resolve,
    Trade,
)
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.engine.games.creature_comforts.turns import SCALE_SWAP

from .helpers import legal, play, turn_state, turn_step


def refused(state: CreatureComfortsState, action: Action) -> str:
    with pytest.raises(IllegalAction) as error:
        perform(GAME, state, action)
    return error.value.rule


# ------------------------------------------------------------------------------------------------ Bicycle


def test_bicycle_moves_a_worker_at_the_start_of_the_turn() -> None:
    state = turn_state(workers=("market", "inn"), improvements=["bicycle"], wheelbarrow=True, wheelbarrow_at="inn")
    assert state.turn is not None and state.turn.step == "bicycle"
    moves = {(a.origin, a.to) for a in legal(state) if isinstance(a, MoveWorker)}
    assert ("market", "river_1") in moves and ("market", "inn") not in moves, "not where you already are"
    assert refused(state, MoveWorker(player=0, origin="market", to="inn")) == "Bicycle"
    play(state, MoveWorker(player=0, origin="market", to="river_1"))
    assert state.players[0].workers == ["river_1", "inn"] and turn_step(state) == "assign"
    assert refused(state, MoveWorker(player=0, origin="inn", to="meadow_0")) == "Bicycle", "once, at the start"


def test_bicycle_may_pass_and_respects_the_pine_marten() -> None:
    state = turn_state(workers=("market",), improvements=["bicycle"], traveler="pine_marten")
    targets = {a.to for a in legal(state) if isinstance(a, MoveWorker)}
    assert "forest_0" not in targets and "forest_1" not in targets and "meadow_1" in targets
    play(state, Pass(player=0))
    assert state.turn is not None and state.turn.step == "assign"
    assert turn_step(turn_state(workers=("market",))) == "assign", "no Bicycle, no bicycle step"


# ----------------------------------------------------------------------------------------------- Umbrella


def test_umbrella_raises_one_family_die_once_a_turn() -> None:
    state = turn_state(workers=("forest_0",), family=(3, 5), improvements=["umbrella"])
    raises = {(a.die, a.amount) for a in legal(state) if isinstance(a, RaiseFamilyDie)}
    assert raises == {(0, 1), (0, 2), (1, 1)}, "never past 6"
    play(state, RaiseFamilyDie(player=0, die=0, amount=2))
    assert state.turn is not None and state.turn.values[0] == 5 and state.players[0].family == [3, 5]
    assert refused(state, RaiseFamilyDie(player=0, die=1, amount=1)) == "Umbrella"
    assert not any(a.kind == "raise_family_die" for a in legal(turn_state(family=(3, 5))))


# -------------------------------------------------------------------------------------------- Weathervane


def test_weathervane_turns_a_village_die_for_the_rest_of_the_month() -> None:
    state = turn_state(village=(1, 2, 3, 6), improvements=["weathervane"])
    nudges = {(a.die, a.delta) for a in legal(state) if isinstance(a, NudgeVillageDie)}
    assert (2, -1) not in nudges and (5, 1) not in nudges and (3, 1) in nudges, "faces stay within 1-6"
    play(state, NudgeVillageDie(player=0, die=3, delta=1))
    assert state.village == [1, 3, 3, 6] and state.turn is not None and state.turn.values[3] == 3
    assert refused(state, NudgeVillageDie(player=0, die=4, delta=1)) == "Weathervane", "once a turn"
    play(state, EndLocations(player=0), EndCrafting(player=0))
    assert state.turn.player == 1 and state.turn.values[2:] == [1, 3, 3, 6], "the next family sees the new face"
    assert refused(state, NudgeVillageDie(player=1, die=3, delta=1)) == "Weathervane", "only for its owner"


# -------------------------------------------------------------------------------------------------- Scale


def _at_market(improvements: tuple[str, ...] = ()) -> CreatureComfortsState:
    state = turn_state(workers=("market",), coins=1, improvements=list(improvements))
    state.players[0].goods["wood"] = 2
    play(state, AssignDie(player=0, die=0, location="market"), Resolve(player=0, location="market"))
    return state


def test_scale_swaps_one_good_first_at_the_market() -> None:
    state = _at_market(improvements=("scale",))
    swap = Trade(player=0, option=SCALE_SWAP, pay=("wood",), gain=("stone",))
    assert swap in legal(state)
    play(state, swap)
    assert state.players[0].goods["wood"] == 1 and state.players[0].goods["stone"] == 1
    assert refused(state, Trade(player=0, option=SCALE_SWAP, pay=("wood",), gain=("yarn",))) == "Scale"
    play(state, Trade(player=0, option=0, gain=("yarn",)))  # the Market's own trades go on as usual
    assert state.players[0].goods["yarn"] == 1


def test_scale_swap_comes_first_or_not_at_all() -> None:
    state = _at_market(improvements=("scale",))
    play(state, Trade(player=0, option=0, gain=("yarn",)))
    assert not any(getattr(a, "option", None) == SCALE_SWAP for a in legal(state))
    without = _at_market()
    assert refused(without, Trade(player=0, option=SCALE_SWAP, pay=("wood",), gain=("stone",))) == "Scale"
