"""Perudo's rough edges: the pause after a reveal, Enter on the Maputo question, the
keyboard, screen-reader names and announcements, the wording for the person alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from tablegames_qt.engine.perudo import Bid, DeclareMaputo, PerudoGame, PerudoRules
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.models.history import KIND_ROLE
from tablegames_qt.ui.perudo.screen import PerudoScreen
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .app_helpers import in_language

TIMEOUT = 20_000


@pytest.fixture
def spoken(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the screen asks screen readers to say."""
    said: list[str] = []
    original = QAccessible.updateAccessibility

    def record(event: object) -> None:
        message = getattr(event, "message", None)
        if callable(message):
            said.append(str(message()))
        original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))
    return said


def open_game(window: MainWindow, seats: list[SeatConfig], game: PerudoGame) -> PerudoScreen:
    screen = window.open_game(GameSetup("perudo", seats, PerudoRules()), game)
    assert isinstance(screen, PerudoScreen)
    return screen


def rounds_listed(screen: PerudoScreen) -> int:
    return sum(screen.history.index(r).data(KIND_ROLE) == "round" for r in range(screen.history.rowCount()))


def test_by_default_the_table_waits_after_a_reveal_until_continue(qtbot, window, settings, spoken):
    settings.after_reveal = "wait"
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    game = PerudoGame(players=2, dice=[[2, 2, 2, 2, 2], [3, 3, 3, 3, 3]], first_player=1, seed=3)
    screen = open_game(window, seats, game)
    qtbot.waitUntil(screen.dudo_button.isEnabled, timeout=TIMEOUT)
    qtbot.mouseClick(screen.dudo_button, Qt.MouseButton.LeftButton)
    pause = screen.reveal_pause
    qtbot.waitUntil(pause.is_waiting, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not screen.is_animating(), timeout=TIMEOUT)
    # The reveal stays: no new round on the table or in the list, nobody moves on.
    assert pause.button.isVisible() and pause.button.isEnabled() and pause.button.hasFocus()
    assert rounds_listed(screen) == 1
    assert screen.controller.is_busy()
    moves = len(game.history)
    assert any(found in screen.status.text() for found in ("found", "stands", "falls"))
    assert " — " not in screen.status.text()  # the verdict in sentences, no capital after a dash
    assert any("Dudo" in text for text in spoken)  # the call was announced
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: rounds_listed(screen) == 2, timeout=TIMEOUT)
    assert not pause.is_waiting()
    qtbot.waitUntil(lambda: len(game.history) > moves or screen.bid_control.is_active(), timeout=TIMEOUT)


def test_continue_by_itself_and_bots_only_tables_never_wait(qtbot, window, settings):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    settings.after_reveal = "continue"
    game = PerudoGame(players=2, dice=[[2, 2, 2, 2, 2], [3, 3, 3, 3, 3]], first_player=1, seed=3)
    screen = open_game(window, seats, game)
    assert not screen.reveal_pause.wanted()
    qtbot.waitUntil(screen.dudo_button.isEnabled, timeout=TIMEOUT)
    qtbot.mouseClick(screen.dudo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: rounds_listed(screen) == 2, timeout=TIMEOUT)
    settings.after_reveal = "wait"
    bots = open_game(window, [SeatConfig("Pip", BOT), SeatConfig("Lucy", BOT)], PerudoGame(players=2, seed=4))
    assert not bots.reveal_pause.wanted()


@pytest.mark.parametrize(("keys", "declared"), [((), True), ((Qt.Key.Key_Tab,), False)])
def test_enter_answers_the_maputo_question(qtbot, window, keys, declared):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    game = PerudoGame(players=2, dice=[[3], [4, 5]], first_player=0, seed=1)
    screen = open_game(window, seats, game)
    qtbot.waitUntil(screen.declare_button.isEnabled, timeout=TIMEOUT)
    # "Declare Maputo" is the default: it has the focus, Enter takes it; Tab reaches the other.
    assert screen.declare_button.hasFocus()
    for key in keys:
        qtbot.keyClick(window.focusWidget(), key)
    assert screen.decline_button.hasFocus() == (not declared)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(game.history) == 1, timeout=TIMEOUT)
    assert game.history == [DeclareMaputo(declared)]


def test_every_action_is_reachable_from_the_keyboard(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    game = PerudoGame(players=2, dice=[[2, 2, 2, 2, 2], [3, 3, 3, 3, 3]], first_player=0, seed=3)
    screen = open_game(window, seats, game)
    qtbot.waitUntil(screen.bid_control.is_active, timeout=TIMEOUT)
    # A bid: arrows choose, Enter bids.
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Up)
    chosen = screen.bid_control.current()
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(game.history) >= 1, timeout=TIMEOUT)
    assert game.history[0] == Bid(*chosen)
    # Dudo and Calza have their Alt shortcuts, Tab reaches every enabled button.
    for button, letter in ((screen.dudo_button, "D"), (screen.calza_button, "C")):
        assert f"&{letter}" in button.text()
    for button in (screen.declare_button, screen.decline_button, screen.reveal_pause.button):
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert "&" in button.text() or button is screen.reveal_pause.button


def test_controls_have_accessible_names_and_descriptions(qtbot, window):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    game = PerudoGame(players=2, dice=[[2, 2, 2, 2, 2], [3, 3, 3, 3, 3]], first_player=0, seed=3)
    screen = open_game(window, seats, game)
    qtbot.waitUntil(screen.bid_control.is_active, timeout=TIMEOUT)
    control = screen.bid_control
    widgets = [control.quantity, control.bid_button, *control.face_buttons.values(), screen.dudo_button,
               screen.calza_button, screen.declare_button, screen.decline_button,
               screen.reveal_pause.button, screen.table, screen.history_view]
    for widget in widgets:
        interface = QAccessible.queryAccessibleInterface(widget)
        assert interface is not None
        assert interface.text(QAccessible.Text.Name), widget.objectName()
        assert widget.accessibleDescription(), widget.objectName()
    assert "4" in control.face_buttons[4].accessibleName()
    quantity, face = control.current()
    assert control.bid_button.accessibleName().endswith(screen.bid_words(quantity, face))
    # The table tells who sits where with how many dice.
    assert "Pip" in screen.table.accessibleDescription()


def test_in_czech_the_count_after_a_verdict_starts_a_sentence_and_after_a_colon_does_not(qapp):
    """"Sázka neplatí! na stole jsou 4." read as a sentence without its capital."""
    from tablegames_qt.ui.perudo.texts import PerudoTexts

    with in_language(qapp, "cs"):
        texts = PerudoTexts(lambda: ["Ty", "Pip"], you=0)
        sentence, after_colon = texts.found_sentence(4), texts.found(4)
        assert "4" in sentence and sentence[0].isupper()
        assert "4" in after_colon and after_colon[0].islower()
