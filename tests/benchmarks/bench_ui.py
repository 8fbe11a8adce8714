"""UI benchmark: prints how long the real window takes to answer a player. Not a test; `make bench-ui`.

Measured on a 3-player Tiny Towns game with monuments, offscreen, through the main window:
- a human action (apply through the controller, rebuild the table from the view, repaint): budget 100 ms;
- a frame while dragging a cube across the viewport (mouse-move handling plus a full repaint): budget 16 ms.
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

from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.new_game_dialog import NewGameChoice
from hearthwood.engine.core import Seat
from hearthwood.ui.theme import apply_theme


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_theme(app)  # type: ignore[arg-type]
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    seats = [Seat(name=n, colour=c) for n, c in (("Ada", "#c0623d"), ("Bo", "#4f7a45"), ("Cy", "#4a6f9a"))]
    window.start_game(NewGameChoice("tiny-towns", {"monuments": False}, seats, 7))
    _settle()
    controller = window.controller
    assert controller is not None
    viewport = window.game_page.view.viewport()

    action_ms: list[float] = []
    for _ in range(60):
        legal = controller.session.legal_actions()
        if not legal:
            break
        staying = [a for a in legal if a.kind != "complete_town"]
        start = time.perf_counter()
        controller.try_apply((staying or legal)[len(staying or legal) // 2])
        window.game_page.rebuild_now()
        viewport.repaint()
        action_ms.append((time.perf_counter() - start) * 1000)
        if window.privacy.isVisible():
            window.privacy.continue_button.click()
        _settle()

    frame_ms: list[float] = []
    centre = viewport.rect().center()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=centre)
    for step in range(120):
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

    print("| measure | samples | median ms | p95 ms | max ms | budget ms |")
    print("|---|---|---|---|---|---|")
    for label, values, budget in (("human action", action_ms, 100), ("drag frame", frame_ms, 16)):
        print(
            f"| {label} | {len(values)} | {statistics.median(values):.1f} | {_p95(values):.1f} "
            f"| {max(values):.1f} | {budget} |"
        )
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
