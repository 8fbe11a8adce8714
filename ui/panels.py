"""The side panels around the table: whose decision it is, the game log and the rules (the score tables are
in `score_tables`), and the small widgets they share."""

from __future__ import annotations

from importlib import resources
from math import cos, radians, sin

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .models import GameLogModel
from .theme import PALETTE, qcolor


def rules_markdown(game_id: str) -> str | None:
    """The game's rules reference shipped in ``hearthwood.seeds``, or None when there is none yet."""
    try:
        source = resources.files("hearthwood.seeds") / f"{game_id.replace('-', '_')}.md"
        return source.read_text(encoding="utf-8") if source.is_file() else None
    except (ModuleNotFoundError, OSError):
        return None


class TitledPanel(QFrame):
    """A rounded parchment panel with a heading above its content."""

    def __init__(self, title: str, body: QWidget) -> None:
        super().__init__()
        self.setObjectName("panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 12)
        layout.setSpacing(6)
        heading = QLabel(title)
        heading.setObjectName("panelTitle")
        layout.addWidget(heading)
        layout.addWidget(body)


class SeatDot(QWidget):
    """A small disc in a seat's colour, so a name is recognised at a glance."""

    def __init__(self, diameter: int = 18) -> None:
        super().__init__()
        self._colour = QColor(PALETTE.line)
        self.setFixedSize(diameter, diameter)

    def set_colour(self, colour: str) -> None:
        self._colour = QColor(colour) if colour else QColor(PALETTE.line)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self._colour.darker(150))
        painter.setBrush(self._colour)
        painter.drawEllipse(self.rect().adjusted(1, 1, -1, -1))


class StarRow(QWidget):
    """Three painted stars, the earned ones in gold."""

    def __init__(self, earned: int = 0, size: int = 22) -> None:
        super().__init__()
        self._earned = earned
        self._size = size
        self.setFixedSize(size * 3 + 12, size + 2)
        self.setToolTip(f"{earned} of 3 stars")

    @property
    def earned(self) -> int:
        return self._earned

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._size / 2
        for index in range(3):
            centre = QPointF(radius + 1 + index * (self._size + 4), radius + 1)
            points = []
            for corner in range(10):
                reach = radius if corner % 2 == 0 else radius * 0.45
                angle = -90 + corner * 36
                vector = QPointF(reach * cos(radians(angle)), reach * sin(radians(angle)))
                points.append(centre + vector)
            star = QPainterPath()
            star.addPolygon(QPolygonF(points))
            star.closeSubpath()
            if index < self._earned:
                painter.setPen(QPen(qcolor(PALETTE.wood), 1.2))
                painter.setBrush(qcolor(PALETTE.gold))
            else:
                painter.setPen(QPen(qcolor(PALETTE.line), 1.2))
                painter.setBrush(qcolor(PALETTE.cream))
            painter.drawPath(star)


class ThinkingDots(QWidget):
    """Three dots that rise and brighten in turn: the computer is thinking (and the app is not frozen)."""

    STEP_MS = 140

    def __init__(self) -> None:
        super().__init__()
        self.setFixedSize(46, 22)
        self._phase = 0
        self._timer = QTimer(self)
        self._timer.setInterval(self.STEP_MS)
        self._timer.timeout.connect(self._step)

    @property
    def phase(self) -> int:
        return self._phase

    def set_running(self, running: bool) -> None:
        self.setVisible(running)
        if running and not self._timer.isActive():
            self._phase = 0
            self._timer.start()
        elif not running:
            self._timer.stop()

    def is_running(self) -> bool:
        return self._timer.isActive()

    def _step(self) -> None:
        self._phase = (self._phase + 1) % 3
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for index in range(3):
            lit = index == self._phase
            colour = QColor(PALETTE.gold_light if lit else PALETTE.wood_light)
            rise = 4.0 if lit else 0.0
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(8 + index * 15, self.height() / 2 + 2 - rise), 5, 5)


class DecisionBanner(QFrame):
    """ "Ada - Commit a card": whose decision it is and what the game asks, across the top of the table.

    While a computer seat decides it shows the seat, animated dots and the level; when the computer has
    chosen, it shows the move for a moment before it happens.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("decisionBanner")
        self.setStyleSheet(
            f"QFrame#decisionBanner {{ background: {PALETTE.wood_dark}; border-radius: 12px; }}"
            f"QFrame#decisionBanner QLabel {{ color: {PALETTE.cream}; background: transparent; }}"
            f"QFrame#decisionBanner QLabel#bannerLevel {{ color: {PALETTE.wood_dark}; background: "
            f"{PALETTE.gold_light}; border-radius: 9px; padding: 1px 9px; font-weight: bold; }}"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 10)
        layout.setSpacing(12)
        self._dot = SeatDot(22)
        self._who = QLabel()
        self._who.setObjectName("bannerWho")
        self._who.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self._level = QLabel()
        self._level.setObjectName("bannerLevel")
        self._level.hide()
        self.dots = ThinkingDots()
        self.dots.set_running(False)
        self._prompt = QLabel()
        self._prompt.setObjectName("bannerPrompt")
        self._prompt.setStyleSheet(f"font-size: 12pt; color: {PALETTE.gold_light};")
        self._prompt.setWordWrap(True)
        self._prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self._dot)
        layout.addWidget(self._who)
        layout.addWidget(self._level)
        layout.addWidget(self._prompt, 1)
        layout.addWidget(self.dots)
        layout.addStretch(0)
        self._layout = layout

    def show_decision(self, name: str | None, colour: str, prompt: str) -> None:
        self._show(name, colour, prompt, level=None, thinking=False)

    def show_thinking(self, name: str, colour: str, level: str) -> None:
        self._show(name, colour, "is thinking", level=level, thinking=True)

    def show_ai_move(self, name: str, colour: str, level: str, move: str) -> None:
        self._show(name, colour, f"\u2192 {move}", level=level, thinking=False)

    def _show(self, name: str | None, colour: str, prompt: str, *, level: str | None, thinking: bool) -> None:
        self._dot.setVisible(name is not None)
        self._dot.set_colour(colour)
        self._who.setText(name or "")
        self._who.setVisible(bool(name))
        self._level.setText(level or "")
        self._level.setVisible(level is not None)
        self._prompt.setText(prompt)
        self.dots.set_running(thinking)
        # While thinking the dots follow the words; otherwise the prompt takes the width to wrap in.
        self._layout.setStretchFactor(self._prompt, 0 if thinking else 1)
        self._layout.setStretch(self._layout.count() - 1, 1 if thinking else 0)

    def who(self) -> str:
        return self._who.text()

    def prompt(self) -> str:
        return self._prompt.text()

    def level(self) -> str:
        return self._level.text() if self._level.isVisibleTo(self) else ""

    def is_thinking(self) -> bool:
        return self.dots.is_running()


class WrappedLineDelegate(QStyledItemDelegate):
    """Draws each log line wrapped to the list's width.

    Qt's own word wrap measures rows without the style sheet's item padding and then clips the text it
    paints with it, so lines just under the width end in "...". Measuring and painting here with the same
    margins keeps every line whole.
    """

    MARGIN_X = 6
    MARGIN_Y = 4

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view
        # Each new line makes the list measure every row again to scroll to the bottom; measured afresh,
        # a 300-line log cost 19 ms an action, more than rebuilding the table. Lines never change once
        # written, so a row's size is kept for as long as the width it was wrapped to.
        self._sizes: dict[str, QSize] = {}
        self._sizes_width = -1

    def _text_width(self) -> int:
        return max(40, self._view.viewport().width() - 2 * self.MARGIN_X)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = self._text_width()
        if width != self._sizes_width:
            self._sizes.clear()
            self._sizes_width = width
        text = str(index.data() or "")
        size = self._sizes.get(text)
        if size is None:
            bounds = option.fontMetrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text)
            size = self._sizes[text] = QSize(width, bounds.height() + 2 * self.MARGIN_Y)
        return size

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        background = QStyleOptionViewItem(option)
        self.initStyleOption(background, index)
        text = background.text
        background.text = ""
        widget = background.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, background, painter, widget)
        painter.save()
        painter.setPen(option.palette.color(QPalette.ColorRole.Text))
        area = option.rect.adjusted(self.MARGIN_X, self.MARGIN_Y, -self.MARGIN_X, -self.MARGIN_Y)
        painter.drawText(area, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignVCenter), text)
        painter.restore()


class LogPanel(TitledPanel):
    def __init__(self, model: GameLogModel) -> None:
        self.list = QListView()
        self.list.setModel(model)
        self.list.setItemDelegate(WrappedLineDelegate(self.list))
        # rows are measured for the current width, so lay them out again whenever it changes
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setUniformItemSizes(False)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a scroll bar that comes and goes changes the width rows were wrapped for, and they get clipped
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        super().__init__("Game log", self.list)
        model.rowsInserted.connect(self._follow)
        model.modelReset.connect(self.list.scrollToBottom)

    def _follow(self, parent: QModelIndex, first: int, last: int) -> None:
        self.list.scrollToBottom()


class RulesPanel(TitledPanel):
    def __init__(self) -> None:
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        super().__init__("Rules", self.browser)

    def show_rules(self, game_id: str, title: str) -> None:
        text = rules_markdown(game_id)
        if text is None:
            self.browser.setMarkdown(
                f"## {title}\n\nThe rules reference for {title} is not included in this version yet. "
                "Every rule is still enforced at the table: if a move is not allowed, the table says why."
            )
        else:
            self.browser.setMarkdown(text)
