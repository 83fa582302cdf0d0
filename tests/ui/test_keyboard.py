"""Help → Keyboard lists every key, and every game can be played with key presses alone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from tablegames_qt.engine.casino import Card, CasinoGame, CasinoRules
from tablegames_qt.engine.machacek import Announce, Believe, Doubt, MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import Bid, Dudo, PerudoGame, PerudoRules
from tablegames_qt.storage import paths
from tablegames_qt.ui import keys
from tablegames_qt.ui.casino.screen import CasinoScreen
from tablegames_qt.ui.dialogs.keyboard import (
    KeyboardDialog,
    declared_keys,
    key_text,
    keyboard_html,
    room_rows,
)
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.machacek.screen import MachacekScreen
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.perudo.screen import PerudoScreen
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .app_helpers import in_language

TIMEOUT = 20_000


@pytest.fixture
def czech(qapp) -> Iterator[None]:
    """The app in Czech, Qt's own key names included."""
    with in_language(qapp, "cs"):
        yield


def seats() -> list[SeatConfig]:
    return [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]


def open_room(window: MainWindow, room: str) -> GameScreen:
    """A game of ``room`` where it is the person's turn, with every control built."""
    if room == "perudo":
        game: object = PerudoGame(players=2, dice=[[2, 2, 2, 2, 2], [3, 3, 3, 3, 3]], first_player=0, seed=3)
        return window.open_game(GameSetup("perudo", seats(), PerudoRules()), game)
    if room == "machacek":
        machacek = MachacekGame(players=2, rules=MachacekRules(games=None), rolls=[(5, 4), (3, 2)],
                                first_player=1, seed=2)
        machacek.apply(Announce(54))
        return window.open_game(GameSetup("machacek", seats(), machacek.rules), machacek)
    # Whatever Pip does, the queen of the table stays for the person's queen to take.
    hand = [Card(4, "H"), Card(6, "S"), Card(12, "D"), Card(13, "D")]
    other = [Card(2, "D"), Card(3, "D"), Card(7, "C"), Card(9, "S")]
    table = [Card(4, "C"), Card(11, "H"), Card(12, "S"), Card(6, "H")]
    casino = CasinoGame(players=2, deck=[*hand, *other, *table], dealer=1, seed=1)
    return window.open_game(GameSetup("casino", seats(), CasinoRules()), casino)


def ready(screen: GameScreen) -> bool:
    """The person's controls are up."""
    if isinstance(screen, PerudoScreen):
        return screen.bid_control.is_active()
    if isinstance(screen, MachacekScreen):
        return screen.believe_button.isEnabled()
    assert isinstance(screen, CasinoScreen)
    return screen._my_turn()


def page_text(window: MainWindow) -> str:
    dialog = KeyboardDialog(window)
    try:
        return dialog.browser.toPlainText()
    finally:
        dialog.deleteLater()


# -- the page -----------------------------------------------------------------------------------
def test_the_page_lists_every_shortcut_and_menu_of_the_main_window(window):
    text = page_text(window)
    actions = list(window.actions())
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        assert menu is not None
        assert key_text([QKeySequence.mnemonic(menu_action.text())]) in text
        actions.extend(menu.actions())
    found = keys.action_shortcuts(actions)
    assert len(found) >= 7  # New, Quit, Full screen, Rules, Back, Pause, Take back
    for action, sequences in found:
        for sequence in sequences:
            assert key_text([sequence]) in text, action.text()


def test_a_new_action_shows_up_on_the_page_by_itself(window):
    extra = QAction("Count the cards", window)
    extra.setShortcut(QKeySequence("Ctrl+Shift+K"))
    window.addAction(extra)
    assert "Ctrl+Shift+K" in page_text(window)
    assert "Count the cards" in page_text(window)


@pytest.mark.parametrize("room", ["perudo", "machacek", "casino"])
def test_every_shortcut_of_a_room_is_declared_and_on_the_page(qtbot, window, room):
    screen = open_room(window, room)
    qtbot.waitUntil(lambda: ready(screen), timeout=TIMEOUT)
    live = keys.live_shortcuts(screen)
    assert live, "a room without a single shortcut?"
    # Declared in the room's keys module: the page lists them even when no game is open.
    assert live <= declared_keys(room), live - declared_keys(room)
    html = keyboard_html(window)
    for portable in live:
        assert key_text([QKeySequence(portable)]) in html


def test_the_page_opens_from_the_help_menu_and_speaks_czech(qtbot, window, czech):
    assert window.keyboard_action.text() == "&Klávesnice"
    window.keyboard_action.trigger()
    dialog = window.findChild(KeyboardDialog)
    assert isinstance(dialog, KeyboardDialog) and dialog.isVisible()
    text = dialog.browser.toPlainText()
    assert "Klávesnice" in dialog.windowTitle()
    assert "Macháček" in text and "Všude v okně" in text  # toPlainText() gives the no-break space as a plain one
    # Buttons' letters are those of the Czech texts: Věřím is Alt+V, Nevěřím Alt+N.
    machacek = text.split("Macháček", 1)[1]
    assert "Alt+V" in machacek and "Alt+N" in machacek
    assert dialog.browser.accessibleName()
    dialog.close()


@pytest.mark.parametrize(("room", "language"), [(room, language) for room in ("perudo", "machacek", "casino")
                                                 for language in ("en", "cs")])
def test_each_rules_page_has_the_keys_of_its_game(qapp, room, language, request):
    if language == "cs":
        request.getfixturevalue("czech")
    page = (paths.resources_dir() / "rules" / language / f"{room}.html").read_text(encoding="utf-8")
    heading = "<h2>Keys</h2>" if language == "en" else "<h2>Klávesy</h2>"
    assert heading in page
    section = page.split(heading, 1)[1]
    rows = room_rows(room)
    assert rows
    for shown, what in rows:
        for one in shown.split(" / "):
            assert f">{one}" in section or f"/ {one}" in section, (one, what)


def test_the_page_says_how_a_window_closes(window):
    # Every secondary window closes by Esc and Ctrl+W (ui/closing.py); the page said neither.
    from tablegames_qt.ui.closing import CLOSE_KEYS
    from tablegames_qt.ui.dialogs.keyboard import app_rows

    wanted = {"Esc", *(key_text([key]) for key in CLOSE_KEYS)}
    rows = app_rows(window) + room_rows(keys.APP)
    assert any(wanted <= set(shown.split(" / ")) for shown, _what in rows), rows
    assert "Esc" in page_text(window)


def test_the_big_enter_key_is_called_enter_on_the_page_and_the_rules_pages(qapp, window):
    # Qt names it "Return"; the game's own texts ("Enter plays …") and the key cap say Enter.
    assert key_text([QKeySequence(Qt.Key.Key_Return)]) == "Enter"
    assert key_text([QKeySequence("Shift+Return")]) == "Shift+Enter"
    text = page_text(window)
    assert "Enter" in text and "Return" not in text
    for language in ("en", "cs"):
        for room in ("perudo", "machacek", "casino"):
            page = (paths.resources_dir() / "rules" / language / f"{room}.html").read_text(encoding="utf-8")
            assert "Return" not in page, (language, room)


# -- playing with keys alone --------------------------------------------------------------------
def alt(qtbot, widget, letter: Qt.Key) -> None:
    qtbot.keyClick(widget, letter, Qt.KeyboardModifier.AltModifier)


def test_perudo_with_keys_alone(qtbot, window):
    screen = open_room(window, "perudo")
    assert isinstance(screen, PerudoScreen)
    game = screen.controller.game
    qtbot.waitUntil(screen.bid_control.is_active, timeout=TIMEOUT)
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Up)
    chosen = screen.bid_control.current()
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(game.history) >= 2, timeout=TIMEOUT)
    assert game.history[0] == Bid(*chosen)
    # Play on with keys until a bid stands against the person: Alt+D calls Dudo on it.
    for _ in range(6):
        qtbot.waitUntil(lambda: screen.dudo_button.isEnabled() or screen.bid_control.is_active()
                        or screen.reveal_pause.is_waiting() or game.is_over(), timeout=TIMEOUT)
        if screen.dudo_button.isEnabled():
            before = len(game.history)
            alt(qtbot, screen, Qt.Key.Key_D)
            qtbot.waitUntil(lambda before=before: len(game.history) > before, timeout=TIMEOUT)
            assert isinstance(game.history[before], Dudo)
            return
        if screen.reveal_pause.is_waiting():
            qtbot.keyClick(screen, Qt.Key.Key_Space)
        else:
            before = len(game.history)
            qtbot.keyClick(screen, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda before=before: len(game.history) > before, timeout=TIMEOUT)
    raise AssertionError("no bid to doubt came")


def test_machacek_with_keys_alone(qtbot, window):
    screen = open_room(window, "machacek")
    assert isinstance(screen, MachacekScreen)
    game = screen.controller.game
    qtbot.waitUntil(screen.believe_button.isEnabled, timeout=TIMEOUT)
    alt(qtbot, screen, Qt.Key.Key_B)  # Believe
    qtbot.waitUntil(lambda: bool(screen.picker.legal()), timeout=TIMEOUT)
    assert game.history[-1] == Believe()
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Return)  # announce the chosen value
    qtbot.waitUntil(lambda: isinstance(game.history[-1], (Announce, Doubt, Believe)), timeout=TIMEOUT)
    assert isinstance(game.history[2], Announce)


def test_casino_with_keys_alone(qtbot, window):
    screen = open_room(window, "casino")
    assert isinstance(screen, CasinoScreen)
    game = screen.controller.game
    qtbot.waitUntil(screen._my_turn, timeout=TIMEOUT)
    # The hand is 4♥ 6♠ Q♦ K♦ (sorted); 4 chooses the king, which can only trail: Enter plays it.
    qtbot.keyClick(screen, Qt.Key.Key_4)
    assert screen.selected_card() == Card(13, "D")
    if len(screen.action_buttons) == 1:
        qtbot.keyClick(screen, Qt.Key.Key_Return)
    else:
        qtbot.keyClick(screen, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: bool(game.history), timeout=TIMEOUT)
    assert game.history[0].card == Card(13, "D")
    # Next turn: a digit chooses a card that can take something; Tab into the table, Up to
    # its items, arrows to the one to take, Space adds it; then the play's own key plays it.
    qtbot.waitUntil(lambda: len(game.history) >= 2 and screen._my_turn(), timeout=TIMEOUT)
    before = len(game.history)
    legal = screen.controller.legal_actions()
    taking = next(p for p in legal if len(p.taken) == 1)
    hand = [c for c in screen.table.hand_cards(screen.table.bottom_seat()) if c is not None]
    qtbot.keyClick(screen, Qt.Key(Qt.Key.Key_1 + hand.index(taking.card)))
    assert screen.selected_card() == taking.card
    view = screen.table
    for _ in range(30):
        if view.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Tab)
    assert view.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_Up)
    (target,) = taking.taken
    for _ in range(12):
        if view.table_scene().focusItem() is view.item_for(target):
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    if len(game.history) == before:
        # Not played at once (the cards allow more than one play): its green button's key.
        assert screen.chosen_items() == {target}
        plays = screen.action_plays()
        assert taking in plays
        qtbot.waitUntil(lambda: all(b.isVisible() for b in screen.action_buttons), timeout=TIMEOUT)
        if len(plays) == 1:
            alt(qtbot, screen, Qt.Key.Key_P)
        else:
            alt(qtbot, screen, Qt.Key(Qt.Key.Key_1 + plays.index(taking)))
    qtbot.waitUntil(lambda: len(game.history) > before, timeout=TIMEOUT)
    assert game.history[before] == taking


def tab_into(qtbot, screen: GameScreen, widget) -> None:
    for _ in range(30):
        if widget.hasFocus():
            return
        qtbot.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Tab)
    assert widget.hasFocus()


def test_casino_several_offered_moves_have_a_key_each(qtbot, window):
    # A 4 onto a loose 4 with another 4 and an 8 in hand: a capture and two builds.
    hand = [Card(4, "H"), Card(4, "S"), Card(8, "C"), Card(13, "D")]
    other = [Card(2, "D"), Card(5, "D"), Card(7, "C"), Card(9, "S")]
    table = [Card(4, "C"), Card(11, "H"), Card(12, "S"), Card(6, "H")]
    game = CasinoGame(players=2, deck=[*hand, *other, *table], dealer=1, seed=1)
    screen = window.open_game(GameSetup("casino", seats(), CasinoRules()), game)
    assert isinstance(screen, CasinoScreen)
    qtbot.waitUntil(screen._my_turn, timeout=TIMEOUT)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    assert screen.selected_card() in (Card(4, "H"), Card(4, "S"))
    view = screen.table
    tab_into(qtbot, screen, view)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    for _ in range(12):
        if view.table_scene().focusItem() is view.item_for(Card(4, "C")):
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    plays = screen.action_plays()
    assert len(plays) >= 3
    shortcuts = [b.shortcut().toString() for b in screen.action_buttons]
    assert len(set(shortcuts)) == len(shortcuts) and all(shortcuts), shortcuts
    qtbot.waitUntil(lambda: all(b.isVisible() for b in screen.action_buttons), timeout=TIMEOUT)
    alt(qtbot, screen, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: bool(game.history), timeout=TIMEOUT)
    assert game.history[0] == plays[1]
