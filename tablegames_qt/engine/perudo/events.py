"""The kinds of event the Perudo engine emits, each with its payload (``Event.data``).

Declared once here: the engine makes its events through these kinds (mypy checks each
payload), and the screen, the replay scene, the texts, the phones and the statistics read
the payloads typed (``BID.of(event)``, ``BID.on(handler)``).  Seats are seat numbers;
``tests/engine/test_event_payloads.py`` checks every event of seeded games against its kind.
"""

# (no "from __future__ import annotations": a TypedDict needs its NotRequired at run time)
from typing import TypedDict

from tablegames_qt.engine.core import EventKind, EventKinds
from tablegames_qt.engine.perudo.rules import CONTEXT


class RoundStartData(TypedDict):
    round: int
    opener: int
    #: every die on the table
    total: int
    #: each seat's dice, 0 for a seat out
    dice_counts: tuple[int, ...]


class BidData(TypedDict):
    seat: int
    quantity: int
    face: int


class ChallengeData(TypedDict):
    """A Dudo or a Calza: the bid it answers, what the dice showed and who lost or gained."""

    seat: int
    bidder: int
    quantity: int
    face: int
    #: the dice that count for the bid
    count: int
    maputo: bool
    #: every seat's dice as revealed, () for a seat out
    dice: tuple[tuple[int, ...], ...]
    loser: int | None
    gainer: int | None


class DiceLeftData(TypedDict):
    seat: int
    #: the seat's dice after it
    left: int


class SeatData(TypedDict):
    seat: int


class MaputoData(TypedDict):
    seat: int
    #: declared by the rules (the automatic variant), not by the player
    automatic: bool


class GameOverData(TypedDict):
    winner: int


ROUND_START = EventKind("round_start", RoundStartData, CONTEXT)
BID = EventKind("bid", BidData, CONTEXT)
DUDO = EventKind("dudo", ChallengeData, CONTEXT)
CALZA = EventKind("calza", ChallengeData, CONTEXT)
DIE_LOST = EventKind("die_lost", DiceLeftData, CONTEXT)
DIE_GAINED = EventKind("die_gained", DiceLeftData, CONTEXT)
DIE_KEPT = EventKind("die_kept", DiceLeftData, CONTEXT)
ELIMINATED = EventKind("eliminated", SeatData, CONTEXT)
MAPUTO_DECLARED = EventKind("maputo_declared", MaputoData, CONTEXT)
MAPUTO_DECLINED = EventKind("maputo_declined", SeatData, CONTEXT)
GAME_OVER = EventKind("game_over", GameOverData, CONTEXT)

EVENTS = EventKinds(
    ROUND_START, BID, DUDO, CALZA, DIE_LOST, DIE_GAINED, DIE_KEPT, ELIMINATED,
    MAPUTO_DECLARED, MAPUTO_DECLINED, GAME_OVER,
)  # fmt: skip
#: a challenge's two kinds
CHALLENGES = (DUDO, CALZA)
