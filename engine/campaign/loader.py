"""Loading and checking the campaign files shipped under resources/campaigns/.

Beyond the schema, a campaign is checked against the installed game: its configuration must be valid and
every challenge's seat count playable, so a broken campaign is caught by the tests, not by a player.
"""

from __future__ import annotations

import json
from importlib import resources
from importlib.resources.abc import Traversable

from pydantic import ValidationError

from hearthwood.engine.core import HearthwoodError, get_game
from hearthwood.engine.core.content_files import RESOURCE_PACKAGE

from .schema import CAMPAIGN_FORMAT, CAMPAIGN_VERSION, Campaign

CAMPAIGN_FOLDER = "campaigns"


class CampaignError(HearthwoodError):
    """A campaign file that cannot be used; the message names the file and what is wrong."""


def campaigns_root() -> Traversable:
    return resources.files(RESOURCE_PACKAGE) / CAMPAIGN_FOLDER


def parse_campaign(data: bytes, source: str = "campaign") -> Campaign:
    """Validate one campaign file's bytes (shape, then against the installed game)."""
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CampaignError(f"{source}: not readable JSON: {exc}") from exc
    if not isinstance(raw, dict) or raw.get("format") != CAMPAIGN_FORMAT:
        raise CampaignError(f"{source}: not a Hearthwood campaign file")
    version = raw.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > CAMPAIGN_VERSION:
        raise CampaignError(f"{source}: campaign format {version} is newer than this Hearthwood reads")
    try:
        campaign = Campaign.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise CampaignError(f"{source}: {where}: {first['msg']}") from exc
    check_against_game(campaign, source)
    return campaign


def check_against_game(campaign: Campaign, source: str = "campaign") -> None:
    try:
        game = get_game(campaign.game_id)
    except HearthwoodError as exc:
        raise CampaignError(f"{source}: {exc}") from exc
    for challenge in campaign.challenges():
        try:
            config = game.make_config(challenge.config)
            game.check_player_count(config, len(challenge.seats))
        except HearthwoodError as exc:
            raise CampaignError(f"{source}: challenge {challenge.id!r}: {exc}") from exc


def load_campaigns(root: Traversable | None = None) -> dict[str, Campaign]:
    """Every campaign under ``root`` (the shipped folder by default), by campaign id.

    Raises ``CampaignError`` for the first bad file: shipped content is tested, so a bad file is a bug to
    fix rather than something to skip quietly. A missing folder means no campaigns yet. Games must be
    registered first (``hearthwood.engine.games.load_all()``), since each campaign is checked against its game.
    """
    folder = campaigns_root() if root is None else root
    if not folder.is_dir():
        return {}
    found: dict[str, Campaign] = {}
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        if not entry.name.endswith(".json"):
            continue
        campaign = parse_campaign(entry.read_bytes(), entry.name)
        if campaign.id in found:
            raise CampaignError(f"{entry.name}: another file already defines campaign {campaign.id!r}")
        if entry.name != f"{campaign.game_id}.json":
            raise CampaignError(f"{entry.name}: a campaign for {campaign.game_id!r} belongs in {campaign.game_id}.json")
        found[campaign.id] = campaign
    return found


def campaign_for_game(game_id: str, root: Traversable | None = None) -> Campaign | None:
    for campaign in load_campaigns(root).values():
        if campaign.game_id == game_id:
            return campaign
    return None
