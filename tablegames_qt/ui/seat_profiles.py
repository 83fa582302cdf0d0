"""The people's profiles in their seats: a person's seat shows their profile as it is now.

A profile is who a person is; a seat's name is only how the seat last knew them.  Each
time a table is laid (a new game, Play again, a resumed game, the set-up dialog) a
person's seat is looked up by its profile id (by its name when it has none yet) and
takes the profile's name, id and colour, so "Player 1" renamed to "Anna" in Game →
Players sits as Anna, in Anna's colour, in every game after, and is counted as the same
person in the statistics.  A "You" seat is the person "You" was renamed to, or else the
only person there is: Start makes a profile only for a name nobody has (and the set-up
dialog says so beforehand).  Bots keep their seats as they are (their colours are the
table's).  The app answers from the people as last read (``storage/profile_book.py``:
the GUI thread never reads the database); a store's :class:`Profiles` answers too.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from tablegames_qt.storage.profiles import Profile, fitting_name
from tablegames_qt.storage.seat_names import YOU_KEY
from tablegames_qt.storage.stats import busy
from tablegames_qt.ui.seat_config import SeatConfig

log = logging.getLogger(__name__)


class SeatProfiles(Protocol):
    """What laying a table asks of the people: a ``ProfileBook`` or a store's ``Profiles``."""

    def of_seat(self, name: str, profile_id: int | None = None) -> Profile | None: ...

    def humans(self, include_archived: bool = False) -> list[Profile]: ...

    def ensure(self, name: str) -> Profile | None: ...


def seated(profiles: SeatProfiles, seats: Sequence[SeatConfig], make: bool = False) -> list[SeatConfig]:
    """``seats`` with each person's profile as it is now; ``make``: a person without a
    profile gets one (the set-up dialog's Start), else the seat stays as it is."""
    laid: list[SeatConfig] = []
    taken: set[int] = set()  # one profile plays one seat
    reachable = True  # a database another program holds is asked once, not per seat
    for seat in seats:
        if not seat.is_human:
            laid.append(replace(seat, profile_id=None, colour=""))
            continue
        if not reachable:
            laid.append(seat)
            continue
        try:
            profile = _profile(profiles, seat, make)
        except sqlite3.OperationalError as exc:  # locked, or cannot be read now
            log.info("no profiles for the seats now: %s", exc)
            reachable = False
            laid.append(seat)
            continue
        if profile is None or profile.id in taken:
            laid.append(replace(seat, profile_id=None, colour=""))
            continue
        taken.add(profile.id)
        laid.append(replace(seat, name=profile.name, profile_id=profile.id, colour=profile.colour))
    return laid


def _profile(profiles: SeatProfiles, seat: SeatConfig, make: bool) -> Profile | None:
    try:
        found = profiles.of_seat(seat.name, seat.profile_id)
        if found is None and seat.name == YOU_KEY:
            # "You" with nobody of that name: the one person there is, if there is one
            people = profiles.humans()
            found = people[0] if len(people) == 1 else None
        if found is None and make:
            found = profiles.ensure(fitting_name(seat.name) or seat.name)
    except sqlite3.OperationalError as exc:
        if busy(exc):
            raise  # another program holds the database: the other seats need not wait too
        log.info("no profile for seat %r: %s", seat.name, exc)
        return None
    except (sqlite3.Error, ValueError) as exc:  # statistics read-only, or a name no profile may have
        log.info("no profile for seat %r: %s", seat.name, exc)
        return None
    return found
