"""Help → Keyboard: every key of the app on one page, by where it works.

Built when it opens, from what exists then: the main window's actions and menus (their
shortcuts as set in the code, so a new action shows up by itself), the keys each room
declares beside its code (``ui/keys.py``, ``ui/<room>/keys.py``), and the shortcuts Qt
knows on the room being played, if one is open.  Buttons' ``&`` letters are read from
their translated texts, so the page shows the letters of the language in use.

    page = keyboard_html(window)          # the page's HTML (tests read it)
    KeyboardDialog(window).exec()         # Help → Keyboard
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.games import is_game, names
from tablegames_qt.ui import keys, override
from tablegames_qt.ui.closing import closable
from tablegames_qt.ui.dialogs.reading import reading_browser
from tablegames_qt.ui.keys import APP, REPLAY, KeyList, KeyNote
from tablegames_qt.ui.replay.keys import KEYS as REPLAY_KEYS
from tablegames_qt.ui.rooms import room as game_room
from tablegames_qt.ui.rooms import title as game_title
from tablegames_qt.ui.texts import fill_in

#: the heading of the rooms that are not games (a game's heading is its title)
TITLES = {
    APP: QT_TRANSLATE_NOOP("Keys", "Everywhere in the window"),
    REPLAY: QT_TRANSLATE_NOOP("Keys", "Replays and take-backs"),
}

APP_KEYS = KeyList(APP)
APP_KEYS.note("Tab|Shift+Tab", QT_TRANSLATE_NOOP("Keys", "Move to the next or the previous control"))
APP_KEYS.note("Space", QT_TRANSLATE_NOOP("Keys", "Press the button that has the focus"))
APP_KEYS.note("Return", QT_TRANSLATE_NOOP("Keys", "Press the highlighted button of a dialog"))
APP_KEYS.note("Esc|Ctrl+W", QT_TRANSLATE_NOOP(
    "Keys", "Close a window other than the table: Statistics, Settings, Help, a replay"))
APP_KEYS.note("Space|Return", QT_TRANSLATE_NOOP(
    "Keys", "Hot-seat: show the table once only the next player can see the screen"))

#: what the rooms that are not games declared (a game's room gives its own ``keys``)
ROOM_KEYS = {APP: APP_KEYS, REPLAY: REPLAY_KEYS}


def room_keys(room: str) -> KeyList:
    """What ``room`` declared: a game's room's ``keys()``, else the app's or the replay's."""
    if is_game(room):
        declared: KeyList = game_room(room).keys()
        return declared
    return ROOM_KEYS[room]


def notes(room: str) -> list[KeyNote]:
    """What ``room`` declared, in the order it was declared."""
    return list(room_keys(room))


def declared_keys(room: str) -> set[str]:
    """The portable texts of every key ``room`` declared (in the current language)."""
    return keys.declared_keys(room_keys(room))


def _tr(text: str) -> str:
    return QCoreApplication.translate("Keys", text)


def _key_name(sequence: QKeySequence) -> str:
    """One key as its cap reads: Qt names the big Enter key "Return", the game's texts
    and every keyboard say "Enter"."""
    native = sequence.toString(QKeySequence.SequenceFormat.NativeText)
    return "+".join("Enter" if part == "Return" else part for part in native.split("+"))


def key_text(sequences: Iterable[QKeySequence]) -> str:
    """Keys as a person reads them: "Ctrl+Z", "Left / Right", "1 … 9", "Enter"."""
    names = [_key_name(s) for s in sequences if not s.isEmpty()]
    # A run of numbered keys (1 to 9, Alt+1 to Alt+9) reads as one.
    if len(names) > 3 and len({name[:-1] for name in names}) == 1 and all(n[-1].isdigit() for n in names):
        return f"{names[0]} … {names[-1]}"
    return " / ".join(names)


def _plain(text: str) -> str:
    """An action's text without its ``&`` and "…"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def app_rows(window: QMainWindow) -> list[tuple[str, str]]:
    """The main window's shortcuts and menus, read from its actions."""
    rows: list[tuple[str, str]] = []
    actions: list[QAction] = list(window.actions())
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):
            continue
        rows.append((key_text([QKeySequence.mnemonic(menu_action.text())]), fill_in(
            QCoreApplication.translate("Keys", "Open the menu “{menu}”"), menu=_plain(menu_action.text()))))
        actions.extend(menu.actions())
    for action, sequences in keys.action_shortcuts(actions):
        rows.append((key_text(sequences), _plain(action.text())))
    return rows


def room_rows(room: str, open_room: QWidget | None = None) -> list[tuple[str, str]]:
    """What ``room`` declared; with ``open_room`` (its screen, when it is being played),
    also any shortcut its widgets carry that it did not declare."""
    rows: list[tuple[str, str]] = []
    for entry in notes(room):
        shown, what = key_text(entry.key_sequences()), entry.description()
        if not shown:
            continue
        # A key and a button's letter that do the same share a line: "T / Alt+T".
        same = next((i for i, row in enumerate(rows) if row[1] == what), None)
        if same is None:
            rows.append((shown, what))
        elif shown not in rows[same][0].split(" / "):
            rows[same] = (f"{rows[same][0]} / {shown}", what)
    if open_room is not None:
        declared = declared_keys(room)
        for extra in sorted(keys.live_shortcuts(open_room) - declared):
            rows.append((key_text([QKeySequence(extra)]),
                         QCoreApplication.translate("Keys", "(a shortcut of this screen)")))
    return rows


def _screen_room(window: QMainWindow) -> tuple[str | None, QWidget | None]:
    current = getattr(window, "current_screen", None)
    setup = getattr(window, "current_setup", None)
    screen = current() if callable(current) else None
    game = setup() if callable(setup) else None
    if screen is None or game is None:
        return None, None
    return str(game.game), screen


def _table(title: str, rows: list[tuple[str, str]]) -> str:
    lines = [f"<h2>{html.escape(title)}</h2>", '<table cellspacing="0" cellpadding="4">']
    for shown_keys, what in rows:
        lines.append(f'<tr><td style="white-space: nowrap;"><b>{html.escape(shown_keys)}</b></td>'
                     f"<td>{html.escape(what)}</td></tr>")
    lines.append("</table>")
    return "\n".join(lines)


def keyboard_html(window: QMainWindow) -> str:
    """The whole page, in the current language."""
    playing, screen = _screen_room(window)
    title = QCoreApplication.translate("Keys", "Keyboard")
    intro = QCoreApplication.translate(
        "Keys", "Every action of every game can be done with the keyboard alone.")
    parts = [f"<h1>{html.escape(title)}</h1>", f"<p>{html.escape(intro)}</p>"]
    parts.append(_table(_tr(TITLES[APP]), app_rows(window) + room_rows(APP)))
    for room in names():
        parts.append(_table(game_title(room), room_rows(room, screen if playing == room else None)))
    take_back = getattr(window, "take_back_action", None)
    replay = room_rows(REPLAY)
    if isinstance(take_back, QAction) and not take_back.shortcut().isEmpty():
        replay.insert(0, (key_text(take_back.shortcuts()), _plain(take_back.text())))
    parts.append(_table(_tr(TITLES[REPLAY]), replay))
    return "\n".join(parts)


class KeyboardDialog(QDialog):
    """The page in a window of its own; it follows a language switch."""

    def __init__(self, window: QMainWindow, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self._window = window
        self.browser = reading_browser(self)
        self.browser.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        closable(self, buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 620)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Keys", "Keyboard"))
        self.browser.setAccessibleName(QCoreApplication.translate("Keys", "Keyboard"))
        self.browser.setAccessibleDescription(
            QCoreApplication.translate("Keys", "Every key of the app, by where it works"))
        self.browser.setHtml(keyboard_html(self._window))

    def refresh(self) -> None:
        """Read the keys again (a game opened or closed since the page was made)."""
        self.browser.setHtml(keyboard_html(self._window))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_keyboard_page(window: QMainWindow) -> KeyboardDialog:
    """Help → Keyboard: one page per window, raised and brought up to date when asked again."""
    page = window.findChild(KeyboardDialog)
    if not isinstance(page, KeyboardDialog):
        page = KeyboardDialog(window)
    page.refresh()
    page.show()
    page.raise_()
    page.activateWindow()
    return page
