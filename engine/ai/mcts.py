"""Information-Set Monte Carlo Tree Search (Medium, Hard and Expert).

Each iteration samples one determinization of the AI player's view (``sample_state``), walks down the
tree choosing among the actions legal in that sample (UCB1 with availability counts, as in Cowling,
Powley and Whitehouse's SO-ISMCTS), expands one new action, plays a rollout that may stop early and asks
the heuristic, then backpropagates: every node holds the reward of the player whose move led to it.

Why one tree per player (as in their MO-ISMCTS) rather than a single tree: with simultaneous secret
choices asked one player at a time, a single tree would let the second player "see" the first one's
hidden pick and answer it perfectly, which makes the AI fear opponents who cannot actually see its
choice. So each player has a tree keyed by what that player observes: their own moves and public moves
by the action itself, another player's secret move by ``HiddenMove(player)`` until a reveal, after which
the revealed moves become the key. A player always selects in their own tree, so their statistics never
depend on something they could not have seen. Chance is not a tree node: it happens inside ``apply``,
driven by each sample's own RNG, and averages out over iterations.

A game may also ask for implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant, 2014): each
node then also keeps every player's heuristic value of where its move leads, backed up through the tree as
the value of the next mover's best option, and selection blends that with the mean. A mean averages the
replies tried so far, weak ones included, so it lags behind what a move is worth against good play; the
backed-up value follows the best reply as soon as the search has found it.

A game may also ask for sequential halving at the root instead of UCB1 (Karnin, Koren and Somekh, 2013, applied to
trees as in Pepels, Cazenave, Winands and Lanctot, 2014): every move is tried, then the better half kept and
tried more often, and so on until two remain, sharing the budget evenly between the rounds. Only the root's
choice is played, so what matters there is picking the best move (simple regret), not having spent few
visits on bad ones (UCB1's cumulative regret). With dozens of legal moves UCB1 kept spreading a few
visits over all of them, so more iterations bought little; halving spends them on the contenders.

A game whose dice and hidden cards move a position's value more than the gaps between its best moves may
also ask halving to compare the candidates on shared samples, from a given level up: each turn through them
tries every one on the same determinization, chance included (common random numbers), so the luck of a draw
lifts or sinks them all alike and what is left of the gap between two means is the moves'.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hearthwood.engine.core import Action, Game, GameState, Rng, sample_state

from .heuristics import (
    RolloutPolicy,
    evaluate_all,
    exploration_for,
    minimax_weight_for,
    rollout_choice,
    rollout_depth_for,
    rollout_policy_for,
    root_halving_for,
    shared_samples_for,
    weighted_index,
    without_voluntary_exits,
)
from .levels import ROUNDING_NOISE, LevelSettings


class Node:
    """Statistics of the move that led here, from the mover's point of view, and the moves that follow."""

    __slots__ = ("avail", "children", "minimax", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        # Every player's heuristic value of the position this move leads to, backed up through the tree
        # as the next mover's best option (an "implicit minimax" value); None until a search reaches here.
        self.minimax: list[float] | None = None
        # How often this move was legal when its parent was visited: the UCB1 "parent count" for
        # information sets, where not every move exists in every determinization.
        self.avail = 0


@dataclass(frozen=True)
class HiddenMove:
    """How another player's secret move looks to someone who cannot see it."""

    player: int


@dataclass(frozen=True)
class RevealedMoves:
    """How secret moves look once revealed: the observer now knows them, so the tree splits on them."""

    moves: tuple[Action, ...]


class Search:
    """One search for ``player``'s decision, run an iteration at a time by the caller's budget loop."""

    def __init__(
        self,
        game: Game[Any, Any],
        view: GameState,
        player: int,
        level: LevelSettings,
        rng: Rng,
        *,
        budget: int | None = None,
    ) -> None:
        self.game = game
        self.view = view
        self.player = player
        self.level = level
        self.rng = rng
        self.policy: RolloutPolicy | None = rollout_policy_for(game)
        self.minimax_weight = minimax_weight_for(game)
        self.exploration = exploration_for(game, level.exploration, view.num_players)
        self.halving = root_halving_for(game)
        self.shared_samples = self.halving and shared_samples_for(game, level.level)
        self.trees = [Node() for _ in range(view.num_players)]
        self.iterations = 0
        # The lowest and highest mean of any move selection has compared so far (see ``_select``).
        self.low = math.inf
        self.high = -math.inf
        # Sequential halving at the root: the iterations it plans for, the moves still in the running
        # (None until the first iteration lists them) and how many root tries the current round has left;
        # a round tries the candidates in turn.
        self.budget = max(1, level.iterations if budget is None else budget)
        self.candidates: list[Action] | None = None
        self.round_left = 0
        self.round_tried = 0
        # The sample the current turn through the candidates shares (see ``_sample``).
        self.shared: GameState | None = None

    # -- one iteration ----------------------------------------------------------------------------
    def iterate(self) -> None:
        game = self.game
        state = self._sample()
        cursors = list(self.trees)
        # secret moves each observer has not seen yet; they become part of the key at the next reveal
        unseen: list[list[Action]] = [[] for _ in cursors]
        # (mover, the node the mover chose from, the node of the chosen move)
        path: list[tuple[int, Node, Node]] = []
        expanded = False
        while not expanded:
            decision = game.decision(state)
            if decision is None:
                break
            mover = decision.player
            legal = without_voluntary_exits(game, game.legal_actions(state))
            if path or not self.halving:
                action, child, expanded = self._select(cursors[mover], state, legal, mover)
            else:
                action, child, expanded = self._select_root(cursors[mover], state, legal)
            path.append((mover, cursors[mover], child))
            result = game.apply_legal(state, action)
            self._advance(cursors, unseen, mover, action, child, decision.secret, result.reveals)
        static = evaluate_all(game, state) if self.minimax_weight > 0.0 else None
        played = self._rollout(state)
        rewards = static if static is not None and played == 0 else evaluate_all(game, state)
        for mover, _, child in path:
            child.visits += 1
            child.total += rewards[mover]
        if static is not None:
            self._back_up_minimax(path, static)
        self.iterations += 1

    def _sample(self) -> GameState:
        """A determinization for this iteration; with shared samples, one per turn through the candidates.

        Halving compares the candidates by their means, and with a fresh sample each try most of the gap
        between two means is the luck of the draws (the dice, the hidden cards), not the moves. Trying every
        candidate on the same sample, the same chance included, makes each turn a paired comparison.
        """
        if not self.shared_samples:
            return sample_state(self.game, self.view, self.player, self.rng)
        candidates = self.candidates
        if self.shared is None or candidates is None or self.round_left == 0 or self.round_tried % len(candidates) == 0:
            self.shared = sample_state(self.game, self.view, self.player, self.rng)
        sample: GameState = self.game.clone(self.shared)
        return sample

    @staticmethod
    def _back_up_minimax(path: list[tuple[int, Node, Node]], leaf: list[float]) -> None:
        """Each move on the path is worth what the next mover's best known option is worth.

        The options are the children the next mover has tried at that point of their own tree (across
        samples: an information set's options); the last move is worth the heuristic value of where it led.
        A move keeps the average of what it was worth over its visits: chance and hidden cards make each
        sample's value noisy, and the best of several noisy values would be an optimist's.
        """
        below = leaf
        for index in range(len(path) - 1, -1, -1):
            child = path[index][2]
            if index < len(path) - 1:
                next_mover, options, _ = path[index + 1]
                best = -math.inf
                for option in options.children.values():
                    values = option.minimax
                    if values is not None and values[next_mover] > best:
                        best = values[next_mover]
                        below = values
            current = child.minimax
            if current is None:
                child.minimax = list(below)
            else:
                # child.visits already counts this iteration
                rate = 1.0 / child.visits
                child.minimax = [old + (new - old) * rate for old, new in zip(current, below, strict=True)]

    def _select(self, node: Node, state: GameState, legal: Sequence[Action], mover: int) -> tuple[Action, Node, bool]:
        children = node.children
        untried: list[int] = []
        for index, action in enumerate(legal):
            child = children.get(action)
            if child is None:
                untried.append(index)
            else:
                child.avail += 1
        if untried:
            action = legal[self._pick_untried(state, legal, untried)]
            child = children[action] = Node()
            child.avail = 1
            return action, child, True
        means = [children[action].total / children[action].visits for action in legal]
        weight = self.minimax_weight
        if weight > 0.0:
            means = [
                mean if (values := children[action].minimax) is None else (1.0 - weight) * mean + weight * values[mover]
                for action, mean in zip(legal, means, strict=True)
            ]
        low = min(self.low, *means)
        high = max(self.high, *means)
        self.low, self.high = low, high
        # Means are rescaled from the range met so far onto [-1, 1]: nearby positions are judged only
        # hundredths apart, and unscaled the exploration term would drown such differences.
        spread = high - low
        scale, offset = (2.0 / spread, low) if spread > ROUNDING_NOISE else (1.0, -1.0)
        exploration = self.exploration
        best_score = -math.inf
        best_action = legal[0]
        for action, mean in zip(legal, means, strict=True):
            child = children[action]
            score = (mean - offset) * scale - 1.0 + exploration * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best_score = score
                best_action = action
        return best_action, children[best_action], False

    def _select_root(self, root: Node, state: GameState, legal: Sequence[Action]) -> tuple[Action, Node, bool]:
        """The next root move of the current halving round (the root's moves are the same in every sample)."""
        if self.candidates is None:
            self.candidates = self._first_round_order(state, legal)
        if self.round_left == 0:
            self._plan_round()
        action = self.candidates[self.round_tried % len(self.candidates)]
        self.round_left -= 1
        self.round_tried += 1
        child = root.children.get(action)
        if child is None:
            child = root.children[action] = Node()
            return action, child, True
        return action, child, False

    def _first_round_order(self, state: GameState, legal: Sequence[Action]) -> list[Action]:
        """All moves, the rollout policy's likeliest first: a budget smaller than the move list tries those."""
        order = list(legal)
        if self.policy is None or len(order) < 2:
            return order
        answer = self.policy(self.game, state, order)
        if isinstance(answer, Action):
            return [answer, *(action for action in order if action != answer)]
        ranked = sorted(range(len(order)), key=lambda index: -answer[index])
        return [order[index] for index in ranked]

    def _plan_round(self) -> None:
        """Keep the better half of the candidates (after the first round) and queue the next round's tries."""
        assert self.candidates is not None
        root = self.trees[self.player].children
        if root:
            ranked = sorted(self.candidates, key=lambda action: -self._root_value(root.get(action)))
            self.candidates = ranked[: max(1, (len(ranked) + 1) // 2)]
        count = len(self.candidates)
        rounds_left = max(1, math.ceil(math.log2(count))) if count > 1 else 1
        left = max(1, self.budget - self.iterations)
        tries = max(1, left // (rounds_left * count))
        self.round_left = tries * count
        self.round_tried = 0

    def _root_value(self, child: Node | None) -> float:
        """A root move's worth to the searching player: its mean, blended with its backed-up value if used."""
        if child is None or child.visits == 0:
            return -math.inf
        mean = child.total / child.visits
        if self.minimax_weight > 0.0 and child.minimax is not None:
            return (1.0 - self.minimax_weight) * mean + self.minimax_weight * child.minimax[self.player]
        return mean

    def _pick_untried(self, state: GameState, legal: Sequence[Action], untried: list[int]) -> int:
        """Which new move to try: the rollout policy's favourite when the game has one, else at random."""
        if self.policy is not None and len(untried) > 1:
            answer = self.policy(self.game, state, legal)
            if isinstance(answer, Action):
                for index in untried:
                    if legal[index] == answer:
                        return index
            else:
                return untried[weighted_index([answer[i] for i in untried], self.rng)]
        return untried[self.rng.below(len(untried))]

    def _advance(
        self,
        cursors: list[Node],
        unseen: list[list[Action]],
        mover: int,
        action: Action,
        child: Node,
        secret: bool,
        reveals: bool,
    ) -> None:
        """Move every player's tree cursor along what that player observed of ``action``."""
        for observer, cursor in enumerate(cursors):
            if observer == mover:
                cursor = child
            elif secret:
                unseen[observer].append(action)
                cursor = _child(cursor, HiddenMove(mover))
            else:
                cursor = _child(cursor, action)
            if reveals and unseen[observer]:
                cursor = _child(cursor, RevealedMoves(tuple(unseen[observer])))
                unseen[observer].clear()
            cursors[observer] = cursor

    def _rollout(self, state: GameState) -> int:
        """Play on from ``state`` for the level's rollout depth; returns how many moves were played."""
        game = self.game
        depth = rollout_depth_for(game, self.level.rollout_depth)
        steps = 0
        while depth is None or steps < depth:
            legal = game.legal_actions(state)
            if not legal:
                return steps
            game.apply_legal(state, rollout_choice(game, state, legal, self.rng, self.policy))
            steps += 1
        return steps

    # -- the answer -------------------------------------------------------------------------------
    def visit_counts(self, legal: list[Action]) -> list[int]:
        root = self.trees[self.player].children
        return [root[a].visits if a in root else 0 for a in legal]

    def best_action(self, legal: list[Action]) -> Action:
        """With halving, the best-valued move still in the running (when a time limit stopped a round
        midway its candidates differ by a try at most); otherwise the most visited move (the robust choice).
        Ties go to the more visited, or the better mean, then list order."""
        root = self.trees[self.player].children
        candidates = set(self.candidates) if self.halving and self.candidates is not None else set(legal)
        best = legal[0]
        best_key = (-math.inf, -math.inf)
        for action in legal:
            child = root.get(action)
            if action not in candidates or child is None or child.visits == 0:
                continue
            mean = child.total / child.visits
            key = (self._root_value(child), child.visits) if self.halving else (child.visits, mean)
            if key > best_key:
                best, best_key = action, key
        return best


def _child(node: Node, key: object) -> Node:
    child = node.children.get(key)
    if child is None:
        child = node.children[key] = Node()
    return child
