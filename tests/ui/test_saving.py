"""Save, Save As, Open and Continue through the window's menu handlers (file dialogs monkeypatched)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.settings import recent_files
from hearthwood.engine.core import canonical_json
from hearthwood.engine.core.saves import autosave_path
from tests.narrow import not_none
from tests.ui.conftest import start


def play(window: MainWindow, moves: int) -> None:
    for _ in range(moves):
        controller = not_none(window.controller)
        if controller.pending_handover is not None:
            window.privacy.continue_button.click()
        controller.try_apply(controller.session.legal_actions()[0])


def test_save_as_then_open_round_trips_and_tracks_clean_state(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, "Ada", "Bo")
    play(window, 3)
    target = tmp_path / "evening"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), SAVE_FILTER))
    window.save_as_action.trigger()
    saved = target.with_suffix(".json")
    assert saved.is_file()
    assert not window.isWindowModified()
    assert window.windowTitle().startswith("evening[*]")
    assert window.controller is not None
    expected = canonical_json(window.controller.session.state)
    undoable = window.controller.undo_stack.count()

    window.return_home()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), SAVE_FILTER))
    window.open_action.trigger()
    assert window.controller is not None
    assert canonical_json(window.controller.session.state) == expected
    assert window.controller.undo_stack.count() == undoable  # the loaded history stays undoable
    assert not window.isWindowModified()
    assert saved.resolve() in recent_files()

    play(window, 1)
    assert window.isWindowModified()
    window.save_action.trigger()  # plain Save writes to the same file without asking
    assert not window.isWindowModified()


@pytest.mark.parametrize("content", [b"{not json", b'{"format": "hearthwood-save", "version": 99}', b""])
def test_a_bad_file_shows_a_message_and_changes_nothing(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes
) -> None:
    start(window, "Ada")
    play(window, 1)
    assert window.controller is not None
    before = canonical_json(window.controller.session.state)
    broken = tmp_path / "broken.json"
    broken.write_bytes(content)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), SAVE_FILTER))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window.open_action.trigger()
    assert len(shown) == 1 and "broken.json could not be opened" in shown[0]
    assert "has not been changed" in shown[0]
    assert broken.read_bytes() == content
    assert canonical_json(window.controller.session.state) == before
    assert not broken.with_name("broken.json.bak").exists()


def test_continue_resumes_the_autosave_exactly(window: MainWindow) -> None:
    start(window, "Ada", "Bo")
    play(window, 3)
    assert window.controller is not None
    expected = canonical_json(window.controller.session.state)
    redo_free = window.controller.session.actions
    window.return_home()
    assert window.home.continue_button.isEnabled()
    assert "High Card with Ada and Bo" in window.home.continue_info.text()
    window.home.continue_button.click()
    assert canonical_json(window.controller.session.state) == expected
    assert window.controller.session.actions == redo_free
    assert window.controller.pending_handover is not None  # two humans: pass the device before anything shows


def test_continue_is_offered_only_for_an_unfinished_game(window: MainWindow) -> None:
    assert not window.home.continue_button.isEnabled()
    start(window, "Ada", rounds=1)
    play(window, 1)
    assert window.controller is not None
    assert window.controller.session.is_over()
    window.return_home()
    assert autosave_path().is_file()
    assert not window.home.continue_button.isEnabled()


SAVE_FILTER = "Hearthwood saves (*.json)"
