"""Cards: a face painter and a back painter, turned over with a short flip animation.

Each game supplies painters (plain functions drawing into a rectangle) so a card's art stays vector and
crisp at any zoom; the item caches the result at device resolution so dragging a hand stays smooth.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QLinearGradient, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem

from ..theme import PALETTE, heading_font, qcolor
from .base import TableItem
from .pixmap_cache import paint_cached

CardPainter = Callable[[QPainter, QRectF], None]

CARD_WIDTH = 90.0
CARD_HEIGHT = 126.0
FLIP_MS = 260


def paint_card_back(painter: QPainter, rect: QRectF) -> None:
    """The house card back: moss green with a woven lattice and a wooden border."""
    paint_cached(painter, rect, "card-back", _draw_card_back)


def _draw_card_back(painter: QPainter, rect: QRectF) -> None:
    radius = rect.width() * 0.08
    painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1.5))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, qcolor(PALETTE.moss))
    gradient.setColorAt(1, qcolor(PALETTE.moss_dark))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(7, 7, -7, -7)
    painter.setPen(QPen(qcolor(PALETTE.gold_light, 160), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.setClipPath(clip)
    step = 12.0
    painter.setPen(QPen(qcolor(PALETTE.gold_light, 70), 1))
    span = inner.width() + inner.height()
    offset = 0.0
    while offset < span:
        painter.drawLine(QPointF(inner.left() + offset, inner.top()), QPointF(inner.left(), inner.top() + offset))
        painter.drawLine(QPointF(inner.right() - offset, inner.top()), QPointF(inner.right(), inner.top() + offset))
        offset += step
    painter.restore()
    # A small leaf emblem in the middle.
    centre = rect.center()
    size = rect.width() * 0.22
    leaf = QPainterPath()
    leaf.moveTo(centre.x(), centre.y() - size)
    leaf.quadTo(centre.x() + size, centre.y(), centre.x(), centre.y() + size)
    leaf.quadTo(centre.x() - size, centre.y(), centre.x(), centre.y() - size)
    painter.setPen(QPen(qcolor(PALETTE.moss_dark), 1.2))
    painter.setBrush(qcolor(PALETTE.gold_light))
    painter.drawPath(leaf)
    painter.drawLine(QPointF(centre.x(), centre.y() - size * 0.8), QPointF(centre.x(), centre.y() + size * 0.8))


def paint_blank_face(painter: QPainter, rect: QRectF) -> None:
    """A cream card face with a thin wooden frame; games draw their content on top of it."""
    radius = rect.width() * 0.08
    painter.setPen(QPen(qcolor(PALETTE.wood), 1.5))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, qcolor(PALETTE.cream))
    gradient.setColorAt(1, qcolor(PALETTE.parchment))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(qcolor(PALETTE.line), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), radius * 0.6, radius * 0.6)


def text_face(title: str, *, corner: str = "", accent: str = PALETTE.rust) -> CardPainter:
    """A face painter for simple cards: a big centred title and an optional corner index."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_blank_face(painter, rect)
        painter.setPen(qcolor(accent))
        painter.setFont(heading_font(rect.height() * 0.16))
        painter.drawText(rect.adjusted(8, 8, -8, -8), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, title)
        if corner:
            top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            index_rect = rect.adjusted(9, 7, -9, -7)
            painter.setFont(heading_font(rect.height() * 0.085))
            painter.drawText(index_rect, top_left, corner)
            painter.save()
            painter.translate(rect.center())
            painter.rotate(180)  # the index repeats upside down, as on a printed card
            painter.translate(-rect.center())
            painter.drawText(index_rect, top_left, corner)
            painter.restore()

    return paint


def _paint_shadow(painter: QPainter, rect: QRectF) -> None:
    radius = rect.width() * 0.08
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor("#000000", 45))
    painter.drawRoundedRect(rect, radius, radius)


class CardItem(TableItem):
    """One card. ``face`` is None for a card whose face this viewer may not see: it can only show its back."""

    def __init__(
        self,
        face: CardPainter | None,
        *,
        back: CardPainter = paint_card_back,
        face_up: bool = True,
        key: Hashable = None,
        width: float = CARD_WIDTH,
        height: float = CARD_HEIGHT,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(width, height, key, parent)
        self._face = face
        self._back = back
        self._face_up = face_up and face is not None
        self._squash = 1.0
        self._flip: QVariantAnimation | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def corner_radius(self) -> float:
        return self.width * 0.08

    @property
    def face_up(self) -> bool:
        return self._face_up

    def paint_body(self, painter: QPainter) -> None:
        painter.save()
        if self._squash != 1.0:
            # Squash around the vertical centre line: the card seems to turn on its long edge.
            centre = self.rect().center().x()
            painter.setTransform(
                QTransform().translate(centre, 0).scale(self._squash, 1).translate(-centre, 0), combine=True
            )
        # An antialiased rounded rectangle costs about as much as copying a whole card face: cache it too.
        paint_cached(painter, self.rect().translated(1.5, 2.5), "card-shadow", _paint_shadow)
        painter_fn = self._face if self._face_up and self._face is not None else self._back
        painter_fn(painter, self.rect())
        painter.restore()

    def flip_to(self, face_up: bool, *, animate: bool = True) -> None:
        """Turn the card over. Showing a face needs one, so a redacted card stays face down."""
        face_up = face_up and self._face is not None
        if face_up == self._face_up:
            return
        if not animate:
            self._face_up = face_up
            self.update()
            return
        animation = QVariantAnimation(self)
        animation.setDuration(FLIP_MS)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        swapped = False

        def step(value: float) -> None:
            nonlocal swapped
            progress = float(value)
            if progress >= 0.5 and not swapped:
                swapped = True
                self._face_up = face_up
            self._squash = max(0.02, abs(1.0 - 2.0 * progress))
            self.update()

        def finish() -> None:
            self._squash = 1.0
            self._face_up = face_up
            self.update()

        animation.valueChanged.connect(step)
        animation.finished.connect(finish)
        if self._flip is not None:
            self._flip.stop()
        # Kept, not DeleteWhenStopped: its deferred delete raced the Python wrapper and double-freed.
        # A stopped one stays a child of this item and goes with it.
        self._flip = animation
        animation.start()
