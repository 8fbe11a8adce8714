"""Campaign progress: best results and stars, unlocking, and a file that survives restarts and upgrades."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearthwood.engine.campaign import (
    ChallengeResult,
    CorruptProgress,
    FutureProgressVersion,
    Progress,
    load_progress,
    parse_campaign,
    progress_path,
    record_result,
    save_progress,
)
from hearthwood.engine.core.paths import data_dir
from hearthwood.engine.core.saves import backup_path

from .toy_campaign import toy_campaign

CAMPAIGN = parse_campaign(json.dumps(toy_campaign()).encode())


def result(stars: int, score: int = 20, margin: int | None = None, title: str | None = None) -> ChallengeResult:
    return ChallengeResult(stars=stars, score=score, margin=margin, title=title, finished_first=stars > 0)


def test_progress_lives_in_the_user_data_folder() -> None:
    assert progress_path() == data_dir() / "campaign_progress.json"


def test_no_file_means_a_fresh_start_with_only_the_first_challenge_open() -> None:
    progress = load_progress()
    assert progress.unlocked(CAMPAIGN) == ["first-steps"]
    assert progress.total_stars(CAMPAIGN) == 0
    assert not progress_path().exists(), "reading must never create the file"


def test_challenges_unlock_in_order_and_by_their_requirements() -> None:
    progress = Progress().with_result(CAMPAIGN, "first-steps", result(0))
    assert progress.unlocked(CAMPAIGN) == ["first-steps"], "a failed attempt unlocks nothing"
    progress = progress.with_result(CAMPAIGN, "first-steps", result(1))
    assert progress.unlocked(CAMPAIGN) == ["first-steps", "easy-rival", "side-quest"]
    progress = progress.with_result(CAMPAIGN, "easy-rival", result(2, margin=6))
    assert progress.unlocked(CAMPAIGN) == ["first-steps", "easy-rival", "two-rivals", "side-quest"]


def test_the_best_result_is_kept() -> None:
    progress = Progress()
    for stars, score, margin in [(2, 25, 6), (1, 30, 1), (0, 10, -4)]:
        progress = progress.with_result(CAMPAIGN, "easy-rival", result(stars, score, margin))
    record = progress.record(CAMPAIGN.id, "easy-rival")
    assert record is not None
    assert (record.stars, record.best_score, record.best_margin, record.attempts) == (2, 30, 6, 3)
    assert record.first_passed is not None


def test_progress_survives_a_restart_and_keeps_a_backup() -> None:
    record_result(CAMPAIGN, "first-steps", result(1, score=12))
    first_bytes = progress_path().read_bytes()
    record_result(CAMPAIGN, "first-steps", result(3, score=31))
    assert backup_path(progress_path()).read_bytes() == first_bytes
    progress = load_progress()
    assert progress.stars(CAMPAIGN.id, "first-steps") == 3
    record = progress.record(CAMPAIGN.id, "first-steps")
    assert record is not None and record.best_score == 31


def test_unknown_challenges_are_ignored_but_kept() -> None:
    """A newer campaign's records (or a removed challenge's) must not vanish when this version saves."""
    progress = Progress().with_result(CAMPAIGN, "first-steps", result(1))
    data = progress.model_dump(mode="json")
    future = {"stars": 3, "best_score": 99, "attempts": 1}
    data["campaigns"][CAMPAIGN.id]["from-the-future"] = future
    data["campaigns"]["another-campaign"] = {"x": future}
    progress_path().write_text(json.dumps(data))
    progress = load_progress()
    assert progress.total_stars(CAMPAIGN) == 1
    record_result(CAMPAIGN, "easy-rival", result(1, margin=0))
    saved = json.loads(progress_path().read_text())
    assert saved["campaigns"][CAMPAIGN.id]["from-the-future"]["best_score"] == 99
    assert saved["campaigns"]["another-campaign"]["x"]["stars"] == 3


@pytest.mark.parametrize(
    ("contents", "error", "message"),
    [
        (b'{"format": "hearthwood-campaign-progress", "vers', CorruptProgress, "not readable JSON"),
        (b"\xff\xfe", CorruptProgress, "not readable JSON"),
        (b"[]", CorruptProgress, "not a Hearthwood progress file"),
        (b'{"format": "hearthwood-campaign-progress"}', CorruptProgress, "no valid format version"),
        (
            b'{"format": "hearthwood-campaign-progress", "version": 1, "app_version": "0.1",'
            b' "campaigns": {"c": {"x": {"stars": 7, "best_score": 1, "attempts": 1}}}}',
            CorruptProgress,
            "damaged",
        ),
        (b'{"format": "hearthwood-campaign-progress", "version": 2, "campaigns": {}}', FutureProgressVersion, "newer"),
    ],
)
def test_a_bad_file_is_refused_and_never_overwritten(contents: bytes, error: type[Exception], message: str) -> None:
    path = progress_path()
    path.write_bytes(contents)
    with pytest.raises(error, match=message):
        load_progress()
    with pytest.raises(error):
        record_result(CAMPAIGN, "first-steps", result(3))
    assert path.read_bytes() == contents
    assert not backup_path(path).exists()


def test_an_explicit_path_is_honoured(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "progress.json"
    save_progress(Progress().with_result(CAMPAIGN, "first-steps", result(2)), target)
    assert load_progress(target).stars(CAMPAIGN.id, "first-steps") == 2
    assert not progress_path().exists()
