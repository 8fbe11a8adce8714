"""Creature Comforts' table items: location spaces, counters of Goods and tokens, and small round buttons.

They are dumb like every table item: each paints what it was given and reports gestures; the table decides
what a gesture means from the engine's legal actions.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from hearthwood.ui.table import Highlight, LabelItem, TableItem
from hearthwood.ui.theme import PALETTE, body_font, qcolor

from . import layout as L
from .art import Glyph, paint_cottage, paint_die_face, paint_glyphs, paint_good, paint_token


class LocationSpace(TableItem):
    """One place a worker can go: what it asks of the dice and what it gives.

    ``tall`` spaces (the Valley's) stack requirement, reward, dice and workers; ``wide`` ones (the River's
    windows, the Owl's Nest, Workshop, Market and Inn) keep the writing on the left and the pieces on the
    right. Workers and dice are child items the table adds at :meth:`worker_pos` and :meth:`die_pos`.
    """

    def __init__(
        self,
        location: str,
        width: float,
        height: float,
        *,
        need: str,
        faces: Sequence[int] = (),
        glyphs: Sequence[Glyph] = (),
        fill: str = PALETTE.cream,
        tall: bool = True,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(width, height, location, parent)
        self.location = location
        self._need = need
        self._faces = tuple(faces)
        self._glyphs = list(glyphs)
        self._fill = fill
        self._tall = tall
        self.resolved = False

    def corner_radius(self) -> float:
        return 8.0

    def art_key(self) -> str | None:
        return f"{self.location}|{self._need}|{self._faces}|{self._glyphs}|{self._fill}|{self._tall}|{self.resolved}"

    def worker_pos(self, index: int) -> QPointF:
        if self._tall:
            return QPointF(6 + index * (L.MEEPLE + 1), self.height - L.MEEPLE - 5)
        return QPointF(self.width - 6 - (index + 1) * (L.MEEPLE + 1), self.height - L.MEEPLE - 4)

    def die_pos(self, index: int) -> QPointF:
        step = L.SPACE_DIE + 4
        if self._tall:
            per_row = max(1, int((self.width - 8) // step))
            row, column = divmod(index, per_row)
            return QPointF(6 + column * step, self.height - L.MEEPLE - 10 - (row + 1) * step)
        return QPointF(self.width - 6 - (index + 1) * step, 5)

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        fill = qcolor(self._fill)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, fill.lighter(108))
        gradient.setColorAt(1, fill.darker(104))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(qcolor(PALETTE.wood_light), 1.4, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
        text_width = rect.width() - 12 if self._tall else max(rect.width() * 0.58, rect.width() - 44)
        painter.setPen(qcolor(PALETTE.ink))
        painter.setFont(body_font(9.5 if self._tall else 8.5, bold=True))
        metrics = QFontMetricsF(painter.font())
        need_rect = QRectF(6, 4, text_width, metrics.height() * (2 if self._tall else 3) + 2)
        bounds = metrics.boundingRect(need_rect, int(Qt.TextFlag.TextWordWrap), self._need)
        painter.drawText(
            need_rect,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
            self._need,
        )
        y = 6 + bounds.height()
        if self._faces:
            size = 17.0
            for index, face in enumerate(self._faces):
                paint_die_face(painter, QRectF(6 + index * (size + 3), y, size, size), face)
            y += size + 4
        if self._glyphs:
            paint_glyphs(painter, QRectF(6, y, text_width, 60), self._glyphs, size=20.0, centre=False)
        if self.resolved:
            painter.setBrush(qcolor(PALETTE.moss_dark, 60))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
            painter.setPen(qcolor(PALETTE.moss_dark))
            painter.setFont(body_font(9, bold=True))
            # Tall spaces keep their bottom right free; wide ones have workers there and words on the left.
            corner = Qt.AlignmentFlag.AlignRight if self._tall else Qt.AlignmentFlag.AlignLeft
            painter.drawText(
                rect.adjusted(6, 0, -8, -3),
                int(corner | Qt.AlignmentFlag.AlignBottom),
                "\u2713 done" if self._tall else "\u2713",
            )

    def paint_highlight(self, painter: QPainter) -> None:
        if self.highlight == Highlight.LEGAL:
            painter.setBrush(qcolor(PALETTE.moss_light, 110))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 8, 8)
        super().paint_highlight(painter)


class CottageItem(TableItem):
    """A Cottage slot still holding its Cottage (the Cottage leaves when an Improvement is built on it)."""

    def __init__(self, colour: str, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, None, parent)
        self._colour = colour

    def art_key(self) -> str | None:
        return self._colour

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(QPen(qcolor(PALETTE.line), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(qcolor(PALETTE.cream, 150))
        painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 6, 6)
        size = min(self.width, self.height) * 0.6
        paint_cottage(painter, QRectF((self.width - size) / 2, (self.height - size) / 2, size, size), self._colour)


class Counter(TableItem):
    """An icon (a Good or a token) with how many there are."""

    def __init__(
        self,
        kind: str,
        count: int,
        *,
        size: float = 24.0,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        self._font = body_font(size * 0.46, bold=True)
        text = str(count)
        width = size + QFontMetricsF(self._font).horizontalAdvance(text) + 8
        super().__init__(width, size, key, parent)
        self.kind = kind
        self.count = count
        self._size = size

    def art_key(self) -> str | None:
        return f"{self.kind}|{self.count}|{self._size}"

    def paint_body(self, painter: QPainter) -> None:
        icon = QRectF(0, 0, self._size, self._size)
        if self.kind in ("coin", "story", "lesson"):
            paint_token(painter, icon, self.kind)
        else:
            paint_good(painter, icon, self.kind)
        painter.setFont(self._font)
        painter.setPen(qcolor(PALETTE.ink if self.count else PALETTE.ink_soft))
        painter.drawText(
            QRectF(self._size + 3, 0, self.width - self._size - 3, self._size),
            Qt.AlignmentFlag.AlignVCenter,
            str(self.count),
        )


class RoundButton(TableItem):
    """A small round button beside a die: "-" or "+" for a Lesson Learned token."""

    def __init__(
        self, text: str, *, size: float = 20.0, key: Hashable = None, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(size, size, key, parent)
        self._text = text
        self.set_interactive(True)

    @property
    def text(self) -> str:
        return self._text

    def corner_radius(self) -> float:
        return self.width / 2

    def art_key(self) -> str | None:
        return f"{self._text}|{self.width:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(QPen(qcolor(PALETTE.moss_dark).darker(130), 1))
        painter.setBrush(qcolor(PALETTE.moss_dark))
        painter.drawEllipse(self.rect())
        painter.setPen(qcolor(PALETTE.cream))
        painter.setFont(body_font(self.width * 0.5, bold=True))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self._text)


class Badge(TableItem):
    """A small pill with text: a die's token change (+1), "Early Bird", a slot number."""

    def __init__(
        self, text: str, *, colour: str = PALETTE.gold, size: float = 9.0, parent: QGraphicsItem | None = None
    ) -> None:
        self._font = body_font(size, bold=True)
        metrics = QFontMetricsF(self._font)
        super().__init__(metrics.horizontalAdvance(text) + 12, metrics.height() + 4, None, parent)
        self._text = text
        self._colour = colour

    def corner_radius(self) -> float:
        return self.height / 2

    def art_key(self) -> str | None:
        return f"{self._text}|{self._colour}|{self._font.pointSizeF()}"

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(QPen(qcolor(self._colour).darker(150), 1))
        painter.setBrush(qcolor(self._colour))
        painter.drawRoundedRect(self.rect(), self.height / 2, self.height / 2)
        painter.setPen(qcolor(PALETTE.ink))
        painter.setFont(self._font)
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self._text)


def fitted_label(
    text: str,
    width: float,
    max_height: float,
    *,
    size: float = 9.5,
    bold: bool = False,
    colour: str = PALETTE.ink,
    parent: QGraphicsItem | None = None,
) -> LabelItem:
    """Wrapped text in the largest size (down to 6 points) that fits the box; the full text is its tooltip."""
    while True:
        font = body_font(size, bold=bold)
        bounds = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text)
        if bounds.height() <= max_height or size <= 6.0:
            break
        size -= 0.5
    label = LabelItem(text, font=font, colour=colour, width=width, parent=parent)
    label.setToolTip(text)
    return label
