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
    minimax_weight_for,
    rollout_choice,
    rollout_depth_for,
    rollout_policy_for,
    weighted_index,
    without_voluntary_exits,
)
from .levels import MIN_MEAN_SPREAD, LevelSettings


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

    def __init__(self, game: Game[Any, Any], view: GameState, player: int, level: LevelSettings, rng: Rng) -> None:
        self.game = game
        self.view = view
        self.player = player
        self.level = level
        self.rng = rng
        self.policy: RolloutPolicy | None = rollout_policy_for(game)
        self.minimax_weight = minimax_weight_for(game)
        self.trees = [Node() for _ in range(view.num_players)]
        self.iterations = 0
        # The lowest and highest mean of any move selection has compared so far (see ``_select``).
        self.low = math.inf
        self.high = -math.inf

    # -- one iteration ----------------------------------------------------------------------------
    def iterate(self) -> None:
        game = self.game
        state = sample_state(game, self.view, self.player, self.rng)
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
            action, child, expanded = self._select(cursors[mover], state, legal, mover)
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
        scale, offset = (2.0 / spread, low) if spread > MIN_MEAN_SPREAD else (1.0, -1.0)
        exploration = self.level.exploration
        best_score = -math.inf
        best_action = legal[0]
        for action, mean in zip(legal, means, strict=True):
            child = children[action]
            score = (mean - offset) * scale - 1.0 + exploration * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best_score = score
                best_action = action
        return best_action, children[best_action], False

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
        """The most visited root move (the robust choice); ties go to the better mean, then list order."""
        root = self.trees[self.player].children
        best = legal[0]
        best_key = (-1, -math.inf)
        for action in legal:
            child = root.get(action)
            if child is None or child.visits == 0:
                continue
            key = (child.visits, child.total / child.visits)
            if key > best_key:
                best, best_key = action, key
        return best


def _child(node: Node, key: object) -> Node:
    child = node.children.get(key)
    if child is None:
        child = node.children[key] = Node()
    return child
