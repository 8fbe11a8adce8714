"""Easy: look one move ahead, then choose like a casual player.

Each iteration samples a determinization of the view, applies every legal action to its own copy and
asks the heuristic how good the result is. The answer is drawn by softmax over the average values, so a
clearly better move is usually taken while close calls (and sometimes not so close ones) go either way:
the mistakes look human rather than random.
"""

from __future__ import annotations

import math
import statistics
from typing import Any

from hearthwood.engine.core import Action, Game, GameState, IllegalAction, Rng, sample_state

from .heuristics import evaluate_all, weighted_index, without_voluntary_exits
from .levels import ROUNDING_NOISE, LevelSettings


class OnePly:
    """Same driving interface as ``mcts.Search``: ``iterate()`` until the budget ends, then ``best_action``."""

    def __init__(self, game: Game[Any, Any], view: GameState, player: int, level: LevelSettings, rng: Rng) -> None:
        self.game = game
        self.view = view
        self.player = player
        self.level = level
        self.rng = rng
        self.sums: dict[Action, float] = {}
        self.counts: dict[Action, int] = {}
        self.iterations = 0

    def iterate(self) -> None:
        game = self.game
        sample = sample_state(game, self.view, self.player, self.rng)
        for action in without_voluntary_exits(game, game.legal_actions(sample)):
            state = game.clone(sample)
            try:
                game.apply_legal(state, action)
            except IllegalAction:
                continue
            self.sums[action] = self.sums.get(action, 0.0) + evaluate_all(game, state)[self.player]
            self.counts[action] = self.counts.get(action, 0) + 1
        self.iterations += 1

    def values(self, legal: list[Action]) -> list[float]:
        """Average value of each action; one never evaluated counts as the worst."""
        return [self.sums[a] / self.counts[a] if self.counts.get(a) else -1.0 for a in legal]

    def best_action(self, legal: list[Action]) -> Action:
        values = self.values(legal)
        temperature = self.level.temperature
        if temperature <= 0.0:
            return legal[max(range(len(legal)), key=values.__getitem__)]
        # Noise relative to how far apart the options are: heuristics differ by hundredths between moves
        # in some games and by tenths in others, and a fixed temperature would make Easy play at random in
        # the first kind. The yardstick is how far the best move stands above a typical (median) one, not
        # above the worst: a game with many moves and a few blunders among them (a cube dropped where it
        # can never be used) would otherwise widen the noise until every fair move looked alike. Scaled
        # this way the best move stays the likeliest, close seconds are often taken and blunders are rare.
        # Values closer than ROUNDING_NOISE are one judgement reached by two routes (sums taken in another
        # order): read as a real gap, such a spread would make the noise vanish and Easy play the rounding.
        top = max(values)
        spread = top - statistics.median(values)
        if spread < ROUNDING_NOISE:
            spread = top - min(values)
        if spread < ROUNDING_NOISE:
            return legal[weighted_index([1.0] * len(legal), self.rng)]
        weights = [math.exp((v - top) / (spread * temperature)) for v in values]
        return legal[weighted_index(weights, self.rng)]
