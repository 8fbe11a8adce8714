"""Snowcrest's art, drawn with QPainter: resource tokens with a glyph each, Villager card faces and backs,
the Forest and Guardian backs, Building tiles and the home-screen emblem.

Every resource has a glyph as well as a colour (an ear of barley, a bowl, a bell, a sprig, a coin), so the
table never depends on telling colours apart. Card faces show what matters at a glance (name, cost, the
icons it stands in for, its action as icons); the full wording is in each card's tooltip.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from hearthwood.engine.games.snowcrest.content import (
    Build,
    Draw,
    GainOmens,
    GainResources,
    GainScrolls,
    Handler,
    Meditate,
    Option,
    RemoveOmens,
    Restock,
    TakeFromDiscard,
    TakeJuniper,
    Venerate,
    Villager,
    load_content,
)
from hearthwood.ui.table import CardPainter
from hearthwood.ui.table.pixmap_cache import paint_cached
from hearthwood.ui.text_fit import fitted_font, fitted_line
from hearthwood.ui.theme import PALETTE, body_font, heading_font, qcolor

SNOW = "#E4ECF1"
SNOW_DEEP = "#B9CAD6"
SLATE = "#5B6E7D"
TOKEN_COLOURS: dict[str, str] = {
    "Barley": "#E4C675",
    "Offering Bowl": "#C0683F",
    "Prayer Bell": "#6C8CAB",
    "Juniper": "#5C8A57",
    "Gold": "#E9B632",
    "Wild": "#F4EBD9",
    "Scroll": "#EFE0BC",
    "Omen": "#5E4B73",
    "Any Resource": "#F4EBD9",
}
BUILDING_COLOURS: dict[str, str] = {"Farm": "#C9A548", "Shrine": "#B5603C", "Forge": "#5F7E9C"}
# The card backs: personal decks in their owner's seat colour, the Common deck white, as printed.
COMMON_BACK = "#F1F3F2"
HANDLER_WORDS: dict[str, str] = {
    "gardener": "Barley per Farm",
    "avoid_curse": "Avoid a curse",
    "merchant": "Trade",
    "recruiter": "Recruit",
    "officer": "Swap hand cards",
    "scholar": "Copy a card",
}


def token_colour(resource: str) -> str:
    return TOKEN_COLOURS.get(resource, PALETTE.wood)


# -- tokens ------------------------------------------------------------------------------------------
def paint_token(painter: QPainter, rect: QRectF, resource: str, *, faded: bool = False) -> None:
    """A round wooden token with the resource's glyph (cached per size and zoom)."""
    paint_cached(
        painter, rect, f"sc-token:{resource}:{faded}", lambda art, area: _draw_token(art, area, resource, faded)
    )


def _draw_token(painter: QPainter, rect: QRectF, resource: str, faded: bool) -> None:
    painter.save()
    if faded:
        painter.setOpacity(0.35)
    r = rect.adjusted(1, 1, -1, -1)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor("#000000", 50))
    painter.drawEllipse(r.translated(0.8, 1.4))
    gradient = QLinearGradient(r.topLeft(), r.bottomRight())
    base = qcolor(token_colour(resource))
    gradient.setColorAt(0, base.lighter(118))
    gradient.setColorAt(1, base.darker(112))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(base.darker(150), max(1.0, r.width() * 0.05)))
    painter.drawEllipse(r)
    paint_glyph(painter, r.adjusted(r.width() * 0.2, r.height() * 0.2, -r.width() * 0.2, -r.height() * 0.2), resource)
    painter.restore()


def paint_glyph(painter: QPainter, r: QRectF, resource: str) -> None:
    """The resource's mark, drawn inside ``r`` (shared by tokens, card icons and track spaces)."""
    dark = qcolor("#3B2F2A")
    light = qcolor(PALETTE.cream)
    cx, cy, w, h = r.center().x(), r.center().y(), r.width(), r.height()
    painter.save()
    if resource == "Barley":
        painter.setPen(QPen(qcolor("#7A5A1E"), max(1.0, w * 0.08)))
        painter.drawLine(QPointF(cx, cy + h * 0.5), QPointF(cx, cy - h * 0.45))
        painter.setBrush(qcolor("#A57A2A"))
        painter.setPen(Qt.PenStyle.NoPen)
        for step in range(3):
            y = cy - h * 0.3 + step * h * 0.22
            for side in (-1, 1):
                painter.save()
                painter.translate(cx + side * w * 0.12, y)
                painter.rotate(side * 35)
                painter.drawEllipse(QRectF(-w * 0.09, -h * 0.14, w * 0.18, h * 0.28))
                painter.restore()
    elif resource == "Offering Bowl":
        painter.setPen(QPen(light, max(1.0, w * 0.06)))
        painter.setBrush(light)
        bowl = QPainterPath()
        bowl.moveTo(cx - w * 0.5, cy - h * 0.05)
        bowl.cubicTo(cx - w * 0.45, cy + h * 0.5, cx + w * 0.45, cy + h * 0.5, cx + w * 0.5, cy - h * 0.05)
        bowl.closeSubpath()
        painter.drawPath(bowl)
        painter.drawEllipse(QPointF(cx, cy - h * 0.28), w * 0.12, h * 0.12)
    elif resource == "Prayer Bell":
        painter.setPen(QPen(light, max(1.0, w * 0.05)))
        painter.setBrush(light)
        bell = QPainterPath()
        bell.moveTo(cx - w * 0.45, cy + h * 0.3)
        bell.cubicTo(cx - w * 0.3, cy + h * 0.1, cx - w * 0.35, cy - h * 0.45, cx, cy - h * 0.42)
        bell.cubicTo(cx + w * 0.35, cy - h * 0.45, cx + w * 0.3, cy + h * 0.1, cx + w * 0.45, cy + h * 0.3)
        bell.closeSubpath()
        painter.drawPath(bell)
        painter.drawEllipse(QPointF(cx, cy + h * 0.4), w * 0.1, h * 0.1)
    elif resource == "Juniper":
        painter.setPen(QPen(light, max(1.0, w * 0.08)))
        painter.drawLine(QPointF(cx, cy + h * 0.5), QPointF(cx, cy - h * 0.5))
        for step in range(4):
            y = cy + h * 0.35 - step * h * 0.24
            span = w * (0.45 - step * 0.08)
            painter.drawLine(QPointF(cx, y), QPointF(cx - span, y - h * 0.16))
            painter.drawLine(QPointF(cx, y), QPointF(cx + span, y - h * 0.16))
    elif resource == "Gold":
        painter.setPen(QPen(qcolor("#8C6A14"), max(1.0, w * 0.08)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(r.adjusted(w * 0.05, h * 0.05, -w * 0.05, -h * 0.05))
        painter.setFont(heading_font(max(4.0, h * 0.55)))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "G")
    elif resource in ("Wild", "Any Resource"):
        colours = [TOKEN_COLOURS[k] for k in ("Barley", "Offering Bowl", "Prayer Bell", "Juniper")]
        for index, colour in enumerate(colours):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(colour))
            painter.drawPie(r.adjusted(w * 0.05, h * 0.05, -w * 0.05, -h * 0.05), index * 90 * 16, 90 * 16)
        painter.setBrush(light)
        painter.drawEllipse(r.center(), w * 0.18, h * 0.18)
        if resource == "Any Resource":
            painter.setPen(dark)
            painter.setFont(heading_font(max(4.0, h * 0.3)))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "?")
    elif resource == "Scroll":
        painter.setPen(QPen(qcolor("#7A5A3A"), max(1.0, w * 0.07)))
        painter.setBrush(qcolor(PALETTE.cream))
        painter.drawRect(QRectF(cx - w * 0.3, cy - h * 0.4, w * 0.6, h * 0.8))
        painter.setBrush(qcolor("#C9A36A"))
        painter.drawEllipse(QRectF(cx - w * 0.45, cy - h * 0.5, w * 0.9, h * 0.2))
        painter.drawEllipse(QRectF(cx - w * 0.45, cy + h * 0.3, w * 0.9, h * 0.2))
        painter.drawLine(QPointF(cx - w * 0.15, cy - h * 0.1), QPointF(cx + w * 0.15, cy - h * 0.1))
        painter.drawLine(QPointF(cx - w * 0.15, cy + h * 0.08), QPointF(cx + w * 0.15, cy + h * 0.08))
    elif resource == "Omen":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(light)
        moon = QPainterPath()
        moon.addEllipse(r.adjusted(w * 0.05, h * 0.05, -w * 0.05, -h * 0.05))
        bite = QPainterPath()
        bite.addEllipse(r.adjusted(w * 0.3, -h * 0.05, w * 0.2, -h * 0.15))
        painter.drawPath(moon.subtracted(bite))
    painter.restore()


def paint_building_tile(painter: QPainter, rect: QRectF, building: str, *, face_up: bool = True) -> None:
    paint_cached(
        painter, rect, f"sc-building:{building}:{face_up}", lambda a, r: _draw_building(a, r, building, face_up)
    )


def _draw_building(painter: QPainter, rect: QRectF, building: str, face_up: bool) -> None:
    r = rect.adjusted(1, 1, -1, -1)
    colour = qcolor(BUILDING_COLOURS.get(building, PALETTE.wood))
    painter.setPen(QPen(colour.darker(150), 1.2))
    painter.setBrush(colour if face_up else qcolor("#9D9388"))
    painter.drawRoundedRect(r, 5, 5)
    w, h = r.width(), r.height()
    roof = QPolygonF(
        [
            QPointF(r.left() + w * 0.15, r.top() + h * 0.5),
            QPointF(r.center().x(), r.top() + h * 0.14),
            QPointF(r.right() - w * 0.15, r.top() + h * 0.5),
        ]
    )
    painter.setBrush(qcolor(PALETTE.cream, 235 if face_up else 120))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPolygon(roof)
    painter.drawRect(QRectF(r.left() + w * 0.24, r.top() + h * 0.5, w * 0.52, h * 0.34))
    if face_up:
        produced: dict[str, str] = {b.type: b.produces for b in load_content().buildings}
        produces = produced[building]
        paint_glyph(painter, QRectF(r.center().x() - w * 0.16, r.top() + h * 0.52, w * 0.32, h * 0.3), produces)
    else:
        painter.setPen(QPen(qcolor(PALETTE.cream, 200), 1.2))
        painter.drawLine(r.topLeft() + QPointF(5, 5), r.bottomRight() - QPointF(5, 5))


# -- action summaries ------------------------------------------------------------------------------------
Part = tuple[str, str]  # ("icon", resource) or ("text", words)


def option_parts(option: Option) -> list[Part]:
    """An option as a row of icons and short words: its payment, an arrow, then its effects."""
    parts: list[Part] = []
    for amount in option.pay:
        parts += _counted(amount.count, amount.resource)
    if option.pay:
        parts.append(("text", "\u2192"))
    for effect in option.effects:
        if parts and parts[-1][1] != "\u2192":
            parts.append(("text", "+"))
        if isinstance(effect, GainResources):
            for index, amount in enumerate(effect.resources):
                if index:
                    parts.append(("text", "+"))
                parts += _counted(amount.count, amount.resource)
        elif isinstance(effect, TakeJuniper):
            parts += _counted(effect.count, "Juniper")
        elif isinstance(effect, GainScrolls):
            parts += _counted(effect.count, "Scroll")
        elif isinstance(effect, GainOmens):
            parts += [("text", f"+{effect.count}"), ("icon", "Omen")]
        elif isinstance(effect, RemoveOmens):
            parts += [("text", f"\u2212{effect.count}"), ("icon", "Omen")]
        elif isinstance(effect, Draw):
            parts.append(("text", f"Draw {effect.count}"))
        elif isinstance(effect, TakeFromDiscard):
            parts.append(("text", f"{effect.count} from discard"))
        elif isinstance(effect, Build):
            parts.append(("text", "Build" if effect.building == "any" else f"Build {effect.building}"))
        elif isinstance(effect, Restock):
            parts.append(("text", "Restock"))
        elif isinstance(effect, Venerate):
            parts.append(("text", "Guardian"))
        elif isinstance(effect, Meditate):
            parts.append(("text", "Meditate" + (f" (+{effect.bonus_bells})" if effect.bonus_bells else "")))
        elif isinstance(effect, Handler):
            parts.append(("text", HANDLER_WORDS.get(effect.handler, effect.handler)))
    return parts


def option_words(option: Option) -> str:
    """The same summary in words, for buttons and the log-like status line."""
    words: list[str] = []
    for kind, value in option_parts(option):
        if kind == "icon":
            if words and words[-1].isdigit():
                words[-1] = f"{words[-1]} {value}"
            else:
                words.append(value)
        else:
            words.append(value)
    return " ".join(words)


def _counted(count: int, resource: str) -> list[Part]:
    if count <= 2:
        return [("icon", resource)] * count
    return [("text", str(count)), ("icon", resource)]


def paint_parts(painter: QPainter, rect: QRectF, parts: Sequence[Part], *, colour: str = PALETTE.ink) -> None:
    """Lay a summary out on one centred line, shrinking it to fit ``rect``."""
    if not parts:
        return
    icon = rect.height()
    font = body_font(max(4.0, icon * 0.5), bold=True)
    metrics = QFontMetricsF(font)
    gap = icon * 0.12
    widths = [icon if kind == "icon" else metrics.horizontalAdvance(value) for kind, value in parts]
    total = sum(widths) + gap * (len(parts) - 1)
    scale = min(1.0, rect.width() / total) if total > 0 else 1.0
    painter.save()
    painter.translate(rect.center().x() - total * scale / 2, rect.top() + rect.height() * (1 - scale) / 2)
    painter.scale(scale, scale)
    x = 0.0
    painter.setFont(font)
    for (kind, value), width in zip(parts, widths, strict=True):
        if kind == "icon":
            paint_token(painter, QRectF(x, 0, icon, icon), value)
        else:
            painter.setPen(qcolor(colour))
            painter.drawText(QRectF(x, 0, width, icon), Qt.AlignmentFlag.AlignCenter, value)
        x += width + gap
    painter.restore()


# -- Villager cards --------------------------------------------------------------------------------------
def villager_face(card: Villager, accent: str, *, note: str = "") -> CardPainter:
    """A Villager's face: name band in its deck's colour, cost (Barley) top left, icons top right, the
    action(s) as icon rows in the middle, and what it yields at a Rest along the bottom."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_cached(painter, rect, f"sc-face:{card.id}:{accent}:{note}", draw)

    def draw(painter: QPainter, rect: QRectF) -> None:
        _draw_face(painter, rect, card, accent, note)

    return paint


def _draw_face(painter: QPainter, rect: QRectF, card: Villager, accent: str, note: str) -> None:
    w, h = rect.width(), rect.height()
    radius = w * 0.08
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, qcolor(PALETTE.cream))
    gradient.setColorAt(1, qcolor(SNOW))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(qcolor(accent).darker(135), 1.6))
    painter.drawRoundedRect(rect, radius, radius)
    # the mountain motif behind the action
    hills = QPainterPath()
    hills.moveTo(rect.left() + 2, rect.bottom() - h * 0.22)
    hills.lineTo(rect.left() + w * 0.35, rect.top() + h * 0.52)
    hills.lineTo(rect.left() + w * 0.55, rect.bottom() - h * 0.3)
    hills.lineTo(rect.left() + w * 0.75, rect.top() + h * 0.58)
    hills.lineTo(rect.right() - 2, rect.bottom() - h * 0.22)
    hills.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(SNOW_DEEP, 90))
    painter.drawPath(hills)
    band = QRectF(rect.left() + 3, rect.top() + 3, w - 6, h * 0.17)
    painter.setBrush(qcolor(accent))
    painter.drawRoundedRect(band, radius * 0.7, radius * 0.7)
    token = h * 0.14
    cost_rect = QRectF(band.left() + 3, band.center().y() - token / 2, token, token)
    paint_token(painter, cost_rect, "Barley")
    painter.setPen(qcolor("#3B2F2A"))
    painter.setFont(heading_font(max(4.0, token * 0.52)))
    painter.drawText(cost_rect, Qt.AlignmentFlag.AlignCenter, str(card.cost))
    icon_x = band.right() - 3
    for icon in reversed(card.icons):
        icon_x -= token
        paint_token(painter, QRectF(icon_x, band.center().y() - token / 2, token, token), icon)
        icon_x -= 2
    # the name on its own line under the band, so long names stay whole and legible
    name_rect = QRectF(rect.left() + 4, band.bottom() + 1, w - 8, h * 0.13)
    painter.setPen(qcolor(accent).darker(150))
    font, shown = fitted_line(
        card.name, name_rect.width(), start=max(4.0, name_rect.height() * 0.62), smallest=4.5, heading=True
    )
    painter.setFont(font)
    painter.drawText(name_rect, Qt.AlignmentFlag.AlignCenter, shown)
    area = QRectF(rect.left() + 5, name_rect.bottom() + h * 0.02, w - 10, h * 0.46)
    options = card.actions
    row = min(h * 0.14, area.height() / max(1, len(options)) - 4)
    top = area.center().y() - (row * len(options) + 4 * (len(options) - 1)) / 2
    lines = [QRectF(area.left(), top + index * (row + 4), area.width(), row) for index in range(len(options))]
    for line, option in zip(lines, options, strict=True):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.cream, 215))
        painter.drawRoundedRect(line.adjusted(-2, -2, 2, 2), 4, 4)
        paint_parts(painter, line, option_parts(option))
    # the "or" goes on last: the next option's backing overlaps the gap it sits in
    painter.setPen(qcolor(PALETTE.ink_soft))
    painter.setFont(body_font(max(4.0, row * 0.32), bold=True))
    for line in lines[:-1]:
        painter.drawText(
            QRectF(line.left(), line.bottom() - 1, line.width(), 4 + 4), Qt.AlignmentFlag.AlignCenter, "or"
        )
    footer = QRectF(rect.left() + 6, rect.bottom() - h * 0.15, w - 12, h * 0.11)
    painter.setPen(qcolor(PALETTE.ink_soft))
    painter.setFont(body_font(max(4.0, footer.height() * 0.55)))
    painter.drawText(footer, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, note or "Rest:")
    income = card.rest_income.face_up
    x = footer.right()
    for icon in reversed(income):
        x -= footer.height()
        paint_token(painter, QRectF(x, footer.top(), footer.height(), footer.height()), icon)
        x -= 1
    if not income and not note:
        painter.drawText(footer, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "\u2014")


def villager_back(colour: str, *, starter: bool = False, name: str = "") -> CardPainter:
    """A Villager's back: the deck's colour with snowy peaks. A Starting Villager's back shows the Barley it
    yields at a Rest; a face-down card in a Village carries its name small, as its owner knows it."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_cached(painter, rect, f"sc-back:{colour}:{starter}:{name}", draw)

    def draw(painter: QPainter, rect: QRectF) -> None:
        _draw_back(painter, rect, colour, starter, name)

    return paint


def _draw_back(painter: QPainter, rect: QRectF, colour: str, starter: bool, name: str) -> None:
    w, h = rect.width(), rect.height()
    radius = w * 0.08
    base = qcolor(colour)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, base.lighter(112))
    gradient.setColorAt(1, base.darker(118))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(base.darker(160), 1.5))
    painter.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(w * 0.08, h * 0.06, -w * 0.08, -h * 0.06)
    painter.setPen(QPen(qcolor(PALETTE.cream, 150), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    paint_peaks(painter, QRectF(inner.left(), inner.center().y() - h * 0.16, inner.width(), h * 0.3), base)
    if starter:
        size = w * 0.3
        paint_token(
            painter, QRectF(rect.center().x() - size / 2, inner.bottom() - size - h * 0.06, size, size), "Barley"
        )
    if name:
        painter.setPen(qcolor(PALETTE.cream) if base.lightness() < 170 else qcolor(PALETTE.ink))
        font, shown = fitted_line(name, inner.width(), start=max(4.0, h * 0.075), smallest=4.5, bold=True)
        painter.setFont(font)
        painter.drawText(
            QRectF(inner.left(), inner.top() + 2, inner.width(), h * 0.14), Qt.AlignmentFlag.AlignCenter, shown
        )


def paint_peaks(painter: QPainter, area: QRectF, base: object) -> None:
    """Three snowy peaks: the game's motif on backs, decks and the emblem."""
    w, h = area.width(), area.height()
    peaks = [(0.3, 0.0, 0.32), (0.62, 0.18, 0.3), (0.12, 0.35, 0.2)]
    for fx, fy, half in peaks:
        top = QPointF(area.left() + w * fx, area.top() + h * fy)
        left = QPointF(top.x() - w * half, area.bottom())
        right = QPointF(top.x() + w * half, area.bottom())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(SLATE))
        painter.drawPolygon(QPolygonF([top, left, right]))
        cap = 0.38
        painter.setBrush(qcolor(SNOW))
        painter.drawPolygon(
            QPolygonF(
                [
                    top,
                    QPointF(top.x() - w * half * cap, top.y() + (area.bottom() - top.y()) * cap),
                    QPointF(top.x(), top.y() + (area.bottom() - top.y()) * cap * 0.8),
                    QPointF(top.x() + w * half * cap, top.y() + (area.bottom() - top.y()) * cap),
                ]
            )
        )


def deck_back(kind: str) -> CardPainter:
    """The Forest (green, trees) and Guardian (slate, a watchful eye) deck backs."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_cached(painter, rect, f"sc-deck:{kind}", draw)

    def draw(painter: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        colour = qcolor("#4E7050" if kind == "forest" else "#4D5A73")
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, colour.lighter(120))
        gradient.setColorAt(1, colour.darker(115))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(colour.darker(150), 1.5))
        painter.drawRoundedRect(rect, w * 0.08, w * 0.08)
        painter.setPen(QPen(qcolor(PALETTE.gold_light, 150), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), w * 0.05, w * 0.05)
        if kind == "forest":
            for index in range(3):
                cx = rect.left() + w * (0.28 + index * 0.22)
                base_y = rect.top() + h * (0.72 - (index % 2) * 0.08)
                tree = QPolygonF(
                    [QPointF(cx, base_y - h * 0.36), QPointF(cx - w * 0.14, base_y), QPointF(cx + w * 0.14, base_y)]
                )
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(qcolor("#2F4A33"))
                painter.drawPolygon(tree)
        else:
            centre = rect.center()
            painter.setPen(QPen(qcolor(PALETTE.gold_light), 1.6))
            eye = QPainterPath()
            eye.moveTo(centre.x() - w * 0.3, centre.y())
            eye.quadTo(centre.x(), centre.y() - h * 0.18, centre.x() + w * 0.3, centre.y())
            eye.quadTo(centre.x(), centre.y() + h * 0.18, centre.x() - w * 0.3, centre.y())
            painter.setBrush(qcolor(PALETTE.gold_light, 60))
            painter.drawPath(eye)
            painter.setBrush(qcolor(PALETTE.gold_light))
            painter.drawEllipse(centre, w * 0.07, w * 0.07)
        painter.setPen(qcolor(PALETTE.cream))
        painter.setFont(heading_font(max(4.0, h * 0.075)))
        title = "Forest" if kind == "forest" else "Guardians"
        painter.drawText(QRectF(rect.left(), rect.bottom() - h * 0.2, w, h * 0.12), Qt.AlignmentFlag.AlignCenter, title)

    return paint


def text_card_face(title: str, lines: Sequence[str], accent: str) -> CardPainter:
    """A revealed Forest or Guardian card: its name and what it asks, in words."""
    key = f"sc-text:{title}:{accent}:{'|'.join(lines)}"

    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_cached(painter, rect, key, draw)

    def draw(painter: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        painter.setBrush(qcolor(PALETTE.cream))
        painter.setPen(QPen(qcolor(accent), 2))
        painter.drawRoundedRect(rect, w * 0.08, w * 0.08)
        band = QRectF(rect.left() + 3, rect.top() + 3, w - 6, h * 0.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(accent))
        painter.drawRoundedRect(band, 5, 5)
        painter.setPen(qcolor(PALETTE.cream))
        painter.setFont(
            fitted_font(title, band.width() - 6, start=max(4.0, band.height() * 0.36), smallest=4.5, heading=True)
        )
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, title)
        painter.setPen(qcolor(PALETTE.ink))
        painter.setFont(body_font(max(4.0, h * 0.058)))
        painter.drawText(
            QRectF(rect.left() + 6, band.bottom() + 4, w - 12, h - band.height() - 12),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
            "\n".join(lines),
        )

    return paint


# -- the home-screen emblem ------------------------------------------------------------------------------
def paint_emblem(painter: QPainter, band: QRectF) -> None:
    """Snowy peaks behind a row of tokens: Barley, a bowl, a bell and a sprig of Juniper."""
    painter.save()
    size = band.height() * 0.78
    peaks = QRectF(band.right() - size * 1.9 - 12, band.center().y() - size / 2, size * 1.9, size)
    paint_peaks(painter, peaks, qcolor(SLATE))
    token = size * 0.6
    x = peaks.left() - 8
    for index, resource in enumerate(("Juniper", "Prayer Bell", "Offering Bowl", "Barley")):
        x -= token + 5
        y = band.center().y() - token / 2 + math.sin(index) * 3
        paint_token(painter, QRectF(x, y, token, token), resource)
    painter.restore()
