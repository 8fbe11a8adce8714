"""The Creature Comforts table, driven through the real main window with the mouse on the viewport."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

import hearthwood.engine.games.creature_comforts  # noqa: F401  (registers the game)
from hearthwood.desktop.main_window import MainWindow
from hearthwood.desktop.new_game_dialog import NewGameChoice
from hearthwood.engine.core import Action, IllegalAction
from hearthwood.engine.games.creature_comforts.actions import AssignDie, Craft, Pass, PlaceWorker, Resolve
from hearthwood.engine.games.creature_comforts.content import load_content
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.ui.table import CardItem, DieItem, Highlight
from hearthwood.ui.table.pick_and_place import NO_ACTION_REASON
from hearthwood.ui.tables.creature_comforts import CreatureComfortsTable
from hearthwood.ui.tables.creature_comforts import layout as L
from tests.narrow import known, narrow, not_none
from tests.ui.conftest import seats
from tests.ui.mouse import click, drag, settle

SEED = 5


def start(window: MainWindow, seed: int = SEED) -> None:
    window.start_game(NewGameChoice("creature-comforts", {}, seats("Ada", "Bo"), seed))
    settle()


def table(window: MainWindow) -> CreatureComfortsTable:
    current = window.game_page.table
    assert isinstance(current, CreatureComfortsTable)
    return current


def state(window: MainWindow) -> CreatureComfortsState:
    assert window.controller is not None
    return narrow(window.controller.session.state, CreatureComfortsState)


def take_over(window: MainWindow) -> None:
    """Hot-seat: the next player presses Continue on the privacy screen, if it is up."""
    if window.privacy.isVisible():
        window.privacy.continue_button.click()
        settle()


def press(window: MainWindow, text: str) -> None:
    click(window, table(window).panel.button(text))


def engine_refusal(window: MainWindow, action: Action) -> str:
    assert window.controller is not None
    session = window.controller.session
    try:
        session.game.apply(session.game.clone(session.state), action)
    except IllegalAction as refusal:
        return refusal.reason
    raise AssertionError(f"{action} is legal")


def open_locations(window: MainWindow) -> list[str]:
    """Where the deciding player may place a worker now (a Traveler can close some)."""
    assert window.controller is not None
    return [a.location for a in window.controller.session.legal_actions() if isinstance(a, PlaceWorker)]


def keep_starting_comforts(window: MainWindow) -> None:
    """Each player clicks the first card of their hand to set it aside; Traveler questions are passed."""
    for _ in range(2):
        take_over(window)
        assert state(window).step == "keep"
        click(window, table(window).home.hand[0])
    while state(window).step in ("wolf", "turkey"):
        take_over(window)
        player = state(window).queue[0]
        assert window.controller is not None
        assert window.controller.try_apply(Pass(player=player)) is None
        settle()
    take_over(window)
    assert state(window).step == "place"


def test_keeping_comforts_by_click_and_the_other_hand_stays_hidden(window: MainWindow) -> None:
    start(window)
    take_over(window)
    assert window.controller is not None
    viewer = not_none(window.controller.viewer)
    hand = known(state(window).players[viewer].hand)
    board = table(window)
    assert [card.face_up for card in board.home.hand] == [True, True, True]
    other = 1 - viewer
    scene_cards = [item for item in window.game_page.scene.items() if isinstance(item, CardItem)]
    backs = [card for card in scene_cards if isinstance(card.key, tuple) and card.key[0] == "other-hand"]
    assert len(backs) == 3 and not any(card.face_up for card in backs)
    assert all(card is None for card in narrow(window.controller.view(), CreatureComfortsState).players[other].hand)
    click(window, board.home.hand[0])
    assert state(window).kept[viewer] == sorted(hand)[0] or state(window).kept[viewer] == hand[0]
    assert len(state(window).players[viewer].hand) == 2
    # The next player's screen shows their own hand face up and the first player's as backs.
    take_over(window)
    assert window.controller.viewer == other
    backs = [
        item
        for item in window.game_page.scene.items()
        if isinstance(item, CardItem) and isinstance(item.key, tuple) and item.key[0] == "other-hand"
    ]
    assert len(backs) == 2 and not any(card.face_up for card in backs)


def test_place_a_worker_by_drag_a_refused_drop_and_undo(window: MainWindow, qtbot: QtBot) -> None:
    start(window)
    keep_starting_comforts(window)
    assert window.controller is not None
    viewer = not_none(window.controller.viewer)
    board = table(window)
    assert len(board.home.workers) == 4
    first, second = open_locations(window)[:2]
    drag(window, board.home.workers[0], board.board.spaces[first])
    assert not_none(state(window).placing[viewer]).workers == [first]
    board = table(window)
    assert len(board.home.workers) == 3
    assert board.board.spaces[first].childItems()  # the worker stands there

    # A second worker on the same location is refused by the engine, and the worker goes home.
    worker = board.home.workers[0]
    origin = QPointF(worker.pos())
    not_none(board.helper).select(("worker", 0))
    assert board.board.spaces[first].highlight == Highlight.NONE  # not lit as a legal target
    assert board.board.spaces[second].highlight == Highlight.LEGAL
    not_none(board.helper).clear_selection()
    drag(window, worker, board.board.spaces[first])
    qtbot.waitUntil(lambda: worker.pos() == origin, timeout=2000)
    toast = window.game_page.view.toast
    reason = engine_refusal(window, PlaceWorker(player=viewer, location=first))
    assert toast.isVisible() and toast.text() == reason
    assert not_none(state(window).placing[viewer]).workers == [first]

    QTest.keySequence(window, QKeySequence("Ctrl+Z"))
    settle()
    assert not_none(state(window).placing[viewer]).workers == []
    assert len(table(window).home.workers) == 4


def place_and_finish(window: MainWindow, locations: list[str]) -> None:
    take_over(window)
    for location in locations:
        board = table(window)
        drag(window, board.home.workers[0], board.board.spaces[location])
    press(window, "Done placing")


def to_the_first_turn(window: MainWindow, first_worker: str, second_worker: str) -> int:
    """Start a 2-player game, keep the starting Comforts, each family places one worker; returns the seat
    whose turn it now is (the Early Bird, at the screen)."""
    start(window)
    keep_starting_comforts(window)
    assert window.controller is not None
    first = not_none(window.controller.viewer)
    place_and_finish(window, [first_worker])
    place_and_finish(window, [second_worker])
    take_over(window)
    return first


def test_assign_a_die_by_drag_then_take_a_comfort_from_the_owls_nest(window: MainWindow) -> None:
    first = to_the_first_turn(window, "owl_face_up", "market")
    assert state(window).step == "turn" and not_none(state(window).turn).player == first
    assert window.controller is not None
    assert window.controller.viewer == first
    board = table(window)
    drag(window, board.dice[0], board.board.spaces["owl_face_up"])
    assert not_none(state(window).turn).assigned[0] == "owl_face_up"
    board = table(window)
    assert board.dice[0].parentItem() is board.board.spaces["owl_face_up"]  # the die sits on the location

    wanted = state(window).owls_nest[1]
    hand_before = list(state(window).players[first].hand)
    board = table(window)
    drag(window, board.board.owl_cards[1], board.home.hand_area)
    assert sorted(known(state(window).players[first].hand)) == sorted(known([*hand_before, wanted]))
    assert "owl_face_up" in not_none(state(window).turn).resolved


def test_a_die_dropped_where_it_does_not_belong_is_refused_with_the_rule(window: MainWindow, qtbot: QtBot) -> None:
    first = to_the_first_turn(window, "inn", "market")
    board = table(window)
    die = board.dice[2]
    origin = QPointF(die.pos())
    drag(window, die, board.board.spaces["workshop"])  # no worker of the first player there
    qtbot.waitUntil(lambda: die.pos() == origin, timeout=2000)
    reason = engine_refusal(window, AssignDie(player=first, die=2, location="workshop"))
    assert window.game_page.view.toast.isVisible() and window.game_page.view.toast.text() == reason
    assert not_none(state(window).turn).assigned == [None] * 6
    assert not_none(state(window).turn).player == first


def test_a_die_dropped_on_the_home_is_no_move_and_no_crash(window: MainWindow, qtbot: QtBot) -> None:
    """The home's hand and crafted areas take cards, not dice: such a drop is not handed to the engine as a
    die assigned to "crafted-area" (whose description raised a KeyError and put up the crash dialog)."""
    first = to_the_first_turn(window, "inn", "market")
    for area in ("crafted_area", "hand_area"):
        board = table(window)
        die = board.dice[2]
        origin = QPointF(die.pos())
        drag(window, die, getattr(board.home, area))

        def back_home(die: DieItem = die, origin: QPointF = origin) -> bool:
            return die.pos() == origin

        qtbot.waitUntil(back_home, timeout=2000)
        assert window.game_page.view.toast.text() == NO_ACTION_REASON
        assert not_none(state(window).turn).assigned == [None] * 6 and not_none(state(window).turn).player == first


def test_resolve_a_location_with_its_button(window: MainWindow) -> None:
    first = to_the_first_turn(window, "inn", "market")
    board = table(window)
    drag(window, board.dice[1], board.board.spaces["inn"])
    assert not_none(state(window).turn).assigned[1] == "inn"
    assert window.controller is not None
    assert any(isinstance(a, Resolve) and a.location == "inn" for a in window.controller.session.legal_actions())
    board = table(window)
    labels = board.panel.button_texts()
    assert "Resolve the Inn" in labels and "Done with locations" in labels
    resolves = [a for a in window.controller.session.legal_actions() if isinstance(a, Resolve)]
    press(window, "Resolve the Inn")
    if len(resolves) > 1:  # an Inn offer with a choice of Goods opens its options in the panel
        assert "inn" not in not_none(state(window).turn).resolved
        assert table(window).panel.button_texts()[-1] == "Back"
        click(window, table(window).panel.buttons[0])
    assert not_none(state(window).turn).player == first and "inn" in not_none(state(window).turn).resolved


def test_rebuilding_in_the_dice_step_keeps_what_the_table_offers(window: MainWindow) -> None:
    """How quickly it rebuilds is measured by `make bench-ui` (a human action within 100 ms), not here."""
    start(window)
    keep_starting_comforts(window)
    place_and_finish(window, ["river_1", "owl_blind", "workshop"])
    place_and_finish(window, ["river_2", "workshop"])
    take_over(window)
    board = table(window)
    offered = board.panel.button_texts()
    assert window.controller is not None
    for _ in range(3):
        board.rebuild(window.controller.view())
    assert board.panel.button_texts() == offered
    legal = [a for a in window.controller.session.legal_actions() if isinstance(a, AssignDie)]
    assert legal and all(a.player == not_none(state(window).turn).player for a in legal)


def test_every_legal_action_of_a_whole_game_is_on_the_table(window: MainWindow) -> None:
    """A seeded random game, played through the table's own buttons and drops where it can: after every
    rebuild, each legal action is a gesture on the board or a button (new action kinds included), and the
    table never grows past its layout (a long list of choices pages instead, which a fitted view would
    otherwise answer by zooming every piece out)."""
    import random

    window.start_game(NewGameChoice("creature-comforts", {"short_game": True}, seats("Ada", "Bo"), 8))
    settle()
    window.hide()  # the tables are rebuilt all the same; nobody needs to watch them being painted
    chooser = random.Random(8)
    controller = not_none(window.controller)
    paged = 0
    for _ in range(1500):
        if controller.pending_handover is not None:
            controller.accept_handover()
            settle()
        legal = controller.session.legal_actions()
        if not legal:
            break
        board = table(window)
        reachable = board.reachable()
        missing = [a for a in legal if a not in reachable]
        assert not missing, f"no way to take {missing[:3]} at step {state(window).step}"
        bottom = window.game_page.view.scene().itemsBoundingRect().bottom()
        assert bottom <= L.CHOICES_BOTTOM + 8, f"the table grew to {bottom:.0f} at step {state(window).step}"
        paged += board.panel.flow is not None and board.panel.flow.pages > 1
        # Prefer moves that keep the game going (placing, assigning, resolving) so every step is visited.
        busy = [a for a in legal if a.kind not in ("pass", "finish_placing", "end_locations")] or legal
        if len(busy) < len(legal) and chooser.random() < 0.25:
            busy = legal
        assert controller.try_apply(chooser.choice(busy)) is None
        settle()
    assert controller.session.is_over()
    assert paged, "no decision offered more buttons than a page: the paging went untested"


def test_a_comfort_taken_face_up_shows_face_up_in_that_familys_hand_on_the_next_screen(window: MainWindow) -> None:
    first = to_the_first_turn(window, "owl_face_up", "market")
    drag(window, table(window).dice[0], table(window).board.spaces["owl_face_up"])
    wanted = state(window).owls_nest[1]
    drag(window, table(window).board.owl_cards[1], table(window).home.hand_area)
    press(window, "Done with locations")
    press(window, "Done crafting")
    take_over(window)
    assert window.controller is not None
    assert window.controller.viewer == 1 - first
    strip = [
        item
        for item in window.game_page.scene.items()
        if isinstance(item, CardItem) and isinstance(item.key, tuple) and item.key[:2] == ("other-hand", first)
    ]
    assert len(strip) == 3
    assert [card.face_up for card in sorted(strip, key=lambda card: narrow(card.key, tuple))] == [True, False, False]
    name = load_content().comfort(wanted).name
    assert all(f"everyone saw them take {name}" in card.toolTip() for card in strip)
    assert f"Hand: {name} + 2 unseen" in table(window).others[first].strip.toolTip()


def test_craft_a_comfort_by_dragging_it_from_the_hand(window: MainWindow) -> None:
    first = to_the_first_turn(window, "market", "inn")
    press(window, "Done with locations")
    assert not_none(state(window).turn).step == "craft"
    # The family has saved up: enough of every Good, Coin and Story to pay for anything in its hand.
    me = state(window).players[first]
    me.goods = dict.fromkeys(me.goods, 6)
    me.coins, me.stories = 6, 6
    window.game_page.rebuild_now()
    board = table(window)
    card = board.home.hand[0]
    comfort = narrow(card.key, tuple)[2]
    drag(window, card, board.home.crafted_area)
    assert window.controller is not None
    crafts = [a for a in window.controller.session.legal_actions() if isinstance(a, Craft) and a.card == comfort]
    if state(window).players[first].crafted:  # a single way to pay: crafted at once
        assert state(window).players[first].crafted == [comfort]
    else:  # several ways to pay: the choices panel lists them
        assert crafts and table(window).panel.button_texts()[-1] == "Back"
        click(window, table(window).panel.buttons[0])
        assert state(window).players[first].crafted == [comfort]
    assert narrow(table(window).home.crafted[0].key, tuple)[2] == comfort
