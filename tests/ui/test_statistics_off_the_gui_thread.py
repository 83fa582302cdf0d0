"""The statistics are never read nor written on the GUI thread (issue 31 item 2): with
another program holding the database (``BEGIN EXCLUSIVE``), Statistics, Players, the
set-up dialog and a new table all open at once, while the lock is still held, and say
that they wait; the GUI thread's timer keeps firing; once the lock goes everything
comes.  Every SQL statement of the flow is traced to the thread that ran it: none on the
GUI thread."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tablegames_qt.storage import health, recovery
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.stats import GAME, GameResult, SeatResult, StatsStore
from tablegames_qt.ui import anim
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.dialogs.new_game import NewGameDialog
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.stats.players import PlayersDialog
from tablegames_qt.ui.stats.window import StatisticsWindow

from .app_helpers import isolated_settings
from .test_results_waiting import Locker

TIMEOUT = 20_000


@pytest.fixture
def traced(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every statement run on any sqlite connection made from now on: (thread, SQL)."""
    statements: list[tuple[str, str]] = []
    connect = sqlite3.connect

    def tracing(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        statements.append((threading.current_thread().name, "-- connect"))
        conn = connect(*args, **kwargs)
        conn.set_trace_callback(lambda sql: statements.append((threading.current_thread().name, sql)))
        return conn

    monkeypatch.setattr(sqlite3, "connect", tracing)
    return statements


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Path]:
    health.reset()
    recovery.take_problems()
    anim.set_speed(0)
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    anna = Profiles(store).create("Anna")
    bot = Profiles(store).bot("normal")
    store.record(GameResult("s", "perudo", GAME, (SeatResult(0, anna.id, "Anna", True),
                                                   SeatResult(1, bot.id, "Pip", False)),
                            finished_at=datetime(2026, 1, 2, tzinfo=UTC), duration=60.0))  # fmt: skip
    store.close()
    yield path
    health.reset()


def test_statistics_players_set_up_and_a_table_open_while_another_program_holds_the_database(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, db: Path,
    traced: list[tuple[str, str]],
) -> None:
    monkeypatch.setattr(QMessageBox, "open", lambda _box: None)
    archive = GameArchive(stats_path=db, notify=False)
    window = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False,
                        services=archive)  # fmt: skip
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: archive.book.read, timeout=TIMEOUT)  # read at the start, unlocked
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)

    def still_ticking() -> None:
        """The GUI thread's timer fires on (bounded wait, while the lock is held)."""
        before = len(ticks)
        qtbot.waitUntil(lambda: len(ticks) >= before + 3, timeout=TIMEOUT)

    locker = Locker(db)
    seen: dict[str, Any] = {}
    try:
        # Statistics: open at once, "Loading…", then told the statistics are busy
        window.show_statistics()
        stats = archive.statistics_window
        assert isinstance(stats, StatisticsWindow)
        qtbot.addWidget(stats)
        assert stats.loading and stats.status.text() in ("Loading…", stats._busy_text())
        qtbot.waitUntil(lambda: stats.status.text() == stats._busy_text(), timeout=TIMEOUT)
        still_ticking()

        # Players (modal): open, waiting, closed again, all while the lock is held
        def look_at_players() -> None:
            dialog = next(w for w in window.findChildren(PlayersDialog) if w.isVisible())
            seen["players"] = (dialog.loading, dialog.model.rowCount(), dialog.message.text())
            dialog.reject()

        QTimer.singleShot(50, look_at_players)
        window.show_players()
        assert seen["players"][0] and seen["players"][1] == 0
        assert seen["players"][2] in ("Loading…", PlayersDialog._busy_text(stats))  # same words
        still_ticking()

        # the set-up offers the people as last read, and Start opens the table
        def start() -> None:
            dialog = window.findChild(NewGameDialog)
            assert dialog is not None
            seen["names"] = list(dialog.profile_names)
            dialog.seats.setData(dialog.seats.index(1, 1), "human")  # "Player 2", nobody yet
            dialog.accept()

        QTimer.singleShot(0, start)
        screen = window.new_game("perudo")
        assert screen is not None and seen["names"] == ["Anna"]
        assert screen.controller.names()[0] == "Anna"  # the only person, in the "You" seat
        still_ticking()
        assert locker.process.poll() is None  # every window opened while the lock was held
    finally:
        locker.release()
    # the lock gone: the statistics come, and the new table's "Player 2" gets a profile
    qtbot.waitUntil(lambda: not stats.loading, timeout=TIMEOUT)
    assert stats.status.text() == ""
    assert stats.player_combo.findText("Anna") >= 0
    qtbot.waitUntil(lambda: len(archive.book.humans()) == 2, timeout=TIMEOUT)
    timer.stop()
    screen.shutdown()
    archive.close()
    on_gui = [sql for thread, sql in traced if thread == threading.main_thread().name]
    assert on_gui == []  # no connection made, no statement run on the GUI thread
    assert any(thread == "statistics" for thread, _sql in traced)
