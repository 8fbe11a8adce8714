"""The end-of-game score sheet stays legible with the most categories a game has (Tiny Towns: nine)."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QHeaderView
from pytestqt.qtbot import QtBot

from hearthwood.desktop.score_dialog import CATEGORY_COLOURS, ScoreSheetDialog
from hearthwood.engine.core import ScoreSheet, Seat, Session
from hearthwood.ui.models import ScoreTableModel, category_title
from hearthwood.ui.score_tables import ScoresPanel
from hearthwood.ui.theme import body_font, style_sheet
from tests.narrow import narrow

NINE = ("cottage", "orchard", "fountain", "abbey", "feast hall", "tailor", "warehouse", "monument", "empty squares")


def test_two_line_titles_split_long_titles_and_keep_the_whole_title_as_tooltip(qapp: QApplication) -> None:
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


def test_titles_are_on_one_line_unless_asked(qapp: QApplication) -> None:
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
def test_every_title_of_the_sheet_fits_its_column(
    qtbot: QtBot, game_id: str, players: int, config: dict[str, object], width: int
) -> None:
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


def test_no_two_categories_of_a_game_share_a_chart_colour() -> None:
    assert len(set(CATEGORY_COLOURS)) == len(CATEGORY_COLOURS) >= len(NINE)


def test_the_chart_legend_names_categories_as_the_table_heads_them() -> None:
    assert category_title("Feast Hall") == "Feast Hall" and category_title("empty squares") == "Empty squares"


def _side_panel(
    qtbot: QtBot,
    names: list[str],
    width: int,
    categories: tuple[str, ...] = ("scrolls", "buildings", "omens", "resources"),
) -> tuple[ScoresPanel, ScoreTableModel]:
    panel = ScoresPanel()
    qtbot.addWidget(panel)
    panel.setFont(body_font(10))
    panel.setStyleSheet(style_sheet())
    panel.resize(width, 420)
    panel.show()
    qtbot.waitExposed(panel)
    points = (1, *([0] * (len(categories) - 2)), -16)  # the last category goes below zero, like empty squares
    sheet = ScoreSheet(categories=categories, points=tuple(points for _ in names))
    panel.set_sheet(sheet, names, ["#b0443a"] * len(names))
    return panel, panel.model


def test_the_side_panel_puts_two_word_names_on_two_lines_when_one_line_is_too_wide(qtbot: QtBot) -> None:
    # The game window's side panel is about 310 pixels wide: with three players, Snowcrest's AI villages
    # read "North V..." on one line.
    panel, model = _side_panel(qtbot, ["Ada", "North Village", "South Village"], 310)
    header = panel.table.horizontalHeader()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "North\nVillage"
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Ada"
    assert model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == "North Village"
    for section in range(3):
        assert header.sectionSizeFromContents(section).width() <= header.sectionSize(section)
    # eliding would measure "North\nVillage" as one line and cut it although it fits
    assert header.textElideMode() == Qt.TextElideMode.ElideNone


def test_the_side_panel_keeps_names_on_one_line_when_they_fit_and_elides_a_word_too_long(qtbot: QtBot) -> None:
    panel, model = _side_panel(qtbot, ["North Village", "South Village"], 600)
    assert model.headerData(0, Qt.Orientation.Horizontal) == "North Village"
    panel, model = _side_panel(qtbot, ["Ada", "Bartholomew-Fitzwilliam", "Cy"], 310)
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Bartholomew-Fitzwilliam"
    assert panel.table.horizontalHeader().textElideMode() == Qt.TextElideMode.ElideRight


def test_six_players_get_the_standings_with_every_name_and_total_whole(qtbot: QtBot) -> None:
    # Tiny Towns seats six: in the 310-pixel panel their columns read "Pl..." and totals "-...".
    names = [f"Player {n}" for n in range(1, 7)]
    panel, _ = _side_panel(qtbot, names, 310, NINE)
    assert panel.standings.isVisible() and not panel.table.isVisible()
    standings, model = panel.standings, panel.standings_model
    visible = [c for c in range(model.columnCount()) if not standings.isColumnHidden(c)]
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in visible] == ["Total"]
    names_header = standings.verticalHeader()
    for row, name in enumerate(names):
        assert model.headerData(row, Qt.Orientation.Vertical) == name
        assert names_header.sectionSizeFromContents(row).width() <= names_header.width()
        assert standings.sizeHintForColumn(visible[0]) <= standings.columnWidth(visible[0])
        assert model.data(model.index(row, visible[0])) == -15
    # the standings have room for each seat's colour beside the name; the crowded full sheet does not
    assert isinstance(model.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.DecorationRole), QIcon)
    assert panel.model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.DecorationRole) is None
    # what the narrow panel leaves out is one hover away
    tip = narrow(model.data(model.index(2, visible[0]), Qt.ItemDataRole.ToolTipRole), str)
    assert tip.splitlines()[0] == "Player 3" and "Empty squares: -16" in tip and tip.endswith("Total: -15")


def test_the_full_sheet_stays_while_it_fits_and_comes_back_when_the_panel_widens(qtbot: QtBot) -> None:
    panel, _ = _side_panel(qtbot, ["Ada", "Bramble", "Clover"], 310)
    assert panel.table.isVisible() and not panel.standings.isVisible()
    panel, _ = _side_panel(qtbot, ["Ada", "Bramble", "Clover", "Dune", "Player 5"], 310)
    assert panel.standings.isVisible()
    panel.resize(700, 420)
    qtbot.waitUntil(panel.table.isVisible)
    assert not panel.standings.isVisible()


def test_a_new_game_with_other_categories_is_measured_afresh(qtbot: QtBot) -> None:
    # the panel remembers what it measured; a sheet of other categories must not reuse that answer
    panel, _ = _side_panel(qtbot, ["Ada", "Bo", "Cy", "Di"], 330, ("scrolls", "omens"))
    assert panel.table.isVisible()
    wide = ("cottage", "orchard", "fountain", "empty squares and the longest category a game could name")
    panel.set_sheet(
        ScoreSheet(categories=wide, points=tuple((1, 0, 0, -16) for _ in range(4))), ["Ada", "Bo", "Cy", "Di"], [""] * 4
    )
    assert panel.standings.isVisible() and not panel.table.isVisible()


def test_a_short_name_lends_its_room_to_a_longer_one_before_any_name_is_cut(qtbot: QtBot) -> None:
    # Creature Comforts' categories make the row heads wide: with equal columns "Bramble" read "Bram...".
    categories = ("comforts", "improvements", "cottage slots", "stories", "coins", "goods sets")
    panel, model = _side_panel(qtbot, ["Ada", "Bramble", "Clover"], 310, categories)
    header = panel.table.horizontalHeader()
    share = panel.table.viewport().width() // 3
    assert header.sectionSizeFromContents(1).width() > share, "equal shares would cut Bramble"
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Bramble"
    for section in range(3):
        assert header.sectionSizeFromContents(section).width() <= header.sectionSize(section)
    assert sum(header.sectionSize(s) for s in range(3)) == panel.table.viewport().width()
    assert header.textElideMode() == Qt.TextElideMode.ElideNone
    # widened, the columns share the width evenly again
    panel.resize(700, 420)
    qtbot.waitUntil(lambda: header.sectionResizeMode(0) == QHeaderView.ResizeMode.Stretch)
