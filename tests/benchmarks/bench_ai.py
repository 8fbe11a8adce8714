"""AI benchmark: decision times, playing strength and solo scores per game and level. Not a test.

Run with `make bench-ai`, or `.venv/bin/python -m tests.benchmarks.bench_ai [games] [game_id ...] [options]`
(games: seeded games per strength pairing and per solo level, default 200; game ids: only those games).

- Decision times are taken as in play (the level's iterations, stopped by its time limit if that comes
  first), one decision at a time so nothing else competes for the CPU, on positions sampled from seeded
  random 2-player games.
- Strength is the win rate of each level against the level below over seeded 2-player games, ties counted
  as half a win, with the mean score margin. Games come in pairs on the same deal with the seats swapped, so
  neither the deal nor the first seat favours a side. They run the levels' iterations without the time limit,
  so the numbers do not depend on the machine (on one as quick as the reference, play searches the same), and
  run in parallel, one process per core.
- Solo score is the mean final score over seeded 1-player games, for games that support solo play.

Every finished game is appended to a results file (``--results``) under a fingerprint of the code that
decides it (the AI, the engine core and that game's package and content; comments and docstrings do not
count). A later run with the same fingerprint plays only the games still missing, so a long run can be
stopped and resumed, or spread over several sittings; ``--report`` prints the table from the file without
playing.

A change to one level is judged on the same deals and seats as the code before it: play some of a cell's games
under the new code (``--cells expert-hard`` plays only that cell) and add ``--compare OLD_FINGERPRINT`` to set
them beside the old code's games of the same indices. ``--cells`` also keeps a ``--carry-over`` away from the one
cell a change is known to alter, where two replays might happen to agree.

Whether the rungs could be re-spaced to meet their targets is a question for a pairing across rungs
(``--cells expert-medium``): the table never plays one, but naming it plays its games, and the report sets it
beside the rungs between (see ``ladder_check``).
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hearthwood.engine.ai import Level, choose_action, decision_seed, levels_in_order, settings
from hearthwood.engine.core import Game, GameState, get_game, ranking, registered_games
from hearthwood.engine.games import load_all
from tests.conformance import toy_game  # registers the kit's small game

DEFAULT_GAMES = 200
CARRY_CHECK = 4
# The target for each rung: a level beats the one below it in at least this share of games.
TARGET_RATE = 0.65
TIMED_POSITIONS = 12
REPO = Path(__file__).resolve().parents[2]
DEFAULT_RESULTS = REPO / "tests" / "benchmarks" / "results" / "ai-games.jsonl"


def _register_everything() -> None:
    load_all()


# -- what a result depends on -------------------------------------------------------------------------


def fingerprint(game: Game[Any, Any]) -> str:
    """A short hash of every source file and content file that can change how this game's AIs play."""
    package = Path(sys.modules[type(game).__module__].__file__ or "").parent
    roots = [REPO / "engine" / "ai", REPO / "engine" / "core", package, REPO / "resources" / package.name]
    files = [
        path
        for root in roots
        if root.is_dir()
        for path in sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in {".py", ".json"})
    ]
    return files_fingerprint(files, REPO)


def files_fingerprint(files: list[Path], base: Path) -> str:
    """A hash of the files' names and contents, where a Python file counts only by its code.

    Comments, docstrings and layout cannot change a move, and hashing them made every comment fix throw
    away hours of stored games.
    """
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(base).as_posix().encode())
        code = _code_only(path.read_text(encoding="utf-8")).encode() if path.suffix == ".py" else path.read_bytes()
        digest.update(code)
    return digest.hexdigest()[:12]


def _code_only(source: str) -> str:
    """The source re-printed from its syntax tree, without docstrings (the tree has no comments)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            first = body[0].value if body and isinstance(body[0], ast.Expr) else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                node.body = body[1:] or [ast.Pass()]
    return ast.unparse(tree)


# A cell as the results file names it: (game id, "duel" or "solo", its levels' names, stronger first).
CellKey = tuple[str, str, tuple[str, ...]]
# The games stored for each cell, by index.
GamesByCell = dict[CellKey, dict[int, dict[str, Any]]]


@dataclass(frozen=True)
class Cell:
    """One row's worth of games: a pairing (stronger, weaker) or a solo level."""

    game_id: str
    levels: tuple[Level, ...]

    @property
    def kind(self) -> str:
        return "solo" if len(self.levels) == 1 else "duel"

    def key(self) -> CellKey:
        return (self.game_id, self.kind, tuple(level.value for level in self.levels))

    @property
    def name(self) -> str:
        """How ``--cells`` names it: its levels, stronger first, joined by a dash (``expert-hard``, ``expert``)."""
        return "-".join(level.value for level in self.levels)

    @property
    def label(self) -> str:
        """How the printed reports name it: ``expert v hard``, or ``expert`` alone."""
        return " v ".join(level.value for level in self.levels)


def _cell_key(record: dict[str, Any]) -> CellKey:
    """The cell a game or "void" record belongs to (a void record names its cell's kind under "cell")."""
    kind = record["cell"] if record["kind"] == "void" else record["kind"]
    return (record["game"], kind, tuple(record["levels"]))


class Results:
    """The results file: one JSON object per finished game, appended as games finish, and one per timed level
    (``kind`` "times"), so ``--report`` prints the decision times the current code was last measured at.

    A record of ``kind`` "void" sets aside a cell's games stored before it under its fingerprint (see
    ``play_again``); the file keeps them, for comparisons, and games played after it count.
    """

    def __init__(self, path: Path, fingerprints: dict[str, str]) -> None:
        self.path = path
        self.fingerprints = fingerprints
        self.games: GamesByCell = {}
        self.times: dict[tuple[str, Level], list[float]] = {}
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    self._keep(json.loads(line))

    def _keep(self, record: dict[str, Any]) -> None:
        if self.fingerprints.get(record["game"]) != record["ai"]:
            return  # played by other code: not comparable with what runs now
        if record["kind"] == "times":
            self.times[record["game"], Level(record["level"])] = record["seconds"]  # the latest measurement wins
            return
        if record["kind"] == "void":
            self.games.pop(_cell_key(record), None)
            return
        self.games.setdefault(_cell_key(record), {})[record["index"]] = record

    def done(self, cell: Cell) -> dict[int, dict[str, Any]]:
        return self.games.get(cell.key(), {})

    def add(self, record: dict[str, Any]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, sort_keys=True) + "\n")
        self._keep(record)


# -- playing ------------------------------------------------------------------------------------------


def sample_positions(game: Game[Any, Any], count: int) -> list[GameState]:
    """Positions from seeded random 2-player games, spread over the whole game."""
    positions: list[GameState] = []
    seed = 0
    while len(positions) < count:
        state = game.new_state(game.make_config({}), 2, seed)
        rng = random.Random(seed)
        history: list[GameState] = []
        while legal := game.legal_actions(state):
            if len(legal) > 1:
                history.append(game.clone(state))
            staying = [a for a in legal if a.kind not in game.voluntary_exit_kinds] or legal
            game.apply(state, rng.choice(staying))
        if history:
            positions += [history[i * len(history) // 3] for i in range(3)]
        seed += 1
    return positions[:count]


def decision_times(game: Game[Any, Any], level: Level, positions: list[GameState]) -> list[float]:
    times = []
    for index, state in enumerate(positions):
        decision = game.decision(state)
        assert decision is not None
        view = game.view(state, decision.player)
        start = time.perf_counter()
        choose_action(game, view, decision.player, level, seed=index)
        times.append(time.perf_counter() - start)
    return times


def play(
    game: Game[Any, Any],
    levels: tuple[Level, ...],
    seed: int,
    *,
    before_move: Callable[[GameState], None] | None = None,
) -> GameState:
    """One seeded game between AI seats at their levels' iteration budgets; ``before_move`` sees the state at
    each decision before it is made (the probes sample positions from it)."""
    state: GameState = game.new_state(game.make_config({}), len(levels), seed)
    move = 0
    while (decision := game.decision(state)) is not None:
        if before_move is not None:
            before_move(state)
        player = decision.player
        level = levels[player]
        view = game.view(state, player)
        budget = settings(level, game.info.id).iterations
        action = choose_action(game, view, player, level, decision_seed(seed, move, player), iterations=budget)
        game.apply(state, action)
        move += 1
    return state


def play_cell_game(cell: Cell, index: int) -> dict[str, Any]:
    """Game ``index`` of a cell. Duels: deal ``index // 2``, the stronger level in seat ``index % 2``."""
    _register_everything()
    game = get_game(cell.game_id)
    started = time.perf_counter()
    if cell.kind == "solo":
        state = play(game, cell.levels, index)
        outcome: dict[str, Any] = {"score": game.score_sheet(state).total(0)}
    else:
        stronger, weaker = cell.levels
        seat = index % 2
        seats = (stronger, weaker) if seat == 0 else (weaker, stronger)
        state = play(game, seats, index // 2)
        first = ranking(game, state)[0]
        totals = game.score_sheet(state).totals()
        outcome = {
            "points": 0.0 if seat not in first else 1.0 / len(first),
            "margin": totals[seat] - totals[1 - seat],
        }
    return {"index": index, "seconds": round(time.perf_counter() - started, 2), **outcome}


# -- the run ------------------------------------------------------------------------------------------


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.bench_ai", description=__doc__)
    parser.add_argument("games", nargs="?", type=int, default=DEFAULT_GAMES, help="games per pairing and solo level")
    parser.add_argument("game_ids", nargs="*", help="only these games")
    parser.add_argument(
        "--strongest",
        choices=[level.value for level in levels_in_order()],
        help="play strength and solo games only up to this level (decision times are measured for every level)",
    )
    parser.add_argument(
        "--weakest",
        choices=[level.value for level in levels_in_order()],
        help="play strength and solo games only from this level up (a pairing counts as its stronger level); with "
        "--strongest, runs on several machines or results files can share the cells between them",
    )
    parser.add_argument("--solo-games", type=int, help="solo games per level, when not as many as the duels")
    parser.add_argument("--results", type=Path, default=DEFAULT_RESULTS, help="the results file to resume and extend")
    parser.add_argument("--report", action="store_true", help="print the table from the results file; play nothing")
    parser.add_argument("--no-times", action="store_true", help="skip the decision-time measurement")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes playing games")
    parser.add_argument(
        "--carry-over",
        metavar="FINGERPRINT",
        help="keep the games stored under this older fingerprint in every pairing and solo level where replaying "
        "a sample of them with the current code gives the same results (see carry_over)",
    )
    parser.add_argument("--check", type=int, default=CARRY_CHECK, help="games replayed per cell by --carry-over")
    parser.add_argument(
        "--cells",
        nargs="+",
        metavar="CELL",
        help="only these cells of the chosen games and levels: a pairing by its levels, stronger first "
        "(expert-hard), or a solo level (expert); say, to carry over every cell but one the new code changes",
    )
    parser.add_argument(
        "--play-again",
        metavar="REASON",
        help="set aside the games the current code has stored in the cells named by --cells and play them afresh "
        "(the reason is written into the results file; see play_again)",
    )
    parser.add_argument(
        "--compare",
        metavar="FINGERPRINT",
        help="after the run, set each pairing's games beside the ones an older fingerprint played on the same "
        "deals and seats (see paired_comparison)",
    )
    parser.add_argument(
        "--deals",
        action="store_true",
        help="after the table, count each pairing's complete deals by who won both games (see deal_outcomes)",
    )
    return parser.parse_args(argv)


def cells_for(game: Game[Any, Any], strongest: int, weakest: int = 0) -> list[Cell]:
    """The pairings of each level with the one below it and the solo levels, from ``weakest`` to ``strongest``
    (indexes into the levels in order; a pairing counts as its stronger level)."""
    levels = levels_in_order()
    tops = range(weakest, strongest + 1)
    cells = []
    if 2 in game.info.players:
        cells += [Cell(game.info.id, (levels[i], levels[i - 1])) for i in tops if i > 0]
    if 1 in game.info.players:
        cells += [Cell(game.info.id, (levels[i],)) for i in tops]
    return cells


def span_cells(chosen: list[Game[Any, Any]], names: list[str]) -> list[Cell]:
    """Pairings of a level with one two or more rungs below it (``expert-medium``), for the games in ``chosen``
    that have 2-player duels: the table never plays them, but naming one in ``--cells`` does, to check how the
    rungs between add up (see ``ladder_check``)."""
    levels = levels_in_order()
    values = [level.value for level in levels]
    spans = []
    for name in names:
        stronger, _, weaker = name.partition("-")
        if stronger in values and weaker in values and values.index(stronger) - values.index(weaker) >= 2:
            spans.append((Level(stronger), Level(weaker)))
    return [Cell(game.info.id, span) for game in chosen if 2 in game.info.players for span in spans]


def only_cells(cells: list[Cell], names: list[str]) -> list[Cell]:
    """The cells named, in their usual order; a name that matches none of ``cells`` is an error, so a typo
    cannot quietly carry over or play nothing."""
    known = {cell.name for cell in cells}
    unknown = [name for name in names if name not in known]
    if unknown:
        raise SystemExit(f"no such cell among the chosen games and levels: {', '.join(unknown)} "
                         f"(known: {', '.join(sorted(known))}, or a pairing across rungs, stronger first, "
                         "such as expert-medium)")  # fmt: skip
    return [cell for cell in cells if cell.name in names]


def stored_under(results: Results, old: str) -> GamesByCell:
    """The games another fingerprint played, by cell and index, for the games ``results`` is measuring: the same
    file read as if ``old`` were the current code of each of them (decision times left out: any change to the
    code may change them)."""
    return Results(results.path, dict.fromkeys(results.fingerprints, old)).games


def missing_games(cells: list[Cell], results: Results, games: int, solo_games: int) -> Iterator[tuple[Cell, int]]:
    """Every game still to play, round-robin over the cells so a stopped run leaves them evenly filled."""
    for index in range(max(games, solo_games)):
        for cell in cells:
            wanted = solo_games if cell.kind == "solo" else games
            if index < wanted and index not in results.done(cell):
                yield cell, index


def main(argv: list[str]) -> int:
    args = parse_args(argv[1:])
    _register_everything()
    wanted = set(args.game_ids)
    # The conformance kit's toy game is measured only when named (the benchmark's own tests use it).
    wanted = wanted or {g.info.id for g in registered_games()} - {toy_game.GAME.info.id}
    chosen = [g for g in registered_games() if g.info.id in wanted]
    levels = levels_in_order()
    names = [level.value for level in levels]
    strongest = len(levels) - 1 if args.strongest is None else names.index(args.strongest)
    weakest = 0 if args.weakest is None else names.index(args.weakest)
    fingerprints = {g.info.id: fingerprint(g) for g in chosen}
    results = Results(args.results, fingerprints)
    cells = [cell for game in chosen for cell in cells_for(game, strongest, weakest)]
    if args.cells:
        cells = only_cells(cells + span_cells(chosen, args.cells), args.cells)
    if args.play_again:
        if not args.cells:
            raise SystemExit("--play-again sets games aside: name the cells it is for with --cells")
        if args.report or args.carry_over:
            # a report would leave the cells empty; a carry-over would bring the set-aside games straight back
            raise SystemExit("--play-again plays its cells afresh: it goes with neither --report nor --carry-over")
        play_again(cells, results, args.play_again)
    if args.carry_over:
        carry_over(cells, results, args.carry_over, args.check, args.workers)
    if not args.report:
        solo_games = args.games if args.solo_games is None else args.solo_games
        _play_missing(list(missing_games(cells, results, args.games, solo_games)), results, args.workers)
    if not args.report and not args.no_times:
        for game in chosen:
            if 2 in game.info.players:
                positions = sample_positions(game, TIMED_POSITIONS)
                for level in levels:
                    results.add({
                        "game": game.info.id, "kind": "times", "level": level.value, "ai": fingerprints[game.info.id],
                        "seconds": decision_times(game, level, positions), "cores": os.cpu_count(),
                    })  # fmt: skip
    print(f"AI benchmark: up to {args.games} games per pairing and per solo level; {os.cpu_count()} cores\n")
    print(table(chosen, levels, results))
    if args.compare:
        print(f"\nThe same deals and seats, this code against {args.compare}:\n")
        print(paired_comparison(cells, results, args.compare))
    if args.deals:
        print("\nEach pairing's complete deals (two games, seats swapped), by who won both:\n")
        print(deal_outcomes(cells, results))
    if any(_rungs_between(cell) for cell in cells):
        print("\nPairings across rungs, beside the rungs between them:\n")
        print(ladder_check(cells, results))
    return 0


def _play_missing(todo: list[tuple[Cell, int]], results: Results, workers: int) -> None:
    if not todo:
        return
    print(f"playing {len(todo)} games on {workers} processes; results go to {results.path}", flush=True)
    with ProcessPoolExecutor(workers) as pool:
        futures: dict[Future[dict[str, Any]], Cell] = {
            pool.submit(play_cell_game, cell, index): cell for cell, index in todo
        }
        for count, future in enumerate(as_completed(futures), 1):
            cell = futures[future]
            record = {
                "game": cell.game_id,
                "kind": cell.kind,
                "levels": [level.value for level in cell.levels],
                "ai": results.fingerprints[cell.game_id],
                **future.result(),
            }
            results.add(record)
            if count % 10 == 0 or count == len(todo):
                print(f"  {count}/{len(todo)} games played", flush=True)


def carry_over(cells: list[Cell], results: Results, old: str, check: int, workers: int) -> None:
    """Copy each cell's games stored under the ``old`` fingerprint to the current one, when ``check`` of them
    (spread over the cell) replay with the current code to the very same results.

    A change that cannot alter some cells' games (a solo-only rule, say) would otherwise throw away hours of
    them. The replay checks that reading of the change: a cell where any replayed game differs is left to be
    played again, and every copied record says where it came from (``carried_from``). It is a sample, so it
    cannot clear a change that alters a few games in many (a scoring rule met in one game of ten): such a
    change is played again, not carried over.
    """
    stored = stored_under(results, old)
    for cell in cells:
        if results.fingerprints[cell.game_id] == old:
            continue
        earlier = {i: r for i, r in stored.get(cell.key(), {}).items() if i not in results.done(cell)}
        if not earlier:
            continue
        indexes = sorted(earlier)
        sample = _spread_sample(indexes, check)
        outcome_keys = ("score",) if cell.kind == "solo" else ("points", "margin")
        same = True
        with ProcessPoolExecutor(max(1, min(workers, len(sample)))) as pool:
            replays = {pool.submit(play_cell_game, cell, index): index for index in sample}
            for future in as_completed(replays):
                replay, kept = future.result(), earlier[replays[future]]
                if any(replay[key] != kept[key] for key in outcome_keys):
                    same = False  # one difference settles it: the rest need not finish
                    pool.shutdown(wait=False, cancel_futures=True)
                    break
        name = f"{cell.game_id} {cell.label}"
        if not same:
            print(f"{name}: a replayed game came out differently; its {len(indexes)} stored games stay behind")
            continue
        for index in indexes:
            record = {**earlier[index], "ai": results.fingerprints[cell.game_id], "carried_from": old}
            results.add(record)
        print(f"{name}: {len(sample)} replayed games came out the same; {len(indexes)} stored games carried over")


def play_again(cells: list[Cell], results: Results, reason: str) -> None:
    """Set aside the games stored for ``cells`` under the current fingerprint, so the run plays them afresh.

    For games that may not be what the current code plays: carried over on a sample too small to trust, say.
    The file stays append-only: a "void" record hides the cell's earlier games from this fingerprint, while
    ``--compare`` against the fingerprint they were carried from still sets the new games beside them.
    """
    for cell in cells:
        stored = len(results.done(cell))
        game_id, kind, levels = cell.key()
        results.add({
            "game": game_id, "kind": "void", "cell": kind, "levels": list(levels),
            "ai": results.fingerprints[game_id], "reason": reason, "set_aside": stored,
        })  # fmt: skip
        print(f"{cell.game_id} {cell.label}: {stored} stored games set aside, to be played again")


def _spread_sample(indexes: list[int], count: int) -> list[int]:
    """``count`` of the indexes spread over them, every other one moved to its neighbour (the same deal with
    the seats swapped) where that is stored, so duels are checked from both seats."""
    stored = set(indexes)
    picked: list[int] = []
    for k in range(min(count, len(indexes))):
        index = indexes[k * len(indexes) // count]
        if k % 2 and index ^ 1 in stored and index ^ 1 not in picked:
            index ^= 1
        if index not in picked:
            picked.append(index)
    return sorted(picked)


def table(chosen: list[Game[Any, Any]], levels: list[Level], results: Results) -> str:
    lines = [
        "| game | level | budget (time limit) | decision ms, median / p95 | vs the level below (2 players) "
        "| mean solo score | s per game (one core) |",
        "|---|---|---|---|---|---|---|",
    ]
    for game in chosen:
        for index, level in enumerate(levels):
            level_settings = settings(level, game.info.id)
            unit = "samples" if level is Level.EASY else "iterations"
            budget = f"{level_settings.iterations} {unit} ({level_settings.seconds:g} s)"
            measured = results.times.get((game.info.id, level))
            timing = f"{statistics.median(measured) * 1000:.0f} / {_p95(measured) * 1000:.0f}" if measured else "-"
            strength = solo = "-"
            seconds: list[float] = []
            if index:
                duel = list(results.done(Cell(game.info.id, (level, levels[index - 1]))).values())
                if duel:
                    strength = duel_summary(duel, levels[index - 1])
                    seconds += [r["seconds"] for r in duel]
            solo_games = list(results.done(Cell(game.info.id, (level,))).values())
            if solo_games:
                scores = [r["score"] for r in solo_games]
                solo = f"{statistics.mean(scores):.1f} ({len(scores)} games)"
                if not seconds:
                    seconds = [r["seconds"] for r in solo_games]
            per_game = f"{statistics.mean(seconds):.0f}" if seconds else "-"
            cells = (game.info.title, level_settings.label, budget, timing, strength, solo, per_game)
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def paired_comparison(cells: list[Cell], results: Results, old: str) -> str:
    """Each pairing's games beside those the ``old`` fingerprint played at the same indices (the same deal and
    seats): how many of them came out otherwise at all, both win rates on those games, how many games the change
    turned better or worse for the stronger level, and the mean change of its margin with a 95% margin of error.

    A change to a level is judged best this way: on the same deals most of the luck is shared, so a difference
    shows in far fewer games than two independent win rates would need.
    """
    stored = stored_under(results, old)
    lines = [
        "| game | pairing | games | changed | win rate now | win rate before | better / worse | margin change |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for cell in cells:
        now, before = results.done(cell), stored.get(cell.key(), {})
        shared = sorted(set(now) & set(before))
        if cell.kind != "duel" or not shared:
            continue
        changes = [now[i]["margin"] - before[i]["margin"] for i in shared]
        error = 1.96 * statistics.stdev(changes) / len(changes) ** 0.5 if len(changes) > 1 else float("nan")
        better = sum(now[i]["points"] > before[i]["points"] for i in shared)
        worse = sum(now[i]["points"] < before[i]["points"] for i in shared)
        changed = sum(any(now[i][key] != before[i][key] for key in ("points", "margin")) for i in shared)
        cells_text = [
            cell.game_id,
            cell.label,
            str(len(shared)),
            str(changed),
            f"{statistics.mean(now[i]['points'] for i in shared):.1%}",
            f"{statistics.mean(before[i]['points'] for i in shared):.1%}",
            f"{better} / {worse}",
            f"{statistics.mean(changes):+.2f} +/-{error:.2f}",
        ]
        lines.append("| " + " | ".join(cells_text) + " |")
    if len(lines) == 2:
        return f"No pairing has games of both this code and {old} on the same deals."
    return "\n".join(lines)


def deal_outcomes(cells: list[Cell], results: Results) -> str:
    """Each pairing's complete deals: won twice by the stronger level, twice by the weaker, once each (then the
    seat decided, whichever level sat in it), or with a tie in either game.

    A win rate of 65% needs the stronger level to take both games of 30 more deals in 100 than the weaker one;
    deals that go to a seat whoever sits in it count for neither, so this shows how much of a step the deal leaves
    to the players.
    """
    lines = [
        "| game | pairing | deals | stronger won both | weaker won both | one each (the seat's) | a tie |",
        "|---|---|---|---|---|---|---|",
    ]
    for cell in cells:
        if cell.kind != "duel":
            continue
        games = results.done(cell)
        counts = {"stronger": 0, "weaker": 0, "seat": 0, "tie": 0}
        for first in range(0, max(games, default=-1) + 1, 2):
            if first not in games or first + 1 not in games:
                continue
            points = (games[first]["points"], games[first + 1]["points"])
            if 0.5 in points:
                counts["tie"] += 1
            elif points == (1.0, 1.0):
                counts["stronger"] += 1
            elif points == (0.0, 0.0):
                counts["weaker"] += 1
            else:
                counts["seat"] += 1
        if sum(counts.values()):
            lines.append(
                f"| {cell.game_id} | {cell.label} | {sum(counts.values())} | "
                + " | ".join(map(str, counts.values()))
                + " |"
            )
    if len(lines) == 2:
        return "No pairing has a complete deal yet."
    return "\n".join(lines)


def _rungs_between(cell: Cell) -> list[Cell]:
    """The adjacent pairings from a span cell's weaker level up to its stronger one, lowest first (none for an
    adjacent pairing or a solo level)."""
    if cell.kind != "duel":
        return []
    levels = levels_in_order()
    low, high = levels.index(cell.levels[1]), levels.index(cell.levels[0])
    if high - low < 2:
        return []
    return [Cell(cell.game_id, (levels[i + 1], levels[i])) for i in range(low, high)]


def elo(rate: float) -> float:
    """The rating gap at which the stronger side scores ``rate`` of the points (the logistic Elo curve)."""
    return 400.0 * math.log10(rate / (1.0 - rate))


def elo_rate(gap: float) -> float:
    return 1.0 / (1.0 + math.pow(10.0, -gap / 400.0))


def ladder_check(cells: list[Cell], results: Results) -> str:
    """Each pairing across rungs (``expert v medium``) beside what its rungs predict.

    Two rungs of 65% each add up, on the Elo curve, to a pairing across both of about 77.5%. So the pairing
    across tells whether the rungs can be re-spaced to meet their targets: if the top level beats the bottom one
    by less than that, no level in between can stand 65% above the one and below the other, and the top must
    grow stronger. Shown beside it: the lowest rung (the same weaker level) on the same games, where most of the
    deal's luck is shared, and the rate the rungs predict from all their stored games.
    """
    lines = [
        "| game | pairing | games | win rate | lowest rung, same games | predicted by the rungs | "
        "two rungs of 65% need |",
        "|---|---|---|---|---|---|---|",
    ]
    for cell in cells:
        rungs = _rungs_between(cell)
        games = results.done(cell)
        if not rungs or not games:
            continue
        lowest = results.done(rungs[0])
        shared = sorted(set(games) & set(lowest))
        beside = (
            f"{statistics.mean(lowest[i]['points'] for i in shared):.1%} ({rungs[0].label}, {len(shared)} games)"
            if shared
            else "-"
        )
        stored = [list(results.done(rung).values()) for rung in rungs]
        rates = [statistics.mean(r["points"] for r in rung_games) for rung_games in stored if rung_games]
        if len(rates) == len(rungs) and all(0.0 < rate < 1.0 for rate in rates):
            predicted = f"{elo_rate(sum(elo(rate) for rate in rates)):.1%}"
        else:
            predicted = "-"
        needed = f"{elo_rate(len(rungs) * elo(TARGET_RATE)):.1%}"
        rate, error, margin = win_rate(list(games.values()))
        summary = f"{rate:.1%} +/-{error:.1%} (margin {margin:+.1f})"
        lines.append(
            f"| {cell.game_id} | {cell.label} | {len(games)} | {summary} | {beside} | {predicted} | {needed} |"
        )
    if len(lines) == 2:
        return "No pairing across rungs has a game yet."
    return "\n".join(lines)


def win_rate(games: list[dict[str, Any]]) -> tuple[float, float, float]:
    """The stronger level's win rate, its 95% margin of error, and the mean score margin."""
    points = [g["points"] for g in games]
    rate = statistics.mean(points)
    error = 1.96 * (statistics.pstdev(points) / len(points) ** 0.5) if len(points) > 1 else 1.0
    return rate, error, statistics.mean(g["margin"] for g in games)


def duel_summary(games: list[dict[str, Any]], below: Level) -> str:
    """Win rate with a 95% margin of error, and the mean score margin."""
    rate, error, margin = win_rate(games)
    return f"{rate:.0%} +/-{error:.0%} vs {settings(below).label} ({len(games)} games, margin {margin:+.1f})"


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


if __name__ == "__main__":
    sys.exit(main(sys.argv))
