"""Taking the round's resource: the placement options a player has, and carrying out a placement."""

from __future__ import annotations

from hearthwood.engine.core import Action, shared_action

from .actions import CompleteTown, PlaceOnCottage, PlaceResource, SetAside, StoreResource, SwapWithWarehouse
from .content import RESOURCES
from .scoring import COTTAGE, is_building
from .state import TinyTownsState, Town

WAREHOUSE_CAPACITY = 3
CAVERN_CAPACITY = 2
BONDMAKER = "statue_of_the_bondmaker"
FORT = "fort_ironweed"


def empty_squares(town: Town) -> list[int]:
    return [s for s, content in enumerate(town.squares) if content is None]


def squares_of(town: Town, kind: str) -> list[int]:
    return [s for s, content in enumerate(town.squares) if content == kind]


def has_built(town: Town, monument: str) -> bool:
    return town.monument == monument and town.monument_built


def banned_names(town: Town) -> set[str]:
    """Resources on the player's Banks: a Master Builder may not name them (nor pick them in Town Hall)."""
    banned = {r for s in squares_of(town, "bank") for r in town.stored[s]}
    return banned if len(banned) < len(RESOURCES) else set()


def named_by_other(state: TinyTownsState, player: int) -> bool:
    """Factory, Warehouse, the Cavern and the Bondmaker only answer a resource someone else chose.

    Resource cards (solo, Town Hall) count as someone else's choice; a Town Hall free pick does not.
    """
    if state.num_players == 1 or (state.config.town_hall and not state.free_choice):
        return True
    if state.config.town_hall:
        return False
    return player != state.master_builder


def active_players(state: TinyTownsState) -> list[int]:
    return [p for p, town in enumerate(state.towns) if not town.completed]


def received_resources(state: TinyTownsState, player: int) -> list[tuple[str, str | None]]:
    """The resources the player may take this round, with the solo card each comes from."""
    town = state.towns[player]
    if state.num_players == 1:
        return [(r, r) for r in sorted(set(state.solo_offer))]
    if state.free_choice:
        if has_built(town, FORT) and state.resource_discard:
            # Our reading of Town Hall's Fort Ironweed: its owner loses the free pick and takes the
            # resource of the last card drawn instead.
            return [(state.resource_discard[-1], None)]
        banned = banned_names(town)
        return [(r, None) for r in RESOURCES if r not in banned]
    assert state.named is not None
    return [(state.named, None)]


def placement_options(state: TinyTownsState, player: int) -> list[Action]:
    """Every legal way for ``player`` to take this round's resource, plus completing the town."""
    town = state.towns[player]
    other = named_by_other(state, player)
    empties = empty_squares(town)
    factories = {r for s in squares_of(town, "factory") for r in town.stored[s]}
    options: list[Action] = []
    for received, card in received_resources(state, player):
        choices = [received]
        if other and received in factories:
            choices += [r for r in RESOURCES if r != received]
        for resource in choices:
            options += [
                shared_action(PlaceResource, player=player, square=s, resource=resource, card=card) for s in empties
            ]
            if not other:
                continue
            for w in squares_of(town, "warehouse"):
                if len(town.stored[w]) < WAREHOUSE_CAPACITY:
                    options.append(StoreResource(player=player, warehouse=w, resource=resource, card=card))
                for take in sorted(set(town.stored[w])):
                    options += [
                        SwapWithWarehouse(player=player, warehouse=w, resource=resource, take=take, square=s, card=card)
                        for s in empties
                    ]
            if state.config.cavern and len(town.cavern) < CAVERN_CAPACITY:
                options.append(SetAside(player=player, resource=resource, card=card))
            if has_built(town, BONDMAKER):
                options += [
                    PlaceOnCottage(player=player, square=s, resource=resource, card=card)
                    for s in squares_of(town, COTTAGE)
                    if not town.stored[s]
                ]
    options.append(CompleteTown(player=player))
    return options


def master_builder_candidates(state: TinyTownsState, active: list[int]) -> list[int]:
    """The active players who may be Master Builder: Fort Ironweed's owners only if nobody else is left."""
    without_fort = [p for p in active if not has_built(state.towns[p], FORT)]
    return without_fort if without_fort and len(active) > 1 else active


def could_ever_take(state: TinyTownsState, player: int) -> bool:
    """False when no future round can give this player anywhere to put a resource: the town is complete."""
    town = state.towns[player]
    if empty_squares(town):
        return True
    others_choose = (
        state.num_players == 1
        or state.config.town_hall
        or any(p != player for p in master_builder_candidates(state, active_players(state)))
    )
    if not others_choose:
        return False
    if state.config.cavern and len(town.cavern) < CAVERN_CAPACITY:
        return True
    if any(len(town.stored[w]) < WAREHOUSE_CAPACITY for w in squares_of(town, "warehouse")):
        return True
    return has_built(town, BONDMAKER) and any(not town.stored[s] for s in squares_of(town, COTTAGE))


def carry_out(state: TinyTownsState, action: Action) -> None:
    """Put the resource where the (already validated) placement says."""
    town = state.towns[action.player]
    if isinstance(action, PlaceResource):
        town.squares[action.square] = action.resource
    elif isinstance(action, StoreResource):
        town.stored[action.warehouse].append(action.resource)
    elif isinstance(action, SwapWithWarehouse):
        town.stored[action.warehouse].remove(action.take)
        town.stored[action.warehouse].append(action.resource)
        town.squares[action.square] = action.take
    elif isinstance(action, SetAside):
        town.cavern.append(action.resource)
    elif isinstance(action, PlaceOnCottage):
        town.stored[action.square] = [action.resource]
    card = getattr(action, "card", None)
    if card is not None:
        _cycle_solo_card(state, card)


def _cycle_solo_card(state: TinyTownsState, card: str) -> None:
    """Solo: the chosen card goes face down under the deck and the top card replaces it."""
    state.solo_offer.remove(card)
    state.resource_deck.insert(0, card)
    state.solo_offer.append(state.resource_deck.pop())  # type: ignore[arg-type]


def is_resource(content: str | None) -> bool:
    return content is not None and not is_building(content)
