"""The table itself: a zoomable, pannable view onto the scene, painted as a warm wooden tabletop.

The view fits the whole layout to the window until the player zooms; from then on it keeps their zoom
until they ask to fit again, so resizing the window never fights a deliberate choice.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmapCache,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QLabel, QWidget

from ..theme import PALETTE, qcolor

MIN_ZOOM = 0.25
MAX_ZOOM = 4.0
ZOOM_STEP = 1.2
# Cards are cached as device pixmaps; the default 10 MB is a handful of zoomed-in cards.
PIXMAP_CACHE_KB = 256 * 1024
TOAST_MS = 3500
SCENE_MARGIN = 24.0
# A fitted zoom is rounded down to a power of this, so a table a few units wider keeps its zoom (see
# ``TableView.content_changed`` for why the zoom should hold still).
FIT_ZOOM_LADDER = 1.03


class Toast(QLabel):
    """A short message floating over the bottom of the table (why a move was refused)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setStyleSheet(
            f"QLabel#toast {{ background: {PALETTE.wood_dark}; color: {PALETTE.cream}; border-radius: 10px;"
            f" padding: 10px 18px; font-weight: bold; }}"
        )
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(self, text: str) -> None:
        self.setText(text)
        self._place()
        self.show()
        self.raise_()
        self._timer.start(TOAST_MS)

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(520, parent.width() - 40)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 24)


def fitted_zoom(exact: float) -> float:
    """The rung of ``FIT_ZOOM_LADDER`` at or just below ``exact``, so the table still fits."""
    rung = math.floor(math.log(exact) / math.log(FIT_ZOOM_LADDER) + 1e-9)
    return float(FIT_ZOOM_LADDER**rung)


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the wooden tabletop costs ~3 ms to paint: keep it as a pixmap, redrawn only on zoom or scroll
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._auto_fit = True
        # Everything the table has reached since it was set out: what fitting keeps in sight.
        self._fit_area: QRectF | None = None
        self._panning_from: QPoint | None = None
        self.toast = Toast(self.viewport())

    # -- zoom --------------------------------------------------------------------------------------
    @property
    def zoom(self) -> float:
        return self.transform().m11()

    @property
    def auto_fit(self) -> bool:
        return self._auto_fit

    def zoom_by(self, factor: float) -> None:
        target = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        if target == self.zoom:
            return
        self._auto_fit = False
        self.scale(target / self.zoom, target / self.zoom)

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def fit_to_window(self) -> None:
        self._auto_fit = True
        self._fit_area = None  # the person asked: fit what the table shows now
        self._fit()

    def start_afresh(self) -> None:
        """A new table (a game started or loaded): fit what it will show, not what the last one reached."""
        self._fit_area = None

    def _content_rect(self) -> QRectF:
        scene = self.scene()
        return scene.itemsBoundingRect().adjusted(-SCENE_MARGIN, -SCENE_MARGIN, SCENE_MARGIN, SCENE_MARGIN)

    def _fit(self) -> None:
        content = self._content_rect()
        if self._fit_area is not None:
            content = content.united(self._fit_area)
        if content.isEmpty():
            return
        self._fit_area = content
        self.setSceneRect(content)
        self.fitInView(content, Qt.AspectRatioMode.KeepAspectRatio)
        # Never blow small layouts up into blurry giants, nor shrink past legibility.
        zoom = max(MIN_ZOOM, min(fitted_zoom(self.zoom), 1.6))
        self.resetTransform()
        self.scale(zoom, zoom)
        self.centerOn(content.center())

    def content_changed(self) -> None:
        """Call after the table was rebuilt. Not tied to ``QGraphicsScene.changed``: refitting while a
        card is dragged past the edge would pull the table out from under the pointer.

        A fitted table grows its view when it grows but does not shrink it again. Fitted exactly, the whole
        table zoomed out and back whenever a decision offered a long list of choices (Snowcrest's panel
        grew from 880 to 938 units and the zoom fell from 0.74 to 0.72 for one move), moving every piece
        under the pointer; and each piece's art, cached per scale, was drawn again, so that move's repaint
        took 80-110 ms instead of 30-40."""
        content = self._content_rect()
        if self._auto_fit:
            if self._fit_area is None or not self._fit_area.contains(content):
                self._fit()
        else:
            self.setSceneRect(content.united(self.sceneRect()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._auto_fit:
            self._fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(ZOOM_STEP**steps)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Items with focus (a grid's cursor, a focused card) get first refusal of every key.
        super().keyPressEvent(event)
        if event.isAccepted() and self.scene().focusItem() is not None:
            return
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_in()
        elif event.key() == Qt.Key.Key_Minus:
            self.zoom_out()
        elif event.key() == Qt.Key.Key_0:
            self.fit_to_window()
        else:
            return
        event.accept()

    # -- pan ---------------------------------------------------------------------------------------
    def _starts_pan(self, event: QMouseEvent) -> bool:
        if event.button() == Qt.MouseButton.MiddleButton:
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        # Every item under the pointer, parents included, as Qt itself offers the press. Not a walk up
        # ``parentItem()``: in PySide6 that call on a top-level item hands the item to Python, and once the
        # last Python name for it went, the item and all it holds were deleted off the table.
        under = self.items(event.position().toPoint())
        return not any(item.acceptedMouseButtons() & Qt.MouseButton.LeftButton for item in under)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._starts_pan(event):
            self._panning_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._panning_from is not None:
            here = event.position().toPoint()
            delta = here - self._panning_from
            self._panning_from = here
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning_from is not None:
            self._panning_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # -- look --------------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """A wooden tabletop: warm planks with faint grain, drawn in scene units so it zooms with the table."""
        rect = QRectF(rect)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, qcolor(PALETTE.felt))
        gradient.setColorAt(1, qcolor(PALETTE.felt_dark))
        painter.fillRect(rect, QBrush(gradient))
        plank = 120.0
        painter.setPen(QPen(qcolor(PALETTE.wood, 90), 1.2))
        first = int(rect.top() // plank)
        last = int(rect.bottom() // plank) + 1
        for index in range(first, last + 1):
            y = index * plank
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        painter.setPen(QPen(qcolor(PALETTE.wood_light, 60), 0.8))
        for index in range(first, last + 1):
            for offset in (31.0, 67.0, 94.0):
                y = index * plank + offset
                painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y + 3))
