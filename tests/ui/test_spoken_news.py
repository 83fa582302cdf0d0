"""Table news reaches a screen reader once, by the route it listens to (ui/announce.py):
Qt's announcement for a reader that takes announcements, else a status bar's notification
shown anew (what Orca 43, Debian 12's, speaks)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from tablegames_qt.ui import announce, reader_listens


def _events(monkeypatch) -> list[tuple[QAccessible.Event, str]]:  # type: ignore[no-untyped-def]
    events: list[tuple[QAccessible.Event, str]] = []

    def seen(event):  # type: ignore[no-untyped-def]
        if event.type() == QAccessible.Event.Announcement:
            events.append((event.type(), event.message()))

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(seen))
    return events


def _window(qtbot) -> QWidget:  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(300, 200)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_reader_without_announcements_hears_a_notification_in_a_status_bar(qtbot, monkeypatch):
    events = _events(monkeypatch)
    monkeypatch.setattr(announce, "_reader_without_announcements", lambda: True)
    window = _window(qtbot)
    child = QWidget(window)
    announce.announce(child, "You bid 5 fives")
    announce.announce(child, "Bot 1 bids 6 fives.")
    bar = window.findChild(announce.NewsBar)
    assert bar is not None and bar.accessible_role() == QAccessible.Role.StatusBar
    # gathered into one utterance, each a sentence; and not as an announcement too
    qtbot.waitUntil(lambda: bar.said() == "You bid 5 fives. Bot 1 bids 6 fives.", timeout=2000)
    first = bar.notice
    assert first is not None and first.accessible_role() == QAccessible.Role.Notification
    assert first.isVisible() and events == []
    # the next news is a new notification (a reader speaks each as it shows), the last
    # one keeps its words
    announce.announce(child, "The bid falls!")
    qtbot.waitUntil(lambda: bar.said() == "The bid falls!", timeout=2000)
    assert bar.notice is not first and first.accessibleName() == "You bid 5 fives. Bot 1 bids 6 fives."
    assert window.findChildren(announce.NewsBar) == [bar]


def test_a_reader_that_takes_announcements_hears_only_the_announcement(qtbot, monkeypatch):
    events = _events(monkeypatch)
    monkeypatch.setattr(announce, "_reader_without_announcements", lambda: False)
    window = _window(qtbot)
    announce.announce(window, "You bid 5 fives")
    assert events == [(QAccessible.Event.Announcement, "You bid 5 fives")]
    assert window.findChild(announce.NewsBar) is None


def test_the_route_follows_what_the_registry_says_readers_listen_to(monkeypatch):
    # Orca 43's events (measured): no object:announcement among them
    orca43 = ["Focus::", "Object:PropertyChange:AccessibleName", "Object:StateChanged:Showing",
              "Window:Activate:"]
    monkeypatch.setattr(reader_listens, "registered_events", lambda: orca43)
    reader_listens.forget()
    assert not reader_listens.to_announcements()
    monkeypatch.setattr(reader_listens, "registered_events", lambda: [*orca43, "Object:Announcement:"])
    reader_listens.forget()
    assert reader_listens.to_announcements()
    reader_listens.forget()


def test_the_registry_question_answers_no_without_a_bus(monkeypatch):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.delenv("AT_SPI_BUS_ADDRESS", raising=False)
    reader_listens.forget()
    assert reader_listens.registered_events() == []
    assert not reader_listens.to_announcements()
    reader_listens.forget()
