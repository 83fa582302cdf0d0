"""What a field of a save or replay may hold: type and range, checked on load.

A file is checked whole before anything of it is used, so a value the app
could not write back (a lone surrogate in a name, a profile id beyond
SQLite's integers, a text where a number belongs) makes the file *damaged*
at once instead of breaking a later save.  The same checks run when a save
is written, so what the app writes it can always read back.

Every check raises :class:`~tablegames_qt.storage.recovery.DamagedFile`
(``WRONG_TYPES``), a ``ValueError``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any

from tablegames_qt.engine.limits import MAX_PRESET
from tablegames_qt.engine.options import rules_problem
from tablegames_qt.games import game_class, spec
from tablegames_qt.storage import recovery
from tablegames_qt.storage.names import MAX_NAME, is_session_id, text_problem
from tablegames_qt.storage.profiles import BOT_LEVELS
from tablegames_qt.storage.recovery import DamagedFile

#: SQLite's INTEGER is a signed 64-bit number
SQLITE_INT_MAX = 2**63 - 1
#: the longest action log (and preset list) accepted: the engine's own limit
MAX_ACTIONS = MAX_PRESET
#: seconds of play: ten years is more than anyone plays one game
MAX_ELAPSED = 10 * 365 * 24 * 3600.0
SEAT_KINDS = ("human", "bot")
EARLIEST = datetime(1970, 1, 1, tzinfo=UTC)


def need(condition: bool, detail: str) -> None:
    if not condition:
        raise DamagedFile(recovery.WRONG_TYPES, detail)


def is_int(value: object) -> bool:
    return type(value) is int


def is_number(value: object) -> bool:
    return type(value) in (int, float) and math.isfinite(value)  # type: ignore[arg-type]


def check_text(value: object, what: str, max_length: int = MAX_NAME) -> str:
    problem = text_problem(value, max_length)
    need(problem is None, f"{what}: {problem}")
    assert isinstance(value, str)
    return value


def check_id(value: object, what: str) -> int | None:
    """A profile id: None, or a whole number SQLite can store (1..2**63-1)."""
    need(value is None or (is_int(value) and 0 < value <= SQLITE_INT_MAX),  # type: ignore[operator]
         f"{what}: bad id {value!r}")  # fmt: skip
    return value  # type: ignore[return-value]


def check_session(value: object) -> str:
    """A session id of the form the app writes (it names replay files)."""
    need(is_session_id(value), f"bad session id {value!r}")
    assert isinstance(value, str)
    return value


def check_seat_kind(value: object, what: str) -> str:
    need(value in SEAT_KINDS, f"{what}: kind must be human or bot, not {value!r}")
    assert isinstance(value, str)
    return value


def check_level(value: object, what: str) -> str:
    need(value in BOT_LEVELS, f"{what}: level must be one of {BOT_LEVELS}, not {value!r}")
    assert isinstance(value, str)
    return value


def check_time(value: object, what: str) -> datetime:
    """An ISO date-time text, from 1970 on; without a zone it is UTC."""
    need(isinstance(value, str) and len(value) <= 40, f"{what} must be a date-time text, not {value!r}")
    assert isinstance(value, str)
    try:
        when = datetime.fromisoformat(value)
    except ValueError as exc:
        raise DamagedFile(recovery.WRONG_TYPES, f"{what}: {exc}") from exc
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    need(when >= EARLIEST, f"{what} before 1970: {value!r}")
    return when


def check_elapsed(value: object, what: str = "elapsed") -> float:
    need(is_number(value) and 0 <= value <= MAX_ELAPSED,  # type: ignore[operator]
         f"{what} must be a number of seconds, not {value!r}")  # fmt: skip
    return float(value)  # type: ignore[arg-type]


# -- rules -------------------------------------------------------------------------

def check_rules(game: str, rules: object) -> None:
    """The rules fields, by the options described on the game's rules class
    (``engine/options.py``)."""
    need(isinstance(rules, dict), f"rules must be an object, not {type(rules).__name__}")
    assert isinstance(rules, dict)
    problem = rules_problem(spec(game).rules, rules)
    need(problem is None, str(problem))


def check_engine_part(game: str, engine: Mapping[str, Any]) -> None:
    """The engine's set-up and log, as far as they can be checked before the
    rules replay them (the engine checks the rest)."""
    setup = engine.get("setup")
    need(isinstance(setup, dict), "the engine set-up is missing")
    assert isinstance(setup, dict)
    cls = game_class(game)
    players = setup.get("players")
    need(is_int(players) and cls.MIN_PLAYERS <= players <= cls.MAX_PLAYERS,  # type: ignore[operator]
         f"players out of range: {players!r}")  # fmt: skip
    seed = setup.get("seed")
    need(is_int(seed) and -(2**63) <= seed <= 2**64, f"bad seed {seed!r}")  # type: ignore[operator]
    if "rules" in setup:
        check_rules(game, setup["rules"])
    for key in ("dice", "rolls", "deck"):
        given = setup.get(key)
        need(given is None or (isinstance(given, list) and len(given) <= MAX_ACTIONS),
             f"set-up {key} must be a short list, not {type(given).__name__}")  # fmt: skip
    actions = engine.get("actions")
    need(isinstance(actions, list), "the action log must be a list")
    assert isinstance(actions, list)
    need(len(actions) <= MAX_ACTIONS, f"{len(actions)} actions, more than {MAX_ACTIONS}")


# -- the recorder's bookkeeping ------------------------------------------------------

def _elapsed_field(value: object) -> bool:
    return is_number(value) and 0 <= value <= MAX_ELAPSED  # type: ignore[operator]


_SEAT_COLOUR = re.compile(r"#[0-9a-f]{6}")


def _seat_colours(value: object) -> bool:
    return (isinstance(value, list) and len(value) <= 10
            and all(isinstance(c, str) and (c == "" or _SEAT_COLOUR.fullmatch(c)) for c in value))  # fmt: skip


#: every field ``extra`` may hold, and its check.  A new field is added here
#: (with its check) before the app writes it.
EXTRA_FIELDS: dict[str, Callable[[object], bool]] = {
    # seconds of play when the current game of a Macháček match began
    "unit_started_elapsed": _elapsed_field,
    # something was taken back: a practice game, kept out of the statistics
    "practice": lambda value: value is True,
    # a hot-seat table whose people may ask the coach for hints
    "allow_hints": lambda value: value is True,
    # someone was shown a hint: the game's results say so
    "hints_used": lambda value: value is True,
    # each seat's own colour at the table ("#rrggbb", "" where the table chose): its replay's
    "seat_colours": _seat_colours,
    # the seats played on phones (human seats; they rejoin with new links on resume)
    "phones": lambda value: isinstance(value, list) and 0 < len(value) <= 10
    and all(type(seat) is int and 0 <= seat < 10 for seat in value),
}


def check_extra(extra: object) -> dict[str, Any]:
    need(isinstance(extra, dict), f"extra must be an object, not {extra!r}")
    assert isinstance(extra, dict)
    for key, value in extra.items():
        check = EXTRA_FIELDS.get(key)
        need(check is not None, f"unknown extra field {key!r}")
        assert check is not None
        need(check(value), f"extra field {key!r} has a bad value {value!r}")
    return dict(extra)
