"""The motion of every play on the Casino card table: the deal and each hand-out,
a capture flying to its pile (with the sweep's flourish), a build stacking up, a
trail, the residue going to the last capturer, and the table closing up after.

``TableMotion`` is a part of ``CasinoTableView``: every motion moves the view's
own hand, table and pile items and leaves its state (``_hands``, ``_table``, the
piles' counts) as the play left it.  It reaches the view through ``MotionView``,
which names that state and the view's small helpers it uses (``_new_card``,
``_discard``, ``_hand_slots``, ``_layout``, ``_play``, …); the public plays are
listed in the ``table_view`` docstring.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Protocol

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QSequentialAnimationGroup
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from tablegames_qt import colours
from tablegames_qt.engine.casino import Build, Card
from tablegames_qt.engine.casino.moves import Item, item_cards
from tablegames_qt.ui import anim
from tablegames_qt.ui.cards import (
    CardItem,
    DeckItem,
    PileItem,
    TableItem,
    collect_animation,
    fly_to,
    sweep_flourish,
)

from .layout import (
    CENTRE,
    DECK_CARD_WIDTH,
    TABLE_AREA,
    Z_FLYING,
    Z_HAND,
    Z_TABLE,
    SeatSpot,
    seat_spot,
    sorted_hand,
    visual_place,
)
from .plates import SeatPlateItem

#: normal-speed durations (ms), scaled by the animation-speed setting
PLAY_MS = 360.0
LOOK_MS = 420.0
GATHER_MS = 300.0
COLLECT_MS = 420.0
SHIFT_MS = 260.0
DEAL_MS = 280.0
DEAL_STAGGER_MS = 70.0
FLIP_MS = 200.0


#: a card's flight in a deal: the card, where and at what angle it lands, whether it turns
#: face up there, and the seat it goes to (None: the table)
Flight = tuple[CardItem, QPointF, float, bool, int | None]


class MotionView(Protocol):
    """What of the view its motions use: the items they move, the view's state they
    leave as the play left it, and the view's small helpers."""

    _players: int
    _bottom: int
    @property
    def _scene(self) -> QGraphicsScene: ...
    _hands: list[list[CardItem]]
    _table: list[tuple[Item, TableItem]]
    _table_width: float
    _plates: list[SeatPlateItem]
    _piles: list[PileItem]
    _deck: DeckItem

    def spot(self, seat: int) -> SeatSpot: ...
    def seat_colour(self, seat: int) -> QColor: ...
    def item_for(self, item: Item) -> TableItem | None: ...
    def table_engine_items(self) -> list[Item]: ...
    def set_table(self, items: Sequence[Item]) -> None: ...
    def set_pile(self, side: int, count: int, spades: int, sweeps: Sequence[Card]) -> None: ...
    def set_deck(self, count: int, dealer: int | None) -> None: ...
    def finish_animations(self) -> None: ...
    def _play(self, animation: QAbstractAnimation) -> QAbstractAnimation: ...
    def _new_card(self, card: Card | None, face_up: bool, width: float) -> CardItem: ...
    def _make_table_item(self, item: Item, width: float) -> TableItem: ...
    def _discard(self, item: QGraphicsItem) -> None: ...
    def _clear_table(self) -> None: ...
    def _layout(self, items: Sequence[Item]) -> tuple[float, list[QPointF]]: ...
    def _set_table_width(self, width: float) -> None: ...
    def _hand_slots(self, seat: int, count: int) -> list[tuple[QPointF, float]]: ...
    def _place_hand(self, seat: int) -> None: ...
    def _refresh_hand_marks(self, seat: int) -> None: ...
    def _add_to_pile(self, side: int, cards: Sequence[Card], sweep_card: Card | None) -> None: ...


class TableMotion:
    """The plays' animations of a ``CasinoTableView``."""

    def __init__(self, view: MotionView) -> None:
        self._view = view

    def _hand_shift(self, seat: int) -> QAbstractAnimation | None:
        """The seat's remaining cards closing up (not started)."""
        hand = self._view._hands[seat]
        if not hand:
            return None
        slots = self._view._hand_slots(seat, len(hand))
        moves = []
        for i, (item, (pos, angle)) in enumerate(zip(hand, slots, strict=True)):
            item.setZValue(Z_HAND + i)
            moves.append(fly_to(item, pos, angle, SHIFT_MS))
        return anim.parallel(*moves)


    def _relayout(self) -> QAbstractAnimation | None:
        """The table's items moving to their places after a change (not started).
        A change of card size (a crowded table) re-makes the items at the end."""
        items = [x for x, _ in self._view._table]
        width, centres = self._view._layout(items)
        if abs(width - self._view._table_width) > 0.5:
            return anim.call(lambda: self._view.set_table(items))
        moves = []
        for (_item, scene_item), centre in zip(self._view._table, centres, strict=True):
            if (scene_item.pos() - centre).manhattanLength() > 0.5:
                moves.append(fly_to(scene_item, centre, 0.0, SHIFT_MS))
        return anim.parallel(*moves) if moves else None


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
        before = deck_left + sum(per_hand) + len(table)
        self._view._deck.set_count(before)
        origin = self._view._deck.pos() + self._view._deck.top_card_pos()
        self._fresh_hands(first, hands, per_hand)
        flights = [*self._hand_flights(first, per_hand), *self._table_flights(table)]
        for seat in range(self._view._players):
            self._view._plates[seat].set_cards(0)
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

    def _fresh_hands(self, first: int, hands: Sequence[Sequence[Card] | None],
                     per_hand: Sequence[int]) -> None:
        """Every hand's new cards from ``first`` on, hidden in the deck until they fly, in
        the order they will lie (the old ones go)."""
        n = self._view._players
        for k in range(n):
            seat = (first + k) % n
            cards = hands[seat]
            shown = sorted_hand(cards) if cards is not None else None
            count = per_hand[seat]
            for item in self._view._hands[seat]:
                self._view._discard(item)
            spot = seat_spot(visual_place(seat, self._view._bottom, n), count)
            fresh = [
                self._view._new_card(shown[i] if shown is not None else None, False, spot.card_width)
                for i in range(count)
            ]
            for item in fresh:
                item.setVisible(False)
            self._view._hands[seat] = fresh

    def _hand_flights(self, first: int, per_hand: Sequence[int]) -> list[Flight]:
        """The hands' cards one at a time round the table from ``first``, to their places."""
        n = self._view._players
        flights: list[Flight] = []
        for r in range(max(per_hand) if per_hand else 0):
            for k in range(n):
                seat = (first + k) % n
                if r < per_hand[seat]:
                    hand = self._view._hands[seat]
                    pos, angle = self._view._hand_slots(seat, len(hand))[r]
                    flights.append((hand[r], pos, angle, hand[r].card() is not None, seat))
        return flights

    def _table_flights(self, table: Sequence[Card]) -> list[Flight]:
        """The table's new cards, face up where they will lie (the table's items resized)."""
        if not table:
            return []
        flights: list[Flight] = []
        width, centres = self._view._layout([*self._view.table_engine_items(), *table])
        self._view._set_table_width(width)
        for card, centre in zip(table, centres[len(self._view._table) :], strict=True):
            item = self._view._new_card(card, False, width)
            item.set_card(card)
            item.setVisible(False)
            item.setZValue(Z_TABLE)
            self._view._table.append((card, item))
            flights.append((item, centre, 0.0, True, None))
        return flights

    def _from_deck(self, item: CardItem, origin: QPointF, left: int, index: int) -> None:
        item.set_face_up(False)
        item.setPos(origin)
        item.setRotation(0.0)
        item.setScale(DECK_CARD_WIDTH / item.width())
        item.setZValue(Z_FLYING + index)
        item.setVisible(True)
        self._view._deck.set_count(left)

    def _arrived(self, seat: int) -> None:
        plate = self._view._plates[seat]
        plate.set_cards(min(len(self._view._hands[seat]), plate.cards() + 1))

    def _after_deal(self) -> None:
        for hand in self._view._hands:
            for item in hand:
                item.setScale(1.0)
        for seat in range(self._view._players):
            self._view._place_hand(seat)
            self._view._refresh_hand_marks(seat)
        for _item, scene_item in self._view._table:
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
        self._view.finish_animations()
        self._view._clear_table()
        for side in range(len(self._view._piles)):
            self._view.set_pile(side, 0, 0, [])
        self._view.set_deck(deck_left, dealer)
        return self._view._play(self._deal_cards(first, hands, per_hand, table, deck_left))

    def hand_out(
        self, first: int, hands: Sequence[Sequence[Card] | None], per_hand: Sequence[int], deck_left: int
    ) -> QAbstractAnimation:
        """Four more cards to everyone (none to the table)."""
        self._view.finish_animations()
        return self._view._play(self._deal_cards(first, hands, per_hand, (), deck_left))

    # == animations: playing ===========================================================
    def _take_from_hand(self, seat: int, card: Card) -> CardItem:
        """The item of the card ``seat`` plays: the card itself if it shows, else one
        of the backs, which learns its face now that everyone sees it."""
        hand = self._view._hands[seat]
        item = next((i for i in hand if i.card() == card), None)
        if item is None:
            if not hand:
                item = self._view._new_card(None, False, seat_spot(visual_place(seat, self._view._bottom, self._view._players)).card_width)
                item.setPos(self._view.spot(seat).hand_centre)
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
        self._view._plates[seat].set_cards(len(hand))
        return item

    def _fly_played(self, item: CardItem, pos: QPointF) -> QAbstractAnimation:
        """A played card flying to ``pos`` on the table, turning face up and
        changing smoothly from its hand's size to the table's."""
        width = self._view._table_width
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
            scene_item = self._view.item_for(item)
            if scene_item is not None:
                out.append(scene_item)
        return out

    def _remove_from_table(self, items: Sequence[Item]) -> list[TableItem]:
        gone = self._scene_items(items)
        self._view._table = [(x, s) for x, s in self._view._table if s not in gone]
        return gone

    def capture(
        self, seat: int, side: int, card: Card, items: Sequence[Item], sweep: bool
    ) -> QAbstractAnimation:
        """``seat`` plays ``card`` and takes ``items`` into ``side``'s pile."""
        self._view.finish_animations()
        played = self._take_from_hand(seat, card)
        taken = self._scene_items(items)
        near = _middle([s.pos() for s in taken]) if taken else TABLE_AREA.center()
        spot = near + QPointF(0, self._view._table_width * 0.55)
        cards = [card, *(c for x in items for c in item_cards(x))]
        self._remove_from_table(items)
        pile_pos = self._view._piles[side].pos()
        movers: list[QGraphicsItem] = [played, *taken]

        def light() -> None:
            for s in taken:
                s.set_highlighted(True, QColor(colours.SELECT_GLOW))
                s.set_dimmed(False)
                s.set_selected(False, animate=False)
                s.setZValue(Z_FLYING - 1)

        def unlight() -> None:
            for s in taken:
                s.set_highlighted(False)

        def into_pile() -> None:
            for s in movers:
                self._view._discard(s)
            self._view._add_to_pile(side, cards, card if sweep else None)

        steps = anim.sequential(
            anim.parallel(self._fly_played(played, spot), self._hand_shift(seat)),
            anim.call(light),
            anim.pause(LOOK_MS),
        )
        if sweep:
            steps.addAnimation(sweep_flourish(self._view._scene, [played, *taken], CENTRE, 1000.0, 130.0))
        steps.addAnimation(anim.call(unlight))
        steps.addAnimation(_collect([played, *taken], pile_pos))
        steps.addAnimation(anim.call(into_pile))
        shift = self._relayout()
        if shift is not None:
            steps.addAnimation(shift)
        return self._view._play(steps)

    def build(self, seat: int, card: Card, items: Sequence[Item], build: Build) -> QAbstractAnimation:
        """``seat`` builds ``build`` from ``card`` and the table's ``items`` (a
        raise is a build from one old build)."""
        self._view.finish_animations()
        played = self._take_from_hand(seat, card)
        used = self._scene_items(items)
        # as in the engine, the build takes the place of the first item it is made of
        order = [x for x, _ in self._view._table]
        present = sorted((x for x in items if x in order), key=order.index)
        first_index = order.index(present[0]) if present else len(order)
        first = self._view.item_for(present[0]) if present else None
        spot = first.pos() if first is not None else TABLE_AREA.center()
        rest = [(x, s) for x, s in self._view._table if s not in used]
        new_item = self._view._make_table_item(build, self._view._table_width)
        new_item.setVisible(False)
        new_item.setPos(spot)
        rest.insert(min(first_index, len(rest)), (build, new_item))
        self._view._table = rest

        def gather() -> QAbstractAnimation:
            return anim.parallel(*(fly_to(s, spot + QPointF(3.0 * i, 5.0 * i), 0.0, GATHER_MS) for i, s in enumerate(used)))

        def stacked() -> None:
            for s in [played, *used]:
                self._view._discard(s)
            new_item.setScale(0.86)
            new_item.setVisible(True)

        def lift_used() -> None:
            for i, s in enumerate(used):
                s.setZValue(Z_FLYING - 10 + i)
                s.set_selected(False, animate=False)
                s.set_dimmed(False)
                s.set_highlighted(True, new_item_colour)

        new_item_colour = self._view.seat_colour(seat)
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
        return self._view._play(steps)

    def trail(self, seat: int, card: Card) -> QAbstractAnimation:
        """``seat`` lays ``card`` on the table."""
        self._view.finish_animations()
        played = self._take_from_hand(seat, card)
        items = [*self._view.table_engine_items(), card]
        width, centres = self._view._layout(items)
        self._view._set_table_width(width)
        self._view._table.append((card, played))
        shift = self._relayout_except(played, centres)
        steps = anim.sequential(
            anim.parallel(self._fly_played(played, centres[-1]), self._hand_shift(seat), shift),
            anim.call(lambda: played.setZValue(Z_TABLE)),
        )
        return self._view._play(steps)

    def _relayout_except(self, moving: TableItem, centres: Sequence[QPointF]) -> QAbstractAnimation | None:
        moves = []
        for (_x, scene_item), centre in zip(self._view._table, centres, strict=True):
            if scene_item is not moving and (scene_item.pos() - centre).manhattanLength() > 0.5:
                moves.append(fly_to(scene_item, centre, 0.0, SHIFT_MS))
        return anim.parallel(*moves) if moves else None

    def residue(self, side: int, items: Sequence[Item]) -> QAbstractAnimation:
        """The cards left on the table go to ``side``'s pile (the last capturer)."""
        self._view.finish_animations()
        leftover = self._remove_from_table(items)
        cards = [c for x in items for c in item_cards(x)]

        def into_pile() -> None:
            for s in leftover:
                self._view._discard(s)
            self._view._add_to_pile(side, cards, None)

        def lift() -> None:
            for s in leftover:
                s.setZValue(Z_FLYING)
                s.set_selected(False, animate=False)
                s.set_dimmed(False)

        return self._view._play(anim.sequential(
            anim.call(lift),
            anim.pause(LOOK_MS * 0.6),
            _collect(leftover, self._view._piles[side].pos()),
            anim.call(into_pile),
        ))

    def done(self) -> QAbstractAnimation:
        """An animation that does nothing (a step with nothing to show)."""
        return self._view._play(anim.sequential(anim.call(lambda: None)))


def _middle(points: Sequence[QPointF]) -> QPointF:
    x = sum(p.x() for p in points) / len(points)
    y = sum(p.y() for p in points) / len(points)
    return QPointF(x, y)


def _collect(items: Sequence[QGraphicsItem], pile_pos: QPointF) -> QAbstractAnimation:
    """Items flying into a capture pile, cards turning face down on the way."""
    objects = [i for i in items if isinstance(i, TableItem)]
    return collect_animation(objects, pile_pos, COLLECT_MS, 55.0)
