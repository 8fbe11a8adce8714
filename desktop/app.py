"""Entry point of the desktop application."""

from __future__ import annotations

import argparse
import logging
import sys
from importlib import import_module

from hearthwood.engine.version import __version__

log = logging.getLogger(__name__)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="hearthwood", description="Five cozy board games at one table.")
    parser.add_argument("--version", action="version", version=f"Hearthwood {__version__}")
    parser.add_argument("--quit-after", type=int, metavar="MS", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def installed_ai_player() -> object | None:
    """The AI driver, once ``hearthwood.engine.ai`` provides ``choose_action`` (see ui.controller.AiPlayer).

    Until then AI seats are played from the screen, and the app says so.
    """
    try:
        module = import_module("hearthwood.engine.ai")
    except ImportError:
        return None
    choose = getattr(module, "choose_action", None)
    return choose if callable(choose) else None


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from hearthwood.ui.theme import apply_theme

    from .crash_guard import configure_logging, install_excepthook
    from .main_window import MainWindow

    log_path = configure_logging()
    install_excepthook()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Hearthwood")
    app.setApplicationVersion(__version__)
    apply_theme(app)  # type: ignore[arg-type]
    log.info("Hearthwood %s starting; log at %s", __version__, log_path)
    window = MainWindow(ai_player=installed_ai_player())  # type: ignore[arg-type]
    window.show()
    if args.quit_after is not None:
        QTimer.singleShot(args.quit_after, app.quit)
    return app.exec()
