"""The seven Travelers whose powers are handlers of their own: Canada Lynx, Hairy-tailed Mole, Common Raven,
Striped Skunk, Common Loon (power and Inn action), Pine Marten and Blue Jay."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import Action, IllegalAction, perform
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.actions import (
    AssignDie,
    Craft,
    EndLocations,
    EndTrades,
    FinishPlacing,
    GiveGoods,
    Pass,
    PlaceCoin,
    PlaceWorker,
    Resolve,
    TakeFromDiscard,
    Trade,
    UseValley,
)
from hearthwood.engine.games.creature_comforts.month import end_of_month, start_month
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState, Placement
from tests.narrow import narrow, not_none

from .helpers import legal, new_game, play, step, turn_state, turn_step


def month_start(traveler: str, players: int = 2, **goods: int) -> CreatureComfortsState:
    """A game whose next month brings ``traveler``; player 0 is the Early Bird and holds ``goods``."""
    state = new_game(players, seed=9)
    state.kept, state.queue, state.early_bird = [], [], 0
    state.players[0].goods.update(goods)
    state.traveler_deck.remove(traveler)
    state.traveler_deck.append(traveler)
    start_month(state)
    return state


def placement(traveler: str, players: int = 2) -> CreatureComfortsState:
    state = new_game(players, seed=4)
    state.kept, state.traveler, state.early_bird, state.month = [], traveler, 0, 1
    state.step, state.queue = "place", list(range(players))
    state.placing = [Placement() for _ in range(players)]
    return state


def refused(state: CreatureComfortsState, action: Action) -> str:
    with pytest.raises(IllegalAction) as error:
        perform(GAME, state, action)
    return error.value.rule


# --------------------------------------------------------------------------------------------- Canada Lynx


def test_canada_lynx_gives_two_different_goods_to_the_left() -> None:
    state = month_start("canada_lynx", 3, wood=2, stone=1)
    assert state.step == "lynx" and state.queue == [0, 1, 2]
    gifts = {narrow(a, GiveGoods).goods for a in legal(state)}
    assert gifts == {("wood", "stone")}, "two Goods of different kinds"
    assert refused(state, GiveGoods(player=0, goods=("wood", "wood"))) == "Canada Lynx"
    play(state, GiveGoods(player=0, goods=("wood", "stone")))
    assert state.players[0].goods["wood"] == 1 and state.players[0].goods["stone"] == 0
    assert state.players[1].goods["wood"] == 1 and state.players[1].goods["stone"] == 1, "player 1 sits on the left"
    # player 1 had nothing, but has Goods now and passes them on in turn; player 2 to player 0
    assert state.queue == [1, 2] and {narrow(a, GiveGoods).goods for a in legal(state)} == {("wood", "stone")}
    play(state, GiveGoods(player=1, goods=("wood", "stone")), GiveGoods(player=2, goods=("wood", "stone")))
    assert state.players[0].goods["wood"] == 2 and state.players[2].goods["wood"] == 0 and step(state) == "place"


def test_canada_lynx_skips_players_with_nothing_to_give() -> None:
    state = month_start("canada_lynx", 2, fruit=1)
    assert state.players[1].goods["fruit"] == 0
    play(state, GiveGoods(player=0, goods=("fruit",)))
    # player 1 received a Fruit and must pass it on to player 0
    play(state, GiveGoods(player=1, goods=("fruit",)))
    assert state.players[0].goods["fruit"] == 1 and state.step == "place"
    nobody = month_start("canada_lynx", 2)
    assert nobody.step == "place", "with no Goods anywhere the power passes at once"


def test_canada_lynx_with_one_kind_gives_one_and_solo_gives_to_the_neighbours() -> None:
    state = month_start("canada_lynx", 1, yarn=3)
    assert [narrow(a, GiveGoods).goods for a in legal(state)] == [("yarn",)]
    play(state, GiveGoods(player=0, goods=("yarn",)))
    assert state.players[0].goods["yarn"] == 2 and state.step == "place"


# ---------------------------------------------------------------------------------------- Hairy-tailed Mole


@pytest.mark.parametrize(("coins", "stone", "pay"), [(0, 3, ("stone",) * 3), (3, 0, ()), (1, 2, ("stone",) * 2)])
def test_hairy_tailed_mole_lets_stone_and_coins_pay_for_each_other(
    coins: int, stone: int, pay: tuple[str, ...]
) -> None:
    # Piggy Bank costs 1 Stone and 2 Coins.
    state = turn_state(hand=["piggy_bank"], coins=coins, traveler="hairy_tailed_mole")
    state.players[0].goods["stone"] = stone
    play(state, EndLocations(player=0))
    assert Craft(player=0, card="piggy_bank", pay=pay) in legal(state)
    play(state, Craft(player=0, card="piggy_bank", pay=pay))
    me = state.players[0]
    assert me.crafted == ["piggy_bank"] and me.coins == 0 and me.goods["stone"] == 0


def test_without_the_mole_stone_is_not_a_coin() -> None:
    state = turn_state(hand=["piggy_bank"], coins=0)
    state.players[0].goods["stone"] = 3
    play(state, EndLocations(player=0))
    assert not any(a.kind == "craft" for a in legal(state))
    assert refused(state, Craft(player=0, card="piggy_bank", pay=("stone",) * 3)) == "crafting"


def test_mole_at_the_market_a_stone_buys_a_good() -> None:
    state = turn_state(workers=("market",), traveler="hairy_tailed_mole")
    state.players[0].goods["stone"] = 1
    play(state, AssignDie(player=0, die=0, location="market"), Resolve(player=0, location="market"))
    play(state, Trade(player=0, option=0, pay=("stone",), gain=("yarn",)))
    assert state.players[0].goods["yarn"] == 1 and state.players[0].goods["stone"] == 0


# ------------------------------------------------------------------------------------------- Common Raven


def test_common_raven_coins_on_different_locations_pay_a_coin_more() -> None:
    state = month_start("common_raven")
    assert state.step == "raven" and state.queue == [0, 1]
    play(state, PlaceCoin(player=0, location="river_3"))
    assert refused(state, PlaceCoin(player=1, location="river_3")) == "Common Raven"
    play(state, PlaceCoin(player=1, location="market"))
    assert state.raven_coins == ["river_3", "market"] and step(state) == "place"
    turn = turn_state(workers=("river_3",), family=(4, 1), traveler="common_raven")
    turn.dial, turn.raven_coins = 1, ["river_3"]  # the one-of-three window shows 4, 5, 6
    play(turn, AssignDie(player=0, die=0, location="river_3"), Resolve(player=0, location="river_3", gain=("stone",)))
    assert turn.players[0].coins == 1 and turn.players[0].goods["stone"] == 1


# ------------------------------------------------------------------------------------------ Striped Skunk


def test_striped_skunk_takes_a_comfort_from_the_discard_pile_after_the_owls_nest() -> None:
    state = turn_state(workers=("owl_blind",), family=(1, 1), traveler="striped_skunk")
    state.comfort_discard = ["pie", "quilt"]
    play(state, AssignDie(player=0, die=0, location="owl_blind"), Resolve(player=0, location="owl_blind"))
    assert state.turn is not None and state.turn.step == "skunk"
    assert {a.kind for a in legal(state)} == {"take_from_discard", "pass"}
    play(state, TakeFromDiscard(player=0, card="quilt"))
    assert "quilt" in state.players[0].hand and len(state.players[0].hand) == 2
    assert state.comfort_discard == ["pie"] and turn_step(state) == "resolve"
    assert refused(state, TakeFromDiscard(player=0, card="pie")) == "Striped Skunk", "once per Owl's Nest"


def test_no_discard_pick_without_the_skunk() -> None:
    state = turn_state(workers=("owl_blind",), family=(1, 1))
    state.comfort_discard = ["pie"]
    play(state, AssignDie(player=0, die=0, location="owl_blind"), Resolve(player=0, location="owl_blind"))
    assert state.turn is not None and state.turn.step == "resolve"


# ------------------------------------------------------------------------------------------- Common Loon


def test_common_loon_lent_worker_is_placed_first_and_may_share_a_location() -> None:
    state = month_start("common_loon")
    assert state.workers_lent
    state = placement("common_loon")
    state.workers_lent = True
    state.players[0].wheelbarrow = True
    assert not any(getattr(a, "wheelbarrow", False) for a in legal(state)), "the lent worker goes first, alone"
    play(state, PlaceWorker(player=0, location="market"), PlaceWorker(player=0, location="market"))
    play(state, PlaceWorker(player=0, location="inn"), PlaceWorker(player=0, location="workshop"))
    assert not_none(state.placing[0]).workers == ["market@lent", "market", "inn", "workshop"]
    assert not any(a.kind == "place_worker" for a in legal(state)), "three of one's own beside the lent one"
    assert refused(state, PlaceWorker(player=0, location="river_1")) == "Common Loon"


def test_loon_lent_worker_resolves_apart_from_the_own_one() -> None:
    state = turn_state(workers=("owl_face_up@lent", "owl_face_up"), family=(1, 1), traveler="common_loon")
    play(state, AssignDie(player=0, die=0, location="owl_face_up@lent"))
    play(state, AssignDie(player=0, die=1, location="owl_face_up"))
    play(state, Resolve(player=0, location="owl_face_up@lent", choice=0))
    play(state, Resolve(player=0, location="owl_face_up", choice=0))
    assert len(state.players[0].hand) == 2


def test_solo_loon_leaves_three_workers() -> None:
    state = placement("common_loon", players=1)
    state.workers_lent = True
    for location in ("market", "inn", "workshop"):
        play(state, PlaceWorker(player=0, location=location))
    assert not_none(state.placing[0]).workers == ["market", "inn", "workshop"]
    assert [a.kind for a in legal(state)] == ["finish_placing"]


def test_loon_at_the_inn_exchanges_different_goods_for_one_kind() -> None:
    state = turn_state(workers=("inn",), family=(3, 1), traveler="common_loon")
    state.players[0].goods.update(wood=1, stone=1, fruit=1, yarn=1)
    play(state, AssignDie(player=0, die=0, location="inn"), Resolve(player=0, location="inn"))
    sizes = {len(a.pay) for a in legal(state) if isinstance(a, Trade)}
    assert sizes == {1, 2, 3}, "up to the die's number of Goods"
    assert refused(state, Trade(player=0, pay=("wood", "wood"), gain=("grain", "grain"))) == "trading"
    play(state, Trade(player=0, pay=("wood", "stone", "fruit"), gain=("grain",) * 3))
    assert state.players[0].goods == {"wood": 0, "stone": 0, "fruit": 0, "mushroom": 0, "yarn": 1, "grain": 3}
    assert [a.kind for a in legal(state)] == ["end_trades"], "one exchange"
    play(state, EndTrades(player=0))


# ------------------------------------------------------------------------------------------- Pine Marten


def test_pine_marten_closes_the_forest_to_workers() -> None:
    state = placement("pine_marten")
    places = {a.location for a in legal(state) if isinstance(a, PlaceWorker)}
    assert "forest_0" not in places and "forest_1" not in places and "meadow_0" in places
    assert refused(state, PlaceWorker(player=0, location="forest_0")) == "Pine Marten"
    play(state, FinishPlacing(player=0))


def test_pine_marten_forest_resolves_with_dice_alone() -> None:
    state = turn_state(family=(2, 6), traveler="pine_marten")  # F1 left: one die of 3 or less, 1 Wood
    play(state, AssignDie(player=0, die=0, location="forest_0"))
    play(state, Resolve(player=0, location="forest_0", gain=("wood",)))
    play(state, EndLocations(player=0))
    assert state.players[0].goods["wood"] == 1 and state.players[0].lessons == 0, "no worker stood there"
    without = turn_state(family=(2, 6))
    assert AssignDie(player=0, die=0, location="forest_0") not in legal(without)


# ---------------------------------------------------------------------------------------------- Blue Jay


def test_blue_jay_resolves_a_valley_location_with_the_village_dice() -> None:
    state = turn_state(village=(4, 5, 6, 6), traveler="blue_jay")  # F1 / M11
    state.turn, state.queue = None, []
    end_of_month(state)
    assert state.step == "jay" and state.queue == [0, 1]
    places = {a.location for a in legal(state) if isinstance(a, UseValley)}
    assert places == {"meadow_0", "meadow_1"}, "no low die for the Forest; a pair of 6s and a total of 7+"
    assert refused(state, UseValley(player=0, location="forest_0", gain=("wood",))) == "Blue Jay"
    play(state, UseValley(player=0, location="meadow_0", gain=("fruit", "fruit")), Pass(player=1))
    assert state.players[0].goods["fruit"] == 2 and state.month == 2, "Upkeep followed"


def test_the_lent_worker_comes_from_the_family_whose_left_you_sit_on() -> None:
    from hearthwood.engine.games.creature_comforts.handlers import left_of, lender_of
    from hearthwood.engine.games.creature_comforts.rules import CreatureComforts

    game = CreatureComforts()
    state = game.new_state(game.make_config({}), 4, 1)
    for player in range(4):
        assert left_of(state, lender_of(state, player)) == player
