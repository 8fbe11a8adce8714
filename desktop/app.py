"""Entry point of the desktop application."""

from __future__ import annotations

import argparse
import gc
import logging
import sys
import traceback
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, cast

from hearthwood.engine.version import __version__

if TYPE_CHECKING:
    from hearthwood.engine.core import Session

log = logging.getLogger(__name__)
HELPER_START_TIMEOUT_S = 60.0


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="hearthwood", description="Five cozy board games at one table.")
    parser.add_argument("--version", action="version", version=f"Hearthwood {__version__}")
    parser.add_argument("--quit-after", type=int, metavar="MS", help=argparse.SUPPRESS)
    # Checks a packaged build end to end (packaging/smoke.py): home, New Game with its defaults, save, quit.
    parser.add_argument("--smoke-test", type=Path, metavar="SAVEFILE", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def installed_ai_player() -> object:
    """The AI that plays computer seats: the engine's search, run in its own helper process."""
    from hearthwood.ui.ai_worker import EngineAi

    return EngineAi()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from hearthwood.ui.theme import apply_theme

    from .crash_guard import configure_logging, install_excepthook
    from .main_window import MainWindow

    log_path = configure_logging()
    install_excepthook()
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    app.setApplicationName("Hearthwood")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.hearthwood.Hearthwood")  # matches packaging/linux/: Wayland's app id
    app.setWindowIcon(QIcon(str(resources.files("hearthwood.resources") / "icons" / "hearthwood.svg")))
    apply_theme(app)
    log.info("Hearthwood %s starting; log at %s", __version__, log_path)
    window = MainWindow(ai_player=installed_ai_player())  # type: ignore[arg-type]
    window.show()
    freeze_startup_heap()
    if args.quit_after is not None:
        QTimer.singleShot(args.quit_after, app.quit)
    if args.smoke_test is not None:
        QTimer.singleShot(0, lambda: smoke_test(window, args.smoke_test))
    return app.exec()


def freeze_startup_heap() -> None:
    """Put everything start-up made (modules, card data, the window) out of the garbage collector's sight.

    It lives until the app quits anyway, but every full collection walked it: 40-90 ms on the UI thread,
    whenever allocation counts said so, most of a move's 100 ms budget. Frozen, a full collection 300 moves
    into a Creature Comforts game takes about 9 ms, not 40.
    """
    gc.collect()  # what is already garbage should not be frozen with the rest
    gc.freeze()


def ask_the_ai_helper(session: Session) -> str:
    """One quick decision from the AI's helper process: a frozen build must start it as a helper, not as a
    second copy of the app (packaging/launcher.py calls ``multiprocessing.freeze_support`` for that)."""
    from hearthwood.ui.search_process import shared_search_process

    helper = shared_search_process()
    if not helper.wait_ready(HELPER_START_TIMEOUT_S):
        raise RuntimeError("the AI's helper process did not start")
    decision = session.decision()
    if decision is None:
        raise RuntimeError("the new game has no decision to ask the AI about")
    player = decision.player
    action = helper.choose(session.game.info.id, session.view(player), player, "easy", 1, iterations=2)
    if action not in session.legal_actions():
        raise RuntimeError(f"the AI's helper answered with an illegal move: {action!r}")
    return action.kind


def smoke_test(window: object, save_path: Path) -> None:
    """Drive the real main window as a player would: the home screen, File > New Game accepted with its
    default seats (Tiny Towns when it is playable), then a save to ``save_path``. Exits 0 only if all of
    it worked; prints one line per step so a packaged build can be checked (and timed) from outside."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from hearthwood.ui.tables import playable_games

    from .main_window import MainWindow
    from .new_game_dialog import NewGameDialog

    def step(text: str) -> None:
        if sys.stdout is not None:  # a windowed Windows build has no stdout
            print(f"smoke: {text}", flush=True)

    def press_start() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewGameDialog):
            step(f"new game dialog: {dialog.game.info.id}, {len(dialog.seat_rows)} seats")
            dialog.start.click()
            if dialog.isVisible():  # Start refused the defaults: leave the dialog so the check can fail
                step(f"dialog refused: {dialog.errors.text()}")
                dialog.reject()

    try:
        if not isinstance(window, MainWindow) or window.pages.currentWidget() is not window.home:
            raise RuntimeError("the home screen is not showing")
        step("home screen shown")
        if QApplication.windowIcon().pixmap(64).isNull():
            raise RuntimeError("the window icon did not load (is Qt's SVG icon engine bundled?)")
        games = [game.info.id for game in playable_games()]
        if not games:
            raise RuntimeError("no playable game is registered")
        QTimer.singleShot(0, press_start)  # new_game() blocks in the dialog's exec(); answer it from there
        window.new_game("tiny-towns" if "tiny-towns" in games else games[0])
        if window.controller is None:
            raise RuntimeError("no game was started")
        step(f"game started: {window.controller.game.info.id}")
        if not window._write(save_path):
            raise RuntimeError(f"could not save to {save_path}")
        step(f"saved {save_path}")
        step(f"AI helper answered: {ask_the_ai_helper(window.controller.session)}")
        window.close()
        QApplication.exit(0)
    except Exception:
        log.exception("smoke test failed")
        traceback.print_exc()
        QApplication.exit(1)
