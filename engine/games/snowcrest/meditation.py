"""Meditation: the active player announces a Prayer Bell total; each opponent in turn (clockwise) may pay
one Bell more than that total for a Scroll, otherwise the active player takes a Scroll for them; in the
end whoever earned a Scroll pays their Bells (opponents pay at once). With 2 players the higher total
earns 2 Scrolls. Solo: 1 Scroll per 6 Bells spent.

Each opponent measures against the active player's total, never against another opponent's (rules,
"Meditation": "Then the next player may attempt to pay more Prayer Bells than your total").
"""

from __future__ import annotations

from hearthwood.engine.core import Action, counted

from .actions import Announce, Outbid, Skip
from .content import load_content
from .forest import others
from .payment import capacity
from .state import MeditationFrame, PayFrame, SnowcrestState
from .village import gain_scrolls

BELL = "Prayer Bell"


def decider(frame: MeditationFrame) -> int:
    return frame.bidders[0] if frame.stage == "bids" else frame.player


def _winner_scrolls(state: SnowcrestState) -> int:
    return 2 if state.num_players == 2 else 1


def meditation_actions(state: SnowcrestState, frame: MeditationFrame) -> list[Action]:
    if frame.stage == "announce":
        most = capacity(state.players[frame.player], BELL)
        return [Announce(player=frame.player, bells=n) for n in range(most + 1)]
    bidder = frame.bidders[0]
    actions: list[Action] = [Skip(player=bidder)]
    if capacity(state.players[bidder], BELL) >= frame.total + 1:
        actions.append(Outbid(player=bidder))
    return actions


def resolve_meditation(state: SnowcrestState, frame: MeditationFrame, action: Action) -> list[str]:
    if isinstance(action, Announce):
        frame.paid = action.bells
        frame.total = action.bells + frame.bonus
        if state.num_players == 1:
            state.stack.pop()
            scrolls = action.bells // load_content().solo.meditation_bells_per_scroll
            if scrolls:
                gain_scrolls(state, frame.player, scrolls)
            _push_payment(state, frame.player, action.bells)
            return [
                f"{{@{frame.player}}} meditates with {counted(action.bells, 'Bell')} for {counted(scrolls, 'Scroll')}"
            ]
        frame.stage = "bids"
        frame.bidders = others(state, frame.player)
        return [f"{{@{frame.player}}} announces a Meditation of {frame.total}"]
    bidder = frame.bidders.pop(0)
    if isinstance(action, Outbid):
        frame.outbid_by.append(bidder)
        gain_scrolls(state, bidder, _winner_scrolls(state))
        event = f"{{@{bidder}}} meditates with {counted(frame.total + 1, 'Bell')} and takes a Scroll"
    else:
        gain_scrolls(state, frame.player, _winner_scrolls(state))
        event = f"{{@{frame.player}}} takes a Scroll as {{@{bidder}}} does not outbid"
    if not frame.bidders:
        state.stack.pop()
        if len(frame.outbid_by) < state.num_players - 1:
            _push_payment(state, frame.player, frame.paid)  # earned a Scroll: now the Bells go
    if isinstance(action, Outbid):
        _push_payment(state, bidder, frame.total + 1)
    return [event]


def _push_payment(state: SnowcrestState, player: int, bells: int) -> None:
    if bells > 0:
        state.stack.append(PayFrame(player=player, need={BELL: bells}, purpose="Meditation"))
