"""Small wooden pieces: resource cubes and round or meeple-shaped tokens (workers, markers)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from ..theme import PALETTE, body_font, qcolor
from .base import TableItem


def _outline(colour: str) -> QPen:
    return QPen(qcolor(colour).darker(160), 1.2)


class CubeItem(TableItem):
    """A wooden cube seen slightly from above: a top face and two shaded sides."""

    def __init__(
        self, colour: str, *, size: float = 22.0, key: Hashable = None, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(size, size, key, parent)
        self._colour = colour

    def corner_radius(self) -> float:
        return 3.0

    def art_key(self) -> str | None:
        return f"{self._colour}|{self.width:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        s = self.width
        depth = s * 0.28
        base = qcolor(self._colour)
        top = QPolygonF([QPointF(depth, 0), QPointF(s, 0), QPointF(s - depth, depth), QPointF(0, depth)])
        front = QPolygonF([QPointF(0, depth), QPointF(s - depth, depth), QPointF(s - depth, s), QPointF(0, s)])
        side = QPolygonF([QPointF(s - depth, depth), QPointF(s, 0), QPointF(s, s - depth), QPointF(s - depth, s)])
        painter.setPen(_outline(self._colour))
        painter.setBrush(base.lighter(125))
        painter.drawPolygon(top)
        painter.setBrush(base)
        painter.drawPolygon(front)
        painter.setBrush(base.darker(125))
        painter.drawPolygon(side)


class TokenItem(TableItem):
    """A round disc or a meeple, with an optional short label (a count, an initial)."""

    def __init__(
        self,
        colour: str,
        *,
        shape: Literal["disc", "meeple"] = "disc",
        label: str = "",
        size: float = 30.0,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(size, size, key, parent)
        self._colour = colour
        self._shape = shape
        self._label = label
        self._art_key = f"{colour}|{shape}|{label}|{size:.1f}"

    def corner_radius(self) -> float:
        return self.width / 2 if self._shape == "disc" else 4.0

    def art_key(self) -> str | None:
        return self._art_key

    def shape(self) -> QPainterPath:
        return self._path()

    def _path(self) -> QPainterPath:
        rect = self.rect()
        path = QPainterPath()
        if self._shape == "disc":
            path.addEllipse(rect)
            return path
        w, h = rect.width(), rect.height()
        # A meeple: head, arms and legs drawn as one rounded silhouette.
        path.addEllipse(QRectF(w * 0.34, 0, w * 0.32, h * 0.3))
        body = QPainterPath()
        body.moveTo(w * 0.5, h * 0.24)
        body.cubicTo(w * 0.78, h * 0.24, w * 0.86, h * 0.34, w, h * 0.44)
        body.lineTo(w * 0.95, h * 0.56)
        body.lineTo(w * 0.7, h * 0.52)
        body.lineTo(w * 0.86, h)
        body.lineTo(w * 0.58, h)
        body.lineTo(w * 0.5, h * 0.78)
        body.lineTo(w * 0.42, h)
        body.lineTo(w * 0.14, h)
        body.lineTo(w * 0.3, h * 0.52)
        body.lineTo(w * 0.05, h * 0.56)
        body.lineTo(0, h * 0.44)
        body.cubicTo(w * 0.14, h * 0.34, w * 0.22, h * 0.24, w * 0.5, h * 0.24)
        return path.united(body)

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        path = self._path()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor("#000000", 50))
        painter.drawPath(path.translated(1.2, 2.0))
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, qcolor(self._colour).lighter(125))
        gradient.setColorAt(1, qcolor(self._colour).darker(115))
        painter.setBrush(QBrush(gradient))
        painter.setPen(_outline(self._colour))
        painter.drawPath(path)
        if self._label:
            painter.setPen(qcolor(PALETTE.cream))
            painter.setFont(body_font(max(6.0, rect.height() * 0.3), bold=True))
            text_rect = rect if self._shape == "disc" else rect.adjusted(0, rect.height() * 0.25, 0, 0)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self._label)
