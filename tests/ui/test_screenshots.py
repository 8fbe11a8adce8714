"""The screenshot script renders every screen without a display (kept small: the kit's quick game and Tiny
Towns; the other games' tables have their own tests, and `make screenshots` renders them all)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from hearthwood.desktop.screenshots import render_all


def test_screenshots_render_home_dialog_and_game_screens(qtbot: QtBot, tmp_path: Path) -> None:
    written = render_all(tmp_path, only=["high-card", "tiny-towns"])
    names = {path.name for path in written}
    assert {"home.png", "new-game.png", "high-card-game.png", "high-card-scores.png"} <= names
    # Tiny Towns has a campaign: its page, a challenge with the computer thinking, and the challenge's result.
    assert {"tiny-towns-campaign.png", "tiny-towns-vs-ai.png", "tiny-towns-challenge-scores.png"} <= names
    for path in written:
        image = QImage(str(path))
        assert not image.isNull() and image.width() >= 600
