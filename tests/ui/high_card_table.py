"""A real, minimal table for the kit's toy game, built only from the reusable items.

Pick a card from your hand (click, Enter, or drag it) and put it on your place at the table to commit it;
answer a challenge with the buttons. Importing this module registers it for "high-card".
"""

from __future__ import annotations

from collections.abc import Hashable

from hearthwood.engine.core import Action, GameState
from hearthwood.ui.table import (
    CARD_HEIGHT,
    CARD_WIDTH,
    BoardItem,
    ButtonItem,
    CardItem,
    LabelItem,
    PickAndPlace,
    TrackItem,
    text_face,
)
from hearthwood.ui.tables import TableBase, register_table
from hearthwood.ui.theme import body_font
from tests.conformance.toy_game import Challenge, Commit, HighCardState
from tests.narrow import narrow

GAP = 14.0
PLACE = "place"  # the target key of the viewer's place at the table


class HighCardTable(TableBase):
    def rebuild(self, view_state: GameState) -> None:
        state = narrow(view_state, HighCardState)
        self.clear()
        self.hand_cards: list[CardItem] = []
        self.place: CardItem | None = None
        self.buttons: list[ButtonItem] = []
        actions = self.my_actions()
        commits = {a.card: a for a in actions if isinstance(a, Commit)}
        names = self.controller.session.names
        colours = [seat.colour or "#8B5E3C" for seat in self.controller.session.seats]

        width = max(4, state.num_players) * (CARD_WIDTH + GAP) + 3 * GAP
        table = BoardItem(f"Round {min(state.round, state.rounds)} of {state.rounds}", width, CARD_HEIGHT + 86)
        self.scene.addItem(table)
        for player in range(state.num_players):
            x = 2 * GAP + player * (CARD_WIDTH + GAP)
            committed = state.committed[player]  # None for others: their choice is secret
            revealed = state.revealed[player] if player < len(state.revealed) else 0
            name = LabelItem(
                names[player], font=body_font(10, bold=True), colour=colours[player], width=CARD_WIDTH, parent=table
            )
            name.setPos(x, 40)
            card: CardItem | None = None
            if committed is not None:
                card = CardItem(text_face(str(committed)), key=("committed", player), parent=table)
            elif player == self.viewer and commits:
                card = CardItem(None, face_up=False, key=PLACE, parent=table)
                card.setOpacity(0.4)  # an empty place: drop a card here
                self.place = card
            elif revealed:
                card = CardItem(text_face(str(revealed)), key=("revealed", player), parent=table)
            if card is not None:
                card.setPos(x, 62)

        hand_y = table.height + GAP
        hand = state.hands[self.viewer] if self.viewer is not None else []
        hand_board = BoardItem(
            f"{names[self.viewer]}'s hand" if self.viewer is not None else "Hands are hidden",
            max(width, len(hand) * (CARD_WIDTH + GAP) + 3 * GAP),
            CARD_HEIGHT + 56,
            accent=colours[self.viewer] if self.viewer is not None else colours[0],
        )
        hand_board.setPos(0, hand_y)
        self.scene.addItem(hand_board)
        self.helper = PickAndPlace(
            legal_targets=lambda card: [PLACE] if card in commits else [],
            action_for=self._commit_for,
            propose=self.propose,
            on_refused=self.controller.error.emit,
        )
        for index, card_value in enumerate(hand):
            face = text_face(str(card_value), corner=str(card_value)) if card_value is not None else None
            card = CardItem(face, key=card_value, parent=hand_board)
            card.setPos(2 * GAP + index * (CARD_WIDTH + GAP), 42)
            self.hand_cards.append(card)
            if card_value in commits:
                self.helper.add_source(card)
        if self.place is not None:
            self.helper.add_target(self.place, PLACE)

        y = hand_y + hand_board.height + GAP
        if any(isinstance(a, Challenge) for a in actions):
            x = 0.0
            for action in actions:
                assert isinstance(action, Challenge)
                button = ButtonItem("Challenge" if action.accept else "Let the win stand", key=action.accept)
                button.setPos(x, y)
                button.clicked.connect(lambda a=action: self.propose(a))
                self.scene.addItem(button)
                self.buttons.append(button)
                x += button.width + GAP
            y += 34 + GAP

        track = TrackItem(41, per_row=21, space=30)
        track.set_markers([(sum(p), colours[i]) for i, p in enumerate(zip(state.scores, state.bonus))])
        track_board = BoardItem("Score track", max(width, track.width + 2 * GAP), track.height + 56)
        track.setParentItem(track_board)
        track.setPos(GAP, 42)
        track_board.setPos(0, y)
        self.scene.addItem(track_board)

    def _commit_for(self, card: Hashable, target: Hashable) -> Action | None:
        if target != PLACE or self.viewer is None or not isinstance(card, int):
            return None
        return Commit(player=self.viewer, card=card)


register_table("high-card", HighCardTable)
