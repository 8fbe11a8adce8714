"""Snowcrest's rules, one test per rule (seeds/003, "the rules" below)."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import Decision, perform
from hearthwood.engine.games.snowcrest import GAME
from hearthwood.engine.games.snowcrest.actions import (
    AddCard,
    Announce,
    CancelPayment,
    Outbid,
    PayBuilding,
    PayDefault,
    PayHandCard,
    PayToken,
    PayVillager,
    Rest,
    SetupBuy,
    Skip,
    TakeOmens,
)
from hearthwood.engine.games.snowcrest.flow import run
from hearthwood.engine.games.snowcrest.state import (
    LINES,
    Building,
    JuniperFrame,
    MeditationFrame,
    PayFrame,
    Slot,
    SnowcrestState,
)
from hearthwood.engine.games.snowcrest.village import gain_omens, gain_scrolls
from tests.narrow import narrow, not_none


def started(players: int = 2, seed: int = 1, **config: object) -> SnowcrestState:
    """A game past setup: each player bought the first card of their hand."""
    state: SnowcrestState = GAME.new_state(GAME.make_config(config), players, seed)
    while state.phase == "setup":
        perform(GAME, state, GAME.legal_actions(state)[0])
    return state


def test_setup_by_player_count() -> None:
    state = GAME.new_state(GAME.make_config({}), 2, 3)
    assert state.scroll_supply == 20 and state.forest_juniper == 6
    assert len(state.common_row) == 5 and len(state.achievements) == 3
    for seat, player in enumerate(state.players):
        assert [b.type for b in player.buildings] == ["Farm"] and player.omen == 0
        assert all(player.village[i] is not None for i in (0, 2, 6, 8)) and player.village[4] is None
        assert len(player.hand) == 3 and len(player.deck) == 6
        assert player.tokens["Barley"] == (3, 4)[seat]
    basic = GAME.new_state(GAME.make_config({"variant": "basic"}), 4, 3)
    assert basic.scroll_supply == 20 and len(basic.forest_deck) == 1 and not basic.guardian_deck
    assert not basic.achievements


def test_setup_purchase_pays_barley_then_omens_only() -> None:
    state = GAME.new_state(GAME.make_config({}), 2, 3)
    state.players[0].hand = ["mason", "farmer", "nun"]  # Mason costs 4, seat 1 has 3 Barley
    state.players[0].buildings[0].face_up = True
    perform(GAME, state, SetupBuy(player=0, card="mason"))
    me = state.players[0]
    assert me.tokens["Barley"] == 0 and me.omen == -1 and me.buildings[0].face_up
    assert me.village[4] == Slot(card="mason")


@pytest.mark.parametrize("line", LINES)
def test_three_face_down_in_a_line_forces_rest(line: tuple[int, int, int]) -> None:
    state = started()
    me = state.players[0]
    me.village = [Slot(card="farmer") for _ in range(9)]
    assert Rest(player=0) not in GAME.legal_actions(state)  # Rest only with a line (FAQ)
    for square in line:
        not_none(me.village[square]).face_up = False
    assert GAME.legal_actions(state) == [Rest(player=0)]


def test_rest_income_face_up_cards_and_face_down_starters() -> None:
    state = started()
    me = state.players[0]
    me.village = [None] * 9
    me.village[0] = Slot(card="field_hand", face_up=False)
    me.village[1] = Slot(card="field_hand", face_up=True)
    me.village[2] = Slot(card="farmer", face_up=True)
    me.village[3] = Slot(card="priest", face_up=False)
    me.village[4] = Slot(card="novice", face_up=False)
    me.village[8] = Slot(card="acolyte", face_up=False)
    me.tokens = {}
    perform(GAME, state, Rest(player=0))
    # 1 Barley (face-down starter at 0) + 1 (face-down acolyte) + 1 (face-down novice) + 1 (face-up Farmer)
    assert me.tokens == {"Barley": 4}
    assert all(s.face_up for s in me.village if s is not None)


def _pay_state() -> tuple[SnowcrestState, PayFrame]:
    state = started()
    state.acted = True
    frame = PayFrame(player=0, need={"Barley": 2}, purpose="test", cancel="main")
    state.stack = [frame]
    me = state.players[0]
    me.tokens = {}
    me.hand = []
    me.buildings = []
    me.village = [None] * 9
    return state, frame


def test_payment_from_a_token_and_gold_as_wild() -> None:
    state, frame = _pay_state()
    state.players[0].tokens = {"Barley": 1, "Gold": 1}
    perform(GAME, state, PayToken(player=0, resource="Barley", toward="Barley"))
    assert frame.need == {"Barley": 1}
    perform(GAME, state, PayToken(player=0, resource="Gold", toward="Barley"))
    assert not state.stack and state.players[0].tokens == {"Barley": 0, "Gold": 0}


def test_payment_by_flipping_a_building() -> None:
    state, frame = _pay_state()
    state.players[0].buildings = [Building(type="Farm"), Building(type="Forge")]
    assert PayBuilding(player=0, index=1) not in GAME.legal_actions(state)  # a Forge gives no Barley
    perform(GAME, state, PayBuilding(player=0, index=0))
    assert frame.need == {"Barley": 1} and not state.players[0].buildings[0].face_up


def test_payment_by_discarding_a_hand_card_overpay_is_lost() -> None:
    state, _ = _pay_state()
    narrow(state.stack[-1], PayFrame).need = {"Prayer Bell": 1}
    state.players[0].hand = ["priest"]
    perform(GAME, state, PayHandCard(player=0, card="priest"))  # 2 Bells for 1: the second is lost
    me = state.players[0]
    assert not state.stack and me.discard[-1] == "priest" and me.tokens.get("Prayer Bell", 0) == 0


def test_a_second_copy_in_hand_may_pay_for_the_copy_being_added() -> None:
    # Only the card being added is set aside while paying; another copy of it is an ordinary hand card.
    state = started()
    state.acted = False
    me = state.players[0]
    me.tokens = {"Barley": 1}
    me.buildings = []
    me.village = [None] * 9
    add = AddCard(player=0, card="yak_herder", source="hand", index=0, slot=0)  # costs 2 Barley
    me.hand = ["yak_herder"]
    assert add not in GAME.legal_actions(state)  # one token: the lone copy cannot pay for itself
    me.hand = ["yak_herder", "yak_herder"]
    assert add in GAME.legal_actions(state)
    perform(GAME, state, add)
    perform(GAME, state, PayHandCard(player=0, card="yak_herder"))
    assert PayHandCard(player=0, card="yak_herder") not in GAME.legal_actions(state)  # the last copy is the one added
    perform(GAME, state, PayToken(player=0, resource="Barley", toward="Barley"))
    assert me.village[0] is not None and me.village[0].card == "yak_herder"
    assert me.hand == [] and me.discard[-1] == "yak_herder"


def test_payment_by_flipping_a_face_up_village_card_then_cancel_gives_it_back() -> None:
    state, frame = _pay_state()
    me = state.players[0]
    me.village[4] = Slot(card="farmer")
    me.tokens = {"Barley": 0}
    perform(GAME, state, PayVillager(player=0, slot=4))
    assert not not_none(me.village[4]).face_up and frame.need == {"Barley": 1}
    perform(GAME, state, CancelPayment(player=0))
    assert not_none(me.village[4]).face_up and not state.stack and not state.acted


def test_forest_card_emptied_part_way_through_a_gain() -> None:
    state = started(players=2)
    state.forest_juniper = 1
    top = state.forest_deck[0]
    state.acted = True
    state.stack = [JuniperFrame(player=0, remaining=3)]
    run(state)
    assert state.revealed == top and state.players[0].tokens.get("Juniper") == 1
    while state.stack:  # everyone takes Omens for the curses
        perform(GAME, state, TakeOmens(player=not_none(GAME.decision(state)).player))
    assert state.forest_deck[-1] == top and state.revealed is None
    assert state.players[0].tokens["Juniper"] == 3 and state.forest_juniper == 6 - 2
    assert state.players[0].scrolls == 1


def _meditation(players: int, announce: int) -> SnowcrestState:
    state = started(players=players)
    for player in state.players:
        player.tokens = {"Prayer Bell": 3}
        player.hand, player.buildings = [], []
        player.village = [None] * 9
    state.achievements = []  # an empty Village would meet "no Starting Villagers"
    state.acted = True
    state.stack = [MeditationFrame(player=0)]
    perform(GAME, state, Announce(player=0, bells=announce))
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_meditation_each_opponent_may_outbid_by_one(players: int) -> None:
    state = _meditation(players, 2)
    perform(GAME, state, Outbid(player=1))
    assert not_none(GAME.decision(state)).player == 1  # pays its 3 Bells at once
    perform(GAME, state, PayDefault(player=1))
    assert state.players[1].tokens["Prayer Bell"] == 0
    for other in range(2, players):
        perform(GAME, state, Skip(player=other))  # each compares against the active player's 2, not 3
    if players > 2:  # the active player earned Scrolls from those who declined, so pays 2 Bells
        perform(GAME, state, PayDefault(player=0))
    assert not state.stack
    assert state.players[1].scrolls == (2 if players == 2 else 1)  # 2 players: the higher total takes 2
    assert state.players[0].scrolls == players - 2
    assert state.players[0].tokens["Prayer Bell"] == (3 if players == 2 else 1)


def test_meditation_nobody_can_outbid_active_takes_scrolls_and_pays() -> None:
    state = _meditation(2, 3)  # 3 announced: the opponent would need 4 and is skipped automatically
    perform(GAME, state, PayDefault(player=0))
    assert not state.stack and state.players[0].scrolls == 2 and state.players[0].tokens["Prayer Bell"] == 0


def test_meditation_may_be_announced_with_no_bells_and_one_bell_beats_it() -> None:
    # "Any number" of Bells: 0 is a total too. With 3 Bells each, the rival outbids with 1 and pays only that.
    state = started()
    for player in state.players:
        player.tokens = {"Prayer Bell": 3}
        player.hand, player.buildings = [], []
        player.village = [None] * 9
    state.achievements = []
    state.acted = True
    state.stack = [MeditationFrame(player=0)]
    assert Announce(player=0, bells=0) in GAME.legal_actions(state)
    perform(GAME, state, Announce(player=0, bells=0))
    perform(GAME, state, Outbid(player=1))
    perform(GAME, state, PayDefault(player=1))
    assert not state.stack and state.players[1].scrolls == 2 and state.players[1].tokens["Prayer Bell"] == 2
    assert state.players[0].scrolls == 0 and state.players[0].tokens["Prayer Bell"] == 3


def test_a_meditation_of_one_bell_is_told_in_the_singular() -> None:
    # The log and prompts count Bells as players read them: "1 Prayer Bell", never "1 Prayer Bells".
    state = _meditation(2, 0)
    assert GAME.decision(state) == Decision(1, "Meditation of 0: pay 1 Prayer Bell for a Scroll, or decline")
    outbid = perform(GAME, state, Outbid(player=1))
    assert "{@1} meditates with 1 Bell and takes a Scroll" in outbid.events
    assert Announce(player=0, bells=1).describe(["Ada", "Bo"]) == "Ada meditates with 1 Prayer Bell"
    assert Announce(player=0, bells=2).describe(["Ada", "Bo"]) == "Ada meditates with 2 Prayer Bells"


def test_omens_past_minus_five_become_tokens_and_removal_never_takes_them() -> None:
    state = started()
    me = state.players[0]
    gain_omens(me, 7)
    assert me.omen == -5 and me.omen_tokens == 2
    from hearthwood.engine.games.snowcrest.village import remove_omens

    remove_omens(me, 20)
    assert me.omen == 5 and me.omen_tokens == 2
    assert GAME.score_sheet(state).category(0, "Omens") == 5 - 2


@pytest.mark.parametrize(("taker", "turns_left"), [(0, 2), (1, 1), (2, 0)])
def test_game_ends_with_the_round_in_which_the_last_scroll_is_taken(taker: int, turns_left: int) -> None:
    state = started(players=3)
    state.scroll_supply = 1
    for _ in range(taker):
        _play_turn(state)
    gain_scrolls(state, taker, 1)
    assert state.final_round
    _play_turn(state)  # the taker's own turn
    for _ in range(turns_left):
        assert not GAME.is_over(state)
        _play_turn(state)
    assert GAME.is_over(state)


def _play_turn(state: SnowcrestState) -> None:
    player = state.current
    rest_or_first = GAME.legal_actions(state)
    perform(GAME, state, rest_or_first[0])
    while state.stack or (state.current == player and not GAME.is_over(state) and state.acted):
        legal = GAME.legal_actions(state)
        pick = next((a for a in legal if a.kind in ("take_omens", "skip", "cancel_payment")), legal[0])
        perform(GAME, state, pick)


def test_rules_scoring_example_annie() -> None:
    state = started(players=2)
    annie, other = state.players
    for p in state.players:
        p.village = [None] * 9
        p.hand = []
        p.buildings = []
    annie.scrolls = 11
    annie.buildings = [Building(type="Farm", face_up=False) for _ in range(7)]
    annie.omen = -1
    annie.tokens = {"Barley": 2, "Gold": 1}
    other.tokens = {"Juniper": 1, "Prayer Bell": 1, "Offering Bowl": 1}
    annie.hand = ["farmer", "field_hand", "nun"]  # discarded at the end: 1 Barley, nothing, 1 Bowl
    other.tokens["Offering Bowl"] = 2
    sheet = GAME.score_sheet(state)
    assert sheet.points[0] == (11, 3, -1, 2) and sheet.total(0) == 15


def test_solo_rest_limit_ends_the_game_as_a_loss() -> None:
    state = started(players=1, solo_level=10)
    state.players[0].rests = 2
    state.players[0].village = [Slot(card="farmer", face_up=False) for _ in range(9)]
    perform(GAME, state, Rest(player=0))
    assert GAME.is_over(state) and state.solo_lost and GAME.result_title(state, 0) is None


def test_basic_starters_cannot_be_replaced_full_rules_they_can() -> None:
    for variant, allowed in (("basic", False), ("full", True)):
        state = started(players=2, variant=variant)
        state.players[0].tokens = {"Barley": 9}
        corners = {a.slot for a in GAME.legal_actions(state) if isinstance(a, AddCard)}
        assert ({0, 2, 6, 8} <= corners) is allowed


def test_achievement_taken_on_your_turn_for_two_scrolls() -> None:
    state = started(players=2)
    state.achievements = ["builder"]
    state.players[0].buildings = [Building(type="Farm") for _ in range(3)]
    state.players[0].village = [Slot(card="farmer", face_up=False) for _ in range(9)]
    state.players[0].buildings.append(Building(type="Forge"))
    perform(GAME, state, Rest(player=0))
    assert state.players[0].achievements == ["builder"] and state.players[0].scrolls == 2
