"""A small campaign for the conformance kit's High Card game, used by the campaign tests."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

TOY_CAMPAIGN: dict[str, Any] = {
    "format": "hearthwood-campaign",
    "version": 1,
    "id": "high-card-trials",
    "game_id": "high-card",
    "title": "High Card Trials",
    "chapters": [
        {
            "id": "warm-up",
            "title": "Warm-up",
            "challenges": [
                {
                    "id": "first-steps",
                    "title": "First steps",
                    "blurb": "Score 10 points on your own in four rounds.",
                    "game_id": "high-card",
                    "config": {"rounds": 4},
                    "seats": [{"name": "You", "kind": "human"}],
                    "goal": {"kind": "score", "stars": [10, 20, 30]},
                    "seed": 7,
                },
                {
                    "id": "easy-rival",
                    "title": "An easy rival",
                    "blurb": "Beat an easy opponent; a shared win counts.",
                    "game_id": "high-card",
                    "seats": [{"name": "You", "kind": "human"}, {"name": "Pip", "kind": "ai", "level": "easy"}],
                    "goal": {"kind": "beat-ai", "ties": "win", "stars": [0, 5, 10]},
                },
            ],
        },
        {
            "id": "the-table",
            "title": "The table",
            "challenges": [
                {
                    "id": "two-rivals",
                    "title": "Two rivals",
                    "blurb": "Finish first, alone, against two thoughtful opponents.",
                    "game_id": "high-card",
                    "config": {"rounds": 5},
                    "seats": [
                        {"name": "Bramble", "kind": "ai", "level": "medium"},
                        {"name": "You", "kind": "human"},
                        {"name": "Thistle", "kind": "ai", "level": "hard"},
                    ],
                    "goal": {"kind": "beat-ai", "stars": [0, 4, 8]},
                },
                {
                    "id": "side-quest",
                    "title": "A side quest",
                    "blurb": "Unlocked by the first challenge alone.",
                    "game_id": "high-card",
                    "seats": [{"name": "You", "kind": "human"}, {"name": "Moss", "kind": "ai", "level": "expert"}],
                    "goal": {"kind": "beat-ai"},
                    "requires": ["first-steps"],
                },
            ],
        },
    ],
}


def toy_campaign(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(TOY_CAMPAIGN)
    data.update(changes)
    return data


def write_campaign(folder: Path, data: dict[str, Any], name: str | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (name or f"{data['game_id']}.json")
    path.write_text(json.dumps(data), encoding="utf-8")
    return path
