"""Keeps a top-level window within the screen's available area (QScreen.availableGeometry).

A size remembered on a big monitor, or the app's own first size, can be larger than a
small laptop's screen: without this the window opens cut at the right and the bottom.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from tablegames_qt.ui import override


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


class _Placer(QObject):
    """Keeps the windows it watches within the screen as they are shown."""

    enabled = False

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (self.enabled and event.type() == QEvent.Type.Show and isinstance(watched, QWidget)
                and watched.isWindow() and not watched.isFullScreen()
                and not watched.isMaximized()):  # fmt: skip
            keep_within(watched)
        return False


_placer: _Placer | None = None


def _the_placer() -> _Placer:
    global _placer
    if _placer is None or not shiboken6.isValid(_placer):
        _placer = _Placer(QCoreApplication.instance())
    return _placer


def watch(window: QWidget) -> None:
    """Keep ``window`` within its screen each time it is shown (the app's windows call this
    where they are built: ``closing.closable`` does for every secondary window).

    A filter on the window itself, not on the whole app: an app-wide filter in Python sees
    every event of every object, and PySide makes a wrapper for each event's receiver on
    the way in (15 % of the GUI thread's time during play, profiled). Message boxes and
    Qt's own small dialogs (a file or a colour to choose) are placed by Qt within the
    screen beside their parent."""
    window.installEventFilter(_the_placer())


def install() -> QObject:
    """From now on, every watched window is kept within its screen as it is shown (once,
    at start-up; the placer lives as long as the application)."""
    placer = _the_placer()
    placer.enabled = True
    return placer


def uninstall() -> None:
    """Stop keeping windows within the screen (what :func:`install` started)."""
    if _placer is not None and shiboken6.isValid(_placer):
        _placer.enabled = False
