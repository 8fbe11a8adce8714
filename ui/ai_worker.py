"""Runs one AI decision at a time off the GUI thread, cancellably, and hands the answer back to the GUI.

The search is plain Python, so the worker thread and the GUI thread share the GIL; the interpreter switches
threads every few milliseconds, which keeps the event loop responsive while the computer thinks (measured
in tests/ui/test_ai_play.py). A request carries everything the AI may know: the game, the deciding seat's
*view* (never the real state), the level and a seed derived from the game's seed and the move number.

Each request gets its own ``threading.Event``; cancelling sets it, the engine stops between iterations,
and a result that still arrives is dropped by ticket, so a move chosen for an outdated position is never
applied.
"""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from hearthwood.engine.ai import CancelToken, Level, SearchCancelled, choose_action, decision_seed, settings
from hearthwood.engine.core import Action, Game, GameState, Session

DEFAULT_LEVEL = Level.MEDIUM  # for AI seats saved without a level


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
    """``choose_action`` with an optional fixed budget: the seam tests use to keep searches short.

    ``iterations`` makes every decision run exactly that many search iterations; ``seconds`` replaces each
    level's time budget. Neither set means the level's own budget, as in play.
    """

    def __init__(self, *, iterations: int | None = None, seconds: float | None = None) -> None:
        self.iterations = iterations
        self.seconds = seconds

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


GUI_SWITCH_INTERVAL = 0.0005


class AiWorker(QObject):
    """Starts AI requests on a private thread pool and reports answers that are still wanted.

    A private pool (rather than the global one) lets closing the game wait for exactly these threads.
    Two threads: a cancelled search may take one more iteration to notice, and the next request should
    not queue behind it.
    """

    answered = Signal(object, object)  # AiRequest, Action | Exception

    def __init__(self, ai: AiPlayer, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # A search holds the GIL for long stretches, and every Python callback Qt makes on the GUI thread
        # (each table item's paint, each timer slot) must wait to be handed it. At Python's default 5 ms
        # switch interval one repaint of the table (hundreds of callbacks) stalls the window for seconds
        # while the AI thinks; at 0.5 ms the window keeps its pace (tests/ui/test_ai_play.py measures it).
        sys.setswitchinterval(GUI_SWITCH_INTERVAL)
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
