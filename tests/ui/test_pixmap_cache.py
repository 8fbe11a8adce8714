"""Cached art must land where the vector art would, and the log must re-measure rows when it narrows."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from hearthwood.ui.models import GameLogModel
from hearthwood.ui.panels import LogPanel
from hearthwood.ui.table.pixmap_cache import paint_cached

ART = QRectF(0, 0, 90, 60)


def _draw(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#884422"))
    painter.drawRect(rect.adjusted(10, 5, -20, -15))


def _render(transform: QTransform, *, cached: bool, size: int = 160) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    painter.setWorldTransform(transform)
    if cached:
        paint_cached(painter, ART, "test-art", _draw)
    else:
        _draw(painter, ART)
    painter.end()
    return image


def _opaque_box(image: QImage) -> tuple[int, int, int, int]:
    """Left, top, right, bottom of the pixels at least half covered."""
    xs, ys = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixelColor(x, y).alpha() >= 128:
                xs.append(x)
                ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def test_cached_art_is_copied_to_where_the_vector_art_would_be_drawn(qapp: QApplication) -> None:
    # A zoom and an offset that put the piece between pixels, as the fitted table view does.
    transform = QTransform().translate(17.4, 9.6).scale(0.731, 0.731)
    QPixmapCache.clear()
    direct = _opaque_box(_render(transform, cached=False))
    first = _opaque_box(_render(transform, cached=True))  # drawn into the cache, then copied
    again = _opaque_box(_render(transform, cached=True))  # copied from the cache
    assert first == again
    assert all(abs(a - b) <= 1 for a, b in zip(direct, first, strict=True)), (direct, first)


def test_a_squashed_card_is_stretched_rather_than_copied(qapp: QApplication) -> None:
    # A card turning over squashes its art sideways; the copy must follow the painter's squash.
    transform = QTransform().translate(40, 20).scale(0.3, 1.0)
    QPixmapCache.clear()
    left, _, right, _ = _opaque_box(_render(QTransform().translate(40, 20), cached=True))  # cached unsquashed
    assert right - left > 50
    left, _, right, _ = _opaque_box(_render(transform, cached=True))
    assert 15 <= right - left <= 21  # 60 units wide at a third of the scale


def test_the_log_wraps_its_lines_again_when_it_narrows(qtbot: QtBot) -> None:
    model = GameLogModel()
    panel = LogPanel(model)
    qtbot.addWidget(panel)
    panel.resize(420, 300)
    panel.show()
    line = "Ada activated the Woodcutter, paid two Juniper and gained a Forest card and a Scroll " * 2
    model.sync([line, "short"])
    qtbot.waitUntil(lambda: panel.list.visualRect(model.index(0)).height() > 0)
    wide = panel.list.visualRect(model.index(0)).height()
    panel.resize(160, 300)
    qtbot.waitUntil(lambda: panel.list.visualRect(model.index(0)).height() > wide)
    panel.resize(420, 300)
    qtbot.waitUntil(lambda: panel.list.visualRect(model.index(0)).height() == wide)
