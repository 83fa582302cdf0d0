"""The session controller, driven with a tiny game so each behaviour is isolated."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from tablegames_qt.engine.core import Action, Event, Game, IllegalAction, View
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
from tablegames_qt.ui.session import SessionController


@dataclass(frozen=True)
class Take(Action):
    n: int


@dataclass(frozen=True)
class CountView(View):
    secret: int
    total: int


class CountGame(Game[Take, CountView]):
    """Players take 1 or 2 in turn; whoever reaches ``goal`` wins.  Each seat has a secret."""

    NAME = "count"

    def __init__(self, players: int = 2, goal: int = 7, seed: int = 1) -> None:
        self.players = players
        self.goal = goal
        self.seed = seed
        self.history: list[Take] = []
        self.total = 0
        self.turn = 0
        self.secrets = [100 + s for s in range(players)]

    def current_player(self) -> int | None:
        return None if self.is_over() else self.turn

    def legal_actions(self) -> list[Take]:
        return [] if self.is_over() else [Take(1), Take(2)]

    def apply(self, action: Take) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction("you may take {low} or {high}", low=1, high=2)
        self.total += action.n
        self.history.append(action)
        seat = self.turn
        self.turn = (self.turn + 1) % self.players
        return [Event("take", seat, "{seat} takes {n}", {"seat": seat, "n": action.n})]

    def view(self, seat: int) -> CountView:
        return CountView(seat, self.secrets[seat], self.total)

    def is_over(self) -> bool:
        return self.total >= self.goal

    def winners(self) -> list[int]:
        return [(self.turn - 1) % self.players] if self.is_over() else []

    def setup_json(self) -> dict[str, Any]:
        return {"players": self.players}

    def encode_action(self, action: Take) -> Any:
        return action.n

    @classmethod
    def decode_action(cls, data: Any) -> Take:
        return Take(data)

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any]) -> CountGame:
        return cls(setup["players"])


class TakeOne:
    level = "test"

    def __init__(self) -> None:
        self.views: list[Any] = []

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        self.views.append(view)
        return Take(1)


class Broken:
    level = "test"

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        raise RuntimeError("bot bug")


def controller(game: CountGame, kinds: list[str], bot: Any = None) -> SessionController:
    seats = [SeatConfig(f"P{i}", kind) for i, kind in enumerate(kinds)]
    return SessionController(game, seats, bot_pace_ms=0,
                             bot_factory=lambda g, lvl: bot or TakeOne())


def test_bots_only_play_to_the_end_off_the_gui_thread(qtbot):
    game = CountGame()
    c = controller(game, [BOT, BOT])
    with qtbot.waitSignal(c.gameOver, timeout=5000) as blocker:
        c.start()
    assert game.total == 7
    assert blocker.args[0] == [0]  # 7 takes of one: seat 0 takes the 7th


def test_bot_sees_only_its_own_view(qtbot):
    game = CountGame()
    bot = TakeOne()
    c = controller(game, [BOT, HUMAN], bot)
    with qtbot.waitSignal(c.humanTurn, timeout=5000):
        c.start()
    assert [v.seat for v in bot.views] == [0]
    assert all(v.secret == 100 for v in bot.views)


def test_human_action_is_refused_with_the_engines_reason(qtbot):
    game = CountGame()
    c = controller(game, [HUMAN, BOT])
    with qtbot.waitSignal(c.humanTurn, timeout=5000):
        c.start()
    with qtbot.waitSignal(c.actionRefused) as refused:
        assert not c.submit(Take(5))
    assert refused.args[0] == "you may take 1 or 2"
    assert game.total == 0
    with qtbot.waitSignal(c.humanTurn, timeout=5000):
        assert c.submit(Take(2))
    assert game.total == 3  # the human's 2, then the bot's 1


def test_next_turn_waits_for_the_screen_to_release(qtbot):
    game = CountGame()
    c = controller(game, [BOT, BOT])
    c.eventsApplied.connect(lambda events: c.hold())
    c.start()
    qtbot.waitUntil(lambda: game.total == 1, timeout=5000)
    qtbot.wait(50)
    assert game.total == 1  # held: no further move
    c.release()
    qtbot.waitUntil(lambda: game.total == 2, timeout=5000)


def test_hot_seat_curtain_hides_until_reveal(qtbot):
    game = CountGame()
    c = controller(game, [HUMAN, HUMAN])
    with qtbot.waitSignal(c.curtainDown, timeout=5000) as down:
        c.start()
    assert down.args == [0]
    assert c.viewer() is None
    assert not c.submit(Take(1))  # nobody may act behind the curtain
    with qtbot.waitSignal(c.humanTurn):
        c.reveal()
    assert c.viewer() == 0
    with qtbot.waitSignal(c.curtainDown, timeout=5000) as down:
        c.submit(Take(1))
    assert down.args == [1]
    assert c.viewer() is None


def test_solo_human_always_sees_their_items(qtbot):
    c = controller(CountGame(), [BOT, HUMAN])
    assert c.viewer() == 1
    assert not c.is_hot_seat()


def test_a_failing_bot_falls_back_to_a_legal_move(qtbot):
    game = CountGame()
    c = controller(game, [BOT, BOT], Broken())
    with qtbot.waitSignal(c.gameOver, timeout=5000):
        c.start()
    assert game.is_over()


def test_stop_ignores_late_bot_results(qtbot):
    game = CountGame()
    c = controller(game, [BOT, BOT])
    c.start()
    c.stop()
    qtbot.wait(100)
    assert game.total == 0


def test_pause_and_resume(qtbot):
    game = CountGame()
    c = controller(game, [BOT, BOT])
    c.pause()
    c.start()
    qtbot.wait(100)
    assert game.total == 0
    with qtbot.waitSignal(c.gameOver, timeout=5000):
        c.resume()


def test_seat_count_must_match():
    with pytest.raises(ValueError):
        SessionController(CountGame(players=3), [SeatConfig("a"), SeatConfig("b")])


def test_event_texts_name_players_wherever_an_engine_puts_a_seat():
    from tablegames_qt.engine import machacek
    from tablegames_qt.ui.texts import SEAT_KEYS, fill

    assert machacek.SEAT_KEYS <= SEAT_KEYS
    assert not (machacek.VALUE_KEYS & SEAT_KEYS)
    names = ["Ann", "Bob", "Cyril"]
    assert fill("{seat} announces {value} to {to}", {"seat": 0, "value": 54, "to": 2},
                names) == "Ann announces 54 to Cyril"
    assert fill("{seat} and {partner_seat} win", {"seat": 1, "partner_seat": 0},
                names) == "Bob and Ann win"


def test_bots_wait_while_a_modal_dialog_is_open(qtbot):
    """Any modal dialog of the app (a question, a confirmation) holds the bots' moves: the
    person answering it does not see the table."""
    from PySide6.QtCore import Qt, QThreadPool
    from PySide6.QtWidgets import QDialog

    from tablegames_qt.ui.table_focus import KEEPS_PLAY

    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    dialog.show()
    game = CountGame(goal=100_000)
    c = controller(game, [BOT, BOT])
    c.start()
    qtbot.wait(300)
    assert game.total == 0
    dialog.setProperty(KEEPS_PLAY, True)  # a warning that asks nothing lets play go on
    qtbot.waitUntil(lambda: game.total > 0, timeout=5000)
    dialog.setProperty(KEEPS_PLAY, False)
    qtbot.wait(200)
    held = game.total
    qtbot.wait(300)
    assert game.total == held
    dialog.close()
    qtbot.waitUntil(lambda: game.total > held, timeout=5000)
    c.stop()
    QThreadPool.globalInstance().waitForDone(5000)  # no bot answers a deleted controller


def test_bots_wait_while_another_window_of_the_app_has_the_focus(qtbot):
    """Settings and Help → Keyboard are not modal: three bids and a Dudo happened behind
    them while a person read the keys. The table waits while any window of the app other
    than the table's has the focus, and goes on when the table's window has it again."""
    from PySide6.QtCore import QThreadPool
    from PySide6.QtWidgets import QApplication, QLabel, QWidget

    window = QWidget()
    qtbot.addWidget(window)
    table = QLabel("table", window)  # the table is a widget inside the app's window
    window.show()
    qtbot.waitExposed(window)
    keys = QWidget()  # a window of its own, as Help → Keyboard is
    qtbot.addWidget(keys)
    keys.show()
    qtbot.waitExposed(keys)
    keys.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is keys)
    game = CountGame(goal=100_000)
    c = controller(game, [BOT, BOT])
    c.set_table(table)
    c.start()
    qtbot.wait(300)
    assert game.total == 0
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: game.total > 0, timeout=5000)
    keys.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is keys)
    qtbot.wait(200)
    held = game.total
    qtbot.wait(300)
    assert game.total == held
    c.stop()
    QThreadPool.globalInstance().waitForDone(5000)  # no bot answers a deleted controller
