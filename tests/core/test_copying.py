from __future__ import annotations

import pytest
from pydantic import BaseModel, ConfigDict

from hearthwood.engine.core import Rng, canonical_json
from hearthwood.engine.core.copying import fast_deepcopy


class Inner(BaseModel):
    values: list[int]
    table: dict[str, list[str]]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)
    name: str


class Outer(BaseModel):
    inner: list[Inner]
    rng: Rng
    settings: Frozen
    pair: tuple[int, int] = (1, 2)
    maybe: str | None = None


def make() -> Outer:
    return Outer(inner=[Inner(values=[1, 2], table={"a": ["x"]})], rng=Rng.from_seed(4), settings=Frozen(name="n"))


def test_copy_is_equal_and_fully_independent() -> None:
    original = make()
    clone = fast_deepcopy(original)
    assert clone == original and canonical_json(clone) == canonical_json(original)
    clone.inner[0].values.append(3)
    clone.inner[0].table["a"].append("y")
    clone.rng.next_u64()
    assert original.inner[0].values == [1, 2] and original.inner[0].table == {"a": ["x"]}
    assert original.rng == Rng.from_seed(4)
    assert clone.settings is original.settings  # frozen models are shared, never mutated


def test_unknown_value_types_are_refused() -> None:
    class Odd(BaseModel):
        model_config = ConfigDict(arbitrary_types_allowed=True)
        thing: object

    with pytest.raises(TypeError):
        fast_deepcopy(Odd(thing=object()))
