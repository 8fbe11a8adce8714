"""Campaign progress in the user data folder: best result and stars per challenge.

The file is versioned JSON written atomically (the previous file kept as ``.bak``). Entries for challenges
this version does not know (a newer campaign, a removed challenge) are kept untouched and otherwise
ignored, so going back and forth between versions loses nothing. A file written by a newer format is
refused, and so is a damaged one: loading raises a typed error and never writes, so the app can show the
error and the player keeps the file (and its backup) to recover.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from hearthwood.engine.core import HearthwoodError
from hearthwood.engine.core.paths import data_dir
from hearthwood.engine.core.saves import atomic_write
from hearthwood.engine.core.versioned import FileKind, parse_versioned
from hearthwood.engine.version import __version__

from .challenges import ChallengeResult
from .schema import Campaign, SoloTitleGoal

PROGRESS_FORMAT: Final = "hearthwood-campaign-progress"
PROGRESS_VERSION = 1
PROGRESS_NAME = "campaign_progress.json"
MAX_PROGRESS_BYTES = 8 * 1024 * 1024


class ProgressError(HearthwoodError):
    """The progress file cannot be used. It is never written to when this is raised."""


class CorruptProgress(ProgressError):
    """Not readable, not a progress file, or damaged."""


class FutureProgressVersion(ProgressError):
    """Written by a newer Hearthwood whose progress format this version does not understand."""


class ChallengeRecord(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    stars: int = Field(ge=0, le=3)
    best_score: int
    best_margin: int | None = None
    best_title: str | None = None
    attempts: int = Field(ge=1)
    first_passed: datetime | None = None


class Progress(BaseModel):
    """The whole file: records by campaign id, then challenge id."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["hearthwood-campaign-progress"] = PROGRESS_FORMAT
    version: int = Field(default=PROGRESS_VERSION, ge=1)
    app_version: str = __version__
    campaigns: dict[str, dict[str, ChallengeRecord]] = Field(default_factory=dict)

    # -- reading -----------------------------------------------------------------------------------
    def record(self, campaign_id: str, challenge_id: str) -> ChallengeRecord | None:
        return self.campaigns.get(campaign_id, {}).get(challenge_id)

    def stars(self, campaign_id: str, challenge_id: str) -> int:
        record = self.record(campaign_id, challenge_id)
        return record.stars if record is not None else 0

    def is_unlocked(self, campaign: Campaign, challenge_id: str) -> bool:
        return all(self.stars(campaign.id, needed) > 0 for needed in campaign.requirements(challenge_id))

    def unlocked(self, campaign: Campaign) -> list[str]:
        """Ids of the playable challenges, in campaign order."""
        return [c.id for c in campaign.challenges() if self.is_unlocked(campaign, c.id)]

    def total_stars(self, campaign: Campaign) -> int:
        """Stars earned in this campaign's current challenges (records of unknown challenges do not count)."""
        return sum(self.stars(campaign.id, c.id) for c in campaign.challenges())

    # -- updating ------------------------------------------------------------------------------------
    def with_result(self, campaign: Campaign, challenge_id: str, result: ChallengeResult) -> Progress:
        """A copy with ``result`` merged into the challenge's best record."""
        challenge = campaign.challenge(challenge_id)
        old = self.record(campaign.id, challenge_id)
        new = _merge(old, result, challenge.goal if isinstance(challenge.goal, SoloTitleGoal) else None)
        campaigns = {key: dict(records) for key, records in self.campaigns.items()}
        campaigns.setdefault(campaign.id, {})[challenge_id] = new
        return self.model_copy(update={"campaigns": campaigns, "app_version": __version__})


def _merge(old: ChallengeRecord | None, result: ChallengeResult, titles: SoloTitleGoal | None) -> ChallengeRecord:
    now = datetime.now(UTC)
    if old is None:
        return ChallengeRecord(
            stars=result.stars,
            best_score=result.score,
            best_margin=result.margin,
            best_title=result.title,
            attempts=1,
            first_passed=now if result.passed else None,
        )
    if titles is not None:
        best_title = result.title if titles.rank(result.title) > titles.rank(old.best_title) else old.best_title
    else:
        best_title = result.title if result.score > old.best_score else old.best_title
    margins = [m for m in (old.best_margin, result.margin) if m is not None]
    return ChallengeRecord(
        stars=max(old.stars, result.stars),
        best_score=max(old.best_score, result.score),
        best_margin=max(margins) if margins else None,
        best_title=best_title,
        attempts=old.attempts + 1,
        first_passed=old.first_passed or (now if result.passed else None),
    )


# -- the file --------------------------------------------------------------------------------------------


PROGRESS_KIND = FileKind(
    format=PROGRESS_FORMAT,
    version=PROGRESS_VERSION,
    noun="the campaign progress file",
    title="Hearthwood progress file",
    corrupt=CorruptProgress,
    future=FutureProgressVersion,
    update_hint="Update Hearthwood to keep your progress.",
)


def progress_path() -> Path:
    return data_dir() / PROGRESS_NAME


def parse_progress(data: bytes) -> Progress:
    """Validate raw file contents; checks the version before the shape so newer files get the right error."""
    return parse_versioned(data, PROGRESS_KIND, Progress)


def load_progress(path: Path | None = None) -> Progress:
    """The saved progress, or empty progress when there is no file yet. Never writes."""
    target = progress_path() if path is None else path
    try:
        if not target.exists():
            return Progress()
        size = target.stat().st_size
        if size > MAX_PROGRESS_BYTES:
            raise CorruptProgress(f"the campaign progress file is too large ({size} bytes)")
        data = target.read_bytes()
    except OSError as exc:
        raise CorruptProgress(f"the campaign progress file cannot be read: {exc.strerror or exc}") from exc
    return parse_progress(data)


def save_progress(progress: Progress, path: Path | None = None) -> None:
    target = progress_path() if path is None else path
    atomic_write(target, json.dumps(progress.model_dump(mode="json"), indent=1, sort_keys=True).encode("utf-8"))


def record_result(campaign: Campaign, challenge_id: str, result: ChallengeResult, path: Path | None = None) -> Progress:
    """Merge one finished challenge into the stored progress and save it.

    Reads the file first: if it is damaged or newer, the error propagates and nothing is written.
    """
    progress = load_progress(path).with_result(campaign, challenge_id, result)
    save_progress(progress, path)
    return progress
