"""The small panels of choices on the table: a prompt with buttons, and the resource chooser that a new
Factory or Bank asks for. Every button stands for one or more of the engine's legal actions."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import Action
from hearthwood.ui.table import BoardItem, ButtonItem, LabelItem, TableItem
from hearthwood.ui.theme import PALETTE, body_font

from .pieces import ResourceItem

BUTTON_GAP = 8.0
SNAP_BACK_MS = 220


class ChoicePanel:
    """A prompt and a flowing row of buttons at a fixed spot on the table."""

    def __init__(self, scene: QGraphicsScene, x: float, y: float, width: float) -> None:
        self._scene = scene
        self._x = x
        self._y = y
        self._width = width
        self._cursor = QPointF(x, y)
        self._row_height = 0.0
        self.buttons: list[ButtonItem] = []
        self.prompt: LabelItem | None = None

    def say(self, text: str, *, colour: str = PALETTE.cream) -> LabelItem:
        label = LabelItem(text, font=body_font(10.5, bold=True), colour=colour, width=self._width)
        label.setPos(self._cursor.x(), self._cursor.y())
        self._scene.addItem(label)
        self._cursor = QPointF(self._x, self._cursor.y() + label.height + 6)
        self.prompt = label
        return label

    def button(
        self,
        text: str,
        on_click: Callable[[], object] | None = None,
        *,
        colour: str = PALETTE.moss_dark,
        tooltip: str = "",
    ) -> ButtonItem:
        button = ButtonItem(text, colour=colour, key=("choice", text))
        if self._cursor.x() > self._x and self._cursor.x() + button.width > self._x + self._width:
            self._cursor = QPointF(self._x, self._cursor.y() + self._row_height + BUTTON_GAP)
            self._row_height = 0.0
        button.setPos(self._cursor)
        if tooltip:
            button.setToolTip(tooltip)
        self._scene.addItem(button)
        if on_click is not None:
            button.clicked.connect(on_click)
        self._cursor = QPointF(self._cursor.x() + button.width + BUTTON_GAP, self._cursor.y())
        self._row_height = max(self._row_height, button.height)
        self.buttons.append(button)
        return button

    def bottom(self) -> float:
        """The scene y just below the last row (the prompt's line when there are no buttons)."""
        return self._cursor.y() + self._row_height

    def button_texts(self) -> list[str]:
        return [b.text for b in self.buttons]


class ResourceChooser:
    """A small board asking which resource goes on a new Factory or Bank; one action per cube."""

    def __init__(
        self,
        scene: QGraphicsScene,
        title: str,
        actions: Sequence[Action],
        propose: Callable[[Action], object],
        on_cancel: Callable[[], None],
        *,
        centre: QPointF,
    ) -> None:
        size = 40.0
        width = max(5 * (size + 12) + 30, 320)
        self.board = BoardItem(title, width, 150, accent=PALETTE.gold, key="chooser")
        self.board.setPos(centre.x() - width / 2, centre.y() - 75)
        self.board.setZValue(50)
        scene.addItem(self.board)
        self.cubes: dict[str, ResourceItem] = {}
        left = (width - len(actions) * (size + 12) + 12) / 2
        for index, action in enumerate(actions):
            resource = str(getattr(action, "resource", ""))
            cube = ResourceItem(resource, size=size, key=("choose", resource), parent=self.board)
            cube.setPos(left + index * (size + 12), 46)
            cube.setToolTip(resource.capitalize())
            cube.set_interactive(True)
            cube.clicked.connect(lambda a=action: propose(a))
            caption = LabelItem(resource, font=body_font(8), parent=self.board)
            caption.setPos(cube.x() + (size - caption.width) / 2, 46 + size + 2)
            self.cubes[resource] = cube
        cancel = ButtonItem("Cancel", colour=PALETTE.wood, key="cancel", parent=self.board)
        cancel.setPos(width - cancel.width - 12, 150 - cancel.height - 10)
        cancel.clicked.connect(on_cancel)
        self.cancel = cancel
        cubes = list(self.cubes.values())
        if cubes:
            cubes[0].setFocus()

    def close(self) -> None:
        scene = self.board.scene()
        if scene is not None:
            scene.removeItem(self.board)


def snap_back(item: TableItem, origin: QPointF) -> QPropertyAnimation | None:
    """Send a dragged item home; the animation is parented to the item so it dies with it."""
    if item.pos() == origin:
        return None
    animation = QPropertyAnimation(item, b"pos", item)
    animation.setDuration(SNAP_BACK_MS)
    animation.setStartValue(item.pos())
    animation.setEndValue(origin)
    animation.setEasingCurve(QEasingCurve.Type.OutBack)
    animation.start()
    return animation
