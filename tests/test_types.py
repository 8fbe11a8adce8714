"""The type hints hold: mypy in strict mode over every package the app installs, as part of `make test`.

setup.py installs engine/, ui/, desktop/, resources/ and seeds/ as ``hearthwood.<folder>`` through an import hook
that mypy does not follow, so the check runs on a tree of links laid out as installed.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from mypy import api

REPO = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "ui", "desktop", "resources", "seeds")


def test_every_package_passes_mypy_strict(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tree = tmp_path / "hearthwood"
    tree.mkdir()
    for name in PACKAGES:
        (tree / name).symlink_to(REPO / name, target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    packages = [arg for name in PACKAGES for arg in ("-p", f"hearthwood.{name}")]
    report, errors, status = api.run(
        ["--config-file", str(REPO / "pyproject.toml"), "--cache-dir", os.devnull, "--no-error-summary", *packages]
    )
    assert status == 0, report + errors
