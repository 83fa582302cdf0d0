"""The process the bots think in, seen from the app.

Contract: the GUI thread only hands requests to :class:`BotHost` (``add``, ``choose``,
``drop``), which never blocks it: a writer thread sends them to the child process
(``bot_worker.py``), a reader thread receives the answers and hands each to the
callback registered for its seat. Callbacks run on the reader thread, so they must
only emit a Qt signal (queued to the GUI thread) — never call UI routines.

Why a process: a bot thinking on a thread holds the GIL and every repaint, timer and
animation step of the table waits for it (``docs/stalls.md``). One
child serves every session of the app; it starts at the first bot and lives until the
app quits. If it cannot start or dies, every request waiting for it is answered with
:class:`BotHostGone` and the session goes on with bots on threads.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import logging
import multiprocessing
import os
import queue
import threading
from collections.abc import Callable
from typing import Any

from tablegames_qt.bot_worker import Key, serve
from tablegames_qt.engine.casino import grouping

log = logging.getLogger(__name__)

#: set to "0" to keep bots on threads in this process (for debugging a bot)
ENV_SWITCH = "TABLEGAMES_BOTS_IN_PROCESS"

Deliver = Callable[[int, object], None]


class BotHostGone(RuntimeError):
    """The bot process could not take or answer a request."""


class BotHost:
    """One child process thinking for the bots of every session (see the module docstring)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sessions = itertools.count(1)
        self._deliver: dict[Key, Deliver] = {}
        self._waiting: dict[Key, int] = {}  # key -> token of its unanswered request
        self._outbox: queue.SimpleQueue[tuple[Any, ...] | None] = queue.SimpleQueue()
        self._process: Any = None
        self._conn: Any = None
        self._alive = False
        self._failed = False

    # -- the GUI thread's side ------------------------------------------------------------
    def new_session(self) -> int:
        return next(self._sessions)

    def start(self) -> bool:
        """Start the process now (the warm-up does, before the first game needs it)."""
        return self._ensure_started()

    def available(self) -> bool:
        """False once the process failed to start or died: use threads instead."""
        return not self._failed

    def add(self, key: Key, game: str, level: str, seed: str, deliver: Deliver) -> bool:
        if not self._ensure_started():
            return False
        with self._lock:
            self._deliver[key] = deliver
        self._outbox.put(("add", key, game, level, seed))
        return True

    def choose(self, key: Key, token: int, view: Any, legal: list[Any]) -> bool:
        """Ask the bot of ``key`` to decide; its answer reaches the ``deliver`` given to
        :meth:`add`. False when the process is gone (nothing was sent)."""
        with self._lock:
            if not self._alive or key not in self._deliver:
                return False
            self._waiting[key] = token
        self._outbox.put(("choose", key, token, view, legal))
        return True

    def drop(self, session: int) -> None:
        """Forget a session's bots (its game ended or its screen closed)."""
        with self._lock:
            for key in [k for k in self._deliver if k[0] == session]:
                self._deliver.pop(key, None)
                self._waiting.pop(key, None)
            alive = self._alive
        if alive:
            self._outbox.put(("drop", session))

    def close(self, timeout: float = 2.0) -> None:
        """End the child (at the app's exit)."""
        with self._lock:
            alive, self._alive = self._alive, False
        if not alive:
            return
        self._outbox.put(("quit",))
        self._outbox.put(None)
        process = self._process
        if process is not None:
            process.join(timeout)
            if process.is_alive():
                process.terminate()

    # -- starting, and the two threads --------------------------------------------------
    def _ensure_started(self) -> bool:
        with self._lock:
            if self._alive:
                return True
            if self._failed:
                return False
            try:
                context = multiprocessing.get_context("spawn")
                parent_end, child_end = context.Pipe()
                process = context.Process(target=serve, args=(child_end,), daemon=True,
                                          name="tablegames-bots")
                process.start()
                child_end.close()
            except (OSError, RuntimeError, ValueError) as exc:
                log.warning("bots think on threads: their process did not start (%s)", exc)
                self._failed = True
                return False
            self._process, self._conn, self._alive = process, parent_end, True
            # the bots search there; this process only shows the table (and its legal moves)
            grouping.limit_cache(grouping.SHOWING_ONLY_ENTRIES)
            # before multiprocessing's own exit handler ends the child unasked
            atexit.register(self.close)
        threading.Thread(target=self._write, name="bot-process-writer", daemon=True).start()
        threading.Thread(target=self._read, name="bot-process-reader", daemon=True).start()
        return True

    def _write(self) -> None:
        while True:
            message = self._outbox.get()
            if message is None:
                return
            try:
                self._conn.send(message)  # pickled here, off the GUI thread
            except (OSError, ValueError) as exc:
                self._gone(f"could not send to the bot process ({exc})")
                return

    def _read(self) -> None:
        while True:
            try:
                answer = self._conn.recv()
            except (EOFError, OSError) as exc:
                with self._lock:
                    expected = self._alive
                if expected:
                    self._gone(f"the bot process ended ({exc or 'no answer'})")
                return
            _kind, key, token, action, error = answer
            with self._lock:
                deliver = self._deliver.get(key)
                if self._waiting.get(key) == token:
                    del self._waiting[key]
            if deliver is not None:
                self._hand_over(deliver, token, action if not error else RuntimeError(error))

    def _gone(self, why: str) -> None:
        with self._lock:
            was_alive, self._alive, self._failed = self._alive, False, True
            waiting = [(self._deliver.get(key), token) for key, token in self._waiting.items()]
            self._waiting.clear()
        if was_alive:
            log.warning("bots think on threads from now on: %s", why)
        for deliver, token in waiting:
            if deliver is not None:
                self._hand_over(deliver, token, BotHostGone(why))
        self._outbox.put(None)

    @staticmethod
    def _hand_over(deliver: Deliver, token: int, result: object) -> None:
        with contextlib.suppress(RuntimeError):  # the session's signal object is deleted
            deliver(token, result)


_host: BotHost | None = None


def shared_host() -> BotHost | None:
    """The app's bot process (None when bots are to think on threads)."""
    global _host
    if os.environ.get(ENV_SWITCH, "1") == "0":
        return None
    if _host is None:
        _host = BotHost()
    return _host if _host.available() else None


def shut_down() -> None:
    """End the bot process, if one was started (the app calls this at exit)."""
    global _host
    if _host is not None:
        _host.close()
        _host = None
