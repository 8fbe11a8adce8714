"""Whatever a restless player does to a table, nothing raises.

A seeded stream of clicks on pieces and on empty felt, drags between any two pieces, double and right clicks,
keys, undo, redo, window resizes and a save and reload runs over each game's table, with a legal move played
now and then so the stream reaches the later phases of a game (worker placement, payments, building). Every
exception that escapes a handler would reach the crash dialog in the app; here pytest-qt collects it.
Hand-written table tests only press what their author thought of. The drags go mostly from a piece a player
may pick up to a place it may be dropped, legal or not: with Creature Comforts' check for a die or worker dropped on
its own home removed, every seed tried fails here on the KeyError that check was added for.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.new_game_dialog import NewGameChoice
from tests.ui.conftest import seats
from tests.ui.mouse import move_to, settle

STEPS = 400
# The share of steps that play a random legal move through the controller instead of poking the table.
LEGAL_MOVE_SHARE = 0.4


def centre(window: MainWindow, item: QGraphicsItem) -> QPoint:
    return window.game_page.view.mapFromScene(item.mapToScene(item.boundingRect().center()))


def anywhere(rng: random.Random, window: MainWindow) -> QPoint:
    viewport = window.game_page.view.viewport()
    return QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))


def poke(rng: random.Random, window: MainWindow, save_to: Path) -> None:
    """One random thing a person might do to the table."""
    viewport = window.game_page.view.viewport()
    # Listing items never asks for an item's parent (which would hand a top-level item to Python).
    items = [item for item in window.game_page.view.scene().items() if item.isVisible()]
    roll = rng.random()
    if roll < 0.35:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=centre(window, rng.choice(items)))
    elif roll < 0.5:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=anywhere(rng, window))
    elif roll < 0.72:
        helper = getattr(window.game_page.table, "helper", None)
        sources, targets = (helper.source_items(), helper.target_items()) if helper is not None else ([], [])
        # Mostly a piece onto a place (legal there or not), where the table must turn a drop into a move or a
        # refusal; sometimes anything onto anything.
        if sources and targets and rng.random() < 0.7:
            start, end = centre(window, rng.choice(sources)), centre(window, rng.choice(targets))
        else:
            start, end = centre(window, rng.choice(items)), centre(window, rng.choice(items))
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        move_to(window, start + QPoint(12, 12))
        move_to(window, (start + end) / 2)
        move_to(window, end)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    elif roll < 0.77:
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=anywhere(rng, window))
    elif roll < 0.8:
        QTest.mouseClick(viewport, Qt.MouseButton.RightButton, pos=anywhere(rng, window))
    elif roll < 0.86:
        assert window.controller is not None
        window.controller.undo()
    elif roll < 0.9:
        assert window.controller is not None
        window.controller.redo()
    elif roll < 0.95:
        keys = [Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Tab, Qt.Key.Key_1]
        QTest.keyClick(viewport, rng.choice(keys))
    elif roll < 0.98:
        window.resize(rng.randrange(800, 1600), rng.randrange(600, 1000))
    else:
        assert window._write(save_to)
        assert window.open_path(save_to, remember=False)


@pytest.mark.parametrize(
    ("game_id", "players", "seed"), [("tiny-towns", 2, 3), ("creature-comforts", 3, 5), ("snowcrest", 2, 11)]
)
def test_random_input_never_raises(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, game_id: str, players: int, seed: int
) -> None:
    rng = random.Random(seed)
    window.resize(1280, 800)
    names = ["Ada", "Bo", "Cy", "Di"][:players]
    window.start_game(NewGameChoice(game_id, {}, seats(*names), seed))
    settle()
    played = 0
    with qtbot.capture_exceptions() as raised:
        for _ in range(STEPS):
            controller = window.controller
            assert controller is not None
            if controller.session.is_over():
                break
            if window.privacy.isVisible():
                window.privacy.continue_button.click()
            elif rng.random() < LEGAL_MOVE_SHARE:
                assert controller.try_apply(rng.choice(controller.session.legal_actions())) is None
                played += 1
            else:
                poke(rng, window, tmp_path / "poked.json")
            settle()
            assert not raised, raised[0]
    assert not raised
    # the stream played a whole game or went well past its opening (random moves fill a Tiny Towns duel's
    # towns within 30 to 80 of them)
    assert window.controller is not None
    assert window.controller.session.is_over() or played >= 60
    assert window.game_page.table is not None
