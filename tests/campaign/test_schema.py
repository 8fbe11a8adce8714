"""Campaign files: the schema, the checks against the installed game, and the loader."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hearthwood.engine.ai import Level
from hearthwood.engine.campaign import (
    BeatAiGoal,
    Campaign,
    CampaignError,
    ScoreGoal,
    SoloTitleGoal,
    campaign_for_game,
    load_campaigns,
    parse_campaign,
)
from hearthwood.engine.games import load_all
from tests.narrow import narrow

from .toy_campaign import toy_campaign, write_campaign

load_all()


def parse(data: dict[str, Any]) -> Campaign:
    return parse_campaign(json.dumps(data).encode(), "test.json")


def test_the_toy_campaign_loads_with_its_structure() -> None:
    campaign = parse(toy_campaign())
    ids = [c.id for c in campaign.challenges()]
    assert ids == ["first-steps", "easy-rival", "two-rivals", "side-quest"]
    assert isinstance(campaign.challenge("first-steps").goal, ScoreGoal)
    rivals = campaign.challenge("two-rivals")
    assert isinstance(rivals.goal, BeatAiGoal) and rivals.goal.ties == "loss"
    assert rivals.human_seat == 1
    assert [s.level for s in rivals.seats] == [Level.MEDIUM, None, Level.HARD]
    assert campaign.requirements("first-steps") == ()
    assert campaign.requirements("two-rivals") == ("easy-rival",)
    assert campaign.requirements("side-quest") == ("first-steps",)


def test_shipped_campaigns_are_all_valid() -> None:
    """Every file under resources/campaigns/ validates against the schema and its installed game."""
    for campaign in load_campaigns().values():
        for challenge in campaign.challenges():
            assert challenge.game_id == campaign.game_id


def test_shipped_campaigns_open_their_rivals_before_the_hardest_solo_goals() -> None:
    """A player who wants opponents should not first have to master the solo game: Tiny Towns' first
    rival used to wait behind Master Architect (38 points), a score its own Expert seldom reaches alone.
    The first rival challenge may need at most half of the solo challenges, counted through every
    requirement on the way to it."""
    for campaign in load_campaigns().values():
        challenges = campaign.challenges()
        solo = [c.id for c in challenges if not isinstance(c.goal, BeatAiGoal)]
        first_rival = next((c.id for c in challenges if isinstance(c.goal, BeatAiGoal)), None)
        if not solo or first_rival is None:
            continue
        needed: set[str] = set()
        waiting = list(campaign.requirements(first_rival))
        while waiting:
            challenge_id = waiting.pop()
            if challenge_id not in needed:
                needed.add(challenge_id)
                waiting.extend(campaign.requirements(challenge_id))
        assert len(needed & set(solo)) <= len(solo) / 2, (campaign.id, sorted(needed))


def broken(path: str, value: object) -> dict[str, Any]:
    data = toy_campaign()
    node: Any = data  # the file's JSON: a dict or a list at each step
    *parents, last = path.split("/")
    for step in parents:
        node = node[int(step)] if step.isdigit() else node[step]
    node[int(last) if last.isdigit() else last] = value
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (broken("chapters/0/challenges/0/goal/stars", [10, 5, 30]), "must rise"),
        (broken("chapters/0/challenges/0/goal/stars", [10, 20, 20]), "must rise"),
        (broken("chapters/0/challenges/0/seats", [{"name": "A", "kind": "ai", "level": "easy"}]), "exactly one human"),
        (broken("chapters/0/challenges/1/seats/1", {"name": "Pip", "kind": "ai"}), "needs a level"),
        (broken("chapters/0/challenges/1/seats/1/level", "grandmaster"), "level"),
        (broken("chapters/0/challenges/0/seats/0/level", "easy"), "cannot have an AI level"),
        (broken("chapters/0/challenges/0/goal", {"kind": "beat-ai"}), "no AI seat"),
        (broken("chapters/0/challenges/1/id", "first-steps"), "used twice"),
        (broken("chapters/1/challenges/1/requires", ["two-rivals", "nowhere"]), "does not come before"),
        (broken("chapters/0/challenges/0/requires", ["side-quest"]), "does not come before"),
        (broken("chapters/0/challenges/0/game_id", "other-game"), "not 'high-card'"),
        (broken("chapters/0/challenges/0/config", {"rounds": 99}), "first-steps"),
        (broken("chapters/0/challenges/0/config", {"colour": "red"}), "first-steps"),
        (
            broken(
                "chapters/0/challenges/1/seats",
                [{"name": f"S{i}", "kind": "ai", "level": "easy"} for i in range(4)]
                + [{"name": "You", "kind": "human"}],
            ),
            "1 to 4 players",
        ),
        (broken("chapters/0/challenges/0/surprise", 1), "surprise"),
        (broken("chapters", []), "chapters"),
        (toy_campaign(game_id="no-such-game"), "no-such-game"),
        (toy_campaign(format="something-else"), "not a Hearthwood campaign"),
        (toy_campaign(version=99), "newer"),
    ],
)
def test_bad_campaigns_are_refused_with_a_reason(data: dict[str, Any], message: str) -> None:
    with pytest.raises(CampaignError, match=message):
        parse(data)


def test_solo_title_goals_need_known_rising_titles() -> None:
    titles = ["Hamlet", "Village", "Town"]
    goal = {"kind": "solo-title", "titles": titles, "stars": ["Hamlet", "Village", "Town"]}
    campaign = parse(broken("chapters/0/challenges/0/goal", goal))
    assert narrow(campaign.challenge("first-steps").goal, SoloTitleGoal).rank("Village") == 1
    with pytest.raises(CampaignError, match="not among"):
        parse(broken("chapters/0/challenges/0/goal", {**goal, "stars": ["Hamlet", "City", "Town"]}))
    with pytest.raises(CampaignError, match="must rise"):
        parse(broken("chapters/0/challenges/0/goal", {**goal, "stars": ["Town", "Village", "Town"]}))
    with pytest.raises(CampaignError, match="must rise"):
        parse(broken("chapters/0/challenges/0/goal", {**goal, "stars": ["Hamlet", "Town", "Town"]}))
    with pytest.raises(CampaignError, match="solo"):
        parse(broken("chapters/0/challenges/1/goal", goal))


def test_unreadable_bytes_are_refused() -> None:
    with pytest.raises(CampaignError, match="JSON"):
        parse_campaign(b"{not json", "bad.json")


def test_the_loader_reads_a_folder_and_checks_file_names(tmp_path: Path) -> None:
    folder = tmp_path / "campaigns"
    write_campaign(folder, toy_campaign())
    (folder / "notes.txt").write_text("not a campaign")
    campaigns = load_campaigns(folder)
    assert list(campaigns) == ["high-card-trials"]
    found = campaign_for_game("high-card", folder)
    assert found is not None and found.id == "high-card-trials"
    assert campaign_for_game("tiny-towns", folder) is None
    write_campaign(folder, toy_campaign(id="another"), name="misnamed.json")
    with pytest.raises(CampaignError, match=r"misnamed\.json"):
        load_campaigns(folder)


def test_a_missing_folder_means_no_campaigns(tmp_path: Path) -> None:
    assert load_campaigns(tmp_path / "nowhere") == {}


@pytest.mark.parametrize(
    ("challenge_id", "first_star_title", "third_star_title"),
    [
        ("tt-town-planner", "Town Planner", "Master Architect"),
        ("tt-master-architect", "Master Architect", None),
        ("cc-warm-hearth", "Warm Hearth", "Heart of Maple Valley"),
    ],
)
def test_score_goals_named_after_a_title_start_where_the_title_starts(
    challenge_id: str, first_star_title: str, third_star_title: str | None
) -> None:
    """Where the titles run out before the third star, a challenge counts points instead; its blurb names
    the titles, so its thresholds must stay on the games' title boundaries if those ever move."""
    from hearthwood.engine.games.creature_comforts.scoring import SOLO_TITLES
    from hearthwood.engine.games.tiny_towns.content import load_content

    minimums = {title: least for least, title in SOLO_TITLES}
    minimums |= {t.title: t.minimum for t in load_content().solo_titles}
    campaigns = load_campaigns()
    challenge = next(c for campaign in campaigns.values() for c in campaign.challenges() if c.id == challenge_id)
    goal = challenge.goal
    assert isinstance(goal, ScoreGoal)
    assert goal.stars[0] == minimums[first_star_title]
    if third_star_title is not None:
        assert goal.stars[2] == minimums[third_star_title]
    assert all(str(points) in challenge.blurb for points in goal.stars)
