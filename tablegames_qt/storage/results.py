"""Results kept until they are stored: never dropped by a full disk or a locked database.

A finished unit (``stats_records``) becomes a :class:`Pending`: the result, with the
seats' people (name, kind, level) so their profiles can be found or made when the
database can be written, not when the game ends.  :class:`ResultQueue` stores them in
order, each in one transaction, and keeps what cannot be stored yet:

- **on a thread of its own** (:meth:`ResultQueue.on_thread`, the app): the thread opens
  its own connection, so a database locked by another program (``BEGIN EXCLUSIVE``) or a
  slow disk never holds up the table; what fails is tried again after a pause that
  grows from :data:`RETRY_SECONDS` to :data:`RETRY_MAX_SECONDS`, and at once when
  another result comes;
- **in the caller's thread** (:meth:`ResultQueue.inline`, a throw-away store, tests):
  tried when submitted and again at every :meth:`~ResultQueue.retry`.

What waits is kept beside the database in two files made at their full size while
the disk has room and written over in place (:class:`~tablegames_qt.storage.pending.PendingFiles`), so a result kept
while the disk was full is stored by the next run too; and at its start the thread
re-derives results from the replays on disk that have no statistics row (kept by a
run that had no pending files), skipping practice games and replays older than the
database's first profile.  Storing twice is harmless: a unit is keyed by (session, unit, number) and
:meth:`StatsStore.record` skips one recorded already.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, is_dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from tablegames_qt.coach.tendencies import tendencies
from tablegames_qt.engine.core import Game
from tablegames_qt.games import figures as figures_mod
from tablegames_qt.games import spec
from tablegames_qt.games.figures import Unit
from tablegames_qt.storage import health, save_files
from tablegames_qt.storage.pending import Pending, PendingFiles, Person
from tablegames_qt.storage.profiles import BOT_LEVELS, Profiles, fitting_name
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.save_format import SavedGame, SeatRecord, read_file, read_header
from tablegames_qt.storage.stats import StatsStore
from tablegames_qt.storage.stats_records import (
    MATCH_GAME,
    GameResult,
    SeatResult,
    parse_time,
)

log = logging.getLogger(__name__)

#: the first pause before a result that could not be stored is tried again, and the longest
RETRY_SECONDS = 1.0
RETRY_MAX_SECONDS = 30.0
#: how long the app waits at its end for results still being stored
CLOSE_SECONDS = 8.0
#: how long the queue's connection waits for a lock before it tries again later
BUSY_SECONDS = 2.0


# -- results of finished units -----------------------------------------------------------

def variant_of(game: Game[Any, Any]) -> dict[str, Any]:
    """The variant settings of ``game`` for the statistics: players and rules."""
    rules = getattr(game, "rules", None)
    data: dict[str, Any] = {"players": game.players}
    if rules is not None and is_dataclass(rules) and not isinstance(rules, type):
        data["rules"] = asdict(rules)
    return data


def _tendencies(game: Game[Any, Any], unit: Unit) -> dict[int, dict[str, float]]:
    """The story's counts of ``unit`` (one game of a match alone); none if it cannot be told."""
    try:
        return tendencies(game, spec(game.NAME).coach,
                          unit.number if unit.unit == MATCH_GAME else None)
    except (KeyError, ValueError, TypeError, AttributeError):
        log.exception("no tendencies for %s %s %d", game.NAME, unit.unit, unit.number)
        return {}


def unit_result(
    unit: Unit,
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    finished_at: datetime,
    duration: float,
    replay: str | None = None,
    hints_used: bool = False,
) -> GameResult:
    """The statistics row of a finished unit; a seat without a profile has profile id 0
    (its profile is found when the result is stored: :func:`pending_of`)."""
    duration = max(0.0, duration)
    if unit.unit == MATCH_GAME:
        started = finished_at - timedelta(seconds=duration)
    else:
        started = min(started_at, finished_at)
    told = _tendencies(game, unit)
    rows = [
        SeatResult(seat, seats[seat].profile_id or 0, seats[seat].name, seat in unit.winners,
                   unit.sides[seat] if seat < len(unit.sides) else None,
                   unit.figures.get(seat, {}), told.get(seat, {}))
        for seat in unit.seats
    ]  # fmt: skip
    return GameResult(
        session=session, game=game.NAME, unit=unit.unit, seats=tuple(rows),
        finished_at=finished_at, duration=duration, number=unit.number,
        variant=variant_of(game), started_at=started, faces=unit.faces, replay=replay,
        hints_used=hints_used,
    )  # fmt: skip


def pending_of(result: GameResult, seats: Sequence[SeatRecord],
               stand_ins: Iterable[int] = ()) -> Pending:  # fmt: skip
    """``result`` with the people of its seats (``seats``: the game's seat records;
    ``stand_ins``: the seats the computer plays for a person who left)."""
    standing = set(stand_ins)
    people = tuple(
        Person(row.seat, seats[row.seat].name, seats[row.seat].kind, seats[row.seat].level,
               row.seat in standing)
        for row in result.seats
    )  # fmt: skip
    return Pending(result, people)


def finished_game(saved: SavedGame, replay: str | None = None) -> list[Pending]:
    """The results of a saved game that ended (caught up from its log): its slot after a
    kill right after the last action, or a replay without a statistics row."""
    _tracker, units = figures_mod.catch_up(saved.game)
    finished_at = saved.finished_at or saved.saved_at
    return [
        pending_of(unit_result(
            unit, saved.game, saved.seats, session=saved.session, started_at=saved.started_at,
            finished_at=finished_at, duration=0.0 if unit.unit == MATCH_GAME else saved.elapsed,
            replay=replay, hints_used=saved.extra.get("hints_used") is True,
        ), saved.seats)
        for unit in units
    ]  # fmt: skip


def store_pending(store: StatsStore, item: Pending) -> int | None:
    """Store ``item``: the new result's id, or None (a link, or a unit stored already).
    ``sqlite3.Error``/``OSError`` while the database cannot be written; ``ValueError``
    for a result no database would take."""
    if item.result is None:
        assert item.link is not None
        store.set_replay(*item.link)
        return None
    result = item.result
    if store.is_recorded(result.session, result.unit, result.number):
        return None
    people = {person.seat: person for person in item.people}
    profiles = Profiles(store)
    seats = []
    for row in result.seats:
        person = people.get(row.seat)
        profile_id = row.profile_id
        if person is not None and profiles.get(profile_id) is None:
            if person.stand_in:
                level = person.level if person.level in BOT_LEVELS else "normal"
                profile_id = profiles.bot(level).id
            else:
                name = fitting_name(person.name) or person.name
                profile_id = profiles.for_seat(name, person.kind, person.level).id
        seats.append(replace(row, profile_id=profile_id))
    return store.record(replace(result, seats=tuple(seats)))


# -- the queue ------------------------------------------------------------------------------------

Recorded = Callable[[int], None]
Dropped = Callable[[str], None]


class ResultQueue:
    """Stores :class:`Pending` results in order; see the module docstring."""

    def __init__(
        self,
        open_store: Callable[[], StatsStore],
        *,
        threaded: bool,
        pending_folder: Path | None = None,
        replays_dir: Path | None = None,
        retry_seconds: tuple[float, float] = (RETRY_SECONDS, RETRY_MAX_SECONDS),
    ) -> None:
        self._open_store = open_store
        self._threaded = threaded
        self._stats_path: Path | None = None
        self._pending = PendingFiles(pending_folder) if pending_folder is not None else None
        self._replays_dir = replays_dir
        self._retry = retry_seconds
        self._store: StatsStore | None = None
        self._changed = threading.Condition()
        self._items: list[Pending] = []
        self._busy = False
        self._started = not threaded  # the thread has looked for what earlier runs left
        self._closed = False
        self._dirty = False  # the pending file is behind the items
        self._logged: set[tuple[str, ...]] = set()  # results told as kept for later
        self._keep_failed = False  # the pending files could not be written (told once)
        self._thread: threading.Thread | None = None
        #: called with a new result's id (on the queue's thread)
        self.on_recorded: Recorded | None = None
        #: called with why a result was refused for good (on the queue's thread)
        self.on_dropped: Dropped | None = None
        #: the thread each store was made and written on (a check for the tests)
        self.worker_thread: threading.Thread | None = None

    @classmethod
    def on_thread(
        cls, stats_path: Path, replays_dir: Path | None = None, **options: Any
    ) -> ResultQueue:
        """The app's queue: a thread with its own connection to ``stats_path``, the pending
        file beside it, results re-derived from ``replays_dir`` at its start."""
        queue = cls(lambda: StatsStore(stats_path, busy_timeout=BUSY_SECONDS), threaded=True,
                    pending_folder=stats_path.parent, replays_dir=replays_dir,
                    **options)  # fmt: skip
        queue._stats_path = stats_path
        queue._thread = threading.Thread(target=queue._run, name="results", daemon=True)
        queue._thread.start()
        return queue

    @classmethod
    def inline(cls, store: StatsStore) -> ResultQueue:
        """A queue writing to ``store`` in the caller's thread."""
        return cls(lambda: store, threaded=False)

    @property
    def inline_mode(self) -> bool:
        """Whether results are stored in the caller's thread."""
        return not self._threaded

    # -- the caller's side -------------------------------------------------------------
    def submit(self, items: Iterable[Pending]) -> None:
        """Store ``items`` soon (in order, after what waits)."""
        with self._changed:
            known = {item.key for item in self._items}
            for item in items:
                if item.key not in known:
                    known.add(item.key)
                    self._items.append(item)
                    self._dirty = True
            self._changed.notify_all()
        if not self._threaded:
            self._drain()

    def retry(self) -> None:
        """Try what waits again now (another action was played)."""
        if not self._threaded:
            self._drain()
            return
        with self._changed:
            self._changed.notify_all()

    def waiting(self) -> list[Pending]:
        """What is not stored yet (being stored included)."""
        with self._changed:
            return list(self._items)

    def flush(self, timeout: float = CLOSE_SECONDS) -> bool:
        """Wait until everything is stored; False when the time ran out first."""
        with self._changed:
            self._changed.notify_all()
            return self._changed.wait_for(
                lambda: self._started and not self._items and not self._busy, timeout
            )

    def close(self, timeout: float = CLOSE_SECONDS) -> None:
        """One last try, what still waits kept in the pending file, the thread ended."""
        with self._changed:
            self._closed = True
            self._changed.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        elif self._threaded is False:
            self._keep_pending()

    # -- the queue's side ----------------------------------------------------------------
    def _run(self) -> None:
        self.worker_thread = threading.current_thread()
        self._start()
        delay = self._retry[0]
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._items) or self._closed)
                closed = self._closed
            stored = self._drain()
            if closed:
                self._keep_pending()
                if self._store is not None:
                    self._store.close()
                return
            if stored:
                delay = self._retry[0]
                continue
            with self._changed:  # a new result or closing wakes it early
                self._changed.wait(delay)
            delay = min(delay * 2, self._retry[1])

    def _start(self) -> None:
        """The results a run before left waiting, and those of replays without a row."""
        found: list[Pending] = []
        try:
            if self._pending is not None:
                found = self._pending.read()
                if found:
                    log.info("%d results waiting from an earlier run", len(found))
                self._pending.reserve()
            with contextlib.suppress(sqlite3.Error, OSError):  # tried again at the next start
                self._connected()  # the database made (or checked) while there is room
                found += self._from_replays()
        except Exception:  # never let the thread die: every result after would wait
            log.exception("looking for results left waiting failed")
        with self._changed:
            known = {item.key for item in self._items}
            self._items[:0] = [item for item in found if item.key not in known]
            self._dirty = self._dirty or bool(found)
            self._started = True
            self._changed.notify_all()

    def _from_replays(self) -> list[Pending]:
        if self._replays_dir is None or not self._replays_dir.is_dir():
            return []
        store = self._connected()
        conn = store.connection
        linked = {row[0] for row in conn.execute("SELECT DISTINCT replay FROM results")}
        sessions = {row[0] for row in conn.execute("SELECT DISTINCT session FROM results")}
        born_text = conn.execute("SELECT MIN(created_at) FROM profiles").fetchone()[0]
        if born_text is None:
            return []  # a new database: no game of the replays was ever played with it
        born = parse_time(born_text)
        found: list[Pending] = []
        for path in sorted(self._replays_dir.glob("*.json")):
            if (path.name in linked or path.name.startswith(save_files.TEMP_PREFIX)
                    or ".damaged-" in path.name):  # fmt: skip
                continue
            try:
                header = read_header(path)
                if header.finished_at is None or header.extra.get("practice"):
                    continue
                if header.session in sessions:
                    found.append(Pending(link=(header.session, path.name)))
                    continue
                if header.finished_at < born:
                    continue
                found += finished_game(read_file(path), path.name)
            except (DamagedFile, OSError, ValueError) as exc:
                log.info("replay %s not looked at for results: %s", path.name, exc)
                continue
            log.info("results of the replay %s were not stored: stored now", path.name)
        return found

    def _connected(self) -> StatsStore:
        if self._store is None:
            self._store = self._open_store()
            self.worker_thread = threading.current_thread()
        return self._store

    def _drain(self) -> bool:
        """Store what waits, in order; True when nothing is left."""
        while True:
            with self._changed:
                if not self._items or self._busy:
                    self._changed.notify_all()
                    stored = not self._items
                    break
                item = self._items[0]
                self._busy = True
            dropped: str | None = None
            result_id: int | None = None
            try:
                result_id = store_pending(self._connected(), item)
            except (ValueError, sqlite3.IntegrityError) as exc:  # the same again and again
                log.error("could not record the result %s: %s", item.key, exc)
                dropped = str(exc)
            except (sqlite3.Error, OSError) as exc:
                # told once per result (tried again at every action while it waits)
                level = logging.DEBUG if item.key in self._logged else logging.WARNING
                self._logged.add(item.key)
                log.log(level, "the result %s is kept to be stored later: %s", item.key, exc)
                self._note_failure(exc)
                with self._changed:
                    self._busy = False
                    self._changed.notify_all()
                self._keep_pending()
                return False
            except Exception as exc:  # a fault of the app's: told, and the queue goes on
                log.exception("could not record the result %s", item.key)
                dropped = str(exc)
            with self._changed:
                if self._items and self._items[0] is item:
                    self._items.pop(0)
                    self._dirty = True
                self._busy = False
            if result_id is not None and self.on_recorded is not None:
                self.on_recorded(result_id)
            if dropped is not None and self.on_dropped is not None:
                self.on_dropped(dropped)
        if stored:
            self._keep_pending()
        return stored

    def _note_failure(self, exc: sqlite3.Error | OSError) -> None:
        """Marked (and told once) as any write of the statistics is (``health``)."""
        if self._store is not None and isinstance(exc, sqlite3.Error):
            if self._store.writable:  # a read before the write failed: the same mark
                self._store.failed_to_write(exc)
        elif self._stats_path is not None:
            health.failed(health.STATISTICS, self._stats_path.parent, exc)

    def _keep_pending(self) -> None:
        """The pending files as the items are; a failure is only logged: the items stay
        in memory and the replays hold the games."""
        with self._changed:
            if self._pending is None or not self._dirty:
                return
            items = list(self._items)
            self._dirty = False
        try:
            self._pending.write(items)
        except (OSError, TypeError, ValueError) as exc:
            with self._changed:
                self._dirty = True
            # told once while it fails (a full disk fails at every try): kept in memory
            level = logging.DEBUG if self._keep_failed else logging.WARNING
            self._keep_failed = True
            log.log(level, "the waiting results could not be kept (kept in memory): %s", exc)
            return
        self._keep_failed = False

