"""Narrowing for tests that know which concrete type an engine API hands back under a general one."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")


def narrow(value: object, cls: type[T]) -> T:
    """``value``, checked to be a ``cls`` (a game's state, action or table where the API promises only the base)."""
    assert isinstance(value, cls), f"expected {cls.__name__}, got {type(value).__name__}"
    return value


def not_none(value: T | None) -> T:
    """``value``, checked to be there (a decision while the game is on, a widget the test has just shown)."""
    assert value is not None
    return value


def known(values: Iterable[T | None]) -> list[T]:
    """``values``, each checked to be there: a full state's cards, where only a player's view hides some."""
    return [not_none(value) for value in values]
