"""Entry point of the desktop application."""

from __future__ import annotations

import argparse
import sys

from hearthwood.engine.version import __version__


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="hearthwood", description="Five cozy board games at one table.")
    parser.add_argument("--version", action="version", version=f"Hearthwood {__version__}")
    parser.add_argument("--quit-after", type=int, metavar="MS", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Hearthwood")
    app.setApplicationVersion(__version__)
    window = MainWindow()
    window.show()
    if args.quit_after is not None:
        QTimer.singleShot(args.quit_after, app.quit)
    return app.exec()
