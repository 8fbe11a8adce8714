"""Small helpers for the sentences the log and tooltips show players."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``counted(1, "Scroll")`` is "1 Scroll", ``counted(3, "Scroll")`` "3 Scrolls"; irregular nouns give ``plural``."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
