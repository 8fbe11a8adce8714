"""The reusable table: zoom and pan, dumb items, and moves by drag, click-click and keyboard."""

from __future__ import annotations

import gc
from collections.abc import Hashable
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QMouseEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsScene
from pytestqt.qtbot import QtBot

from hearthwood.desktop.main_window import MainWindow
from hearthwood.engine.core import Action, Decision
from hearthwood.ui.table import (
    BoardItem,
    ButtonFlow,
    ButtonItem,
    CardItem,
    DieItem,
    GridItem,
    Highlight,
    LabelItem,
    PickAndPlace,
    StatusLine,
    TableItem,
    TableView,
    TrackItem,
    text_face,
)
from hearthwood.ui.tables.base import TableBase
from tests.conformance.toy_game import Commit, HighCardState
from tests.narrow import narrow, not_none
from tests.ui.conftest import start
from tests.ui.high_card_table import HighCardTable


def centre_of(view: TableView, item: TableItem) -> QPoint:
    return view.mapFromScene(item.mapToScene(item.rect().center()))


def send_move(view: TableView, to: QPoint) -> None:
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(to),
        QPointF(view.viewport().mapToGlobal(to)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


class Board:
    """A grid, one card and a pick-and-place helper whose engine accepts only the top-left square."""

    def __init__(self, qtbot: QtBot) -> None:
        self.scene = QGraphicsScene()
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(800, 600)
        self.grid = GridItem(3, 3)
        self.scene.addItem(self.grid)
        self.card = CardItem(text_face("7"), key="seven")
        self.card.setPos(220, 0)
        self.scene.addItem(self.card)
        self.proposed: list[tuple[int, int]] = []
        self.refusals: list[str] = []
        self.helper = PickAndPlace(
            legal_targets=lambda source: [(0, 0)],
            action_for=self.action_for,
            propose=self.propose,
            on_refused=self.refusals.append,
        )
        self.helper.add_source(self.card)
        self.helper.add_grid(self.grid)
        self.view.show()
        self.view.fit_to_window()
        qtbot.waitExposed(self.view)

    def action_for(self, source: Hashable, target: Hashable) -> Action:
        row, column = narrow(target, tuple)  # a grid square's key
        return Commit(player=0, card=row * 3 + column)

    def propose(self, action: Action) -> str | None:
        card = narrow(action, Commit).card
        if card != 0:
            return "that square is taken"
        self.proposed.append(divmod(card, 3))
        return None


def test_zoom_keys_and_fit(qtbot: QtBot) -> None:
    board = Board(qtbot)
    view = board.view
    fitted = view.zoom
    view.zoom_in()
    assert view.zoom > fitted and not view.auto_fit
    QTest.keyClick(view, Qt.Key.Key_Minus)
    QTest.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom < fitted
    view.fit_to_window()
    assert view.auto_fit and abs(view.zoom - fitted) < 1e-6


def test_a_fitted_table_grows_its_view_but_does_not_breathe(qtbot: QtBot) -> None:
    board = Board(qtbot)
    view = board.view
    fitted = view.zoom
    tall = TableItem(40, 500)  # a long list of choices, below the table for one decision
    tall.setPos(0, 400)
    board.scene.addItem(tall)
    view.content_changed()
    assert view.zoom < fitted  # it is fitted in
    shrunk = view.zoom
    board.scene.removeItem(tall)
    view.content_changed()
    assert view.zoom == shrunk  # and the table does not zoom back in and out with every decision
    nudge = TableItem(10, 10)  # a few units more stay on the same rung of the zoom
    nudge.setPos(board.scene.itemsBoundingRect().right() - 6, 0)
    board.scene.addItem(nudge)
    view.fit_to_window()
    assert view.zoom == fitted  # asked to fit, it fits what is on the table now
    view.start_afresh()
    board.scene.addItem(tall)
    view.content_changed()
    board.scene.removeItem(tall)
    view.start_afresh()  # a new game starts from what its own table shows
    view.content_changed()
    assert view.zoom == fitted


def test_click_source_then_target_lights_legal_targets_and_places(qtbot: QtBot) -> None:
    board = Board(qtbot)
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=centre_of(board.view, board.card))
    assert board.helper.selected == "seven"
    assert board.card.highlight == Highlight.SELECTED
    assert board.grid.square(0, 0).highlight == Highlight.LEGAL
    assert board.grid.square(1, 1).highlight == Highlight.NONE
    QTest.mouseClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=centre_of(board.view, board.grid.square(1, 1))
    )
    assert board.refusals == [] and board.proposed == []  # refused by the "engine": reason returned, nothing placed
    assert board.helper.selected is None
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=centre_of(board.view, board.card))
    QTest.mouseClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=centre_of(board.view, board.grid.square(0, 0))
    )
    assert board.proposed == [(0, 0)]


def test_keyboard_equivalent_arrow_keys_and_enter_on_a_focused_grid(qtbot: QtBot) -> None:
    board = Board(qtbot)
    board.card.setFocus()
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)
    assert board.helper.selected == "seven"
    board.grid.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
        QTest.keyClick(board.view.viewport(), key)
    assert board.grid.cursor_square == (0, 0)
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Enter)
    assert board.proposed == [(0, 0)]


def test_illegal_drop_snaps_back_and_legal_drop_places(qtbot: QtBot) -> None:
    board = Board(qtbot)
    view = board.view
    origin = QPointF(board.card.pos())
    start_at = centre_of(view, board.card)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start_at)
    target = centre_of(view, board.grid.square(2, 2))
    send_move(view, start_at + QPoint(10, 10))
    send_move(view, target)
    assert board.grid.square(0, 0).highlight == Highlight.LEGAL  # legal targets light up while dragging
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert board.proposed == []
    qtbot.waitUntil(lambda: board.card.pos() == origin, timeout=2000)  # animated snap back

    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start_at)
    target = centre_of(view, board.grid.square(0, 0))
    send_move(view, start_at + QPoint(-10, 10))
    send_move(view, target)
    assert board.grid.square(0, 0).highlight == Highlight.HOVER
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert board.proposed == [(0, 0)]


def test_drop_on_nothing_snaps_back_without_asking_the_engine(qtbot: QtBot) -> None:
    board = Board(qtbot)
    view = board.view
    origin = QPointF(board.card.pos())
    start_at = centre_of(view, board.card)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start_at)
    send_move(view, start_at + QPoint(0, 40))
    send_move(view, start_at + QPoint(0, 90))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start_at + QPoint(0, 90))
    qtbot.waitUntil(lambda: board.card.pos() == origin, timeout=2000)
    assert board.proposed == [] and board.helper.selected is None


def test_pan_by_dragging_empty_table(qtbot: QtBot) -> None:
    board = Board(qtbot)
    view = board.view
    view.zoom_by(3)
    before = view.horizontalScrollBar().value()
    empty = QPoint(view.viewport().width() - 5, view.viewport().height() - 5)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=empty)
    send_move(view, empty - QPoint(60, 0))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=empty - QPoint(60, 0))
    assert view.horizontalScrollBar().value() != before


def test_pressing_on_a_plain_board_leaves_it_on_the_table(qtbot: QtBot) -> None:
    """A press on a board's background starts a pan; it must not take the board off the table. (Asked for
    its parent, a top-level item is handed to Python by PySide6, and deleted once no Python name holds it:
    a click on the Forest's title emptied the Forest until the next move.)"""
    board = Board(qtbot)
    view = board.view

    def lay_out_a_panel() -> None:  # no Python name outlives this: the scene alone keeps the panel
        panel = BoardItem("The Forest", 200, 120)
        panel.setPos(0, 240)
        board.scene.addItem(panel)
        LabelItem("No card left", parent=panel).setPos(12, 44)

    lay_out_a_panel()
    view.fit_to_window()
    count = len(board.scene.items())
    on_label = view.mapFromScene(QPointF(30, 294))
    assert isinstance(view.itemAt(on_label), LabelItem)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=on_label)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=on_label)
    gc.collect()
    assert len(board.scene.items()) == count
    assert [item.text for item in board.scene.items() if isinstance(item, LabelItem)] == ["No card left"]


def test_table_code_never_asks_an_item_for_its_parent() -> None:
    """``parentItem()`` on a top-level item hands it to Python in PySide6 (see the test above): the table
    keeps its own record of where things sit instead."""
    root = Path(__file__).resolve().parents[2]
    offenders = [
        f"{path.relative_to(root)}:{number}"
        for folder in ("ui", "desktop")
        for path in sorted((root / folder).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if ".parentItem()" in line and not line.lstrip().startswith("#")
    ]
    assert offenders == []


def test_card_flip_die_roll_and_track(qtbot: QtBot) -> None:
    card = CardItem(text_face("3"))
    assert card.face_up
    card.flip_to(False)
    qtbot.waitUntil(lambda: not card.face_up, timeout=2000)
    hidden = CardItem(None)
    hidden.flip_to(True)
    assert not hidden.face_up  # no face to show: a redacted card stays face down
    die = DieItem(5)
    die.roll()
    qtbot.waitUntil(lambda: die.rotation() == 0 and die.shown == 5, timeout=2000)
    track = TrackItem(20, per_row=10)
    track.set_markers([(3, "#ff0000"), (99, "#00ff00")])
    assert track.space_rect(10).top() > track.space_rect(9).top()  # second row
    assert track.space_rect(10).left() == track.space_rect(9).left()  # snakes back


def test_a_status_line_keeps_its_size_and_puts_what_does_not_fit_in_its_tooltip(qtbot: QtBot) -> None:
    line = StatusLine(120, size=10)
    size = (line.width, line.height)
    long = "Drag the resource onto an empty square of your town, or click it and then a lit square"
    line.set_text(long)
    assert (line.width, line.height) == size  # a long message does not reflow the panel
    assert line.toolTip() == long
    image = QImage(200, int(line.height) + 1, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    line.paint_body(painter)
    painter.end()
    inked = [x for x in range(200) for y in range(image.height()) if image.pixelColor(x, y).alpha() > 0]
    assert inked and max(inked) < 120  # elided to its width, not drawn past it


class DecidingNow:
    """Stands in for the controller: who decides now (None once the game is over)."""

    def __init__(self, player: int | None) -> None:
        self.player = player

    def decision(self) -> Decision | None:
        return None if self.player is None else Decision(self.player, "Place a card")


def test_the_choices_title_says_whose_choices_they_are() -> None:
    names = ["Ada", "Bea"]
    move: list[Action] = [Commit(player=0, card=3)]

    def title(deciding: int | None, viewer: int | None, actions: list[Action]) -> str:
        # a stand-in for the controller: the title only asks it who decides
        table = TableBase(QGraphicsScene(), DecidingNow(deciding), viewer)  # type: ignore[arg-type]
        return table.choices_title(names, actions)

    assert title(0, 0, move) == "Your choices"
    assert title(1, 0, []) == "Waiting for Bea"
    assert title(0, 1, move) == "Waiting for Ada"  # a watcher never reads another seat's choices as theirs
    assert title(0, 0, []) == "Waiting for Ada"  # no moves offered yet: the privacy screen is still up
    assert title(None, 0, []) == "The game is over"


def test_the_test_table_commits_with_clicks(window: MainWindow, qtbot: QtBot) -> None:
    start(window, "Ada")
    page = window.game_page
    QApplication.processEvents()
    card = narrow(page.table, HighCardTable).hand_cards[0]
    QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=centre_of(page.view, card))
    assert not_none(narrow(page.table, HighCardTable).place).highlight == Highlight.LEGAL
    place = not_none(narrow(page.table, HighCardTable).place)
    QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=centre_of(page.view, place))
    assert window.controller is not None
    assert window.controller.session.actions == [Commit(player=0, card=narrow(card.key, int))]
    hand = narrow(window.controller.session.state, HighCardState).hands[0]
    # rebuilt from the new view
    qtbot.waitUntil(lambda: [c.key for c in narrow(page.table, HighCardTable).hand_cards] == hand)


def _flow_of(
    count: int, *, pinned: int = 0, width: float = 300, height: float = 90
) -> tuple[QGraphicsScene, ButtonFlow]:
    scene = QGraphicsScene()
    flow = ButtonFlow(scene, QRectF(10, 50, width, height), QPointF(10 + width, 5))
    for index in range(count):
        flow.add(ButtonItem(f"Choice {index + 1}"))
    for index in range(pinned):
        flow.add(ButtonItem(f"Done {index + 1}"), pinned=True)
    return scene, flow


def test_buttons_that_fit_their_box_show_on_one_page_without_a_pager(qtbot: QtBot) -> None:
    scene, flow = _flow_of(4)
    assert flow.pages == 1
    assert [b.isVisible() for b in flow.buttons] == [True] * 4
    assert not [item for item in scene.items() if isinstance(item, ButtonItem) and item.text in "\u2039\u203a"]
    rows = sorted({b.y() for b in flow.buttons})
    assert len(rows) == 2 and max(b.y() + b.height for b in flow.buttons) <= 50 + 90  # two rows in a box two rows high


def test_a_long_list_of_buttons_pages_inside_its_box_with_the_way_out_on_every_page(qtbot: QtBot) -> None:
    scene, flow = _flow_of(11, pinned=1)
    assert flow.pages > 1
    seen: list[str] = []
    back, on = (next(i for i in scene.items() if isinstance(i, ButtonItem) and i.text == t) for t in "\u2039\u203a")
    for page in range(flow.pages):
        assert flow.page == page
        showing = flow.visible_buttons()
        assert showing[-1].text == "Done 1" and showing[-1].isVisible()
        for button in showing:
            assert button.isVisible()
            box = button.mapRectToScene(button.rect())
            assert box.top() >= 50 and box.bottom() <= 50 + 90 and box.right() <= 10 + 300
        hidden = [b for b in flow.buttons if b not in showing]
        assert not any(b.isVisible() for b in hidden)
        seen += [b.text for b in showing[:-1]]
        on.clicked.emit()
    assert seen == [f"Choice {n}" for n in range(1, 12)]  # each once, in order
    assert flow.page == 0  # past the last page it wraps round
    back.clicked.emit()
    assert flow.page == flow.pages - 1
    pager = [i for i in scene.items() if isinstance(i, LabelItem)]
    assert [label.text for label in pager] == [f"{flow.pages} / {flow.pages}"]  # one count, the current one


def test_clearing_a_flow_takes_its_buttons_and_pager_off_the_table(qtbot: QtBot) -> None:
    scene, flow = _flow_of(11, pinned=1)
    flow.clear()
    assert scene.items() == [] and flow.buttons == [] and flow.pages == 1
