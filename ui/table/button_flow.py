"""Buttons that flow in rows inside a fixed box, a page at a time when there are more than fit.

A panel of choices that grew with its list made the table taller, and a fitted table then zoomed every piece
out: Creature Comforts' table fell from a zoom of 0.70 to 0.54 for the rest of a game after one long list, its
card text shrinking with it. A box that never grows keeps the table's size. What does not fit goes on further
pages, turned by a small pager in the panel's title band; buttons pinned to every page (Done, Back, Cancel)
close each page, so the way out of a decision is always in sight.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ..theme import PALETTE, body_font
from .base import TableItem
from .boards import ButtonItem, LabelItem

GAP = 8.0


@dataclass
class _Cursor:
    """Where the next button goes, and the height of the row so far."""

    x: float
    y: float
    row: float = 0.0


class ButtonFlow:
    """Lays buttons out left to right in rows within ``box`` (scene coordinates, or ``parent``'s), paging
    when they overflow it. ``pager_corner`` is the top right corner of where the pager goes."""

    def __init__(
        self,
        scene: QGraphicsScene,
        box: QRectF,
        pager_corner: QPointF,
        *,
        parent: QGraphicsItem | None = None,
    ) -> None:
        self._scene = scene
        self._box = QRectF(box)
        self._corner = QPointF(pager_corner)
        self._parent = parent
        self.buttons: list[ButtonItem] = []
        self._pinned: list[bool] = []
        self._pages: list[list[tuple[ButtonItem, QPointF]]] = []
        self._arrows: tuple[ButtonItem, ButtonItem] | None = None
        self._count: LabelItem | None = None
        self.page = 0

    # -- filling -------------------------------------------------------------------------------------
    def add(self, button: ButtonItem, *, pinned: bool = False) -> ButtonItem:
        """Put ``button`` (made without a parent) after the others; a pinned one closes every page."""
        self._attach(button)
        self.buttons.append(button)
        self._pinned.append(pinned)
        self._lay_out()
        return button

    def clear(self) -> None:
        pager = [*(self._arrows or ()), *([self._count] if self._count is not None else [])]
        for item in [*self.buttons, *pager]:
            if item.scene() is not None:
                self._scene.removeItem(item)
        self.buttons, self._pinned, self._pages = [], [], []
        self._arrows, self._count = None, None
        self.page = 0

    @property
    def pages(self) -> int:
        return max(1, len(self._pages))

    def visible_buttons(self) -> list[ButtonItem]:
        return [button for button, _ in self._pages[self.page]] if self._pages else []

    def show_page(self, page: int) -> None:
        """Show ``page`` (counted from 0; past either end it wraps round)."""
        if not self._pages:
            return
        self.page = page % len(self._pages)
        showing = self._pages[self.page]
        shown = {id(button) for button, _ in showing}
        for button in self.buttons:
            button.setVisible(id(button) in shown)
        for button, at in showing:
            button.setPos(at)
        self._draw_pager()

    # -- layout --------------------------------------------------------------------------------------
    def _lay_out(self) -> None:
        regular = [b for b, pinned in zip(self.buttons, self._pinned, strict=True) if not pinned]
        pinned = [b for b, pin in zip(self.buttons, self._pinned, strict=True) if pin]
        pages: list[list[tuple[ButtonItem, QPointF]]] = []
        index = 0
        while True:
            cursor = _Cursor(self._box.left(), self._box.top())
            page: list[tuple[ButtonItem, QPointF]] = []
            while index < len(regular) and (not page or self._room_for([regular[index], *pinned], cursor)):
                page.append((regular[index], self._place(regular[index], cursor)))
                index += 1
            page += [(button, self._place(button, cursor)) for button in pinned]
            pages.append(page)
            if index >= len(regular):
                break
        self._pages = pages
        self.show_page(min(self.page, len(pages) - 1))

    def _place(self, button: ButtonItem, cursor: _Cursor) -> QPointF:
        """Where ``button`` goes from ``cursor``, which moves on past it."""
        if cursor.x > self._box.left() and cursor.x + button.width > self._box.right():
            cursor.x, cursor.y, cursor.row = self._box.left(), cursor.y + cursor.row + GAP, 0.0
        at = QPointF(cursor.x, cursor.y)
        cursor.x += button.width + GAP
        cursor.row = max(cursor.row, button.height)
        return at

    def _room_for(self, buttons: list[ButtonItem], cursor: _Cursor) -> bool:
        trial = _Cursor(cursor.x, cursor.y, cursor.row)
        return all(self._place(button, trial).y() + button.height <= self._box.bottom() for button in buttons)

    # -- the pager -----------------------------------------------------------------------------------
    def _draw_pager(self) -> None:
        """The arrows are made once and kept (a click on one must not delete it under the pointer); only
        the page count is drawn afresh."""
        if len(self._pages) < 2:
            return
        if self._arrows is None:
            back = ButtonItem("\u2039", colour=PALETTE.wood, key=("page", "back"), compact=True)
            on = ButtonItem("\u203a", colour=PALETTE.wood, key=("page", "on"), compact=True)
            back.clicked.connect(lambda: self.show_page(self.page - 1))
            on.clicked.connect(lambda: self.show_page(self.page + 1))
            self._attach(back)
            self._attach(on)
            self._arrows = (back, on)
        back, on = self._arrows
        if self._count is not None and self._count.scene() is not None:
            self._scene.removeItem(self._count)
        count = self._count = LabelItem(
            f"{self.page + 1} / {len(self._pages)}", font=body_font(9.5, bold=True), colour=PALETTE.wood_dark
        )
        self._attach(count)
        tip = f"More choices: page {self.page + 1} of {len(self._pages)}"
        x = self._corner.x()
        for item in (on, count, back):
            x -= item.width
            item.setPos(x, self._corner.y() + (on.height - item.height) / 2)
            item.setToolTip(tip)
            x -= 4

    def _attach(self, item: TableItem) -> None:
        if self._parent is not None:
            item.setParentItem(self._parent)
        else:
            self._scene.addItem(item)
