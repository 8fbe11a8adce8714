"""The card data validates and its counts match the rules document's components list."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from pydantic import ValidationError

from hearthwood.engine.games.tiny_towns.content import PILES, TinyTownsContent, load_content


def test_content_counts_match_the_components_list() -> None:
    content = load_content()
    assert len(content.buildings) == 25 and len(content.monuments) == 15 and len(content.resource_cards) == 15
    assert [c.id for c in content.pile("blue")] == ["cottage"]
    assert all(len(content.pile(colour)) == 4 for colour in PILES)
    assert content.solo_titles[0].title == "Master Architect"


def _raw() -> dict[str, Any]:
    from importlib import resources

    folder = resources.files("hearthwood.resources") / "tiny_towns"
    data: dict[str, Any] = {}
    for name in ("buildings.json", "monuments.json", "variants.json"):
        data.update(json.loads((folder / name).read_text()))
    return data


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d["buildings"].pop(),
        lambda d: d["monuments"].pop(),
        lambda d: d["resource_cards"].pop(),
        lambda d: d["buildings"][1].update(colour="grey"),
        lambda d: d["buildings"][0].update(pattern=[["wood", "wood"], ["wood"]]),
        lambda d: d["buildings"][0]["scoring"].update(rule="made_up_rule"),
        lambda d: d["monuments"][0].update(id="cottage"),
    ],
)
def test_damaged_content_is_refused(damage: Callable[[dict[str, Any]], object]) -> None:
    data = _raw()
    damage(data)
    with pytest.raises(ValidationError):
        TinyTownsContent.model_validate(data)
