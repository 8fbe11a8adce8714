"""Rules the engine implements that had no dedicated test: the Village dice staying as rolled for the next
players, the Comfort discard pile becoming a new deck (FAQ), and no workers on Glades (FAQ).

Expectations come from the rules document (../shared/seeds/000_95bb49f349a269e1.txt), never from the code
under test."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import IllegalAction, perform
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.actions import (
    AssignDie,
    EndCrafting,
    EndLocations,
    FinishPlacing,
    ModifyDie,
    PlaceWorker,
    Resolve,
)
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from tests.narrow import known

from .helpers import legal, new_game, play, turn_state

V0 = 2  # the first Village die; dice 0-1 are the Family dice


def _end_turn(state: CreatureComfortsState, player: int) -> None:
    """Done with locations and crafting; with at most 3 Comforts in hand the turn is over."""
    play(state, EndLocations(player=player), EndCrafting(player=player))


# ---------------------------------------------------------------------- Village dice stay as rolled


def test_village_dice_stay_as_rolled_for_the_next_players() -> None:
    # Step 5 C/F: "Leave Village dice in place for next players" and "Carefully return all Village dice to
    # the Hilltop (do not change values)"; a Lesson Learned token is laid beside a die, "do not alter die".
    rolled = [4, 3, 5, 6]
    state = turn_state(3, workers=("forest_0",), family=(6, 6), village=(4, 3, 5, 6), lessons=1)
    state.players[1].workers = ["forest_0"]
    state.players[1].family = [6, 5]
    state.players[2].workers = ["forest_0"]
    state.players[2].family = [5, 6]

    # Player 1 nudges the Village 4 down to 3, spends it on F1 left (one die of 3 or lower) and resolves it.
    play(
        state,
        ModifyDie(player=0, die=V0, delta=-1),
        AssignDie(player=0, die=V0, location="forest_0"),
        Resolve(player=0, location="forest_0", gain=("wood",) * 3),
    )
    assert state.players[0].goods["wood"] == 3
    _end_turn(state, 0)

    # Player 2 gets their own Family dice and the same four Village dice, with the faces as rolled.
    assert state.turn is not None and state.turn.player == 1
    assert state.turn.values == [6, 5, *rolled]
    assert state.turn.assigned == [None] * 6, "the Village die player 1 used is back on the Hilltop"
    assert AssignDie(player=1, die=V0, location="forest_0") in legal(state)
    play(state, AssignDie(player=1, die=V0, location="forest_0"))
    assert not any(a.kind == "resolve" for a in legal(state)), "that die still shows 4: player 1's token is gone"
    _end_turn(state, 1)

    # And the third player in the month still sees the very same Village dice.
    assert state.turn is not None and state.turn.player == 2
    assert state.turn.values == [5, 6, *rolled]


def test_village_dice_are_rolled_once_a_month_not_per_turn() -> None:
    # Step 4: the Early Bird rolls the Village dice once; "Values are locked for the month".
    state = new_game(2, seed=11)
    while state.step != "place":
        perform(GAME, state, GAME.legal_actions(state)[-1])  # pass / the last card
    for player in list(state.queue):
        play(state, PlaceWorker(player=player, location="market"), FinishPlacing(player=player))
    assert state.turn is not None
    first, rolled = state.turn.player, state.turn.values[V0:]
    _end_turn(state, first)
    assert state.turn is not None and state.turn.player != first
    assert state.turn.values[V0:] == rolled


# ---------------------------------------------------------------------- Comfort deck runs out (FAQ)


def _cards(state: CreatureComfortsState, n: int) -> list[str]:
    cards = [c for c in state.comfort_deck if c is not None]
    assert len(cards) >= n
    return cards[:n]


def test_empty_comfort_deck_is_made_again_from_the_discard_pile() -> None:
    # FAQ: "Shuffle the discard pile to form a new deck." A 5 at the Owl's Nest draws 2 cards.
    state = turn_state(workers=("owl_blind",), family=(5, 1))
    pile = _cards(state, 3)
    state.comfort_deck = []
    state.comfort_discard = list(pile)
    play(state, AssignDie(player=0, die=0, location="owl_blind"), Resolve(player=0, location="owl_blind"))
    hand = state.players[0].hand
    assert len(hand) == 2 and set(hand) <= set(pile)
    assert state.comfort_discard == [], "the whole discard pile became the new deck"
    assert sorted(known([*hand, *state.comfort_deck])) == sorted(pile)


def test_deck_running_out_mid_draw_continues_from_the_discard_pile() -> None:
    # One card left, a 6 draws two: the last card, then one from the reshuffled discard pile.
    state = turn_state(workers=("owl_blind",), family=(6, 1))
    last, *pile = _cards(state, 3)
    state.comfort_deck = [last]
    state.comfort_discard = list(pile)
    play(state, AssignDie(player=0, die=0, location="owl_blind"), Resolve(player=0, location="owl_blind"))
    hand = state.players[0].hand
    assert len(hand) == 2 and hand[0] == last and hand[1] in pile


def test_no_deck_and_no_discard_pile_means_no_draw() -> None:
    # FAQ: "If no discard pile, no more draws."
    state = turn_state(workers=("owl_blind", "owl_face_up"), family=(6, 1))
    state.comfort_deck = []
    state.comfort_discard = []
    nest = list(state.owls_nest)
    play(
        state,
        AssignDie(player=0, die=0, location="owl_blind"),
        AssignDie(player=0, die=1, location="owl_face_up"),
        Resolve(player=0, location="owl_blind"),
    )
    assert state.players[0].hand == [], "nothing to draw"
    play(state, Resolve(player=0, location="owl_face_up", choice=0))
    assert state.players[0].hand == [nest[0]]
    assert state.owls_nest == nest[1:], "the face-up cards slide left but no card refills the Owl's Nest"


# ---------------------------------------------------------------------- no workers on Glades (FAQ)


def test_workers_cannot_be_placed_on_glades() -> None:
    # FAQ: "Do Glades count as locations for worker placement? No." Both families own a Glade.
    state = new_game(2, seed=12)
    while state.step != "place":
        perform(GAME, state, GAME.legal_actions(state)[-1])
    state.players[0].improvements = ["orchard"]
    state.players[1].improvements = ["field"]
    glades = ("glade:0:orchard", "glade:1:field")
    player = state.queue[0]
    places = {a.location for a in legal(state) if isinstance(a, PlaceWorker)}
    assert places, "the ordinary locations are open"
    assert not any(p.startswith("glade") for p in places)
    for glade in glades:
        with pytest.raises(IllegalAction):
            perform(GAME, state, PlaceWorker(player=player, location=glade))
    placed = state.placing[player]
    assert placed is not None and placed.workers == []
