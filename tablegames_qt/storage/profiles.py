"""Player profiles, kept in the statistics database.

A human player is a profile: a name, a colour and an avatar (a short text,
typically one emoji).  Results refer to profiles by id, so renaming a player
keeps their whole history, and a player who leaves the family is *archived*
(hidden from the set-up dialog, history kept), never deleted.  Names of
active humans are unique, ignoring case.

Bots have a profile per name and difficulty ("Captain Pip", normal), made on
first use, so each bot is told apart; the game they played is in each result.
Names the app gave ("You", "Player 2", the bots' names) are stored as their
keys (``seat_names``) and put into words by the UI in the current language.
A person whose profile had such a name and was renamed is still the person it
means: "You" renamed Anna is who sits in a "You" seat from then on (the key is
kept in ``profile_keys``), so no second "You" is ever made behind her back.
Databases of earlier versions had one profile per difficulty for all bots;
those profiles (named after the level) keep the results no bot name was
recognised for.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime

from tablegames_qt.storage.names import text_problem
from tablegames_qt.storage.seat_names import is_key, looks_like_key
from tablegames_qt.storage.stats import BOT, HUMAN, StatsStore, time_text
from tablegames_qt.storage.stats_records import SQLITE_INT_MAX

MAX_NAME_LENGTH = 24
BOT_LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

#: colours offered for new profiles, picked in order while unused
PALETTE: tuple[str, ...] = (
    "#d1495b", "#2e86ab", "#edae49", "#66a182", "#8e6c8a", "#f18f01",
    "#00798c", "#c05746", "#5e548e", "#7a9e7e",
)  # fmt: skip

_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


@dataclass(frozen=True)
class Profile:
    id: int
    kind: str  # "human" or "bot"
    name: str
    colour: str = ""
    avatar: str = ""
    level: str | None = None  # bots only
    archived: bool = False

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT


def clean_name(name: str) -> str:
    """``name`` trimmed and checked; ``ValueError`` says what is wrong."""
    if not isinstance(name, str):
        raise ValueError(f"a name is text, not {name!r}")
    cleaned = " ".join(name.split())
    if not cleaned:
        raise ValueError("a name cannot be empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise ValueError(f"a name has at most {MAX_NAME_LENGTH} characters")
    if _CONTROL.search(cleaned) or text_problem(cleaned, MAX_NAME_LENGTH) is not None:
        # text_problem also refuses lone surrogates, which SQLite cannot store
        raise ValueError("a name cannot contain control characters")
    if looks_like_key(cleaned):
        raise ValueError("a name cannot start with 'bot:' or 'default:'")
    return cleaned


def stored_name(name: str) -> str:
    """A seat's name as a profile keeps it: a key as it is, a typed name cleaned."""
    return name if is_key(name) else clean_name(name)


def fitting_name(name: str) -> str:
    """The nearest name a profile may have: spaces collapsed, characters no
    name may hold dropped, cut to :data:`MAX_NAME_LENGTH` ("" when nothing is
    left).  The set-up dialog offers only such names, and a seat of an older
    save with a longer one is recorded under it instead of not at all."""
    if not isinstance(name, str):
        return ""
    kept = "".join(char for char in name if text_problem(char, 1) is None or char == " ")
    return " ".join(kept.split())[:MAX_NAME_LENGTH].rstrip()


def _check_colour(colour: str) -> str:
    if colour and not _COLOUR.match(colour):
        raise ValueError(f"a colour is written #rrggbb, not {colour!r}")
    return colour.lower()


def _check_avatar(avatar: str) -> str:
    if not isinstance(avatar, str) or len(avatar) > 16 or _CONTROL.search(avatar):
        raise ValueError(f"an avatar is a short text such as an emoji, not {avatar!r}")
    return avatar


_COLUMNS = "id, kind, name, colour, avatar, bot_level, archived"


Row = tuple[int, str, str, str, str, str | None, int]


def _profile(row: Row) -> Profile:
    pid, kind, name, colour, avatar, level, archived = row
    return Profile(pid, kind, name, colour, avatar, level, bool(archived))


class NameTaken(ValueError):
    """Another active player already has this name."""


class SameTable(ValueError):
    """Two profiles sat at the same table: they are two people, not one (see :meth:`Profiles.merge`)."""


@dataclass(frozen=True)
class MergePlan:
    """What merging ``merged`` into ``kept`` would do: ``games`` of ``merged``'s games and
    matches move; ``shared`` results had both at one table (then the merge is refused)."""

    merged: Profile
    kept: Profile
    games: int
    shared: int


class Profiles:
    """Reading and changing profiles in a :class:`StatsStore`."""

    def __init__(self, store: StatsStore) -> None:
        self._store = store

    @property
    def store(self) -> StatsStore:
        return self._store

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._store.connection

    # -- reading ------------------------------------------------------------------
    def get(self, profile_id: int) -> Profile | None:
        if type(profile_id) is not int or not 0 < profile_id <= SQLITE_INT_MAX:
            return None  # no such profile can exist (and SQLite could not look it up)
        row = self._conn.execute(
            f"SELECT {_COLUMNS} FROM profiles WHERE id = ?", (profile_id,)
        ).fetchone()
        return _profile(row) if row else None

    def humans(self, include_archived: bool = False) -> list[Profile]:
        """Human profiles by name (for the set-up dialog and the players list)."""
        sql = f"SELECT {_COLUMNS} FROM profiles WHERE kind = 'human'"
        if not include_archived:
            sql += " AND archived = 0"
        rows = self._conn.execute(sql + " ORDER BY name COLLATE NOCASE, id").fetchall()
        return [_profile(row) for row in rows]

    def all(self) -> list[Profile]:
        rows = self._conn.execute(
            f"SELECT {_COLUMNS} FROM profiles ORDER BY kind = 'bot', name COLLATE NOCASE, id"
        ).fetchall()
        return [_profile(row) for row in rows]

    def find(self, name: str) -> Profile | None:
        """The active human profile called ``name`` (ignoring case and extra spaces;
        a key finds the profile of that default name, or the person it was renamed to; a
        name merged into another person (:meth:`merge`) finds that person)."""
        try:
            cleaned = stored_name(name)
        except ValueError:
            return None
        row = self._conn.execute(
            f"SELECT {_COLUMNS} FROM profiles WHERE kind = 'human' AND archived = 0"
            " AND name = ? COLLATE NOCASE",
            (cleaned,),
        ).fetchone()
        if row is None:  # a default name renamed since, or a name merged into another
            row = self._conn.execute(
                f"SELECT {_COLUMNS} FROM profiles WHERE kind = 'human' AND archived = 0 AND id ="
                " (SELECT profile_id FROM profile_keys WHERE key = ?)",
                (cleaned,),
            ).fetchone()
        return _profile(row) if row else None

    def of_seat(self, name: str, profile_id: int | None = None) -> Profile | None:
        """The human profile that sits in a seat: the one of ``profile_id`` while it is an
        active person's (whatever it is called now), else the active one called ``name``."""
        if profile_id is not None:
            found = self.get(profile_id)
            if found is not None and not found.is_bot and not found.archived:
                return found
        return self.find(name)

    def next_colour(self) -> str:
        """The first palette colour no active human uses yet."""
        used = {p.colour for p in self.humans()}
        for colour in PALETTE:
            if colour not in used:
                return colour
        return PALETTE[len(used) % len(PALETTE)]

    # -- changing ---------------------------------------------------------------
    def create(
        self, name: str, colour: str | None = None, avatar: str = "", *, seat: bool = False
    ) -> Profile:
        """A new human profile; :class:`NameTaken` when the name is in use.  ``seat``:
        the name of a seat, which may be a key ("You"); else a name a person typed."""
        cleaned = stored_name(name) if seat else clean_name(name)
        colour = _check_colour(self.next_colour() if colour is None else colour)
        avatar = _check_avatar(avatar)
        try:
            with self._store.transaction() as conn:
                cursor = conn.execute(
                    "INSERT INTO profiles (kind, name, colour, avatar, created_at)"
                    " VALUES ('human', ?, ?, ?, ?)",
                    (cleaned, colour, avatar, time_text(datetime.now(UTC))),
                )
        except sqlite3.IntegrityError as exc:
            raise NameTaken(f"there is already a player called {cleaned!r}") from exc
        assert cursor.lastrowid is not None
        created = self.get(cursor.lastrowid)
        assert created is not None
        return created

    def ensure(self, name: str) -> Profile:
        """The active human profile called ``name``, made if there is none."""
        found = self.find(name)
        if found is not None:
            return found
        try:
            return self.create(name, seat=True)
        except NameTaken:  # made meanwhile by someone else
            again = self.find(name)
            if again is None:
                raise
            return again

    def rename(self, profile_id: int, name: str) -> Profile:
        """Give a human a new name; their results follow (they refer to the id)."""
        cleaned = clean_name(name)
        before = self._require_human(profile_id)
        try:
            with self._store.transaction() as conn:
                conn.execute("UPDATE profiles SET name = ? WHERE id = ?", (cleaned, profile_id))
                if is_key(before.name):  # "You" is this person from now on
                    conn.execute(
                        "INSERT OR REPLACE INTO profile_keys (key, profile_id) VALUES (?, ?)",
                        (before.name, profile_id),
                    )
        except sqlite3.IntegrityError as exc:
            raise NameTaken(f"there is already a player called {cleaned!r}") from exc
        renamed = self.get(profile_id)
        assert renamed is not None
        return renamed

    def update(
        self, profile_id: int, *, colour: str | None = None, avatar: str | None = None
    ) -> Profile:
        self._require_human(profile_id)
        with self._store.transaction() as conn:
            if colour is not None:
                conn.execute(
                    "UPDATE profiles SET colour = ? WHERE id = ?", (_check_colour(colour), profile_id)
                )
            if avatar is not None:
                conn.execute(
                    "UPDATE profiles SET avatar = ? WHERE id = ?", (_check_avatar(avatar), profile_id)
                )
        updated = self.get(profile_id)
        assert updated is not None
        return updated

    def archive(self, profile_id: int, archived: bool = True) -> Profile:
        """Hide a player from the set-up dialog (or bring them back); their
        history stays.  Bringing back fails with :class:`NameTaken` when an
        active player has taken the name meanwhile."""
        self._require_human(profile_id)
        try:
            with self._store.transaction() as conn:
                conn.execute(
                    "UPDATE profiles SET archived = ? WHERE id = ?", (int(archived), profile_id)
                )
        except sqlite3.IntegrityError as exc:
            raise NameTaken("an active player already has this name") from exc
        changed = self.get(profile_id)
        assert changed is not None
        return changed

    def merge_plan(self, merged_id: int, kept_id: int) -> MergePlan:
        """What :meth:`merge` would do (read only); ``ValueError`` for a bot, a missing
        profile or a profile merged into itself."""
        merged, kept = self._require_human(merged_id), self._require_human(kept_id)
        if merged.id == kept.id:
            raise ValueError("a profile cannot be merged into itself")
        games = self._store.games_played().get(merged.id, 0)
        shared = int(self._conn.execute(
            "SELECT COUNT(DISTINCT a.result_id) FROM result_seats a JOIN result_seats b"
            " ON a.result_id = b.result_id WHERE a.profile_id = ? AND b.profile_id = ?",
            (merged.id, kept.id),
        ).fetchone()[0])  # fmt: skip
        return MergePlan(merged, kept, games, shared)

    def merge(self, merged_id: int, kept_id: int) -> Profile:
        """Join two profiles of one person (an earlier version made a second "You" after
        "You" was renamed Anna): every seat of ``merged`` becomes ``kept``'s, the names
        that meant ``merged`` (its own and its aliases in ``profile_keys``) mean ``kept``,
        and ``merged`` is removed, all in one transaction.  :class:`SameTable` when both sat
        at one table: one person cannot have played two seats, and keeping one seat of
        such a game would drop the other seat's result (a seat has exactly one profile),
        so the merge is refused and nothing changes."""
        plan = self.merge_plan(merged_id, kept_id)
        if plan.shared:
            raise SameTable(f"{plan.merged.name!r} and {plan.kept.name!r} sat at one table")
        with self._store.transaction() as conn:
            conn.execute("UPDATE result_seats SET profile_id = ? WHERE profile_id = ?",
                         (kept_id, merged_id))  # fmt: skip
            conn.execute("UPDATE profile_keys SET profile_id = ? WHERE profile_id = ?",
                         (kept_id, merged_id))  # fmt: skip
            # the merged one's name is who the kept one is, like a rename's old name
            conn.execute("INSERT OR REPLACE INTO profile_keys (key, profile_id) VALUES (?, ?)",
                         (plan.merged.name, kept_id))  # fmt: skip
            conn.execute("DELETE FROM profile_keys WHERE key = ?", (plan.kept.name,))
            conn.execute("DELETE FROM profiles WHERE id = ?", (merged_id,))
        kept = self.get(kept_id)
        assert kept is not None
        return kept

    def bot(self, level: str, name: str | None = None) -> Profile:
        """The profile of the bot called ``name`` (a key or a typed name) playing at
        ``level``, made on first use; ``name`` None: the profile of every bot of
        ``level`` that earlier versions kept (named after the level)."""
        if level not in BOT_LEVELS:
            raise ValueError(f"bot level must be one of {BOT_LEVELS}, not {level!r}")
        stored = level if name is None else stored_name(name)
        found = self._bot_row(level, stored)
        if found is not None:  # read only: no write (and no fsync) when it is there already
            return _profile(found)
        with self._store.transaction() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO profiles (kind, name, bot_level, created_at)"
                " VALUES ('bot', ?, ?, ?)",
                (stored, level, time_text(datetime.now(UTC))),
            )
        row = self._bot_row(level, stored)
        assert row is not None
        return _profile(row)

    def _bot_row(self, level: str, stored: str) -> Row | None:
        row: Row | None = self._conn.execute(
            f"SELECT {_COLUMNS} FROM profiles WHERE kind = 'bot' AND bot_level = ? AND name = ?",
            (level, stored),
        ).fetchone()
        return row

    def for_seat(self, name: str, kind: str, level: str) -> Profile:
        """The profile of a seat: a bot by its name and level, a human by name."""
        if kind == HUMAN:
            return self.ensure(name)
        return self.bot(level if level in BOT_LEVELS else "normal", name)

    def _require_human(self, profile_id: int) -> Profile:
        found = self.get(profile_id)
        if found is None:
            raise ValueError(f"no profile {profile_id}")
        if found.is_bot:
            raise ValueError("bot profiles cannot be changed")
        return found
