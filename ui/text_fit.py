"""Fitting text into the small boxes of cards and tiles: shrink it to a readable floor, and past that cut it
with an ellipsis, so a long name or rule never spills over a card's edge or stops mid-word at its bottom.
Items that show cut text carry the whole text in their tooltip."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption

from hearthwood.ui.theme import body_font, heading_font

ELLIPSIS = "\u2026"


def fitted_font(
    text: str, width: float, *, start: float, smallest: float, bold: bool = False, heading: bool = False
) -> QFont:
    """The largest size from ``start`` down to ``smallest`` (in half points) at which ``text`` fits ``width``
    on one line; past ``smallest`` it will not fit, so draw it ``elided``."""
    make = heading_font if heading else body_font
    size = start
    font = make(size, bold=bold)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 0.5
        font = make(size, bold=bold)
    return font


def fitted_line(
    text: str, width: float, *, start: float, smallest: float, bold: bool = False, heading: bool = False
) -> tuple[QFont, str]:
    """One line of ``text`` in ``width``: the ``fitted_font`` and the text ``elided`` at it, to draw together."""
    font = fitted_font(text, width, start=start, smallest=smallest, bold=bold, heading=heading)
    return font, elided(text, font, width)


def elided(text: str, font: QFont, width: float) -> str:
    """``text`` cut to ``width`` with an ellipsis at its end: a centred name too long for its box would
    otherwise lose letters at both ends."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def wrapped_to_fit(
    text: str, width: float, height: float, *, start: float, smallest: float, notch: QSizeF | None = None
) -> QTextLayout:
    """Body text laid out in ``width`` x ``height``, lines that reach the bottom ``notch`` (a badge in the
    box's bottom-right corner) kept short of it: at the largest size down to ``smallest`` at which all of it
    fits, and if none does, the most whole words that fit at ``smallest`` followed by an ellipsis. Draw it with
    ``layout.draw(painter, box.topLeft())``; it takes the painter's pen."""
    notch = notch or QSizeF()
    size = start
    layout, fits = _laid_out(text, body_font(size), width, height, notch)
    while not fits and size > smallest:
        size -= 0.5
        layout, fits = _laid_out(text, body_font(size), width, height, notch)
    if fits:
        return layout
    font = body_font(size)
    words = text.split()
    enough, too_many = 0, len(words)
    while too_many - enough > 1:  # the most words that fit, found by halving: a rule has up to ~60 words
        middle = (enough + too_many) // 2
        if _laid_out(_cut(words, middle), font, width, height, notch)[1]:
            enough = middle
        else:
            too_many = middle
    return _laid_out(_cut(words, enough), font, width, height, notch)[0]


def _laid_out(text: str, font: QFont, width: float, height: float, notch: QSizeF) -> tuple[QTextLayout, bool]:
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    notch_top = height - notch.height()
    y = 0.0
    overflows = False
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        if y + line.height() > notch_top:
            line.setLineWidth(width - notch.width())
        # a word longer than its line is not broken but sticks out, so it counts as not fitting
        overflows = overflows or line.naturalTextWidth() > line.width() + 0.01
        line.setPosition(QPointF(0, y))
        y += line.height()
    layout.endLayout()
    return layout, y <= height and not overflows


def _cut(words: list[str], count: int) -> str:
    return " ".join(words[:count]).rstrip(",;:.") + ELLIPSIS
