"""Test-wide set-up: headless Qt, and user files redirected into a temporary folder."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Any code that runs at import time must not touch the real user folders either.
os.environ.setdefault("HEARTHWOOD_DATA_DIR", tempfile.mkdtemp(prefix="hearthwood-test-data-"))

import pytest

from tests.conformance import toy_game  # noqa: F401  (registers the kit's own small game)


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("HEARTHWOOD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("HEARTHWOOD_LOG_DIR", str(tmp_path / "logs"))
    yield
