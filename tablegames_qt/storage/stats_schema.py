"""The statistics' schema: how a database is made, each step from one version to the next
(:data:`MIGRATIONS`), and what a well-made database holds, to check a file against
(``stats.StatsStore`` opens, migrates and checks with them)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from contextlib import closing

from tablegames_qt.storage.stats_names import default_names, names_and_tendencies

SCHEMA_VERSION = 4

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


def _add_hints_used(conn: sqlite3.Connection) -> None:
    """Schema 2: whether the coach's hints were shown in a game (old results: no)."""
    conn.execute(
        "ALTER TABLE results ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0"
        " CHECK (hints_used IN (0, 1))"
    )


#: version -> the step from version - 1 to it (1 creates the schema; 3: names by what
#: they are, each bot apart, the story's tendencies; 4: whose a default name is, after a
#: rename: ``stats_names``)
MIGRATIONS: dict[int, Migration] = {
    1: _create_v1, 2: _add_hints_used, 3: names_and_tendencies, 4: default_names,
}


def reference_columns() -> dict[str, list[str]]:
    """Columns per table of a freshly made database, to check a file against."""
    with closing(sqlite3.connect(":memory:")) as conn:
        for version in range(1, SCHEMA_VERSION + 1):
            MIGRATIONS[version](conn)
        tables = [row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )]  # fmt: skip
        return columns_of(conn, tables)


def columns_of(conn: sqlite3.Connection, tables: Iterable[str]) -> dict[str, list[str]]:
    """The columns of each of ``tables`` (names from the code, never from the
    file: the name is a bound parameter of ``pragma_table_info``)."""
    return {
        table: [row[0] for row in conn.execute("SELECT name FROM pragma_table_info(?)", (table,))]
        for table in tables
    }


def table_count(conn: sqlite3.Connection) -> int:
    return int(conn.execute(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchone()[0])  # fmt: skip
