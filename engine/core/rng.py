"""A small seeded PRNG whose whole state is one integer stored inside the game state.

Python's ``random`` module may change its algorithms between versions, which would make a saved game
replay differently on another interpreter. SplitMix64 is tiny, well studied, and defined purely by integer
arithmetic, so the same seed gives the same sequence everywhere.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_SPAN = 1 << 64


class Rng(BaseModel):
    """The game's only source of chance. Mutated in place; serialized with the state."""

    model_config = ConfigDict(extra="forbid")

    state: int = Field(ge=0, le=_MASK64)

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK64)

    def next_u64(self) -> int:
        # written straight into the model's fields: pydantic's __setattr__ costs more than the arithmetic,
        # and every shuffle, roll and AI rollout goes through here
        state, value = _split_mix(self.__dict__["state"])
        self.__dict__["state"] = state
        return value

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        state, value = _below(self.__dict__["state"], n)
        self.__dict__["state"] = state
        return value

    def roll(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        # the state stays in a local until the end: the AI shuffles every hidden deck on every iteration
        state = self.__dict__["state"]
        for i in range(len(items) - 1, 0, -1):
            state, j = _below(state, i + 1)
            items[i], items[j] = items[j], items[i]
        self.__dict__["state"] = state

    def fork(self) -> Rng:
        """An independent generator seeded from this one (advances this one by one step)."""
        return Rng(state=self.next_u64())


def _split_mix(state: int) -> tuple[int, int]:
    """SplitMix64's step: the next state and the value it gives."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK64
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return state, z ^ (z >> 31)


def _below(state: int, n: int) -> tuple[int, int]:
    """The next state and a uniform integer in [0, n): values from the top sliver that would favour the
    low numbers are drawn again."""
    limit = _SPAN - _SPAN % n
    while True:
        state, value = _split_mix(state)
        if value < limit:
            return state, value % n
