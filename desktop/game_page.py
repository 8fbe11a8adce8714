"""The game page: the table in the middle, whose decision it is above it, scores and log beside it.

The page never reads the raw state for the table: it hands the game's table ``controller.view()``, the
viewer's own view. Rebuilding is deferred to the event loop, because the move that triggered it is often
still being handled by an item that the rebuild is about to delete.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsScene, QSplitter, QVBoxLayout, QWidget

from hearthwood.engine.core import Decision, Session
from hearthwood.ui.controller import GameController
from hearthwood.ui.models import GameLogModel
from hearthwood.ui.panels import DecisionBanner, LogPanel, RulesPanel
from hearthwood.ui.score_tables import ScoresPanel
from hearthwood.ui.table import TableView
from hearthwood.ui.tables import GameTable, TableFactory

from .score_dialog import headline


class GamePage(QWidget):
    status_message = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("gamePage")
        self.scene = QGraphicsScene(self)
        self.view = TableView(self.scene)
        self.banner = DecisionBanner()
        self.log_model = GameLogModel()
        self.log_panel = LogPanel(self.log_model)
        self.scores_panel = ScoresPanel()
        self.rules_panel = RulesPanel()
        self.rules_panel.hide()
        self.controller: GameController | None = None
        self.table: GameTable | None = None
        self._factory: TableFactory | None = None
        self._rebuild_pending = False

        centre = QWidget()
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(10)
        centre_layout.addWidget(self.banner)
        centre_layout.addWidget(self.view, 1)

        side = QWidget()
        side.setMinimumWidth(310)  # room for three player names beside the category names
        side.setMaximumWidth(360)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.setSpacing(10)
        side_layout.addWidget(self.scores_panel)
        side_layout.addWidget(self.log_panel, 1)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(12)
        self.splitter.addWidget(centre)
        self.splitter.addWidget(side)
        self.splitter.addWidget(self.rules_panel)
        self.splitter.setStretchFactor(0, 1)
        self.rules_panel.setMinimumWidth(280)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.addWidget(self.splitter)

    # -- binding -----------------------------------------------------------------------------------
    def attach(self, controller: GameController, factory: TableFactory) -> None:
        self.detach()
        self.controller = controller
        self._factory = factory
        controller.state_changed.connect(self._schedule_rebuild)
        controller.viewer_changed.connect(self._viewer_changed)
        controller.error.connect(self.show_refusal)
        controller.ai_thinking_changed.connect(self._ai_changed)
        controller.ai_move_shown.connect(self._ai_move_shown)
        info = controller.game.info
        self.rules_panel.show_rules(info.id, info.title)
        self.log_model.sync(controller.session.log(controller.viewer))
        self.view.start_afresh()
        self._viewer_changed()
        notice = controller.ai_notice()
        if notice:
            self.view.toast.show_message(notice)

    def detach(self) -> None:
        controller = self.controller
        if controller is not None:
            controller.state_changed.disconnect(self._schedule_rebuild)
            controller.viewer_changed.disconnect(self._viewer_changed)
            controller.error.disconnect(self.show_refusal)
            controller.ai_thinking_changed.disconnect(self._ai_changed)
            controller.ai_move_shown.disconnect(self._ai_move_shown)
        self.banner.show_decision(None, "", "")
        self.controller = None
        self.table = None
        self.scene.clear()

    def set_rules_visible(self, visible: bool) -> None:
        self.rules_panel.setVisible(visible)

    def show_refusal(self, reason: str) -> None:
        self.view.toast.show_message(reason)
        self.status_message.emit(reason)

    # -- rebuilding --------------------------------------------------------------------------------
    def _viewer_changed(self) -> None:
        """A new pair of eyes: start the table afresh so nothing of the last viewer's lingers."""
        controller = self.controller
        if controller is None or self._factory is None:
            return
        self.scene.clear()
        self.table = self._factory(self.scene, controller, controller.viewer)
        self.rebuild_now()

    def _schedule_rebuild(self) -> None:
        if not self._rebuild_pending:
            self._rebuild_pending = True
            QTimer.singleShot(0, self._rebuild_if_pending)

    def _rebuild_if_pending(self) -> None:
        # a viewer change may have rebuilt in the meantime; one rebuild per change is enough
        if self._rebuild_pending:
            self.rebuild_now()

    def rebuild_now(self) -> None:
        self._rebuild_pending = False
        controller = self.controller
        if controller is None or self.table is None:
            return
        view = controller.view()
        self.table.rebuild(view)
        self.view.content_changed()
        session = controller.session
        self.log_model.sync(session.log(controller.viewer))  # secret choices stay hidden
        # scored from the viewer's view, so points that hang on someone's secrets cannot leak in hot-seat
        sheet = session.game.score_sheet(view)
        self.scores_panel.set_sheet(sheet, session.names, [seat.colour for seat in session.seats])
        self._show_decision(controller.decision())

    def _ai_changed(self) -> None:
        controller = self.controller
        if controller is not None:
            self._show_decision(controller.decision())

    def _ai_move_shown(self, seat: int, move: str) -> None:
        """The computer's chosen move, named in the banner for a moment before it happens."""
        controller = self.controller
        if controller is None:
            return
        chosen = controller.session.seats[seat]
        self.banner.show_ai_move(chosen.name, chosen.colour, controller.level_label(seat), move)

    def _show_decision(self, decision: Decision | None) -> None:
        controller = self.controller
        if controller is None:
            return
        session = controller.session
        if decision is None:
            self.banner.show_decision(None, "", game_over_line(session))
            return
        seat = session.seats[decision.player]
        if controller.thinking_seat == decision.player:
            self.banner.show_thinking(seat.name, seat.colour, controller.level_label(decision.player))
        elif controller.is_thinking():
            return  # a chosen move is on show; it is replaced when the move is applied
        elif not controller.is_human(decision.player):
            self.banner.show_thinking(seat.name, seat.colour, controller.level_label(decision.player))
        else:
            self.banner.show_decision(seat.name, seat.colour, decision.prompt)


def game_over_line(session: Session) -> str:
    """The banner once the game ends: who won and, with rivals, every total in the order they finished, so
    the result reads at a glance even after the score sheet is closed."""
    if len(session.seats) == 1:
        return f"Game over \u2014 {headline(session)}"
    sheet = session.score_sheet()
    totals = " \u00b7 ".join(f"{session.names[p]} {sheet.total(p)}" for tied in session.ranking() for p in tied)
    return f"Game over \u2014 {headline(session)}  {totals}"
