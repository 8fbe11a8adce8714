"""The hidden ``--smoke-test`` mode that packaged builds are checked with, run here from the checkout.

Running it from source on every test run means a change to the main window that breaks the smoke path
shows up straight away, not only after the next `make package`.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.packaging.helpers import load_script

smoke = load_script("smoke")


def test_smoke_mode_reaches_home_starts_a_game_saves_and_exits_cleanly(tmp_path: Path) -> None:
    run = smoke.run_once([sys.executable, "-m", "hearthwood.desktop"], tmp_path, timeout=60)
    assert smoke.problems(run) == [], run.output
    assert "smoke: home screen shown" in run.output
    assert "smoke: game started: tiny-towns" in run.output
    assert "smoke: AI helper answered: " in run.output  # the search ran in its helper process


def test_smoke_problems_are_reported(tmp_path: Path) -> None:
    failed = smoke.SmokeRun(returncode=1, startup_s=None, total_s=1.0, save=tmp_path / "none.json", output="")
    found = smoke.problems(failed)
    assert any("exited with 1" in problem for problem in found)
    assert any("home screen" in problem for problem in found)
    assert any("no save file" in problem for problem in found)
    assert any("helper process never answered" in problem for problem in found)
