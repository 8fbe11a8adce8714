"""The Tiny Towns table, driven through the real main window with mouse and keyboard on the viewport."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.new_game_dialog import NewGameChoice
from hearthwood.engine.core import canonical_json
from hearthwood.engine.games.tiny_towns.actions import FinishBuilding, PlaceResource
from hearthwood.engine.games.tiny_towns.content import load_content
from hearthwood.engine.games.tiny_towns.state import TinyTownsState
from hearthwood.ui.controller import GameController
from hearthwood.ui.table import CardItem, Highlight, TableItem
from hearthwood.ui.tables.tiny_towns import TinyTownsTable
from tests.narrow import known, not_none
from tests.ui.conftest import seats
from tests.ui.mouse import click, drag, pass_device, settle

A1, A2, B1 = 0, 1, 4


def start(window: MainWindow, *, monuments: bool = False, seed: int = 3) -> None:
    config = {"monuments": monuments, "building_set": "first_game"}
    window.start_game(NewGameChoice("tiny-towns", config, seats("Ada", "Bo"), seed))
    settle()


def table(window: MainWindow) -> TinyTownsTable:
    current = window.game_page.table
    assert isinstance(current, TinyTownsTable)
    return current


def button(window: MainWindow, text: str) -> TableItem:
    return next(b for b in table(window).panel.buttons if b.text == text)


def name_and_place(window: MainWindow, resource: str, squares: tuple[int, int]) -> None:
    """The Master Builder names ``resource`` by clicking it; each player drags it onto their square."""
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, TinyTownsState)
    click(window, table(window).supply.cubes[resource])
    assert controller.session.state.named == resource
    first = not_none(controller.viewer)
    drag(window, table(window).supply.cubes[resource], table(window).town.squares[squares[first]])
    pass_device(window)
    second = not_none(controller.viewer)
    assert second != first
    drag(window, table(window).supply.cubes[resource], table(window).town.squares[squares[second]])
    assert controller.session.state.phase == "build"
    assert controller.session.state.towns[first].squares[squares[first]] == resource
    assert controller.session.state.towns[second].squares[squares[second]] == resource


def finish_building(window: MainWindow) -> None:
    for _ in range(2):
        click(window, button(window, "Done building"))


def test_a_round_by_drag_a_build_by_click_undo_redo_save_and_continue(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    start(window)
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, TinyTownsState)
    assert controller.viewer == 0 and not window.privacy.isVisible()  # no secrets yet: Ada simply begins
    name_and_place(window, "wood", (A1, A1))
    finish_building(window)

    # Round 2: Bo is Master Builder; stone next to the wood makes a Well for both.
    assert controller.session.state.master_builder == 1 and controller.viewer == 1
    name_and_place(window, "stone", (A2, A2))
    assert controller.viewer == 1  # Bo builds first this round
    board = table(window)
    click(window, board.cards["well"])
    assert board.town.squares[A1].highlight == Highlight.SELECTED  # the single way is chosen at once
    assert board.town.pins[A1].isVisible() and board.town.pins[A2].isVisible()
    click(window, board.town.squares[A1])
    state = controller.session.state
    assert state.towns[1].squares[:2] == ["well", None]

    QTest.keySequence(window, QKeySequence("Ctrl+Z"))
    settle()
    assert controller.session.state.towns[1].squares[:2] == ["wood", "stone"]
    QTest.keySequence(window, QKeySequence("Ctrl+Shift+Z"))
    settle()
    assert controller.session.state.towns[1].squares[:2] == ["well", None]
    assert table(window).town.squares[A1].childItems()  # the rebuilt table shows the Well

    target = tmp_path / "tiny"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "Hearthwood saves (*.json)"))
    assert window.save_game()
    assert target.with_suffix(".json").is_file()
    expected = canonical_json(controller.session.state)
    window.close()

    again = MainWindow()
    again.auto_final_scores = False
    qtbot.addWidget(again)
    again.show()
    assert again.home.continue_button.isEnabled()
    again.home.continue_button.click()
    settle()
    assert again.controller is not None
    assert canonical_json(again.controller.session.state) == expected
    again.close()


def test_an_illegal_drop_snaps_back_with_the_engines_reason(window: MainWindow, qtbot: QtBot) -> None:
    start(window)
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, TinyTownsState)
    name_and_place(window, "wood", (A1, A1))
    finish_building(window)
    click(window, table(window).supply.cubes["brick"])  # Bo names brick
    board = table(window)
    cube = board.supply.cubes["brick"]
    origin = QPointF(cube.pos())
    assert board.town.squares[A1].highlight == Highlight.NONE
    drag(window, cube, board.town.squares[A1])  # Bo's A1 holds wood
    qtbot.waitUntil(lambda: cube.pos() == origin, timeout=2000)
    toast = window.game_page.view.toast
    assert toast.isVisible() and "only one resource" in toast.text()
    assert controller.session.state.pending[1] is None and not controller.session.state.placed[1]


def test_keyboard_places_with_enter_and_the_arrow_keys(window: MainWindow) -> None:
    start(window)
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, TinyTownsState)
    click(window, table(window).supply.cubes["glass"])
    board = table(window)
    view = window.game_page.view
    board.supply.cubes["glass"].setFocus()
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert board.town.squares[B1].highlight == Highlight.LEGAL
    board.town.grid.setFocus()
    board.town.grid.move_cursor_to(0, 0)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Down)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Enter)
    settle()
    assert not_none(controller.session.state.pending[0])["square"] == B1


def shown_cards(window: MainWindow) -> dict[object, bool]:
    """Every card on the table by key, and whether its face shows."""
    scene = window.game_page.scene
    return {item.key: item.face_up for item in scene.items() if isinstance(item, CardItem)}


def test_monuments_are_kept_by_click_and_stay_secret_across_the_handover(window: MainWindow) -> None:
    start(window, monuments=True)
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, TinyTownsState)
    state = controller.session.state
    ada_offer, bo_offer = known(state.towns[0].monument_offer), known(state.towns[1].monument_offer)
    secret_ids = set(ada_offer) | set(bo_offer)

    def face_up_monuments() -> set[str]:
        return {
            key[1] for key, up in shown_cards(window).items() if up and isinstance(key, tuple) and key[1] in secret_ids
        }

    assert window.privacy.isVisible() and face_up_monuments() == set()  # nothing secret under the screen
    pass_device(window)
    assert face_up_monuments() == set(ada_offer)
    offer = dict((monument, card) for card, monument in table(window).supply.offers)
    click(window, offer[ada_offer[1]])
    assert controller.session.state.towns[0].monument == ada_offer[1]
    assert window.privacy.isVisible() and not face_up_monuments() & set(bo_offer)  # Bo's cards are not drawn
    pass_device(window)
    assert face_up_monuments() == set(bo_offer)  # Ada's kept Monument is gone with her view
    offer = dict((monument, card) for card, monument in table(window).supply.offers)
    click(window, offer[bo_offer[0]])
    pass_device(window)  # Ada names the first resource, with Bo's Monument secret on the table
    assert controller.viewer == 0
    assert face_up_monuments() == {ada_offer[1]}
    assert shown_cards(window)["monument"] is False  # Bo's Monument, face down beside Bo's town
    kept = next(
        i for i in window.game_page.scene.items() if isinstance(i, CardItem) and i.key == ("card", ada_offer[1])
    )
    set_aside = load_content().card(ada_offer[0]).name
    assert f"You set aside {set_aside}" in kept.toolTip(), "Ada is reminded which Monument she let go"
    assert not any(set_aside in i.toolTip() for i in window.game_page.scene.items() if i is not kept)


def take_first_card(controller: GameController, square: int) -> str:
    """Solo: take the first face-up card, lay its cube on ``square`` and build nothing."""
    assert isinstance(controller.session.state, TinyTownsState)
    card = controller.session.state.solo_offer[0]
    assert controller.try_apply(PlaceResource(player=0, square=square, resource=card, card=card)) is None
    assert controller.try_apply(FinishBuilding(player=0)) is None
    return card


def test_solo_supply_lists_the_cards_taken_in_the_order_they_come_back(window: MainWindow, tmp_path: Path) -> None:
    window.start_game(NewGameChoice("tiny-towns", {"monuments": False}, seats("Ada"), 3))
    settle()
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, TinyTownsState)
    taken = [take_first_card(controller, square) for square in range(3)]
    settle()
    line = table(window).supply.remembered
    assert line is not None
    assert line.text == f"Deck: 9 unseen, then yours: {', '.join(taken)}", "the first card taken comes back first"
    for square in range(3, 13):
        take_first_card(controller, square)
    settle()
    line = table(window).supply.remembered
    assert line is not None and line.text.startswith("Deck, next up: ") and line.text.endswith("\u2026")
    coming = known(reversed(controller.session.state.resource_deck))
    assert line.toolTip().endswith(", ".join(coming)), "the tooltip lists all twelve in the order they come"
