"""Bad and damaged files: never fatal, never deleted, always explained.

A save, replay, statistics database or settings file that cannot be used is
moved aside next to where it was, under a name with a timestamp
(``current.damaged-20250131-184502.json``), so nothing a person had is lost
and a helper can still look at it.  The app then carries on with a fresh
file, and :func:`take_problems` hands the main window what happened, for a
message in plain words (:meth:`Problem.message`, translated when shown so a
language switch applies).
"""

from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from tablegames_qt.engine.core import fill_in
from tablegames_qt.storage import paths

log = logging.getLogger(__name__)

# -- what kind of file ----------------------------------------------------------
SAVE = "save"
REPLAY = "replay"
STATISTICS = "statistics"
SETTINGS = "settings"

# -- what was wrong with it -------------------------------------------------------
EMPTY = "empty"
TRUNCATED = "truncated"
CORRUPT = "corrupt"
WRONG_TYPES = "wrong_types"
FUTURE_VERSION = "future_version"
UNKNOWN_VERSION = "unknown_version"
UNKNOWN_GAME = "unknown_game"
NOT_SQLITE = "not_sqlite"
INVALID_GAME = "invalid_game"
UNREADABLE = "unreadable"
TOO_LARGE = "too_large"
NOT_A_FILE = "not_a_file"  # a folder where the file should be

REASONS: tuple[str, ...] = (
    EMPTY, TRUNCATED, CORRUPT, WRONG_TYPES, FUTURE_VERSION, UNKNOWN_VERSION,
    UNKNOWN_GAME, NOT_SQLITE, INVALID_GAME, UNREADABLE, TOO_LARGE, NOT_A_FILE,
)  # fmt: skip

#: companions of an SQLite database that belong to it: a hot journal left
#: next to a fresh database would be rolled into it, so they move together
SQLITE_SIDECARS: tuple[str, ...] = ("-journal", "-wal", "-shm")


class DamagedFile(ValueError):
    """A file that cannot be used; ``reason`` is one of :data:`REASONS`,
    ``detail`` the technical cause in English (for the log)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        if reason not in REASONS:
            raise ValueError(f"unknown damage reason {reason!r}")
        self.reason = reason
        self.detail = detail
        super().__init__(f"{reason}: {detail}" if detail else reason)


@dataclass(frozen=True)
class Problem:
    """One damaged file found and dealt with."""

    what: str  # SAVE, REPLAY, STATISTICS or SETTINGS
    reason: str  # one of REASONS
    path: Path  # where the file was
    moved_to: Path | None  # where it is kept now; None when it could not be moved
    detail: str = ""  # technical cause, English, for the log

    def message(self) -> str:
        """Plain words for people: what could not be used, why, where it is kept."""
        return " ".join((_what_text(self.what), damage_reason_text(self.reason), self._kept_text()))

    def _kept_text(self) -> str:
        if self.moved_to is None:
            return fill_in(QCoreApplication.translate(
                "recovery", "The file could not be moved aside, so it was left where it is: {path}."
            ), path=self.path)
        kept = fill_in(QCoreApplication.translate(
            "recovery", "The file was kept as “{name}” in {folder}."
        ), name=self.moved_to.name, folder=self.moved_to.parent)
        return f"{kept} {_fresh_text(self.what)}"


def _what_text(what: str) -> str:
    texts = {
        SAVE: QCoreApplication.translate("recovery", "The game you left could not be resumed."),
        REPLAY: QCoreApplication.translate(
            "recovery", "A replay of a finished game could not be opened."
        ),
        STATISTICS: QCoreApplication.translate("recovery", "The statistics could not be opened."),
        SETTINGS: QCoreApplication.translate("recovery", "The settings could not be read."),
    }
    return texts.get(what, QCoreApplication.translate("recovery", "A file could not be used."))


def damage_reason_text(reason: str) -> str:
    """The words the app says for why a file could not be used (a reason in `DamagedFile`)."""
    texts = {
        EMPTY: QCoreApplication.translate("recovery", "The file is empty."),
        TRUNCATED: QCoreApplication.translate(
            "recovery", "The file is cut short: it ends in the middle."
        ),
        CORRUPT: QCoreApplication.translate(
            "recovery", "The file is damaged: parts of it are garbled."
        ),
        WRONG_TYPES: QCoreApplication.translate(
            "recovery", "The file does not contain what it should."
        ),
        FUTURE_VERSION: QCoreApplication.translate(
            "recovery", "The file was written by a newer version of Table Games."
        ),
        UNKNOWN_VERSION: QCoreApplication.translate(
            "recovery", "The file has a version number this app does not know."
        ),
        UNKNOWN_GAME: QCoreApplication.translate(
            "recovery", "The file is for a game this app does not know."
        ),
        NOT_SQLITE: QCoreApplication.translate(
            "recovery", "The file is not a statistics database."
        ),
        INVALID_GAME: QCoreApplication.translate(
            "recovery", "The moves stored in the file break the rules of the game."
        ),
        UNREADABLE: QCoreApplication.translate("recovery", "The file could not be read."),
        TOO_LARGE: QCoreApplication.translate(
            "recovery", "The file is far larger than any game writes, so it was not read."
        ),
        NOT_A_FILE: QCoreApplication.translate(
            "recovery", "There is a folder where the file should be."
        ),
    }
    return texts.get(reason, QCoreApplication.translate("recovery", "The file could not be used."))


def _fresh_text(what: str) -> str:
    texts = {
        SAVE: QCoreApplication.translate("recovery", "You can start a new game."),
        REPLAY: QCoreApplication.translate("recovery", "The other replays are not affected."),
        STATISTICS: QCoreApplication.translate("recovery", "New statistics start from now on."),
        SETTINGS: QCoreApplication.translate("recovery", "The default settings are used."),
    }
    return texts.get(what, "")


# -- moving aside -------------------------------------------------------------------


def aside_name(path: Path, when: datetime | None = None) -> Path:
    """A free name next to ``path`` for keeping it: ``stem.damaged-YYYYmmdd-HHMMSS.suffix``."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    suffix = "".join(path.suffixes[-1:])
    stem = path.name[: len(path.name) - len(suffix)] if suffix else path.name
    for count in range(1, 10_000):
        extra = "" if count == 1 else f"-{count}"
        candidate = path.with_name(f"{stem}.damaged-{stamp}{extra}{suffix}")
        if not candidate.exists() and not any(
            candidate.with_name(candidate.name + s).exists() for s in SQLITE_SIDECARS
        ):
            return candidate
    raise OSError(f"no free name to keep {path} aside")


def move_aside(path: Path, sidecars: tuple[str, ...] = ()) -> Path:
    """Rename ``path`` (and its ``sidecars``, e.g. an SQLite journal) to a timestamped name.

    Raises ``OSError`` when it cannot; never deletes anything.
    """
    target = aside_name(path)
    os.rename(path, target)
    for suffix in sidecars:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            try:
                os.rename(companion, target.with_name(target.name + suffix))
            except OSError as exc:  # the main file is safe; say so and go on
                log.warning("could not keep %s aside: %s", companion, exc)
    return target


# -- the run's list of problems -------------------------------------------------------

_problems: list[Problem] = []
_lock = threading.Lock()
#: damaged files that could not be moved aside, by path: (size, mtime) when
#: reported.  The same unchanged file met again (every start-screen refresh)
#: is not reported again; a changed one is.
_stuck: dict[Path, tuple[int, int]] = {}


def _signature(path: Path) -> tuple[int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_size, status.st_mtime_ns


def report(problem: Problem) -> Problem:
    """Remember ``problem`` for the main window and log it."""
    log.warning(
        "damaged %s file %s (%s: %s), kept as %s",
        problem.what,
        problem.path,
        problem.reason,
        problem.detail,
        problem.moved_to,
    )
    with _lock:
        _problems.append(problem)
    return problem


def quarantine(
    path: Path, what: str, damage: DamagedFile, sidecars: tuple[str, ...] = ()
) -> Problem:
    """Move the damaged file at ``path`` aside and report it.

    A file that cannot be moved (a read-only folder) is reported once; met
    again unchanged, the problem is returned but not reported again.
    """
    problem_path = Path(path)
    try:
        moved: Path | None = move_aside(path, sidecars)
    except OSError as exc:
        moved = None
        signature = _signature(problem_path)
        with _lock:
            known = signature is not None and _stuck.get(problem_path) == signature
            if signature is not None:
                _stuck[problem_path] = signature
        if known:
            log.debug("damaged file %s still cannot be moved aside: %s", path, exc)
            return Problem(what, damage.reason, path, None, damage.detail)
        log.error("could not move damaged file %s aside: %s", path, exc)
    else:
        with _lock:
            _stuck.pop(problem_path, None)
    return report(Problem(what, damage.reason, path, moved, damage.detail))


def is_stuck(path: Path) -> bool:
    """Whether ``path`` is a damaged file, unchanged since it was reported,
    that could not be moved aside (readers skip it instead of reading it again)."""
    signature = _signature(Path(path))
    with _lock:
        return signature is not None and _stuck.get(Path(path)) == signature


def problems() -> list[Problem]:
    """Every problem of this run not yet taken."""
    with _lock:
        return list(_problems)


def take_problems() -> list[Problem]:
    """The problems found so far, forgetting them (each is shown once)."""
    with _lock:
        taken = list(_problems)
        _problems.clear()
    return taken


# -- settings ---------------------------------------------------------------------------


def _value_damage(value: str) -> str | None:
    """What is cut off in one INI value (as QSettings reads it), or None."""
    in_quotes = False
    plain: list[str] = []
    index = 0
    while index < len(value):
        char = value[index]
        if char == "\\":
            plain.append(value[index : index + 2])
            index += 2
            continue
        if char == '"':
            in_quotes = not in_quotes
        elif char == ";" and not in_quotes:
            break  # the rest is a comment
        else:
            plain.append(char)
        index += 1
    if in_quotes:
        return "a quoted value is cut off"
    text = "".join(plain).strip()
    if text.startswith("@") and not text.startswith("@@") and "(" in text and not text.endswith(")"):
        return "a typed value @Type(...) is cut off"
    return None


def _logical_lines(text: str) -> tuple[list[tuple[int, str]], bool]:
    """The INI lines with QSettings' backslash continuations joined; the flag
    says the text ends inside a continuation."""
    lines: list[tuple[int, str]] = []
    pending: tuple[int, str] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        if pending is not None:
            line = pending[1] + line
            number = pending[0]
            pending = None
        trailing = len(line) - len(line.rstrip("\\"))
        if trailing % 2 == 1:
            pending = (number, line[:-1])
            continue
        lines.append((number, line))
    return lines, pending is not None


def settings_damage(path: Path) -> DamagedFile | None:
    """Why the INI file at ``path`` cannot be trusted, or None when it is fine.

    QSettings itself only notices some damage (an unclosed ``[section``), and
    then it would quietly write over the file; a value cut inside its quotes
    it reads as ending there and drops the lines after it.  QSettings ends
    every file it writes with a line end, so a file that stops in the middle
    of a line was cut.  An empty or missing file is fine: it simply holds no
    settings yet.
    """
    try:
        raw = read_capped_settings(path)
    except (FileNotFoundError, NotADirectoryError):
        return None  # no file (its folder may be a file: the settings then say so, once)
    except DamagedFile as damage:
        return damage
    if not raw.strip():
        return None
    if b"\x00" in raw:
        return DamagedFile(CORRUPT, "binary data (NUL bytes) in an INI file")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return DamagedFile(CORRUPT, f"not UTF-8 text: {exc}")
    lines, open_continuation = _logical_lines(text)
    for number, line in lines:
        stripped = line.strip()
        if not stripped or stripped[0] in ";#":
            continue
        if stripped.startswith("["):
            if not stripped.endswith("]"):
                return DamagedFile(TRUNCATED, f"line {number}: unclosed section {stripped!r}")
            continue
        key, equals, value = stripped.partition("=")
        if not equals or not key.strip():
            return DamagedFile(TRUNCATED, f"line {number}: not a key=value line: {stripped[:40]!r}")
        problem = _value_damage(value)
        if problem is not None:
            return DamagedFile(TRUNCATED, f"line {number}: {problem}: {stripped[:40]!r}")
    if open_continuation:
        return DamagedFile(TRUNCATED, "the file ends inside a value continued on the next line")
    if not text.endswith(("\n", "\r")):
        return DamagedFile(TRUNCATED, "the last line has no end: the file was cut")
    store = QSettings(str(path), QSettings.Format.IniFormat)
    if store.status() != QSettings.Status.NoError:
        return DamagedFile(CORRUPT, f"QSettings status {store.status().name}")
    from tablegames_qt.storage.settings import type_problem  # settings reads health, not this

    wrong = type_problem(store)
    if wrong is not None:
        # QSettings would rewrite such a value as @Invalid() at the next write: kept aside
        return DamagedFile(WRONG_TYPES, wrong)
    return None


#: a settings file is a few kilobytes; this is read at most
MAX_SETTINGS_BYTES = 1024 * 1024


def read_capped_settings(path: Path) -> bytes:
    """The settings file's bytes, refused unread when far too large."""
    try:
        size = paths.confined_file(path).stat().st_size
        if size > MAX_SETTINGS_BYTES:
            raise DamagedFile(TOO_LARGE, f"{size} bytes")
        with paths.confined_file(path).open("rb") as handle:
            raw = handle.read(MAX_SETTINGS_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise
    except OSError as exc:
        raise DamagedFile(UNREADABLE, str(exc)) from exc
    if len(raw) > MAX_SETTINGS_BYTES:
        raise DamagedFile(TOO_LARGE, "grew while read")
    return raw


def check_settings_file(path: Path) -> Problem | None:
    """Call before the settings are opened: a damaged INI file is moved aside
    (QSettings would otherwise write over it) and the defaults apply."""
    damage = settings_damage(path)
    if damage is None:
        return None
    return quarantine(path, SETTINGS, damage)
