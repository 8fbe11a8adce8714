"""The engine core: the game protocol, actions, chance, sessions with undo/redo, and saves."""

from .actions import Action, mention, shared_action, with_names
from .canonical import AddedInSave, canonical_json, state_hash
from .errors import (
    CorruptSave,
    FutureSaveVersion,
    HearthwoodError,
    IllegalAction,
    InvalidConfig,
    SaveError,
    TamperedSave,
    UndoRefused,
    UnknownGame,
)
from .game import (
    ApplyResult,
    Decision,
    Game,
    GameConfig,
    GameInfo,
    GameState,
    PlayerCounts,
    ScoreSheet,
    Secret,
    perform,
    ranking,
    redacted,
    sample_state,
    value_at,
    winners,
)
from .registry import get_game, register, registered_games
from .rng import Rng
from .session import Command, Seat, Session
from .wording import counted

__all__ = [
    "Action",
    "AddedInSave",
    "ApplyResult",
    "Command",
    "CorruptSave",
    "Decision",
    "FutureSaveVersion",
    "Game",
    "GameConfig",
    "GameInfo",
    "GameState",
    "HearthwoodError",
    "IllegalAction",
    "InvalidConfig",
    "PlayerCounts",
    "Rng",
    "SaveError",
    "ScoreSheet",
    "Seat",
    "Secret",
    "Session",
    "TamperedSave",
    "UndoRefused",
    "UnknownGame",
    "canonical_json",
    "counted",
    "get_game",
    "mention",
    "perform",
    "ranking",
    "redacted",
    "register",
    "registered_games",
    "sample_state",
    "shared_action",
    "state_hash",
    "value_at",
    "winners",
    "with_names",
]
