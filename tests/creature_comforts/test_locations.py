"""Each location's requirement and reward, Glades, Lesson Learned, unresolved workers, crafting, hand limit."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import IllegalAction, perform
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.actions import (
    AssignDie,
    Craft,
    DiscardComfort,
    EndCrafting,
    EndLocations,
    EndTrades,
    ModifyDie,
    Resolve,
    Trade,
)
from tests.narrow import not_none

from .helpers import legal, play, turn_state

V0 = 2  # the first Village die


def test_valley_requirement_and_reward() -> None:
    # F1 left: one die of 3 or lower gives a Wood; the Beaver adds 2 Wood at Forest locations.
    state = turn_state(workers=("forest_0",), family=(4, 3))
    play(state, AssignDie(player=0, die=0, location="forest_0"))
    assert not any(a.kind == "resolve" for a in legal(state)), "a 4 does not meet 'one die of 3 or lower'"
    state = turn_state(workers=("forest_0",), family=(3, 3))
    play(state, AssignDie(player=0, die=0, location="forest_0"))
    play(state, Resolve(player=0, location="forest_0", gain=("wood",) * 3))
    assert state.players[0].goods["wood"] == 3


def test_valley_two_dice_sum_and_black_bear_bonus() -> None:
    # F1 right: two dice totalling 5 or less give 2 Wood + 2 Mushrooms; Black Bear adds a Fruit.
    state = turn_state(workers=("forest_1",), family=(2, 3), traveler="black_bear")
    play(state, AssignDie(player=0, die=0, location="forest_1"), AssignDie(player=0, die=1, location="forest_1"))
    gain = ("fruit", "mushroom", "mushroom", "wood", "wood")
    play(state, Resolve(player=0, location="forest_1", gain=gain))
    assert state.players[0].goods == {"wood": 2, "stone": 0, "fruit": 1, "mushroom": 2, "yarn": 0, "grain": 0}


def test_river_dial_windows() -> None:
    state = turn_state(workers=("river_1", "river_2"), family=(1, 3))
    state.dial = 1  # one value: 1; two values: 2, 3
    play(state, AssignDie(player=0, die=0, location="river_1"), AssignDie(player=0, die=1, location="river_2"))
    play(state, Resolve(player=0, location="river_1", gain=("stone",)))
    play(state, Resolve(player=0, location="river_2", gain=("stone", "stone")))
    assert state.players[0].goods["stone"] == 3 and state.players[0].coins == 1


def test_wheelbarrow_brings_one_more_good() -> None:
    state = turn_state(workers=("river_3",), family=(5, 1), wheelbarrow=True, wheelbarrow_at="river_3")
    state.dial = 1
    play(state, AssignDie(player=0, die=0, location="river_3"))
    play(state, Resolve(player=0, location="river_3", gain=("stone",), extra="stone"))
    assert state.players[0].goods["stone"] == 2


def test_owls_nest_face_up_slides_and_refills() -> None:
    state = turn_state(workers=("owl_face_up",), family=(6, 1))
    nest = list(state.owls_nest)
    play(state, AssignDie(player=0, die=0, location="owl_face_up"), Resolve(player=0, location="owl_face_up", choice=1))
    assert state.players[0].hand == [nest[1]]
    assert state.owls_nest[:3] == [nest[0], nest[2], nest[3]] and len(state.owls_nest) == 4


@pytest.mark.parametrize(("die", "cards"), [(1, 1), (4, 1), (5, 2), (6, 2)])
def test_owls_nest_blind_draw_by_die(die: int, cards: int) -> None:
    state = turn_state(workers=("owl_blind",), family=(die, 1))
    play(state, AssignDie(player=0, die=0, location="owl_blind"), Resolve(player=0, location="owl_blind"))
    assert len(state.players[0].hand) == cards


def test_workshop_slot_at_most_the_die_and_cottage_moves() -> None:
    state = turn_state(workers=("workshop",), family=(2, 1), coins=10)
    state.workshop = ["umbrella", "almanac", "field", "orchard", "wildwood", "scale"]
    state.workshop[0] = "tool_shed"
    state.players[0].goods.update(wood=5, stone=5)
    play(state, AssignDie(player=0, die=0, location="workshop"))
    slots = {a.choice for a in legal(state) if isinstance(a, Resolve)}
    assert slots == {1, 2}, "a die of 2 reaches slots 1 and 2"
    play(state, Resolve(player=0, location="workshop", choice=2, pay=("stone", "wood")))
    me = state.players[0]
    assert me.improvements == ["almanac"] and me.almanacs == 1 and me.coins == 8
    assert state.workshop[1] == "tool_shed" and state.workshop[0] is not None, "higher cards slide, slot 1 refilled"


def test_workshop_never_two_of_the_same_and_needs_a_cottage() -> None:
    state = turn_state(workers=("workshop",), family=(6, 1), improvements=["tool_shed"])
    state.workshop = ["tool_shed"] * 6
    state.players[0].goods["wood"] = 9
    play(state, AssignDie(player=0, die=0, location="workshop"))
    assert not any(a.kind == "resolve" for a in legal(state))
    full = turn_state(workers=("workshop",), family=(6, 1), improvements=["field", "orchard", "wildwood", "almanac"])
    full.players[0].goods["wood"] = 9
    play(full, AssignDie(player=0, die=0, location="workshop"))
    assert not any(a.kind == "resolve" for a in legal(full)), "no Cottage left at home"


def test_tool_shed_counts_the_workshop_die_as_six() -> None:
    state = turn_state(workers=("workshop",), family=(1, 1), improvements=["tool_shed"])
    state.workshop = ["field", "orchard", "wildwood", "scale", "umbrella", "herb_garden"]
    state.players[0].goods["wood"] = 9
    play(state, AssignDie(player=0, die=0, location="workshop"))
    assert 6 in {a.choice for a in legal(state) if isinstance(a, Resolve)}


def test_market_trades_any_number() -> None:
    state = turn_state(workers=("market",), family=(1, 1), coins=2)
    state.players[0].goods.update(wood=3)
    play(state, AssignDie(player=0, die=0, location="market"), Resolve(player=0, location="market"))
    play(state, Trade(player=0, option=0, gain=("yarn",)), Trade(player=0, option=0, gain=("grain",)))
    play(state, Trade(player=0, option=2, pay=("wood", "wood", "wood"), gain=()))
    assert state.players[0].coins == 1 and state.players[0].goods["wood"] == 0
    with pytest.raises(IllegalAction):
        perform(GAME, state, Trade(player=0, option=1, pay=("grain", "yarn"), gain=("stone",)))
    play(state, EndTrades(player=0))
    assert state.turn is not None and state.turn.step == "resolve"


def test_inn_repeats_up_to_the_die() -> None:
    # Black Bear, die 1-3: a Fruit for any Good, as many times as the die shows.
    state = turn_state(workers=("inn",), family=(2, 1), traveler="black_bear")
    state.players[0].goods["fruit"] = 5
    play(state, AssignDie(player=0, die=0, location="inn"), Resolve(player=0, location="inn"))
    play(state, Trade(player=0, pay=("fruit",), gain=("yarn",)), Trade(player=0, pay=("fruit",), gain=("yarn",)))
    assert [a.kind for a in legal(state)] == ["end_trades"]
    assert state.players[0].goods["yarn"] == 2


def test_inn_single_gain() -> None:
    state = turn_state(workers=("inn",), family=(4, 1), traveler="black_bear")
    play(state, AssignDie(player=0, die=0, location="inn"), Resolve(player=0, location="inn"))
    assert state.players[0].stories == 1


def test_glades_take_family_dice_only_and_reward_the_owner() -> None:
    state = turn_state(family=(1, 1))
    state.players[1].improvements = ["orchard"]
    glade = "glade:1:orchard"
    with pytest.raises(IllegalAction):
        perform(GAME, state, AssignDie(player=0, die=V0, location=glade))
    play(state, AssignDie(player=0, die=0, location=glade), Resolve(player=0, location=glade, gain=("fruit", "fruit")))
    assert state.players[0].goods["fruit"] == 2 and state.players[1].goods["fruit"] == 1


def test_guest_cottage_pays_its_owner_and_owner_may_not_use_it() -> None:
    state = turn_state(family=(1, 1), improvements=["guest_cottage"])
    assert not any(getattr(a, "location", "").startswith("glade:0") for a in legal(state))
    state = turn_state(family=(1, 1))
    state.players[1].improvements = ["guest_cottage"]
    glade = "glade:1:guest_cottage"
    play(state, AssignDie(player=0, die=0, location=glade))
    play(state, Resolve(player=0, location=glade, gain=("yarn",), pay=("yarn",)))
    assert state.players[0].stories == 1 and state.players[0].goods["yarn"] == 0
    assert state.players[1].goods["yarn"] == 1


def test_lesson_learned_changes_a_die_within_1_to_6() -> None:
    state = turn_state(workers=("forest_0",), family=(5, 6), lessons=2)
    assert ModifyDie(player=0, die=1, delta=1) not in legal(state), "never above 6"
    play(state, ModifyDie(player=0, die=0, delta=-1), ModifyDie(player=0, die=0, delta=-1))
    assert not_none(state.turn).values[0] == 3 and state.players[0].lessons == 0
    assert ModifyDie(player=0, die=0, delta=1) not in legal(state), "no tokens left"
    play(state, AssignDie(player=0, die=0, location="forest_0"))
    play(state, Resolve(player=0, location="forest_0", gain=("wood",) * 3))
    assert state.players[0].family == [5, 6], "the die itself keeps its face"


def test_almanac_is_a_free_change_once_a_month() -> None:
    state = turn_state(family=(3, 3), almanacs=1)
    play(state, ModifyDie(player=0, die=0, delta=1))
    assert state.players[0].lessons == 0 and not any(a.kind == "modify_die" for a in legal(state))


def test_unresolved_workers_learn_and_new_tokens_wait() -> None:
    state = turn_state(workers=("forest_0", "market"), family=(6, 6))
    result = perform(GAME, state, EndLocations(player=0))
    assert state.players[0].lessons == 2
    assert result.events == ("{@0} takes 2 Lesson Learned tokens for 2 unresolved workers",)
    assert not any(a.kind == "modify_die" for a in legal(state)), "tokens gained this turn are not usable"


def test_snapping_turtle_three_lessons_per_unresolved_worker() -> None:
    state = turn_state(workers=("forest_0",), family=(6, 6), traveler="snapping_turtle")
    play(state, EndLocations(player=0))
    assert state.players[0].lessons == 3


def test_no_assigning_after_the_first_resolution() -> None:
    state = turn_state(workers=("market", "inn"), family=(1, 1))
    play(state, AssignDie(player=0, die=0, location="market"), Resolve(player=0, location="market"))
    play(state, EndTrades(player=0))
    with pytest.raises(IllegalAction) as refused:
        perform(GAME, state, AssignDie(player=0, die=1, location="inn"))
    assert refused.value.rule == "assigning dice"


def test_crafting_needs_the_exact_cost_and_woodpecker_discount() -> None:
    state = turn_state(hand=["flute", "toys"], coins=1)
    state.players[0].goods["wood"] = 1
    play(state, EndLocations(player=0))
    assert [a.card for a in legal(state) if isinstance(a, Craft)] == ["flute"]
    play(state, Craft(player=0, card="flute", pay=("wood",)))
    assert state.players[0].crafted == ["flute"] and state.players[0].coins == 0
    cheap = turn_state(hand=["flute"], coins=1, traveler="pileated_woodpecker")
    play(cheap, EndLocations(player=0), Craft(player=0, card="flute", pay=()))
    assert cheap.players[0].crafted == ["flute"]


def test_hand_limit_three_at_the_end_of_the_turn() -> None:
    state = turn_state(hand=["flute", "toys", "pie", "soup", "stew"])
    play(state, EndLocations(player=0), EndCrafting(player=0))
    assert not_none(GAME.decision(state)).player == 0
    play(state, DiscardComfort(player=0, card="pie"), DiscardComfort(player=0, card="soup"))
    assert len(state.players[0].hand) == 3 and state.comfort_discard[-2:] == ["pie", "soup"]
    assert state.turn is not None and state.turn.player == 1, "the next player's turn began"
