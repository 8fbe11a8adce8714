"""Creature Comforts as a :class:`Game`: whose decision it is, the legal actions, and applying them.

The month's flow is in month.py, the turn in turns.py, the board in locations.py, the card handlers in
handlers.py (all 15 Travelers and all 34 Improvements are in the decks; :data:`HANDLERS` says where each
named handler is carried out) and the solo game, our own design, in solo.py (solo titles in scoring.py).
Supplies are unlimited (choices.json), the 21 Lesson Learned tokens included (our decision: nothing in the
rules says what happens when they run out).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from pydantic import TypeAdapter

from hearthwood.engine.core import (
    Action,
    ApplyResult,
    Decision,
    Game,
    GameInfo,
    IllegalAction,
    PlayerCounts,
    Rng,
    ScoreSheet,
    Secret,
    shared_action,
)

from .actions import (
    AssignDie,
    Craft,
    CreatureComfortsAction,
    DiscardComfort,
    DiscardStarting,
    EndCrafting,
    EndLocations,
    EndTrades,
    FinishPlacing,
    GiveGood,
    GiveGoods,
    ModifyDie,
    MoveWorker,
    NudgeVillageDie,
    Pass,
    PlaceCoin,
    PlaceWorker,
    RaiseFamilyDie,
    Resolve,
    SetFamilyDie,
    TakeFaceUp,
    TakeFromDiscard,
    Trade,
    UseValley,
)
from .content import GOODS
from .crafting import craft, craft_options
from .handlers import (
    TRAVELER_POWERS,
    left_of,
    marten,
    skip_empty_givers,
    skunk,
    workshop_die_counts_six,
)
from .hidden import secrets
from .locations import (
    LENT,
    PLACEABLE,
    RIVER,
    VALLEY,
    WORKERS,
    base_reward,
    open_locations,
    payments_for,
    requirement,
    take_from_owls_nest,
)
from .month import begin_placement, end_turn, reveal_placement, roll_family_dice, start_month, upkeep
from .payments import gain, gain_options
from .scoring import CATEGORIES, score_player, solo_title
from .setup import new_state
from .state import CreatureComfortsConfig, CreatureComfortsState
from .turns import (
    SCALE_SWAP,
    apply_turn,
    bicycle_moves,
    loon_exchanges,
    scale_swaps,
    turn_actions,
    turn_over,
    umbrella_options,
    weathervane_options,
)

#: Where each named handler of the card data is carried out (a test checks that every id has its entry).
HANDLERS: dict[str, Callable[..., object]] = {
    **TRAVELER_POWERS,
    "stone_coin_interchangeable": payments_for,
    "take_from_comfort_discard": skunk,
    "forest_closed_to_workers": open_locations,
    "exchange_different_for_matching": loon_exchanges,  # the Common Loon at the Inn
    "move_worker_at_turn_start": bicycle_moves,
    "workshop_die_counts_six": workshop_die_counts_six,
    "raise_own_family_die": umbrella_options,
    "nudge_village_die": weathervane_options,
    "market_one_for_one_swap": scale_swaps,
}

_PROMPTS = {
    "keep": "Choose the starting Comfort to set aside (keep the other two)",
    "lynx": "Canada Lynx: give 2 Goods of different kinds to the player on your left",
    "raven": "Common Raven: set a Coin on a location nobody has chosen",
    "jay": "Blue Jay: resolve a Valley location with the Village dice, or pass",
    "wolf": "Gray Wolf: take a face-up Comfort from the Owl's Nest, or pass",
    "turkey": "Wild Turkey: set one of your Family dice to any face, or pass",
    "place": "Place your workers (secret until everyone has placed)",
    "moose": "Moose: give a Good away (to another player, or the Neighbours in a solo game) for a Story, or pass",
    "final": "Winter: craft any Comforts you can afford",
}
# What the others read in the log while a step's choices are secret.
_COVERS = {
    "keep": "sets a Comfort aside in secret",
    "place": "places workers in secret",
}
_TURN_PROMPTS = {
    "bicycle": "Bicycle: ride one of your workers to another location, or pass",
    "skunk": "Striped Skunk: take a Comfort from the discard pile, or pass",
    "assign": "Assign dice to your workers and Glades, then resolve locations",
    "resolve": "Resolve your locations",
    "trade": "Trade, or finish trading",
    "craft": "Craft Comforts from your hand",
    "discard": "Discard down to 3 Comforts",
}


class CreatureComforts(Game[CreatureComfortsState, CreatureComfortsConfig]):
    info = GameInfo(
        id="creature-comforts",
        title="Creature Comforts",
        summary=(
            "Forest families get ready for winter: place workers, roll dice, gather goods in the Valley "
            "and craft cozy Comforts before the snow comes."
        ),
        players=PlayerCounts(1, 5),
        tiebreakers=(),  # rules document: all tied players win together
    )
    config_type = CreatureComfortsConfig
    # Finishing the placement with workers still at home, or the locations step with workers still to
    # resolve, gives up what they would bring (a worker that finds no dice still earns a Lesson Learned
    # token), so the AI and random playouts do either only when nothing else is left. Left to the search,
    # Medium stopped after one or two workers in most months and scored a third of Easy's solo total.
    voluntary_exit_kinds = frozenset({"finish_placing", "end_locations"})
    state_type = CreatureComfortsState
    action_adapter = TypeAdapter(CreatureComfortsAction)

    def variant_configs(self) -> list[dict[str, Any]]:
        return [{}, {"short_game": True}]

    def new_state(self, config: CreatureComfortsConfig, num_players: int, seed: int) -> CreatureComfortsState:
        return new_state(config, num_players, seed)

    # -- whose decision --------------------------------------------------------------------------
    def decision(self, state: CreatureComfortsState) -> Decision | None:
        if state.step == "over" or not state.queue:
            return None
        player = state.queue[0]
        if state.step == "turn":
            assert state.turn is not None
            return Decision(player, _TURN_PROMPTS[state.turn.step])
        secret = state.step in _COVERS and state.num_players > 1
        return Decision(player, _PROMPTS[state.step], secret=secret, cover=_COVERS.get(state.step, Decision.cover))

    # -- legal actions -----------------------------------------------------------------------------
    def legal_actions(self, state: CreatureComfortsState) -> list[Action]:
        if self.decision(state) is None:
            return []
        player = state.queue[0]
        me = state.players[player]
        step = state.step
        if step == "turn":
            return turn_actions(state)
        if step == "keep":
            return [DiscardStarting(player=player, card=c) for c in sorted({c for c in me.hand if c})]
        if step == "lynx":
            return [GiveGoods(player=player, goods=goods) for goods in lynx_gifts(state, player)]
        if step == "raven":
            return [PlaceCoin(player=player, location=at) for at in PLACEABLE if at not in state.raven_coins]
        if step == "wolf":
            return [*(TakeFaceUp(player=player, slot=i) for i in range(len(state.owls_nest))), Pass(player=player)]
        if step == "turkey":
            return [
                *(
                    SetFamilyDie(player=player, die=die, value=v)
                    for die in (0, 1)
                    for v in range(1, 7)
                    if v != me.family[die]
                ),
                Pass(player=player),
            ]
        if step == "moose":
            # solo: the Good goes to the Neighbours (to = -1), back to the supply
            receivers = [to for to in range(state.num_players) if to != player] if state.num_players > 1 else [-1]
            return [
                *(GiveGood(player=player, to=to, good=g) for to in receivers for g in GOODS if me.goods[g]),
                Pass(player=player),
            ]
        if step == "jay":
            return [*blue_jay_options(state, player), Pass(player=player)]
        if step == "final":
            return [*craft_options(state, player), EndCrafting(player=player)]
        return self._placement_options(state, player)

    def _placement_options(self, state: CreatureComfortsState, player: int) -> list[Action]:
        placement = state.placing[player]
        assert placement is not None
        done = shared_action(FinishPlacing, player=player)
        open_now = open_locations(state)
        if lent_worker_pending(state, placement.workers):
            # Common Loon: the neighbour's worker goes first; it may share a location with one of one's own
            return [*(shared_action(PlaceWorker, player=player, location=at) for at in open_now), done]
        options: list[Action] = []
        own = [w for w in placement.workers if not w.endswith(LENT)]
        if len(own) < own_workers(state):
            barrow = state.players[player].wheelbarrow and placement.wheelbarrow_at is None
            for location in open_now:
                if location in own:
                    continue  # one worker per location per player
                options.append(shared_action(PlaceWorker, player=player, location=location))
                if barrow and (location in VALLEY or location in RIVER):
                    options.append(shared_action(PlaceWorker, player=player, location=location, wheelbarrow=True))
        options.append(done)
        return options

    # -- applying ---------------------------------------------------------------------------------
    def apply(self, state: CreatureComfortsState, action: Action) -> ApplyResult:
        if action not in self.legal_actions(state):
            raise IllegalAction(*self._why_illegal(state, action))
        return self.apply_legal(state, action)

    def apply_legal(self, state: CreatureComfortsState, action: Action) -> ApplyResult:
        step = state.step
        me = state.players[action.player]
        events: list[str] = []
        reveals = False
        if step == "turn":
            events += apply_turn(state, action)
            if turn_over(state):
                events += end_turn(state)
        elif isinstance(action, DiscardStarting):
            me.hand.remove(action.card)
            state.kept[action.player] = action.card
            state.queue.pop(0)
            if not state.queue:
                state.comfort_discard += [c for c in state.kept if c is not None]
                state.kept = []
                reveals = True
                events += start_month(state)
        elif isinstance(action, PlaceWorker | FinishPlacing):
            placement = state.placing[action.player]
            assert placement is not None
            if isinstance(action, PlaceWorker):
                lent = lent_worker_pending(state, placement.workers)
                placement.workers.append(action.location + (LENT if lent else ""))
                if action.wheelbarrow:
                    placement.wheelbarrow_at = action.location
            else:
                state.queue.pop(0)
                if not state.queue:
                    reveals = state.num_players > 1
                    events += reveal_placement(state)
        elif step == "final":
            if isinstance(action, Craft):
                craft(state, action)
            else:
                state.queue.pop(0)
                if not state.queue:
                    state.step = "over"
                    events.append("Final scoring")
        else:
            events += self._traveler_decision(state, action)
        return ApplyResult(reveals=reveals, events=tuple(events))

    def _traveler_decision(self, state: CreatureComfortsState, action: Action) -> list[str]:
        me = state.players[action.player]
        events: list[str] = []
        if isinstance(action, TakeFaceUp):
            events.append(take_from_owls_nest(state, action.player, action.slot))
        elif isinstance(action, SetFamilyDie):
            me.family[action.die] = action.value
        elif isinstance(action, GiveGood):
            me.goods[action.good] -= 1
            if action.to >= 0:
                state.players[action.to].goods[action.good] += 1
            me.stories += 1
        elif isinstance(action, GiveGoods):
            left = left_of(state, action.player)
            for good in action.goods:
                me.goods[good] -= 1
                if left is not None:
                    state.players[left].goods[good] += 1
        elif isinstance(action, PlaceCoin):
            state.raven_coins.append(action.location)
        elif isinstance(action, UseValley):
            gain(me, base_reward(state, action.location), action.gain)
        state.queue.pop(0)
        if state.step == "lynx":
            skip_empty_givers(state)
        if state.queue:
            return events
        if state.step in ("lynx", "raven", "wolf"):
            return events + roll_family_dice(state)
        if state.step == "turkey":
            return events + begin_placement(state)
        return events + upkeep(state)

    # -- refusals ----------------------------------------------------------------------------------
    def _why_illegal(self, state: CreatureComfortsState, action: Action) -> tuple[str, str]:
        step = state.step
        turn = state.turn
        if isinstance(action, DiscardStarting):
            return "setup", "set aside one of the 3 Comforts you drew, during setup"
        if isinstance(action, GiveGoods):
            return "Canada Lynx", "give 2 Goods of different kinds from your own stock (every kind you have, if fewer)"
        if isinstance(action, PlaceCoin):
            return "Common Raven", "as the Raven arrives, one Coin each, on a location nobody has chosen yet"
        if isinstance(action, UseValley):
            return "Blue Jay", "at the end of the month, one Valley location whose requirement the Village dice meet"
        if isinstance(action, TakeFaceUp | SetFamilyDie | GiveGood) or (isinstance(action, Pass) and step != "turn"):
            return "Traveler", "that Traveler power is not being resolved now"
        if isinstance(action, PlaceWorker | FinishPlacing):
            return self._why_not_placed(state, action)
        if step == "final" and isinstance(action, Craft | EndCrafting):
            return "crafting", "you can only craft Comforts in your hand whose exact cost you can pay"
        if step != "turn" or turn is None:
            return "turn order", "that belongs to a player's turn (step 5)"
        if isinstance(action, MoveWorker):
            return (
                "Bicycle",
                "at the start of your turn a Bicycle owner moves one worker to an open place not yet theirs",
            )
        if isinstance(action, TakeFromDiscard):
            return (
                "Striped Skunk",
                "right after an Owl's Nest resolution, while the Skunk is at the Inn, a discarded card",
            )
        if isinstance(action, Pass):
            return "turn", "there is no optional power to pass on right now"
        if isinstance(action, RaiseFamilyDie):
            return "Umbrella", "once a turn, before resolving, an Umbrella owner raises a Family die by 1 or 2, up to 6"
        if isinstance(action, NudgeVillageDie):
            return (
                "Weathervane",
                "once a turn, before resolving, a Weathervane owner turns a Village die by 1, within 1-6",
            )
        if isinstance(action, AssignDie):
            if turn.step != "assign":
                return "assigning dice", "once a location is resolved, no more dice can be assigned (FAQ)"
            if action.location.startswith("glade:"):
                return "Glades", "one Family die per Glade (never a Village die); owners can't use a Guest Cottage"
            return "assigning dice", "a die goes once, to a location where you have a worker, as many as it needs"
        if isinstance(action, ModifyDie):
            if turn.step != "assign":
                return "Lesson Learned", "dice are changed before any location is resolved"
            return "Lesson Learned", "a token changes a die by 1, never below 1 or above 6, and you need a token"
        if isinstance(action, Resolve):
            return "resolving", "the dice on that location don't meet its requirement, or you can't pay for it"
        if isinstance(action, Trade) and action.option == SCALE_SWAP and turn.trade_at is not None:
            return "Scale", "a Scale owner swaps one Good for another at the Market, before any other Market trade"
        if isinstance(action, Trade | EndTrades):
            return "trading", "trade only at the Market or Inn you are resolving, with what you can pay"
        if isinstance(action, EndLocations):
            return "turn", "you are past the locations step"
        if isinstance(action, Craft | EndCrafting):
            return "crafting", "craft after resolving locations, a Comfort in your hand, at its exact cost"
        if isinstance(action, DiscardComfort):
            return "hand limit", "discard only at the end of your turn, down to 3 Comforts"
        return "actions", f"Creature Comforts has no action {action.kind!r}"

    def _why_not_placed(self, state: CreatureComfortsState, action: PlaceWorker | FinishPlacing) -> tuple[str, str]:
        if state.step != "place":
            return "placement", "workers are placed in step 3 of the month"
        if isinstance(action, PlaceWorker):
            if action.location in VALLEY[:2] and marten(state):
                return "Pine Marten", "no worker may go to a Forest location this month (dice alone resolve it)"
            if action.location == state.neighbours_at:
                return "solo Neighbours", "the Neighbours' worker stands there this month"
            placement = state.placing[action.player] if state.placing else None
            if placement is not None and lent_worker_pending(state, placement.workers) and action.wheelbarrow:
                return "Common Loon", "the lent worker is placed first, and the Wheelbarrow goes with your own"
        if state.workers_lent and state.num_players == 1:
            return "Common Loon", "a worker is lent to the Neighbours: 3 workers this month, one per location"
        if state.workers_lent:
            return "Common Loon", "place the lent worker first; then up to 3 of your own, one per location"
        return "placement", "up to 4 workers, one per location for each player"

    def result_title(self, state: CreatureComfortsState, player: int) -> str | None:
        """Solo games earn a title by final score (project design, scoring.SOLO_TITLES)."""
        if state.num_players != 1 or not self.is_over(state):
            return None
        return solo_title(self.score_sheet(state).total(player))

    # -- scoring -----------------------------------------------------------------------------------
    def score_sheet(self, state: CreatureComfortsState) -> ScoreSheet:
        return ScoreSheet(categories=CATEGORIES, points=tuple(score_player(state, p) for p in range(state.num_players)))

    # -- hidden information ------------------------------------------------------------------------
    def secrets(self, state: CreatureComfortsState) -> list[Secret]:
        return secrets(state)

    def determinize(self, view: CreatureComfortsState, viewer: int, rng: Rng) -> CreatureComfortsState:
        from .hidden import determinize

        return determinize(self, view, viewer, rng)


def own_workers(state: CreatureComfortsState) -> int:
    """How many of their own workers a family may place: one fewer when the Common Loon has them lend one."""
    return WORKERS - 1 if state.workers_lent else WORKERS


def lent_worker_pending(state: CreatureComfortsState, placed: list[str]) -> bool:
    """Common Loon: a family must place its neighbour's lent worker before any of its own (solo: the worker
    went to the Neighbours, so there is none to place)."""
    return state.workers_lent and state.num_players > 1 and not placed


def lynx_gifts(state: CreatureComfortsState, player: int) -> list[tuple[str, ...]]:
    """Canada Lynx: the sets of Goods of different kinds the player can give (2, or as many kinds as owned)."""
    goods = state.players[player].goods
    owned = [g for g in GOODS if goods[g]]
    size = min(2, len(owned))
    return list(combinations(owned, size)) if size else []


def blue_jay_options(state: CreatureComfortsState, player: int) -> list[Action]:
    """Blue Jay: each Valley location that some of the Village dice meet, with each way to take its reward."""
    options: list[Action] = []
    for location in VALLEY:
        need = requirement(state, location)
        dice = state.village
        if any(need.meets(chosen) for n in range(1, len(dice) + 1) for chosen in combinations(dice, n)):
            reward = base_reward(state, location)
            options += [UseValley(player=player, location=location, gain=g) for g in gain_options(reward)]
    return options


__all__ = ["HANDLERS", "CreatureComforts"]
