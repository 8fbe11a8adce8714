"""Save files: versioned JSON validated by pydantic, replayed on load and checked against a state hash.

A save records how the game was set up and every action, not the state itself: loading replays the log
through the rules, so a file cannot smuggle in a position the rules would never reach. The final state's
hash catches a file whose actions were edited. Files are written atomically, keeping the previous one as a
backup, and a file that cannot be loaded is never written to.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..version import __version__
from .canonical import canonical_json, state_hash
from .errors import CorruptSave, FutureSaveVersion, HearthwoodError, IllegalAction, TamperedSave
from .paths import saves_dir
from .registry import get_game
from .session import Seat, Session
from .versioned import FileKind, parse_versioned

SAVE_FORMAT: Final = "hearthwood-save"
# 2: Tiny Towns' towns remember the Monument their player discarded (saves of version 1 hash the state
# without it; see ``AddedInSave``).
# 3: Creature Comforts' families remember which cards in their hands everyone saw them take (``known_hand``).
SAVE_VERSION = 3
MAX_SAVE_BYTES = 64 * 1024 * 1024
AUTOSAVE_NAME = "autosave.json"


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["hearthwood-save"]
    version: int = Field(ge=1)
    app_version: str
    game: str
    config: dict[str, Any]
    seed: int
    seats: list[Seat] = Field(min_length=1)
    actions: list[dict[str, Any]]
    redo: list[dict[str, Any]] = Field(default_factory=list)
    labels: dict[str, str] = Field(default_factory=dict)
    state_hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    created: datetime
    updated: datetime
    finished: bool


def session_to_save(session: Session) -> SaveFile:
    return SaveFile(
        format=SAVE_FORMAT,
        version=SAVE_VERSION,
        app_version=__version__,
        game=session.game.info.id,
        config=session.config.model_dump(mode="json"),
        seed=session.seed,
        seats=session.seats,
        actions=[action.to_json() for action in session.actions],
        redo=[action.to_json() for action in session.redo_actions],
        labels=dict(session.labels),
        state_hash=state_hash(session.state),
        created=session.created,
        updated=datetime.now(UTC),
        finished=session.is_over(),
    )


def session_from_save(save: SaveFile) -> Session:
    """Rebuild a session by replaying the save's actions; raises a ``SaveError`` on any mismatch."""
    try:
        game = get_game(save.game)
        config = game.make_config(save.config)
        session = Session(game, config, save.seats, save.seed, created=save.created)
    except HearthwoodError as exc:
        raise CorruptSave(f"the game in this file cannot be set up: {exc}") from exc
    for index, raw in enumerate(save.actions, start=1):
        try:
            session.apply(game.parse_action(raw))
        except (ValidationError, IllegalAction) as exc:
            raise CorruptSave(f"action {index} of {len(save.actions)} cannot be replayed: {exc}") from exc
    if state_hash(session.state, as_of_save=save.version) != save.state_hash:
        raise TamperedSave("replaying this file's moves does not give the position it recorded; it was altered")
    try:
        redo = [game.parse_action(raw) for raw in save.redo]
    except ValidationError as exc:
        raise CorruptSave(f"the redo list cannot be read: {exc}") from exc
    session.restore_redo(redo)
    session.labels = dict(save.labels)
    return session


SAVE_KIND = FileKind(
    format=SAVE_FORMAT,
    version=SAVE_VERSION,
    noun="the save file",
    title="Hearthwood save file",
    corrupt=CorruptSave,
    future=FutureSaveVersion,
    update_hint="Update Hearthwood to open it.",
)


def parse_save_bytes(data: bytes) -> SaveFile:
    """Validate raw file contents (the version first, so newer files get the right error)."""
    return parse_versioned(data, SAVE_KIND, SaveFile)


def read_save(path: Path) -> SaveFile:
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise CorruptSave(f"the file is too large to be a save ({size} bytes)")
        data = path.read_bytes()
    except OSError as exc:
        raise CorruptSave(f"the file cannot be read: {exc.strerror or exc}") from exc
    return parse_save_bytes(data)


def load_session(path: Path) -> Session:
    return session_from_save(read_save(path))


def atomic_write(path: Path, data: bytes, *, keep_backup: bool = True) -> None:
    """Write via a temporary file, fsync, then os.replace; the previous file becomes ``<name>.bak``.

    At every instant ``path`` holds either the complete old contents or the complete new ones.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temporaries: list[Path] = []
    try:
        tmp = _temporary_copy_of(path, data, temporaries)
        if keep_backup and path.exists():
            os.replace(_temporary_copy_of(path, path.read_bytes(), temporaries), backup_path(path))
        os.replace(tmp, path)
    finally:
        for leftover in temporaries:
            leftover.unlink(missing_ok=True)
    _fsync_dir(path.parent)


def _temporary_copy_of(path: Path, data: bytes, temporaries: list[Path]) -> Path:
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    temporaries.append(Path(name))
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    return Path(name)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def write_save(session: Session, path: Path) -> SaveFile:
    save = session_to_save(session)
    atomic_write(path, json.dumps(save.model_dump(mode="json"), indent=1).encode("utf-8"))
    return save


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def autosave(session: Session) -> Path:
    path = autosave_path()
    write_save(session, path)
    return path


class BackgroundAutosaver:
    """Autosaves written by one worker thread, in order, so a move never waits for the disk.

    The save is serialized on the caller's thread (the session may change right after), only the atomic
    write and its fsyncs happen in the background. Saves queued while one is being written collapse into
    the newest, which is all an autosave needs. ``flush`` waits until the newest is on disk.
    """

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._lock = threading.Condition()
        self._pending: tuple[Path, bytes] | None = None
        self._busy = False
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="hearthwood-autosave", daemon=True)
        self._thread.start()

    def submit(self, session: Session) -> None:
        path = self._path or autosave_path()  # resolved now: the data folder may be redirected later
        data = json.dumps(session_to_save(session).model_dump(mode="json"), indent=1).encode("utf-8")
        with self._lock:
            self._pending = (path, data)
            self._lock.notify_all()

    def take_failure(self) -> BaseException | None:
        """The last background write's error, if one failed since the last call (without waiting)."""
        with self._lock:
            failure, self._failure = self._failure, None
        return failure

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until everything submitted is written; re-raise the last write's error, if any."""
        with self._lock:
            self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)
            failure, self._failure = self._failure, None
        if failure is not None:
            raise failure

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None)
                pending, self._pending, self._busy = self._pending, None, True
            path, data = pending  # type: ignore[misc]
            try:
                atomic_write(path, data)
            except OSError as exc:
                with self._lock:
                    self._failure = exc
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()


_shared_autosaver: BackgroundAutosaver | None = None


def background_autosaver() -> BackgroundAutosaver:
    """The application's one autosave writer thread, started on first use."""
    global _shared_autosaver
    if _shared_autosaver is None:
        _shared_autosaver = BackgroundAutosaver()
    return _shared_autosaver


def describe_save(save: SaveFile) -> str:
    names = ", ".join(seat.name for seat in save.seats)
    status = "finished" if save.finished else f"{len(save.actions)} moves"
    return f"{save.game} - {names} - {status}"


__all__ = [
    "SAVE_VERSION",
    "BackgroundAutosaver",
    "SaveFile",
    "atomic_write",
    "autosave",
    "autosave_path",
    "background_autosaver",
    "backup_path",
    "canonical_json",
    "describe_save",
    "load_session",
    "parse_save_bytes",
    "read_save",
    "session_from_save",
    "session_to_save",
    "write_save",
]
