from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, NoReturn

import pytest
from pydantic import BaseModel, Field

from hearthwood.engine.core import (
    AddedInSave,
    CorruptSave,
    FutureSaveVersion,
    Seat,
    Session,
    TamperedSave,
    canonical_json,
    state_hash,
)
from hearthwood.engine.core.paths import data_dir
from hearthwood.engine.core.saves import (
    SAVE_VERSION,
    autosave,
    autosave_path,
    backup_path,
    load_session,
    write_save,
)
from hearthwood.engine.games.tiny_towns.state import TinyTownsState
from tests.narrow import narrow


def played_session(moves: int = 5) -> Session:
    session = Session.start("high-card", [Seat(name="Ada"), Seat(name="Bo")], seed=3)
    for _ in range(moves):
        session.apply(session.legal_actions()[0])
    return session


def snapshot(path: Path) -> tuple[bytes, int]:
    stat = path.stat()
    return path.read_bytes(), stat.st_mtime_ns


def test_save_and_load_replays_to_the_identical_state(tmp_path: Path) -> None:
    session = played_session()
    session.undo(enforce_policy=False)
    path = tmp_path / "game.json"
    write_save(session, path)
    loaded = load_session(path)
    assert canonical_json(loaded.state) == canonical_json(session.state)
    assert loaded.actions == session.actions
    assert loaded.redo_actions == session.redo_actions
    assert loaded.seed == session.seed and loaded.seats == session.seats


@pytest.mark.parametrize(
    ("damage", "error", "message"),
    [
        (lambda b: b[: len(b) // 2], CorruptSave, "not readable JSON"),
        (lambda b: b"\x00\xff garbage", CorruptSave, "not readable JSON"),
        (lambda b: b"[1, 2, 3]", CorruptSave, "not a Hearthwood save"),
        (lambda b: _edit(b, version=99), FutureSaveVersion, "newer Hearthwood"),
        (lambda b: _edit(b, version="one"), CorruptSave, "format version"),
        (lambda b: _edit(b, seats=[]), CorruptSave, "damaged"),
        (lambda b: _edit(b, game="chess"), CorruptSave, "cannot be set up"),
        (lambda b: _edit(b, state_hash="0" * 64), TamperedSave, "altered"),
        (lambda b: _edit_action(b, card=999), CorruptSave, "cannot be replayed"),
        (lambda b: _edit_action(b, kind="teleport"), CorruptSave, "cannot be replayed"),
    ],
)
def test_bad_files_are_refused_clearly_and_left_untouched(
    tmp_path: Path, damage: Callable[[bytes], bytes], error: type[Exception], message: str
) -> None:
    path = tmp_path / "game.json"
    write_save(played_session(), path)
    path.write_bytes(damage(path.read_bytes()))
    before = snapshot(path)
    with pytest.raises(error, match=message):
        load_session(path)
    assert snapshot(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_edited_but_legal_history_is_caught_by_the_hash(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(played_session(moves=1), path)
    data = json.loads(path.read_bytes())
    session = Session.start("high-card", [Seat(name="Ada"), Seat(name="Bo")], seed=3)
    other = session.legal_actions()[1]
    data["actions"][0] = other.to_json()
    path.write_text(json.dumps(data))
    with pytest.raises(TamperedSave):
        load_session(path)


def _edit(raw: bytes, **changes: object) -> bytes:
    data = json.loads(raw)
    data.update(changes)
    return json.dumps(data).encode()


def _edit_action(raw: bytes, **changes: object) -> bytes:
    data = json.loads(raw)
    data["actions"][0].update(changes)
    return json.dumps(data).encode()


def test_writing_keeps_the_previous_save_as_backup_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    first = played_session(2)
    write_save(first, path)
    first_bytes = path.read_bytes()
    write_save(played_session(4), path)
    assert backup_path(path).read_bytes() == first_bytes
    assert len(load_session(path).actions) == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.json"
    write_save(played_session(2), path)
    before = path.read_bytes()

    def explode(*args: object, **kwargs: object) -> NoReturn:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", explode)  # the saves module renames through os.replace
    with pytest.raises(OSError):
        write_save(played_session(4), path)
    assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_autosave_lives_in_the_redirected_user_data_directory(tmp_path: Path) -> None:
    assert data_dir() == tmp_path / "data"
    path = autosave(played_session())
    assert path == autosave_path() and path.is_relative_to(tmp_path / "data")
    assert os.path.exists(path)


def test_background_autosaves_land_in_order_and_the_newest_wins(tmp_path: Path) -> None:
    from hearthwood.engine.core.saves import BackgroundAutosaver

    path = tmp_path / "auto.json"
    writer = BackgroundAutosaver(path)
    session = Session.start("high-card", [Seat(name="Ada"), Seat(name="Bo")], seed=3)
    for _ in range(6):
        session.apply(session.legal_actions()[0])
        writer.submit(session)
    writer.flush()
    assert load_session(path).actions == session.actions
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_background_autosave_reports_a_failed_write_on_flush(tmp_path: Path) -> None:
    from hearthwood.engine.core.saves import BackgroundAutosaver

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a folder should be")
    writer = BackgroundAutosaver(blocker / "auto.json")
    writer.submit(played_session(1))
    with pytest.raises(OSError):
        writer.flush()


def test_labels_travel_with_the_save(tmp_path: Path) -> None:
    session = played_session(2)
    session.labels.update(campaign="tiny-towns", challenge="tt-apprentice")
    path = tmp_path / "game.json"
    write_save(session, path)
    assert load_session(path).labels == {"campaign": "tiny-towns", "challenge": "tt-apprentice"}


class _Inner(BaseModel):
    kept: int = 1
    later: Annotated[int, AddedInSave(3)] = 2


class _Outer(BaseModel):
    name: str = "x"
    items: list[_Inner] = Field(default_factory=lambda: [_Inner(), _Inner(kept=5)])
    by_key: dict[int, _Inner] = Field(default_factory=lambda: {7: _Inner()})
    newer: Annotated[str | None, AddedInSave(2)] = None


def test_a_hash_as_of_an_older_save_leaves_out_exactly_the_fields_added_after_it() -> None:
    state = _Outer()
    as_of_1 = {"name": "x", "items": [{"kept": 1}, {"kept": 5}], "by_key": {"7": {"kept": 1}}}
    as_of_2 = {"name": "x", "items": [{"kept": 1}, {"kept": 5}], "by_key": {"7": {"kept": 1}}, "newer": None}
    assert state_hash(state, as_of_save=1) == hashlib.sha256(canonical_json(as_of_1)).hexdigest()
    assert state_hash(state, as_of_save=2) == hashlib.sha256(canonical_json(as_of_2)).hexdigest()
    assert state_hash(state, as_of_save=3) == state_hash(state) != state_hash(state, as_of_save=2)


def _tiny_towns_duel_with_monuments_kept() -> Session:
    session = Session.start("tiny-towns", [Seat(name="Ada"), Seat(name="Bo")], seed=4)
    while narrow(session.state, TinyTownsState).phase == "monuments":
        session.apply(session.legal_actions()[0])
    return session


def test_saves_are_written_in_the_current_format_with_the_whole_state_hashed(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    session = _tiny_towns_duel_with_monuments_kept()
    write_save(session, path)
    data = json.loads(path.read_bytes())
    assert data["version"] == SAVE_VERSION == 3
    assert data["state_hash"] == state_hash(session.state)
    assert load_session(path).state == session.state


def test_an_older_format_is_checked_against_the_hash_it_computed(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    session = _tiny_towns_duel_with_monuments_kept()
    write_save(session, path)
    data = json.loads(path.read_bytes())
    # A version-1 file hashed the towns without the discarded Monuments, which the replay now fills in.
    path.write_text(json.dumps({**data, "version": 1, "state_hash": state_hash(session.state, as_of_save=1)}))
    assert load_session(path).state == session.state
    # The same file claiming the current format must match the whole state, and so is refused.
    path.write_text(json.dumps({**data, "state_hash": state_hash(session.state, as_of_save=1)}))
    before = snapshot(path)
    with pytest.raises(TamperedSave):
        load_session(path)
    assert snapshot(path) == before
