"""Canonical JSON of models: the byte-exact form used for hashes, equality in tests and saves."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import BaseModel


def canonical_json(value: BaseModel | Any) -> bytes:
    data = value.model_dump(mode="json") if isinstance(value, BaseModel) else value
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def state_hash(state: BaseModel) -> str:
    return hashlib.sha256(canonical_json(state)).hexdigest()
