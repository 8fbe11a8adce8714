"""Playing a challenge: setting up its session, and judging the finished game against its goal."""

from __future__ import annotations

from dataclasses import dataclass

from hearthwood.engine.core import Seat, Session

from .schema import BeatAiGoal, Challenge, ScoreGoal, SoloTitleGoal


@dataclass(frozen=True)
class ChallengeResult:
    """How the human seat did. ``stars`` is 0 when the goal was missed, else 1-3."""

    stars: int
    score: int
    margin: int | None  # the human's total minus the best opponent's; None in solo games
    title: str | None
    finished_first: bool

    @property
    def passed(self) -> bool:
        return self.stars > 0


def start_challenge(challenge: Challenge, *, seed: int | None = None, human_name: str | None = None) -> Session:
    """A new session set up as the challenge says; a fixed challenge seed wins over ``seed``."""
    seats = [
        Seat(
            name=human_name if spec.kind == "human" and human_name else spec.name,
            kind=spec.kind,
            level=spec.level.value if spec.level is not None else None,
        )
        for spec in challenge.seats
    ]
    return Session.start(
        challenge.game_id, seats, challenge.config, challenge.seed if challenge.seed is not None else seed
    )


def evaluate_session(challenge: Challenge, session: Session) -> ChallengeResult:
    """Stars earned by a finished session of ``challenge``."""
    if session.game.info.id != challenge.game_id:
        raise ValueError(f"this is a game of {session.game.info.id!r}, not {challenge.game_id!r}")
    if len(session.seats) != len(challenge.seats):
        raise ValueError("the session's seats do not match the challenge's")
    if not session.is_over():
        raise ValueError("the game is not finished yet")
    human = challenge.human_seat
    totals = session.score_sheet().totals()
    score = totals[human]
    others = [total for player, total in enumerate(totals) if player != human]
    margin = score - max(others) if others else None
    title = session.game.result_title(session.state, human)
    first = session.ranking()[0]
    goal = challenge.goal
    ties_win = isinstance(goal, BeatAiGoal) and goal.ties == "win"
    finished_first = human in first and (len(first) == 1 or ties_win)
    return ChallengeResult(
        stars=_stars(challenge, score, margin, title, finished_first),
        score=score,
        margin=margin,
        title=title,
        finished_first=finished_first,
    )


def _stars(challenge: Challenge, score: int, margin: int | None, title: str | None, finished_first: bool) -> int:
    goal = challenge.goal
    if isinstance(goal, ScoreGoal):
        return sum(score >= needed for needed in goal.stars)
    if isinstance(goal, SoloTitleGoal):
        reached = goal.rank(title)
        return 0 if reached < 0 else sum(reached >= goal.rank(needed) for needed in goal.stars)
    if not finished_first or margin is None:
        return 0
    return sum(margin >= needed for needed in goal.stars)
