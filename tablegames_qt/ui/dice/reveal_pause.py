"""``RevealPause``: after the cups are lifted, the dice table waits for the person's Continue.

A control-panel page with a line of text and a Continue button (Space or Enter).
The screen cuts the events of a reveal where the next round (or game) begins,
plays the reveal and hands the rest to :meth:`RevealPause.wait_for`: the page
holds the controller (its ``hold()``) until Continue, then plays the rest and
releases it.  Whether to wait is the "after a reveal" setting; a table of
computer players only always goes on by itself.
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
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.hint, 1)
        row.addWidget(self.button)
        self.retranslate()

    def wanted(self) -> bool:
        """True when the table should wait after a reveal (a person sits at it)."""
        return bool(self._controller.humans()) and self._settings.after_reveal == "wait"

    def is_waiting(self) -> bool:
        return self._then is not None

    def wait_for(self, then: Callable[[], object]) -> None:
        """Hold the game until Continue, then call ``then`` (which plays what follows)."""
        if self._then is not None:
            return
        self._then = then
        self._controller.hold()
        self.button.setEnabled(True)
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)
        announce(self.button, self.hint.text())

    def go_on(self) -> None:
        """Continue: play what follows the reveal and let the game move on."""
        then, self._then = self._then, None
        if then is None:
            return
        self.button.setEnabled(False)
        then()
        self._controller.release()

    def handles_key(self, key: int) -> bool:
        """Space or Enter anywhere on the screen continues while the table waits."""
        if self._then is None or key not in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return False
        self.go_on()
        return True

    def retranslate(self) -> None:
        self.hint.setText(self.tr("Look at the dice as long as you like."))
        self.button.setText(self.tr("Continue"))
        self.button.setToolTip(self.tr("Go on with the game (Space or Enter)"))
        self.button.setAccessibleName(self.tr("Continue"))
        self.button.setAccessibleDescription(self.tr("Go on with the game (Space or Enter)"))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
