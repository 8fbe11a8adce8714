"""Crafting Comforts from hand: the exact cost, paid to the supply (Pileated Woodpecker may lower it, and
under the Hairy-tailed Mole Stone and Coins pay for each other)."""

from __future__ import annotations

from hearthwood.engine.core import Action

from .actions import Craft
from .content import load_content
from .locations import give_up_in_view, pay_cost, payments_for
from .state import CreatureComfortsState


def craft_options(state: CreatureComfortsState, player: int) -> list[Action]:
    me = state.players[player]
    content = load_content()
    options: list[Action] = []
    for card in sorted({c for c in me.hand if c is not None}):
        cost = content.comfort(card).cost
        options += [Craft(player=player, card=card, pay=p) for p in payments_for(state, player, cost, discounted=True)]
    return options


def craft(state: CreatureComfortsState, action: Craft) -> None:
    me = state.players[action.player]
    give_up_in_view(me, action.card)
    pay_cost(state, action.player, load_content().comfort(action.card).cost, action.pay, discounted=True)
    me.crafted.append(action.card)
