"""Whether saving works: write failures told once, marked while they last.

When a save, a replay, a statistics or a settings write fails, the storage code
calls :func:`failed` with the *folder* it could not write in; it returns the
failure and whether it is *new*.  A failure is kept per folder: the saves folder
is one mark whichever of its files failed (a slot, the old single save, a file
kept aside), and a folder is new only the first time it fails in the run — the
UI tells the player once (a box) and shows :func:`failures` as a lasting mark
("Not saving: … is read-only.").  The next write in that folder that works calls
:func:`succeeded`, which clears the mark (a later failure marks it again, without
telling again).  Nothing here stops a write from being tried again: the game
saves after every action, so saving resumes by itself as soon as the folder can
be written again.

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
SETTINGS = "settings"  # the preferences and the window's place
LOG = "log"  # the log file (its path: the file, which may be a folder)
WHATS: tuple[str, ...] = (SAVES, REPLAYS, STATISTICS, SETTINGS, LOG)

# -- why ------------------------------------------------------------------------------
READ_ONLY = "read_only"
DISK_FULL = "disk_full"
LOCKED = "locked"  # another program holds the statistics database
OTHER = "other"

_READ_ONLY_ERRNOS = {errno.EROFS, errno.EACCES, errno.EPERM}
_FULL_ERRNOS = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


@dataclass(frozen=True)
class WriteFailure:
    """One folder that cannot be written at the moment."""

    what: str  # one of WHATS: the kind of file that failed first there
    path: Path  # the folder that could not be written
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
                LOCKED: QCoreApplication.translate(
                    "health",
                    "Results wait: another program is using the statistics in {path}.",
                ),
            }
        elif self.what == SETTINGS:
            texts = {
                READ_ONLY: QCoreApplication.translate(
                    "health", "Settings are not kept: {path} is read-only."
                ),
                DISK_FULL: QCoreApplication.translate(
                    "health", "Settings are not kept: the disk holding {path} is full."
                ),
                OTHER: QCoreApplication.translate(
                    "health", "Settings are not kept: {path} cannot be written."
                ),
            }
        elif self.what == LOG:
            texts = {
                READ_ONLY: QCoreApplication.translate(
                    "health", "The log is not kept: {path} is read-only."
                ),
                DISK_FULL: QCoreApplication.translate(
                    "health", "The log is not kept: the disk holding {path} is full."
                ),
                OTHER: QCoreApplication.translate(
                    "health", "The log is not kept: {path} cannot be written."
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
        if "locked" in text or "busy" in text:
            return LOCKED
    return OTHER


_failures: dict[Path, WriteFailure] = {}  # by folder
_told: set[Path] = set()  # the folders that failed in this run (told once)
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


def failed(what: str, folder: Path, exc: BaseException) -> tuple[WriteFailure, bool]:
    """Note that writing ``what`` in ``folder`` failed; returns the folder's failure
    and True when the folder had not failed before in this run (tell the player),
    False when it had (told already)."""
    if what not in WHATS:
        raise ValueError(f"unknown kind of file {what!r}")
    folder = _blocking(Path(folder))
    with _lock:
        new = folder not in _told
        _told.add(folder)
        known = _failures.get(folder)
        # the mark says the kind that failed there ("Not saving" once several did), and
        # the latest reason
        kind = what if known is None or known.what == what else SAVES
        failure = WriteFailure(kind, folder, reason_of(exc), f"{type(exc).__name__}: {exc}")
        changed = known is None or (known.what, known.reason) != (failure.what, failure.reason)
        _failures[folder] = failure
    if changed:
        log.error("cannot write %s in %s (%s): %s", what, folder, failure.reason, failure.detail)
        _notify()
    else:
        log.debug("still cannot write %s in %s: %s", what, folder, failure.detail)
    return failure, new


def _blocking(folder: Path) -> Path:
    """The folder to mark: ``folder``, or the file standing where a folder above it
    should be (the saves, the replays and the statistics then fail for one reason,
    and are one mark)."""
    above = folder
    while not above.exists() and above.parent != above:
        above = above.parent
    return above if above != folder and above.exists() and not above.is_dir() else folder


def succeeded(what: str, folder: Path | None = None) -> bool:
    """Note that writing ``what`` in ``folder`` works (None: every folder of ``what``);
    True when that clears a failure."""
    key_of = _blocking(Path(folder)) if folder is not None else None
    with _lock:
        cleared = [
            _failures.pop(key) for key, known in list(_failures.items())
            if (key == key_of if key_of is not None else known.what == what)
        ]  # fmt: skip
    for failure in cleared:
        log.info("writing %s works again (%s)", what, failure.path)
    if cleared:
        _notify()
    return bool(cleared)


def failures() -> list[WriteFailure]:
    """The failures that last: one per folder, by kind (in WHATS order) and folder."""
    with _lock:
        known = list(_failures.values())
    return sorted(known, key=lambda failure: (WHATS.index(failure.what), str(failure.path)))


def failure(what: str) -> WriteFailure | None:
    """The first lasting failure of a folder where ``what`` failed first, if any."""
    return next((known for known in failures() if known.what == what), None)


def add_listener(listener: Callable[[], None]) -> None:
    with _lock:
        _listeners.append(listener)


def remove_listener(listener: Callable[[], None]) -> None:
    with _lock:
        if listener in _listeners:
            _listeners.remove(listener)


def reset() -> None:
    """Forget every failure and what was told (tests; a new run starts clean anyway)."""
    with _lock:
        _failures.clear()
        _told.clear()
