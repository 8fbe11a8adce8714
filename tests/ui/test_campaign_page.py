"""The campaign page: chapters and locks, starting a challenge, recording its stars, and a damaged file."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from hearthwood.desktop.campaign_page import best_text, goal_text
from hearthwood.desktop.main_window import MainWindow, player_name
from hearthwood.desktop.score_dialog import ScoreSheetDialog
from hearthwood.desktop.screenshots import _tiny_towns_demo
from hearthwood.engine.ai import choose_action
from hearthwood.engine.campaign import (
    ChallengeRecord,
    ChallengeResult,
    Progress,
    campaign_for_game,
    load_progress,
    progress_path,
    save_progress,
)
from hearthwood.engine.games.tiny_towns.state import TinyTownsConfig
from hearthwood.ui.ai_worker import EngineAi
from tests.narrow import narrow, not_none

FIRST_CHAPTER = ("tt-apprentice", "tt-carpenter", "tt-engineer", "tt-town-planner", "tt-master-architect")


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    main = MainWindow(ai_player=EngineAi(iterations=1), ai_pause_ms=0)
    main.auto_final_scores = False
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


def open_campaign(window: MainWindow) -> None:
    not_none(window.home.findChild(QPushButton, "campaign_tiny-towns")).click()
    assert window.pages.currentWidget() is window.campaign_page


def play_to_the_end(qtbot: QtBot, window: MainWindow, seed: int, *, strong: bool = False) -> None:
    """The person plays a tidy builder's moves (or, ``strong``, the Medium AI's from their own view, which
    beats the Easy opponent); the computer seats play themselves."""
    controller = not_none(window.controller)
    chooser = random.Random(seed)
    move = 0
    while True:
        qtbot.waitUntil(lambda: not controller.is_thinking(), timeout=10_000)
        if controller.session.is_over():
            break
        session = controller.session
        if strong:
            person = not_none(session.decision()).player
            action = choose_action(session.game, session.view(person), person, "medium", seed + move, iterations=60)
        else:
            action = _tiny_towns_demo(session, chooser)
        assert controller.try_apply(action) is None
        move += 1
    QApplication.processEvents()


def test_the_campaign_lists_the_chapters_and_opens_only_the_first_challenge(window: MainWindow) -> None:
    open_campaign(window)
    page = window.campaign_page
    campaign = window.campaigns["tiny-towns"]
    assert [card.challenge_id for card in page.cards] == [c.id for c in campaign.challenges()]
    assert page.unlocked_ids() == ["tt-apprentice"]
    assert page.card("tt-apprentice").goal.text().startswith("<b>Goal:</b> Earn the title Builder's Apprentice")
    assert goal_text(campaign.challenge("tt-master-architect")) == "Score 38 or more"
    assert goal_text(campaign.challenge("tt-vs-hard")) == "Beat Thistle (Hard)"
    assert goal_text(campaign.challenge("tt-vs-two-hard")) == "Beat Fern and Sorrel (Hard)"
    assert "Builder's Apprentice" in page.card("tt-carpenter").status.text()  # what opens it
    assert page.card("tt-apprentice").stars.earned == 0
    assert "0 / 33" in page.total.text()
    chapters = {label.text() for label in page.findChildren(type(page.heading)) if label.objectName() == "sectionTitle"}
    assert {"A Clearing in the Woods", "Neighbours"} <= chapters

    page.card("tt-apprentice").button.click()
    assert window.pages.currentWidget() is window.game_page
    assert window.challenge_run is not None and window.challenge_run.challenge.id == "tt-apprentice"
    # Campaign files call the person "You"; the log reads better with a name ("Ada names wood").
    assert window.controller is not None
    assert window.controller.session.names == [player_name()] != ["You"]
    assert narrow(window.controller.session.config, TinyTownsConfig).building_set == "first_game"


def test_a_duel_challenges_best_result_counts_points_as_players_read_them() -> None:
    duel = not_none(campaign_for_game("tiny-towns")).challenge("tt-vs-hard")
    lines = [best_text(duel, ChallengeRecord(stars=0, best_score=9, best_margin=m, attempts=1)) for m in (-1, -3, 0, 2)]
    assert lines == [
        "Best: 1 point short \u00b7 1 attempt",
        "Best: 3 points short \u00b7 1 attempt",
        "Best: a tie on points \u00b7 1 attempt",
        "Best: won by 2 \u00b7 1 attempt",
    ]
    solo = not_none(campaign_for_game("tiny-towns")).challenge("tt-apprentice")
    assert best_text(solo, ChallengeRecord(stars=0, best_score=1, attempts=2)) == "Best: 1 point \u00b7 2 attempts"


def test_finishing_a_challenge_records_its_stars_and_unlocks_the_next(window: MainWindow, qtbot: QtBot) -> None:
    campaign = window.campaigns["tiny-towns"]
    progress = Progress()
    for challenge_id in FIRST_CHAPTER:
        progress = progress.with_result(campaign, challenge_id, ChallengeResult(1, 30, None, "Carpenter", True))
    save_progress(progress)
    open_campaign(window)
    assert window.campaign_page.unlocked_ids()[-1] == "tt-vs-easy"

    window.play_challenge(campaign.id, "tt-vs-easy", seed=1)
    controller = not_none(window.controller)
    assert [seat.kind for seat in controller.session.seats] == ["human", "ai"]
    play_to_the_end(qtbot, window, seed=1, strong=True)

    outcome = not_none(window.challenge_run).outcome
    assert outcome is not None and outcome.recorded and outcome.result.stars >= 1
    stored = load_progress()
    assert stored.stars(campaign.id, "tt-vs-easy") == outcome.result.stars
    assert stored.is_unlocked(campaign, "tt-vs-medium")
    assert outcome.unlocked == ("The Miller's Daughter",)
    stars = outcome.result.stars
    assert outcome.summary() == (
        f"{stars} star{'s' if stars > 1 else ''} \u2014 next challenge unlocked: The Miller's Daughter!"
    )

    dialog = ScoreSheetDialog(controller.session, window, outcome=outcome)
    assert dialog.challenge is not None and dialog.challenge.stars.earned == stars
    assert "The Miller's Daughter" in dialog.challenge.summary.text()
    dialog.close()

    page = window.campaign_page  # refreshed as soon as the result was recorded
    assert "tt-vs-medium" in page.unlocked_ids()
    assert page.card("tt-vs-easy").stars.earned == stars
    assert page.card("tt-vs-easy").status.text() == best_text(
        campaign.challenge("tt-vs-easy"), stored.record(campaign.id, "tt-vs-easy")
    )


def test_a_damaged_progress_file_is_shown_and_never_overwritten(window: MainWindow, qtbot: QtBot) -> None:
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    damaged = b'{"format": "hearthwood-campaign-progress", "version": 1, "campaigns": {"tiny-towns": 7'
    path.write_bytes(damaged)
    open_campaign(window)
    page = window.campaign_page
    assert page.error.isVisible() and "could not be read" in page.error.text()
    assert "not recorded" in page.error.text() and not page.recording_enabled
    assert page.unlocked_ids() == ["tt-apprentice"]  # playable, from the beginning

    window.play_challenge(window.campaigns["tiny-towns"].id, "tt-apprentice", seed=2)
    play_to_the_end(qtbot, window, seed=2)
    outcome = not_none(window.challenge_run).outcome
    assert outcome is not None and not outcome.recorded
    assert "not recorded" in outcome.summary()
    assert path.read_bytes() == damaged  # byte for byte
    window.return_home()
    open_campaign(window)
    assert page.error.isVisible()


def test_a_challenge_continued_after_a_restart_still_counts(qtbot: QtBot) -> None:
    first = MainWindow(ai_player=EngineAi(iterations=1), ai_pause_ms=0)
    first.auto_final_scores = False
    qtbot.addWidget(first)
    first.show()
    first.play_challenge("tiny-towns", "tt-apprentice", seed=2)
    controller = not_none(first.controller)
    assert controller.session.labels == {"campaign": "tiny-towns", "challenge": "tt-apprentice"}
    controller.try_apply(controller.session.legal_actions()[0])
    first.close()  # the app quits mid-challenge; the autosave keeps the game

    again = MainWindow(ai_player=EngineAi(iterations=1), ai_pause_ms=0)
    again.auto_final_scores = False
    qtbot.addWidget(again)
    again.show()
    again.home.continue_button.click()
    assert again.challenge_run is not None and again.challenge_run.challenge.id == "tt-apprentice"
    play_to_the_end(qtbot, again, seed=2)
    assert again.challenge_run.outcome is not None and again.challenge_run.outcome.recorded
    again.close()


def test_every_game_has_a_campaign_and_switching_shows_only_the_new_one(window: MainWindow) -> None:
    from hearthwood.desktop.campaign_page import ChallengeCard

    assert {"tiny-towns", "creature-comforts", "snowcrest"} <= set(window.campaigns)
    page = window.campaign_page
    for game_id in ("creature-comforts", "snowcrest", "tiny-towns"):
        window.return_home()
        not_none(window.home.findChild(QPushButton, f"campaign_{game_id}")).click()
        QApplication.processEvents()  # no return to the event loop: earlier cards are not deleted yet
        wanted = {c.id for c in window.campaigns[game_id].challenges()}
        showing = {card.challenge_id for card in page.findChildren(ChallengeCard) if card.isVisible()}
        assert showing == wanted
