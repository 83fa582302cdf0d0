"""What a blind player hears at the dice tables (issue 37): your dice at a round's start
and on Y, your Macháček roll after rolling (also below the claim), each verdict once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.engine.perudo import PerudoRules
from tablegames_qt.ui import announce as announce_module
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.machacek import screen as machacek_screen
from tablegames_qt.ui.machacek.screen import MachacekScreen
from tablegames_qt.ui.perudo import screen as perudo_screen
from tablegames_qt.ui.perudo.screen import PerudoScreen
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

TIMEOUT = 20_000


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the screens send to a screen reader."""
    texts: list[str] = []

    def heard(widget, text):  # type: ignore[no-untyped-def]
        texts.append(text)

    for module in (perudo_screen, machacek_screen):
        monkeypatch.setattr(module, "announce", heard)
    monkeypatch.setattr("tablegames_qt.ui.game_screen.announce", heard)
    monkeypatch.setattr(announce_module, "announce", heard)
    return texts


def _machacek(window, first_player: int) -> MachacekScreen:  # type: ignore[no-untyped-def]
    """You and Bob, one game: the first roll 54, the second 32 (below 54)."""
    seats = [SeatConfig("You", HUMAN), SeatConfig("Bob", BOT)]
    rules = MachacekRules(games=1)
    game = MachacekGame(players=2, rules=rules, rolls=[(5, 4), (3, 2)], first_player=first_player, seed=2)
    screen = window.open_game(GameSetup("machacek", seats, rules), game)
    assert isinstance(screen, MachacekScreen)
    return screen


def test_perudo_says_your_dice_when_a_round_starts_and_on_y(qtbot, window, said):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    screen = window.start_setup(GameSetup("perudo", seats, PerudoRules()), seed=3)
    assert isinstance(screen, PerudoScreen)
    dice = sorted(screen.game.view(0).own_dice)
    words = "Your dice: " + ", ".join(str(d) for d in dice)
    qtbot.waitUntil(lambda: words in said, timeout=TIMEOUT)
    said.clear()
    # Y from wherever the focus is at the table: the bid control on your turn
    qtbot.waitUntil(screen.bid_control.isEnabled, timeout=TIMEOUT)
    qtbot.keyClick(screen.bid_control, Qt.Key.Key_Y)
    assert said == [words]


def test_perudo_keyboard_page_lists_the_key_that_reads_your_dice(window):
    from tablegames_qt.ui.dialogs.keyboard import keyboard_html

    page = keyboard_html(window)
    assert "Say your dice (for a screen reader)" in page and "Say your roll, or the claim you answer (for a screen reader)" in page


def test_machacek_says_your_roll_after_believing_even_below_the_claim_and_the_verdict_once(
        qtbot, window, said):
    # Bob announces after rolling 54; you believe and roll 32: below the claim
    screen = _machacek(window, first_player=1)
    qtbot.waitUntil(screen.believe_button.isEnabled, timeout=TIMEOUT)
    assert any(text.startswith("Bob announces") for text in said), said
    qtbot.mouseClick(screen.believe_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(screen.picker.legal()), timeout=TIMEOUT)
    assert any("Rolled: 32" in text and "too low" in text for text in said), said
    said.clear()
    qtbot.keyClick(screen.picker, Qt.Key.Key_Y)  # from the value picker, which has the focus
    assert said == ["Your roll: 32"]
    said.clear()
    qtbot.mouseClick(screen.picker.buttons[61], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(screen.result_panel.isVisible, timeout=TIMEOUT)
    verdicts = [text for text in said if "bluff" in text.lower() or "truth" in text.lower()]
    assert len(verdicts) == 1, said


def test_ctrl_z_where_nothing_can_be_taken_back_says_why(qtbot, window, said):
    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    screen = window.start_setup(GameSetup("perudo", seats, PerudoRules()), seed=3)
    assert isinstance(screen, PerudoScreen)
    qtbot.waitUntil(lambda: screen.bid_control.isEnabled(), timeout=TIMEOUT)
    assert not window.take_back_action.isEnabled()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT)
    said.clear()
    qtbot.keyClick(screen.bid_control, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    reason = window.take_back_action.toolTip()
    assert reason.startswith("Nothing of yours to take back in this round yet")
    assert screen.status.text() == reason and said == [reason]


def test_the_window_takes_the_focus_back_when_a_dialog_closes_and_none_has_it(qtbot, window):
    from PySide6.QtWidgets import QDialog, QWidget

    seats = [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)]
    screen = window.start_setup(GameSetup("perudo", seats, PerudoRules()), seed=3)
    assert isinstance(screen, PerudoScreen)
    dialog = QDialog(window)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=TIMEOUT)
    # no window manager: nothing would activate the window again; another top-level
    # window that takes the focus and goes leaves none active
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow, timeout=TIMEOUT)
    other.hide()
    dialog.hide()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT)
    assert window.focusWidget() is not None and screen.isAncestorOf(window.focusWidget())


def test_the_waiting_hint_never_keeps_an_old_claims_words(qtbot, window):
    screen = _machacek(window, first_player=1)
    panel = screen.panel
    qtbot.waitUntil(screen.believe_button.isEnabled, timeout=TIMEOUT)
    panel.idle_hint.setText("from Bob to you")  # what the hint said before your turn
    # your turn's page is up: a new claim still reaches the hint
    panel.show_claim(61, "Claimed by you", "from you to Bob")
    assert panel.idle_hint.text() == "from you to Bob"
    # and the waiting page never shows an old claim's words meanwhile
    panel.idle_hint.setText("from Bob to you")
    panel.wait(can_end_match=False)
    assert "from Bob to you" not in panel.idle_hint.text()


@pytest.mark.parametrize("page", ["keyboard", "rules"])
def test_help_pages_are_read_line_by_line_with_the_arrow_keys(qtbot, window, page):
    from tablegames_qt.ui.dialogs.keyboard import show_keyboard_page

    if page == "keyboard":
        browser = show_keyboard_page(window).browser
    else:
        window.show_rules()
        browser = next(iter(window._rules_viewer.browsers.values()))
    qtbot.waitExposed(browser)
    browser.setFocus()
    start = browser.textCursor().position()
    qtbot.keyClick(browser, Qt.Key.Key_Down)
    qtbot.keyClick(browser, Qt.Key.Key_Down)
    # a caret the keys move: a screen reader says the line it lands on
    assert browser.textCursor().position() > start


def test_new_game_dialog_a_cells_combo_keeps_its_choice_on_arrows_and_removal_is_said(
        qtbot, settings, monkeypatch):
    from PySide6.QtWidgets import QComboBox

    from tablegames_qt.ui.dialogs import new_game
    from tablegames_qt.ui.dialogs.new_game import NewGameDialog
    from tablegames_qt.ui.models.seats import LEVEL_COLUMN

    removed: list[str] = []
    monkeypatch.setattr(new_game, "announce", lambda widget, text: removed.append(text))
    dialog = NewGameDialog(settings, "perudo")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    seats = dialog.seats
    row = next(r for r in range(seats.rowCount()) if seats.seats()[r].kind == BOT)
    index = seats.index(row, LEVEL_COLUMN)
    level = index.data(Qt.ItemDataRole.EditRole)
    combo = dialog.seat_view.indexWidget(index)
    assert isinstance(combo, QComboBox)
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    qtbot.keyClick(combo, Qt.Key.Key_End)
    assert seats.index(row, LEVEL_COLUMN).data(Qt.ItemDataRole.EditRole) == level
    last = seats.seats()[-1].name
    dialog.remove_button.click()
    assert removed == [f"{last} removed"]


def test_after_your_announcement_the_focus_rests_on_the_named_table(qtbot, window):
    from PySide6.QtWidgets import QApplication

    screen = _machacek(window, first_player=0)
    assert screen.accessibleName() == "Macháček" and window.start_screen.accessibleName() == "Table Games"
    qtbot.waitUntil(lambda: bool(screen.picker.legal()), timeout=TIMEOUT)
    window.activateWindow()
    screen.picker.setFocus()
    qtbot.waitUntil(screen.picker.hasFocus, timeout=TIMEOUT)
    qtbot.keyClick(screen, Qt.Key.Key_Return)  # announce the roll
    # not the waiting page's hint label (a reader would read an old claim there)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is screen.table, timeout=TIMEOUT)


def test_the_claim_you_answered_leaves_the_table_summary(qtbot, window):
    screen = _machacek(window, first_player=1)
    qtbot.waitUntil(screen.believe_button.isEnabled, timeout=TIMEOUT)
    assert "from Bob to you" in screen.table.accessibleDescription()
    qtbot.mouseClick(screen.believe_button, Qt.MouseButton.LeftButton)
    assert "from Bob to you" not in screen.table.accessibleDescription()


def test_royal_casino_says_your_hand_on_y(qtbot, window, said):
    from tablegames_qt.engine.casino import CasinoGame, CasinoRules
    from tablegames_qt.ui.cards.texts import card_words
    from tablegames_qt.ui.casino.screen import CasinoScreen

    setup = GameSetup("casino", [SeatConfig("You", HUMAN), SeatConfig("Pip", BOT)], CasinoRules())
    screen = window.open_game(setup, CasinoGame(players=2, seed=4))
    assert isinstance(screen, CasinoScreen)
    qtbot.waitUntil(screen._my_turn, timeout=TIMEOUT)
    said.clear()
    qtbot.keyClick(screen.table, Qt.Key.Key_Y)  # from the card table, where the focus is
    hand = screen.game.view(0).hand
    assert said == ["Your hand: " + ", ".join(card_words(card) for card in hand)]


def test_the_result_panel_is_named_by_its_headline(qtbot, window):
    screen = _machacek(window, first_player=0)
    screen.result_panel.show_result("Bob wins the match!", "<p>1 game</p>")
    assert screen.result_panel.accessibleName() == "Bob wins the match!"
