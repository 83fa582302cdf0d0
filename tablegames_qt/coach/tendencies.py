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

from tablegames_qt.coach.story import SeatStory, story
from tablegames_qt.engine.core import Game

NAMES: tuple[str, ...] = ("claims", "bluffs", "challenges", "challenges_right")


def _counts(game: str, row: SeatStory) -> dict[str, float]:
    if game == "perudo":
        return {
            "claims": float(row.bids),
            "bluffs": float(row.bids_false_when_called),
            "challenges": float(row.dudos_right + row.dudos_wrong + row.calzas_right + row.calzas_wrong),
            "challenges_right": float(row.dudos_right + row.calzas_right),
        }
    return {
        "claims": float(row.claims_true + row.claims_bluffed),
        "bluffs": float(row.claims_bluffed),
        "challenges": float(row.doubts_right + row.doubts_wrong),
        "challenges_right": float(row.doubts_right),
    }


def tendencies(game: Game[Any, Any], only_game: int | None = None) -> dict[int, dict[str, float]]:
    """Per seat, the four counts of ``game`` (``only_game``: that game of a Macháček
    match); empty for a game without them (Royal Casino)."""
    if game.NAME not in ("perudo", "machacek"):
        return {}
    told = story(game, only_game)
    return {seat: _counts(game.NAME, row) for seat, row in enumerate(told.seats)}


def rate(part: float, whole: float) -> float | None:
    """``part / whole``, or None when there was nothing to count."""
    return part / whole if whole > 0 else None
