"""The lasting mark of files that cannot be written ("Not saving: … is read-only.").

:mod:`tablegames_qt.storage.health` keeps the failures and calls its listeners
from whichever thread wrote; :func:`health_changes` turns that into a Qt signal
delivered in the GUI thread.  :class:`SavingMark` is a small label that shows
every failure while it lasts and hides itself when writing works again; the
start screen and every game screen have one.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from tablegames_qt import colours
from tablegames_qt.storage import health
from tablegames_qt.ui import override


class HealthChanges(QObject):
    """Emits :attr:`changed` (in the GUI thread) when the set of failures changes."""

    changed = Signal()


_relay: HealthChanges | None = None


def _notify() -> None:
    # Called by health from the writing thread: a signal crosses to the GUI thread
    # (queued, the relay lives there); a relay gone with the app is left alone.
    if _relay is not None and shiboken6.isValid(_relay):
        _relay.changed.emit()


def health_changes() -> HealthChanges:
    """The one relay (made in the GUI thread on first use)."""
    global _relay
    if _relay is None or not shiboken6.isValid(_relay):
        _relay = HealthChanges(QCoreApplication.instance())
        health.remove_listener(_notify)
        health.add_listener(_notify)
    return _relay


def failure_lines() -> list[str]:
    """The lasting marks, one line per kind of file that cannot be written."""
    return [failure.message() for failure in health.failures()]


class SavingMark(QLabel):
    """A plain-text warning line shown while something cannot be written."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("savingMark")
        self.setTextFormat(Qt.TextFormat.PlainText)  # paths are shown as they are
        self.setWordWrap(True)
        self.setStyleSheet(
            f"#savingMark {{ background: {colours.SAVING_MARK}; color: {colours.ALARM_TEXT};"
            f" border: 1px solid {colours.GOLD_BRIGHT}; border-radius: 6px; padding: 3px 8px; }}"
        )
        health_changes().changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        lines = failure_lines()
        self.setText("\n".join(lines))
        self.setVisible(bool(lines))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


class StatusSavingMark(SavingMark):
    """A :class:`SavingMark` along the bottom edge of a status line (a label the
    screen lays out itself): the status keeps its own text above it."""

    def __init__(self, status: QLabel) -> None:
        self._status = status
        super().__init__(status)
        status.installEventFilter(self)

    @override
    def refresh(self) -> None:
        super().refresh()
        self._place()

    def _place(self) -> None:
        status = self._status
        height = self.heightForWidth(status.width()) if self.isVisibleTo(status) else 0
        # Room below the status text, so the two never overlap.
        status.setContentsMargins(0, 0, 0, height + 2 if height else 0)
        self.setGeometry(0, status.height() - height, status.width(), height)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._status and event.type() == QEvent.Type.Resize:
            self._place()
        return super().eventFilter(watched, event)
