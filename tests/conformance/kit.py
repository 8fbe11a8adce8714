"""The conformance kit: checks every registered game must pass, driven by random legal play.

A game joins by registering; nothing here knows any game by name.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from hearthwood.engine.core import (
    Game,
    GameState,
    IllegalAction,
    Rng,
    Seat,
    Session,
    canonical_json,
    perform,
    ranking,
    redacted,
    value_at,
)
from hearthwood.engine.core.game import sample_state
from hearthwood.engine.core.saves import load_session, write_save

MAX_STEPS = 20_000


def cases(games: list[Game[Any, Any]], seeds: int) -> list[Any]:
    params = []
    for game in games:
        for variant_index, config in enumerate(game.variant_configs()):
            parsed = game.make_config(config)
            for players in game.info.players:
                if not game.supports(parsed, players):
                    continue
                for seed in range(seeds):
                    params.append(
                        pytest.param(
                            game, config, players, seed, id=f"{game.info.id}-v{variant_index}-{players}p-s{seed}"
                        )
                    )
    return params


def assert_same(a: GameState, b: GameState, what: str) -> None:
    assert canonical_json(a) == canonical_json(b), what


def check_views(game: Game[Any, Any], state: GameState, sample_for: int | None = None) -> None:
    dump = state.model_dump(mode="json")
    assert game.view(state, None).rng.state == 0, "views never carry the RNG (it predicts every draw)"
    secrets = game.secrets(state)
    for viewer in [None, *range(state.num_players)]:
        view = game.view(state, viewer)
        view_dump = view.model_dump(mode="json")
        # a view is itself a valid state of the game
        assert_same(game.load_state(json.loads(canonical_json(view))), view, "a view round-trips through JSON")
        for secret in secrets:
            real = value_at(dump, secret.path)
            shown = value_at(view_dump, secret.path)
            if viewer is not None and secret.owner == viewer:
                assert shown == real, f"player {viewer} must see their own {secret.path}"
            else:
                assert shown == redacted(real), f"viewer {viewer} can see hidden {secret.path}"
        if viewer is not None and viewer == sample_for and not game.is_over(state):
            # what the AI plans on: a full state that this viewer cannot tell apart from the real one
            sampled = sample_state(game, view, viewer, Rng.from_seed(viewer))
            assert canonical_json(game.view(sampled, viewer)) == canonical_json(view), "determinize keeps the view"
            assert game.legal_actions(sampled), "a sampled state can be played on"


def check_step(game: Game[Any, Any], session: Session, seen: list[Any], rng: random.Random) -> None:
    state = session.state
    decision = game.decision(state)
    legal = game.legal_actions(state)
    assert (decision is None) == (not legal) == game.is_over(state), "legal actions exist exactly while not over"
    if decision is None:
        return
    assert all(a.player == decision.player for a in legal), "every legal action belongs to the decider"
    assert len(set(legal)) == len(legal), "legal actions are distinct"
    for action in rng.sample(legal, min(3, len(legal))):
        assert action.describe(session.names).strip(), "every action describes itself for the log"
        assert game.parse_action(action.to_json()) == action, "actions round-trip through JSON"

    # the state round-trips through JSON, and a clone is equal but independent
    assert_same(game.load_state(json.loads(canonical_json(state))), state, "state round-trips through JSON")
    clone = game.clone(state)
    assert clone == state
    before = canonical_json(state)
    perform(game, clone, rng.choice(legal))
    assert canonical_json(state) == before, "applying to a clone must not touch the original"

    # illegal actions are refused, with a rule named, and refused actions change nothing
    illegal: list[Any] = []
    if state.num_players > 1:
        wrong = (decision.player + 1) % state.num_players
        illegal.append(rng.choice(legal).model_copy(update={"player": wrong}))
    legal_set = set(legal)
    stale = [a for a in seen if a not in legal_set and a.player == decision.player]
    illegal.extend(rng.sample(stale, min(3, len(stale))))
    for action in illegal:
        with pytest.raises(IllegalAction) as refused:
            session.apply(action)
        assert refused.value.rule and refused.value.reason
        assert canonical_json(session.state) == before, "a refused action leaves the state untouched"

    check_views(game, state, sample_for=rng.randrange(state.num_players))


def play_and_check(
    game: Game[Any, Any], config: dict[str, Any], players: int, seed: int, tmp_path: Path, view_every: int = 1
) -> Session:
    seats = [Seat(name=f"Player {i + 1}") for i in range(players)]
    session = Session(game, game.make_config(config), seats, seed)
    initial = canonical_json(session.state)
    rng = random.Random(seed * 7919 + players)
    seen: list[Any] = []
    steps = 0
    while True:
        if steps % view_every == 0 or session.is_over():
            check_step(game, session, seen, rng)
        legal = session.legal_actions()
        if not legal:
            break
        staying = [a for a in legal if a.kind not in game.voluntary_exit_kinds]
        # now and then leave voluntarily anyway, so that path is exercised too
        action = rng.choice(staying if staying and rng.random() > 0.01 else legal)
        seen.extend(rng.sample(legal, min(4, len(legal))))
        if len(seen) > 200:
            del seen[:100]
        session.apply(action)
        steps += 1
        assert steps < MAX_STEPS, "the game must end"

    final = canonical_json(session.state)
    sheet = session.score_sheet()
    assert len(sheet.points) == players
    assert all(isinstance(v, int) and not isinstance(v, bool) for row in sheet.points for v in row)
    assert all(len(row) == len(sheet.categories) for row in sheet.points)
    groups = ranking(game, session.state)
    assert sorted(p for g in groups for p in g) == list(range(players))
    keys = [(sheet.total(g[0]), *game.tiebreak_keys(session.state, g[0])) for g in groups]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys), "ranking follows the tiebreakers"
    best = max(sheet.totals())
    assert all(sheet.total(p) == best for p in groups[0]), "every winner has the top score"

    # save, load and replay give the identical state
    path = tmp_path / f"{game.info.id}-{players}-{seed}.json"
    write_save(session, path)
    loaded = load_session(path)
    assert canonical_json(loaded.state) == final
    assert loaded.actions == session.actions

    # undo everything back to the start, then redo everything
    count = len(session.actions)
    for _ in range(count):
        session.undo(enforce_policy=False)
    assert canonical_json(session.state) == initial, "undo-all gives back the initial state"
    for _ in range(count):
        session.redo()
    assert canonical_json(session.state) == final, "redo-all gives back the final state"
    return session
