"""High Card: a tiny game that uses every feature of the core, so the kit is exercised on its own.

Each round every player secretly commits a card from a hidden hand (simultaneous choice, asked one player
at a time), the cards are revealed together, a die is rolled for the round's winner, and everyone draws
from a shuffled deck. After the reveal the round's winner may be challenged by the player on their left
(an out-of-turn response). Highest score wins; ties are broken by rounds won, then shared.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import Field, TypeAdapter

from hearthwood.engine.core import (
    Action,
    ApplyResult,
    Decision,
    Game,
    GameConfig,
    GameInfo,
    GameState,
    IllegalAction,
    PlayerCounts,
    Rng,
    ScoreSheet,
    Secret,
    mention,
    register,
)


class HighCardConfig(GameConfig):
    rounds: int = Field(default=4, ge=1, le=6)


class HighCardState(GameState):
    rounds: int
    round: int = 1
    deck: list[int | None]
    hands: list[list[int | None]]
    committed: list[int | None]
    ready: list[bool]  # public: who has committed (the card itself stays hidden)
    revealed: list[int] = Field(default_factory=list)
    played: list[int] = Field(default_factory=list)
    challenge_by: int | None = None
    scores: list[int]
    bonus: list[int]
    rounds_won: list[int]


class Commit(Action):
    kind: Literal["commit"] = "commit"
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} commits a card"


class Challenge(Action):
    kind: Literal["challenge"] = "challenge"
    accept: bool

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} {'challenges' if self.accept else 'lets the win stand'}"


HighCardAction = Commit | Challenge


class HighCard(Game[HighCardState, HighCardConfig]):
    info = GameInfo(
        id="high-card",
        title="High Card",
        summary="The conformance kit's own small game.",
        players=PlayerCounts(1, 4),
        tiebreakers=("most rounds won",),
    )
    config_type = HighCardConfig
    state_type = HighCardState
    action_adapter = TypeAdapter(HighCardAction)

    def new_state(self, config: HighCardConfig, num_players: int, seed: int) -> HighCardState:
        rng = Rng.from_seed(seed)
        deck: list[int | None] = [*range(1, 13)] * 2
        rng.shuffle(deck)
        hands = [[deck.pop() for _ in range(3)] for _ in range(num_players)]
        return HighCardState(
            num_players=num_players,
            rng=rng,
            rounds=config.rounds,
            deck=deck,
            hands=hands,
            committed=[None] * num_players,
            ready=[False] * num_players,
            scores=[0] * num_players,
            bonus=[0] * num_players,
            rounds_won=[0] * num_players,
        )

    def decision(self, state: HighCardState) -> Decision | None:
        if state.challenge_by is not None:
            return Decision(state.challenge_by, "Challenge the round's winner?")
        if state.round > state.rounds:
            return None
        for player, ready in enumerate(state.ready):
            if not ready and state.hands[player]:
                return Decision(player, "Commit a card", secret=True)
        return None

    def legal_actions(self, state: HighCardState) -> list[Action]:
        decision = self.decision(state)
        if decision is None:
            return []
        if state.challenge_by is not None:
            return [Challenge(player=decision.player, accept=a) for a in (False, True)]
        cards = sorted({c for c in state.hands[decision.player] if c is not None})
        return [Commit(player=decision.player, card=c) for c in cards]

    def apply(self, state: HighCardState, action: Action) -> ApplyResult:
        if isinstance(action, Challenge):
            return self._challenge(state, action)
        if not isinstance(action, Commit):
            raise IllegalAction("actions", f"High Card has no action {action.kind!r}")
        if state.challenge_by is not None:
            raise IllegalAction("challenge", "the round's winner must be challenged or accepted first")
        hand = state.hands[action.player]
        if action.card not in hand:
            raise IllegalAction("hand", f"card {action.card} is not in your hand")
        hand.remove(action.card)
        state.committed[action.player] = action.card
        state.ready[action.player] = True
        if any(not r and state.hands[p] for p, r in enumerate(state.ready)):
            return ApplyResult()
        return self._reveal(state)

    def _reveal(self, state: HighCardState) -> ApplyResult:
        cards = [c or 0 for c in state.committed]
        state.revealed = cards
        state.played.extend(c for c in cards if c)
        # the cards are public now, in ``revealed``
        state.committed = [None] * state.num_players
        state.ready = [False] * state.num_players
        best = max(cards)
        leaders = [p for p, c in enumerate(cards) if c == best]
        events = [f"Cards revealed: {cards}"]
        if len(leaders) == 1:
            winner = leaders[0]
            roll = state.rng.roll()
            state.scores[winner] += best
            state.bonus[winner] += roll
            state.rounds_won[winner] += 1
            events.append(f"{mention(winner)} wins the round and rolls {roll}")
            if state.num_players > 1:
                state.challenge_by = (winner + 1) % state.num_players
                return ApplyResult(reveals=True, events=tuple(events))
        self._next_round(state)
        return ApplyResult(reveals=True, events=tuple(events))

    def _challenge(self, state: HighCardState, action: Challenge) -> ApplyResult:
        if state.challenge_by != action.player:
            raise IllegalAction("challenge", "only the player left of the winner may challenge")
        state.challenge_by = None
        if action.accept:
            winner = (action.player - 1) % state.num_players
            state.bonus[winner] -= 1
            state.bonus[action.player] += 1
        self._next_round(state)
        return ApplyResult()

    def _next_round(self, state: HighCardState) -> None:
        state.round += 1
        state.committed = [None] * state.num_players
        state.ready = [False] * state.num_players
        for hand in state.hands:
            if state.deck:
                hand.append(state.deck.pop())

    def score_sheet(self, state: HighCardState) -> ScoreSheet:
        return ScoreSheet(
            categories=("cards", "dice"),
            points=tuple((state.scores[p], state.bonus[p]) for p in range(state.num_players)),
        )

    def tiebreak_keys(self, state: HighCardState, player: int) -> tuple[int, ...]:
        return (state.rounds_won[player],)

    def secrets(self, state: HighCardState) -> list[Secret]:
        found = [Secret(None, ("deck",))]
        for player in range(state.num_players):
            found.append(Secret(player, ("hands", player)))
            if state.committed[player] is not None:
                found.append(Secret(player, ("committed", player)))
        return found

    def determinize(self, view: HighCardState, viewer: int, rng: Rng) -> HighCardState:
        state = self.clone(view)
        unseen = list(range(1, 13)) * 2
        for card in [*state.played, *state.hands[viewer], state.committed[viewer]]:
            if card is not None:
                unseen.remove(card)
        rng.shuffle(unseen)
        for player in range(state.num_players):
            if player == viewer:
                continue
            state.hands[player] = [unseen.pop() for _ in state.hands[player]]
            if view.ready[player]:  # committed, card still face down
                state.committed[player] = unseen.pop()
        state.deck = [unseen.pop() for _ in state.deck]
        return state


GAME = register(HighCard())
