"""Choosing a build: a card, then which way its pattern lies in the town, then where the building stands.

Everything offered comes from the engine's ``Build`` actions for the viewer. The picker only remembers the
half-made choice (card, pattern, anchor square) between clicks; the next rebuild starts it afresh.

Clicks, in order:
1. a building card: every square of every way it can be built now lights up (one way: it is chosen);
2. a lit square: the first way through it is chosen (gold); clicking the same square again shows the next
   way through it, when there are several;
3. a square with a pin (a legal target of the chosen way): the building goes there. A Factory or Bank then
   asks which resource it holds.
Dragging a card onto a target does 1-3 at once when the card has a single way to be built.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF

from hearthwood.engine.core import Action, counted
from hearthwood.engine.games.tiny_towns.actions import Build
from hearthwood.engine.games.tiny_towns.board import square_name
from hearthwood.engine.games.tiny_towns.content import load_content
from hearthwood.ui.table import CardItem, Highlight

from .choices import snap_back
from .town_view import MyTown

Pattern = tuple[int, ...]


class BuildPicker:
    def __init__(
        self,
        town: MyTown,
        cards: dict[str, CardItem],
        builds: list[Build],
        *,
        propose: Callable[[Action], str | None],
        refuse: Callable[[str], None],
        choose_resource: Callable[[str, list[Build]], None],
        changed: Callable[[], None],
    ) -> None:
        self._town = town
        self._cards = cards
        self._builds = builds
        self._propose = propose
        self._refuse = refuse
        self._choose_resource = choose_resource
        self._changed = changed
        self.kind: str | None = None
        self.pattern: Pattern | None = None
        self.anchor: int | None = None
        self._origin: QPointF | None = None
        for kind, card in cards.items():
            if self.patterns(kind):
                card.set_interactive(True, draggable=True)
                card.clicked.connect(lambda k=kind: self.select(k))
                card.drag_started.connect(lambda k=kind: self._picked_up(k))
                card.drag_released.connect(lambda pos, k=kind: self._dropped(k, pos))

    # -- what the engine allows --------------------------------------------------------------------
    def patterns(self, kind: str) -> list[Pattern]:
        """The distinct ways ``kind`` can be built now, in the engine's order."""
        seen: dict[Pattern, None] = {}
        for build in self._builds:
            if build.building == kind:
                seen[build.squares] = None
        return list(seen)

    def targets(self, kind: str, pattern: Pattern) -> list[int]:
        return sorted({b.target for b in self._builds if b.building == kind and b.squares == pattern})

    def buildable_kinds(self) -> list[str]:
        return [kind for kind in self._cards if self.patterns(kind)]

    # -- clicks --------------------------------------------------------------------------------------
    def select(self, kind: str) -> None:
        if self.kind == kind:
            self.clear()
            return
        self.kind, self.pattern, self.anchor = kind, None, None
        patterns = self.patterns(kind)
        if len(patterns) == 1:
            self.pattern = patterns[0]
        self._show()

    def clear(self) -> None:
        self.kind, self.pattern, self.anchor = None, None, None
        self._show()

    def square_clicked(self, square: int) -> bool:
        """Returns whether the click meant something to the picker."""
        if self.kind is None:
            return False
        kind = self.kind
        through = [p for p in self.patterns(kind) if square in p]
        if self.pattern is not None and square == self.anchor and len(through) > 1:
            self.pattern = through[(through.index(self.pattern) + 1) % len(through)]
        elif self.pattern is not None and square in self.targets(kind, self.pattern):
            self.build_at(square)
            return True
        elif through:
            self.pattern, self.anchor = through[0], square
        else:
            name = load_content().card(kind).name
            self._refuse(f"{square_name(square)} is not part of a way to build a {name} right now.")
            return True
        self._show()
        return True

    def next_way(self) -> None:
        """Show the next way to build the selected card (the button equivalent of clicking again)."""
        if self.kind is None:
            return
        patterns = self.patterns(self.kind)
        index = patterns.index(self.pattern) + 1 if self.pattern in patterns else 0
        self.pattern = patterns[index % len(patterns)]
        self.anchor = None  # so a click on that square now builds there instead of cycling again
        self._show()

    def build_at(self, target: int) -> str | None:
        if self.kind is None or self.pattern is None:
            return None
        options = [
            b for b in self._builds if b.building == self.kind and b.squares == self.pattern and b.target == target
        ]
        if not options:
            # Not a legal target: let the engine say why, in its own words.
            return self._propose(
                Build(player=self._builds[0].player, building=self.kind, squares=self.pattern, target=target)
            )
        if len(options) > 1:
            self._choose_resource(self.kind, options)
            return None
        return self._propose(options[0])

    # -- dragging a card -----------------------------------------------------------------------------
    def _picked_up(self, kind: str) -> None:
        card = self._cards[kind]
        self._origin = QPointF(card.pos())  # drag_started fires before the card first moves
        if self.kind != kind:
            self.select(kind)

    def _dropped(self, kind: str, scene_pos: QPointF) -> None:
        card = self._cards[kind]
        square = self._square_at(scene_pos)
        patterns = self.patterns(kind)
        reason: str | None = None
        if square is None:
            reason = ""
        elif self.kind == kind and self.pattern is not None:
            reason = self.build_at(square)
        elif len(patterns) == 1:
            self.kind, self.pattern = kind, patterns[0]
            reason = self.build_at(square)
        else:
            reason = "There are several ways to build this: click a lit square to choose one, then where it goes."
            self._refuse(reason)
        if reason is not None and self._origin is not None:
            snap_back(card, self._origin)
        self._show()

    def _square_at(self, scene_pos: QPointF) -> int | None:
        for square, item in self._town.squares.items():
            if item.sceneBoundingRect().adjusted(6, 6, -6, -6).contains(scene_pos):
                return square
        return None

    # -- showing the choice --------------------------------------------------------------------------
    def _show(self) -> None:
        town = self._town
        town.clear_marks()
        for kind, card in self._cards.items():
            card.set_highlight(Highlight.SELECTED if kind == self.kind else Highlight.NONE)
        if self.kind is not None:
            lit = {s for p in self.patterns(self.kind) for s in p}
            for square in lit:
                town.mark(square, Highlight.LEGAL)
            if self.pattern is not None:
                for square in self.pattern:
                    town.mark(square, Highlight.SELECTED)
                for square in self.targets(self.kind, self.pattern):
                    town.mark(
                        square, town.squares[square].highlight if square in self.pattern else Highlight.LEGAL, pin=True
                    )
        self._changed()

    def summary(self) -> str:
        """A line for the choices panel describing where the choice stands."""
        if self.kind is None:
            return ""
        name = load_content().card(self.kind).name
        patterns = self.patterns(self.kind)
        if self.pattern is None:
            return f"{name}: {counted(len(patterns), 'way')} to build it \u2014 click a lit square to pick one."
        way = f" (way {patterns.index(self.pattern) + 1} of {len(patterns)})" if len(patterns) > 1 else ""
        return f"{name}{way}: click a square with a pin to build there."
