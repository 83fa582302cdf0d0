"""The log: a rotating file in the platformdirs log folder, and stderr when there is one.

An app started from the menu has no terminal, so warnings and crashes go to a file a
person can be pointed at (error dialogs name it): on Linux
``~/.local/state/tablegames/log/tablegames.log`` (``XDG_STATE_HOME`` is respected), on
Windows ``%LOCALAPPDATA%\\tablegames\\Logs``, on macOS ``~/Library/Logs/tablegames``.
The file keeps INFO and above (DEBUG with ``--verbose``); stderr gets warnings only.
Under ``pythonw`` or a windowed Windows build ``sys.stderr`` is None: then only the file.

A file that cannot be opened (:func:`problem`) or stops taking records (a full disk:
:func:`on_write_failure` is called once, until a record is written again) is the app's
to tell, once, as a folder that cannot be written is; Python's own "--- Logging error
---" and its traceback on stderr never come.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import platformdirs

APP_NAME = "tablegames"
FILE_NAME = "tablegames.log"
#: one file of at most 1 MB and three older ones: a few weeks of a family's warnings
MAX_BYTES = 1_000_000
BACKUP_COUNT = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

#: a record with this attribute set true is already on stderr (the crash hook wrote it)
ON_STDERR = "already_on_stderr"


def log_dir() -> Path:
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def log_file() -> Path:
    """Where the log is written (the folder may not exist yet)."""
    return log_dir() / FILE_NAME


class _OwnHandler:
    """Marks the handlers :func:`setup` installed, so a second call replaces them."""


#: called (on the thread that logged) with the file and the error when the log stops
#: taking records, once until a record is written again; the app marks and tells it
on_write_failure: Callable[[Path, OSError], object] | None = None
#: called with the file when a record is written again after a failure
on_write_worked: Callable[[Path], object] | None = None
_telling = threading.local()  # a failure being told: what that logs is not written again


class _RotatingFile(logging.handlers.RotatingFileHandler, _OwnHandler):
    """The log file; a record it cannot write (a full disk, a removed folder) is told once
    through :data:`on_write_failure` instead of Python's traceback on stderr."""

    failing: OSError | None = None
    _failed_now = False

    def emit(self, record: logging.LogRecord) -> None:
        if getattr(_telling, "active", False):
            return  # the failure's own log lines: the file cannot take them either
        self._failed_now = False
        super().emit(record)  # a failure comes to handleError, and emit returns
        if self.failing is not None and not self._failed_now:
            self.failing = None  # written again: told again should it fail again
            if on_write_worked is not None:
                on_write_worked(Path(self.baseFilename))

    def handleError(self, record: logging.LogRecord) -> None:
        exc = sys.exc_info()[1]
        if not isinstance(exc, OSError):
            super().handleError(record)  # the app's own fault (a bad format): as Python does
            return
        # the stream may hold what could not be written: dropped, so later records start clean
        stream, self.stream = self.stream, None
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()
        first = self.failing is None
        self.failing, self._failed_now = exc, True
        if first and on_write_failure is not None:
            _telling.active = True
            try:
                on_write_failure(Path(self.baseFilename), exc)
            finally:
                _telling.active = False


class _Stream(logging.StreamHandler, _OwnHandler):  # type: ignore[type-arg]
    pass


_problem: tuple[Path, OSError] | None = None


def problem() -> tuple[Path, OSError] | None:
    """Why :func:`setup` could not open the log file (the path it tried), for the app to
    tell once in a window: a person started from the menu never sees stderr."""
    return _problem


def _not_on_stderr_yet(record: logging.LogRecord) -> bool:
    return not getattr(record, ON_STDERR, False)


def setup(verbose: bool = False) -> Path | None:
    """Send the app's log to the rotating file and to stderr; returns the file, or None
    when it cannot be written (a read-only home): the app then runs without it."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if isinstance(h, _OwnHandler)]:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    path = log_file()
    problem: OSError | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        file_handler = _RotatingFile(path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT,
                                     encoding="utf-8")
    except OSError as exc:
        problem = exc
    else:
        file_handler.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(file_handler)
    if sys.stderr is not None:
        stream = _Stream(sys.stderr)
        stream.setLevel(logging.DEBUG if verbose else logging.WARNING)
        stream.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        stream.addFilter(_not_on_stderr_yet)
        root.addHandler(stream)
    global _problem
    _problem = None if problem is None else (path, problem)
    if problem is not None:
        logging.getLogger(__name__).warning("no log file at %s: %s", path, problem)
        return None
    return path


def current_file() -> Path | None:
    """The file the running app logs to, if :func:`setup` opened one."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, _RotatingFile):
            return Path(handler.baseFilename)
    return None
