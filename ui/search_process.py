"""The AI's search, run in a helper process of its own so it never competes with the window.

A search is pure Python. In a thread of the app's own process it shares the interpreter lock with the GUI
thread, and every Python callback Qt makes while repainting the table (each item's ``paint``, each timer
slot) waits for its turn at the lock: a repaint that takes 25 ms alone took 200-250 ms beside a Hard
search, however short the interpreter's switch interval. A separate process has its own interpreter, so
the window keeps its pace whatever the AI does (tests/ui/test_ai_play.py measures it).

One process serves the whole app. It is started with ``spawn`` (forking a process that has Qt loaded is
unsafe), on first use or ahead of it by ``warm_up``, and stops with the app. Requests go one at a time
over a pipe as JSON: the game's id, the deciding seat's view (as the engine writes states), the level, the
seed and the budget; the answer comes back as the engine writes actions and is parsed like any other.
Cancelling writes the request's number into a shared counter that the search reads between iterations, so
a cancelled search ends within one iteration and the process is ready for the next.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import itertools
import json
import logging
import multiprocessing
import threading
import time
from importlib import import_module
from multiprocessing.connection import Connection
from typing import Any

from hearthwood.engine.ai import CancelToken, Level, SearchCancelled, choose_action
from hearthwood.engine.core import Action, GameState, HearthwoodError, get_game

log = logging.getLogger(__name__)

# How often the waiting thread looks at its cancel token and at whether the helper is still alive: short
# enough that a cancelled search is noticed at once, long enough to cost nothing.
POLL_SECONDS = 0.02
STOP_TIMEOUT_S = 2.0


class SearchProcessFailed(HearthwoodError):
    """The helper process could not be started, died, or failed in a way that has no plain exception."""


class _CancelledThrough:
    """The child's cancel token for one request: set once the parent has cancelled this job or a later one."""

    def __init__(self, counter: Any, job: int) -> None:
        self._counter = counter
        self._job = job

    def is_set(self) -> bool:
        return bool(self._counter.value >= self._job)


def _send(connection: Connection, message: dict[str, Any] | None) -> None:
    # JSON, not pickle: the pipe carries only what the engine already knows how to write and validate.
    connection.send_bytes(json.dumps(message).encode())


def _receive(connection: Connection) -> dict[str, Any] | None:
    message: dict[str, Any] | None = json.loads(connection.recv_bytes())
    return message


def _error_reply(job: int, error: Exception) -> dict[str, Any]:
    return {"job": job, "error": {"type": type(error).__name__, "message": str(error)}}


def _raise_error(error: dict[str, str]) -> None:
    """Raise the helper's error again here: as itself when it is a built-in exception, else described."""
    kind = getattr(builtins, error["type"], None)
    if isinstance(kind, type) and issubclass(kind, Exception):
        try:
            same = kind(error["message"])
        except TypeError:  # a few built-ins want more than a message (UnicodeDecodeError takes five)
            pass
        else:
            raise same
    raise SearchProcessFailed(f"{error['type']}: {error['message']}")


def _serve(connection: Connection, cancelled_through: Any, ready: Any) -> None:
    """The helper's main loop: answer requests until the pipe closes or a ``None`` asks it to stop."""
    from hearthwood.engine.games import load_all

    load_all()
    ready.set()
    while True:
        try:
            request = _receive(connection)
        except (EOFError, OSError):
            return
        if request is None:
            return
        job = request["job"]
        try:
            import_module(request["module"])
            game = get_game(request["game"])
            seconds = request["seconds"]
            # The deadline starts when the helper takes the request, so time queued does not eat the budget.
            action = choose_action(
                game,
                game.load_state(request["view"]),
                request["player"],
                request["level"],
                request["seed"],
                iterations=request["iterations"],
                deadline=None if seconds is None else time.monotonic() + seconds,
                cancel=_CancelledThrough(cancelled_through, job),
            )
            reply: dict[str, Any] = {"job": job, "action": action.model_dump(mode="json")}
        except SearchCancelled:
            reply = {"job": job, "cancelled": True}
        except Exception as exc:  # sent back, to be reported on the GUI thread like any AI error
            reply = _error_reply(job, exc)
        try:
            _send(connection, reply)
        except (EOFError, OSError):
            return


class SearchProcess:
    """A running helper process and the pipe to it. Safe to call from several threads: one request at a time."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._cancelled_through = context.Value("q", 0)
        self._ready = context.Event()
        self._connection, child_end = context.Pipe()
        self._process = context.Process(
            target=_serve,
            args=(child_end, self._cancelled_through, self._ready),
            name="hearthwood-ai",
            daemon=True,
        )
        self._process.start()
        child_end.close()  # so the parent sees EOF if the child dies
        self._jobs = itertools.count(1)
        self._lock = threading.Lock()

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def is_ready(self) -> bool:
        """True once the helper has loaded every game and answers without delay."""
        return self._ready.is_set()

    def wait_ready(self, seconds: float) -> bool:
        """Block until the helper is ready or ``seconds`` pass; True if it is ready."""
        return bool(self._ready.wait(seconds))

    def is_alive(self) -> bool:
        return self._process.is_alive()

    def choose(
        self,
        game_id: str,
        view: GameState,
        player: int,
        level: Level | str,
        seed: int,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
        cancel: CancelToken | None = None,
    ) -> Action:
        """``choose_action`` for these arguments, computed in the helper; blocks the calling thread only."""
        with self._lock:
            job = next(self._jobs)
            game = get_game(game_id)
            request = {
                "job": job,
                "game": game_id,
                # Games register when their module is imported; the helper imports it too, so a game
                # registered here after the helper started (a test's toy game) is known there as well.
                "module": type(game).__module__,
                "view": view.model_dump(mode="json"),
                "player": player,
                "level": Level(level).value,
                "seed": seed,
                "iterations": iterations,
                "seconds": seconds,
            }
            try:
                _send(self._connection, request)
                reply = self._await(job, cancel)
            except (EOFError, OSError) as exc:
                raise SearchProcessFailed(f"the AI's helper process stopped: {exc}") from exc
        if reply.get("cancelled"):
            raise SearchCancelled("the AI's search was cancelled")
        if "error" in reply:
            _raise_error(reply["error"])
        return game.parse_action(reply["action"])

    def _await(self, job: int, cancel: CancelToken | None) -> dict[str, Any]:
        while True:
            if self._connection.poll(POLL_SECONDS):
                reply = _receive(self._connection)
                if reply is not None and reply["job"] == job:
                    return reply
                continue  # an answer to an earlier request whose caller gave up waiting; nobody wants it
            if cancel is not None and cancel.is_set() and self._cancelled_through.value < job:
                self._cancelled_through.value = job
            if not self._process.is_alive():
                raise SearchProcessFailed(f"the AI's helper process ended (exit code {self._process.exitcode})")

    def stop(self) -> None:
        with self._lock:
            with contextlib.suppress(EOFError, OSError):
                _send(self._connection, None)
            self._process.join(STOP_TIMEOUT_S)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(STOP_TIMEOUT_S)
            self._connection.close()


_shared: SearchProcess | None = None
_shared_lock = threading.Lock()


def shared_search_process() -> SearchProcess:
    """The app's helper process, started (or restarted, if it died) on demand."""
    global _shared
    with _shared_lock:
        if _shared is None or not _shared.is_alive():
            try:
                _shared = SearchProcess()
            except (OSError, ValueError, RuntimeError) as exc:
                raise SearchProcessFailed(f"could not start the AI's helper process: {exc}") from exc
            log.info("AI helper process started (pid %s)", _shared.pid)
        return _shared


def stop_shared_search_process() -> None:
    global _shared
    with _shared_lock:
        if _shared is not None:
            _shared.stop()
            _shared = None


atexit.register(stop_shared_search_process)
