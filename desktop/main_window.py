"""The main window."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow

from hearthwood.engine.core import registered_games
from hearthwood.engine.games import load_all


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        load_all()
        self.setWindowTitle("Hearthwood")
        self.resize(1280, 800)
        titles = ", ".join(game.info.title for game in registered_games()) or "no games installed yet"
        self.setCentralWidget(QLabel(f"Hearthwood - {titles}"))
