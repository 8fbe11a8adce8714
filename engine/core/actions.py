"""Actions: small frozen pydantic models, serializable, each able to describe itself for the game log."""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
from functools import lru_cache
from typing import Any, TypeVar, cast

from pydantic import BaseModel, ConfigDict, Field


class Action(BaseModel):
    """Base of every game's actions.

    Subclasses set ``kind`` to a ``Literal`` so a game's action union can be parsed by discriminator.
    Fields must be hashable (use tuples, not lists) so actions can be compared and collected in sets.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    player: int = Field(ge=0)

    def describe(self, names: Sequence[str]) -> str:
        """A readable sentence for the game log; games override this."""
        return f"{names[self.player]}: {self.kind}"

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


A = TypeVar("A", bound=Action)


@lru_cache(maxsize=1 << 15)
def shared_action(kind: type[A], **fields: Hashable) -> A:
    """One instance per distinct move, for the option lists a search builds thousands of times a second.

    Building an action validates every field, and a search looking a move up among those it has met compares
    them field by field unless it holds the very same instance. Actions are frozen, so sharing one is safe.
    """
    return kind(**cast("dict[str, Any]", fields))


def player_name(names: Sequence[str], player: int) -> str:
    return names[player] if 0 <= player < len(names) else f"Player {player + 1}"


_MENTION = re.compile(r"\{@(\d+)\}")


def mention(player: int) -> str:
    """A placeholder for a player in an event line; the session writes the seat's name in its place.

    Rules code knows seats only by number, while the log should read "Bramble is Master Builder".
    """
    return f"{{@{player}}}"


def with_names(text: str, names: Sequence[str]) -> str:
    return _MENTION.sub(lambda match: player_name(names, int(match.group(1))), text)
