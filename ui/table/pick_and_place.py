"""Drag and drop, click-click and keyboard moves, all turned into one engine action by the same path.

A table registers *sources* (things a player moves: a card in hand, a worker) and *targets* (where they
can go: a square, a pile). While a source is held (selected by a click, Enter, or picked up by a drag) its
legal targets light up. Letting go on a target, or clicking/pressing Enter on it, asks the table for the
action that move means and proposes it to the engine. A refused move snaps back and the controller reports
the engine's reason; an accepted one needs nothing here, because the scene is rebuilt from the new view.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsItem

from hearthwood.engine.core import Action

from .base import Highlight, TableItem
from .boards import GridItem

SNAP_BACK_MS = 220
NO_ACTION_REASON = "That can't go there."

LegalTargets = Callable[[Hashable], Collection[Hashable]]
ActionFor = Callable[[Hashable, Hashable], Action | None]
Propose = Callable[[Action], str | None]


class PickAndPlace(QObject):
    """Connects sources and targets on one rebuilt scene; create a fresh one with each rebuild."""

    def __init__(
        self,
        *,
        legal_targets: LegalTargets,
        action_for: ActionFor,
        propose: Propose,
        on_refused: Callable[[str], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._legal_targets = legal_targets
        self._action_for = action_for
        self._propose = propose
        self._on_refused = on_refused
        self._sources: dict[Hashable, TableItem] = {}
        self._targets: dict[Hashable, TableItem] = {}
        self._target_keys: dict[int, Hashable] = {}
        self._selected: Hashable | None = None
        self._origin: QPointF | None = None
        self._hovered: Hashable | None = None
        self._animations: list[QPropertyAnimation] = []

    # -- registration ------------------------------------------------------------------------------
    def add_source(self, item: TableItem, key: Hashable | None = None, *, draggable: bool = True) -> None:
        source = item.key if key is None else key
        self._sources[source] = item
        item.set_interactive(True, draggable=draggable)
        item.clicked.connect(lambda: self.toggle(source))
        item.drag_started.connect(lambda: self._pick_up(source))
        item.drag_moved.connect(self._hover_at)
        item.drag_released.connect(lambda pos: self._drop_at(source, pos))

    def add_target(self, item: TableItem, key: Hashable | None = None) -> None:
        target = item.key if key is None else key
        self._targets[target] = item
        self._target_keys[id(item)] = target
        item.set_interactive(True)
        item.clicked.connect(lambda: self.place(target))

    def add_grid(self, grid: GridItem, key_of: Callable[[int, int], Hashable] | None = None) -> None:
        """Every square becomes a target; the grid's keyboard cursor places with Enter."""
        grid.set_interactive(True)
        for square in grid.squares():
            target = (square.row, square.column) if key_of is None else key_of(square.row, square.column)
            self._targets[target] = square
            self._target_keys[id(square)] = target
        grid.square_activated.connect(
            lambda row, column: self.place((row, column) if key_of is None else key_of(row, column))
        )

    # -- state -------------------------------------------------------------------------------------
    def source_items(self) -> list[TableItem]:
        """Everything a player may pick up on this scene, legal to move now or not."""
        return list(self._sources.values())

    def target_items(self) -> list[TableItem]:
        """Everything a held piece may be dropped on, legal for it or not."""
        return list(self._targets.values())

    @property
    def selected(self) -> Hashable | None:
        return self._selected

    def toggle(self, source: Hashable) -> None:
        """Click on a source: pick it up, or put it down again if it was already held."""
        if self._selected == source:
            self.clear_selection()
        else:
            self.select(source)

    def select(self, source: Hashable) -> None:
        self.clear_selection()
        self._selected = source
        self._sources[source].set_highlight(Highlight.SELECTED)
        for target in self._legal_targets(source):
            item = self._targets.get(target)
            if item is not None:
                item.set_highlight(Highlight.LEGAL)

    def clear_selection(self) -> None:
        if self._selected is not None and self._selected in self._sources:
            self._sources[self._selected].set_highlight(Highlight.NONE)
        self._selected = None
        self._hovered = None
        for item in self._targets.values():
            item.set_highlight(Highlight.NONE)

    def place(self, target: Hashable) -> str | None:
        """Click or Enter on a target: move the held source there. Returns the refusal, if any."""
        if self._selected is None:
            return None
        return self._attempt(self._selected, target)

    # -- dragging ----------------------------------------------------------------------------------
    def _pick_up(self, source: Hashable) -> None:
        self._origin = QPointF(self._sources[source].pos())
        if self._selected != source:
            self.select(source)

    def _target_at(self, scene_pos: QPointF, dragged: QGraphicsItem) -> Hashable | None:
        scene = dragged.scene()
        if scene is None:
            return None
        for item in scene.items(scene_pos):
            if item is dragged or dragged.isAncestorOf(item):
                continue
            target = self._target_keys.get(id(item))
            if target is not None:
                return target
        return None

    def _hover_at(self, scene_pos: QPointF) -> None:
        if self._selected is None:
            return
        target = self._target_at(scene_pos, self._sources[self._selected])
        if target == self._hovered:
            return
        legal = set(self._legal_targets(self._selected))
        if self._hovered is not None and self._hovered in self._targets:
            self._targets[self._hovered].set_highlight(Highlight.LEGAL if self._hovered in legal else Highlight.NONE)
        self._hovered = target
        if target is not None and target in legal:
            self._targets[target].set_highlight(Highlight.HOVER)

    def _drop_at(self, source: Hashable, scene_pos: QPointF) -> None:
        target = self._target_at(scene_pos, self._sources[source])
        if target is None:
            self._snap_back(source)
            self.clear_selection()
            return
        self._attempt(source, target)

    def _attempt(self, source: Hashable, target: Hashable) -> str | None:
        action = self._action_for(source, target)
        if action is None:
            reason: str | None = NO_ACTION_REASON
            if self._on_refused is not None:
                self._on_refused(NO_ACTION_REASON)
        else:
            reason = self._propose(action)
        if reason is not None:
            self._snap_back(source)
            self.clear_selection()
        return reason

    def _snap_back(self, source: Hashable) -> None:
        item = self._sources.get(source)
        if item is None or self._origin is None:
            return
        origin, self._origin = self._origin, None
        if item.pos() == origin:
            return
        animation = QPropertyAnimation(item, b"pos", self)
        animation.setDuration(SNAP_BACK_MS)
        animation.setStartValue(item.pos())
        animation.setEndValue(origin)
        animation.setEasingCurve(QEasingCurve.Type.OutBack)
        animation.finished.connect(lambda: self._animations.remove(animation))
        self._animations.append(animation)
        animation.start()
