"""Saves written by earlier versions still open: a change to a game's state must not orphan them.

A save replays its moves and checks the final state's hash, so a new field in a state, or a rule that plays
differently, would make every earlier save look altered. The files in ``old_saves/`` were written by the
commit before the first such change was caught (a45f37b, app 0.1.0, save format 1), part-way through a game
of every kind. When a change has to break them, say so to the players (a save version and a migration), and
do not simply re-record these files. Format 2 added a field to Tiny Towns' towns (the discarded Monument):
these files are checked against the hash without it, and the replay fills it in. Format 3 did the same for
Creature Comforts' families (the cards everyone saw them take, ``known_hand``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hearthwood.engine.core import perform, state_hash
from hearthwood.engine.core.saves import load_session, read_save
from hearthwood.engine.games import load_all
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.engine.games.tiny_towns.state import TinyTownsState
from tests.narrow import narrow

load_all()

OLD_SAVES = sorted((Path(__file__).parent / "old_saves").glob("*.json"))


def test_there_is_an_old_save_of_every_game_alone_and_together() -> None:
    games = {read_save(path).game for path in OLD_SAVES}
    assert games == {"tiny-towns", "creature-comforts", "snowcrest"}
    assert {len(read_save(path).seats) for path in OLD_SAVES} >= {1, 2, 3}


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda path: path.stem)
def test_an_old_save_opens_at_the_position_it_recorded(path: Path) -> None:
    save = read_save(path)
    assert save.version == 1
    session = load_session(path)
    assert state_hash(session.state, as_of_save=save.version) == save.state_hash
    assert len(session.actions) == len(save.actions)


def test_an_old_tiny_towns_save_learns_the_discarded_monuments_from_its_moves() -> None:
    path = next(p for p in OLD_SAVES if p.stem == "tiny-towns-duel")
    save = read_save(path)
    state = narrow(load_session(path).state, TinyTownsState)
    kept = [a["monument"] for a in save.actions if a["kind"] == "keep_monument"]
    assert [town.monument for town in state.towns] == kept
    assert all(town.monument_discarded not in (None, town.monument) for town in state.towns)
    assert state_hash(state) != save.state_hash, "the field is new to this format, so the hashes differ"


def test_an_old_creature_comforts_save_learns_which_cards_were_taken_in_view_from_its_moves() -> None:
    path = next(p for p in OLD_SAVES if p.stem == "creature-comforts-duel")
    save = read_save(path)
    session = load_session(path)
    game = session.game
    # the game's one face-up take from the Owl's Nest, and the card that lay in the chosen slot then
    moves = enumerate(save.actions)
    (at, taken), *others = [(i, a) for i, a in moves if a["kind"] == "resolve" and a["location"] == "owl_face_up"]
    assert not others
    before = game.new_state(game.make_config(save.config), len(save.seats), save.seed)
    for raw in save.actions[:at]:
        perform(game, before, game.parse_action(raw))
    card = before.owls_nest[taken["choice"]]
    assert [player.known_hand for player in narrow(session.state, CreatureComfortsState).players] == [[card], []]
    assert state_hash(session.state) != save.state_hash, "the field is new to this format, so the hashes differ"
