"""An exception in a slot shows an error dialog, is logged to the rotating file, and the app carries on."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from hearthwood.desktop import crash_guard


class Emitter(QObject):
    fired = Signal()


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    return shown


@pytest.mark.qt_no_exception_capture
def test_exception_in_a_slot_shows_a_dialog_and_is_logged(
    qtbot: QtBot, dialogs: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    crash_guard.install_excepthook()
    emitter = Emitter()

    def broken_slot() -> None:
        raise RuntimeError("the kettle boiled over")

    emitter.fired.connect(broken_slot)
    emitter.fired.emit()
    assert len(dialogs) == 1
    assert "RuntimeError: the kettle boiled over" in dialogs[0]
    log_text = crash_guard.log_file().read_text(encoding="utf-8")
    assert "the kettle boiled over" in log_text and "broken_slot" in log_text  # with the traceback
    # The app keeps running: the next signal is handled normally.
    emitter.fired.disconnect(broken_slot)
    received: list[bool] = []
    emitter.fired.connect(lambda: received.append(True))
    emitter.fired.emit()
    assert received == [True]


def test_guarded_slot_reports_instead_of_raising(qtbot: QtBot, dialogs: list[str]) -> None:
    @crash_guard.guarded
    def slot(value: int) -> int:
        return 10 // value

    assert slot(2) == 5
    assert slot(0) is None
    assert "ZeroDivisionError" in dialogs[0]
    assert "ZeroDivisionError" in crash_guard.log_file().read_text(encoding="utf-8")
