"""The bar of choices under the mats (whose decision, the engine's prompt, a hint, and buttons), and the
words each of the engine's actions gets on a button."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import Action, counted
from hearthwood.engine.games.snowcrest.actions import (
    Announce,
    CancelPayment,
    ChooseBuilding,
    CopyCard,
    GiveBuilding,
    MakeRoom,
    OfficerDiscard,
    Outbid,
    PayDefault,
    Recruit,
    Rest,
    Skip,
    TakeDiscard,
    TakeOmens,
    Trade,
)
from hearthwood.engine.games.snowcrest.content import load_content
from hearthwood.ui.table import BoardItem, ButtonFlow, ButtonItem, LabelItem, StatusLine
from hearthwood.ui.theme import PALETTE, body_font

from . import layout as L

SKIP_WORDS = {
    "option": "Use no action",
    "make_room": "Don't build",
    "take_from_discard": "Take none",
    "merchant": "No trade",
    "recruit": "Recruit nobody",
    "officer": "Done discarding",
    "scholar": "Copy nothing",
    "build_type": "Don't build",
}
CHOICE_HINTS = {
    "build_type": "Choose the Building to construct: it goes on the left-most free space of your track.",
    "take_from_discard": "Choose a card to take back into your hand from your discard pile.",
    "merchant": "Make one trade along the Stepping Stones (5 Barley, 3 Juniper, 1 Scroll), or none.",
    "recruit": "Recruit a card from your hand or the Common row into this square for free; it acts at once.",
    "scholar": "Choose another player's face-up Villager whose action you copy.",
    "rest_wild": "Your Rest: choose the resource each face-up wild icon gives.",
}


class ChoiceBar:
    """A fixed board along the bottom: a status line, a hint line, then the buttons, a page at a time when
    they are more than its row holds (a bar that grew made the whole table zoom out)."""

    def __init__(self, scene: QGraphicsScene, title: str, accent: str) -> None:
        self._scene = scene
        self.board = BoardItem(title, L.WIDTH, L.BAR_H, accent=accent, key="choices")
        self.board.setPos(0, L.BAR_Y)
        scene.addItem(self.board)
        self.status = StatusLine(L.WIDTH - 28, colour=PALETTE.wood_dark, size=11, parent=self.board)
        self.status.setPos(14, 36)
        self.hint = LabelItem("", font=body_font(9.5), colour=PALETTE.ink_soft, width=L.WIDTH - 28, parent=self.board)
        self.hint.setPos(14, 58)
        box = QRectF(14, 82, L.WIDTH - 28, L.BAR_H - 82 - 8)
        self._flow = ButtonFlow(scene, box, QPointF(L.WIDTH - 14, 7), parent=self.board)

    @property
    def buttons(self) -> list[ButtonItem]:
        """Every button, on whichever page it is."""
        return self._flow.buttons

    @property
    def pages(self) -> int:
        return self._flow.pages

    def set_hint(self, text: str) -> None:
        hint = LabelItem(text, font=body_font(9.5), colour=PALETTE.ink_soft, width=L.WIDTH - 28, parent=self.board)
        hint.setPos(14, 58)
        self._scene.removeItem(self.hint)
        self.hint = hint

    def button(
        self,
        text: str,
        on_click: Callable[[], object] | None = None,
        *,
        colour: str = PALETTE.moss_dark,
        tooltip: str = "",
    ) -> ButtonItem:
        """A button after the others; the ways out of a step (declining, cancelling, taking a payment back:
        the wooden ones) close every page."""
        button = ButtonItem(text, colour=colour, key=("choice", text))
        if tooltip:
            button.setToolTip(tooltip)
        if on_click is not None:
            button.clicked.connect(on_click)
        return self._flow.add(button, pinned=colour == PALETTE.wood)

    def clear_buttons(self) -> None:
        self._flow.clear()

    def button_texts(self) -> list[str]:
        return [b.text for b in self.buttons]

    def find(self, text: str) -> ButtonItem | None:
        return next((b for b in self.buttons if b.text == text), None)


def strip_name(text: str, names: Sequence[str]) -> str:
    """ "Ada declines" -> "Declines": a button speaks to the person pressing it."""
    for name in names:
        if text.startswith(name + " "):
            rest = text[len(name) + 1 :]
            return rest[:1].upper() + rest[1:]
    return text


def words_for(action: Action, names: Sequence[str], *, choice: str | None = None) -> str:
    """Short words for a button; anything unknown falls back to the action's own description."""
    content = load_content()
    if isinstance(action, Rest):
        return "Rest"
    if isinstance(action, CancelPayment):
        return "Take the payment back"
    if isinstance(action, PayDefault):
        return "Pay the suggested way"
    if isinstance(action, TakeOmens):
        return "Take Omens for the rest"
    if isinstance(action, Announce):
        return f"Meditate with {counted(action.bells, 'Bell')}"
    if isinstance(action, Outbid):
        return "Outbid for a Scroll"
    if isinstance(action, Skip):
        return SKIP_WORDS.get(choice or "", "Decline")
    if isinstance(action, ChooseBuilding):
        produced: dict[str, str] = {b.type: b.produces for b in content.buildings}
        produces = produced[action.building]
        return f"Build a {action.building} ({produces})"
    if isinstance(action, MakeRoom):
        return f"Return Building {action.index + 1}"
    if isinstance(action, GiveBuilding):
        return f"Give up Building {action.index + 1}"
    if isinstance(action, TakeDiscard):
        return f"Take {content.card(action.card).name}"
    if isinstance(action, Trade):
        stones: dict[str, int] = {s.item: s.count for s in content.stepping_stones.chain}
        return f"{stones[action.give]} {action.give} \u2192 {stones[action.get]} {action.get}"
    if isinstance(action, Recruit):
        where = "hand" if action.source == "hand" else "row"
        return f"Recruit {content.card(action.card).name} ({where})"
    if isinstance(action, OfficerDiscard):
        return f"Discard {content.card(action.card).name}"
    if action.kind == "choose_resource":  # a Rest's wild icon (a kind newer than some engines)
        return f"Take {getattr(action, 'resource', '?')}"
    if isinstance(action, CopyCard):
        return strip_name(action.describe(names), names)
    return strip_name(action.describe(names), names)


def bar_colour(action: Action) -> str:
    if isinstance(action, Skip | CancelPayment | TakeOmens):
        return PALETTE.wood
    if isinstance(action, Rest):
        return PALETTE.rust
    return PALETTE.moss_dark
