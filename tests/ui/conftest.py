"""Fixtures for the UI tests: the toy game's test table, a main window, and quick game set-ups."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

import pytest
from pytestqt.qtbot import QtBot

from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.new_game_dialog import NewGameChoice
from hearthwood.engine.core import Seat
from hearthwood.ui.theme import seat_colour
from tests.ui import high_card_table  # noqa: F401  (registers the test table for "high-card")

SEED = 7


def seats(*names: str, kinds: tuple[Literal["human", "ai"], ...] = ()) -> list[Seat]:
    return [
        Seat(name=name, colour=seat_colour(i), kind=kinds[i] if i < len(kinds) else "human")
        for i, name in enumerate(names)
    ]


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    main = MainWindow()
    main.auto_final_scores = False
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


def start(window: MainWindow, *names: str, rounds: int = 2, seed: int = SEED) -> None:
    window.start_game(NewGameChoice("high-card", {"rounds": rounds}, seats(*names), seed))
