"""The Casino table's marks for choosing a play, and the input that chooses one.

``TableMarks`` is a part of ``CasinoTableView``, which it reaches through
``MarksView`` (the view's attributes it uses): the marks lift,
dim and light the view's own hand and table items; clicks, drags and drops on
them and the arrow keys become the view's signals (``handCardClicked``,
``tableItemClicked``, ``cardDragged``, ``cardDropped``).  What may be chosen is
the screen's to say (``selection``); the table only shows it and reports input.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene

from tablegames_qt.engine.casino import Card
from tablegames_qt.engine.casino.moves import Item
from tablegames_qt.ui.cards import CardItem, TableItem

from .layout import CENTRE, TABLE_AREA


class MarksView(Protocol):
    """What of the view its marks and input use: the bottom hand and the table's
    items, the marks' state (this part sets it) and the signals it emits."""

    _bottom: int
    @property
    def _scene(self) -> QGraphicsScene: ...
    _hands: list[list[CardItem]]
    _table: list[tuple[Item, TableItem]]
    _interactive_hand: bool
    _interactive_table: bool
    _hand_marks: tuple[Card | None, set[Card] | None]
    _dropping: CardItem | None
    handCardClicked: SignalInstance
    handCardActivated: SignalInstance
    tableItemClicked: SignalInstance
    cardDragged: SignalInstance
    cardDropped: SignalInstance

    def describe_focus(self, *_args: object) -> None: ...


class TableMarks:
    """Marks and input of a ``CasinoTableView``."""

    def __init__(self, view: MarksView) -> None:
        self._view = view

    # == marks =====================================================================
    def mark_hand(self, selected: Card | None, playable: set[Card] | None, interactive: bool) -> None:
        """The bottom seat's hand: ``selected`` lifted; cards outside ``playable`` dimmed."""
        self._view._interactive_hand = interactive
        self._view._hand_marks = (selected, playable)
        self.refresh_hand_marks(self._view._bottom)
        self._view.describe_focus()

    def refresh_hand_marks(self, seat: int) -> None:
        if seat != self._view._bottom:
            for item in self._view._hands[seat]:
                item.set_interactive(False)
                item.set_draggable(False)
                item.set_selected(False, animate=False)
                item.set_dimmed(False)
            return
        selected, playable = self._view._hand_marks
        for item in self._view._hands[seat]:
            card = item.card()
            on = self._view._interactive_hand and card is not None
            item.set_interactive(on)
            item.set_draggable(on)
            item.set_selected(on and card == selected)
            item.set_dimmed(on and playable is not None and card not in playable)

    def mark_table(self, chosen: set[Item], lit: set[Item] | None, interactive: bool) -> None:
        """``chosen`` items glow as selected, ``lit`` ones light up, the rest dim
        (``lit`` None: nothing dims)."""
        self._view._interactive_table = interactive
        for item, scene_item in self._view._table:
            scene_item.set_interactive(interactive)
            scene_item.set_selected(item in chosen, animate=False)
            scene_item.set_highlighted(lit is not None and item in lit and item not in chosen)
            scene_item.set_dimmed(lit is not None and item not in lit and item not in chosen)
        self._view.describe_focus()

    def clear_marks(self) -> None:
        self.mark_hand(None, None, False)
        self.mark_table(set(), None, False)

    # == input =====================================================================
    def card_clicked(self, item: CardItem, payload: object) -> None:
        if self._view._hands and item in self._view._hands[self._view._bottom]:
            if self._view._interactive_hand and isinstance(payload, Card):
                self._view.handCardClicked.emit(payload)
            return
        self.table_clicked(item, payload)

    def table_clicked(self, item: TableItem, payload: object) -> None:
        for engine_item, scene_item in self._view._table:
            if scene_item is item:
                self._view.tableItemClicked.emit(engine_item)
                return

    def card_dragged(self, item: CardItem, card: object) -> None:
        if self._view._hands and item in self._view._hands[self._view._bottom] and isinstance(card, Card):
            self._view.cardDragged.emit(card)

    def card_dropped(self, item: CardItem, card: object, target: object) -> None:
        if not self._view._hands or item not in self._view._hands[self._view._bottom] or not isinstance(card, Card):
            return
        self._view._dropping = item
        try:
            if target is None:
                # only the cloth in the middle counts as "the felt": a card let go
                # near the hand is a drag given up, not a trail
                if TABLE_AREA.adjusted(-60, -60, 60, 60).contains(item.scenePos()):
                    self._view.cardDropped.emit(card, None)
                return
            for engine_item, scene_item in self._view._table:
                if scene_item is target:
                    self._view.cardDropped.emit(card, engine_item)
                    return
        finally:
            self._view._dropping = None

    def accept_drop(self) -> None:
        """Called from a :attr:`cardDropped` handler that plays the card: it stays
        where it was let go (the play's motion starts there) instead of flying back."""
        if self._view._dropping is not None:
            self._view._dropping.accept_drop()

    def key_pressed(self, event: QKeyEvent) -> bool:
        """The arrows move the focus, Enter on a hand card activates it: whether the key
        was one of these."""
        key = event.key()
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if key in arrows and self._move_focus(key):
            event.accept()
            return True
        return key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._enter_on_hand_card(event)

    def _enter_on_hand_card(self, event: QKeyEvent) -> bool:
        """Enter on a card of the hand is its own signal (``handCardActivated``):
        it chooses the card, or plays a chosen one (Space and clicks toggle it)."""
        focus = self._view._scene.focusItem()
        if not self._view._interactive_hand or not self._view._hands or focus not in self._view._hands[self._view._bottom]:
            return False
        assert isinstance(focus, CardItem)
        card = focus.card()
        if card is None:
            return False
        event.accept()
        if not event.isAutoRepeat():
            self._view.handCardActivated.emit(card)
        return True

    def _focus_rows(self) -> tuple[list[TableItem], list[TableItem]]:
        hand: list[TableItem] = [i for i in self._view._hands[self._view._bottom] if i.card() is not None] if self._view._hands else []
        table: list[TableItem] = [s for _x, s in self._view._table] if self._view._interactive_table else []
        return hand, table

    def _move_focus(self, key: int) -> bool:
        """Arrows move the keyboard focus between the hand's cards (left, right)
        and up to the table's items, which Enter or Space then choose."""
        hand, table = self._focus_rows()
        if not self._view._interactive_hand or not hand:
            return False
        focus = self._view._scene.focusItem()
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
        focus = self._view._scene.focusItem()
        if focus is not None:
            focus.clearFocus()

    def focus_hand_card(self, card: Card | None = None) -> None:
        """Give the keyboard focus to ``card`` in the bottom hand (or its first card)."""
        hand = [i for i in self._view._hands[self._view._bottom] if i.card() is not None] if self._view._hands else []
        if not hand:
            return
        target = next((i for i in hand if i.card() == card), hand[0])
        target.setFocus(Qt.FocusReason.OtherFocusReason)
