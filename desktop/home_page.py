"""The home screen: the games on offer, Continue for the game in progress, Load, and recent games."""

from __future__ import annotations

from collections.abc import Collection
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QLinearGradient, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from hearthwood.engine.core import Game, HearthwoodError, SaveError, counted, get_game
from hearthwood.engine.core.saves import SaveFile, autosave_path, read_save
from hearthwood.ui.tables import emblem_for
from hearthwood.ui.theme import PALETTE, heading_font, qcolor, seat_colour

from .settings import recent_files


def players_text(game: Game[Any, Any]) -> str:
    counts = game.info.players
    if counts.minimum == counts.maximum:
        return counted(counts.minimum, "player")
    return f"{counts.minimum}\u2013{counts.maximum} players"


def ago(moment: datetime) -> str:
    seconds = max(0, int((datetime.now(UTC) - moment).total_seconds()))
    for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute")):
        if seconds >= size:
            count = seconds // size
            return f"{counted(count, unit)} ago"
    return "just now"


def game_title(game_id: str) -> str:
    try:
        return get_game(game_id).info.title
    except HearthwoodError:
        return game_id


def describe_for_player(save: SaveFile) -> str:
    names = [seat.name for seat in save.seats]
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    moves = counted(len(save.actions), "move")
    return f"{game_title(save.game)} with {who} \u00b7 {moves} \u00b7 {ago(save.updated)}"


def unfinished_autosave() -> SaveFile | None:
    """The autosave if it holds a game still in progress (a damaged one is simply not offered)."""
    path = autosave_path()
    if not path.is_file():
        return None
    try:
        save = read_save(path)
    except SaveError:
        return None
    return None if save.finished else save


class HeroBanner(QWidget):
    """The painted header: dusk sky, rolling hills, a cottage with a warm window, and the title."""

    def __init__(self) -> None:
        super().__init__()
        self.setMinimumHeight(150)  # short enough that two rows of game cards fit a 800-pixel window
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        clip = QPainterPath()
        clip.addRoundedRect(rect, 18, 18)
        painter.setClipPath(clip)
        sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        sky.setColorAt(0, qcolor("#F2C894"))
        sky.setColorAt(1, qcolor("#F7E5C6"))
        painter.fillRect(rect, sky)
        w, h = rect.width(), rect.height()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor("#FFF3D6", 200))
        painter.drawEllipse(QPointF(w * 0.82, h * 0.3), 26, 26)
        for depth, colour in ((0.55, "#A9B98E"), (0.68, PALETTE.moss), (0.8, PALETTE.moss_dark)):
            hill = QPainterPath()
            hill.moveTo(0, h)
            hill.lineTo(0, h * depth)
            steps = 6
            for i in range(steps):
                x0, x1 = w * i / steps, w * (i + 1) / steps
                bump = h * (0.08 if i % 2 else -0.05) * (1.2 - depth)
                hill.quadTo(QPointF((x0 + x1) / 2, h * depth + bump), QPointF(x1, h * depth))
            hill.lineTo(w, h)
            hill.closeSubpath()
            painter.setBrush(qcolor(colour))
            painter.drawPath(hill)
        self._cottage(painter, QPointF(w * 0.78, h * 0.74))
        for x, size in ((0.64, 1.0), (0.69, 0.8), (0.9, 1.15), (0.95, 0.85)):
            self._tree(painter, QPointF(w * x, h * 0.84), 34 * size)
        painter.setClipping(False)
        painter.setPen(qcolor(PALETTE.wood_dark))
        painter.setFont(heading_font(32))
        painter.drawText(
            QRectF(32, 14, w * 0.6, 60), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, "Hearthwood"
        )
        painter.setFont(heading_font(13, bold=False))
        painter.setPen(qcolor(PALETTE.ink))
        painter.drawText(
            QRectF(34, 68, w * 0.55, 30),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            "Cozy board games for one table, one screen, and good company.",
        )

    @staticmethod
    def _tree(painter: QPainter, base: QPointF, size: float) -> None:
        painter.setBrush(qcolor(PALETTE.wood_dark))
        painter.drawRect(QRectF(base.x() - size * 0.06, base.y() - size * 0.3, size * 0.12, size * 0.3))
        crown = QPainterPath()
        crown.moveTo(base.x(), base.y() - size * 1.25)
        crown.lineTo(base.x() + size * 0.38, base.y() - size * 0.25)
        crown.lineTo(base.x() - size * 0.38, base.y() - size * 0.25)
        crown.closeSubpath()
        painter.setBrush(qcolor("#3F5A3A"))
        painter.drawPath(crown)

    @staticmethod
    def _cottage(painter: QPainter, base: QPointF) -> None:
        body = QRectF(base.x() - 34, base.y() - 38, 68, 38)
        painter.setBrush(qcolor(PALETTE.cream))
        painter.setPen(QPen(qcolor(PALETTE.wood_dark), 1.5))
        painter.drawRect(body)
        roof = QPainterPath()
        roof.moveTo(body.left() - 8, body.top())
        roof.lineTo(body.center().x(), body.top() - 30)
        roof.lineTo(body.right() + 8, body.top())
        roof.closeSubpath()
        painter.setBrush(qcolor(PALETTE.rust))
        painter.drawPath(roof)
        painter.setBrush(qcolor(PALETTE.wood_dark))
        painter.drawRect(QRectF(body.right() - 20, body.top() - 30, 9, 18))
        painter.setBrush(qcolor("#F6C75F"))
        painter.drawRect(QRectF(body.left() + 10, body.top() + 10, 14, 12))
        painter.setBrush(qcolor(PALETTE.wood))
        painter.drawRect(QRectF(body.right() - 26, body.top() + 12, 14, 26))


class GameEmblem(QWidget):
    """A little painted emblem at the top of a game card, tinted per game so cards are told apart."""

    def __init__(self, tint: str, game_id: str = "") -> None:
        super().__init__()
        self._tint = tint
        self._game_id = game_id
        self.setFixedHeight(64)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        band = QLinearGradient(rect.topLeft(), rect.topRight())
        band.setColorAt(0, qcolor(self._tint))
        band.setColorAt(1, qcolor(self._tint).lighter(130))
        path = QPainterPath()
        path.addRoundedRect(rect, 10, 10)
        painter.fillPath(path, band)
        emblem = emblem_for(self._game_id)
        if emblem is not None:
            emblem(painter, rect)
            return
        painter.setPen(QPen(qcolor(PALETTE.cream, 170), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        centre = QPointF(rect.right() - 40, rect.center().y())
        for radius in (10, 18, 26):
            painter.drawEllipse(centre, radius, radius)
        leaf = QPainterPath()
        leaf.moveTo(centre.x(), centre.y() - 12)
        leaf.quadTo(centre.x() + 12, centre.y(), centre.x(), centre.y() + 12)
        leaf.quadTo(centre.x() - 12, centre.y(), centre.x(), centre.y() - 12)
        painter.setBrush(qcolor(PALETTE.cream, 220))
        painter.drawPath(leaf)


class GameCard(QFrame):
    """One game: its emblem, summary and player count, New game, and Campaign when it has one."""

    play = Signal(str)
    campaign = Signal(str)

    def __init__(self, game: Game[Any, Any], tint: str, *, has_campaign: bool = False) -> None:
        super().__init__()
        self.setObjectName("panel")
        self.setMinimumWidth(330)
        self.setMaximumWidth(420)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 14)
        layout.setSpacing(8)
        layout.addWidget(GameEmblem(tint, game.info.id))
        title = QLabel(game.info.title)
        title.setObjectName("sectionTitle")
        summary = QLabel(game.info.summary)
        summary.setWordWrap(True)
        summary.setMinimumHeight(36)
        summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        players = QLabel(players_text(game))
        players.setObjectName("muted")
        button = QPushButton("New game")
        button.setProperty("primary", True)
        button.setObjectName(f"play_{game.info.id}")
        button.clicked.connect(lambda: self.play.emit(game.info.id))
        layout.addWidget(title)
        layout.addWidget(summary, 1)
        row = QHBoxLayout()
        row.addWidget(players)
        row.addStretch(1)
        if has_campaign:
            solo = QPushButton("Campaign")
            solo.setObjectName(f"campaign_{game.info.id}")
            solo.setToolTip("Solo challenges in chapters: earn stars and open the next one.")
            solo.clicked.connect(lambda: self.campaign.emit(game.info.id))
            row.addWidget(solo)
        row.addWidget(button)
        layout.addLayout(row)


class HomePage(QWidget):
    new_game_requested = Signal(str)
    continue_requested = Signal()
    load_requested = Signal()
    recent_requested = Signal(Path)
    campaign_requested = Signal(str)

    def __init__(self, games: list[Game[Any, Any]], campaign_games: Collection[str] = ()) -> None:
        super().__init__()
        self.setObjectName("homePage")
        self._games = games
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 22, 28, 22)
        outer.setSpacing(18)
        outer.addWidget(HeroBanner())

        body = QHBoxLayout()
        body.setSpacing(22)
        outer.addLayout(body, 1)

        left = QVBoxLayout()
        left.setSpacing(12)
        heading = QLabel("Choose a game")
        heading.setObjectName("sectionTitle")
        left.addWidget(heading)
        cards = QWidget()
        grid = QGridLayout(cards)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(16)
        for index, game in enumerate(games):
            card = GameCard(game, seat_colour(index + 1), has_campaign=game.info.id in campaign_games)
            card.play.connect(self.new_game_requested)
            card.campaign.connect(self.campaign_requested)
            grid.addWidget(card, index // 2, index % 2)
        if not games:
            empty = QLabel("No games are installed yet. Games appear here as soon as their table is ready to play.")
            empty.setObjectName("muted")
            empty.setWordWrap(True)
            grid.addWidget(empty, 0, 0, 1, 3)
        grid.setRowStretch(grid.rowCount(), 1)
        grid.setColumnStretch(2, 1)  # cards keep their size; spare width stays on the right
        scroll = QScrollArea()
        scroll.setWidget(cards)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        left.addWidget(scroll, 1)
        body.addLayout(left, 3)

        side = QFrame()
        side.setObjectName("panel")
        side.setFixedWidth(340)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(16, 14, 16, 16)
        side_layout.setSpacing(10)
        resume_title = QLabel("Pick up where you left off")
        resume_title.setObjectName("panelTitle")
        side_layout.addWidget(resume_title)
        self.continue_button = QPushButton("Continue")
        self.continue_button.setProperty("primary", True)
        self.continue_button.clicked.connect(self.continue_requested)
        self.continue_info = QLabel()
        self.continue_info.setWordWrap(True)
        self.continue_info.setObjectName("muted")
        self.load_button = QPushButton("Load a saved game\u2026")
        self.load_button.clicked.connect(self.load_requested)
        side_layout.addWidget(self.continue_button)
        side_layout.addWidget(self.continue_info)
        side_layout.addWidget(self.load_button)
        side_layout.addSpacing(8)
        recent_title = QLabel("Recent games")
        recent_title.setObjectName("panelTitle")
        side_layout.addWidget(recent_title)
        self.recent_list = QListWidget()
        self.recent_list.setWordWrap(True)
        self.recent_list.itemActivated.connect(self._open_recent)
        self.recent_empty = QLabel("Games you save or open will be listed here.")
        self.recent_empty.setObjectName("muted")
        self.recent_empty.setWordWrap(True)
        side_layout.addWidget(self.recent_list, 1)
        side_layout.addWidget(self.recent_empty)
        side_layout.addStretch(0)
        body.addWidget(side)
        self.refresh()

    def refresh(self) -> None:
        save = unfinished_autosave()
        self.continue_button.setEnabled(save is not None)
        self.continue_info.setText(
            describe_for_player(save) if save is not None else "No game in progress. Start one on the left!"
        )
        self.recent_list.clear()
        for path in recent_files():
            item = QListWidgetItem(f"{path.stem}\n{self._describe_file(path)}")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            self.recent_list.addItem(item)
        has_recent = self.recent_list.count() > 0
        self.recent_list.setVisible(has_recent)
        self.recent_empty.setVisible(not has_recent)

    @staticmethod
    def _describe_file(path: Path) -> str:
        try:
            save = read_save(path)
        except SaveError:
            return "cannot be read"
        status = "finished" if save.finished else counted(len(save.actions), "move")
        return f"{game_title(save.game)} \u00b7 {status} \u00b7 {ago(save.updated)}"

    def _open_recent(self, item: QListWidgetItem) -> None:
        self.recent_requested.emit(Path(item.data(Qt.ItemDataRole.UserRole)))

    @property
    def games(self) -> list[Game[Any, Any]]:
        return list(self._games)
