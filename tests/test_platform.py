"""Facts about this machine's Qt that bite: the PySide6 pin and the presence of fonts."""

from __future__ import annotations

import subprocess
import sys
from typing import TYPE_CHECKING

import PySide6

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

# PySide6 6.12.0 on CPython 3.11 drops a reference to None on each call returning nothing and aborts with
# "Fatal Python error: none_dealloc" after a few thousand calls.
VOID_CALLS = """
from PySide6.QtCore import QObject, QPointF
from PySide6.QtGui import QPainterPath
obj = QObject()
path = QPainterPath()
for i in range(60000):
    obj.setObjectName("x")
    path.moveTo(QPointF(i, i))
print("survived")
"""


def test_pyside_is_pinned_below_6_12() -> None:
    major, minor = (int(part) for part in PySide6.__version__.split(".")[:2])
    assert (major, minor) < (6, 12), PySide6.__version__


def test_many_calls_returning_nothing_do_not_abort_the_interpreter() -> None:
    result = subprocess.run([sys.executable, "-c", VOID_CALLS], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "none_dealloc" not in result.stderr
    assert result.stdout.strip() == "survived"


def test_a_font_is_available_so_text_is_not_empty_boxes(qapp: QApplication) -> None:
    from PySide6.QtGui import QFontDatabase, QFontMetrics, QGuiApplication, QRawFont

    assert QFontDatabase.families(), "no fonts installed: text would render as empty boxes"
    font = QGuiApplication.font()
    assert QFontMetrics(font).horizontalAdvance("Hearthwood") > 0
    raw = QRawFont.fromFont(font)
    glyphs = raw.glyphIndexesForString("Hearthwood")
    assert all(index != 0 for index in glyphs), "the default font has no glyphs for plain Latin text"
