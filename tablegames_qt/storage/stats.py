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

import csv
import json
import logging
import math
import sqlite3
from collections import defaultdict, deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import IO, Any

from tablegames_qt.storage import paths, recovery
from tablegames_qt.storage.recovery import DamagedFile

log = logging.getLogger(__name__)

DB_NAME = "statistics.sqlite3"
SQLITE_HEADER = b"SQLite format 3\x00"
SCHEMA_VERSION = 1

GAME = "game"  # a whole Perudo or Casino game
MATCH = "match"  # a whole Macháček match
MATCH_GAME = "match_game"  # one game inside a Macháček match
UNITS: tuple[str, ...] = (GAME, MATCH, MATCH_GAME)
HEADLINE_UNITS: tuple[str, ...] = (GAME, MATCH)
SINGLE_GAME_UNITS: tuple[str, ...] = (GAME, MATCH_GAME)

HUMAN = "human"
BOT = "bot"

_TIME_FORMAT = "%Y-%m-%d %H:%M:%S"

_SCHEMA_V1 = """
CREATE TABLE profiles (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
    name TEXT NOT NULL,
    colour TEXT NOT NULL DEFAULT '',
    avatar TEXT NOT NULL DEFAULT '',
    bot_level TEXT,
    archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
    created_at TEXT NOT NULL,
    CHECK ((kind = 'bot') = (bot_level IS NOT NULL))
);
CREATE UNIQUE INDEX profiles_bot_level ON profiles (bot_level) WHERE kind = 'bot';
CREATE UNIQUE INDEX profiles_human_name ON profiles (name COLLATE NOCASE)
    WHERE kind = 'human' AND archived = 0;

CREATE TABLE results (
    id INTEGER PRIMARY KEY,
    session TEXT NOT NULL,
    game TEXT NOT NULL,
    unit TEXT NOT NULL CHECK (unit IN ('game', 'match', 'match_game')),
    number INTEGER NOT NULL DEFAULT 1,
    variant TEXT NOT NULL DEFAULT '{}',
    started_at TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    duration REAL NOT NULL CHECK (duration >= 0),
    bot_only INTEGER NOT NULL CHECK (bot_only IN (0, 1)),
    replay TEXT,
    UNIQUE (session, unit, number)
);
CREATE INDEX results_finished ON results (finished_at);
CREATE INDEX results_game ON results (game, unit);

CREATE TABLE result_seats (
    result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    profile_id INTEGER NOT NULL REFERENCES profiles (id),
    name TEXT NOT NULL,
    side INTEGER NOT NULL,
    winner INTEGER NOT NULL CHECK (winner IN (0, 1)),
    PRIMARY KEY (result_id, seat)
);
CREATE INDEX result_seats_profile ON result_seats (profile_id);

CREATE TABLE figures (
    result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    value REAL NOT NULL,
    PRIMARY KEY (result_id, seat, name)
);

CREATE TABLE dice_faces (
    result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
    face INTEGER NOT NULL CHECK (face BETWEEN 1 AND 6),
    count INTEGER NOT NULL CHECK (count >= 0),
    PRIMARY KEY (result_id, face)
);
"""

Migration = Callable[[sqlite3.Connection], None]


def _create_v1(conn: sqlite3.Connection) -> None:
    for statement in _SCHEMA_V1.split(";"):
        if statement.strip():
            conn.execute(statement)


#: version -> the step from version - 1 to it (1 creates the schema)
MIGRATIONS: dict[int, Migration] = {1: _create_v1}


def default_path() -> Path:
    return paths.data_dir() / DB_NAME


# -- times ---------------------------------------------------------------------------

def time_text(when: datetime) -> str:
    """A stored time: UTC, sortable as text."""
    if when.tzinfo is None:
        raise ValueError("statistics times are timezone-aware")
    return when.astimezone(UTC).strftime(_TIME_FORMAT)


def parse_time(text: str) -> datetime:
    return datetime.strptime(text, _TIME_FORMAT).replace(tzinfo=UTC)


def _local_midnight(day: date) -> datetime:
    return datetime.combine(day, time.min).astimezone()


# -- what is recorded ------------------------------------------------------------------

@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished unit."""

    seat: int
    profile_id: int
    name: str  # as shown at the time; the profile keeps the current name
    winner: bool
    side: int | None = None  # partnership side (four-player Casino); None: the seat
    figures: Mapping[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class GameResult:
    """A finished unit: a game, a match or one game of a match."""

    session: str
    game: str
    unit: str
    seats: tuple[SeatResult, ...]
    finished_at: datetime
    duration: float
    number: int = 1
    variant: Mapping[str, Any] = field(default_factory=dict)
    started_at: datetime | None = None
    faces: tuple[int, ...] = ()  # how often each face 1..6 was seen, or empty
    replay: str | None = None  # replay file name


# -- what is read back -------------------------------------------------------------------

@dataclass(frozen=True)
class Filter:
    """Which results a query looks at.  Dates are local calendar days, both
    ends included; bot-only games are left out unless asked for."""

    game: str | None = None
    player: int | None = None
    since: date | None = None
    until: date | None = None
    include_bot_only: bool = False


@dataclass(frozen=True)
class SeatRow:
    seat: int
    profile_id: int
    name: str
    side: int
    winner: bool


@dataclass(frozen=True)
class ResultRow:
    id: int
    session: str
    game: str
    unit: str
    number: int
    started_at: datetime
    finished_at: datetime
    duration: float
    bot_only: bool
    variant: dict[str, Any]
    replay: str | None
    seats: tuple[SeatRow, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.winner)


@dataclass(frozen=True)
class PlayerRow:
    profile_id: int
    kind: str
    name: str  # the profile's current name
    level: str | None
    colour: str


@dataclass(frozen=True)
class WinsRow:
    profile_id: int
    game: str
    played: int
    won: int


@dataclass(frozen=True)
class HeadToHead:
    """``player`` against ``opponent`` (never partners): shared games, the
    games ``player`` won and ``opponent`` did not, and the other way round."""

    player: int
    opponent: int
    games: int
    wins: int
    losses: int

    @property
    def undecided(self) -> int:
        """Shared games neither won alone (both lost to a third, or a tie)."""
        return self.games - self.wins - self.losses


@dataclass(frozen=True)
class FigureTotals:
    """One player's sums of a game's figures over ``games`` seat-games."""

    profile_id: int
    games: int
    sums: dict[str, float]

    def average(self, name: str) -> float:
        return self.sums.get(name, 0.0) / self.games if self.games else 0.0


# -- the store -----------------------------------------------------------------------------

def _file_damage(path: Path) -> DamagedFile | None:
    """Damage visible without opening the file as a database.  An empty file is
    fine: SQLite makes a new database of it."""
    try:
        with path.open("rb") as handle:
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


def _reference_columns() -> dict[str, list[str]]:
    """Columns per table of a freshly made database, to check a file against."""
    with closing(sqlite3.connect(":memory:")) as conn:
        for version in range(1, SCHEMA_VERSION + 1):
            MIGRATIONS[version](conn)
        return _columns(conn)


def _columns(conn: sqlite3.Connection) -> dict[str, list[str]]:
    tables = [
        row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]  # fmt: skip
    return {
        table: [row[1] for row in conn.execute(f'PRAGMA table_info("{table}")')]
        for table in tables
    }


class StatsStore:
    """The statistics database; see the module docstring.

    Opening never fails because of the file's contents: a damaged file is
    moved aside and :attr:`problem` says what happened.  It still raises
    ``sqlite3.Error``/``OSError`` when no database can be made at all (a
    folder that cannot be written); the caller then runs without statistics.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else default_path()
        self.problem: recovery.Problem | None = None
        self._conn = self._open()

    @classmethod
    def in_memory(cls) -> StatsStore:
        """A throw-away store (tests, or when the data folder cannot be written)."""
        store = cls.__new__(cls)
        store.path = Path(":memory:")
        store.problem = None
        store._conn = store._connect(":memory:")
        store._migrate(store._conn)
        return store

    # -- opening ----------------------------------------------------------------
    def _connect(self, target: str) -> sqlite3.Connection:
        # Autocommit mode: transactions are begun explicitly in transaction().
        conn = sqlite3.connect(target, isolation_level=None, timeout=5.0)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        damage = _file_damage(self.path)
        if damage is None:
            conn = self._connect(str(self.path))
            try:
                self._check(conn)
            except DamagedFile as exc:
                damage = exc
            except sqlite3.DatabaseError as exc:
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
        conn = self._connect(str(self.path))
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
        if version == 0 and _columns(conn):
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
        found = _columns(conn)
        for table, columns in _reference_columns().items():
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

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it is stored, or none."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

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
        _validate(result)
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
                " finished_at, duration, bot_only, replay) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    result.session, result.game, result.unit, result.number,
                    json.dumps(dict(result.variant), sort_keys=True, ensure_ascii=False),
                    time_text(started), time_text(result.finished_at), float(result.duration),
                    int(bot_only), result.replay,
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
            if result.faces:
                conn.executemany(
                    "INSERT INTO dice_faces (result_id, face, count) VALUES (?, ?, ?)",
                    [(result_id, face, count) for face, count in enumerate(result.faces, 1)],
                )
        return result_id

    def set_replay(self, session: str, replay: str) -> None:
        """Link every unit of ``session`` to its replay file."""
        with self.transaction() as conn:
            conn.execute("UPDATE results SET replay = ? WHERE session = ?", (replay, session))

    # -- queries ------------------------------------------------------------------------
    def _where(
        self, flt: Filter, units: Sequence[str], alias: str = "r"
    ) -> tuple[str, list[Any]]:
        clauses = [f"{alias}.unit IN ({','.join('?' * len(units))})"]
        params: list[Any] = list(units)
        if flt.game is not None:
            clauses.append(f"{alias}.game = ?")
            params.append(flt.game)
        if not flt.include_bot_only:
            clauses.append(f"{alias}.bot_only = 0")
        if flt.since is not None:
            clauses.append(f"{alias}.finished_at >= ?")
            params.append(time_text(_local_midnight(flt.since)))
        if flt.until is not None:
            clauses.append(f"{alias}.finished_at < ?")
            params.append(time_text(_local_midnight(flt.until + timedelta(days=1))))
        if flt.player is not None:
            clauses.append(
                f"EXISTS (SELECT 1 FROM result_seats p WHERE p.result_id = {alias}.id"
                " AND p.profile_id = ?)"
            )
            params.append(flt.player)
        return " AND ".join(clauses), params

    def results(
        self, flt: Filter = Filter(), units: Sequence[str] = HEADLINE_UNITS,
        limit: int | None = None,
    ) -> list[ResultRow]:
        """Results matching ``flt``, newest first."""
        where, params = self._where(flt, units)
        sql = (
            "SELECT r.id, r.session, r.game, r.unit, r.number, r.started_at, r.finished_at,"
            " r.duration, r.bot_only, r.variant, r.replay FROM results r WHERE " + where
            + " ORDER BY r.finished_at DESC, r.id DESC"
        )
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        rows = self._conn.execute(sql, params).fetchall()
        seats: dict[int, list[SeatRow]] = defaultdict(list)
        if rows:
            for result_id, seat, profile, name, side, winner in self._conn.execute(
                "SELECT s.result_id, s.seat, s.profile_id, s.name, s.side, s.winner"
                " FROM result_seats s JOIN results r ON r.id = s.result_id WHERE " + where
                + " ORDER BY s.result_id, s.seat",
                params,
            ):
                seats[result_id].append(SeatRow(seat, profile, name, side, bool(winner)))
        out = []
        for (rid, session, game, unit, number, started, finished, duration, bot_only,
             variant, replay) in rows:  # fmt: skip
            try:
                variant_data = json.loads(variant)
            except ValueError:
                variant_data = {}
            out.append(ResultRow(
                rid, session, game, unit, number, parse_time(started), parse_time(finished),
                duration, bool(bot_only), variant_data if isinstance(variant_data, dict) else {},
                replay, tuple(seats[rid]),
            ))  # fmt: skip
        return out

    def players(self, flt: Filter = Filter()) -> list[PlayerRow]:
        """Every profile that played in the results of ``flt`` (humans first)."""
        filtered = Filter(flt.game, None, flt.since, flt.until, flt.include_bot_only)
        where, params = self._where(filtered, UNITS)
        rows = self._conn.execute(
            "SELECT DISTINCT f.id, f.kind, f.name, f.bot_level, f.colour FROM profiles f"
            " JOIN result_seats s ON s.profile_id = f.id JOIN results r ON r.id = s.result_id"
            " WHERE " + where + " ORDER BY f.kind = 'bot', f.name COLLATE NOCASE, f.id",
            params,
        ).fetchall()
        return [PlayerRow(*row) for row in rows]

    def games_played(self) -> dict[int, int]:
        """Per profile, the games and matches played (all time, bots' games too)."""
        rows = self._conn.execute(
            "SELECT s.profile_id, COUNT(DISTINCT s.result_id) FROM result_seats s"
            " JOIN results r ON r.id = s.result_id WHERE r.unit IN ('game', 'match')"
            " GROUP BY s.profile_id"
        ).fetchall()
        return {int(pid): int(count) for pid, count in rows}

    def _outcomes(self, flt: Filter, units: Sequence[str]) -> list[tuple[int, str, str, int]]:
        """(profile, game, finished_at, won) per result and profile, oldest first.
        A profile in several seats (three "normal" bots) counts once: won if any won."""
        where, params = self._where(flt, units)
        sql = (
            "SELECT s.profile_id, r.game, r.finished_at, MAX(s.winner) FROM result_seats s"
            " JOIN results r ON r.id = s.result_id WHERE " + where
        )
        if flt.player is not None:
            sql += " AND s.profile_id = ?"
            params = [*params, flt.player]
        sql += " GROUP BY r.id, s.profile_id ORDER BY r.finished_at, r.id"
        return self._conn.execute(sql, params).fetchall()

    def win_rate_series(
        self, flt: Filter = Filter(), window: int = 10
    ) -> dict[int, list[tuple[datetime, float]]]:
        """Per player, after each of their games (headline units): the share of
        the last ``window`` games they won."""
        if window < 1:
            raise ValueError("the rolling window is at least one game")
        recent: dict[int, deque[int]] = defaultdict(lambda: deque(maxlen=window))
        series: dict[int, list[tuple[datetime, float]]] = defaultdict(list)
        for profile, _game, finished, won in self._outcomes(flt, HEADLINE_UNITS):
            last = recent[profile]
            last.append(int(won))
            series[profile].append((parse_time(finished), sum(last) / len(last)))
        return dict(series)

    def wins_by_game(self, flt: Filter = Filter()) -> list[WinsRow]:
        counts: dict[tuple[int, str], list[int]] = defaultdict(lambda: [0, 0])
        for profile, game, _finished, won in self._outcomes(flt, HEADLINE_UNITS):
            entry = counts[(profile, game)]
            entry[0] += 1
            entry[1] += int(won)
        return [WinsRow(p, g, played, won) for (p, g), (played, won) in sorted(counts.items())]

    def head_to_head(self, flt: Filter = Filter()) -> list[HeadToHead]:
        where, params = self._where(flt, HEADLINE_UNITS)
        player_clause = ""
        extra: list[Any] = []
        if flt.player is not None:
            player_clause = " AND a.profile_id = ?"
            extra = [flt.player]
        sql = (
            "WITH kept AS (SELECT r.id FROM results r WHERE " + where + "),"
            " outcome AS (SELECT s.result_id, s.profile_id, MAX(s.winner) AS won"
            "   FROM result_seats s JOIN kept ON kept.id = s.result_id"
            "   GROUP BY s.result_id, s.profile_id),"
            " pairs AS (SELECT DISTINCT a.result_id, a.profile_id AS p, b.profile_id AS q"
            "   FROM result_seats a JOIN kept ON kept.id = a.result_id"
            "   JOIN result_seats b ON b.result_id = a.result_id AND b.side <> a.side"
            "   AND b.profile_id <> a.profile_id WHERE 1" + player_clause + ")"
            " SELECT pairs.p, pairs.q, COUNT(*),"
            "   SUM(op.won = 1 AND oq.won = 0), SUM(oq.won = 1 AND op.won = 0)"
            " FROM pairs"
            " JOIN outcome op ON op.result_id = pairs.result_id AND op.profile_id = pairs.p"
            " JOIN outcome oq ON oq.result_id = pairs.result_id AND oq.profile_id = pairs.q"
            " GROUP BY pairs.p, pairs.q ORDER BY pairs.p, pairs.q"
        )
        rows = self._conn.execute(sql, [*params, *extra]).fetchall()
        return [HeadToHead(p, q, games, wins or 0, losses or 0) for p, q, games, wins, losses in rows]

    def figure_totals(self, flt: Filter = Filter()) -> dict[int, FigureTotals]:
        """Per player, the sums of the figures of single games (a Macháček
        match's games one by one) and the number of seat-games they cover."""
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        player_clause, extra = ("", [])
        if flt.player is not None:
            player_clause, extra = (" AND s.profile_id = ?", [flt.player])
        games: dict[int, int] = dict(self._conn.execute(
            "SELECT s.profile_id, COUNT(*) FROM result_seats s JOIN results r"
            " ON r.id = s.result_id WHERE " + where + player_clause + " GROUP BY s.profile_id",
            [*params, *extra],
        ).fetchall())  # fmt: skip
        sums: dict[int, dict[str, float]] = defaultdict(dict)
        for profile, name, total in self._conn.execute(
            "SELECT s.profile_id, f.name, SUM(f.value) FROM figures f"
            " JOIN result_seats s ON s.result_id = f.result_id AND s.seat = f.seat"
            " JOIN results r ON r.id = f.result_id WHERE " + where + player_clause
            + " GROUP BY s.profile_id, f.name",
            [*params, *extra],
        ):
            sums[profile][name] = float(total)
        return {p: FigureTotals(p, n, dict(sums.get(p, {}))) for p, n in games.items()}

    def figure_names(self, flt: Filter = Filter()) -> list[str]:
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        return [row[0] for row in self._conn.execute(
            "SELECT DISTINCT f.name FROM figures f JOIN results r ON r.id = f.result_id"
            " WHERE " + where + " ORDER BY f.name", params,
        )]  # fmt: skip

    def figure_series(
        self, name: str, flt: Filter = Filter()
    ) -> dict[int, list[tuple[datetime, float]]]:
        """Per player, the value of figure ``name`` in each single game, oldest first."""
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        sql = (
            "SELECT s.profile_id, r.finished_at, f.value FROM figures f"
            " JOIN result_seats s ON s.result_id = f.result_id AND s.seat = f.seat"
            " JOIN results r ON r.id = f.result_id WHERE " + where + " AND f.name = ?"
        )
        params = [*params, name]
        if flt.player is not None:
            sql += " AND s.profile_id = ?"
            params.append(flt.player)
        series: dict[int, list[tuple[datetime, float]]] = defaultdict(list)
        for profile, finished, value in self._conn.execute(
            sql + " ORDER BY r.finished_at, r.id, s.seat", params
        ):
            series[profile].append((parse_time(finished), float(value)))
        return dict(series)

    def face_counts(self, flt: Filter = Filter()) -> dict[str, tuple[int, ...]]:
        """Per game, how often each face 1..6 was seen."""
        where, params = self._where(flt, SINGLE_GAME_UNITS)
        counts: dict[str, list[int]] = defaultdict(lambda: [0] * 6)
        for game, face, count in self._conn.execute(
            "SELECT r.game, d.face, SUM(d.count) FROM dice_faces d JOIN results r"
            " ON r.id = d.result_id WHERE " + where + " GROUP BY r.game, d.face",
            params,
        ):
            counts[game][face - 1] = int(count)
        return {game: tuple(values) for game, values in sorted(counts.items())}

    # -- export ---------------------------------------------------------------------------
    def write_csv(self, handle: IO[str], flt: Filter = Filter()) -> int:
        """One CSV row per seat of every unit matching ``flt`` (single games of
        a match included), figures as extra columns.  Returns the rows written."""
        rows = self.results(flt, UNITS)
        names: dict[int, PlayerRow] = {
            p.profile_id: p for p in self.players(
                Filter(flt.game, None, flt.since, flt.until, flt.include_bot_only)
            )
        }  # fmt: skip
        figures: dict[tuple[int, int], dict[str, float]] = defaultdict(dict)
        ids = [r.id for r in rows]
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            for rid, seat, name, value in self._conn.execute(
                f"SELECT result_id, seat, name, value FROM figures WHERE result_id IN"
                f" ({','.join('?' * len(chunk))})", chunk,
            ):  # fmt: skip
                figures[(rid, seat)][name] = value
        figure_names = sorted({n for values in figures.values() for n in values})
        writer = csv.writer(handle)
        writer.writerow([
            "finished_at", "game", "unit", "number", "duration_s", "bot_only", "variant",
            "seat", "player_id", "player", "name_then", "kind", "level", "side", "winner",
            *figure_names,
        ])  # fmt: skip
        count = 0
        for row in reversed(rows):
            for seat in row.seats:
                player = names.get(seat.profile_id)
                values = figures.get((row.id, seat.seat), {})
                writer.writerow([
                    row.finished_at.astimezone().isoformat(timespec="seconds"), row.game,
                    row.unit, row.number, round(row.duration, 1), int(row.bot_only),
                    json.dumps(row.variant, sort_keys=True, ensure_ascii=False),
                    seat.seat, seat.profile_id, player.name if player else seat.name, seat.name,
                    player.kind if player else "", (player.level or "") if player else "",
                    seat.side, int(seat.winner),
                    *[_number_text(values.get(n)) for n in figure_names],
                ])  # fmt: skip
                count += 1
        return count


def _number_text(value: float | None) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _validate(result: GameResult) -> None:
    if result.unit not in UNITS:
        raise ValueError(f"unit must be one of {UNITS}, not {result.unit!r}")
    if not result.seats:
        raise ValueError("a result needs its seats")
    seats = [s.seat for s in result.seats]
    if len(set(seats)) != len(seats):
        raise ValueError(f"a seat appears twice: {seats}")
    if not math.isfinite(result.duration) or result.duration < 0:
        raise ValueError(f"duration must be a number of seconds, not {result.duration!r}")
    if result.faces and (
        len(result.faces) != 6 or any(type(c) is not int or c < 0 for c in result.faces)
    ):
        raise ValueError(f"faces must be six counts, not {result.faces!r}")
    for seat in result.seats:
        for name, value in seat.figures.items():
            if not isinstance(name, str) or not math.isfinite(float(value)):
                raise ValueError(f"figure {name!r} of seat {seat.seat} is not a number: {value!r}")
