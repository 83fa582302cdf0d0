"""The Macháček control panel under the table: the status line and one page of controls.

Pages: waiting (the announcement on the table, big, with who said it),
responding (the claim with Believe / Doubt) and announcing (the picker of the
21 values).  The panel only shows and enables; the screen connects the buttons
and the picker to its actions, writes the status line and decides which page
a turn needs.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt.ui.dice import dice_pair_pixmap
from tablegames_qt.ui.machacek.value_picker import ValuePicker, value_label
from tablegames_qt.ui.screen_style import PANEL_STYLE, big_font, danger_button, primary_button
from tablegames_qt.ui.texts import fill_in


class MachacekControls(QFrame):
    def __init__(self, status: QLabel, *, open_ended: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("controlPanel")
        self.setStyleSheet(PANEL_STYLE)

        # Respond: the claim big, with Believe / Doubt.
        self.claim_dice = QLabel(self)
        self.claim_text = QLabel(self)
        self.claim_text.setObjectName("claimText")
        self.claim_text.setFont(big_font(self.font(), 2.0))
        self.believe_button = QPushButton(self)
        self.believe_button.setObjectName("believeButton")
        primary_button(self.believe_button)
        self.doubt_button = QPushButton(self)
        self.doubt_button.setObjectName("doubtButton")
        danger_button(self.doubt_button)
        respond = QWidget(self)
        respond_row = QHBoxLayout(respond)
        respond_row.setContentsMargins(0, 0, 0, 0)
        respond_row.addWidget(self.claim_dice)
        respond_row.addWidget(self.claim_text)
        respond_row.addStretch(1)
        respond_row.addWidget(self.believe_button)
        respond_row.addWidget(self.doubt_button)

        # Announce: the 21 values.
        self.picker = ValuePicker(self)

        # Waiting: the announcement on the table, big, with who said it to whom.
        self.idle_hint = QWidget(self)
        self.idle_dice = QLabel(self.idle_hint)
        self.idle_claim = QLabel(self.idle_hint)
        self.idle_claim.setObjectName("idleClaim")
        self.idle_claim.setFont(big_font(self.font(), 2.0))
        self.idle_who = QLabel(self.idle_hint)
        self.idle_who.setTextFormat(Qt.TextFormat.PlainText)  # a name
        self.idle_who.setFont(big_font(self.font(), 1.1, bold=False))
        idle_row = QHBoxLayout(self.idle_hint)
        idle_row.setContentsMargins(0, 0, 0, 0)
        idle_row.addWidget(self.idle_dice)
        idle_row.addWidget(self.idle_claim)
        idle_row.addSpacing(12)
        idle_row.addWidget(self.idle_who, 1)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.idle_hint)
        self.pages.addWidget(respond)
        self.pages.addWidget(self.picker)
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._respond_page = respond

        self.end_match_button = QPushButton(self)
        self.end_match_button.setObjectName("endMatchButton")
        self.end_match_button.setVisible(open_ended)
        status_row = QHBoxLayout()
        status_row.addWidget(status, 1)
        status_row.addWidget(self.end_match_button, 0, Qt.AlignmentFlag.AlignTop)

        panel_layout = QVBoxLayout(self)
        panel_layout.setContentsMargins(16, 10, 16, 12)
        panel_layout.addLayout(status_row)
        panel_layout.addWidget(self.pages)

    def respond(self, value: int | None, *, can_doubt: bool) -> None:
        """The responding page: the claim ``value`` to believe or (``can_doubt``) doubt."""
        self.pages.setCurrentWidget(self._respond_page)
        if value is not None:
            self.claim_dice.setPixmap(dice_pair_pixmap(value // 10, value % 10, 44))
            self.claim_text.setText(value_label(value))
        self.believe_button.setEnabled(True)
        self.doubt_button.setEnabled(can_doubt)

    def announce(self, values: list[int], own_roll: int | None) -> None:
        """The announcing page: the legal ``values``, the roll under the cup marked."""
        self.pages.setCurrentWidget(self.picker)
        self.picker.set_legal(values, own_roll)

    def is_announcing(self) -> bool:
        return self.pages.currentWidget() is self.picker

    def wait(self, *, can_end_match: bool) -> None:
        """The waiting page, every control off (the end of the match if ``can_end_match``)."""
        self.believe_button.setEnabled(False)
        self.doubt_button.setEnabled(False)
        self.picker.set_legal([], None)
        self.end_match_button.setEnabled(can_end_match)
        self.pages.setCurrentWidget(self.idle_hint)

    def show_claim(self, value: int | None, announcer: str = "") -> None:
        """The announcement on the table on the waiting page (None: nothing to answer)."""
        if value is None:
            self.idle_dice.clear()
            self.idle_claim.clear()
            self.idle_who.clear()
            return
        self.idle_dice.setPixmap(dice_pair_pixmap(value // 10, value % 10, 44))
        self.idle_claim.setText(value_label(value))
        self.idle_who.setText(fill_in(self.tr("announced by {name}"), name=announcer))

    def retranslate(self) -> None:
        self.believe_button.setText(self.tr("&Believe"))
        self.believe_button.setToolTip(self.tr("Take the cup, roll, and announce something higher"))
        self.doubt_button.setText(self.tr("&Doubt"))
        self.doubt_button.setToolTip(self.tr("Lift the cup: was it a bluff?"))
        self.end_match_button.setText(self.tr("End the match"))
        self.picker.retranslate()
