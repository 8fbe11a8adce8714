"""Binds one engine ``Session`` to Qt: undo commands, signals, the hot-seat handover and the AI seam.

Every engine command is one ``QUndoCommand`` on a ``QUndoStack`` (Qt's undo framework gives the menu
texts, shortcuts and the clean flag). The commands only call the session and then emit this controller's
signals; the table, panels and menus react to those signals, so nothing visual happens inside undo/redo.

Who is looking at the screen matters in hot-seat play. ``viewer`` is the seat whose view the table shows
(the person at the screen). When the next decision belongs to another human and something secret would
show, the controller asks for a handover instead of switching: ``handover_requested`` fires, the table
keeps showing the previous viewer's view under a privacy screen, and only ``accept_handover`` switches.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack

from hearthwood.engine.core import Action, Decision, Game, GameState, IllegalAction, Session, saves

log = logging.getLogger(__name__)

AI_MOVE_DELAY_MS = 350  # long enough to see whose move it was, short enough not to drag


class AiPlayer(Protocol):
    """What the controller asks for a move when an AI seat decides.

    It is given only the deciding seat's view (never the full state) and must return one of that seat's
    legal actions. It runs in a worker thread, so it must not touch Qt.
    """

    def __call__(self, game: Game[Any, Any], view: GameState, player: int, level: str | None) -> Action: ...


class _EngineCommand(QUndoCommand):
    """One engine command. The first redo applies the action; later ones ask the session to redo it."""

    def __init__(self, controller: GameController, action: Action, *, applied: bool = False) -> None:
        super().__init__(action.describe(controller.session.names))
        self._controller = controller
        self.action = action
        self._applied = applied

    def redo(self) -> None:
        controller = self._controller
        if controller.mirroring:
            return
        if self._applied:
            controller.session.redo()
        else:
            try:
                controller.session.apply(self.action)
            except Exception as exc:  # reported after push: raising inside a Qt virtual loses it
                # An obsolete command is dropped by QUndoStack.push instead of being stacked.
                controller.refused_with = exc
                self.setObsolete(True)
                return
            self._applied = True
        controller.engine_changed()

    def undo(self) -> None:
        controller = self._controller
        if controller.mirroring:
            return
        controller.session.undo(by=self.action.player)
        controller.engine_changed()


class _AiBridge(QObject):
    """Carries an AI result from the worker thread back to the GUI thread (queued signal)."""

    done = Signal(int, object)


class _AiJob(QRunnable):
    def __init__(
        self,
        bridge: _AiBridge,
        generation: int,
        ai: AiPlayer,
        game: Game[Any, Any],
        view: GameState,
        player: int,
        level: str | None,
    ) -> None:
        super().__init__()
        self._bridge = bridge
        self._generation = generation
        self._call = (ai, game, view, player, level)

    def run(self) -> None:
        ai, game, view, player, level = self._call
        try:
            result: object = ai(game, view, player, level)
        except Exception as exc:  # the GUI thread reports it
            result = exc
        self._bridge.done.emit(self._generation, result)


class GameController(QObject):
    state_changed = Signal()
    decision_changed = Signal(object)  # Decision | None
    game_over = Signal()
    error = Signal(str)
    log_appended = Signal(list)  # the new lines
    handover_changed = Signal(object)  # the seat waiting to take over, or None when nobody is
    viewer_changed = Signal(object)  # int | None
    undo_policy_changed = Signal()

    def __init__(
        self,
        session: Session,
        *,
        ai_player: AiPlayer | None = None,
        autosave: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._ai = ai_player
        self._autosave = autosave
        self._undo_actions: list[QAction] = []
        self._redo_actions: list[QAction] = []
        self._log_length = len(session.log())
        self._was_over = session.is_over()
        self._generation = 0
        self._bridge = _AiBridge(self)
        self._bridge.done.connect(self._ai_finished)
        self.viewer: int | None = None
        self.pending_handover: int | None = None
        self.refused_with: Exception | None = None
        self.mirroring = False
        self.undo_stack = QUndoStack(self)
        self.undo_stack.canUndoChanged.connect(self._refresh_undo_actions)
        self.undo_stack.canRedoChanged.connect(self._refresh_undo_actions)
        self._mirror_history()
        self._choose_viewer()

    # -- reading ---------------------------------------------------------------------------------
    @property
    def session(self) -> Session:
        return self._session

    @property
    def game(self) -> Game[Any, Any]:
        return self._session.game

    @property
    def ai_available(self) -> bool:
        return self._ai is not None

    def is_human(self, seat: int) -> bool:
        """AI seats count as people at the screen while no AI player is installed."""
        return self._session.seats[seat].kind == "human" or self._ai is None

    def human_seats(self) -> list[int]:
        return [seat for seat in range(len(self._session.seats)) if self.is_human(seat)]

    def ai_notice(self) -> str | None:
        """Said once at the start when AI seats have to be played by hand."""
        if self._ai is not None:
            return None
        names = [seat.name for seat in self._session.seats if seat.kind == "ai"]
        if not names:
            return None
        return (
            f"Computer players are not available yet, so {', '.join(names)} "
            f"{'is' if len(names) == 1 else 'are'} played from this screen."
        )

    def decision(self) -> Decision | None:
        return self._session.decision()

    def view(self) -> GameState:
        """What the table may show: the viewer's view, never the raw state."""
        return self._session.view(self.viewer)

    def actions_for(self, viewer: int | None) -> list[Action]:
        decision = self._session.decision()
        if decision is None or viewer is None or decision.player != viewer or self.pending_handover is not None:
            return []
        return self._session.legal_actions()

    def is_dirty(self) -> bool:
        return not self.undo_stack.isClean()

    # -- acting ----------------------------------------------------------------------------------
    def try_apply(self, action: Action) -> str | None:
        """Apply a move through the undo stack. Returns the engine's refusal (also emitted) or None."""
        if self.pending_handover is not None:
            reason = f"Pass the device to {self._session.names[self.pending_handover]} first."
            self.error.emit(reason)
            return reason
        self.refused_with = None
        self.undo_stack.push(_EngineCommand(self, action))
        refusal, self.refused_with = self.refused_with, None
        if refusal is None:
            return None
        if isinstance(refusal, IllegalAction):
            self.error.emit(refusal.reason)
            return refusal.reason
        raise refusal

    def undo_refusal(self) -> str | None:
        """Why the person at the screen may not undo now, or None.

        The engine already forbids crossing a reveal or another player's decision; on top of that only
        the seat at the screen may take back its own human move, so nobody undoes a move while another
        player's handover is pending and nobody takes back the computer's reply.
        """
        commands = self._session.commands
        if not commands or not self.undo_stack.canUndo():
            return "there is nothing to undo"
        player = commands[-1].action.player
        if not self.is_human(player):
            return f"{self._session.names[player]}'s move was made by the computer"
        if player != self.viewer:
            return f"'{commands[-1].text}' was another player's decision"
        return self._session.undo_refusal(by=player)

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def can_redo(self) -> bool:
        redo = self._session.redo_actions
        return bool(redo) and self.undo_stack.canRedo() and redo[0].player == self.viewer

    def undo(self) -> str | None:
        reason = self.undo_refusal()
        if reason is not None:
            self.error.emit(reason[:1].upper() + reason[1:] + ".")
            return reason
        self.undo_stack.undo()
        return None

    def redo(self) -> None:
        if self.can_redo():
            self.undo_stack.redo()

    def create_undo_action(self, parent: QObject) -> QAction:
        """The stack's undo action, kept enabled only when the engine's undo policy allows it."""
        action = self.undo_stack.createUndoAction(parent, "Undo")
        self._undo_actions.append(action)
        self._refresh_undo_actions()
        return action

    def create_redo_action(self, parent: QObject) -> QAction:
        action = self.undo_stack.createRedoAction(parent, "Redo")
        self._redo_actions.append(action)
        self._refresh_undo_actions()
        return action

    def mark_saved(self) -> None:
        self.undo_stack.setClean()

    def accept_handover(self) -> None:
        """The new player has the device: switch the table to their view."""
        if self.pending_handover is None:
            return
        self.viewer, self.pending_handover = self.pending_handover, None
        self.handover_changed.emit(None)
        self.viewer_changed.emit(self.viewer)
        self._refresh_undo_actions()
        self._maybe_start_ai()

    def shutdown(self) -> None:
        """Stop listening for a pending AI move (the game is being closed)."""
        self._generation += 1
        self._ai = None

    # -- engine changes ----------------------------------------------------------------------------
    def engine_changed(self) -> None:
        """Called by the undo commands after the session changed; everything else follows from here."""
        self._generation += 1
        if self._autosave:
            try:
                saves.autosave(self._session)
            except OSError as exc:
                log.warning("autosave failed: %s", exc)
                self.error.emit(f"Autosave failed: {exc.strerror or exc}")
        lines = self._session.log()
        if len(lines) > self._log_length:
            self.log_appended.emit(lines[self._log_length :])
        self._log_length = len(lines)
        self._choose_viewer()
        self.state_changed.emit()
        decision = self._session.decision()
        self.decision_changed.emit(decision)
        over = decision is None
        if over and not self._was_over:
            self.game_over.emit()
        self._was_over = over
        self._refresh_undo_actions()
        self._maybe_start_ai()

    def _choose_viewer(self) -> None:
        decision = self._session.decision()
        humans = self.human_seats()
        previous_viewer, previous_pending = self.viewer, self.pending_handover
        if decision is None:
            # At the end everyone looks at the table together: show only what is public.
            self.viewer = humans[0] if len(humans) == 1 else None
            self.pending_handover = None
        elif not self.is_human(decision.player) or decision.player == self.viewer:
            self.pending_handover = None
            if self.viewer is None and humans:
                self.viewer = humans[0]
        elif len(humans) > 1 and self._secret_would_show(decision):
            self.pending_handover = decision.player
        else:
            self.viewer = decision.player
            self.pending_handover = None
        if self.pending_handover != previous_pending:
            self.handover_changed.emit(self.pending_handover)
        if self.viewer != previous_viewer:
            self.viewer_changed.emit(self.viewer)

    def _secret_would_show(self, decision: Decision) -> bool:
        if decision.secret:
            return True
        return any(secret.owner is not None for secret in self.game.secrets(self._session.state))

    def _refresh_undo_actions(self) -> None:
        # Connected after the stack's own canUndoChanged->setEnabled, so this has the last word.
        can_undo, can_redo = self.can_undo(), self.can_redo()
        for action in self._undo_actions:
            action.setEnabled(can_undo)
        for action in self._redo_actions:
            action.setEnabled(can_redo)
        self.undo_policy_changed.emit()

    def _mirror_history(self) -> None:
        """Give a loaded session's history to the undo stack without re-running it through the engine."""
        done = self._session.actions
        redo = self._session.redo_actions
        if not done and not redo:
            return
        self.mirroring = True
        try:
            for action in [*done, *redo]:
                self.undo_stack.push(_EngineCommand(self, action, applied=True))
            self.undo_stack.setIndex(len(done))
            self.undo_stack.setClean()
        finally:
            self.mirroring = False

    # -- AI ----------------------------------------------------------------------------------------
    def _maybe_start_ai(self) -> None:
        decision = self._session.decision()
        if self._ai is None or decision is None or self.is_human(decision.player):
            return
        generation = self._generation
        QTimer.singleShot(AI_MOVE_DELAY_MS, lambda: self._start_ai_job(generation))

    def _start_ai_job(self, generation: int) -> None:
        decision = self._session.decision()
        if generation != self._generation or self._ai is None or decision is None:
            return
        seat = self._session.seats[decision.player]
        view = self._session.view(decision.player)
        job = _AiJob(self._bridge, generation, self._ai, self.game, view, decision.player, seat.level)
        QThreadPool.globalInstance().start(job)

    def _ai_finished(self, generation: int, result: object) -> None:
        if generation != self._generation:
            return  # the game moved on (undo, load, close) while the AI was thinking
        if isinstance(result, Action):
            reason = self.try_apply(result)
            if reason is not None:
                log.error("the AI proposed an illegal move %r: %s", result, reason)
            return
        log.error("the AI player failed: %r", result)
        self.error.emit(f"The computer player could not choose a move: {result}")
