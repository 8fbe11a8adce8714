"""The central mat ("the Mountain"): the Scrolls left, the resource supply, the Forest deck with its Juniper,
the Guardian deck, the Common Villager row and the Achievements still to claim."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import counted
from hearthwood.engine.games.snowcrest.content import Demand, ForestCard, Guardian, load_content
from hearthwood.engine.games.snowcrest.state import SnowcrestState
from hearthwood.ui.table import BoardItem, CardItem, LabelItem
from hearthwood.ui.theme import PALETTE, body_font

from . import layout as L
from .art import SLATE, deck_back, text_card_face
from .cards import villager_card
from .pieces import AchievementTile, CountBadge, TokenPile

SUPPLY = ("Barley", "Offering Bowl", "Prayer Bell", "Gold")


def demand_text(demands: tuple[Demand, ...]) -> str:
    return ", ".join(f"{d.count} {d.item}" for d in demands)


class Mountain:
    def __init__(self, scene: QGraphicsScene, state: SnowcrestState) -> None:
        self.board = BoardItem("The Mountain", L.WIDTH, L.MOUNTAIN_H, accent=SLATE, key="mountain")
        scene.addItem(self.board)
        self._supply(state)
        self._decks(state)
        self._row(state)
        self._achievements(state)

    def _section(self, text: str, x: float) -> None:
        label = LabelItem(text, font=body_font(9.5, bold=True), colour=SLATE, parent=self.board)
        label.setPos(x, 12)

    def _supply(self, state: SnowcrestState) -> None:
        x = 14.0
        self.scrolls = CountBadge(
            "Scroll", f"{counted(state.scroll_supply, 'Scroll')} left", size=34, parent=self.board, font_size=10.5
        )
        self.scrolls.setPos(x, L.MOUNTAIN_TOP + 2)
        self.scrolls.setToolTip("Scrolls still in the supply; the game ends with the round the last is taken")
        supply = LabelItem("Supply", font=body_font(9, bold=True), colour=PALETTE.ink_soft, parent=self.board)
        supply.setPos(x, L.MOUNTAIN_TOP + 46)
        for index, resource in enumerate(SUPPLY):
            token = TokenPile(resource, None, size=30, parent=self.board)
            token.setPos(x + index * 36, L.MOUNTAIN_TOP + 64)
            token.setToolTip(f"{resource} tokens (the supply never runs out)")
        turn = "Setting up" if state.phase == "setup" else f"Round {state.turn}"
        if state.phase == "over":
            turn = "The game is over"
        elif state.final_round:
            turn += " \u2014 the last round"
        info = LabelItem(
            turn, font=body_font(10, bold=True), colour=PALETTE.wood_dark, width=L.SUPPLY_W, parent=self.board
        )
        info.setPos(x, L.MOUNTAIN_TOP + 104)

    def _decks(self, state: SnowcrestState) -> None:
        content = load_content()
        x, y = L.DECKS_X, L.MOUNTAIN_TOP
        self._section("Forest", x)
        self.forest = CardItem(
            None,
            back=deck_back("forest"),
            face_up=False,
            key="forest",
            width=L.CARD_W,
            height=L.CARD_H,
            parent=self.board,
        )
        self.forest.setPos(x, y)
        self.forest.setToolTip(
            f"Forest deck: {counted(len(state.forest_deck), 'card')}. "
            "Take the last Juniper on the top card to reveal it."
        )
        juniper = TokenPile("Juniper", state.forest_juniper, size=40, parent=self.forest)
        juniper.setPos((L.CARD_W - 40) / 2, 22)
        juniper.setToolTip(f"{state.forest_juniper} Juniper left on the top Forest card")
        gx = x + L.CARD_W + L.CARD_GAP
        self._section("Guardians", gx)
        self.guardian: CardItem | None = None
        if state.guardian_deck:
            self.guardian = CardItem(
                None,
                back=deck_back("guardian"),
                face_up=False,
                key="guardians",
                width=L.CARD_W,
                height=L.CARD_H,
                parent=self.board,
            )
            self.guardian.setPos(gx, y)
            guardians = counted(len(state.guardian_deck), "card")
            self.guardian.setToolTip(f"Guardian deck: {guardians}, revealed by Veneration")
        else:
            none = LabelItem(
                "No Guardians in this game" if state.config.variant == "basic" else "Deck empty",
                font=body_font(9),
                colour=PALETTE.ink_soft,
                width=L.CARD_W,
                parent=self.board,
            )
            none.setPos(gx, y + 50)
        if state.revealed:
            card = content.card(state.revealed)
            if isinstance(card, Guardian):
                lines = [f"Offer: {demand_text(card.offering)}", f"Curse: {demand_text(card.curse)}"]
                spot, accent = gx, "#4D5A73"
            else:
                assert isinstance(card, ForestCard)
                lines = [f"You: {demand_text(card.active_curse)}", f"Others: {demand_text(card.others_curse)}"]
                spot, accent = x, "#4E7050"
            shown = CardItem(
                text_card_face(card.name, lines, accent),
                key=("revealed", card.id),
                width=L.CARD_W,
                height=L.CARD_H,
                parent=self.board,
            )
            shown.setPos(spot + 6, y + 4)
            shown.setZValue(5)
            shown.setToolTip(f"{card.name}\n{card.text}")

    def _row(self, state: SnowcrestState) -> None:
        self._section(f"Common Villagers  \u00b7  {len(state.common_deck)} in the deck", L.ROW_X)
        self.row: dict[int, CardItem] = {}
        for index, card_id in enumerate(state.common_row):
            if card_id is None:
                continue
            card = villager_card(
                card_id, SLATE, key=("row", index, card_id), width=L.CARD_W, height=L.CARD_H, parent=self.board
            )
            card.setPos(L.ROW_X + index * (L.CARD_W + L.CARD_GAP), L.MOUNTAIN_TOP)
            self.row[index] = card

    def _achievements(self, state: SnowcrestState) -> None:
        self._section("Achievements", L.ACHIEVEMENTS_X)
        content = load_content()
        shown = list(state.achievements)
        if state.config.variant == "basic" or not shown:
            text = "No Achievements in the Basic game" if state.config.variant == "basic" else "All claimed"
            label = LabelItem(
                text, font=body_font(9), colour=PALETTE.ink_soft, width=L.ACHIEVEMENTS_W, parent=self.board
            )
            label.setPos(L.ACHIEVEMENTS_X, L.MOUNTAIN_TOP + 8)
            return
        count = len(shown)
        height = min(40.0, (L.CARD_H - (count - 1) * 6) / count)
        for index, achievement_id in enumerate(shown):
            card = content.card(achievement_id)
            tile = AchievementTile(
                card.name, L.ACHIEVEMENTS_W, height, key=("achievement", achievement_id), parent=self.board
            )
            tile.setPos(L.ACHIEVEMENTS_X, L.MOUNTAIN_TOP + index * (height + 6))
            tile.setToolTip(f"{card.name}: {card.text}\nThe first to manage it takes 2 Scrolls.")
