"""UI benchmark: prints how long the real window takes to answer a player. Not a test; `make bench-ui`.

Measured on a 3-player game of each playable game, offscreen, through the main window at 1280x800:
- a human action (apply through the controller, rebuild the table from the view, repaint): budget 100 ms;
  over the first 60 actions, and over the whole game played to its end, where the table is fullest and the
  log longest;
- a frame while dragging a piece the person may move across the viewport (mouse-move handling plus a full
  repaint): budget 16 ms.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from hearthwood.desktop.app import freeze_startup_heap
from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.new_game_dialog import NewGameChoice
from hearthwood.engine.core import Seat
from hearthwood.ui.table import TableItem
from hearthwood.ui.theme import apply_theme
from tests.narrow import narrow


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


# Game id -> options for the measured game (Tiny Towns without Monuments keeps to its common path).
GAMES: dict[str, dict[str, object]] = {"tiny-towns": {"monuments": False}, "creature-comforts": {}, "snowcrest": {}}
ACTIONS = 60
WHOLE_GAME = 2000  # actions at most; every game ends well before
DRAG_FRAMES = 120


def measure_actions(window: MainWindow) -> list[float]:
    controller = window.controller
    assert controller is not None
    viewport = window.game_page.view.viewport()
    action_ms: list[float] = []
    for _ in range(WHOLE_GAME):
        if window.privacy.isVisible():
            window.privacy.continue_button.click()
            _settle()
        legal = controller.session.legal_actions()
        if not legal:
            break
        staying = [a for a in legal if a.kind not in controller.session.game.voluntary_exit_kinds]
        start = time.perf_counter()
        controller.try_apply((staying or legal)[len(staying or legal) // 2])
        window.game_page.rebuild_now()
        viewport.repaint()
        action_ms.append((time.perf_counter() - start) * 1000)
        _settle()
    return action_ms


def draggable_piece(window: MainWindow) -> TableItem | None:
    scene = window.game_page.view.scene()
    pieces = [item for item in scene.items() if isinstance(item, TableItem) and item.draggable and item.isVisible()]
    return pieces[0] if pieces else None


def measure_drag(window: MainWindow) -> list[float]:
    """Frames while a piece follows the pointer; the pointer is let go where it was picked up."""
    view = window.game_page.view
    viewport = view.viewport()
    controller = window.controller
    assert controller is not None
    piece = draggable_piece(window)
    for _ in range(50):  # play on until the person at the screen has something to drag
        if piece is not None or not controller.session.legal_actions():
            break
        if window.privacy.isVisible():
            window.privacy.continue_button.click()
        controller.try_apply(controller.session.legal_actions()[0])
        window.game_page.rebuild_now()
        _settle()
        piece = draggable_piece(window)
    if piece is None:
        return []
    centre = view.mapFromScene(piece.mapToScene(piece.rect().center()))
    frame_ms: list[float] = []
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=centre)
    for step in range(DRAG_FRAMES):
        to = QPoint(centre.x() + (step % 40) * 6 - 120, centre.y() + (step % 15) * 4 - 30)
        event = QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(to),
            QPointF(viewport.mapToGlobal(to)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        start = time.perf_counter()
        QApplication.sendEvent(viewport, event)
        viewport.repaint()
        frame_ms.append((time.perf_counter() - start) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=centre)
    return frame_ms


def main() -> int:
    app = narrow(QApplication.instance() or QApplication(sys.argv[:1]), QApplication)
    apply_theme(app)
    window = MainWindow()
    window.auto_final_scores = False  # the final score sheet is modal and would wait for a click
    window.resize(1280, 800)
    window.show()
    freeze_startup_heap()  # as the app does once its window is up
    seats = [Seat(name=n, colour=c) for n, c in (("Ada", "#c0623d"), ("Bo", "#4f7a45"), ("Cy", "#4a6f9a"))]
    print("| game | measure | samples | median ms | p95 ms | max ms | budget ms |")
    print("|---|---|---|---|---|---|---|")
    for game_id, options in GAMES.items():
        window.start_game(NewGameChoice(game_id, dict(options), seats, 7))
        _settle()
        if window.privacy.isVisible():
            window.privacy.continue_button.click()
            _settle()
        # The drag first, at the game's start, where each game has a piece to pick up; then the actions.
        frames = measure_drag(window)
        actions = measure_actions(window)
        rows = (
            ("human action", actions[:ACTIONS], 100),
            ("human action, whole game", actions, 100),
            ("drag frame", frames, 16),
        )
        for label, values, budget in rows:
            if values:
                print(
                    f"| {game_id} | {label} | {len(values)} | {statistics.median(values):.1f} "
                    f"| {_p95(values):.1f} | {max(values):.1f} | {budget} |",
                    flush=True,
                )
        window.return_home()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
