"""Recording one game as it is played: saves after every action, results at
the end of every game (and every game of a Macháček match), the replay.

:class:`GameRecorder` listens to one :class:`SessionController`.  After every
applied action it writes the game in progress atomically into its kind's save
slot (one unfinished game per kind), so a crash loses at most that action;
when a unit finishes it records the result in one statistics transaction; at
the end it keeps the game as a replay and only then empties the slot.  A
resumed game is caught up first (its log replayed on a scratch copy), so
figures and dice from before the crash still count, and a unit recorded twice
(killed just after recording) is stored once.

Failures are told once and tried again: a save that cannot be written is
logged, :attr:`GameRecorder.failed` says so the first time (``storage.health``
keeps the lasting mark) and the next action saves again.  Results go to a
:class:`~tablegames_qt.storage.results.ResultQueue` (the app's stores them on a
thread of its own): one the statistics cannot take yet waits there, kept on
disk too, and is stored when writing works again, in this run or the next.
The app's side of saving (Continue, statistics window, players) is
``ui/archive.py``.

A seat handed to the computer in the middle of a game (a phone that left) is the
computer's from then on: the game (or match game) under way when it was handed, and every
one after, is recorded for the computer player of its level, never for the person who
left it; what the person finished before stays theirs. Handed back to a phone or the
laptop, the seat is the person's again from the next game on (a game the computer
played part of is not theirs).
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from tablegames_qt.engine.core import Event, Game
from tablegames_qt.games import figures as figures_mod
from tablegames_qt.games.figures import Unit
from tablegames_qt.storage import saves
from tablegames_qt.storage.pending import Pending
from tablegames_qt.storage.profiles import BOT_LEVELS, Profiles, fitting_name
from tablegames_qt.storage.results import (
    ResultQueue,
    finished_game,
    pending_of,
    store_pending,
    unit_result,
    variant_of,
)
from tablegames_qt.storage.saves import SavedGame, SeatRecord
from tablegames_qt.storage.stats import MATCH_GAME, StatsStore
from tablegames_qt.ui.seat_config import BOT, HUMAN, PHONE, SeatConfig
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.texts import fill_in

log = logging.getLogger(__name__)

#: a pause longer than this between two actions counts as this long (a game
#: left open overnight is not twelve hours of play)
IDLE_CAP_SECONDS = 300.0
#: replays of bot-only games kept (the demo plays many); people's games are all kept
BOT_REPLAYS_KEPT = 100

_UNIT_START = "unit_started_elapsed"
#: the seats played on phones (a phone's person is a human in the saves and statistics)
_PHONES = "phones"


def phone_seats(saved: SavedGame) -> set[int]:
    """The seats of a saved game that were played on phones."""
    phones = saved.extra.get(_PHONES)
    return {seat for seat in phones if isinstance(seat, int)} if isinstance(phones, list) else set()


def seat_configs(saved: SavedGame) -> list[SeatConfig]:
    """The controller's seat configuration of a loaded save (phone seats on phones again:
    they rejoin with new links)."""
    phones = phone_seats(saved)
    return [SeatConfig(s.name, PHONE if i in phones and s.is_human else s.kind, s.level,
                       s.profile_id)
            for i, s in enumerate(saved.seats)]


_pruning = threading.Lock()


def prune_bot_replays(folder: Path | None) -> None:
    """Keep the newest :data:`BOT_REPLAYS_KEPT` replays of bot-only games (one pruning at a
    time; called on a thread of its own at the end of such a game)."""
    with _pruning:
        try:
            saves.prune_bot_replays(BOT_REPLAYS_KEPT, folder)
        except OSError as exc:
            log.info("could not prune bot replays: %s", exc)


__all__ = ["GameRecorder", "phone_seats", "prune_bot_replays", "record_finished_game", "seat_configs", "unit_result",
           "variant_of"]


def record_finished_game(saved: SavedGame, stats: StatsStore) -> list[int]:
    """Record a saved game that ended before its results were stored (the app
    was killed right after the last action), in the caller's thread.  Units stored
    already are skipped."""
    ids = []
    for item in finished_game(saved):
        result_id = store_pending(stats, item)
        if result_id is not None:
            ids.append(result_id)
    return ids


class GameRecorder(QObject):
    """Saves and records one game; see the module docstring.

    ``stats`` None and no ``results``: nothing is recorded (saves still are).
    ``results``: the app's queue storing results on a thread of its own (the recorder
    then never touches the database); without it results go to ``stats`` in this
    thread (:meth:`ResultQueue.inline`).  ``profile_ids``: the profile of each seat
    (from the set-up dialog); missing ones are found by name for humans (a name
    longer than a profile's is recorded under its :func:`fitting_name`) and by level
    for bots when the result is stored (``storage/results.py``).  ``keep_current`` False: no save slot is
    touched (the demo must not replace the game a person left).
    ``saves_dir``/``replays_dir``: the folders (None: the app's).
    ``session``/``started_at``/``elapsed``/``extra`` continue a resumed game
    (see :meth:`resume`).
    """

    #: the id of a result just stored
    recorded = Signal(int)
    #: a save or a statistics write failed (told once per failure): a translated message
    failed = Signal(str)
    #: a save (False) or the replay (True) written in the background: (path, OSError or None,
    #: replay), from the writer's thread
    _saved_later = Signal(object, object, bool)

    def __init__(
        self,
        controller: SessionController,
        stats: StatsStore | None,
        parent: QObject | None = None,
        *,
        profile_ids: Sequence[int | None] | None = None,
        session: str | None = None,
        started_at: datetime | None = None,
        elapsed: float = 0.0,
        extra: dict[str, Any] | None = None,
        keep_current: bool = True,
        saves_dir: Path | None = None,
        replays_dir: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
        results: ResultQueue | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.game: Game[Any, Any] = controller.game
        self.stats = stats
        self.results = results
        if results is None and stats is not None:
            self.results = ResultQueue.inline(stats)
            self.results.on_recorded = self.recorded.emit
            self.results.on_dropped = self._not_recorded
        self.session = session or saves.new_session_id()
        self.started_at = started_at or saves.now()
        self.keep_current = keep_current
        self.saves_dir = saves_dir
        self.replays_dir = replays_dir
        self.replay_path: Path | None = None
        self.finished = False
        self._clock = clock
        self._elapsed = float(elapsed)
        self._last_tick = clock()
        self._extra: dict[str, Any] = dict(extra or {})
        self._share_flags()
        self._told: set[str] = set()
        self._saved_later.connect(self._on_saved_later)  # queued: emitted on the writer's thread
        self._starting = True
        # the seats' profiles found now only when results are stored in this thread
        self.seats = self._seat_records(profile_ids, lookup=results is None)
        #: the person's own record of a seat handed to the computer, and the seats handed
        #: back to them (theirs again once the game under way is recorded)
        self._people: dict[int, SeatRecord] = {}
        self._returning: set[int] = set()

        self.tracker = self._catch_up()
        self._starting = False
        controller.eventsApplied.connect(self._on_events)
        controller.gameOver.connect(self._on_game_over)
        controller.hintShown.connect(self._on_hint)
        controller.seatHanded.connect(self._on_seat_handed)

    def _share_flags(self) -> None:
        """What the save keeps of the table (practice, colours, phones, the coach), both
        ways: from the controller into the save, from a resumed save into the controller."""
        controller = self.controller
        self._extra.setdefault(_UNIT_START, self._elapsed)
        if controller.practice:
            self._extra["practice"] = True
        elif self._extra.get("practice"):
            controller.practice = True  # a resumed practice game stays one
        colours = [getattr(seat, "colour", "") for seat in controller.seats]
        if any(colours):  # the people's colours at this table, for its replay
            self._extra["seat_colours"] = colours
        self._note_phones()
        for key in ("allow_hints", "hints_used"):  # the coach: kept with the save both ways
            if getattr(controller, key):
                self._extra[key] = True
            elif self._extra.get(key) is True:
                setattr(controller, key, True)

    def _catch_up(self) -> figures_mod.Tracker:
        """The figures' tracker, a resumed game's log replayed into it (its finished units
        recorded once: the store ignores repeats); then the game saved, or kept if over."""
        if self.game.history:
            tracker, done = figures_mod.catch_up(self.game)
            for unit in done:
                self._record(unit, duration=0.0 if unit.unit == MATCH_GAME else self._elapsed)
        else:
            tracker = figures_mod.tracker_for(self.game)
        self.tracker = tracker
        if self.game.is_over():
            self._finish()
        else:
            self._save()
        return tracker

    @classmethod
    def resume(
        cls,
        controller: SessionController,
        stats: StatsStore | None,
        saved: SavedGame,
        parent: QObject | None = None,
        **options: Any,
    ) -> GameRecorder:
        """A recorder continuing ``saved`` (whose game the controller plays)."""
        return cls(
            controller, stats, parent,
            profile_ids=[s.profile_id for s in saved.seats], session=saved.session,
            started_at=saved.started_at, elapsed=saved.elapsed, extra=saved.extra, **options,
        )  # fmt: skip

    # -- seats ---------------------------------------------------------------------
    def _seat_records(self, profile_ids: Sequence[int | None] | None,
                      lookup: bool) -> list[SeatRecord]:  # fmt: skip
        ids = list(profile_ids or [])
        ids += [None] * (len(self.controller.seats) - len(ids))
        profiles = Profiles(self.stats) if self.stats is not None and lookup else None
        records = []
        for config, given in zip(self.controller.seats, ids, strict=False):
            pid = given if given is not None else config.profile_id  # the set-up's profile
            if profiles is not None and (pid is None or profiles.get(pid) is None):
                kind = HUMAN if config.is_phone else config.kind
                pid = self._profile_id(profiles, config.name, kind, config.level)
            records.append(SeatRecord(config.name, HUMAN if config.is_phone else config.kind,
                                      config.level, pid))
        return records

    def _profile_id(self, profiles: Profiles, name: str, kind: str, level: str) -> int | None:
        try:
            return profiles.for_seat(fitting_name(name) or name, kind, level).id
        except (sqlite3.Error, ValueError) as exc:
            log.error("no profile for seat %r: %s", name, exc)
            return None

    @property
    def unrecorded(self) -> list[Pending]:
        """This game's results not stored yet (kept, and tried again)."""
        if self.results is None:
            return []
        return [item for item in self.results.waiting()
                if item.result is not None and item.result.session == self.session]

    # -- time ------------------------------------------------------------------------
    def elapsed(self) -> float:
        """Seconds of play so far (long idle gaps capped)."""
        now = self._clock()
        self._elapsed += min(max(0.0, now - self._last_tick), IDLE_CAP_SECONDS)
        self._last_tick = now
        return self._elapsed

    # -- slots ----------------------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        if self.finished:
            return
        elapsed = self.elapsed()
        units = self.tracker.after(self.game, events)
        unit_start = float(self._extra.get(_UNIT_START, 0.0))
        if any(unit.unit == MATCH_GAME for unit in units):
            self._extra[_UNIT_START] = elapsed
        # Saved before recording: killed in between, the resumed (or finished)
        # game is caught up from its log and the missing results recorded then.
        self._save()
        self._store_unrecorded()
        for unit in units:
            if unit.unit == MATCH_GAME:
                self._record(unit, duration=elapsed - unit_start)
            else:
                self._finish(unit)
        if units:
            self._people_back()

    def _on_seat_handed(self, seat: int, kind: str) -> None:
        """A seat changed hands: the computer's results are never a person's (see the
        module docstring)."""
        if self.finished:
            return
        record = self.seats[seat]
        if kind == BOT:
            self._people.setdefault(seat, record)
            self._returning.discard(seat)
            level = self.controller.seats[seat].level
            self.seats[seat] = SeatRecord(record.name, BOT, level, self._stand_in_id(level))
        elif seat in self._people:
            self._returning.add(seat)
        self._save()

    def _stand_in_id(self, level: str) -> int | None:
        """The profile of the computer player of ``level`` that stands in for a person
        (None with the app's results' thread: it finds the profile when it stores)."""
        if self.stats is None or self.results is None or not self.results.inline_mode:
            return None
        try:
            return Profiles(self.stats).bot(level if level in BOT_LEVELS else "normal").id
        except (sqlite3.Error, ValueError) as exc:
            log.error("no profile for the computer player: %s", exc)
            return None

    def _people_back(self) -> None:
        for seat in sorted(self._returning):
            self.seats[seat] = self._people.pop(seat)
        self._returning.clear()

    def _on_hint(self, _seat: int) -> None:
        """A hint was shown: saved at once, so a game resumed after it still knows."""
        if not self.finished and not self._extra.get("hints_used"):
            self._extra["hints_used"] = True
            self._save()

    def _on_game_over(self, _winners: list[int]) -> None:
        # Normally the last action's events finished the game already; this
        # catches an end the screen caused without an action (ending a match).
        if not self.finished:
            self._on_events([])

    # -- telling ---------------------------------------------------------------------
    def _tell(self, text: str) -> None:
        """``failed`` once per failure, not after every move."""
        if text in self._told:
            return
        self._told.add(text)
        if self._starting:
            # Failed while being made: told once whoever connects right after.
            QTimer.singleShot(0, self, lambda: self.failed.emit(text))
        else:
            self.failed.emit(text)

    def _not_saved(self, exc: saves.NotSaved) -> None:
        # health logged the details when the failure was new; play goes on
        if exc.first:
            self._told.discard(exc.failure.message())  # a new failure after a recovery
            self._tell(exc.failure.message())

    # -- writing ---------------------------------------------------------------------
    def _tell_saved_later(self, target: Path, error: OSError | None, replay: bool = False) -> None:
        # on the writer's thread: only hand over (queued), and not to a recorder gone meanwhile;
        # with the recorder gone (its screen closed) the lasting mark is still set or cleared
        # (health is thread-safe; its Qt listeners queue their work), only no box is shown
        if shiboken6.isValid(self):
            self._saved_later.emit(target, error, replay)
        else:
            (saves.replay_written if replay else saves.written)(target, error)

    def _tell_kept_later(self, target: Path, error: OSError | None) -> None:
        self._tell_saved_later(target, error, replay=True)

    def _on_saved_later(self, target: Path, error: OSError | None, replay: bool) -> None:
        """A save or the replay written in the background (the app's): told here, on the
        app's thread (a replay not written left the finished game in its slot)."""
        problem = (saves.replay_written if replay else saves.written)(target, error)
        if problem is not None:
            self._not_saved(problem)

    def _note_phones(self) -> None:
        if self.controller.phones():
            self._extra[_PHONES] = self.controller.phones()
        else:
            self._extra.pop(_PHONES, None)

    def _save(self) -> None:
        if not self.keep_current:
            return
        self._note_phones()
        try:
            saves.save_slot(
                self.game, self.seats, session=self.session, started_at=self.started_at,
                elapsed=self._elapsed, extra=self._extra, folder=self.saves_dir,
                written_later=self._tell_saved_later,
            )  # fmt: skip
        except saves.NotSaved as exc:
            self._not_saved(exc)
        except (OSError, ValueError) as exc:
            log.error("could not save the game: %s", exc)
            self._tell(fill_in(self.tr("The game could not be saved: {error}"), error=str(exc)))

    def _keep_replay(self, finished_at: datetime) -> None:
        """The finished game as a replay; its slot is emptied only once the replay is kept.
        With the app's saves, the file is written (and the slot emptied) on the writer's
        thread, not the table's; its name is known at once."""
        options: dict[str, Any] = {
            "session": self.session, "started_at": self.started_at, "elapsed": self._elapsed,
            "finished_at": finished_at, "extra": self._extra,
        }  # fmt: skip
        try:
            if self.keep_current:
                self.replay_path = saves.finish_slot(self.game, self.seats, folder=self.saves_dir,
                                                     replays=self.replays_dir,
                                                     written_later=self._tell_kept_later, **options)  # fmt: skip
            else:
                self.replay_path = saves.save_replay(self.game, self.seats, folder=self.replays_dir,
                                                     write=saves.write_later(self._tell_kept_later),
                                                     **options)  # fmt: skip
        except saves.NotSaved as exc:
            self._not_saved(exc)  # the slot keeps the finished game: kept as a replay later
        except (OSError, ValueError) as exc:
            log.error("could not keep the replay: %s", exc)
            self._tell(fill_in(self.tr("The replay could not be kept: {error}"), error=str(exc)))

    def _finish(self, unit: Unit | None = None) -> None:
        """The game is over (and saved so): keep the replay, record the result."""
        self.finished = True
        finished_at = saves.now()
        self._keep_replay(finished_at)
        self._store_unrecorded()
        if unit is not None:
            self._record(unit, duration=self._elapsed, finished_at=finished_at)
        if self.results is not None and self.replay_path is not None and not self.controller.practice:
            # the games of a match recorded before the replay existed
            self.results.submit([Pending(link=(self.session, self.replay_path.name))])
        if not any(seat.is_human for seat in self.seats):
            # on a thread: it reads every replay's header, a hundred files for the demo
            threading.Thread(target=prune_bot_replays, args=(self.replays_dir,),
                             name="prune-bot-replays", daemon=True).start()

    def _record(self, unit: Unit, *, duration: float, finished_at: datetime | None = None) -> None:
        """Hand the result of ``unit`` to the queue: stored now or, while the statistics
        cannot be written, kept and stored later (never dropped)."""
        if self.results is None or self.controller.practice:
            return  # a practice game is kept out of the statistics
        result = unit_result(
            unit, self.game, self.seats, session=self.session, started_at=self.started_at,
            finished_at=finished_at or saves.now(), duration=duration,
            replay=self.replay_path.name if self.replay_path is not None else None,
            hints_used=self._extra.get("hints_used") is True,
        )  # fmt: skip
        # a seat the computer plays for a person is the computer player of its level's
        self.results.submit([pending_of(result, self.seats, stand_ins=set(self._people))])
        failure = self.stats.write_failure if self.stats is not None and self.results.inline_mode else None
        if failure is not None and self.unrecorded:
            self._tell(failure.message())

    def _not_recorded(self, error: str) -> None:
        """A result no database would take (told; trying again would fail the same way)."""
        self._tell(fill_in(self.tr("The result could not be added to the statistics: {error}"),
                           error=error))  # fmt: skip

    def _store_unrecorded(self) -> None:
        """Try again the results the statistics could not take before."""
        if self.results is not None and self.results.waiting():
            self.results.retry()
            if not self.unrecorded:
                self._told.clear()  # writing works again: a later failure is told again
