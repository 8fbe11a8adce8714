"""Text on small cards: it shrinks to a floor, then is cut with an ellipsis, and never runs under a badge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QFontMetricsF, QTextLayout
from PySide6.QtWidgets import QApplication

from hearthwood.engine.games.creature_comforts.content import Improvement, load_content
from hearthwood.ui.text_fit import ELLIPSIS, elided, fitted_font, wrapped_to_fit
from hearthwood.ui.theme import heading_font

WIDTH, HEIGHT = 44.0, 40.0
NOTCH = QSizeF(14.0, 14.0)


def lines(layout: QTextLayout) -> list[tuple[float, float, float]]:
    """Each line's top, bottom and the width its text takes."""
    found = []
    for index in range(layout.lineCount()):
        line = layout.lineAt(index)
        found.append((line.y(), line.y() + line.height(), line.naturalTextWidth()))
    return found


def test_a_short_rule_is_shown_whole_at_the_starting_size(qapp: QApplication) -> None:
    layout = wrapped_to_fit("A simple warming soup.", WIDTH, HEIGHT, start=5.5, smallest=5.0)
    assert layout.text() == "A simple warming soup."
    assert layout.font().pointSizeF() == 5.5


def test_a_longer_rule_shrinks_before_it_is_cut(qapp: QApplication) -> None:
    text = "Take a Wheelbarrow token to send along with a worker to the Valley or the River for one more Good."
    roomy = wrapped_to_fit(text, 60.0, 60.0, start=7.0, smallest=4.0)
    assert roomy.text() == text
    assert 4.0 <= roomy.font().pointSizeF() < 7.0, "the text had to shrink to fit"
    assert lines(roomy)[-1][1] <= 60.0


def test_a_rule_too_long_for_the_floor_ends_in_whole_words_and_an_ellipsis(qapp: QApplication) -> None:
    text = " ".join(["Whoever sends a Family die here takes two Mushrooms and the owner picks one"] * 4)
    layout = wrapped_to_fit(text, WIDTH, HEIGHT, start=6.0, smallest=5.0)
    shown = layout.text()
    assert shown.endswith(ELLIPSIS)
    assert text.startswith(shown.removesuffix(ELLIPSIS)), "the shown words are the rule's first words"
    assert text[len(shown) - 1] == " ", "cut between words, not inside one"
    assert layout.font().pointSizeF() == 5.0
    assert lines(layout)[-1][1] <= HEIGHT, "nothing is laid out below the box"


@pytest.mark.parametrize("card", load_content().improvements, ids=lambda c: c.id)
def test_no_line_runs_under_the_corner_badge(qapp: QApplication, card: Improvement) -> None:
    layout = wrapped_to_fit(card.text, WIDTH, HEIGHT, start=5.5, smallest=5.0, notch=NOTCH)
    for top, bottom, width in lines(layout):
        assert bottom <= HEIGHT
        if bottom > HEIGHT - NOTCH.height():
            assert width <= WIDTH - NOTCH.width(), f"a line of {card.name} runs under the badge"


def test_a_long_name_shrinks_to_the_floor_and_then_keeps_its_start(qapp: QApplication) -> None:
    name = "Wood Gatherer"
    font = fitted_font(name, 20.0, start=8.0, smallest=4.5, heading=True)
    assert font.pointSizeF() == 4.5
    shown = elided(name, font, 20.0)
    assert shown.endswith(ELLIPSIS) and shown.startswith("W"), "cut at its end, not at both sides"
    assert QFontMetricsF(font).horizontalAdvance(shown) <= 20.0


def test_a_name_that_fits_keeps_its_size(qapp: QApplication) -> None:
    font = fitted_font("Nun", 60.0, start=8.0, smallest=4.5, heading=True)
    assert font.pointSizeF() == 8.0
    assert font.family() == heading_font(8.0).family()
    assert elided("Nun", font, 60.0) == "Nun"
