"""Spoken news for screen readers: a table event (a bid, a capture, a verdict) said once.

Two routes, one of them per event, chosen by what the running screen reader listens to:

- Qt's accessibility announcement (``QAccessibleAnnouncementEvent``, Qt 6.8+;
  ``object:announcement`` on AT-SPI, a UI Automation notification on Windows), which
  current Orca releases (and NVDA, Narrator) speak;
- on Linux, when no AT-SPI client listens to ``object:announcement`` (Orca 43, as Debian
  12 ships it, has no such listener), a notification inside a status bar: a small
  accessible object of the main window (``NewsBar``) in which a new notification shows,
  with the text as its name.  Orca speaks a notification when it shows, and inside a
  status bar without the word "notification" (it keeps it in its list of messages too,
  Orca+Shift+N... in its default key map).

Asking the AT-SPI registry which events are listened to (``reader_listens``) keeps a
current Orca from hearing the same news twice.  Several texts within one short moment
(a computer's move and the turn after it) go out as one utterance, so that a reader which
interrupts itself for each new message still says them all, and after a focus move that
comes with them.
"""

from __future__ import annotations

import sys
import time
from collections import deque

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from tablegames_qt.ui import reader_listens

#: how long texts are gathered into one utterance of the notification route (ms)
GATHER_MS = 100
#: news waits until its window is active and the focus has not moved for this long (s),
#: but never longer than MAX_WAIT_S: a focus change (a window activated) arriving in Orca 43
#: behind a long queue prunes what is queued before it
SETTLE_S = 0.3
MAX_WAIT_S = 2.0
#: notifications kept alive after showing (a reader may ask about one a little later)
KEPT = 8


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers say ``text`` (a table event: a bid, a capture, a verdict)
    on behalf of ``widget``, without moving the keyboard focus.

    With no screen reader running Qt drops the event at once and the notification route
    is not taken, so calling this for every event is cheap.
    """
    if not text:
        return
    if _reader_without_announcements():
        bar = NewsBar.of(widget)
        if bar is not None:
            bar.tell(text)
            return
    try:
        from PySide6.QtGui import QAccessibleAnnouncementEvent
    except ImportError:  # Qt before 6.8: no announcements
        return
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


def say_description(widget: QWidget, before: str) -> None:
    """A key of the person changed the focused ``widget``'s description from ``before``
    (the value picker's "Enter announces 65" as you move in it): have it said once.

    AT-SPI readers (Orca) say a change of the focused control's description themselves,
    so on Linux an announcement too said it twice; readers elsewhere do not, and words
    that did not change (a key at the end of the row) are announced: a key is never
    silent."""
    text = widget.accessibleDescription()
    if text != before and widget.hasFocus() and sys.platform.startswith("linux"):
        return
    announce(widget, text)


def _focus_name() -> str:
    """The accessible name of the widget with the keyboard focus."""
    focus = QApplication.focusWidget()
    return focus.accessibleName().strip() if focus is not None else ""


def _reader_without_announcements() -> bool:
    """A screen reader (any AT-SPI client) is running on Linux and none listens to
    announcements: the notification route is the one it hears."""
    return (sys.platform.startswith("linux") and QAccessible.isActive()
            and not reader_listens.to_announcements())


def joined(texts: list[str]) -> str:
    """Texts as one utterance, each ending as a sentence ("You bid 5 fives. Bot 1 bids…")."""
    said = ""
    for text in texts:
        text = text.strip()
        if said and not said.endswith((".", "!", "?", "…", ":")):
            said += "."
        said = f"{said} {text}" if said else text
    return said


class _Notice(QWidget):
    """A notification: one for each piece of news, named before it shows (a reader that
    reads the name a moment after the event must find this news, not the next)."""

    def accessible_role(self) -> QAccessible.Role:
        return QAccessible.Role.Notification


class NewsBar(QWidget):
    """A status bar of one pixel in the window's corner holding the notification; it
    paints nothing and takes neither the mouse nor the focus.  ``NewsBar.of(widget)``
    gives the one of ``widget``'s window, made on first use."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("news_bar")
        self.setAccessibleName(self.tr("Table news"))
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(0, 0, 1, 1)
        #: the notifications shown last, newest last (older ones are deleted)
        self._notices: deque[_Notice] = deque()
        self._texts: list[str] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(GATHER_MS)
        self._timer.timeout.connect(self._show)
        # news goes out after a focus move that comes with it (your turn: the focus on
        # Believe): Orca 43 drops state changes queued before a focus change when its
        # queue is long, and the news would be lost
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
            app.focusWindowChanged.connect(self._focus_moved)
        self._moved_at = 0.0  # when the focus (or the active window) last moved
        self._waiting_since: float | None = None
        self.show()
        self.lower()

    def accessible_role(self) -> QAccessible.Role:
        return QAccessible.Role.StatusBar

    @staticmethod
    def of(widget: QWidget) -> NewsBar | None:
        window = widget.window()
        if window is None or not window.isVisible():
            return None
        bar = window.findChild(NewsBar, "news_bar", Qt.FindChildOption.FindDirectChildrenOnly)
        return bar if isinstance(bar, NewsBar) else NewsBar(window)

    def tell(self, text: str) -> None:
        """Say ``text`` (after GATHER_MS, with whatever else comes meanwhile)."""
        if not self._texts or self._texts[-1] != text:
            self._texts.append(text)
        self._timer.start()

    def _focus_moved(self, *_moved: object) -> None:
        self._moved_at = time.monotonic()
        if self._timer.isActive():
            self._timer.start()

    @property
    def notice(self) -> QWidget | None:
        """The notification shown last."""
        return self._notices[-1] if self._notices else None

    def said(self) -> str:
        """The last news shown (its notification's name)."""
        return self._notices[-1].accessibleName() if self._notices else ""

    def _show(self) -> None:
        now = time.monotonic()
        if self._waiting_since is None:
            self._waiting_since = now
        settling = now - self._moved_at < SETTLE_S or not self.window().isActiveWindow()
        if settling and now - self._waiting_since < MAX_WAIT_S:
            # the focus is still moving (a dialog closed, a turn came) or the window is not
            # active yet (being activated again after a dialog)
            self._timer.start()
            return
        self._waiting_since = None
        # what the focus has just said is not said again: the end panel named "Bot 1 wins
        # the match!" takes the focus as the match's last news says the same
        named = _focus_name()
        texts = [text for text in self._texts if text.strip() != named]
        self._texts.clear()
        if not texts:
            return
        notice = _Notice(self)
        notice.setGeometry(0, 0, 1, 1)
        notice.setAccessibleName(joined(texts))
        if self._notices:
            self._notices[-1].hide()
        self._notices.append(notice)
        while len(self._notices) > KEPT:
            self._notices.popleft().deleteLater()
        notice.show()
