"""The main window: home page, menus, new game flow, rules, about, end of game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton

from hearthwood.desktop.game_page import game_over_line
from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.new_game_dialog import NewGameDialog
from hearthwood.desktop.score_dialog import ScoreChart, ScoreSheetDialog, headline
from hearthwood.desktop.settings import load_settings, remember_recent, settings_path
from hearthwood.engine.version import __version__
from hearthwood.ui.panels import rules_markdown
from tests.narrow import not_none
from tests.ui.conftest import start


def test_window_opens_on_the_home_page_with_the_playable_games(window: MainWindow) -> None:
    assert window.pages.currentWidget() is window.home
    assert {"high-card", "tiny-towns"} <= {game.info.id for game in window.home.games}
    assert window.home.findChild(QPushButton, "play_high-card") is not None
    assert not window.home.continue_button.isEnabled()
    assert window.windowTitle() == "Hearthwood"
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&File", "&Edit", "&View", "&Help"]
    assert not window.save_action.isEnabled() and not window.undo_action.isEnabled()
    assert window.new_action.shortcut().toString() == "Ctrl+N"
    assert window.save_as_action.shortcut().toString() == "Ctrl+Shift+S"


def test_new_game_from_a_home_card_opens_the_dialog_and_starts(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []

    def accept(dialog: NewGameDialog) -> int:
        seen.append(dialog.game.info.id)
        dialog.seat_rows[0].name.setText("Ada")
        dialog.seat_rows[1].name.setText("Bo")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)  # the class the main window opens
    not_none(window.home.findChild(QPushButton, "play_high-card")).click()
    assert seen == ["high-card"]
    assert window.pages.currentWidget() is window.game_page
    assert window.controller is not None
    assert window.controller.session.names == ["Ada", "Bo"]
    assert window.save_action.isEnabled()
    window.privacy.continue_button.click()
    assert window.game_page.banner.who() == "Ada"
    assert window.game_page.banner.prompt() == "Commit a card"
    window.home_action.trigger()
    assert window.pages.currentWidget() is window.home
    assert window.home.continue_button.isEnabled()


def test_about_shows_the_version(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.about()
    assert __version__ in shown[0]


def test_rules_panel_toggles_and_explains_missing_rules(window: MainWindow) -> None:
    start(window, "Ada")
    assert window.game_page.rules_panel.isHidden()
    window.rules_action.trigger()
    assert not window.game_page.rules_panel.isHidden()
    assert rules_markdown("high-card") is None
    assert "not included in this version yet" in window.game_page.rules_panel.browser.toPlainText()
    window.rules_action.trigger()
    assert window.game_page.rules_panel.isHidden()


def test_recent_files_are_kept_in_an_atomic_settings_file(tmp_path: Path) -> None:
    for name in ("a", "b", "a"):
        path = tmp_path / f"{name}.json"
        path.write_text("{}")
        remember_recent(path)
    assert [p.rsplit("/", 1)[-1] for p in load_settings().recent_files] == ["a.json", "b.json"]
    settings_path().write_text("{broken")
    assert load_settings().recent_files == []  # a damaged settings file never stops the app


def test_game_over_shows_the_score_sheet(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[ScoreSheetDialog] = []

    def record(dialog: ScoreSheetDialog) -> int:
        opened.append(dialog)
        return 0

    monkeypatch.setattr(ScoreSheetDialog, "exec", record)
    window.auto_final_scores = True
    start(window, "Ada", "Bo", rounds=1)
    controller = not_none(window.controller)
    while not controller.session.is_over():
        if controller.pending_handover is not None:
            window.privacy.continue_button.click()
        controller.try_apply(controller.session.legal_actions()[0])
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    assert len(opened) == 1
    dialog = opened[0]
    winners = [controller.session.names[p] for p in controller.session.ranking()[0]]
    assert all(name in dialog.headline.text() for name in winners)
    assert "most rounds won" in dialog.tiebreak.text()
    assert dialog.model.rowCount() == 2 and dialog.model.columnCount() == 3
    prompt = window.game_page.banner.prompt()
    assert prompt.startswith("Game over \u2014 ") and dialog.headline.text() in prompt
    sheet = controller.session.score_sheet()
    assert all(f"{name} {sheet.total(p)}" in prompt for p, name in enumerate(controller.session.names))
    image = not_none(dialog.findChild(ScoreChart)).grab().toImage()
    assert image.width() > 0 and len({image.pixel(x, image.height() // 2) for x in range(0, image.width(), 7)}) > 2


def test_solo_headline_mentions_the_score() -> None:
    from hearthwood.engine.core import Seat, Session

    session = Session.start("high-card", [Seat(name="Ada")], {"rounds": 1}, seed=2)
    session.apply(session.legal_actions()[0])
    assert headline(session).startswith("Ada scores ")
    assert game_over_line(session) == f"Game over \u2014 {headline(session)}", "alone, no list of totals"
