"""The kinds of event the Royal Casino engine emits, each with its payload (``Event.data``).

Declared once here: the engine makes its events through these kinds (mypy checks each
payload), and the screen's table steps, the replay scene, the texts, the phones, the coach's
story and the statistics read the payloads typed.  Seats and sides are numbers (a side is a
seat, or a pair of partners with four players); cards, builds and the deal's count are the
engine's own frozen objects.  ``tests/engine/test_event_payloads.py`` checks every event of
seeded games against its kind.
"""

# (no "from __future__ import annotations": a TypedDict needs its NotRequired at run time)
from typing import NotRequired, TypedDict

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.engine.casino.plays import CONTEXT, Build, Item, ItemsText
from tablegames_qt.engine.casino.scoring import DealResult
from tablegames_qt.engine.core import EventKind, EventKinds


class DealData(TypedDict):
    deal: int
    dealer: int
    #: the seat that plays first
    starter: int
    #: the cards laid on the table
    table: tuple[Card, ...]
    deck_left: int
    hand_sizes: tuple[int, ...]


class CaptureData(TypedDict):
    seat: int
    side: int
    #: the card played, and the value it captured with
    card: Card
    value: int
    #: the table items taken, and their cards
    items: tuple[Item, ...]
    cards: tuple[Card, ...]
    #: ``items`` as a text ("5♥+[6♥+4♣ = 10]")
    taken: ItemsText


class SweepData(TypedDict):
    seat: int
    side: int
    #: the side's sweeps in this deal
    sweeps: int


class RaiseData(TypedDict):
    seat: int
    #: the owner of the build raised
    owner: int
    card: Card
    value: int
    old: Build
    build: Build


class BuildData(TypedDict):
    seat: int
    card: Card
    value: int
    build: Build
    #: the table items it was made from
    items: tuple[Item, ...]
    multiple: bool


class TrailData(TypedDict):
    seat: int
    card: Card


class HandOutData(TypedDict):
    hand_out: int
    deck_left: int
    hand_sizes: tuple[int, ...]
    starter: int


class ResidueData(TypedDict):
    seat: int
    side: int
    cards: tuple[Card, ...]


class DealEndData(TypedDict):
    deal: int
    result: DealResult
    #: each side's captured cards and sweeps
    captured: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    #: each side's score before the deal and after it
    scores_before: tuple[int, ...]
    scores: tuple[int, ...]


class GameOverData(TypedDict):
    seat: int
    #: the winner's partner, with four players
    partner_seat: NotRequired[int]
    side: int
    winners: tuple[int, ...]


DEAL = EventKind("deal", DealData, CONTEXT)
CAPTURE = EventKind("capture", CaptureData, CONTEXT)
SWEEP = EventKind("sweep", SweepData, CONTEXT)
RAISE = EventKind("raise", RaiseData, CONTEXT)
BUILD = EventKind("build", BuildData, CONTEXT)
TRAIL = EventKind("trail", TrailData, CONTEXT)
HAND_OUT = EventKind("hand_out", HandOutData, CONTEXT)
RESIDUE = EventKind("residue", ResidueData, CONTEXT)
DEAL_END = EventKind("deal_end", DealEndData, CONTEXT)
GAME_OVER = EventKind("game_over", GameOverData, CONTEXT)

EVENTS = EventKinds(
    DEAL, CAPTURE, SWEEP, RAISE, BUILD, TRAIL, HAND_OUT, RESIDUE, DEAL_END, GAME_OVER
)
#: the events of a play
PLAY_KINDS = frozenset({CAPTURE.name, BUILD.name, RAISE.name, TRAIL.name})
