"""The projection drift probe reads each game's projection and reports every kind of move it saw."""

from __future__ import annotations

import pytest

from hearthwood.engine.core import get_game
from hearthwood.engine.games import load_all
from tests.benchmarks import probe_drift


# Creature Comforts' projection is the slowest to read; the finished-game test below plays it through the probe.
@pytest.mark.parametrize("game_id", ["snowcrest", "tiny-towns"])
def test_the_probe_tallies_every_move_of_a_seeded_game(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    probe_drift.main([game_id, "1", "--level", "easy"])
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| ") and not line.startswith("| move")]
    kinds = {row.split(" | ")[0].removeprefix("| ") for row in rows}
    # Every game has moves its players choose; the probe must have seen more than one kind of them,
    # each from the mover's side and from the other player's.
    assert len(kinds) > 1
    assert {row.split(" | ")[1] for row in rows} == {"mover", "other"}
    assert "projection at the start" in out


# Snowcrest's projection still counts leftover tokens at their floor value when the game ends (see the AI
# NOTES); the other two must read a finished game exactly as its score sheet does.
@pytest.mark.parametrize("game_id", ["tiny-towns", "creature-comforts"])
def test_a_finished_game_is_projected_at_its_score(game_id: str) -> None:
    load_all()
    drift = probe_drift.Drift()
    probe_drift.play_deal(get_game(game_id), probe_drift.PROJECTIONS[game_id], "easy", 2, 11, drift)
    assert drift.end_gap == pytest.approx([0.0, 0.0])
