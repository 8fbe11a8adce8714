"""Each player's mat: the 3x3 Village, the building track, the Omen track, tokens, hand and discard pile.

``MyMat`` is the large mat of the seat whose eyes the table shows; ``OtherMat`` is the smaller one of each
other player (their hand arrives redacted from the view, so it can only be drawn as backs).
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import counted
from hearthwood.engine.games.snowcrest.content import RESOURCES, load_content
from hearthwood.engine.games.snowcrest.scoring import omen_score
from hearthwood.engine.games.snowcrest.state import GRID, Player
from hearthwood.ui.table import BoardItem, CardItem, LabelItem
from hearthwood.ui.theme import PALETTE, body_font

from . import layout as L
from .art import villager_back
from .cards import villager_card
from .pieces import BuildingSpace, CountBadge, OmenTrack, TokenPile, VillageSpace

# What the table showed last time for a card, so a change turns the card over: key -> face up.
FaceMemory = dict[object, bool]


def building_bonus(index: int) -> int:
    return load_content().building_track.bonus(index + 1)


class MyMat:
    def __init__(
        self,
        scene: QGraphicsScene,
        player: Player,
        seat: int,
        title: str,
        colour: str,
        memory: FaceMemory,
    ) -> None:
        self.board = BoardItem(title, L.MY_W, L.MAT_H, accent=colour, key=("mat", seat))
        self.board.setPos(0, L.MATS_Y)
        scene.addItem(self.board)
        self.seat = seat
        self.spaces: dict[int, VillageSpace] = {}
        self.village: dict[int, CardItem] = {}
        for slot in range(GRID):
            space = VillageSpace(slot, L.CARD_W, L.CARD_H, parent=self.board)
            x, y = L.village_pos(slot)
            space.setPos(L.VILLAGE_X + x, L.VILLAGE_Y + y)
            self.spaces[slot] = space
            held = player.village[slot]
            if held is None:
                space.setToolTip("An empty space: drag a card here to Add it")
                continue
            key = ("village", seat, slot, held.card)
            card = villager_card(
                held.card,
                colour,
                face_up=held.face_up,
                was_face_up=memory.get(key),
                key=key,
                width=L.CARD_W,
                height=L.CARD_H,
                parent=space,
            )
            memory[key] = held.face_up
            self.village[slot] = card
        self._right(player, seat, colour, memory)

    def _right(self, player: Player, seat: int, colour: str, memory: FaceMemory) -> None:
        x = L.RIGHT_X
        self._label("Buildings", x, 38)
        bonus_note = LabelItem(
            "bonus at 6 / 7 / 8 tiles", font=body_font(8.5), colour=PALETTE.ink_soft, parent=self.board
        )
        bonus_note.setPos(x + L.RIGHT_W - bonus_note.width, 38)
        self.buildings: dict[int, BuildingSpace] = {}
        for index in range(8):
            held = player.buildings[index] if index < len(player.buildings) else None
            space = BuildingSpace(
                index,
                L.BUILDING,
                building=held.type if held else None,
                face_up=held.face_up if held else True,
                bonus=building_bonus(index),
                owner=seat,
                parent=self.board,
            )
            space.setPos(x + index * (L.BUILDING + 6), 56)
            if held is not None:
                state = "face up" if held.face_up else "face down (used until you Restock)"
                space.setToolTip(f"{held.type}, {state}")
            self.buildings[index] = space
        self._label("Omens", x, 108)
        track = OmenTrack(
            L.RIGHT_W,
            30,
            value=player.omen,
            tokens=player.omen_tokens,
            colour=colour,
            parent=self.board,
        )
        track.setPos(x, 126)
        worth = omen_score(player)
        tokens = f", and {counted(player.omen_tokens, 'Omen token')} past -5" if player.omen_tokens else ""
        points = "point" if abs(worth) == 1 else "points"
        track.setToolTip(f"Omen track: {player.omen:+d}{tokens}. Worth {worth:+d} {points} at the end.")
        self.tokens: dict[str, TokenPile] = {}
        for index, resource in enumerate(RESOURCES):
            pile = TokenPile(
                resource, player.tokens.get(resource, 0), size=36, key=("token", resource), parent=self.board
            )
            pile.setPos(x + 4 + index * 46, 168)
            pile.setToolTip(f"{resource}: {player.tokens.get(resource, 0)}")
            self.tokens[resource] = pile
        scrolls = CountBadge("Scroll", counted(player.scrolls, "Scroll"), size=30, parent=self.board)
        scrolls.setPos(x + 5 * 46 + 6, 171)
        rests = LabelItem(
            f"Rests: {player.rests}", font=body_font(9.5, bold=True), colour=PALETTE.ink_soft, parent=self.board
        )
        rests.setPos(x + L.RIGHT_W - rests.width, 178)
        self.hand_label = self._label(f"Hand ({len(player.hand)})", x, 214)
        self.hand: dict[int, CardItem] = {}
        hand_w = L.RIGHT_W - L.CARD_W - 16
        count = len(player.hand)
        step = L.CARD_W + 6 if count <= 1 else min(L.CARD_W + 6, (hand_w - L.CARD_W) / (count - 1))
        for index, card_id in enumerate(player.hand):
            key = ("hand", seat, index, card_id)
            card = villager_card(card_id, colour, key=key, width=L.CARD_W, height=L.CARD_H, parent=self.board)
            card.setPos(x + index * step, 232)
            card.setZValue(index)
            self.hand[index] = card
        discard_x = x + L.RIGHT_W - L.CARD_W
        self._label(f"Discard ({len(player.discard)})", discard_x, 214)
        self.discard: CardItem | None = None
        if player.discard:
            top = player.discard[-1]
            self.discard = villager_card(
                top, colour, key=("discard", seat), width=L.CARD_W, height=L.CARD_H, parent=self.board
            )
            self.discard.setToolTip(
                "Discard pile, top first:\n" + "\n".join(_name(c) for c in reversed(player.discard))
            )
        else:
            self.discard = CardItem(
                None,
                back=villager_back(PALETTE.paper_shadow),
                face_up=False,
                key=("discard", seat),
                width=L.CARD_W,
                height=L.CARD_H,
                parent=self.board,
            )
            self.discard.setOpacity(0.35)
        self.discard.setPos(discard_x, 232)
        deck = LabelItem(
            f"Deck: {counted(len(player.deck), 'card')}",
            font=body_font(9.5),
            colour=PALETTE.ink_soft,
            parent=self.board,
        )
        deck.setPos(discard_x, 232 + L.CARD_H + 6)
        if player.achievements:
            names = ", ".join(load_content().card(a).name for a in player.achievements)
            done = LabelItem(f"Achievements: {names}", font=body_font(9.5), width=hand_w, parent=self.board)
            done.setPos(x, 232 + L.CARD_H + 6)

    def _label(self, text: str, x: float, y: float) -> LabelItem:
        label = LabelItem(text, font=body_font(9.5, bold=True), colour=PALETTE.wood_dark, parent=self.board)
        label.setPos(x, y)
        return label


class OtherMat:
    """Another player's mat, scaled to its share of the right column."""

    def __init__(
        self,
        scene: QGraphicsScene,
        player: Player,
        seat: int,
        title: str,
        colour: str,
        memory: FaceMemory,
        *,
        x: float,
        y: float,
        width: float,
        height: float,
    ) -> None:
        self.board = BoardItem(title, width, height, accent=colour, key=("mat", seat))
        self.board.setPos(x, y)
        scene.addItem(self.board)
        card_h = min(84.0, (height - 48 - 8) / 3)
        card_w = card_h * 0.75
        self.village: dict[int, CardItem] = {}
        for slot in range(GRID):
            column, row = slot % 3, slot // 3
            px, py = 12 + column * (card_w + 4), 38 + row * (card_h + 4)
            held = player.village[slot]
            if held is None:
                space = VillageSpace(slot, card_w, card_h, parent=self.board)
                space.setPos(px, py)
                continue
            key = ("village", seat, slot, held.card)
            card = villager_card(
                held.card,
                colour,
                face_up=held.face_up,
                was_face_up=memory.get(key),
                key=key,
                width=card_w,
                height=card_h,
                parent=self.board,
            )
            memory[key] = held.face_up
            card.setPos(px, py)
            self.village[slot] = card
        info_x = 12 + 3 * (card_w + 4) + 10
        info_w = width - info_x - 10
        row_y = 38.0
        token = 24.0 if height > 200 else 20.0
        per_row = max(1, int(info_w // (token + 16)))
        for index, resource in enumerate(RESOURCES):
            pile = TokenPile(resource, player.tokens.get(resource, 0), size=token, parent=self.board)
            pile.setPos(info_x + (index % per_row) * (token + 16), row_y + (index // per_row) * (token + 6))
            pile.setToolTip(f"{resource}: {player.tokens.get(resource, 0)}")
        row_y += ((len(RESOURCES) + per_row - 1) // per_row) * (token + 6) + 2
        omens = f"Omens {player.omen:+d}" + (f" (+{player.omen_tokens} tokens)" if player.omen_tokens else "")
        lines = [
            f"{counted(player.scrolls, 'Scroll')} \u00b7 {omens}",
            f"Buildings: {_buildings(player)}",
            f"Hand {len(player.hand)} \u00b7 Deck {len(player.deck)} \u00b7 Discard {len(player.discard)}",
            f"Rests: {player.rests}",
        ]
        if player.achievements:
            lines.append("Achievements: " + ", ".join(load_content().card(a).name for a in player.achievements))
        remaining = height - row_y - 10
        text = LabelItem(
            "\n".join(lines) if remaining > 70 else " \u00b7 ".join(lines[:3]),
            font=body_font(9 if height > 200 else 8),
            width=info_w,
            parent=self.board,
        )
        text.setPos(info_x, row_y)
        backs_y = row_y + text.height + 6
        back_h = min(56.0, height - backs_y - 10)
        if back_h > 30:
            for index in range(min(len(player.hand), 8)):
                back = CardItem(
                    None,
                    back=villager_back(colour),
                    face_up=False,
                    key=("other-hand", seat, index),
                    width=back_h * 0.75,
                    height=back_h,
                    parent=self.board,
                )
                back.setPos(
                    info_x + index * min(back_h * 0.75 + 4, (info_w - back_h * 0.75) / max(1, len(player.hand) - 1)),
                    backs_y,
                )
                back.setToolTip(f"{counted(len(player.hand), 'card')} in hand (hidden)")


def _name(card_id: str) -> str:
    return load_content().card(card_id).name


def _buildings(player: Player) -> str:
    if not player.buildings:
        return "none"
    counts: dict[str, int] = {}
    for building in player.buildings:
        counts[building.type] = counts.get(building.type, 0) + 1
    down = sum(1 for b in player.buildings if not b.face_up)
    text = ", ".join(f"{n} {kind}" for kind, n in counts.items())
    return text + (f" ({down} face down)" if down else "")


def solo_panel(scene: QGraphicsScene, level: int, rests: int, scrolls_left: int) -> BoardItem:
    """Alone on the mountain: the level's goal and how many Rests remain, where others' mats would be."""
    solo = load_content().solo
    chosen = solo.level(level)
    board = BoardItem(f"Playing solo \u00b7 level {level}", L.OTHERS_W, L.MAT_H, accent=PALETTE.moss_dark, key="solo")
    board.setPos(L.OTHERS_X, L.MATS_Y)
    scene.addItem(board)
    left = chosen.rest_limit - rests
    lines = [
        f"Earn all {counted(chosen.scrolls, 'Scroll')} before your Rest number {chosen.rest_limit}.",
        f"Scrolls still to earn: {scrolls_left}.",
        f"Rests taken: {rests} \u2014 {counted(left, 'more Rest')} allowed"
        if left > 0
        else f"Rests taken: {rests} \u2014 the next Rest ends the game.",
        f"Meditation: a Scroll for every {solo.meditation_bells_per_scroll} Prayer Bells you pay.",
        "The Scholar copies a card of the Common row.",
        "Leftover resources score nothing.",
    ]
    text = LabelItem("\n\n".join(lines), font=body_font(10.5), width=L.OTHERS_W - 28, parent=board)
    text.setPos(14, 44)
    return board
