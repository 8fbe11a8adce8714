"""Creature Comforts' own art, drawn with QPainter: the six Goods, Coins, Stories and Lesson Learned tokens,
dice requirements, and the faces of Comfort, Improvement and Traveler cards.

Every Good has a shape as well as a colour (a log, a pebble, an apple, a toadstool, a ball of yarn, an ear of
grain), so nothing on the table depends on telling colours apart.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from hearthwood.engine.core import counted
from hearthwood.engine.games.creature_comforts.content import (
    GOODS,
    Comfort,
    Cost,
    Exact,
    Improvement,
    OneOf,
    Parity,
    Requirement,
    Reward,
    Run,
    Same,
    Single,
    Sum,
)
from hearthwood.ui.table import CardPainter, paint_blank_face
from hearthwood.ui.table.dice import PIPS
from hearthwood.ui.table.pixmap_cache import paint_cached
from hearthwood.ui.text_fit import wrapped_to_fit
from hearthwood.ui.theme import PALETTE, body_font, heading_font, qcolor

GOOD_COLOURS: dict[str, str] = {
    "wood": "#8B5A2B",
    "stone": "#9A9893",
    "fruit": "#C8463A",
    "mushroom": "#D9C7A3",
    "yarn": "#8E5C9E",
    "grain": "#E0B443",
}
TOKEN_COLOURS: dict[str, str] = {"coin": "#D8A84E", "story": "#4F7CA8", "lesson": "#5F8F52"}
TYPE_COLOURS: dict[str | None, str] = {
    "clothing": "#8E5C8A",
    "food": "#C0623B",
    "lighting": "#C9972E",
    "outdoor": "#5F8F52",
    None: "#76665A",
}
FOREST = "#5B7F4E"
MEADOW = "#B9A24A"
RIVER_BLUE = "#4F86A8"


# -- goods and tokens ---------------------------------------------------------------------------------
def paint_good(painter: QPainter, rect: QRectF, good: str) -> None:
    paint_cached(painter, rect, f"cc-good:{good}", lambda art, area: _draw_good(art, area, good))


def _draw_good(painter: QPainter, rect: QRectF, good: str) -> None:
    colour = qcolor(GOOD_COLOURS.get(good, PALETTE.wood))
    outline = QPen(colour.darker(170), max(1.0, rect.width() * 0.05))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = rect.adjusted(rect.width() * 0.08, rect.height() * 0.08, -rect.width() * 0.08, -rect.height() * 0.08)
    w, h = r.width(), r.height()
    painter.setPen(outline)
    if good == "wood":  # a log lying down, its cut end showing rings
        body = QRectF(r.left(), r.top() + h * 0.25, w * 0.85, h * 0.5)
        painter.setBrush(colour)
        painter.drawRoundedRect(body, h * 0.12, h * 0.12)
        end = QRectF(r.left() + w * 0.62, r.top() + h * 0.22, w * 0.36, h * 0.56)
        painter.setBrush(qcolor("#D8B384"))
        painter.drawEllipse(end)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(
            end.adjusted(end.width() * 0.25, end.height() * 0.25, -end.width() * 0.25, -end.height() * 0.25)
        )
    elif good == "stone":
        polygon = QPolygonF(
            [
                QPointF(r.left() + w * 0.1, r.top() + h * 0.65),
                QPointF(r.left() + w * 0.25, r.top() + h * 0.25),
                QPointF(r.left() + w * 0.6, r.top() + h * 0.12),
                QPointF(r.left() + w * 0.92, r.top() + h * 0.45),
                QPointF(r.left() + w * 0.8, r.top() + h * 0.85),
                QPointF(r.left() + w * 0.3, r.top() + h * 0.9),
            ]
        )
        gradient = QLinearGradient(r.topLeft(), r.bottomRight())
        gradient.setColorAt(0, colour.lighter(125))
        gradient.setColorAt(1, colour.darker(115))
        painter.setBrush(QBrush(gradient))
        painter.drawPolygon(polygon)
    elif good == "fruit":  # an apple with a leaf
        painter.setBrush(colour)
        painter.drawEllipse(QRectF(r.left() + w * 0.08, r.top() + h * 0.22, w * 0.84, h * 0.74))
        painter.setPen(QPen(qcolor("#5C3A21"), max(1.0, w * 0.07)))
        painter.drawLine(
            QPointF(r.center().x(), r.top() + h * 0.28), QPointF(r.center().x() + w * 0.05, r.top() + h * 0.05)
        )
        painter.setPen(outline)
        leaf = QPainterPath()
        leaf.moveTo(r.center().x() + w * 0.05, r.top() + h * 0.15)
        leaf.quadTo(r.left() + w * 0.85, r.top() - h * 0.02, r.left() + w * 0.82, r.top() + h * 0.2)
        leaf.quadTo(r.left() + w * 0.6, r.top() + h * 0.25, r.center().x() + w * 0.05, r.top() + h * 0.15)
        painter.setBrush(qcolor("#5F8F52"))
        painter.drawPath(leaf)
    elif good == "mushroom":  # a red-capped toadstool on a pale stem
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(r.left() + w * 0.36, r.top() + h * 0.45, w * 0.28, h * 0.5), w * 0.1, w * 0.1)
        cap = QPainterPath()
        cap.moveTo(r.left(), r.top() + h * 0.55)
        cap.cubicTo(r.left(), r.top() - h * 0.05, r.right(), r.top() - h * 0.05, r.right(), r.top() + h * 0.55)
        cap.closeSubpath()
        painter.setBrush(qcolor("#B8473A"))
        painter.setPen(QPen(qcolor("#B8473A").darker(170), outline.widthF()))
        painter.drawPath(cap)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.cream))
        for fx, fy in ((0.3, 0.3), (0.62, 0.22), (0.72, 0.42)):
            painter.drawEllipse(QPointF(r.left() + w * fx, r.top() + h * fy), w * 0.07, w * 0.07)
    elif good == "yarn":  # a ball of yarn with wound strands
        ball = QRectF(r.left() + w * 0.05, r.top() + h * 0.05, w * 0.9, h * 0.9)
        painter.setBrush(colour)
        painter.drawEllipse(ball)
        painter.save()
        clip = QPainterPath()
        clip.addEllipse(ball)
        painter.setClipPath(clip)
        painter.setPen(QPen(colour.lighter(150), max(1.0, w * 0.05)))
        for i in range(4):
            offset = (i - 1.5) * w * 0.2
            painter.drawLine(QPointF(ball.left() + offset, ball.bottom()), QPointF(ball.right() + offset, ball.top()))
        painter.restore()
    else:  # grain: an ear of wheat
        painter.setPen(QPen(colour.darker(150), max(1.0, w * 0.06)))
        painter.drawLine(QPointF(r.center().x(), r.bottom()), QPointF(r.center().x(), r.top() + h * 0.1))
        painter.setPen(outline)
        painter.setBrush(colour)
        for i in range(4):
            y = r.top() + h * (0.12 + 0.17 * i)
            painter.drawEllipse(QRectF(r.center().x() - w * 0.32, y, w * 0.3, h * 0.18))
            painter.drawEllipse(QRectF(r.center().x() + w * 0.02, y, w * 0.3, h * 0.18))


def paint_token(painter: QPainter, rect: QRectF, kind: str) -> None:
    """Coin (gold disc), Story (a little book) or Lesson Learned (a green leaf disc)."""
    paint_cached(painter, rect, f"cc-token:{kind}", lambda art, area: _draw_token(art, area, kind))


def _draw_token(painter: QPainter, rect: QRectF, kind: str) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = qcolor(TOKEN_COLOURS.get(kind, PALETTE.wood))
    r = rect.adjusted(rect.width() * 0.06, rect.height() * 0.06, -rect.width() * 0.06, -rect.height() * 0.06)
    painter.setPen(QPen(colour.darker(160), max(1.0, r.width() * 0.05)))
    if kind == "story":
        gradient = QLinearGradient(r.topLeft(), r.bottomRight())
        gradient.setColorAt(0, colour.lighter(120))
        gradient.setColorAt(1, colour.darker(110))
        painter.setBrush(QBrush(gradient))
        book = r.adjusted(r.width() * 0.12, 0, -r.width() * 0.12, 0)
        painter.drawRoundedRect(book, 2, 2)
        painter.setPen(QPen(qcolor(PALETTE.cream), max(1.0, r.width() * 0.05)))
        painter.drawLine(
            QPointF(book.left() + book.width() * 0.22, book.top() + 2),
            QPointF(book.left() + book.width() * 0.22, book.bottom() - 2),
        )
        painter.drawLine(
            QPointF(book.left() + book.width() * 0.4, book.center().y()), QPointF(book.right() - 3, book.center().y())
        )
        return
    gradient = QLinearGradient(r.topLeft(), r.bottomRight())
    gradient.setColorAt(0, colour.lighter(125))
    gradient.setColorAt(1, colour.darker(112))
    painter.setBrush(QBrush(gradient))
    painter.drawEllipse(r)
    painter.setPen(QPen(colour.lighter(150), max(1.0, r.width() * 0.05)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(r.adjusted(r.width() * 0.16, r.height() * 0.16, -r.width() * 0.16, -r.height() * 0.16))
    if kind == "lesson":  # a small leaf in the middle
        c = r.center()
        s = r.width() * 0.22
        leaf = QPainterPath()
        leaf.moveTo(c.x(), c.y() - s)
        leaf.quadTo(c.x() + s, c.y(), c.x(), c.y() + s)
        leaf.quadTo(c.x() - s, c.y(), c.x(), c.y() - s)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.cream))
        painter.drawPath(leaf)


def paint_comfort_card_icon(painter: QPainter, rect: QRectF) -> None:
    """A tiny card back, for "draw a Comfort" in rewards."""
    painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1))
    painter.setBrush(qcolor(PALETTE.moss))
    card = QRectF(rect.center().x() - rect.height() * 0.32, rect.top() + 1, rect.height() * 0.64, rect.height() - 2)
    painter.drawRoundedRect(card, 2, 2)


def paint_die_face(painter: QPainter, rect: QRectF, value: int, *, colour: str = PALETTE.cream) -> None:
    """A small flat die face (for requirements printed on the board)."""
    painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1))
    painter.setBrush(qcolor(colour))
    radius = rect.width() * 0.18
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(PALETTE.ink))
    cell = rect.width() / 4
    for column, row in PIPS.get(value, ()):
        painter.drawEllipse(
            QPointF(rect.left() + cell * (column + 1), rect.top() + cell * (row + 1)),
            rect.width() * 0.08,
            rect.width() * 0.08,
        )


# -- amounts: rewards and costs as icons ---------------------------------------------------------------
Glyph = tuple[str, str]  # (kind, text): kind is a Good, a token, "any", "same", "diff" or "card"


def reward_glyphs(reward: Reward) -> list[Glyph]:
    glyphs: list[Glyph] = [(good, str(n)) for good, n in reward.goods.items()]
    if reward.any_goods:
        glyphs.append(("any", str(reward.any_goods)))
    if reward.different_goods:
        glyphs.append(("diff", str(reward.different_goods)))
    for kind, n in (("coin", reward.coins), ("story", reward.stories), ("lesson", reward.lesson_learned)):
        if n:
            glyphs.append((kind, str(n)))
    if reward.comforts:
        glyphs.append(("card", str(reward.comforts)))
    return glyphs


def cost_glyphs(cost: Cost) -> list[Glyph]:
    glyphs: list[Glyph] = [(good, str(n)) for good, n in cost.goods.items()]
    if cost.any_goods:
        glyphs.append(("any", str(cost.any_goods)))
    if cost.matching_goods:
        glyphs.append(("same", str(cost.matching_goods)))
    if cost.different_goods:
        glyphs.append(("diff", str(cost.different_goods)))
    for kind, n in (("coin", cost.coins), ("story", cost.stories), ("lesson", cost.lesson_learned)):
        if n:
            glyphs.append((kind, str(n)))
    if cost.comforts:
        glyphs.append(("card", str(cost.comforts)))
    return glyphs


def _paint_glyph_icon(painter: QPainter, rect: QRectF, kind: str) -> None:
    if kind in GOODS:
        paint_good(painter, rect, kind)
    elif kind in TOKEN_COLOURS:
        paint_token(painter, rect, kind)
    elif kind == "card":
        paint_comfort_card_icon(painter, rect)
    else:  # any / same / different Goods: a neutral pebble with a mark
        painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1))
        painter.setBrush(qcolor("#EDE0C4"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
        painter.setPen(qcolor(PALETTE.wood_dark))
        painter.setFont(body_font(rect.height() * 0.42, bold=True))
        mark = {"any": "?", "same": "=", "diff": "\u2260"}.get(kind, "?")
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, mark)


def paint_glyphs(
    painter: QPainter, rect: QRectF, glyphs: list[Glyph], *, size: float = 18.0, centre: bool = True
) -> float:
    """Icons with counts in a row (wrapping); returns the height used."""
    font = body_font(size * 0.5, bold=True)
    metrics = QFontMetricsF(font)
    items = []
    for kind, text in glyphs:
        label = (
            "" if text == "1" else f"\u00d7{text}" if kind in GOODS or kind in TOKEN_COLOURS or kind == "card" else text
        )
        items.append((kind, label, size + (metrics.horizontalAdvance(label) + 2 if label else 0)))
    rows: list[list[tuple[str, str, float]]] = [[]]
    used = 0.0
    for item in items:
        if rows[-1] and used + item[2] > rect.width():
            rows.append([])
            used = 0.0
        rows[-1].append(item)
        used += item[2] + 4
    y = rect.top()
    painter.setFont(font)
    for row in rows:
        width = sum(i[2] for i in row) + 4 * (len(row) - 1)
        x = rect.left() + ((rect.width() - width) / 2 if centre else 0)
        for kind, label, item_width in row:
            _paint_glyph_icon(painter, QRectF(x, y, size, size), kind)
            if label:
                painter.setFont(font)
                painter.setPen(qcolor(PALETTE.ink))
                painter.drawText(QRectF(x + size + 1, y, item_width - size, size), Qt.AlignmentFlag.AlignVCenter, label)
            x += item_width + 4
        y += size + 3
    return y - rect.top()


# -- dice requirements ---------------------------------------------------------------------------------
def requirement_text(need: Requirement) -> str:
    """A short reading of a dice requirement, for the board and tooltips."""
    if isinstance(need, Single):
        if need.min == need.max:
            return f"one {need.min}"
        if (need.min, need.max) == (1, 6):
            return "any die"
        if need.max == 6:
            return f"one die {need.min}+"
        if need.min == 1:
            return f"one die \u2264{need.max}"
        return f"one die {need.min}-{need.max}"
    if isinstance(need, Exact):
        return " + ".join(str(v) for v in need.values)
    if isinstance(need, OneOf):
        return " or ".join(str(v) for v in need.values)
    if isinstance(need, Sum):
        count = f"{need.dice} dice" if need.dice else "any dice"
        if need.min <= (need.dice or 1):
            return f"{count}, total \u2264{need.max}"
        if need.max >= 6 * (need.dice or 6):
            return f"{count}, total {need.min}+"
        return f"{count}, total {need.min}-{need.max}"
    if isinstance(need, Same):
        return {2: "a pair", 3: "three of a kind"}.get(need.dice, f"{need.dice} alike")
    if isinstance(need, Parity):
        return f"{need.dice} {need.parity} dice"
    if isinstance(need, Run):
        return f"a run of {need.length}"
    return "dice"


def exact_faces(need: Requirement) -> tuple[int, ...]:
    """Faces worth drawing as little dice (exact and one-of requirements, a single exact face)."""
    if isinstance(need, Exact | OneOf):
        return tuple(need.values)
    if isinstance(need, Single) and need.min == need.max:
        return (need.min,)
    return ()


# -- card faces ------------------------------------------------------------------------------------------
def _vp_badge(painter: QPainter, rect: QRectF, vp: int) -> QRectF:
    size = rect.width() * 0.24
    badge = QRectF(rect.right() - size - 4, rect.bottom() - size - 4, size, size)
    painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1))
    painter.setBrush(qcolor(PALETTE.gold))
    painter.drawEllipse(badge)
    painter.setPen(qcolor(PALETTE.ink))
    painter.setFont(heading_font(size * 0.42))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(vp))
    return badge


def _card_text(
    painter: QPainter, rect: QRectF, title: str, body: str, accent: str, vp: int, glyphs: list[Glyph]
) -> None:
    paint_blank_face(painter, rect)
    band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, rect.height() * 0.22)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(accent, 225))
    painter.drawRoundedRect(band, 5, 5)
    painter.setPen(qcolor(PALETTE.cream))
    font = heading_font(max(6.0, rect.width() * 0.1))
    metrics = QFontMetricsF(font)
    while metrics.horizontalAdvance(max(title.split(), key=len)) > band.width() - 6 and font.pointSizeF() > 5:
        font.setPointSizeF(font.pointSizeF() - 0.5)
        metrics = QFontMetricsF(font)
    painter.setFont(font)
    painter.drawText(
        band.adjusted(3, 1, -3, -1),
        int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
        title,
    )
    badge = _vp_badge(painter, rect, vp)
    glyph_top = band.bottom() + 4
    used = paint_glyphs(
        painter, QRectF(rect.left() + 5, glyph_top, rect.width() - 10, 40), glyphs, size=rect.width() * 0.18
    )
    text_rect = QRectF(rect.left() + 6, glyph_top + used + 1, rect.width() - 12, rect.bottom() - glyph_top - used - 6)
    painter.setPen(qcolor(PALETTE.ink_soft))
    size = max(5.0, rect.width() * 0.07)
    notch = QSizeF(text_rect.right() - badge.left() + 2, text_rect.bottom() - badge.top() + 1)
    layout = wrapped_to_fit(
        body, text_rect.width(), text_rect.height(), start=size, smallest=min(size, 5.0), notch=notch
    )
    layout.draw(painter, text_rect.topLeft())


def comfort_tooltip(comfort: Comfort) -> str:
    return f"{comfort.name} ({counted(comfort.vp, 'point')})\n{comfort.text}"


def comfort_face(comfort: Comfort) -> CardPainter:
    def paint(painter: QPainter, rect: QRectF) -> None:
        paint_cached(
            painter,
            rect,
            f"cc-comfort:{comfort.id}",
            lambda art, area: _card_text(
                art,
                area,
                comfort.name,
                comfort.text,
                TYPE_COLOURS.get(comfort.type, PALETTE.wood),
                comfort.vp,
                cost_glyphs(comfort.cost),
            ),
        )

    return paint


def improvement_face(improvement: Improvement) -> CardPainter:
    accent = PALETTE.moss_dark if improvement.is_glade else PALETTE.wood
    return lambda painter, rect: paint_cached(
        painter,
        rect,
        f"cc-improvement:{improvement.id}",
        lambda art, area: _card_text(
            art, area, improvement.name, improvement.text, accent, improvement.vp, cost_glyphs(improvement.cost)
        ),
    )


def comfort_back(painter: QPainter, rect: QRectF) -> None:
    """The Comfort deck's back: warm wood with a little cottage."""
    paint_cached(painter, rect, "cc-comfort-back", _draw_comfort_back)


def _draw_comfort_back(painter: QPainter, rect: QRectF) -> None:
    radius = rect.width() * 0.08
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, qcolor(PALETTE.wood_light))
    gradient.setColorAt(1, qcolor(PALETTE.wood))
    painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1.5))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(qcolor(PALETTE.gold_light, 170), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), radius * 0.6, radius * 0.6)
    paint_cottage(
        painter,
        QRectF(
            rect.center().x() - rect.width() * 0.25,
            rect.center().y() - rect.width() * 0.25,
            rect.width() * 0.5,
            rect.width() * 0.5,
        ),
        PALETTE.gold_light,
    )


def paint_cottage(painter: QPainter, rect: QRectF, colour: str) -> None:
    """A small cottage: a roof and a round door."""
    w, h = rect.width(), rect.height()
    base = qcolor(colour)
    painter.setPen(QPen(base.darker(170), max(1.0, w * 0.04)))
    painter.setBrush(base)
    painter.drawRect(QRectF(rect.left() + w * 0.18, rect.top() + h * 0.45, w * 0.64, h * 0.5))
    roof = QPolygonF(
        [
            QPointF(rect.left() + w * 0.05, rect.top() + h * 0.5),
            QPointF(rect.center().x(), rect.top() + h * 0.08),
            QPointF(rect.right() - w * 0.05, rect.top() + h * 0.5),
        ]
    )
    painter.setBrush(base.darker(135))
    painter.drawPolygon(roof)
    painter.setBrush(qcolor(PALETTE.wood_dark))
    door = QPainterPath()
    door.addRoundedRect(
        QRectF(rect.center().x() - w * 0.09, rect.top() + h * 0.68, w * 0.18, h * 0.27), w * 0.08, w * 0.08
    )
    painter.drawPath(door)


def paint_emblem(painter: QPainter, band: QRectF) -> None:
    """The home screen's card: a cottage among Goods, with a die."""
    size = band.height() * 0.62
    top = band.center().y() - size / 2
    right = band.right() - 14
    paint_cottage(painter, QRectF(right - size, top, size, size), "#C9976A")
    icon = size * 0.55
    x = right - size
    for index, good in enumerate(("grain", "yarn", "mushroom", "fruit", "stone", "wood")):
        x -= icon + 5
        paint_good(painter, QRectF(x, band.center().y() - icon / 2 + (index % 2) * 3, icon, icon), good)
    paint_die_face(painter, QRectF(x - icon - 8, band.center().y() - icon / 2, icon, icon), 5)
