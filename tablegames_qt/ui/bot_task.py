"""One bot decision on a ``QThreadPool`` thread, for the bots a test brings or when the bot
process is not available (``ui/session.py``); the answer comes back by a queued signal.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from tablegames_qt.bots import Bot


class BotSignals(QObject):
    # (token, action or exception)
    done = Signal(int, object)


class BotTask(QRunnable):
    """One bot decision, run on a pool thread.  It only ever sees a view."""

    def __init__(
        self, token: int, bot: Bot, view: Any, legal: list[Any], rng: random.Random,
        signals: BotSignals,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._token = token
        self._bot = bot
        self._view = view
        self._legal = legal
        self._rng = rng
        self._signals = signals

    def run(self) -> None:
        try:
            result: object = self._bot.choose(self._view, self._legal, self._rng)
        except Exception as exc:
            result = exc
        self._signals.done.emit(self._token, result)
