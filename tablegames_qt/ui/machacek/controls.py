"""The Macháček control panel under the table: the claim, the status line, one page of controls.

On the left a small box says what the dice in it are: "Claimed by Mole" (the
announcement to believe or doubt, or the one on the table while others play)
or "Your roll" (what you rolled, with the claim you must beat under it), so a
claim never looks like your own roll.  On the right the status line and one
page: responding (Believe / Doubt), announcing (the picker of the 21 values),
the reveal pause (Continue) or, while others play, who passes the cup to whom.
The panel only shows and enables; the screen connects the buttons and the
picker to its actions, writes the status line and decides which page a turn needs.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.dice import dice_pair_pixmap
from tablegames_qt.ui.dice.reveal_pause import RevealPause
from tablegames_qt.ui.machacek.value_picker import ValuePicker, value_label
from tablegames_qt.ui.screen_style import PANEL_STYLE, big_font, danger_button, primary_button
from tablegames_qt.ui.texts import fill_in

#: the box's dice, in pixels
BOX_DIE = 34
#: the least room, in pixels, between the claim's value and the box's margin
VALUE_AIR = 4


class ClaimBox(QFrame):
    """A caption ("Claimed by Mole" / "Your roll"), the dice with the value, a note under."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("claimBox")
        self.setStyleSheet(
            f"QFrame#claimBox {{ background: {colours.PAPER}; border: 1px solid {colours.PAPER_BORDER}; border-radius: 8px; }}"
        )
        self.setFixedWidth(200)
        self.caption = QLabel(self)
        self.caption.setObjectName("claimCaption")
        self.caption.setFont(big_font(self.font(), 0.95))
        self.dice = QLabel(self)
        self.value = QLabel(self)
        self.value.setObjectName("claimText")
        self.value.setFont(big_font(self.font(), 1.8))
        self.note = QLabel(self)
        self.note.setObjectName("claimNote")
        self.note.setWordWrap(True)
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 6, 10, 6)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.caption, 0, 0, 1, 2)
        grid.addWidget(self.dice, 1, 0)
        grid.addWidget(self.value, 1, 1)
        grid.addWidget(self.note, 2, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(3, 1)

    def show_value(self, caption: str, value: int | None, note: str = "") -> None:
        self.caption.setText(caption)
        if value is None:
            self.dice.clear()
            self.value.clear()
        else:
            self.dice.setPixmap(dice_pair_pixmap(value // 10, value % 10, BOX_DIE))
            self.value.setText(value_label(value))
        self._fit_value()
        self.set_note(note)

    def set_note(self, note: str) -> None:
        """The line under the value: what to do with it on a turn, else nothing."""
        self.note.setText(note)
        said = " ".join(text for text in (self.caption.text(), self.value.text(), note) if text)
        self.setAccessibleName(said)

    def value_room(self) -> float:
        """The width beside the dice for the value, inside the box's border and margins, less
        :data:`VALUE_AIR` (the grid's own spacing is the style's: ``spacing()`` is -1 once the
        rows' spacing differs, which counted 6 px too many and let "6 Indians" touch the edge)."""
        grid = self.layout()
        assert isinstance(grid, QGridLayout)
        margins = grid.contentsMargins()
        pair = self.dice.pixmap()
        dice = pair.width() / pair.devicePixelRatio() if not pair.isNull() else 2.0 * BOX_DIE
        inside = self.contentsRect().width()  # within the frame's border
        return (inside - margins.left() - margins.right() - max(0, grid.horizontalSpacing())
                - dice - VALUE_AIR)

    def _fit_value(self) -> None:
        """The value big, but smaller where it would not fit beside the dice ("6 Indians" was
        cut to "6 Indian…")."""
        font = big_font(self.font(), 1.8)
        smallest = self.font().pointSizeF()
        while (QFontMetricsF(font).horizontalAdvance(self.value.text()) > self.value_room()
               and font.pointSizeF() * 0.92 >= smallest):
            font.setPointSizeF(font.pointSizeF() * 0.92)
        self.value.setFont(font)

    def clear(self) -> None:
        self.show_value("", None)


class MachacekControls(QFrame):
    def __init__(self, status: QLabel, pause: RevealPause, *, open_ended: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("controlPanel")
        self.setStyleSheet(PANEL_STYLE)
        self.box = ClaimBox(self)
        self.claim_text = self.box.value

        # Respond: Believe / Doubt (the claim is in the box).
        self.believe_button = QPushButton(self)
        self.believe_button.setObjectName("believeButton")
        primary_button(self.believe_button)
        self.doubt_button = QPushButton(self)
        self.doubt_button.setObjectName("doubtButton")
        danger_button(self.doubt_button)
        respond = QWidget(self)
        respond_row = QHBoxLayout(respond)
        respond_row.setContentsMargins(0, 0, 0, 0)
        respond_row.addWidget(self.believe_button)
        respond_row.addWidget(self.doubt_button)
        respond_row.addStretch(1)

        # Announce: the 21 values.
        self.picker = ValuePicker(self)

        # Waiting: who passed the cup to whom (the claim is in the box).
        self.idle_hint = QLabel(self)
        self.idle_hint.setObjectName("idleHint")
        self.idle_hint.setWordWrap(True)
        self.idle_hint.setTextFormat(Qt.TextFormat.PlainText)  # names
        self.idle_hint.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.idle_hint.setFont(big_font(self.font(), 1.1, bold=False))
        self.pause = pause
        self.pages = QStackedWidget(self)
        for page in (self.idle_hint, respond, self.picker, pause):
            self.pages.addWidget(page)
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._respond_page = respond

        self.end_match_button = QPushButton(self)
        self.end_match_button.setObjectName("endMatchButton")
        self.end_match_button.setVisible(open_ended)
        #: the status line's row (the coach's Hint button goes at its right)
        self.status_row = QHBoxLayout()
        self.status_row.addWidget(status, 1)
        self.status_row.addWidget(self.end_match_button, 0, Qt.AlignmentFlag.AlignTop)
        right = QVBoxLayout()
        right.setSpacing(4)
        right.addLayout(self.status_row)
        right.addWidget(self.pages)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.setSpacing(12)
        layout.addWidget(self.box)
        layout.addLayout(right, 1)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_box()

    def _fit_box(self) -> None:
        """The claim box only where the 21 values fit beside it: on a narrow window the
        values matter more, and the table's banner and the status line say the claim too."""
        layout = self.layout()
        assert layout is not None  # set up in __init__
        margins = layout.contentsMargins()
        needed = (margins.left() + margins.right() + self.box.width() + layout.spacing()
                  + self.picker.minimumSizeHint().width())  # fmt: skip
        self.box.setVisible(self.width() >= needed)

    def respond(self, value: int | None, caption: str, *, can_doubt: bool) -> None:
        """The responding page: the claim ``value`` (``caption``: who made it) to believe or
        (``can_doubt``) doubt."""
        self.pages.setCurrentWidget(self._respond_page)
        self.box.show_value(
            caption, value,
            self.tr("Believe it and roll, or doubt it and lift the cup"),
        )
        self.believe_button.setEnabled(True)
        self.doubt_button.setEnabled(can_doubt)
        self.believe_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def announce(self, values: list[int], own_roll: int | None, to_beat: int | None) -> None:
        """The announcing page: the legal ``values``, the roll under the cup in the box and marked."""
        self.pages.setCurrentWidget(self.picker)
        self.picker.set_legal(values, own_roll)
        note = fill_in(self.tr("To beat: {value}"), value=value_label(to_beat)) if to_beat is not None else ""
        self.box.show_value(self.tr("Your roll"), own_roll, note)
        self.picker.setFocus(Qt.FocusReason.OtherFocusReason)

    def is_announcing(self) -> bool:
        return self.pages.currentWidget() is self.picker

    def wait(self, *, can_end_match: bool) -> None:
        """The waiting page, every control off (the end of the match if ``can_end_match``).
        The box keeps its claim but not the turn's instruction: the turn is over."""
        self.box.set_note("")
        self.believe_button.setEnabled(False)
        self.doubt_button.setEnabled(False)
        self.picker.set_legal([], None)
        self.end_match_button.setEnabled(can_end_match)
        # the claim's hint is the last one's until show_claim() says the new one: never
        # an old claim's words ("from Señor Dudo to you" after you announced to Pip)
        self.idle_hint.setText("")
        self.pages.setCurrentWidget(self.idle_hint)

    def show_pause(self) -> None:
        self.box.set_note("")
        self.pages.setCurrentWidget(self.pause)

    def show_claim(self, value: int | None, caption: str = "", passing: str = "") -> None:
        """The announcement on the table while others play (None: no claim in this game yet)."""
        # the waiting page's hint always says the claim now on the table
        self.idle_hint.setText(passing if value is not None else "")
        if self.pages.currentWidget() in (self._respond_page, self.picker):
            return  # the turn's own box stays
        if value is None:
            self.box.show_value(self.tr("No claim yet"), None)
            return
        self.box.show_value(caption, value)

    def retranslate(self) -> None:
        self.believe_button.setText(self.tr("&Believe"))
        self.believe_button.setToolTip(self.tr("Take the cup, roll, and announce something higher"))
        self.believe_button.setAccessibleDescription(self.believe_button.toolTip())
        self.doubt_button.setText(self.tr("&Doubt"))
        self.doubt_button.setToolTip(self.tr("Lift the cup: was it a bluff?"))
        self.doubt_button.setAccessibleDescription(self.doubt_button.toolTip())
        self.end_match_button.setText(self.tr("&End the match"))
        self.end_match_button.setToolTip(self.tr("Stop here: whoever won the most games wins the match"))
        self.end_match_button.setAccessibleDescription(self.end_match_button.toolTip())
        self.box.setAccessibleDescription(self.tr("The claim on the table, or your own roll"))
        self.picker.retranslate()
