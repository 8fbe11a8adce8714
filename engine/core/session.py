"""A game being played: the current state, the action log, and undo/redo as command objects.

Each command holds its action and a memento (a copy of the state before it), as python-chess's move
stack does. Redo applies the same action again; because chance lives in the state's RNG, a redo draws
the same card or rolls the same die instead of re-rolling.
"""

from __future__ import annotations

import secrets as _secrets
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .actions import Action, with_names
from .errors import IllegalAction, UndoRefused
from .game import Decision, Game, GameConfig, GameState, ScoreSheet, perform, ranking
from .registry import get_game


class Seat(BaseModel):
    """Who sits at one place at the table."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=40)
    colour: str = ""
    kind: Literal["human", "ai"] = "human"
    level: str | None = None


@dataclass(frozen=True)
class Command:
    """One applied action with the state from before it.

    ``sealed`` commands revealed information (a draw, a roll, a reveal of secret choices): taking them
    back would let a player see what comes next and choose again, so undo stops there.
    """

    action: Action
    before: GameState
    sealed: bool
    text: str
    events: tuple[str, ...]
    secret: bool = False  # made as a secret choice: its details stay out of others' logs until a reveal
    cover: str = "has chosen"  # what others read instead while it is secret (``Decision.cover``)


class _Everyone:
    """The log's default reader: tests, saves and the end of the game see every line."""


EVERYONE = _Everyone()


def new_seed() -> int:
    return _secrets.randbits(48)


class Session:
    """The engine's side of one game at the table; the UI, the AI driver and the tests all use it."""

    def __init__(
        self,
        game: Game[Any, Any],
        config: GameConfig,
        seats: Sequence[Seat],
        seed: int,
        created: datetime | None = None,
    ) -> None:
        game.check_player_count(config, len(seats))
        self.game = game
        self.config = config
        self.seats = list(seats)
        self.seed = seed
        self.created = created or datetime.now(UTC)
        self.state: GameState = game.new_state(config, len(seats), seed)
        # What the app knows about this game beyond the rules (e.g. the campaign challenge it is played
        # for); kept in the save file so it survives a restart.
        self.labels: dict[str, str] = {}
        self._done: list[Command] = []
        self._undone: list[Action] = []

    @classmethod
    def start(
        cls, game_id: str, seats: Sequence[Seat], config: dict[str, Any] | None = None, seed: int | None = None
    ) -> Session:
        game = get_game(game_id)
        return cls(game, game.make_config(config), seats, new_seed() if seed is None else seed)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def actions(self) -> list[Action]:
        return [command.action for command in self._done]

    @property
    def redo_actions(self) -> list[Action]:
        return list(reversed(self._undone))

    @property
    def commands(self) -> list[Command]:
        return list(self._done)

    def decision(self) -> Decision | None:
        return self.game.decision(self.state)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def view(self, viewer: int | None) -> GameState:
        view: GameState = self.game.view(self.state, viewer)
        return view

    def score_sheet(self) -> ScoreSheet:
        return self.game.score_sheet(self.state)

    def ranking(self) -> list[list[int]]:
        return ranking(self.game, self.state)

    def log(self, viewer: int | _Everyone | None = EVERYONE) -> list[str]:
        """The game log as ``viewer`` may read it (``None``: the public log; by default everything).

        A secret choice (a hidden placement, a sealed bid) shows only as its cover ("X has chosen", or the
        game's wording) to everyone but the chooser until a later command reveals something, as the table
        itself does. A run of one player's hidden choices reads as one line: how many there were is part
        of what is hidden, and five "X places workers in secret" in a row would only bury the log.
        """
        lines: list[str] = []
        revealed_from = len(self._done)
        for index in range(len(self._done) - 1, -1, -1):
            if self._done[index].sealed:
                break
            revealed_from = index
        for index, command in enumerate(self._done):
            hidden = (
                command.secret and index >= revealed_from and viewer is not EVERYONE and viewer != command.action.player
            )
            line = f"{self.names[command.action.player]} {command.cover}" if hidden else command.text
            if not (hidden and lines and lines[-1] == line):
                lines.append(line)
            lines.extend(command.events)
        return lines

    # -- acting ----------------------------------------------------------------------------------
    def apply(self, action: Action) -> Command:
        """Apply an action, or raise ``IllegalAction`` and leave the session exactly as it was."""
        before = self.game.clone(self.state)
        decision = self.game.decision(self.state)
        try:
            result = perform(self.game, self.state, action)
        except IllegalAction:
            self.state = before
            raise
        except Exception:
            self.state = before
            raise
        command = Command(
            action=action,
            before=before,
            sealed=result.reveals,
            text=action.describe(self.names),
            events=tuple(with_names(event, self.names) for event in result.events),
            secret=decision is not None and decision.secret,
            cover=decision.cover if decision is not None else Command.cover,
        )
        self._done.append(command)
        self._undone.clear()
        return command

    # -- undo / redo -----------------------------------------------------------------------------
    def undo_refusal(self, by: int | None = None) -> str | None:
        """Why undo is not possible now (None when it is). ``by``: the player asking, if known."""
        if not self._done:
            return "there is nothing to undo"
        top = self._done[-1]
        if top.sealed:
            return f"'{top.text}' revealed information, so it cannot be taken back"
        if by is not None and top.action.player != by:
            return f"'{top.text}' was another player's decision"
        return None

    def can_undo(self, by: int | None = None) -> bool:
        return self.undo_refusal(by) is None

    def undo(self, by: int | None = None, *, enforce_policy: bool = True) -> Command:
        """Take back the last command. Tests may bypass the policy to walk the whole history."""
        if enforce_policy:
            reason = self.undo_refusal(by)
            if reason is not None:
                raise UndoRefused(reason)
        elif not self._done:
            raise UndoRefused("there is nothing to undo")
        command = self._done.pop()
        self.state = command.before
        self._undone.append(command.action)
        return command

    def turn_undo_depth(self, by: int, automatic: Collection[int] = ()) -> int:
        """How many commands undoing ``by``'s last decision takes back, or 0 if it is not allowed.

        Moves of ``automatic`` players (AI seats) made after that decision go with it, as one step, so a
        person playing against the computer can take back their move and its replies. The policy of
        ``undo_refusal`` holds for every command on the way: nothing revealed is ever taken back.
        """
        for depth, command in enumerate(reversed(self._done), start=1):
            if command.sealed:
                return 0
            if command.action.player == by:
                return depth
            if command.action.player not in automatic:
                return 0
        return 0

    def undo_turn(self, by: int, automatic: Collection[int] = ()) -> list[Command]:
        """Take back ``by``'s last decision and the automatic players' replies; see ``turn_undo_depth``."""
        depth = self.turn_undo_depth(by, automatic)
        if depth == 0:
            raise UndoRefused(self.undo_refusal(by) or "the last decision cannot be taken back")
        return [self.undo(enforce_policy=False) for _ in range(depth)]

    def can_redo(self) -> bool:
        return bool(self._undone)

    def redo(self) -> Command:
        if not self._undone:
            raise UndoRefused("there is nothing to redo")
        action = self._undone[-1]
        pending = self._undone[:-1]
        command = self.apply(action)
        self._undone = pending
        return command

    def restore_redo(self, actions: Sequence[Action]) -> None:
        """Put back a redo list read from a save (oldest first)."""
        self._undone = list(reversed(actions))
