"""Solo campaigns as data: chapters of challenges, stars, and the player's progress (no Qt)."""

from .challenges import ChallengeResult, evaluate_session, start_challenge
from .loader import CampaignError, campaign_for_game, load_campaigns, parse_campaign
from .progress import (
    ChallengeRecord,
    CorruptProgress,
    FutureProgressVersion,
    Progress,
    ProgressError,
    load_progress,
    progress_path,
    record_result,
    save_progress,
)
from .schema import BeatAiGoal, Campaign, Challenge, Chapter, ScoreGoal, SeatSpec, SoloTitleGoal

__all__ = [
    "BeatAiGoal",
    "Campaign",
    "CampaignError",
    "Challenge",
    "ChallengeRecord",
    "ChallengeResult",
    "Chapter",
    "CorruptProgress",
    "FutureProgressVersion",
    "Progress",
    "ProgressError",
    "ScoreGoal",
    "SeatSpec",
    "SoloTitleGoal",
    "campaign_for_game",
    "evaluate_session",
    "load_campaigns",
    "load_progress",
    "parse_campaign",
    "progress_path",
    "record_result",
    "save_progress",
    "start_challenge",
]
