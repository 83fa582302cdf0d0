"""``RevealPause``: after the cups are lifted, the dice table waits for the person's Continue.

A control-panel page with a line of text and a Continue button (Space or Enter).
The screen cuts the events of a reveal where the next round (or game) begins,
plays the reveal and hands the rest to :meth:`RevealPause.wait_for`: the page
holds the controller (its ``hold()``) until Continue, then plays the rest and
releases it.  Whether to wait is the "after a reveal" setting; a table of
computer players only always goes on by itself.

Once every person at the table is out of the game (:meth:`RevealPause.offer_when_out`,
Perudo's dice gone), clicking Continue after every round of the others would only be a
chore: the page offers "Watch to the end" (no more waiting) and "Skip to the result"
(the screen plays the rest at once) instead.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import override
from tablegames_qt.ui.announce import announce
from tablegames_qt.ui.screen_style import primary_button
from tablegames_qt.ui.session import SessionController

_GO_ON_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class RevealPause(QWidget):
    def __init__(self, controller: SessionController, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revealPause")
        self._controller = controller
        self._settings = settings
        self._then: Callable[[], object] | None = None
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("continueButton")
        # Enter on the focused button continues, as Space does.
        self.button.setAutoDefault(True)
        primary_button(self.button)
        self.button.clicked.connect(self.go_on)
        self._row = row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.hint, 1)
        row.addWidget(self.button)
        #: every person is out (None: the game never asks, see :meth:`offer_when_out`)
        self._out: Callable[[], bool] | None = None
        self._skip: Callable[[], object] | None = None
        #: the people chose to watch to the end: no more waiting
        self._watching = False
        self.watch_button: QPushButton | None = None
        self.skip_button: QPushButton | None = None
        self.retranslate()

    def offer_when_out(self, out: Callable[[], bool], skip: Callable[[], object]) -> None:
        """Once ``out()`` (every person at the table is out of the game), offer "Watch to the
        end" and "Skip to the result" (which calls ``skip``) instead of Continue."""
        self._out, self._skip = out, skip
        self.watch_button = QPushButton(self)
        self.watch_button.setObjectName("watchToEndButton")
        self.watch_button.setAutoDefault(True)
        primary_button(self.watch_button)
        self.watch_button.clicked.connect(self.watch_to_end)
        self.skip_button = QPushButton(self)
        self.skip_button.setObjectName("skipToResultButton")
        self.skip_button.setAutoDefault(True)
        self.skip_button.setMinimumHeight(self.watch_button.sizeHint().height())
        self.skip_button.clicked.connect(self.skip_to_result)
        for button in (self.watch_button, self.skip_button):
            button.hide()
            self._row.addWidget(button)
        self.retranslate()

    def people_out(self) -> bool:
        return self._out is not None and self._out()

    def wanted(self) -> bool:
        """True when the table should wait after a reveal (a person sits at it)."""
        return (bool(self._controller.humans()) and self._settings.after_reveal == "wait"
                and not self._watching)

    def is_waiting(self) -> bool:
        return self._then is not None

    def wait_for(self, then: Callable[[], object]) -> None:
        """Hold the game until Continue, then call ``then`` (which plays what follows)."""
        if self._then is not None:
            return
        self._then = then
        self._controller.hold()
        out = self.people_out()
        self.button.setVisible(not out)
        for choice in (self.watch_button, self.skip_button):
            if choice is not None:
                choice.setVisible(out)
                choice.setEnabled(out)
        self.retranslate()
        first = self.watch_button if out and self.watch_button is not None else self.button
        first.setEnabled(True)
        first.setFocus(Qt.FocusReason.OtherFocusReason)
        announce(first, self.hint.text())

    def go_on(self) -> None:
        """Continue: play what follows the reveal and let the game move on."""
        then, self._then = self._then, None
        if then is None:
            return
        self.button.setEnabled(False)
        then()
        self._controller.release()

    def watch_to_end(self) -> None:
        """Go on, and wait no more after a reveal: the others play to the end."""
        self._watching = True
        self.go_on()

    def skip_to_result(self) -> None:
        """Go on, and let the screen play the rest of the game at once."""
        self._watching = True
        if self._skip is not None:
            self._skip()
        self.go_on()

    def handles_key(self, key: int) -> bool:
        """Space or Enter anywhere on the screen continues while the table waits (the focused
        choice once the people are out: Watch to the end first)."""
        if self._then is None or key not in _GO_ON_KEYS:
            return False
        if self.people_out():
            focused = self.skip_button if self.skip_button is not None and self.skip_button.hasFocus() else None
            (self.skip_to_result if focused is not None else self.watch_to_end)()
            return True
        self.go_on()
        return True

    def retranslate(self) -> None:
        if self.people_out() and self._then is not None:
            if len(self._controller.humans()) > 1:
                self.hint.setText(self.tr(
                    "Everyone at this computer is out: watch the others play to the end, or skip to the result."))
            else:
                self.hint.setText(self.tr(
                    "You are out: watch the others play to the end, or skip to the result."))
        else:
            self.hint.setText(self.tr("Look at the dice as long as you like."))
        if self.watch_button is not None and self.skip_button is not None:
            self.watch_button.setText(self.tr("&Watch to the end"))
            self.watch_button.setToolTip(self.tr("The others play on without waiting for you"))
            self.watch_button.setAccessibleDescription(self.watch_button.toolTip())
            self.skip_button.setText(self.tr("&Skip to the result"))
            self.skip_button.setToolTip(self.tr("The rest of the game is played at once"))
            self.skip_button.setAccessibleDescription(self.skip_button.toolTip())
        self.button.setText(self.tr("Continue"))
        self.button.setToolTip(self.tr("Go on with the game (Space or Enter)"))
        self.button.setAccessibleName(self.tr("Continue"))
        self.button.setAccessibleDescription(self.tr("Go on with the game (Space or Enter)"))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
