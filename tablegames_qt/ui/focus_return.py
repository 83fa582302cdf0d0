"""The keyboard focus back to the window after one of its dialogs closes.

A window manager activates a dialog's parent when the dialog closes.  Without one (a
bare X session, some kiosk set-ups, the accessibility tests) no window is active any
more: keys go nowhere and a screen reader, which follows the active window, falls
silent.  ``FocusReturn`` watches the window's dialogs (new game, take back, players,
settings, a question: any window whose transient parent it is); when one has just closed
and left no visible window with the focus, it activates the window and gives the focus back to where it was, or to
``target()`` (the table) when that is gone.  With a window manager the window is
active again by then, and nothing happens.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QWidget


class FocusReturn(QObject):
    def __init__(self, window: QWidget, target: Callable[[], QWidget | None]) -> None:
        super().__init__(window)
        self._window = window
        self._target = target
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.focusWindowChanged.connect(self._changed)

    def _changed(self, now: QWindow | None) -> None:
        if now is not None and now is not self._window.windowHandle() and self._is_dialog(now):
            now.visibleChanged.connect(self._dialog_shown, Qt.ConnectionType.UniqueConnection)

    def _is_dialog(self, window: QWindow) -> bool:
        """``window`` is one of the window's dialogs (its transient parent is the window)."""
        mine = self._window.windowHandle()
        parent = window.transientParent()
        while parent is not None:
            if parent is mine:
                return True
            parent = parent.transientParent()
        return False

    def _dialog_shown(self, visible: bool) -> None:
        if not visible:
            QTimer.singleShot(0, self, self.give_back)

    def give_back(self) -> None:
        """Activate the window and focus its table (or what had the focus), unless some
        window has the focus again or another dialog is open."""
        focused = QGuiApplication.focusWindow()
        other = focused is not None and focused is not self._window.windowHandle() and focused.isVisible()
        if other or QApplication.activeModalWidget() is not None or not self._window.isVisible():
            return
        self._window.activateWindow()
        self._window.raise_()
        focus = self._window.focusWidget()
        if focus is None or not focus.isVisible() or not focus.isEnabled():
            target = self._target()
            if target is not None:
                target.setFocus(Qt.FocusReason.OtherFocusReason)
