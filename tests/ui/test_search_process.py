"""The AI's helper process: the same moves as a search in this process, cancellation, and failures reported."""

from __future__ import annotations

import threading
import time

import pytest

from hearthwood.engine.ai import Level, SearchCancelled, choose_action
from hearthwood.engine.core import Seat, Session
from hearthwood.ui.ai_worker import EngineAi
from hearthwood.ui.search_process import SearchProcess, SearchProcessFailed, shared_search_process
from tests.narrow import not_none

SEATS = [Seat(name="Ada", colour="#aa3333", kind="human"), Seat(name="Hazel", colour="#3333aa", kind="ai")]


def opening(game_id: str, seed: int) -> Session:
    return Session.start(game_id, SEATS, seed=seed)


@pytest.mark.parametrize("game_id", ["tiny-towns", "creature-comforts", "snowcrest"])
def test_the_helper_chooses_what_this_process_would(game_id: str) -> None:
    session = opening(game_id, 31)
    player = not_none(session.decision()).player
    view = session.view(player)
    here = choose_action(session.game, view, player, Level.MEDIUM, 77, iterations=30)
    there = EngineAi(iterations=30)(session.game, view, player, Level.MEDIUM, 77)
    assert there == here
    in_thread = EngineAi(iterations=30, in_helper_process=False)(session.game, view, player, Level.MEDIUM, 77)
    assert in_thread == here  # the fallback when the helper cannot start


def test_a_cancelled_search_stops_and_the_helper_answers_the_next_request() -> None:
    session = opening("tiny-towns", 5)
    view = session.view(0)
    helper = shared_search_process()
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    began = time.monotonic()
    with pytest.raises(SearchCancelled):
        helper.choose("tiny-towns", view, 0, Level.EXPERT, 1, iterations=1_000_000, cancel=cancel)
    assert time.monotonic() - began < 5  # not the million iterations
    quick = helper.choose("tiny-towns", view, 0, Level.MEDIUM, 1, iterations=5)
    assert quick in session.legal_actions()


def test_an_error_in_the_search_comes_back_as_that_error() -> None:
    session = opening("tiny-towns", 5)
    with pytest.raises(ValueError, match="not player 2's"):
        shared_search_process().choose("tiny-towns", session.view(1), 1, Level.EASY, 1, iterations=2)


def test_a_helper_that_dies_is_reported_not_waited_for() -> None:
    helper = SearchProcess()
    try:
        session = opening("tiny-towns", 5)
        assert helper.choose("tiny-towns", session.view(0), 0, Level.EASY, 1, iterations=2) in session.legal_actions()
        helper._process.kill()
        with pytest.raises(SearchProcessFailed):
            helper.choose("tiny-towns", session.view(0), 0, Level.EASY, 1, iterations=2)
    finally:
        helper.stop()


def test_the_shared_helper_is_restarted_after_it_dies() -> None:
    first = shared_search_process()
    first._process.kill()
    first._process.join(5)
    second = shared_search_process()
    assert second is not first and second.is_alive()
    session = opening("tiny-towns", 9)
    assert second.choose("tiny-towns", session.view(0), 0, Level.EASY, 3, iterations=2) in session.legal_actions()


def test_an_error_that_cannot_be_rebuilt_here_is_reported_with_its_name() -> None:
    from hearthwood.ui.search_process import _raise_error

    with pytest.raises(KeyError, match="no such card"):
        _raise_error({"type": "KeyError", "message": "no such card"})
    with pytest.raises(SearchProcessFailed, match="UnicodeDecodeError: bad byte"):
        _raise_error({"type": "UnicodeDecodeError", "message": "bad byte"})
    with pytest.raises(SearchProcessFailed, match="IllegalAction: not your turn"):
        _raise_error({"type": "IllegalAction", "message": "not your turn"})
