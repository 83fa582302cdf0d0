"""Where everything sits on the card table: pure geometry, no items.

The scene is a fixed 1600 x 1000 stage (the view scales it to fit).  The
person at the screen sits at the bottom; play goes counter-clockwise on the
screen, as the seed says: the next seat sits to the right, then the top,
then the left.  Partners (4 players) sit opposite.  Each side's capture pile
lies in a corner near one of its seats, the deck in a free corner, and the
middle of the cloth holds the table's loose cards and builds in rows.
A hand lies sorted by rank (``sorted_hand``); the ``Z_`` numbers say which
items lie above which.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from tablegames_qt.engine.casino import Card
from tablegames_qt.ui.cards.build_item import FAN_DRIFT, FAN_STEP, GROUP_GAP
from tablegames_qt.ui.cards.style import card_height

SCENE_RECT = QRectF(0, 0, 1600, 1000)
CENTRE = QPointF(800, 485)
#: where the table's loose cards and builds lie
TABLE_AREA = QRectF(300, 232, 1000, 480)

OWN_CARD_WIDTH = 140.0
OTHER_CARD_WIDTH = 78.0
TABLE_CARD_WIDTH = 104.0
SMALLEST_TABLE_CARD = 56.0
PILE_CARD_WIDTH = 100.0
DECK_CARD_WIDTH = 90.0

#: which lies above which: the table's items, the hands, a card in flight
Z_TABLE = 10.0
Z_HAND = 20.0
Z_FLYING = 200.0

BOTTOM, RIGHT, TOP, LEFT = "bottom", "right", "top", "left"

#: places round the table, in playing order from the bottom (counter-clockwise)
PLACES: dict[int, tuple[str, ...]] = {
    2: (BOTTOM, TOP),
    3: (BOTTOM, RIGHT, LEFT),
    4: (BOTTOM, RIGHT, TOP, LEFT),
}


@dataclass(frozen=True)
class SeatSpot:
    """One seat's hand and name plate."""

    place: str
    hand_centre: QPointF
    rotation: float  # of the cards: 0 at the bottom, 180 at the top
    card_width: float
    spacing: float  # between neighbouring cards along the hand
    plate_centre: QPointF

    def hand(self, count: int) -> list[tuple[QPointF, float]]:
        """Positions and rotations of ``count`` cards in this seat's hand."""
        if count <= 0:
            return []
        mid = (count - 1) / 2
        tilt = 3.0 if self.place == BOTTOM else 2.0
        turn = math.radians(self.rotation)
        out: list[tuple[QPointF, float]] = []
        for i in range(count):
            k = i - mid
            # along the hand, with the outer cards dropping a little as in a held fan
            along = k * self.spacing
            drop = self.card_width * 0.012 * k * k * tilt / 3.0
            dx = along * math.cos(turn) - drop * math.sin(turn)
            dy = along * math.sin(turn) + drop * math.cos(turn)
            out.append((self.hand_centre + QPointF(dx, dy), self.rotation + k * tilt))
        return out

def places(players: int) -> tuple[str, ...]:
    try:
        return PLACES[players]
    except KeyError:
        raise ValueError(f"a Royal Casino table seats 2 to 4 players, not {players}") from None


def seat_spot(place: str, hand_size: int = 4) -> SeatSpot:
    """The spot of a place; a bigger hand (rare: a test deck) packs tighter."""
    crowd = max(4, hand_size)
    if place == BOTTOM:
        w = OWN_CARD_WIDTH
        spacing = min(w * 0.74, 620.0 / crowd)
        return SeatSpot(place, QPointF(800, 866), 0.0, w, spacing, QPointF(400, 912))
    w = OTHER_CARD_WIDTH
    spacing = min(w * 0.55, 240.0 / crowd)
    if place == TOP:
        return SeatSpot(place, QPointF(800, 92), 180.0, w, spacing, QPointF(560, 86))
    if place == LEFT:
        return SeatSpot(place, QPointF(104, 500), 90.0, w, spacing, QPointF(160, 680))
    if place == RIGHT:
        return SeatSpot(place, QPointF(1496, 500), -90.0, w, spacing, QPointF(1440, 680))
    raise ValueError(f"no place {place!r}")


def sorted_hand(cards: Sequence[Card]) -> list[Card]:
    """A hand in the order its cards lie: by rank, then spades, clubs, hearts, diamonds."""
    return sorted(cards, key=lambda c: (c.rank, "SCHD".index(c.suit)))


def visual_place(seat: int, bottom: int, players: int) -> str:
    """Where ``seat`` sits when ``bottom`` sits at the bottom."""
    return places(players)[(seat - bottom) % players]


#: corners for the capture piles and the deck
BOTTOM_RIGHT = QPointF(1450, 786)
TOP_RIGHT = QPointF(1450, 206)
TOP_LEFT = QPointF(170, 206)
#: the deck's corner with three players: its words go beside it (``deck_words_beside``), so it
#: sits further out than a pile would
BOTTOM_LEFT = QPointF(85, 790)
#: the deck's corner with two or four players, in from the edge: its pill names the dealer
DECK_TOP_LEFT = QPointF(215, 206)



def pile_spots(side_of: Sequence[int], bottom: int) -> dict[int, QPointF]:
    """Each side's pile: the bottom seat's side bottom right, then the sides of
    the seats round the table in playing order, top right and top left."""
    n = len(side_of)
    corners = [BOTTOM_RIGHT, TOP_RIGHT, TOP_LEFT]
    out: dict[int, QPointF] = {}
    for k in range(n):
        side = side_of[(bottom + k) % n]
        if side not in out:
            out[side] = corners[len(out)]
    return out


def tag_spot(pile: QPointF) -> QPointF:
    """A side's score tag: beside its pile, towards the middle of the table."""
    return pile + QPointF(-178 if pile.x() > CENTRE.x() else 178, -16)


def deck_spot(players: int) -> QPointF:
    """The deck takes the corner no pile uses."""
    return BOTTOM_LEFT if players == 3 else DECK_TOP_LEFT


def deck_words_right(players: int) -> float | None:
    """Where the words beside the deck end (the deck's own coordinates): short of the
    person's hand (four cards, as a deal gives), or None where they are not beside it."""
    if not deck_words_beside(players):
        return None
    spot = seat_spot(BOTTOM)
    first = spot.hand(4)[0][0].x()
    return first - spot.card_width * 0.62 - 8.0 - deck_spot(players).x()


def deck_words_beside(players: int) -> bool:
    """Whether "36 cards left" and the dealer's pill go beside the deck, not under it: in
    the bottom left corner the person's name plate lies under the deck, and at a small
    window (captions grown to stay readable) the words ran into it."""
    return deck_spot(players) == BOTTOM_LEFT


# -- the table's items -------------------------------------------------------------

def card_footprint(width: float) -> QSizeF:
    return QSizeF(width, card_height(width))


#: how far a build's value badge reaches right of its cards, and above them
_BADGE_RIGHT_SINGLE = 0.22
_BADGE_RIGHT_MULTIPLE = 0.75
_BADGE_ABOVE = 0.2
#: how far the owner's name reaches below the cards
_NAME_BELOW = 0.34


def build_footprint(groups: Sequence[int], width: float) -> QSizeF:
    """The room a build of groups of these sizes takes, with its badge and name."""
    columns = max(1, len(groups))
    tallest = max(groups) if groups else 1
    w, h = width, card_height(width)
    span_w = columns * w + (columns - 1) * GROUP_GAP * w + (tallest - 1) * FAN_DRIFT * w
    span_h = h + (tallest - 1) * FAN_STEP * h
    right = _BADGE_RIGHT_MULTIPLE if columns > 1 else _BADGE_RIGHT_SINGLE
    return QSizeF(span_w + w * right, span_h + w * (_BADGE_ABOVE + _NAME_BELOW))


def build_offset(groups: Sequence[int], width: float) -> QPointF:
    """From the middle of a build's footprint to the middle of its cards (the item's origin)."""
    right = _BADGE_RIGHT_MULTIPLE if len(groups) > 1 else _BADGE_RIGHT_SINGLE
    return QPointF(-width * right / 2, width * (_BADGE_ABOVE - _NAME_BELOW) / 2)


def flow(
    sizes: Sequence[QSizeF], area: QRectF, gap_x: float, gap_y: float
) -> list[QPointF] | None:
    """Centres of boxes of ``sizes`` laid in rows (each centred) in ``area``,
    in order; None when they do not fit."""
    rows: list[list[int]] = []
    widths: list[float] = []
    current: list[int] = []
    used = 0.0
    for i, size in enumerate(sizes):
        need = size.width() + (gap_x if current else 0.0)
        if current and used + need > area.width():
            rows.append(current)
            widths.append(used)
            current, used = [], 0.0
            need = size.width()
        if size.width() > area.width():
            return None
        current.append(i)
        used += need
    if current:
        rows.append(current)
        widths.append(used)
    heights = [max(sizes[i].height() for i in r) for r in rows]
    total = sum(heights) + gap_y * max(0, len(rows) - 1)
    if total > area.height():
        return None
    out: list[QPointF] = [QPointF()] * len(sizes)
    y = area.center().y() - total / 2
    for r, width, height in zip(rows, widths, heights, strict=True):
        x = area.center().x() - width / 2
        for i in r:
            size = sizes[i]
            out[i] = QPointF(x + size.width() / 2, y + height / 2)
            x += size.width() + gap_x
        y += height + gap_y
    return out


def table_layout(
    shapes: Sequence[tuple[int, ...] | None], area: QRectF = TABLE_AREA
) -> tuple[float, list[QPointF]]:
    """The card width and the centres of the table's items (``None``: a loose
    card; a tuple: a build's group sizes), shrinking the cards until all fit."""
    width = TABLE_CARD_WIDTH
    while True:
        sizes = [
            card_footprint(width) if shape is None else build_footprint(shape, width)
            for shape in shapes
        ]
        centres = flow(sizes, area, width * 0.28, width * 0.3)
        if centres is not None or width <= SMALLEST_TABLE_CARD:
            break
        width = max(SMALLEST_TABLE_CARD, width * 0.9)
    if centres is None:
        # more than ever fits: let the rows run over the edges rather than hide a card
        big = area.adjusted(-area.width(), -area.height(), area.width(), area.height())
        centres = flow(sizes, big, width * 0.2, width * 0.2) or [area.center()] * len(shapes)
    adjusted: list[QPointF] = []
    for shape, centre in zip(shapes, centres, strict=True):
        # a build's cards sit above its name and left of its badge
        adjusted.append(centre if shape is None else centre + build_offset(shape, width))
    return width, adjusted


