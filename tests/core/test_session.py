from __future__ import annotations

import pytest

from hearthwood.engine.core import IllegalAction, Seat, Session, UndoRefused, canonical_json
from tests.conformance.toy_game import Challenge, Commit, HighCardState
from tests.narrow import narrow


def two_player_session(seed: int = 7) -> Session:
    return Session.start("high-card", [Seat(name="Ada"), Seat(name="Bo")], seed=seed)


def test_illegal_action_is_refused_with_its_rule_and_changes_nothing() -> None:
    session = two_player_session()
    before = canonical_json(session.state)
    with pytest.raises(IllegalAction) as refused:
        session.apply(Commit(player=1, card=1))
    assert refused.value.rule == "turn order"
    missing = next(c for c in range(1, 13) if c not in narrow(session.state, HighCardState).hands[0])
    with pytest.raises(IllegalAction, match="not in your hand"):
        session.apply(Commit(player=0, card=missing))
    assert canonical_json(session.state) == before
    assert session.actions == []


def test_undo_takes_back_own_secret_choice_but_not_another_players() -> None:
    session = two_player_session()
    card = session.legal_actions()[0]
    session.apply(card)
    assert session.can_undo(by=0)
    assert not session.can_undo(by=1)
    with pytest.raises(UndoRefused, match="another player's decision"):
        session.undo(by=1)
    session.undo(by=0)
    assert session.actions == [] and session.can_redo()
    session.redo()
    assert session.actions == [card]


def test_undo_never_crosses_a_reveal_or_a_roll() -> None:
    session = two_player_session()
    session.apply(session.legal_actions()[0])
    command = session.apply(session.legal_actions()[0])  # second commit reveals both cards and rolls
    assert command.sealed
    assert not session.can_undo(by=1)
    with pytest.raises(UndoRefused, match="revealed information"):
        session.undo(by=1)


def test_redo_after_undo_draws_the_same_chance() -> None:
    session = two_player_session(seed=11)
    session.apply(session.legal_actions()[0])
    session.apply(session.legal_actions()[-1])
    after = canonical_json(session.state)
    session.undo(enforce_policy=False)
    session.redo()
    assert canonical_json(session.state) == after


def test_new_action_clears_redo() -> None:
    session = two_player_session()
    first, second = session.legal_actions()[:2]
    session.apply(first)
    session.undo()
    session.apply(second)
    assert not session.can_redo()


def test_out_of_turn_response_is_a_pending_decision_of_another_player() -> None:
    for seed in range(30):
        session = two_player_session(seed)
        session.apply(session.legal_actions()[0])
        session.apply(session.legal_actions()[0])
        decision = session.decision()
        if decision is not None and decision.prompt.startswith("Challenge"):
            assert {a for a in session.legal_actions()} == {
                Challenge(player=decision.player, accept=True),
                Challenge(player=decision.player, accept=False),
            }
            return
    pytest.fail("no seed produced a challenge")


def test_same_seed_and_actions_give_identical_games() -> None:
    a, b = two_player_session(21), two_player_session(21)
    while not a.is_over():
        action = a.legal_actions()[-1]
        a.apply(action)
        b.apply(action)
    assert canonical_json(a.state) == canonical_json(b.state)
    assert a.log() == b.log()


def test_undo_turn_takes_back_a_decision_with_the_ai_replies_after_it() -> None:
    session = Session.start("high-card", [Seat(name="Ada"), Seat(name="Bot", kind="ai", level="easy")], seed=4)
    human = session.legal_actions()[0]
    session.apply(human)  # Ada commits (hidden); the AI seat decides next
    assert session.turn_undo_depth(by=0, automatic={1}) == 1
    session.apply(session.legal_actions()[0])  # the AI commits: cards are revealed, the die rolls
    assert session.turn_undo_depth(by=0, automatic={1}) == 0, "never back across a reveal"
    with pytest.raises(UndoRefused):
        session.undo_turn(by=0, automatic={1})


def test_undo_turn_stops_at_another_humans_decision() -> None:
    session = Session.start("high-card", [Seat(name="Ada"), Seat(name="Bo"), Seat(name="Bot")], seed=4)
    session.apply(session.legal_actions()[0])  # Ada
    session.apply(session.legal_actions()[0])  # Bo
    assert session.turn_undo_depth(by=0, automatic={2}) == 0
    assert session.turn_undo_depth(by=1, automatic={2}) == 1
    undone = session.undo_turn(by=1, automatic={2})
    assert [c.action.player for c in undone] == [1] and len(session.actions) == 1


def test_undo_turn_takes_several_ai_moves_at_once() -> None:
    session = Session.start("high-card", [Seat(name="Ada"), Seat(name="B1"), Seat(name="B2")], seed=4)
    before = canonical_json(session.state)
    session.apply(session.legal_actions()[0])  # Ada
    session.apply(session.legal_actions()[0])  # B1, hidden commit
    assert session.turn_undo_depth(by=0, automatic={1, 2}) == 2
    session.undo_turn(by=0, automatic={1, 2})
    assert canonical_json(session.state) == before and session.actions == []


def test_event_lines_name_players_by_their_seats() -> None:
    from hearthwood.engine.core import mention, with_names

    assert with_names(f"{mention(1)} rolls a 6; {mention(0)} watches", ["Ada", "Bo"]) == "Bo rolls a 6; Ada watches"
    session = Session.start("high-card", [Seat(name="Ada"), Seat(name="Bo")], seed=11)
    while not session.is_over():
        session.apply(session.legal_actions()[-1])
    assert not [line for line in session.log() if "{@" in line]
    assert any(line.startswith(("Ada wins", "Bo wins")) for line in session.log())


def test_a_secret_choice_stays_out_of_other_players_logs_until_revealed() -> None:
    session = two_player_session()
    session.apply(session.legal_actions()[0])  # Ada commits a card secretly
    assert session.log(viewer=1)[-1] == "Ada has chosen"
    assert session.log(viewer=None)[-1] == "Ada has chosen"
    assert session.log(viewer=0)[-1] == session.log()[-1] == "Ada commits a card"
    session.apply(session.legal_actions()[0])  # Bo commits: both cards are revealed
    assert "Ada has chosen" not in session.log(viewer=1)
    assert session.log(viewer=1)[:2] == ["Ada commits a card", "Bo commits a card"]
