"""The type hints hold: mypy in strict mode over every package the app installs and over these tests, as part
of `make test`.

setup.py installs engine/, ui/, desktop/, resources/ and seeds/ as ``hearthwood.<folder>`` through an import hook
that mypy does not follow, so the check runs on a tree of links laid out as installed. The tests import the app
by those names, so they are linked in beside it and checked in the same run (one run shares the analysis of the
app, which the tests' imports need anyway).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from mypy import api

REPO = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "ui", "desktop", "resources", "seeds")


def test_every_package_and_the_tests_pass_mypy_strict(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tree = tmp_path / "hearthwood"
    tree.mkdir()
    for name in PACKAGES:
        (tree / name).symlink_to(REPO / name, target_is_directory=True)
    (tmp_path / "tests").symlink_to(REPO / "tests", target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    packages = [arg for name in PACKAGES for arg in ("-p", f"hearthwood.{name}")]
    report, errors, status = api.run(
        [
            "--config-file",
            str(REPO / "pyproject.toml"),
            "--cache-dir",
            os.devnull,
            "--no-error-summary",
            *packages,
            "-p",
            "tests",
        ]
    )
    assert status == 0, report + errors
