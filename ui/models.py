"""Qt item models over the session: the game log and the score sheet."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from hearthwood.engine.core import ScoreSheet

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


class ScoreTableModel(QAbstractTableModel):
    """Players by row, the game's categories by column, and a total column."""

    def __init__(self) -> None:
        super().__init__()
        self._sheet: ScoreSheet | None = None
        self._names: list[str] = []
        self._colours: list[str] = []

    def set_sheet(self, sheet: ScoreSheet, names: Sequence[str], colours: Sequence[str]) -> None:
        self.beginResetModel()
        self._sheet = sheet
        self._names = list(names)
        self._colours = list(colours)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() or self._sheet is None else len(self._sheet.points)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() or self._sheet is None else len(self._sheet.categories) + 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        sheet = self._sheet
        if sheet is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        is_total = column == len(sheet.categories)
        if role == Qt.ItemDataRole.DisplayRole:
            return sheet.total(row) if is_total else sheet.points[row][column]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and is_total:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        sheet = self._sheet
        if sheet is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole:
                return "Total" if section == len(sheet.categories) else sheet.categories[section].capitalize()
            return None
        if role == Qt.ItemDataRole.DisplayRole and section < len(self._names):
            return self._names[section]
        if role == Qt.ItemDataRole.DecorationRole and section < len(self._colours) and self._colours[section]:
            return QColor(self._colours[section])
        return None
