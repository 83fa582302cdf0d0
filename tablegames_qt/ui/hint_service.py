"""Asking the coach for a hint without freezing the window.

Contract: :meth:`HintService.request` hands the seat's view and legal actions to the
coach and returns at once; the coach thinks where the bots do — in the bot process
(``ui/bot_process.py``, the level ``coach`` of ``bot_worker.py``) or, when that is
not available, on a ``QThreadPool`` worker — and its :class:`Advice` comes back by a
queued signal.  The worker only runs the coach on the view it was given; it never
calls UI routines.  An answer arrives as :attr:`HintService.adviceReady` only while it
is still about the position it was asked for: the same seat to play, no action applied
since, that seat still awaited, and no newer request or :meth:`cancel` since.  A stale
answer (the game moved on) is dropped.
"""

from __future__ import annotations

import logging
import random
import weakref
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from tablegames_qt.bot_worker import COACH_LEVEL
from tablegames_qt.coach import Advice
from tablegames_qt.coach.seat_coach import SeatCoach
from tablegames_qt.games import spec
from tablegames_qt.ui.bot_process import BotHost, BotHostGone, shared_host
from tablegames_qt.ui.session import SessionController

log = logging.getLogger(__name__)

#: the coach's one key in its session of the bot process (it keeps a coach per seat)
_SEAT_KEY = 0


class _Signals(QObject):
    # (token, Advice or exception)
    done = Signal(int, object)


class _AdviceTask(QRunnable):
    """One piece of advice on a pool thread (the bot process is not available)."""

    def __init__(self, token: int, coach: SeatCoach, view: Any, legal: list[Any],
                 signals: _Signals) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._token, self._coach, self._view, self._legal = token, coach, view, legal
        self._signals = signals

    def run(self) -> None:
        try:
            result: object = self._coach.choose(self._view, self._legal, random.Random(0))
        except Exception as exc:
            result = exc
        self._signals.done.emit(self._token, result)


class HintService(QObject):
    """The coach of one game's person seats; see the module docstring."""

    #: fresh advice for the position it was asked about
    adviceReady = Signal(object)
    #: the coach could not answer (logged); the screen leaves its busy state
    adviceFailed = Signal()

    def __init__(self, controller: SessionController, parent: QObject | None = None, *,
                 use_process: bool = True, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._game_name: str = controller.game.NAME
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._use_process = use_process
        self._host: BotHost | None = None
        self._session = 0
        self._pool = pool or QThreadPool.globalInstance()
        self._local: SeatCoach | None = None
        self._token = 0
        #: (token, seat, actions applied) of the request awaiting its answer
        self._asked: tuple[int, int, int] | None = None

    # -- asking ---------------------------------------------------------------------------
    def prepare(self) -> None:
        """Have the coach ready before the first hint (it loads the hard bot)."""
        self._process()

    def request(self, seat: int) -> bool:
        """Ask for advice for ``seat``, whose turn it must be; False when it is not."""
        game = self.controller.game
        if game.current_player() != seat or self.controller.awaiting_human() != seat:
            return False
        self._token += 1
        self._asked = (self._token, seat, len(game.history))
        view = game.view(seat)
        legal = list(game.legal_actions())
        host = self._process()
        if host is not None and host.choose((self._session, _SEAT_KEY), self._token, view, legal):
            return True
        self._on_threads()
        assert self._local is not None
        self._pool.start(_AdviceTask(self._token, self._local, view, legal, self._signals))
        return True

    def is_busy(self) -> bool:
        """True while an answer is awaited."""
        return self._asked is not None

    def cancel(self) -> None:
        """Forget the request awaiting an answer (its answer will be dropped)."""
        self._token += 1
        self._asked = None

    def shutdown(self) -> None:
        self.cancel()
        if self._host is not None:
            self._host.drop(self._session)
            self._host = None
        self._use_process = False

    # -- where the coach thinks ---------------------------------------------------------------
    def _process(self) -> BotHost | None:
        if self._host is not None or not self._use_process:
            return self._host
        host = shared_host()
        if host is None:
            self._use_process = False
            return None
        session = host.new_session()
        if not host.add((session, _SEAT_KEY), self._game_name, COACH_LEVEL, "coach",
                        self._signals.done.emit):
            self._use_process = False
            return None
        self._host, self._session = host, session
        weakref.finalize(self, host.drop, session)
        # The screen (and this service with it) goes with its controller: the bot process
        # forgets this coach then, whichever of them Qt deletes first.
        self.controller.destroyed.connect(lambda *_args, h=host, s=session: h.drop(s))
        return host

    def _on_threads(self) -> None:
        if self._host is not None:
            self._host.drop(self._session)
            self._host = None
        self._use_process = False
        if self._local is None:
            self._local = SeatCoach(spec(self._game_name).coach)

    # -- answers ----------------------------------------------------------------------------------
    @Slot(int, object)
    def _on_done(self, token: int, result: object) -> None:
        asked = self._asked
        if asked is None or token != asked[0]:
            return  # an answer nobody waits for any more
        _token, seat, applied = asked
        if isinstance(result, BotHostGone):
            log.warning("the coach moves to a thread: %s", result)
            self._on_threads()
            self._asked = None
            self.request(seat)
            return
        self._asked = None
        game = self.controller.game
        if (game.current_player() != seat or len(game.history) != applied
                or self.controller.awaiting_human() != seat):
            return  # the game moved on: stale advice is dropped
        if not isinstance(result, Advice) or result.action not in game.legal_actions():
            log.error("the coach could not advise seat %d: %r", seat, result)
            self.adviceFailed.emit()
            return
        self.adviceReady.emit(result)
