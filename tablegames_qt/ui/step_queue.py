"""Table steps played one after another: what a game screen and a replay scene share.

A step shows something and returns the animation to wait for; :class:`StepQueue` runs the
next step when that animation is done (or a watchdog says it never will).  It lives apart
from ``game_screen`` so the replay scenes use it without importing the game screens.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

from tablegames_qt.ui import anim

#: a step shows something and returns the animation to wait for (None: nothing to wait for)
Step = Callable[[], QAbstractAnimation | None]

#: extra time a step may take beyond its animation before the queue moves on anyway
_WATCHDOG_SLACK_MS = 4000


class StepQueue(QObject):
    """Plays table steps one after another; :attr:`idle` when the last one is done.

    The table finishes a running animation whenever the next one starts, so
    steps must not overlap: each waits for its animation's ``finished``.  A
    watchdog moves on if an animation never reports back, so a screen can
    never hang on a lost signal.
    """

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._busy = False
        self._token = 0
        self._stopped = False
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._timed_out)

    def add(self, step: Step) -> None:
        if self._stopped:
            return
        self._steps.append(step)
        if not self._busy:
            self._busy = True
            QTimer.singleShot(0, self, self._next)

    def call(self, fn: Callable[[], object]) -> None:
        """A step that only changes state (nothing to wait for)."""

        def step() -> None:
            fn()

        self.add(step)

    def wait(self, ms: float) -> None:
        """A pause of ``ms`` at normal speed (scaled by the animation speed)."""

        def step() -> QAbstractAnimation:
            pause = anim.pause(ms)
            pause.setParent(self)
            pause.finished.connect(pause.deleteLater)
            # Started on the next turn of the event loop, like the table's animations,
            # so the queue has connected to ``finished`` by then.
            QTimer.singleShot(0, pause, pause.start)
            return pause

        self.add(step)

    def is_busy(self) -> bool:
        return self._busy

    def stop(self) -> None:
        """Drop every step; nothing runs any more."""
        self._stopped = True
        self._steps.clear()
        self._watchdog.stop()
        self._token += 1

    def _next(self) -> None:
        """Run steps until one returns an animation still to finish (steps return only
        animations that start later, as the dice table's do)."""
        self._watchdog.stop()
        self._token += 1
        if self._stopped:
            return
        while self._steps:
            step = self._steps.popleft()
            try:
                animation = step()
            except Exception:
                # A failing step must not stall the game: report it (the demo then
                # fails) and go on with the next one.
                sys.excepthook(*sys.exc_info())
                animation = None
            if self._stopped:
                return
            if animation is None:
                continue
            token = self._token
            animation.finished.connect(lambda t=token: self._finished(t))
            total = animation.totalDuration()
            self._watchdog.start((total if total >= 0 else 0) + _WATCHDOG_SLACK_MS)
            return
        self._busy = False
        self.idle.emit()

    def _finished(self, token: int) -> None:
        if token == self._token:
            QTimer.singleShot(0, self, self._next)

    def _timed_out(self) -> None:
        self._next()
