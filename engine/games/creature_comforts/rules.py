"""Creature Comforts as a :class:`Game`: whose decision it is, the legal actions, and applying them.

The month's flow is in month.py, the turn in turns.py, the board in locations.py. Not implemented yet
(left out, not faked): the Travelers and Improvements listed in handlers.py are not in the decks; there is
no published solo mode (a solo game is the normal game scored alone). Supplies are unlimited
(choices.json), the 21 Lesson Learned tokens included (our decision: nothing in the rules says what
happens when they run out).
"""

from __future__ import annotations

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
    ModifyDie,
    Pass,
    PlaceWorker,
    Resolve,
    SetFamilyDie,
    TakeFaceUp,
    Trade,
)
from .content import GOODS
from .crafting import craft, craft_options
from .hidden import secrets
from .locations import PLACEABLE, RIVER, VALLEY, WORKERS, take_from_owls_nest
from .month import begin_placement, end_turn, reveal_placement, roll_family_dice, start_month, upkeep
from .scoring import CATEGORIES, score_player
from .setup import new_state
from .state import CreatureComfortsConfig, CreatureComfortsState
from .turns import apply_turn, turn_actions, turn_over

_PROMPTS = {
    "keep": "Choose the starting Comfort to set aside (keep the other two)",
    "wolf": "Gray Wolf: take a face-up Comfort from the Owl's Nest, or pass",
    "turkey": "Wild Turkey: set one of your Family dice to any face, or pass",
    "place": "Place your workers (secret until everyone has placed)",
    "moose": "Moose: give a Good to another player for a Story, or pass",
    "final": "Winter: craft any Comforts you can afford",
}
_TURN_PROMPTS = {
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
        secret = state.step in ("keep", "place") and state.num_players > 1
        return Decision(player, _PROMPTS[state.step], secret=secret)

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
        if step == "wolf":
            return [*(TakeFaceUp(player=player, slot=i) for i in range(len(state.owls_nest))), Pass(player=player)]
        if step == "turkey":
            return [
                *(
                    SetFamilyDie(player=player, die=die, value=v)  # type: ignore[arg-type]
                    for die in (0, 1)
                    for v in range(1, 7)
                    if v != me.family[die]
                ),
                Pass(player=player),
            ]
        if step == "moose":
            return [
                *(
                    GiveGood(player=player, to=to, good=g)
                    for to in range(state.num_players)
                    if to != player
                    for g in GOODS
                    if me.goods[g]
                ),
                Pass(player=player),
            ]
        if step == "final":
            return [*craft_options(state, player), EndCrafting(player=player)]
        return self._placement_options(state, player)

    def _placement_options(self, state: CreatureComfortsState, player: int) -> list[Action]:
        placement = state.placing[player]
        assert placement is not None
        options: list[Action] = []
        if len(placement.workers) < WORKERS:
            barrow = state.players[player].wheelbarrow and placement.wheelbarrow_at is None
            for location in PLACEABLE:
                if location in placement.workers:
                    continue  # one worker per location per player
                options.append(PlaceWorker(player=player, location=location))
                if barrow and (location in VALLEY or location in RIVER):
                    options.append(PlaceWorker(player=player, location=location, wheelbarrow=True))
        options.append(FinishPlacing(player=player))
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
                placement.workers.append(action.location)
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
        if isinstance(action, TakeFaceUp):
            take_from_owls_nest(state, me, action.slot)
        elif isinstance(action, SetFamilyDie):
            me.family[action.die] = action.value
        elif isinstance(action, GiveGood):
            me.goods[action.good] -= 1
            state.players[action.to].goods[action.good] += 1
            me.stories += 1
        state.queue.pop(0)
        if state.queue:
            return []
        if state.step == "wolf":
            return roll_family_dice(state)
        if state.step == "turkey":
            return begin_placement(state)
        return upkeep(state)

    # -- refusals ----------------------------------------------------------------------------------
    def _why_illegal(self, state: CreatureComfortsState, action: Action) -> tuple[str, str]:
        step = state.step
        turn = state.turn
        if isinstance(action, DiscardStarting):
            return "setup", "set aside one of the 3 Comforts you drew, during setup"
        if isinstance(action, TakeFaceUp | SetFamilyDie | GiveGood | Pass):
            return "Traveler", "that Traveler power is not being resolved now"
        if isinstance(action, PlaceWorker | FinishPlacing):
            if step != "place":
                return "placement", "workers are placed in step 3 of the month"
            return "placement", "up to 4 workers, one per location for each player"
        if step == "final" and isinstance(action, Craft | EndCrafting):
            return "crafting", "you can only craft Comforts in your hand whose exact cost you can pay"
        if step != "turn" or turn is None:
            return "turn order", "that belongs to a player's turn (step 5)"
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
        if isinstance(action, Trade | EndTrades):
            return "trading", "trade only at the Market or Inn you are resolving, with what you can pay"
        if isinstance(action, EndLocations):
            return "turn", "you are past the locations step"
        if isinstance(action, Craft | EndCrafting):
            return "crafting", "craft after resolving locations, a Comfort in your hand, at its exact cost"
        if isinstance(action, DiscardComfort):
            return "hand limit", "discard only at the end of your turn, down to 3 Comforts"
        return "actions", f"Creature Comforts has no action {action.kind!r}"

    # -- scoring -----------------------------------------------------------------------------------
    def score_sheet(self, state: CreatureComfortsState) -> ScoreSheet:
        return ScoreSheet(categories=CATEGORIES, points=tuple(score_player(state, p) for p in range(state.num_players)))

    # -- hidden information ------------------------------------------------------------------------
    def secrets(self, state: CreatureComfortsState) -> list[Secret]:
        return secrets(state)

    def determinize(self, view: CreatureComfortsState, viewer: int, rng: Rng) -> CreatureComfortsState:
        from .hidden import determinize

        return determinize(self, view, viewer, rng)


__all__ = ["CreatureComforts"]
