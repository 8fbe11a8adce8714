"""Which locations a set of dice can meet, alone and together.

Placement is judged before the Village dice are rolled, over a fixed spread of Village rolls (the same every
time, so the AI stays replayable); answers are memoised because a search asks about the same dice constantly.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from itertools import combinations

from hearthwood.engine.ai.levels import ROUNDING_NOISE
from hearthwood.engine.core import Rng

from ..content import (
    Exact,
    OneOf,
    Parity,
    Requirement,
    Run,
    Same,
    Single,
    Sum,
)
from ..locations import ANY_DIE

VILLAGE_SAMPLES = 24  # enough to tell a likely placement from an unlikely one; each is cached per Family roll


@cache
def _village_samples() -> tuple[tuple[int, int, int, int], ...]:
    """A fixed spread of Village rolls for judging placements (deterministic, so the AI stays replayable)."""
    rng = Rng.from_seed(0xC0FFEE)
    return tuple((rng.roll(), rng.roll(), rng.roll(), rng.roll()) for _ in range(VILLAGE_SAMPLES))


def _size(need: Requirement) -> int | None:
    if isinstance(need, Single | OneOf):
        return 1
    if isinstance(need, Exact):
        return len(need.values)
    if isinstance(need, Same | Parity | Sum):
        return need.dice
    assert isinstance(need, Run)
    return need.length


@cache
def can_meet(need: Requirement, pool: tuple[int, ...]) -> bool:
    """Whether some of the dice in ``pool`` (sorted) meet the requirement."""
    return bool(_subsets(need, (), pool))


@cache
def meet_chance(need: Requirement, family: tuple[int, int]) -> float:
    """Share of Village rolls with which the Family dice and the Village dice can meet ``need``."""
    samples = _village_samples()
    return sum(can_meet(need, tuple(sorted(family + roll))) for roll in samples) / len(samples)


# A location still to be met: its requirement and the dice already on it (sorted).
Open = tuple[Requirement, tuple[int, ...]]
COVER_MEMO_SIZE = 1 << 16  # answers kept per memo: a long benchmark run meets far more dice than one game


@lru_cache(maxsize=COVER_MEMO_SIZE)
def _subsets(need: Requirement, own: tuple[int, ...], pool: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The distinct sets of dice from ``pool`` (sorted) that complete ``need`` together with ``own``."""
    size = _size(need)
    if size is None:
        sizes: Sequence[int] = range(1, len(pool) + 1)
    elif size - len(own) < 1:
        return ()
    else:
        sizes = (size - len(own),)
    found = {dice for k in sizes for dice in set(combinations(pool, k)) if need.meets(own + dice)}
    return tuple(sorted(found))


@lru_cache(maxsize=COVER_MEMO_SIZE)
def covers(needs: tuple[Open, ...], pool: tuple[int, ...]) -> tuple[int, ...]:
    """Every set of the ``needs`` (bit i for ``needs[i]``) that the dice in ``pool`` (sorted) complete at once.

    A die goes to one location only, so locations that each look reachable may not all be: six dice rarely
    meet a pair, a run of three and a sum together. Valuing each alone overrated a hand of demanding
    locations, and the search then judged a month's placements by one figure and its dice by another.
    """
    # Locations that take any one die need only a die left over; the others are matched die by die.
    loose = [i for i, (need, own) in enumerate(needs) if need == ANY_DIE and not own]
    strict = [i for i in range(len(needs)) if i not in loose]
    memo: dict[tuple[int, tuple[int, ...]], dict[int, int]] = {}

    def from_index(at: int, left: tuple[int, ...]) -> dict[int, int]:
        """Each set of ``strict[at:]`` the dice ``left`` can meet, with the most dice it can leave over."""
        if at == len(strict):
            return {0: len(left)}
        key = (at, left)
        known = memo.get(key)
        if known is not None:
            return known
        index = strict[at]
        need, own = needs[index]
        found = dict(from_index(at + 1, left))
        for dice in _subsets(need, own, left):
            rest = list(left)
            for die in dice:
                rest.remove(die)
            for mask, spare in from_index(at + 1, tuple(rest)).items():
                mask |= 1 << index
                if spare > found.get(mask, -1):
                    found[mask] = spare
        memo[key] = found
        return found

    masks: set[int] = set()
    for mask, spare in from_index(0, pool).items():
        for count in range(min(spare, len(loose)) + 1):
            for chosen in combinations(loose, count):
                masks.add(mask | sum(1 << i for i in chosen))
    return tuple(sorted(masks))


def best_cover(masks: Sequence[int], gains: Sequence[float]) -> int:
    """The set of locations (a mask from ``covers``) worth most, by what meeting each adds."""
    best, best_worth = 0, 0.0
    for mask in masks:
        worth = sum(gain for index, gain in enumerate(gains) if mask >> index & 1)
        if worth > best_worth + ROUNDING_NOISE:
            best, best_worth = mask, worth
    return best


@lru_cache(maxsize=COVER_MEMO_SIZE)
def placement_covers(needs: tuple[Open, ...], family: tuple[int, int]) -> tuple[tuple[tuple[int, ...], float], ...]:
    """``covers`` for each of the Village rolls the placements are judged by, alike ones merged with their
    share of the rolls."""
    shares: dict[tuple[int, ...], float] = {}
    samples = _village_samples()
    for roll in samples:
        masks = covers(needs, tuple(sorted(family + roll)))
        shares[masks] = shares.get(masks, 0.0) + 1.0 / len(samples)
    return tuple(shares.items())


def fits(need: Requirement, dice: list[int]) -> bool:
    """Whether ``dice`` could still grow into a set meeting ``need`` (more dice may follow)."""
    if isinstance(need, Single | OneOf):
        return len(dice) == 1 and need.meets(dice)
    if isinstance(need, Exact):
        left = list(need.values)
        for die in dice:
            if die not in left:
                return False
            left.remove(die)
        return True
    if isinstance(need, Same):
        return len(dice) <= need.dice and len(set(dice)) == 1
    if isinstance(need, Parity):
        return len(dice) <= need.dice and all(d % 2 == (0 if need.parity == "even" else 1) for d in dice)
    if isinstance(need, Run):
        return len(dice) <= need.length and len(set(dice)) == len(dice) and max(dice) - min(dice) < need.length
    assert isinstance(need, Sum)
    total = sum(dice)
    if need.dice is None:
        return total <= need.max
    more = need.dice - len(dice)
    return more >= 0 and total + more <= need.max and total + 6 * more >= need.min
