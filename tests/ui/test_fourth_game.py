"""A fourth game, defined only in the tests (``tests/hilo/``), is played through the app's
own set-up dialog, table, save and resume, statistics, replay and phone seat — the proof
that the registry of games (issue 35) is the only place a game is made known."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from tablegames_qt.games import names, spec
from tablegames_qt.storage import saves
from tablegames_qt.storage.seat_names import BOT_KEYS
from tablegames_qt.storage.settings import Settings
from tablegames_qt.storage.stats import Filter, StatsStore
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.replay import open_replay
from tablegames_qt.ui.seat_config import BOT, HUMAN, SeatConfig
from tablegames_qt.ui.stats.window import StatisticsWindow
from tests import hilo
from tests.hilo import registered  # noqa: F401  (the fixture)
from tests.hilo.game import HiLoRules
from tests.hilo.room import HiLoReplayScene, HiLoScreen
from tests.ui.app_helpers import shown_window

TIMEOUT = 20_000


pytestmark = pytest.mark.usefixtures("registered")


def test_the_game_is_known_only_while_registered() -> None:
    assert names()[-1] == "hilo" and spec("hilo").seats == (2, 4)
    hilo.unregister()
    assert "hilo" not in names()
    with pytest.raises(KeyError):
        spec("hilo")
    hilo.register()


def test_the_set_up_dialog_offers_it_with_its_described_rules(
        qtbot: QtBot, settings: Settings) -> None:
    dialog = NewGameDialog(settings, "hilo")
    qtbot.addWidget(dialog)
    assert dialog.game() == "hilo" and dialog.game_combo.currentText() == "Higher or lower"
    turns = dialog.findChild(QSpinBox, "rule_turns")
    assert turns is not None and (turns.minimum(), turns.maximum(), turns.value()) == (1, 20, 3)
    turns.setValue(2)
    assert dialog.seats.rowCount() == spec("hilo").default_seats
    setup = dialog.setup()
    assert setup.game == "hilo" and setup.rules == HiLoRules(turns=2)
    dialog.accept()
    remembered = settings.last_setup("hilo")
    assert remembered is not None and remembered["rules"] == {"turns": 2, "points": 3}


def _guess_until(qtbot: QtBot, screen: HiLoScreen, done: object) -> None:
    """Press Higher whenever it is the person's turn, until ``done()``."""
    game = screen.controller.game
    while not done():  # type: ignore[operator]
        qtbot.waitUntil(lambda: screen.higher.isEnabled() or done() or game.is_over(),  # type: ignore[operator]
                        timeout=TIMEOUT)
        if screen.higher.isEnabled() and not done():  # type: ignore[operator]
            qtbot.mouseClick(screen.higher, Qt.MouseButton.LeftButton)


def test_it_is_played_saved_resumed_counted_and_replayed(
        qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    stats_path = tmp_path / "stats.sqlite3"
    archive = GameArchive(stats_path=stats_path, notify=False)
    window = shown_window(qtbot, settings, services=archive)
    assert "hilo" in window.start_screen.cards  # the start screen offers it
    setup = GameSetup("hilo", [SeatConfig("Anna", HUMAN), SeatConfig(BOT_KEYS[0], BOT, "easy")],
                      HiLoRules(turns=3))
    screen = window.start_setup(setup, seed=4)
    assert isinstance(screen, HiLoScreen)
    game = screen.controller.game
    _guess_until(qtbot, screen, lambda: len(game.history) >= 3)
    qtbot.waitUntil(lambda: screen.higher.isEnabled(), timeout=TIMEOUT)
    played = list(game.history)
    saves.flush_writes()
    assert saves.has_slot("hilo")
    screen.shutdown()  # as if the app stopped here

    again = GameArchive(stats_path=stats_path, notify=False)
    restarted = shown_window(qtbot, window.settings, (1000, 700), services=again)
    again.setParent(restarted)
    assert "hilo" in {info.kind for info in again.unfinished()}
    restarted.continue_game("hilo")
    resumed = restarted.current_screen()
    assert isinstance(resumed, HiLoScreen)
    assert resumed.controller.game.history == played  # nothing lost
    finished = resumed.controller.game
    _guess_until(qtbot, resumed, finished.is_over)
    qtbot.waitUntil(lambda: not saves.has_slot("hilo"), timeout=TIMEOUT)
    assert resumed.result_panel.isVisible()

    store = StatsStore(stats_path)
    try:
        [result] = [r for r in store.results(Filter(include_bot_only=True)) if r.game == "hilo"]
        assert result.winners == tuple(finished.winners())
        assert store.figure_names(Filter("hilo")) == ["wrong_guesses"]
        stats = StatisticsWindow(store)
        qtbot.addWidget(stats)
        titles = [stats.figures_game_combo.itemText(i) for i in range(stats.figures_game_combo.count())]
        assert "Higher or lower" in titles
        assert result.replay is not None
        replay = open_replay(saves.replays_dir() / result.replay)
    finally:
        store.close()
        again.close()
        archive.close()
    assert replay is not None
    qtbot.addWidget(replay)
    assert isinstance(replay.scene, HiLoReplayScene)
    replay.controller.end()
    assert replay.position() == len(finished.history)
    assert replay.scene.table.label.text().startswith(f"Die: {finished.die}")
    resumed.shutdown()
