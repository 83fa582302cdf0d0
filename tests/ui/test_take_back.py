"""Ctrl+Z in a solo game: the person's last move and the bots' replies go back, chance
does not change, and the game becomes practice, kept out of the statistics."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from tablegames_qt.engine.perudo import Bid, Dudo, PerudoGame, PerudoRules
from tablegames_qt.storage import health
from tablegames_qt.storage.stats import Filter
from tablegames_qt.ui import anim
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig

from .app_helpers import isolated_settings

TIMEOUT = 60_000


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    anim.set_speed(0)
    health.reset()
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    main = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False, services=archive)
    qtbot.addWidget(main)
    main.show()
    yield main, archive
    screen = main.current_screen()
    if screen is not None:
        screen.shutdown()
    archive.close()
    health.reset()


def _my_turn(screen) -> bool:
    return screen.controller.awaiting_human() == 0 and not screen.is_animating()


def _answer(monkeypatch, answers: list[Any]) -> list[str]:
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(
        lambda parent, title, text, *a, **k: asked.append(text)))
    return asked


def test_take_back_undoes_my_move_and_the_replies_without_rerolling(qtbot, window, monkeypatch):
    main, archive = window
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Pip", BOT, "easy")]
    rules = PerudoRules(starting_dice=2)
    game = PerudoGame(players=2, rules=rules, dice=[[3, 4], [5, 5]], first_player=0)
    game.apply(Bid(1, 3))  # Ann
    game.apply(Bid(2, 3))  # Pip's reply: Ann's turn again
    my_dice = game.view(0).own_dice
    screen = main.open_game(GameSetup("perudo", seats, rules), game)
    qtbot.waitUntil(lambda: _my_turn(screen), timeout=TIMEOUT)
    asked = _answer(monkeypatch, [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    main.take_back_action.trigger()  # asked first; "No" keeps the game as it is
    assert main.current_screen() is screen and len(screen.game.history) == 2
    main.take_back_action.trigger()
    back = main.current_screen()
    assert back is not screen and "practice" in asked[0]
    assert back.game.history == []  # my bid and Pip's reply after it
    assert back.game.view(0).own_dice == my_dice  # the same dice: nothing re-rolled
    assert back.controller.practice and back.practice_label.isVisible()
    # played to its end, the practice game leaves no result in the statistics
    rng = random.Random(3)
    while not back.game.is_over():
        qtbot.waitUntil(lambda: _my_turn(back) or back.game.is_over(), timeout=TIMEOUT)
        if not back.game.is_over():
            back.controller.submit(rng.choice(back.game.legal_actions()))
    assert len(asked) == 2  # the "No" and the "Yes": nothing else was asked
    assert archive.results.flush()  # nothing waits to be stored either
    assert archive.stats is not None
    assert archive.stats.results(Filter(include_bot_only=True)) == []


def test_no_take_back_in_hot_seat_nor_of_a_finished_round(qtbot, window, monkeypatch):
    main, _archive = window
    asked = _answer(monkeypatch, [])
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Bob", HUMAN)]
    screen = main.start_setup(GameSetup("perudo", seats, PerudoRules()), seed=1)
    assert not main.take_back()
    assert main.current_screen() is screen and "one person" in asked[-1]
    rules = PerudoRules(starting_dice=2)
    game = PerudoGame(players=2, rules=rules, dice=[[3, 4], [5, 5]], first_player=0)
    game.apply(Bid(1, 3))
    game.apply(Dudo())  # Pip calls: the round is over, a new one begins
    solo = [SeatConfig("Ann", HUMAN), SeatConfig("Pip", BOT, "easy")]
    screen = main.open_game(GameSetup("perudo", solo, rules), game)
    assert not main.take_back()
    assert main.current_screen() is screen and "Nothing" in asked[-1]


def test_take_back_is_on_only_where_something_can_be_taken_back(qtbot, window, monkeypatch):
    """It was on at the start screen, and Ctrl+Z just after the person's own Dudo said only
    "nothing of yours to take back in this round"."""
    main, _archive = window
    action = main.take_back_action
    assert not action.isEnabled()  # the start screen: no game
    rules = PerudoRules(starting_dice=2)
    game = PerudoGame(players=2, rules=rules, dice=[[3, 4], [5, 5]], first_player=1)
    game.apply(Bid(1, 5))  # Pip
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Pip", BOT, "easy")]
    screen = main.open_game(GameSetup("perudo", seats, rules), game)
    qtbot.waitUntil(lambda: _my_turn(screen), timeout=TIMEOUT)
    assert not action.isEnabled()  # nothing of Ann's in this round yet
    screen.controller.submit(Bid(2, 5))
    assert action.isEnabled()  # follows the game as it moves
    qtbot.waitUntil(lambda: _my_turn(screen) or len(game.history) > 2, timeout=TIMEOUT)
    main.leave_game()
    assert not action.isEnabled()

    game = PerudoGame(players=2, rules=rules, dice=[[3, 4], [5, 5]], first_player=1)
    game.apply(Bid(1, 3))  # Pip
    screen = main.open_game(GameSetup("perudo", seats, rules), game)
    qtbot.waitUntil(lambda: _my_turn(screen), timeout=TIMEOUT)
    assert screen.controller.submit(Dudo())  # Ann's own call ends the round
    assert not action.isEnabled()
    # asked anyway (the menu's tip says the same): what can be taken back, and why not this
    asked = _answer(monkeypatch, [])
    assert not main.take_back()
    assert asked[-1] == action.toolTip()
    assert "a round that has ended stays" in asked[-1] and "Once you bid or call" in asked[-1]


def test_the_bots_wait_while_the_take_back_question_is_open(qtbot, window):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    main, _archive = window
    main.settings.bot_pace = "instant"
    rules = PerudoRules(starting_dice=2)
    game = PerudoGame(players=3, rules=rules, dice=[[3, 4], [5, 5], [2, 6]], first_player=0)
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Pip", BOT, "easy"), SeatConfig("Lucy", BOT, "easy")]
    screen = main.open_game(GameSetup("perudo", seats, rules), game)
    qtbot.waitUntil(lambda: _my_turn(screen), timeout=TIMEOUT)
    assert screen.controller.submit(Bid(1, 3))
    assert main.take_back_action.isEnabled()
    seen: list[int] = []

    def while_asked() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, while_asked)
            return
        seen.append(len(game.history))
        qtbot.wait(600)  # the bots had every chance to bid behind the question
        seen.append(len(game.history))
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, while_asked)
    assert not main.take_back()  # the real question, answered No
    assert len(seen) == 2 and seen[0] == seen[1] == 1
    # once it is closed, play goes on
    qtbot.waitUntil(lambda: len(game.history) >= 3, timeout=TIMEOUT)


def test_h_asks_the_coach_after_a_take_back(qtbot, window):
    """After Take back's question the app had no active window and no focus: H showed
    nothing (the Hint button worked). The new table takes the keys at once."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication

    main, _archive = window
    rules = PerudoRules(starting_dice=2)
    game = PerudoGame(players=2, rules=rules, dice=[[3, 4], [5, 5]], first_player=0)
    game.apply(Bid(1, 3))  # Ann
    game.apply(Bid(2, 3))  # Pip's reply: Ann's turn again
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Pip", BOT, "easy")]
    screen = main.open_game(GameSetup("perudo", seats, rules), game)
    qtbot.waitUntil(lambda: _my_turn(screen), timeout=TIMEOUT)

    def say_yes() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, say_yes)
            return
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(0, say_yes)
    assert main.take_back()  # the real question, answered Yes
    back = main.current_screen()
    qtbot.waitUntil(lambda: back.coach.seat_to_help() == 0, timeout=TIMEOUT)
    focus = QApplication.focusWidget()
    assert focus is not None and back.isAncestorOf(focus)
    qtbot.keyClick(focus, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: back.coach.advice is not None, timeout=TIMEOUT)
    assert back.coach.bar.advice.isVisible()


def test_the_bots_wait_while_help_keyboard_or_settings_has_the_focus(qtbot, window):
    """Help → Keyboard and Settings are not modal: three bids and a Dudo happened while a
    person read the keys. The table waits until its window has the focus again."""
    from PySide6.QtWidgets import QApplication

    main, _archive = window
    main.settings.bot_pace = "instant"
    rules = PerudoRules(starting_dice=2)
    game = PerudoGame(players=3, rules=rules, dice=[[3, 4], [5, 5], [2, 6]], first_player=0)
    seats = [SeatConfig("Ann", HUMAN), SeatConfig("Pip", BOT, "easy"), SeatConfig("Lucy", BOT, "easy")]
    screen = main.open_game(GameSetup("perudo", seats, rules), game)
    qtbot.waitUntil(lambda: _my_turn(screen), timeout=TIMEOUT)
    for action in (main.keyboard_action, main.settings_action):
        action.trigger()  # the page takes the focus
        qtbot.waitUntil(lambda: QApplication.activeWindow() not in (None, main), timeout=5000)
        page = QApplication.activeWindow()
        before = len(game.history)
        assert screen.controller.submit(Bid(before + 1, 3))  # Ann bids; the bots are next
        qtbot.wait(600)  # the bots had every chance to bid behind the page
        assert len(game.history) == before + 1
        page.close()
        main.activateWindow()
        qtbot.waitUntil(lambda: _my_turn(screen) or game.is_over(), timeout=TIMEOUT)
        assert len(game.history) > before + 1  # back at the table, play went on
        if game.is_over():
            break
