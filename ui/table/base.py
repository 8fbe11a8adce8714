"""The base of every table item: shows a piece of the view and reports gestures, never holds game state.

An item knows its ``key`` (whatever the table chose to identify it by: a card id, a square's coordinates)
only so that the signals it emits can be traced back; deciding what a gesture means is the table's job.
"""

from __future__ import annotations

from collections.abc import Hashable
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..theme import PALETTE, qcolor
from .pixmap_cache import paint_cached

# How far (in screen pixels) the mouse must travel before a press becomes a drag rather than a click.
DRAG_THRESHOLD = 6.0


class Highlight(Enum):
    NONE = "none"
    LEGAL = "legal"  # a legal target for what is selected or being dragged
    SELECTED = "selected"
    HOVER = "hover"  # the pointer (or the keyboard cursor) is over a legal target


class TableItem(QGraphicsObject):
    """A rectangular, optionally interactive piece of the table.

    Interactive items accept clicks, Enter/Space when focused (the keyboard equivalent of a click), and,
    when ``draggable``, drags: the item follows the pointer and reports where it was let go. Snapping back
    or vanishing after a drop is decided by whoever listens (see ``pick_and_place``).
    """

    clicked = Signal()
    drag_started = Signal()
    drag_moved = Signal(QPointF)  # scene position of the pointer
    drag_released = Signal(QPointF)

    def __init__(self, width: float, height: float, key: Hashable = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__()
        if parent is not None:
            # Not the constructor argument: through it PySide keeps Python ownership, and an item held by
            # no Python name would be collected off the table. setParentItem hands ownership to the parent.
            self.setParentItem(parent)
        self.key = key
        self._width = width
        self._height = height
        # Qt asks for the bounding rectangle several times per item and frame (about 760 calls a repaint of a
        # Creature Comforts table); a piece never changes size, so both rectangles are made once.
        self._rect = QRectF(0, 0, width, height)
        # Room for the highlight glow drawn just outside the item.
        self._bounds = self._rect.adjusted(-6, -6, 6, 6)
        self._highlight = Highlight.NONE
        self._interactive = False
        self._draggable = False
        self._press_screen_pos: QPointF | None = None
        self._dragging = False
        self._hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # -- geometry ----------------------------------------------------------------------------------
    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._height

    def rect(self) -> QRectF:
        return QRectF(self._rect)  # a copy: callers adjust and translate what they get

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect(), self.corner_radius(), self.corner_radius())
        return path

    def corner_radius(self) -> float:
        return 6.0

    # -- interaction flags -------------------------------------------------------------------------
    def set_interactive(self, interactive: bool, *, draggable: bool = False) -> None:
        self._interactive = interactive
        self._draggable = interactive and draggable
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if interactive else Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, interactive)
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)

    @property
    def interactive(self) -> bool:
        return self._interactive

    @property
    def draggable(self) -> bool:
        return self._draggable

    @property
    def dragging(self) -> bool:
        return self._dragging

    def set_highlight(self, highlight: Highlight) -> None:
        if highlight != self._highlight:
            self._highlight = highlight
            self.update()

    @property
    def highlight(self) -> Highlight:
        return self._highlight

    # -- painting ----------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        key = self.art_key()
        if key is None:
            self.paint_body(painter)
        else:
            paint_cached(painter, self.boundingRect(), f"{type(self).__name__}:{key}", self._paint_body_at)
        self.paint_highlight(painter)

    def art_key(self) -> str | None:
        """What fully determines ``paint_body``'s drawing, for items whose art can be reused across rebuilds.

        None (the default) draws every time; a panel or board that looks the same for the same size and
        title returns a key and is blitted from a cached pixmap instead.
        """
        return None

    def _paint_body_at(self, painter: QPainter, rect: QRectF) -> None:
        self.paint_body(painter)

    def paint_body(self, painter: QPainter) -> None:
        """Subclasses draw themselves here, in item coordinates within ``rect()``."""

    def paint_highlight(self, painter: QPainter) -> None:
        if self._highlight is Highlight.NONE and not (self._hovered and self._interactive) and not self.hasFocus():
            return  # most pieces, most of the time: skip building the colours
        colour = {
            Highlight.LEGAL: qcolor(PALETTE.moss, 230),
            Highlight.SELECTED: qcolor(PALETTE.gold, 255),
            Highlight.HOVER: qcolor(PALETTE.moss_dark, 255),
        }.get(self._highlight)
        if self._hovered and self._interactive and colour is None:
            colour = qcolor(PALETTE.gold, 170)
        radius = self.corner_radius() + 3
        if colour is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 4 if self._highlight != Highlight.LEGAL else 3))
            painter.drawRoundedRect(self.rect().adjusted(-3, -3, 3, 3), radius, radius)
        if self.hasFocus():
            pen = QPen(qcolor(PALETTE.wood_dark), 1.5, Qt.PenStyle.DashLine)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawRoundedRect(self.rect().adjusted(-5, -5, 5, 5), radius + 2, radius + 2)

    # -- gestures ----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press_screen_pos = QPointF(event.screenPos())
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_screen_pos is None or not self._draggable:
            return
        if not self._dragging:
            travelled = QPointF(event.screenPos()) - self._press_screen_pos
            if travelled.manhattanLength() < DRAG_THRESHOLD:
                return
            self._dragging = True
            self.setZValue(self.zValue() + 1000)
            self.drag_started.emit()
        self.setPos(self.pos() + event.scenePos() - event.lastScenePos())
        self.drag_moved.emit(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_screen_pos is None:
            return
        self._press_screen_pos = None
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 1000)
            self.drag_released.emit(event.scenePos())
        elif self.rect().contains(event.pos()):
            self.clicked.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._interactive and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)
