"""A six-sided die showing the value the engine rolled, with a short tumble when it is freshly rolled.

The tumble only shows passing faces for effect; the value comes from the view, never from the UI.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

from PySide6.QtCore import QEasingCurve, QPointF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..theme import PALETTE, qcolor
from .base import TableItem

ROLL_MS = 650

# Pip positions on a 3x3 grid (column, row), per face.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


class DieItem(TableItem):
    def __init__(
        self,
        value: int,
        *,
        colour: str = PALETTE.cream,
        pip_colour: str = PALETTE.ink,
        size: float = 44.0,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        if value not in PIPS:
            raise ValueError(f"a die shows 1 to 6, not {value}")
        super().__init__(size, size, key, parent)
        self._value = value
        self._shown = value
        self._colour = colour
        self._pip_colour = pip_colour
        self._roll: QVariantAnimation | None = None
        self.setTransformOriginPoint(self.rect().center())

    @property
    def value(self) -> int:
        return self._value

    @property
    def shown(self) -> int:
        return self._shown

    def corner_radius(self) -> float:
        return self.width * 0.18

    def art_key(self) -> str | None:
        return f"{self._shown}|{self._colour}|{self._pip_colour}|{self.width:.1f}"  # a rolling die is not cached

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor("#000000", 50))
        painter.drawRoundedRect(rect.translated(1.5, 2.5), self.corner_radius(), self.corner_radius())
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, qcolor(self._colour).lighter(112))
        gradient.setColorAt(1, qcolor(self._colour).darker(108))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1.3))
        painter.drawRoundedRect(rect, self.corner_radius(), self.corner_radius())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(self._pip_colour))
        cell = rect.width() / 4
        radius = rect.width() * 0.09
        for column, row in PIPS[self._shown]:
            centre = QPointF(rect.left() + cell * (column + 1), rect.top() + cell * (row + 1))
            painter.drawEllipse(centre, radius, radius)

    def roll(self) -> None:
        """Tumble through a few faces and settle on the rolled value."""
        animation = QVariantAnimation(self)
        animation.setDuration(ROLL_MS)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        last_step = -1

        def step(value: float) -> None:
            nonlocal last_step
            progress = float(value)
            current = int(progress * 8)
            if current != last_step and progress < 0.95:
                last_step = current
                self._shown = random.choice([face for face in PIPS if face != self._shown])
            self.setRotation((1.0 - progress) * 200.0)
            self.update()

        def finish() -> None:
            self._shown = self._value
            self.setRotation(0)
            self.update()

        animation.valueChanged.connect(step)
        animation.finished.connect(finish)
        if self._roll is not None:
            self._roll.stop()
        # Kept, not DeleteWhenStopped: its deferred delete raced the Python wrapper and double-freed.
        # A stopped one stays a child of this item and goes with it.
        self._roll = animation
        animation.start()
