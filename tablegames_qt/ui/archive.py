"""The app's saved games and statistics, for the main window.

:class:`GameArchive` is the main window's services (``main_window.WindowServices``,
given to the window when it is made): the unfinished
games, one per kind, for the start screen's Continue (:meth:`GameArchive.unfinished`)
and the game to resume (:meth:`GameArchive.load_unfinished`).  It makes a
:class:`~tablegames_qt.ui.recorder.GameRecorder` for every game the window
starts, opens the statistics window and the players dialog, and tells people in
plain words — once — about damaged files it met and files it cannot write
(the lasting mark of the latter is ``ui/health_mark.py``'s).

It never touches the statistics database on the GUI thread: results are stored by
the results' queue (``storage/results.py``), everything else is read and changed by
the statistics' worker (``ui/stats/worker.py``); the people the tables, the start
screen and the set-up need are answered from the book the worker last read
(``storage/profile_book.py``), read again whenever the people may have changed.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from tablegames_qt.engine.core import Game
from tablegames_qt.storage import health, paths, recovery, saves
from tablegames_qt.storage.profile_book import ProfileBook, make_people, read_book
from tablegames_qt.storage.replays import REPLAYS_FOLDER
from tablegames_qt.storage.results import ResultQueue, finished_game
from tablegames_qt.storage.saves import SavedGame, SlotInfo
from tablegames_qt.storage.stats import DB_NAME, GUI_BUSY_SECONDS, StatsStore, busy
from tablegames_qt.ui.health_mark import health_changes
from tablegames_qt.ui.recorder import GameRecorder, seat_configs
from tablegames_qt.ui.seat_config import SeatConfig
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.stats.worker import StatsWorker
from tablegames_qt.ui.table_focus import KEEPS_PLAY
from tablegames_qt.ui.texts import fill_in, log_hint

if TYPE_CHECKING:
    from collections.abc import Callable

    from tablegames_qt.ui.dialogs.setup import GameSetup
    from tablegames_qt.ui.main_window import MainWindow

log = logging.getLogger(__name__)

#: how long the statistics are not opened again after another program held them
BUSY_PAUSE_SECONDS = 5.0


class GameArchive(QObject):
    """Saves, statistics and replays for the main window (its ``saves`` hook).

    Wire it with :meth:`attach` after building the window.  ``keep_current``
    False (the demo): games are recorded as bot-only results but no unfinished
    game a person left is offered or replaced.  ``notify`` False: nothing is
    told in a box (the signals still say it).
    """

    #: plain-words messages about damaged files just met
    problemsFound = Signal(list)
    #: a result was recorded (open statistics windows refresh)
    resultRecorded = Signal(int)
    #: a file cannot be written: the plain-words message, told once
    writeFailed = Signal(str)
    #: the people were read again (:attr:`book`)
    profilesRead = Signal()
    #: from the results' thread: a result stored, a result refused for good
    _recorded_later = Signal(int)
    _dropped_later = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        stats_path: Path | None = None,
        saves_dir: Path | None = None,
        replays_dir: Path | None = None,
        keep_current: bool = True,
        notify: bool = True,
    ) -> None:
        super().__init__(parent)
        self.saves_dir = saves_dir
        self.replays_dir = replays_dir
        self.keep_current = keep_current
        self.notify = notify
        self._stats_path = stats_path
        self._stats: StatsStore | None = None
        self._stats_failed = False
        self._stats_busy_until = 0.0  # locked by another program: not asked again before
        self._resumed: SavedGame | None = None
        self._window: MainWindow | None = None
        self._stats_window: QWidget | None = None
        self._told: set[str] = set()  # every text told in a box this run
        self._told_folders: set[Path] = set()  # every folder told about this run
        self.recorders: list[GameRecorder] = []
        self._results: ResultQueue | None = None
        self._worker: StatsWorker | None = None
        #: the people as last read by the worker: what the GUI thread asks of the profiles
        self.book = ProfileBook()
        self._recorded_later.connect(self.resultRecorded)  # queued: emitted on the results' thread
        self.resultRecorded.connect(self.reload_profiles)  # storing a result may make a profile
        self._dropped_later.connect(self._not_recorded)
        health_changes().changed.connect(self._health_changed)

    # -- wiring ------------------------------------------------------------------------
    def attach(self, window: MainWindow) -> None:
        """Follow the ``MainWindow`` whose services this is (its constructor calls this):
        a recorder per game it starts, and the problems told over it."""
        self._window = window
        window.gameStarted.connect(self.on_game_started)
        self.report_problems()
        self._health_changed()  # what failed before the archive was made (the settings)
        _ = self.results  # results an earlier run left waiting are stored from now on
        self.reload_profiles()  # the people, read while the start screen waits

    @property
    def stats(self) -> StatsStore | None:
        """A statistics store of the caller's thread, opened on first use (None if it cannot
        be): for tests and tools only; the app reads through :attr:`worker`."""
        if (self._stats is None and not self._stats_failed
                and time.monotonic() >= self._stats_busy_until):  # fmt: skip
            try:
                # on the GUI thread: another program's lock is waited for only briefly
                self._stats = StatsStore(self._stats_path, busy_timeout=GUI_BUSY_SECONDS)
            except (sqlite3.Error, OSError) as exc:
                log.error("statistics unavailable: %s", exc)
                # locked by another program: tried again a little later
                if isinstance(exc, sqlite3.Error) and busy(exc):
                    self._stats_busy_until = time.monotonic() + BUSY_PAUSE_SECONDS
                else:
                    self._stats_failed = True
                # results are not recorded this run: marked and told once, like a write
                path = self._stats_path or paths.data_location() / DB_NAME
                health.failed(health.STATISTICS, path.parent, exc)
            self.report_problems()
        return self._stats

    @property
    def results(self) -> ResultQueue:
        """The results' queue: stored on a thread of its own, kept until stored
        (``storage/results.py``), started with the archive."""
        if self._results is None:
            path = self._stats_path or paths.data_location() / DB_NAME
            replays = self.replays_dir or paths.data_location() / REPLAYS_FOLDER
            self._results = ResultQueue.on_thread(path, replays)
            self._results.on_recorded = self._emit_recorded
            self._results.on_dropped = self._emit_dropped
        return self._results

    @property
    def worker(self) -> StatsWorker:
        """The statistics' worker: reads and changes them on a thread of its own."""
        if self._worker is None:
            path = self._stats_path or paths.data_location() / DB_NAME
            self._worker = StatsWorker.on_thread(path, self)
        return self._worker

    def reload_profiles(self, *_args: object) -> None:
        """Read the people again (on the worker's thread); :attr:`profilesRead` then."""
        self.worker.ask(read_book, self._book_read, failed=self._book_failed, key="book", owner=self)

    def _book_read(self, book: ProfileBook) -> None:
        before, self.book = self.book, book
        if before.read and (before.profiles, before.keys) != (book.profiles, book.keys):
            self._seats_changed()  # renamed or recoloured: the game in play follows
        elif not before.read and book.profiles:
            self._seats_changed()  # read at last: the seats laid meanwhile find their people
        self.profilesRead.emit()

    def _book_failed(self, error: Exception) -> None:
        log.info("the people could not be read: %s", error)

    def _emit_recorded(self, result_id: int) -> None:
        if shiboken6.isValid(self):  # on the results' thread: handed over, queued
            self._recorded_later.emit(result_id)

    def _emit_dropped(self, error: str) -> None:
        if shiboken6.isValid(self):
            self._dropped_later.emit(error)

    def _not_recorded(self, error: str) -> None:
        self._tell_failure(fill_in(QCoreApplication.translate(
            "GameRecorder", "The result could not be added to the statistics: {error}"
        ), error=error))  # fmt: skip

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, TypeError):  # closed twice, or the app gone
            health_changes().changed.disconnect(self._health_changed)
        if self._results is not None:
            self._results.close()  # what still waits is kept for the next run
            self._results = None
        if self._worker is not None:
            self._worker.close()
            self._worker = None
        if self._stats is not None:
            self._stats.close()
            self._stats = None

    # -- Continue ------------------------------------------------------------------------
    def unfinished(self) -> list[SlotInfo]:
        """The unfinished games, one per kind, the most recently played first."""
        if not self.keep_current:
            return []
        try:
            infos = saves.list_slots(self.saves_dir, on_finished=self._record_finished,
                                     replays=self.replays_dir)  # fmt: skip
        except OSError as exc:
            log.error("could not list the unfinished games: %s", exc)
            infos = []
        self.report_problems()
        return [self._named_now(info) for info in infos]

    def _named_now(self, info: SlotInfo) -> SlotInfo:
        """``info`` with each person under their profile's name now: "You" renamed Anna
        is "Anna and 1 computer player" on the start screen, as at the table (from the book:
        as they were last read)."""
        seats = []
        for seat in info.seats:
            found = self.book.of_seat(seat.name, seat.profile_id) if seat.is_human else None
            seats.append(seat if found is None else replace(seat, name=found.name))
        return replace(info, seats=tuple(seats))

    def load_unfinished(self, kind: str) -> tuple[GameSetup, Game[Any, Any]] | None:
        """The set-up and the resumed game of ``kind`` for ``MainWindow.continue_game``."""
        from tablegames_qt.ui.dialogs.setup import GameSetup

        if not self.keep_current:
            return None
        saved = saves.load_slot(kind, self.saves_dir, on_finished=self._record_finished,
                                replays=self.replays_dir)  # fmt: skip
        self.report_problems()
        if saved is None:
            return None
        self._resumed = saved
        rules = getattr(saved.game, "rules", None)
        setup = GameSetup(saved.game_name, seat_configs(saved), rules, [False] * len(saved.seats),
                          allow_hints=saved.extra.get("allow_hints") is True)
        return setup, saved.game

    # -- recording ----------------------------------------------------------------------
    def _record_finished(self, saved: SavedGame) -> None:
        if saved.extra.get("practice"):
            return  # a practice game is kept out of the statistics
        try:
            self.results.submit(finished_game(saved))
        except ValueError as exc:
            log.error("could not record the finished game: %s", exc)

    def on_game_started(self, screen: Any) -> None:
        """``MainWindow.gameStarted``: record the game of ``screen``."""
        controller: SessionController = screen.controller
        if getattr(controller, "guided", False):
            return  # a guided first game is never saved nor counted
        options: dict[str, Any] = {
            "keep_current": self.keep_current, "saves_dir": self.saves_dir,
            "replays_dir": self.replays_dir,
        }  # fmt: skip
        resumed = self._resumed
        self._resumed = None
        # results go to the queue's thread: the game never opens the database itself
        options["results"] = self.results
        if resumed is not None and resumed.game is controller.game:
            recorder = GameRecorder.resume(controller, None, resumed, controller, **options)
        else:
            recorder = GameRecorder(controller, None, controller, **options)
        recorder.recorded.connect(self.resultRecorded)
        recorder.failed.connect(self._tell_failure)
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
        """Show the statistics window (one at a time); the main window's Statistics."""
        from tablegames_qt.ui.stats.window import StatisticsWindow

        window = self._stats_window
        if window is None:  # it shows "Loading…" until the worker answers
            window = StatisticsWindow(self.worker, parent, replays_dir=self.replays_dir)
            self.resultRecorded.connect(window.refresh)
            window.playersChanged.connect(self.reload_profiles)  # its Players tab
            window.destroyed.connect(self._stats_window_closed)
            self._stats_window = window
        window.show()
        window.raise_()
        window.activateWindow()

    # -- players ---------------------------------------------------------------------------
    def profile_names(self) -> list[str]:
        """The human players for the new-game dialog, the most recent first (as last read)."""
        return list(self.book.recent_names)

    def profiles_waiting(self, then: Callable[[], None]) -> bool:
        """True while the people have not been read yet (the database locked since the
        start): ``then`` is called once, when they are (the new-game dialog's note)."""
        if self.book.read:
            return False
        self.profilesRead.connect(then, Qt.ConnectionType.SingleShotConnection)
        return True

    def seat_profiles(self, seats: list[SeatConfig], make: bool = False) -> list[SeatConfig]:
        """``seats`` with their people's profiles as last read (``ui/seat_profiles.py``);
        ``make``: the people nobody is yet are made on the worker's thread, and the seats
        follow when the book is read again (their results find them by name meanwhile)."""
        from tablegames_qt.ui.seat_profiles import seated

        book = self.book
        laid = seated(book, seats, make)
        if book.to_make:
            names, book.to_make = list(book.to_make), []
            self.worker.ask(lambda store: make_people(store, names), self._book_read,
                            failed=self._book_failed, owner=self)  # fmt: skip
        return laid

    def open_players(self, parent: QWidget | None = None) -> None:
        """The "Players…" dialog (modal); the main window's Game → Players."""
        from tablegames_qt.ui.stats.players import PlayersDialog

        dialog = PlayersDialog(self.worker, parent)  # "Loading…" until the worker answers
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()
        self.players_changed()

    def players_changed(self) -> None:
        """People were added, renamed or recoloured (Game → Players): the statistics window
        and the game in play show them as they are now (once the book is read again)."""
        if self._stats_window is not None:
            refresh = getattr(self._stats_window, "refresh", None)
            if callable(refresh):
                refresh()
        self.reload_profiles()

    def _live_window(self) -> MainWindow | None:
        """The window followed, unless it is gone: a statistics read or a problem told
        late may outlive it (a window closed while the worker read)."""
        window = self._window
        return window if window is not None and shiboken6.isValid(window) else None

    def _seats_changed(self) -> None:
        """The one way a change to the people reaches the game in play, from Game → Players
        and from the statistics window's Players tab alike."""
        window = self._live_window()
        if window is not None:
            window.refresh_seats()  # a person renamed: the game in play names them so
            window.refresh_start_screen()  # and so do the start screen's cards

    def _stats_window_closed(self) -> None:
        self._stats_window = None

    # -- telling people ---------------------------------------------------------------------
    def report_problems(self) -> list[str]:
        """Announce the damaged files met so far (once each)."""
        messages = [problem.message() for problem in recovery.take_problems()]
        if messages:
            self.problemsFound.emit(messages)
            self._show(self.tr("Some files could not be used"), "\n\n".join(messages))
        return messages

    def _health_changed(self) -> None:
        """A folder cannot be written: told once in the run (its lasting mark comes and
        goes with it, the box does not come again)."""
        for failure in health.failures():
            self._tell_failure(failure.message())

    def _tell_failure(self, text: str) -> None:
        """Tell ``text`` in a box, unless it was told, or it is the mark of a folder told
        about already (a recorder repeats the mark; its reason may have changed)."""
        what = None
        for failure in health.failures():
            if failure.message() == text:
                if failure.path in self._told_folders:
                    return
                self._told_folders.add(failure.path)
                what = failure.what
        if text in self._told:
            return
        self._told.add(text)
        self.writeFailed.emit(text)
        if what == health.SETTINGS:
            more = self.tr(
                "Your changes apply until the app is closed. Writing is tried again at every"
                " change, and the warning on the screen goes as soon as it works."
            )
        elif what == health.LOG:
            more = self.tr("Play goes on: only what the app does is not written down this time.")
        else:
            more = self.tr(
                "Play goes on. Writing is tried again after every move, and the warning on the"
                " screen goes as soon as it works."
            )
        # no pointing at a log file that cannot be written
        self._show(self.tr("Something could not be saved"), text, more, hint=what != health.LOG)

    def _show(self, title: str, text: str, more: str = "", *, hint: bool = True) -> None:
        if not self.notify:
            return
        box = QMessageBox(self._live_window())
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(title)
        box.setTextFormat(Qt.TextFormat.PlainText)  # file names and people's names as they are
        box.setText(text)
        # where the details are: the log file (named, so a person can send it)
        box.setInformativeText("\n\n".join(part for part in (more, log_hint() if hint else "") if part))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setProperty(KEEPS_PLAY, True)  # it asks nothing: the bots need not wait for it
        box.open()  # not modal to the app: the game (or the demo) goes on
