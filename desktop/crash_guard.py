"""Any unexpected exception is logged to a rotating file and shown to the player; the app keeps running.

PySide routes an exception escaping a slot or an event handler to ``sys.excepthook``, so one hook covers
signals, timers and virtual overrides alike. ``guarded`` is for the rare callback Qt calls from C++ in a
way that would otherwise swallow the error silently.
"""

from __future__ import annotations

import functools
import logging
import sys
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import Any, ParamSpec, TypeVar

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from hearthwood.engine.core.paths import log_dir

LOG_FILE_NAME = "hearthwood.log"
LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3

log = logging.getLogger("hearthwood")
_handler: RotatingFileHandler | None = None
_reporting = False

P = ParamSpec("P")
R = TypeVar("R")


def log_file() -> Path:
    return log_dir() / LOG_FILE_NAME


def configure_logging() -> Path:
    """Send the app's log to a rotating file under ``paths.log_dir()`` (re-pointed if that folder moved)."""
    global _handler
    path = log_file()
    if _handler is not None and Path(_handler.baseFilename) == path:
        return path
    if _handler is not None:
        log.removeHandler(_handler)
        _handler.close()
    _handler = RotatingFileHandler(path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    _handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(_handler)
    log.setLevel(logging.INFO)
    return path


def report_exception(
    exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None, parent: QWidget | None = None
) -> None:
    """Log the exception with its traceback and tell the player, without ever raising itself."""
    global _reporting
    configure_logging()
    log.error("unexpected error", exc_info=(exc_type, exc, tb))
    for handler in log.handlers:
        handler.flush()
    if _reporting or QApplication.instance() is None:
        # An error while showing the error dialog: the log has it; a second dialog would loop.
        traceback.print_exception(exc_type, exc, tb)
        return
    _reporting = True
    try:
        QMessageBox.critical(
            parent or QApplication.activeWindow(),
            "Something went wrong",
            f"Hearthwood ran into an unexpected problem:\n\n{exc_type.__name__}: {exc}\n\n"
            f"Your game is autosaved after every move, so you can carry on playing. "
            f"Details were written to {log_file()}.",
        )
    finally:
        _reporting = False


def install_excepthook() -> Callable[..., Any]:
    """Route uncaught exceptions to ``report_exception``; returns the previous hook."""
    previous = sys.excepthook

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            previous(exc_type, exc, tb)
            return
        report_exception(exc_type, exc, tb)

    sys.excepthook = hook
    return previous


def guarded(slot: Callable[P, R]) -> Callable[P, R | None]:
    """Wrap a slot so an exception in it is reported instead of escaping into Qt."""

    @functools.wraps(slot)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R | None:
        try:
            return slot(*args, **kwargs)
        except Exception as exc:  # the whole point: nothing escapes into the event loop
            report_exception(type(exc), exc, exc.__traceback__)
            return None

    return wrapper
