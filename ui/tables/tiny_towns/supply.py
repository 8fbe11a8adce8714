"""The supply board under the viewer's town: the round, the named resource and who named it, the five
resources (or the solo Resource cards), the viewer's cavern, and the Monuments dealt at the start."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.games.tiny_towns.content import RESOURCES, load_content
from hearthwood.engine.games.tiny_towns.state import TinyTownsState
from hearthwood.ui.table import BoardItem, CardItem, LabelItem
from hearthwood.ui.theme import PALETTE, body_font, heading_font

from . import layout as L
from .art import building_face, monument_back, resource_card_face
from .pieces import BadgeItem, ResourceItem

SUPPLY_HEIGHT = 262.0
REMEMBERED_SHOWN = 6  # more would not fit the supply's width; the tooltip lists them all


class Supply:
    def __init__(self, scene: QGraphicsScene, state: TinyTownsState, names: Sequence[str], focus: int) -> None:
        self.cubes: dict[str, ResourceItem] = {}
        self.solo_cards: list[tuple[CardItem, str]] = []
        self.cavern: list[ResourceItem] = []
        self.offers: list[tuple[CardItem, str]] = []
        self.remembered: LabelItem | None = None
        solo = state.num_players == 1
        title = f"Round {max(1, state.round)}" if state.phase != "monuments" else "Setting up"
        if state.phase == "over":
            title = f"Game over after {state.round} rounds"
        self.board = BoardItem(title, L.SUPPLY_WIDTH, SUPPLY_HEIGHT, key="supply")
        self.board.setPos(0, L.SUPPLY_Y)
        scene.addItem(self.board)
        town = state.towns[focus]
        if state.phase == "monuments":
            self._monument_offer(state, names, focus)
            return
        y = self._named(state, names, focus)
        y = self._solo_cards(state, y) if solo else self._resources(y)
        if state.config.cavern:
            self._cavern(town.cavern, y)
        self._steps(state.phase)

    # -- sections -------------------------------------------------------------------------------------
    def _named(self, state: TinyTownsState, names: Sequence[str], focus: int) -> float:
        """The big line: which resource everyone places this round, and who chose it."""
        top = 44.0
        master = names[state.master_builder]
        if state.num_players == 1:
            line, detail = "Take a Resource card", "one of the three below; place its resource in your town"
        elif state.free_choice:
            line, detail = "Free pick!", "the Town Hall lets everyone choose any resource this round"
        elif state.named is not None:
            cube = ResourceItem(state.named, size=46, key=("named", state.named), parent=self.board)
            cube.setPos(14, top - 2)
            cube.setToolTip(f"This round's resource: {state.named}")
            self.named_cube = cube
            line = state.named.capitalize()
            if state.config.town_hall:
                detail = "turned up by the Mayor's deck"
            else:
                detail = f"named by {master}" + (" (you)" if focus == state.master_builder else "")
        elif state.phase == "name" and focus == state.master_builder:
            line, detail = "Name a resource", "you are Master Builder: everyone places it"
        elif state.phase == "name":
            line, detail = f"{master} names a resource", "then everyone places one in their town"
        else:
            line, detail = "Every town is complete", "see the final scores"
        left = 72.0 if state.named is not None and not state.free_choice and state.num_players > 1 else 14.0
        heading = LabelItem(line, font=heading_font(17), colour=PALETTE.wood_dark, parent=self.board)
        heading.setPos(left, top - 4)
        sub = LabelItem(detail, font=body_font(9.5), colour=PALETTE.ink_soft, parent=self.board)
        sub.setPos(left + 1, top + 26)
        if state.config.town_hall and state.resource_discard:
            deck = LabelItem(
                f"Mayor's deck: {len(state.resource_deck)} left \u00b7 last drawn: {state.resource_discard[-1]}",
                font=body_font(8.5),
                colour=PALETTE.ink_soft,
                parent=self.board,
            )
            deck.setPos(14, top + 44)
            return top + 68
        if state.num_players == 1 and state.resource_known_bottom:
            self._remembered_cards(state, top + 44)
            return top + 68
        return top + 58

    def _remembered_cards(self, state: TinyTownsState, y: float) -> None:
        """Solo: the cards the player took lie under the deck in the order they come back up; a player at
        the table could remember them, so the screen does it for them (the AI remembers them too)."""
        coming = list(reversed(state.resource_deck[: state.resource_known_bottom]))
        unseen = len(state.resource_deck) - len(coming)
        shown = ", ".join(str(card) for card in coming[:REMEMBERED_SHOWN])
        more = "\u2026" if len(coming) > REMEMBERED_SHOWN else ""
        text = f"Deck: {unseen} unseen, then yours: " if unseen else "Deck, next up: "
        line = LabelItem(text + shown + more, font=body_font(8.5), colour=PALETTE.ink_soft, parent=self.board)
        line.setPos(14, y)
        line.setToolTip("Cards you took, in the order they come back up: " + ", ".join(map(str, coming)))
        self.remembered = line

    def _resources(self, y: float) -> float:
        """The five resources of the supply, each with its name."""
        size = L.SUPPLY_CUBE
        step = (L.SUPPLY_WIDTH - 28) / len(RESOURCES)
        caption_font = body_font(8.5)
        heading = LabelItem("Supply", font=heading_font(10), colour=PALETTE.wood, parent=self.board)
        heading.setPos(14, y)
        y += 22
        for index, resource in enumerate(RESOURCES):
            cube = ResourceItem(resource, size=size, key=("supply", resource), parent=self.board)
            cube.setPos(14 + index * step + (step - size) / 2, y)
            cube.setToolTip(resource.capitalize())
            caption = LabelItem(resource, font=caption_font, colour=PALETTE.ink_soft, parent=self.board)
            caption.setPos(cube.x() + (size - caption.width) / 2, y + size + 2)
            self.cubes[resource] = cube
        return y + size + 24

    def _solo_cards(self, state: TinyTownsState, y: float) -> float:
        step = L.SOLO_CARD_W + 14
        left = (L.SUPPLY_WIDTH - len(state.solo_offer) * step + 14) / 2
        for index, resource in enumerate(state.solo_offer):
            card = CardItem(
                resource_card_face(resource),
                key=("solo", index),
                width=L.SOLO_CARD_W,
                height=L.SOLO_CARD_H,
                parent=self.board,
            )
            card.setPos(left + index * step, y)
            card.setToolTip(f"Resource card: {resource}")
            self.solo_cards.append((card, resource))
        return y + L.SOLO_CARD_H + 10

    def _cavern(self, cavern: Sequence[str], y: float) -> None:
        label = LabelItem(
            "Your cavern (up to 2 set aside):" if cavern else "Your cavern is empty",
            font=body_font(9),
            colour=PALETTE.ink_soft,
            parent=self.board,
        )
        label.setPos(14, y + 6)
        for index, resource in enumerate(cavern):
            cube = ResourceItem(resource, size=28, key=("cavern", index), parent=self.board)
            cube.setPos(label.x() + label.width + 8 + index * 34, y)
            cube.setToolTip(f"{resource.capitalize()}, set aside in your cavern")
            self.cavern.append(cube)

    def _steps(self, phase: str) -> None:
        """The round's three steps along the bottom, the current one lit, so nobody wonders what comes next."""
        steps = (("name", "1 Name"), ("place", "2 Place"), ("build", "3 Build"))
        x = 14.0
        y = SUPPLY_HEIGHT - 34
        for index, (step, text) in enumerate(steps):
            badge = BadgeItem(
                text, colour=PALETTE.moss_dark if step == phase else PALETTE.line, size=9, parent=self.board
            )
            badge.setPos(x, y)
            x += badge.width + 6
            if index < len(steps) - 1:
                arrow = LabelItem("\u203a", font=body_font(11, bold=True), colour=PALETTE.ink_soft, parent=self.board)
                arrow.setPos(x, y - 3)
                x += arrow.width + 6

    def _monument_offer(self, state: TinyTownsState, names: Sequence[str], focus: int) -> None:
        offer = state.towns[focus].monument_offer
        chosen = state.towns[focus].monument
        if offer and all(offer):
            text = "Keep one Monument: only you will know which"
        elif chosen:
            text = "You kept this Monument; the others are choosing"
        else:
            text = "The others are choosing their Monuments"
        label = LabelItem(text, font=body_font(9.5, bold=True), colour=PALETTE.wood_dark, parent=self.board)
        label.setPos(14, 40)
        shown = [m for m in offer if m] or ([chosen] if chosen else [])
        left = (L.SUPPLY_WIDTH - len(shown) * (L.CARD_W + 16) + 16) / 2
        for index, monument in enumerate(shown):
            card = CardItem(
                building_face(load_content().card(monument)),
                key=("offer", monument),
                width=L.CARD_W,
                height=L.CARD_H,
                parent=self.board,
            )
            card.setPos(left + index * (L.CARD_W + 16), 64)
            card.setToolTip(f"{load_content().card(monument).name}\n{load_content().card(monument).text}")
            self.offers.append((card, monument))
        if not shown:
            back = CardItem(None, back=monument_back, face_up=False, width=L.CARD_W, height=L.CARD_H, parent=self.board)
            back.setPos((L.SUPPLY_WIDTH - L.CARD_W) / 2, 64)
