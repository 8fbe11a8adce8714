"""The viewer's own town, large on its wooden board, and everyone else's town, small, with their markers."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from hearthwood.engine.games.tiny_towns.board import SIZE
from hearthwood.engine.games.tiny_towns.state import Town
from hearthwood.ui.table import BoardItem, CardItem, GridItem, Highlight, LabelItem, SquareItem
from hearthwood.ui.theme import PALETTE, body_font, heading_font

from . import layout as L
from .art import MEADOW, monument_back
from .pieces import (
    BadgeItem,
    BuildingTile,
    HammerItem,
    MiniTown,
    PinItem,
    ResourceItem,
    TownFrame,
    describe_square,
    is_resource,
)


class Seat:
    """What the table shows about a player next to their town (public information only)."""

    def __init__(
        self, name: str, colour: str, *, master_builder: bool, placed: bool, complete: bool, placing: bool
    ) -> None:
        self.name = name
        self.colour = colour
        self.master_builder = master_builder
        self.placed = placed  # has chosen this round's placement (the choice itself may be secret)
        self.complete = complete
        self.placing = placing  # the round is in its placement step


def _badges(seat: Seat, parent: QGraphicsItem, right: float, y: float) -> float:
    """Lays the seat's badges out leftwards from ``right``; returns where they end."""
    badges: list[BadgeItem] = []
    if seat.complete:
        badges.append(BadgeItem("complete", colour=PALETTE.wood_dark, parent=parent))
    elif seat.placing and seat.placed:
        badges.append(BadgeItem("\u2713 placed", colour=PALETTE.moss_dark, parent=parent))
    x = right
    for badge in badges:
        x -= badge.width
        badge.setPos(x, y)
        badge.setToolTip(
            "This town is complete: it takes no more resources"
            if badge.text == "complete"
            else "Has chosen where this round's resource goes (hidden until everyone has)"
        )
        x -= 6
    return x


class MyTown:
    """The focus town: a 4x4 grid of named squares on a wooden frame. Squares are targets; the table wires
    them up. ``pending`` is the viewer's own placement, waiting unseen by the others."""

    def __init__(self, scene: QGraphicsScene, town: Town, seat: Seat, *, pending: dict[str, Any] | None) -> None:
        grid_rect = QRectF(L.TOWN_LEFT, L.TOWN_TOP, L.GRID_SIDE, L.GRID_SIDE)
        self.frame = TownFrame(grid_rect, L.TOWN_WIDTH, L.TOWN_HEIGHT, accent=seat.colour)
        scene.addItem(self.frame)
        title = LabelItem(f"{seat.name}'s town", font=heading_font(13), colour=PALETTE.cream, parent=self.frame)
        dot = BadgeItem(" ", colour=seat.colour, size=7, parent=self.frame)
        dot.setToolTip(f"{seat.name}'s colour")
        dot.setPos(14, 12)
        title.setPos(dot.x() + dot.width + 6, 8)
        x = _badges(seat, self.frame, L.TOWN_WIDTH - 14, 11)
        if seat.master_builder:
            hammer = HammerItem(24, parent=self.frame)
            hammer.setPos(x - 26, 8)
            x -= 30
        self.header_right = x
        self.grid = GridItem(SIZE, SIZE, square=L.SQUARE, gap=L.SQUARE_GAP, key="grid", parent=self.frame)
        self.grid.setPos(grid_rect.topLeft())
        self.squares: dict[int, SquareItem] = {}
        self.pins: dict[int, PinItem] = {}
        pending_square = pending.get("square") if pending and pending.get("kind") == "place" else None
        for item in self.grid.squares():
            square = item.row * SIZE + item.column
            self.squares[square] = item
            item.set_fill(MEADOW)
            content = town.squares[square]
            item.setToolTip(describe_square(square, content, town.stored[square]))
            child: ResourceItem | BuildingTile | None = None
            if content is not None and is_resource(content):
                child = ResourceItem(content, size=L.SQUARE * 0.58, key=("cube", square), parent=item)
                child.setPos((L.SQUARE - child.width) / 2, (L.SQUARE - child.height) / 2)
            elif content is not None:
                child = BuildingTile(content, L.SQUARE - 10, stored=town.stored[square], parent=item)
                child.setPos(5, 5)
            elif square == pending_square and pending is not None:
                child = ResourceItem(pending["resource"], size=L.SQUARE * 0.58, faded=True, parent=item)
                child.setPos((L.SQUARE - child.width) / 2, (L.SQUARE - child.height) / 2)
                item.setToolTip(
                    f"{item.toolTip()} \u2014 your {pending['resource']} waits here until everyone has placed"
                )
            if child is not None:
                child.setToolTip(item.toolTip())
            pin = PinItem(26, parent=item)
            pin.setPos(L.SQUARE - 29, L.SQUARE - 29)
            pin.setZValue(5)
            pin.hide()
            self.pins[square] = pin

    def clear_marks(self) -> None:
        for square, item in self.squares.items():
            item.set_highlight(Highlight.NONE)
            self.pins[square].hide()

    def mark(self, square: int, highlight: Highlight, *, pin: bool = False) -> None:
        self.squares[square].set_highlight(highlight)
        self.pins[square].setVisible(pin)


def small_monument(parent: QGraphicsItem, town: Town, monuments_on: bool, card_name: str | None) -> CardItem | None:
    """Another player's Monument beside their town: face down while secret, named once built."""
    if not monuments_on:
        return None
    card = CardItem(None, back=monument_back, face_up=False, width=20, height=28, key="monument", parent=parent)
    if town.monument_built and card_name:
        card.setToolTip(f"Built Monument: {card_name}")
    elif town.monument_offer:
        card.setToolTip("Choosing which Monument to keep")
    else:
        card.setToolTip("A Monument, kept secretly")
    return card


def other_town(
    scene: QGraphicsScene,
    x: float,
    width: float,
    town: Town,
    seat: Seat,
    *,
    monuments_on: bool,
    monument_name: str | None,
) -> BoardItem:
    panel = BoardItem(seat.name, width, L.OTHER_HEIGHT, accent=seat.colour, key=("other", seat.name))
    panel.setPos(x, L.OTHERS_Y)
    scene.addItem(panel)
    inner = width - 24
    cell = (inner - 3 * max(2.0, inner * 0.025)) / SIZE
    mini = MiniTown(town.squares, town.stored, cell, parent=panel)
    mini.setPos((width - mini.width) / 2, 42)
    if seat.master_builder:
        hammer = HammerItem(22, parent=panel)
        hammer.setPos(width - 30, 7)
    bottom = L.OTHER_HEIGHT - 28
    card = small_monument(panel, town, monuments_on, monument_name)
    left = 12.0
    if card is not None:
        card.setPos(left, bottom - 3)
        left += card.width + 6
    _badges(seat, panel, width - 10, bottom)
    if town.cavern:
        label = LabelItem(f"cavern: {', '.join(town.cavern)}", font=body_font(7), parent=panel)
        label.setPos(left, bottom + 2)
    return panel
