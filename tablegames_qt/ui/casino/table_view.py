"""``CasinoTableView``: the Royal Casino card table and the motion of every play.

Set-up and state (take effect at once, no animation)::

    view.set_players(names, side_of, colours, side_names)
    view.set_bottom_seat(seat)         # who sits at the bottom, nearest the screen
    view.show_state(view_of_any_seat, faces)   # the whole table from the engine; faces:
                                       # per seat the cards to show face up, or None (backs)
    view.set_hand_faces(seat, cards | None)    # turn one hand up (cards) or down (None)
    view.set_current(seat | None); view.set_thinking(seat, on)
    view.set_scores(scores, conditions, no_target)
    view.set_four_colour(on); view.set_table_title(text)

Marks for choosing a play (the screen decides them from the engine's plays)::

    view.mark_hand(selected_card, playable_cards, interactive)
    view.mark_table(chosen_items, lit_items, interactive)
    view.clear_marks()

Animations return a ``QAbstractAnimation`` already scheduled: it starts on the
next turn of the event loop, so connecting to ``finished`` right after the
call is always in time (at animation speed 0 it ends on that turn)::

    deal(dealer, first, hands, table, deck_left)   hand_out(first, hands, deck_left)
    capture(seat, side, card, items, sweep)   build(seat, card, items, build)
    trail(seat, card)   residue(side, items)

Signals: ``handCardClicked(card)``, ``tableItemClicked(item)`` (the engine's
loose card or build), ``cardDragged(card)`` (a drag began),
``cardDropped(card, item | None)`` (None: the felt).

Privacy: other seats' hands are cards without a face (``CardItem(None)``);
a card learns what it is only when it is played.  ``visible_cards(scene)``
(cards package) lists every face the scene paints.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from tablegames_qt.engine.casino import Build, Card, CasinoView
from tablegames_qt.engine.casino.moves import Item, item_cards
from tablegames_qt.ui import anim, override
from tablegames_qt.ui.cards import (
    BuildItem,
    CardItem,
    DeckItem,
    PileItem,
    TableItem,
    collect_animation,
    fly_to,
    set_four_colour,
    sweep_flourish,
)

from .felt import room_and_table
from .layout import (
    CENTRE,
    DECK_CARD_WIDTH,
    PILE_CARD_WIDTH,
    SCENE_RECT,
    TABLE_AREA,
    SeatSpot,
    deck_spot,
    pile_spots,
    seat_spot,
    table_layout,
    tag_spot,
    visual_place,
)
from .plates import ScoreTagItem, SeatPlateItem

Z_TABLE = 10.0
Z_HAND = 20.0
Z_FLYING = 200.0

#: normal-speed durations (ms), scaled by the animation-speed setting
PLAY_MS = 360.0
LOOK_MS = 420.0
GATHER_MS = 300.0
COLLECT_MS = 420.0
SHIFT_MS = 260.0
DEAL_MS = 280.0
DEAL_STAGGER_MS = 70.0
FLIP_MS = 200.0


class CasinoScene(QGraphicsScene):
    """Paints the room and the table, so ``render()`` shows the whole picture."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(SCENE_RECT, parent)
        self.title = ""

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        room_and_table(painter, QRectF(rect), self.title)


def _sorted_hand(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.rank, "SCHD".index(c.suit)))


class CasinoTableView(QGraphicsView):
    handCardClicked = Signal(object)
    tableItemClicked = Signal(object)
    cardDragged = Signal(object)
    cardDropped = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = CasinoScene(self)
        self.setScene(self._scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)

        self._players = 0
        self._side_of: tuple[int, ...] = ()
        self._names: list[str] = []
        self._colours: list[QColor] = []
        self._side_names: list[str] = []
        self._bottom = 0
        self._four = False
        self._current: int | None = None
        self._hands: list[list[CardItem]] = []
        self._table: list[tuple[Item, TableItem]] = []
        self._table_width = 86.0
        self._plates: list[SeatPlateItem] = []
        self._piles: list[PileItem] = []
        self._tags: list[ScoreTagItem] = []
        self._pile_counts: list[tuple[int, int, list[Card]]] = []
        self._deck = DeckItem(DECK_CARD_WIDTH, 0)
        self._deck.setZValue(5.0)
        self._scene.addItem(self._deck)
        self._interactive_hand = False
        self._interactive_table = False
        self._hand_marks: tuple[Card | None, set[Card] | None] = (None, None)
        self._dropping: CardItem | None = None
        self._animations = anim.AnimationQueue(self)

    # == view ======================================================================
    def table_scene(self) -> QGraphicsScene:
        return self._scene

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fitInView(SCENE_RECT, Qt.AspectRatioMode.KeepAspectRatio)

    def set_table_title(self, title: str) -> None:
        self._scene.title = title
        self.resetCachedContent()
        self._scene.update()

    def set_four_colour(self, on: bool) -> None:
        self._four = on
        set_four_colour(self._scene, on)

    def four_colour(self) -> bool:
        return self._four

    # == players ====================================================================
    def set_players(
        self,
        names: Sequence[str],
        side_of: Sequence[int],
        colours: Sequence[QColor],
        side_names: Sequence[str],
    ) -> None:
        """Start afresh: one name, side and colour per seat; one name per side."""
        self.finish_animations()
        for item in [*self._plates, *self._piles, *self._tags]:
            self._scene.removeItem(item)
        self._clear_hands()
        self._clear_table()
        self._players = len(names)
        self._side_of = tuple(side_of)
        self._names = list(names)
        self._colours = [QColor(c) for c in colours]
        self._side_names = list(side_names)
        self._plates = []
        for seat, name in enumerate(names):
            plate = SeatPlateItem(name, self._colours[seat])
            self._scene.addItem(plate)
            self._plates.append(plate)
        sides = len(side_names)
        self._piles = []
        self._tags = []
        self._pile_counts = [(0, 0, []) for _ in range(sides)]
        for side, name in enumerate(side_names):
            pile = PileItem(name, self.side_colour(side), PILE_CARD_WIDTH, self._four)
            pile.setZValue(5.0)
            self._scene.addItem(pile)
            self._piles.append(pile)
            tag = ScoreTagItem(self.side_colour(side))
            self._scene.addItem(tag)
            self._tags.append(tag)
        self._hands = [[] for _ in names]
        self._bottom = 0
        self._place_fixed()

    def side_colour(self, side: int) -> QColor:
        seat = self._side_of.index(side)
        return QColor(self._colours[seat])

    def seat_colour(self, seat: int) -> QColor:
        return QColor(self._colours[seat])

    def bottom_seat(self) -> int:
        return self._bottom

    def set_bottom_seat(self, seat: int) -> None:
        """Turn the table so that ``seat`` sits at the bottom (no animation)."""
        self.finish_animations()
        if not 0 <= seat < self._players:
            raise IndexError(f"no seat {seat} at a table of {self._players}")
        if seat == self._bottom:
            return
        self._bottom = seat
        self._place_fixed()
        for s in range(self._players):
            self._place_hand(s)

    def spot(self, seat: int) -> SeatSpot:
        return seat_spot(visual_place(seat, self._bottom, self._players), len(self._hands[seat]))

    def _place_fixed(self) -> None:
        for seat, plate in enumerate(self._plates):
            plate.setPos(self.spot(seat).plate_centre)
        spots = pile_spots(self._side_of, self._bottom)
        for side, pile in enumerate(self._piles):
            pos = spots[side]
            pile.setPos(pos)
            self._tags[side].setPos(tag_spot(pos))
        self._deck.setPos(deck_spot(self._players))

    def plate(self, seat: int) -> SeatPlateItem:
        return self._plates[seat]

    def pile(self, side: int) -> PileItem:
        return self._piles[side]

    def score_tag(self, side: int) -> ScoreTagItem:
        return self._tags[side]

    def deck(self) -> DeckItem:
        return self._deck

    def set_current(self, seat: int | None) -> None:
        """Light up the plate of the seat whose turn it is (None: nobody)."""
        self._current = seat
        for s, plate in enumerate(self._plates):
            target = 1.0 if s == seat else 0.0
            if plate.emphasis_value() != target:
                self._decorate(plate, anim.prop(plate, b"emphasis", target, 240))

    def current_seat(self) -> int | None:
        return self._current

    def set_thinking(self, seat: int, on: bool) -> None:
        self._plates[seat].set_thinking(on)

    def set_scores(self, scores: Sequence[int], conditions: Sequence[str | None], no_target: bool) -> None:
        for side, tag in enumerate(self._tags):
            tag.set_score(scores[side], conditions[side], no_target)

    # == hands ======================================================================
    def hand_items(self, seat: int) -> list[CardItem]:
        return list(self._hands[seat])

    def hand_cards(self, seat: int) -> list[Card | None]:
        return [item.card() for item in self._hands[seat]]

    def _new_card(self, card: Card | None, face_up: bool, width: float) -> CardItem:
        item = CardItem(card, face_up, width, self._four)
        item.clicked.connect(partial(self._card_clicked, item))
        item.dragStarted.connect(partial(self._card_dragged, item))
        item.dropped.connect(partial(self._card_dropped, item))
        self._scene.addItem(item)
        return item

    def _discard(self, item: QGraphicsItem) -> None:
        if item.scene() is self._scene:
            self._scene.removeItem(item)

    def _clear_hands(self) -> None:
        for hand in self._hands:
            for item in hand:
                self._discard(item)
            hand.clear()

    def _hand_slots(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        spot = seat_spot(visual_place(seat, self._bottom, self._players), count)
        return spot.hand(count)

    def _place_hand(self, seat: int) -> None:
        hand = self._hands[seat]
        spot = seat_spot(visual_place(seat, self._bottom, self._players), len(hand))
        for i, (item, (pos, angle)) in enumerate(zip(hand, spot.hand(len(hand)), strict=True)):
            item.set_width(spot.card_width)
            item.setPos(pos)
            item.setRotation(angle)
            item.setZValue(Z_HAND + i)
        self._plates[seat].set_cards(len(hand))

    def _hand_shift(self, seat: int) -> QAbstractAnimation | None:
        """The seat's remaining cards closing up (not started)."""
        hand = self._hands[seat]
        if not hand:
            return None
        slots = self._hand_slots(seat, len(hand))
        moves = []
        for i, (item, (pos, angle)) in enumerate(zip(hand, slots, strict=True)):
            item.setZValue(Z_HAND + i)
            moves.append(fly_to(item, pos, angle, SHIFT_MS))
        return anim.parallel(*moves)

    def set_hand(self, seat: int, cards: Sequence[Card] | None, count: int) -> None:
        """Show ``seat``'s hand: ``cards`` face up, or (None) ``count`` backs."""
        wanted: list[Card | None] = list(_sorted_hand(cards)) if cards is not None else [None] * count
        hand = self._hands[seat]
        if [i.card() for i in hand] == wanted and all(i.face_up() == (c is not None) for i, c in zip(hand, wanted, strict=True)):
            self._place_hand(seat)
            return
        for item in hand:
            self._discard(item)
        hand.clear()
        spot = seat_spot(visual_place(seat, self._bottom, self._players), len(wanted))
        for card in wanted:
            hand.append(self._new_card(card, card is not None, spot.card_width))
        self._place_hand(seat)
        self._refresh_hand_marks(seat)

    def set_hand_faces(self, seat: int, cards: Sequence[Card] | None) -> None:
        """Turn a hand face up (its ``cards``) or face down (None), keeping its size."""
        self.finish_animations()
        self.set_hand(seat, cards, len(self._hands[seat]))

    # == the table ==================================================================
    def table_items(self) -> list[tuple[Item, TableItem]]:
        return list(self._table)

    def table_engine_items(self) -> list[Item]:
        return [item for item, _ in self._table]

    def item_for(self, item: Item) -> TableItem | None:
        for engine_item, scene_item in self._table:
            if engine_item == item and (isinstance(engine_item, Card) == isinstance(item, Card)):
                return scene_item
        return None

    def table_card_width(self) -> float:
        return self._table_width

    def _clear_table(self) -> None:
        for _item, scene_item in self._table:
            self._discard(scene_item)
        self._table.clear()

    def _make_table_item(self, item: Item, width: float) -> TableItem:
        scene_item: TableItem
        if isinstance(item, Card):
            card = self._new_card(item, True, width)
            card.set_draggable(False)
            scene_item = card
        else:
            owner = item.owner
            build = BuildItem.from_build(
                item, self._names[owner], self.seat_colour(owner), width, self._four
            )
            build.clicked.connect(partial(self._table_clicked, build))
            self._scene.addItem(build)
            scene_item = build
        scene_item.setZValue(Z_TABLE)
        return scene_item

    def _layout(self, items: Sequence[Item]) -> tuple[float, list[QPointF]]:
        shapes = [None if isinstance(x, Card) else tuple(len(g) for g in x.groups) for x in items]
        return table_layout(shapes)

    def set_table(self, items: Sequence[Item]) -> None:
        """Show the table's ``items`` in their places (no animation)."""
        width, centres = self._layout(items)
        same = [x for x, _ in self._table] == list(items) and width == self._table_width
        if not same:
            self._clear_table()
            self._table_width = width
            for item in items:
                self._table.append((item, self._make_table_item(item, width)))
        for (_item, scene_item), centre in zip(self._table, centres, strict=True):
            scene_item.setPos(centre)
            scene_item.setRotation(0.0)
            scene_item.setScale(1.0)
            scene_item.setVisible(True)
            scene_item.setZValue(Z_TABLE)

    def _set_table_width(self, width: float) -> None:
        """The table's items at a new card size, where they lie (a table filling up)."""
        if abs(width - self._table_width) <= 0.5:
            return
        self._table_width = width
        for index, (item, scene_item) in enumerate(self._table):
            if isinstance(scene_item, CardItem):
                scene_item.set_width(width)
                continue
            fresh = self._make_table_item(item, width)
            fresh.setPos(scene_item.pos())
            fresh.setVisible(scene_item.isVisible())
            self._discard(scene_item)
            self._table[index] = (item, fresh)

    def _relayout(self) -> QAbstractAnimation | None:
        """The table's items moving to their places after a change (not started).
        A change of card size (a crowded table) re-makes the items at the end."""
        items = [x for x, _ in self._table]
        width, centres = self._layout(items)
        if abs(width - self._table_width) > 0.5:
            return anim.call(lambda: self.set_table(items))
        moves = []
        for (_item, scene_item), centre in zip(self._table, centres, strict=True):
            if (scene_item.pos() - centre).manhattanLength() > 0.5:
                moves.append(fly_to(scene_item, centre, 0.0, SHIFT_MS))
        return anim.parallel(*moves) if moves else None

    # == piles and deck ================================================================
    def set_pile(self, side: int, count: int, spades: int, sweeps: Sequence[Card]) -> None:
        self._pile_counts[side] = (count, spades, list(sweeps))
        self._piles[side].set_contents(count, spades, sweeps)

    def pile_state(self, side: int) -> tuple[int, int, list[Card]]:
        count, spades, sweeps = self._pile_counts[side]
        return count, spades, list(sweeps)

    def _add_to_pile(self, side: int, cards: Sequence[Card], sweep_card: Card | None) -> None:
        count, spades, sweeps = self._pile_counts[side]
        count += len(cards)
        spades += sum(1 for c in cards if c.suit == "S")
        if sweep_card is not None:
            sweeps = [*sweeps, sweep_card]
        self.set_pile(side, count, spades, sweeps)

    def set_deck(self, count: int, dealer: int | None) -> None:
        self._deck.set_count(count)
        if dealer is None:
            self._deck.set_dealer(None)
        else:
            self._deck.set_dealer(self._names[dealer], self.seat_colour(dealer))

    # == the whole state ===============================================================
    def show_state(self, view: CasinoView, faces: Sequence[Sequence[Card] | None]) -> None:
        """Everything as the engine has it now (no animation); ``faces`` per seat."""
        self.finish_animations()
        for seat in range(self._players):
            self.set_hand(seat, faces[seat], view.hand_sizes[seat])
        self.set_table(view.table)
        for side, captured in enumerate(view.captured):
            _count, _spades, sweeps = self._pile_counts[side]
            if len(sweeps) != view.sweeps[side]:
                # which cards made the sweeps is not in a view: mark them with taken cards
                sweeps = list(captured[: view.sweeps[side]])
            self.set_pile(side, len(captured), sum(1 for c in captured if c.suit == "S"), sweeps)
        self.set_deck(view.deck_left, view.dealer)

    # == marks =====================================================================
    def mark_hand(self, selected: Card | None, playable: set[Card] | None, interactive: bool) -> None:
        """The bottom seat's hand: ``selected`` lifted; cards outside ``playable`` dimmed."""
        self._interactive_hand = interactive
        self._hand_marks = (selected, playable)
        self._refresh_hand_marks(self._bottom)

    def _refresh_hand_marks(self, seat: int) -> None:
        if seat != self._bottom:
            for item in self._hands[seat]:
                item.set_interactive(False)
                item.set_draggable(False)
                item.set_selected(False, animate=False)
                item.set_dimmed(False)
            return
        selected, playable = self._hand_marks
        for item in self._hands[seat]:
            card = item.card()
            on = self._interactive_hand and card is not None
            item.set_interactive(on)
            item.set_draggable(on)
            item.set_selected(on and card == selected)
            item.set_dimmed(on and playable is not None and card not in playable)

    def mark_table(self, chosen: set[Item], lit: set[Item] | None, interactive: bool) -> None:
        """``chosen`` items glow as selected, ``lit`` ones light up, the rest dim
        (``lit`` None: nothing dims)."""
        self._interactive_table = interactive
        for item, scene_item in self._table:
            scene_item.set_interactive(interactive)
            scene_item.set_selected(item in chosen, animate=False)
            scene_item.set_highlighted(lit is not None and item in lit and item not in chosen)
            scene_item.set_dimmed(lit is not None and item not in lit and item not in chosen)

    def clear_marks(self) -> None:
        self.mark_hand(None, None, False)
        self.mark_table(set(), None, False)

    # == input =====================================================================
    def _card_clicked(self, item: CardItem, payload: object) -> None:
        if self._hands and item in self._hands[self._bottom]:
            if self._interactive_hand and isinstance(payload, Card):
                self.handCardClicked.emit(payload)
            return
        self._table_clicked(item, payload)

    def _table_clicked(self, item: TableItem, payload: object) -> None:
        for engine_item, scene_item in self._table:
            if scene_item is item:
                self.tableItemClicked.emit(engine_item)
                return

    def _card_dragged(self, item: CardItem, card: object) -> None:
        if self._hands and item in self._hands[self._bottom] and isinstance(card, Card):
            self.cardDragged.emit(card)

    def _card_dropped(self, item: CardItem, card: object, target: object) -> None:
        if not self._hands or item not in self._hands[self._bottom] or not isinstance(card, Card):
            return
        self._dropping = item
        try:
            if target is None:
                # only the cloth in the middle counts as "the felt": a card let go
                # near the hand is a drag given up, not a trail
                if TABLE_AREA.adjusted(-60, -60, 60, 60).contains(item.scenePos()):
                    self.cardDropped.emit(card, None)
                return
            for engine_item, scene_item in self._table:
                if scene_item is target:
                    self.cardDropped.emit(card, engine_item)
                    return
        finally:
            self._dropping = None

    def accept_drop(self) -> None:
        """Called from a :attr:`cardDropped` handler that plays the card: it stays
        where it was let go (the play's motion starts there) instead of flying back."""
        if self._dropping is not None:
            self._dropping.accept_drop()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if key in arrows and self._move_focus(key):
            event.accept()
            return
        super().keyPressEvent(event)

    def _focus_rows(self) -> tuple[list[TableItem], list[TableItem]]:
        hand: list[TableItem] = [i for i in self._hands[self._bottom] if i.card() is not None] if self._hands else []
        table: list[TableItem] = [s for _x, s in self._table] if self._interactive_table else []
        return hand, table

    def _move_focus(self, key: int) -> bool:
        """Arrows move the keyboard focus between the hand's cards (left, right)
        and up to the table's items, which Enter or Space then choose."""
        hand, table = self._focus_rows()
        if not self._interactive_hand or not hand:
            return False
        focus = self._scene.focusItem()
        row = table if focus in table else hand
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            target_row = table if key == Qt.Key.Key_Up else hand
            if not target_row:
                return True
            if row is target_row and focus is not None:
                return True
            x = focus.scenePos().x() if isinstance(focus, TableItem) else CENTRE.x()
            nearest = min(target_row, key=lambda i: abs(i.scenePos().x() - x))
            nearest.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        if focus not in row:
            row[0 if key == Qt.Key.Key_Right else -1].setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        assert isinstance(focus, TableItem)
        index = row.index(focus) + (1 if key == Qt.Key.Key_Right else -1)
        row[index % len(row)].setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def clear_focus(self) -> None:
        """No item has the keyboard focus (no ring while others play)."""
        focus = self._scene.focusItem()
        if focus is not None:
            focus.clearFocus()

    def focus_hand_card(self, card: Card | None = None) -> None:
        """Give the keyboard focus to ``card`` in the bottom hand (or its first card)."""
        hand = [i for i in self._hands[self._bottom] if i.card() is not None] if self._hands else []
        if not hand:
            return
        target = next((i for i in hand if i.card() == card), hand[0])
        target.setFocus(Qt.FocusReason.OtherFocusReason)

    # == animations: bookkeeping ========================================================
    def _play(self, animation: QAbstractAnimation) -> QAbstractAnimation:
        return self._animations.play(animation)

    def is_animating(self) -> bool:
        return self._animations.is_animating()

    def finish_animations(self) -> None:
        """Bring every scheduled or running table animation to its end state now."""
        self._animations.finish_all()

    def _decorate(self, key: object, animation: QAbstractAnimation) -> None:
        """Run a cosmetic animation nobody waits for, replacing the previous one for ``key``."""
        self._animations.decorate(key, animation)

    # == animations: dealing ===========================================================
    def _deal_cards(
        self,
        first: int,
        hands: Sequence[Sequence[Card] | None],
        per_hand: Sequence[int],
        table: Sequence[Card],
        deck_left: int,
    ) -> QAbstractAnimation:
        """Cards one at a time round the table from ``first``, then the table's."""
        n = self._players
        dealt = sum(per_hand) + len(table)
        before = deck_left + dealt
        self._deck.set_count(before)
        origin = self._deck.pos() + self._deck.top_card_pos()
        flights: list[tuple[CardItem, QPointF, float, bool, int | None]] = []
        # every hand's final places, its cards in the order they will lie
        for k in range(n):
            seat = (first + k) % n
            cards = hands[seat]
            shown = _sorted_hand(cards) if cards is not None else None
            count = per_hand[seat]
            for item in self._hands[seat]:
                self._discard(item)
            spot = seat_spot(visual_place(seat, self._bottom, n), count)
            fresh = [
                self._new_card(shown[i] if shown is not None else None, False, spot.card_width)
                for i in range(count)
            ]
            for item in fresh:
                item.setVisible(False)
            self._hands[seat] = fresh
        order: list[tuple[int, int]] = []
        rounds = max(per_hand) if per_hand else 0
        for r in range(rounds):
            for k in range(n):
                seat = (first + k) % n
                if r < per_hand[seat]:
                    order.append((seat, r))
        for seat, r in order:
            hand = self._hands[seat]
            slots = self._hand_slots(seat, len(hand))
            pos, angle = slots[r]
            flights.append((hand[r], pos, angle, hand[r].card() is not None, seat))
        if table:
            items = [*self.table_engine_items(), *table]
            width, centres = self._layout(items)
            self._set_table_width(width)
            for card, centre in zip(table, centres[len(self._table) :], strict=True):
                item = self._new_card(card, False, width)
                item.set_card(card)
                item.setVisible(False)
                item.setZValue(Z_TABLE)
                self._table.append((card, item))
                flights.append((item, centre, 0.0, True, None))
        for seat in range(n):
            self._plates[seat].set_cards(0)
        group = anim.parallel()
        for i, (item, pos, angle, up, owner) in enumerate(flights):
            steps = QSequentialAnimationGroup()
            if i:
                steps.addAnimation(anim.pause(DEAL_STAGGER_MS * i))
            steps.addAnimation(anim.call(partial(self._from_deck, item, origin, before - i - 1, i)))
            # the card leaves the deck at the deck's size and grows to its place's
            start = DECK_CARD_WIDTH / item.width()
            steps.addAnimation(anim.parallel(
                fly_to(item, pos, angle, DEAL_MS),
                anim.prop(item, b"scale", 1.0, DEAL_MS, start=start),
            ))
            if owner is not None:
                steps.addAnimation(anim.call(partial(self._arrived, owner)))
            if up:
                steps.addAnimation(item.flip_animation(True, FLIP_MS))
            group.addAnimation(steps)
        return anim.sequential(group, anim.call(self._after_deal))

    def _from_deck(self, item: CardItem, origin: QPointF, left: int, index: int) -> None:
        item.set_face_up(False)
        item.setPos(origin)
        item.setRotation(0.0)
        item.setScale(DECK_CARD_WIDTH / item.width())
        item.setZValue(Z_FLYING + index)
        item.setVisible(True)
        self._deck.set_count(left)

    def _arrived(self, seat: int) -> None:
        plate = self._plates[seat]
        plate.set_cards(min(len(self._hands[seat]), plate.cards() + 1))

    def _after_deal(self) -> None:
        for hand in self._hands:
            for item in hand:
                item.setScale(1.0)
        for seat in range(self._players):
            self._place_hand(seat)
            self._refresh_hand_marks(seat)
        for _item, scene_item in self._table:
            scene_item.setZValue(Z_TABLE)

    def deal(
        self,
        dealer: int,
        first: int,
        hands: Sequence[Sequence[Card] | None],
        per_hand: Sequence[int],
        table: Sequence[Card],
        deck_left: int,
    ) -> QAbstractAnimation:
        """A new deal: empty piles, the dealer's button, hands and the table's four."""
        self.finish_animations()
        self._clear_table()
        for side in range(len(self._piles)):
            self.set_pile(side, 0, 0, [])
        self.set_deck(deck_left, dealer)
        return self._play(self._deal_cards(first, hands, per_hand, table, deck_left))

    def hand_out(
        self, first: int, hands: Sequence[Sequence[Card] | None], per_hand: Sequence[int], deck_left: int
    ) -> QAbstractAnimation:
        """Four more cards to everyone (none to the table)."""
        self.finish_animations()
        return self._play(self._deal_cards(first, hands, per_hand, (), deck_left))

    # == animations: playing ===========================================================
    def _take_from_hand(self, seat: int, card: Card) -> CardItem:
        """The item of the card ``seat`` plays: the card itself if it shows, else one
        of the backs, which learns its face now that everyone sees it."""
        hand = self._hands[seat]
        item = next((i for i in hand if i.card() == card), None)
        if item is None:
            if not hand:
                item = self._new_card(None, False, seat_spot(visual_place(seat, self._bottom, self._players)).card_width)
                item.setPos(self.spot(seat).hand_centre)
                hand.append(item)
            item = hand[len(hand) // 2]
            if item.face_up():
                item.set_face_up(False)
            item.set_card(card)
        hand.remove(item)
        item.set_selected(False, animate=False)
        item.set_dimmed(False)
        item.set_interactive(False)
        item.set_draggable(False)
        item.setZValue(Z_FLYING)
        self._plates[seat].set_cards(len(hand))
        return item

    def _fly_played(self, item: CardItem, pos: QPointF) -> QAbstractAnimation:
        """A played card flying to ``pos`` on the table, turning face up and
        changing smoothly from its hand's size to the table's."""
        width = self._table_width
        start = item.width() / width

        def resize() -> None:
            item.set_width(width)
            item.setScale(start)

        return anim.sequential(
            anim.call(resize),
            anim.parallel(
                fly_to(item, pos, 0.0, PLAY_MS),
                anim.prop(item, b"scale", 1.0, PLAY_MS, start=start),
                None if item.face_up() else item.flip_animation(True, PLAY_MS * 0.7),
            ),
        )

    def _scene_items(self, items: Sequence[Item]) -> list[TableItem]:
        out: list[TableItem] = []
        for item in items:
            scene_item = self.item_for(item)
            if scene_item is not None:
                out.append(scene_item)
        return out

    def _remove_from_table(self, items: Sequence[Item]) -> list[TableItem]:
        gone = self._scene_items(items)
        self._table = [(x, s) for x, s in self._table if s not in gone]
        return gone

    def capture(
        self, seat: int, side: int, card: Card, items: Sequence[Item], sweep: bool
    ) -> QAbstractAnimation:
        """``seat`` plays ``card`` and takes ``items`` into ``side``'s pile."""
        self.finish_animations()
        played = self._take_from_hand(seat, card)
        taken = self._scene_items(items)
        near = _middle([s.pos() for s in taken]) if taken else TABLE_AREA.center()
        spot = near + QPointF(0, self._table_width * 0.55)
        cards = [card, *(c for x in items for c in item_cards(x))]
        self._remove_from_table(items)
        pile_pos = self._piles[side].pos()
        movers: list[QGraphicsItem] = [played, *taken]

        def light() -> None:
            for s in taken:
                s.set_highlighted(True, QColor("#ffd54a"))
                s.set_dimmed(False)
                s.set_selected(False, animate=False)
                s.setZValue(Z_FLYING - 1)

        def unlight() -> None:
            for s in taken:
                s.set_highlighted(False)

        def into_pile() -> None:
            for s in movers:
                self._discard(s)
            self._add_to_pile(side, cards, card if sweep else None)

        steps = anim.sequential(
            anim.parallel(self._fly_played(played, spot), self._hand_shift(seat)),
            anim.call(light),
            anim.pause(LOOK_MS),
        )
        if sweep:
            steps.addAnimation(sweep_flourish(self._scene, [played, *taken], CENTRE, 1000.0, 130.0))
        steps.addAnimation(anim.call(unlight))
        steps.addAnimation(_collect([played, *taken], pile_pos))
        steps.addAnimation(anim.call(into_pile))
        shift = self._relayout()
        if shift is not None:
            steps.addAnimation(shift)
        return self._play(steps)

    def build(self, seat: int, card: Card, items: Sequence[Item], build: Build) -> QAbstractAnimation:
        """``seat`` builds ``build`` from ``card`` and the table's ``items`` (a
        raise is a build from one old build)."""
        self.finish_animations()
        played = self._take_from_hand(seat, card)
        used = self._scene_items(items)
        # as in the engine, the build takes the place of the first item it is made of
        order = [x for x, _ in self._table]
        present = sorted((x for x in items if x in order), key=order.index)
        first_index = order.index(present[0]) if present else len(order)
        first = self.item_for(present[0]) if present else None
        spot = first.pos() if first is not None else TABLE_AREA.center()
        rest = [(x, s) for x, s in self._table if s not in used]
        new_item = self._make_table_item(build, self._table_width)
        new_item.setVisible(False)
        new_item.setPos(spot)
        rest.insert(min(first_index, len(rest)), (build, new_item))
        self._table = rest

        def gather() -> QAbstractAnimation:
            return anim.parallel(*(fly_to(s, spot + QPointF(3.0 * i, 5.0 * i), 0.0, GATHER_MS) for i, s in enumerate(used)))

        def stacked() -> None:
            for s in [played, *used]:
                self._discard(s)
            new_item.setScale(0.86)
            new_item.setVisible(True)

        def lift_used() -> None:
            for i, s in enumerate(used):
                s.setZValue(Z_FLYING - 10 + i)
                s.set_selected(False, animate=False)
                s.set_dimmed(False)
                s.set_highlighted(True, new_item_colour)

        new_item_colour = self.seat_colour(seat)
        steps = anim.sequential(
            anim.call(lift_used),
            anim.parallel(gather(), self._hand_shift(seat)),
            self._fly_played(played, spot + QPointF(3.0 * len(used), 5.0 * len(used))),
            anim.pause(LOOK_MS * 0.5),
            anim.call(stacked),
            anim.prop(new_item, b"scale", 1.0, 320.0, start=0.86, easing=QEasingCurve.Type.OutBack),
        )
        shift = self._relayout()
        if shift is not None:
            steps.addAnimation(shift)
        return self._play(steps)

    def trail(self, seat: int, card: Card) -> QAbstractAnimation:
        """``seat`` lays ``card`` on the table."""
        self.finish_animations()
        played = self._take_from_hand(seat, card)
        items = [*self.table_engine_items(), card]
        width, centres = self._layout(items)
        self._set_table_width(width)
        self._table.append((card, played))
        shift = self._relayout_except(played, centres)
        steps = anim.sequential(
            anim.parallel(self._fly_played(played, centres[-1]), self._hand_shift(seat), shift),
            anim.call(lambda: played.setZValue(Z_TABLE)),
        )
        return self._play(steps)

    def _relayout_except(self, moving: TableItem, centres: Sequence[QPointF]) -> QAbstractAnimation | None:
        moves = []
        for (_x, scene_item), centre in zip(self._table, centres, strict=True):
            if scene_item is not moving and (scene_item.pos() - centre).manhattanLength() > 0.5:
                moves.append(fly_to(scene_item, centre, 0.0, SHIFT_MS))
        return anim.parallel(*moves) if moves else None

    def residue(self, side: int, items: Sequence[Item]) -> QAbstractAnimation:
        """The cards left on the table go to ``side``'s pile (the last capturer)."""
        self.finish_animations()
        leftover = self._remove_from_table(items)
        cards = [c for x in items for c in item_cards(x)]

        def into_pile() -> None:
            for s in leftover:
                self._discard(s)
            self._add_to_pile(side, cards, None)

        def lift() -> None:
            for s in leftover:
                s.setZValue(Z_FLYING)
                s.set_selected(False, animate=False)
                s.set_dimmed(False)

        return self._play(anim.sequential(
            anim.call(lift),
            anim.pause(LOOK_MS * 0.6),
            _collect(leftover, self._piles[side].pos()),
            anim.call(into_pile),
        ))

    def done(self) -> QAbstractAnimation:
        """An animation that does nothing (a step with nothing to show)."""
        return self._play(anim.sequential(anim.call(lambda: None)))


def _middle(points: Sequence[QPointF]) -> QPointF:
    x = sum(p.x() for p in points) / len(points)
    y = sum(p.y() for p in points) / len(points)
    return QPointF(x, y)


def _collect(items: Sequence[QGraphicsItem], pile_pos: QPointF) -> QAbstractAnimation:
    """Items flying into a capture pile, cards turning face down on the way."""
    objects = [i for i in items if isinstance(i, TableItem)]
    return collect_animation(objects, pile_pos, COLLECT_MS, 55.0)


__all__ = ["CasinoScene", "CasinoTableView"]
