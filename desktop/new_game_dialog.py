"""Setting up a new game: which game, its options, who sits where, and the seed.

Everything is validated as it is typed and problems are listed under the form; the Start button stays
disabled until the engine itself accepts the configuration and player count.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QSize
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from hearthwood.engine.ai import levels_in_order, settings
from hearthwood.engine.core import Game, HearthwoodError, Seat, get_game
from hearthwood.engine.core.session import new_seed
from hearthwood.ui.theme import SEAT_COLOURS, colour_icon

from .config_form import ConfigForm

AI_LEVELS: tuple[str, ...] = tuple(level.value for level in levels_in_order())
MAX_SEED = 2**63 - 1


class NewGameChoice(NamedTuple):
    game_id: str
    config: dict[str, Any]
    seats: list[Seat]
    seed: int


class SeatRow:
    """The widgets for one seat: colour, name, human or computer, and the computer's level."""

    def __init__(self, index: int) -> None:
        self.colour = QComboBox()
        self.colour.setIconSize(QSize(16, 16))
        for name, value in SEAT_COLOURS:
            self.colour.addItem(colour_icon(value), name, value)
        self.colour.setCurrentIndex(index % len(SEAT_COLOURS))
        self.name = QLineEdit(f"Player {index + 1}")
        self.name.setMaxLength(40)
        self.name.setObjectName(f"seatName{index}")
        self.kind = QComboBox()
        self.kind.addItem("Human", "human")
        self.kind.addItem("Computer", "ai")
        self.level = QComboBox()
        self.level.setToolTip("How strong the computer plays: Easy makes friendly mistakes, Expert thinks longest.")
        for level in AI_LEVELS:
            self.level.addItem(settings(level).label, level)
        self.level.setCurrentIndex(1)
        # Only computer seats have a level; people's rows keep the column's width so the grid stays put.
        policy = self.level.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.level.setSizePolicy(policy)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        is_ai = self.kind.currentData() == "ai"
        self.level.setEnabled(is_ai)
        self.level.setVisible(is_ai)

    def widgets(self) -> list[QWidget]:
        return [self.colour, self.name, self.kind, self.level]

    def seat(self) -> Seat:
        is_ai = self.kind.currentData() == "ai"
        return Seat(
            name=self.name.text().strip(),
            colour=self.colour.currentData(),
            kind="ai" if is_ai else "human",
            level=self.level.currentData() if is_ai else None,
        )


class NewGameDialog(QDialog):
    def __init__(
        self,
        games: list[Game[Any, Any]],
        *,
        game_id: str | None = None,
        ai_available: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if not games:
            raise ValueError("a new game needs at least one playable game")
        self.setWindowTitle("New game")
        self.setMinimumWidth(620)
        self._games = games
        self._ai_available = ai_available
        self._rows: list[SeatRow] = []
        self.options: ConfigForm | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(12)
        heading = QLabel("Set up a new game")
        heading.setObjectName("sectionTitle")
        layout.addWidget(heading)

        self.game_box = QComboBox()
        for game in games:
            self.game_box.addItem(game.info.title, game.info.id)
        self.summary = QLabel()
        self.summary.setObjectName("muted")
        self.summary.setWordWrap(True)
        game_row = QHBoxLayout()
        game_row.addWidget(QLabel("Game"))
        game_row.addWidget(self.game_box, 1)
        layout.addLayout(game_row)
        layout.addWidget(self.summary)

        self.options_group = QGroupBox("Options")
        self.options_layout = QVBoxLayout(self.options_group)
        layout.addWidget(self.options_group)

        self.players_group = QGroupBox("Players")
        players_layout = QVBoxLayout(self.players_group)
        count_row = QHBoxLayout()
        count_row.addWidget(QLabel("Number of players"))
        self.count = QSpinBox()
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        players_layout.addLayout(count_row)
        self.seat_grid = QGridLayout()
        self.seat_grid.setHorizontalSpacing(10)
        self.seat_grid.setVerticalSpacing(6)
        self.seat_grid.setColumnStretch(1, 1)
        players_layout.addLayout(self.seat_grid)
        self.ai_note = QLabel(
            "Computer players are not available in this version yet: seats set to Computer are played "
            "from this screen like everyone else."
        )
        self.ai_note.setObjectName("notice")
        self.ai_note.setWordWrap(True)
        players_layout.addWidget(self.ai_note)
        layout.addWidget(self.players_group)

        seed_row = QHBoxLayout()
        seed_label = QLabel("Seed")
        seed_label.setToolTip("The same seed, players and moves always give the same game.")
        self.seed = QLineEdit(str(new_seed()))
        self.seed.setValidator(QRegularExpressionValidator(r"\d{0,19}"))
        self.seed.setToolTip(seed_label.toolTip())
        shuffle = QPushButton("New seed")
        shuffle.clicked.connect(lambda: self.seed.setText(str(new_seed())))
        seed_row.addWidget(seed_label)
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(shuffle)
        layout.addLayout(seed_row)

        self.errors = QLabel()
        self.errors.setObjectName("inlineError")
        self.errors.setWordWrap(True)
        self.errors.hide()
        layout.addWidget(self.errors)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        self.start = QPushButton("Start game")
        self.start.setProperty("primary", True)
        self.start.setDefault(True)
        self.start.clicked.connect(self.accept)
        buttons.addWidget(cancel)
        buttons.addWidget(self.start)
        layout.addLayout(buttons)

        self.count.valueChanged.connect(self._set_seat_count)
        self.seed.textChanged.connect(self.validate)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        if game_id is not None:
            index = self.game_box.findData(game_id)
            self.game_box.setCurrentIndex(max(0, index))
        self._game_changed()

    # -- building ----------------------------------------------------------------------------------
    @property
    def game(self) -> Game[Any, Any]:
        return get_game(self.game_box.currentData())

    @property
    def seat_rows(self) -> list[SeatRow]:
        return list(self._rows)

    def _game_changed(self) -> None:
        game = self.game
        self.summary.setText(game.info.summary)
        if self.options is not None:
            self.options.setParent(None)
            self.options.deleteLater()
        self.options = ConfigForm(game.config_type)
        self.options.changed.connect(self.validate)
        self.options_layout.addWidget(self.options)
        counts = game.info.players
        self.count.blockSignals(True)
        self.count.setRange(counts.minimum, counts.maximum)
        self.count.setValue(max(counts.minimum, min(counts.maximum, len(self._rows) or min(2, counts.maximum))))
        self.count.blockSignals(False)
        self._set_seat_count(self.count.value())

    def _set_seat_count(self, count: int) -> None:
        while len(self._rows) < count:
            row = SeatRow(len(self._rows))
            for column, widget in enumerate(row.widgets()):
                self.seat_grid.addWidget(widget, len(self._rows), column)
            row.name.textChanged.connect(self.validate)
            row.colour.currentIndexChanged.connect(self.validate)
            row.kind.currentIndexChanged.connect(self.validate)
            self._rows.append(row)
        while len(self._rows) > count:
            for widget in self._rows.pop().widgets():
                self.seat_grid.removeWidget(widget)
                widget.deleteLater()
        if self.options is not None:
            self.options.set_player_count(count)
        self.validate()

    # -- validation --------------------------------------------------------------------------------
    def problems(self) -> list[str]:
        problems: list[str] = []
        names = [row.name.text().strip() for row in self._rows]
        for index, row in enumerate(self._rows):
            row.name.setProperty("invalid", not names[index])
            row.name.style().polish(row.name)
        if not all(names):
            problems.append("Every player needs a name.")
        lowered = [name.lower() for name in names if name]
        if len(set(lowered)) != len(lowered):
            problems.append("Two players have the same name; give each a different one.")
        if self._rows and all(row.kind.currentData() == "ai" for row in self._rows):
            problems.append("At least one player must be a person: set a seat to Human.")
        colours = [row.colour.currentData() for row in self._rows]
        if len(set(colours)) != len(colours):
            problems.append("Two players share a colour; pick a different colour for each.")
        seed_text = self.seed.text()
        if not seed_text:
            problems.append("The seed must be a whole number (press New seed for a fresh one).")
        elif int(seed_text) > MAX_SEED:
            problems.append(f"The seed must be at most {MAX_SEED}.")
        game = self.game
        try:
            config = game.make_config(self.options.values() if self.options else {})
            game.check_player_count(config, len(self._rows))
        except HearthwoodError as exc:
            problems.append(str(exc)[:1].upper() + str(exc)[1:])
        return problems

    def validate(self) -> bool:
        self.ai_note.setVisible(not self._ai_available and any(r.kind.currentData() == "ai" for r in self._rows))
        problems = self.problems()
        self.errors.setText("\n".join(problems))
        self.errors.setVisible(bool(problems))
        self.start.setEnabled(not problems)
        return not problems

    def accept(self) -> None:
        if self.validate():
            super().accept()

    def choice(self) -> NewGameChoice:
        """What the player set up; only meaningful after the dialog was accepted."""
        return NewGameChoice(
            game_id=self.game.info.id,
            config=self.options.values() if self.options else {},
            seats=[row.seat() for row in self._rows],
            seed=int(self.seed.text()),
        )


__all__ = ["AI_LEVELS", "NewGameChoice", "NewGameDialog"]
