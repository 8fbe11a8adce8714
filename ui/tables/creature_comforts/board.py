"""The shared board: the Inn with this month's Traveler, the Valley's Forest and Meadow cards, the River and
its dial, the Market, the Owl's Nest with its face-up Comforts and the Workshop ladder of Improvements.

Each place a worker can go is a :class:`LocationSpace` keyed by the engine's location id, so the table can
turn a drop on it into an action without knowing what it looks like.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import counted
from hearthwood.engine.games.creature_comforts.content import load_content
from hearthwood.engine.games.creature_comforts.locations import (
    INN,
    MARKET,
    OWL_BLIND,
    OWL_FACE_UP,
    RIVER,
    WORKSHOP,
    base_reward,
    requirement,
)
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.ui.table import BoardItem, CardItem, LabelItem
from hearthwood.ui.theme import PALETTE, body_font, heading_font

from . import layout as L
from .art import (
    FOREST,
    MEADOW,
    RIVER_BLUE,
    comfort_back,
    comfort_face,
    comfort_tooltip,
    exact_faces,
    improvement_face,
    requirement_text,
    reward_glyphs,
)
from .pieces import Badge, LocationSpace, fitted_label

SEASON_NAMES = {"spring": "Spring", "summer": "Summer", "fall": "Fall"}


class Board:
    """Builds the board's items into the scene; keeps the ones the table wires up."""

    def __init__(self, scene: QGraphicsScene, state: CreatureComfortsState) -> None:
        self.scene = scene
        self.state = state
        self.content = load_content()
        self.spaces: dict[str, LocationSpace] = {}
        self.owl_cards: list[CardItem] = []
        self.ladder: dict[int, CardItem] = {}
        self._inn()
        self._valley("forest", L.FOREST_X, FOREST)
        self._valley("meadow", L.MEADOW_X, MEADOW)
        self._river()
        self._market()
        self._owls_nest()
        self._workshop()

    def _board(
        self, title: str, x: float, y: float, width: float, height: float, accent: str = PALETTE.wood
    ) -> BoardItem:
        board = BoardItem(title, width, height, accent=accent, key=("board", title))
        board.setPos(x, y)
        board.setZValue(-2)
        self.scene.addItem(board)
        return board

    def _space(
        self, location: str, board: BoardItem, x: float, y: float, width: float, height: float, **kwargs: object
    ) -> LocationSpace:
        space = LocationSpace(location, width, height, parent=board, **kwargs)  # type: ignore[arg-type]
        space.setPos(x, y)
        self.spaces[location] = space
        return space

    # -- the top row ---------------------------------------------------------------------------------
    def _inn(self) -> None:
        state = self.state
        traveler = self.content.traveler(state.traveler) if state.traveler else None
        board = self._board("The Inn", L.INN_X, 0, L.INN_W, L.TOP_H, accent=PALETTE.rust)
        width = L.INN_W - 24
        space_top = L.TOP_H - 46
        if traveler is None:
            note = LabelItem("No Traveler is staying yet.", font=body_font(9.5), width=width, parent=board)
            note.setPos(12, 40)
        else:
            name = LabelItem(traveler.name, font=heading_font(11.5), colour=PALETTE.rust, width=width, parent=board)
            name.setPos(12, 36)
            lines = "\n".join(
                f"{o.min}-{o.max}: {o.text}" if o.min != o.max else f"{o.min}: {o.text}" for o in traveler.inn
            )
            room = space_top - 4 - (name.y() + name.height)
            power = fitted_label(traveler.power_text, width, room * 0.5, size=9, parent=board)
            power.setPos(12, name.y() + name.height)
            top = power.y() + power.height + 3
            inn = fitted_label(
                lines, width, space_top - top - 4, size=9, bold=True, colour=PALETTE.wood_dark, parent=board
            )
            inn.setPos(12, top)
            if state.card_lessons:
                badge = Badge(f"{state.card_lessons} shared Lesson Learned", colour=PALETTE.moss_light, parent=board)
                # In the title band, beside "The Inn": below it, it covered the Traveler's name.
                badge.setPos(L.INN_W - 12 - badge.width, 10)
        self._space(
            INN, board, 12, space_top, width, 36, need="Any die: the Traveler's offer", tall=False, fill="#F1DCCB"
        )

    def _valley(self, stack: str, x: float, colour: str) -> None:
        state = self.state
        card_id = state.valley.get(stack)
        left = len(state.valley_decks.get(stack, []))
        name = stack.capitalize()
        if card_id is None:
            board = self._board(f"The {name}", x, 0, L.VALLEY_W, L.TOP_H, accent=colour)
            note = LabelItem("Winter has come: no card left.", font=body_font(9), width=L.VALLEY_W - 24, parent=board)
            note.setPos(12, 44)
            return
        card = self.content.valley_card(card_id)
        board = self._board(f"The {name} \u00b7 {SEASON_NAMES[card.season]}", x, 0, L.VALLEY_W, L.TOP_H, accent=colour)
        board.setToolTip(f"The {name}: {counted(left, 'more card')} in this stack")
        width = (L.VALLEY_W - 24 - 8) / 2
        fill = "#E3EBD6" if stack == "forest" else "#F1E9C8"
        for index in range(2):
            location = f"{stack}_{index}"
            need = requirement(state, location)
            space = self._space(
                location,
                board,
                12 + index * (width + 8),
                40,
                width,
                L.TOP_H - 52,
                need=requirement_text(need),
                faces=exact_faces(need) if len(exact_faces(need)) > 1 else (),
                glyphs=reward_glyphs(base_reward(state, location)),
                fill=fill,
            )
            space.setToolTip(card.locations[index].text)

    def _river(self) -> None:
        state = self.state
        board = self._board(
            f"The River \u00b7 dial at {state.dial}", L.RIVER_X, 0, L.RIVER_W, L.TOP_H, accent=RIVER_BLUE
        )
        height = (L.TOP_H - 40 - 12 - 2 * 6) / 3
        for index, location in enumerate(RIVER):
            need = requirement(state, location)
            section = self.content.river.section(RIVER[location])  # type: ignore[arg-type]
            space = self._space(
                location,
                board,
                12,
                40 + index * (height + 6),
                L.RIVER_W - 24,
                height,
                need="",
                faces=exact_faces(need),
                glyphs=reward_glyphs(base_reward(state, location)),
                fill="#DCE8EE",
                tall=False,
            )
            space.setToolTip(section.text)

    def _market(self) -> None:
        board = self._board("The Market", L.MARKET_X, 0, L.MARKET_W, L.TOP_H, accent=PALETTE.gold)
        lines = "\n".join(f"\u2022 {trade.text}" for trade in self.content.setup.market)
        text = fitted_label(lines, L.MARKET_W - 24, L.TOP_H - 54 - 40, size=9.5, parent=board)
        text.setPos(12, 38)
        self._space(
            MARKET,
            board,
            12,
            L.TOP_H - 54,
            L.MARKET_W - 24,
            44,
            need="Any die: trade freely",
            tall=False,
            fill="#F5E7C2",
        )

    # -- the middle row ------------------------------------------------------------------------------
    def _owls_nest(self) -> None:
        state = self.state
        deck = len(state.comfort_deck)
        board = self._board(
            f"The Owl's Nest \u00b7 {counted(deck, 'Comfort')} in the deck",
            L.OWL_X,
            L.MIDDLE_Y,
            L.OWL_W,
            L.MIDDLE_H,
            accent=PALETTE.moss_dark,
        )
        for index, card_id in enumerate(state.owls_nest):
            comfort = self.content.comfort(card_id)
            card = CardItem(
                comfort_face(comfort),
                back=comfort_back,
                key=("owl", index),
                width=L.CARD_W,
                height=L.CARD_H,
                parent=board,
            )
            card.setPos(12 + index * L.CARD_STEP, 40)
            card.setToolTip(comfort_tooltip(comfort))
            self.owl_cards.append(card)
        x = 12 + 4 * L.CARD_STEP
        height = (L.MIDDLE_H - 52 - 6) / 2
        draws = ", ".join(
            f"{r.cards} on {r.min}-{r.max}" if r.min != r.max else f"{r.cards} on {r.min}"
            for r in self.content.setup.owls_nest.blind_draw
        )
        self._space(
            OWL_FACE_UP,
            board,
            x,
            40,
            L.SPACE_W,
            height,
            need="Take a face-up card",
            tall=False,
            fill="#E6EEDD",
        )
        blind = self._space(
            OWL_BLIND,
            board,
            x,
            40 + height + 6,
            L.SPACE_W,
            height,
            need="Draw blind",
            tall=False,
            fill="#E6EEDD",
        )
        blind.setToolTip(f"Draw Comforts from the deck without looking: {draws}")

    def _workshop(self) -> None:
        state = self.state
        board = self._board(
            f"The Workshop \u00b7 {counted(len(state.improvement_deck), 'Improvement')} in the deck",
            L.WORKSHOP_X,
            L.MIDDLE_Y,
            L.WORKSHOP_W,
            L.MIDDLE_H,
            accent=PALETTE.wood,
        )
        for slot, card_id in enumerate(state.workshop, start=1):
            x = 12 + (slot - 1) * L.CARD_STEP
            label = LabelItem(
                f"die \u2265 {slot}" if slot > 1 else "any die",
                font=body_font(8, bold=True),
                colour=PALETTE.ink_soft,
                width=L.CARD_W,
                align=Qt.AlignmentFlag.AlignHCenter,
                parent=board,
            )
            label.setPos(x, 36)
            if card_id is None:
                continue
            improvement = self.content.improvement(card_id)
            card = CardItem(
                improvement_face(improvement), key=("ladder", slot), width=L.CARD_W, height=L.CARD_H, parent=board
            )
            card.setPos(x, 54)
            glade = " (a Glade)" if improvement.is_glade else ""
            worth = counted(improvement.vp, "point")
            card.setToolTip(f"Slot {slot}: {improvement.name}{glade}, {worth}\n{improvement.text}")
            self.ladder[slot] = card
        x = 12 + 6 * L.CARD_STEP
        self._space(
            WORKSHOP,
            board,
            x,
            40,
            L.WORKSHOP_W - x - 12,
            L.MIDDLE_H - 52,
            need="A die reaches the ladder slots up to its value",
            fill="#EFE2CF",
        )
