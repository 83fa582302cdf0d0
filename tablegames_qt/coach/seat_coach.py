"""The coach as the bot process runs it: a "bot" whose answer is an :class:`Advice`.

The app asks for hints off the GUI thread, where the bots think
(``bot_worker.py``, ``ui/bot_process.py``): a hard bot holds the GIL for
100 ms and more, and every repaint would wait for it.  The bot process makes
its seats' players by ``(game, level)``; the level :data:`LEVEL` makes a
:class:`SeatCoach` instead, which keeps one :class:`Coach` per seat, so the
advice learns the other players as a hard bot at that seat would.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .advice import Advice
from .advisor import Coach, make_coach_bot
from .part import GameCoach

#: the level name a coach is asked for under
LEVEL = "coach"


class SeatCoach:
    """``choose(view, legal, rng)`` answers with the coach's :class:`Advice`, not an action."""

    level = LEVEL

    def __init__(self, part: GameCoach) -> None:
        self.part = part
        self.game = part.game
        self._coaches: dict[int, Coach] = {}
        make_coach_bot(part)  # its modules load now, not at the first hint

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Advice:
        """The advice for the seat of ``view`` (``rng`` unused: the coach seeds its own bot)."""
        seat = int(view.seat)
        coach = self._coaches.get(seat)
        if coach is None:
            coach = self._coaches[seat] = Coach(self.part, seat)
        return coach.advise(view, legal_actions)
