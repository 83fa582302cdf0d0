"""Writing and reading save files on disk: atomically, and never more than a cap.

:func:`write_atomic` replaces a file so that a crash or a kill leaves either
the previous complete file or the new complete one (temporary file,
``fsync``, ``os.replace``, ``fsync`` of the folder).  :func:`read_capped`
looks at a file's size *before* reading it, so a file far larger than any
game writes is refused at once instead of filling the memory.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

from tablegames_qt.storage import paths, recovery
from tablegames_qt.storage.recovery import DamagedFile

TEMP_PREFIX = ".tmp-"
#: a temporary file younger than this may still be being written (another app on the same
#: folders, a slow disk): never removed as left behind
STALE_TEMP_SECONDS = 300.0

#: the largest save or replay read, in bytes.  The longest real games measured
#: write 15–20 KB (Perudo, 10 players: 18 KB; a 99-game Macháček match of 10:
#: 19 KB; Royal Casino, 4 players to 21: 19 KB) and a Royal Casino game to 99
#: points about 105 KB; a file of MAX_ACTIONS Royal Casino actions (the
#: largest per action, ~125 bytes) is ~2.5 MB.  4 MB leaves room for all of
#: that and refuses a 200 MB file before a byte of it is read.
MAX_SAVE_BYTES = 4 * 1024 * 1024


def _fsync_folder(folder: Path) -> None:
    # Makes the rename itself durable; not possible on Windows, where it is not needed.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


#: how often a replace refused by Windows is tried again, and how long apart
RETRY_REPLACE = os.name == "nt"
REPLACE_TRIES = 5
REPLACE_PAUSE_S = 0.05


def _replace(source: str, target: Path) -> None:
    """``os.replace``, tried again a few times on Windows, where a virus scanner or the
    search indexer holding the old file open for a moment refuses it with
    ``PermissionError`` (a POSIX rename never waits for readers)."""
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if not RETRY_REPLACE or attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(REPLACE_PAUSE_S * (attempt + 1))


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves either the old or the new file.
    ``OutsideFolder`` (an ``OSError``) when ``path`` leads out of its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path = paths.confined_file(path)
    # the writer's process id in the name: a live writer's file is never taken for stale
    fd, temp_name = tempfile.mkstemp(prefix=f"{TEMP_PREFIX}{path.name}.{os.getpid()}.",
                                     dir=path.parent)  # fmt: skip
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        _replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(path.parent)


def _writer_alive(temp: Path, name: str) -> bool:
    """Whether the process named in ``temp``'s name still runs (POSIX; elsewhere the age
    alone decides, and a file held open cannot be removed there anyway)."""
    part = temp.name[len(f"{TEMP_PREFIX}{name}."):].split(".", 1)[0]
    if not part.isdigit() or os.name != "posix":
        return False
    try:
        os.kill(int(part), 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's process: alive
    return True


def remove_stale_temps(folder: Path, name: str, older_than: float = STALE_TEMP_SECONDS) -> None:
    """Temporary files a killed writer left behind (never the real file): only those
    older than ``older_than`` seconds whose writer is not running any more."""
    now = time.time()
    for temp in folder.glob(f"{TEMP_PREFIX}{name}.*"):
        with contextlib.suppress(OSError):  # OutsideFolder too: a link is left alone
            target = paths.confined(folder, temp.name)
            if now - target.stat().st_mtime < older_than or _writer_alive(target, name):
                continue
            target.unlink()


def _read_at_most(path: Path, limit: int) -> bytes:
    """At most ``limit`` bytes of ``path`` (one more tells it is too long)."""
    with path.open("rb") as handle:
        return handle.read(limit)


def read_capped(path: Path, limit: int = MAX_SAVE_BYTES, *, confine: bool = True) -> bytes:
    """The bytes of ``path``; :class:`DamagedFile` (``TOO_LARGE``) when it is
    larger than ``limit`` — told by its size, before reading — or cannot be
    read, or leads out of its folder (a link elsewhere: never followed);
    ``FileNotFoundError`` when there is none.  ``confine`` False: a file a
    person named (the replay command), wherever it leads."""
    try:
        if confine:
            path = paths.confined_file(path)
        status = path.stat()
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise DamagedFile(recovery.UNREADABLE, str(exc)) from exc
    if stat.S_ISDIR(status.st_mode):
        raise DamagedFile(recovery.NOT_A_FILE, "a folder")
    size = status.st_size
    if size > limit:
        raise DamagedFile(recovery.TOO_LARGE, f"{size} bytes, more than the {limit} a game writes")
    try:
        raw = _read_at_most(path, limit + 1)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise DamagedFile(recovery.UNREADABLE, str(exc)) from exc
    if len(raw) > limit:  # it grew between the look and the read
        raise DamagedFile(recovery.TOO_LARGE, f"more than the {limit} bytes a game writes")
    return raw
