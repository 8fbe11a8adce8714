"""The game-agnostic half of fitting a projection correction to play: positions with the margin a game's
projection gave and the margin the game ended with, a ridge least-squares fit of the gap on holdings whose
weight slides from the start to the end of the game, and a held-out check of the error. Each game's fit
script plays the games and says what a holding is."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

from hearthwood.engine.ai import Level
from hearthwood.engine.core import GameState, get_game
from hearthwood.engine.games import load_all
from tests.benchmarks.bench_ai import play

HELD_OUT = 4  # one game in this many
DEAL_OFFSET = 5000  # the fits' deals, well away from the benchmark's
PENALTIES = (0.0, 10.0, 100.0, 1000.0)

# From a position: the game left (1 to 0), the projected margin of seat 0 over seat 1 without the correction,
# and per correction row seat 0's holding less seat 1's.
Measure = Callable[[GameState], tuple[float, float, tuple[float, ...]]]


@dataclass(frozen=True)
class Position:
    game: int
    left: float
    # the projected margin (seat 0 less seat 1) without the fitted correction, and the final margin
    projected: float
    final: int
    # per correction row: seat 0's holding less seat 1's
    holdings: tuple[float, ...]

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, line: str) -> Position:
        fields = json.loads(line)
        return cls(**{**fields, "holdings": tuple(fields["holdings"])})

    def row(self) -> list[float]:
        """The regression's inputs: each holding gap weighted by the game left, then by the game gone."""
        return [gap * self.left for gap in self.holdings] + [gap * (1.0 - self.left) for gap in self.holdings]


def ridge(rows: list[list[float]], targets: list[float], penalty: float) -> list[float]:
    """The coefficients minimising squared error plus ``penalty`` times their squared sum (normal equations)."""
    size = len(rows[0])
    matrix = [
        [sum(row[i] * row[j] for row in rows) + (penalty if i == j else 0.0) for j in range(size)] for i in range(size)
    ]
    vector = [sum(row[i] * target for row, target in zip(rows, targets, strict=True)) for i in range(size)]
    return _solve(matrix, vector)


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting; a singular system is an error, not a guess."""
    size = len(vector)
    augmented = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(augmented[r][column]))
        if abs(augmented[pivot][column]) < 1e-12:
            raise ValueError("the positions do not tell the holdings apart; add games or a penalty")
        augmented[column], augmented[pivot] = augmented[pivot], augmented[column]
        for row in range(column + 1, size):
            factor = augmented[row][column] / augmented[column][column]
            for k in range(column, size + 1):
                augmented[row][k] -= factor * augmented[column][k]
    solution = [0.0] * size
    for row in reversed(range(size)):
        known = sum(augmented[row][k] * solution[k] for k in range(row + 1, size))
        solution[row] = (augmented[row][size] - known) / augmented[row][row]
    return solution


def squared_error(positions: list[Position], coefficients: list[float] | None) -> float:
    total = 0.0
    for position in positions:
        fitted = 0.0 if coefficients is None else sum(c * x for c, x in zip(coefficients, position.row(), strict=True))
        total += (position.final - position.projected - fitted) ** 2
    return total / len(positions)


def split(positions: list[Position]) -> tuple[list[Position], list[Position]]:
    """The positions of three games in four to fit, those of the fourth to check the fit on."""
    fitted = [p for p in positions if p.game % HELD_OUT]
    return fitted, [p for p in positions if not p.game % HELD_OUT]


def report(positions: list[Position], names: list[str], penalties: tuple[float, ...], chosen: float) -> None:
    """Print the error with and without a fit for each penalty, then the chosen penalty's table of weights."""
    train, held = split(positions)
    games = len({p.game for p in positions})
    print(f"{len(positions)} positions of {games} games; {len(held)} positions held out\n")
    print("| penalty | error, fitted games | error, held-out games |")
    print("|---|---|---|")
    print(f"| none fitted | {squared_error(train, None):.2f} | {squared_error(held, None):.2f} |")
    table: list[float] = []
    for penalty in penalties:
        coefficients = ridge([p.row() for p in train], [p.final - p.projected for p in train], penalty)
        print(f"| {penalty:g} | {squared_error(train, coefficients):.2f} | {squared_error(held, coefficients):.2f} |")
        if penalty == chosen:
            table = coefficients
    print(f"\nPenalty {chosen:g}, points per unit (at the start, at the end):\n")
    for index, name in enumerate(names):
        print(f'    "{name}": ({table[index]:.2f}, {table[index + len(names)]:.2f}),')


def sampled_positions(
    game_id: str, table: dict[str, tuple[float, float]], measure: Measure, number: int, every: int
) -> list[Position]:
    """Every ``every``-th position of Medium-Medium game ``number`` (deal ``DEAL_OFFSET + number``), measured.

    The game is played with the correction ``table`` zeroed: fitted to games the correction already steers, the
    fit would partly measure its own pull (in Snowcrest a bonus per Rest made Medium rest more, and the next
    fit punished resting).
    """
    load_all()
    game = get_game(game_id)
    kept: list[tuple[float, float, tuple[float, ...]]] = []
    seen = [0]

    def sample(state: GameState) -> None:
        if seen[0] % every == 0:
            kept.append(measure(state))
        seen[0] += 1

    fitted = dict(table)
    table.update(dict.fromkeys(fitted, (0.0, 0.0)))
    try:
        final = play(game, (Level.MEDIUM, Level.MEDIUM), DEAL_OFFSET + number, before_move=sample)
    finally:
        table.update(fitted)
    totals = game.score_sheet(final).totals()
    return [Position(number, left, projected, totals[0] - totals[1], gaps) for left, projected, gaps in kept]


def run(
    description: str,
    job: Callable[[tuple[int, int]], list[Position]],
    names: list[str],
    default_games: tuple[str, ...],
    chosen_penalty: float,
) -> None:
    """The command line of a game's fit script: play the games in parallel, then print ``report``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--games", nargs="+", default=list(default_games), help="START:END:EVERY runs of games")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--save", type=Path, help="also write the positions here, one JSON object a line")
    parser.add_argument("--load", type=Path, help="fit the positions a --save wrote instead of playing")
    args = parser.parse_args()
    if args.load:
        positions = [Position.from_json(line) for line in args.load.read_text().splitlines()]
        report(positions, names, PENALTIES, chosen_penalty)
        return
    jobs = []
    for games in args.games:
        start, end, every = (int(part) for part in games.split(":"))
        jobs += [(number, every) for number in range(start, end)]
    with ProcessPoolExecutor(args.workers) as pool:
        positions = [position for found in pool.map(job, jobs) for position in found]
    if args.save:
        args.save.write_text("".join(position.to_json() + "\n" for position in positions))
    report(positions, names, PENALTIES, chosen_penalty)
