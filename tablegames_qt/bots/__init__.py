"""Computer players: pure Python, reading only ``view(seat)``.

A bot is an object with ``choose(view, legal_actions, rng) -> action``.  One
instance plays one seat for one game, so it may remember what it has seen in
its views (opponent models); it never sees anything else.  A game's bots by level
are named in its spec (``games/``): ``games.make_bot(game, level)``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


class Bot(Protocol):
    #: the level name ("random", "easy", "normal", "hard")
    level: str

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """One of ``legal_actions`` for the position in ``view``."""
        ...
