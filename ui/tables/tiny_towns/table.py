"""The Tiny Towns table: the viewer's town, the building cards, the supply, everyone else's town, and the
choices the engine offers the viewer right now.

The table is rebuilt from ``session.view(viewer)`` after every change. What a click, drag or key means is
always looked up among ``my_actions()``; the half-made choices kept between clicks (a card selected, a
pattern chosen) live in small pickers that the next rebuild throws away.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import Action, GameState
from hearthwood.engine.games.tiny_towns.actions import (
    Build,
    CompleteTown,
    FinishBuilding,
    KeepMonument,
    NameResource,
    PlaceFromCavern,
    SetAside,
    StoreResource,
)
from hearthwood.engine.games.tiny_towns.board import SIZE
from hearthwood.engine.games.tiny_towns.content import load_content
from hearthwood.engine.games.tiny_towns.state import TinyTownsState
from hearthwood.ui.table import BoardItem, CardItem, LabelItem, PickAndPlace, StatusLine, TableItem
from hearthwood.ui.tables.base import TableBase
from hearthwood.ui.theme import PALETTE, body_font, seat_colour

from . import layout as L
from .art import building_face, monument_back
from .build_picker import BuildPicker
from .choices import ChoicePanel, ResourceChooser, snap_back
from .effects import EffectPicker
from .placement_sources import Source, sources_of
from .supply import Supply
from .town_view import MyTown, Seat, other_town

if TYPE_CHECKING:
    from hearthwood.ui.controller import GameController

CHOICES_HEIGHT = 96.0


class TinyTownsTable(TableBase):
    def __init__(self, scene: QGraphicsScene, controller: GameController, viewer: int | None) -> None:
        super().__init__(scene, controller, viewer)
        self.helper: PickAndPlace | None = None
        self.picker: BuildPicker | None = None
        self.effect: EffectPicker | None = None
        self.chooser: ResourceChooser | None = None

    # -- rebuilding --------------------------------------------------------------------------------
    def rebuild(self, view_state: GameState) -> None:
        state = cast(TinyTownsState, view_state)
        self.clear()
        self.helper = self.picker = self.effect = self.chooser = None
        self.state = state
        self.actions: list[Action] = self.my_actions()
        session = self.controller.session
        self.names: list[str] = list(session.names)
        colours = [seat.colour or seat_colour(i) for i, seat in enumerate(session.seats)]
        self.focus = self.viewer if self.viewer is not None else 0
        seats = [self._seat(state, player, colours[player]) for player in range(state.num_players)]
        pending = state.pending[self.focus] if state.pending else None
        self.town = MyTown(self.scene, state.towns[self.focus], seats[self.focus], pending=pending)
        self.cards = self._cards(state)
        self._others(state, seats)
        self.supply = Supply(self.scene, state, self.names, self.focus)
        self.status = StatusLine(L.RIGHT_WIDTH - 28, colour=PALETTE.moss_dark, size=9.5)
        self.status.setPos(L.RIGHT_X + 14, L.CHOICES_Y + 40)
        self.status.setZValue(1)
        self.scene.addItem(self.status)
        self.panel = ChoicePanel(
            self.scene, L.RIGHT_X + 14, self.status.y() + self.status.height + 8, L.RIGHT_WIDTH - 28
        )
        self.town.grid.square_activated.connect(lambda row, column: self._square_activated(row * SIZE + column))
        self._wire(state)
        # The board behind the choices grows with them; added last, so it sits below them.
        height = max(CHOICES_HEIGHT, self.panel.bottom() - L.CHOICES_Y + 12)
        self._choices_board = BoardItem(
            self.choices_title(self.names, self.actions), L.RIGHT_WIDTH, height, key="choices"
        )
        self._choices_board.setPos(L.RIGHT_X, L.CHOICES_Y)
        self._choices_board.setZValue(-1)
        self.scene.addItem(self._choices_board)

    def _seat(self, state: TinyTownsState, player: int, colour: str) -> Seat:
        town = state.towns[player]
        named_by_master = state.num_players > 1 and not state.config.town_hall and state.phase != "monuments"
        return Seat(
            self.names[player],
            colour,
            master_builder=named_by_master and state.phase != "over" and player == state.master_builder,
            placed=bool(state.placed) and state.placed[player],
            complete=town.completed,
            placing=state.phase == "place",
        )

    def _cards(self, state: TinyTownsState) -> dict[str, CardItem]:
        """The seven buildings on display and, in the eighth place, the viewer's own Monument."""
        content = load_content()
        cards: dict[str, CardItem] = {}
        for index, kind in enumerate(state.buildings):
            card = CardItem(building_face(content.card(kind)), key=("card", kind), width=L.CARD_W, height=L.CARD_H)
            card.setPos(*L.card_pos(index))
            card.setToolTip(f"{content.card(kind).name}\n{content.card(kind).text}")
            self.scene.addItem(card)
            cards[kind] = card
        if not state.config.monuments:
            return cards
        town = state.towns[self.focus]
        x, y = L.card_pos(len(state.buildings))
        if town.monument:
            monument = content.card(town.monument)
            badge = "Built" if town.monument_built else "Your secret"
            card = CardItem(
                building_face(monument, badge=badge), key=("card", town.monument), width=L.CARD_W, height=L.CARD_H
            )
            tip = f"{monument.name} (Monument)\n{monument.text}"
            if town.monument_discarded:
                tip += f"\nYou set aside {content.card(town.monument_discarded).name}: nobody else holds it."
            card.setToolTip(tip)
            cards[town.monument] = card
        else:
            card = CardItem(
                None, back=monument_back, face_up=False, key="monument-back", width=L.CARD_W, height=L.CARD_H
            )
            card.setToolTip("Your Monument: choose it from the two you were dealt")
        card.setPos(x, y)
        self.scene.addItem(card)
        return cards

    def _others(self, state: TinyTownsState, seats: Sequence[Seat]) -> None:
        others = [p for p in range(state.num_players) if p != self.focus]
        if not others:
            self._solo_panel(state)
            return
        width = L.other_panel_width(len(others))
        for index, player in enumerate(others):
            town = state.towns[player]
            name = load_content().card(town.monument).name if town.monument_built and town.monument else None
            other_town(
                self.scene,
                L.RIGHT_X + index * (width + L.CARD_GAP),
                width,
                town,
                seats[player],
                monuments_on=state.config.monuments,
                monument_name=name,
            )

    def _solo_panel(self, state: TinyTownsState) -> None:
        board = BoardItem("Playing solo", L.RIGHT_WIDTH, L.OTHER_HEIGHT, key="solo")
        board.setPos(L.RIGHT_X, L.OTHERS_Y)
        self.scene.addItem(board)
        titles = load_content().solo_titles
        lines = [f"{title.minimum}+ points: {title.title}" for title in titles[:5]]
        text = (
            "Each round, take one of the three face-up Resource cards and place its resource; "
            "the card goes under the deck and a new one turns up.\n" + "   \u00b7   ".join(lines)
        )
        label = LabelItem(text, font=body_font(9.5), width=L.RIGHT_WIDTH - 28, parent=board)
        label.setPos(14, 42)

    # -- wiring the viewer's choices ---------------------------------------------------------------
    def _wire(self, state: TinyTownsState) -> None:
        if not self.actions:
            self.status.set_text(self._waiting_text(state))
            return
        if state.effects:
            self._wire_effect(state)
        elif state.phase == "monuments":
            self._wire_monuments()
        elif state.phase == "name":
            self._wire_naming()
        elif state.phase == "place":
            self._wire_placing(state)
        elif state.phase == "build":
            self._wire_building()
        if state.phase in ("place", "build") or state.effects:
            self.town.grid.set_interactive(True)  # squares answer clicks; the grid takes arrows and Enter
            self.town.grid.setFocus()

    def _waiting_text(self, state: TinyTownsState) -> str:
        if state.phase == "over":
            return "Every town is complete. The score sheet has the final tally."
        pending = state.pending[self.focus] if state.pending else None
        if state.phase == "place" and pending is not None and pending.get("kind") == "complete_town":
            return "You have completed your town: it shows when everyone has placed."
        if state.phase == "place" and pending is not None:
            return f"You have placed your {pending.get('resource', 'resource')}: it shows when everyone has placed."
        decision = self.controller.decision()
        if decision is None:
            return ""
        return f"{self.names[decision.player]} is deciding\u2026"

    def _wire_monuments(self) -> None:
        keeps = {a.monument: a for a in self.actions if isinstance(a, KeepMonument)}
        for card, monument in self.supply.offers:
            action = keeps.get(monument)
            if action is not None:
                card.set_interactive(True)
                card.clicked.connect(lambda a=action: self.propose(a))
        self.status.set_text("Click the Monument you want to keep. The other goes back in the box unseen.")

    def _wire_naming(self) -> None:
        names = {a.resource: a for a in self.actions if isinstance(a, NameResource)}
        for resource, cube in self.supply.cubes.items():
            action = names.get(resource)
            if action is None:
                cube.setOpacity(0.35)
                cube.setToolTip(
                    f"{resource.capitalize()} sits on one of your Banks: as Master Builder you may not name it."
                )
                continue
            cube.set_interactive(True, draggable=True)
            cube.setToolTip(f"Name {resource}: everyone places one")
            cube.clicked.connect(lambda a=action: self.propose(a))
            origin = QPointF(cube.pos())
            cube.drag_released.connect(lambda pos, a=action, c=cube, o=origin: self._name_dropped(a, c, o, pos))
        self.status.set_text("Click (or drag onto your town) the resource everyone must place.")

    def _name_dropped(self, action: NameResource, cube: TableItem, origin: QPointF, scene_pos: QPointF) -> None:
        """A supply cube let go on the town or the supply names it; anywhere else it goes home."""
        on_table = any(item.sceneBoundingRect().contains(scene_pos) for item in (self.town.frame, self.supply.board))
        if not (on_table and self.propose(action) is None):
            snap_back(cube, origin)

    def _wire_placing(self, state: TinyTownsState) -> None:
        helper = self._helper()
        for source in sources_of(self.actions):
            if source.way == "place" and source.card is None and source.resource in self.supply.cubes:
                helper.add_source(self.supply.cubes[source.resource], source)
        for index, (card, resource) in enumerate(self.supply.solo_cards):
            source = Source("place", resource, resource, slot=index)
            if source.squares(self.actions):
                helper.add_source(card, source)
        natural = {state.named} if state.named else set()
        if state.free_choice or state.num_players == 1:
            natural = {s.resource for s in sources_of(self.actions) if s.way == "place" and s.card == s.resource}
            if state.free_choice:
                natural = {s.resource for s in sources_of(self.actions) if s.way == "place"}
        for source in sources_of(self.actions):
            if source.way == "place" and source.resource in natural and source.card in (None, source.resource):
                continue
            button = self.panel.button(source.label(state.named), colour=PALETTE.wood)
            helper.add_source(button, Source(**{**source.__dict__, "slot": 1}), draggable=False)
        for action in self.actions:
            if isinstance(action, StoreResource | SetAside):
                self.panel.button(action.describe(self.names), partial(self.propose, action), colour=PALETTE.wood)
        complete = next((a for a in self.actions if isinstance(a, CompleteTown)), None)
        if complete is not None:
            self.panel.button(
                "Complete my town",
                lambda: self.propose(complete),
                colour=PALETTE.rust,
                tooltip=f"{complete.describe(self.names)}: you place no more resources and wait for the final scores.",
            )
        helper.add_grid(self.town.grid, lambda row, column: row * SIZE + column)
        what = "a resource of your choice" if state.free_choice else (state.named or "a card's resource")
        self.status.set_text(f"Drag {what} onto an empty square (or click it, then a lit square).")

    def _wire_building(self) -> None:
        builds = [a for a in self.actions if isinstance(a, Build)]
        self.picker = BuildPicker(
            self.town,
            self.cards,
            builds,
            propose=self.propose,
            refuse=self.controller.error.emit,
            choose_resource=self._choose_resource,
            changed=self._picker_changed,
        )
        if any(isinstance(a, PlaceFromCavern) for a in self.actions):
            helper = self._helper()
            for index, cube in enumerate(self.supply.cavern):
                source = Source("cavern", cube.resource)
                if source.squares(self.actions):
                    helper.add_source(cube, Source("cavern", cube.resource, slot=index))
                    cube.clicked.connect(self.picker.clear)
            for source in sources_of(self.actions):
                button = self.panel.button(source.label(None), colour=PALETTE.wood)
                helper.add_source(button, Source(**{**source.__dict__, "slot": 9}), draggable=False)
            helper.add_grid(self.town.grid, lambda row, column: row * SIZE + column)
        if len(builds) > 0:
            self.panel.button(
                "Next way",
                self.picker.next_way,
                colour=PALETTE.wood,
                tooltip="Show the next way the selected building's pattern lies in your town",
            )
        finish = next((a for a in self.actions if isinstance(a, FinishBuilding)), None)
        if finish is not None:
            self.panel.button("Done building", lambda: self.propose(finish), tooltip=finish.describe(self.names))
        kinds = self.picker.buildable_kinds()
        if kinds:
            names = ", ".join(load_content().card(k).name for k in kinds)
            self.status.set_text(f"You can build: {names}. Click a card to see where.")
        else:
            self.status.set_text("Nothing can be built right now: press Done building.")

    def _picker_changed(self) -> None:
        if self.picker is not None and self.picker.kind is not None:
            if self.helper is not None:
                self.helper.clear_selection()
            self.status.set_text(self.picker.summary())

    def _wire_effect(self, state: TinyTownsState) -> None:
        self.effect = EffectPicker(
            state.effects[0].kind,
            self.actions,
            self.town,
            self.cards,
            self.panel,
            propose=self.propose,
            choose_resource=self._choose_resource,
            refuse=self.controller.error.emit,
        )

    # -- gestures on squares -----------------------------------------------------------------------
    def _square_activated(self, square: int) -> None:
        if self.helper is not None and self.helper.selected is not None:
            return  # the pick-and-place helper (connected after this) places the held resource
        if self.effect is not None:
            self.effect.square_clicked(square)
        elif self.picker is not None:
            self.picker.square_clicked(square)

    def _helper(self) -> PickAndPlace:
        if self.helper is None:
            self.helper = self.pick_and_place(self._legal_squares, self._action_for)
        return self.helper

    def _legal_squares(self, source: Hashable) -> list[int]:
        return source.squares(self.actions) if isinstance(source, Source) else []

    def _action_for(self, source: Hashable, square: Hashable) -> Action | None:
        if not isinstance(source, Source) or not isinstance(square, int) or self.viewer is None:
            return None
        return source.action(self.viewer, square)

    def _choose_resource(self, kind: str, options: Sequence[Action]) -> None:
        if self.chooser is not None:
            self.chooser.close()
        name = load_content().card(kind).name
        centre = self.town.grid.mapToScene(self.town.grid.rect().center())
        self.chooser = ResourceChooser(
            self.scene,
            f"Which resource goes on the {name}?",
            options,
            self.propose,
            self._close_chooser,
            centre=centre,
        )

    def _close_chooser(self) -> None:
        if self.chooser is not None:
            self.chooser.close()
            self.chooser = None
