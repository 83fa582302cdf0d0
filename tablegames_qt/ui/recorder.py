"""Recording games as they are played: saves after every action, results at
the end of every game (and every game of a Macháček match), replays.

:class:`GameRecorder` listens to one :class:`SessionController`.  After every
applied action it writes the game in progress atomically, so a crash loses
at most that action; when a unit finishes it records the result in one
statistics transaction; at the end it keeps the game as a replay and drops
the "Continue" file.  A resumed game is caught up first (its log replayed on
a scratch copy), so figures and dice from before the crash still count, and
a unit recorded twice (killed just after recording) is stored once.

:class:`GameArchive` is what the main window talks to: it implements the
window's ``saves`` hook (``describe_current()``/``load_current()``), opens
the statistics window, makes a recorder for every game the window starts and
tells people in plain words about damaged files it met.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, is_dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from tablegames_qt.engine.core import Event, Game
from tablegames_qt.storage import figures as figures_mod
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.figures import Unit
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.saves import SavedGame, SeatRecord
from tablegames_qt.storage.stats import MATCH_GAME, GameResult, SeatResult, StatsStore
from tablegames_qt.ui.session import SeatConfig, SessionController

if TYPE_CHECKING:
    from tablegames_qt.ui.dialogs.setup import GameSetup

log = logging.getLogger(__name__)

#: a pause longer than this between two actions counts as this long (a game
#: left open overnight is not twelve hours of play)
IDLE_CAP_SECONDS = 300.0
#: replays of bot-only games kept (the demo plays many); people's games are all kept
BOT_REPLAYS_KEPT = 100

_UNIT_START = "unit_started_elapsed"


def seat_configs(saved: SavedGame) -> list[SeatConfig]:
    """The controller's seat configuration of a loaded save."""
    return [SeatConfig(s.name, s.kind, s.level) for s in saved.seats]


def variant_of(game: Game[Any, Any]) -> dict[str, Any]:
    """The variant settings of ``game`` for the statistics: players and rules."""
    rules = getattr(game, "rules", None)
    data: dict[str, Any] = {"players": game.players}
    if rules is not None and is_dataclass(rules) and not isinstance(rules, type):
        data["rules"] = asdict(rules)
    return data


def unit_result(
    unit: Unit,
    game: Game[Any, Any],
    seats: Sequence[SeatRecord],
    *,
    session: str,
    started_at: datetime,
    finished_at: datetime,
    duration: float,
    replay: str | None = None,
) -> GameResult | None:
    """The statistics row of a finished unit; None when a seat has no profile."""
    duration = max(0.0, duration)
    if unit.unit == MATCH_GAME:
        started = finished_at - timedelta(seconds=duration)
    else:
        started = min(started_at, finished_at)
    rows = []
    for seat in unit.seats:
        record = seats[seat]
        if record.profile_id is None:
            log.error("seat %d has no profile: result not recorded", seat)
            return None
        rows.append(SeatResult(
            seat, record.profile_id, record.name, seat in unit.winners,
            unit.sides[seat] if seat < len(unit.sides) else None, unit.figures.get(seat, {}),
        ))  # fmt: skip
    return GameResult(
        session=session, game=game.NAME, unit=unit.unit, seats=tuple(rows),
        finished_at=finished_at, duration=duration, number=unit.number,
        variant=variant_of(game), started_at=started, faces=unit.faces, replay=replay,
    )  # fmt: skip


def record_finished_game(saved: SavedGame, stats: StatsStore) -> list[int]:
    """Record a saved game that ended before its results were stored (the app
    was killed right after the last action).  Units stored already are skipped."""
    _tracker, units = figures_mod.catch_up(saved.game)
    finished_at = saved.finished_at or saved.saved_at
    ids = []
    for unit in units:
        duration = 0.0 if unit.unit == MATCH_GAME else saved.elapsed
        result = unit_result(
            unit, saved.game, saved.seats, session=saved.session, started_at=saved.started_at,
            finished_at=finished_at, duration=duration,
        )  # fmt: skip
        if result is not None:
            result_id = stats.record(result)
            if result_id is not None:
                ids.append(result_id)
    return ids


class GameRecorder(QObject):
    """Saves and records one game; see the module docstring.

    ``stats`` None: nothing is recorded (saves still are).  ``profile_ids``:
    the profile of each seat (from the set-up dialog); missing ones are found
    by name for humans and by level for bots.  ``keep_current`` False: the
    "Continue" file is never touched (the demo must not replace the game a
    person left).  ``session``/``started_at``/``elapsed``/``extra`` continue
    a resumed game (see :meth:`resume`).
    """

    #: the id of a result just stored
    recorded = Signal(int)
    #: a save or a statistics write failed: a translated message for the status line
    failed = Signal(str)

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
        save_path: Path | None = None,
        replays_dir: Path | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.game: Game[Any, Any] = controller.game
        self.stats = stats
        self.session = session or saves.new_session_id()
        self.started_at = started_at or saves.now()
        self.keep_current = keep_current
        self.save_path = save_path
        self.replays_dir = replays_dir
        self.replay_path: Path | None = None
        self.finished = False
        self._clock = clock
        self._elapsed = float(elapsed)
        self._last_tick = clock()
        self._extra: dict[str, Any] = dict(extra or {})
        self._extra.setdefault(_UNIT_START, self._elapsed)
        self.seats = self._seat_records(profile_ids)

        if self.game.history:
            self.tracker, done = figures_mod.catch_up(self.game)
            for unit in done:
                # Units finished before a crash: recorded once (the store ignores repeats).
                self._record(unit, duration=0.0 if unit.unit == MATCH_GAME else self._elapsed)
        else:
            self.tracker = figures_mod.tracker_for(self.game)
        if self.game.is_over():
            self._finish()
        else:
            self._save()
        controller.eventsApplied.connect(self._on_events)
        controller.gameOver.connect(self._on_game_over)

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
    def _seat_records(self, profile_ids: Sequence[int | None] | None) -> list[SeatRecord]:
        ids = list(profile_ids or [])
        ids += [None] * (len(self.controller.seats) - len(ids))
        profiles = Profiles(self.stats) if self.stats is not None else None
        records = []
        for config, given in zip(self.controller.seats, ids, strict=False):
            pid = given
            if profiles is not None and (pid is None or profiles.get(pid) is None):
                try:
                    pid = profiles.for_seat(config.name, config.kind, config.level).id
                except (sqlite3.Error, ValueError) as exc:
                    log.error("no profile for seat %r: %s", config.name, exc)
                    pid = None
            records.append(SeatRecord(config.name, config.kind, config.level, pid))
        return records

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
        for unit in units:
            if unit.unit == MATCH_GAME:
                self._record(unit, duration=elapsed - unit_start)
            else:
                self._finish(unit)

    def _on_game_over(self, _winners: list[int]) -> None:
        # Normally the last action's events finished the game already; this
        # catches an end the screen caused without an action (ending a match).
        if not self.finished:
            self._on_events([])

    # -- writing ---------------------------------------------------------------------
    def _save(self) -> None:
        if not self.keep_current:
            return
        try:
            saves.save_current(
                self.game, self.seats, session=self.session, started_at=self.started_at,
                elapsed=self._elapsed, extra=self._extra, path=self.save_path,
            )  # fmt: skip
        except (OSError, ValueError) as exc:
            log.error("could not save the game: %s", exc)
            self.failed.emit(self.tr("The game could not be saved: %1").replace("%1", str(exc)))

    def _finish(self, unit: Unit | None = None) -> None:
        """The game is over (and saved so): keep the replay, record the result,
        then drop "Continue"."""
        self.finished = True
        finished_at = saves.now()
        try:
            self.replay_path = saves.save_replay(
                self.game, self.seats, session=self.session, started_at=self.started_at,
                elapsed=self._elapsed, finished_at=finished_at, extra=self._extra,
                folder=self.replays_dir,
            )  # fmt: skip
        except (OSError, ValueError) as exc:
            log.error("could not keep the replay: %s", exc)
            self.failed.emit(self.tr("The replay could not be kept: %1").replace("%1", str(exc)))
        if unit is not None:
            self._record(unit, duration=self._elapsed, finished_at=finished_at)
        if self.stats is not None and self.replay_path is not None:
            try:
                self.stats.set_replay(self.session, self.replay_path.name)
            except sqlite3.Error as exc:
                log.error("could not link the replay: %s", exc)
        if self.keep_current:
            try:
                saves.discard_current(self.save_path)
            except OSError as exc:
                log.error("could not remove the finished game's save: %s", exc)
        if not any(seat.is_human for seat in self.seats):
            try:
                saves.prune_bot_replays(BOT_REPLAYS_KEPT, self.replays_dir)
            except OSError as exc:
                log.info("could not prune bot replays: %s", exc)

    def _record(self, unit: Unit, *, duration: float, finished_at: datetime | None = None) -> None:
        if self.stats is None:
            return
        result = unit_result(
            unit, self.game, self.seats, session=self.session, started_at=self.started_at,
            finished_at=finished_at or saves.now(), duration=duration,
            replay=self.replay_path.name if self.replay_path is not None else None,
        )  # fmt: skip
        if result is None:
            return
        try:
            result_id = self.stats.record(result)
        except (sqlite3.Error, ValueError) as exc:
            log.error("could not record the result: %s", exc)
            self.failed.emit(
                self.tr("The result could not be added to the statistics: %1").replace("%1", str(exc))
            )
            return
        if result_id is not None:
            self.recorded.emit(result_id)


# -- the main window's hook ------------------------------------------------------------------

def _game_title(name: str) -> str:
    titles = {
        "perudo": QCoreApplication.translate("GameArchive", "Perudo"),
        "machacek": QCoreApplication.translate("GameArchive", "Macháček"),
        "casino": QCoreApplication.translate("GameArchive", "Royal Casino"),
    }
    return titles.get(name, name)


class GameArchive(QObject):
    """Saves, statistics and replays for the main window (its ``saves`` hook).

    Wire it with :meth:`attach` after building the window.  ``keep_current``
    False (the demo): games are recorded as bot-only results but the game a
    person left is never replaced.
    """

    #: plain-words messages about damaged files just met
    problemsFound = Signal(list)
    #: a result was recorded (open statistics windows refresh)
    resultRecorded = Signal(int)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        stats_path: Path | None = None,
        save_path: Path | None = None,
        replays_dir: Path | None = None,
        keep_current: bool = True,
        notify: bool = True,
    ) -> None:
        super().__init__(parent)
        self.save_path = save_path
        self.replays_dir = replays_dir
        self.keep_current = keep_current
        self.notify = notify
        self._stats_path = stats_path
        self._stats: StatsStore | None = None
        self._stats_failed = False
        self._cache: tuple[tuple[int, int], SavedGame] | None = None
        self._resumed: SavedGame | None = None
        self._window: Any = None
        self._stats_window: QWidget | None = None
        self.recorders: list[GameRecorder] = []

    # -- wiring ------------------------------------------------------------------------
    def attach(self, window: Any) -> None:
        """Plug into a ``MainWindow``: Continue, Statistics, and a recorder per game."""
        self._window = window
        window.saves = self
        window.statistics_opener = self.open_statistics
        window.profile_names = self.profile_names
        window.players_opener = self.open_players
        window.gameStarted.connect(self.on_game_started)
        window.refresh_start_screen()
        self.report_problems()

    @property
    def stats(self) -> StatsStore | None:
        """The statistics store, opened on first use (None if it cannot be)."""
        if self._stats is None and not self._stats_failed:
            try:
                self._stats = StatsStore(self._stats_path)
            except (sqlite3.Error, OSError) as exc:
                log.error("statistics unavailable: %s", exc)
                self._stats_failed = True
            self.report_problems()
        return self._stats

    def close(self) -> None:
        if self._stats is not None:
            self._stats.close()
            self._stats = None

    # -- Continue ------------------------------------------------------------------------
    def _current_file(self) -> Path:
        return self.save_path or saves.current_path()

    def _peek(self) -> SavedGame | None:
        path = self._current_file()
        try:
            status = path.stat()
        except OSError:
            self._cache = None
            return None
        key = (status.st_mtime_ns, status.st_size)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        saved = saves.load_current(path, on_finished=self._record_finished)
        self._cache = (key, saved) if saved is not None else None
        self.report_problems()
        return saved

    def describe_current(self) -> str | None:
        """"Perudo with Anna, Bob and 2 bots" for the Continue button, or None."""
        if not self.keep_current:
            return None
        saved = self._peek()
        if saved is None:
            return None
        humans = [s.name for s in saved.seats if s.is_human]
        bots = len(saved.seats) - len(humans)
        who = ", ".join(humans)
        if bots:
            bot_text = self.tr("%n bot(s)", "", bots)
            who = self.tr("%1 and %2").replace("%1", who).replace("%2", bot_text) if who else bot_text
        return (
            self.tr("%1 with %2").replace("%1", _game_title(saved.game_name)).replace("%2", who)
        )

    def load_current(self) -> tuple[GameSetup, Game[Any, Any]] | None:
        """The set-up and the resumed game for ``MainWindow.continue_game``."""
        from tablegames_qt.ui.dialogs.setup import GameSetup

        saved = self._peek()
        self._cache = None  # the returned game will be played on: never hand it out twice
        if saved is None:
            return None
        self._resumed = saved
        rules = getattr(saved.game, "rules", None)
        setup = GameSetup(saved.game_name, seat_configs(saved), rules, [False] * len(saved.seats))
        return setup, saved.game

    # -- recording ----------------------------------------------------------------------
    def _record_finished(self, saved: SavedGame) -> None:
        store = self.stats
        if store is None:
            return
        try:
            record_finished_game(saved, store)
        except (sqlite3.Error, ValueError) as exc:
            log.error("could not record the finished game: %s", exc)

    def on_game_started(self, screen: Any) -> None:
        """``MainWindow.gameStarted``: record the game of ``screen``."""
        controller: SessionController = screen.controller
        options: dict[str, Any] = {
            "keep_current": self.keep_current, "save_path": self.save_path,
            "replays_dir": self.replays_dir,
        }  # fmt: skip
        resumed = self._resumed
        self._resumed = None
        if resumed is not None and resumed.game is controller.game:
            recorder = GameRecorder.resume(controller, self.stats, resumed, controller, **options)
        else:
            recorder = GameRecorder(controller, self.stats, controller, **options)
        self._cache = None
        recorder.recorded.connect(self.resultRecorded)
        recorder.failed.connect(self._show_failure)
        recorder.destroyed.connect(lambda: self._forget(recorder))
        self.recorders.append(recorder)

    def _forget(self, recorder: GameRecorder) -> None:
        if recorder in self.recorders:
            self.recorders.remove(recorder)

    # -- statistics ----------------------------------------------------------------------
    @property
    def statistics_window(self) -> QWidget | None:
        """The open statistics window, if any."""
        return self._stats_window

    def open_statistics(self, parent: QWidget | None = None) -> None:
        """Show the statistics window (one at a time); ``MainWindow.statistics_opener``."""
        from tablegames_qt.ui.stats.window import StatisticsWindow

        store = self.stats
        if store is None:
            self._show_failure(self.tr("The statistics cannot be opened on this computer."))
            return
        window = self._stats_window
        if window is None:
            window = StatisticsWindow(store, parent, replays_dir=self.replays_dir)
            self.resultRecorded.connect(window.refresh)
            window.destroyed.connect(self._stats_window_closed)
            self._stats_window = window
        window.show()
        window.raise_()
        window.activateWindow()

    # -- players ---------------------------------------------------------------------------
    def profile_names(self) -> list[str]:
        """The human players for the new-game dialog, the most recent first."""
        from tablegames_qt.ui.dialogs.players import recent_human_names

        store = self.stats
        if store is None:
            return []
        try:
            return recent_human_names(store)
        except sqlite3.Error as exc:
            log.error("could not list the players: %s", exc)
            return []

    def open_players(self, parent: QWidget | None = None) -> None:
        """The "Players…" dialog (modal); ``MainWindow.players_opener``."""
        from tablegames_qt.ui.dialogs.players import PlayersDialog

        store = self.stats
        if store is None:
            self._show_failure(self.tr("The statistics cannot be opened on this computer."))
            return
        dialog = PlayersDialog(store, parent)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()
        if self._stats_window is not None:
            refresh = getattr(self._stats_window, "refresh", None)
            if callable(refresh):
                refresh()

    def _stats_window_closed(self) -> None:
        self._stats_window = None

    # -- telling people ---------------------------------------------------------------------
    def report_problems(self) -> list[str]:
        """Announce the damaged files met so far (once each)."""
        messages = [problem.message() for problem in recovery.take_problems()]
        if messages:
            self.problemsFound.emit(messages)
            if self.notify:
                self._message(self.tr("Some files could not be used"), "\n\n".join(messages))
        return messages

    def _show_failure(self, text: str) -> None:
        if self.notify:
            self._message(self.tr("Something could not be saved"), text)

    def _message(self, title: str, text: str) -> None:
        parent = self._window if isinstance(self._window, QWidget) else None
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(title)
        box.setText(text)
        from tablegames_qt.app import log_hint  # the app module imports ui/ lazily too

        box.setInformativeText(log_hint())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # not modal to the app: the game (or the demo) goes on
