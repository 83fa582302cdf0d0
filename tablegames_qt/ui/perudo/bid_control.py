"""The Perudo bid control: a quantity and a face (as die pictures), then "Bid".

It is given the legal bids as (quantity, face) pairs and offers only those:
a face button is enabled when some bid on that face is legal, and the
quantity range follows the chosen face.  Keyboard: Left/Right pick the face,
Up/Down the quantity, Enter bids.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QToolButton,
    QWidget,
)

from tablegames_qt.engine.perudo import PerudoView, count_in_hand
from tablegames_qt.ui import override, theme
from tablegames_qt.ui.dice.pixmaps import die_icon
from tablegames_qt.ui.perudo.words import bid_words
from tablegames_qt.ui.texts import fill_in

FACES = (1, 2, 3, 4, 5, 6)


class BidControl(QWidget):
    #: the person chose to bid (quantity, face)
    bidChosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bidControl")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._ranges: dict[int, tuple[int, int]] = {}
        #: inside set_legal/select: the accessible name is given once, at the end
        self._settling = False
        self.quantity = QSpinBox(self)
        self.quantity.setObjectName("bidQuantity")
        self.quantity.setMinimumWidth(72)
        self.quantity.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.quantity.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.quantity.setFont(font)
        # Left/Right choose the face even while the number has the keyboard focus.
        self.quantity.installEventFilter(self)
        self.times = QLabel("×", self)
        self.times.setFont(font)
        self.face_group = QButtonGroup(self)
        self.face_group.setExclusive(True)
        self.face_buttons: dict[int, QToolButton] = {}
        faces = QHBoxLayout()
        faces.setSpacing(4)
        for face in FACES:
            button = QToolButton(self)
            button.setObjectName(f"face{face}")
            button.setCheckable(True)
            button.setIcon(die_icon(face))
            button.setIconSize(QSize(38, 38))
            button.setAutoRaise(True)
            # The chosen face in the theme's selection green: in the guide's gold it read
            # as the last step's highlight still lit beside the next one's.
            button.setStyleSheet(
                "QToolButton { border-radius: 8px; padding: 2px; }"
                f"QToolButton:checked {{ background: {theme.FELT}; }}"
                "QToolButton:disabled { background: transparent; }"
            )
            self.face_group.addButton(button, face)
            self.face_buttons[face] = button
            faces.addWidget(button)
        self.bid_button = QPushButton(self)
        self.bid_button.setObjectName("bidButton")
        self.bid_button.setDefault(True)
        self.bid_button.setIconSize(QSize(24, 24))
        self.bid_button.setMinimumHeight(44)
        # "Bid 4 × [die]": the die picture after the words.
        self.bid_button.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        self.face_group.idToggled.connect(self._face_toggled)
        self.quantity.valueChanged.connect(self._update_button)
        self.bid_button.clicked.connect(self._submit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.quantity)
        layout.addWidget(self.times)
        layout.addLayout(faces)
        layout.addSpacing(8)
        layout.addWidget(self.bid_button)
        self.set_legal([])
        self.retranslate()

    # -- state ------------------------------------------------------------------
    def set_legal(self, bids: Iterable[tuple[int, int]], suggested: tuple[int, int] | None = None) -> None:
        """Offer exactly ``bids``; preselect ``suggested`` (else the lowest legal bid)."""
        ranges: dict[int, tuple[int, int]] = {}
        first: tuple[int, int] | None = None
        for quantity, face in bids:
            if first is None:
                first = (quantity, face)
            low, high = ranges.get(face, (quantity, quantity))
            ranges[face] = (min(low, quantity), max(high, quantity))
        self._ranges = ranges
        for face, button in self.face_buttons.items():
            button.setEnabled(face in ranges)
        choice = suggested if suggested is not None and suggested[1] in ranges else first
        enabled = bool(ranges)
        self.quantity.setEnabled(enabled)
        self.bid_button.setEnabled(enabled)
        if choice is None:
            self._settling = True
            try:
                self.quantity.setRange(0, 0)
                self.quantity.setSpecialValueText("–")
                self.face_group.setExclusive(False)
                for button in self.face_buttons.values():
                    button.setChecked(False)
                self.face_group.setExclusive(True)
            finally:
                self._settling = False
            self._update_button()
            return
        self.select(*choice)

    def is_active(self) -> bool:
        return bool(self._ranges)

    def legal(self) -> set[tuple[int, int]]:
        return {(q, f) for f, (low, high) in self._ranges.items() for q in range(low, high + 1)}

    def select(self, quantity: int, face: int) -> None:
        if face not in self._ranges:
            return
        self._settling = True
        try:
            self.face_buttons[face].setChecked(True)
            self.quantity.setSpecialValueText("")
            low, high = self._ranges[face]
            self.quantity.setRange(low, high)
            self.quantity.setValue(max(low, min(high, quantity)))
        finally:
            self._settling = False
        self._update_button()

    def current(self) -> tuple[int, int] | None:
        face = self.face_group.checkedId()
        if face not in self._ranges:
            return None
        return self.quantity.value(), face

    # -- internals --------------------------------------------------------------------
    def _face_toggled(self, face: int, checked: bool) -> None:
        if not checked or face not in self._ranges:
            return
        low, high = self._ranges[face]
        quantity = self.quantity.value()
        self.quantity.setRange(low, high)
        self.quantity.setValue(max(low, min(high, quantity)))
        self._update_button()

    def _update_button(self) -> None:
        if self._settling:
            return  # select() and set_legal() say the bid once, when it is settled
        current = self.current()
        self._name(current)
        self.setAccessibleDescription(self.tr(
            "Up/Down: how many dice; Left/Right: the face; Enter: make the bid"))
        if current is None:
            self.bid_button.setText(self.tr("Bid"))
            self.bid_button.setIcon(die_icon(0))
            self.bid_button.setEnabled(False)
            self.bid_button.setAccessibleName(self.tr("Bid"))
            self.bid_button.setAccessibleDescription(self.tr("Choose a quantity and a face first"))
            return
        quantity, face = current
        self.bid_button.setText(self.tr("Bid %n ×", "", quantity))
        self.bid_button.setIcon(die_icon(face))
        self.bid_button.setEnabled(True)
        self.bid_button.setToolTip(self.tr("Claim there are at least %n dice showing this face", "", quantity))
        self.bid_button.setAccessibleName(fill_in(self.tr("Bid {bid}"), bid=bid_words(quantity, face)))
        self.bid_button.setAccessibleDescription(self.bid_button.toolTip() + " " + self.tr("(Enter)"))

    def _name(self, current: tuple[int, int] | None) -> None:
        """The control itself takes the keyboard focus on your turn: a reader names it by
        the bid Enter makes, and says the name again as Up/Down/Left/Right change it.

        The name changes only to a bid: a reader still on the control as the turn ends
        (Orca 43 keeps it while its queue catches up with the focus moving to the table)
        says every change of it, and "Your bid" on its own as the control turns off, then
        "Your bid: 3 fives" as the next turn offers it, was the same news twice, the first
        time cut short.  So the control keeps its last bid's words while it is off (no
        keys reach it then), and each change (a turn's offer, a key) renames it once."""
        if current is None and self.accessibleName():
            return
        name = self.tr("Your bid") if current is None else fill_in(
            self.tr("Your bid: {bid}"), bid=bid_words(*current))
        if name != self.accessibleName():
            self.setAccessibleName(name)

    def _submit(self) -> None:
        current = self.current()
        if current is not None and current in self.legal():
            self.bidChosen.emit(*current)

    def _step_face(self, step: int) -> None:
        current = self.current()
        faces = sorted(self._ranges)
        if not faces:
            return
        if current is None:
            self.select(self._ranges[faces[0]][0], faces[0])
            return
        position = faces.index(current[1]) if current[1] in faces else 0
        face = faces[(position + step) % len(faces)]
        self.select(current[0], face)

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrow keys and Enter for the bid; returns True when the key was used."""
        if not self.is_active():
            return False
        key = event.key()
        if key == Qt.Key.Key_Left:
            self._step_face(-1)
        elif key == Qt.Key.Key_Right:
            self._step_face(1)
        elif key == Qt.Key.Key_Up:
            self.quantity.stepUp()
        elif key == Qt.Key.Key_Down:
            self.quantity.stepDown()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self._submit()
        else:
            return False
        return True

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.quantity
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right)
        ):
            return self.handle_key(event)
        return super().eventFilter(watched, event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def retranslate(self) -> None:
        self.quantity.setToolTip(self.tr("How many dice (Up/Down)"))
        self.quantity.setAccessibleName(self.tr("How many dice"))
        self.quantity.setAccessibleDescription(self.tr("The quantity of your bid (Up/Down)"))
        for face, button in self.face_buttons.items():
            button.setToolTip(fill_in(self.tr("Face {face} (Left/Right)"), face=face))
            button.setAccessibleName(fill_in(self.tr("Face {face}"), face=face))
            button.setAccessibleDescription(self.tr("The face of your bid (Left/Right)"))
        if self.current() is None:
            self.setAccessibleName("")  # "Your bid" in the new language
        self._update_button()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def suggested_bid(view: PerudoView, bids: list[tuple[int, int]]) -> tuple[int, int] | None:
    """Where the bid control starts: the last bid's face raised, else the face the player
    holds most of."""
    last = view.last_bid
    if last is not None:
        same_face = [b for b in bids if b[1] == last.face]
        if same_face:
            return same_face[0]
    own = list(view.own_dice)
    if bids and own:
        # Open on the face the player holds most of, counted by the engine's rule (ones
        # count for any face, except in a Maputo round).
        best = max(range(2, 7), key=lambda f: (count_in_hand(own, f, view.maputo), f))
        on_best = [b for b in bids if b[1] == best]
        if on_best:
            return on_best[0]
    return bids[0] if bids else None
