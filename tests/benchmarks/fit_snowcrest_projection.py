"""Fit Snowcrest's projection correction (``strategy.FITTED_CORRECTION``) to play. Not a test.

Run with `.venv/bin/python -m tests.benchmarks.fit_snowcrest_projection [--games START:END:EVERY ...] [--workers 2]`.

Plays seeded 2-player Medium-Medium games (deal ``5000 + n`` for each ``n`` in START..END-1, apart from the
benchmark's deals) with the correction switched off, keeps every EVERY-th position of each with the game's final
margin, and fits by ridge least squares, per holding in ``correction_features``, the points a unit of it adds at the
start and at the end of the game (the weight slides between the two with the game left) that best explain the gap
between the projected margin without the correction and the final one. One game in four (every number divisible by
4) is held out and the error of the projected margin on it printed with and without the fit, for every penalty
tried. The defaults replay the games the table in the code was fitted on: two runs, the first sampled every fifth
decision and the second every third, fitted with a penalty of 100 on the other three games in four.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from hearthwood.engine.ai import Level
from hearthwood.engine.core import get_game
from hearthwood.engine.games import load_all
from hearthwood.engine.games.snowcrest import strategy
from hearthwood.engine.games.snowcrest.state import SnowcrestState
from tests.benchmarks.bench_ai import play

DEAL_OFFSET = 5000
DEFAULT_GAMES = ("0:140:5", "400:542:3")
PENALTIES = (0.0, 10.0, 100.0, 1000.0)
CHOSEN_PENALTY = 100.0
HELD_OUT = 4  # one game in this many


@dataclass(frozen=True)
class Position:
    game: int
    left: float
    # the projected margin (seat 0 less seat 1) without the fitted correction, and the final margin
    projected: float
    final: int
    # per correction row: seat 0's holding less seat 1's
    holdings: tuple[float, ...]

    def row(self) -> list[float]:
        """The regression's inputs: each holding gap weighted by the game left, then by the game gone."""
        return [gap * self.left for gap in self.holdings] + [gap * (1.0 - self.left) for gap in self.holdings]


def _uncorrected_margin(state: SnowcrestState) -> tuple[float, float]:
    left = strategy.game_left(state)
    totals = strategy.final_values(state)
    for seat in range(2):
        totals[seat] -= strategy.fitted_correction(state.players[seat], left)
    return left, totals[0] - totals[1]


def game_positions(args: tuple[int, int]) -> list[Position]:
    """Every ``every``-th position of Medium-Medium game ``number``, judged without the correction."""
    number, every = args
    load_all()
    game = get_game("snowcrest")
    names = list(strategy.FITTED_CORRECTION)
    kept: list[tuple[float, float, tuple[float, ...]]] = []
    seen = [0]

    def sample(state: object) -> None:
        assert isinstance(state, SnowcrestState)
        if seen[0] % every == 0:
            left, projected = _uncorrected_margin(state)
            mine, theirs = (strategy.correction_features(player) for player in state.players)
            kept.append((left, projected, tuple(float(mine[name] - theirs[name]) for name in names)))
        seen[0] += 1

    # played by the hand-set projection alone: fitted to games the correction already steers, the fit would
    # partly measure its own pull (a bonus per Rest made Medium rest more, and the next fit punish resting)
    fitted = dict(strategy.FITTED_CORRECTION)
    strategy.FITTED_CORRECTION.update(dict.fromkeys(fitted, (0.0, 0.0)))
    try:
        final = play(game, (Level.MEDIUM, Level.MEDIUM), DEAL_OFFSET + number, before_move=sample)
    finally:
        strategy.FITTED_CORRECTION.update(fitted)
    totals = game.score_sheet(final).totals()
    return [Position(number, left, projected, totals[0] - totals[1], gaps) for left, projected, gaps in kept]


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(DEFAULT_GAMES), help="START:END:EVERY runs of games")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    jobs = []
    for run in args.games:
        start, end, every = (int(part) for part in run.split(":"))
        jobs += [(number, every) for number in range(start, end)]
    with ProcessPoolExecutor(args.workers) as pool:
        positions = [position for found in pool.map(game_positions, jobs) for position in found]
    train, held = split(positions)
    print(f"{len(positions)} positions of {len(jobs)} games; {len(held)} positions held out\n")
    print("| penalty | error, fitted games | error, held-out games |")
    print("|---|---|---|")
    print(f"| none fitted | {squared_error(train, None):.2f} | {squared_error(held, None):.2f} |")
    chosen: list[float] = []
    for penalty in PENALTIES:
        coefficients = ridge([p.row() for p in train], [p.final - p.projected for p in train], penalty)
        print(f"| {penalty:g} | {squared_error(train, coefficients):.2f} | {squared_error(held, coefficients):.2f} |")
        if penalty == CHOSEN_PENALTY:
            chosen = coefficients
    names = list(strategy.FITTED_CORRECTION)
    print(f"\nPenalty {CHOSEN_PENALTY:g}, points per unit (at the start, at the end):\n")
    for index, name in enumerate(names):
        print(f'    "{name}": ({chosen[index]:.2f}, {chosen[index + len(names)]:.2f}),')


if __name__ == "__main__":
    main()
