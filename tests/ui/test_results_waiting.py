"""Results through the app's archive wait for the statistics, never dropped: a database
locked by another program (``BEGIN EXCLUSIVE``) delays them and never holds up the table
(issue 31 item 2); a full disk keeps them until it has room, without another game being
played (item 1)."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from bench import faults
from bench.faults import LOCKER  # another program holding BEGIN EXCLUSIVE
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.games import game_class
from tablegames_qt.storage import health, recovery
from tablegames_qt.storage.stats import MATCH, MATCH_GAME, Filter, StatsStore
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.seat_config import BOT, SeatConfig
from tablegames_qt.ui.session import SessionController

TIMEOUT = 30_000
EVERYTHING = Filter(include_bot_only=True)

@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()
    health.reset()
    yield
    health.reset()


class Locker:
    def __init__(self, path: Path) -> None:
        self.process = subprocess.Popen([sys.executable, "-c", LOCKER, str(path)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # fmt: skip
        assert self.process.stdout is not None
        assert self.process.stdout.readline().strip() == "locked"

    def release(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write("\n")
            self.process.stdin.flush()
            self.process.wait(10)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "stats.sqlite3"
    StatsStore(path).close()
    return path


def test_a_locked_database_is_not_taken_for_a_damaged_one(db: Path) -> None:
    locker = Locker(db)
    try:
        with pytest.raises(Exception, match="locked"):
            StatsStore(db, busy_timeout=0.05)
        assert recovery.take_problems() == []  # not moved aside
    finally:
        locker.release()
    assert StatsStore(db).schema_version() > 0


def test_results_wait_for_a_locked_database_and_the_table_plays_on(
    qtbot: QtBot, db: Path
) -> None:
    archive = GameArchive(stats_path=db, notify=False)
    assert archive.results.flush()
    # the bots' seats have no profile yet: the locked database cannot give one now
    seats = [SeatConfig(f"Bot {i}", BOT, "random") for i in range(2)]
    game = game_class("machacek")(players=2, rules=MachacekRules(games=3), seed=4)
    controller = SessionController(game, seats, bot_pace_ms=0)
    ticks: list[bool] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(archive.results.flush(0) is False))
    locker = Locker(db)
    try:
        archive.on_game_started(SimpleNamespace(controller=controller))
        timer.start(10)
        with qtbot.waitSignal(controller.gameOver, timeout=TIMEOUT):
            controller.start()
        # The match is over and its four results wait; the GUI thread's timer goes on
        # firing while the lock is held (the database is written on another thread).
        qtbot.waitUntil(lambda: sum(ticks) >= 5, timeout=TIMEOUT)
        waiting = [item.result for item in archive.results.waiting() if item.result is not None]
        assert sorted((r.unit, r.number) for r in waiting) == [
            (MATCH, 1), (MATCH_GAME, 1), (MATCH_GAME, 2), (MATCH_GAME, 3)]
        worker = archive.results.worker_thread
        assert worker is not None and worker is not threading.main_thread()
        qtbot.waitUntil(lambda: health.failure(health.STATISTICS) is not None, timeout=TIMEOUT)
        failure = health.failure(health.STATISTICS)
        assert failure is not None and failure.reason == health.LOCKED
        assert failure.message() == (
            f"Results wait: another program is using the statistics in {db.parent}.")
    finally:
        timer.stop()
        locker.release()
    assert archive.results.flush(TIMEOUT / 1000)
    store = StatsStore(db)
    rows = store.results(EVERYTHING, units=(MATCH, MATCH_GAME))
    assert sorted((row.unit, row.number) for row in rows) == [
        (MATCH, 1), (MATCH_GAME, 1), (MATCH_GAME, 2), (MATCH_GAME, 3)]
    assert all(len(row.seats) == 2 for row in rows)
    store.close()
    qtbot.waitUntil(lambda: health.failure(health.STATISTICS) is None, timeout=TIMEOUT)
    archive.close()
    controller.deleteLater()


@pytest.fixture
def small_disk() -> Iterator[Path]:
    """A 1 MiB file system of its own (tmpfs, as root), unmounted after the test."""
    try:
        with faults.small_disk() as folder:
            yield folder
    except subprocess.CalledProcessError as exc:
        pytest.skip(f"a small file system cannot be mounted here: {exc}")


def _stored_once_there_is_room(archive: GameArchive, filler: Path, db: Path) -> None:
    """The filler removed (and no other game played): the match's three results stored."""
    filler.unlink()
    assert archive.results.flush(TIMEOUT / 1000)
    store = StatsStore(db)
    rows = store.results(EVERYTHING, units=(MATCH, MATCH_GAME))
    assert sorted((row.unit, row.number) for row in rows) == [(MATCH, 1), (MATCH_GAME, 1),
                                                              (MATCH_GAME, 2)]
    store.close()
    archive.close()


def test_results_of_a_game_ended_on_a_full_disk_are_stored_once_it_has_room(
    qtbot: QtBot, small_disk: Path
) -> None:
    db = small_disk / "stats.sqlite3"
    StatsStore(db).close()
    archive = GameArchive(stats_path=db, saves_dir=small_disk / "saves",
                          replays_dir=small_disk / "replays", notify=False)  # fmt: skip
    assert archive.results.flush()
    filler = faults.fill(small_disk)
    seats = [SeatConfig(f"Bot {i}", BOT, "random") for i in range(2)]
    game = game_class("machacek")(players=2, rules=MachacekRules(games=2), seed=8)
    controller = SessionController(game, seats, bot_pace_ms=0)
    archive.on_game_started(SimpleNamespace(controller=controller))
    with qtbot.waitSignal(controller.gameOver, timeout=TIMEOUT):
        controller.start()
    # the game is over and its recorder done with: its three results wait all the same
    waiting = [item.result for item in archive.results.waiting() if item.result is not None]
    assert sorted((r.unit, r.number) for r in waiting) == [(MATCH, 1), (MATCH_GAME, 1),
                                                           (MATCH_GAME, 2)]
    _stored_once_there_is_room(archive, filler, db)
    controller.deleteLater()


def test_laying_a_table_asks_a_locked_database_once_not_per_seat(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tablegames_qt.storage.profiles import Profiles
    from tablegames_qt.storage.stats import GUI_BUSY_SECONDS
    from tablegames_qt.ui.seat_config import HUMAN
    from tablegames_qt.ui.seat_profiles import seated

    store = StatsStore(db, busy_timeout=GUI_BUSY_SECONDS)  # the app's, on the GUI thread
    asked: list[str] = []
    real = Profiles.of_seat

    def counted(self: Profiles, name: str, profile_id: int | None = None) -> object:
        asked.append(name)
        return real(self, name, profile_id)

    monkeypatch.setattr(Profiles, "of_seat", counted)
    seats = [SeatConfig(name, HUMAN, "normal") for name in ("Anna", "Bob", "Cyril", "Dana")]
    locker = Locker(db)
    try:
        laid = seated(Profiles(store), seats, make=True)
    finally:
        locker.release()
    # the seats as they were (their profiles are found when the results are stored), and
    # the GUI thread waited for the lock once, not four times
    assert laid == seats and asked == ["Anna"]
    assert [seat.profile_id for seat in seated(Profiles(store), seats, make=True)] == [1, 2, 3, 4]
    store.close()


def test_a_disk_full_before_the_first_start_keeps_results_in_memory_until_it_has_room(
    qtbot: QtBot, small_disk: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing was ever written (no database, no pending files, no folders) and the disk
    is full: the app starts, tells each folder once, keeps the results in memory and
    stores them, once, as soon as the disk has room (issue 31 item 1's first start)."""
    from PySide6.QtWidgets import QMessageBox

    from tablegames_qt.ui.main_window import MainWindow

    from .app_helpers import isolated_settings

    filler = faults.fill(small_disk)
    data = small_disk / "data"
    db = data / "stats.sqlite3"
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: boxes.append(box.text()))
    archive = GameArchive(stats_path=db, saves_dir=data / "saves", replays_dir=data / "replays")
    window = MainWindow(isolated_settings(tmp_path, monkeypatch), services=archive)
    qtbot.addWidget(window)
    seats = [SeatConfig(f"Bot {i}", BOT, "random") for i in range(2)]
    game = game_class("machacek")(players=2, rules=MachacekRules(games=2), seed=8)
    controller = SessionController(game, seats, bot_pace_ms=0)
    archive.on_game_started(SimpleNamespace(controller=controller))
    with qtbot.waitSignal(controller.gameOver, timeout=TIMEOUT):
        controller.start()
    qtbot.waitUntil(lambda: health.failure(health.STATISTICS) is not None, timeout=TIMEOUT)
    waiting = [item.result for item in archive.results.waiting() if item.result is not None]
    assert sorted((r.unit, r.number) for r in waiting) == [(MATCH, 1), (MATCH_GAME, 1),
                                                           (MATCH_GAME, 2)]
    qtbot.wait(50)
    assert boxes and len(boxes) == len(set(boxes))  # each folder told once
    assert any("statistics" in text.lower() or str(data) in text for text in boxes)
    _stored_once_there_is_room(archive, filler, db)
    again = GameArchive(stats_path=db, saves_dir=data / "saves", replays_dir=data / "replays",
                        notify=False)  # the next run stores nothing twice
    assert again.results.flush(TIMEOUT / 1000)
    again.close()
    store = StatsStore(db)
    assert len(store.results(EVERYTHING, units=(MATCH, MATCH_GAME))) == 3
    store.close()
    controller.deleteLater()
