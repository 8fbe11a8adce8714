"""A convenient base for per-game tables: the scene, the controller and the viewer, plus small helpers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from hearthwood.engine.core import Action, GameState

from ..table.base import TableItem
from ..table.pick_and_place import ActionFor, LegalTargets, PickAndPlace

if TYPE_CHECKING:
    from ..controller import GameController


class TableBase:
    """Subclasses implement ``rebuild``; everything they show comes from the ``view_state`` passed in."""

    def __init__(self, scene: QGraphicsScene, controller: GameController, viewer: int | None) -> None:
        self.scene = scene
        self.controller = controller
        self.viewer = viewer

    def rebuild(self, view_state: GameState) -> None:
        raise NotImplementedError

    def my_actions(self) -> list[Action]:
        """Legal actions if the viewer decides now, else none (so nobody acts for someone else)."""
        return self.controller.actions_for(self.viewer)

    def choices_title(self, names: Sequence[str], actions: Sequence[Action]) -> str:
        """The choices panel's title: the game is over, the viewer's own choices (``actions``, the viewer's
        legal moves), or whom the table is waiting for."""
        decision = self.controller.decision()
        if decision is None:
            return "The game is over"
        if decision.player == self.viewer and actions:
            return "Your choices"
        return f"Waiting for {names[decision.player]}"

    def propose(self, action: Action) -> str | None:
        """Hand a move to the engine; returns its refusal (already shown to the player) or None."""
        return self.controller.try_apply(action)

    def pick_and_place(self, legal_targets: LegalTargets, action_for: ActionFor) -> PickAndPlace:
        """A helper wired to this table's controller; create one per rebuild."""
        return PickAndPlace(
            legal_targets=legal_targets,
            action_for=action_for,
            propose=self.propose,
            on_refused=self.controller.error.emit,
        )

    def cache_still_items(self) -> None:
        """Keep a rendered copy of every item that cannot be dragged, so a drag frame repaints pixmaps
        instead of redrawing each panel, space and counter (Creature Comforts: 17 ms -> 7 ms a frame).
        Call at the end of a rebuild; an item that changes (a highlight, an animation) redraws its copy."""
        for item in self.scene.items():
            if isinstance(item, TableItem) and not item.draggable:
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def clear(self) -> None:
        self.scene.clear()
