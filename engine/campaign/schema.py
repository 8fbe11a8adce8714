"""Campaign files: chapters of challenges, as data under resources/campaigns/<game_id>.json.

A challenge fixes a game configuration and the seats (one human, AI opponents at given levels), a goal, and
the thresholds for one, two and three stars, each higher than the one before. One star means the goal was
reached; it also unlocks the challenges that require this one (by default, the next challenge in file order).

Goals:

- ``score``: reach a total score; stars at three rising totals.
- ``solo-title``: reach a solo score title (the game's ``result_title``); the file lists the game's titles
  from lowest to highest, since only the game's rule book knows their order, and names the title needed
  for each star.
- ``beat-ai``: finish first against the AI seats (after the game's tiebreakers; ``ties`` says whether a
  shared first place counts); stars at three rising margins over the best opponent.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from hearthwood.engine.ai.levels import Level

CAMPAIGN_FORMAT = "hearthwood-campaign"
CAMPAIGN_VERSION = 1

Identifier = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=60)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SeatSpec(_Strict):
    name: str = Field(min_length=1, max_length=40)
    kind: Literal["human", "ai"]
    level: Level | None = None

    @model_validator(mode="after")
    def _level_matches_kind(self) -> SeatSpec:
        if self.kind == "ai" and self.level is None:
            raise ValueError(f"AI seat {self.name!r} needs a level")
        if self.kind == "human" and self.level is not None:
            raise ValueError(f"human seat {self.name!r} cannot have an AI level")
        return self


def _rising(values: tuple[int, int, int], what: str) -> None:
    # Two stars for one feat would hand out a star the player never earned.
    if not values[0] < values[1] < values[2]:
        raise ValueError(f"the {what} for one, two and three stars must rise, each above the last: {list(values)}")


class ScoreGoal(_Strict):
    kind: Literal["score"]
    stars: tuple[int, int, int] = Field(description="total score needed for one, two and three stars")

    @model_validator(mode="after")
    def _check(self) -> ScoreGoal:
        _rising(self.stars, "scores")
        return self


class SoloTitleGoal(_Strict):
    kind: Literal["solo-title"]
    titles: tuple[str, ...] = Field(min_length=1, description="the game's solo titles, lowest first")
    stars: tuple[str, str, str] = Field(description="title needed for one, two and three stars")

    @model_validator(mode="after")
    def _check(self) -> SoloTitleGoal:
        if len(set(self.titles)) != len(self.titles):
            raise ValueError("each solo title may be listed once")
        unknown = [t for t in self.stars if t not in self.titles]
        if unknown:
            raise ValueError(f"star titles {unknown} are not among the listed titles")
        _rising(tuple(self.titles.index(t) for t in self.stars), "titles")  # type: ignore[arg-type]
        return self

    def rank(self, title: str | None) -> int:
        """Position of a title in the list; -1 for no title or one this file does not know."""
        return self.titles.index(title) if title in self.titles else -1


class BeatAiGoal(_Strict):
    kind: Literal["beat-ai"]
    ties: Literal["win", "loss"] = "loss"
    stars: tuple[int, int, int] = Field(
        default=(0, 5, 10), description="margin over the best opponent for one, two and three stars"
    )

    @model_validator(mode="after")
    def _check(self) -> BeatAiGoal:
        _rising(self.stars, "margins")
        if self.stars[0] < 0:
            raise ValueError("finishing first cannot be won by losing on points; the one-star margin must be >= 0")
        return self


Goal = Annotated[ScoreGoal | SoloTitleGoal | BeatAiGoal, Field(discriminator="kind")]


class Challenge(_Strict):
    id: Identifier
    title: str = Field(min_length=1, max_length=80)
    blurb: str = Field(min_length=1, max_length=600)
    game_id: str
    config: dict[str, Any] = Field(default_factory=dict)
    seats: tuple[SeatSpec, ...] = Field(min_length=1)
    goal: Goal
    # A fixed seed makes a challenge the same puzzle every time; None deals a new game each attempt.
    seed: int | None = Field(default=None, ge=0)
    # Challenges that must have at least one star first; None means "the one before this in the file".
    requires: tuple[Identifier, ...] | None = None

    @model_validator(mode="after")
    def _check(self) -> Challenge:
        humans = [s for s in self.seats if s.kind == "human"]
        if len(humans) != 1:
            raise ValueError(f"challenge {self.id!r} needs exactly one human seat, not {len(humans)}")
        ais = len(self.seats) - 1
        if isinstance(self.goal, BeatAiGoal) and ais == 0:
            raise ValueError(f"challenge {self.id!r} asks to beat the AI but has no AI seat")
        if isinstance(self.goal, SoloTitleGoal) and ais:
            raise ValueError(f"challenge {self.id!r} asks for a solo title but is not a solo game")
        return self

    @property
    def human_seat(self) -> int:
        return next(i for i, s in enumerate(self.seats) if s.kind == "human")


class Chapter(_Strict):
    id: Identifier
    title: str = Field(min_length=1, max_length=80)
    challenges: tuple[Challenge, ...] = Field(min_length=1)


class Campaign(_Strict):
    format: Literal["hearthwood-campaign"]
    version: int = Field(ge=1)
    id: Identifier
    game_id: str
    title: str = Field(min_length=1, max_length=80)
    chapters: tuple[Chapter, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> Campaign:
        seen: list[str] = []
        chapter_ids = [c.id for c in self.chapters]
        if len(set(chapter_ids)) != len(chapter_ids):
            raise ValueError("chapter ids must be unique")
        for challenge in self.challenges():
            if challenge.id in seen:
                raise ValueError(f"challenge id {challenge.id!r} is used twice")
            if challenge.game_id != self.game_id:
                raise ValueError(f"challenge {challenge.id!r} is for {challenge.game_id!r}, not {self.game_id!r}")
            # requiring only earlier challenges makes the unlock order a chain with no cycles
            for required in challenge.requires or ():
                if required not in seen:
                    raise ValueError(f"challenge {challenge.id!r} requires {required!r}, which does not come before it")
            seen.append(challenge.id)
        return self

    def challenges(self) -> list[Challenge]:
        """Every challenge in unlock order (chapters in order, challenges in order)."""
        return [challenge for chapter in self.chapters for challenge in chapter.challenges]

    def challenge(self, challenge_id: str) -> Challenge:
        for challenge in self.challenges():
            if challenge.id == challenge_id:
                return challenge
        raise KeyError(f"campaign {self.id!r} has no challenge {challenge_id!r}")

    def requirements(self, challenge_id: str) -> tuple[str, ...]:
        """The challenges that unlock ``challenge_id`` (the previous one unless the file says otherwise)."""
        order = self.challenges()
        index = next(i for i, c in enumerate(order) if c.id == challenge_id)
        explicit = order[index].requires
        if explicit is not None:
            return explicit
        return (order[index - 1].id,) if index else ()
