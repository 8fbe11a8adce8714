"""Runs one AI decision at a time off the GUI thread, cancellably, and hands the answer back to the GUI.

The worker thread mostly waits: the app's AI (``EngineAi``) hands the search to a helper process with its own
interpreter (``search_process``), so the window never competes with it for the GIL (measured in
tests/ui/test_ai_play.py). A request carries everything the AI may know: the game, the deciding seat's
*view* (never the real state), the level and a seed derived from the game's seed and the move number.

Each request gets its own ``threading.Event``; cancelling sets it, the engine stops between iterations,
and a result that still arrives is dropped by ticket, so a move chosen for an outdated position is never
applied.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from hearthwood.engine.ai import CancelToken, Level, SearchCancelled, choose_action, decision_seed, settings
from hearthwood.engine.core import Action, Game, GameState, Session

from .search_process import SearchProcessFailed, shared_search_process

DEFAULT_LEVEL = Level.MEDIUM  # for AI seats saved without a level
IN_THREAD_SWITCH_INTERVAL = 0.0005

log = logging.getLogger(__name__)


class AiPlayer(Protocol):
    """What the controller calls in the worker thread; ``hearthwood.engine.ai.choose_action`` fits as is.

    It receives only the deciding seat's view, must return one of that seat's legal actions, must not
    touch Qt, and should raise ``SearchCancelled`` soon after ``cancel`` is set.
    """

    def __call__(
        self,
        game: Game[Any, Any],
        view: GameState,
        player: int,
        level: Level | str,
        seed: int,
        *,
        cancel: CancelToken | None = None,
    ) -> Action: ...


class EngineAi:
    """``choose_action`` run in the AI's helper process (``ui.search_process``), with an optional fixed budget.

    ``iterations`` makes every decision run exactly that many search iterations; ``seconds`` replaces each
    level's time budget. Neither set means the level's own budget, as in play. If the helper process cannot
    be started, the search runs in the calling thread instead (logged), slower for the window but correct.
    """

    def __init__(
        self, *, iterations: int | None = None, seconds: float | None = None, in_helper_process: bool = True
    ) -> None:
        self.iterations = iterations
        self.seconds = seconds
        self.in_helper_process = in_helper_process

    def warm_up(self) -> None:
        """Start the helper process now, so the first decision does not wait for it to load the games."""
        if self.in_helper_process:
            try:
                shared_search_process()
            except SearchProcessFailed:
                log.exception("the AI's helper process could not start; AI seats will think in a thread")

    def __call__(
        self,
        game: Game[Any, Any],
        view: GameState,
        player: int,
        level: Level | str,
        seed: int,
        *,
        cancel: CancelToken | None = None,
    ) -> Action:
        if self.in_helper_process:
            try:
                helper = shared_search_process()
            except SearchProcessFailed:
                log.exception("the AI's helper process could not start; thinking in a thread instead")
            else:
                return helper.choose(
                    game.info.id, view, player, level, seed,
                    iterations=self.iterations, seconds=self.seconds, cancel=cancel,
                )  # fmt: skip
        # In this thread, sharing the interpreter lock with the GUI thread: at Python's default 5 ms switch
        # interval each of the hundreds of Python callbacks in one repaint of the table may wait that long
        # for the lock, and the window stalls for seconds; 0.5 ms keeps it usable, if not smooth.
        sys.setswitchinterval(IN_THREAD_SWITCH_INTERVAL)
        # The deadline is taken here, in the worker, so time spent queued does not eat the budget.
        deadline = None if self.seconds is None else time.monotonic() + self.seconds
        return choose_action(
            game, view, player, level, seed, iterations=self.iterations, deadline=deadline, cancel=cancel
        )


def level_of(session: Session, seat: int) -> Level:
    stored = session.seats[seat].level
    try:
        return Level(stored) if stored else DEFAULT_LEVEL
    except ValueError:
        return DEFAULT_LEVEL


def level_label(level: Level) -> str:
    return settings(level).label


@dataclass(frozen=True)
class AiRequest:
    """One decision to make. ``ticket`` ties the answer to the position it was asked for."""

    ticket: int
    game: Game[Any, Any]
    view: GameState
    player: int
    level: Level
    seed: int
    cancel: threading.Event = field(default_factory=threading.Event)

    @classmethod
    def for_session(cls, session: Session, player: int, ticket: int) -> AiRequest:
        return cls(
            ticket=ticket,
            game=session.game,
            view=session.view(player),
            player=player,
            level=level_of(session, player),
            seed=decision_seed(session.seed, len(session.actions), player),
        )


class _Bridge(QObject):
    """Lives in the GUI thread; a signal emitted from the worker is queued to it."""

    finished = Signal(int, object)  # ticket, Action | Exception


class _Job(QRunnable):
    def __init__(self, bridge: _Bridge, ai: AiPlayer, request: AiRequest) -> None:
        super().__init__()
        self._bridge = bridge
        self._ai = ai
        self._request = request

    def run(self) -> None:
        request = self._request
        try:
            result: object = self._ai(
                request.game, request.view, request.player, request.level, request.seed, cancel=request.cancel
            )
        except SearchCancelled:
            return  # nobody is waiting for it any more
        except Exception as exc:  # reported on the GUI thread, where it can be shown
            result = exc
        if not request.cancel.is_set():
            self._bridge.finished.emit(request.ticket, result)


class AiWorker(QObject):
    """Starts AI requests on a private thread pool and reports answers that are still wanted.

    A private pool (rather than the global one) lets closing the game wait for exactly these threads.
    Two threads: a cancelled search may take one more iteration to notice, and the next request should
    not queue behind it.
    """

    answered = Signal(object, object)  # AiRequest, Action | Exception

    def __init__(self, ai: AiPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ai = ai
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._bridge = _Bridge(self)
        self._bridge.finished.connect(self._finished)
        self._current: AiRequest | None = None

    @property
    def current(self) -> AiRequest | None:
        """The request being thought about, if any."""
        return self._current

    def warm_up(self) -> None:
        """Let the AI get ready (start its helper process) before its first decision is asked for."""
        warm_up = getattr(self._ai, "warm_up", None)
        if callable(warm_up):
            warm_up()

    def start(self, request: AiRequest) -> None:
        self.cancel()
        self._current = request
        self._pool.start(_Job(self._bridge, self._ai, request))

    def cancel(self) -> None:
        """Stop thinking; whatever the search was about to answer is thrown away."""
        if self._current is not None:
            self._current.cancel.set()
            self._current = None

    def wait(self, milliseconds: int) -> bool:
        """Wait for the worker threads to finish (after ``cancel``); True when none is left running."""
        return self._pool.waitForDone(milliseconds)

    def _finished(self, ticket: int, result: object) -> None:
        request = self._current
        if request is None or request.ticket != ticket or request.cancel.is_set():
            return  # an answer for a position that is gone
        self._current = None
        self.answered.emit(request, result)
