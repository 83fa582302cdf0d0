"""The save file format: a game's own ``to_json()`` wrapped with its seats.

A save file is the engine's own ``to_json()`` (set-up, seed and action log)
wrapped with what the engine does not know: who sits where (names, humans or
bots and their level, profile ids), when the session began and how long it
has been played, and a session id that ties a match's results together in
the statistics.  A replay is the same format with ``finished_at`` set.

Loading checks every field first (:mod:`save_checks`), then replays every
action through the rules, so a tampered or damaged file is refused whole —
never half-loaded, never accepted to fail later.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tablegames_qt.engine.core import SAVE_FORMAT_VERSION, Game, IllegalAction
from tablegames_qt.games import game_class, is_game
from tablegames_qt.storage import names, recovery
from tablegames_qt.storage import save_checks as checks
from tablegames_qt.storage.recovery import DamagedFile
from tablegames_qt.storage.save_checks import need
from tablegames_qt.storage.save_files import MAX_SAVE_BYTES, read_capped
from tablegames_qt.storage.seat_names import recognise

FILE_KIND = "tablegames-save"
#: version of the wrapper written here (the engine part has its own); 2: a name the
#: app gave is stored as its key (``seat_names``), version 1 files hold its text
SAVE_VERSION = 2

HUMAN = "human"
BOT = "bot"
SEAT_KINDS = checks.SEAT_KINDS
MAX_NAME = names.MAX_NAME

_TOP_FIELDS = frozenset({
    "kind", "version", "game", "session", "seats", "started_at", "saved_at", "elapsed",
    "finished_at", "winners", "extra", "engine",
})  # fmt: skip
_SEAT_FIELDS = frozenset({"name", "kind", "level", "profile_id"})


@dataclass(frozen=True)
class SeatRecord:
    """Who sits in one seat (the storage twin of ``ui.seat_config.SeatConfig``)."""

    name: str
    kind: str = HUMAN
    level: str = "normal"
    profile_id: int | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level,
                "profile_id": self.profile_id}  # fmt: skip


@dataclass
class SavedGame:
    """A loaded save or replay: the game replayed to where it was, and its seats."""

    game: Game[Any, Any]
    seats: list[SeatRecord]
    session: str
    started_at: datetime
    elapsed: float  # seconds of play so far
    saved_at: datetime
    finished_at: datetime | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # the recorder's bookkeeping
    path: Path | None = None

    @property
    def game_name(self) -> str:
        return self.game.NAME

    @property
    def bot_only(self) -> bool:
        return not any(seat.is_human for seat in self.seats)


@dataclass(frozen=True)
class Header:
    """Everything of a save but the game itself, checked (for lists)."""

    game: str
    session: str
    seats: tuple[SeatRecord, ...]
    started_at: datetime
    saved_at: datetime
    finished_at: datetime | None
    elapsed: float
    winners: tuple[int, ...] | None  # None: not written (older files)
    extra: dict[str, Any]
    engine: dict[str, Any]

    @property
    def actions(self) -> int:
        return len(self.engine["actions"])


def now() -> datetime:
    return datetime.now(UTC)


def _time_text(when: datetime) -> str:
    if when.tzinfo is None:
        raise ValueError("times in saves are timezone-aware (UTC)")
    return when.astimezone(UTC).isoformat(timespec="seconds")


def check_seat(seat: SeatRecord, index: int) -> SeatRecord:
    what = f"seat {index}"
    checks.check_text(seat.name, f"{what} name")
    checks.check_seat_kind(seat.kind, what)
    checks.check_level(seat.level, what)
    checks.check_id(seat.profile_id, f"{what} profile")
    return seat


# -- writing -----------------------------------------------------------------------

def encode(
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    elapsed: float,
    finished_at: datetime | None = None,
    extra: Mapping[str, Any] | None = None,
) -> str:
    """The save file text for ``game`` and its seats.

    ``ValueError`` when a field is one the loader would refuse (what is
    written can always be read back).
    """
    if len(seats) != game.players:
        raise ValueError(f"{len(seats)} seats for a game of {game.players}")
    for index, seat in enumerate(seats):
        check_seat(seat, index)
    checks.check_session(session)
    extra_data = checks.check_extra(dict(extra or {}))
    elapsed = round(float(elapsed), 3)
    checks.check_elapsed(elapsed)
    engine = json.loads(game.to_json())
    checks.check_engine_part(game.NAME, engine)
    data: dict[str, Any] = {
        "kind": FILE_KIND,
        "version": SAVE_VERSION,
        "game": game.NAME,
        "session": session,
        "seats": [seat.to_json() for seat in seats],
        "started_at": _time_text(started_at),
        "saved_at": _time_text(now()),
        "elapsed": elapsed,
        "finished_at": None if finished_at is None else _time_text(finished_at),
        "winners": list(game.winners()) if game.is_over() else [],
        "extra": extra_data,
        "engine": engine,
    }
    # compact: Python's C encoder (indent= takes the pure-Python one, four times slower)
    # writes the save of every move on the table's thread in a quarter of the time
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


# -- reading -----------------------------------------------------------------------

def _json_damage(text: str, exc: json.JSONDecodeError) -> DamagedFile:
    # The decoder ran out of text: at the very end, or inside a string that never closed.
    if exc.pos >= len(text.rstrip()) - 1 or exc.msg.startswith("Unterminated string"):
        return DamagedFile(recovery.TRUNCATED, str(exc))
    return DamagedFile(recovery.CORRUPT, str(exc))


def _parse_seat(raw: object, index: int) -> SeatRecord:
    need(isinstance(raw, dict), f"seat {index} must be an object, not {raw!r}")
    assert isinstance(raw, dict)
    unknown = set(raw) - _SEAT_FIELDS
    need(not unknown, f"seat {index}: unknown fields {sorted(unknown)}")
    seat = SeatRecord(raw.get("name"), raw.get("kind"), raw.get("level", "normal"),  # type: ignore[arg-type]
                      raw.get("profile_id"))  # fmt: skip
    return check_seat(seat, index)


def _name_as_key(seat: SeatRecord) -> SeatRecord:
    """A version 1 seat: a default or bot name written as text becomes its key."""
    return replace(seat, name=recognise(seat.name, bot=not seat.is_human))


def _parse_json(text: str | bytes) -> object:
    if isinstance(text, bytes):
        if len(text) > MAX_SAVE_BYTES:
            raise DamagedFile(recovery.TOO_LARGE, f"{len(text)} bytes")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DamagedFile(recovery.CORRUPT, f"not UTF-8 text: {exc}") from exc
    elif len(text) > MAX_SAVE_BYTES:
        raise DamagedFile(recovery.TOO_LARGE, f"{len(text)} characters")
    if not text.strip():
        raise DamagedFile(recovery.EMPTY, "no content")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise _json_damage(text, exc) from exc
    except RecursionError as exc:
        raise DamagedFile(recovery.CORRUPT, "nested too deeply") from exc


def decode_header(text: str | bytes) -> Header:
    """Check every field of a save but replay nothing; :class:`DamagedFile` saying what is wrong."""
    data = _parse_json(text)
    need(isinstance(data, dict), f"expected a JSON object, not {type(data).__name__}")
    assert isinstance(data, dict)
    need(data.get("kind") == FILE_KIND, f"not a Table Games save: kind {data.get('kind')!r}")
    version = data.get("version")
    need(type(version) is int, f"version must be a whole number, not {version!r}")
    assert isinstance(version, int)
    if version > SAVE_VERSION:
        raise DamagedFile(recovery.FUTURE_VERSION, f"save version {version} > {SAVE_VERSION}")
    if version < 1:
        raise DamagedFile(recovery.UNKNOWN_VERSION, f"save version {version}")
    unknown = set(data) - _TOP_FIELDS
    need(not unknown, f"unknown fields {sorted(unknown)}")

    name = data.get("game")
    need(isinstance(name, str), f"game must be a name, not {name!r}")
    if not is_game(name):
        raise DamagedFile(recovery.UNKNOWN_GAME, f"unknown game {name!r}")
    assert isinstance(name, str)
    engine = data.get("engine")
    need(isinstance(engine, dict), "the engine part is missing")
    assert isinstance(engine, dict)
    engine_version = engine.get("format")
    need(type(engine_version) is int, f"engine format must be a number, not {engine_version!r}")
    assert isinstance(engine_version, int)
    if engine_version > SAVE_FORMAT_VERSION:
        raise DamagedFile(
            recovery.FUTURE_VERSION, f"engine format {engine_version} > {SAVE_FORMAT_VERSION}"
        )
    if engine_version != SAVE_FORMAT_VERSION:
        raise DamagedFile(recovery.UNKNOWN_VERSION, f"engine format {engine_version}")
    need(engine.get("game") == name, f"engine part is for {engine.get('game')!r}, not {name!r}")
    checks.check_engine_part(name, engine)

    session = checks.check_session(data.get("session"))
    raw_seats = data.get("seats")
    need(isinstance(raw_seats, list) and len(raw_seats) <= 64, "seats must be a short list")
    assert isinstance(raw_seats, list)
    seats = tuple(_parse_seat(raw, i) for i, raw in enumerate(raw_seats))
    if version < 2:
        seats = tuple(_name_as_key(seat) for seat in seats)
    need(len(seats) == engine["setup"]["players"],
         f"{len(seats)} seats for a game of {engine['setup']['players']}")  # fmt: skip
    started_at = checks.check_time(data.get("started_at"), "started_at")
    saved_at = checks.check_time(data.get("saved_at"), "saved_at")
    finished_raw = data.get("finished_at")
    finished_at = None if finished_raw is None else checks.check_time(finished_raw, "finished_at")
    elapsed = checks.check_elapsed(data.get("elapsed", 0.0))
    raw_winners = data.get("winners")
    need(raw_winners is None or (
        isinstance(raw_winners, list) and len(raw_winners) <= len(seats)
        and all(checks.is_int(w) and 0 <= w < len(seats) for w in raw_winners)),
         f"winners must be seats, not {raw_winners!r}")  # fmt: skip
    extra = checks.check_extra(data.get("extra", {}))
    return Header(name, session, seats, started_at, saved_at, finished_at, elapsed,
                  None if raw_winners is None else tuple(raw_winners), extra, engine)  # fmt: skip


def decode(text: str | bytes) -> SavedGame:
    """Rebuild a saved game; raises :class:`DamagedFile` saying what is wrong."""
    header = decode_header(text)
    try:
        game = game_class(header.game).from_json(json.dumps(header.engine))
    except IllegalAction as exc:
        raise DamagedFile(recovery.INVALID_GAME, str(exc)) from exc
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError,
            OverflowError) as exc:  # fmt: skip
        # The engine refuses bad set-ups with ValueError; anything else is a shape it
        # did not expect, which for a file means the same: wrong contents.
        raise DamagedFile(recovery.WRONG_TYPES, f"{type(exc).__name__}: {exc}") from exc
    need(len(header.seats) == game.players, f"{len(header.seats)} seats for a game of {game.players}")
    winners = tuple(game.winners()) if game.is_over() else ()
    if header.winners is not None:
        need(sorted(header.winners) == sorted(winners),
             f"winners {list(header.winners)} but the game gives {list(winners)}")  # fmt: skip
    return SavedGame(game, list(header.seats), header.session, header.started_at, header.elapsed,
                     header.saved_at, header.finished_at, header.extra)  # fmt: skip


def read_file(path: Path, *, confine: bool = True) -> SavedGame:
    """Load the save at ``path``; :class:`DamagedFile` when it cannot be used
    (a file far too large is refused by its size, unread; a link out of its
    folder is never followed unless ``confine`` is False: a file a person named),
    ``FileNotFoundError`` when there is none."""
    saved = decode(read_capped(path, confine=confine))
    saved.path = path
    return saved


def read_header(path: Path) -> Header:
    """The checked header of the save at ``path`` (nothing replayed)."""
    return decode_header(read_capped(path))
