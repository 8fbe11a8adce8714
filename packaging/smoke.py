"""Smoke-test the packaged app: launch the built executable headless, as a player's machine would run it.

    .venv/bin/python packaging/smoke.py [DIST_FOLDER] [--runs N]

Each run starts ``hearthwood --smoke-test SAVE`` offscreen with its own throwaway HEARTHWOOD_DATA_DIR. The
app shows its home screen, starts a game through the New Game dialog (Tiny Towns, default two seats),
saves it, asks the AI's helper process for one move (a frozen build must start that process as a helper,
not as a second app) and quits. A run passes when the app exits 0, the helper answered, and the save loads
with the engine's own ``load_session`` (run from this checkout's venv, so a build that writes saves the
engine refuses fails).
Start-up time is the wall time from launch to the app printing that the home screen is shown.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DIST = ROOT / "dist" / "hearthwood"
HOME_SHOWN = "smoke: home screen shown"
AI_HELPER_ANSWERED = "smoke: AI helper answered"
TIMEOUT_S = 120


@dataclass
class SmokeRun:
    returncode: int
    startup_s: float | None  # launch to home screen; None if the home screen never showed
    total_s: float
    save: Path
    output: str


def executable(dist: Path) -> Path:
    """The launcher inside a one-folder build (or inside a macOS .app bundle)."""
    if dist.suffix == ".app":
        return dist / "Contents" / "MacOS" / "hearthwood"
    return dist / ("hearthwood.exe" if sys.platform == "win32" else "hearthwood")


def run_once(command: list[str], workdir: Path, timeout: float = TIMEOUT_S) -> SmokeRun:
    """Run ``command --smoke-test SAVE`` (the packaged executable, or ``python -m hearthwood.desktop``)."""
    save = workdir / "smoke-save.json"
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HEARTHWOOD_DATA_DIR=str(workdir / "data"),
        HEARTHWOOD_LOG_DIR=str(workdir / "logs"),
    )
    start = time.perf_counter()
    process = subprocess.Popen(
        [*command, "--smoke-test", str(save)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    # Reading stdout blocks, so a hung app is killed from a timer rather than by a read timeout.
    watchdog = threading.Timer(timeout, process.kill)
    watchdog.start()
    lines: list[str] = []
    startup: float | None = None
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if startup is None and line.startswith(HOME_SHOWN):
                startup = time.perf_counter() - start
            lines.append(line)
        returncode = process.wait()
    finally:
        watchdog.cancel()
    return SmokeRun(returncode, startup, time.perf_counter() - start, save, "".join(lines))


def problems(run: SmokeRun) -> list[str]:
    """What is wrong with a run, as sentences; empty when it passed."""
    from hearthwood.engine.core import SaveError
    from hearthwood.engine.core.saves import load_session
    from hearthwood.engine.games import load_all

    load_all()  # registers the games, as the app does before it loads a save
    found: list[str] = []
    if run.returncode != 0:
        found.append(f"the app exited with {run.returncode}")
    if run.startup_s is None:
        found.append("the home screen was never shown")
    if AI_HELPER_ANSWERED not in run.output:
        found.append("the AI's helper process never answered")
    if not run.save.is_file():
        found.append(f"no save file at {run.save}")
        return found
    try:
        session = load_session(run.save)
    except SaveError as exc:
        found.append(f"the save does not load: {exc}")
        return found
    if session.game.info.id == "tiny-towns" and len(session.seats) != 2:
        found.append(f"the saved Tiny Towns game has {len(session.seats)} seats, not the default 2")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dist", nargs="?", type=Path, default=DEFAULT_DIST, help="the one-folder build")
    parser.add_argument("--runs", type=int, default=1, help="runs to make; start-up time is their median")
    args = parser.parse_args(argv)
    exe = executable(args.dist)
    if not exe.is_file():
        print(f"no packaged app at {exe}: run `make package` first", file=sys.stderr)
        return 2
    startups: list[float] = []
    for number in range(1, args.runs + 1):
        with tempfile.TemporaryDirectory(prefix="hearthwood-smoke-") as workdir:
            run = run_once([str(exe)], Path(workdir))
            found = problems(run)
        if found:
            print(run.output, end="", file=sys.stderr)
            print(f"smoke run {number} FAILED: {'; '.join(found)}", file=sys.stderr)
            return 1
        assert run.startup_s is not None
        startups.append(run.startup_s)
        print(f"smoke run {number}: passed; home screen after {run.startup_s:.2f} s, exited after {run.total_s:.2f} s")
    print(f"start-up to home screen, median of {len(startups)}: {statistics.median(startups):.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
