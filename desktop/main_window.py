"""The main window: the home, campaign and game pages in a stack, the menus, and file handling.

The window owns at most one ``GameController`` at a time. Everything game-specific reaches it through the
controller (engine side) and the table registry (drawing side); the window itself only routes. A game
started from the campaign page carries its challenge (``ChallengeRun``): when it ends, the result is
judged and recorded, and the score sheet says what it earned.
"""

from __future__ import annotations

import getpass
import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMenu, QMessageBox, QStackedWidget

from hearthwood.engine.campaign import (
    Campaign,
    CampaignError,
    Challenge,
    ProgressError,
    evaluate_session,
    load_campaigns,
    load_progress,
    record_result,
    start_challenge,
)
from hearthwood.engine.core import SaveError, Session
from hearthwood.engine.core.paths import saves_dir
from hearthwood.engine.core.saves import autosave_path, load_session, write_save
from hearthwood.engine.games import load_all
from hearthwood.engine.version import __version__
from hearthwood.ui.ai_worker import AiPlayer
from hearthwood.ui.controller import AI_MOVE_PAUSE_MS, SHUTDOWN_WAIT_MS, GameController
from hearthwood.ui.privacy import PrivacyScreen
from hearthwood.ui.tables import load_all_tables, playable_games, table_for
from hearthwood.ui.theme import seat_colour

from .campaign_page import CampaignPage, goal_text
from .game_page import GamePage
from .home_page import HomePage
from .new_game_dialog import NewGameChoice, NewGameDialog
from .score_dialog import CAMPAIGN, NEW_GAME, TRY_AGAIN, ChallengeOutcome, ScoreSheetDialog
from .settings import recent_files, remember_recent

log = logging.getLogger(__name__)

SAVE_FILTER = "Hearthwood saves (*.json)"
PLAYER_NAME = "Player"
GENERIC_LOGINS = frozenset({"root", "user", "admin", "administrator", "guest", "runner", "ubuntu", "nobody"})


@dataclass
class ChallengeRun:
    """A game being played for a campaign challenge, and what its end earned once it is over."""

    campaign: Campaign
    challenge: Challenge
    outcome: ChallengeOutcome | None = None


def player_name() -> str:
    """The name the campaign's human seat plays under: the account's name when it reads like one.

    Campaign files name that seat "You", which the log would turn into "You names wood".
    """
    try:
        login = getpass.getuser()
    except (OSError, KeyError):
        return PLAYER_NAME
    if login.isalpha() and 2 <= len(login) <= 20 and login.lower() not in GENERIC_LOGINS:
        return login.capitalize()
    return PLAYER_NAME


def session_key(session: Session) -> tuple[int, str]:
    """Identifies a game across autosave round trips (Continue), which make a new ``Session`` object."""
    return (session.seed, session.created.isoformat())


def playable_campaigns() -> dict[str, Campaign]:
    """Campaigns of games that have a table, by game id. A broken shipped file is logged and skipped."""
    try:
        campaigns = load_campaigns()
    except CampaignError as exc:
        log.error("campaigns are unavailable: %s", exc)
        return {}
    playable = {game.info.id for game in playable_games()}
    return {c.game_id: c for c in campaigns.values() if c.game_id in playable}


class MainWindow(QMainWindow):
    def __init__(
        self, *, ai_player: AiPlayer | None = None, ai_pause_ms: int = AI_MOVE_PAUSE_MS, autosave: bool = True
    ) -> None:
        super().__init__()
        load_all()
        load_all_tables()
        self.setWindowTitle("Hearthwood")
        self.setMinimumSize(1024, 680)
        self.resize(1280, 800)
        self._ai_player = ai_player
        self._ai_pause_ms = ai_pause_ms
        self._autosave = autosave
        self.controller: GameController | None = None
        self.current_path: Path | None = None
        self.challenge_run: ChallengeRun | None = None
        # Games started from the campaign in this run of the app, so Continue keeps them a challenge.
        self._challenge_runs: dict[tuple[int, str], ChallengeRun] = {}
        # The score sheet opens by itself when a game ends; scripted runs (screenshots) turn that off.
        self.auto_final_scores = True
        self.campaigns = playable_campaigns()

        self.home = HomePage(playable_games(), self.campaigns)
        self.campaign_page = CampaignPage()
        self.game_page = GamePage()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.home)
        self.pages.addWidget(self.campaign_page)
        self.pages.addWidget(self.game_page)
        self.setCentralWidget(self.pages)
        self.privacy = PrivacyScreen(self)
        self.privacy.continued.connect(self._handover_accepted)

        self.home.new_game_requested.connect(self.new_game)
        self.home.continue_requested.connect(self.continue_game)
        self.home.load_requested.connect(self.open_game)
        self.home.recent_requested.connect(self.open_path)
        self.home.campaign_requested.connect(self.show_campaign)
        self.campaign_page.challenge_requested.connect(self.play_challenge)
        self.campaign_page.back_requested.connect(self.return_home)
        self.game_page.status_message.connect(lambda text: self.statusBar().showMessage(text, 5000))

        self._build_menus()
        self._update_actions()

    # -- menus -------------------------------------------------------------------------------------
    def _action(
        self, menu: QMenu, text: str, slot: Any, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        self.new_action = self._action(
            file_menu, "&New Game\u2026", lambda: self.new_game(), QKeySequence.StandardKey.New
        )
        self.open_action = self._action(file_menu, "&Open\u2026", self.open_game, QKeySequence.StandardKey.Open)
        self.recent_menu = file_menu.addMenu("Recent &Files")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addSeparator()
        self.save_action = self._action(file_menu, "&Save", self.save_game, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(file_menu, "Save &As\u2026", self.save_game_as, "Ctrl+Shift+S")
        file_menu.addSeparator()
        self.home_action = self._action(file_menu, "Return to &Home", self.return_home, "Ctrl+H")
        self.quit_action = self._action(file_menu, "&Quit", self.close, QKeySequence.StandardKey.Quit)

        self.edit_menu = bar.addMenu("&Edit")
        self.undo_action = QAction("Undo", self)
        self.redo_action = QAction("Redo", self)
        self._install_undo_actions(self.undo_action, self.redo_action)

        view_menu = bar.addMenu("&View")
        self.zoom_in_action = self._action(
            view_menu, "Zoom &In", self.game_page.view.zoom_in, QKeySequence.StandardKey.ZoomIn
        )
        self.zoom_out_action = self._action(
            view_menu, "Zoom &Out", self.game_page.view.zoom_out, QKeySequence.StandardKey.ZoomOut
        )
        self.fit_action = self._action(view_menu, "&Fit to Window", self.game_page.view.fit_to_window, "Ctrl+0")
        view_menu.addSeparator()
        self.rules_action = self._action(view_menu, "&Rules Panel", self.game_page.set_rules_visible, "F1")
        self.rules_action.setCheckable(True)

        help_menu = bar.addMenu("&Help")
        self.help_rules_action = self._action(help_menu, "Rules of This Game", self._show_rules)
        help_menu.addSeparator()
        self._action(help_menu, "&About Hearthwood", self.about)

    def _install_undo_actions(self, undo: QAction, redo: QAction) -> None:
        """Swap the Edit menu's actions for the current controller's (each stack makes its own)."""
        for old in (self.undo_action, self.redo_action):
            self.edit_menu.removeAction(old)
            self.removeAction(old)
        undo.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Undo))
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for action in (undo, redo):
            self.edit_menu.addAction(action)
            self.addAction(action)  # shortcuts work even while the menu bar is covered
        if undo is not self.undo_action and self.controller is None:
            undo.setEnabled(False)
            redo.setEnabled(False)
        self.undo_action, self.redo_action = undo, redo

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = recent_files()
        for path in paths:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda checked=False, p=path: self.open_path(p))
        if not paths:
            empty = self.recent_menu.addAction("No recent games")
            empty.setEnabled(False)

    def _update_actions(self) -> None:
        in_game = self.controller is not None
        for action in (
            self.save_action,
            self.save_as_action,
            self.home_action,
            self.zoom_in_action,
            self.zoom_out_action,
            self.fit_action,
            self.rules_action,
            self.help_rules_action,
        ):
            action.setEnabled(in_game)
        if not in_game:
            self.undo_action.setEnabled(False)
            self.redo_action.setEnabled(False)
        self._update_title()

    def _update_title(self) -> None:
        controller = self.controller
        if controller is None:
            self.setWindowTitle("Hearthwood")
            self.setWindowModified(False)
            return
        name = self.current_path.stem if self.current_path else "Unsaved game"
        self.setWindowTitle(f"{name}[*] \u2014 {controller.game.info.title} \u2014 Hearthwood")
        self.setWindowModified(controller.is_dirty())

    # -- games -------------------------------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        games = playable_games()
        if not games or not self._may_replace_game():
            return
        dialog = NewGameDialog(games, game_id=game_id, ai_available=self._ai_player is not None, parent=self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.start_game(dialog.choice())

    def start_game(self, choice: NewGameChoice) -> None:
        session = Session.start(choice.game_id, choice.seats, choice.config, choice.seed)
        self._begin_new_session(session, None)

    def _begin_new_session(self, session: Session, run: ChallengeRun | None) -> None:
        self._install_session(session, None, run)
        if self._autosave:
            # The new game replaces the old one under Continue straight away.
            write_save(session, autosave_path())

    # -- campaign ----------------------------------------------------------------------------------
    def show_campaign(self, game_id: str) -> None:
        campaign = self.campaigns.get(game_id)
        if campaign is None:
            return
        self._close_game()
        self.campaign_page.show_campaign(campaign)
        self.pages.setCurrentWidget(self.campaign_page)

    def play_challenge(
        self, campaign_id: str, challenge_id: str, seed: int | None = None, human_name: str | None = None
    ) -> None:
        """Start a challenge as the campaign file sets it up (seats, levels, options, fixed seed)."""
        campaign = next((c for c in self.campaigns.values() if c.id == campaign_id), None)
        if campaign is None or not self._may_replace_game():
            return
        challenge = campaign.challenge(challenge_id)
        session = start_challenge(challenge, seed=seed, human_name=human_name or player_name())
        # saved with the game, so a challenge resumed after a restart still counts for the campaign
        session.labels.update(campaign=campaign.id, challenge=challenge.id)
        # Campaign seats name no colours; give them the table's usual ones so every seat is told apart.
        session.seats = [seat.model_copy(update={"colour": seat_colour(i)}) for i, seat in enumerate(session.seats)]
        self._begin_new_session(session, ChallengeRun(campaign, challenge))

    def _game_finished(self) -> None:
        run = self.challenge_run
        controller = self.controller
        if run is not None and controller is not None and run.outcome is None:
            run.outcome = self._record_challenge(run, controller.session)
            self.campaign_page.refresh()
        QTimer.singleShot(0, self._show_final_scores)

    @staticmethod
    def _record_challenge(run: ChallengeRun, session: Session) -> ChallengeOutcome:
        """Judge the finished game and add it to the progress file (never over a file that cannot be read)."""
        campaign, challenge = run.campaign, run.challenge
        result = evaluate_session(challenge, session)
        goal = goal_text(challenge)
        try:
            before = set(load_progress().unlocked(campaign))
            progress = record_result(campaign, challenge.id, result)
        except (ProgressError, OSError) as exc:
            log.warning("challenge result not recorded: %s", exc)
            return ChallengeOutcome(challenge.title, goal, result, recorded=False, problem=str(exc))
        opened = tuple(
            campaign.challenge(c).title for c in progress.unlocked(campaign) if c not in before and c != challenge.id
        )
        return ChallengeOutcome(challenge.title, goal, result, recorded=True, unlocked=opened)

    def continue_game(self) -> None:
        self.open_path(autosave_path(), remember=False)

    def open_game(self) -> None:
        if not self._may_replace_game():
            return
        name, _ = QFileDialog.getOpenFileName(self, "Open a saved game", str(saves_dir()), SAVE_FILTER)
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path, *, remember: bool = True) -> bool:
        """Load a save; a file that cannot be loaded is reported and changes nothing."""
        try:
            session = load_session(path)
        except SaveError as exc:
            log.warning("could not open %s: %s", path, exc)
            QMessageBox.warning(
                self,
                "This game can't be opened",
                f"{path.name} could not be opened:\n\n{exc}\n\nThe file has not been changed.",
            )
            return False
        if table_for(session.game.info.id) is None:
            QMessageBox.information(
                self,
                "Not playable yet",
                f"{session.game.info.title} is installed, but its table is not ready in this version.",
            )
            return False
        is_autosave = path.resolve() == autosave_path().resolve()
        run = self._challenge_runs.get(session_key(session)) or self._challenge_run_from_labels(session)
        self._install_session(session, None if is_autosave else path, run)
        if remember and not is_autosave:
            remember_recent(path)
        if session.is_over():
            QTimer.singleShot(0, self._show_final_scores)
        return True

    def save_game(self) -> bool:
        if self.controller is None:
            return False
        if self.current_path is None:
            return self.save_game_as()
        return self._write(self.current_path)

    def save_game_as(self) -> bool:
        controller = self.controller
        if controller is None:
            return False
        stem = f"{controller.game.info.id}-{datetime.now():%Y-%m-%d-%H%M}"
        suggested = self.current_path or saves_dir() / f"{stem}.json"
        name, _ = QFileDialog.getSaveFileName(self, "Save the game", str(suggested), SAVE_FILTER)
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        return self._write(path)

    def _write(self, path: Path) -> bool:
        controller = self.controller
        assert controller is not None
        try:
            write_save(controller.session, path)
        except OSError as exc:
            QMessageBox.warning(self, "The game was not saved", f"{path} could not be written:\n\n{exc}")
            return False
        self.current_path = path
        controller.mark_saved()
        remember_recent(path)
        self.statusBar().showMessage(f"Saved to {path.name}", 4000)
        self._update_title()
        return True

    def return_home(self) -> None:
        """Back to the home page; the game in progress stays under Continue (it is autosaved)."""
        self._close_game()
        self.statusBar().clearMessage()
        self.home.refresh()
        self.pages.setCurrentWidget(self.home)

    def _may_replace_game(self) -> bool:
        """Ask before a new game takes over the autosave of an unfinished game not saved to a file."""
        controller = self.controller
        if controller is None or not controller.is_dirty() or controller.session.is_over():
            return True
        answer = QMessageBox.question(
            self,
            "Save the current game?",
            "The game in progress has moves that are not saved to a file. Save it before going on?",
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save_game()
        return answer == QMessageBox.StandardButton.Discard

    def _challenge_run_from_labels(self, session: Session) -> ChallengeRun | None:
        """The challenge a loaded game was started for, as its save file recorded it."""
        campaign = next((c for c in self.campaigns.values() if c.id == session.labels.get("campaign")), None)
        if campaign is None:
            return None
        try:
            return ChallengeRun(campaign, campaign.challenge(session.labels.get("challenge", "")))
        except KeyError:
            return None  # a challenge this version's campaign no longer has: play on, record nothing

    def _install_session(self, session: Session, path: Path | None, run: ChallengeRun | None = None) -> None:
        self._close_game()
        factory = table_for(session.game.info.id)
        if factory is None:
            raise LookupError(f"no table is registered for {session.game.info.id}")
        controller = GameController(
            session, ai_player=self._ai_player, ai_pause_ms=self._ai_pause_ms, autosave=self._autosave, parent=self
        )
        self.controller = controller
        self.current_path = path
        self.challenge_run = run
        if run is not None:
            self._challenge_runs[session_key(session)] = run
        self._install_undo_actions(controller.create_undo_action(self), controller.create_redo_action(self))
        controller.undo_stack.cleanChanged.connect(self._update_title)
        controller.handover_changed.connect(self._handover_changed)
        controller.game_over.connect(self._game_finished)
        self.game_page.attach(controller, factory)
        self.pages.setCurrentWidget(self.game_page)
        self._handover_changed(controller.pending_handover)
        self._update_actions()
        controller.begin()

    def _close_game(self, *, wait_ms: int = 0) -> None:
        """Put the current game away. Its AI search is cancelled; only closing the window waits for it."""
        controller = self.controller
        if controller is None:
            return
        controller.shutdown(wait_ms)
        self.game_page.detach()
        self.privacy.dismiss()
        self.controller = None
        self.current_path = None
        self.challenge_run = None
        self._install_undo_actions(QAction("Undo", self), QAction("Redo", self))
        controller.deleteLater()
        self._update_actions()

    # -- hot-seat ----------------------------------------------------------------------------------
    def _handover_changed(self, seat: int | None) -> None:
        controller = self.controller
        if controller is None or seat is None:
            self.privacy.dismiss()
            return
        chosen = controller.session.seats[seat]
        self.privacy.show_for(chosen.name, chosen.colour)

    def _handover_accepted(self) -> None:
        if self.controller is not None:
            self.controller.accept_handover()

    # -- dialogs -----------------------------------------------------------------------------------
    def _show_final_scores(self) -> None:
        controller = self.controller
        if controller is None or not controller.session.is_over() or not self.auto_final_scores:
            return
        run = self.challenge_run
        dialog = ScoreSheetDialog(controller.session, self, outcome=run.outcome if run is not None else None)
        answer = dialog.exec()
        if answer == NEW_GAME:
            self.new_game(controller.game.info.id)
        elif answer == TRY_AGAIN and run is not None:
            self.play_challenge(run.campaign.id, run.challenge.id)
        elif answer == CAMPAIGN and run is not None:
            self.show_campaign(run.campaign.game_id)

    def _show_rules(self) -> None:
        self.rules_action.setChecked(True)
        self.game_page.set_rules_visible(True)

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About Hearthwood",
            f"<h2>Hearthwood {__version__}</h2>"
            "<p>Cozy board games for one table and one screen: play with friends passing the device, "
            "or on your own.</p><p>Every rule is enforced; games are saved after every move.</p>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        # Every move is already autosaved, so closing never loses play; Continue brings it back. Closing
        # the game also stops the computer's thinking and waits briefly for its thread.
        self._close_game(wait_ms=SHUTDOWN_WAIT_MS)
        event.accept()
