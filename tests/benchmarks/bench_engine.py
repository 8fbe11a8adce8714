"""Engine benchmark: prints a table per registered game. Not a test; run with `make bench`.

Measures random playouts per second, actions per second, the time to list legal actions and to apply one,
and the time to save and load (replay) a finished game.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from hearthwood.engine.core import Game, Seat, Session, registered_games
from hearthwood.engine.core.saves import load_session, write_save
from hearthwood.engine.games import load_all
from tests.conformance import toy_game  # noqa: F401  (the core's overhead, measured on the smallest game)


def playout(game: Game[Any, Any], players: int, seed: int) -> tuple[Session, int, list[float], list[float]]:
    session = Session(game, game.make_config({}), [Seat(name=f"P{i + 1}") for i in range(players)], seed)
    rng = random.Random(seed)
    legal_times: list[float] = []
    apply_times: list[float] = []
    steps = 0
    while True:
        start = time.perf_counter()
        legal = session.legal_actions()
        legal_times.append(time.perf_counter() - start)
        if not legal:
            return session, steps, legal_times, apply_times
        staying = [a for a in legal if a.kind not in game.voluntary_exit_kinds]
        action = rng.choice(staying or legal)  # play whole games, as players do
        start = time.perf_counter()
        session.apply(action)
        apply_times.append(time.perf_counter() - start)
        steps += 1


def bench(game: Game[Any, Any], players: int, games: int) -> dict[str, float]:
    start = time.perf_counter()
    total_steps = 0
    legal_all: list[float] = []
    apply_all: list[float] = []
    last: Session | None = None
    for seed in range(games):
        last, steps, legal_times, apply_times = playout(game, players, seed)
        total_steps += steps
        legal_all += legal_times
        apply_all += apply_times
    elapsed = time.perf_counter() - start
    assert last is not None
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.json"
        start = time.perf_counter()
        write_save(last, path)
        save_ms = (time.perf_counter() - start) * 1000
        start = time.perf_counter()
        load_session(path)
        load_ms = (time.perf_counter() - start) * 1000
    return {
        "playouts/s": games / elapsed,
        "actions/s": total_steps / elapsed,
        "legal ms (median)": statistics.median(legal_all) * 1000,
        "legal ms (p95)": _p95(legal_all) * 1000,
        "apply ms (median)": statistics.median(apply_all) * 1000,
        "apply ms (p95)": _p95(apply_all) * 1000,
        "save ms": save_ms,
        "load+replay ms": load_ms,
        "actions/game": total_steps / games,
    }


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def main(argv: list[str]) -> int:
    games = int(argv[1]) if len(argv) > 1 else 20
    load_all()
    columns = [
        "playouts/s",
        "actions/s",
        "legal ms (median)",
        "legal ms (p95)",
        "apply ms (median)",
        "apply ms (p95)",
        "save ms",
        "load+replay ms",
        "actions/game",
    ]
    print(f"| game | players | {' | '.join(columns)} |")
    print("|" + "---|" * (len(columns) + 2))
    for game in registered_games():
        for players in sorted({game.info.players.minimum, 2, game.info.players.maximum}):
            if players not in game.info.players:
                continue
            row = bench(game, players, games)
            cells = " | ".join(f"{row[c]:.2f}" if row[c] < 100 else f"{row[c]:.0f}" for c in columns)
            print(f"| {game.info.id} | {players} | {cells} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
