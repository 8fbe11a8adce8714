"""The search depth probe counts each iteration's walk through the tree without changing the search."""

from __future__ import annotations

import pytest

from hearthwood.engine.ai import Level, choose_action
from hearthwood.engine.ai.mcts import Search
from tests.benchmarks import probe_depth
from tests.benchmarks.probe_depth import Walks, counting_walks, report
from tests.conformance import toy_game


def test_counting_records_one_walk_per_iteration_and_leaves_the_move_alone() -> None:
    game = toy_game.GAME
    state = game.new_state(game.make_config({}), 2, seed=4)
    decision = game.decision(state)
    assert decision is not None
    view = game.view(state, decision.player)
    plain = choose_action(game, view, decision.player, Level.HARD, 7, iterations=60)
    with counting_walks() as walks:
        counted = choose_action(game, view, decision.player, Level.HARD, 7, iterations=60)
    assert counted == plain
    assert len(walks.lengths) == len(walks.reached_rival) == 60
    assert all(length >= 1 for length in walks.lengths), "every iteration decides at least at the root"
    # the toy game alternates its players, so the walks that go two decisions deep meet the rival
    assert any(walks.reached_rival)
    assert Search.iterate is not None and "counted" not in Search.iterate.__name__, "the search is restored"


def test_the_report_reads_mean_p95_max_and_the_rival_share() -> None:
    walks = Walks(lengths=[1, 2, 3, 6], reached_rival=[False, True, True, True])
    rows = report({Level.HARD: walks}).splitlines()
    assert rows[2] == "| hard | 3.0 / 6 / 6 | 75% |"


def test_the_probe_runs_a_game_through(capsys: pytest.CaptureFixture[str]) -> None:
    probe_depth.main([toy_game.GAME.info.id, "2", "--workers", "1"])
    out = capsys.readouterr().out
    assert "2 positions" in out
    assert all(f"| {level} |" in out for level in ("medium", "hard", "expert"))
