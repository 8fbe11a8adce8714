"""Qt item models over the session: the game log and the score sheet."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from hearthwood.engine.core import ScoreSheet

from .theme import colour_icon

Index = QModelIndex | QPersistentModelIndex


class GameLogModel(QAbstractListModel):
    """The lines of ``session.log()``. Appends insert rows (so views scroll smoothly); undo resets."""

    def __init__(self) -> None:
        super().__init__()
        self._lines: list[str] = []

    def sync(self, lines: Sequence[str]) -> None:
        lines = list(lines)
        old = len(self._lines)
        if len(lines) >= old and lines[:old] == self._lines:
            if len(lines) > old:
                self.beginInsertRows(QModelIndex(), old, len(lines) - 1)
                self._lines = lines
                self.endInsertRows()
            return
        self.beginResetModel()
        self._lines = lines
        self.endResetModel()

    def lines(self) -> list[str]:
        return list(self._lines)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return line
        return None


LONG_TITLE = 10  # characters: longer titles may go on two lines (see ``set_two_line_titles``)


class ScoreTableModel(QAbstractTableModel):
    """The score sheet as a table, with a total per player.

    ``players_as_rows`` suits the wide end-of-game sheet. The narrow side panel turns it round, categories
    down and players across: games have many categories (Tiny Towns has nine) but at most six players.
    """

    def __init__(self, players_as_rows: bool = True, colour_dots: bool = True) -> None:
        super().__init__()
        self.players_as_rows = players_as_rows
        # a disc in the seat's colour beside each name, where the names have room for it
        self.colour_dots = colour_dots
        self._sheet: ScoreSheet | None = None
        self._names: list[str] = []
        self._colours: list[str] = []
        self.two_line_titles = False
        self.two_line_names = False

    def set_two_line_titles(self, on: bool) -> None:
        """Put long category titles on two lines: in a narrow table a one-line title loses its edges."""
        if on != self.two_line_titles:
            self.two_line_titles = on
            sections = self._line_count() if self.players_as_rows else self._player_count()
            orientation = Qt.Orientation.Horizontal if self.players_as_rows else Qt.Orientation.Vertical
            self.headerDataChanged.emit(orientation, 0, max(0, sections - 1))

    def set_two_line_names(self, on: bool) -> None:
        """Put long two-word player names ("North Village") on two lines, for the same reason."""
        if on != self.two_line_names:
            self.two_line_names = on
            orientation = Qt.Orientation.Vertical if self.players_as_rows else Qt.Orientation.Horizontal
            self.headerDataChanged.emit(orientation, 0, max(0, self._player_count() - 1))

    def set_sheet(self, sheet: ScoreSheet, names: Sequence[str], colours: Sequence[str]) -> None:
        self.beginResetModel()
        self._sheet = sheet
        self._names = list(names)
        self._colours = list(colours)
        self.endResetModel()

    def contents(self) -> tuple[ScoreSheet, list[str], list[str]] | None:
        """What ``set_sheet`` was last given (sheet, names, colours), or None before it was called."""
        return None if self._sheet is None else (self._sheet, list(self._names), list(self._colours))

    def _player_count(self) -> int:
        return 0 if self._sheet is None else len(self._sheet.points)

    def _line_count(self) -> int:
        return 0 if self._sheet is None else len(self._sheet.categories) + 1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        if parent.isValid():
            return 0
        return self._player_count() if self.players_as_rows else self._line_count()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        if parent.isValid():
            return 0
        return self._line_count() if self.players_as_rows else self._player_count()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        sheet = self._sheet
        if sheet is None or not index.isValid():
            return None
        player, line = (index.row(), index.column()) if self.players_as_rows else (index.column(), index.row())
        is_total = line == len(sheet.categories)
        if role == Qt.ItemDataRole.DisplayRole:
            return sheet.total(player) if is_total else sheet.points[player][line]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.breakdown(player)
        if role == Qt.ItemDataRole.FontRole and is_total:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        sheet = self._sheet
        if sheet is None:
            return None
        lines_header = Qt.Orientation.Horizontal if self.players_as_rows else Qt.Orientation.Vertical
        if orientation == lines_header:
            if section == len(sheet.categories):
                return "Total" if role == Qt.ItemDataRole.DisplayRole else None
            title = category_title(sheet.categories[section])
            if role == Qt.ItemDataRole.ToolTipRole:
                return title
            if role == Qt.ItemDataRole.DisplayRole:
                return _two_lines(title) if self.two_line_titles else title
            return None
        if role == Qt.ItemDataRole.ToolTipRole and section < len(self._names):
            return self._names[section]
        if role == Qt.ItemDataRole.DisplayRole and section < len(self._names):
            return _two_lines(self._names[section]) if self.two_line_names else self._names[section]
        if role == Qt.ItemDataRole.DecorationRole and self.colour_dots and section < len(self._colours):
            colour = self._colours[section]
            return colour_icon(colour, 12) if colour else None
        return None

    def breakdown(self, player: int) -> str:
        """A player's points line by line, for a table too narrow to show them all."""
        sheet = self._sheet
        if sheet is None or not 0 <= player < len(sheet.points):
            return ""
        name = self._names[player] if player < len(self._names) else f"Player {player + 1}"
        lines = [f"{category_title(c)}: {p}" for c, p in zip(sheet.categories, sheet.points[player], strict=True)]
        return "\n".join([name, *lines, f"Total: {sheet.total(player)}"])


def category_title(category: str) -> str:
    """A category as the sheet heads it: first letter raised, the rest as the game names it ("Feast Hall")."""
    return category[:1].upper() + category[1:]


def _two_lines(title: str) -> str:
    """``title`` broken at the space nearest its middle (unchanged if short or a single word)."""
    spaces = [i for i, c in enumerate(title) if c == " "]
    if len(title) <= LONG_TITLE or not spaces:
        return title
    cut = min(spaces, key=lambda i: abs(2 * i - len(title)))
    return title[:cut] + "\n" + title[cut + 1 :]
