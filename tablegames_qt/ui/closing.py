"""Every secondary window closes the same three ways: Esc, Ctrl+W and a Close button,
and opens within the screen (``window_place``).

Statistics, the keyboard page, the rules, About, a replay, Players, Settings, the
phones, the colour chooser and the new-game dialog all call :func:`closable` once
where they are built; nothing else in them handles closing keys.

Esc closes only when no part of the window used it first (an open cell editor or a
combo box's list takes Esc for itself, so Esc there cancels the edit, not the window).
A dialog (``QDialog``) already rejects on Esc; it gets Ctrl+W and its Close button.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from tablegames_qt.ui import override, window_place

#: Ctrl+W, and whatever else the platform calls Close (Ctrl+F4 on some)
CLOSE_KEYS: tuple[QKeySequence, ...] = (QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_W),)


def _close_keys() -> list[QKeySequence]:
    keys = list(CLOSE_KEYS)
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Close):
        if key not in keys:
            keys.append(key)
    return keys


class _EscapeCloses(QObject):
    """Closes the window it watches on an Esc that reached the window itself."""

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
                and isinstance(watched, QWidget)):
            watched.close()
            return True
        return False


def closable(window: QWidget, buttons: QDialogButtonBox | None = None) -> QDialogButtonBox:
    """Make ``window`` close by Esc, Ctrl+W and a Close button.  ``buttons``: its button
    box, given a Close button unless one already rejects (Cancel, Close); without one a
    box with Close is made for the caller to lay out.  Returns the box."""
    window_place.watch(window)  # and it opens within the screen
    made = buttons is None
    if buttons is None:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, window)
    elif not any(buttons.buttonRole(b) == QDialogButtonBox.ButtonRole.RejectRole
                 for b in buttons.buttons()):
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
    if not isinstance(window, QDialog):
        buttons.rejected.connect(window.close)
        window.installEventFilter(_EscapeCloses(window))
    elif made:  # a dialog's own box is wired by the dialog (rejected → reject)
        buttons.rejected.connect(window.reject)
    shortcut = QShortcut(window)
    shortcut.setKeys(_close_keys())
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(window.close)
    return buttons
