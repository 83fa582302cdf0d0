"""The cards of the Royal Casino table view: the seats' hands and the table's loose cards
and builds, as scene items (``TableCards``, a part of ``CasinoTableView``), and
:func:`release`, which lets a card or build taken off the table go."""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget

from tablegames_qt.engine.casino import Card
from tablegames_qt.engine.casino.moves import Item
from tablegames_qt.ui import scene_access
from tablegames_qt.ui.cards import BuildItem, CardItem, TableItem

from .layout import Z_HAND, Z_TABLE, seat_spot, sorted_hand, table_layout, visual_place
from .plates import SeatPlateItem
from .table_marks import TableMarks


class TableCards:
    """The hands and the table's items of ``CasinoTableView`` (which sets the state
    named here in its ``__init__`` and ``set_players``)."""

    _scene: QGraphicsScene
    _marks: TableMarks
    _players: int
    _bottom: int
    _four: bool
    _you: int | None
    _min_text: float
    _names: list[str]
    _colours: list[QColor]
    _plates: list[SeatPlateItem]
    _hands: list[list[CardItem]]
    _table: list[tuple[Item, TableItem]]
    _table_width: float

    def _items_changed(self) -> None:
        assert isinstance(self, QWidget)  # the view this is a part of
        scene_access.items_changed(self)

    def seat_colour(self, seat: int) -> QColor:
        return QColor(self._colours[seat])

    # == hands ======================================================================
    def hand_items(self, seat: int) -> list[CardItem]:
        return list(self._hands[seat])

    def hand_cards(self, seat: int) -> list[Card | None]:
        return [item.card() for item in self._hands[seat]]

    def _new_card(self, card: Card | None, face_up: bool, width: float) -> CardItem:
        item = CardItem(card, face_up, width, self._four)
        item.clicked.connect(partial(self._marks.card_clicked, item))
        item.dragStarted.connect(partial(self._marks.card_dragged, item))
        item.dropped.connect(partial(self._marks.card_dropped, item))
        self._scene.addItem(item)
        return item

    def _discard(self, item: QGraphicsItem) -> None:
        if item.scene() is self._scene:
            self._scene.removeItem(item)
        release(item)

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

    def set_hand(self, seat: int, cards: Sequence[Card] | None, count: int) -> None:
        """Show ``seat``'s hand: ``cards`` face up, or (None) ``count`` backs."""
        wanted: list[Card | None] = list(sorted_hand(cards)) if cards is not None else [None] * count
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
        self._marks.refresh_hand_marks(seat)
        self._items_changed()

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
            build.set_yours(owner == self._you)
            build.set_min_text(self._min_text)
            build.clicked.connect(partial(self._marks.table_clicked, build))
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
            self._items_changed()
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



#: the signals the table connects on its cards and builds, each to a partial holding the item
_ITEM_SIGNALS = ("clicked", "dragStarted", "dropped")


def release(item: QGraphicsItem) -> None:
    """Let a card or build taken off the table go: its signals' connections hold partials
    that hold the item, a cycle through Qt's connection that Python's collector cannot
    see, so every card of every deal lived on after its game (about 200 cards, 3 MiB a
    game of Royal Casino)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # nothing was connected
        for name in _ITEM_SIGNALS:
            signal = getattr(item, name, None)
            if signal is not None:
                with contextlib.suppress(RuntimeError, SystemError, TypeError):
                    signal.disconnect()
