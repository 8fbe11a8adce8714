"""Card items for Snowcrest: a Villager as its owner's deck prints it, with a tooltip in words, and a
face-down card that turns over (animated) when the table last showed it the other way up."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtWidgets import QGraphicsItem

from hearthwood.engine.games.snowcrest.content import Villager, load_content
from hearthwood.engine.games.snowcrest.village import is_common, is_starter
from hearthwood.ui.table import CardItem

from .art import COMMON_BACK, SLATE, option_words, villager_back, villager_face


def villager(card_id: str) -> Villager:
    card = load_content().card(card_id)
    assert isinstance(card, Villager)
    return card


def card_tooltip(card_id: str, *, face_up: bool = True) -> str:
    card = villager(card_id)
    lines = [f"{card.name} (cost {card.cost} Barley)"]
    if card.icons:
        lines.append("Can stand in for: " + ", ".join(card.icons))
    lines += [f"Action: {option_words(option)}" for option in card.actions]
    lines.append(card.text)
    if not face_up:
        lines.insert(0, "Face down until your next Rest")
    return "\n".join(lines)


def villager_card(
    card_id: str | None,
    owner_colour: str,
    *,
    face_up: bool = True,
    was_face_up: bool | None = None,
    key: Hashable = None,
    width: float,
    height: float,
    parent: QGraphicsItem | None = None,
) -> CardItem:
    """A Villager card; ``card_id`` None is a card this viewer may not see (a back only).

    ``was_face_up``: how the table showed this very card before the last change; when it differs, the card
    is created that way and turned over, so a flip reads as a flip."""
    if card_id is None:
        return CardItem(
            None, back=villager_back(owner_colour), face_up=False, key=key, width=width, height=height, parent=parent
        )
    common = is_common(card_id)
    accent = SLATE if common else owner_colour
    back_colour = COMMON_BACK if common else owner_colour
    card = villager(card_id)
    start_up = face_up if was_face_up is None else was_face_up
    item = CardItem(
        villager_face(card, accent),
        back=villager_back(back_colour, starter=is_starter(card_id), name=card.name),
        face_up=start_up,
        key=key,
        width=width,
        height=height,
        parent=parent,
    )
    if start_up != face_up:
        item.flip_to(face_up)
    item.setToolTip(card_tooltip(card_id, face_up=face_up))
    return item
