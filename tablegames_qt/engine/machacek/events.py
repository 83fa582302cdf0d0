"""The kinds of event the Macháček engine emits, each with its payload (``Event.data``).

Declared once here: the engine makes its events through these kinds (mypy checks each
payload), and the screen, the replay scene, the texts, the phones and the statistics read
the payloads typed.  Seats are seat numbers, values the ranks of ``values.py``;
``tests/engine/test_event_payloads.py`` checks every event of seeded games against its kind.
"""

# (no "from __future__ import annotations": a TypedDict needs its NotRequired at run time)
from typing import NotRequired, TypedDict

from tablegames_qt.engine.core import EventKind, EventKinds
from tablegames_qt.engine.machacek.rules import CONTEXT


class GameStartData(TypedDict):
    seat: int
    #: the game's number in the match, from 1
    game: int
    #: the seats in the order they play this game
    order: tuple[int, ...]


class SeatData(TypedDict):
    seat: int


class AnnounceData(TypedDict):
    seat: int
    value: int
    #: the seat the cup goes to
    to: int


class BelieveData(TypedDict):
    seat: int
    announcer: int
    value: int


class CupData(TypedDict):
    """A doubt, what the cup showed and who lost the game (one payload for the three)."""

    seat: int
    challenger: int
    announcer: int
    #: the value announced
    value: int
    #: the value under the cup, and its dice
    rolled: int
    dice: tuple[int, int]
    bluff: bool
    winner: int
    loser: int
    game: int


class LifeLostData(TypedDict):
    seat: int
    lost: int
    left: int


class MatchOverData(TypedDict):
    #: the winner, when there is one (not in a tie)
    seat: NotRequired[int]
    winners: tuple[int, ...]


GAME_START = EventKind("game_start", GameStartData, CONTEXT)
ROLL = EventKind("roll", SeatData, CONTEXT)
ANNOUNCE = EventKind("announce", AnnounceData, CONTEXT)
BELIEVE = EventKind("believe", BelieveData, CONTEXT)
DOUBT = EventKind("doubt", CupData, CONTEXT)
REVEAL = EventKind("reveal", CupData, CONTEXT)
GAME_OVER = EventKind("game_over", CupData, CONTEXT)
LIFE_LOST = EventKind("life_lost", LifeLostData, CONTEXT)
ELIMINATED = EventKind("eliminated", SeatData, CONTEXT)
MATCH_OVER = EventKind("match_over", MatchOverData, CONTEXT)

EVENTS = EventKinds(
    GAME_START, ROLL, ANNOUNCE, BELIEVE, DOUBT, REVEAL, GAME_OVER, LIFE_LOST, ELIMINATED,
    MATCH_OVER,
)  # fmt: skip
