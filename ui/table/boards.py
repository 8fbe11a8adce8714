"""Boards and text on the table: titled panels, labels, buttons, square grids and numbered tracks."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QFont, QFontMetricsF, QKeyEvent, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..theme import PALETTE, body_font, heading_font, qcolor
from .base import Highlight, TableItem


class BoardItem(TableItem):
    """A rounded wooden-edged panel with a title: a player's area, a market, the central board."""

    TITLE_HEIGHT = 30.0

    def __init__(
        self,
        title: str,
        width: float,
        height: float,
        *,
        accent: str = PALETTE.wood,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(width, height, key, parent)
        self._title = title
        self._accent = accent

    def corner_radius(self) -> float:
        return 14.0

    def art_key(self) -> str | None:
        return f"{self._title}|{self._accent}|{self.rect().width():.1f}x{self.rect().height():.1f}"

    def content_rect(self) -> QRectF:
        """Where children go: below the title, inside the border."""
        return self.rect().adjusted(12, self.TITLE_HEIGHT + 8, -12, -12)

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor("#000000", 40))
        painter.drawRoundedRect(rect.translated(2, 3), self.corner_radius(), self.corner_radius())
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, qcolor(PALETTE.cream))
        gradient.setColorAt(1, qcolor(PALETTE.parchment))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(qcolor(self._accent), 2.5))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), self.corner_radius(), self.corner_radius())
        if not self._title:
            return
        band = QRectF(rect.left() + 10, rect.top() + 8, rect.width() - 20, self.TITLE_HEIGHT - 4)
        painter.setPen(qcolor(self._accent).darker(130))
        painter.setFont(heading_font(12))
        metrics = QFontMetricsF(painter.font())
        painter.drawText(
            band,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(self._title, Qt.TextElideMode.ElideRight, band.width()),
        )
        painter.setPen(QPen(qcolor(self._accent, 120), 1))
        painter.drawLine(QPointF(band.left(), band.bottom() + 2), QPointF(band.right(), band.bottom() + 2))


class LabelItem(TableItem):
    """Text on the table, sized to its content (or wrapped to ``width``)."""

    def __init__(
        self,
        text: str,
        *,
        font: QFont | None = None,
        colour: str = PALETTE.ink,
        width: float | None = None,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        self._font = font or body_font(11)
        metrics = QFontMetricsF(self._font)
        if width is None:
            bounds = metrics.boundingRect(text)
            width = bounds.width() + 4
            height = metrics.height() + 2
        else:
            bounds = metrics.boundingRect(QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text)
            height = bounds.height() + 2
        super().__init__(width, height, key, parent)
        self._text = text
        self._colour = colour
        self._align = align
        # Text is the costliest thing a table paints; a label never changes, so its key is made once.
        self._art_key = f"{text}|{self._font.toString()}|{colour}|{int(align)}|{width:.1f}x{height:.1f}"

    @property
    def text(self) -> str:
        return self._text

    def art_key(self) -> str | None:
        return self._art_key

    def paint_body(self, painter: QPainter) -> None:
        painter.setFont(self._font)
        painter.setPen(qcolor(self._colour))
        painter.drawText(
            self.rect(), int(self._align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap), self._text
        )


class StatusLine(TableItem):
    """One line of changing text (where a turn or a half-made choice stands). Its width is fixed and the text
    elided, so a longer message never reflows the panel around it; the whole text is in the tooltip."""

    def __init__(
        self, width: float, *, colour: str = PALETTE.ink, size: float = 10.5, parent: QGraphicsItem | None = None
    ) -> None:
        self._font = body_font(size, bold=True)
        super().__init__(width, QFontMetricsF(self._font).height() + 4, "status", parent)
        self.text = ""
        self._colour = colour

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.setToolTip(text)
            self.update()

    def paint_body(self, painter: QPainter) -> None:
        painter.setFont(self._font)
        painter.setPen(qcolor(self._colour))
        metrics = QFontMetricsF(self._font)
        painter.drawText(
            self.rect(),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, self.width),
        )


class ButtonItem(TableItem):
    """A pill-shaped choice on the table ("Challenge", "Pass"): the click equivalent of a gesture."""

    def __init__(
        self,
        text: str,
        *,
        colour: str = PALETTE.moss_dark,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
        compact: bool = False,
    ) -> None:
        # Compact buttons (a pager's arrows) fit in a board's title band.
        height = 22.0 if compact else 34.0
        font = body_font(9.5 if compact else 11, bold=True)
        width = QFontMetricsF(font).horizontalAdvance(text) + height
        super().__init__(width, height, key, parent)
        self._text = text
        self._colour = colour
        self._font = font
        self._art_key = f"{text}|{colour}|{width:.1f}x{height:.1f}"
        self.set_interactive(True)

    @property
    def text(self) -> str:
        return self._text

    def corner_radius(self) -> float:
        return self.height / 2

    def art_key(self) -> str | None:
        return self._art_key

    def paint_body(self, painter: QPainter) -> None:
        radius = self.corner_radius()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor("#000000", 45))
        painter.drawRoundedRect(self.rect().translated(1, 2), radius, radius)
        painter.setBrush(qcolor(self._colour))
        painter.drawRoundedRect(self.rect(), radius, radius)
        painter.setPen(qcolor(PALETTE.cream))
        painter.setFont(self._font)
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self._text)


class SquareItem(TableItem):
    """One space of a grid. Its contents are other items parented to it; it only draws the space."""

    def __init__(
        self, row: int, column: int, size: float, *, fill: str = PALETTE.cream, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(size, size, (row, column), parent)
        self.row = row
        self.column = column
        self._fill = fill
        self._cursor = False

    def corner_radius(self) -> float:
        return 5.0

    def set_fill(self, fill: str) -> None:
        self._fill = fill
        self.update()

    def set_cursor_here(self, here: bool) -> None:
        """The keyboard cursor of the grid is on this square."""
        self._cursor = here
        self.update()

    def art_key(self) -> str | None:
        return f"{self._fill}|{self.highlight == Highlight.LEGAL}|{self._cursor}|{self.width:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        painter.setPen(QPen(qcolor(PALETTE.wood_light), 1.2))
        fill = qcolor(self._fill)
        if self.highlight == Highlight.LEGAL:
            fill = qcolor(PALETTE.moss_light)
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 5, 5)
        if self._cursor:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(qcolor(PALETTE.wood_dark), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(self.rect().adjusted(3, 3, -3, -3), 4, 4)


class GridItem(TableItem):
    """An N x M board of ``SquareItem``s, navigable with the arrow keys; Enter activates the cursor square.

    ``square_activated`` fires for a click on a square or Enter on the cursor, so a table handles both the
    mouse and the keyboard with one slot.
    """

    square_activated = Signal(int, int)

    def __init__(
        self,
        rows: int,
        columns: int,
        *,
        square: float = 56.0,
        gap: float = 4.0,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(columns * square + (columns - 1) * gap, rows * square + (rows - 1) * gap, key, parent)
        self.rows = rows
        self.columns = columns
        self._squares: dict[tuple[int, int], SquareItem] = {}
        self._cursor = (0, 0)
        for row in range(rows):
            for column in range(columns):
                item = SquareItem(row, column, square, parent=self)
                item.setPos(column * (square + gap), row * (square + gap))
                item.clicked.connect(lambda r=row, c=column: self._activate(r, c))
                self._squares[(row, column)] = item
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def square(self, row: int, column: int) -> SquareItem:
        return self._squares[(row, column)]

    def squares(self) -> Sequence[SquareItem]:
        return list(self._squares.values())

    @property
    def cursor_square(self) -> tuple[int, int]:
        """(row, column) of the keyboard cursor (not ``cursor``, which is the item's mouse cursor in Qt)."""
        return self._cursor

    def set_interactive(self, interactive: bool, *, draggable: bool = False) -> None:
        # The grid takes keyboard focus; its squares take the clicks.
        for item in self._squares.values():
            item.set_interactive(interactive)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
        self._interactive = interactive

    def paint_body(self, painter: QPainter) -> None:
        """Squares draw themselves."""

    def _activate(self, row: int, column: int) -> None:
        self.move_cursor_to(row, column)
        self.square_activated.emit(row, column)

    def move_cursor_to(self, row: int, column: int) -> None:
        self._squares[self._cursor].set_cursor_here(False)
        self._cursor = (max(0, min(self.rows - 1, row)), max(0, min(self.columns - 1, column)))
        self._squares[self._cursor].set_cursor_here(self.hasFocus())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        row, column = self._cursor
        moves = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        if event.key() in moves:
            d_row, d_column = moves[Qt.Key(event.key())]
            self.move_cursor_to(row + d_row, column + d_column)
            event.accept()
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._activate(row, column)
            event.accept()
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: object) -> None:
        self._squares[self._cursor].set_cursor_here(True)

    def focusOutEvent(self, event: object) -> None:
        self._squares[self._cursor].set_cursor_here(False)


class TrackItem(TableItem):
    """A numbered track (a score track, a round track) laid out in rows, with coloured markers on it."""

    def __init__(
        self,
        length: int,
        *,
        start: int = 0,
        per_row: int = 10,
        space: float = 34.0,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        rows = (length + per_row - 1) // per_row
        super().__init__(min(length, per_row) * space, rows * space, key, parent)
        self._length = length
        self._start = start
        self._per_row = per_row
        self._space = space
        self._markers: dict[int, list[str]] = {}

    def set_markers(self, markers: Sequence[tuple[int, str]]) -> None:
        """Place one marker per (value, colour); values beyond the end stay on the last space."""
        self._markers = {}
        for value, colour in markers:
            index = max(0, min(self._length - 1, value - self._start))
            self._markers.setdefault(index, []).append(colour)
        self.update()

    def space_rect(self, index: int) -> QRectF:
        row, column = divmod(index, self._per_row)
        if row % 2:  # snake back on odd rows, as printed tracks do
            column = self._per_row - 1 - column
        return QRectF(column * self._space, row * self._space, self._space, self._space)

    def paint_body(self, painter: QPainter) -> None:
        font = body_font(max(6.0, self._space * 0.24))
        for index in range(self._length):
            rect = self.space_rect(index).adjusted(1.5, 1.5, -1.5, -1.5)
            milestone = (index + self._start) % 5 == 0
            painter.setPen(QPen(qcolor(PALETTE.wood_light), 1))
            painter.setBrush(qcolor(PALETTE.gold_light if milestone else PALETTE.cream))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(qcolor(PALETTE.ink_soft))
            painter.setFont(font)
            painter.drawText(
                rect.adjusted(3, 1, -3, -1),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                str(index + self._start),
            )
            colours = self._markers.get(index, [])
            radius = self._space * 0.16
            for n, colour in enumerate(colours):
                centre = QPointF(
                    rect.center().x() + (n - (len(colours) - 1) / 2) * radius * 1.3,
                    rect.center().y() + self._space * 0.12,
                )
                painter.setPen(QPen(qcolor(colour).darker(160), 1))
                painter.setBrush(qcolor(colour))
                painter.drawEllipse(centre, radius, radius)
