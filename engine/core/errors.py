"""Typed errors the engine raises. Each carries a message a player can read."""

from __future__ import annotations


class HearthwoodError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(HearthwoodError):
    """An action the rules forbid. ``rule`` names the rule it breaks, ``reason`` explains it."""

    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(f"{rule}: {reason}")
        self.rule = rule
        self.reason = reason


class UnknownGame(HearthwoodError):
    """No game is registered under that id."""


class InvalidConfig(HearthwoodError):
    """A game configuration the game cannot be set up with."""


class UndoRefused(HearthwoodError):
    """Undo or redo is not allowed here (revealed information, another player's decision, nothing left)."""


class SaveError(HearthwoodError):
    """A save file that cannot be loaded. The file is never modified when this is raised."""


class CorruptSave(SaveError):
    """The file is not a readable Hearthwood save (truncated, not JSON, wrong shape, bad action)."""


class FutureSaveVersion(SaveError):
    """The file was written by a newer Hearthwood whose format this version does not understand."""


class TamperedSave(SaveError):
    """Replaying the file's actions does not give the state it recorded."""
