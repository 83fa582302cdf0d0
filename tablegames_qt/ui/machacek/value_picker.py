"""The Macháček announcement picker: the 21 values in rank order.

Values that may not be announced now are disabled; the value the roller
really has under the cup is marked ("your roll") so telling the truth is one
click and bluffing a deliberate choice.  Arrow keys move between the enabled
values, Enter announces.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QEvent, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGridLayout, QToolButton, QWidget

from tablegames_qt import colours
from tablegames_qt.engine.machacek import VALUES
from tablegames_qt.ui import override, theme
from tablegames_qt.ui.announce import say_description
from tablegames_qt.ui.dice.pixmaps import dice_pair_pixmap
from tablegames_qt.ui.machacek.words import machacek_value_name
from tablegames_qt.ui.sprites import kept
from tablegames_qt.ui.texts import fill_in

COLUMNS = 7


def value_label(value: int) -> str:
    """The name players say: "42", "5 Indians" ("5 indiánů"), "Macháček"."""
    return machacek_value_name(value)


class ValuePicker(QWidget):
    valueChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("valuePicker")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._true_value: int | None = None
        self._legal: set[int] = set()
        self._focus_value: int | None = None
        self.buttons: dict[int, QToolButton] = {}
        grid = QGridLayout(self)
        grid.setSpacing(3)
        grid.setContentsMargins(0, 0, 0, 0)
        for position, value in enumerate(VALUES):
            button = QToolButton(self)
            button.setObjectName(f"value{value}")
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setIcon(_value_icon(value, marked=False))
            button.setIconSize(ICON_SIZE)  # room for the mark; a plain pair is drawn centred
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setProperty(TRUTH, False)
            button.setProperty(KEY_MARK, False)
            button.clicked.connect(lambda _checked=False, v=value: self._choose(v))
            self.buttons[value] = button
            grid.addWidget(button, position // COLUMNS, position % COLUMNS)
        # The values stay together on the left however wide the panel is.
        grid.setColumnStretch(COLUMNS, 1)
        self.setStyleSheet(picker_sheet())
        self._marked: int | None = None
        self.set_legal([], None)
        self._fit_widths()

    def set_legal(self, values: Iterable[int], true_value: int | None) -> None:
        """Enable exactly ``values``; mark ``true_value`` (the roller's dice) if given."""
        self._legal = set(values)
        self._true_value = true_value
        for value, button in self.buttons.items():
            button.setEnabled(value in self._legal)
        self._focus_value = None
        if self._legal:
            truthful = true_value if true_value in self._legal else None
            self._focus_value = truthful if truthful is not None else min(self._legal, key=VALUES.index)
        self._mark(true_value)
        self._restyle()
        self.retranslate()

    def legal(self) -> set[int]:
        return set(self._legal)

    def focused_value(self) -> int | None:
        return self._focus_value

    def focus_value(self, value: int) -> None:
        """Move the focus mark to ``value`` (a legal one), so Enter announces it (a hint)."""
        if value in self._legal:
            self._focus_value = value
            self._restyle()
            self._describe_focus()

    def _choose(self, value: int) -> None:
        if value in self._legal:
            self.valueChosen.emit(value)

    def _restyle(self) -> None:
        """The roll's and the keyboard's marks: two properties the picker's one style sheet
        reads (:func:`picker_sheet`); only a button whose marks changed is styled again
        (a style sheet per button, 21 set each turn, took some 100 ms of a table's first frame)."""
        for value, button in self.buttons.items():
            marks = {TRUTH: value == self._true_value, KEY_MARK: value == self._focus_value}
            if any(button.property(name) != on for name, on in marks.items()):
                for name, on in marks.items():
                    button.setProperty(name, on)
                button.style().unpolish(button)
                button.style().polish(button)

    def _move(self, step: int) -> None:
        legal = [v for v in VALUES if v in self._legal]
        if not legal:
            return
        if self._focus_value not in legal:
            self._focus_value = legal[0]
        else:
            position = legal.index(self._focus_value)
            self._focus_value = legal[max(0, min(len(legal) - 1, position + step))]
        before = self.accessibleDescription()
        self._restyle()
        self._describe_focus()
        say_description(self, before)

    def _describe_focus(self) -> None:
        """Screen readers hear the value Enter would announce."""
        self.setAccessibleName(self.tr("Values to announce"))
        value = self._focus_value
        if value is None:
            # off (your turn is over; the waiting page hides the picker): the last words
            # stay, for a reader still on the picker says a change of them ("Nothing to
            # announce now" after "You announce 63", a fragment that is no news)
            if not self.accessibleDescription():
                self.setAccessibleDescription(self.tr("Nothing to announce now"))
            return
        said = fill_in(self.tr("Enter announces {value}"), value=value_label(value))
        if value == self._true_value:
            said = fill_in(self.tr("{said}: what you rolled"), said=said)
        self.setAccessibleDescription(said)

    def handle_key(self, event: QKeyEvent) -> bool:
        if not self._legal:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._move(-1 if key == Qt.Key.Key_Left else -COLUMNS)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._move(1 if key == Qt.Key.Key_Right else COLUMNS)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._focus_value is not None and not event.isAutoRepeat():
                self._choose(self._focus_value)
        else:
            return False
        return True

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def retranslate(self) -> None:
        for value, button in self.buttons.items():
            label = value_label(value)
            if value == self._true_value:
                button.setToolTip(self.tr("This is what you rolled"))
            elif value in self._legal and self._true_value is not None:
                button.setToolTip(self.tr("Not what you rolled: a bluff"))
            elif value in self._legal:
                button.setToolTip(self.tr("Announce this value"))
            else:
                button.setToolTip(self.tr("Not allowed now: not higher than the announcement"))
            button.setText(label)
            # Qt tells a screen reader of every set, changed or not: 21 buttons each turn
            # flood Orca's queue, and it drops the table's news to catch up
            if button.accessibleName() != label:
                button.setAccessibleName(label)
            if button.accessibleDescription() != button.toolTip():
                button.setAccessibleDescription(button.toolTip())
        self._describe_focus()

    def _mark(self, value: int | None) -> None:
        """The roll's button shows a check mark beside its dice. In the picture, not in the
        words: "Macháček ✓" would make every button wider than a small window has room for."""
        if value == self._marked:
            return
        if self._marked is not None:
            self.buttons[self._marked].setIcon(_value_icon(self._marked, marked=False))
        if value is not None:
            self.buttons[value].setIcon(_value_icon(value, marked=True))
        self._marked = value

    def marked(self) -> int | None:
        """The value whose button carries the roll's check mark."""
        return self._marked

    def _fit_widths(self) -> None:
        """Every button as wide as the widest name needs: none clipped, all alike."""
        widest = max(button.sizeHint().width() for button in self.buttons.values())
        for button in self.buttons.values():
            button.setMinimumWidth(widest)

    @override
    def sizeHint(self) -> QSize:
        return super().sizeHint()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if self._focus_value is None:
                self.setAccessibleDescription("")  # "Nothing to announce now" in the new language
            self.retranslate()
            self._fit_widths()
        super().changeEvent(event)


#: the buttons' properties the picker's style sheet reads: the roll's value, the keyboard's mark
TRUTH = "truth"
KEY_MARK = "keyMark"


@lru_cache(maxsize=1)
def picker_sheet() -> str:
    """The value buttons' looks, in the order that keeps a disabled or hovered button's
    background over the roll's mark (a property selector weighs as much as ``:disabled``)."""
    return "".join([
        f"QToolButton {{ border-radius: 8px; padding: 1px 3px; border: 1px solid {colours.PICKER_EDGE};"
        f" background: {colours.PICKER}; color: {colours.INK_DEEP}; }}",
        # A marked button's thicker border takes its room from the padding: a row with
        # a mark grew 2 px, and the table moved with the marks every turn.
        f"QToolButton[{TRUTH}=\"true\"] {{ border: 2px solid {colours.TRUTH_GREEN}; padding: 0px 2px;"
        f" background: {colours.TRUTH_PALE}; }}",
        f"QToolButton:disabled {{ background: {colours.PICKER_OFF}; color: {colours.PICKER_OFF_TEXT};"
        f" border-color: {colours.BUTTON_OFF_EDGE_LIGHT}; }}",
        f"QToolButton:hover {{ background: {colours.BUTTER}; }}",
        # the keyboard's mark in the tables' wood, not the gold of a guide's or the
        # coach's highlight (two gold buttons read as two things pointed at)
        f"QToolButton[{KEY_MARK}=\"true\"]:enabled {{ border: 2px solid {theme.WOOD}; padding: 0px 2px; }}",
    ])  # fmt: skip


def paint_ahead() -> None:
    """Paint the buttons' pictures once: the warm-up (``ui/warm_up.py``) calls this while
    the start screen waits, so the first table of Macháček does not (some 30–60 ms)."""
    for value in VALUES:
        _value_icon(value, marked=False)


#: the buttons' icon: a pair of dice and, beside it, room for the roll's check mark
ICON_SIZE = QSize(54, 18)
MARK_COLOUR = QColor(colours.TRUTH_GREEN)


@lru_cache(maxsize=64)
def _value_icon(value: int, *, marked: bool) -> QIcon:
    pair = dice_pair_pixmap(value // 10, value % 10, ICON_SIZE.height())
    if not marked:
        return QIcon(pair)
    ratio = pair.devicePixelRatio()
    width, height = pair.width() / ratio, pair.height() / ratio
    picture = QPixmap(round(ICON_SIZE.width() * ratio), round(height * ratio))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.drawPixmap(QPointF(0.0, 0.0), pair)
    pen = QPen(MARK_COLOUR, 2.4)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    left = width + 3.0
    right = ICON_SIZE.width() - 2.0
    painter.drawPolyline([QPointF(left, height * 0.55), QPointF(left + (right - left) * 0.38, height * 0.82),
                          QPointF(right, height * 0.2)])  # fmt: skip
    painter.end()
    return QIcon(kept(picture))
