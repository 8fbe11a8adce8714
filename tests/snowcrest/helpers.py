"""Shared pieces of the Snowcrest tests."""

from __future__ import annotations

from typing import Literal, TypedDict


class SnowcrestOptions(TypedDict, total=False):
    """The game options a test may set, as they go into the game's configuration."""

    variant: Literal["full", "basic"]
    solo_level: int
