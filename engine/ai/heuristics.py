"""How the AI judges positions and plays quick simulations, with per-game hooks.

A game package may register, at import time:

- a heuristic ``fn(game, state) -> values``: how good a (full or determinized) state is for each player, one
  value in [-1, 1] per player; the search calls it where a rollout stops early and blends it into finished
  games. It answers for every player at once because a player's value is their projection against the
  others': asked one player at a time, each projection would be worked out once per player;
- a rollout policy ``fn(game, state, legal) -> Action | Sequence[float]``: either the action to play or
  one weight per legal action. Rollouts use it instead of uniform play, and the search uses the weights
  as priors for which untried action to expand first;
- a rollout depth (``register_rollout_depth``), a minimax weight (``register_minimax_weight``) and an
  exploration scale for solo play (``register_solo_exploration``) that tune the search for the game.

Games that register nothing get ``score_lead`` (the score sheet's totals) and uniform rollouts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from hearthwood.engine.core import Action, Game, GameState, Rng, ranking

from .levels import TERMINAL_OUTCOME_WEIGHT, Level, levels_in_order

Heuristic = Callable[[Game[Any, Any], GameState], Sequence[float]]
RolloutPolicy = Callable[[Game[Any, Any], GameState, Sequence[Action]], Action | Sequence[float]]

# A lead of this many points counts as half-way to a certain win when both totals are small; larger totals
# dilute it (a 5-point lead matters more at 10-5 than at 80-75).
LEAD_SOFTNESS = 10.0
# A solo total of this many points maps to 0.5; solo play only compares totals, so any monotone map works.
SOLO_SOFTNESS = 20.0

_HEURISTICS: dict[str, Heuristic] = {}
_ROLLOUT_POLICIES: dict[str, RolloutPolicy] = {}
_ROLLOUT_DEPTHS: dict[str, int] = {}
_MINIMAX_WEIGHTS: dict[str, float] = {}
_SOLO_EXPLORATION: dict[str, float] = {}
# game id -> the weakest level whose turns through the root's candidates share one sample (None: no level's)
_ROOT_HALVING: dict[str, Level | None] = {}


def register_heuristic(game_id: str, fn: Heuristic) -> None:
    _HEURISTICS[game_id] = fn


def register_rollout_policy(game_id: str, fn: RolloutPolicy) -> None:
    _ROLLOUT_POLICIES[game_id] = fn


def register_rollout_depth(game_id: str, depth: int) -> None:
    """Cap every level's rollouts at ``depth`` moves for this game.

    A game whose heuristic judges a position well and whose quick simulations play it badly (Tiny Towns:
    random cubes make no towns) is searched best with short rollouts or none (depth 0: the heuristic judges
    each new leaf) at every level, the stronger levels spending their extra budget on more iterations.
    """
    _ROLLOUT_DEPTHS[game_id] = depth


def rollout_depth_for(game: Game[Any, Any], level_depth: int | None) -> int | None:
    cap = _ROLLOUT_DEPTHS.get(game.info.id)
    if cap is None:
        return level_depth
    return cap if level_depth is None else min(cap, level_depth)


def register_minimax_weight(game_id: str, weight: float) -> None:
    """Let the search judge this game's moves partly by their implicit minimax values (see ``mcts``).

    ``weight`` in [0, 1] is the share of a move's value in selection taken from the heuristic backed up
    through the tree by each mover's best option, the rest from the mean of its samples. It pays where the
    heuristic judges a position well enough for the best reply found to be trusted over the average of the
    replies tried: Tiny Towns and Creature Comforts gained from it, alone and in duels; Snowcrest lost (see
    each game's strategy module and engine/ai/NOTES.md).
    """
    if not 0.0 <= weight <= 1.0:
        raise ValueError(f"a minimax weight is a share in [0, 1], not {weight}")
    _MINIMAX_WEIGHTS[game_id] = weight


def minimax_weight_for(game: Game[Any, Any]) -> float:
    return _MINIMAX_WEIGHTS.get(game.info.id, 0.0)


def register_solo_exploration(game_id: str, scale: float) -> None:
    """Scale every level's exploration constant by ``scale`` (in (0, 1]) when this game is played alone.

    Below the root, a search that explores too much spreads its visits almost evenly, so a move's mean is
    that of a careless continuation rather than a good one, and the more a level searches the more its
    choices follow those careless means. Creature Comforts alone scored less the more it searched until
    its exploration was cut (see its strategy module).
    """
    if not 0.0 < scale <= 1.0:
        raise ValueError(f"an exploration scale is in (0, 1], not {scale}")
    _SOLO_EXPLORATION[game_id] = scale


def exploration_for(game: Game[Any, Any], exploration: float, players: int) -> float:
    """The exploration constant a search of ``game`` uses, from its level's constant."""
    return exploration * _SOLO_EXPLORATION.get(game.info.id, 1.0) if players == 1 else exploration


def register_root_halving(game_id: str, *, shared_samples_from: Level | None = None) -> None:
    """Let the search share its budget at the root by sequential halving instead of UCB1 (see ``mcts``).

    Benchmark, paired deals, before and after: Creature Comforts' Medium against Easy 39% of 66 games ->
    61% of 75, its Hard against Medium 59% of 64 -> 63% of 74; Tiny Towns' Hard against Medium 55% of 40 ->
    69% of 54. Snowcrest's Hard beat Medium 55% of 40 trial games with it (60% of 200 without), so Snowcrest
    does not use it.

    From level ``shared_samples_from`` up, every turn through the candidates tries them all on one sample,
    chance included (see ``Search._sample``): for games whose dice or hidden cards move a move's value more
    than the gaps between the best moves. It is a level's setting so that a game can keep it off a weaker level
    whose step to the next one it would narrow (Creature Comforts' Medium: see that package).
    """
    _ROOT_HALVING[game_id] = shared_samples_from


def root_halving_for(game: Game[Any, Any]) -> bool:
    return game.info.id in _ROOT_HALVING


def shared_samples_for(game: Game[Any, Any], level: Level) -> bool:
    weakest = _ROOT_HALVING.get(game.info.id)
    order = levels_in_order()
    return weakest is not None and order.index(level) >= order.index(weakest)


def unregister_hooks(game_id: str) -> None:
    """For tests that register throwaway hooks."""
    _HEURISTICS.pop(game_id, None)
    _ROLLOUT_POLICIES.pop(game_id, None)
    _ROLLOUT_DEPTHS.pop(game_id, None)
    _MINIMAX_WEIGHTS.pop(game_id, None)
    _SOLO_EXPLORATION.pop(game_id, None)
    _ROOT_HALVING.pop(game_id, None)


def heuristic_for(game: Game[Any, Any]) -> Heuristic | None:
    return _HEURISTICS.get(game.info.id)


def rollout_policy_for(game: Game[Any, Any]) -> RolloutPolicy | None:
    return _ROLLOUT_POLICIES.get(game.info.id)


# -- evaluation -----------------------------------------------------------------------------------


def lead_values(
    totals: Sequence[float], softness: float = LEAD_SOFTNESS, solo_softness: float = SOLO_SOFTNESS
) -> list[float]:
    """Each player's total against the best other total, squashed into (-1, 1).

    ``softness`` is the lead that counts as half-way to a win when both totals are near zero;
    ``solo_softness`` the lone player's total that maps to 0.5.
    """
    if len(totals) == 1:
        own = totals[0]
        return [own / (abs(own) + solo_softness)]
    values = []
    for player, own in enumerate(totals):
        best_other = max(t for p, t in enumerate(totals) if p != player)
        values.append((own - best_other) / (abs(own) + abs(best_other) + softness))
    return values


def score_lead(game: Game[Any, Any], state: GameState, player: int) -> float:
    """The default heuristic: the score sheet's total lead over the best opponent, in (-1, 1)."""
    return lead_values(game.score_sheet(state).totals())[player]


def evaluate(game: Game[Any, Any], state: GameState, player: int) -> float:
    """How good ``state`` is for ``player`` in [-1, 1], using the game's hook when it has one."""
    return evaluate_all(game, state)[player]


def evaluate_all(game: Game[Any, Any], state: GameState) -> list[float]:
    """Every player's value of ``state``; a finished game is judged mostly by places, then by margins.

    One call serves all players so the score sheet, or a game's projections, are worked out once.
    """
    hook = heuristic_for(game)
    if hook is None:
        values = lead_values(game.score_sheet(state).totals())
    else:
        values = [_clamp(value) for value in hook(game, state)]
        if len(values) != state.num_players:
            raise ValueError(f"{game.info.id}'s heuristic gave {len(values)} values for {state.num_players} players")
    if state.num_players == 1 or not game.is_over(state):
        return values
    places = place_values(game, state)
    w = TERMINAL_OUTCOME_WEIGHT
    return [w * place + (1.0 - w) * value for place, value in zip(places, values, strict=True)]


def place_values(game: Game[Any, Any], state: GameState) -> list[float]:
    """+1 for finishing alone in first place, -1 for alone in last; shared places sit in between.

    Each player's value is (players behind - players ahead) / (players - 1), so a two-way tie for first in
    a two-player game is worth 0, and the middle of a three-player field is worth 0.
    """
    groups = ranking(game, state)
    n = state.num_players
    values = [0.0] * n
    ahead = 0
    for group in groups:
        behind = n - ahead - len(group)
        for player in group:
            values[player] = (behind - ahead) / (n - 1)
        ahead += len(group)
    return values


def _clamp(value: float) -> float:
    return -1.0 if value < -1.0 else 1.0 if value > 1.0 else float(value)


# -- rollout choice -------------------------------------------------------------------------------


def rollout_choice(
    game: Game[Any, Any], state: GameState, legal: Sequence[Action], rng: Rng, policy: RolloutPolicy | None
) -> Action:
    """The action a rollout plays: the policy's pick, a draw by its weights, or uniform without one.

    Uniform play avoids the game's voluntary exits (Tiny Towns' "complete my town") while anything else is
    legal: a random player would otherwise leave most games early and every rollout would look alike.
    """
    if len(legal) == 1:
        return legal[0]
    if policy is None:
        options = without_voluntary_exits(game, legal)
        return options[rng.below(len(options))]
    answer = policy(game, state, legal)
    if isinstance(answer, Action):
        return answer
    return legal[weighted_index(answer, rng)]


def without_voluntary_exits(game: Game[Any, Any], legal: Sequence[Action]) -> Sequence[Action]:
    """``legal`` without moves by which a player leaves play early, unless nothing else is legal.

    The AI treats those moves as a last resort everywhere (rollouts, the tree, Easy): leaving play gives up
    all further scoring, and with uninformed rollouts its value would look as good as any other move's.
    """
    exits = game.voluntary_exit_kinds
    if not exits:
        return legal
    staying = [a for a in legal if a.kind not in exits]
    return staying or legal


def weighted_index(weights: Sequence[float], rng: Rng) -> int:
    """An index drawn in proportion to ``weights`` (uniform when they are all zero or negative)."""
    positive = [w if w > 0.0 else 0.0 for w in weights]
    total = sum(positive)
    if total <= 0.0:
        return rng.below(len(positive))
    # 53 bits of the generator give a float in [0, 1) that is the same on every platform.
    point = (rng.next_u64() >> 11) / float(1 << 53) * total
    for index, weight in enumerate(positive):
        point -= weight
        if point < 0.0:
            return index
    return max(i for i, w in enumerate(positive) if w > 0.0)
