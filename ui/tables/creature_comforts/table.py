"""The Creature Comforts table: the board's locations, the dice, every family's home, and the choices the
engine offers the viewer right now.

The table is rebuilt from ``session.view(viewer)`` after every change. What a drag or click means is always
looked up among ``my_actions()``: a worker dropped on a location, a die dropped on a worker's location or a
Glade, a Comfort taken from the Owl's Nest, an Improvement from the Workshop ladder, a card from the hand
crafted. A drop that matches no legal action is still handed to the engine, so the player reads the rule
that forbids it; everything else the engine allows is a button in the choices panel.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import Action, GameState, counted
from hearthwood.engine.games.creature_comforts.actions import (
    AssignDie,
    Craft,
    DiscardComfort,
    DiscardStarting,
    ModifyDie,
    PlaceWorker,
    Resolve,
    TakeFaceUp,
)
from hearthwood.engine.games.creature_comforts.handlers import lender_of
from hearthwood.engine.games.creature_comforts.locations import FAMILY_DICE, LENT, OWL_FACE_UP, WORKSHOP, base
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.ui.table import BoardItem, DieItem, LabelItem, PickAndPlace, TableItem, TokenItem
from hearthwood.ui.tables.base import TableBase
from hearthwood.ui.theme import PALETTE, body_font, seat_colour

from . import layout as L
from .board import Board
from .choices import ON_THE_BOARD, ChoicePanel, Labeller
from .home import MyHome, OtherHome
from .pieces import Badge, Counter, LocationSpace, RoundButton

if TYPE_CHECKING:
    from hearthwood.ui.controller import GameController

Source = tuple[Hashable, ...]


HAND_AREA, COTTAGES, CRAFTED = "hand-area", "cottages", "crafted-area"
HOME_AREAS = (HAND_AREA, COTTAGES, CRAFTED)
STEP_HINTS = {
    "keep": "Click the Comfort you set aside (or use its button).",
    "wolf": "Drag a Comfort from the Owl's Nest to your hand, or pass.",
    "place": "Drag your workers onto locations. Nobody sees where until everyone has placed.",
    "assign": "Drag dice onto your workers' locations (or a Glade), then resolve them below.",
    "craft": "Drag a Comfort from your hand to your crafted row, or pick it below.",
    "raven": "Drag the Coin from your home onto a location.",
    "discard": "Click a Comfort in your hand to discard it.",
}


class CreatureComfortsTable(TableBase):
    # What the dice showed at the last rebuild, per game, so a fresh roll tumbles even across a handover
    # (which makes a new table).
    _seen: dict[int, tuple[int, tuple[int, ...]]] = {}

    def __init__(self, scene: QGraphicsScene, controller: GameController, viewer: int | None) -> None:
        super().__init__(scene, controller, viewer)
        self.helper: PickAndPlace | None = None
        self._choosing: list[Action] = []
        self.dice: dict[int, DieItem] = {}
        # Dice still in the tray (not yet on a location): asked of the table rather than of each die's
        # parent item (see ``TableView._starts_pan`` for why items are not asked for their parents).
        self.in_tray: set[int] = set()
        self.workers_on_board: list[TokenItem] = []

    # -- rebuilding --------------------------------------------------------------------------------
    def rebuild(self, view_state: GameState) -> None:
        state = cast(CreatureComfortsState, view_state)
        self.clear()
        self.helper = None
        self._choosing = []
        self.state = state
        self.actions: list[Action] = self.my_actions()
        session = self.controller.session
        self.names: list[str] = list(session.names)
        self.colours = [seat.colour or seat_colour(i) for i, seat in enumerate(session.seats)]
        self.focus = self.viewer if self.viewer is not None else 0
        self.board = Board(self.scene, state)
        self.home = MyHome(
            self.scene,
            state,
            self.focus,
            self.names[self.focus],
            self.colours[self.focus],
            placed=self._placed(self.focus),
            lender_colour=self.colours[lender_of(state, self.focus)],
        )
        self._others()
        self._workers_on_board()
        self._dice_tray()
        self._roll_fresh_dice()
        self.on_board: list[Action] = []
        self._wire()
        # Every legal action the board can't take by a gesture gets a button, whatever its kind.
        gestured = {id(a) for a in self.on_board}
        buttons = [a for a in self.actions if a.kind not in ON_THE_BOARD or id(a) not in gestured]
        top = L.choices_y(state.num_players - 1)
        self.panel = ChoicePanel(self.scene, L.RIGHT_X, top, L.RIGHT_W, L.CHOICES_BOTTOM - top)
        self.panel.show(
            self.choices_title(self.names, self.actions),
            self._status(),
            Labeller(state, self.names).choices(buttons, board_too=True),
            self.propose,
        )
        self.cache_still_items()

    def reachable(self) -> list[Action]:
        """The legal actions the viewer can take on this table: by a gesture on the board or a button."""
        return [*self.on_board, *self.panel.actions()]

    def _placed(self, player: int) -> list[str]:
        """Where this player's workers are: their secret placement while placing (only their own is in the
        view), else their revealed workers."""
        state = self.state
        if state.placing and state.placing[player] is not None:
            return list(state.placing[player].workers)  # type: ignore[union-attr]
        return list(state.players[player].workers)

    def _status(self) -> str:
        decision = self.controller.decision()
        if decision is None:
            return "Winter is here and every Comfort is made. The score sheet has the final tally."
        if decision.player != self.viewer or not self.actions:
            return f"{self.names[decision.player]}: {decision.prompt}."
        step = self.state.turn.step if self.state.step == "turn" and self.state.turn else self.state.step
        hint = STEP_HINTS.get(step, "")
        return f"{decision.prompt}. {hint}".strip()

    def _others(self) -> None:
        state = self.state
        others = [p for p in range(state.num_players) if p != self.focus]
        self.others: dict[int, OtherHome] = {}
        title = "Other families" if others else "Playing solo"
        board_height = L.others_height(len(others))
        board = BoardItem(title, L.RIGHT_W, board_height, key="others")
        board.setPos(L.RIGHT_X, L.OTHERS_Y)
        board.setZValue(-2)
        self.scene.addItem(board)
        if not others:
            text = (
                f"Craft as many Comforts as you can before the Valley runs out of cards ({state.months} months): "
                "your score is the whole game's tally."
            )
            LabelItem(text, font=body_font(9.5), width=L.RIGHT_W - 24, parent=board).setPos(12, 40)
            return
        height = min(L.OTHERS_ROW, (board_height - 40 - 6) / len(others))
        for index, player in enumerate(others):
            self.others[player] = OtherHome(
                board,
                state,
                player,
                self.names[player],
                self.colours[player],
                38 + index * height,
                L.RIGHT_W - 20,
                height - 2,
            )

    def _workers_on_board(self) -> None:
        state = self.state
        counts: dict[str, int] = {}
        self.workers_on_board = []
        resolved = set(state.turn.resolved) if state.turn else set()
        for player in range(state.num_players):
            barrow = state.players[player].wheelbarrow_at
            if state.placing and state.placing[player] is not None:
                barrow = state.placing[player].wheelbarrow_at  # type: ignore[union-attr]
            for location in self._placed(player):
                space = self.board.spaces.get(base(location))
                if space is None:
                    continue
                owner = lender_of(state, player) if location.endswith(LENT) else player
                index = counts.get(space.location, 0)
                counts[space.location] = index + 1
                label = "W" if barrow == location else ""
                meeple = TokenItem(self.colours[owner], shape="meeple", label=label, size=L.MEEPLE, parent=space)
                meeple.setPos(space.worker_pos(index))
                done = state.turn is not None and player == state.turn.player and location in resolved
                meeple.setOpacity(0.45 if done else 1.0)
                tip = (
                    f"{self.names[player]}'s worker"
                    if owner == player
                    else (f"{self.names[owner]}'s worker, lent to {self.names[player]}")
                )
                meeple.setToolTip(tip + (" with the Wheelbarrow" if label else ""))
                self.workers_on_board.append(meeple)
        neighbours = getattr(state, "neighbours_at", None)
        if neighbours in self.board.spaces:
            space = self.board.spaces[neighbours]
            meeple = TokenItem(PALETTE.ink_soft, shape="meeple", label="N", size=L.MEEPLE, parent=space)
            meeple.setPos(space.worker_pos(counts.get(neighbours, 0)))
            meeple.setToolTip("The Neighbours stand here this month: no worker of yours may come")
        for location in getattr(state, "raven_coins", []):
            space = self.board.spaces.get(location)
            if space is not None:
                coin = Counter("coin", 1, size=18, parent=space)
                coin.setPos(space.width - coin.width - 2, space.height - 2 * L.MEEPLE - 10)
                coin.setToolTip("The Common Raven's Coin: the first to resolve here takes it")
        if state.turn is not None:
            for location in resolved:
                space = self.board.spaces.get(location)
                if space is not None:
                    space.resolved = True

    def _dice_tray(self) -> None:
        state = self.state
        turn = state.turn
        title = f"Month {state.month} of {state.months} \u00b7 Village dice" if state.month else "Setting up"
        if turn is not None:
            title = f"Month {state.month} of {state.months} \u00b7 {self.names[turn.player]}'s dice"
        self.tray = BoardItem(title, L.RIGHT_W, L.TRAY_H, key="tray")
        self.tray.setPos(L.RIGHT_X, L.BOTTOM_Y)
        self.tray.setZValue(-2)
        self.scene.addItem(self.tray)
        self.dice = {}
        self.in_tray = set()
        self.modifiers: dict[tuple[int, int], RoundButton] = {}
        self.modifier_actions: list[Action] = []
        if turn is None and not state.month:
            note = "The Village dice are rolled once everyone has placed their workers."
            LabelItem(
                note, font=body_font(9.5), colour=PALETTE.ink_soft, width=L.RIGHT_W - 28, parent=self.tray
            ).setPos(14, 44)
            return
        if turn is None:
            for index, value in enumerate(state.village):
                die = DieItem(value, size=L.DIE, key=("village", index), parent=self.tray)
                die.setPos(14 + index * (L.DIE + 12), 44)
                self.dice[FAMILY_DICE + index] = die
                self.in_tray.add(FAMILY_DICE + index)
            note = "Rolled by the Early Bird once everyone has placed; each family uses them on its turn."
            LabelItem(
                note,
                font=body_font(9),
                colour=PALETTE.ink_soft,
                width=L.RIGHT_W - 4 * (L.DIE + 12) - 30,
                parent=self.tray,
            ).setPos(14 + 4 * (L.DIE + 12) + 4, 42)
            return
        colour = self.colours[turn.player]
        x = 14.0
        tokens = self.state.players[turn.player].lessons + turn.free_mods
        for die_index, value in enumerate(turn.values):
            family = die_index < FAMILY_DICE
            if die_index == FAMILY_DICE:
                x += 16
            die = DieItem(
                value,
                colour=colour if family else PALETTE.cream,
                pip_colour=PALETTE.cream if family else PALETTE.ink,
                size=L.DIE,
                key=("die", die_index),
            )
            die.setToolTip(("Family" if family else "Village") + f" die showing {value}")
            self.dice[die_index] = die
            location = turn.assigned[die_index]
            space: TableItem | None = self.board.spaces.get(base(location)) if location else None
            if space is None and location:
                space = self._glade_item(location)
            if space is not None and location:
                on = [d for d, at in enumerate(turn.assigned[:die_index]) if at and base(at) == base(location)]
                die.setParentItem(space)
                die.setScale(L.SPACE_DIE / L.DIE)
                # A Glade card (or badge) has no dice row: the die sits on its top right corner.
                corner = QPointF(space.width - L.SPACE_DIE - 12, -6)
                die.setPos(space.die_pos(len(on)) if isinstance(space, LocationSpace) else corner)
            else:
                die.setParentItem(self.tray)
                die.setPos(x, 40)
                self.in_tray.add(die_index)
            if turn.deltas[die_index]:
                # On the die, so it travels with it to a location.
                badge = Badge(f"{turn.deltas[die_index]:+d}", colour=PALETTE.gold_light, size=9, parent=die)
                badge.setPos(L.DIE - badge.width / 2, -8)
                badge.setZValue(1)
            x += L.DIE + 14
        tip = f"{counted(tokens, 'change')} left (Lesson Learned tokens and free changes)"
        caption = LabelItem(
            tip, font=body_font(8.5), colour=PALETTE.ink_soft, width=L.RIGHT_W - x - 12, parent=self.tray
        )
        caption.setPos(x, 40)
        self._modifier_buttons()

    def _glade_item(self, location: str) -> TableItem | None:
        if location in self.home.glades:
            return self.home.glades[location]
        for other in self.others.values():
            if location in other.glades:
                return other.glades[location]
        return None

    def _modifier_buttons(self) -> None:
        for action in self.actions:
            if not isinstance(action, ModifyDie):
                continue
            die = self.dice.get(action.die)
            if die is None or action.die not in self.in_tray:
                continue
            text = "+" if action.delta > 0 else "\u2212"
            button = RoundButton(text, key=("modify", action.die, action.delta), parent=self.tray)
            button.setPos(die.x() + (L.DIE / 2 + 1 if action.delta > 0 else L.DIE / 2 - 21), 40 + L.DIE + 3)
            button.setToolTip(f"Lay a Lesson Learned token: the die counts {action.delta:+d}")
            button.clicked.connect(lambda a=action: self.propose(a))
            self.modifier_actions.append(action)
            self.modifiers[(action.die, action.delta)] = button

    def _roll_fresh_dice(self) -> None:
        """Tumble dice the engine has just rolled: the Village dice on the reveal, the Family dice each month."""
        state = self.state
        key = id(self.controller)
        village = tuple(state.village)
        previous = self._seen.get(key)
        self._seen[key] = (state.month, village)
        if previous is None:
            return
        month, seen_village = previous
        if month != state.month:
            for die in self.home.family:
                die.roll()
        if seen_village != village:
            for index, die in self.dice.items():
                if index >= FAMILY_DICE:
                    die.roll()

    # -- wiring the viewer's gestures --------------------------------------------------------------
    def _wire(self) -> None:
        if not self.actions:
            return
        helper = self.helper = self._make_helper()
        kinds = {a.kind for a in self.actions}
        sources: list[Source] = []

        def add(item: TableItem, source: Source) -> None:
            helper.add_source(item, source)
            sources.append(source)

        if "place_worker" in kinds:
            for index, meeple in enumerate(self.home.workers):
                add(meeple, ("worker", index))
            if self.home.wheelbarrow is not None and any(
                isinstance(a, PlaceWorker) and a.wheelbarrow for a in self.actions
            ):
                add(self.home.wheelbarrow, ("wheelbarrow",))
        if "assign_die" in kinds:
            for index, die in self.dice.items():
                if index in self.in_tray:
                    add(die, ("die", index))
        if self.state.owls_nest and ({"take_face_up"} & kinds or self._has_resolve(OWL_FACE_UP)):
            for index, card in enumerate(self.board.owl_cards):
                add(card, ("owl", index))
        if self._has_resolve(WORKSHOP):
            for slot, card in self.board.ladder.items():
                add(card, ("ladder", slot))
        if "place_coin" in kinds:  # the Common Raven's Coin, dragged from the supply onto a location
            coin = TokenItem(PALETTE.gold, label="1", size=30, key=("coin",), parent=self.home.board)
            coin.setPos(L.HOME_W - 290, 74)
            coin.setToolTip("The Common Raven's Coin: drag it onto a location nobody has chosen")
            add(coin, ("coin",))
        if "craft" in kinds:
            for index, card in enumerate(self.home.hand):
                add(card, ("hand", index))
        for kind, cls in (("discard_starting", DiscardStarting), ("discard_comfort", DiscardComfort)):
            if kind in kinds:
                for card in self.home.hand:
                    card_id = card.key[2]  # type: ignore[index]
                    action = next((a for a in self.actions if isinstance(a, cls) and a.card == card_id), None)
                    if action is not None:
                        card.set_interactive(True)
                        card.clicked.connect(lambda a=action: self.propose(a))
                        self.on_board.append(action)
        targets: list[Hashable] = []
        for location, space in self.board.spaces.items():
            helper.add_target(space, location)
            targets.append(location)
        for glade, item in self._glades().items():
            helper.add_target(item, glade)
            targets.append(glade)
        for key, item in (
            (HAND_AREA, self.home.hand_area),
            (COTTAGES, self.home.cottages),
            (CRAFTED, self.home.crafted_area),
        ):
            helper.add_target(item, key)
            targets.append(key)
        self._targets = targets
        for source in sources:
            for target in targets:
                self.on_board += self._candidates(source, target)
        self.on_board += self.modifier_actions

    def _glades(self) -> dict[str, TableItem]:
        glades: dict[str, TableItem] = dict(self.home.glades)
        for other in self.others.values():
            glades.update(other.glades)
        return glades

    def _has_resolve(self, location: str) -> bool:
        return any(isinstance(a, Resolve) and a.location == location for a in self.actions)

    def _make_helper(self) -> PickAndPlace:
        return PickAndPlace(
            legal_targets=self._legal_targets,
            action_for=self._action_for,
            propose=self._propose_or_choose,
            on_refused=self.controller.error.emit,
        )

    def _candidates(self, source: Hashable, target: Hashable) -> list[Action]:
        """The legal actions that moving ``source`` onto ``target`` can mean."""
        if not isinstance(source, tuple):
            return []
        kind = source[0]
        found: list[Action] = []
        for action in self.actions:
            if isinstance(action, PlaceWorker) and kind in ("worker", "wheelbarrow"):
                hit = action.location == target and action.wheelbarrow == (kind == "wheelbarrow")
            elif kind == "die" and isinstance(action, AssignDie):
                hit = action.die == source[1] and base(action.location) == target
            elif kind == "owl" and isinstance(action, TakeFaceUp):
                hit = action.slot == source[1] and target == HAND_AREA
            elif kind == "owl" and isinstance(action, Resolve) and action.location == OWL_FACE_UP:
                hit = action.choice == source[1] and target in (HAND_AREA, OWL_FACE_UP)
            elif kind == "ladder" and isinstance(action, Resolve) and action.location == WORKSHOP:
                hit = action.choice == source[1] and target in (COTTAGES, WORKSHOP)
            elif kind == "coin" and action.kind == "place_coin":
                hit = getattr(action, "location", None) == target
            elif kind == "hand" and isinstance(action, Craft):
                card = self.home.hand[source[1]].key[2]  # type: ignore[index]
                hit = action.card == card and target == CRAFTED
            else:
                hit = False
            if hit:
                found.append(action)
        return found

    def _legal_targets(self, source: Hashable) -> list[Hashable]:
        return [target for target in self._targets if self._candidates(source, target)]

    def _action_for(self, source: Hashable, target: Hashable) -> Action | None:
        found = self._candidates(source, target)
        if len(found) > 1:
            self._choosing = found
        if found:
            return found[0]
        # Not legal: still ask the engine, so the player reads the rule rather than a shrug; but only for a
        # place on the board (a worker or die dropped on the home's hand or crafted area is no move at all).
        if self.viewer is None or not isinstance(source, tuple) or not isinstance(target, str):
            return None
        if target in HOME_AREAS:
            return None
        if source[0] in ("worker", "wheelbarrow"):
            return PlaceWorker(player=self.viewer, location=target, wheelbarrow=source[0] == "wheelbarrow")
        if source[0] == "die":
            return AssignDie(player=self.viewer, die=int(source[1]), location=target)
        return None

    def _propose_or_choose(self, action: Action) -> str | None:
        """One meaning: play it. Several (ways to pay, Goods to pick): open them in the choices panel."""
        choosing, self._choosing = self._choosing, []
        if len(choosing) > 1 and action in choosing:
            labeller = Labeller(self.state, self.names)
            for choice in labeller.choices(choosing, board_too=True):
                self.panel.open(choice)
                break
            return "choose below"
        return self.propose(action)
