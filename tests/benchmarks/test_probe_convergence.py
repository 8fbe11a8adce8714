"""The search convergence probe counts agreement between seeds and with the largest budget's choice."""

from __future__ import annotations

import pytest

from tests.benchmarks import probe_convergence
from tests.benchmarks.probe_convergence import Answers, agreement, report
from tests.conformance import toy_game


def test_agreement_is_the_share_of_seed_pairs_that_chose_alike() -> None:
    assert agreement(["a", "a", "a"]) == 1.0
    assert agreement(["a", "b"]) == 0.0
    # of the six pairs among a, a, b, b only (a, a) and (b, b) agree
    assert agreement(["a", "a", "b", "b"]) == pytest.approx(2 / 6)


def test_the_report_compares_each_budget_with_the_largest_budgets_usual_move() -> None:
    answers = [
        Answers(legal=5, moves={10: ["x", "y"], 40: ["x", "x"]}, seconds={10: [0.01, 0.01], 40: [0.04, 0.04]}),
        Answers(legal=3, moves={10: ["z", "z"], 40: ["z", "z"]}, seconds={10: [0.01, 0.01], 40: [0.04, 0.04]}),
    ]
    rows = report(answers, (10, 40)).splitlines()
    # budget 10: its seeds agree on the second position only; the largest budget chose x and z, which 1 of 2
    # and 2 of 2 of budget 10's seeds chose too
    assert rows[2] == "| 10 | 50% | 75% | 10 |"
    assert rows[3] == "| 40 | 100% | 100% | 40 |"
    assert rows[-1] == "2 positions, median 4 moves to choose from"


def test_the_probe_runs_a_game_through(capsys: pytest.CaptureFixture[str]) -> None:
    probe_convergence.main([toy_game.GAME.info.id, "2", "--budgets", "4,8", "--seeds", "2", "--workers", "1"])
    out = capsys.readouterr().out
    assert out.count("\n| 4 |") == 1 and out.count("\n| 8 |") == 1
    assert "2 positions" in out
