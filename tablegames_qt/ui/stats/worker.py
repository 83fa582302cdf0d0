"""The statistics read and changed on a thread of their own: the GUI thread never waits.

:class:`StatsWorker` owns the app's connection to the statistics for everything but
storing results (``storage/results.py`` has its own): the statistics window, the
Players dialog and tab, and the people the tables and the set-up need
(``storage/profile_book.py``).  A window :meth:`~StatsWorker.ask` s for a job, a
function of the store run on the worker's thread, and gets its answer by a queued
signal, on the GUI thread.  The connection is made on that thread (sqlite3 refuses it
on any other), so no statistics call can slip onto the GUI thread.

A database another program holds (``BEGIN EXCLUSIVE``) delays a job and never drops
it: the worker says so (:attr:`~StatsWorker.busyChanged`, the windows show
"Statistics are busy, retrying") and tries the job again after a pause growing from
:data:`RETRY_SECONDS` to :data:`RETRY_MAX_SECONDS`.  A job asked again with the same
``key`` (a window's refresh) replaces the one still waiting.  Any other failure comes
back to the job's ``failed``.

:meth:`StatsWorker.inline` runs each job at once in the caller's thread, on a store the
caller made (the tests' throw-away stores, a window over a store of its own).
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal

from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.stats import StatsStore, busy

log = logging.getLogger(__name__)

T = TypeVar("T")

#: how long the worker's connection waits for a lock before it lets go and tries later
BUSY_SECONDS = 0.2
#: the first pause before a job the lock held up is tried again, and the longest
RETRY_SECONDS = 0.25
RETRY_MAX_SECONDS = 2.0
#: how long closing waits for the job in hand
CLOSE_SECONDS = 3.0


@dataclass
class _Job:
    run: Callable[[StatsStore], Any]
    done: Callable[[Any], None]
    failed: Callable[[Exception], None] | None
    key: str | None
    owner: QObject | None


@dataclass
class _Answer:
    job: _Job
    value: Any = None
    error: Exception | None = None


class StatsWorker(QObject):
    """See the module docstring."""

    #: True while another program holds the database (jobs wait), False once it is free
    busyChanged = Signal(bool)
    _answered = Signal(object)  # an _Answer, from the worker's thread

    def __init__(self, open_store: Callable[[], StatsStore], *, threaded: bool,
                 parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self._open_store = open_store
        self._threaded = threaded
        self._store: StatsStore | None = None
        self._jobs: list[_Job] = []
        self._changed = threading.Condition()
        self._closed = False
        self._in_hand = False
        self.busy = False
        self.worker_thread: threading.Thread | None = None
        self._answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @classmethod
    def on_thread(cls, path: Path, parent: QObject | None = None) -> StatsWorker:
        """The app's worker: a thread with its own connection to ``path``."""
        worker = cls(lambda: StatsStore(path, busy_timeout=BUSY_SECONDS), threaded=True, parent=parent)
        worker.worker_thread = threading.Thread(target=worker._run, name="statistics", daemon=True)
        worker.worker_thread.start()
        return worker

    @classmethod
    def inline(cls, store: StatsStore, parent: QObject | None = None) -> StatsWorker:
        """A worker running each job at once on ``store``, in the caller's thread."""
        worker = cls(lambda: store, threaded=False, parent=parent)
        worker._store = store
        return worker

    @property
    def store(self) -> StatsStore | None:
        """The store of an inline worker (None for the app's: it is its thread's only)."""
        return None if self._threaded else self._store

    # -- the GUI's side --------------------------------------------------------------------
    def ask(
        self, run: Callable[[StatsStore], T], done: Callable[[T], None], *,
        failed: Callable[[Exception], None] | None = None, key: str | None = None,
        owner: QObject | None = None,
    ) -> None:  # fmt: skip
        """Run ``run(store)`` on the worker's thread; ``done(value)`` (or ``failed(error)``)
        is called on the GUI thread, unless ``owner`` is gone by then."""
        job = _Job(run, done, failed, key, owner)
        if not self._threaded:
            self._deliver(self._attempt(job))
            return
        with self._changed:
            if key is not None:  # a newer refresh replaces the one still waiting
                self._jobs = [waiting for waiting in self._jobs if waiting.key != key]
            self._jobs.append(job)
            self._changed.notify_all()

    def idle(self, timeout: float = CLOSE_SECONDS) -> bool:
        """Wait until no job waits (tests, the bench); False when the time ran out."""
        with self._changed:
            return self._changed.wait_for(lambda: not self._jobs and not self._in_hand, timeout)

    def close(self) -> None:
        with self._changed:
            self._closed = True
            self._jobs.clear()
            self._changed.notify_all()
        if self.worker_thread is not None:
            self.worker_thread.join(CLOSE_SECONDS)
            self.worker_thread = None

    def _deliver(self, answer: _Answer) -> None:
        job = answer.job
        if job.owner is not None and not shiboken6.isValid(job.owner):
            return  # the window that asked is gone
        if answer.error is None:
            job.done(answer.value)
        elif job.failed is not None:
            job.failed(answer.error)
        else:
            log.error("a statistics job failed: %s", answer.error)

    # -- the worker's side ---------------------------------------------------------------
    def _run(self) -> None:
        delay = RETRY_SECONDS
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._jobs) or self._closed)
                if self._closed:
                    break
                job = self._jobs[0]
                self._in_hand = True
            answer = self._attempt(job)
            held = answer.error is not None and _held(answer.error)
            self._set_busy(held)
            if not held and shiboken6.isValid(self):
                self._answered.emit(answer)  # posted to the GUI thread before the job is done
            with self._changed:
                if not held and self._jobs and self._jobs[0] is job:
                    self._jobs.pop(0)
                self._in_hand = False
                self._changed.notify_all()
                if held:  # tried again after a pause; a newer job or closing wakes it
                    self._changed.wait(delay)
                    delay = min(delay * 2, RETRY_MAX_SECONDS)
                    continue
            delay = RETRY_SECONDS
        if self._store is not None:
            with contextlib.suppress(sqlite3.Error):
                self._store.close()
            self._store = None

    def _attempt(self, job: _Job) -> _Answer:
        try:
            if self._store is None:
                self._store = self._open_store()
            return _Answer(job, job.run(self._store))
        except (sqlite3.Error, OSError, ValueError) as exc:
            if not _held(exc):
                log.warning("the statistics could not be read: %s", exc)
            return _Answer(job, error=exc)
        except Exception as exc:  # a fault of the app's: told, and the worker goes on
            log.exception("a statistics job failed")
            return _Answer(job, error=exc)

    def _set_busy(self, held: bool) -> None:
        if held != self.busy:
            self.busy = held
            log.info("the statistics are %s", "held by another program: waiting" if held else "free again")
            if shiboken6.isValid(self):
                self.busyChanged.emit(held)


def as_worker(source: StatsWorker | StatsStore | Profiles, parent: QObject | None = None) -> StatsWorker:
    """``source`` itself, or an inline worker over the store (or the profiles' store) given."""
    if isinstance(source, StatsWorker):
        return source
    return StatsWorker.inline(source.store if isinstance(source, Profiles) else source, parent)


def _held(exc: Exception) -> bool:
    """Whether ``exc`` says another program holds the database (the job waits)."""
    return isinstance(exc, sqlite3.OperationalError) and busy(exc)
