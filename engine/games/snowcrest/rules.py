"""Snowcrest as a ``Game``: configuration, decisions, legal actions, applying, scoring, hidden information.

Readings where the rules document is silent (each explained where it is coded, and listed with the others in
seeds/snowcrest.md):
- Achievements are claimed automatically for the player whose turn it is, after every step of the turn;
- a resource nobody holds at the end gives no majority point;
- a card acting is turned face-down as it starts (so it cannot pay for its own action);
- with no face-up card, nothing affordable and no face-down line, Rest is the one way on (dead end the
  rules do not cover);
- a Scholar copying a Recruiter recruits into the Scholar's own square (the Scholar leaves); a Scholar
  copying a Scholar copies again, never the same card twice in one chain;
- a face-up Poet, Abbot or Great Abbot may also avoid an offering's "take an Omen" item.
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
    counted,
)

from . import flow, hidden, scoring
from .actions import SnowcrestAction
from .content import load_content
from .setup import new_state
from .state import ChoiceFrame, DemandFrame, MeditationFrame, PayFrame, SnowcrestConfig, SnowcrestState
from .village import face_down_line

_CHOICE_PROMPTS = {
    "option": "Use the new card's action, or none",
    "build_type": "Choose the Building to construct",
    "make_room": "Your building track is full: return a tile to make room, or do not build",
    "take_from_discard": "Take a card from your discard pile",
    "merchant": "Make one trade on the Stepping Stones, or none",
    "recruit": "Recruit a card from your hand or the Common row",
    "officer": "Discard cards to draw as many; stop when done",
    "scholar": "Copy a face-up Villager's action",
    "rest_wild": "Resting: choose the resource a wild icon gives",
}

# The rule each follow-up choice belongs to, for refusals.
_CHOICE_RULES = {
    "option": ("Add", "use one of the new card's actions you can pay for, or none"),
    "build_type": ("Construct a Building", "choose a Building type whose tiles are not all taken"),
    "make_room": ("Construct a Building", "return one of your own tiles, or do not build"),
    "take_from_discard": ("Nun", "take a card that is in your discard pile"),
    "merchant": ("Merchant", "trade along 5 Barley - 3 Juniper - 1 Scroll with what you can pay"),
    "recruit": ("Recruiter", "recruit a card from your hand or the Common row"),
    "officer": ("Officer", "discard a card from your hand, or stop"),
    "scholar": (
        "Scholar",
        "copy another player's face-up Villager whose action you can pay for (solo: a Common row card), "
        "never a card already copied in this chain",
    ),
    "rest_wild": ("Rest", "a wild icon gives one of Barley, Offering Bowl, Prayer Bell, Juniper or Gold"),
}


class Snowcrest(Game[SnowcrestState, SnowcrestConfig]):
    info = GameInfo(
        id="snowcrest",
        title="Snowcrest",
        summary=(
            "Lead a mountain village and its monastery: add Villagers to a 3x3 Village, build, gather Juniper, "
            "venerate the Guardians and meditate to earn the hidden Scrolls."
        ),
        players=PlayerCounts(1, 4),
        tiebreakers=("most resources in total",),
    )
    config_type = SnowcrestConfig
    state_type = SnowcrestState
    action_adapter = TypeAdapter(SnowcrestAction)
    # Taking a payment back returns to the very position before the move: a player's "undo", not a move.
    # Listed here so the AI and random playouts use it only when nothing else is legal (otherwise they can
    # choose a move and take it back again and again).
    voluntary_exit_kinds = frozenset({"cancel_payment"})

    def variant_configs(self) -> list[dict[str, Any]]:
        return [{}, {"variant": "basic"}, {"solo_level": 10}]

    def supports(self, config: SnowcrestConfig, num_players: int) -> bool:
        # The Basic rules are written for 2-4 players; solo levels only matter alone.
        if config.variant == "basic":
            return num_players > 1
        return num_players == 1 or config.solo_level == 1

    def new_state(self, config: SnowcrestConfig, num_players: int, seed: int) -> SnowcrestState:
        return new_state(config, num_players, seed)

    # -- turn structure ----------------------------------------------------------------------------
    def decision(self, state: SnowcrestState) -> Decision | None:
        player = flow.deciding_player(state)
        if player is None:
            return None
        return Decision(player, self._prompt(state))

    def _prompt(self, state: SnowcrestState) -> str:
        if state.phase == "setup":
            return "Buy a card from your hand for the centre of your Village (Barley only; Omens for the rest)"
        if not state.stack:
            if face_down_line(state.players[state.current]):
                return "Three face-down cards in a line: you must Rest"
            return "Activate a Villager, Add a Villager, or Rest"
        top = state.stack[-1]
        if isinstance(top, PayFrame):
            owed = ", ".join(f"{n} {r}" for r, n in top.need.items() if n > 0)
            return f"{top.purpose}: pay {owed}"
        if isinstance(top, DemandFrame):
            owed = ", ".join(f"{n} {r}" for r, n in top.remaining.items() if n > 0 and r != "Omen")
            omen = top.remaining.get("Omen", 0)
            if omen:  # only asked when a face-up Poet, Abbot or Great Abbot could avoid it
                owed = ", ".join(filter(None, [owed, f"take {omen} Omen (or avoid it)"]))
            return f"{top.source}: give {owed}, or take an Omen for each item"
        if isinstance(top, MeditationFrame):
            if top.stage == "announce":
                return "Meditate: how many Prayer Bells?"
            return f"Meditation of {top.total}: pay {counted(top.total + 1, 'Prayer Bell')} for a Scroll, or decline"
        assert isinstance(top, ChoiceFrame)
        return _CHOICE_PROMPTS[top.choice]

    def legal_actions(self, state: SnowcrestState) -> list[Action]:
        return flow.legal(state)

    def apply(self, state: SnowcrestState, action: Action) -> ApplyResult:
        if action not in self.legal_actions(state):
            raise IllegalAction(*self._why_illegal(state, action))
        return self.apply_legal(state, action)

    def apply_legal(self, state: SnowcrestState, action: Action) -> ApplyResult:
        before = _hidden_sizes(state)
        events = flow.apply(state, action)
        # Drawing from a face-down deck (a row refill, a Forest or Guardian turned) reveals something.
        return ApplyResult(reveals=_hidden_sizes(state) != before, events=tuple(events))

    def _why_illegal(self, state: SnowcrestState, action: Action) -> tuple[str, str]:
        if state.phase == "over":
            return "game over", "the game has ended"
        decider = flow.deciding_player(state)
        if action.player != decider:
            return "turn order", "it is another player's decision now"
        if state.phase == "setup":
            return "setup", "buy one of the three cards in your hand"
        if not state.stack:
            if face_down_line(state.players[state.current]) and action.kind != "rest":
                return "Rest", "three face-down cards in a line: you must Rest this turn"
            if action.kind == "rest":
                return "Rest", "you may Rest only with three face-down cards in a line"
            if action.kind == "add":
                return "Add", "you cannot afford that card there (replace only face-up cards; never a Basic starter)"
            if action.kind == "activate":
                return "Activate", "only a face-up card's action you can pay for can be used"
            return "main action", "choose Activate, Add or Rest"
        top = state.stack[-1]
        if getattr(action, "toward", None) and action.kind != "pay_token":
            return "wild icon", "a wild icon pays one resource still owed; that spread is not possible now"
        if isinstance(top, PayFrame):
            return "payment", "that source does not pay anything still owed (or is not yours to use)"
        if isinstance(top, DemandFrame):
            if action.kind == "avoid_item":
                return "Avoid a Curse", "flip a face-up Poet, Abbot or Great Abbot to skip one item still owed"
            return "offering", "that does not pay an item still owed; take Omens for the rest instead"
        if isinstance(top, MeditationFrame):
            return "Meditation", "announce at most the Bells you can pay; outbidding costs one Bell more"
        assert isinstance(top, ChoiceFrame)
        return _CHOICE_RULES[top.choice]

    # -- scoring -----------------------------------------------------------------------------------
    def score_sheet(self, state: SnowcrestState) -> ScoreSheet:
        return scoring.score_sheet(state)

    def tiebreak_keys(self, state: SnowcrestState, player: int) -> tuple[int, ...]:
        return (scoring.total_resources(state, player),)

    def result_title(self, state: SnowcrestState, player: int) -> str | None:
        if state.num_players != 1 or state.phase != "over":
            return None
        if state.solo_lost or state.scroll_supply > 0:
            return None  # a plain loss: the Scrolls were not all earned before the Rest limit
        _, title = load_content().solo.result(state.config.solo_level, self.score_sheet(state).total(0))
        return title

    # -- hidden information ------------------------------------------------------------------------
    def secrets(self, state: SnowcrestState) -> list[Secret]:
        return hidden.secrets(state)

    def determinize(self, view: SnowcrestState, viewer: int, rng: Rng) -> SnowcrestState:
        """Unseen cards re-dealt from the viewer's knowledge; cards seen going under a deck stay there."""
        return hidden.determinize(self.clone(view), viewer, rng)


def _hidden_sizes(state: SnowcrestState) -> tuple[int, ...]:
    sizes = [len(state.common_deck), len(state.forest_deck), len(state.guardian_deck)]
    sizes += [len(p.deck) for p in state.players]
    return tuple(sizes)
