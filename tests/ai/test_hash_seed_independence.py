"""The AI's judgements and moves must not depend on Python's string hashing.

Python salts ``hash(str)`` afresh in every process, so a set of strings is walked in a different order each
run. Iterating such a set while summing floats changes the last bit of a position's value; a search or
Easy's softmax can turn that bit into a different move, and the same seed no longer gives the same game in
the app, in a test and in the benchmark's worker processes. Each game here is played in fresh interpreters
with different hash salts, and everything the AI computed must come out identical to the last bit.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib import import_module

import pytest

from hearthwood.engine.core import Game
from hearthwood.engine.games import GAME_PACKAGES

# Plays a seeded solo game and a seeded duel: Easy's value of every move (to the last bit) and its choice at
# each decision, a small Medium search's visit counts every few decisions, and each final state.
TRACE = """
import sys
from hearthwood.engine.ai import Level, decision_seed, settings
from hearthwood.engine.ai.easy import OnePly
from hearthwood.engine.ai.heuristics import without_voluntary_exits
from hearthwood.engine.ai.mcts import Search
from hearthwood.engine.core import Rng, get_game, sample_state
from hearthwood.engine.games import load_all

load_all()
game = get_game(sys.argv[1])
seed = int(sys.argv[2])
for players in game.info.players:
    if players > 2:
        break
    state = game.new_state(game.make_config({}), players, seed)
    move = 0
    while (decision := game.decision(state)) is not None:
        player = decision.player
        view = game.view(state, player)
        rng = Rng.from_seed(decision_seed(seed, move, player))
        legal = list(without_voluntary_exits(game, game.legal_actions(sample_state(game, view, player, rng))))
        if move % 5 == 4:
            search = Search(game, view, player, settings(Level.MEDIUM), rng, budget=12)
            for _ in range(12):
                search.iterate()
            print(move, search.visit_counts(legal))
            action = search.best_action(legal)
        else:
            easy = OnePly(game, view, player, settings(Level.EASY), rng)
            for _ in range(2):
                easy.iterate()
            print(move, [value.hex() for value in easy.values(legal)])
            action = easy.best_action(legal)
        print(move, repr(action))
        game.apply(state, action)
        move += 1
    print(state.model_dump_json())
"""

HASH_SALTS = ("1", "2", "3")


def _game_ids() -> list[str]:
    """Every real game (not the conformance kit's toy, which other tests may have registered)."""
    games = [import_module(f"hearthwood.engine.games.{name}").GAME for name in GAME_PACKAGES]
    return [game.info.id for game in games if isinstance(game, Game)]


@pytest.mark.parametrize("game_id", _game_ids())
def test_the_ai_plays_the_same_game_whatever_the_hash_salt(game_id: str) -> None:
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", TRACE, game_id, "5"],
            env={**os.environ, "PYTHONHASHSEED": salt},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for salt in HASH_SALTS
    ]
    traces = []
    try:
        for run in runs:
            out, err = run.communicate(timeout=300)
            assert run.returncode == 0, err
            traces.append(out.splitlines())
    finally:
        for run in runs:
            run.kill()  # a no-op for those that finished; a stuck or failed one must not outlive the test
    first = traces[0]
    assert len(first) > 20, "the trace is too short to show anything"
    for salt, trace in zip(HASH_SALTS[1:], traces[1:], strict=True):
        if trace == first:
            continue
        line = next(
            (i for i, (a, b) in enumerate(zip(first, trace, strict=False)) if a != b), min(len(first), len(trace))
        )
        seen = [lines[line][:300] if line < len(lines) else "(the end)" for lines in (first, trace)]
        pytest.fail(
            f"{game_id} with hash salt {salt} parts from salt {HASH_SALTS[0]} at line {line}: {' / '.join(seen)}"
        )
