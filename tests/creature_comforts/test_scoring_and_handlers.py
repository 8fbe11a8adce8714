"""Final scoring on hand-built positions, each implemented handler, and hidden information."""

from __future__ import annotations

from hearthwood.engine.core import Rng
from hearthwood.engine.core.canonical import canonical_json
from hearthwood.engine.core.game import sample_state
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.actions import GiveGood, Pass, SetFamilyDie, TakeFaceUp
from hearthwood.engine.games.creature_comforts.content import load_content
from hearthwood.engine.games.creature_comforts.handlers import TRAVELER_POWERS
from hearthwood.engine.games.creature_comforts.rules import HANDLERS
from hearthwood.engine.games.creature_comforts.scoring import goods_sets
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.engine.games.creature_comforts.turns import start_turn

from .helpers import month_start, new_game, play, step


def _sheet(state: CreatureComfortsState, player: int = 0) -> dict[str, int]:
    sheet = GAME.score_sheet(state)
    return dict(zip(sheet.categories, sheet.points[player], strict=True))


def test_comfort_bonuses_and_leftovers() -> None:
    state = new_game(2)
    me = state.players[0]
    me.crafted = ["rocking_chair", "quilt", "board_game", "toys"]  # 5+2, 7, 7+1, 6
    me.stories, me.coins = 2, 3
    me.goods.update(wood=2, stone=1, fruit=1, yarn=1)  # 5 Goods: 1 set of three different
    assert _sheet(state) == {
        "Comforts": 28,
        "Improvements": 0,
        "Cottage slots": 0,
        "Stories": 2,
        "Coins": 3,
        "Goods sets": 1,
    }


def test_storage_goes_where_it_scores_most() -> None:
    state = new_game(2)
    me = state.players[0]
    me.crafted = ["lamp", "bookshelf", "piggy_bank", "hearth"]  # 4 + 6 + 3 + 6
    me.stories, me.coins = 3, 2
    me.goods.update(wood=4)
    sheet = _sheet(state)
    # Lamp holds exactly 2 Stories (+7), the Bookshelf the third (+3), the Piggy Bank both Coins (+4),
    # the Hearth two pairs of Wood (+4).
    assert sheet["Comforts"] == 19 + 7 + 3 + 4 + 4
    assert sheet["Stories"] == 0 and sheet["Coins"] == 0 and sheet["Goods sets"] == 0


def test_a_pantry_trio_stays_out_when_its_goods_finish_more_sets() -> None:
    state = new_game(2)
    me = state.players[0]
    me.crafted = ["pantry"]  # 5
    me.goods.update(stone=3, yarn=4, fruit=1, mushroom=1, grain=1)
    sheet = _sheet(state)
    # Stored, the trio scores 2 and leaves no set; kept back, Fruit, Mushroom and Grain each finish a set with
    # a Stone and a Yarn: 3 points.
    assert sheet["Comforts"] == 5 and sheet["Goods sets"] == 3


def test_pantry_trios_are_stored_when_they_score_more() -> None:
    state = new_game(2)
    me = state.players[0]
    me.crafted = ["pantry", "fairy_garden"]  # 5 + 4
    me.goods.update(grain=3, mushroom=3, fruit=3, wood=1, stone=1, yarn=1)
    sheet = _sheet(state)
    # One Fairy Garden set (+8) and two Pantry trios (+4) beat four leftover sets, or three trios (+6).
    assert sheet["Comforts"] == 9 + 8 + 4 and sheet["Goods sets"] == 0


def test_improvements_cottage_slots_and_others_comforts() -> None:
    state = new_game(2)
    me = state.players[0]
    me.improvements = ["barrel_sauna", "recipe_book"]  # 2 + 3
    me.crafted = ["pie"]  # Food: a Recipe Book Story on it is +4
    me.stories = 1
    state.players[1].crafted = ["snowshoes", "toboggan"]  # two Outdoor Comforts: +4 for the Sauna
    sheet = _sheet(state)
    assert sheet["Improvements"] == 2 + 4 + 3 + 4
    assert sheet["Cottage slots"] == 3 and sheet["Stories"] == 0  # two Cottages gone: 1 + 2


def test_goods_sets_need_three_different_kinds() -> None:
    assert goods_sets([5, 0, 0, 0, 0, 0]) == 0
    assert goods_sets([2, 2, 1, 0, 0, 0]) == 1
    assert goods_sets([3, 3, 3, 3, 0, 0]) == 4


def test_every_handler_id_is_carried_out_and_every_card_is_in_the_decks() -> None:
    from hearthwood.engine.games.creature_comforts.content import (
        IMPROVEMENT_HANDLERS,
        INN_HANDLERS,
        TRAVELER_HANDLERS,
    )

    vocabulary = {*TRAVELER_HANDLERS, *IMPROVEMENT_HANDLERS, *INN_HANDLERS}
    assert set(HANDLERS) == vocabulary and all(callable(f) for f in HANDLERS.values())
    state = new_game(2, seed=1)
    travelers = [*state.traveler_deck]
    assert len(travelers) == 15 and set(travelers) == {t.id for t in load_content().travelers}
    improvements = [*state.improvement_deck, *state.workshop]
    assert len(improvements) == 34
    solo = new_game(1, seed=1)
    assert len(solo.traveler_deck) == 15 and len([*solo.improvement_deck, *solo.workshop]) == 24


def test_leopard_frog_tokens_for_every_player() -> None:
    state = month_start("leopard_frog")
    assert state.card_lessons == 2
    start_turn(state, 1)
    assert state.turn is not None and state.turn.free_mods == 2


def test_gray_wolf_each_may_take_a_face_up_comfort() -> None:
    state = month_start("gray_wolf")
    assert state.step == "wolf" and state.queue == [0, 1]
    nest = list(state.owls_nest)
    play(state, TakeFaceUp(player=0, slot=0), Pass(player=1))
    assert state.players[0].hand[-1] == nest[0] and step(state) == "place"


def test_wild_turkey_sets_a_family_die() -> None:
    state = month_start("wild_turkey")
    assert state.step == "turkey"
    value = 6 if state.players[0].family[0] != 6 else 1
    play(state, SetFamilyDie(player=0, die=0, value=value), Pass(player=1))
    assert state.players[0].family[0] == value and step(state) == "place"


def test_moose_gives_a_good_for_a_story() -> None:
    state = new_game(2, seed=9)
    state.kept, state.traveler, state.early_bird, state.month = [], "moose", 0, 1
    state.players[0].goods["wood"] = 1
    TRAVELER_POWERS["give_good_for_story"](state)
    play(state, GiveGood(player=0, to=1, good="wood"), Pass(player=1))
    assert state.players[1].goods["wood"] == 1 and state.players[0].stories == 1
    assert state.month == 2 and "moose" in state.traveler_discard, "Upkeep followed"


def test_secrets_and_determinize_keep_the_view() -> None:
    state = new_game(3, seed=11)
    paths = {s.path for s in GAME.secrets(state)}
    assert ("players", 1, "hand") in paths and ("comfort_deck",) in paths and ("valley_decks", "forest") in paths
    view = GAME.view(state, 0)
    assert view.players[1].hand == [None, None, None] and view.players[0].hand == state.players[0].hand
    sampled = sample_state(GAME, view, 0, Rng.from_seed(3))
    assert canonical_json(GAME.view(sampled, 0)) == canonical_json(view)
    assert None not in sampled.players[1].hand + sampled.comfort_deck, "hidden cards are filled in"
