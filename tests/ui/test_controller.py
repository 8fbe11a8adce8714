"""The controller: moves through the undo stack, the engine's refusals, undo policy, titles, autosave, AI."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from hearthwood.desktop.main_window import MainWindow
from hearthwood.engine.ai import CancelToken, Level, decision_seed
from hearthwood.engine.core import Action, Game, GameState, Session, canonical_json
from hearthwood.engine.core.saves import autosave_path, background_autosaver, load_session
from hearthwood.ui.controller import GameController
from tests.conformance.toy_game import Commit, HighCardState
from tests.narrow import narrow, not_none
from tests.ui.conftest import seats, start


def solo_controller() -> GameController:
    return GameController(Session.start("high-card", seats("Ada"), {"rounds": 2}, seed=3), autosave=False)


def test_apply_goes_through_the_undo_stack_and_signals(qtbot: QtBot) -> None:
    controller = solo_controller()
    action = controller.actions_for(0)[0]
    with qtbot.waitSignals([controller.state_changed, controller.decision_changed, controller.log_appended]):
        assert controller.try_apply(action) is None
    assert controller.undo_stack.count() == 1
    assert controller.session.actions == [action]
    assert controller.undo_stack.undoText() == "Ada commits a card"


def test_illegal_move_is_refused_with_the_engines_reason_and_changes_nothing(qtbot: QtBot) -> None:
    controller = solo_controller()
    before = canonical_json(controller.session.state)
    missing = next(c for c in range(1, 13) if c not in narrow(controller.session.state, HighCardState).hands[0])
    with qtbot.waitSignal(controller.error) as refused:
        reason = controller.try_apply(Commit(player=0, card=missing))
    assert reason == f"card {missing} is not in your hand"
    assert refused.args == [reason]
    assert controller.undo_stack.count() == 0
    assert canonical_json(controller.session.state) == before


def test_undo_and_redo_follow_the_engine_policy() -> None:
    session = Session.start("high-card", seats("Ada", "Bo"), {"rounds": 2}, seed=3)
    controller = GameController(session, autosave=False)
    controller.accept_handover()
    undo = controller.create_undo_action(controller)
    redo = controller.create_redo_action(controller)
    assert not undo.isEnabled() and not redo.isEnabled()
    controller.try_apply(controller.actions_for(0)[0])
    # Ada may take back her own secret choice while the device has not changed hands yet.
    assert controller.pending_handover == 1
    assert undo.isEnabled()
    undo.trigger()
    assert session.actions == [] and controller.pending_handover is None
    assert redo.isEnabled() and not undo.isEnabled()
    redo.trigger()
    assert len(session.actions) == 1
    # Once Bo has the device, Ada's move is another player's decision.
    controller.accept_handover()
    assert controller.viewer == 1
    assert not undo.isEnabled()
    assert "another player's decision" in (controller.undo_refusal() or "")
    # Bo's commit reveals the cards and rolls a die: it can never be taken back.
    controller.try_apply(controller.actions_for(1)[0])
    assert session.commands[-1].sealed
    assert not undo.isEnabled()


def test_undo_redo_shortcuts_and_dirty_title(window: MainWindow, qtbot: QtBot) -> None:
    start(window, "Ada")
    assert window.windowTitle().startswith("Unsaved game[*]")
    assert not window.isWindowModified()
    controller = not_none(window.controller)
    controller.try_apply(controller.actions_for(0)[0])  # solo: the commit reveals at once (sealed)
    assert window.isWindowModified()
    assert not window.undo_action.isEnabled()
    controller.try_apply(controller.actions_for(0)[0])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    sealed_count = len(controller.session.actions)
    QTest.keySequence(window, QKeySequence("Ctrl+Z"))
    assert len(controller.session.actions) == sealed_count  # nothing undoable: all sealed
    controller.undo_stack.setClean()
    assert not window.isWindowModified()


def test_shortcuts_undo_and_redo_an_unsealed_move(window: MainWindow, qtbot: QtBot) -> None:
    start(window, "Ada", "Bo")
    controller = not_none(window.controller)
    window.privacy.continue_button.click()
    controller.try_apply(controller.actions_for(0)[0])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.session.actions == []
    QTest.keySequence(window, QKeySequence("Ctrl+Shift+Z"))
    assert len(controller.session.actions) == 1
    QTest.keySequence(window, QKeySequence("Ctrl+Z"))
    QTest.keySequence(window, QKeySequence("Ctrl+Y"))
    assert len(controller.session.actions) == 1


def test_every_move_is_autosaved(window: MainWindow) -> None:
    start(window, "Ada")
    controller = not_none(window.controller)
    controller.try_apply(controller.actions_for(0)[0])
    background_autosaver().flush()  # written off the UI thread; flush waits for the disk
    assert canonical_json(load_session(autosave_path()).state) == canonical_json(controller.session.state)


def test_log_model_follows_the_session(window: MainWindow, qtbot: QtBot) -> None:
    start(window, "Ada")
    controller = not_none(window.controller)
    controller.try_apply(controller.actions_for(0)[0])
    qtbot.waitUntil(lambda: window.game_page.log_model.rowCount() == len(controller.session.log()))
    assert window.game_page.log_model.lines()[0] == "Ada commits a card"


def test_ai_seat_asks_the_ai_player_for_a_move(qtbot: QtBot) -> None:
    calls: list[tuple[int, str, int]] = []

    def first_legal(
        game: Game[Any, Any],
        view: GameState,
        player: int,
        level: Level | str,
        seed: int,
        *,
        cancel: CancelToken | None = None,
    ) -> Action:
        calls.append((player, level, seed))
        # The AI sees only its own view: the human's hand is hidden from it.
        assert all(card is None for card in narrow(view, HighCardState).hands[0])
        return game.legal_actions(view)[0]

    table = seats("Ada", "Robo")
    table[1] = table[1].model_copy(update={"kind": "ai", "level": "hard"})
    session = Session.start("high-card", table, {"rounds": 1}, seed=5)
    controller = GameController(session, ai_player=first_legal, ai_pause_ms=0, autosave=False)
    assert controller.pending_handover is None and controller.viewer == 0  # one human: no privacy screen
    controller.try_apply(controller.actions_for(0)[0])
    qtbot.waitUntil(lambda: bool(calls) and len(session.actions) >= 2, timeout=3000)
    assert calls[0] == (1, "hard", decision_seed(5, 1, 1))
    # The computer's commit reveals both cards: nothing before it can be taken back any more.
    qtbot.waitUntil(lambda: controller.session.decision() is None or not controller.is_thinking())
    assert "revealed" in (controller.undo_refusal() or "")


def test_without_an_ai_player_ai_seats_are_played_by_hand() -> None:
    table = seats("Ada", "Robo")
    table[1] = table[1].model_copy(update={"kind": "ai", "level": "easy"})
    controller = GameController(Session.start("high-card", table, seed=5), autosave=False)
    assert controller.is_human(1)
    assert "Robo" in (controller.ai_notice() or "")
