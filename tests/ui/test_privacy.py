"""The hot-seat privacy screen: covers everything between two people, never appears for one."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearthwood.desktop.main_window import MainWindow
from tests.conformance.toy_game import HighCardState
from tests.narrow import narrow, not_none
from tests.ui.conftest import start
from tests.ui.high_card_table import HighCardTable


def test_privacy_screen_covers_the_whole_window_between_two_humans(window: MainWindow, qtbot: QtBot) -> None:
    start(window, "Ada", "Bo")
    privacy = window.privacy
    assert privacy.isVisible()
    assert privacy.title() == "Pass the device to Ada"
    assert privacy.geometry() == window.rect()
    # It is on top of every other child of the window: table, side panels, log, menu bar.
    assert window.childAt(window.rect().center()) in (privacy, *privacy.findChildren(QObject))
    assert window.childAt(QPoint(5, 5)) is privacy  # even the menu bar's corner
    log_panel_centre = window.game_page.log_panel.mapTo(window, window.game_page.log_panel.rect().center())
    assert window.childAt(log_panel_centre) in (privacy, *privacy.findChildren(QObject))

    # Tooltips are swallowed while it is up.
    event = QHelpEvent(QEvent.Type.ToolTip, QPoint(1, 1), QPoint(1, 1))
    assert privacy.eventFilter(window.game_page.view, event) is True

    privacy.continue_button.click()
    controller = not_none(window.controller)
    assert not privacy.isVisible() and controller.viewer == 0
    controller.try_apply(controller.actions_for(0)[0])
    QApplication.processEvents()
    # Bo is next: the screen comes back and the table still shows Ada's view underneath.
    assert privacy.isVisible() and privacy.title() == "Pass the device to Bo"
    assert controller.viewer == 0
    assert narrow(window.game_page.table, HighCardTable).viewer == 0
    privacy.continue_button.click()
    QApplication.processEvents()
    assert controller.viewer == 1
    assert narrow(window.game_page.table, HighCardTable).viewer == 1
    shown = [card.key for card in narrow(window.game_page.table, HighCardTable).hand_cards]
    assert shown == narrow(controller.session.state, HighCardState).hands[1]


def test_no_privacy_screen_with_a_single_human(window: MainWindow) -> None:
    start(window, "Ada", rounds=3)
    controller = not_none(window.controller)
    for _ in range(3):
        assert not window.privacy.isVisible()
        controller.try_apply(controller.actions_for(0)[0])
        QApplication.processEvents()
    assert not window.privacy.isVisible()


def test_the_table_renders_only_the_viewers_view(window: MainWindow) -> None:
    start(window, "Ada", "Bo")
    window.privacy.continue_button.click()
    QApplication.processEvents()
    table = narrow(window.game_page.table, HighCardTable)
    assert window.controller is not None
    assert isinstance(window.controller.session.state, HighCardState)
    assert [card.key for card in table.hand_cards] == window.controller.session.state.hands[0]
    view = narrow(window.controller.view(), HighCardState)
    assert view.hands[1] == [None] * len(window.controller.session.state.hands[1])


def test_the_log_hides_a_secret_placement_from_the_next_person(window: MainWindow) -> None:
    from hearthwood.desktop.new_game_dialog import NewGameChoice
    from hearthwood.engine.games.tiny_towns.actions import NameResource, PlaceResource
    from tests.ui.conftest import seats

    window.start_game(NewGameChoice("tiny-towns", {"monuments": False}, seats("Ada", "Bo"), 5))
    controller = not_none(window.controller)
    assert controller.try_apply(NameResource(player=0, resource="wood")) is None
    assert controller.try_apply(PlaceResource(player=0, square=6, resource="wood")) is None
    QApplication.processEvents()
    if window.privacy.isVisible():
        window.privacy.continue_button.click()
        QApplication.processEvents()
    assert controller.viewer == 1
    lines = window.game_page.log_model.lines()
    assert "Ada places a resource in secret" in lines and not any("Ada places wood" in line for line in lines)
    assert controller.try_apply(PlaceResource(player=1, square=0, resource="wood")) is None
    QApplication.processEvents()
    assert any("Ada places wood on B3" in line for line in window.game_page.log_model.lines())
