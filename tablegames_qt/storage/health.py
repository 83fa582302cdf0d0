"""Whether saving works: write failures told once, marked while they last.

When a save, a replay or a statistics write fails, the storage code calls
:func:`failed`; it returns the failure and whether it is *new* — the UI tells
the player once (a box) and shows :func:`failures` as a lasting mark ("Not
saving: … is read-only.").  The next write of the same kind that works calls
:func:`succeeded`, which clears the mark.  Nothing here stops a write from
being tried again: the game saves after every action, so saving resumes by
itself as soon as the folder can be written again.

Listeners (:func:`add_listener`) are called with no argument whenever the set
of failures changes, from the thread that wrote; a Qt listener should queue
its work to the GUI thread.  Details go to the log.
"""

from __future__ import annotations

import errno
import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine.core import fill_in

log = logging.getLogger(__name__)

# -- what could not be written ------------------------------------------------------
SAVES = "saves"  # the games in progress
REPLAYS = "replays"
STATISTICS = "statistics"
WHATS: tuple[str, ...] = (SAVES, REPLAYS, STATISTICS)

# -- why ------------------------------------------------------------------------------
READ_ONLY = "read_only"
DISK_FULL = "disk_full"
OTHER = "other"

_READ_ONLY_ERRNOS = {errno.EROFS, errno.EACCES, errno.EPERM}
_FULL_ERRNOS = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


@dataclass(frozen=True)
class WriteFailure:
    """One kind of file that cannot be written at the moment."""

    what: str  # one of WHATS
    path: Path  # the file (or folder) that could not be written
    reason: str  # READ_ONLY, DISK_FULL or OTHER
    detail: str = ""  # technical cause, English, for the log

    def message(self) -> str:
        """The lasting mark, in plain words (translated when asked)."""
        if self.what == STATISTICS:
            texts = {
                READ_ONLY: QCoreApplication.translate(
                    "health", "Not recording results: {path} is read-only."
                ),
                DISK_FULL: QCoreApplication.translate(
                    "health", "Not recording results: the disk holding {path} is full."
                ),
                OTHER: QCoreApplication.translate(
                    "health", "Not recording results: {path} cannot be written."
                ),
            }
        else:
            texts = {
                READ_ONLY: QCoreApplication.translate("health", "Not saving: {path} is read-only."),
                DISK_FULL: QCoreApplication.translate(
                    "health", "Not saving: the disk holding {path} is full."
                ),
                OTHER: QCoreApplication.translate("health", "Not saving: {path} cannot be written."),
            }
        return fill_in(texts.get(self.reason, texts[OTHER]), path=self.path)


def reason_of(exc: BaseException) -> str:
    """READ_ONLY, DISK_FULL or OTHER for an ``OSError`` or ``sqlite3.Error``."""
    if isinstance(exc, OSError):
        if exc.errno in _READ_ONLY_ERRNOS:
            return READ_ONLY
        if exc.errno in _FULL_ERRNOS:
            return DISK_FULL
        return OTHER
    if isinstance(exc, sqlite3.Error):
        text = str(exc).lower()
        if "readonly" in text or "read-only" in text:
            return READ_ONLY
        if "full" in text:
            return DISK_FULL
    return OTHER


_failures: dict[str, WriteFailure] = {}
_listeners: list[Callable[[], None]] = []
_lock = threading.Lock()


def _notify() -> None:
    with _lock:
        listeners = list(_listeners)
    for listener in listeners:
        try:
            listener()
        except Exception:  # a broken listener must not break saving
            log.exception("write-health listener failed")


def failed(what: str, path: Path, exc: BaseException) -> tuple[WriteFailure, bool]:
    """Note that writing ``what`` to ``path`` failed; returns the failure and
    True when it is new (tell the player), False when already known."""
    if what not in WHATS:
        raise ValueError(f"unknown kind of file {what!r}")
    failure = WriteFailure(what, Path(path), reason_of(exc), f"{type(exc).__name__}: {exc}")
    with _lock:
        known = _failures.get(what)
        new = known is None or (known.path, known.reason) != (failure.path, failure.reason)
        _failures[what] = failure
    if new:
        log.error("cannot write %s to %s (%s): %s", what, path, failure.reason, failure.detail)
        _notify()
    else:
        log.debug("still cannot write %s to %s: %s", what, path, failure.detail)
    return failure, new


def succeeded(what: str) -> bool:
    """Note that writing ``what`` works; True when that clears a failure."""
    with _lock:
        cleared = _failures.pop(what, None)
    if cleared is not None:
        log.info("writing %s works again (%s)", what, cleared.path)
        _notify()
    return cleared is not None


def failures() -> list[WriteFailure]:
    """The failures that last: one per kind of file, in WHATS order."""
    with _lock:
        return [_failures[what] for what in WHATS if what in _failures]


def failure(what: str) -> WriteFailure | None:
    with _lock:
        return _failures.get(what)


def add_listener(listener: Callable[[], None]) -> None:
    with _lock:
        _listeners.append(listener)


def remove_listener(listener: Callable[[], None]) -> None:
    with _lock:
        if listener in _listeners:
            _listeners.remove(listener)


def reset() -> None:
    """Forget every failure (tests; a new run starts clean anyway)."""
    with _lock:
        _failures.clear()
