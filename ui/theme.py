"""The look of Hearthwood in one place: the palette, the fonts and the application-wide style sheet.

Widgets and table items take their colours from here instead of hard-coding them, so the whole app can be
re-tinted (or given a high-contrast variant later) by editing this module alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication


@dataclass(frozen=True)
class Palette:
    """Warm parchment, wood and moss: the colours of a table by the fire."""

    parchment: str = "#F4EBD9"
    cream: str = "#FBF6EC"
    paper_shadow: str = "#E6D6BA"
    line: str = "#D5C2A0"
    wood_light: str = "#C9976A"
    wood: str = "#8B5E3C"
    wood_dark: str = "#5C3A21"
    moss: str = "#7A9A6B"
    moss_dark: str = "#4F6B45"
    moss_light: str = "#DCE7CF"
    ink: str = "#3B2F2A"
    ink_soft: str = "#76665A"
    rust: str = "#B85A35"
    gold: str = "#D8A84E"
    gold_light: str = "#F3DFAE"
    error: str = "#A8402A"
    error_bg: str = "#F7DED5"
    felt: str = "#B88A5E"
    felt_dark: str = "#A3774D"


PALETTE = Palette()

# Seat colours: distinguishable from each other and from the table, and none of them harsh.
SEAT_COLOURS: tuple[tuple[str, str], ...] = (
    ("Rust", "#C0623B"),
    ("Sage", "#5F8F52"),
    ("Lake", "#4F7CA8"),
    ("Plum", "#8E5C8A"),
    ("Mustard", "#C9972E"),
    ("Teal", "#3F8F8A"),
)


def seat_colour(index: int) -> str:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)][1]


def qcolor(value: str, alpha: int | None = None) -> QColor:
    colour = QColor(value)
    if alpha is not None:
        colour.setAlpha(alpha)
    return colour


@cache  # asked for by every font a table builds; the installed families do not change while the app runs
def _first_available(candidates: tuple[str, ...]) -> str:
    available = set(QFontDatabase.families())
    return next((name for name in candidates if name in available), candidates[-1])


def heading_family() -> str:
    """A bookish serif for titles; the first one installed wins."""
    return _first_available(("Georgia", "Palatino Linotype", "Book Antiqua", "DejaVu Serif", "Serif"))


def body_family() -> str:
    return _first_available(("Segoe UI", "Helvetica Neue", "Cantarell", "Noto Sans", "DejaVu Sans", "Sans Serif"))


def heading_font(point_size: float, *, bold: bool = True) -> QFont:
    font = QFont(heading_family())
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def body_font(point_size: float, *, bold: bool = False) -> QFont:
    font = QFont(body_family())
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def _icon(name: str) -> str:
    """A file path for a style sheet ``url()``; the icons ship as package data, so they are real files."""
    return Path(str(resources.files("hearthwood.resources") / "icons" / name)).as_posix()


def style_sheet() -> str:
    p = PALETTE
    heading = heading_family()
    body = body_family()
    return f"""
QWidget {{
    color: {p.ink};
    font-family: "{body}";
    font-size: 10pt;
}}
QMainWindow, QDialog, QStackedWidget, #homePage, #gamePage {{
    background: {p.parchment};
}}
QMenuBar {{
    background: {p.wood_dark};
    color: {p.cream};
    padding: 2px 6px;
}}
QMenuBar::item {{
    background: transparent;
    color: {p.cream};
    padding: 4px 10px;
    border-radius: 4px;
}}
QMenuBar::item:selected {{ background: {p.wood}; }}
QMenu {{
    background: {p.cream};
    border: 1px solid {p.line};
    padding: 4px;
}}
QMenu::item {{ padding: 5px 24px 5px 18px; border-radius: 4px; }}
QMenu::item:selected {{ background: {p.gold_light}; color: {p.ink}; }}
QMenu::item:disabled {{ color: {p.ink_soft}; }}
QMenu::separator {{ height: 1px; background: {p.line}; margin: 4px 8px; }}
QStatusBar {{ background: {p.paper_shadow}; color: {p.ink}; }}
QToolTip {{
    background: {p.cream};
    color: {p.ink};
    border: 1px solid {p.wood_light};
    padding: 4px;
}}

/* Panels: rounded parchment cards with a soft wooden edge. */
QFrame#panel, QGroupBox {{
    background: {p.cream};
    border: 1px solid {p.line};
    border-radius: 10px;
}}
QGroupBox {{
    margin-top: 14px;
    padding: 14px 10px 10px 10px;
    font-family: "{heading}";
    font-weight: bold;
}}
QGroupBox::title {{
    subcontrol-origin: margin;
    left: 12px;
    padding: 0 6px;
    color: {p.wood_dark};
}}
QLabel#panelTitle {{
    font-family: "{heading}";
    font-size: 12pt;
    font-weight: bold;
    color: {p.wood_dark};
}}
QLabel#pageTitle {{
    font-family: "{heading}";
    font-size: 30pt;
    font-weight: bold;
    color: {p.wood_dark};
}}
QLabel#tagline {{ font-size: 12pt; color: {p.ink_soft}; }}
QLabel#sectionTitle {{
    font-family: "{heading}";
    font-size: 15pt;
    font-weight: bold;
    color: {p.wood_dark};
}}
QLabel#muted {{ color: {p.ink_soft}; }}
QLabel#inlineError {{
    color: {p.error};
    background: {p.error_bg};
    border: 1px solid {p.error};
    border-radius: 6px;
    padding: 6px 8px;
}}
QLabel#notice {{
    color: {p.wood_dark};
    background: {p.gold_light};
    border-radius: 6px;
    padding: 6px 8px;
}}

QPushButton {{
    background: {p.cream};
    color: {p.wood_dark};
    border: 1px solid {p.wood_light};
    border-radius: 8px;
    padding: 7px 16px;
    font-weight: bold;
}}
QPushButton:hover {{ background: {p.gold_light}; }}
QPushButton:pressed {{ background: {p.paper_shadow}; }}
QPushButton:disabled {{ color: {p.line}; border-color: {p.line}; background: {p.parchment}; }}
QPushButton:focus {{ border: 2px solid {p.moss_dark}; }}
QPushButton[primary="true"] {{
    background: {p.moss_dark};
    color: {p.cream};
    border: 1px solid {p.moss_dark};
}}
QPushButton[primary="true"]:hover {{ background: {p.moss}; }}
QPushButton[primary="true"]:disabled {{ background: {p.paper_shadow}; color: {p.cream}; border-color: {p.line}; }}

QLineEdit, QSpinBox, QComboBox, QPlainTextEdit {{
    background: white;
    border: 1px solid {p.line};
    border-radius: 6px;
    padding: 4px 6px;
    min-height: 20px;
    selection-background-color: {p.gold};
    selection-color: {p.ink};
}}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus {{ border: 1px solid {p.moss_dark}; }}
QLineEdit[invalid="true"] {{ border: 1px solid {p.error}; background: {p.error_bg}; }}
QComboBox::drop-down {{ border: none; width: 22px; }}
QSpinBox {{ padding-right: 20px; }}
/* A styled box loses the native arrows, so ours are drawn from small SVGs. */
QSpinBox::up-button, QSpinBox::down-button {{
    subcontrol-origin: border; width: 20px; border: none; background: transparent;
}}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {p.gold_light}; border-radius: 4px; }}
QSpinBox::up-arrow {{ image: url("{_icon("arrow-up.svg")}"); width: 9px; height: 5px; }}
QSpinBox::down-arrow, QComboBox::down-arrow {{ image: url("{_icon("arrow-down.svg")}"); width: 9px; height: 5px; }}
QComboBox QAbstractItemView {{
    background: {p.cream};
    selection-background-color: {p.gold_light};
    selection-color: {p.ink};
}}
QCheckBox {{ spacing: 8px; }}

QListView, QTableView, QTextBrowser, QListWidget {{
    background: {p.cream};
    border: 1px solid {p.line};
    border-radius: 8px;
    alternate-background-color: {p.parchment};
    selection-background-color: {p.gold_light};
    selection-color: {p.ink};
}}
QListView::item, QListWidget::item {{ padding: 4px 6px; }}
QHeaderView::section {{
    background: {p.paper_shadow};
    color: {p.wood_dark};
    border: none;
    border-right: 1px solid {p.line};
    padding: 4px 8px;
    font-weight: bold;
}}
QTableCornerButton::section {{ background: {p.paper_shadow}; border: none; }}
QTabWidget::pane {{ border: 1px solid {p.line}; border-radius: 8px; background: {p.cream}; top: -1px; }}
QTabBar::tab {{
    background: {p.paper_shadow};
    color: {p.wood_dark};
    padding: 6px 14px;
    border-top-left-radius: 8px;
    border-top-right-radius: 8px;
    margin-right: 2px;
    font-weight: bold;
}}
QTabBar::tab:selected {{ background: {p.cream}; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar:horizontal {{ background: transparent; height: 10px; margin: 2px; }}
QScrollBar::handle {{ background: {p.line}; border-radius: 4px; min-height: 24px; min-width: 24px; }}
QScrollBar::handle:hover {{ background: {p.wood_light}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: transparent; }}
QSplitter::handle {{ background: transparent; }}
"""


def apply_theme(app: QApplication) -> None:
    """Install the palette and style sheet on the whole application."""
    app.setFont(body_font(10))
    app.setStyleSheet(style_sheet())


def colour_icon(colour: str, size: int = 16) -> QIcon:
    """A disc in a seat's colour, to mark a player's name in lists and tables."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(colour).darker(150))
    painter.setBrush(QColor(colour))
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)
