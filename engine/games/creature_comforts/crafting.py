"""Crafting Comforts from hand: the exact cost, paid to the supply (Pileated Woodpecker may lower it)."""

from __future__ import annotations

from hearthwood.engine.core import Action

from .actions import Craft
from .content import load_content
from .locations import discount
from .payments import can_afford_rest, pay, payment_options
from .state import CreatureComfortsState


def craft_options(state: CreatureComfortsState, player: int) -> list[Action]:
    me = state.players[player]
    content = load_content()
    options: list[Action] = []
    for card in sorted({c for c in me.hand if c is not None}):
        cost = content.comfort(card).cost
        if can_afford_rest(me, cost):
            options += [
                Craft(player=player, card=card, pay=p) for p in payment_options(cost, me.goods, discount(state))
            ]
    return options


def craft(state: CreatureComfortsState, action: Craft) -> None:
    me = state.players[action.player]
    me.hand.remove(action.card)
    pay(me, load_content().comfort(action.card).cost, action.pay)
    me.crafted.append(action.card)
