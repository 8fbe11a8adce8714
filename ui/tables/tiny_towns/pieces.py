"""Tiny Towns' table items: cubes, building tiles, the wooden town frame, small towns and badges.

They are dumb like every table item: each paints what it was given and reports gestures; the table decides
what a gesture means from the engine's legal actions.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent

from hearthwood.engine.games.tiny_towns.board import ROW_LABELS, SIZE, square_name
from hearthwood.engine.games.tiny_towns.content import RESOURCES, load_content
from hearthwood.ui.table import Highlight, TableItem
from hearthwood.ui.theme import PALETTE, body_font, heading_font, qcolor

from .art import MEADOW, paint_building, paint_hammer, paint_resource


def is_resource(content: str | None) -> bool:
    return content in RESOURCES


def describe_square(square: int, content: str | None, stored: Sequence[str]) -> str:
    """The hover text of a square: its name, what stands on it and what it holds."""
    name = square_name(square)
    if content is None:
        return f"{name}: empty"
    if is_resource(content):
        return f"{name}: {content}"
    card = load_content().card(content)
    text = f"{name}: {card.name}\n{card.text}"
    if stored:
        text += f"\nHolding: {', '.join(stored)}"
    return text


class ResourceItem(TableItem):
    """One resource cube; ``faded`` for a resource that cannot be chosen now."""

    def __init__(
        self,
        resource: str,
        *,
        size: float = 30.0,
        faded: bool = False,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(size, size, key, parent)
        self.resource = resource
        self._faded = faded
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def corner_radius(self) -> float:
        return 4.0

    def art_key(self) -> str | None:
        return f"{self.resource}|{self._faded}|{self.width:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        paint_resource(painter, self.rect(), self.resource, faded=self._faded)


class BuildingTile(TableItem):
    """A building standing on a square, with any resources it holds drawn as small cubes on it."""

    def __init__(
        self,
        kind: str,
        size: float,
        *,
        stored: Sequence[str] = (),
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(size, size, key, parent)
        self.kind = kind
        self._stored = list(stored)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        paint_building(painter, rect, load_content().card(self.kind))
        paint_stored(painter, rect, self._stored)


def paint_stored(painter: QPainter, rect: QRectF, stored: Sequence[str]) -> None:
    """Resources kept on a building sit in a row along its top edge."""
    if not stored:
        return
    cube = max(6.0, rect.width() * 0.26)
    for index, resource in enumerate(stored):
        x = rect.right() - (index + 1) * (cube + 1) - 1
        paint_resource(painter, QRectF(x, rect.top() + 2, cube, cube), resource)


class TownFrame(TableItem):
    """The wooden board under the viewer's town, with the rows A-D and columns 1-4 printed on its edge."""

    def __init__(self, grid_rect: QRectF, width: float, height: float, *, accent: str) -> None:
        super().__init__(width, height)
        self._grid_rect = grid_rect
        self._accent = accent

    def corner_radius(self) -> float:
        return 12.0

    def art_key(self) -> str | None:
        grid, size = self._grid_rect, self.rect()
        return f"{self._accent}|{size.width():.1f}x{size.height():.1f}|{grid.x():.1f},{grid.y():.1f},{grid.width():.1f}"

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor("#000000", 55))
        painter.drawRoundedRect(rect.translated(3, 4), 12, 12)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, qcolor(PALETTE.wood_light))
        gradient.setColorAt(0.5, qcolor("#B9845A"))
        gradient.setColorAt(1, qcolor(PALETTE.wood))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(qcolor(PALETTE.wood_dark), 2))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 12, 12)
        painter.setPen(QPen(qcolor(PALETTE.wood_dark, 45), 1))
        for index in range(1, int(rect.height() // 9)):  # grain
            y = rect.top() + index * 9 + (index % 3) * 1.5
            painter.drawLine(QPointF(rect.left() + 8, y), QPointF(rect.right() - 8, y + (index % 2) * 2))
        bed = self._grid_rect.adjusted(-6, -6, 6, 6)
        painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1.5))
        painter.setBrush(qcolor(PALETTE.wood_dark, 90))
        painter.drawRoundedRect(bed, 8, 8)
        painter.setFont(heading_font(10))
        painter.setPen(qcolor(PALETTE.cream))
        cell = (self._grid_rect.width() + 6) / SIZE
        for index in range(SIZE):
            row = QRectF(bed.left() - 22, self._grid_rect.top() + index * cell, 18, cell - 6)
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, ROW_LABELS[index])
            column = QRectF(self._grid_rect.left() + index * cell, bed.top() - 20, cell - 6, 16)
            painter.drawText(column, Qt.AlignmentFlag.AlignCenter, str(index + 1))


class MiniTown(TableItem):
    """Another player's town, small: every square painted in one item, its contents named on hover."""

    def __init__(
        self,
        squares: Sequence[str | None],
        stored: Sequence[Sequence[str]],
        cell: float,
        *,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        gap = max(2.0, cell * 0.1)
        side = SIZE * cell + (SIZE - 1) * gap
        super().__init__(side, side, key, parent)
        self._squares = list(squares)
        self._stored = [list(s) for s in stored]
        self._cell = cell
        self._gap = gap
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def cell_rect(self, square: int) -> QRectF:
        row, column = divmod(square, SIZE)
        return QRectF(column * (self._cell + self._gap), row * (self._cell + self._gap), self._cell, self._cell)

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.wood, 200))
        painter.drawRoundedRect(self.rect().adjusted(-4, -4, 4, 4), 6, 6)
        for square, content in enumerate(self._squares):
            rect = self.cell_rect(square)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(MEADOW))
            painter.drawRoundedRect(rect, 3, 3)
            if content is None:
                continue
            if is_resource(content):
                paint_resource(painter, rect.adjusted(2, 2, -2, -2), content)
            else:
                paint_building(painter, rect, load_content().card(content), label=False)
                paint_stored(painter, rect, self._stored[square])

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        for square in range(SIZE * SIZE):
            if self.cell_rect(square).contains(event.pos()):
                self.setToolTip(describe_square(square, self._squares[square], self._stored[square]))
                break
        super().hoverMoveEvent(event)


class HammerItem(TableItem):
    """The Master Builder marker."""

    def __init__(self, size: float = 24.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(size, size, "hammer", parent)
        self.setToolTip("Master Builder: names this round's resource")

    def paint_body(self, painter: QPainter) -> None:
        paint_hammer(painter, self.rect())


class BadgeItem(TableItem):
    """A small pill of text: "complete", "placed", a count."""

    def __init__(
        self, text: str, *, colour: str = PALETTE.moss_dark, size: float = 8.5, parent: QGraphicsItem | None = None
    ) -> None:
        font = body_font(size, bold=True)
        metrics = QFontMetricsF(font)
        super().__init__(metrics.horizontalAdvance(text) + 16, metrics.height() + 6, text, parent)
        self.text = text
        self._font = font
        self._colour = colour

    def corner_radius(self) -> float:
        return self.height / 2

    def art_key(self) -> str | None:
        return f"{self.text}|{self._colour}|{self._font.pointSizeF()}"

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(self._colour))
        painter.drawRoundedRect(self.rect(), self.height / 2, self.height / 2)
        painter.setFont(self._font)
        painter.setPen(qcolor(PALETTE.cream))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.text)


class PinItem(TableItem):
    """A "build here" marker drawn over a square that is a legal target of the chosen pattern."""

    def __init__(self, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(size, size, "pin", parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def art_key(self) -> str | None:
        return f"{self.width:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        painter.setPen(QPen(qcolor(PALETTE.cream), 1.5))
        painter.setBrush(qcolor(PALETTE.moss_dark))
        painter.drawEllipse(rect)
        w, h = rect.width(), rect.height()
        roof = [QPointF(w * 0.5, h * 0.2), QPointF(w * 0.8, h * 0.48), QPointF(w * 0.2, h * 0.48)]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.cream))
        painter.drawPolygon(roof)
        painter.drawRect(QRectF(w * 0.3, h * 0.48, w * 0.4, h * 0.3))


def set_highlight_if(item: TableItem, on: bool, highlight: Highlight = Highlight.LEGAL) -> None:
    item.set_highlight(highlight if on else Highlight.NONE)
