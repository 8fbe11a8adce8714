"""Binds one engine ``Session`` to Qt: undo commands, signals, the hot-seat handover and the AI seats.

Every person's decision is one ``QUndoCommand`` on a ``QUndoStack`` (Qt's undo framework gives the menu
texts, shortcuts and the clean flag); the moves AI seats make after it join that command, so Edit > Undo
takes back the person's move together with the computer's replies (``Session.undo_turn``) and Redo puts
them all back. The commands only call the session and then emit this controller's signals; the table,
panels and menus react to those signals, so nothing visual happens inside undo/redo.

Who is looking at the screen matters in hot-seat play. ``viewer`` is the seat whose view the table shows
(the person at the screen). When the next decision belongs to another human and something secret would
show, the controller asks for a handover instead of switching: ``handover_requested`` fires, the table
keeps showing the previous viewer's view under a privacy screen, and only ``accept_handover`` switches.
AI seats never take the screen: while they decide, the viewer stays the person who played last.

AI seats think off the GUI thread (``ai_worker``; the app's search runs in a helper process,
``search_process``). Every change of position bumps ``_generation``; an
answer computed for an older generation is dropped, so undo, a new game, loading or closing can never
have a stale move applied. A chosen move is shown for ``ai_pause_ms`` before it is applied, so people can
follow what the computer did.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack

from hearthwood.engine.core import Action, Decision, Game, GameState, IllegalAction, Session, counted, saves

from .ai_worker import AiPlayer, AiRequest, AiWorker, level_label, level_of

log = logging.getLogger(__name__)

AI_MOVE_PAUSE_MS = 600  # how long a computer's chosen move is shown before it happens
SHUTDOWN_WAIT_MS = 2000  # a cancelled search stops within one iteration; never hang a closing window


class _TurnCommand(QUndoCommand):
    """A person's decision and the automatic (AI) moves that followed it, as one undo step.

    The first redo applies the first action; later redos ask the session to redo every action again.
    A turn may also begin with an AI move (the computer opening the game): such a turn has no person's
    decision to take back, so the undo policy refuses it.
    """

    def __init__(self, controller: GameController, actions: list[Action], *, applied: bool = False) -> None:
        super().__init__()
        self._controller = controller
        self.actions = list(actions)
        self._applied = applied
        self._update_text()

    @property
    def owner(self) -> int:
        return self.actions[0].player

    def _update_text(self) -> None:
        names = self._controller.session.names
        text = self.actions[0].describe(names)
        replies = len(self.actions) - 1
        if replies:
            text += f" and {counted(replies, 'computer move')}"
        self.setText(text)

    def extend(self, action: Action) -> None:
        """Apply an automatic move as part of this turn (raises ``IllegalAction`` and changes nothing)."""
        self._controller.session.apply(action)
        self.actions.append(action)
        self._update_text()

    def redo(self) -> None:
        controller = self._controller
        if controller.mirroring:
            return
        if self._applied:
            for _ in self.actions:
                controller.session.redo()
        else:
            try:
                controller.session.apply(self.actions[0])
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
        # The controller checked the policy and that the engine's turn is exactly this command.
        controller.session.undo_turn(self.owner, controller.automatic_seats())
        controller.engine_changed()


def group_turns(actions: list[Action], automatic: Collection[int]) -> list[list[Action]]:
    """Split a history into undo steps as live play makes them: a new step at each person's decision."""
    turns: list[list[Action]] = []
    for action in actions:
        if turns and action.player in automatic:
            turns[-1].append(action)
        else:
            turns.append([action])
    return turns


class GameController(QObject):
    state_changed = Signal()
    decision_changed = Signal(object)  # Decision | None
    game_over = Signal()
    error = Signal(str)
    log_appended = Signal(list)  # the new lines
    handover_changed = Signal(object)  # the seat waiting to take over, or None when nobody is
    viewer_changed = Signal(object)  # int | None
    undo_policy_changed = Signal()
    ai_thinking_changed = Signal(object)  # the AI seat now thinking, or None
    ai_move_shown = Signal(int, str)  # an AI seat and the move it chose, shown before it is applied

    def __init__(
        self,
        session: Session,
        *,
        ai_player: AiPlayer | None = None,
        ai_pause_ms: int = AI_MOVE_PAUSE_MS,
        autosave: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._ai_enabled = ai_player is not None
        self._autosave = autosave
        self._closed = False
        self._undo_actions: list[QAction] = []
        self._redo_actions: list[QAction] = []
        self._log_length = len(session.log())
        self._was_over = session.is_over()
        self._generation = 0
        self._worker: AiWorker | None = None
        if ai_player is not None:
            self._worker = AiWorker(ai_player, self)
            self._worker.answered.connect(self._ai_answered)
            if any(seat.kind == "ai" for seat in session.seats):
                self._worker.warm_up()
        self._move_timer = QTimer(self)
        self._move_timer.setSingleShot(True)
        self._move_timer.setInterval(max(0, ai_pause_ms))
        self._move_timer.timeout.connect(self._apply_shown_move)
        self._shown_move: tuple[int, Action] | None = None  # (generation, action) waiting out the pause
        self.thinking_seat: int | None = None
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
        return self._ai_enabled

    def is_human(self, seat: int) -> bool:
        """AI seats count as people at the screen while no AI player is installed."""
        return self._session.seats[seat].kind == "human" or not self._ai_enabled

    def human_seats(self) -> list[int]:
        return [seat for seat in range(len(self._session.seats)) if self.is_human(seat)]

    def automatic_seats(self) -> list[int]:
        """Seats whose moves the computer makes; their moves are undone with the person's move before."""
        return [seat for seat in range(len(self._session.seats)) if not self.is_human(seat)]

    def level_label(self, seat: int) -> str:
        return level_label(level_of(self._session, seat))

    def ai_notice(self) -> str | None:
        """Said once at the start when AI seats have to be played by hand."""
        if self._ai_enabled:
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

    def is_thinking(self) -> bool:
        """True from the moment an AI seat starts deciding until its move is applied."""
        return self.thinking_seat is not None or self._shown_move is not None

    # -- acting ----------------------------------------------------------------------------------
    def try_apply(self, action: Action) -> str | None:
        """Apply a move through the undo stack. Returns the engine's refusal (also emitted) or None."""
        if self._closed:
            return "the game is closed"
        if self.pending_handover is not None:
            reason = f"Pass the device to {self._session.names[self.pending_handover]} first."
            self.error.emit(reason)
            return reason
        self.refused_with = None
        self.undo_stack.push(_TurnCommand(self, [action]))
        refusal, self.refused_with = self.refused_with, None
        if refusal is None:
            return None
        if isinstance(refusal, IllegalAction):
            self.error.emit(refusal.reason)
            return refusal.reason
        raise refusal

    def _top_turn(self) -> _TurnCommand | None:
        index = self.undo_stack.index()
        command = self.undo_stack.command(index - 1) if index > 0 else None
        return command if isinstance(command, _TurnCommand) else None

    def undo_refusal(self) -> str | None:
        """Why the person at the screen may not undo now, or None.

        The engine forbids crossing a reveal or another player's decision and decides how far a turn
        reaches (``turn_undo_depth``); on top of that only the person at the screen may take back their
        own move, so nobody undoes a move while another player's handover is pending, and the computer's
        moves only go back together with the person's move before them.
        """
        commands = self._session.commands
        top = self._top_turn()
        if self._closed or not commands or top is None:
            return "there is nothing to undo"
        by = self.viewer
        automatic = self.automatic_seats()
        if by is not None and self._session.turn_undo_depth(by, automatic) == len(top.actions):
            return None
        for command in reversed(commands):
            if command.sealed:
                return f"'{command.text}' revealed information, so it cannot be taken back"
            if command.action.player == by:
                break
            if command.action.player not in automatic:
                return f"'{command.text}' was another player's decision"
        name = self._session.names[commands[-1].action.player]
        return f"{name}'s move was made by the computer, with no move of yours before it to take back"

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def can_redo(self) -> bool:
        redo = self._session.redo_actions
        return not self._closed and bool(redo) and self.undo_stack.canRedo() and redo[0].player == self.viewer

    def undo(self) -> str | None:
        reason = self.undo_refusal()
        if reason is not None:
            self.error.emit(reason[:1].upper() + reason[1:] + ".")
            return reason
        self._cancel_ai()
        self.undo_stack.undo()
        return None

    def redo(self) -> None:
        if self.can_redo():
            self._cancel_ai()
            self.undo_stack.redo()

    def create_undo_action(self, parent: QObject) -> QAction:
        """An Edit > Undo action for this game, enabled only when the undo policy allows it.

        It goes through ``undo()`` rather than straight to the stack, so it checks the policy and stops
        the computer's thinking first.
        """
        action = QAction("Undo", parent)
        action.triggered.connect(self.undo)
        self._undo_actions.append(action)
        self._refresh_undo_actions()
        return action

    def create_redo_action(self, parent: QObject) -> QAction:
        action = QAction("Redo", parent)
        action.triggered.connect(self.redo)
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

    def begin(self) -> None:
        """Start play: if an AI seat decides first (a new game or a loaded one), it starts thinking."""
        self._maybe_start_ai()

    def shutdown(self, wait_ms: int = SHUTDOWN_WAIT_MS) -> None:
        """The game is being closed: stop the computer's thinking and drop any answer still on its way.

        With ``wait_ms`` it also waits that long for the worker thread, so no search outlives the
        application; otherwise the cancelled search ends by itself within one iteration.
        """
        self._closed = True
        self._generation += 1
        self._cancel_ai()
        if self._autosave:
            # Continue on the home screen reads the autosave next: it must be complete on disk
            try:
                saves.background_autosaver().flush()
            except OSError as exc:
                self._report_autosave_failure(exc)
        if wait_ms > 0 and self._worker is not None and not self._worker.wait(wait_ms):
            log.warning("an AI search did not stop within %d ms of being cancelled", wait_ms)

    def _report_autosave_failure(self, failure: BaseException | None) -> None:
        if failure is None:
            return
        log.warning("autosave failed: %s", failure)
        reason = failure.strerror if isinstance(failure, OSError) and failure.strerror else failure
        self.error.emit(f"Autosave failed: {reason}")

    # -- engine changes ----------------------------------------------------------------------------
    def engine_changed(self) -> None:
        """Called by the undo commands after the session changed; everything else follows from here."""
        self._generation += 1
        self._cancel_ai()
        if self._autosave:
            # written by a background thread: a move never waits for the disk's fsync
            autosaver = saves.background_autosaver()
            autosaver.submit(self._session)
            self._report_autosave_failure(autosaver.take_failure())
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
            # The computer needs no screen: the person who played last keeps it. With several people
            # and nobody at the screen yet, the table stays public until the first of them takes over.
            self.pending_handover = None
            if self.viewer is None and len(humans) == 1:
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
        can_undo, can_redo = self.can_undo(), self.can_redo()
        for action in self._undo_actions:
            action.setEnabled(can_undo)
            action.setText(f"Undo {self.undo_stack.undoText()}" if can_undo else "Undo")
        for action in self._redo_actions:
            action.setEnabled(can_redo)
            action.setText(f"Redo {self.undo_stack.redoText()}" if can_redo else "Redo")
        self.undo_policy_changed.emit()

    def _mirror_history(self) -> None:
        """Give a loaded session's history to the undo stack without re-running it through the engine.

        Done and redo parts are grouped separately, so the stack's index falls exactly between them.
        """
        done = self._session.actions
        redo = self._session.redo_actions
        if not done and not redo:
            return
        automatic = self.automatic_seats()
        done_turns = group_turns(done, automatic)
        self.mirroring = True
        try:
            for turn in [*done_turns, *group_turns(redo, automatic)]:
                self.undo_stack.push(_TurnCommand(self, turn, applied=True))
            self.undo_stack.setIndex(len(done_turns))
            self.undo_stack.setClean()
        finally:
            self.mirroring = False

    # -- AI ----------------------------------------------------------------------------------------
    def _maybe_start_ai(self) -> None:
        decision = self._session.decision()
        worker = self._worker
        if self._closed or worker is None or decision is None or self.is_human(decision.player):
            return
        worker.start(AiRequest.for_session(self._session, decision.player, self._generation))
        self.thinking_seat = decision.player
        self.ai_thinking_changed.emit(decision.player)

    def _cancel_ai(self) -> None:
        """Forget the current search and any chosen move still waiting to be shown."""
        if self._worker is not None:
            self._worker.cancel()
        self._move_timer.stop()
        self._shown_move = None
        if self.thinking_seat is not None:
            self.thinking_seat = None
            self.ai_thinking_changed.emit(None)

    def _ai_answered(self, request: AiRequest, result: object) -> None:
        if self._closed or request.ticket != self._generation:
            return  # the game moved on (undo, load, close) while the AI was thinking
        self.thinking_seat = None
        self.ai_thinking_changed.emit(None)
        if not isinstance(result, Action):
            log.error("the AI player failed: %r", result)
            self.error.emit(f"The computer player could not choose a move: {result}")
            return
        self._shown_move = (request.ticket, result)
        self.ai_move_shown.emit(request.player, result.describe(self._session.names))
        self._move_timer.start()

    def _apply_shown_move(self) -> None:
        shown, self._shown_move = self._shown_move, None
        if shown is None or self._closed or shown[0] != self._generation:
            return
        action = shown[1]
        reason = self._apply_automatic(action)
        if reason is not None:
            log.error("the AI proposed an illegal move %r: %s", action, reason)
            self.error.emit(f"The computer player chose a move the rules refuse: {reason}")

    def _apply_automatic(self, action: Action) -> str | None:
        """Apply an AI move as part of the turn on top of the stack, so one undo takes both back."""
        top = self._top_turn()
        if top is None or self.undo_stack.index() != self.undo_stack.count():
            # Nothing to join (the computer opens the game) or a redo history it replaces: a step of its own.
            return self.try_apply(action)
        try:
            top.extend(action)
        except IllegalAction as exc:
            self.error.emit(exc.reason)
            return exc.reason
        if self.undo_stack.isClean():
            self.undo_stack.resetClean()  # the saved file does not have this move yet
        self.engine_changed()
        return None
