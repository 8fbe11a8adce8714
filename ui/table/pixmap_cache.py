"""Static art drawn once per size and zoom, then reused across table rebuilds.

Tables rebuild their items from the engine's view after every action, so each item's own
DeviceCoordinateCache starts empty and every cube and card face would be drawn again as vector art. Keyed
by what the art shows and the scale it is shown at, QPixmapCache keeps it crisp at any zoom while an
action costs a blit per piece.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache, QTransform

Draw = Callable[[QPainter, QRectF], None]


def paint_cached(painter: QPainter, rect: QRectF, key: str, draw: Draw) -> None:
    """Draw ``draw``'s art into ``rect`` through a pixmap cached under ``key`` at the painter's scale."""
    transform = painter.worldTransform()
    if transform.isRotating():  # cached pixmaps are axis-aligned; rotated art is drawn directly
        draw(painter, rect)
        return
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    scale = max(abs(transform.m11()), abs(transform.m22())) * ratio
    width, height = round(rect.width() * scale), round(rect.height() * scale)
    if width <= 0 or height <= 0 or width * height > 4_000_000:
        draw(painter, rect)
        return
    full_key = f"{key}|{rect.width():.1f}x{rect.height():.1f}|{scale:.3f}"
    # The stubs give the lookup by string no result; PySide6 returns the cached pixmap or None.
    pixmap = QPixmapCache.find(full_key)  # type: ignore[call-overload]
    if pixmap is None:
        pixmap = QPixmap(QSize(width, height))
        pixmap.fill(Qt.GlobalColor.transparent)
        art = QPainter(pixmap)
        art.setRenderHint(QPainter.RenderHint.Antialiasing)
        art.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        art.scale(scale, scale)
        art.translate(-rect.topLeft())
        draw(art, rect)
        art.end()
        QPixmapCache.insert(full_key, pixmap)
    if abs(transform.m11() - transform.m22()) > 1e-9 or transform.m11() <= 0:
        # Squashed (a card turning over) or mirrored: let the painter stretch the art.
        painter.drawPixmap(rect, pixmap, QRectF(QPointF(0, 0), QPointF(width, height)))
        return
    # The pixmap already holds the art at the device's resolution, so it is copied pixel for pixel at a
    # whole device pixel. Drawn through the view's scaled, smoothing painter instead, every copy was
    # resampled: half a pixel blurrier and several times slower (about 0.1 ms a piece, a third of a repaint).
    corner = transform.map(rect.topLeft())
    painter.setWorldTransform(QTransform.fromScale(1 / ratio, 1 / ratio))
    painter.drawPixmap(QPointF(round(corner.x() * ratio), round(corner.y() * ratio)), pixmap)
    painter.setWorldTransform(transform)
