"""Starting a challenge's game and judging the finished game against its goal."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from hearthwood.engine.ai import Level
from hearthwood.engine.campaign import Challenge, evaluate_session, parse_campaign, start_challenge
from hearthwood.engine.core import GameInfo, PlayerCounts, Session, register
from hearthwood.engine.core.registry import unregister
from tests.conformance.toy_game import HighCard, HighCardConfig, HighCardState
from tests.narrow import narrow

from .toy_campaign import toy_campaign

CAMPAIGN = parse_campaign(json.dumps(toy_campaign()).encode())


def play_out(session: Session, pick: int = 0) -> Session:
    while legal := session.legal_actions():
        session.apply(legal[pick % len(legal)])
    return session


def with_goal(challenge_id: str, goal: dict[str, Any]) -> Challenge:
    return Challenge.model_validate({**CAMPAIGN.challenge(challenge_id).model_dump(), "goal": goal})


def test_a_challenge_starts_with_its_seats_config_and_fixed_seed() -> None:
    challenge = CAMPAIGN.challenge("first-steps")
    first = start_challenge(challenge, seed=1, human_name="Robin")
    second = start_challenge(challenge, seed=2)
    assert first.names == ["Robin"] and second.names == ["You"]
    assert first.seed == second.seed == 7, "a fixed challenge seed wins"
    assert narrow(first.config, HighCardConfig).rounds == 4
    rivals = start_challenge(CAMPAIGN.challenge("two-rivals"), seed=5)
    assert [s.kind for s in rivals.seats] == ["ai", "human", "ai"]
    assert [s.level for s in rivals.seats] == [Level.MEDIUM.value, None, Level.HARD.value]
    assert rivals.seed == 5 and narrow(rivals.config, HighCardConfig).rounds == 5


def test_score_goal_stars_follow_the_thresholds() -> None:
    challenge = CAMPAIGN.challenge("first-steps")  # stars at 10, 20, 30
    session = play_out(start_challenge(challenge))
    score = session.score_sheet().total(0)
    outcome = evaluate_session(challenge, session)
    assert outcome.score == score and outcome.margin is None
    assert outcome.stars == sum(score >= t for t in (10, 20, 30))
    assert outcome.passed == (score >= 10)


@pytest.mark.parametrize("seed", range(12))
def test_beat_ai_needs_first_place_and_counts_margins(seed: int) -> None:
    challenge = CAMPAIGN.challenge("two-rivals")  # human in seat 1, ties lose, stars at margins 0, 4, 8
    session = play_out(start_challenge(challenge, seed=seed), pick=seed)
    totals = session.score_sheet().totals()
    outcome = evaluate_session(challenge, session)
    first = session.ranking()[0]
    assert outcome.margin == totals[1] - max(totals[0], totals[2])
    assert outcome.finished_first == (first == [1])
    expected = sum(outcome.margin >= t for t in (0, 4, 8)) if first == [1] else 0
    assert outcome.stars == expected


def test_a_shared_first_place_counts_only_when_the_goal_says_so() -> None:
    seen_tie = False
    for seed in range(200):
        session = play_out(start_challenge(CAMPAIGN.challenge("easy-rival"), seed=seed), pick=seed)
        if session.ranking()[0] != [0, 1]:
            continue
        seen_tie = True
        ties_win = CAMPAIGN.challenge("easy-rival")
        ties_lose = with_goal("easy-rival", {"kind": "beat-ai", "ties": "loss"})
        assert evaluate_session(ties_win, session).stars == 1
        assert evaluate_session(ties_lose, session).stars == 0
        break
    assert seen_tie, "no seed gave a shared win; pick other seeds"


class TitledHighCard(HighCard):
    """High Card with solo titles, to exercise title goals."""

    info = GameInfo(id="high-card-titled", title="Titled High Card", summary="test", players=PlayerCounts(1, 2))

    def result_title(self, state: HighCardState, player: int) -> str | None:
        total = self.score_sheet(state).total(player)
        return "Gold" if total >= 47 else "Silver" if total >= 35 else "Bronze" if total >= 25 else None


@pytest.fixture
def titled_game() -> Iterator[None]:
    register(TitledHighCard())
    yield
    unregister("high-card-titled")


def test_solo_title_goal_counts_titles_in_their_order(titled_game: None) -> None:
    goal = {"kind": "solo-title", "titles": ["Bronze", "Silver", "Gold"], "stars": ["Bronze", "Silver", "Gold"]}
    challenge = Challenge.model_validate(
        {**CAMPAIGN.challenge("first-steps").model_dump(), "game_id": "high-card-titled", "goal": goal, "seed": None}
    )
    seen: dict[str | None, int] = {}
    for seed in range(40):
        outcome = evaluate_session(challenge, play_out(start_challenge(challenge, seed=seed), pick=seed))
        seen[outcome.title] = outcome.stars
    assert seen == {"Gold": 3, "Silver": 2, "Bronze": 1, None: 0}


def test_an_unfinished_or_mismatched_session_is_refused() -> None:
    challenge = CAMPAIGN.challenge("easy-rival")
    with pytest.raises(ValueError, match="not finished"):
        evaluate_session(challenge, start_challenge(challenge, seed=1))
    with pytest.raises(ValueError, match="seats"):
        evaluate_session(challenge, play_out(start_challenge(CAMPAIGN.challenge("first-steps"))))
