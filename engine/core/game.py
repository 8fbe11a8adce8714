"""The protocol every game implements, and the generic rules around it (turn checks, ranking, views).

The shape follows OpenSpiel's state verbs: whose decision it is, the legal actions, apply, is it over,
the scores, and a view for one player. Chance never has its own turn: a game draws from the ``Rng`` kept in
its state inside ``apply``, so the same seed and actions give the same game everywhere.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from .actions import Action
from .copying import fast_deepcopy
from .errors import IllegalAction, InvalidConfig
from .rng import Rng


class GameState(BaseModel):
    """Base of every game's state: plain data, mutated in place by ``apply``, JSON-serializable."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    num_players: int
    rng: Rng


class GameConfig(BaseModel):
    """Base of every game's configuration (variants are configuration, never forks)."""

    model_config = ConfigDict(extra="forbid", frozen=True)


S = TypeVar("S", bound=GameState)
C = TypeVar("C", bound=GameConfig)


@dataclass(frozen=True)
class Decision:
    """Who must decide now, and what about.

    ``secret`` marks a choice others must not see until it is revealed (simultaneous placement, a hidden
    pick); the table uses it to decide when a privacy screen is needed between people. ``cover`` is what
    the others read in the log instead, after the chooser's name, until the reveal.
    """

    player: int
    prompt: str
    secret: bool = False
    cover: str = "has chosen"


@dataclass(frozen=True)
class ApplyResult:
    """What applying an action did beyond changing the state.

    ``reveals`` is set when the action made hidden information public (a simultaneous choice revealed, a
    face-down card turned). Drawing from the RNG is detected by ``perform`` and counts as a reveal too.
    ``events`` are extra log lines (e.g. "Round 4 begins").
    """

    reveals: bool = False
    events: tuple[str, ...] = ()


@dataclass(frozen=True)
class Secret:
    """A piece of the state only ``owner`` may see (``owner=None``: nobody, e.g. a deck's order).

    ``path`` points into the state's JSON form: field names and list indexes.
    """

    owner: int | None
    path: tuple[str | int, ...]


class ScoreSheet(BaseModel):
    """Points per player and per category; ``points[player][category_index]``."""

    model_config = ConfigDict(frozen=True)

    categories: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]

    def total(self, player: int) -> int:
        return sum(self.points[player])

    def totals(self) -> list[int]:
        return [self.total(p) for p in range(len(self.points))]

    def category(self, player: int, name: str) -> int:
        return self.points[player][self.categories.index(name)]


@dataclass(frozen=True)
class PlayerCounts:
    minimum: int
    maximum: int

    def __iter__(self) -> Iterator[int]:
        return iter(range(self.minimum, self.maximum + 1))


@dataclass
class GameInfo:
    """What the home screen and the new-game dialog show about a game."""

    id: str
    title: str
    summary: str
    players: PlayerCounts
    tiebreakers: tuple[str, ...] = field(default=())


class Game(ABC, Generic[S, C]):
    """One game's rules. Stateless: every method takes the state it works on."""

    info: ClassVar[GameInfo]
    # Action kinds by which a player leaves play of their own free will (Tiny Towns' "complete my town"):
    # random playouts take them only when nothing else is legal, so they explore whole games.
    voluntary_exit_kinds: ClassVar[frozenset[str]] = frozenset()
    config_type: ClassVar[type[GameConfig]]
    state_type: ClassVar[type[GameState]]
    action_adapter: ClassVar[TypeAdapter[Any]]

    # -- setup -----------------------------------------------------------------------------------
    def make_config(self, data: dict[str, Any] | None = None) -> C:
        try:
            return self.config_type.model_validate(data or {})  # type: ignore[return-value]
        except ValidationError as exc:
            raise InvalidConfig(f"{self.info.title}: {exc.errors()[0]['msg']}") from exc

    def check_player_count(self, config: C, num_players: int) -> None:
        counts = self.info.players
        if not counts.minimum <= num_players <= counts.maximum:
            raise InvalidConfig(
                f"{self.info.title} is played by {counts.minimum} to {counts.maximum} players, not {num_players}"
            )
        if not self.supports(config, num_players):
            raise InvalidConfig(f"this {self.info.title} variant cannot be played by {num_players} players")

    @abstractmethod
    def new_state(self, config: C, num_players: int, seed: int) -> S: ...

    def variant_configs(self) -> list[dict[str, Any]]:
        """Configurations that together switch on every variant; the conformance kit plays each."""
        return [{}]

    def supports(self, config: C, num_players: int) -> bool:
        """Whether this configuration can be played by this many players (solo-only variants, say)."""
        return True

    # -- turn structure ----------------------------------------------------------------------------
    @abstractmethod
    def decision(self, state: S) -> Decision | None:
        """The pending decision, or None once the game is over."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[Action]:
        """Every action the deciding player may take now; empty exactly when the game is over."""

    @abstractmethod
    def apply(self, state: S, action: Action) -> ApplyResult:
        """Change ``state`` in place, or raise ``IllegalAction`` naming the rule that forbids it.

        Callers keep a copy of the state from before, so a game may raise part-way through.
        """

    def apply_legal(self, state: S, action: Action) -> ApplyResult:
        """``apply`` for an action taken from ``legal_actions(state)`` of this very state.

        The AI applies millions of such actions; a game whose ``apply`` validates by listing the legal
        actions may skip that here. Never use it for actions from outside (players, files).
        """
        return self.apply(state, action)

    def is_over(self, state: S) -> bool:
        return self.decision(state) is None

    # -- scoring -----------------------------------------------------------------------------------
    @abstractmethod
    def score_sheet(self, state: S) -> ScoreSheet: ...

    def tiebreak_keys(self, state: S, player: int) -> tuple[int, ...]:
        """Keys compared after the total, larger is better; players equal on all of them share the win."""
        return ()

    def result_title(self, state: S, player: int) -> str | None:
        """A title earned by the result (solo score titles), if the game has them."""
        return None

    # -- hidden information ------------------------------------------------------------------------
    def secrets(self, state: S) -> list[Secret]:
        """Everything in the state that some player may not see."""
        return []

    def view(self, state: S, viewer: int | None) -> S:
        """The state as ``viewer`` may see it (``None``: what everyone at the table may see)."""
        return redact_state(state, self.secrets(state), viewer)

    def determinize(self, view: S, viewer: int, rng: Rng) -> S:
        """A full state consistent with ``view``: every hidden part filled in by sampling from what
        ``viewer`` cannot rule out (unseen cards shuffled, others' secret choices drawn from their legal
        options). The AI plans on such samples so it never reads what its player cannot see.
        Games without secrets need not override this.
        """
        if self.secrets(view):
            raise NotImplementedError(f"{self.info.title} has hidden information but no determinize()")
        return self.clone(view)

    # -- serialization -----------------------------------------------------------------------------
    def parse_action(self, data: Any) -> Action:
        action: Action = self.action_adapter.validate_python(data)
        return action

    def load_state(self, data: Any) -> S:
        return self.state_type.model_validate(data)  # type: ignore[return-value]

    def clone(self, state: S) -> S:
        return fast_deepcopy(state)


# ---------------------------------------------------------------------------------------------------
# Generic rules shared by every game
# ---------------------------------------------------------------------------------------------------


def perform(game: Game[Any, Any], state: GameState, action: Action) -> ApplyResult:
    """Apply ``action`` after the checks every game shares (game not over, the actor decides now).

    Using the RNG is chance made visible (a roll, a draw), so it marks the result as revealing.
    """
    decision = game.decision(state)
    if decision is None:
        raise IllegalAction("game over", "the game has ended; no more actions can be taken")
    if action.player != decision.player:
        raise IllegalAction(
            "turn order", f"it is player {decision.player + 1}'s decision now, not player {action.player + 1}'s"
        )
    rng_before = state.rng.state
    result = game.apply(state, action)
    if state.rng.state != rng_before and not result.reveals:
        result = ApplyResult(reveals=True, events=result.events)
    return result


def ranking(game: Game[Any, Any], state: GameState) -> list[list[int]]:
    """Players grouped by finishing place: total first, then the game's tiebreakers in order."""
    sheet = game.score_sheet(state)

    def key(player: int) -> tuple[int, ...]:
        return (sheet.total(player), *game.tiebreak_keys(state, player))

    order = sorted(range(state.num_players), key=key, reverse=True)
    groups: list[list[int]] = []
    for player in order:
        if groups and key(groups[-1][0]) == key(player):
            groups[-1].append(player)
        else:
            groups.append([player])
    return groups


def winners(game: Game[Any, Any], state: GameState) -> list[int]:
    return ranking(game, state)[0]


def redacted(value: Any) -> Any:
    """How a hidden value appears in a view: lists keep their length (card counts are public)."""
    if isinstance(value, list):
        return [None] * len(value)
    return None


def redact_state(state: S, secrets: Sequence[Secret], viewer: int | None) -> S:
    """A copy of ``state`` with hidden values redacted.

    The RNG is always blanked: its state decides every future draw and roll, so a view that kept it would
    let whoever holds the view predict the deck.
    """
    hidden = [s for s in secrets if viewer is None or s.owner != viewer]
    if not hidden:
        view = fast_deepcopy(state)
        view.rng = Rng(state=0)
        return view
    data = state.model_dump()
    data["rng"] = {"state": 0}
    for secret in hidden:
        *parents, last = secret.path
        node: Any = data
        for step in parents:
            node = node[step]
        node[last] = redacted(node[last])
    return type(state).model_validate(data)


def sample_state(game: Game[Any, Any], view: S, viewer: int, rng: Rng) -> S:
    """A full state the viewer cannot tell apart from the real one, with chance re-seeded from ``rng``."""
    state: S = game.determinize(view, viewer, rng)
    state.rng = rng.fork()
    return state


def value_at(data: Any, path: Sequence[str | int]) -> Any:
    for step in path:
        data = data[step]
    return data
