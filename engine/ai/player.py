"""The one entry point the UI, the benchmark and the tests use to ask the AI for a move.

The AI only ever receives ``game.view(state, player)``: it cannot read other hands or the deck order, and
it plans on samples (``sample_state``) whose RNG is re-seeded from the AI's own seed, so even a game whose
view leaked the real RNG state could not show it the next draw. Searching is plain Python with no threads
of its own; the UI runs ``choose_action`` in a worker thread and may set ``cancel`` to stop it between
iterations.
"""

from __future__ import annotations

import time
from typing import Any, Protocol

from hearthwood.engine.core import Action, Game, GameState, HearthwoodError, Rng, sample_state

from .easy import OnePly
from .heuristics import without_voluntary_exits
from .levels import Level, LevelSettings, settings
from .mcts import Search


class CancelToken(Protocol):
    """Anything with ``is_set()``: ``threading.Event`` in the app, a plain object in tests."""

    def is_set(self) -> bool: ...


class SearchCancelled(HearthwoodError):
    """The caller cancelled the search; no move was chosen."""


def choose_action(
    game: Game[Any, Any],
    view: GameState,
    player: int,
    level: Level | str,
    seed: int,
    *,
    iterations: int | None = None,
    deadline: float | None = None,
    cancel: CancelToken | None = None,
) -> Action:
    """The move ``player`` makes at ``level``, decided from ``view`` (their view of the game) alone.

    Budgets: the search runs ``iterations`` iterations (by default the level's own budget), fewer only if
    ``deadline`` (a ``time.monotonic()`` instant) would pass first: an iteration begins only if one as long as
    the average so far still ends in time. Without ``iterations`` the deadline defaults to now + the level's
    time limit, as in play; with them there is no deadline unless one is given, so the same inputs and seed
    give the same move. At least one iteration always runs.
    Raises ``SearchCancelled`` if ``cancel`` is set, checked between iterations.
    """
    level_settings = settings(level, game.info.id)
    rng = Rng.from_seed(seed)
    # Ask a sample, not the view: a view may hide that others already made their secret choices, so it can
    # name the wrong player as deciding. The deciding player sees everything their own choice depends on,
    # so every sample lists the same moves for them.
    first = sample_state(game, view, player, rng)
    decision = game.decision(first)
    if decision is None:
        raise ValueError("the game is over; there is no move to choose")
    if decision.player != player:
        raise ValueError(f"it is player {decision.player + 1}'s decision, not player {player + 1}'s")
    legal = list(without_voluntary_exits(game, game.legal_actions(first)))
    if not legal:
        raise ValueError("no legal actions in a game that is not over (the game's rules are inconsistent)")
    if len(legal) == 1:
        return legal[0]
    if iterations is None:
        budget = level_settings.iterations
        if deadline is None:
            deadline = time.monotonic() + level_settings.seconds
    else:
        budget = max(1, iterations)
    searcher = _searcher(game, view, player, level_settings, rng, budget)
    started = time.monotonic()
    for done in range(budget):
        if cancel is not None and cancel.is_set():
            raise SearchCancelled("the AI's search was cancelled")
        if done and deadline is not None and not _next_fits(started, done, deadline):
            break
        searcher.iterate()
    return searcher.best_action(legal)


def _next_fits(started: float, done: int, deadline: float) -> bool:
    """Whether one more iteration, as long as the average one so far, ends before ``deadline``.

    Checking only that the deadline has not passed let the last iteration overrun it by a whole iteration.
    Easy's samples are few and long (each weighs every legal move), so under its 0.03 s limit a sample begun
    just before the limit could end twice as late: Creature Comforts' Easy read 66-79 ms at the 95th percentile
    on a slow day, over its 50 ms target.
    """
    now = time.monotonic()
    return now + (now - started) / done <= deadline


def _searcher(
    game: Game[Any, Any], view: GameState, player: int, level: LevelSettings, rng: Rng, budget: int
) -> OnePly | Search:
    if level.level is Level.EASY:
        return OnePly(game, view, player, level, rng)
    return Search(game, view, player, level, rng, budget=budget)


def decision_seed(game_seed: int, move_number: int, player: int) -> int:
    """A seed for one AI decision derived from the game's seed, so a replayed game gets the same AI moves."""
    mixer = Rng.from_seed(game_seed)
    mixed = mixer.next_u64() ^ (move_number * 0x9E3779B97F4A7C15) ^ (player << 56)
    return Rng.from_seed(mixed).next_u64()
