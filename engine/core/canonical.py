"""Canonical JSON of models: the byte-exact form used for hashes, equality in tests and saves."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel


@dataclass(frozen=True)
class AddedInSave:
    """Marks a state field that saves of an earlier format did not hash: ``Annotated[T, AddedInSave(2)]``.

    A save records the hash of the position its moves lead to. When a game's state gains a field, replaying
    an older save's moves still reaches the same position, but its hash now covers one field more; the field
    says from which save version on it counts, so older saves are checked against what they hashed.
    """

    version: int


def canonical_json(value: BaseModel | Any) -> bytes:
    data = value.model_dump(mode="json") if isinstance(value, BaseModel) else value
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def state_hash(state: BaseModel, *, as_of_save: int | None = None) -> str:
    """The state's hash; with ``as_of_save``, as a save of that format version computed it."""
    data: Any = state
    if as_of_save is not None:
        data = _without_fields_after(state, state.model_dump(mode="json"), as_of_save)
    return hashlib.sha256(canonical_json(data)).hexdigest()


def _without_fields_after(value: Any, dumped: Any, version: int) -> Any:
    """``dumped`` (``value``'s JSON form) less every field marked as added in a save version after ``version``."""
    if isinstance(value, BaseModel):
        kept = dict(dumped)
        for name, field in type(value).model_fields.items():
            key = field.serialization_alias or name
            if key not in kept:
                continue
            if any(isinstance(mark, AddedInSave) and mark.version > version for mark in field.metadata):
                del kept[key]
            else:
                kept[key] = _without_fields_after(getattr(value, name), kept[key], version)
        return kept
    if isinstance(value, (list, tuple)) and isinstance(dumped, list):
        return [_without_fields_after(item, raw, version) for item, raw in zip(value, dumped, strict=True)]
    if isinstance(value, dict) and isinstance(dumped, dict):
        # model_dump keeps a dict's order, and its keys may change type (to str), so pair them by position
        pairs = zip(dumped.items(), value.values(), strict=True)
        return {key: _without_fields_after(item, raw, version) for (key, raw), item in pairs}
    return dumped
