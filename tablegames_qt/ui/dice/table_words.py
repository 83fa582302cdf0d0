"""The dice table in words, for screen readers: ``DescribedTableView``, the base of
``DiceTableView``.

It tells every seat with its dice (or lives), whose turn it is and the message in the
middle (the view's accessible description), lists the items a reader walks through
(``ui/scene_access.py``) and names each of them. The texts keep the translation context
``DiceTableView``; the subclass owns the seats, the cup and the centre it reads.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QAccessible, QFocusEvent
from PySide6.QtWidgets import QGraphicsObject, QGraphicsView, QWidget

from tablegames_qt.ui import override, scene_access
from tablegames_qt.ui.dice.die_item import DieItem
from tablegames_qt.ui.dice.seat import Seat
from tablegames_qt.ui.dice.single_cup import SingleCup
from tablegames_qt.ui.dice.table_centre import TableCentre
from tablegames_qt.ui.texts import TranslationContext, fill_in

#: the texts keep the context of the view they were written for
DiceTableView = TranslationContext("DiceTableView")


class DescribedTableView(QGraphicsView):
    """A table view that tells a screen reader what lies on it (the subclass sets up the
    seats, the cup and the centre)."""

    _seats: list[Seat]
    _bottom: int
    _current: int | None
    _centre: TableCentre
    _cup: SingleCup | None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the seat of the only person at the screen, spoken to as "you" (None: hot-seat)
        self.you: int | None = None
        #: the plates as the description last told them, and whether it lags (focused)
        self._plates_told = ""
        self._focus_pending = False

    def _visual_order(self, seats: Iterable[int]) -> list[int]:
        n = max(1, len(self._seats))
        return sorted(set(seats), key=lambda s: (s - self._bottom) % n)

    def _seat_words(self, index: int) -> str:
        plate = self._seats[index].plate
        if plate.eliminated:
            state = DiceTableView.tr("out")
        elif plate.status:
            state = plate.status
        elif plate.count is not None:
            state = DiceTableView.tr("%n dice", "", plate.count)
        else:
            state = ""
        line = plate.name
        if state:
            line = fill_in(DiceTableView.tr("{name}: {state}"), name=plate.name, state=state)
        if index == self._current:
            line = fill_in(DiceTableView.tr("{seat} (to play)"), seat=line)
        return line

    def accessible_summary(self) -> str:
        """The table in words: every seat with its dice (or lives), whose turn, the message."""
        parts = [self._seat_words(index) for index in self._visual_order(range(len(self._seats)))]
        message = self._centre.message()
        if message is not None:
            said = " — ".join(text for text in message if text)
            parts.append(fill_in(DiceTableView.tr("On the table: {message}"), message=said))
        return "; ".join(parts)

    def accessible_items(self) -> list[QGraphicsObject]:
        """What a reader lists (``ui/scene_access.py``): each seat's plate, its cup and the
        dice whose faces show; Macháček's cup and the dice under it when they show."""
        items: list[QGraphicsObject] = []
        for index in self._visual_order(range(len(self._seats))):
            seat = self._seats[index]
            items.append(seat.plate)
            if seat.cup is not None and seat.cup.isVisible():
                items.append(seat.cup)
            items.extend(die for die in seat.dice if die.paints_face())
        if self._cup is not None:
            items.append(self._cup.cup)
            items.extend(die for die in self._cup.dice if die.paints_face())
        return items

    def describe_item(self, item: QGraphicsObject) -> dict[str, object]:
        """Name and role of one of :meth:`accessible_items` (the items know no names)."""
        role = QAccessible.Role
        for index, seat in enumerate(self._seats):
            if item is seat.plate:
                return {"accessible_name": self._seat_words(index), "accessible_role": role.StaticText}
            yours = index == self.you
            if item is seat.cup:
                if yours:
                    words = DiceTableView.tr("Your cup, lifted") if seat.cup.lifted else \
                        DiceTableView.tr("Your cup")
                else:
                    words = DiceTableView.tr("{name}'s cup, lifted") if seat.cup.lifted else \
                        DiceTableView.tr("{name}'s cup")
                return {"accessible_name": fill_in(words, name=seat.name), "accessible_role": role.Graphic}
            if isinstance(item, DieItem) and item in seat.dice:
                words = DiceTableView.tr("Your die: {face}") if yours else \
                    DiceTableView.tr("{name}'s die: {face}")
                return {"accessible_name": fill_in(words, name=seat.name, face=item.face),
                        "accessible_role": role.Graphic}
        if self._cup is not None:
            holder = self._seats[self._cup.seat].name if self._cup.seat < len(self._seats) else ""
            if item is self._cup.cup:
                words = DiceTableView.tr("The cup, lifted, at {name}") if self._cup.cup.lifted else \
                    DiceTableView.tr("The cup, at {name}")
                return {"accessible_name": fill_in(words, name=holder), "accessible_role": role.Graphic}
            if isinstance(item, DieItem) and item in self._cup.dice:
                words = DiceTableView.tr("A die of the cup: {face}")
                return {"accessible_name": fill_in(words, face=item.face), "accessible_role": role.Graphic}
        return {}

    def _update_accessible(self) -> None:
        summary = self.accessible_summary()
        # Qt tells a reader of every set, changed or not, and a reader re-reads a focused
        # table's whole summary each time: only a real change is told, and while the table
        # has the focus only a change of the dice (or lives) on the plates; whose turn it is
        # and the message in the middle are said as the table's news anyway
        plates = self._plates_words()
        if summary != self.accessibleDescription() and (
                not self.hasFocus() or plates != self._plates_told):
            self.setAccessibleDescription(summary)
            self._plates_told = plates
            self._focus_pending = False
        elif summary != self.accessibleDescription():
            self._focus_pending = True  # told when the focus comes back (focusInEvent)
        scene_access.items_changed(self)

    def _plates_words(self) -> str:
        """The plates without whose turn it is: what changes when dice are lost or won."""
        current, self._current = self._current, None
        try:
            return "; ".join(self._seat_words(index) for index in range(len(self._seats)))
        finally:
            self._current = current

    @override
    def focusInEvent(self, event: QFocusEvent) -> None:
        if self._focus_pending:
            self.setAccessibleDescription(self.accessible_summary())
            self._plates_told = self._plates_words()
            self._focus_pending = False
        super().focusInEvent(event)
