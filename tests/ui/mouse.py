"""Driving a game table as a person would: real mouse events on the main window's viewport."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hearthwood.desktop.main_window import MainWindow
from hearthwood.ui.table import TableItem


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def centre_of(window: MainWindow, item: TableItem) -> QPoint:
    return window.game_page.view.mapFromScene(item.mapToScene(item.rect().center()))


def click(window: MainWindow, item: TableItem) -> None:
    QTest.mouseClick(window.game_page.view.viewport(), Qt.MouseButton.LeftButton, pos=centre_of(window, item))
    settle()


def move_to(window: MainWindow, to: QPoint) -> None:
    """A mouse move with the left button held (QTest.mouseMove cannot hold a button)."""
    viewport = window.game_page.view.viewport()
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(to),
        QPointF(viewport.mapToGlobal(to)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


def drag(window: MainWindow, item: TableItem, onto: TableItem) -> None:
    viewport = window.game_page.view.viewport()
    start_at, target = centre_of(window, item), centre_of(window, onto)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start_at)
    move_to(window, start_at + QPoint(12, 12))
    move_to(window, target)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
    settle()


def pass_device(window: MainWindow) -> None:
    """Hot-seat: the next person presses Continue on the privacy screen, which must be up."""
    assert window.privacy.isVisible()
    window.privacy.continue_button.click()
    settle()
