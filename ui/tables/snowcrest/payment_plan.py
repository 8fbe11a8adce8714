"""A payment the table proposes and the player edits before confirming it.

The engine takes a payment one source at a time (a token, a Building, a hand card, a Village card). The
table starts from the engine's own suggestion and lets the player swap sources in and out; nothing is
applied until the player confirms, and then every step is one of the engine's legal actions at the moment
it is applied (the plan is replayed with the engine's payment functions on a copy of the viewer's own
player, which the viewer sees in full).
"""

from __future__ import annotations

from collections.abc import Hashable

from hearthwood.engine.core import Action
from hearthwood.engine.core.copying import fast_deepcopy
from hearthwood.engine.games.snowcrest.actions import PayBuilding, PayDefault, PayHandCard, PayToken, PayVillager
from hearthwood.engine.games.snowcrest.payment import default_payment, owed, pay_source, source_actions
from hearthwood.engine.games.snowcrest.state import PayFrame, Player

# A source as the table shows it: ("token", resource), ("building", index), ("hand", card), ("village", slot).
SourceKey = tuple[str, Hashable]


def source_key(action: Action) -> SourceKey | None:
    if isinstance(action, PayToken):
        return ("token", action.resource)
    if isinstance(action, PayBuilding):
        return ("building", action.index)
    if isinstance(action, PayHandCard):
        return ("hand", action.card)
    if isinstance(action, PayVillager):
        return ("village", action.slot)
    return None


class PaymentPlan:
    """The sources chosen so far, replayed to know what each gives and what is still owed."""

    def __init__(self, player_index: int, player: Player, frame: PayFrame) -> None:
        self.player_index = player_index
        self._player = player
        self._frame = frame
        self.steps: list[Action] = default_payment(player_index, player, frame)

    # -- reading -------------------------------------------------------------------------------------
    def _replay(self, steps: list[Action]) -> tuple[list[Action], Player, PayFrame]:
        """Keep the steps that still pay something, in order; return them and the trial player and frame."""
        player, frame = fast_deepcopy(self._player), fast_deepcopy(self._frame)
        kept: list[Action] = []
        for step in steps:
            if step in self._options(player, frame):
                pay_source(player, frame, step)
                kept.append(step)
        return kept, player, frame

    def _options(self, player: Player, frame: PayFrame) -> list[Action]:
        return source_actions(self.player_index, player, frame.need, frame.exclude_slot, frame.exclude_card)

    def still_owed(self) -> dict[str, int]:
        _, _, frame = self._replay(self.steps)
        return owed(frame.need)

    def complete(self) -> bool:
        return not self.still_owed()

    def chosen(self) -> dict[SourceKey, int]:
        counts: dict[SourceKey, int] = {}
        for step in self.steps:
            key = source_key(step)
            if key is not None:
                counts[key] = counts.get(key, 0) + 1
        return counts

    def usable(self) -> set[SourceKey]:
        """Sources that would pay something more now, or that are in the plan (clicking takes them out)."""
        _, player, frame = self._replay(self.steps)
        keys = {source_key(a) for a in self._options(player, frame)}
        keys |= set(self.chosen())
        return {k for k in keys if k is not None}

    # -- editing -------------------------------------------------------------------------------------
    def toggle(self, key: SourceKey) -> bool:
        """Take ``key`` out of the plan, or put it in (a token pile adds one more token while another still
        helps, then a click takes all of that pile out). Returns False when nothing changed."""
        _, player, frame = self._replay(self.steps)
        offered = [a for a in self._options(player, frame) if source_key(a) == key]
        if key[0] == "token" and offered:
            self.steps.append(_best_token(offered, str(key[1])))
            return True
        if key in self.chosen():
            self.steps = [s for s in self.steps if source_key(s) != key]
            self.steps, _, _ = self._replay(self.steps)
            return True
        if offered:
            self.steps.append(offered[0])
            return True
        return False

    def is_suggested(self) -> bool:
        return self.steps == default_payment(self.player_index, self._player, self._frame)

    def reset(self) -> None:
        self.steps = default_payment(self.player_index, self._player, self._frame)

    # -- confirming ----------------------------------------------------------------------------------
    def actions(self) -> list[Action]:
        """The legal actions that pay this plan in order; the engine's suggested way for the tail when the
        rest of the plan is exactly that suggestion (one undo step instead of several)."""
        steps, _, _ = self._replay(self.steps)
        player, frame = fast_deepcopy(self._player), fast_deepcopy(self._frame)
        result: list[Action] = []
        for index, step in enumerate(steps):
            if steps[index:] == default_payment(self.player_index, player, frame):
                result.append(PayDefault(player=self.player_index))
                return result
            pay_source(player, frame, step)
            result.append(step)
        return result


def _best_token(offered: list[Action], resource: str) -> Action:
    """A token pays its own kind first, then "any"; Gold goes wherever it is offered first."""
    exact = [a for a in offered if isinstance(a, PayToken) and a.toward == resource]
    return exact[0] if exact else offered[0]
