"""Statistics: every finished game in an SQLite database (stdlib ``sqlite3``).

Results point at player *profiles* by id, never by name, so renaming a
player keeps their history; bots have one profile per difficulty (the game is
in the result).  A result is one *unit*: a Perudo or Casino game, a Macháček
match, or one game inside a Macháček match; "headline" units (games and
matches) count for win rates, single games of a match carry the per-game
figures and the dice seen.

The schema version lives in ``PRAGMA user_version``; :data:`MIGRATIONS` takes
a database from any older version to :data:`SCHEMA_VERSION`, one
transaction per step.  A file that is not an SQLite database, fails SQLite's
own check, was written by a newer version or holds someone else's tables is
moved aside (:mod:`recovery`) and a fresh database is started.  Every write
is one transaction (``BEGIN IMMEDIATE`` … ``COMMIT``), so a crash leaves a
result either fully recorded or not at all.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path

from tablegames_qt.storage import health, paths, recovery
from tablegames_qt.storage.names import is_replay_name
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.stats_queries import StatsQueries
from tablegames_qt.storage.stats_records import (
    BOT,
    GAME,
    HEADLINE_UNITS,
    HUMAN,
    MATCH,
    MATCH_GAME,
    SINGLE_GAME_UNITS,
    UNITS,
    FigureTotals,
    Filter,
    GameResult,
    HeadToHead,
    PlayerRow,
    ResultRow,
    SeatResult,
    SeatRow,
    WinsRow,
    parse_time,
    time_text,
    validate,
)
from tablegames_qt.storage.stats_schema import (
    MIGRATIONS,
    SCHEMA_VERSION,
    columns_of,
    reference_columns,
    table_count,
)

__all__ = [
    "BOT", "DB_NAME", "GAME", "HEADLINE_UNITS", "HUMAN", "MATCH", "MATCH_GAME", "MIGRATIONS",
    "SCHEMA_VERSION", "SINGLE_GAME_UNITS", "UNITS", "FigureTotals", "Filter", "GameResult",
    "HeadToHead", "PlayerRow", "ResultRow", "SeatResult", "SeatRow", "StatsStore", "WinsRow",
    "busy", "default_path", "parse_time", "time_text",
]  # fmt: skip

log = logging.getLogger(__name__)

DB_NAME = "statistics.sqlite3"
SQLITE_HEADER = b"SQLite format 3\x00"
#: how long a connection waits for another program's lock.  The app never opens one on
#: the GUI thread (results: ``results.ResultQueue``; the rest: ``ui/stats/worker.py``);
#: a store a test or a tool opens there gives up soon (``GUI_BUSY_SECONDS``).
BUSY_SECONDS = 5.0
GUI_BUSY_SECONDS = 0.25

def default_path() -> Path:
    return paths.data_dir() / DB_NAME

# -- the store -----------------------------------------------------------------------------

def _file_damage(path: Path) -> DamagedFile | None:
    """Damage visible without opening the file as a database.  An empty file is
    fine: SQLite makes a new database of it."""
    try:
        with paths.confined_file(path).open("rb") as handle:
            header = handle.read(100)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return DamagedFile(recovery.UNREADABLE, str(exc))
    if not header:
        return None
    if len(header) < len(SQLITE_HEADER) and SQLITE_HEADER.startswith(header):
        return DamagedFile(recovery.TRUNCATED, f"only {len(header)} bytes")
    if not header.startswith(SQLITE_HEADER):
        return DamagedFile(recovery.NOT_SQLITE, f"header {header[:16]!r}")
    if len(header) < 100:
        return DamagedFile(recovery.TRUNCATED, f"only {len(header)} bytes")
    return None


#: held while a store opens (and may move a damaged file aside)
_OPENING = threading.Lock()


def busy(exc: sqlite3.Error) -> bool:
    """Whether ``exc`` says another connection holds the database (locked, busy)."""
    text = str(exc).lower()
    return "locked" in text or "busy" in text


class StatsStore(StatsQueries):
    """The statistics database; see the module docstring.

    Opening never fails because of the file's contents: a damaged file is
    moved aside and :attr:`problem` says what happened.  It still raises
    ``sqlite3.Error``/``OSError`` when no database can be made at all (a
    folder that cannot be written); the caller then runs without statistics.

    A database that can be read but not written (a read-only file or
    folder, a full disk) opens, and says so: :attr:`write_failure` is set
    (at opening, by a trial write that is rolled back, and by every write
    that fails) and :mod:`health` holds it as a lasting mark; the next write
    that works clears both.  Writes still raise ``sqlite3.Error`` as before.
    """

    def __init__(self, path: Path | None = None, *, busy_timeout: float = BUSY_SECONDS) -> None:
        self.path = path if path is not None else default_path()
        self.busy_timeout = busy_timeout
        self.problem: recovery.Problem | None = None
        self.write_failure: health.WriteFailure | None = None
        # the results' thread opens its own: one damaged file moved aside once; waited for
        # no longer than a lock would be (the GUI thread's store gives up soon)
        if not _OPENING.acquire(timeout=self.busy_timeout):
            raise sqlite3.OperationalError("database is locked: being opened by another thread")
        try:
            self._conn = self._open()
        finally:
            _OPENING.release()
        self.check_writable()

    @classmethod
    def in_memory(cls) -> StatsStore:
        """A throw-away store (tests, or when the data folder cannot be written)."""
        store = cls.__new__(cls)
        store.path = Path(":memory:")
        store.busy_timeout = BUSY_SECONDS
        store.problem = None
        store.write_failure = None
        store._conn = store._connect(":memory:")
        store._migrate(store._conn)
        return store

    # -- opening ----------------------------------------------------------------
    def _connect(self, target: str) -> sqlite3.Connection:
        # Autocommit mode: transactions are begun explicitly in transaction().
        conn = sqlite3.connect(target, isolation_level=None, timeout=self.busy_timeout)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        damage = _file_damage(self.path)
        if damage is None:
            conn = self._connect(str(paths.confined_file(self.path)))
            try:
                self._check(conn)
            except DamagedFile as exc:
                damage = exc
            except sqlite3.DatabaseError as exc:
                if busy(exc):  # another program holds it: not damaged, only not now
                    conn.close()
                    raise
                reason = recovery.NOT_SQLITE if "not a database" in str(exc) else recovery.CORRUPT
                damage = DamagedFile(reason, str(exc))
            if damage is None:
                try:
                    # A failing step is the app's fault, not the file's: it is rolled
                    # back and the file left alone (the app runs without statistics).
                    self._migrate(conn)
                    self._check_shape(conn)
                    return conn
                except DamagedFile as exc:
                    damage = exc
                except BaseException:
                    conn.close()
                    raise
            conn.close()
        self.problem = recovery.quarantine(
            self.path, recovery.STATISTICS, damage, recovery.SQLITE_SIDECARS
        )
        if self.problem.moved_to is None:
            raise OSError(f"the damaged statistics file {self.path} could not be moved aside")
        conn = self._connect(str(paths.confined_file(self.path)))
        self._migrate(conn)
        return conn

    def _check(self, conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise DamagedFile(recovery.FUTURE_VERSION, f"schema {version} > {SCHEMA_VERSION}")
        if version < 0:
            raise DamagedFile(recovery.UNKNOWN_VERSION, f"schema {version}")
        result = conn.execute("PRAGMA quick_check").fetchone()[0]
        if result != "ok":
            raise DamagedFile(recovery.CORRUPT, f"quick_check: {result}")
        if version == 0 and table_count(conn):
            raise DamagedFile(recovery.WRONG_TYPES, "tables of another program, no schema version")

    def _migrate(self, conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        for target in range(version + 1, SCHEMA_VERSION + 1):
            step = MIGRATIONS.get(target)
            if step is None:
                raise DamagedFile(recovery.UNKNOWN_VERSION, f"no way from schema {target - 1}")
            conn.execute("BEGIN IMMEDIATE")
            try:
                step(conn)
                # user_version is part of the database header, so it commits with the step.
                conn.execute(f"PRAGMA user_version = {int(target)}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            log.info("statistics database %s now at schema %d", self.path, target)

    def _check_shape(self, conn: sqlite3.Connection) -> None:
        reference = reference_columns()
        found = columns_of(conn, reference)
        for table, columns in reference.items():
            missing = set(columns) - set(found.get(table, []))
            if missing:
                raise DamagedFile(
                    recovery.WRONG_TYPES, f"table {table} lacks {sorted(missing)}"
                )

    # -- basics -------------------------------------------------------------------
    @property
    def connection(self) -> sqlite3.Connection:
        return self._conn

    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        self._conn.close()

    @property
    def writable(self) -> bool:
        """False while writes fail (see :attr:`write_failure`)."""
        return self.write_failure is None

    def failed_to_write(self, exc: sqlite3.Error) -> None:
        """A write (or the read before it) failed: marked as :attr:`write_failure`."""
        self._write_failed(exc)

    def _write_failed(self, exc: sqlite3.Error) -> None:
        if isinstance(exc, sqlite3.OperationalError | sqlite3.DatabaseError) and not isinstance(
            exc, sqlite3.IntegrityError
        ):
            self.write_failure, _new = health.failed(health.STATISTICS, self.path.parent, exc)

    def _write_worked(self) -> None:
        if self.write_failure is not None:
            self.write_failure = None
        health.succeeded(health.STATISTICS, self.path.parent)

    def check_writable(self) -> bool:
        """Try a write (rolled back); True when the database can be written."""
        if str(self.path) == ":memory:":
            return True
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                version = int(conn.execute("PRAGMA user_version").fetchone()[0])
                conn.execute(f"PRAGMA user_version = {version}")
            finally:
                conn.execute("ROLLBACK")
        except sqlite3.Error as exc:
            self._write_failed(exc)
            return False
        self._write_worked()
        return True

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it is stored, or none."""
        if self.write_failure is not None and str(self.path) != ":memory:":
            # A connection opened on a read-only file stays read-only: the file may be
            # writable again, so try with a fresh one ("kept trying").
            self._conn.close()
            self._conn = self._connect(str(self.path))
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            self._write_failed(exc)
            raise
        try:
            yield conn
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                self._write_failed(exc)
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            self._write_failed(exc)
            raise
        self._write_worked()

    # -- recording ---------------------------------------------------------------------
    def is_recorded(self, session: str, unit: str, number: int = 1) -> bool:
        row = self._conn.execute(
            "SELECT 1 FROM results WHERE session = ? AND unit = ? AND number = ?",
            (session, unit, number),
        ).fetchone()
        return row is not None

    def record(self, result: GameResult) -> int | None:
        """Store a finished unit; returns its id, or None when this session's
        unit was recorded already (a game resumed after a crash ends twice)."""
        validate(result)
        with self.transaction() as conn:
            if self.is_recorded(result.session, result.unit, result.number):
                return None
            ids = [s.profile_id for s in result.seats]
            kinds = dict(conn.execute(
                f"SELECT id, kind FROM profiles WHERE id IN ({','.join('?' * len(ids))})", ids
            ).fetchall())  # fmt: skip
            unknown = set(ids) - set(kinds)
            if unknown:
                raise ValueError(f"no profiles with ids {sorted(unknown)}")
            bot_only = all(kinds[i] == BOT for i in ids)
            started = result.started_at or (result.finished_at - timedelta(seconds=result.duration))
            cursor = conn.execute(
                "INSERT INTO results (session, game, unit, number, variant, started_at,"
                " finished_at, duration, bot_only, replay, hints_used)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    result.session, result.game, result.unit, result.number,
                    json.dumps(dict(result.variant), sort_keys=True, ensure_ascii=False),
                    time_text(started), time_text(result.finished_at), float(result.duration),
                    int(bot_only), result.replay, int(bool(result.hints_used)),
                ),
            )  # fmt: skip
            result_id = cursor.lastrowid
            assert result_id is not None
            conn.executemany(
                "INSERT INTO result_seats (result_id, seat, profile_id, name, side, winner)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [
                    (result_id, s.seat, s.profile_id, s.name,
                     s.seat if s.side is None else s.side, int(s.winner))
                    for s in result.seats
                ],
            )  # fmt: skip
            conn.executemany(
                "INSERT INTO figures (result_id, seat, name, value) VALUES (?, ?, ?, ?)",
                [
                    (result_id, s.seat, name, float(value))
                    for s in result.seats
                    for name, value in sorted(s.figures.items())
                ],
            )
            conn.executemany(
                "INSERT INTO tendencies (result_id, seat, name, value) VALUES (?, ?, ?, ?)",
                [
                    (result_id, s.seat, name, float(value))
                    for s in result.seats
                    for name, value in sorted(s.tendencies.items())
                ],
            )
            if result.faces:
                conn.executemany(
                    "INSERT INTO dice_faces (result_id, face, count) VALUES (?, ?, ?)",
                    [(result_id, face, count) for face, count in enumerate(result.faces, 1)],
                )
        return result_id

    def set_replay(self, session: str, replay: str) -> None:
        """Link every unit of ``session`` to its replay file (a plain file
        name in the replays folder; anything else is refused)."""
        if not is_replay_name(replay):
            raise ValueError(f"a replay is a file name in the replays folder, not {replay!r}")
        with self.transaction() as conn:
            conn.execute("UPDATE results SET replay = ? WHERE session = ?", (replay, session))
