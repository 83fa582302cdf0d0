"""Spoken news for screen readers: Qt's accessibility announcement, where Qt has it."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers say ``text`` (a table event: a bid, a capture, a verdict)
    on behalf of ``widget``, without moving the keyboard focus.

    Uses Qt's accessibility announcement (``QAccessibleAnnouncementEvent``, Qt 6.8+);
    with an older Qt, or an empty text, nothing happens.  With no screen reader
    running Qt drops the event at once, so calling this for every event is cheap.
    """
    if not text:
        return
    try:
        from PySide6.QtGui import QAccessibleAnnouncementEvent
    except ImportError:  # Qt before 6.8: no announcements
        return
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
