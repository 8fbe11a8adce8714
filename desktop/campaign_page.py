"""The solo campaign of one game: chapters of challenges in order, stars earned, and what is still locked.

Progress is read with ``load_progress`` each time the page is shown or a result is recorded, so it always
matches the file. A damaged or newer progress file is reported at the top of the page and left exactly as
it is; the challenges can still be played from the start, but results are not recorded until the file is
fixed (``recording_enabled``), so a bad file is never overwritten with a fresh one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from hearthwood.engine.ai import settings
from hearthwood.engine.campaign import (
    BeatAiGoal,
    Campaign,
    Challenge,
    ChallengeRecord,
    Progress,
    ProgressError,
    ScoreGoal,
    load_progress,
    progress_path,
)
from hearthwood.engine.core import counted
from hearthwood.ui.panels import StarRow
from hearthwood.ui.theme import PALETTE, qcolor

from .score_dialog import joined

STAR = "\u2605"


# -- words ----------------------------------------------------------------------------------------------


def opponents_text(challenge: Challenge) -> str:
    """ "Thistle (Hard)", or "Fern and Sorrel (Hard)" when they share a level."""
    rivals = [seat for seat in challenge.seats if seat.kind == "ai"]
    levels = {seat.level for seat in rivals}
    if len(levels) == 1 and rivals[0].level is not None:
        return f"{joined([seat.name for seat in rivals])} ({settings(rivals[0].level).label})"
    return joined([f"{seat.name} ({settings(seat.level).label})" for seat in rivals if seat.level is not None])


def goal_text(challenge: Challenge) -> str:
    """The goal in plain words: what earns the first star."""
    goal = challenge.goal
    if isinstance(goal, ScoreGoal):
        return f"Score {goal.stars[0]} or more"
    if isinstance(goal, BeatAiGoal):
        return f"Beat {opponents_text(challenge)}"
    return f"Earn the title {goal.stars[0]}"


def stars_text(challenge: Challenge) -> str:
    """What the second and third stars ask for."""
    goal = challenge.goal
    if isinstance(goal, ScoreGoal):
        return f"{STAR * 2} at {goal.stars[1]} points, {STAR * 3} at {goal.stars[2]}"
    if isinstance(goal, BeatAiGoal):
        return f"{STAR * 2} winning by {goal.stars[1]}, {STAR * 3} by {goal.stars[2]}"
    return f"{STAR * 2} {goal.stars[1]}, {STAR * 3} {goal.stars[2]}"


def best_text(challenge: Challenge, record: ChallengeRecord | None) -> str:
    if record is None:
        return "Not played yet"
    tries = counted(record.attempts, "attempt")
    if isinstance(challenge.goal, BeatAiGoal) and record.best_margin is not None:
        margin = record.best_margin
        if margin > 0:
            best = f"won by {margin}"
        elif margin == 0:
            best = "a tie on points"
        else:
            best = f"{counted(-margin, 'point')} short"
        return f"Best: {best} \u00b7 {tries}"
    title = f" \u2014 {record.best_title}" if record.best_title else ""
    return f"Best: {counted(record.best_score, 'point')}{title} \u00b7 {tries}"


def unlock_text(campaign: Campaign, challenge: Challenge) -> str:
    titles = [campaign.challenge(needed).title for needed in campaign.requirements(challenge.id)]
    quoted = [f"\u201c{title}\u201d" for title in titles]
    return f"Earn a star in {joined(quoted)} to open this challenge."


# -- pieces ---------------------------------------------------------------------------------------------


class LockBadge(QWidget):
    """A small padlock, drawn so it matches the rest of the painted art."""

    def __init__(self) -> None:
        super().__init__()
        self.setFixedSize(26, 30)
        self.setToolTip("Locked")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(qcolor(PALETTE.ink_soft), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(6, 2, 14, 18, 0, 180 * 16)
        painter.drawLine(6, 11, 6, 14)
        painter.drawLine(20, 11, 20, 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(qcolor(PALETTE.ink_soft))
        painter.drawRoundedRect(2, 13, 22, 16, 4, 4)
        painter.setBrush(qcolor(PALETTE.cream))
        painter.drawEllipse(QPointF(13, 20), 2.5, 2.5)


class ChallengeCard(QFrame):
    """One challenge: number, title, blurb, goal, stars, best result, and Play (or why it is locked)."""

    play = Signal(str)

    def __init__(
        self, campaign: Campaign, challenge: Challenge, number: int, progress: Progress, unlocked: bool
    ) -> None:
        super().__init__()
        self.challenge_id = challenge.id
        self.unlocked = unlocked
        self.setObjectName("panel")
        self.setProperty("locked", not unlocked)
        if not unlocked:
            self.setStyleSheet(f"QFrame#panel {{ background: {PALETTE.paper_shadow}; }}")
        record = progress.record(campaign.id, challenge.id)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(16)

        badge = QLabel(str(number))
        badge.setFixedSize(38, 38)
        badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tint = PALETTE.moss_dark if unlocked else PALETTE.ink_soft
        badge.setStyleSheet(
            f"background: {tint}; color: {PALETTE.cream}; border-radius: 19px; font-size: 14pt; font-weight: bold;"
        )
        layout.addWidget(badge, 0, Qt.AlignmentFlag.AlignTop)

        text = QVBoxLayout()
        text.setSpacing(3)
        self.title = QLabel(challenge.title)
        self.title.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.blurb = QLabel(challenge.blurb)
        self.blurb.setWordWrap(True)
        self.blurb.setObjectName("muted")
        self.goal = QLabel(f"<b>Goal:</b> {goal_text(challenge)} \u00b7 {stars_text(challenge)}")
        self.goal.setWordWrap(True)
        text.addWidget(self.title)
        text.addWidget(self.blurb)
        text.addWidget(self.goal)
        if not unlocked:
            self.status = QLabel(unlock_text(campaign, challenge))
        else:
            self.status = QLabel(best_text(challenge, record))
        self.status.setObjectName("muted")
        self.status.setWordWrap(True)
        text.addWidget(self.status)
        layout.addLayout(text, 1)

        side = QVBoxLayout()
        side.setSpacing(8)
        self.stars = StarRow(record.stars if record is not None else 0)
        side.addWidget(self.stars, 0, Qt.AlignmentFlag.AlignRight)
        if unlocked:
            self.button = QPushButton("Play again" if record is not None else "Play")
            self.button.setProperty("primary", True)
            self.button.setObjectName(f"challenge_{challenge.id}")
            self.button.clicked.connect(lambda: self.play.emit(challenge.id))
            side.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        else:
            side.addWidget(LockBadge(), 0, Qt.AlignmentFlag.AlignRight)
        side.addStretch(1)
        layout.addLayout(side)


class CampaignPage(QWidget):
    """Lists one campaign; emits ``challenge_requested(campaign_id, challenge_id)`` for unlocked ones."""

    challenge_requested = Signal(str, str)
    back_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("campaignPage")
        self.campaign: Campaign | None = None
        self.progress = Progress()
        self.progress_error: str | None = None
        self.cards: list[ChallengeCard] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 20, 28, 20)
        outer.setSpacing(12)

        header = QHBoxLayout()
        back = QPushButton("\u2190 Home")
        back.setObjectName("campaignBack")
        back.clicked.connect(self.back_requested)
        header.addWidget(back)
        header.addSpacing(12)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        self.heading = QLabel()
        self.heading.setObjectName("pageTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("tagline")
        titles.addWidget(self.heading)
        titles.addWidget(self.subtitle)
        header.addLayout(titles, 1)
        self.total = QLabel()
        self.total.setStyleSheet(f"font-size: 18pt; font-weight: bold; color: {PALETTE.wood};")
        header.addWidget(self.total)
        outer.addLayout(header)

        self.error = QLabel()
        self.error.setObjectName("inlineError")
        self.error.setWordWrap(True)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.hide()
        self.retry = QPushButton("Read the progress file again")
        self.retry.clicked.connect(self.refresh)
        self.retry.hide()
        error_row = QHBoxLayout()
        error_row.addWidget(self.error, 1)
        error_row.addWidget(self.retry, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(error_row)

        self._list = QWidget()
        self._list_layout = QVBoxLayout(self._list)
        self._list_layout.setContentsMargins(0, 0, 8, 0)
        self._list_layout.setSpacing(10)
        self.scroll_area = scroll = QScrollArea()
        scroll.setWidget(self._list)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        outer.addWidget(scroll, 1)

    # -- state --------------------------------------------------------------------------------------
    @property
    def recording_enabled(self) -> bool:
        """Results are recorded only while the progress file can be read (a bad one is never replaced)."""
        return self.progress_error is None

    def show_campaign(self, campaign: Campaign) -> None:
        self.campaign = campaign
        self.refresh()

    def refresh(self) -> None:
        campaign = self.campaign
        if campaign is None:
            return
        try:
            self.progress = load_progress()
            self.progress_error = None
        except ProgressError as exc:
            self.progress = Progress()
            self.progress_error = str(exc)
        self._show_error()
        self.heading.setText(f"{campaign.title} \u2014 Campaign")
        count = len(campaign.challenges())
        chapters, challenges = counted(len(campaign.chapters), "chapter"), counted(count, "challenge")
        self.subtitle.setText(f"{chapters}, {challenges}. Earn a star to open the next.")
        self.total.setText(f"{STAR} {self.progress.total_stars(campaign)} / {3 * count}")
        self._fill(campaign)

    def _show_error(self) -> None:
        if self.progress_error is None:
            self.error.hide()
            self.retry.hide()
            return
        self.error.setText(
            f"Your campaign progress could not be read: {self.progress_error}\n\n"
            f"The file {progress_path()} has been left exactly as it is. Until it is fixed or moved away, "
            "challenges start from the beginning and results are not recorded."
        )
        self.error.show()
        self.retry.show()

    def _fill(self, campaign: Campaign) -> None:
        while self._list_layout.count():
            item = self._list_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                # Hidden at once: deletion waits for the event loop, and until then the old card would still paint.
                widget.hide()
                widget.deleteLater()
        self.cards = []
        number = 0
        for chapter in campaign.chapters:
            heading = QLabel(chapter.title)
            heading.setObjectName("sectionTitle")
            stars = sum(self.progress.stars(campaign.id, c.id) for c in chapter.challenges)
            count = QLabel(f"{STAR} {stars} / {3 * len(chapter.challenges)}")
            count.setObjectName("muted")
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 8, 0, 0)
            row_layout.addWidget(heading)
            row_layout.addStretch(1)
            row_layout.addWidget(count)
            self._list_layout.addWidget(row)
            for challenge in chapter.challenges:
                number += 1
                card = ChallengeCard(
                    campaign, challenge, number, self.progress, self.progress.is_unlocked(campaign, challenge.id)
                )
                card.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
                card.play.connect(lambda challenge_id, c=campaign: self.challenge_requested.emit(c.id, challenge_id))
                self._list_layout.addWidget(card)
                self.cards.append(card)
        self._list_layout.addStretch(1)

    def card(self, challenge_id: str) -> ChallengeCard:
        return next(card for card in self.cards if card.challenge_id == challenge_id)

    def scroll_to(self, challenge_id: str) -> None:
        """Scroll so the challenge's card is at the top of the list."""
        self._list.adjustSize()
        self.scroll_area.verticalScrollBar().setValue(self.card(challenge_id).y() - 8)

    def unlocked_ids(self) -> Sequence[str]:
        return [card.challenge_id for card in self.cards if card.unlocked]
