"""Where user files live. Everything goes through platformdirs; environment variables redirect it for tests."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Hearthwood"


def data_dir() -> Path:
    override = os.environ.get("HEARTHWOOD_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_dir() -> Path:
    override = os.environ.get("HEARTHWOOD_LOG_DIR")
    if override:
        path = Path(override)
    elif os.environ.get("HEARTHWOOD_DATA_DIR"):
        path = data_dir() / "logs"
    else:
        path = Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
