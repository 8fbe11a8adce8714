"""Option lists share one instance per distinct action; sharing must not change what an action is."""

from typing import Literal

import pytest
from pydantic import ValidationError

from hearthwood.engine.core import Action, shared_action


class Step(Action):
    kind: Literal["step"] = "step"
    to: str
    far: bool = False


def test_equal_fields_give_the_same_instance_equal_to_a_freshly_built_action() -> None:
    first = shared_action(Step, player=1, to="north", far=True)
    assert shared_action(Step, player=1, to="north", far=True) is first
    fresh = Step(player=1, to="north", far=True)
    assert first == fresh
    assert hash(first) == hash(fresh)
    assert shared_action(Step, player=1, to="north") != first


def test_a_shared_action_is_still_validated() -> None:
    with pytest.raises(ValidationError):
        shared_action(Step, player=-1, to="north")
