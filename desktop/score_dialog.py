"""The end of a game: who won (with the game's tiebreakers), the score sheet, and a chart of where the
points came from."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from hearthwood.engine.campaign import ChallengeResult
from hearthwood.engine.core import ScoreSheet, Session, counted
from hearthwood.ui.models import ScoreTableModel, category_title
from hearthwood.ui.panels import StarRow
from hearthwood.ui.score_tables import FittedScoreView
from hearthwood.ui.theme import PALETTE, body_font, qcolor

# One colour per category; Tiny Towns has nine with its Monument, so none repeats in a game.
CATEGORY_COLOURS: tuple[str, ...] = (
    "#6E9A5E",
    "#C0623B",
    "#4F7CA8",
    "#D8A84E",
    "#8E5C8A",
    "#3F8F8A",
    "#8B5E3C",
    "#B8475E",
    "#6F7F8F",
    "#A9B44C",
)
# Narrow margins for a header whose titles do not fit with the theme's (many categories, a narrow window).
TIGHT_TITLES = "QHeaderView::section { padding: 4px 2px; }"
NEW_GAME = 2  # dialog result: the players want another game
TRY_AGAIN = 3  # dialog result (challenges): play the same challenge again
CAMPAIGN = 4  # dialog result (challenges): back to the campaign page


def joined(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def headline(session: Session) -> str:
    """ "Ada wins!", "Ada and Bo share the win!" or, for a solo game, the score and any title earned."""
    ranking = session.ranking()
    names = [session.names[p] for p in ranking[0]]
    if len(session.seats) == 1:
        total = session.score_sheet().total(0)
        title = session.game.result_title(session.state, 0)
        return f"{names[0]} scores {counted(total, 'point')}" + (f": {title}!" if title else ".")
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{joined(names)} share the win!"


@dataclass(frozen=True)
class ChallengeOutcome:
    """A finished challenge as the score sheet reports it."""

    title: str
    goal: str
    result: ChallengeResult
    recorded: bool
    unlocked: tuple[str, ...] = ()  # titles of the challenges this result opened
    problem: str | None = None  # why it was not recorded

    def summary(self) -> str:
        """ "2 stars \u2014 next challenge unlocked: The Miller's Daughter", or what was missed."""
        stars = self.result.stars
        if stars == 0:
            text = f"No star this time \u2014 the goal was: {self.goal}."
        else:
            text = counted(stars, "star")
            if self.unlocked:
                opened = joined(list(self.unlocked))
                noun = "next challenge" if len(self.unlocked) == 1 else "challenges"
                text += f" \u2014 {noun} unlocked: {opened}"
            text += "!"
        if not self.recorded:
            text += f" This result was not recorded: {self.problem or 'campaign progress is unavailable'}."
        return text


class ChallengeBanner(QWidget):
    """The challenge's stars and what they mean, above the score table."""

    def __init__(self, outcome: ChallengeOutcome) -> None:
        super().__init__()
        self.setObjectName("challengeBanner")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        tint = PALETTE.moss_light if outcome.result.passed else PALETTE.paper_shadow
        self.setStyleSheet(f"QWidget#challengeBanner {{ background: {tint}; border-radius: 10px; }}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(14)
        self.stars = StarRow(outcome.result.stars, 28)
        layout.addWidget(self.stars)
        words = QVBoxLayout()
        words.setSpacing(2)
        title = QLabel(outcome.title)
        title.setStyleSheet("font-weight: bold; font-size: 12pt; background: transparent;")
        self.summary = QLabel(outcome.summary())
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("background: transparent;")
        words.addWidget(title)
        words.addWidget(self.summary)
        layout.addLayout(words, 1)


class ScoreChart(QWidget):
    """Stacked bars: one per player, one coloured segment per category; negatives hang below the line."""

    def __init__(self, sheet: ScoreSheet, names: Sequence[str]) -> None:
        super().__init__()
        self._sheet = sheet
        self._names = list(names)
        self.setMinimumHeight(240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sheet = self._sheet
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.cream))
        painter.drawRoundedRect(area, 10, 10)

        font = body_font(9.5)
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        legend_bottom = self._legend(painter, area.adjusted(14, 10, -14, 0), metrics)

        plot = QRectF(area.left() + 40, legend_bottom + 26, area.width() - 60, 0)
        plot.setBottom(area.bottom() - metrics.height() - 16)
        highs = [sum(max(0, v) for v in row) for row in sheet.points]
        lows = [sum(min(0, v) for v in row) for row in sheet.points]
        top, bottom = max([1, *highs]), min([0, *lows])
        scale = plot.height() / (top - bottom)
        zero_y = plot.top() + top * scale

        painter.setPen(QPen(qcolor(PALETTE.line), 1, Qt.PenStyle.DashLine))
        for value in self._ticks(bottom, top):
            y = zero_y - value * scale
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(qcolor(PALETTE.ink_soft))
            painter.drawText(QRectF(area.left(), y - 8, 34, 16), Qt.AlignmentFlag.AlignRight, str(value))
            painter.setPen(QPen(qcolor(PALETTE.line), 1, Qt.PenStyle.DashLine))

        players = len(sheet.points)
        slot = plot.width() / max(1, players)
        bar_width = min(70.0, slot * 0.5)
        for player, row in enumerate(sheet.points):
            x = plot.left() + slot * player + (slot - bar_width) / 2
            up, down = zero_y, zero_y
            for category, value in enumerate(row):
                if value == 0:
                    continue
                height = abs(value) * scale
                if value > 0:
                    up -= height
                    segment = QRectF(x, up, bar_width, height)
                else:
                    segment = QRectF(x, down, bar_width, height)
                    down += height
                painter.setPen(QPen(qcolor(PALETTE.cream), 1))
                painter.setBrush(qcolor(CATEGORY_COLOURS[category % len(CATEGORY_COLOURS)]))
                painter.drawRect(segment)
            painter.setPen(qcolor(PALETTE.wood_dark))
            painter.setFont(body_font(10, bold=True))
            painter.drawText(
                QRectF(x - 20, up - 20, bar_width + 40, 18), Qt.AlignmentFlag.AlignCenter, str(sheet.total(player))
            )
            painter.setFont(font)
            painter.setPen(qcolor(PALETTE.ink))
            label = metrics.elidedText(self._names[player], Qt.TextElideMode.ElideRight, slot - 6)
            painter.drawText(
                QRectF(plot.left() + slot * player, plot.bottom() + 6, slot, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                label,
            )
        painter.setPen(QPen(qcolor(PALETTE.wood), 1.5))
        painter.drawLine(QPointF(plot.left(), zero_y), QPointF(plot.right(), zero_y))

    def _legend(self, painter: QPainter, area: QRectF, metrics: QFontMetricsF) -> float:
        """Draw the category legend left to right, wrapping; returns its bottom edge."""
        x, y = area.left(), area.top()
        line = metrics.height() + 6
        for index, name in enumerate(self._sheet.categories):
            text = category_title(name)
            width = 18 + metrics.horizontalAdvance(text) + 18
            if x + width > area.right() and x > area.left():
                x, y = area.left(), y + line
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(qcolor(CATEGORY_COLOURS[index % len(CATEGORY_COLOURS)]))
            painter.drawRoundedRect(QRectF(x, y + (metrics.height() - 12) / 2, 12, 12), 3, 3)
            painter.setPen(qcolor(PALETTE.ink))
            painter.drawText(QRectF(x + 18, y, width, metrics.height()), Qt.AlignmentFlag.AlignLeft, text)
            x += width
        return y + line

    @staticmethod
    def _ticks(bottom: int, top: int) -> list[int]:
        span = top - bottom
        step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 10**9) if span / s <= 6)
        first = (bottom // step) * step
        return [v for v in range(first, top + step, step) if bottom <= v <= top]


class ScoreTable(FittedScoreView):
    """The sheet's table: how its width is shared between the categories, and whether long titles need two
    lines, depends on the window's width."""

    def __init__(self, model: ScoreTableModel) -> None:
        super().__init__(model)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # see fit
        self.fit()

    def fit(self) -> None:
        """Columns as wide as their titles need, two-line titles only if one-line ones cannot fit, the rest of
        the width shared out evenly; then a height that shows every row."""
        header = self.horizontalHeader()
        columns = self._model.columnCount()
        width = self.viewport().width()
        self._model.set_two_line_titles(False)
        self._tight_titles(False)
        needed = [header.sectionSizeFromContents(section).width() for section in range(columns)]
        if sum(needed) > width:
            self._model.set_two_line_titles(True)
            needed = [header.sectionSizeFromContents(section).width() for section in range(columns)]
        if sum(needed) > width:  # still too wide: narrower margins around the titles
            self._tight_titles(True)
            needed = [header.sectionSizeFromContents(section).width() for section in range(columns)]
        if max(needed, default=0) * columns <= width:
            needed = [max(needed)] * columns  # even columns read best when they all fit
        extra = max(0, width - sum(needed))
        for section, least in enumerate(needed):
            share = extra // columns + (1 if section < extra % columns else 0)  # every pixel handed out
            header.resizeSection(section, least + share)
        self.show_every_row(6)

    def _tight_titles(self, on: bool) -> None:
        header = self.horizontalHeader()
        sheet = TIGHT_TITLES if on else ""
        if header.styleSheet() != sheet:  # restyling is not free, and resizing calls this often
            header.setStyleSheet(sheet)


class ScoreSheetDialog(QDialog):
    def __init__(
        self, session: Session, parent: QWidget | None = None, *, outcome: ChallengeOutcome | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Final scores")
        self.setMinimumSize(620, 560)
        sheet = session.score_sheet()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(12)

        self.headline = QLabel(headline(session))
        self.headline.setObjectName("pageTitle")
        self.headline.setStyleSheet("font-size: 22pt;")
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.challenge = ChallengeBanner(outcome) if outcome is not None else None
        if self.challenge is not None:
            layout.addWidget(self.challenge)
        tiebreakers = session.game.info.tiebreakers
        if len(session.seats) > 1:
            rule = (
                f"Highest total wins; ties are broken by {joined(list(tiebreakers))}, and players still tied "
                "share the win."
                if tiebreakers
                else "Highest total wins; tied players share the win."
            )
            self.tiebreak = QLabel(rule)
            self.tiebreak.setObjectName("muted")
            self.tiebreak.setWordWrap(True)
            layout.addWidget(self.tiebreak)

        # Rows and bars in finishing order, so the table reads like a podium.
        order = [player for group in session.ranking() for player in group]
        places = {player: place for place, group in enumerate(session.ranking(), start=1) for player in group}
        ranked = ScoreSheet(categories=sheet.categories, points=tuple(sheet.points[p] for p in order))
        names = [session.names[p] for p in order]
        self.model = ScoreTableModel()
        self.model.set_sheet(
            ranked, [f"{places[p]}. {session.names[p]}" for p in order], [session.seats[p].colour for p in order]
        )
        self.table = ScoreTable(self.model)
        layout.addWidget(self.table)

        self.chart = ScoreChart(ranked, names)
        layout.addWidget(self.chart, 1)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        close = QPushButton("Back to the table")
        close.clicked.connect(self.accept)
        buttons.addWidget(close)
        if outcome is None:
            again = QPushButton("New game")
            again.clicked.connect(lambda: self.done(NEW_GAME))
        else:
            retry = QPushButton("Try again")
            retry.clicked.connect(lambda: self.done(TRY_AGAIN))
            buttons.addWidget(retry)
            again = QPushButton("Back to the campaign")
            again.clicked.connect(lambda: self.done(CAMPAIGN))
        again.setProperty("primary", True)
        buttons.addWidget(again)
        layout.addLayout(buttons)
