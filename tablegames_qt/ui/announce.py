"""Spoken news for screen readers: Qt's accessibility announcement, where Qt has it."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str) -> None:
    """Ask screen readers to say ``text`` on behalf of ``widget`` (Qt 6.8+; else nothing)."""
    event_class = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if event_class is None:
        return
    QAccessible.updateAccessibility(event_class(widget, text))
