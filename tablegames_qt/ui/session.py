"""The session controller: drives one game through the engine contract.

Data flows one way: engine -> events -> controller -> screens.  The controller
never decides a rule; it asks the engine.  Humans act through the screen
(:meth:`SessionController.submit`), bots think in a process of their own
(``ui/bot_process.py``; on ``QThreadPool`` workers when a test brings its own bots or
the process is not available) and their answers come back by a queued signal, so
the GUI thread never blocks nor waits for a thinking bot's GIL. A phone seat is asked
like a bot seat (:attr:`phoneTurn`); its answer comes over the network
(``ui/phones/``) through :meth:`SessionController.submit_remote`.
A visible bot pace is a ``QTimer``, never a sleep.

Screens animate what :attr:`eventsApplied` reports and call :meth:`hold` /
:meth:`release` around their animations; the next turn starts only when no
hold is left, so people can follow the play.  While a modal dialog is open (a
question, a take-back's confirmation) or another window of the app has the focus
(Settings, Help → Keyboard…) no bot's move is applied: the person is not looking at
the table then (``ui/table_focus.py``; the screen tells the controller its table,
:meth:`SessionController.set_table`).
"""

from __future__ import annotations

import logging
import random
import time
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot
from PySide6.QtWidgets import QWidget

from tablegames_qt.bot_worker import seat_bot
from tablegames_qt.bots import Bot
from tablegames_qt.engine.core import Game, IllegalAction
from tablegames_qt.ui.bot_process import BotHost, BotHostGone, shared_host
from tablegames_qt.ui.bot_task import BotSignals, BotTask
from tablegames_qt.ui.engine_texts import illegal_text
from tablegames_qt.ui.seat_config import BOT, SeatConfig
from tablegames_qt.ui.seat_names import shown, solo_seat
from tablegames_qt.ui.table_focus import DIALOG_POLL_MS, away_from_table

log = logging.getLogger(__name__)

class SessionController(QObject):
    """Drives one game; see the module docstring."""

    eventsApplied = Signal(list)
    humanTurn = Signal(int)
    botThinking = Signal(int)
    curtainDown = Signal(int)
    curtainUp = Signal(int)
    actionRefused = Signal(str)
    gameOver = Signal(list)
    stateChanged = Signal()
    #: the action just applied, with the seat that made it (for saving, statistics)
    actionApplied = Signal(int, object)
    #: the coach's hint was shown to this seat (the game is then one "with hints")
    hintShown = Signal(int)
    #: a phone seat's turn: its answer comes through :meth:`submit_remote`
    phoneTurn = Signal(int)
    #: a seat changed hands (:meth:`hand_seat`): seat, new kind
    seatHanded = Signal(int, str)

    def __init__(
        self,
        game: Game[Any, Any],
        seats: list[SeatConfig],
        parent: QObject | None = None,
        *,
        bot_pace_ms: int = 600,
        bot_factory: Callable[[str, str], Bot] | None = None,
        thread_pool: QThreadPool | None = None,
    ) -> None:
        super().__init__(parent)
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seat configurations for {game.players} players")
        self.game = game
        self.seats = list(seats)
        #: something was taken back in this game: it is practice, kept out of the statistics
        self.practice = False
        #: a hot-seat table whose people may ask the coach (solo games always may)
        self.allow_hints = False
        #: someone at this table was shown a hint (kept with the save and the result)
        self.hints_used = False
        self._pace_ms = max(0, int(bot_pace_ms))
        self._pool = thread_pool or QThreadPool.globalInstance()
        self._signals = BotSignals(self)
        self._signals.done.connect(self._on_bot_done)
        self._start_bots(bot_factory)
        self._token = 0
        self._holds = 0
        self._paused = False
        self._stopped = False
        self._started = False
        self._over_announced = False
        self._awaiting_human: int | None = None
        self._awaiting_phone: int | None = None
        self._revealed: int | None = None
        self._thinking_since = 0.0
        self._thinking_seat = -1
        self._pending_bot: tuple[int, object] | None = None
        self._watcher_action: Any = None
        #: the widget that shows this table (:meth:`set_table`)
        self._table: QWidget | None = None
        self._make_timers()

    def _make_timers(self) -> None:
        self._advance_timer = QTimer(self)
        self._advance_timer.setSingleShot(True)
        self._advance_timer.setInterval(0)
        self._advance_timer.timeout.connect(self._advance)
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._apply_pending_bot)
        self._dialog_timer = QTimer(self)
        self._dialog_timer.setSingleShot(True)
        self._dialog_timer.setInterval(DIALOG_POLL_MS)
        self._dialog_timer.timeout.connect(self._apply_pending_bot)

    # -- bots ----------------------------------------------------------------
    def _start_bots(self, bot_factory: Callable[[str, str], Bot] | None) -> None:
        self._bot_factory = bot_factory or seat_bot
        self._bots: dict[int, Bot] = {}
        self._rngs: dict[int, random.Random] = {}
        # The app's own bots think in the bot process; bots a caller brings, on threads.
        self._host: BotHost | None = shared_host() if bot_factory is None else None
        self._session = 0
        if self._host is not None:
            self._session = self._host.new_session()
            weakref.finalize(self, self._host.drop, self._session)
            for seat in self._bot_seats():
                if not self._host.add((self._session, seat), self.game.NAME,
                                      self.seats[seat].level, self._bot_seed(seat),
                                      self._signals.done.emit):
                    self._host = None
                    break
        if self._host is None:
            self._make_thread_bots()

    def _bot_seats(self) -> list[int]:
        return [seat for seat, config in enumerate(self.seats) if config.is_bot]

    def _bot_seed(self, seat: int) -> str:
        # Each bot's own chance, derived from the game's seed: replays are reproducible.
        return f"{self.game.seed}:{seat}"

    def _make_thread_bots(self) -> None:
        for seat in self._bot_seats():
            self._bots[seat] = self._bot_factory(self.game.NAME, self.seats[seat].level)
            self._rngs[seat] = random.Random(self._bot_seed(seat))

    def bots_in_process(self) -> bool:
        """True while this session's bots think in the bot process."""
        return self._host is not None

    def set_table(self, table: QWidget) -> None:
        """The widget showing this table: the bots wait while another window has the focus."""
        self._table = table

    # -- queries -----------------------------------------------------------
    def legal_actions(self) -> list[Any]:
        return self.game.legal_actions()

    def view(self, seat: int) -> Any:
        return self.game.view(seat)

    def current_player(self) -> int | None:
        return self.game.current_player()

    def name(self, seat: int) -> str:
        """The name of ``seat`` in words, in the current language (see ``ui/seat_names.py``)."""
        return shown(self.seats[seat].name)

    def names(self) -> list[str]:
        return [shown(s.name) for s in self.seats]

    def colours(self) -> list[str]:
        """Each seat's profile colour ("#rrggbb"; "" where the table chooses)."""
        return [s.colour for s in self.seats]

    def plate_names(self) -> list[str]:
        """The names on the table's plates: a phone seat's marked with a telephone."""
        return [f"{shown(s.name)} \N{BLACK TELEPHONE}" if s.is_phone else shown(s.name)
                for s in self.seats]

    def humans(self) -> list[int]:
        """The seats of people at the laptop (not those on phones)."""
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def solo_seat(self) -> int | None:
        """The seat of the one person at the table, playing on the laptop alone against bots
        (the screens then say "you"); None with two people or more, phones included."""
        return None if self.phones() else solo_seat(self.humans())

    def phones(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_phone]

    def awaiting_phone(self) -> int | None:
        """The phone seat whose answer the table waits for, else None."""
        return self._awaiting_phone

    def is_hot_seat(self) -> bool:
        return len(self.humans()) >= 2

    def hints_allowed(self) -> bool:
        """A person may ask the coach: always alone at the table, in hot-seat when allowed."""
        humans = len(self.humans()) + len(self.phones())  # a phone's person is at the table
        return humans == 1 or (humans >= 2 and self.allow_hints)

    def note_hint(self, seat: int) -> None:
        """The coach's hint was shown to ``seat``: the game is one with hints."""
        self.hints_used = True
        self.hintShown.emit(seat)

    def viewer(self) -> int | None:
        """The seat whose private items may be drawn right now, else None."""
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        if len(humans) >= 2:
            return self._revealed
        return None

    def awaiting_human(self) -> int | None:
        """The human seat whose input is awaited now (curtain lifted), else None."""
        return self._awaiting_human

    def is_paused(self) -> bool:
        return self._paused

    def is_started(self) -> bool:
        """True once :meth:`start` has been called (the table plays)."""
        return self._started

    def is_busy(self) -> bool:
        """True while screens hold the controller (animations running)."""
        return self._holds > 0

    # -- commands ----------------------------------------------------------
    def start(self) -> None:
        if self._started:
            return
        self._started = True
        self._schedule()

    def stop(self) -> None:
        """No further work; results of bots still thinking are ignored."""
        self._stopped = True
        self._token += 1
        if self._host is not None:
            self._host.drop(self._session)
        self._pace_timer.stop()
        self._advance_timer.stop()
        self._dialog_timer.stop()
        self._awaiting_human = None
        self._awaiting_phone = None

    def pause(self) -> None:
        self._paused = True

    def resume(self) -> None:
        if not self._paused:
            return
        self._paused = False
        if self._pending_bot is not None and not self._pace_timer.isActive():
            self._apply_pending_bot()
        else:
            self._schedule()

    def set_bot_pace(self, ms: int) -> None:
        self._pace_ms = max(0, int(ms))

    def hold(self) -> None:
        self._holds += 1

    def release(self) -> None:
        if self._holds > 0:
            self._holds -= 1
        if self._holds == 0:
            self._schedule()

    def reveal(self) -> None:
        """The player named on the curtain has the laptop: show their items."""
        seat = self.game.current_player()
        if self._stopped or seat is None or not self.seats[seat].is_human:
            return
        if self._revealed == seat:
            return
        self._revealed = seat
        self.curtainUp.emit(seat)
        self._awaiting_human = seat
        self.humanTurn.emit(seat)

    def submit(self, action: Any) -> bool:
        """A human's action.  Returns True when it was applied."""
        seat = self.game.current_player()
        if self._stopped or seat is None or self._awaiting_human != seat:
            self.actionRefused.emit(self.tr("It is not your turn."))
            return False
        if self._holds > 0:
            # A key pressed during an animation: ignore quietly, the turn comes back.
            return False
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            self.actionRefused.emit(illegal_text(exc, self.names()))
            return False
        self._awaiting_human = None
        if self.is_hot_seat() and self.game.current_player() != seat:
            # Their private items hide again once they have acted (unless they act again,
            # as a Macháček player does after believing).
            self._revealed = None
        self._after_apply(seat, action, events)
        return True

    def submit_remote(self, seat: int, action: Any) -> str | None:
        """A phone seat's action, applied through the engine like any other.
        Returns None when applied, else the reason it was refused (translated)."""
        if (self._stopped or self._awaiting_phone != seat or self.game.current_player() != seat
                or not self.seats[seat].is_phone):
            return self.tr("It is not your turn.")
        if self._holds > 0:
            return self.tr("The table is still moving: try again in a moment.")
        if self._paused:
            return self.tr("The game is paused on the laptop.")
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            return illegal_text(exc, self.names())
        self._awaiting_phone = None
        self._after_apply(seat, action, events)
        return None

    def hand_seat(self, seat: int, kind: str, level: str = "normal") -> None:
        """Give ``seat`` to a person at the laptop, a bot or a phone, in the middle of the
        game (a phone that left, a person who takes a seat back). The game goes on."""
        config = self.seats[seat]
        if config.kind == kind and (kind != BOT or config.level == level):
            return
        if self._awaiting_phone == seat:
            self._awaiting_phone = None
        if self._awaiting_human == seat:
            self._awaiting_human = None
        if self._revealed == seat:
            self._revealed = None
        if self._thinking_seat == seat and config.is_bot:
            self._token += 1  # its answer, if it comes, is ignored
            self._pending_bot = None
            self._pace_timer.stop()
        config.kind, config.level = kind, level
        if kind == BOT:
            if self._host is None:
                self._bots[seat] = self._bot_factory(self.game.NAME, level)
                self._rngs[seat] = random.Random(self._bot_seed(seat))
            elif not self._host.add((self._session, seat), self.game.NAME, level,
                                    self._bot_seed(seat), self._signals.done.emit):
                self._bots_to_threads()
        self.seatHanded.emit(seat, kind)
        self.stateChanged.emit()
        self._schedule()

    def submit_for_watchers(self, action: Any) -> bool:
        """An action that is no seat's turn (ending an open-ended match), asked for by
        whoever watches a table of bots only.  A bot's unfinished decision is dropped;
        the action is applied as soon as the table is still (no animation, not paused).
        Returns False when there is someone to ask instead (a human seat) or nothing to end."""
        if self.humans() or self._stopped or self.game.is_over():
            return False
        self._token += 1  # a bot still thinking: its result is ignored
        self._pending_bot = None
        self._pace_timer.stop()
        self._watcher_action = action
        self._schedule()
        return True

    def _apply_watcher_action(self) -> None:
        action, self._watcher_action = self._watcher_action, None
        self._awaiting_phone = None  # a phone's turn it ends is nobody's now
        seat = self.game.current_player()
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:
            self.actionRefused.emit(illegal_text(exc, self.names()))
            self._schedule()
            return
        self._after_apply(-1 if seat is None else seat, action, events)

    # -- the loop ----------------------------------------------------------
    def _schedule(self) -> None:
        if not self._stopped and self._started:
            self._advance_timer.start()

    def _advance(self) -> None:
        if self._stopped or self._paused or self._holds > 0:
            return
        if self._watcher_action is not None:
            self._apply_watcher_action()
            return
        if (self._awaiting_human is not None or self._awaiting_phone is not None
                or self._pace_timer.isActive()):
            return
        if self._pending_bot is not None:
            return
        if self.game.is_over():
            if not self._over_announced:
                self._over_announced = True
                self.gameOver.emit(list(self.game.winners()))
            return
        seat = self.game.current_player()
        if seat is None:
            return
        if self.seats[seat].is_human:
            if self.is_hot_seat() and self._revealed != seat:
                self._revealed = None
                self.curtainDown.emit(seat)
                return
            self._awaiting_human = seat
            self.humanTurn.emit(seat)
            return
        if self.seats[seat].is_phone:
            self._awaiting_phone = seat
            self.phoneTurn.emit(seat)
            return
        self._start_bot(seat)

    def _start_bot(self, seat: int) -> None:
        self._token += 1
        self._thinking_since = time.monotonic()
        self._thinking_seat = seat
        self.botThinking.emit(seat)
        legal = list(self.game.legal_actions())
        view = self.game.view(seat)
        if self._host is not None and self._host.choose((self._session, seat), self._token,
                                                        view, legal):
            return
        if self._host is not None:
            self._bots_to_threads()
        task = BotTask(self._token, self._bots[seat], view, legal, self._rngs[seat],
                        self._signals)
        self._pool.start(task)

    def _bots_to_threads(self) -> None:
        """The bot process is gone: the bots go on here, on threads (fresh, with their
        chance from the start: only what they had learnt of the other players is lost)."""
        log.warning("session %d: bots move to threads", self._session)
        self._host = None
        self._make_thread_bots()

    @Slot(int, object)
    def _on_bot_done(self, token: int, result: object) -> None:
        if token != self._token or self._stopped:
            return
        seat = self._thinking_seat
        if isinstance(result, BotHostGone):
            self._bots_to_threads()
            self._start_bot(seat)
            return
        legal = self.game.legal_actions()
        if isinstance(result, BaseException) or result not in legal:
            # Never let a bot's fault stop the game: log it and play a safe legal move.
            log.error("bot in seat %d failed or chose an illegal action: %r", seat, result)
            result = legal[0]
        self._pending_bot = (seat, result)
        elapsed_ms = int((time.monotonic() - self._thinking_since) * 1000)
        wait = max(0, self._pace_ms - elapsed_ms)
        if self._paused:
            return
        if wait:
            self._pace_timer.start(wait)
        else:
            self._apply_pending_bot()

    def _apply_pending_bot(self) -> None:
        if self._pending_bot is None or self._stopped:
            return
        if self._paused:
            return
        if away_from_table(self._table):
            self._dialog_timer.start()  # the move is made once the person is back at the table
            return
        seat, action = self._pending_bot
        self._pending_bot = None
        events = self.game.apply(action)
        self._after_apply(seat, action, events)

    def _after_apply(self, seat: int, action: Any, events: list[Any]) -> None:
        self.actionApplied.emit(seat, action)
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        # Queued, so screens can hold() from their eventsApplied slots first.
        self._schedule()
