"""The Snowcrest table: the Mountain, the viewer's mat, everyone else's mat, and a bar of choices.

Rebuilt from ``session.view(viewer)`` after every change. Every gesture is looked up among ``my_actions()``:
dragging a card from hand or the Common row onto a Village space Adds it, clicking a face-up Villager offers
its actions, and a payment is proposed (the engine's suggestion), edited by clicking sources, then confirmed.
Any action this module does not draw specially still gets a button, so a new kind of engine choice is never
out of reach.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING, cast

from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import Action, GameState, counted
from hearthwood.engine.games.snowcrest.actions import (
    Activate,
    AddCard,
    Announce,
    CancelPayment,
    ChooseOption,
    CopyCard,
    GiveBuilding,
    GiveHandCard,
    GiveVillager,
    MakeRoom,
    OfficerDiscard,
    Outbid,
    PayBuilding,
    PayDefault,
    PayHandCard,
    PayToken,
    PayVillager,
    Rest,
    SetupBuy,
)
from hearthwood.engine.games.snowcrest.state import (
    CENTRE,
    AddFrame,
    ChoiceFrame,
    DemandFrame,
    MeditationFrame,
    PayFrame,
    SnowcrestState,
)
from hearthwood.ui.table import Highlight, PickAndPlace, TableItem
from hearthwood.ui.tables.base import TableBase
from hearthwood.ui.theme import PALETTE, seat_colour

from . import layout as L
from .art import SLATE, option_words
from .cards import villager, villager_card
from .central import Mountain
from .choices import CHOICE_HINTS, ChoiceBar, bar_colour, words_for
from .mats import FaceMemory, MyMat, OtherMat, solo_panel
from .payment_plan import PaymentPlan, SourceKey, source_key

if TYPE_CHECKING:
    from hearthwood.ui.controller import GameController

PAY_SOURCES = (PayToken, PayBuilding, PayHandCard, PayVillager)


class SnowcrestTable(TableBase):
    def __init__(self, scene: QGraphicsScene, controller: GameController, viewer: int | None) -> None:
        super().__init__(scene, controller, viewer)
        self.memory: FaceMemory = {}
        self.helper: PickAndPlace | None = None
        self.plan: PaymentPlan | None = None
        self.selected_slot: int | None = None

    # -- rebuilding --------------------------------------------------------------------------------
    def rebuild(self, view_state: GameState) -> None:
        state = cast(SnowcrestState, view_state)
        self.clear()
        self.helper = None
        self.plan = None
        self.selected_slot = None
        self.state = state
        self.actions: list[Action] = self.my_actions()
        session = self.controller.session
        self.names: list[str] = list(session.names)
        self.colours = [seat.colour or seat_colour(i) for i, seat in enumerate(session.seats)]
        self.focus = self.viewer if self.viewer is not None else state.current
        self.mountain = Mountain(self.scene, state)
        self.mine = MyMat(
            self.scene,
            state.players[self.focus],
            self.focus,
            self._mat_title(self.focus),
            self.colours[self.focus],
            self.memory,
        )
        self.others = self._others(state)
        decision = self.controller.decision()
        accent = self.colours[decision.player] if decision is not None else SLATE
        self.bar = ChoiceBar(self.scene, self.choices_title(self.names, self.actions), accent)
        self.bar.status.set_text(self._status_text())
        self.covered: set[int] = set()
        self._wire(state)
        self._offer_the_rest()
        self.cache_still_items()

    def _mat_title(self, seat: int) -> str:
        marks = []
        if seat == 0 and self.state.num_players > 1:
            marks.append("start player")
        if seat == self.state.current and self.state.phase != "over":
            marks.append("taking a turn")
        you = " (you)" if seat == self.viewer else ""
        return f"{self.names[seat]}{you}" + (f"  \u00b7  {', '.join(marks)}" if marks else "")

    def _others(self, state: SnowcrestState) -> list[OtherMat]:
        seats = [p for p in range(state.num_players) if p != self.focus]
        if not seats:
            me = state.players[self.focus]
            solo_panel(self.scene, state.config.solo_level, me.rests, state.scroll_supply)
            return []
        height = (L.MAT_H - (len(seats) - 1) * 10) / len(seats)
        mats = []
        for index, seat in enumerate(seats):
            mats.append(
                OtherMat(
                    self.scene,
                    state.players[seat],
                    seat,
                    self._mat_title(seat),
                    self.colours[seat],
                    self.memory,
                    x=L.OTHERS_X,
                    y=L.MATS_Y + index * (height + 10),
                    width=L.OTHERS_W,
                    height=height,
                )
            )
        return mats

    def _status_text(self) -> str:
        decision = self.controller.decision()
        if decision is None:
            return "The game is over: the score sheet has the final tally."
        who = "You" if decision.player == self.viewer else self.names[decision.player]
        return f"{who}: {decision.prompt}"

    # -- wiring ----------------------------------------------------------------------------------------
    def _wire(self, state: SnowcrestState) -> None:
        if not self.actions:
            decision = self.controller.decision()
            if decision is not None:
                self.bar.set_hint(f"{self.names[decision.player]} is deciding\u2026")
            return
        top = state.stack[-1] if state.stack else None
        if state.phase == "setup":
            self._wire_setup()
        elif top is None:
            self._wire_main()
        elif isinstance(top, PayFrame):
            self._wire_payment(state, top)
        elif isinstance(top, DemandFrame):
            self._wire_demand()
        elif isinstance(top, MeditationFrame):
            self._wire_meditation(top)
        elif isinstance(top, ChoiceFrame):
            self._wire_choice(top)

    def _offer_the_rest(self) -> None:
        """Every legal action not reachable through a gesture or button above gets a button of its own."""
        choice = None
        if self.state.stack and isinstance(self.state.stack[-1], ChoiceFrame):
            choice = self.state.stack[-1].choice
        for action in self.actions:
            if id(action) not in self.covered:
                self._action_button(action, choice=choice)

    def _action_button(self, action: Action, *, choice: str | None = None, text: str | None = None) -> None:
        self.covered.add(id(action))
        self.bar.button(
            text or words_for(action, self.names, choice=choice),
            partial(self.propose, action),
            colour=bar_colour(action),
            tooltip=action.describe(self.names),
        )

    def _cover(self, kinds: tuple[type, ...]) -> list[Action]:
        found = [a for a in self.actions if isinstance(a, kinds)]
        self.covered.update(id(a) for a in found)
        return found

    # -- setup -----------------------------------------------------------------------------------------
    def _wire_setup(self) -> None:
        buys = {a.card: a for a in self._cover((SetupBuy,)) if isinstance(a, SetupBuy)}
        helper = self._helper()
        for index, card in self.mine.hand.items():
            card_id = self.state.players[self.focus].hand[index]
            if card_id in buys:
                helper.add_source(card, ("buy", card_id))
        helper.add_target(self.mine.spaces[CENTRE], CENTRE)
        self.bar.set_hint(
            "Drag one of your three cards onto the centre of your Village (or click it, then the "
            "centre): it is bought with Barley tokens, each one short costs an Omen."
        )

    # -- the main action -------------------------------------------------------------------------------
    def _wire_main(self) -> None:
        adds = [a for a in self._cover((AddCard,)) if isinstance(a, AddCard)]
        activations = [a for a in self._cover((Activate,)) if isinstance(a, Activate)]
        me = self.state.players[self.focus]
        helper = self._helper()
        for index, card in self.mine.hand.items():
            card_id = me.hand[index]
            if card_id is not None:
                helper.add_source(card, ("hand", index, card_id))
        for index, card in self.mountain.row.items():
            card_id = self.state.common_row[index]
            if card_id is not None:
                helper.add_source(card, ("row", index, card_id))
        for slot, space in self.mine.spaces.items():
            helper.add_target(space, slot)
        for slot, card in self.mine.village.items():
            if any(a.slot == slot for a in activations):
                card.set_interactive(True)
                card.clicked.connect(lambda s=slot: self._village_clicked(s))
        for action in self._cover((Rest,)):
            self._action_button(action, text="Rest")
        self._activations = activations
        if any(isinstance(a, Rest) for a in self.actions) and not adds and not activations:
            self.bar.set_hint("Rest: face-down cards turn up, and each card yields its resources.")
        else:
            self.bar.set_hint(
                "Drag a card from your hand or the Common row onto a Village space to Add it (then it acts); "
                "click a face-up Villager to Activate it."
            )

    def _village_clicked(self, slot: int) -> None:
        if self.helper is not None and self.helper.selected is not None:
            self.helper.place(slot)  # a held card goes onto this (face-up) Villager's space
            return
        self._select_activation(slot)

    def _select_activation(self, slot: int) -> None:
        self.selected_slot = slot
        for other, item in self.mine.village.items():
            item.set_highlight(Highlight.SELECTED if other == slot else Highlight.NONE)
        self.bar.clear_buttons()
        self.covered = {id(a) for a in self.actions}
        card_id = self.state.players[self.focus].village[slot]
        assert card_id is not None
        card = villager(card_id.card)
        for action in self._activations:
            if action.slot != slot:
                continue
            text = "Flip it without effect" if action.option is None else option_words(card.actions[action.option])
            self.bar.button(
                text,
                partial(self.propose, action),
                colour=PALETTE.moss_dark if action.option is not None else PALETTE.wood,
                tooltip=action.describe(self.names),
            )
        self.bar.button("Cancel", self._cancel_activation, colour=PALETTE.wood)
        self.bar.set_hint(f"Activate {card.name}: choose what it does. It turns face down until your next Rest.")

    def _cancel_activation(self) -> None:
        self.rebuild(self.controller.view())

    # -- drag and drop ---------------------------------------------------------------------------------
    def _helper(self) -> PickAndPlace:
        if self.helper is None:
            self.helper = self.pick_and_place(self._legal_slots, self._action_for)
        return self.helper

    def _legal_slots(self, source: Hashable) -> list[int]:
        if not isinstance(source, tuple):
            return []
        if source[0] == "buy":
            return [CENTRE]
        return [a.slot for a in self.actions if isinstance(a, AddCard) and self._matches(a, source)]

    @staticmethod
    def _matches(action: AddCard, source: tuple[Hashable, ...]) -> bool:
        if source[0] == "hand":
            return action.source == "hand" and action.card == source[2]
        return action.source == "row" and action.index == source[1] and action.card == source[2]

    def _action_for(self, source: Hashable, target: Hashable) -> Action | None:
        if not isinstance(source, tuple) or not isinstance(target, int) or self.viewer is None:
            return None
        if source[0] == "buy":
            return next((a for a in self.actions if isinstance(a, SetupBuy) and a.card == source[1]), None)
        for action in self.actions:
            if isinstance(action, AddCard) and action.slot == target and self._matches(action, source):
                return action
        # Not among the legal moves: still proposed, so the engine says which rule forbids it.
        return AddCard(
            player=self.viewer,
            card=source[2],
            source=source[0],
            index=source[1] if source[0] == "row" else 0,
            slot=target,
        )

    # -- paying ----------------------------------------------------------------------------------------
    def _wire_payment(self, state: SnowcrestState, frame: PayFrame) -> None:
        self._cover((*PAY_SOURCES, PayDefault, CancelPayment))
        self.plan = PaymentPlan(frame.player, state.players[frame.player], frame)
        for key, item in self._source_items().items():
            item.set_interactive(True)
            item.clicked.connect(lambda k=key: self._toggle_source(k))
        self._show_arriving(state)
        self._show_payment()

    def _show_arriving(self, state: SnowcrestState) -> None:
        """While a new card is paid for, it hovers over its square, half seen, so the player sees what goes
        where."""
        arriving = next((f for f in reversed(state.stack) if isinstance(f, AddFrame)), None)
        if arriving is None or arriving.player != self.focus:
            return
        space = self.mine.spaces[arriving.slot]
        ghost = villager_card(
            arriving.card,
            self.colours[self.focus],
            key=("arriving", arriving.card),
            width=L.CARD_W,
            height=L.CARD_H,
            parent=space,
        )
        ghost.setPos(6, -6)
        ghost.setZValue(10)
        ghost.setOpacity(0.72)
        ghost.set_highlight(Highlight.SELECTED)
        ghost.setToolTip(f"Arriving here once paid for:\n{ghost.toolTip()}")

    def _source_items(self) -> dict[SourceKey, TableItem]:
        me = self.state.players[self.focus]
        items: dict[SourceKey, TableItem] = {}
        for resource, pile in self.mine.tokens.items():
            if pile.count:
                items[("token", resource)] = pile
        for index, space in self.mine.buildings.items():
            if space.building is not None and space.face_up:
                items[("building", index)] = space
        for index, card in self.mine.hand.items():
            if me.hand[index] is not None:
                items[("hand", me.hand[index])] = card
        for slot, card in self.mine.village.items():
            held = me.village[slot]
            if held is not None and held.face_up:
                items[("village", slot)] = card
        return items

    def _toggle_source(self, key: SourceKey) -> None:
        if self.plan is None:
            return
        if not self.plan.toggle(key):
            self.controller.error.emit("That pays nothing still owed: click a chosen source to take it out first.")
            return
        self._show_payment()

    def _show_payment(self) -> None:
        plan = self.plan
        assert plan is not None
        chosen = plan.chosen()
        usable = plan.usable()
        for key, item in self._source_items().items():
            item.set_highlight(
                Highlight.SELECTED if key in chosen else Highlight.LEGAL if key in usable else Highlight.NONE
            )
            if key[0] == "token":
                pile = self.mine.tokens[str(key[1])]
                pile.chosen = chosen.get(key, 0)
                pile.update()
        self.bar.clear_buttons()
        owed = plan.still_owed()
        parts = [_source_words(key, n) for key, n in chosen.items()]
        paying = ", ".join(parts) if parts else "nothing yet"
        left = ", ".join(f"{n} {r}" for r, n in owed.items()) if owed else "nothing"
        self.bar.set_hint(
            f"Proposed: {paying}.  Still owed: {left}.  Click your tokens, Buildings, hand cards or "
            "face-up Villagers to change it."
        )
        if plan.steps:
            text = "Confirm payment" if not owed else "Pay these now"
            self.bar.button(text, self._confirm_payment, tooltip="Pay with the sources shown in gold")
        if not plan.is_suggested():
            self.bar.button("Suggested payment", self._reset_payment, colour=PALETTE.wood)
        for action in self.actions:
            if isinstance(action, CancelPayment):
                self.bar.button(
                    "Take it back",
                    partial(self.propose, action),
                    colour=PALETTE.wood,
                    tooltip="Give back what was paid and choose again",
                )

    def _reset_payment(self) -> None:
        if self.plan is not None:
            self.plan.reset()
            self._show_payment()

    def _confirm_payment(self) -> None:
        if self.plan is None:
            return
        for action in self.plan.actions():
            if self.propose(action) is not None:
                return

    # -- offerings and curses --------------------------------------------------------------------------
    def _wire_demand(self) -> None:
        """Each source pays the first thing it can (a card given whole before its icons); the rest are
        buttons, including the suggested payment and Omens for whatever is left."""
        wanted: dict[SourceKey, Action] = {}
        for action in self.actions:
            key = source_key(action)
            if isinstance(action, GiveBuilding):
                key = ("building", action.index)
            elif isinstance(action, GiveHandCard):
                key = ("hand", action.card)
            elif isinstance(action, GiveVillager):
                key = ("village", action.slot)
            if key is not None and (
                key not in wanted or isinstance(action, GiveBuilding | GiveHandCard | GiveVillager)
            ):
                wanted[key] = action
        items = self._demand_items()
        for key, action in wanted.items():
            item = items.get(key)
            if item is None:
                continue
            self.covered.add(id(action))
            item.set_interactive(True)
            item.set_highlight(Highlight.LEGAL)
            item.setToolTip(action.describe(self.names))
            item.clicked.connect(lambda a=action: self.propose(a))
        self.bar.set_hint("Click what you give (highlighted), or use a button; every item left unpaid costs an Omen.")

    def _demand_items(self) -> dict[SourceKey, TableItem]:
        items: dict[SourceKey, TableItem] = {}
        player = self.state.players[self.focus]
        for resource, pile in self.mine.tokens.items():
            items[("token", resource)] = pile
        for index, space in self.mine.buildings.items():
            items[("building", index)] = space
        for index, card in self.mine.hand.items():
            if player.hand[index] is not None:
                items[("hand", player.hand[index])] = card
        for slot, card in self.mine.village.items():
            items[("village", slot)] = card
        return items

    # -- Meditation --------------------------------------------------------------------------------------
    def _wire_meditation(self, frame: MeditationFrame) -> None:
        if frame.stage == "announce":
            for action in self._cover((Announce,)):
                self._action_button(action)
            extra = f" Your Mystic adds {frame.bonus} to the total announced." if frame.bonus else ""
            self.bar.set_hint(
                "Choose how many Prayer Bells you pay: each other player may then pay one more "
                "for a Scroll, or you take one." + extra
            )
        else:
            bells = frame.total + 1
            for action in self._cover((Outbid,)):
                self._action_button(action, text=f"Outbid: pay {counted(bells, 'Bell')} for a Scroll")
            self.bar.set_hint(
                f"{self.names[frame.player]} meditates with {counted(frame.total, 'Prayer Bell')}. Pay "
                f"{frame.total + 1} to take a Scroll yourself, or decline and "
                f"{self.names[frame.player]} takes one."
            )

    # -- card follow-ups -------------------------------------------------------------------------------
    def _wire_choice(self, frame: ChoiceFrame) -> None:
        if frame.choice == "option" and frame.card:
            card = villager(frame.card)
            for action in self._cover((ChooseOption,)):
                assert isinstance(action, ChooseOption)
                if action.option is None:
                    self._action_button(action, text="Use no action")
                else:
                    self._action_button(action, text=option_words(card.actions[action.option]))
            self.bar.set_hint(f"{card.name} joins your Village: choose what it does now.")
        if frame.choice == "scholar":
            self._wire_copies()
        me = self.state.players[self.focus]
        for action in self.actions:
            if isinstance(action, MakeRoom) and action.index in self.mine.buildings:
                item: TableItem = self.mine.buildings[action.index]
            elif isinstance(action, OfficerDiscard):
                index = next((i for i, c in enumerate(me.hand) if c == action.card), None)
                if index is None:
                    continue
                item = self.mine.hand[index]
            else:
                continue
            item.set_interactive(True)
            item.set_highlight(Highlight.LEGAL)
            item.clicked.connect(lambda a=action: self.propose(a))
        if frame.choice in CHOICE_HINTS:
            self.bar.set_hint(CHOICE_HINTS[frame.choice])
        if frame.choice == "officer":
            self.bar.set_hint("Click cards in your hand to discard them, one at a time; each is replaced by a draw.")
        elif frame.choice == "make_room":
            self.bar.set_hint("Click a Building to return it to the supply, or don't build.")

    def _wire_copies(self) -> None:
        """The Scholar's choices, named by card and action rather than by square."""
        for action in self._cover((CopyCard,)):
            assert isinstance(action, CopyCard)
            if action.target < 0:
                card_id = self.state.common_row[action.slot]
                owner = "Common row"
            else:
                held = self.state.players[action.target].village[action.slot]
                card_id = held.card if held is not None else None
                owner = self.names[action.target]
            if card_id is None:
                self.covered.discard(id(action))  # falls back to a plain button
                continue
            card = villager(card_id)
            self._action_button(action, text=f"{card.name} ({owner}): {option_words(card.actions[action.option])}")


def _source_words(key: SourceKey, count: int) -> str:
    kind, what = key
    if kind == "token":
        return counted(count, f"{what} token")
    if kind == "building":
        return f"Building {int(what) + 1}"  # type: ignore[call-overload]
    if kind == "hand":
        return f"{villager(str(what)).name} from hand"
    return f"Villager at square {int(what) + 1}"  # type: ignore[call-overload]
