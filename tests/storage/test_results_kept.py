"""Results are never lost to a full disk (issue 31 item 1): kept while the statistics
cannot be written, stored once writing works again, in this run and the next, and
never twice.  The disk is a real small file system (tmpfs, mounted as root)."""

from __future__ import annotations

import random
import subprocess
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bench.faults import fill
from tablegames_qt.games import game_class
from tablegames_qt.storage import health, recovery, saves
from tablegames_qt.storage.pending import Pending, PendingFiles, Person
from tablegames_qt.storage.results import ResultQueue
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.stats import GAME, Filter, GameResult, SeatResult, StatsStore

FAST = (0.02, 0.2)  # retry pauses for the tests
EVERYTHING = Filter(include_bot_only=True)


@pytest.fixture(autouse=True)
def _clean() -> Iterator[None]:
    recovery.take_problems()
    health.reset()
    yield
    recovery.take_problems()
    health.reset()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 512 KiB file system of its own, unmounted after the test."""
    folder = tmp_path / "small"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(folder)],
                             capture_output=True, check=False)  # fmt: skip
    if mounted.returncode != 0:
        pytest.skip(f"a small file system cannot be mounted here: {mounted.stderr!r}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


FIGURES = ("dice_lost", "bids_made", "dudos_called", "dudos_right", "calzas_called",
           "calzas_right", "rounds_won", "times_doubted")  # fmt: skip
TENDENCIES = ("claims", "bluffs", "challenges", "challenges_right")


def a_result(number: int) -> Pending:
    """A finished Perudo game of Anna against the easy bot (profiles found when stored),
    with figures and tendencies as a real game's."""
    finished = datetime(2026, 1, 1, 12, 0, tzinfo=UTC) + timedelta(minutes=number)
    rng = random.Random(number)

    def seat(index: int, name: str) -> SeatResult:
        return SeatResult(index, 0, name, number % 2 == index,
                          figures={f: float(rng.randint(0, 9)) for f in FIGURES},
                          tendencies={t: float(rng.randint(0, 9)) for t in TENDENCIES})

    result = GameResult(
        session=saves.new_session_id(), game="perudo", unit=GAME, finished_at=finished,
        duration=60.0, variant={"players": 2, "rules": {"calza": True, "starting_dice": 5}},
        seats=(seat(0, "Anna"), seat(1, "Bot")), faces=tuple(rng.randint(0, 9) for _ in range(6)),
    )  # fmt: skip
    return Pending(result, (Person(0, "Anna", "human", "normal"), Person(1, "Bot", "bot", "easy")))


def stored(path: Path) -> list[str]:
    store = StatsStore(path)
    try:
        return sorted(row.session for row in store.results(EVERYTHING))
    finally:
        store.close()


def test_results_kept_on_a_full_disk_are_stored_when_it_has_room_again(small_disk: Path) -> None:
    db = small_disk / "statistics.sqlite3"
    StatsStore(db).close()
    queue = ResultQueue.on_thread(db, retry_seconds=FAST)
    assert queue.flush()  # started: its files made while there is room
    filler = fill(small_disk)
    results = [a_result(n) for n in range(3)]
    queue.submit(results)
    # nothing can be stored now, and nothing is dropped: all three wait, kept on disk too
    assert not queue.flush(timeout=0.5)
    assert [item.key for item in queue.waiting()] == [item.key for item in results]
    assert [item.key for item in PendingFiles(small_disk).read()] == [r.key for r in results]
    assert health.failure(health.STATISTICS) is not None  # told (once, by the mark)

    filler.unlink()  # room again: stored without another game being played
    assert queue.flush()
    sessions = sorted(r.result.session for r in results if r.result is not None)
    assert stored(db) == sessions
    queue.submit(results)  # the same results again: stored once
    assert queue.flush()
    queue.close()
    assert stored(db) == sessions
    assert PendingFiles(small_disk).read() == []
    assert health.failure(health.STATISTICS) is None


def test_results_kept_when_the_app_ends_on_a_full_disk_are_stored_by_the_next_run(
    small_disk: Path,
) -> None:
    db = small_disk / "statistics.sqlite3"
    StatsStore(db).close()
    queue = ResultQueue.on_thread(db, retry_seconds=FAST)
    assert queue.flush()
    filler = fill(small_disk)
    results = [a_result(n) for n in range(40)]  # an evening of games on a full disk
    queue.submit(results)
    assert not queue.flush(timeout=0.3)
    queue.close()  # the app ends, the disk still full
    assert stored(db) == []
    assert len(PendingFiles(small_disk).read()) == 40

    filler.unlink()
    for _run in range(2):  # the next run stores them; the one after adds nothing
        queue = ResultQueue.on_thread(db, retry_seconds=FAST)
        assert queue.flush()
        queue.close()
        assert stored(db) == sorted(r.result.session for r in results if r.result is not None)
    assert PendingFiles(small_disk).read() == []


def _finished(name: str, seed: int) -> saves.SavedGame:
    game = game_class(name)(players=2, seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_replays_without_statistics_rows_are_recorded_at_the_next_start(tmp_path: Path) -> None:
    # A run that kept replays but neither results nor pending files (an older version,
    # or pending files that could never be made): the next start records them, once.
    db = tmp_path / "statistics.sqlite3"
    replays = tmp_path / "replays"
    store = StatsStore(db)
    from tablegames_qt.storage.profiles import Profiles

    anna = Profiles(store).ensure("Anna")
    store.close()
    seats = [SeatRecord("Anna", "human", "normal", anna.id), SeatRecord("Bot", "bot", "easy", None)]
    start = datetime.now(UTC)
    kept = saves.save_replay(_finished("perudo", 3), seats, session=saves.new_session_id(),
                             started_at=start, elapsed=90.0, finished_at=start + timedelta(minutes=2),
                             folder=replays)  # fmt: skip
    practice = saves.save_replay(_finished("casino", 4), seats, session=saves.new_session_id(),
                                 started_at=start, elapsed=90.0,
                                 finished_at=start + timedelta(minutes=3),
                                 extra={"practice": True}, folder=replays)  # fmt: skip
    old = saves.save_replay(_finished("perudo", 5), seats, session=saves.new_session_id(),
                            started_at=start - timedelta(days=30), elapsed=90.0,
                            finished_at=start - timedelta(days=30), folder=replays)  # fmt: skip
    for _run in range(2):
        queue = ResultQueue.on_thread(db, replays, retry_seconds=FAST)
        assert queue.flush()
        queue.close()
        store = StatsStore(db)
        rows = store.results(EVERYTHING)
        store.close()
        # the game kept as a replay, linked to it; not the practice game, nor a replay
        # older than the database (a database started afresh is not filled with strangers)
        assert [(row.game, row.replay) for row in rows] == [("perudo", kept.name)]
        assert rows[0].seats[0].profile_id == anna.id and rows[0].seats[0].name == "Anna"
    assert practice.exists() and old.exists()


def test_a_damaged_database_is_moved_aside_once_when_two_stores_open_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The app's store (GUI thread) and the results' thread open the same damaged file at
    # once: it is moved aside once and told once, and both go on with the fresh database.
    db = tmp_path / "statistics.sqlite3"
    db.write_bytes(b"SQLite format 3\x00" + b"garbage" * 200)
    real_move = recovery.move_aside

    def slow_move(path: Path, sidecars: tuple[str, ...] = ()) -> Path:
        time.sleep(0.3)  # a slow disk: the other opener comes meanwhile
        return real_move(path, sidecars)

    monkeypatch.setattr(recovery, "move_aside", slow_move)
    queue = ResultQueue.on_thread(db, retry_seconds=FAST)
    time.sleep(0.05)
    store = StatsStore(db)
    assert queue.flush()
    problems = recovery.take_problems()
    assert [problem.moved_to is not None for problem in problems] == [True]
    assert len(list(tmp_path.glob("statistics.damaged-*"))) == 1
    queue.submit([a_result(7)])
    assert queue.flush()
    queue.close()
    assert len(store.results(EVERYTHING)) == 1
    store.close()


def test_storing_a_result_writes_no_profile_that_is_there_already(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The results' thread finds the seats' profiles when it stores: a bot's that exists is
    # read, not written again (one write, with its fsync, per result, not one per seat).
    from tablegames_qt.storage.results import store_pending

    store = StatsStore(tmp_path / "statistics.sqlite3")
    assert store_pending(store, a_result(1)) is not None  # Anna's and the bot's made
    writes: list[str] = []
    real = StatsStore.transaction

    def counted(self: StatsStore) -> object:
        writes.append("transaction")
        return real(self)

    monkeypatch.setattr(StatsStore, "transaction", counted)
    assert store_pending(store, a_result(2)) is not None
    assert writes == ["transaction"]
    store.close()


def test_the_gui_store_does_not_wait_behind_the_results_thread_opening(tmp_path: Path) -> None:
    # While the results' thread opens its store (and may wait for another program's lock),
    # the GUI thread's store gives up as it would for a lock, instead of waiting behind it.
    import sqlite3
    import threading

    from tablegames_qt.storage import stats

    db = tmp_path / "statistics.sqlite3"
    StatsStore(db).close()
    outcome: list[BaseException | None] = []

    def open_on_the_gui_thread() -> None:
        try:
            StatsStore(db, busy_timeout=0.05).close()
            outcome.append(None)
        except BaseException as exc:
            outcome.append(exc)

    with stats._OPENING:  # the results' thread opening, for as long as it takes
        gui = threading.Thread(target=open_on_the_gui_thread)
        gui.start()
        gui.join(10)
        assert outcome, "the GUI thread's store waited behind the other opening"
    assert isinstance(outcome[0], sqlite3.OperationalError) and stats.busy(outcome[0])
    StatsStore(db, busy_timeout=0.05).close()  # and opens once the other is done
