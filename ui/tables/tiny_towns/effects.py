"""Monument effects that ask their owner for a choice: Architect's Guild, Grove University and Opaleye's
Watch. Each is offered exactly as the engine lists it; the picker only pairs a square with a card."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from hearthwood.engine.core import Action
from hearthwood.engine.games.tiny_towns.actions import (
    ChooseWatch,
    Decline,
    DeliverWatched,
    PlaceFreeBuilding,
    ReplaceBuilding,
)
from hearthwood.engine.games.tiny_towns.content import load_content
from hearthwood.ui.table import CardItem, Highlight

from .choices import ChoicePanel
from .town_view import MyTown

SquareBuilding = ReplaceBuilding | PlaceFreeBuilding | DeliverWatched

PROMPTS = {
    "replace_buildings": "Architect's Guild: click one of your buildings, then the card of the kind it becomes.",
    "free_building": "Grove University: click the card of the building you want, then an empty square.",
    "choose_watch": "Opaleye's Watch: click three building cards, then set them on the Watch.",
    "watch_delivery": "Opaleye's Watch: click the empty square where your {name} goes.",
}


class EffectPicker:
    def __init__(
        self,
        effect: str,
        actions: Sequence[Action],
        town: MyTown,
        cards: dict[str, CardItem],
        panel: ChoicePanel,
        *,
        propose: Callable[[Action], str | None],
        choose_resource: Callable[[str, list[SquareBuilding]], None],
        refuse: Callable[[str], None],
    ) -> None:
        self._refuse = refuse
        self.effect = effect
        self._actions = list(actions)
        self._town = town
        self._cards = cards
        self._propose = propose
        self._choose_resource = choose_resource
        self.square: int | None = None
        self.kind: str | None = None
        self.watch: list[str] = []
        self._pairs: list[SquareBuilding] = [a for a in actions if isinstance(a, SquareBuilding)]
        building = next((a.building for a in self._pairs), "")
        name = load_content().card(building).name if building else ""
        panel.say(PROMPTS[effect].format(name=name))
        if effect == "choose_watch":
            self._confirm = panel.button("Set these three on the Watch", self._confirm_watch)
        for action in actions:
            if isinstance(action, Decline):
                panel.button("Stop: make no more changes", partial(propose, action), tooltip=action.describe(["You"]))
        for kind, card in cards.items():
            if effect == "choose_watch" or any(a.building == kind for a in self._pairs):
                card.set_interactive(True)
                card.clicked.connect(lambda k=kind: self.card_clicked(k))
        if effect == "watch_delivery" and building:
            self.kind = building
        self._show()

    def card_clicked(self, kind: str) -> None:
        if self.effect == "choose_watch":
            if kind in self.watch:
                self.watch.remove(kind)
            elif len(self.watch) < 3:
                self.watch.append(kind)
        else:
            self.kind = None if self.kind == kind else kind
            self._maybe_finish()
        self._show()

    def square_clicked(self, square: int) -> bool:
        if self.effect == "choose_watch":
            return False
        if not any(a.square == square for a in self._pairs):
            return False
        self.square = None if self.square == square else square
        self._maybe_finish()
        self._show()
        return True

    def _maybe_finish(self) -> None:
        if self.square is None or self.kind is None:
            return
        options = [a for a in self._pairs if a.square == self.square and a.building == self.kind]
        if len(options) > 1:
            self._choose_resource(self.kind, options)
        elif options:
            self._propose(options[0])

    def _confirm_watch(self) -> None:
        chosen = tuple(sorted(self.watch))
        for action in self._actions:
            if isinstance(action, ChooseWatch) and action.buildings == chosen:
                self._propose(action)
                return
        self._refuse("Choose three different kinds of building for the Watch first.")

    def _show(self) -> None:
        self._town.clear_marks()
        squares = {a.square for a in self._pairs if self.kind is None or a.building == self.kind}
        for square in squares:
            self._town.mark(square, Highlight.SELECTED if square == self.square else Highlight.LEGAL)
        kinds = {a.building for a in self._pairs if self.square is None or a.square == self.square}
        for kind, card in self._cards.items():
            if self.effect == "choose_watch":
                card.set_highlight(Highlight.SELECTED if kind in self.watch else Highlight.LEGAL)
            elif kind == self.kind:
                card.set_highlight(Highlight.SELECTED)
            else:
                card.set_highlight(Highlight.LEGAL if kind in kinds else Highlight.NONE)
