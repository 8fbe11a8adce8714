"""Render the main screens offscreen to PNG files, for the docs and for looking at the UI without a display.

    python -m hearthwood.desktop.screenshots [outdir] [--import MODULE ...]

Everything runs against a throwaway data folder, so the player's own saves and settings are never touched.
``--import`` loads extra modules first (e.g. ``tests.ui.high_card_table`` to picture the kit's toy game).
Game screens are rendered for every game with a registered table and skipped when there is none.
Games may add a demo policy (so the in-progress shot looks lived-in rather than random) and extra shots of
their own, in ``DEMO_POLICIES`` and ``EXTRA_SHOTS`` below. Games with a campaign also get a shot of the
campaign page (with some stars already earned) and of a challenge against a computer player caught
thinking.
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
# One search iteration per computer move keeps the script fast; the thinking shot gives a real time budget.
DEMO_AI_ITERATIONS = 1
THINKING_AI_SECONDS = 1.0
# The thinking shot is taken a few rounds in, at the first computer decision after this many of the person's moves.
THINKING_AFTER_MOVES = 10


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m hearthwood.desktop.screenshots", description=__doc__)
    parser.add_argument("outdir", nargs="?", default="docs/screenshots", type=Path)
    parser.add_argument("--import", dest="imports", action="append", default=[], metavar="MODULE")
    parser.add_argument("--game", dest="games", action="append", default=None, metavar="GAME_ID", help="only these")
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
    for path in render_all(args.outdir, only=args.games):
        print(path)
    return 0


def _settle() -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(5):
        QApplication.processEvents()


def render_all(outdir: Path, only: list[str] | None = None) -> list[Path]:
    """Every screen, for every playable game or just the games in ``only``."""
    from hearthwood.engine.core import Seat, registered_games
    from hearthwood.ui.ai_worker import EngineAi
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

    ai = EngineAi(iterations=DEMO_AI_ITERATIONS)
    window = MainWindow(ai_player=ai, ai_pause_ms=0)
    window.auto_final_scores = False
    window.resize(*WINDOW_SIZE)
    window.show()
    games = [game for game in playable_games() if only is None or game.info.id in only]
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
        dialog = NewGameDialog(dialog_games, game_id=featured, ai_available=True, parent=window)
        for index, row in enumerate(dialog.seat_rows):
            row.name.setText(DEMO_NAMES[index])
        if len(dialog.seat_rows) > 1:
            dialog.seat_rows[-1].kind.setCurrentIndex(dialog.seat_rows[-1].kind.findData("ai"))
            dialog.seat_rows[-1].level.setCurrentIndex(dialog.seat_rows[-1].level.findData("hard"))
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
        policy = DEMO_POLICIES.get(game.info.id, _easy_ai_move)
        until = DEMO_UNTIL.get(game.info.id, lambda state: False)
        _play(window, moves=DEMO_MOVES.get(game.info.id, players + 2), policy=policy, until=until)
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
    for game_id in [g for g in window.campaigns if only is None or g in only]:
        _campaign_shots(window, ai, game_id, grab)
    window.close()
    return written


def _campaign_shots(window: Any, ai: Any, game_id: str, grab: Callable[[object, str], None]) -> None:
    """The campaign page with the first challenges done, then a challenge against the computer, which is
    caught thinking (the banner's animated dots and level) a few rounds in."""
    from hearthwood.engine.campaign import Progress, save_progress

    campaign = window.campaigns[game_id]
    progress = Progress()
    for challenge, stars in zip(campaign.challenges(), (3, 2, 2, 1), strict=False):
        result = _demo_result(challenge, stars, TITLE_OF.get(game_id))
        progress = progress.with_result(campaign, challenge.id, result)
    save_progress(progress)
    window.show_campaign(game_id)
    page = window.campaign_page
    _settle()
    # Scrolled so the last challenges done, the next one to play and the locked ones all show.
    page.scroll_to(campaign.challenges()[2].id)
    grab(window, f"{game_id}-campaign.png")

    rivals = [c for c in campaign.challenges() if any(s.kind == "ai" and s.level == "hard" for s in c.seats)]
    rivals = rivals or [c for c in campaign.challenges() if any(s.kind == "ai" for s in c.seats)]
    if not rivals:
        return
    window.play_challenge(campaign.id, rivals[0].id, seed=DEMO_SEED, human_name=DEMO_NAMES[0])
    controller = window.controller
    policy = DEMO_POLICIES.get(game_id, _easy_ai_move)
    chooser = random.Random(DEMO_SEED)
    pictured = False
    for moves in range(1000):
        _wait_for_person(controller)
        if controller.session.is_over():
            break
        # A few rounds in, the person's move that hands over to the computer is the one to picture.
        ready = not pictured and moves >= THINKING_AFTER_MOVES
        if ready:
            ai.iterations, ai.seconds = None, THINKING_AI_SECONDS
        controller.try_apply(policy(controller.session, chooser))
        _settle()
        # A decision with a single legal move is answered at once; wait for one the computer thinks about.
        if ready and controller.thinking_seat is not None:
            _wait(0.3)  # the dots move on a step or two
            grab(window, f"{game_id}-vs-ai.png")
            pictured = True
            ai.iterations, ai.seconds = DEMO_AI_ITERATIONS, None
            window.hide()  # the rest of the game is played unseen: no painting to wait for
    window.show()
    run = window.challenge_run
    if run is not None and run.outcome is not None:
        from .score_dialog import ScoreSheetDialog

        scores = ScoreSheetDialog(controller.session, window, outcome=run.outcome)
        categories = len(controller.session.score_sheet().categories)
        scores.resize(max(720, min(1180, 260 + 92 * (categories + 1))), 680)
        scores.show()
        grab(scores, f"{game_id}-challenge-scores.png")
        scores.close()
    ai.iterations, ai.seconds = DEMO_AI_ITERATIONS, None
    window.return_home()


def _wait(seconds: float) -> None:
    import time

    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.005)


def _wait_for_person(controller: Any, timeout: float = 20.0) -> None:
    import time

    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + timeout
    while controller.is_thinking() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.002)


Policy = Callable[[Any, random.Random], Any]  # (session, rng) -> one of the session's legal actions


def _random_move(session: Any, rng: random.Random) -> Any:
    return rng.choice(session.legal_actions())


def _easy_ai_move(session: Any, rng: random.Random) -> Any:
    """The Easy computer player's move for whoever decides: a table that looks played by people, for games
    without a scripted demo. Decided from that player's own view, like any AI move."""
    from hearthwood.engine.ai import choose_action

    decision = session.decision()
    legal = session.legal_actions()
    if decision is None or len(legal) == 1:
        return legal[0]
    view = session.view(decision.player)
    return choose_action(session.game, view, decision.player, "easy", rng.randrange(2**31), iterations=3)


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


def _demo_result(challenge: Any, stars: int, title_of: Callable[[Any, int], str | None] | None) -> Any:
    """The least result that earns ``stars``, with the title its score earns, so the shot reads like real play."""
    from hearthwood.engine.campaign import ChallengeResult, ScoreGoal, SoloTitleGoal

    goal = challenge.goal
    solo = len(challenge.seats) == 1
    if isinstance(goal, ScoreGoal):
        score = goal.stars[stars - 1]
    elif isinstance(goal, SoloTitleGoal) and title_of is not None:
        needed = goal.rank(goal.stars[stars - 1])
        score = next(s for s in range(1000) if goal.rank(title_of(challenge, s)) >= needed)
    else:
        score = 24 + 6 * stars
    if solo and title_of is not None:
        title = title_of(challenge, score)
    else:
        title = goal.stars[stars - 1] if isinstance(goal, SoloTitleGoal) else None
    return ChallengeResult(stars, score, None, title, True)


def _tiny_towns_title(challenge: Any, score: int) -> str | None:
    from hearthwood.engine.games.tiny_towns.content import load_content

    return next(t.title for t in load_content().solo_titles if score >= t.minimum)


def _creature_comforts_title(challenge: Any, score: int) -> str | None:
    from hearthwood.engine.games.creature_comforts.scoring import solo_title

    return solo_title(score)


def _snowcrest_title(challenge: Any, score: int) -> str | None:
    from hearthwood.engine.games.snowcrest.content import load_content

    return load_content().solo.result(challenge.config.get("solo_level", 1), score)[1]


# The solo title a final score earns in a challenge, so the campaign shot's made-up records read like real ones.
TITLE_OF: dict[str, Callable[[Any, int], str | None]] = {
    "tiny-towns": _tiny_towns_title,
    "creature-comforts": _creature_comforts_title,
    "snowcrest": _snowcrest_title,
}
DEMO_POLICIES: dict[str, Policy] = {"tiny-towns": _tiny_towns_demo}
# Where the in-progress shot is taken: after a state test holds or a number of moves, whichever comes first
# (by default a few moves in).
DEMO_UNTIL: dict[str, Callable[[Any], bool]] = {"tiny-towns": lambda state: state.round >= DEMO_ROUNDS}
DEMO_MOVES: dict[str, int] = {"tiny-towns": 10_000, "creature-comforts": 60, "snowcrest": 30}
EXTRA_SHOTS: dict[str, Callable[[Any, Callable[[object, str], None]], None]] = {
    "tiny-towns": _tiny_towns_build_shot,
}


if __name__ == "__main__":
    raise SystemExit(main())
