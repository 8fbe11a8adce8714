"""Tiny Towns projection probe: how well the AI's town projection plays on its own. Not a test.

Run with `.venv/bin/python -m tests.benchmarks.probe_tiny_towns [deals] [--players N]`.

Every decision is taken greedily by ``strategy.heuristic`` one move ahead, with no noise and no search, so
the result measures the projection itself (Easy adds noise to this, the searching levels build on it).
It asks the heuristic about the real state, not the mover's view: it measures the projection, not fair play.
A placement is *wasted* when the cube it lays fits no pattern that could still be completed, and *forced*
when every other placement on offer would have wasted a cube too. Placements are grouped by how many squares
were empty before them: early (more than 10), middle (6 to 10), late (5 or fewer). Takes about half a
second a solo deal.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from hearthwood.engine.ai.heuristics import without_voluntary_exits
from hearthwood.engine.core import Action, Game, get_game
from hearthwood.engine.games import load_all
from hearthwood.engine.games.tiny_towns.placement import is_resource
from hearthwood.engine.games.tiny_towns.scoring import buildings_of
from hearthwood.engine.games.tiny_towns.state import TinyTownsState
from hearthwood.engine.games.tiny_towns.strategy import heuristic, pattern_progress

STAGES = ("early", "middle", "late")


@dataclass
class Tally:
    scores: list[int] = field(default_factory=list)
    leftover: list[int] = field(default_factory=list)
    buildings: list[int] = field(default_factory=list)
    placements: Counter[str] = field(default_factory=Counter)
    wasted: Counter[str] = field(default_factory=Counter)
    forced: Counter[str] = field(default_factory=Counter)


def stage(empty: int) -> str:
    return "early" if empty > 10 else "middle" if empty > 5 else "late"


def dead_cubes(state: TinyTownsState, player: int) -> int:
    alive = pattern_progress(state, player).alive
    squares = state.towns[player].squares
    return sum(1 for s, content in enumerate(squares) if is_resource(content) and not alive >> s & 1)


def play_deal(game: Game[Any, Any], players: int, seed: int, tally: Tally) -> None:
    state = game.new_state(game.make_config({}), players, seed)
    while (decision := game.decision(state)) is not None:
        mover = decision.player
        options: list[tuple[float, Action, TinyTownsState]] = []
        for action in without_voluntary_exits(game, game.legal_actions(state)):
            after = game.clone(state)
            game.apply(after, action)
            options.append((heuristic(game, after)[mover], action, after))
        _, action, after = max(options, key=lambda option: option[0])
        if action.kind == "place" and after.phase != "over":
            before = dead_cubes(state, mover)
            when = stage(sum(1 for content in state.towns[mover].squares if content is None))
            tally.placements[when] += 1
            if dead_cubes(after, mover) > before:
                tally.wasted[when] += 1
                others = [o for o in options if o[1].kind == "place" and o[2].phase != "over"]
                if all(dead_cubes(o[2], mover) > before for o in others):
                    tally.forced[when] += 1
        state = after
    sheet = game.score_sheet(state)
    for player in range(players):
        town = state.towns[player]
        tally.scores.append(sheet.total(player))
        tally.leftover.append(sum(1 for content in town.squares if is_resource(content)))
        tally.buildings.append(len(buildings_of(town)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deals", nargs="?", type=int, default=48)
    parser.add_argument("--players", type=int, default=1)
    args = parser.parse_args()
    load_all()
    game = get_game("tiny-towns")
    tally = Tally()
    for seed in range(args.deals):
        play_deal(game, args.players, seed, tally)
    towns = len(tally.scores)
    print(f"Tiny Towns, {args.players} player(s), {args.deals} deals, greedy on the projection")
    print(
        f"town score {statistics.mean(tally.scores):.1f} (sd {statistics.pstdev(tally.scores):.1f}), "
        f"buildings {sum(tally.buildings) / towns:.1f}, cubes left {sum(tally.leftover) / towns:.1f} per town"
    )
    print("| stage | placements per town | wasted | of which forced |")
    print("|---|---|---|---|")
    for when in STAGES:
        wasted = tally.wasted[when]
        forced = f"{tally.forced[when] / wasted:.0%}" if wasted else "-"
        print(f"| {when} | {tally.placements[when] / towns:.1f} | {wasted / towns:.1f} | {forced} |")


if __name__ == "__main__":
    main()
