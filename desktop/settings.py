"""The app's small settings file (recent games), kept as JSON in the user data folder.

A damaged settings file must never stop the app from starting: it is replaced by defaults and logged.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from hearthwood.engine.core.paths import data_dir
from hearthwood.engine.core.saves import atomic_write

log = logging.getLogger(__name__)

SETTINGS_NAME = "settings.json"
MAX_RECENT = 8


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore")

    recent_files: list[str] = Field(default_factory=list)


def settings_path() -> Path:
    return data_dir() / SETTINGS_NAME


def load_settings() -> Settings:
    path = settings_path()
    if not path.exists():
        return Settings()
    try:
        return Settings.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValidationError) as exc:
        log.warning("ignoring unreadable settings file %s: %s", path, exc)
        return Settings()


def save_settings(settings: Settings) -> None:
    data = json.dumps(settings.model_dump(mode="json"), indent=1).encode("utf-8")
    atomic_write(settings_path(), data, keep_backup=False)


def remember_recent(path: Path) -> Settings:
    """Put ``path`` first in the recent list (once), keep the list short, and save it."""
    settings = load_settings()
    entry = str(path.resolve())
    settings.recent_files = [entry, *(p for p in settings.recent_files if p != entry)][:MAX_RECENT]
    save_settings(settings)
    return settings


def recent_files() -> list[Path]:
    """Recent games that still exist on disk, newest first."""
    return [Path(p) for p in load_settings().recent_files if Path(p).is_file()]
