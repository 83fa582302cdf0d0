"""What waits to be stored in the statistics, and the two files that keep it.

A :class:`Pending` is a finished unit's result with the seats' people (:class:`Person`),
or a replay to link to a session; :class:`PendingFiles` keeps what waits beside the
database, in two files made at their full size while the disk has room and written over
in place, so a result kept while the disk is full is stored by the next run too
(``results.py`` stores them).
"""

from __future__ import annotations

import base64
import json
import logging
import os
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from tablegames_qt.storage import paths, save_files
from tablegames_qt.storage.stats_records import GameResult, SeatResult, parse_time, time_text

log = logging.getLogger(__name__)

#: the two files keeping what waits, written in turn (``PendingFiles``)
PENDING_NAMES = ("pending-results.0.json", "pending-results.1.json")
#: each made this large while the disk has room, and written over in place later: a
#: full disk still takes what waits (a result is 1 to 3 KB, a few hundred bytes packed:
#: some sixty of them); a state that outgrows a file while there is room makes it larger
RESERVE_BYTES = 16 * 1024


@dataclass(frozen=True)
class Person:
    """Who sits in a seat, to find or make their profile when the result is stored."""

    seat: int
    name: str
    kind: str
    level: str
    #: the computer player of ``level`` standing in for a person (a seat handed over):
    #: that level's own profile, not one named after the person
    stand_in: bool = False


@dataclass(frozen=True)
class Pending:
    """A result to store (``result``), or a replay to link to a session (``link``)."""

    result: GameResult | None = None
    people: tuple[Person, ...] = ()
    link: tuple[str, str] | None = None  # (session, replay file name)

    @property
    def key(self) -> tuple[str, ...]:
        if self.result is not None:
            return (self.result.session, self.result.unit, str(self.result.number))
        assert self.link is not None
        return ("link", *self.link)


def _result_data(result: GameResult) -> dict[str, Any]:
    data = asdict(result)
    data["finished_at"] = time_text(result.finished_at)
    data["started_at"] = None if result.started_at is None else time_text(result.started_at)
    return data


def _result_of(data: dict[str, Any]) -> GameResult:
    seats = tuple(SeatResult(**seat) for seat in data.pop("seats"))
    started = data.pop("started_at")
    return GameResult(
        seats=seats, finished_at=parse_time(data.pop("finished_at")),
        started_at=None if started is None else parse_time(started),
        faces=tuple(data.pop("faces")), **data,
    )  # fmt: skip


def _items_data(items: Iterable[Pending]) -> list[dict[str, Any]]:
    return [
        {"link": list(item.link)} if item.result is None and item.link is not None else
        {"result": _result_data(item.result) if item.result is not None else None,
         "people": [asdict(person) for person in item.people]}
        for item in items
    ]  # fmt: skip


def _items_of(entries: list[Any]) -> list[Pending]:
    """The results kept in a pending file; what cannot be read is left out (and logged)."""
    items = []
    for entry in entries:
        try:
            if "link" in entry:
                session, replay = entry["link"]
                items.append(Pending(link=(str(session), str(replay))))
            else:
                people = tuple(Person(**person) for person in entry["people"])
                items.append(Pending(_result_of(dict(entry["result"])), people))
        except (KeyError, TypeError, ValueError) as exc:
            log.warning("a waiting result could not be read: %s", exc)
    return items


class PendingFiles:
    """What waits, kept in two files of :data:`RESERVE_BYTES` each, written in turn.

    The files are made (blank) while the disk has room; later a state is written over
    the older file in place, padded with spaces to its size, so no new block is needed
    when the disk is full.  Each state carries a number: the newer file that reads
    whole is the state, so a write cut short leaves the one before.  The results are
    kept compressed (``zlib``, then base64 in the JSON): their repeated names shrink some
    tenfold, so a file holds some sixty of them.
    """

    def __init__(self, folder: Path) -> None:
        self.paths = tuple(folder / name for name in PENDING_NAMES)
        self._number = 0
        self._latest: int | None = None  # the index of the file holding the state
        self._empty = False  # the state on disk holds nothing

    def read(self) -> list[Pending]:
        best: tuple[int, int, list[Any]] | None = None
        for index, path in enumerate(self.paths):
            try:
                data = json.loads(paths.confined_file(path).read_bytes())
                number = int(data["number"])
                packed = base64.b64decode(data["packed"], validate=True)
                entries = list(json.loads(zlib.decompress(packed)))
            except FileNotFoundError:
                continue
            except (OSError, ValueError, KeyError, TypeError, zlib.error) as exc:
                log.info("%s not read: %s", path, exc)
                continue
            if best is None or number > best[0]:
                best = (number, index, entries)
        if best is None:
            return []
        self._number, self._latest, self._empty = best[0], best[1], not best[2]
        return _items_of(best[2])

    def reserve(self) -> None:
        """Make the files that are missing (blank, at their full size)."""
        for path in self.paths:
            try:
                if not path.exists():
                    save_files.write_atomic(path, self._padded(self._text(0, []), 0))
            except OSError as exc:
                log.info("no room kept for waiting results in %s: %s", path, exc)

    def write(self, items: Sequence[Pending]) -> None:
        """Keep ``items`` (``OSError`` when it cannot be written)."""
        if not items and self._empty:
            return
        number = self._number + 1
        index = 0 if self._latest != 0 else 1
        path = paths.confined_file(self.paths[index])
        text = self._text(number, items)
        data = text.encode("utf-8")
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            size = -1
        if 0 <= len(data) <= size:
            fd = os.open(path, os.O_WRONLY)
            try:
                os.pwrite(fd, data + b" " * (size - len(data)), 0)
                os.fsync(fd)
            finally:
                os.close(fd)
        else:
            save_files.write_atomic(path, text + " " * max(RESERVE_BYTES, len(data)))
        self._number, self._latest, self._empty = number, index, not items

    @staticmethod
    def _text(number: int, items: Sequence[Pending]) -> str:
        packed = zlib.compress(json.dumps(_items_data(items), ensure_ascii=False).encode(), 9)
        return json.dumps({"number": number, "packed": base64.b64encode(packed).decode("ascii")})

    @staticmethod
    def _padded(text: str, length: int) -> str:
        return text + " " * max(0, RESERVE_BYTES - length)
