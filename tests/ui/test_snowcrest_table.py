"""The Snowcrest table, driven through the real main window with the mouse on the viewport."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

import hearthwood.engine.games.snowcrest  # noqa: F401  (registers the game)
from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.new_game_dialog import NewGameChoice
from hearthwood.engine.core import canonical_json
from hearthwood.engine.games.snowcrest.actions import AddCard, PayDefault
from hearthwood.engine.games.snowcrest.payment import capacity
from hearthwood.engine.games.snowcrest.state import CENTRE, PayFrame, SnowcrestState
from hearthwood.engine.games.snowcrest.village import villager
from hearthwood.ui.table import ButtonItem, CardItem, Highlight, TableItem
from hearthwood.ui.tables.snowcrest import SnowcrestTable
from hearthwood.ui.tables.snowcrest import layout as L
from hearthwood.ui.tables.snowcrest.choices import ChoiceBar
from hearthwood.ui.theme import PALETTE
from tests.narrow import narrow, not_none
from tests.ui.conftest import seats
from tests.ui.mouse import click, drag, pass_device, settle

SEED = 3  # Bramble can outbid Ada's Meditation right after setup


def start(window: MainWindow, seed: int = SEED) -> None:
    window.start_game(NewGameChoice("snowcrest", {}, seats("Ada", "Bramble"), seed))
    settle()
    if window.privacy.isVisible():
        pass_device(window)


def table(window: MainWindow) -> SnowcrestTable:
    current = window.game_page.table
    assert isinstance(current, SnowcrestTable)
    return current


def press(window: MainWindow, text: str) -> None:
    button = table(window).bar.find(text)
    assert button is not None, f"no button {text!r} among {table(window).bar.button_texts()}"
    click(window, button)


def setup_both(window: MainWindow) -> None:
    """Ada buys by dragging her first card onto the centre; Bramble by click, then click on the centre."""
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, SnowcrestState)
    board = table(window)
    drag(window, board.mine.hand[0], board.mine.spaces[CENTRE])
    assert controller.session.state.players[0].village[CENTRE] is not None
    pass_device(window)
    board = table(window)
    click(window, board.mine.hand[0])
    click(window, board.mine.spaces[CENTRE])
    state = controller.session.state
    assert state.phase == "turns" and state.players[1].village[CENTRE] is not None
    pass_device(window)
    assert controller.viewer == 0


def test_add_by_drag_then_change_the_proposed_payment_and_confirm_then_undo(window: MainWindow) -> None:
    start(window)
    setup_both(window)
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, SnowcrestState)
    board = table(window)
    me = controller.session.state.players[0]
    adds = [a for a in board.actions if isinstance(a, AddCard) and a.source == "hand"]
    # the card with the most to spare, so there is more than one way to pay for it
    add = max(
        (a for a in adds if me.village[a.slot] is None),
        key=lambda a: capacity(me, "Barley", a.slot, a.card) - villager(a.card).cost,
    )
    before = canonical_json(controller.session.state)
    drag(window, board.mine.hand[me.hand.index(add.card)], board.mine.spaces[add.slot])

    state = controller.session.state
    frame = state.stack[-1]
    assert isinstance(frame, PayFrame) and frame.need == {"Barley": frame.need["Barley"]}
    board = table(window)
    plan = board.plan
    assert plan is not None and plan.complete()  # the table proposes a full payment at once
    proposed = plan.chosen()
    assert all(board._source_items()[key].highlight == Highlight.SELECTED for key in proposed)
    # Take the first proposed source out, then put a different one in.
    first = next(iter(proposed))
    click(window, board._source_items()[first])
    assert first not in plan.chosen() and not plan.complete()
    alternatives = [k for k in plan.usable() if k not in plan.chosen() and k != first]
    assert alternatives, "this seed offers a second way to pay"
    click(window, board._source_items()[alternatives[0]])
    assert alternatives[0] in plan.chosen()
    while not plan.complete():  # top up from whatever else is usable
        extra = next(k for k in plan.usable() if k not in plan.chosen() and k != first)
        click(window, board._source_items()[extra])
    changed = plan.chosen()
    press(window, "Confirm payment")

    state = controller.session.state
    me = state.players[0]
    added = me.village[add.slot]
    assert added is not None and added.card == add.card
    assert not any(isinstance(f, PayFrame) for f in state.stack)
    assert add.card not in me.hand
    for kind, what in changed:  # what was paid is exactly the edited plan
        if kind == "hand":
            assert what in me.discard
        elif kind == "building":
            assert not me.buildings[narrow(what, int)].face_up
        elif kind == "village":
            assert not not_none(me.village[narrow(what, int)]).face_up

    # Nothing was revealed (a hand card, no draw), so undo goes back through the payment, step by step, to
    # the moment before the card was added.
    for _ in range(10):
        if canonical_json(controller.session.state) == before:
            break
        QTest.keySequence(window, QKeySequence("Ctrl+Z"))
        settle()
    assert canonical_json(controller.session.state) == before
    assert any(narrow(card.key, tuple)[3] == add.card for card in table(window).mine.hand.values())  # back in the hand


def test_the_suggested_payment_is_one_action(window: MainWindow) -> None:
    start(window)
    setup_both(window)
    controller = not_none(window.controller)
    board = table(window)
    add = next(a for a in board.actions if isinstance(a, AddCard) and a.source == "row")
    drag(window, board.mountain.row[add.index], board.mine.spaces[add.slot])
    plan = table(window).plan
    assert plan is not None and plan.actions() == [PayDefault(player=0)]
    count = len(controller.session.commands)
    press(window, "Confirm payment")
    assert len(controller.session.commands) == count + 1


def test_meditation_bid_from_the_other_player(window: MainWindow) -> None:
    start(window)
    setup_both(window)
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, SnowcrestState)
    board = table(window)
    novice = next(
        s for s, slot in enumerate(controller.session.state.players[0].village) if slot and slot.card == "novice"
    )
    click(window, board.mine.village[novice])
    assert table(window).mine.village[novice].highlight == Highlight.SELECTED
    press(window, "Meditate")
    press(window, "Meditate with 0 Bells")
    pass_device(window)
    assert controller.viewer == 1
    assert "Outbid: pay 1 Bell for a Scroll" in table(window).bar.button_texts()
    press(window, "Outbid: pay 1 Bell for a Scroll")
    state = controller.session.state
    assert state.players[1].scrolls == 2  # two players: the higher total earns 2 Scrolls
    frame = state.stack[-1]
    assert isinstance(frame, PayFrame) and frame.player == 1 and frame.need == {"Prayer Bell": 1}
    press(window, "Confirm payment")
    assert not any(isinstance(f, PayFrame) for f in controller.session.state.stack)


def test_a_refused_drop_shows_the_rule_and_changes_nothing(window: MainWindow, qtbot: QtBot) -> None:
    start(window)
    setup_both(window)
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, SnowcrestState)
    board = table(window)
    me = controller.session.state.players[0]
    legal = {(a.card, a.slot) for a in board.actions if isinstance(a, AddCard) and a.source == "hand"}
    card_index, slot = next(
        (i, s) for i, c in enumerate(me.hand) for s in range(9) if (c, s) not in legal and c is not None
    )
    before = canonical_json(controller.session.state)
    card = board.mine.hand[card_index]
    origin = QPointF(card.pos())
    drag(window, card, board.mine.spaces[slot])
    toast = window.game_page.view.toast
    assert toast.isVisible() and "afford" in toast.text()
    assert canonical_json(controller.session.state) == before
    qtbot.waitUntil(lambda: card.pos() == origin, timeout=2000)


def test_hands_are_hidden_from_the_other_player(window: MainWindow) -> None:
    start(window)
    setup_both(window)
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, SnowcrestState)
    scene = window.game_page.scene

    def hand_keys(seat: int) -> list[object]:
        return [
            i.key
            for i in scene.items()
            if isinstance(i, CardItem) and isinstance(i.key, tuple) and i.key[:2] == ("hand", seat)
        ]

    def backs_of(seat: int) -> list[CardItem]:
        return [
            i
            for i in scene.items()
            if isinstance(i, CardItem) and isinstance(i.key, tuple) and i.key[:2] == ("other-hand", seat)
        ]

    def face_up_names() -> set[str]:
        return {
            i.key[3]
            for i in scene.items()
            if isinstance(i, CardItem) and i.face_up and isinstance(i.key, tuple) and i.key[0] == "hand"
        }

    state = controller.session.state
    assert controller.viewer == 0 and hand_keys(0) and not hand_keys(1)
    assert face_up_names() == {c for c in state.players[0].hand if c is not None}
    backs = backs_of(1)
    assert len(backs) == len(state.players[1].hand) and not any(b.face_up for b in backs)

    # Ada ends her turn; behind the privacy screen Bramble's table shows Bramble's hand and only Ada's backs.
    novice = next(s for s, slot in enumerate(state.players[0].village) if slot and slot.face_up)
    click(window, table(window).mine.village[novice])
    press(window, "Flip it without effect")
    assert window.privacy.isVisible() and not hand_keys(1)  # Bramble's cards wait for Bramble
    pass_device(window)
    state = controller.session.state
    assert controller.viewer == 1 and hand_keys(1) and not hand_keys(0)
    assert face_up_names() == {c for c in state.players[1].hand if c is not None}
    backs = backs_of(0)
    assert len(backs) == len(state.players[0].hand) and not any(b.face_up for b in backs)


def test_rebuilding_keeps_the_table_and_what_it_shows(window: MainWindow) -> None:
    """How quickly it rebuilds is measured by `make bench-ui` (a human action within 100 ms), not here."""
    start(window)
    setup_both(window)
    board = table(window)

    def shown() -> list[str]:
        scene = window.game_page.view.scene()
        return sorted(repr(item.key) for item in scene.items() if isinstance(item, TableItem))

    before = shown()
    for _ in range(3):
        window.game_page.rebuild_now()
    assert board is table(window)
    assert shown() == before and len(before) > 50


def test_every_legal_action_is_reachable_through_a_random_game(window: MainWindow) -> None:
    """Whatever the engine offers (payments, curses, Meditation, card follow-ups, kinds added later) is
    reachable on the table: by a gesture the table wires, or by a button of its own; and the table never
    grows past its layout (a long list of buttons pages inside the bar instead)."""
    import random

    window.start_game(NewGameChoice("snowcrest", {}, seats("Ada", "Bramble", "Clover"), 2))
    settle()
    controller = not_none(window.controller)
    assert isinstance(controller.session.state, SnowcrestState)
    chooser = random.Random(2)
    seen: set[str] = set()
    for _ in range(100):
        if window.privacy.isVisible():
            pass_device(window)
        actions = controller.session.legal_actions()
        if not actions:
            break
        board = table(window)
        assert {id(a) for a in board.actions} <= board.covered
        bottom = window.game_page.view.scene().itemsBoundingRect().bottom()
        assert bottom <= L.BAR_Y + L.BAR_H + 8, f"the table grew to {bottom:.0f}"
        state = controller.session.state
        seen.add(state.stack[-1].kind if state.stack else state.phase)
        controller.try_apply(chooser.choice(actions))
        settle()
    assert {"pay", "choice", "turns"} <= seen


def test_a_long_row_of_choices_pages_inside_the_bar_with_cancel_on_every_page(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    bar = ChoiceBar(scene, "Your choices", PALETTE.moss)
    for index in range(12):
        bar.button(f"Trade {index + 1}")
    bar.button("Cancel", colour=PALETTE.wood)
    assert bar.pages > 1
    bar_box = bar.board.sceneBoundingRect()
    offered: list[str] = []
    for _ in range(bar.pages):
        showing = [b for b in bar.buttons if b.isVisible()]
        assert showing[-1].text == "Cancel"
        assert all(bar_box.contains(b.sceneBoundingRect()) for b in showing)
        offered += [b.text for b in showing[:-1]]
        next(i for i in scene.items() if isinstance(i, ButtonItem) and i.text == "\u203a").clicked.emit()
    assert offered == [f"Trade {n}" for n in range(1, 13)]
    assert scene.itemsBoundingRect().bottom() <= bar_box.bottom()


def test_the_emblem_paints(qtbot: QtBot) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from hearthwood.ui.tables import emblem_for

    painter_fn = emblem_for("snowcrest")
    assert painter_fn is not None
    image = QImage(320, 90, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter_fn(painter, QRectF(0, 0, 320, 90))
    painter.end()
    assert any(image.pixelColor(x, 45).alpha() for x in range(0, 320, 4))
