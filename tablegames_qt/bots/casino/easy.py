"""Easy: takes what it sees, trails at random, never plans a build."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablegames_qt.engine.casino import CAPTURE, TRAIL, CasinoView, Play

from .context import taken_count


class EasyBot:
    """Captures whenever it can, preferring the capture that takes the most
    cards (a random one of those); otherwise trails a random card; builds
    only when nothing else is allowed."""

    level = "easy"

    def choose(self, view: CasinoView, legal_actions: Sequence[Play], rng: random.Random) -> Play:
        if not legal_actions:
            raise ValueError("no legal play to choose from")
        captures = [p for p in legal_actions if p.kind == CAPTURE]
        if captures:
            counts = [taken_count(p) for p in captures]
            most = max(counts)
            best = [p for p, n in zip(captures, counts, strict=True) if n == most]
            return best[rng.randrange(len(best))]
        trails = [p for p in legal_actions if p.kind == TRAIL]
        pool = trails or list(legal_actions)
        return pool[rng.randrange(len(pool))]
