"""The score tables: the side panel's sheet (players across, categories down) and, when the players are too
many for it, the standings; both fit themselves to the width they are given."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from hearthwood.engine.core import ScoreSheet

from .models import ScoreTableModel
from .panels import TitledPanel


class FittedScoreView(QTableView):
    """A read-only score table whose layout depends on its width, so ``fit`` works it out again whenever the
    table's area resizes."""

    def __init__(self, model: ScoreTableModel) -> None:
        super().__init__()
        self.setModel(model)
        self._model = model
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return super().viewportEvent(event)

    def fit(self) -> None:
        raise NotImplementedError

    def show_every_row(self, slack: int) -> None:
        """As tall as the header and every row, plus ``slack`` pixels: a score table is never long enough to
        need a scroll bar."""
        rows = sum(self.verticalHeader().sectionSizeHint(r) for r in range(self._model.rowCount()))
        self.setFixedHeight(self.horizontalHeader().sizeHint().height() + rows + 2 * self.frameWidth() + slack)


# An elided name keeps at least this many letters ("Bra..."); fewer do not tell players apart.
LEGIBLE_LETTERS = 3


class SideScoreTable(FittedScoreView):
    """Categories down, players across. A name too long for its share of the width goes on two lines, and is
    elided only if one of its words is still too long; the table is always as tall as its rows."""

    def __init__(self, model: ScoreTableModel) -> None:
        super().__init__(model)
        # tight padding leaves room for names
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setStyleSheet("QHeaderView::section { padding: 4px 0px; }")
        self.verticalHeader().setStyleSheet("QHeaderView::section { padding: 4px 6px; }")
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        model.modelReset.connect(self.fit)

    def _share(self, viewport_width: int) -> int:
        players = self._model.columnCount()
        return viewport_width // players if players else 0

    def _names_fit(self, share: int) -> bool:
        header = self.horizontalHeader()
        return all(header.sectionSizeFromContents(s).width() <= share for s in range(self._model.columnCount()))

    def fit(self) -> None:
        """Names whole on one line in equal columns; else in columns as wide as each name; else on two lines in
        equal columns; else elided."""
        width = self.viewport().width()
        share = self._share(width)
        self._model.set_two_line_names(False)
        cut = bool(share) and not self._names_fit(share)
        by_name = cut and self._widths_by_name(width)
        if not by_name:
            self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        two_lines = False
        if cut and not by_name:
            self._model.set_two_line_names(True)
            two_lines = self._names_fit(share)
            if not two_lines:  # a word too long even alone: one elided line reads better than a cut word
                self._model.set_two_line_names(False)
        # eliding measures a name as one line, so it would cut a two-line name that fits
        whole = by_name or two_lines
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone if whole else Qt.TextElideMode.ElideRight)
        self.show_every_row(4)

    def _widths_by_name(self, width: int) -> bool:
        """Give each player a column as wide as their name (and numbers) need, sharing out what is left, when
        that fits every name whole on one line where equal shares would not: a short name gives room to a
        long one ("Ada", "Bramble", "Clover") before anything is split or cut."""
        header = self.horizontalHeader()
        players = self._model.columnCount()
        needs = [max(header.sectionSizeFromContents(s).width(), self.sizeHintForColumn(s)) for s in range(players)]
        spare = width - sum(needs)
        if spare < 0:
            return False
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for section, need in enumerate(needs):
            extra = spare // players + (spare % players if section == players - 1 else 0)
            header.resizeSection(section, need + extra)
        return True

    def legible_at(self, width: int) -> bool:
        """Whether a table ``width`` pixels wide shows every number whole and enough of every name to tell the
        players apart (whole, on two lines, or at least its first letters before an ellipsis).

        Worked out from the contents rather than the table's current size, so it can be asked while the table
        is hidden in favour of the standings.
        """
        players = self._model.columnCount()
        if not players:
            return True
        share = self._share(width - 2 * self.frameWidth() - self.verticalHeader().sizeHint().width())
        if any(self.sizeHintForColumn(column) > share for column in range(players)):
            return False
        header = self.horizontalHeader()
        bold = QFont(header.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        two_lines = self._model.two_line_names
        self._model.set_two_line_names(True)
        try:
            for section in range(players):
                if header.sectionSizeFromContents(section).width() <= share:
                    continue
                name = str(self._model.headerData(section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole))
                text = str(self._model.headerData(section, Qt.Orientation.Horizontal))
                margins = header.sectionSizeFromContents(section).width() - max(
                    metrics.horizontalAdvance(line) for line in text.split("\n")
                )
                shown = name if len(name) <= LEGIBLE_LETTERS else name[:LEGIBLE_LETTERS] + "\u2026"
                if margins + metrics.horizontalAdvance(shown) > share:
                    return False
        finally:
            self._model.set_two_line_names(two_lines)
        return True


class StandingsTable(FittedScoreView):
    """Players down, with their totals: what the side panel shows when too many players share its width for
    the full sheet (five or six players). Each player's points by category are in their total's tooltip."""

    def __init__(self, model: ScoreTableModel) -> None:
        super().__init__(model)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setStyleSheet("QHeaderView::section { padding: 4px 6px; }")
        self.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        model.modelReset.connect(self.fit)

    def fit(self) -> None:
        columns = self._model.columnCount()
        for column in range(columns):
            self.setColumnHidden(column, column != columns - 1)  # the total is the last column
        self.show_every_row(4)


class ScoresPanel(TitledPanel):
    """The running scores: the full sheet with players across while it fits the panel, else the standings."""

    def __init__(self) -> None:
        self.model = ScoreTableModel(players_as_rows=False, colour_dots=False)  # every pixel goes to names
        self.standings_model = ScoreTableModel(players_as_rows=True)
        self.table = SideScoreTable(self.model)
        self.standings = StandingsTable(self.standings_model)
        self.standings.hide()
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addWidget(self.standings)
        self._body = body
        # what the choice of layout was made for, and the choice: measuring costs a few milliseconds, and a
        # sheet usually changes only by points that are no wider than before
        self._measured: tuple[object, ...] | None = None
        self._full = True
        super().__init__("Scores", body)

    def set_sheet(self, sheet: ScoreSheet, names: Sequence[str], colours: Sequence[str]) -> None:
        self.model.set_sheet(sheet, names, colours)
        self._choose_layout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._choose_layout()

    def _choose_layout(self) -> None:
        contents = self.model.contents()
        if contents is None:
            return
        sheet, names, colours = contents
        digits = tuple(
            max(len(str(p)) for p in (*points, sheet.total(player))) for player, points in enumerate(sheet.points)
        )
        measured = (self._body.width(), sheet.categories, tuple(names), digits)
        if measured != self._measured:
            self._measured = measured
            self._full = self.table.legible_at(self._body.width())
        if not self._full:  # the standings are filled only while they are shown
            self.standings_model.set_sheet(sheet, names, colours)
        if self._full != self.table.isVisible() or self._full == self.standings.isVisible():
            self.table.setVisible(self._full)
            self.standings.setVisible(not self._full)
