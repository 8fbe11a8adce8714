"""Stars earned with an earlier version still count: renaming or dropping a shipped challenge would strand them.

``old_progress/campaign_progress.json`` was written by app 0.1.0 with a record for every challenge then
shipped. If a challenge has to go or change its id, carry its record over in the loader; do not re-record
this file.
"""

from __future__ import annotations

import json
from pathlib import Path

from hearthwood.engine.campaign import load_campaigns, load_progress
from hearthwood.engine.games import load_all

load_all()

OLD_PROGRESS = Path(__file__).parent / "old_progress" / "campaign_progress.json"


def test_every_challenge_played_with_an_earlier_version_is_still_shipped_with_its_stars() -> None:
    recorded = json.loads(OLD_PROGRESS.read_text(encoding="utf-8"))["campaigns"]
    progress = load_progress(OLD_PROGRESS)
    campaigns = load_campaigns()
    assert set(recorded) <= set(campaigns)
    for campaign_id, records in recorded.items():
        campaign = campaigns[campaign_id]
        shipped = {challenge.id for challenge in campaign.challenges()}
        assert set(records) <= shipped, f"{campaign_id}: challenges gone or renamed: {set(records) - shipped}"
        assert progress.total_stars(campaign) == sum(record["stars"] for record in records.values())
        assert progress.unlocked(campaign) == [challenge.id for challenge in campaign.challenges()]


def test_reading_the_old_file_leaves_it_as_it_was() -> None:
    before = OLD_PROGRESS.read_bytes()
    load_progress(OLD_PROGRESS)
    assert OLD_PROGRESS.read_bytes() == before
