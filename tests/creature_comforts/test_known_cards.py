"""Comforts everyone saw a family take stay known to be in its hand until everyone sees them leave it.

A hand is secret, but a card taken face up from the Owl's Nest (or from the discard pile under the Striped
Skunk) was taken in view of the table, and a player who remembers it knows it is there. Such cards are
public (``known_hand``), and an AI's samples of a rival's hand keep them instead of dealing that hand afresh
from the unseen cards (issue 5: hidden cards are sampled consistently with what the player knows).
"""

from __future__ import annotations

from collections import Counter

from hearthwood.engine.core import Rng, perform, sample_state
from hearthwood.engine.games.creature_comforts import GAME
from hearthwood.engine.games.creature_comforts.actions import (
    AssignDie,
    Craft,
    DiscardComfort,
    EndCrafting,
    EndLocations,
    Resolve,
    TakeFaceUp,
    TakeFromDiscard,
)
from hearthwood.engine.games.creature_comforts.content import load_content
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState

from .helpers import month_start, play, turn_state


def _took_from_the_nest(slot: int = 1, hand: tuple[str, ...] = (), drawn: int = 0) -> tuple[CreatureComfortsState, str]:
    """Player 1 takes the Owl's Nest's card in ``slot`` into a hand of ``hand`` and ``drawn`` cards off the deck."""
    state = turn_state(workers=("owl_face_up",), family=(6, 1), hand=list(hand))
    state.players[0].hand += [state.comfort_deck.pop() for _ in range(drawn)]
    card = state.owls_nest[slot]
    take = Resolve(player=0, location="owl_face_up", choice=slot)
    play(state, AssignDie(player=0, die=0, location="owl_face_up"), take)
    return state, card


def test_a_card_taken_face_up_is_known_to_everyone_and_a_blind_draw_is_not() -> None:
    state, card = _took_from_the_nest()
    assert state.players[0].known_hand == [card]
    view = GAME.view(state, 1)
    assert view.players[0].hand == [None], "the hand itself stays secret"
    assert view.players[0].known_hand == [card], "which card was taken is not"
    blind = turn_state(workers=("owl_blind",), family=(6, 1))
    play(blind, AssignDie(player=0, die=0, location="owl_blind"), Resolve(player=0, location="owl_blind"))
    assert len(blind.players[0].hand) == 2 and blind.players[0].known_hand == []


def test_the_log_names_the_card_taken_face_up() -> None:
    state = turn_state(workers=("owl_face_up",), family=(6, 1))
    name = load_content().comfort(state.owls_nest[2]).name
    play(state, AssignDie(player=0, die=0, location="owl_face_up"))
    result = perform(GAME, state, Resolve(player=0, location="owl_face_up", choice=2))
    assert result.events == (f"{{@0}} takes {name} from the Owl's Nest",)


def test_under_the_gray_wolf_the_card_taken_is_known_and_named() -> None:
    state = month_start("gray_wolf")
    card = state.owls_nest[0]
    result = perform(GAME, state, TakeFaceUp(player=0, slot=0))
    assert result.events == (f"{{@0}} takes {load_content().comfort(card).name} from the Owl's Nest",)
    assert state.players[0].known_hand == [card]


def test_a_rivals_samples_keep_the_known_card_in_the_hand_and_deal_only_the_rest() -> None:
    state, card = _took_from_the_nest(drawn=2)
    view = GAME.view(state, 1)
    unknown_cards: Counter[str | None] = Counter()
    for seed in range(24):
        sample = sample_state(GAME, view, 1, Rng.from_seed(seed))
        hand = sample.players[0].hand
        assert len(hand) == 3 and card in hand, f"seed {seed}: the card taken in view left the hand"
        assert len(sample.comfort_deck) == len(state.comfort_deck)
        rest = Counter(hand) - Counter([card])
        unknown_cards.update(rest.elements())
    assert len(unknown_cards) > 4, "the two cards nobody saw are dealt from the unseen ones"


def test_crafting_or_discarding_a_known_card_makes_it_unknown_again() -> None:
    state, card = _took_from_the_nest()
    me = state.players[0]
    me.goods.update(dict.fromkeys(me.goods, 6))
    me.coins = 6
    play(state, EndLocations(player=0))
    craft = next(a for a in GAME.legal_actions(state) if isinstance(a, Craft) and a.card == card)
    play(state, craft)
    assert me.known_hand == [] and card in me.crafted

    state, card = _took_from_the_nest(hand=("flute", "toys", "pie"))
    play(state, EndLocations(player=0), EndCrafting(player=0), DiscardComfort(player=0, card=card))
    assert state.players[0].known_hand == []


def test_discarding_an_unseen_copy_of_a_known_card_still_forgets_one_copy() -> None:
    # The table cannot tell which copy left, so it can no longer be sure one is still in the hand.
    state, card = _took_from_the_nest(hand=("flute", "toys", "pie"))
    state.players[0].hand.append(card)
    play(state, EndLocations(player=0), EndCrafting(player=0), DiscardComfort(player=0, card=card))
    assert state.players[0].hand.count(card) == 1 and state.players[0].known_hand == []


def test_a_card_taken_from_the_discard_pile_under_the_skunk_is_known() -> None:
    state = turn_state(workers=("owl_blind",), family=(1, 1), traveler="striped_skunk")
    state.comfort_discard = ["pie", "quilt"]
    play(state, AssignDie(player=0, die=0, location="owl_blind"), Resolve(player=0, location="owl_blind"))
    play(state, TakeFromDiscard(player=0, card="quilt"))
    assert state.players[0].known_hand == ["quilt"]


def test_a_hand_built_turn_keeps_every_card_once_so_it_can_be_sampled() -> None:
    """The test helper's face-up Traveler and Valley cards leave their decks, as in a real game; a sample
    deals each deck from the unseen cards and would run short otherwise."""
    state = turn_state(traveler="american_beaver", valley=("F1", "M11"))
    assert "american_beaver" not in state.traveler_deck
    for stack, card in state.valley.items():
        assert card not in state.valley_decks[stack]
        seasons = [load_content().valley_card(c).season for c in state.valley_decks[stack] if c is not None]
        assert seasons == state.valley_seasons[stack]
    sample = sample_state(GAME, GAME.view(state, 0), 0, Rng.from_seed(3))
    assert sample.traveler == "american_beaver" and len(sample.traveler_deck) == len(state.traveler_deck)
