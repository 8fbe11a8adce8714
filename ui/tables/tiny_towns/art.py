"""Tiny Towns' own art, drawn with QPainter so it stays crisp at any zoom: resource cubes with a mark each,
building tiles with a little glyph per pile, and the faces of Building, Monument and Resource cards.

Every resource has a mark as well as a colour (grain, ear, courses, sparkle, speckles) and every pile a
glyph, so nothing on the table depends on telling colours apart.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from hearthwood.engine.games.tiny_towns.content import Card, load_content
from hearthwood.ui.table import CardPainter, paint_blank_face
from hearthwood.ui.table.pixmap_cache import paint_cached
from hearthwood.ui.text_fit import fitted_line
from hearthwood.ui.theme import PALETTE, body_font, heading_font, qcolor

RESOURCE_COLOURS: dict[str, str] = {
    "wood": "#8B5A2B",
    "wheat": "#E6C04A",
    "brick": "#B4473A",
    "glass": "#5AA6D3",
    "stone": "#9B9B98",
}
PILE_COLOURS: dict[str, str] = {
    "blue": "#4E7FB5",
    "red": "#BE4F3B",
    "grey": "#878A8F",
    "orange": "#D7833A",
    "green": "#5B9950",
    "yellow": "#D9AE2F",
    "black": "#3B3532",
    "monument": "#7B58A3",
}
# The board's squares: warm parchment, so the moss "legal" highlight stands out against them.
MEADOW = "#EEE2C4"


def pile_colour(colour: str) -> str:
    return PILE_COLOURS.get(colour, PALETTE.wood)


def resource_colour(resource: str) -> str:
    return RESOURCE_COLOURS.get(resource, PALETTE.wood)


# -- resources ---------------------------------------------------------------------------------------
def paint_resource(painter: QPainter, rect: QRectF, resource: str, *, faded: bool = False) -> None:
    """A wooden cube seen slightly from above, with the resource's mark on its front face."""
    paint_cached(
        painter,
        rect,
        f"cube:{resource}:{faded}",
        lambda art, area: _draw_resource(art, area, resource, faded=faded),
    )


def _draw_resource(painter: QPainter, rect: QRectF, resource: str, *, faded: bool = False) -> None:
    painter.save()
    if faded:
        painter.setOpacity(0.35)
    s = min(rect.width(), rect.height())
    x, y = rect.left() + (rect.width() - s) / 2, rect.top() + (rect.height() - s) / 2
    depth = s * 0.26
    base = qcolor(resource_colour(resource))
    outline = QPen(base.darker(170), max(0.8, s * 0.04))
    top = QPolygonF(
        [QPointF(x + depth, y), QPointF(x + s, y), QPointF(x + s - depth, y + depth), QPointF(x, y + depth)]
    )
    side = QPolygonF(
        [
            QPointF(x + s - depth, y + depth),
            QPointF(x + s, y),
            QPointF(x + s, y + s - depth),
            QPointF(x + s - depth, y + s),
        ]
    )
    front = QRectF(x, y + depth, s - depth, s - depth)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor("#000000", 40))
    painter.drawRect(front.translated(s * 0.05, s * 0.07))
    painter.setPen(outline)
    painter.setBrush(base.lighter(128))
    painter.drawPolygon(top)
    painter.setBrush(base.darker(122))
    painter.drawPolygon(side)
    gradient = QLinearGradient(front.topLeft(), front.bottomRight())
    gradient.setColorAt(0, base.lighter(108))
    gradient.setColorAt(1, base.darker(104))
    painter.setBrush(QBrush(gradient))
    painter.drawRect(front)
    _paint_mark(painter, front.adjusted(s * 0.1, s * 0.1, -s * 0.1, -s * 0.1), resource, base.darker(175))
    painter.restore()


def _paint_mark(painter: QPainter, r: QRectF, resource: str, ink: object) -> None:
    pen = QPen(ink, max(0.8, r.width() * 0.09))  # type: ignore[call-overload]
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if resource == "wood":  # grain: two wavy lines
        for fx in (0.33, 0.7):
            path = QPainterPath(QPointF(r.left() + r.width() * fx, r.top()))
            path.cubicTo(
                QPointF(r.left() + r.width() * (fx - 0.2), r.top() + r.height() * 0.35),
                QPointF(r.left() + r.width() * (fx + 0.2), r.top() + r.height() * 0.65),
                QPointF(r.left() + r.width() * fx, r.bottom()),
            )
            painter.drawPath(path)
    elif resource == "wheat":  # an ear: a stalk with three pairs of grains
        cx = r.center().x()
        painter.drawLine(QPointF(cx, r.top()), QPointF(cx, r.bottom()))
        for step in range(3):
            yy = r.top() + r.height() * (0.18 + 0.25 * step)
            painter.drawLine(QPointF(cx, yy + r.height() * 0.14), QPointF(cx - r.width() * 0.28, yy))
            painter.drawLine(QPointF(cx, yy + r.height() * 0.14), QPointF(cx + r.width() * 0.28, yy))
    elif resource == "brick":  # courses of bricks
        thin = QPen(pen)
        thin.setWidthF(pen.widthF() * 0.8)
        painter.setPen(thin)
        for frac in (1 / 3, 2 / 3):
            yy = r.top() + r.height() * frac
            painter.drawLine(QPointF(r.left(), yy), QPointF(r.right(), yy))
        for row, xs in enumerate(((0.5,), (0.25, 0.75), (0.5,))):
            for fx in xs:
                xx = r.left() + r.width() * fx
                painter.drawLine(
                    QPointF(xx, r.top() + r.height() * row / 3), QPointF(xx, r.top() + r.height() * (row + 1) / 3)
                )
    elif resource == "glass":  # a sparkle
        c = r.center()
        w, h = r.width() * 0.5, r.height() * 0.5
        star = QPolygonF(
            [
                QPointF(c.x(), c.y() - h),
                QPointF(c.x() + w * 0.22, c.y() - h * 0.22),
                QPointF(c.x() + w, c.y()),
                QPointF(c.x() + w * 0.22, c.y() + h * 0.22),
                QPointF(c.x(), c.y() + h),
                QPointF(c.x() - w * 0.22, c.y() + h * 0.22),
                QPointF(c.x() - w, c.y()),
                QPointF(c.x() - w * 0.22, c.y() - h * 0.22),
            ]
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.cream, 235))
        painter.drawPolygon(star)
    elif resource == "stone":  # speckles
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        dot = r.width() * 0.11
        for fx, fy in ((0.25, 0.3), (0.7, 0.22), (0.5, 0.6), (0.2, 0.8), (0.8, 0.75)):
            painter.drawEllipse(QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy), dot, dot)


# -- buildings ---------------------------------------------------------------------------------------
def glyph_path(colour: str, box: QRectF) -> QPainterPath:
    """A tiny picture for each pile, drawn in ``box``: a cottage, a barn, a well, a chapel, a mug, a
    star-lit stage, a factory, a monument's obelisk."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()

    def pt(fx: float, fy: float) -> QPointF:
        return QPointF(x + w * fx, y + h * fy)

    path = QPainterPath()
    if colour == "blue":
        path.addPolygon(QPolygonF([pt(0.5, 0.05), pt(0.95, 0.45), pt(0.05, 0.45)]))
        path.addRect(QRectF(pt(0.17, 0.45), pt(0.83, 0.95)))
        path.addRect(QRectF(pt(0.42, 0.62), pt(0.58, 0.95)))  # the door, cut out by the fill rule
    elif colour == "red":
        path.addPolygon(
            QPolygonF(
                [
                    pt(0.1, 0.45),
                    pt(0.25, 0.15),
                    pt(0.75, 0.15),
                    pt(0.9, 0.45),
                    pt(0.9, 0.95),
                    pt(0.1, 0.95),
                    pt(0.1, 0.45),
                ]
            )
        )
        path.addRect(QRectF(pt(0.36, 0.55), pt(0.64, 0.95)))
    elif colour == "grey":
        path.addRect(QRectF(pt(0.15, 0.08), pt(0.85, 0.2)))
        path.addRect(QRectF(pt(0.2, 0.2), pt(0.28, 0.6)))
        path.addRect(QRectF(pt(0.72, 0.2), pt(0.8, 0.6)))
        path.addRoundedRect(QRectF(pt(0.1, 0.58), pt(0.9, 0.95)), w * 0.08, h * 0.08)
    elif colour == "orange":
        path.addPolygon(QPolygonF([pt(0.5, 0.12), pt(0.72, 0.45), pt(0.28, 0.45)]))
        path.addRect(QRectF(pt(0.28, 0.45), pt(0.72, 0.95)))
        path.addRect(QRectF(pt(0.47, 0.0), pt(0.53, 0.14)))
        path.addRect(QRectF(pt(0.42, 0.04), pt(0.58, 0.08)))
        path.addRect(QRectF(pt(0.44, 0.68), pt(0.56, 0.95)))
    elif colour == "green":
        path.addRoundedRect(QRectF(pt(0.18, 0.22), pt(0.68, 0.95)), w * 0.06, h * 0.06)
        path.addEllipse(QRectF(pt(0.16, 0.06), pt(0.7, 0.3)))
        handle = QPainterPath()
        handle.addEllipse(QRectF(pt(0.58, 0.38), pt(0.9, 0.78)))
        inner = QPainterPath()
        inner.addEllipse(QRectF(pt(0.66, 0.47), pt(0.82, 0.69)))
        path = path.united(handle.subtracted(inner))
    elif colour == "yellow":
        points = []
        for index in range(10):
            angle = -math.pi / 2 + index * math.pi / 5
            radius = 0.46 if index % 2 == 0 else 0.2
            points.append(pt(0.5 + radius * math.cos(angle), 0.53 + radius * math.sin(angle)))
        path.addPolygon(QPolygonF(points))
    elif colour == "black":
        path.addPolygon(
            QPolygonF(
                [
                    pt(0.05, 0.95),
                    pt(0.05, 0.5),
                    pt(0.35, 0.3),
                    pt(0.35, 0.5),
                    pt(0.62, 0.3),
                    pt(0.62, 0.5),
                    pt(0.7, 0.5),
                    pt(0.7, 0.08),
                    pt(0.86, 0.08),
                    pt(0.86, 0.5),
                    pt(0.95, 0.5),
                    pt(0.95, 0.95),
                ]
            )
        )
    else:  # monument: an obelisk on a plinth
        path.addPolygon(QPolygonF([pt(0.5, 0.02), pt(0.64, 0.2), pt(0.6, 0.78), pt(0.4, 0.78), pt(0.36, 0.2)]))
        path.addRect(QRectF(pt(0.2, 0.78), pt(0.8, 0.95)))
    return path


def paint_building(painter: QPainter, rect: QRectF, card: Card, *, label: bool = True) -> None:
    """A building on a square: a tile in its pile's colour with a glyph and, when large enough, its name."""
    painter.save()
    colour = qcolor(pile_colour(card.colour))
    radius = rect.width() * 0.12
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor("#000000", 50))
    painter.drawRoundedRect(rect.translated(rect.width() * 0.03, rect.width() * 0.05), radius, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, colour.lighter(118))
    gradient.setColorAt(1, colour.darker(112))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(colour.darker(150), max(0.8, rect.width() * 0.025)))
    painter.drawRoundedRect(rect, radius, radius)
    show_label = label and rect.width() >= 50
    glyph_box = rect.adjusted(
        rect.width() * 0.24, rect.height() * 0.12, -rect.width() * 0.24, -rect.height() * (0.36 if show_label else 0.14)
    )
    side = min(glyph_box.width(), glyph_box.height())
    glyph_box = QRectF(glyph_box.center().x() - side / 2, glyph_box.center().y() - side / 2, side, side)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(PALETTE.cream, 240))
    path = glyph_path(card.colour, glyph_box)
    path.setFillRule(Qt.FillRule.OddEvenFill)
    painter.drawPath(path)
    if show_label:
        text_rect = QRectF(
            rect.left() + 3, rect.bottom() - rect.height() * 0.32, rect.width() - 6, rect.height() * 0.28
        )
        font, shown = fitted_line(short_name(card), text_rect.width(), start=9.0, smallest=6.5, bold=True)
        painter.setFont(font)
        painter.setPen(qcolor(PALETTE.cream))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, shown)
    painter.restore()


def short_name(card: Card) -> str:
    """What fits on a tile: monuments' long names lose their 'of the ...' tail."""
    name = card.name
    for cut in (" of the ", " of "):
        if cut in name:
            name = name.split(cut)[0]
    return name.removeprefix("The ")


# -- cards ---------------------------------------------------------------------------------------------
def paint_pattern(painter: QPainter, area: QRectF, pattern: tuple[tuple[str | None, ...], ...]) -> None:
    """The card's pattern as small cubes in its grid, empty cells shown as faint dotted spaces."""
    rows, cols = len(pattern), len(pattern[0])
    gap = 3.0
    cell = min((area.width() - gap * (cols - 1)) / cols, (area.height() - gap * (rows - 1)) / rows, 24.0)
    width, height = cols * cell + (cols - 1) * gap, rows * cell + (rows - 1) * gap
    left, top = area.center().x() - width / 2, area.center().y() - height / 2
    for r, row in enumerate(pattern):
        for c, resource in enumerate(row):
            rect = QRectF(left + c * (cell + gap), top + r * (cell + gap), cell, cell)
            if resource:
                paint_resource(painter, rect, resource)
            else:
                painter.setPen(QPen(qcolor(PALETTE.line), 1, Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 3, 3)


def building_face(card: Card, *, badge: str = "") -> CardPainter:
    """A building or monument card: name on a band of its pile colour, the pattern, and its scoring."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_cached(painter, rect, f"building:{card.id}:{badge}", draw)

    def draw(painter: QPainter, rect: QRectF) -> None:
        paint_blank_face(painter, rect)
        colour = qcolor(pile_colour(card.colour))
        band = QRectF(rect.left() + 5, rect.top() + 5, rect.width() - 10, 30)
        path = QPainterPath()
        path.addRoundedRect(band, 6, 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(path)
        glyph = QRectF(band.left() + 4, band.top() + 5, 20, 20)
        painter.setBrush(qcolor(PALETTE.cream, 230))
        gpath = glyph_path(card.colour, glyph)
        gpath.setFillRule(Qt.FillRule.OddEvenFill)
        painter.drawPath(gpath)
        title_rect = band.adjusted(27, 1, -4, -1)
        font = heading_font(9.5)
        wrap = int(Qt.TextFlag.TextWordWrap)
        for size in (8.0, 7.0, 6.5):
            if (
                QFontMetricsF(font).boundingRect(QRectF(0, 0, title_rect.width(), 999), wrap, card.name).height()
                <= (title_rect.height())
                and QFontMetricsF(font).horizontalAdvance(card.name.split()[-1]) <= title_rect.width()
            ):
                break
            font = heading_font(size)
        painter.setFont(font)
        painter.setPen(qcolor(PALETTE.cream))
        painter.drawText(title_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap), card.name)
        rows = len(card.pattern)
        pattern_area = QRectF(
            rect.left() + 10, band.bottom() + 6, rect.width() - 20, 22 + 21 * (rows - 1) if rows > 1 else 26
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.paper_shadow, 120))
        painter.drawRoundedRect(pattern_area.adjusted(-4, -3, 4, 3), 6, 6)
        paint_pattern(painter, pattern_area, card.pattern)
        ribbon_room = 16 if badge else 0
        text_rect = QRectF(
            rect.left() + 9,
            pattern_area.bottom() + 7,
            rect.width() - 18,
            rect.bottom() - pattern_area.bottom() - 14 - ribbon_room,
        )
        paint_fitted_text(painter, text_rect, card.text, start=9.0, smallest=6.5)
        if badge:
            paint_ribbon(painter, rect, badge, colour.name())

    return paint


def paint_fitted_text(painter: QPainter, rect: QRectF, text: str, *, start: float, smallest: float) -> None:
    """Wrapped text at the largest size (down to ``smallest``) that fits the rectangle."""
    size = start
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    while True:
        font = body_font(size)
        bounds = QFontMetricsF(font).boundingRect(QRectF(0, 0, rect.width(), 10_000), flags, text)
        if bounds.height() <= rect.height() or size <= smallest:
            break
        size -= 0.5
    painter.setFont(font)
    painter.setPen(qcolor(PALETTE.ink))
    painter.drawText(rect, flags, text)


def paint_ribbon(painter: QPainter, rect: QRectF, text: str, colour: str) -> None:
    """A small ribbon across the card's bottom corner ("Built", "Kept")."""
    painter.save()
    font = body_font(7.5, bold=True)
    width = QFontMetricsF(font).horizontalAdvance(text) + 16
    ribbon = QRectF(rect.right() - width - 4, rect.bottom() - 22, width, 16)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(colour))
    painter.drawRoundedRect(ribbon, 8, 8)
    painter.setFont(font)
    painter.setPen(qcolor(PALETTE.cream))
    painter.drawText(ribbon, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def monument_back(painter: QPainter, rect: QRectF) -> None:
    """A Monument face down: purple with a gold obelisk, so a hidden Monument reads as one."""
    paint_cached(painter, rect, "tt-monument-back", _draw_monument_back)


def _draw_monument_back(painter: QPainter, rect: QRectF) -> None:
    radius = rect.width() * 0.08
    colour = qcolor(PILE_COLOURS["monument"])
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, colour.lighter(118))
    gradient.setColorAt(1, colour.darker(125))
    painter.setPen(QPen(colour.darker(160), 1.5))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(6, 6, -6, -6)
    painter.setPen(QPen(qcolor(PALETTE.gold_light, 150), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    side = min(rect.width(), rect.height()) * 0.42
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(PALETTE.gold_light, 220))
    painter.drawPath(glyph_path("monument", box))


def resource_card_face(resource: str) -> CardPainter:
    """A solo Resource card: a big cube and the resource's name."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_cached(painter, rect, f"tt-resource-card:{resource}", draw)

    def draw(painter: QPainter, rect: QRectF) -> None:
        paint_blank_face(painter, rect)
        side = rect.width() * 0.5
        paint_resource(
            painter, QRectF(rect.center().x() - side / 2, rect.top() + rect.height() * 0.2, side, side), resource
        )
        painter.setFont(heading_font(9))
        painter.setPen(qcolor(PALETTE.wood_dark))
        painter.drawText(
            QRectF(rect.left(), rect.bottom() - rect.height() * 0.3, rect.width(), rect.height() * 0.2),
            Qt.AlignmentFlag.AlignCenter,
            resource.capitalize(),
        )

    return paint


def paint_hammer(painter: QPainter, rect: QRectF) -> None:
    """The Master Builder's hammer, on a gold disc."""
    painter.save()
    painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1))
    painter.setBrush(qcolor(PALETTE.gold))
    painter.drawEllipse(rect)
    w, h = rect.width(), rect.height()
    painter.translate(rect.center())
    painter.rotate(-40)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(PALETTE.wood))
    painter.drawRoundedRect(QRectF(-w * 0.06, -h * 0.18, w * 0.12, h * 0.52), 1, 1)
    painter.setBrush(qcolor("#4A4A4A"))
    painter.drawRoundedRect(QRectF(-w * 0.26, -h * 0.32, w * 0.52, h * 0.17), 1.5, 1.5)
    painter.restore()


def paint_emblem(painter: QPainter, band: QRectF) -> None:
    """The home screen's Tiny Towns card: a corner of a town, a Cottage among the five resources."""
    cottage = load_content().card("cottage")
    size = band.height() * 0.62
    top = band.center().y() - size / 2
    right = band.right() - 14
    resources = ("wood", "wheat", "brick", "glass", "stone")
    cube = size * 0.62
    x = right - size
    paint_building(painter, QRectF(x, top, size, size), cottage, label=False)
    for index, resource in enumerate(reversed(resources)):
        x -= cube + 6
        paint_resource(painter, QRectF(x, band.center().y() - cube / 2 + (index % 2) * 3, cube, cube), resource)
