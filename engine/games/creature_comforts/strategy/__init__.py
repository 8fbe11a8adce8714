"""How the AI judges a Creature Comforts position and plays quick simulations.

- ``projection``: the heuristic, each family's projected final score against the best other one;
- ``pricing``: what the cards in hand are worth before they are crafted;
- ``values``: what a location, a reward, a card or a Good is worth to a family right now;
- ``dice``: which locations a set of dice can meet together;
- ``rollout``: the moves a quick simulation prefers;
- ``weights``: the numbers all of these judge by, and the search settings the game registers.
"""

from .dice import best_cover, covers
from .pricing import hand_plan, later_use
from .projection import heuristic, projected_score
from .rollout import rollout_weights
from .values import location_terms, turns_left
from .weights import EASY_TEMPERATURE, MEDIUM_ITERATIONS, MINIMAX_WEIGHT, ROLLOUT_DEPTH, SOLO_EXPLORATION

__all__ = [
    "EASY_TEMPERATURE",
    "MEDIUM_ITERATIONS",
    "MINIMAX_WEIGHT",
    "ROLLOUT_DEPTH",
    "SOLO_EXPLORATION",
    "best_cover",
    "covers",
    "hand_plan",
    "heuristic",
    "later_use",
    "location_terms",
    "projected_score",
    "rollout_weights",
    "turns_left",
]
