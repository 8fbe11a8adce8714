"""Snowcrest's table items: token piles, Village spaces, Building spaces, the Omen track, Achievements and
cached captions. Dumb like every table item: each paints what it was given and reports gestures."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from hearthwood.ui.table import Highlight, TableItem
from hearthwood.ui.theme import PALETTE, body_font, heading_font, qcolor

from .art import SNOW, SNOW_DEEP, paint_building_tile, paint_glyph, paint_token, token_colour


class TokenPile(TableItem):
    """A resource token with how many the player holds (None: the supply, no count); ``chosen`` counts those
    in a proposed payment."""

    def __init__(
        self,
        resource: str,
        count: int | None,
        *,
        size: float = 34.0,
        chosen: int = 0,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(size, size, key, parent)
        self.resource = resource
        self.count = count
        self.chosen = chosen

    def corner_radius(self) -> float:
        return self.width / 2

    def art_key(self) -> str | None:
        return f"{self.resource}|{self.count}|{self.chosen}|{self.width:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        paint_token(painter, rect, self.resource, faded=self.count == 0)
        if self.count is None:
            return  # the supply: no count to show
        badge = QRectF(
            rect.right() - rect.width() * 0.42,
            rect.bottom() - rect.height() * 0.4,
            rect.width() * 0.5,
            rect.height() * 0.42,
        )
        painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1))
        painter.setBrush(qcolor(PALETTE.cream))
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(qcolor(PALETTE.ink))
        painter.setFont(body_font(max(5.0, badge.height() * 0.6), bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))
        if self.chosen:
            tag = QRectF(rect.left() - 4, rect.top() - 6, rect.width() * 0.56, rect.height() * 0.42)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(PALETTE.gold))
            painter.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
            painter.setPen(qcolor(PALETTE.ink))
            painter.setFont(body_font(max(5.0, tag.height() * 0.6), bold=True))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, f"\u2212{self.chosen}")


class VillageSpace(TableItem):
    """One of the nine squares of a Village: a snowy inset the cards sit on (and drop onto)."""

    def __init__(self, slot: int, width: float, height: float, *, parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, ("space", slot), parent)
        self.slot = slot

    def corner_radius(self) -> float:
        return 7.0

    def art_key(self) -> str | None:
        lit = self.highlight in (Highlight.LEGAL, Highlight.HOVER)
        return f"{lit}|{self.width:.1f}x{self.height:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect().adjusted(1, 1, -1, -1)
        fill = qcolor(PALETTE.moss_light) if self.highlight in (Highlight.LEGAL, Highlight.HOVER) else qcolor(SNOW)
        painter.setBrush(fill)
        painter.setPen(QPen(qcolor(SNOW_DEEP), 1.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect, 7, 7)


class BuildingSpace(TableItem):
    """A space of the building track: empty (with its end-game bonus, if any) or holding a tile."""

    def __init__(
        self,
        index: int,
        size: float,
        *,
        building: str | None = None,
        face_up: bool = True,
        bonus: int = 0,
        owner: int = 0,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(size, size, ("building", owner, index), parent)
        self.index = index
        self.building = building
        self.face_up = face_up
        self.bonus = bonus

    def corner_radius(self) -> float:
        return 5.0

    def art_key(self) -> str | None:
        return f"{self.building}|{self.face_up}|{self.bonus}|{self.width:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect()
        painter.setPen(QPen(qcolor(PALETTE.wood_light), 1))
        painter.setBrush(qcolor(PALETTE.parchment))
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
        if self.building is not None:
            paint_building_tile(painter, rect.adjusted(2, 2, -2, -2), self.building, face_up=self.face_up)
        elif self.bonus:
            painter.setPen(qcolor(PALETTE.wood))
            painter.setFont(heading_font(max(5.0, rect.height() * 0.3)))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"+{self.bonus}")
        if self.bonus and self.building is not None:
            tag = QRectF(rect.right() - rect.width() * 0.42, rect.top() - 3, rect.width() * 0.45, rect.height() * 0.3)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(PALETTE.gold))
            painter.drawRoundedRect(tag, 3, 3)
            painter.setPen(qcolor(PALETTE.ink))
            painter.setFont(body_font(max(4.5, tag.height() * 0.6), bold=True))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, f"+{self.bonus}")


class OmenTrack(TableItem):
    """The Omen track from +5 (left) to -5 (right) with the player's marker; Omen tokens past -5 beside it."""

    def __init__(
        self,
        width: float,
        height: float,
        *,
        value: int,
        tokens: int,
        colour: str,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(width, height, key, parent)
        self._value = value
        self._tokens = tokens
        self._colour = colour

    def art_key(self) -> str | None:
        return f"{self._value}|{self._tokens}|{self._colour}|{self.width:.1f}x{self.height:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        extra = self.height if self._tokens else 0.0
        space = (self.width - extra) / 11
        font = body_font(max(5.0, self.height * 0.3), bold=True)
        for index, value in enumerate(range(5, -6, -1)):
            rect = QRectF(index * space, 0, space, self.height).adjusted(1, 1, -1, -1)
            good = value > 0
            tint = qcolor("#9DBB8E") if good else qcolor("#C79A8A") if value < 0 else qcolor(PALETTE.gold_light)
            tint.setAlpha(140 + abs(value) * 20)
            painter.setPen(QPen(qcolor(PALETTE.wood_light), 1))
            painter.setBrush(tint)
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(qcolor(PALETTE.ink_soft))
            painter.setFont(font)
            label = f"{value:+d}" if value else "0"
            painter.drawText(
                rect.adjusted(0, 1, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label
            )
            if value == self._value:
                marker = min(rect.width(), rect.height()) * 0.5
                centre = QPointF(rect.center().x(), rect.bottom() - marker * 0.62)
                painter.setPen(QPen(qcolor(self._colour).darker(160), 1.2))
                painter.setBrush(qcolor(self._colour))
                painter.drawEllipse(centre, marker / 2, marker / 2)
        if self._tokens:
            box = QRectF(self.width - extra + 3, 0, extra - 3, self.height)
            paint_token(painter, box.adjusted(2, 2, -2, -2), "Omen")
            painter.setPen(qcolor(PALETTE.cream))
            painter.setFont(body_font(max(5.0, self.height * 0.3), bold=True))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"\u00d7{self._tokens}")


class AchievementTile(TableItem):
    """An Achievement still to be claimed (or claimed: then tinted in its owner's colour)."""

    def __init__(
        self,
        name: str,
        width: float,
        height: float,
        *,
        claimed_by: str | None = None,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(width, height, key, parent)
        self._name = name
        self._claimed_by = claimed_by

    def art_key(self) -> str | None:
        return f"{self._name}|{self._claimed_by}|{self.width:.1f}x{self.height:.1f}"

    def paint_body(self, painter: QPainter) -> None:
        rect = self.rect().adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(qcolor(PALETTE.gold).darker(130), 1.2))
        painter.setBrush(qcolor(self._claimed_by or PALETTE.gold_light, 255 if not self._claimed_by else 90))
        painter.drawRoundedRect(rect, 6, 6)
        seal = QRectF(
            rect.left() + 4, rect.center().y() - rect.height() * 0.36, rect.height() * 0.72, rect.height() * 0.72
        )
        paint_token(painter, seal, "Scroll")
        painter.setPen(qcolor(PALETTE.ink))
        font = heading_font(max(5.0, min(10.0, rect.height() * 0.34)))
        painter.setFont(font)
        text_rect = rect.adjusted(seal.width() + 10, 0, -30, 0)
        painter.drawText(
            text_rect,
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            QFontMetricsF(font).elidedText(self._name, Qt.TextElideMode.ElideRight, text_rect.width()),
        )
        painter.setFont(body_font(max(5.0, min(9.0, rect.height() * 0.3)), bold=True))
        painter.setPen(qcolor(PALETTE.wood_dark))
        painter.drawText(rect.adjusted(0, 0, -6, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, "+2")


class CountBadge(TableItem):
    """A glyph and a number side by side: Scrolls, Rests, cards in a deck."""

    def __init__(
        self,
        glyph: str,
        text: str,
        *,
        size: float = 26.0,
        key: Hashable = None,
        parent: QGraphicsItem | None = None,
        font_size: float | None = None,
    ) -> None:
        self._font = body_font(font_size or max(6.0, size * 0.38), bold=True)
        width = size + 4 + QFontMetricsF(self._font).horizontalAdvance(text) + 4
        super().__init__(width, size, key, parent)
        self._glyph = glyph
        self._text = text
        self._size = size

    def art_key(self) -> str | None:
        return f"{self._glyph}|{self._text}|{self._size}|{self._font.pointSizeF()}"

    @property
    def text(self) -> str:
        return self._text

    def paint_body(self, painter: QPainter) -> None:
        icon = QRectF(0, 0, self._size, self._size)
        if self._glyph in ("Scroll", "Omen") or self._glyph in ("Barley", "Juniper", "Gold"):
            paint_token(painter, icon, self._glyph)
        elif self._glyph:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(token_colour(self._glyph)))
            painter.drawEllipse(icon)
            paint_glyph(painter, icon.adjusted(5, 5, -5, -5), self._glyph)
        painter.setPen(qcolor(PALETTE.ink))
        painter.setFont(self._font)
        painter.drawText(
            QRectF(self._size + 4, 0, self.width - self._size - 4, self._size),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            self._text,
        )
