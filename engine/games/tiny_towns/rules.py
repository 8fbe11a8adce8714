"""Tiny Towns' turn structure: monuments, naming, simultaneous placement, construction, completing towns."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter

from hearthwood.engine.core import (
    Action,
    ApplyResult,
    Decision,
    Game,
    GameInfo,
    IllegalAction,
    PlayerCounts,
    Rng,
    ScoreSheet,
    Secret,
    mention,
    shared_action,
)

from .actions import (
    PLACEMENTS,
    Build,
    ChooseWatch,
    CompleteTown,
    Decline,
    DeliverWatched,
    FinishBuilding,
    KeepMonument,
    NameResource,
    PlaceFreeBuilding,
    PlaceFromCavern,
    ReplaceBuilding,
    TinyTownsAction,
)
from .construction import build_options, construct, effect_options, resolve_effect
from .content import PILES, RESOURCES, load_content
from .placement import (
    active_players,
    banned_names,
    carry_out,
    could_ever_take,
    master_builder_candidates,
    placement_options,
)
from .scoring import categories, count_cottages, empty_square_count, score_town
from .state import TinyTownsConfig, TinyTownsState, Town

TOWN_HALL_FACE_DOWN = 5
SOLO_OFFER = 3


class TinyTowns(Game[TinyTownsState, TinyTownsConfig]):
    info = GameInfo(
        id="tiny-towns",
        title="Tiny Towns",
        summary=(
            "Build the most prosperous 4x4 town from the resources everyone is dealt. "
            "Name a resource, place it, and turn patterns of cubes into cottages, farms and taverns."
        ),
        players=PlayerCounts(1, 6),
        tiebreakers=("fewest turns as Master Builder", "fewest empty squares", "most Cottages"),
    )
    voluntary_exit_kinds = frozenset({"complete_town"})
    config_type = TinyTownsConfig
    state_type = TinyTownsState
    action_adapter = TypeAdapter(TinyTownsAction)

    # -- setup -------------------------------------------------------------------------------------
    def variant_configs(self) -> list[dict[str, Any]]:
        return [
            {},
            {"building_set": "first_game", "monuments": False},
            {"cavern": True},
            {"town_hall": True},
        ]

    def supports(self, config: TinyTownsConfig, num_players: int) -> bool:
        return not (config.town_hall and num_players == 1)

    def new_state(self, config: TinyTownsConfig, num_players: int, seed: int) -> TinyTownsState:
        content = load_content()
        rng = Rng.from_seed(seed)
        solo = num_players == 1
        if config.building_set == "first_game":
            buildings = [c.id for c in content.buildings if c.first_game]
        else:
            buildings = ["cottage"]
            for colour in PILES:
                pile = [c.id for c in content.pile(colour) if c.solo or not solo]
                buildings.append(rng.choice(pile))
        state = TinyTownsState(
            num_players=num_players,
            rng=rng,
            config=config,
            buildings=buildings,
            towns=[Town() for _ in range(num_players)],
        )
        if solo or config.town_hall:
            deck: list[str | None] = [card.resource for card in content.resource_cards]
            rng.shuffle(deck)
            state.resource_deck = deck
            if solo:
                state.solo_offer = [deck.pop() for _ in range(SOLO_OFFER)]  # type: ignore[misc]
            else:
                state.resource_face_down = [deck.pop() for _ in range(TOWN_HALL_FACE_DOWN)]
        if config.monuments:
            monuments = [c.id for c in content.monuments if c.solo or not solo]
            rng.shuffle(monuments)
            for town in state.towns:
                town.monument_offer = [monuments.pop(), monuments.pop()]
            state.phase = "monuments"
        else:
            self._start_round(state)
        return state

    # -- whose decision --------------------------------------------------------------------------
    def decision(self, state: TinyTownsState) -> Decision | None:
        player = self._decider(state)
        if player is None:
            return None
        if state.effects:
            return Decision(player, _EFFECT_PROMPTS[state.effects[0].kind])
        if state.phase == "monuments":
            secret = state.num_players > 1
            return Decision(player, "Choose the Monument to keep", secret=secret, cover="keeps a Monument in secret")
        if state.phase == "name":
            return Decision(player, "Name a resource for everyone to place")
        if state.phase == "place":
            what = "a resource of your choice" if state.free_choice else (state.named or "a resource card")
            secret = len(active_players(state)) > 1
            return Decision(player, f"Place {what} in your town", secret=secret, cover="places a resource in secret")
        return Decision(player, "Construct buildings, or finish for this round")

    def _decider(self, state: TinyTownsState) -> int | None:
        if state.effects:
            return state.effects[0].player
        if state.phase == "over":
            return None
        if state.phase == "monuments":
            return next(p for p, town in enumerate(state.towns) if town.monument_offer)
        if state.phase == "name":
            return state.master_builder
        waiting = state.placed if state.phase == "place" else state.finished_building
        for player in self._turn_order(state):
            if not waiting[player]:
                return player
        raise AssertionError("a phase with nobody left to act should have ended")

    def _turn_order(self, state: TinyTownsState) -> list[int]:
        start = state.master_builder
        return [(start + i) % state.num_players for i in range(state.num_players)]

    # -- legal actions -----------------------------------------------------------------------------
    def legal_actions(self, state: TinyTownsState) -> list[Action]:
        player = self._decider(state)
        if player is None:
            return []
        if state.effects:
            return effect_options(state, state.effects[0])
        if state.phase == "monuments":
            offer = state.towns[player].monument_offer
            return [KeepMonument(player=player, monument=m) for m in offer if m]
        if state.phase == "name":
            banned = banned_names(state.towns[player])
            return [shared_action(NameResource, player=player, resource=r) for r in RESOURCES if r not in banned]
        if state.phase == "place":
            return placement_options(state, player)
        return build_options(state, player)

    # -- applying ---------------------------------------------------------------------------------
    def apply(self, state: TinyTownsState, action: Action) -> ApplyResult:
        if action not in self.legal_actions(state):
            raise IllegalAction(*self._why_illegal(state, action))
        return self.apply_legal(state, action)

    def apply_legal(self, state: TinyTownsState, action: Action) -> ApplyResult:
        events: list[str] = []
        reveals = False
        if state.effects:
            resolve_effect(state, action)
        elif isinstance(action, KeepMonument):
            town = state.towns[action.player]
            town.monument = action.monument
            town.monument_discarded = next((m for m in town.monument_offer if m != action.monument), None)
            town.monument_offer = []
            if not any(t.monument_offer for t in state.towns):
                events += self._start_round(state)
        elif isinstance(action, NameResource):
            state.named = action.resource
            state.phase = "place"
        elif state.phase == "place":
            reveals, more = self._place(state, action)
            events += more
        elif isinstance(action, Build):
            events += construct(state, action)
        elif isinstance(action, PlaceFromCavern):
            town = state.towns[action.player]
            town.cavern.remove(action.resource)
            town.squares[action.square] = action.resource
        elif isinstance(action, FinishBuilding):
            state.finished_building[action.player] = True
        if state.phase == "build" and not state.effects and all(state.finished_building):
            events += self._start_round(state)
        return ApplyResult(reveals=reveals, events=tuple(events))

    def _place(self, state: TinyTownsState, action: Action) -> tuple[bool, list[str]]:
        """Placement is simultaneous: choices wait, hidden, until every active player has chosen. Declaring the
        town complete is one of those choices, so the others learn it only with the placements."""
        events: list[str] = []
        state.pending[action.player] = action.model_dump(mode="json")
        state.placed[action.player] = True
        if not all(state.placed):
            return False, events
        secret = sum(1 for p in state.pending if p is not None) > 1
        for pending in state.pending:
            if pending is None:
                continue
            chosen = self.parse_action(pending)
            if isinstance(chosen, CompleteTown):
                self._complete(state, chosen.player)
                events.append(f"{mention(chosen.player)}'s town is complete")
            else:
                carry_out(state, chosen)
        state.pending = [None] * state.num_players
        state.phase = "build"
        state.finished_building = [town.completed for town in state.towns]
        if all(state.finished_building):
            events += self._start_round(state)
        return secret, events

    def _complete(self, state: TinyTownsState, player: int, round_: int | None = None) -> None:
        town = state.towns[player]
        town.completed_round = state.round if round_ is None else round_
        town.cavern = []

    # -- rounds ------------------------------------------------------------------------------------
    def _start_round(self, state: TinyTownsState) -> list[str]:
        events = []
        # Until nothing changes: a town that can only take cubes others name (a Warehouse with room) completes
        # too once every other town has, whichever seat was looked at first.
        completing = True
        while completing:
            completing = False
            for player in active_players(state):
                if not could_ever_take(state, player):
                    # Finished at the end of last round: nothing more can ever be placed here.
                    self._complete(state, player, round_=state.round)
                    events.append(f"{mention(player)}'s town is full and complete")
                    completing = True
        active = active_players(state)
        if not active:
            state.phase = "over"
            state.named = None
            return [*events, "Every town is complete: final scoring"]
        state.round += 1
        state.named = None
        state.free_choice = False
        state.pending = [None] * state.num_players
        state.placed = [town.completed for town in state.towns]
        state.finished_building = [True] * state.num_players
        state.phase = "place"
        if state.num_players == 1:
            events.append(f"Round {state.round}: choose one of the face-up resource cards")
        elif state.config.town_hall:
            events.append(self._town_hall_round(state))
        else:
            state.master_builder = self._next_master_builder(state, active)
            state.towns[state.master_builder].master_builder_turns += 1
            state.phase = "name"
            events.append(f"Round {state.round}: {mention(state.master_builder)} is Master Builder")
        return events

    def _next_master_builder(self, state: TinyTownsState, active: list[int]) -> int:
        start = 0 if state.round == 1 else (state.master_builder + 1) % state.num_players
        order = [(start + i) % state.num_players for i in range(state.num_players)]
        candidates = master_builder_candidates(state, active)
        return next(p for p in order if p in candidates)

    def _town_hall_round(self, state: TinyTownsState) -> str:
        """Two rounds in three name the top Resource card; every third, each player picks freely."""
        if state.round % 3 == 0:
            state.free_choice = True
            return f"Round {state.round}: everyone picks a resource"
        if not state.resource_deck:
            cards = [*state.resource_discard, *state.resource_face_down]
            state.rng.shuffle(cards)
            state.resource_face_down = [cards.pop() for _ in range(TOWN_HALL_FACE_DOWN)]
            state.resource_deck = list(cards)
            state.resource_discard = []
        drawn = state.resource_deck.pop()
        assert drawn is not None
        state.resource_discard.append(drawn)
        state.named = drawn
        return f"Round {state.round}: the Mayor turns up {drawn}"

    # -- refusals ----------------------------------------------------------------------------------
    def _why_illegal(self, state: TinyTownsState, action: Action) -> tuple[str, str]:
        if state.effects:
            return "monument effect", "first finish the monument's effect that is waiting"
        phase = state.phase
        if isinstance(action, KeepMonument):
            return "monuments", "keep one of the two Monuments you were dealt, during set-up"
        if isinstance(action, NameResource):
            if phase != "name":
                return "naming", "only the Master Builder names a resource, at the start of a round"
            return "Bank", "you may not name a resource that sits on one of your Banks"
        if isinstance(action, (*PLACEMENTS, CompleteTown)):
            if phase != "place":
                return "placement", "resources are placed right after one is named, once per round"
            return self._why_placement_illegal(state, action)
        if isinstance(action, Build | PlaceFromCavern | FinishBuilding):
            if phase != "build":
                return "construction", "you may only construct after this round's resource is placed"
            return self._why_build_illegal(state, action)
        if isinstance(action, ReplaceBuilding | PlaceFreeBuilding | ChooseWatch | DeliverWatched | Decline):
            return "monument effect", "no monument effect is waiting for that"
        return "actions", f"Tiny Towns has no action {action.kind!r}"

    def _why_placement_illegal(self, state: TinyTownsState, action: Action) -> tuple[str, str]:
        town = state.towns[action.player]
        square = getattr(action, "square", None)
        if square is not None and not 0 <= square < 16:
            return "placement", "that square is not in your town"
        if square is not None and town.squares[square] is not None and action.kind == "place":
            return "placement", "a square holds only one resource or building; resources never move"
        options = placement_options(state, action.player)
        if any(getattr(o, "resource", None) == getattr(action, "resource", None) for o in options):
            return "Factory/Warehouse", "that way of taking the resource is only open to someone else's choice"
        return "placement", "you must place the resource that was named (a Factory may change it)"

    def _why_build_illegal(self, state: TinyTownsState, action: Action) -> tuple[str, str]:
        if isinstance(action, PlaceFromCavern):
            return "Cavern", "bring a resource you set aside onto an empty square"
        assert isinstance(action, Build)
        town = state.towns[action.player]
        if action.building not in state.buildings and action.building != town.monument:
            return "construction", "only the buildings on display and your own Monument can be built"
        if action.building == town.monument and town.monument_built:
            return "Monuments", "each Monument is built once"
        if action.target not in action.squares:
            return "construction", "the building goes on one of the squares its resources came from"
        return "construction", "those resources do not form the building's pattern (rotated or mirrored)"

    # -- scoring -----------------------------------------------------------------------------------
    def score_sheet(self, state: TinyTownsState) -> ScoreSheet:
        names = categories(state)
        rows = []
        for player in range(state.num_players):
            points = score_town(state, player)
            rows.append(tuple(points.get(name, 0) for name in names))
        return ScoreSheet(categories=names, points=tuple(rows))

    def tiebreak_keys(self, state: TinyTownsState, player: int) -> tuple[int, ...]:
        town = state.towns[player]
        return (-town.master_builder_turns, -empty_square_count(town), count_cottages(town))

    def result_title(self, state: TinyTownsState, player: int) -> str | None:
        if state.num_players != 1:
            return None
        total = self.score_sheet(state).total(player)
        return next(t.title for t in load_content().solo_titles if total >= t.minimum)

    # -- hidden information ------------------------------------------------------------------------
    def secrets(self, state: TinyTownsState) -> list[Secret]:
        found: list[Secret] = []
        for player, town in enumerate(state.towns):
            if town.monument_offer:
                found.append(Secret(player, ("towns", player, "monument_offer")))
            if town.monument is not None and not town.monument_built:
                found.append(Secret(player, ("towns", player, "monument")))
            if town.monument_discarded is not None:
                found.append(Secret(player, ("towns", player, "monument_discarded")))
            if state.pending and state.pending[player] is not None:
                found.append(Secret(player, ("pending", player)))
        # The solo player took every card below ``resource_known_bottom`` themselves and saw it go under the deck.
        unseen = range(state.resource_known_bottom, len(state.resource_deck))
        found.extend(Secret(None, ("resource_deck", index)) for index in unseen)
        if state.resource_face_down:
            found.append(Secret(None, ("resource_face_down",)))
        return found

    def determinize(self, view: TinyTownsState, viewer: int, rng: Rng) -> TinyTownsState:
        from .hidden import determinize

        return determinize(self, view, viewer, rng)


_EFFECT_PROMPTS = {
    "replace_buildings": "Architect's Guild: replace a building, or stop",
    "free_building": "Grove University: place a free building",
    "choose_watch": "Opaleye's Watch: choose three kinds of building",
    "watch_delivery": "Opaleye's Watch: place the building you are owed",
}
