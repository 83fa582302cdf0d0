"""A game in which the coach's hint was shown says so: in its save (a resumed game
still knows) and in its statistics row (the Hints column of the games list)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from tablegames_qt.engine.perudo import PerudoGame, PerudoRules
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.stats import StatsStore
from tablegames_qt.ui.recorder import GameRecorder, seat_configs
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.stats.models import HINTS_COLUMN, ResultsModel

TIMEOUT = 30_000


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


def _short_game() -> PerudoGame:
    return PerudoGame(players=2, rules=PerudoRules(starting_dice=1), dice=[[3], [5]], first_player=0,
                      seed=8)


def _controller(game: PerudoGame, hint_on_turn: int | None) -> SessionController:
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Bot", BOT, "random")]
    controller = SessionController(game, seats, bot_pace_ms=0)
    rng = random.Random(5)
    turns = [0]

    def act(seat: int) -> None:
        if turns[0] == hint_on_turn:
            controller.note_hint(seat)  # what the Hint button does once the advice is shown
        turns[0] += 1
        QTimer.singleShot(0, lambda: controller.submit(rng.choice(controller.legal_actions()))
                          if controller.current_player() is not None else None)  # fmt: skip

    controller.humanTurn.connect(act)
    return controller


def _results_model(store: StatsStore) -> ResultsModel:
    model = ResultsModel()
    model.set_data(store.results(), {})
    return model


def test_a_hint_reaches_the_save_and_the_statistics_row(qtbot: QtBot, store: StatsStore,
                                                         qtmodeltester: object) -> None:
    controller = _controller(_short_game(), hint_on_turn=0)
    saved_flags: list[object] = []

    def read_save(_seat: int) -> None:
        saved = saves.load_slot("perudo")
        saved_flags.append(None if saved is None else saved.extra.get("hints_used"))

    GameRecorder(controller, store)
    controller.hintShown.connect(read_save)  # after the recorder's own slot
    with qtbot.waitSignal(controller.gameOver, timeout=TIMEOUT):
        controller.start()
    assert saved_flags == [True]  # saved at once, before the move was made
    [row] = store.results()
    assert row.hints_used
    model = _results_model(store)
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    index = model.index(0, HINTS_COLUMN)
    assert model.data(index) and "hint" in model.data(index, Qt.ItemDataRole.ToolTipRole).lower()


def test_a_game_without_hints_says_nothing(qtbot: QtBot, store: StatsStore) -> None:
    controller = _controller(_short_game(), hint_on_turn=None)
    GameRecorder(controller, store)
    with qtbot.waitSignal(controller.gameOver, timeout=TIMEOUT):
        controller.start()
    [row] = store.results()
    assert not row.hints_used
    model = _results_model(store)
    assert model.data(model.index(0, HINTS_COLUMN)) == ""


def test_a_resumed_game_still_knows_its_hints_and_its_table_option(qtbot: QtBot, store: StatsStore) -> None:
    game = PerudoGame(players=2, seed=4)
    seats = [SeatConfig("Eva", HUMAN), SeatConfig("Adam", HUMAN)]
    controller = SessionController(game, seats, bot_pace_ms=0)
    controller.allow_hints = True
    GameRecorder(controller, store)
    controller.note_hint(0)
    saved = saves.load_slot("perudo")
    assert saved is not None and saved.extra.get("hints_used") is True
    assert saved.extra.get("allow_hints") is True

    again = SessionController(saved.game, seat_configs(saved), bot_pace_ms=0)
    assert not again.hints_used and not again.allow_hints
    GameRecorder.resume(again, store, saved)
    assert again.hints_used and again.allow_hints and again.hints_allowed()
