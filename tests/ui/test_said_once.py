"""Each table event is said once, whole, to a screen reader (no Orca here: the words the
app gives it).  Orca 43 says every change of the focused control's name or description,
also one made as the turn ends while its queue still has that control as the focus; and
the news route (ui/announce.py) must not say again what the focus says.  The Orca test
(tests/accessibility/test_orca.py) hears the same with a real Orca."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from tablegames_qt.ui import announce
from tablegames_qt.ui.machacek.value_picker import ValuePicker
from tablegames_qt.ui.perudo.bid_control import BidControl
from tests.ui.app_helpers import words_told


def test_the_bid_control_is_renamed_once_per_turn_and_not_as_the_turn_ends(qtbot):
    control = BidControl()
    qtbot.addWidget(control)
    control.set_legal([(1, 6), (2, 6), (1, 5)], suggested=(1, 6))
    given = words_told(control)
    control.set_legal([])  # you bid: the turn is over
    assert given == [], given  # not "Your bid": a reader on it said that, then the next bid
    assert control.accessibleName() == "Your bid: 1 six"
    # the next turn: one name, the bid offered (no face or quantity on the way to it)
    control.set_legal([(3, 5), (4, 5), (3, 6), (4, 6)], suggested=(3, 6))
    control.set_legal([(3, 5), (4, 5), (3, 6), (4, 6)], suggested=(3, 5))
    assert given == ["Your bid: 3 sixes", "Your bid: 3 fives"], given
    # each key of the person: one name, the new bid
    given.clear()
    control.select(4, 6)
    control.quantity.stepDown()
    assert given == ["Your bid: 4 sixes", "Your bid: 3 sixes"], given


def test_the_bid_control_says_your_bid_in_the_new_language_while_off(qtbot):
    control = BidControl()
    qtbot.addWidget(control)
    assert control.accessibleName() == "Your bid"
    given = words_told(control)
    QApplication.sendEvent(control, QEvent(QEvent.Type.LanguageChange))
    assert given[-1:] == ["Your bid"], given


def test_the_value_picker_keeps_its_words_as_your_turn_ends(qtbot):
    picker = ValuePicker()
    qtbot.addWidget(picker)
    assert picker.accessibleDescription() == "Nothing to announce now"
    picker.set_legal([63, 64, 65], 63)
    assert picker.accessibleDescription() == "Enter announces 63: what you rolled"
    picker.set_legal([], None)  # you announced: a reader still on it heard no fragment
    assert picker.accessibleDescription() == "Enter announces 63: what you rolled"
    QApplication.sendEvent(picker, QEvent(QEvent.Type.LanguageChange))
    assert picker.accessibleDescription() == "Nothing to announce now"


def _window(qtbot) -> tuple[QWidget, QWidget]:  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(300, 200)
    window.show()
    qtbot.waitExposed(window)
    focus = QWidget(window)
    focus.setFocusPolicy(focus.focusPolicy().StrongFocus)
    focus.show()
    window.activateWindow()
    focus.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is focus, timeout=2000)
    return window, focus


def test_news_the_focus_says_is_not_said_again(qtbot, monkeypatch):
    """The end panel takes the focus named "Bot 1 wins the match!" while the match's last
    news says the same: Orca 43 said it twice, the news after the panel."""
    monkeypatch.setattr(announce, "_reader_without_announcements", lambda: True)
    window, focus = _window(qtbot)
    announce.announce(window, "You lift the cup of Bot 1.")
    announce.announce(window, "Bot 1 wins the match!")
    focus.setAccessibleName("Bot 1 wins the match!")
    bar = window.findChild(announce.NewsBar)
    assert bar is not None
    qtbot.waitUntil(lambda: bar.said() != "", timeout=4000)
    assert bar.said() == "You lift the cup of Bot 1."
    # news that is all said by the focus shows no notification at all
    shown = bar.notice
    announce.announce(window, "Bot 1 wins the match!")
    qtbot.wait(announce.GATHER_MS * 3 + int(announce.SETTLE_S * 1000))
    assert bar.notice is shown


def test_a_move_in_the_value_picker_is_said_once(qtbot, monkeypatch):
    """"Enter announces 65" as you move in the picker is its description: on Linux Orca
    says that change itself (an announcement too said it twice); at the end of the row
    nothing changes, and the announcement says it again (a key is never silent)."""
    sent: list[str] = []

    def seen(event):  # type: ignore[no-untyped-def]
        if event.type() == QAccessible.Event.Announcement:
            sent.append(event.message())

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(seen))
    monkeypatch.setattr(announce, "_reader_without_announcements", lambda: False)
    monkeypatch.setattr(announce.sys, "platform", "linux")
    window, _focus = _window(qtbot)
    picker = ValuePicker(window)
    picker.show()
    picker.set_legal([63, 64, 65], 63)
    picker.setFocus()
    qtbot.waitUntil(picker.hasFocus, timeout=2000)
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    assert picker.accessibleDescription() == "Enter announces 64"
    assert sent == []  # said by the description's change
    qtbot.keyClick(picker, Qt.Key.Key_Right)
    qtbot.keyClick(picker, Qt.Key.Key_Right)  # the end of the row: no change
    assert sent == ["Enter announces 65"], sent
    # a reader elsewhere does not say a description's change: the announcement does
    monkeypatch.setattr(announce.sys, "platform", "win32")
    qtbot.keyClick(picker, Qt.Key.Key_Left)
    assert sent == ["Enter announces 65", "Enter announces 64"], sent
