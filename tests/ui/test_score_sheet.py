"""The end-of-game score sheet stays legible with the most categories a game has (Tiny Towns: nine)."""

import pytest
from PySide6.QtCore import Qt

from hearthwood.desktop.score_dialog import CATEGORY_COLOURS, ScoreSheetDialog
from hearthwood.engine.core import ScoreSheet, Seat, Session
from hearthwood.ui.models import ScoreTableModel, category_title
from hearthwood.ui.theme import body_font, style_sheet

NINE = ("cottage", "orchard", "fountain", "abbey", "feast hall", "tailor", "warehouse", "monument", "empty squares")


def test_two_line_titles_split_long_titles_and_keep_the_whole_title_as_tooltip(qapp):
    model = ScoreTableModel()
    model.set_sheet(ScoreSheet(categories=NINE, points=((0,) * 9, (1,) * 9)), ["Ada", "Bo"], ["", ""])
    changed = []
    model.headerDataChanged.connect(lambda *args: changed.append(args))
    model.set_two_line_titles(True)
    assert changed
    header = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(10)]
    assert header[8] == "Empty\nsquares" and header[9] == "Total"
    assert header[0] == "Cottage" and header[4] == "Feast hall"  # short titles stay on one line
    assert model.headerData(8, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "Empty squares"


def test_titles_are_on_one_line_unless_asked(qapp):
    model = ScoreTableModel()
    model.set_sheet(ScoreSheet(categories=NINE[-3:], points=((0, 0, 0),)), ["Ada"], [""])
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Empty squares"


@pytest.mark.parametrize(
    ("game_id", "players", "config", "width"),
    [
        ("tiny-towns", 3, {"monuments": True}, 1180),
        ("tiny-towns", 2, {"monuments": True}, 900),
        ("creature-comforts", 2, {}, 904),
    ],
)
def test_every_title_of_the_sheet_fits_its_column(qtbot, game_id, players, config, width):
    # A challenge's sheet is 904 pixels wide: "Improvements" and "Cottage slots" lost their edges there
    seats = [Seat(name=name) for name in ("Ada", "Bo", "Cy")[:players]]
    session = Session.start(game_id, seats, config, seed=3)
    dialog = ScoreSheetDialog(session)
    qtbot.addWidget(dialog)
    dialog.setFont(body_font(10))  # the app's look (bold headers with padding), without restyling other tests
    dialog.setStyleSheet(style_sheet())
    dialog.resize(width, 620)
    dialog.show()
    qtbot.waitExposed(dialog)
    header = dialog.table.horizontalHeader()
    assert dialog.model.columnCount() == len(session.score_sheet().categories) + 1
    for section in range(dialog.model.columnCount()):
        # the width the style asks for: the text with the header's margins
        needed = header.sectionSizeFromContents(section).width()
        assert needed <= header.sectionSize(section), dialog.model.headerData(section, Qt.Orientation.Horizontal)
    sizes = [header.sectionSize(s) for s in range(dialog.model.columnCount())]
    assert sum(sizes) == dialog.table.viewport().width()
    assert max(sizes) - min(sizes) <= max(header.sectionSizeFromContents(s).width() for s in range(len(sizes)))


def test_no_two_categories_of_a_game_share_a_chart_colour():
    assert len(set(CATEGORY_COLOURS)) == len(CATEGORY_COLOURS) >= len(NINE)


def test_the_chart_legend_names_categories_as_the_table_heads_them():
    assert category_title("Feast Hall") == "Feast Hall" and category_title("empty squares") == "Empty squares"
