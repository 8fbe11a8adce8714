"""The families' homes: the viewer's in full (Goods, tokens, workers at home, Family dice, hand, Cottages
with their Improvements, crafted Comforts) and everyone else's as a compact panel.

The view is already redacted: another family's hand arrives as ``None`` cards and is drawn as card backs.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from hearthwood.engine.core import counted
from hearthwood.engine.games.creature_comforts.content import GOODS, load_content
from hearthwood.engine.games.creature_comforts.locations import LENT, WORKERS, glade_id
from hearthwood.engine.games.creature_comforts.scoring import best_storage
from hearthwood.engine.games.creature_comforts.state import CreatureComfortsState, Player
from hearthwood.ui.table import BoardItem, CardItem, DieItem, LabelItem, TableItem, TokenItem
from hearthwood.ui.text_fit import fitted_line
from hearthwood.ui.theme import PALETTE, body_font

from . import layout as L
from .art import comfort_back, comfort_face, comfort_tooltip, improvement_face
from .pieces import Badge, CottageItem, Counter


def workers_at_home(
    state: CreatureComfortsState, player: int, placed: list[str], colour: str, lender_colour: str
) -> list[str]:
    """The colours of the workers still to place: a neighbour's lent worker first (Common Loon), then one's
    own. The solo Neighbours keep the worker they are lent."""
    lent = bool(getattr(state, "workers_lent", False))
    own = WORKERS - 1 if lent else WORKERS
    placed_own = sum(1 for w in placed if not w.endswith(LENT))
    placed_lent = len(placed) - placed_own
    colours = [lender_colour] if lent and state.num_players > 1 and not placed_lent else []
    return colours + [colour] * max(0, own - placed_own)


def family_title(name: str, player: int, state: CreatureComfortsState) -> str:
    bird = " \u00b7 Early Bird" if player == state.early_bird else ""
    return f"{name}'s home{bird}"


class MyHome:
    """The viewer's home board."""

    def __init__(
        self,
        scene: QGraphicsScene,
        state: CreatureComfortsState,
        player: int,
        name: str,
        colour: str,
        *,
        placed: list[str],
        lender_colour: str,
    ) -> None:
        content = load_content()
        me: Player = state.players[player]
        self.board = BoardItem(
            family_title(name, player, state), L.HOME_W, L.HOME_H, accent=colour, key=("home", player)
        )
        self.board.setPos(0, L.BOTTOM_Y)
        self.board.setZValue(-2)
        scene.addItem(self.board)
        x = 12.0
        self.goods: dict[str, Counter] = {}
        for good in GOODS:
            counter = Counter(good, me.goods[good], size=26, key=("good", good), parent=self.board)
            counter.setPos(x, 40)
            counter.setToolTip(f"{good.capitalize()}: {me.goods[good]}")
            self.goods[good] = counter
            x += counter.width + 10
        x += 14
        for kind, count, tip in (
            ("coin", me.coins, "Coins"),
            ("story", me.stories, "Stories"),
            ("lesson", me.lessons, "Lesson Learned tokens: each changes a die by 1 on your turn"),
        ):
            counter = Counter(kind, count, size=26, key=(kind,), parent=self.board)
            counter.setPos(x, 40)
            counter.setToolTip(f"{tip}: {count}")
            x += counter.width + 10
        extras = []
        if me.almanacs:
            extras.append((f"Almanac \u00d7{me.almanacs}", "Each Almanac changes a die by 1 once a month, for free"))
        if me.wheelbarrow:
            extras.append(("Wheelbarrow", "Goes along with a worker to the Valley or River for one more Good"))
        for text, tip in extras:
            badge = Badge(text, colour=PALETTE.gold_light, parent=self.board)
            badge.setPos(x, 44)
            badge.setToolTip(tip)
            x += badge.width + 6
        # Workers at home and the Wheelbarrow, which the table makes draggable while placing.
        label = LabelItem("Workers", font=body_font(9, bold=True), colour=PALETTE.ink_soft, parent=self.board)
        label.setPos(12, 80)
        self.workers: list[TokenItem] = []
        for index, owner_colour in enumerate(workers_at_home(state, player, placed, colour, lender_colour)):
            meeple = TokenItem(owner_colour, shape="meeple", size=30, key=("worker", index), parent=self.board)
            meeple.setPos(80 + index * 36, 76)
            lent = owner_colour != colour
            meeple.setToolTip(
                "Your neighbour's worker, lent for the month: it goes out first"
                if lent
                else "A worker at home: drag it to a location"
            )
            self.workers.append(meeple)
        self.wheelbarrow: TokenItem | None = None
        placing = state.placing[player] if state.placing else None
        if me.wheelbarrow and me.wheelbarrow_at is None and (placing is None or placing.wheelbarrow_at is None):
            self.wheelbarrow = TokenItem(
                PALETTE.wood_light, label="W", size=30, key=("wheelbarrow",), parent=self.board
            )
            self.wheelbarrow.setPos(80 + 4 * 36 + 10, 76)
            self.wheelbarrow.setToolTip(
                "Your Wheelbarrow: drag it to a Valley or River location to send a worker with it"
            )
        self.family: list[DieItem] = []
        if state.month:
            label = LabelItem("Family dice", font=body_font(9, bold=True), colour=PALETTE.ink_soft, parent=self.board)
            label.setPos(L.HOME_W - 210, 80)
        for index, value in enumerate(me.family if state.month else []):
            die = DieItem(
                value,
                colour=colour,
                pip_colour=PALETTE.cream,
                size=34,
                key=("family", player, index),
                parent=self.board,
            )
            die.setPos(L.HOME_W - 120 + index * 44, 72)
            self.family.append(die)
        # Hand (left) and Cottages with Improvements (right).
        hand = [c for c in me.hand]
        hand_label = LabelItem(
            f"Hand ({len(hand)})", font=body_font(9, bold=True), colour=PALETTE.ink_soft, parent=self.board
        )
        hand_label.setPos(12, 116)
        self.hand: list[CardItem] = []
        self.hand_area = TableItem(384, L.CARD_H + 8, key="hand-area", parent=self.board)
        self.hand_area.setPos(8, 134)
        step = min(L.CARD_STEP, (376 - L.CARD_W) / max(1, len(hand) - 1)) if len(hand) > 1 else L.CARD_STEP
        for index, card_id in enumerate(hand):
            face = comfort_face(content.comfort(card_id)) if card_id else None
            card = CardItem(
                face,
                back=comfort_back,
                face_up=card_id is not None,
                key=("hand", index, card_id),
                width=L.CARD_W,
                height=L.CARD_H,
                parent=self.board,
            )
            card.setPos(12 + index * step, 138)
            if card_id:
                comfort = content.comfort(card_id)
                card.setToolTip(comfort_tooltip(comfort))
            self.hand.append(card)
        cottages_x = 404.0
        label = LabelItem(
            "Cottages and Improvements", font=body_font(9, bold=True), colour=PALETTE.ink_soft, parent=self.board
        )
        label.setPos(cottages_x, 116)
        self.cottages = TableItem(L.HOME_W - cottages_x - 8, L.CARD_H + 8, key="cottages", parent=self.board)
        self.cottages.setPos(cottages_x - 4, 134)
        self.glades: dict[str, CardItem] = {}
        slot_w = (L.HOME_W - cottages_x - 12 - 3 * 6) / 4
        slot_h = slot_w * 1.4
        for slot in range(4):
            x = cottages_x + slot * (slot_w + 6)
            if slot < len(me.improvements):
                improvement = content.improvement(me.improvements[slot])
                card = CardItem(
                    improvement_face(improvement),
                    key=("built", me.improvements[slot]),
                    width=slot_w,
                    height=slot_h,
                    parent=self.board,
                )
                card.setPos(x, 138)
                card.setToolTip(f"{improvement.name} ({counted(improvement.vp, 'point')})\n{improvement.text}")
                if improvement.is_glade:
                    self.glades[glade_id(player, improvement.id)] = card
            else:
                CottageItem(colour, slot_w, slot_h, self.board).setPos(x, 138)
        # Crafted Comforts, with what storing will be worth at the end.
        crafted = me.crafted
        stored = best_storage(me)
        note = f"Crafted Comforts ({len(crafted)})"
        if stored.comforts or stored.improvements:
            note += f" \u00b7 storing Goods and tokens on them scores {stored.comforts + stored.improvements} more"
        label = LabelItem(note, font=body_font(9, bold=True), colour=PALETTE.ink_soft, parent=self.board)
        label.setPos(12, 138 + L.CARD_H + 14)
        self.crafted_area = TableItem(
            L.HOME_W - 16, L.HOME_H - (138 + L.CARD_H + 30) - 8, key="crafted-area", parent=self.board
        )
        self.crafted_area.setPos(8, 138 + L.CARD_H + 32)
        top = 138 + L.CARD_H + 36
        step = (
            min(L.CARD_STEP, (L.HOME_W - 24 - L.CARD_W) / max(1, len(crafted) - 1)) if len(crafted) > 1 else L.CARD_STEP
        )
        self.crafted: list[CardItem] = []
        for index, card_id in enumerate(crafted):
            comfort = content.comfort(card_id)
            card = CardItem(
                comfort_face(comfort),
                key=("crafted", index, card_id),
                width=L.CARD_W,
                height=L.CARD_H,
                parent=self.board,
            )
            card.setPos(12 + index * step, top)
            card.setToolTip(comfort_tooltip(comfort))
            self.crafted.append(card)
        if not crafted:
            hint = LabelItem(
                "Nothing crafted yet: pay a Comfort's exact cost on your turn.",
                font=body_font(9),
                colour=PALETTE.ink_soft,
                parent=self.board,
            )
            hint.setPos(16, top + 6)


#: Another family's strip: a hand card's width and how far apart the cards are fanned; a Family die's step.
HAND_W, HAND_STEP, DIE_STEP = 14.0, 8.0, 21.0


class OtherHome:
    """Another family at a glance, as one strip of a shared board: name, Goods, tokens, hand (backs),
    Family dice, and what they have crafted and built (with their Glades, which take dice)."""

    def __init__(
        self,
        parent: BoardItem,
        state: CreatureComfortsState,
        player: int,
        name: str,
        colour: str,
        y: float,
        width: float,
        height: float,
    ) -> None:
        content = load_content()
        me = state.players[player]
        self.strip = TableItem(width, height, key=("other", player), parent=parent)
        self.strip.setPos(10, y)
        bird = " \u2022" if player == state.early_bird else ""
        # One line: under the heading "Other families" a computer family goes by its animal ("Raccoon"), and a
        # long name is set smaller, then shortened (the tooltip has it whole), rather than wrapped over the line
        # below.
        heading = f"{name.removesuffix(' family')}{bird}"
        font, fitted = fitted_line(heading, 90, start=10, smallest=8, bold=True)
        title = LabelItem(fitted, font=font, colour=colour, width=92, parent=self.strip)
        title.setPos(0, 0)
        title.setToolTip(f"{name} is the Early Bird this month" if bird else name)
        cx = 94.0
        for kind in (*GOODS, "coin", "story", "lesson"):
            count = {"coin": me.coins, "story": me.stories, "lesson": me.lessons}.get(kind, me.goods.get(kind, 0))
            counter = Counter(kind, count, size=17, parent=self.strip)
            counter.setPos(cx, 1)
            counter.setToolTip(f"{name}: {count} {kind}")
            cx += counter.width + 2
        self.hand: list[CardItem] = []
        # A card the family took in view of the table is shown face up, as a player at the table would
        # remember it; the rest of the hand stays face down.
        known = list(me.known_hand)
        shown = [card_id or (known.pop(0) if known else None) for card_id in me.hand]
        known_names = ", ".join(content.comfort(c).name for c in me.known_hand)
        holds = f"{name} holds {counted(len(me.hand), 'Comfort')}"
        if known_names:
            holds += f"; everyone saw them take {known_names}"
        # The hand sits against the Family dice at the right end of the line, fanned tighter rather than
        # running under the dice or back over the counters when it grows.
        dice_x = width - 2 * DIE_STEP
        right = dice_x - 4
        step = HAND_STEP if len(shown) < 2 else max(2.0, min(HAND_STEP, (right - HAND_W - cx - 4) / (len(shown) - 1)))
        left = right - HAND_W - (len(shown) - 1) * step
        for index, card_id in enumerate(shown):
            face = comfort_face(content.comfort(card_id)) if card_id else None
            card = CardItem(
                face,
                back=comfort_back,
                face_up=card_id is not None,
                key=("other-hand", player, index),
                width=HAND_W,
                height=20,
                parent=self.strip,
            )
            card.setPos(left + index * step, 0)
            card.setToolTip(holds)
            self.hand.append(card)
        if state.month:
            for index, value in enumerate(me.family):
                die = DieItem(value, colour=colour, pip_colour=PALETTE.cream, size=18, parent=self.strip)
                die.setPos(dice_x + index * DIE_STEP, 0)
                die.setToolTip(f"{name}'s Family dice")
        built = [content.improvement(i).name for i in me.improvements]
        made = [content.comfort(c).name for c in me.crafted]
        text = f"Crafted {len(made)}" + (f": {', '.join(made)}" if made else "")
        if known_names:
            unseen = len(me.hand) - len(me.known_hand)
            text += f"  \u00b7  Hand: {known_names}" + (f" + {unseen} unseen" if unseen else "")
        if built:
            text += f"  \u00b7  Built: {', '.join(built)}"
        self.glades: dict[str, TableItem] = {}
        gx = width - 20
        for improvement_id in me.improvements:
            improvement = content.improvement(improvement_id)
            if improvement.is_glade:
                glade = Badge(f"{improvement.name}", colour=PALETTE.moss_light, size=8, parent=self.strip)
                gx -= glade.width + 4
                glade.key = glade_id(player, improvement_id)
                glade.setPos(gx, 22)
                glade.setToolTip(f"{improvement.name}, {name}'s Glade: a Family die here\n{improvement.text}")
                self.glades[glade.key] = glade
        if height >= 32:
            font = body_font(8)
            label = LabelItem(
                QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, gx - 12),
                font=font,
                colour=PALETTE.ink_soft,
                parent=self.strip,
            )
            label.setPos(0, 22)
        self.strip.setToolTip(text)
