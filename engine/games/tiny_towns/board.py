"""Geometry of a 4x4 town: squares, neighbours, lines, and patterns under rotation and mirroring."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

SIZE = 4
SQUARES = tuple(range(SIZE * SIZE))
CORNERS = frozenset({0, 3, 12, 15})
CENTRE = frozenset({5, 6, 9, 10})
ROW_LABELS = "ABCD"

Pattern = tuple[tuple[str | None, ...], ...]
# One way a pattern can lie on the board: (square, resource) pairs.
Placement = tuple[tuple[int, str], ...]


def row_of(square: int) -> int:
    return square // SIZE


def col_of(square: int) -> int:
    return square % SIZE


def square_name(square: int) -> str:
    """Squares are named like a map: rows A-D from the top, columns 1-4 from the left."""
    return f"{ROW_LABELS[row_of(square)]}{col_of(square) + 1}"


@cache
def neighbours(square: int) -> tuple[int, ...]:
    """Orthogonal neighbours: the rules' meaning of 'adjacent'."""
    r, c = row_of(square), col_of(square)
    found = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
            found.append((r + dr) * SIZE + c + dc)
    return tuple(found)


@cache
def surrounding(square: int) -> tuple[int, ...]:
    """The up to 8 squares around a square, diagonals included."""
    r, c = row_of(square), col_of(square)
    return tuple(
        (r + dr) * SIZE + c + dc
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr or dc) and 0 <= r + dr < SIZE and 0 <= c + dc < SIZE
    )


@cache
def row_and_column(square: int) -> tuple[int, ...]:
    """Every other square sharing the row or the column."""
    r, c = row_of(square), col_of(square)
    return tuple(s for s in SQUARES if s != square and (row_of(s) == r or col_of(s) == c))


def row_squares(square: int) -> tuple[int, ...]:
    r = row_of(square)
    return tuple(r * SIZE + c for c in range(SIZE))


def column_squares(square: int) -> tuple[int, ...]:
    c = col_of(square)
    return tuple(r * SIZE + c for r in range(SIZE))


def connected_groups(labels: Mapping[int, object]) -> list[frozenset[int]]:
    """Squares split into orthogonally connected groups of equal label (squares not in ``labels`` are gaps)."""
    seen: set[int] = set()
    groups = []
    for start, label in labels.items():
        if start in seen:
            continue
        group, frontier = set(), [start]
        while frontier:
            square = frontier.pop()
            if square in group:
                continue
            group.add(square)
            frontier.extend(n for n in neighbours(square) if labels.get(n, _GAP) == label and n not in group)
        seen |= group
        groups.append(frozenset(group))
    return groups


_GAP = object()


def _cells(pattern: Pattern) -> list[tuple[int, int, str]]:
    return [(r, c, cell) for r, row in enumerate(pattern) for c, cell in enumerate(row) if cell]


def _normalise(cells: list[tuple[int, int, str]]) -> tuple[tuple[int, int, str], ...]:
    top = min(r for r, _, _ in cells)
    left = min(c for _, c, _ in cells)
    return tuple(sorted((r - top, c - left, res) for r, c, res in cells))


@cache
def orientations(pattern: Pattern) -> tuple[tuple[tuple[int, int, str], ...], ...]:
    """The distinct shapes a pattern takes when rotated by quarter turns and mirrored (at most 8)."""
    shapes: set[tuple[tuple[int, int, str], ...]] = set()
    cells = _cells(pattern)
    for mirrored in (False, True):
        current = [(r, -c if mirrored else c, res) for r, c, res in cells]
        for _ in range(4):
            shapes.add(_normalise(current))
            current = [(c, -r, res) for r, c, res in current]
    return tuple(sorted(shapes))


@cache
def placements(pattern: Pattern) -> tuple[Placement, ...]:
    """Every position of every orientation of the pattern that fits inside the town."""
    found: list[Placement] = []
    for shape in orientations(pattern):
        height = max(r for r, _, _ in shape) + 1
        width = max(c for _, c, _ in shape) + 1
        for top in range(SIZE - height + 1):
            for left in range(SIZE - width + 1):
                found.append(tuple(((top + r) * SIZE + left + c, res) for r, c, res in shape))
    return tuple(found)
