"""Render the main screens offscreen to PNG files, for the docs and for looking at the UI without a display.

    python -m hearthwood.desktop.screenshots [outdir] [--import MODULE ...]

Everything runs against a throwaway data folder, so the player's own saves and settings are never touched.
``--import`` loads extra modules first (e.g. ``tests.ui.high_card_table`` to picture the kit's toy game).
Game screens are rendered for every game with a registered table and skipped when there is none.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from importlib import import_module
from pathlib import Path

WINDOW_SIZE = (1280, 800)
DEMO_SEED = 20240611
DEMO_NAMES = ("Ada", "Bramble", "Clover", "Dune")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m hearthwood.desktop.screenshots", description=__doc__)
    parser.add_argument("outdir", nargs="?", default="docs/screenshots", type=Path)
    parser.add_argument("--import", dest="imports", action="append", default=[], metavar="MODULE")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["HEARTHWOOD_DATA_DIR"] = tempfile.mkdtemp(prefix="hearthwood-screenshots-")
    os.environ["HEARTHWOOD_LOG_DIR"] = os.environ["HEARTHWOOD_DATA_DIR"]
    from PySide6.QtWidgets import QApplication

    from hearthwood.ui.theme import apply_theme

    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_theme(app)  # type: ignore[arg-type]
    for module in args.imports:
        import_module(module)
    args.outdir.mkdir(parents=True, exist_ok=True)
    for path in render_all(args.outdir):
        print(path)
    return 0


def _settle() -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(5):
        QApplication.processEvents()


def render_all(outdir: Path) -> list[Path]:
    from hearthwood.engine.core import Seat, registered_games
    from hearthwood.ui.tables import playable_games
    from hearthwood.ui.theme import seat_colour

    from .main_window import MainWindow
    from .new_game_dialog import NewGameChoice, NewGameDialog
    from .score_dialog import ScoreSheetDialog

    written: list[Path] = []

    def grab(widget: object, name: str) -> None:
        from PySide6.QtWidgets import QWidget

        assert isinstance(widget, QWidget)
        _settle()
        path = outdir / name
        widget.grab().save(str(path))
        written.append(path)

    window = MainWindow()
    window.auto_final_scores = False
    window.resize(*WINDOW_SIZE)
    window.show()
    games = playable_games()
    # A game saved earlier, so the home screen shows Continue and a recent file as a player would see them.
    for game in games[:1]:
        seats = [Seat(name=DEMO_NAMES[i], colour=seat_colour(i)) for i in range(max(2, game.info.players.minimum))]
        window.start_game(NewGameChoice(game.info.id, {}, seats, DEMO_SEED))
        _play(window, moves=3)
        window._write(Path(os.environ["HEARTHWOOD_DATA_DIR"]) / "saves" / "Friday night.json")
        window.return_home()
    grab(window, "home.png")

    dialog_games = games or registered_games()
    if dialog_games:
        dialog = NewGameDialog(dialog_games, parent=window)
        for index, row in enumerate(dialog.seat_rows):
            row.name.setText(DEMO_NAMES[index])
        dialog.seed.setText(str(DEMO_SEED))
        dialog.show()
        grab(dialog, "new-game.png")
        dialog.close()

    for game in games:
        counts = game.info.players
        players = max(counts.minimum, min(3, counts.maximum))
        seats = [Seat(name=DEMO_NAMES[i], colour=seat_colour(i)) for i in range(players)]
        window.start_game(NewGameChoice(game.info.id, {}, seats, DEMO_SEED))
        if window.controller is not None and window.controller.pending_handover is not None:
            grab(window, f"{game.info.id}-handover.png")
        _play(window, moves=players + 2)
        grab(window, f"{game.info.id}-game.png")
        _play(window, moves=10_000)
        controller = window.controller
        assert controller is not None
        grab(window, f"{game.info.id}-game-over.png")
        scores = ScoreSheetDialog(controller.session, window)
        scores.resize(720, 620)
        scores.show()
        grab(scores, f"{game.info.id}-scores.png")
        scores.close()
        window.return_home()
    window.close()
    return written


def _play(window: object, *, moves: int) -> None:
    """Make random legal moves through the controller, passing the device whenever it asks."""
    from .main_window import MainWindow

    assert isinstance(window, MainWindow)
    chooser = random.Random(DEMO_SEED)
    for _ in range(moves):
        controller = window.controller
        if controller is None or controller.session.is_over():
            break
        if controller.pending_handover is not None:
            window.privacy.continue_button.click()
        actions = controller.session.legal_actions()
        controller.try_apply(chooser.choice(actions))
        _settle()
    controller = window.controller
    if controller is not None and controller.pending_handover is not None:
        window.privacy.continue_button.click()
    _settle()


if __name__ == "__main__":
    raise SystemExit(main())
