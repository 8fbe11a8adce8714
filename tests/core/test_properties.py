"""Properties that must hold for any seed and any line of play, checked with hypothesis."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearthwood.engine.core import Rng, Seat, Session, canonical_json
from hearthwood.engine.core.saves import parse_save_bytes, session_from_save, session_to_save
from hearthwood.engine.games import load_all

load_all()


@given(seed=st.integers(min_value=0, max_value=2**64 - 1), bound=st.integers(min_value=1, max_value=10**12))
def test_rng_draws_stay_in_bounds_and_replay(seed: int, bound: int) -> None:
    a, b = Rng.from_seed(seed), Rng.from_seed(seed)
    draws = [a.below(bound) for _ in range(5)]
    assert all(0 <= d < bound for d in draws)
    assert draws == [b.below(bound) for _ in range(5)]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game_id=st.sampled_from(["tiny-towns", "high-card"]),
    players=st.integers(min_value=1, max_value=4),
    seed=st.integers(min_value=0, max_value=2**48),
    choices=st.lists(st.integers(min_value=0, max_value=10_000), max_size=60),
)
def test_any_line_of_play_saves_and_loads_to_the_same_state(
    game_id: str, players: int, seed: int, choices: list[int]
) -> None:
    session = Session.start(game_id, [Seat(name=f"P{i}") for i in range(players)], seed=seed)
    for choice in choices:
        legal = session.legal_actions()
        if not legal:
            break
        session.apply(legal[choice % len(legal)])
    data = session_to_save(session).model_dump_json().encode()
    loaded = session_from_save(parse_save_bytes(data))
    assert canonical_json(loaded.state) == canonical_json(session.state)
    assert loaded.log() == session.log()
