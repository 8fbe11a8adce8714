"""What the log and prompts say reads as players would say it: one of a thing is never counted as many.

Counts come from the state ("meditates with 1 Prayer Bell"), so a sentence can be right at 2 and wrong at 1;
seeded random games reach the small counts a hand-written test would not think of.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from hearthwood.engine.core import Game, perform, registered_games
from hearthwood.engine.games import load_all

load_all()

SEEDS = 4
NAMES = ["Ada", "Bo", "Cy"]  # no digits, so a name cannot read as a count
# "1" standing alone (not in "-1", "+1", "21" or "1.5"), then a word ending in s, with an optional capitalised
# word before it: "1 Scrolls", "1 Prayer Bells".
ONE_OF_MANY = re.compile(r"(?<![\d.+-])1 (?:[A-Z][a-z]+ )?[A-Za-z]+s\b")


def _texts_of_a_game(game: Game[Any, Any], players: int, seed: int) -> list[str]:
    state = game.new_state(game.make_config({}), players, seed)
    rng = random.Random(seed)
    names = NAMES[:players]
    texts: list[str] = []
    while (decision := game.decision(state)) is not None:
        legal = game.legal_actions(state)
        texts += [decision.prompt, *(action.describe(names) for action in legal)]
        texts += perform(game, state, rng.choice(legal)).events
    return texts


@pytest.mark.parametrize("game", registered_games(), ids=lambda game: game.info.id)
def test_no_sentence_counts_one_thing_as_many(game: Game[Any, Any]) -> None:
    wrong = {
        text
        for players in sorted(set(game.info.players) & {1, 2, 3})
        for seed in range(SEEDS)
        for text in _texts_of_a_game(game, players, seed)
        if ONE_OF_MANY.search(text)
    }
    assert not wrong, f"plural after a count of one: {sorted(wrong)[:5]}"


def test_the_check_catches_a_plural_after_one_and_nothing_else() -> None:
    assert ONE_OF_MANY.search("Bo meditates with 1 Prayer Bells")
    assert ONE_OF_MANY.search("takes 1 Scrolls")
    for fine in ("meditates with 1 Prayer Bell", "changes a die by -1 points", "21 Scrolls left", "0 Bells"):
        assert not ONE_OF_MANY.search(fine), fine
