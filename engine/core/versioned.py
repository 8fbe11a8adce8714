"""Reading our versioned JSON files (saves, campaign progress) with errors a player can act on.

The version is checked before the shape, so a file from a newer Hearthwood is reported as newer rather
than as damaged, and nothing here ever writes: a file that cannot be read is left as it was.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from .errors import HearthwoodError

M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class FileKind:
    format: str  # the file's "format" field
    version: int  # the newest version this build reads
    noun: str  # how messages name the file: "the save file"
    title: str  # what it should be: "Hearthwood save file"
    corrupt: type[HearthwoodError]
    future: type[HearthwoodError]
    update_hint: str  # what to do about a newer file


def parse_versioned(data: bytes, kind: FileKind, model: type[M]) -> M:
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise kind.corrupt(f"{kind.noun} is not readable JSON (it may be truncated): {exc}") from exc
    if not isinstance(raw, dict) or raw.get("format") != kind.format:
        raise kind.corrupt(f"{kind.noun} is not a {kind.title}")
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise kind.corrupt(f"{kind.noun} has no valid format version")
    if version > kind.version:
        raise kind.future(
            f"{kind.noun} was written by a newer Hearthwood (format {version}; this version reads up to "
            f"{kind.version}). {kind.update_hint}"
        )
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise kind.corrupt(f"{kind.noun} is damaged ({where}: {first['msg']})") from exc
