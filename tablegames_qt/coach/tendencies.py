"""A player's tendencies in one game, from its end-of-game story (``story.py``).

Four counts per seat, the same names in both dice games, recorded with each
result in the statistics (Royal Casino has none):

- ``claims``: Perudo bids, Macháček announcements;
- ``bluffs``: Perudo bids shown false by a Dudo, Macháček announcements bluffed;
- ``challenges``: Perudo Dudo and Calza calls, Macháček doubts;
- ``challenges_right``: those that were right.

The bluff rate is ``bluffs / claims``, the challenge success ``challenges_right /
challenges``.
"""

from __future__ import annotations

from typing import Any

from tablegames_qt.coach.part import GameCoach
from tablegames_qt.coach.story import SeatStory, story
from tablegames_qt.engine.core import Game

NAMES: tuple[str, ...] = ("claims", "bluffs", "challenges", "challenges_right")


def perudo_counts(row: SeatStory) -> dict[str, float]:
    """A Perudo seat's tendencies: bids, bids shown false, Dudo and Calza calls."""
    return {
        "claims": float(row.bids),
        "bluffs": float(row.bids_false_when_called),
        "challenges": float(row.dudos_right + row.dudos_wrong + row.calzas_right + row.calzas_wrong),
        "challenges_right": float(row.dudos_right + row.calzas_right),
    }


def machacek_counts(row: SeatStory) -> dict[str, float]:
    """A Macháček seat's tendencies: announcements, bluffs, doubts."""
    return {
        "claims": float(row.claims_true + row.claims_bluffed),
        "bluffs": float(row.claims_bluffed),
        "challenges": float(row.doubts_right + row.doubts_wrong),
        "challenges_right": float(row.doubts_right),
    }


def tendencies(game: Game[Any, Any], part: GameCoach,
               only_game: int | None = None) -> dict[int, dict[str, float]]:
    """Per seat, the four counts of ``game`` told by its coach ``part`` (``only_game``:
    that game of a Macháček match); empty for a game without them (Royal Casino)."""
    counts = part.tendencies
    if counts is None:
        return {}
    told = story(game, part, only_game)
    return {seat: counts(row) for seat, row in enumerate(told.seats)}


def rate(part: float, whole: float) -> float | None:
    """``part / whole``, or None when there was nothing to count."""
    return part / whole if whole > 0 else None
