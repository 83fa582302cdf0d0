"""Easy: takes what a beginner sees, trails at random, never plans a build."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablegames_qt.engine.casino import CAPTURE, TRAIL, Card, CasinoView, Play

from .context import taken_count

#: an ace captures as 14, but a beginner counts it as one
ACE_VALUE = 14


class EasyBot:
    """Plays like a beginner: sees the captures a glance finds — cards of its
    card's rank, builds of its value, and two loose cards that add up to it —
    and takes the one of those with the most cards (a random one of equals);
    it does not look for longer sums or several groups at once.  Otherwise it
    trails a random card, and builds only when nothing else is allowed.  It
    never weighs what a card is worth or what it leaves the next player."""

    level = "easy"

    def choose(self, view: CasinoView, legal_actions: Sequence[Play], rng: random.Random) -> Play:
        if not legal_actions:
            raise ValueError("no legal play to choose from")
        captures = [p for p in legal_actions if p.kind == CAPTURE and sees(p)]
        if captures:
            counts = [taken_count(p) for p in captures]
            most = max(counts)
            best = [p for p, n in zip(captures, counts, strict=True) if n == most]
            return best[rng.randrange(len(best))]
        trails = [p for p in legal_actions if p.kind == TRAIL]
        pool = trails or list(legal_actions)
        return pool[rng.randrange(len(pool))]


def sees(play: Play) -> bool:
    """Whether a beginner spots this capture: besides cards of the played
    card's rank and builds of its value it takes at most one pair of loose
    cards, whose ranks add up to the played card's rank."""
    rank = play.card.rank
    value = ACE_VALUE if rank == 1 else rank
    others: list[int] = []
    for item in play.taken:
        if isinstance(item, Card):
            if item.rank != rank:
                others.append(item.rank)
        elif item.value != value:
            return False
    return not others or (len(others) == 2 and sum(others) == rank)
