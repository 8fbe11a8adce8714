"""The new-game dialog: options generated from the config model, seats, seed and inline validation."""

from __future__ import annotations

from enum import Enum
from typing import Literal

from pydantic import Field
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from hearthwood.desktop.config_form import ConfigForm
from hearthwood.desktop.new_game_dialog import NewGameChoice, NewGameDialog
from hearthwood.engine.core import GameConfig, get_game
from tests.narrow import narrow, not_none


class Season(Enum):
    SPRING = "spring"
    WINTER = "winter"


class RichConfig(GameConfig):
    solo_titles: bool = Field(default=True, description="Award a title for your solo score")
    board: Literal["town", "village"] = Field(default="village", title="Board side", description="Which side")
    season: Season = Season.WINTER
    rounds: int = Field(default=4, ge=2, le=9, description="Rounds to play")
    untyped: list[int] = Field(default_factory=list)


def test_options_are_generated_from_the_config_model(qtbot: QtBot) -> None:
    form = ConfigForm(RichConfig)
    qtbot.addWidget(form)
    editors = form.editors
    assert set(editors) == {"solo_titles", "board", "season", "rounds"}  # a list has no sensible editor
    assert isinstance(editors["solo_titles"].widget, QCheckBox)
    assert editors["solo_titles"].label == "Award a title for your solo score"
    assert editors["board"].label == "Board side"  # the title wins over the description
    assert editors["board"].widget.toolTip() == "Which side"
    board = editors["board"].widget
    assert isinstance(board, QComboBox) and board.count() == 2 and board.currentData() == "village"
    assert isinstance(editors["season"].widget, QComboBox)
    rounds = editors["rounds"].widget
    assert isinstance(rounds, QSpinBox) and (rounds.minimum(), rounds.maximum(), rounds.value()) == (2, 9, 4)
    assert editors["rounds"].label == "Rounds to play"
    rounds.setValue(7)
    editors["season"].widget.setCurrentIndex(0)
    values = form.values()
    assert values == {"solo_titles": True, "board": "village", "season": "spring", "rounds": 7}
    assert RichConfig.model_validate(values).season is Season.SPRING


def test_dialog_builds_seats_and_returns_the_choice(qtbot: QtBot) -> None:
    dialog = NewGameDialog([get_game("high-card")])
    qtbot.addWidget(dialog)
    assert (dialog.count.minimum(), dialog.count.maximum()) == (1, 4)
    dialog.count.setValue(3)
    assert len(dialog.seat_rows) == 3
    rows = dialog.seat_rows
    for row, name in zip(rows, ("Ada", "Bo", "Cy"), strict=True):
        row.name.setText(name)
    rows[2].kind.setCurrentIndex(1)
    assert rows[2].level.isEnabled() and not rows[0].level.isEnabled()
    rows[2].level.setCurrentIndex(3)
    assert not dialog.ai_note.isHidden()  # no AI installed: the dialog says AI seats are played by hand
    narrow(not_none(dialog.options).editors["rounds"].widget, QSpinBox).setValue(5)
    dialog.seed.setText("12345")
    assert dialog.start.isEnabled()
    dialog.start.click()
    choice = dialog.choice()
    assert isinstance(choice, NewGameChoice)
    game_id, config, seats, seed = choice
    assert (game_id, config, seed) == ("high-card", {"rounds": 5}, 12345)
    assert [s.name for s in seats] == ["Ada", "Bo", "Cy"]
    assert [s.kind for s in seats] == ["human", "human", "ai"] and seats[2].level == "expert"
    assert len({s.colour for s in seats}) == 3


def test_validation_errors_are_shown_inline(qtbot: QtBot) -> None:
    dialog = NewGameDialog([get_game("high-card")])
    qtbot.addWidget(dialog)
    dialog.show()
    rows = dialog.seat_rows
    rows[0].name.setText("")
    assert not dialog.start.isEnabled()
    assert "Every player needs a name." in dialog.errors.text() and dialog.errors.isVisible()
    rows[0].name.setText("bo")
    rows[1].name.setText("Bo")
    assert "same name" in dialog.errors.text()
    rows[1].name.setText("Cy")
    rows[1].colour.setCurrentIndex(rows[0].colour.currentIndex())
    assert "share a colour" in dialog.errors.text()
    rows[1].colour.setCurrentIndex((rows[0].colour.currentIndex() + 1) % rows[1].colour.count())
    dialog.seed.setText("")
    assert "seed" in dialog.errors.text()
    dialog.seed.setText("42")
    assert dialog.start.isEnabled() and not dialog.errors.isVisible()


def test_tiny_towns_with_a_computer_seat_needs_at_least_one_person(qtbot: QtBot) -> None:
    dialog = NewGameDialog([get_game("high-card"), get_game("tiny-towns")], game_id="tiny-towns", ai_available=True)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = dialog.seat_rows
    rows[1].kind.setCurrentIndex(1)
    rows[1].level.setCurrentIndex(rows[1].level.findData("hard"))
    assert rows[1].level.currentText() == "Hard"
    assert dialog.ai_note.isHidden() and dialog.start.isEnabled()
    rows[0].kind.setCurrentIndex(1)
    assert not dialog.start.isEnabled() and "At least one player must be a person" in dialog.errors.text()
    rows[0].kind.setCurrentIndex(0)
    assert dialog.start.isEnabled()
    dialog.start.click()
    choice = dialog.choice()
    assert choice.game_id == "tiny-towns"
    assert [(s.kind, s.level) for s in choice.seats] == [("human", None), ("ai", "hard")]


def test_a_solo_only_option_shows_only_for_one_player(qtbot: QtBot) -> None:
    import hearthwood.engine.games.snowcrest  # noqa: F401  (registers the game)

    dialog = NewGameDialog([get_game("snowcrest")])
    qtbot.addWidget(dialog)
    dialog.show()
    level = narrow(not_none(dialog.options).editors["solo_level"].widget, QSpinBox)
    dialog.count.setValue(2)
    assert not level.isVisible()
    level.setValue(7)  # set while hidden: a 2-player game still gets the default
    assert not_none(dialog.options).values()["solo_level"] == 1
    dialog.count.setValue(1)
    assert level.isVisible()
    assert not_none(dialog.options).values()["solo_level"] == 7
