"""The people as they were last read, kept in memory for the GUI thread.

The GUI thread never reads the statistics database (a database another program
holds would freeze it).  What laying a table, the start screen's cards and the set-up
dialog's name list need of the profiles is read on the statistics' own thread
(:func:`read_book`, ``ui/stats/worker.py``) into a :class:`ProfileBook`, which answers
the same questions as :class:`~tablegames_qt.storage.profiles.Profiles` does
(:meth:`~ProfileBook.of_seat`, :meth:`~ProfileBook.find`, :meth:`~ProfileBook.humans`)
from memory.  A profile the book lacks is not made here: :meth:`~ProfileBook.ensure`
notes the name (:attr:`~ProfileBook.to_make`) for the statistics' thread to make, and
the seat stays as it is until the book is read again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tablegames_qt.storage.profiles import Profile, Profiles, fitting_name, stored_name
from tablegames_qt.storage.seat_names import is_key
from tablegames_qt.storage.stats import StatsStore

_ASCII_FOLD = {ord(upper): ord(upper.lower()) for upper in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def _nocase(name: str) -> str:
    """``name`` compared as SQLite's ``COLLATE NOCASE`` does (ASCII letters only)."""
    return name.translate(_ASCII_FOLD)


@dataclass
class ProfileBook:
    """Every profile, the default names' keys and the recent names, as read."""

    profiles: tuple[Profile, ...] = ()
    keys: dict[str, int] = field(default_factory=dict)  # a default name's key -> profile id
    recent_names: tuple[str, ...] = ()  # the set-up dialog's list, the most recent first
    read: bool = False  # False: nothing read yet (the database not reached so far)
    to_make: list[str] = field(default_factory=list)  # names asked of ensure() it lacks

    def get(self, profile_id: int | None) -> Profile | None:
        return next((p for p in self.profiles if p.id == profile_id), None)

    def humans(self, include_archived: bool = False) -> list[Profile]:
        people = [p for p in self.profiles if not p.is_bot and (include_archived or not p.archived)]
        return sorted(people, key=lambda p: (_nocase(p.name), p.id))

    def find(self, name: str) -> Profile | None:
        """As :meth:`Profiles.find`: the active person called ``name``, or the one a
        default name's key was renamed to."""
        try:
            cleaned = stored_name(name)
        except ValueError:
            return None
        active = [p for p in self.profiles if not p.is_bot and not p.archived]
        found = next((p for p in active if _nocase(p.name) == _nocase(cleaned)), None)
        if found is None and cleaned in self.keys:  # renamed since, or merged into another
            found = next((p for p in active if p.id == self.keys[cleaned]), None)
        return found

    def of_seat(self, name: str, profile_id: int | None = None) -> Profile | None:
        if profile_id is not None:
            found = self.get(profile_id)
            if found is not None and not found.is_bot and not found.archived:
                return found
        return self.find(name)

    def ensure(self, name: str) -> Profile | None:
        """The person called ``name``; None (and the name noted to be made) when the book
        has nobody of that name."""
        found = self.find(name)
        if found is None and name not in self.to_make:
            self.to_make.append(name)
        return found


def recent_human_names(store: StatsStore) -> list[str]:
    """Active human players, the most recently played first, then the rest by name
    (not the default names "You" and "Player N": a seat gets those by itself)."""
    rows = store.connection.execute(
        "SELECT f.name FROM profiles f"
        " LEFT JOIN result_seats s ON s.profile_id = f.id"
        " LEFT JOIN results r ON r.id = s.result_id"
        " WHERE f.kind = 'human' AND f.archived = 0"
        " GROUP BY f.id ORDER BY MAX(r.finished_at) IS NULL, MAX(r.finished_at) DESC,"
        " f.name COLLATE NOCASE"
    ).fetchall()
    return [str(name) for (name,) in rows if not is_key(name)]


def read_book(store: StatsStore) -> ProfileBook:
    """The book as the database holds it now (on the statistics' thread)."""
    conn = store.connection
    keys = {str(key): int(pid) for key, pid in conn.execute("SELECT key, profile_id FROM profile_keys")}
    return ProfileBook(tuple(Profiles(store).all()), keys, tuple(recent_human_names(store)), True)


def make_people(store: StatsStore, names: list[str]) -> ProfileBook:
    """Make a profile for each of ``names`` nobody has, then the book (on the statistics'
    thread: the set-up's Start)."""
    profiles = Profiles(store)
    for name in names:
        try:
            profiles.ensure(fitting_name(name) or name)
        except ValueError:  # a name no profile may have: the seat stays as it is
            continue
    return read_book(store)
