"""Keeps a top-level window within the screen's available area (QScreen.availableGeometry).

A size remembered on a big monitor, or the app's own first size, can be larger than a
small laptop's screen: without this the window opens cut at the right and the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def available_area(window: QWidget) -> QRect:
    """The available geometry of the screen the window is on (or the primary screen)."""
    screen = QGuiApplication.screenAt(window.geometry().center()) or window.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect()


def keep_within(window: QWidget, area: QRect | None = None) -> None:
    """Shrink ``window`` to ``area`` (never below its minimum size) and move it inside.

    ``area``: the screen's available geometry where the window is, by default.  The frame
    (title bar, borders) counts as known: before the window is shown it is nothing.
    """
    area = available_area(window) if area is None else area
    if not area.isValid():
        return
    frame = window.frameGeometry()
    extra = QSize(frame.width() - window.width(), frame.height() - window.height())
    width = max(window.minimumWidth(), min(window.width(), area.width() - extra.width()))
    height = max(window.minimumHeight(), min(window.height(), area.height() - extra.height()))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    frame = window.frameGeometry()
    x = min(max(frame.left(), area.left()), max(area.left(), area.right() + 1 - frame.width()))
    y = min(max(frame.top(), area.top()), max(area.top(), area.bottom() + 1 - frame.height()))
    if QPoint(x, y) != frame.topLeft():
        window.move(x, y)
