"""The Perudo control panel under the table: the status line and one page of controls.

Pages: bidding (the bid control with Calza and Dudo), the Maputo question
(declare or play normally: Enter takes "Declare Maputo", the default, Tab
reaches the other), the reveal pause (Continue) and an empty page while
others play.  The panel only shows and enables; the screen connects the
buttons to its actions and decides which page a turn needs.
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

from tablegames_qt.ui.dice.reveal_pause import RevealPause
from tablegames_qt.ui.perudo.bid_control import BidControl
from tablegames_qt.ui.screen_style import PANEL_STYLE, danger_button, primary_button


class PerudoControls(QFrame):
    def __init__(self, status: QLabel, pause: RevealPause, *, calza: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("controlPanel")
        self.setStyleSheet(PANEL_STYLE)
        self.bid_control = BidControl(self)
        self.dudo_button = QPushButton(self)
        self.dudo_button.setObjectName("dudoButton")
        danger_button(self.dudo_button)
        self.calza_button = QPushButton(self)
        self.calza_button.setObjectName("calzaButton")
        primary_button(self.calza_button)
        self.calza_button.setVisible(calza)
        bidding = QWidget(self)
        bid_row = QHBoxLayout(bidding)
        bid_row.setContentsMargins(0, 0, 0, 0)
        bid_row.addWidget(self.bid_control)
        bid_row.addStretch(1)
        bid_row.addWidget(self.calza_button)
        bid_row.addWidget(self.dudo_button)

        self.maputo_question = QLabel(self)
        self.maputo_question.setWordWrap(True)
        self.declare_button = QPushButton(self)
        self.declare_button.setObjectName("declareMaputo")
        primary_button(self.declare_button)
        self.decline_button = QPushButton(self)
        self.decline_button.setObjectName("declineMaputo")
        self.decline_button.setMinimumHeight(44)
        # Enter presses the focused one of the two; the declaration has the focus first.
        self.declare_button.setAutoDefault(True)
        self.decline_button.setAutoDefault(True)
        maputo = QWidget(self)
        maputo_row = QHBoxLayout(maputo)
        maputo_row.setContentsMargins(0, 0, 0, 0)
        maputo_row.addWidget(self.maputo_question, 1)
        maputo_row.addWidget(self.declare_button)
        maputo_row.addWidget(self.decline_button)

        self.idle_hint = QLabel(self)
        self.idle_hint.setWordWrap(True)
        self.pause = pause
        self.pages = QStackedWidget(self)
        for page in (self.idle_hint, bidding, maputo, pause):
            self.pages.addWidget(page)
        self.pages.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.bidding_page, self.maputo_page = bidding, maputo

        #: the status line's row (the coach's Hint button goes at its right)
        self.status_row = QHBoxLayout()
        self.status_row.addWidget(status, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 12)
        layout.addLayout(self.status_row)
        layout.addWidget(self.pages)

    def wait(self) -> None:
        """Every control off (the bidding page, greyed)."""
        self.bid_control.set_legal([])
        for button in (self.dudo_button, self.calza_button, self.declare_button, self.decline_button):
            button.setEnabled(False)
        self.pages.setCurrentWidget(self.bidding_page)

    def ask_maputo(self, *, declare: bool, decline: bool) -> None:
        self.pages.setCurrentWidget(self.maputo_page)
        self.declare_button.setEnabled(declare)
        self.decline_button.setEnabled(decline)
        (self.declare_button if declare else self.decline_button).setFocus(Qt.FocusReason.OtherFocusReason)

    def bidding(self, bids: list[tuple[int, int]], suggested: tuple[int, int] | None, *,
                dudo: bool, calza: bool) -> None:
        self.pages.setCurrentWidget(self.bidding_page)
        self.bid_control.set_legal(bids, suggested)
        self.dudo_button.setEnabled(dudo)
        self.calza_button.setEnabled(calza)
        self.bid_control.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_pause(self) -> None:
        self.pages.setCurrentWidget(self.pause)

    def is_bidding(self) -> bool:
        return self.pages.currentWidget() is self.bidding_page

    def is_asking_maputo(self) -> bool:
        return self.pages.currentWidget() is self.maputo_page

    def press_default(self) -> bool:
        """Enter on the Maputo page: the focused choice, else the declaration (the default)."""
        if not self.is_asking_maputo():
            return False
        focused = next((b for b in (self.declare_button, self.decline_button) if b.hasFocus()), None)
        button = focused if focused is not None and focused.isEnabled() else self.declare_button
        if not button.isEnabled():
            button = self.decline_button
        if button.isEnabled():
            button.click()
        return True

    def retranslate(self) -> None:
        self.dudo_button.setText(self.tr("&Dudo!"))
        self.dudo_button.setToolTip(self.tr("I don't believe it: lift the cups and count"))
        self.dudo_button.setAccessibleName(self.tr("Dudo"))
        self.dudo_button.setAccessibleDescription(self.tr("I don't believe it: lift the cups and count"))
        self.calza_button.setText(self.tr("&Calza!"))
        self.calza_button.setToolTip(self.tr("Exactly right: lift the cups; right wins a die back"))
        self.calza_button.setAccessibleName(self.tr("Calza"))
        self.calza_button.setAccessibleDescription(
            self.tr("Exactly right: lift the cups; right wins a die back"))
        self.declare_button.setText(self.tr("Declare &Maputo"))
        self.declare_button.setToolTip(self.tr("Ones are not wild and the face cannot change (Enter)"))
        self.declare_button.setAccessibleDescription(
            self.tr("Ones are not wild and the face cannot change (Enter)"))
        self.decline_button.setText(self.tr("Play &normally"))
        self.decline_button.setToolTip(self.tr("Keep the right to declare Maputo later"))
        self.decline_button.setAccessibleDescription(self.tr("Keep the right to declare Maputo later"))
        self.maputo_question.setText(self.tr("Maputo round?"))
        self.idle_hint.setText("")
