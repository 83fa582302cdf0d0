"""Writing save files on a thread of their own, so the game's thread never waits for the disk.

A save is written after every action, and writing it atomically ends in ``fsync``: 1 to
14 ms on the app's thread, more on a busy machine, while the table's animations wait.
:class:`BackgroundWriter` takes the text (made on the caller's thread, from the game as it
is) and writes it with :func:`save_files.write_atomic` on its own thread:

- one file at a time, oldest first; a newer text for a file still waiting replaces the
  older one (only the newest state of a slot matters), whose callback is then never called;
- ``done(error)`` is called on the writer's thread after each write (``None`` when it
  worked): a Qt caller emits a signal from it, which Qt delivers on the caller's thread;
  the write counts as under way until ``done`` returns (so :meth:`flush` waits for it too),
  and ``done`` must never wait for the writer itself (no :meth:`flush`, no :meth:`cancel`);
- :meth:`cancel` drops what waits for a file and waits for a write of it under way (a slot
  being emptied must not be written again after); :meth:`flush` waits for everything (before
  a slot is read, and when the app quits; ``atexit`` too, as a last resort).

The app turns its one writer on and off (:func:`write_in_background`); :func:`write_later`
hands it a save or a finished game's replay (:mod:`slots`).

A crash or a kill loses at most the write under way, as before: the file on disk is always
a complete earlier state (``write_atomic``).
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable
from pathlib import Path

from tablegames_qt.storage import save_files

log = logging.getLogger(__name__)

Done = Callable[[OSError | None], None]

#: how long a flush waits for the disk before giving up (the app must still quit)
FLUSH_SECONDS = 30.0


class BackgroundWriter:
    def __init__(self, write: Callable[[Path, str], None] | None = None) -> None:
        # looked up at each write, so a benchmark can time save_files.write_atomic
        self._write = write or (lambda path, text: save_files.write_atomic(path, text))
        self._changed = threading.Condition()
        self._waiting: dict[Path, tuple[str, Done | None]] = {}
        self._writing: Path | None = None
        self._thread: threading.Thread | None = None
        self._closed = False

    def start(self) -> None:
        """Start the writing thread now, while the app idles, rather than at the first
        save (the first show of the first table, issue 32); a later submit after a
        close starts a new one."""
        with self._changed:
            self._start()

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
            self._thread.start()
            atexit.register(self.flush)

    def submit(self, path: Path, text: str, done: Done | None = None) -> None:
        """Write ``text`` to ``path`` soon (replacing a text for it still waiting)."""
        with self._changed:
            self._waiting.pop(path, None)
            self._waiting[path] = (text, done)
            self._start()
            self._changed.notify_all()

    def cancel(self, path: Path) -> None:
        """Forget what waits to be written to ``path``; wait while it is being written."""
        with self._changed:
            self._waiting.pop(path, None)
            self._changed.wait_for(lambda: self._writing != path, FLUSH_SECONDS)

    def flush(self, timeout: float = FLUSH_SECONDS) -> bool:
        """Wait until every waiting text is written; False when the time ran out."""
        with self._changed:
            return self._changed.wait_for(lambda: not self._waiting and self._writing is None, timeout)

    def close(self) -> None:
        """Write what waits, then end the thread (a later submit starts a new one)."""
        self.flush()
        with self._changed:
            self._closed = True
            self._changed.notify_all()
            thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(FLUSH_SECONDS)
        with self._changed:
            self._closed = False

    def pending(self) -> int:
        """How many files wait or are being written."""
        with self._changed:
            return len(self._waiting) + (self._writing is not None)

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._waiting) or self._closed)
                if not self._waiting:
                    return  # closed, with nothing left to write
                path = next(iter(self._waiting))
                text, done = self._waiting.pop(path)
                self._writing = path
            error: OSError | None = None
            try:
                self._write(path, text)
            except OSError as exc:
                error = exc
            except Exception as exc:  # never let the thread die: every later flush would wait
                log.exception("writing %s failed", path)
                error = OSError(str(exc))
            if done is not None:
                # still "being written" meanwhile: what follows a write (a finished game's
                # slot emptied once its replay is kept) is done too when a flush returns
                try:
                    done(error)
                except Exception:
                    log.exception("after writing %s", path)
            with self._changed:
                self._writing = None
                self._changed.notify_all()


# -- the app's writer ---------------------------------------------------------------------

#: the writer of the app's saves and replays (None: written at once; see write_in_background)
_app_writer: BackgroundWriter | None = None


def write_in_background(on: bool = True) -> None:
    """From now on, saves given a ``written_later`` are written on a thread of their own
    (the app does this); off: at once, waiting for the disk (after writing what waits)."""
    global _app_writer
    if on and _app_writer is None:
        _app_writer = BackgroundWriter()
        _app_writer.start()  # now, not at the first save: the first table's first show
    elif not on and _app_writer is not None:
        _app_writer.close()
        _app_writer = None


def app_writer() -> BackgroundWriter | None:
    """The app's writer, while saves are written in the background."""
    return _app_writer


def flush_writes() -> None:
    """Wait until every save handed to the background is on disk."""
    if _app_writer is not None:
        _app_writer.flush()


def write_later(
    written_later: Callable[[Path, OSError | None], None] | None,
    then: Callable[[], None] | None = None,
) -> Callable[[Path, str], None] | None:
    """A ``write(path, text)`` handing the file to the app's writer, which after writing it
    does ``then`` (when it worked) and calls ``written_later(path, error)``; None, for
    writing at once, when saves are not written in the background or no ``written_later``
    is given."""
    writer = _app_writer
    if writer is None or written_later is None:
        return None
    tell = written_later

    def write(target: Path, text: str) -> None:
        def done(error: OSError | None) -> None:
            if error is None and then is not None:
                then()
            tell(target, error)

        writer.submit(target, text, done)

    return write
