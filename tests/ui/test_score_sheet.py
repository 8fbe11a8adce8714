"""The end-of-game score sheet stays legible with the most categories a game has (Tiny Towns: nine)."""

from PySide6.QtCore import Qt

from hearthwood.desktop.score_dialog import CATEGORY_COLOURS, ScoreSheetDialog
from hearthwood.engine.core import ScoreSheet, Seat, Session
from hearthwood.ui.models import ScoreTableModel, category_title
from hearthwood.ui.theme import body_font, style_sheet

NINE = ("cottage", "orchard", "fountain", "abbey", "feast hall", "tailor", "warehouse", "monument", "empty squares")


def test_a_crowded_sheet_puts_long_titles_on_two_lines_and_keeps_the_whole_title_as_tooltip(qapp):
    model = ScoreTableModel()
    model.set_sheet(ScoreSheet(categories=NINE, points=((0,) * 9, (1,) * 9)), ["Ada", "Bo"], ["", ""])
    header = [model.headerData(i, Qt.Orientation.Horizontal) for i in range(10)]
    assert header[8] == "Empty\nsquares" and header[9] == "Total"
    assert header[0] == "Cottage" and header[4] == "Feast hall"  # short titles stay on one line
    assert model.headerData(8, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "Empty squares"


def test_a_roomy_sheet_keeps_titles_on_one_line(qapp):
    model = ScoreTableModel()
    model.set_sheet(ScoreSheet(categories=NINE[-3:], points=((0, 0, 0),)), ["Ada"], [""])
    assert model.headerData(2, Qt.Orientation.Horizontal) == "Empty squares"


def test_every_header_of_a_three_player_tiny_towns_sheet_fits_its_column(qtbot):
    seats = [Seat(name=name) for name in ("Ada", "Bo", "Cy")]
    session = Session.start("tiny-towns", seats, {"monuments": True}, seed=3)
    dialog = ScoreSheetDialog(session)
    qtbot.addWidget(dialog)
    dialog.setFont(body_font(10))  # the app's look (bold headers with padding), without restyling other tests
    dialog.setStyleSheet(style_sheet())
    dialog.resize(1180, 620)
    dialog.show()
    qtbot.waitExposed(dialog)
    header = dialog.table.horizontalHeader()
    assert dialog.model.columnCount() == len(session.score_sheet().categories) + 1 >= 10
    for section in range(dialog.model.columnCount()):
        # the width the style asks for: the text with the header's margins
        needed = header.sectionSizeFromContents(section).width()
        assert needed <= header.sectionSize(section), dialog.model.headerData(section, Qt.Orientation.Horizontal)


def test_no_two_categories_of_a_game_share_a_chart_colour():
    assert len(set(CATEGORY_COLOURS)) == len(CATEGORY_COLOURS) >= len(NINE)


def test_the_chart_legend_names_categories_as_the_table_heads_them():
    assert category_title("Feast Hall") == "Feast Hall" and category_title("empty squares") == "Empty squares"
