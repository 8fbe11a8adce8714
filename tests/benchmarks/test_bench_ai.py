"""The AI benchmark keeps every finished game and resumes where it stopped (its numbers take hours)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hearthwood.engine.ai import Level
from hearthwood.engine.core import Game, GameState
from tests.benchmarks import bench_ai

ARGS = ["bench_ai", "2", "high-card", "--strongest", "medium", "--no-times", "--workers", "1"]


def _records(path: Path) -> list[dict[str, Any]]:  # JSON records, as bench_ai itself holds them
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_games_are_kept_and_a_second_run_plays_only_what_is_missing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "games.jsonl"
    bench_ai.main([*ARGS, "--results", str(results)])
    first = _records(results)
    # Medium against Easy (2 games: one deal, seats swapped) and a solo game pair per level.
    assert sorted((r["kind"], tuple(r["levels"]), r["index"]) for r in first) == [
        ("duel", ("medium", "easy"), 0),
        ("duel", ("medium", "easy"), 1),
        ("solo", ("easy",), 0),
        ("solo", ("easy",), 1),
        ("solo", ("medium",), 0),
        ("solo", ("medium",), 1),
    ]
    bench_ai.main([*ARGS[:1], "3", *ARGS[2:], "--results", str(results), "--solo-games", "2"])
    assert len(_records(results)) == len(first) + 1, "only the duel's third game is new"
    bench_ai.main([*ARGS[:1], "3", *ARGS[2:], "--results", str(results)])
    assert len(_records(results)) == len(first) + 3, "then the third solo game of each level"
    capsys.readouterr()
    bench_ai.main([*ARGS, "--results", str(results), "--report"])
    report = capsys.readouterr().out
    assert "vs Easy (3 games" in report and "(3 games)" in report


def test_weakest_and_strongest_share_the_cells_between_runs(tmp_path: Path) -> None:
    # Two results files, one run each: the first plays up to Medium, the second from Hard up.
    low, high = tmp_path / "low.jsonl", tmp_path / "high.jsonl"
    one_game = ["bench_ai", "1", "high-card", "--no-times", "--workers", "1"]
    bench_ai.main([*one_game, "--strongest", "medium", "--results", str(low)])
    bench_ai.main([*one_game, "--weakest", "hard", "--results", str(high)])
    assert sorted(tuple(r["levels"]) for r in _records(low)) == [("easy",), ("medium",), ("medium", "easy")]
    assert sorted(tuple(r["levels"]) for r in _records(high)) == [
        ("expert",),
        ("expert", "hard"),
        ("hard",),
        ("hard", "medium"),
    ]


def test_results_of_other_code_are_not_counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    results = tmp_path / "games.jsonl"
    bench_ai.main([*ARGS, "--results", str(results)])
    monkeypatch.setattr(bench_ai, "fingerprint", lambda game: "changed-code")
    bench_ai.main([*ARGS, "--results", str(results)])
    fingerprints = [r["ai"] for r in _records(results)]
    assert fingerprints.count("changed-code") == 6, "every game is played again under the new code"


def test_games_carry_over_to_new_code_only_where_a_replay_gives_the_same_results(tmp_path: Path) -> None:
    results = tmp_path / "games.jsonl"
    bench_ai.main([*ARGS, "--results", str(results)])
    records = _records(results)
    old = str(records[0]["ai"])
    # As if the new code changed how Medium plays alone: its stored solo game no longer replays the same.
    for record in records:
        if record["kind"] == "solo" and record["levels"] == ["medium"] and record["index"] == 1:
            record["score"] = int(record["score"]) + 1
    results.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bench_ai, "fingerprint", lambda game: "changed-code")
        bench_ai.main([*ARGS, "--results", str(results), "--carry-over", old, "--check", "2"])
    new = [r for r in _records(results) if r["ai"] == "changed-code"]
    carried = sorted((r["kind"], tuple(r["levels"])) for r in new if r.get("carried_from") == old)
    assert carried == [("duel", ("medium", "easy"))] * 2 + [("solo", ("easy",))] * 2
    replayed = [r for r in new if "carried_from" not in r]
    assert sorted((tuple(r["levels"]), r["index"]) for r in replayed) == [(("medium",), 0), (("medium",), 1)]


def test_duels_pair_each_deal_with_the_seats_swapped(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[tuple[tuple[str, ...], int]] = []
    real_play = bench_ai.play

    def recording_play(game: Game[Any, Any], levels: tuple[Level, ...], seed: int) -> GameState:
        played.append((tuple(level.value for level in levels), seed))
        return real_play(game, levels, seed)

    monkeypatch.setattr(bench_ai, "play", recording_play)
    cell = bench_ai.Cell("high-card", (Level.MEDIUM, Level.EASY))
    for index in (4, 5):
        bench_ai.play_cell_game(cell, index)
    assert played == [(("medium", "easy"), 2), (("easy", "medium"), 2)]


def test_the_fingerprint_ignores_comments_and_docstrings_but_not_code(tmp_path: Path) -> None:
    module = tmp_path / "rules.py"
    content = tmp_path / "cards.json"
    content.write_text('{"cost": 2}', encoding="utf-8")

    def fingerprint_of(source: str, cards: str = '{"cost": 2}') -> str:
        module.write_text(source, encoding="utf-8")
        content.write_text(cards, encoding="utf-8")
        return bench_ai.files_fingerprint([module, content], tmp_path)

    original = fingerprint_of('"""Rules."""\n\ndef cost(x):\n    """How much."""\n    return x + 1  # one more\n')
    reworded = fingerprint_of('"""The rules, reworded."""\n\n\ndef cost(x):\n    # why: a comment\n    return x + 1\n')
    assert reworded == original
    assert fingerprint_of('"""Rules."""\n\ndef cost(x):\n    return x + 2\n') != original
    assert fingerprint_of('"""Rules."""\n\ndef cost(x):\n    return x + 1\n', '{"cost": 3}') != original


def test_decision_times_are_kept_for_the_report_and_only_for_the_code_that_was_timed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "games.jsonl"
    monkeypatch.setattr(bench_ai, "TIMED_POSITIONS", 2)
    bench_ai.main(["bench_ai", "0", "high-card", "--workers", "1", "--results", str(results)])
    timed = [r for r in _records(results) if r["kind"] == "times"]
    assert sorted(str(r["level"]) for r in timed) == ["easy", "expert", "hard", "medium"]
    assert all(len(r["seconds"]) == 2 for r in timed)
    capsys.readouterr()
    bench_ai.main(["bench_ai", "0", "high-card", "--results", str(results), "--report"])
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| High Card")]
    assert len(rows) == 4 and all(row.split(" | ")[3] != "-" for row in rows), rows
    monkeypatch.setattr(bench_ai, "fingerprint", lambda game: "changed-code")
    bench_ai.main(
        ["bench_ai", "0", "high-card", "--results", str(results), "--report", "--carry-over", str(timed[0]["ai"])]
    )
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| High Card")]
    assert all(row.split(" | ")[3] == "-" for row in rows), "times of other code are neither shown nor carried"


def test_cells_limit_a_run_to_the_named_pairings_and_solo_levels(tmp_path: Path) -> None:
    results = tmp_path / "games.jsonl"
    one_game = ["bench_ai", "1", "high-card", "--no-times", "--workers", "1", "--results", str(results)]
    bench_ai.main([*one_game, "--cells", "hard-medium", "easy"])
    assert sorted(tuple(r["levels"]) for r in _records(results)) == [("easy",), ("hard", "medium")]
    with pytest.raises(SystemExit, match=r"easy-hard.*known: easy, expert, expert-hard"):
        bench_ai.main([*one_game, "--cells", "easy-hard"])
    assert len(_records(results)) == 2, "a misnamed cell (the weaker level first) plays nothing"
    bench_ai.main([*one_game, "--cells", "hard-easy"])
    assert tuple(_records(results)[-1]["levels"]) == ("hard", "easy"), "a pairing across rungs is played when named"


def test_a_pairing_across_rungs_is_set_beside_what_its_rungs_predict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def duels(levels: list[str], points: list[float]) -> list[str]:
        record = {"ai": "this-code", "game": "high-card", "kind": "duel", "levels": levels, "seconds": 1.0}
        return [json.dumps({**record, "index": i, "points": p, "margin": 0}) + "\n" for i, p in enumerate(points)]

    results = tmp_path / "games.jsonl"
    # Each rung and the pairing across both won 3 of 4; the same easy level lost games 0-3 of the lowest rung.
    lines = duels(["medium", "easy"], [1.0, 1.0, 0.0, 1.0]) + duels(["hard", "medium"], [1.0, 0.0, 1.0, 1.0])
    results.write_text("".join(lines + duels(["hard", "easy"], [1.0, 1.0, 1.0, 0.0])), encoding="utf-8")
    monkeypatch.setattr(bench_ai, "fingerprint", lambda game: "this-code")
    report = ["bench_ai", "0", "high-card", "--results", str(results), "--report"]
    bench_ai.main([*report, "--cells", "hard-easy", "hard-medium", "medium-easy"])
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| high-card | hard v easy")]
    # Two rungs of 75% add up to 90% on the Elo curve (190.8 points each); two of 65% to 77.5%. The spread of
    # 3 wins in 4 is sqrt(3/16), so the margin of error is 1.96 * 0.433 / 2.
    assert rows == ["| high-card | hard v easy | 4 | 75.0% +/-42.4% (margin +0.0) | 75.0% (medium v easy, 4 games) "
                    "| 90.0% | 77.5% |"]  # fmt: skip
    bench_ai.main(report)
    assert "across rungs" not in capsys.readouterr().out, "only a run that names such a pairing shows it"


def test_a_change_is_compared_with_the_older_code_on_the_same_deals_and_seats(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def duel(code: str, index: int, points: float, margin: int) -> str:
        record = {"ai": code, "game": "high-card", "kind": "duel", "levels": ["medium", "easy"], "index": index}
        return json.dumps({**record, "points": points, "margin": margin, "seconds": 1.0}) + "\n"

    results = tmp_path / "games.jsonl"
    # Game 1 turned from a loss into a win, game 0 won by more, game 4 the same; games 2 (only before) and 3 (only
    # now) have nothing to compare with.
    before = [duel("old-code", 0, 1.0, 3), duel("old-code", 1, 0.0, -2), duel("old-code", 2, 1.0, 1)]
    now = [duel("new-code", 0, 1.0, 5), duel("new-code", 1, 1.0, 2), duel("new-code", 3, 0.0, -1)]
    before.append(duel("old-code", 4, 1.0, 2))
    now.append(duel("new-code", 4, 1.0, 2))
    results.write_text("".join(before + now), encoding="utf-8")
    monkeypatch.setattr(bench_ai, "fingerprint", lambda game: "new-code")
    report = ["bench_ai", "0", "high-card", "--results", str(results), "--report", "--cells", "medium-easy"]
    bench_ai.main([*report, "--compare", "old-code"])
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| high-card")]
    # margin changes +2, +4 and 0: mean +2, and 1.96 standard errors of it (sd 2 over 3 games) is 2.26
    assert rows == ["| high-card | medium v easy | 3 | 2 | 100.0% | 66.7% | 1 / 0 | +2.00 +/-2.26 |"]
    bench_ai.main([*report, "--compare", "code-never-run"])
    assert "No pairing has games of both this code and code-never-run" in capsys.readouterr().out


def test_deals_are_counted_by_who_won_both_of_their_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "games.jsonl"
    record = {"ai": "this-code", "game": "high-card", "kind": "duel", "levels": ["medium", "easy"], "seconds": 1.0}
    # Deals 0-3: the stronger level won both, the weaker both, one each, a tie; deal 4 has only its first game.
    points = [1.0, 1.0, 0.0, 0.0, 1.0, 0.0, 0.5, 1.0, 1.0]
    lines = [json.dumps({**record, "index": i, "points": p, "margin": 0}) + "\n" for i, p in enumerate(points)]
    results.write_text("".join(lines), encoding="utf-8")
    monkeypatch.setattr(bench_ai, "fingerprint", lambda game: "this-code")
    bench_ai.main(["bench_ai", "0", "high-card", "--results", str(results), "--report", "--deals"])
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("| high-card | medium v easy | 4")]
    assert rows == ["| high-card | medium v easy | 4 | 1 | 1 | 1 | 1 |"]


def test_play_again_sets_a_cells_stored_games_aside_and_plays_them_afresh(tmp_path: Path) -> None:
    results = tmp_path / "games.jsonl"
    bench_ai.main([*ARGS, "--results", str(results)])
    # As if Medium-Easy's games had been carried over from code that played them otherwise.
    records = _records(results)
    for record in records:
        if record["kind"] == "duel":
            record["margin"] = 99
    results.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    with pytest.raises(SystemExit, match="--cells"):
        bench_ai.main([*ARGS, "--results", str(results), "--play-again", "suspect"])
    assert _records(results) == records, "without named cells nothing is set aside"
    for other in (["--report"], ["--carry-over", "older-code"]):
        with pytest.raises(SystemExit, match="neither --report nor --carry-over"):
            bench_ai.main([*ARGS, "--results", str(results), "--play-again", "x", "--cells", "medium-easy", *other])
        assert _records(results) == records, f"with {other[0]} nothing is set aside"

    bench_ai.main([*ARGS, "--results", str(results), "--play-again", "suspect", "--cells", "medium-easy"])
    added = _records(results)[len(records) :]
    assert [r["kind"] for r in added] == ["void", "duel", "duel"]
    assert added[0]["reason"] == "suspect" and added[0]["set_aside"] == 2
    fingerprints = {"high-card": str(records[0]["ai"])}
    kept = bench_ai.Results(results, fingerprints).done(bench_ai.Cell("high-card", (Level.MEDIUM, Level.EASY)))
    assert sorted(kept) == [0, 1] and all(r["margin"] != 99 for r in kept.values()), "only the fresh games count"
    solo = bench_ai.Results(results, fingerprints).done(bench_ai.Cell("high-card", (Level.EASY,)))
    assert len(solo) == 2, "cells not named keep their games"
    bench_ai.main([*ARGS, "--results", str(results)])
    assert len(_records(results)) == len(records) + 3, "a later run finds nothing missing"
