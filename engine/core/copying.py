"""Fast deep copies of game states.

States are trees of pydantic models, lists, dicts and immutable values. ``copy.deepcopy`` handles any
object graph and pays for it (memo dictionaries, reduce protocols); cloning is the hottest operation of
undo mementos and AI search, so this copier handles exactly the shapes states are made of.
Frozen models and immutable values are shared rather than copied.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

T = TypeVar("T")
_IMMUTABLE = (str, int, float, bool, type(None), bytes)


def fast_deepcopy(value: T) -> T:
    return _copy(value)  # type: ignore[no-any-return]


def _copy(value: Any) -> Any:
    kind = type(value)
    if kind in _IMMUTABLE:
        return value
    if kind is list:
        return [v if type(v) in _IMMUTABLE else _copy(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _IMMUTABLE else _copy(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(_copy(v) for v in value)
    if isinstance(value, BaseModel):
        if value.model_config.get("frozen"):
            return value
        clone = object.__new__(kind)
        object.__setattr__(
            clone, "__dict__", {k: v if type(v) in _IMMUTABLE else _copy(v) for k, v in value.__dict__.items()}
        )
        object.__setattr__(clone, "__pydantic_fields_set__", set(value.__pydantic_fields_set__))
        object.__setattr__(clone, "__pydantic_extra__", _copy(value.__pydantic_extra__))
        object.__setattr__(clone, "__pydantic_private__", _copy(value.__pydantic_private__))
        return clone
    if kind is set:
        return {_copy(v) for v in value}
    if isinstance(value, frozenset):
        return value
    raise TypeError(f"game states may not hold {kind.__name__} values")
