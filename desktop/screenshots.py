"""Render the main screens offscreen to PNG files, for the docs and for looking at the UI without a display.

    python -m hearthwood.desktop.screenshots [outdir] [--import MODULE ...]

Everything runs against a throwaway data folder, so the player's own saves and settings are never touched.
``--import`` loads extra modules first (e.g. ``tests.ui.high_card_table`` to picture the kit's toy game).
Game screens are rendered for every game with a registered table and skipped when there is none.
Games may add a demo policy (so the in-progress shot looks lived-in rather than random) and extra shots of
their own, in ``DEMO_POLICIES`` and ``EXTRA_SHOTS`` below.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from importlib import import_module
from pathlib import Path
from typing import Any

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
        featured = "tiny-towns" if any(g.info.id == "tiny-towns" for g in dialog_games) else None
        dialog = NewGameDialog(dialog_games, game_id=featured, parent=window)
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
        policy = DEMO_POLICIES.get(game.info.id)
        if policy is None:
            _play(window, moves=players + 2)
        else:
            _play(window, moves=10_000, policy=policy, until=lambda state: state.round >= DEMO_ROUNDS)
        grab(window, f"{game.info.id}-game.png")
        extra = EXTRA_SHOTS.get(game.info.id)
        if extra is not None:
            extra(window, grab)
        _play(window, moves=10_000, policy=policy)
        controller = window.controller
        assert controller is not None
        grab(window, f"{game.info.id}-game-over.png")
        scores = ScoreSheetDialog(controller.session, window)
        # One column per scoring category: games with many (Tiny Towns has nine) need the room.
        categories = len(controller.session.score_sheet().categories)
        scores.resize(max(720, min(1180, 260 + 92 * (categories + 1))), 620)
        scores.show()
        grab(scores, f"{game.info.id}-scores.png")
        scores.close()
        window.return_home()
    window.close()
    return written


Policy = Callable[[Any, random.Random], Any]  # (session, rng) -> one of the session's legal actions


def _random_move(session: Any, rng: random.Random) -> Any:
    return rng.choice(session.legal_actions())


def _play(
    window: object,
    *,
    moves: int,
    policy: Policy | None = None,
    until: Callable[[Any], bool] | None = None,
) -> None:
    """Make legal moves through the controller (random unless the game has a demo policy), passing the
    device whenever it asks, until ``moves`` are made or ``until(state)`` holds."""
    from .main_window import MainWindow

    assert isinstance(window, MainWindow)
    chooser = random.Random(DEMO_SEED)
    choose = policy or _random_move
    for _ in range(moves):
        controller = window.controller
        if controller is None or controller.session.is_over():
            break
        if until is not None and until(controller.session.state):
            break
        if controller.pending_handover is not None:
            window.privacy.continue_button.click()
        controller.try_apply(choose(controller.session, chooser))
        _settle()
    controller = window.controller
    if controller is not None and controller.pending_handover is not None:
        window.privacy.continue_button.click()
    _settle()


# -- Tiny Towns ------------------------------------------------------------------------------------------
DEMO_ROUNDS = 11


def _tiny_towns_demo(session: Any, rng: random.Random) -> Any:
    """A tidy builder: builds whenever it can and puts each cube where it completes the most patterns,
    so the demo town looks like one a person made. It reads the full state: it is a script, not a player."""
    from hearthwood.engine.games.tiny_towns.construction import buildable_kinds, matches

    actions = session.legal_actions()
    state = session.state
    builds = [a for a in actions if a.kind == "build"]
    if builds:
        # Big patterns first: they clear the most cubes, which would otherwise cost points at the end.
        size = {a: len(a.squares) for a in builds}
        biggest = max(size.values())
        return rng.choice([a for a in builds if size[a] == biggest])
    names = [a for a in actions if a.kind == "name_resource"]
    if names:
        town = state.towns[names[0].player]
        kinds = buildable_kinds(state, names[0].player)

        def helps(action: Any) -> int:
            best = 0
            for square, content in enumerate(town.squares):
                if content is None:
                    trial = town.model_copy(deep=True)
                    trial.squares[square] = action.resource
                    best = max(best, sum(len(matches(trial, kind)) for kind in kinds))
            return best

        scored_names = [(helps(a), a) for a in names]
        top = max(value for value, _ in scored_names)
        return rng.choice([a for value, a in scored_names if value == top])
    places = [a for a in actions if a.kind == "place"]
    if places:

        def patterns_after(action: Any) -> int:
            town = state.towns[action.player].model_copy(deep=True)
            town.squares[action.square] = action.resource
            return sum(len(matches(town, kind)) for kind in buildable_kinds(state, action.player))

        scored = [(patterns_after(a), a) for a in places]
        best = max(value for value, _ in scored)
        return rng.choice([a for value, a in scored if value == best])
    return rng.choice([a for a in actions if a.kind != "complete_town"] or actions)


def _tiny_towns_build_shot(window: Any, grab: Callable[[object, str], None]) -> None:
    """Play on to a build step of the person at the screen, select a card and show its matches."""
    chooser = random.Random(DEMO_SEED + 1)
    for step in range(400):
        controller = window.controller
        if controller is None or controller.session.is_over():
            return
        if controller.pending_handover is not None:
            window.privacy.continue_button.click()
            _settle()
        table = window.game_page.table
        picker = getattr(table, "picker", None)
        if picker is not None and controller.viewer == controller.decision().player:
            kinds = sorted(picker.buildable_kinds(), key=lambda kind: -len(picker.patterns(kind)))
            # Several ways to build show the picker best; settle for one way if none turn up soon.
            if kinds and (len(picker.patterns(kinds[0])) > 1 or step > 60):
                picker.select(kinds[0])
                if len(picker.patterns(kinds[0])) > 1:  # with a single way, a click would build it
                    picker.square_clicked(picker.patterns(kinds[0])[0][0])
                grab(window, "tiny-towns-build.png")
                return
        controller.try_apply(_tiny_towns_demo(controller.session, chooser))
        _settle()


DEMO_POLICIES: dict[str, Policy] = {"tiny-towns": _tiny_towns_demo}
EXTRA_SHOTS: dict[str, Callable[[Any, Callable[[object, str], None]], None]] = {
    "tiny-towns": _tiny_towns_build_shot,
}


if __name__ == "__main__":
    raise SystemExit(main())
