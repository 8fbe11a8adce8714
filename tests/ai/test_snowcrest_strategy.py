"""Snowcrest's AI hooks: the projection judges positions sensibly, the rollout policy plays plausibly,
bids and curses are answered sensibly, and the levels stay legal and deterministic."""

from __future__ import annotations

import pytest

from hearthwood.engine.ai import Level, choose_action
from hearthwood.engine.core import perform
from hearthwood.engine.games.snowcrest import GAME, strategy
from hearthwood.engine.games.snowcrest.actions import (
    Activate,
    Announce,
    CancelPayment,
    GiveVillager,
    Outbid,
    PayHandCard,
    PayToken,
    PayVillager,
    TakeOmens,
)
from hearthwood.engine.games.snowcrest.content import RESOURCES
from hearthwood.engine.games.snowcrest.state import (
    Building,
    DemandFrame,
    MeditationFrame,
    PayFrame,
    RestEndFrame,
    Slot,
    SnowcrestState,
)
from hearthwood.engine.games.snowcrest.strategy import (
    best_announcement,
    final_values,
    heuristic,
    rollout_weights,
)
from tests.narrow import narrow, not_none

from .support import play_game


def started(players: int = 2, seed: int = 1, **config: object) -> SnowcrestState:
    """A game just past setup (each player bought the first card of their hand)."""
    state: SnowcrestState = GAME.new_state(GAME.make_config(config), players, seed)
    while state.phase == "setup":
        perform(GAME, state, GAME.legal_actions(state)[0])
    return state


def bare(state: SnowcrestState) -> SnowcrestState:
    """Everyone's hand emptied and the centre cleared, so only what a test puts in matters."""
    for player in state.players:
        player.hand = []
        player.village[4] = None
        player.tokens = {}
    return state


def random_states(players: int, seed: int, count: int, **config: object) -> list[SnowcrestState]:
    """Positions along a game played by always taking the first legal action but one in three."""
    state = started(players, seed, **config)
    found: list[SnowcrestState] = []
    step = 0
    while (legal := GAME.legal_actions(state)) and len(found) < count:
        found.append(GAME.clone(state))
        GAME.apply(state, legal[(step * 7 + seed) % len(legal)])
        step += 1
    return found


# --- the heuristic --------------------------------------------------------------------------------------


def test_values_stay_in_range_and_two_player_values_are_opposite() -> None:
    for players, config in ((2, {}), (3, {}), (2, {"variant": "basic"}), (1, {"solo_level": 4})):
        for state in random_states(players, seed=players, count=60, **config):
            values = heuristic(GAME, state)
            assert all(-1.0 <= v <= 1.0 for v in values), values
            if players == 2:
                assert values[0] == pytest.approx(-values[1])


def test_scrolls_omens_and_buildings_count_like_points() -> None:
    state = bare(started())
    base = heuristic(GAME, state)[0]
    for change in (
        lambda me: setattr(me, "scrolls", 3),
        lambda me: setattr(me, "omen", 2),
        lambda me: me.buildings.extend(Building(type="Forge") for _ in range(5)),
    ):
        better = GAME.clone(state)
        change(better.players[0])
        assert heuristic(GAME, better)[0] > base
        assert heuristic(GAME, better)[1] < heuristic(GAME, state)[1]
    worse = GAME.clone(state)
    worse.players[0].omen_tokens = 2  # past -5: each token is a point lost
    assert heuristic(GAME, worse)[0] < base


def test_an_engine_counts_before_it_scores() -> None:
    """Equal score sheets, but Bells in store, a full Village and cards in hand are worth Scrolls to come."""
    state = bare(started())
    state.players[1].tokens = {r: 9 for r in RESOURCES}  # every majority out of reach
    rich = GAME.clone(state)
    me = rich.players[0]
    me.tokens = {"Prayer Bell": 4, "Offering Bowl": 3}
    me.village[4] = Slot(card="priest")
    me.village[1] = Slot(card="mason")
    me.hand = ["farmer", "nun"]
    assert GAME.score_sheet(rich).totals() == GAME.score_sheet(state).totals()
    assert heuristic(GAME, rich)[0] > heuristic(GAME, state)[0] + 0.2


def test_engine_value_fades_as_the_scrolls_run_out() -> None:
    state = bare(started())
    state.players[0].tokens = {"Prayer Bell": 4}
    early = final_values(state)[0]
    state.scroll_supply = 1
    late = final_values(state)[0]
    assert late < early


def test_pending_frames_are_credited_to_whom_they_concern() -> None:
    """A curse still to be answered is a loss already; a payment in progress buys what lies under it."""
    state = bare(started())
    state.acted = True
    cursed = GAME.clone(state)
    cursed.stack.append(DemandFrame(player=1, remaining={"Any Resource": 2}, source="a curse"))
    assert heuristic(GAME, cursed)[1] < heuristic(GAME, state)[1]
    assert heuristic(GAME, cursed)[0] > heuristic(GAME, state)[0]


def test_solo_value_rises_with_progress_toward_the_target_and_a_lost_game_is_worst() -> None:
    state = bare(started(1, seed=3, solo_level=2))
    values = []
    for scrolls in (0, 4, 8, 11):
        trial = GAME.clone(state)
        trial.players[0].scrolls = scrolls
        trial.scroll_supply = 11 - scrolls or 1
        values.append(heuristic(GAME, trial)[0])
    assert values == sorted(values) and len(set(values)) == len(values)
    lost = GAME.clone(state)
    lost.players[0].scrolls = 10
    lost.scroll_supply = 1
    lost.solo_lost = True
    lost.phase = "over"
    assert heuristic(GAME, lost)[0] < min(values)


def test_solo_resources_lose_their_worth_as_the_rests_run_out() -> None:
    """Alone, resources left at the end score nothing: hoarding them late is worth little."""
    state = bare(started(1, seed=3))
    gains = []
    for rests in (0, 2):
        plain = GAME.clone(state)
        plain.players[0].rests = rests
        rich = GAME.clone(plain)
        rich.players[0].tokens = {"Offering Bowl": 6}
        gains.append(final_values(rich)[0] - final_values(plain)[0])
    assert 0 < gains[1] < 0.5 * gains[0]


def test_a_hand_card_is_the_dearest_way_to_pay() -> None:
    """A discarded hand card is gone for good, while a flipped Villager comes back at the next Rest and a token
    is one resource. Between a token and a flip the projection does not insist: the hand-set weights put the
    token ahead by about a tenth of a point, and the correction fitted to play puts the flip ahead."""
    state = bare(started())
    me = state.players[0]
    me.tokens = {"Barley": 2}
    me.village[4] = Slot(card="farmer")
    me.hand = ["farmer"]
    state.acted = True
    state.stack.append(PayFrame(player=0, need={"Barley": 1}, purpose="a test", cancel="main"))
    values = {}
    for action in (
        PayToken(player=0, resource="Barley", toward="Barley"),
        PayVillager(player=0, slot=4),
        PayHandCard(player=0, card="farmer"),
    ):
        after = GAME.clone(state)
        GAME.apply(after, action)
        values[action.kind] = heuristic(GAME, after)[0]
    assert values["pay_hand"] < min(values["pay_token"], values["pay_village"])


# --- the rollout policy ---------------------------------------------------------------------------------


def test_one_non_negative_weight_per_legal_action() -> None:
    for players in (1, 2, 4):
        for state in random_states(players, seed=5 + players, count=80):
            legal = GAME.legal_actions(state)
            weights = rollout_weights(GAME, state, legal)
            assert len(weights) == len(legal)
            assert all(w >= 0.0 for w in weights) and any(w > 0.0 for w in weights)


def test_rollouts_pay_with_tokens_first_and_do_not_take_payments_back() -> None:
    state = bare(started())
    me = state.players[0]
    me.tokens = {"Barley": 2}
    me.village[4] = Slot(card="farmer")
    state.acted = True
    state.stack.append(PayFrame(player=0, need={"Barley": 2}, purpose="a test", cancel="main"))
    legal = GAME.legal_actions(state)
    weight = dict(zip(legal, rollout_weights(GAME, state, legal), strict=True))
    token = weight[PayToken(player=0, resource="Barley", toward="Barley")]
    assert token > weight[PayVillager(player=0, slot=4)]
    assert weight[CancelPayment(player=0)] < 0.1 * token


def test_rollouts_flip_a_card_for_nothing_only_to_rest_on_good_income() -> None:
    state = bare(started())
    me = state.players[0]
    for square in (0, 1, 2, 3, 4, 5, 6, 7, 8):
        me.village[square] = Slot(card="bell_ringer")
    not_none(me.village[0]).face_up = not_none(me.village[1]).face_up = False
    legal = GAME.legal_actions(state)
    weight = dict(zip(legal, rollout_weights(GAME, state, legal), strict=True))
    closing = weight[Activate(player=0, slot=2, option=None)]  # completes the top row: a Rest with 6 Bells
    idle = weight[Activate(player=0, slot=8, option=None)]
    assert closing > 5 * idle


# --- bids and curses ------------------------------------------------------------------------------------


def meditation_position(mine: int, theirs: int) -> SnowcrestState:
    state = bare(started())
    state.players[0].tokens = {"Prayer Bell": mine}
    state.players[1].tokens = {"Prayer Bell": theirs}
    state.acted = True
    state.stack.append(MeditationFrame(player=0))
    return state


def test_meditation_is_announced_just_above_what_the_rival_can_pay() -> None:
    state = meditation_position(mine=6, theirs=2)
    assert best_announcement(state, 0) == 2
    legal = GAME.legal_actions(state)
    weights = rollout_weights(GAME, state, legal)
    assert legal[max(range(len(legal)), key=weights.__getitem__)] == Announce(player=0, bells=2)
    # Two is the least the rival cannot outbid. Early on a spare Bell is worth a few hundredths of a point (the
    # fitted correction's row), so one Bell more is within the search's noise; one fewer hands the rival the prize.
    for seed in (1, 2, 3, 4):
        action = choose_action(GAME, GAME.view(state, 0), 0, Level.MEDIUM, seed=seed, iterations=150)
        assert action in (Announce(player=0, bells=2), Announce(player=0, bells=3))
    # against a rival who can outbid anything, announce everything: the rival pays dearly or declines
    assert best_announcement(meditation_position(mine=3, theirs=5), 0) == 3


def test_the_projection_prefers_the_announcement_nobody_can_outbid() -> None:
    values = {}
    for bells in (1, 2, 4):
        state = meditation_position(mine=6, theirs=2)
        GAME.apply(state, Announce(player=0, bells=bells))
        values[bells] = heuristic(GAME, state)[0]
    assert values[2] > values[1] and values[2] > values[4]


@pytest.mark.parametrize("resource", ["Barley", "Juniper", "Offering Bowl", "Prayer Bell", "Gold"])
def test_a_payment_half_made_is_judged_as_it_will_be_once_made(resource: str) -> None:
    """Tokens owed are priced as the stock prices them (the fitted correction included), so paying one moves
    the projection by no more than rounding; the search spends much of its depth on such steps."""
    state = bare(started())
    state.players[0].tokens = {resource: 6}
    state.stack.append(PayFrame(player=0, need={resource: 4}, purpose="test"))
    owing = final_values(state)
    GAME.apply(state, PayToken(player=0, resource=resource, toward=resource))
    assert final_values(state) == pytest.approx(owing, abs=0.05)


def test_a_rest_still_to_end_is_judged_as_it_will_be_once_its_cards_turn_face_up() -> None:
    """While a Forest card emptied by a Rest is settled, the Rest's cards are still face-down; the projection
    already counts them face-up (the fitted correction too), so settling the card neither gains nor loses on
    paper."""
    state = bare(started())
    for square in (6, 7, 8):
        state.players[0].village[square] = Slot(card="farmer", face_up=False)
    resting = GAME.clone(state)
    resting.stack.append(RestEndFrame(player=0))
    rested = GAME.clone(state)
    for slot in rested.players[0].village:
        if slot is not None:
            slot.face_up = True
    assert final_values(resting) == pytest.approx(final_values(rested))
    assert final_values(resting)[0] != pytest.approx(final_values(state)[0])


def test_a_cheap_outbid_is_taken() -> None:
    """Two Bells buy two Scrolls and keep the rival from them: every seed takes it.

    There is no test that a dear outbid is declined: the fitted correction prices an early Bell at a few
    hundredths of a point (self-play hardly turned spare Bells into Scrolls), so outbidding 11 Bells with 12,
    a swing of four Scrolls, is what the projection prefers once the Bells are paid. This test used to ask
    for a Skip there and passed by the seed it chose: a 40-iteration search declined with three seeds of five
    and outbid with two, and at 100 and 400 iterations all five seeds outbid."""
    for seed in (1, 2, 3):
        cheap = meditation_position(mine=6, theirs=4)
        GAME.apply(cheap, Announce(player=0, bells=1))
        action = choose_action(GAME, GAME.view(cheap, 1), 1, Level.MEDIUM, seed=seed, iterations=40)
        assert action == Outbid(player=1)


def test_a_curse_takes_an_omen_rather_than_a_valuable_villager_early() -> None:
    state = bare(started())
    state.players[0].tokens = {"Juniper": 9}  # the Juniper majority is out of reach either way
    cursed = state.players[1]
    cursed.village = [None] * 9
    cursed.village[4] = Slot(card="mason")
    state.acted = True
    state.stack.append(DemandFrame(player=1, remaining={"Village Card": 1}, source="a curse"))
    assert set(GAME.legal_actions(state)) >= {TakeOmens(player=1), GiveVillager(player=1, slot=4)}
    assert choose_action(GAME, GAME.view(state, 1), 1, Level.MEDIUM, seed=2, iterations=40) == TakeOmens(player=1)


@pytest.mark.parametrize("resource", ["Barley", "Juniper", "Prayer Bell"])
def test_a_curse_owing_a_resource_is_paid_rather_than_taken_as_an_omen(resource: str) -> None:
    """An Omen costs a point at the end, more than one of these tokens is worth. An Offering Bowl is left out on
    purpose: early on, the correction fitted to play prices one at about the same as an Omen, since Bowls buy
    Scrolls from the Guardians."""
    state = bare(started())
    state.players[1].tokens = {resource: 2}
    state.acted = True
    state.stack.append(DemandFrame(player=1, remaining={resource: 1}, source="a curse"))
    action = choose_action(GAME, GAME.view(state, 1), 1, Level.MEDIUM, seed=2, iterations=40)
    assert action != TakeOmens(player=1)


# --- whole games ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_easy_and_medium_play_legal_games(seed: int) -> None:
    """``play_game`` checks every move against the legal actions."""
    state = narrow(play_game(GAME, [Level.MEDIUM, Level.EASY], seed, {Level.EASY: 1, Level.MEDIUM: 4}), SnowcrestState)
    assert state.phase == "over"
    assert max(GAME.score_sheet(state).totals()) > 0


def test_the_same_seed_and_budget_give_the_same_moves() -> None:
    for state in random_states(2, seed=4, count=40)[5::15]:
        decision = GAME.decision(state)
        assert decision is not None
        view = GAME.view(state, decision.player)
        for level, iterations in ((Level.EASY, 2), (Level.MEDIUM, 12)):
            first = choose_action(GAME, view, decision.player, level, seed=11, iterations=iterations)
            again = choose_action(GAME, view, decision.player, level, seed=11, iterations=iterations)
            assert first == again


def test_early_on_an_offering_bowl_counts_for_more_than_a_prayer_bell() -> None:
    """The hand-set weights said the opposite (0.6 against 0.7); the fitted correction turns it round."""
    state = bare(started())
    with_bowl, with_bell = GAME.clone(state), GAME.clone(state)
    with_bowl.players[0].tokens = {"Offering Bowl": 1}
    with_bell.players[0].tokens = {"Prayer Bell": 1}
    assert final_values(with_bowl)[0] > final_values(with_bell)[0]


def test_the_fitted_correction_applies_with_rivals_only(monkeypatch: pytest.MonkeyPatch) -> None:
    duel, solo = started(), started(players=1)
    fitted = final_values(duel), final_values(solo)
    monkeypatch.setattr(strategy, "FITTED_CORRECTION", dict.fromkeys(strategy.FITTED_CORRECTION, (0.0, 0.0)))
    assert final_values(duel) != fitted[0]
    assert final_values(solo) == fitted[1]


def test_every_row_of_the_fitted_correction_is_counted() -> None:
    """A row the counts do not name would fail only in play; a count without a row would be ignored."""
    for player in started().players:
        assert set(strategy.correction_features(player)) == set(strategy.FITTED_CORRECTION)
