"""The choice buttons: every legal action the board doesn't take by drag and drop, grouped so a long list
(the ways to pay, the Goods to pick) opens on a click instead of flooding the table.

Actions this module doesn't know (a Traveler added to the engine later) still get a button, labelled by the
action's own ``describe``, so nothing legal is ever out of reach.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import Action, counted
from hearthwood.engine.games.creature_comforts.actions import Resolve
from hearthwood.engine.games.creature_comforts.content import Cost, Reward, load_content
from hearthwood.engine.games.creature_comforts.locations import base, location_name
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState
from hearthwood.ui.table import BoardItem, ButtonFlow, ButtonItem, LabelItem
from hearthwood.ui.theme import PALETTE, body_font

#: Taken on the board by drag or click-click (dice, workers), so they get no button.
ON_THE_BOARD = frozenset({"assign_die", "modify_die", "place_worker", "place_coin"})
DONE_LABELS = {
    "pass": "Pass",
    "finish_placing": "Done placing",
    "end_locations": "Done with locations",
    "end_trades": "Done trading",
    "end_crafting": "Done crafting",
}


def goods_text(goods: Sequence[str]) -> str:
    counts = Counter(goods)
    return ", ".join(f"{n} {g.capitalize()}" if n > 1 else g.capitalize() for g, n in counts.items()) or "nothing"


def tokens_text(coins: int, stories: int, lessons: int) -> list[str]:
    words = []
    for n, one, many in ((coins, "Coin", "Coins"), (stories, "Story", "Stories"), (lessons, "Lesson", "Lessons")):
        if n:
            words.append(f"{n} {one if n == 1 else many}")
    return words


@dataclass
class Choice:
    """One button: a single action, or a group that opens into its actions."""

    label: str
    actions: list[Action] = field(default_factory=list)
    sub_labels: list[str] = field(default_factory=list)
    colour: str = PALETTE.moss_dark

    @property
    def single(self) -> bool:
        return len(self.actions) == 1


class Labeller:
    """Words for actions, from the state the table shows."""

    def __init__(self, state: CreatureComfortsState, names: Sequence[str]) -> None:
        self.state = state
        self.names = list(names)
        self.content = load_content()

    def comfort(self, card: str) -> str:
        return self.content.comfort(card).name

    def group_of(self, action: Action) -> tuple[Hashable, str, str]:
        """(group key, group label, this action's label within the group)."""
        kind = action.kind
        if isinstance(action, Resolve):
            return self._resolve(action)
        if kind == "trade":
            return self._trade(action)
        if kind == "craft":
            name = self.comfort(action.card)  # type: ignore[attr-defined]
            return (("craft", action.card), f"Craft {name}", f"Pay {goods_text(action.pay)}")  # type: ignore[attr-defined]
        if kind == "discard_comfort":
            return ((kind, action.card), f"Discard {self.comfort(action.card)}", "")  # type: ignore[attr-defined]
        if kind == "discard_starting":
            return ((kind, action.card), f"Set aside {self.comfort(action.card)}", "")  # type: ignore[attr-defined]
        if kind == "take_face_up":
            card = self.state.owls_nest[action.slot]  # type: ignore[attr-defined]
            return ((kind, action.slot), f"Take {self.comfort(card)}", "")  # type: ignore[attr-defined]
        if kind == "set_family_die":
            die = action.die  # type: ignore[attr-defined]
            shows = self.state.players[action.player].family[die]
            return ((kind, die), f"Turn Family die {die + 1} (shows {shows})", f"to {action.value}")  # type: ignore[attr-defined]
        if kind == "give_good":
            return ((kind, action.to), f"Give a Good to {self.names[action.to]}", action.good.capitalize())  # type: ignore[attr-defined]
        if kind in DONE_LABELS:
            return (kind, DONE_LABELS[kind], "")
        special = self._traveler_and_improvement(action)
        if special is not None:
            return special
        return (kind, kind.replace("_", " ").capitalize(), action.describe(self.names))

    def _trade_terms(self, option: int) -> tuple[str, Cost | None, Reward | None]:
        """The trade's name and its printed cost and reward, where the table can tell which it is."""
        turn = self.state.turn
        trading_at = base(turn.trade_at) if turn is not None and turn.trade_at is not None else None
        if turn is not None and trading_at == "market" and option < len(self.content.setup.market):
            trade = self.content.setup.market[option]
            return trade.text.rstrip("."), trade.pay, trade.gain
        if turn is not None and trading_at == "inn" and self.state.traveler:
            dice = [v for v, at in zip(turn.values, turn.assigned, strict=False) if at == turn.trade_at]
            traveler = self.content.traveler(self.state.traveler)
            if dice:
                inn = traveler.inn_option(dice[0])
                pay, gain = getattr(inn.action, "pay", None), getattr(inn.action, "gain", None)
                return f"{traveler.name}: {inn.text.rstrip('.')}", pay, gain
        return "Trade", None, None

    def _trade(self, action: Action) -> tuple[Hashable, str, str]:
        fields = action.__dict__
        title, cost, reward = self._trade_terms(fields.get("option", 0))
        paid = [goods_text(fields.get("pay") or ())] if fields.get("pay") else []
        paid += [self.comfort(c) for c in fields.get("cards") or ()]
        got = [goods_text(fields.get("gain") or ())] if fields.get("gain") else []
        if cost is not None:
            paid += tokens_text(cost.coins, cost.stories, cost.lesson_learned)
        if reward is not None:
            got += tokens_text(reward.coins, reward.stories, reward.lesson_learned)
            if reward.comforts:
                got.append(counted(reward.comforts, "Comfort card"))
        sub = f"{' + '.join(paid) or 'Pay'} \u2192 {' + '.join(got) or 'the reward'}"
        return (("trade", fields.get("option", 0)), title, sub)

    def _traveler_and_improvement(self, action: Action) -> tuple[Hashable, str, str] | None:
        """Words for the powers of particular Travelers and Improvements; None for anything else."""
        kind = action.kind
        fields = action.__dict__
        if kind == "assign_die":
            return (("assign", fields["die"]), "Where does the die go?", location_name(fields["location"]))
        if kind == "modify_die":
            die = fields["die"]
            turn = self.state.turn
            shows = turn.values[die] if turn else "?"
            where = location_name(turn.assigned[die]) if turn and turn.assigned[die] else "the tray"
            return (("modify", die), f"Lesson Learned: the {shows} on {where}", f"{fields['delta']:+d}")
        if kind == "place_coin":
            return (kind, "Set the Raven's Coin", location_name(fields["location"]).capitalize())
        if kind == "use_valley":
            where = location_name(fields["location"])
            gain = fields.get("gain") or ()
            return ((kind, fields["location"]), f"Use {where} with the Village dice", f"Take {goods_text(gain)}")
        if kind == "give_goods":
            return (kind, "Give Goods to your left", goods_text(fields.get("goods") or ()))
        if kind == "move_worker":
            origin = location_name(fields["origin"])
            return ((kind, fields["origin"]), f"Cycle the worker from {origin}", f"to {location_name(fields['to'])}")
        if kind == "raise_family_die":
            return (kind, "Umbrella: raise a Family die", f"Family die {fields['die'] + 1} +{fields['amount']}")
        if kind == "nudge_village_die":
            die = fields["die"]
            shows = self.state.turn.values[die] if self.state.turn else "?"
            return (kind, "Weathervane: turn a Village die", f"The {shows} by {fields['delta']:+d}")
        if kind == "take_from_discard":
            return (kind, "Take a Comfort from the discard pile", self.comfort(fields["card"]))
        return None

    def _resolve(self, action: Resolve) -> tuple[Hashable, str, str]:
        location = action.location
        name = location_name(location)
        detail = f"take {goods_text(action.gain)}" if action.gain else ""
        if action.extra:
            detail += f" and {action.extra.capitalize()} by Wheelbarrow"
        if location == "owl_face_up" and action.choice is not None:
            card = self.state.owls_nest[action.choice]
            return ((location, action.choice), f"Take {self.comfort(card)} from the Owl's Nest", "")
        if location == "workshop" and action.choice is not None:
            improvement = self.state.workshop[action.choice - 1]
            built = self.content.improvement(improvement).name if improvement else "an Improvement"
            return ((location, action.choice), f"Build {built}", f"Pay {goods_text(action.pay)}")
        if location.startswith("glade:") and action.pay:
            detail += f", give the owner {goods_text(action.pay)}"
        label = f"Resolve {name}"
        return (location, label, detail[:1].upper() + detail[1:] if detail else label)

    def choices(self, actions: Sequence[Action], *, board_too: bool = False) -> list[Choice]:
        """Buttons for ``actions``, leaving out those taken on the board unless ``board_too``."""
        groups: dict[Hashable, Choice] = {}
        for action in actions:
            if action.kind in ON_THE_BOARD and not board_too:
                continue
            key, label, sub = self.group_of(action)
            choice = groups.setdefault(key, Choice(label))
            choice.actions.append(action)
            choice.sub_labels.append(sub or label)
            if action.kind in DONE_LABELS:
                choice.colour = PALETTE.wood
        # "Done" buttons last, so the board's own choices come first.
        return sorted(groups.values(), key=lambda c: c.colour == PALETTE.wood)


class ChoicePanel:
    """A board of fixed size with the prompt and the buttons, a page at a time when they are many; a group's
    button opens its options in place."""

    def __init__(self, scene: QGraphicsScene, x: float, y: float, width: float, height: float) -> None:
        self.scene = scene
        self.x, self.y, self.width, self.height = x, y, width, height
        self.board: BoardItem | None = None
        self.flow: ButtonFlow | None = None
        self._items: list[object] = []
        self._choices: list[Choice] = []
        self._title = ""
        self._status = ""
        self._propose: Callable[[Action], object] = lambda action: None

    def show(self, title: str, status: str, choices: list[Choice], propose: Callable[[Action], object]) -> None:
        self._title, self._status, self._choices, self._propose = title, status, choices, propose
        self._draw(None)

    def open(self, choice: Choice) -> None:
        self._draw(choice)

    def actions(self) -> list[Action]:
        return [action for choice in self._choices for action in choice.actions]

    @property
    def buttons(self) -> list[ButtonItem]:
        """Every button, on whichever page it is."""
        return self.flow.buttons if self.flow is not None else []

    def button_texts(self) -> list[str]:
        return [b.text for b in self.buttons]

    def button(self, text: str) -> ButtonItem:
        return next(b for b in self.buttons if b.text == text)

    def _clear(self) -> None:
        if self.flow is not None:
            self.flow.clear()
            self.flow = None
        for item in self._items:
            if item.scene() is not None:  # type: ignore[attr-defined]
                self.scene.removeItem(item)  # type: ignore[arg-type]
        self._items = []

    def _flow(self, top: float) -> ButtonFlow:
        box = QRectF(self.x + 14, top, self.width - 28, self.y + self.height - 12 - top)
        return ButtonFlow(self.scene, box, QPointF(self.x + self.width - 12, self.y + 7))

    def _draw(self, opened: Choice | None) -> None:
        self._lay_out(opened, compact=False)
        if self.flow is not None and self.flow.pages > 1:
            # Smaller buttons before more pages: three rows of them fit where two of the big ones did.
            self._lay_out(opened, compact=True)

    def _lay_out(self, opened: Choice | None, *, compact: bool) -> None:
        self._clear()
        inner = self.width - 28
        # The prompt is in the banner too: the panel's words are smaller, to leave the buttons room.
        status = LabelItem(self._status, font=body_font(9.5), colour=PALETTE.moss_dark, width=inner, key="status")
        status.setPos(self.x + 14, self.y + 38)
        self._add(status)
        top = status.y() + status.height + 6
        if opened is None:
            flow = self.flow = self._flow(top)
            for choice in self._choices:
                button = ButtonItem(choice.label, colour=choice.colour, key=("choice", choice.label), compact=compact)
                if choice.single:
                    action = choice.actions[0]
                    button.setToolTip(choice.sub_labels[0] if choice.sub_labels[0] != choice.label else "")
                    button.clicked.connect(lambda a=action: self._propose(a))
                else:
                    button.setToolTip(f"{len(choice.actions)} ways: click to choose")
                    button.clicked.connect(lambda c=choice: self.open(c))
                # The ways to end a step (Done, Pass) close every page.
                flow.add(button, pinned=choice.colour == PALETTE.wood)
        else:
            heading = LabelItem(f"{opened.label}: choose one", font=body_font(10, bold=True), width=inner)
            heading.setPos(self.x + 14, top)
            self._add(heading)
            flow = self.flow = self._flow(top + heading.height + 4)
            for action, sub in zip(opened.actions, opened.sub_labels, strict=True):
                button = ButtonItem(sub, colour=opened.colour, key=("option", sub), compact=compact)
                button.clicked.connect(lambda a=action: self._propose(a))
                flow.add(button)
            back = ButtonItem("Back", colour=PALETTE.wood, key=("choice", "Back"), compact=compact)
            back.clicked.connect(lambda: self._draw(None))
            flow.add(back, pinned=True)
        self.board = BoardItem(self._title, self.width, self.height, key="choices")
        self.board.setPos(self.x, self.y)
        self.board.setZValue(-1)
        self._add(self.board)

    def _add(self, item: object) -> None:
        self.scene.addItem(item)  # type: ignore[arg-type]
        self._items.append(item)
