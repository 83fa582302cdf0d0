"""A statistics schema step: names by what they are, each bot apart, the story's counts.

Written so it can run at any place in :data:`stats.MIGRATIONS` (it checks what is
there before it adds), and it only adds: an index, a table, and rows re-pointed.

- Names the app gave were stored as text in the language of the moment ("Ty",
  "You", "Kapitán Pip"): they become their keys (``seat_names``), in the profiles
  and in the names recorded with each result. Two profiles of one default name
  (a "You" and a "Ty") become one: the results of the younger move to the older.
- Bots had one profile per level. Each bot gets its own (name and level); the
  results whose recorded name is a bot's move to it. What no name is recognised
  for stays with the level's old profile.
- ``tendencies``: per result and seat, the end-of-game story's counts (bluffs,
  challenges) for the tendencies over time. Older results have none.

A later step (:func:`default_names`) remembers whose a default name is: "You" renamed
Anna is still the person a "You" seat means (``profile_keys``); it is filled from the
names recorded with each result, so a rename made before it is found too.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

from tablegames_qt.storage import recovery
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.seat_names import is_key, recognise
from tablegames_qt.storage.stats_records import time_text

TENDENCIES_TABLE = """
CREATE TABLE IF NOT EXISTS tendencies (
    result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    value REAL NOT NULL,
    PRIMARY KEY (result_id, seat, name)
)
"""

PROFILE_KEYS_TABLE = """
CREATE TABLE IF NOT EXISTS profile_keys (
    key TEXT PRIMARY KEY,
    profile_id INTEGER NOT NULL REFERENCES profiles (id)
)
"""


def default_names(conn: sqlite3.Connection) -> None:
    """The schema step of ``profile_keys`` (inside the caller's transaction): each default
    name whose person was renamed since points at them, the latest result deciding."""
    conn.execute(PROFILE_KEYS_TABLE)
    rows = conn.execute(
        "SELECT s.name, s.profile_id FROM result_seats s JOIN profiles p ON p.id = s.profile_id"
        " WHERE p.kind = 'human' AND p.name != s.name ORDER BY s.result_id"
    ).fetchall()
    for name, profile_id in rows:
        if is_key(name) and not name.startswith("bot:"):
            conn.execute("INSERT OR REPLACE INTO profile_keys (key, profile_id) VALUES (?, ?)",
                         (name, profile_id))


def names_and_tendencies(conn: sqlite3.Connection) -> None:
    """The schema step (inside the caller's transaction)."""
    found = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    missing = {"profiles", "results", "result_seats"} - found
    if missing:  # a file of ours in name only: told and moved aside like any damage
        raise DamagedFile(recovery.WRONG_TYPES, f"no tables {sorted(missing)}")
    conn.execute("DROP INDEX IF EXISTS profiles_bot_level")
    conn.execute(
        "CREATE UNIQUE INDEX IF NOT EXISTS profiles_bot_name ON profiles (bot_level, name)"
        " WHERE kind = 'bot'"
    )
    conn.execute(TENDENCIES_TABLE)
    _people_by_key(conn)
    _bots_apart(conn)
    _recorded_names(conn)


def _people_by_key(conn: sqlite3.Connection) -> None:
    kept: dict[str, int] = {}
    rows = conn.execute(
        "SELECT id, name FROM profiles WHERE kind = 'human'"
        " ORDER BY name LIKE 'default:%' DESC, archived, id"
    ).fetchall()
    for profile_id, name in rows:
        key = recognise(name, bot=False)
        if key == name and not is_key(name):
            continue
        if key in kept:
            conn.execute(
                "UPDATE result_seats SET profile_id = ? WHERE profile_id = ?", (kept[key], profile_id)
            )
            conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))
            continue
        kept[key] = profile_id
        conn.execute("UPDATE profiles SET name = ? WHERE id = ?", (key, profile_id))


def _bots_apart(conn: sqlite3.Connection) -> None:
    seats = conn.execute(
        "SELECT s.result_id, s.seat, s.name, f.bot_level FROM result_seats s"
        " JOIN profiles f ON f.id = s.profile_id WHERE f.kind = 'bot' AND f.name = f.bot_level"
    ).fetchall()
    made: dict[tuple[str, str], int] = {}
    now = time_text(datetime.now(UTC))
    for result_id, seat, name, level in seats:
        key = recognise(name, bot=True)
        if not is_key(key):
            continue
        profile_id = made.get((key, level))
        if profile_id is None:
            conn.execute(
                "INSERT OR IGNORE INTO profiles (kind, name, bot_level, created_at)"
                " VALUES ('bot', ?, ?, ?)", (key, level, now),
            )  # fmt: skip
            profile_id = int(conn.execute(
                "SELECT id FROM profiles WHERE kind = 'bot' AND bot_level = ? AND name = ?",
                (level, key),
            ).fetchone()[0])  # fmt: skip
            made[(key, level)] = profile_id
        conn.execute(
            "UPDATE result_seats SET profile_id = ? WHERE result_id = ? AND seat = ?",
            (profile_id, result_id, seat),
        )


def _recorded_names(conn: sqlite3.Connection) -> None:
    """The name recorded with each result: a default or bot name as its key."""
    rows = conn.execute(
        "SELECT s.result_id, s.seat, s.name, f.kind FROM result_seats s"
        " JOIN profiles f ON f.id = s.profile_id"
    ).fetchall()
    for result_id, seat, name, kind in rows:
        key = recognise(name, bot=kind == "bot")
        if key != name:
            conn.execute(
                "UPDATE result_seats SET name = ? WHERE result_id = ? AND seat = ?",
                (key, result_id, seat),
            )
