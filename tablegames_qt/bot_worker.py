"""Bots thinking in a process of their own: the loop that runs there.

The app's GUI thread and a thinking bot must not share an interpreter: a CPU-bound
bot on a worker thread holds the GIL, and every call from Qt back into Python (each
``paint()``, timer or animation step) waits for it (``docs/stalls.md``).
So the app starts one child process (``ui/bot_process.py``) that runs :func:`serve`.
It sits above ``bots/`` and ``coach/``, since a seat's bot may be its coach.

The protocol, over one ``multiprocessing`` connection (tuples, pickled):

- ``("add", key, game, level, seed)``: make the bot of ``key`` (a session and a seat)
  with its own ``random.Random(seed)``;
- ``("choose", key, token, view, legal)``: the bot of ``key`` decides; the answer is
  ``("done", key, token, action, "")`` or ``("done", key, token, None, error text)``;
- ``("drop", session)``: forget every bot of that session;
- ``("quit",)``: end the loop.

A bot here sees exactly what it would see on a thread: its seat's view and the legal
actions. The process imports no Qt.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import random
import threading
from collections.abc import Callable
from typing import Any, Protocol

from tablegames_qt.bots import Bot
from tablegames_qt.bots.random_bot import RandomBot
from tablegames_qt.games import spec

log = logging.getLogger(__name__)

#: a session's id and a seat number
Key = tuple[int, int]
#: the level of a seat's coach (``coach/seat_coach.py``)
COACH_LEVEL = "coach"


class Connection(Protocol):
    def recv(self) -> Any: ...

    def send(self, obj: Any) -> None: ...


def seat_bot(game: str, level: str) -> Bot:
    """The bot for a seat; a level that is not available plays randomly rather than not at all.
    The level "coach" is the coach of a person's seat (its answers are advice, not actions)."""
    try:
        if level == COACH_LEVEL:
            from tablegames_qt.coach.seat_coach import SeatCoach

            return SeatCoach(spec(game).coach)
        return spec(game).make_bot(level)
    except (ImportError, AttributeError, ValueError) as exc:
        log.warning("bot %s/%s unavailable (%s); using the random bot", game, level, exc)
        return RandomBot()


class BotTable:
    """The bots of every session the process serves, each with its own chance."""

    def __init__(self, factory: Callable[[str, str], Bot] = seat_bot) -> None:
        self._factory = factory
        self._bots: dict[Key, tuple[Bot, random.Random]] = {}

    def add(self, key: Key, game: str, level: str, seed: str) -> None:
        self._bots[key] = (self._factory(game, level), random.Random(seed))

    def choose(self, key: Key, view: Any, legal: list[Any]) -> Any:
        bot, rng = self._bots[key]
        return bot.choose(view, legal, rng)

    def drop(self, session: int) -> None:
        for key in [k for k in self._bots if k[0] == session]:
            del self._bots[key]

    def __len__(self) -> int:
        return len(self._bots)


def handle(table: BotTable, message: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """Carry out one request; the answer to send back, if it has one."""
    kind = message[0]
    if kind == "add":
        _kind, key, game, level, seed = message
        table.add(key, game, level, seed)
        return None
    if kind == "choose":
        _kind, key, token, view, legal = message
        try:
            return ("done", key, token, table.choose(key, view, legal), "")
        except Exception as exc:  # a bot's fault must not end the process
            log.exception("bot %s failed", key)
            return ("done", key, token, None, f"{type(exc).__name__}: {exc}")
    if kind == "drop":
        table.drop(message[1])
        return None
    raise ValueError(f"unknown request {kind!r}")


def _end_with_parent() -> None:
    """In the bots' process: end it the moment the app is gone, even in the middle of a
    long thought (the loop itself notices only when it next reads a request).

    Waits on multiprocessing's sentinel of the parent (a pipe on POSIX, a process
    handle on Windows: readable when the parent ends, however it ends), and looks
    at the parent's id once a second in case the sentinel cannot say."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return  # not a child of the app (the loop runs on a thread, e.g. in tests)
    parent_id = os.getppid()

    def watch() -> None:
        from multiprocessing.connection import wait

        while not wait([parent.sentinel], timeout=1.0):
            if os.getppid() != parent_id:
                break
        os._exit(0)  # nothing here to clean up: the bots hold no file or lock

    threading.Thread(target=watch, name="bots-parent-watch", daemon=True).start()


#: how much lower the bots' process runs than the app (``os.nice``): a hard bot's
#: thought takes a core for a tenth of a second; on a machine of two busy cores the
#: table's frame must not wait for it (the bots' pace is a pause anyway)
BOTS_NICENESS = 10


def _give_way() -> None:
    """In the bots' process: run at a lower priority than the app's GUI thread."""
    if multiprocessing.parent_process() is None or not hasattr(os, "nice"):
        return  # on a thread of the app (tests), or a system without nice (Windows)
    with contextlib.suppress(OSError):  # not allowed: at the app's priority, as before
        os.nice(BOTS_NICENESS)


def serve(conn: Connection) -> None:
    """The child process's loop: answer requests until ``quit`` or the parent goes."""
    _end_with_parent()
    _give_way()
    table = BotTable()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return  # the app has gone
        if message[0] == "quit":
            return
        answer = handle(table, message)
        if answer is not None:
            try:
                conn.send(answer)
            except (BrokenPipeError, OSError):
                return
