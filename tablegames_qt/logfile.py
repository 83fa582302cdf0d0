"""The log: a rotating file in the platformdirs log folder, and stderr when there is one.

An app started from the menu has no terminal, so warnings and crashes go to a file a
person can be pointed at (error dialogs name it): on Linux
``~/.local/state/tablegames/log/tablegames.log`` (``XDG_STATE_HOME`` is respected), on
Windows ``%LOCALAPPDATA%\\tablegames\\Logs``, on macOS ``~/Library/Logs/tablegames``.
The file keeps INFO and above (DEBUG with ``--verbose``); stderr gets warnings only.
Under ``pythonw`` or a windowed Windows build ``sys.stderr`` is None: then only the file.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
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


class _RotatingFile(logging.handlers.RotatingFileHandler, _OwnHandler):
    pass


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
