"""Reusable pieces of the table: the view, dumb typed items, and the pick-and-place helper."""

from .base import DRAG_THRESHOLD, Highlight, TableItem
from .boards import BoardItem, ButtonItem, GridItem, LabelItem, SquareItem, StatusLine, TrackItem
from .button_flow import ButtonFlow
from .cards import CARD_HEIGHT, CARD_WIDTH, CardItem, CardPainter, paint_blank_face, paint_card_back, text_face
from .dice import DieItem
from .pick_and_place import PickAndPlace
from .pieces import CubeItem, TokenItem
from .view import TableView, Toast

__all__ = [
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "DRAG_THRESHOLD",
    "BoardItem",
    "ButtonFlow",
    "ButtonItem",
    "CardItem",
    "CardPainter",
    "CubeItem",
    "DieItem",
    "GridItem",
    "Highlight",
    "LabelItem",
    "PickAndPlace",
    "SquareItem",
    "StatusLine",
    "TableItem",
    "TableView",
    "Toast",
    "TokenItem",
    "TrackItem",
    "paint_blank_face",
    "paint_card_back",
    "text_face",
]
