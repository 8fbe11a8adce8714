"""The margin spread probe sets each projected lead against the final margin of its own game."""

from __future__ import annotations

import pytest

from hearthwood.engine.ai import Level
from tests.benchmarks import probe_spread
from tests.benchmarks.probe_spread import Point, misses, report


def test_a_game_gives_one_miss_per_point_of_the_year_and_none_at_the_end() -> None:
    found = misses(0, Level.EASY)
    points = [point for point, _ in found]
    assert len(points) == len(set(points)), "each point of the year is noted once, at its first decision"
    assert points[0].months_to_go > points[-1].months_to_go == 0
    assert all(point.step != "over" for point in points), "a finished game has no decision to note"


def test_the_report_reads_the_mean_and_the_spread_of_the_misses() -> None:
    early, late = Point(3, "place"), Point(0, "final")
    rows = report([[(early, 2.0), (late, 1.0)], [(early, -4.0), (late, 1.0)]]).splitlines()
    assert rows[2] == "| 3 | place | 2 | -1.0 | 3.0 |"
    assert rows[3] == "| 0 | final | 2 | +1.0 | 0.0 |"


def test_the_probe_prints_a_row_per_point(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # a game at any level takes seconds; the real games are played in the test above
    monkeypatch.setattr(probe_spread, "misses", lambda seed, level: [(Point(1, "turn"), float(seed))])
    probe_spread.main(["3", "--level", "easy", "--workers", "1"])
    out = capsys.readouterr().out
    assert "3 games between two easy seats" in out
    assert "| 1 | turn | 3 | +1.0 | 0.8 |" in out


def test_the_probe_can_start_from_a_later_seed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(probe_spread, "misses", lambda seed, level: [(Point(1, "turn"), float(seed))])
    probe_spread.main(["3", "--first", "5", "--workers", "1"])
    assert "| 1 | turn | 3 | +6.0 | 0.8 |" in capsys.readouterr().out
