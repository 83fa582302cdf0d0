"""Where everything sits on the dice table: pure geometry, no items.

The scene is a fixed 1600 x 1000 stage (the view scales it to fit).  Seats sit
round an ellipse, position 0 at the bottom (the local player) and then
clockwise, as players take turns round a real table.  Each seat has a name
plate on the rail and, inside on the felt, a cup with a row of dice on the
side facing the middle.  Crowded tables get smaller dice in two rows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSizeF

from tablegames_qt.ui.dice.cup_item import HEIGHT as CUP_HEIGHT

SCENE_RECT = QRectF(0, 0, 1600, 1000)
TABLE_CENTRE = QPointF(800, 484)
TABLE_RX = 680.0  # outer edge of the wooden rail
TABLE_RY = 418.0
RAIL = 48.0
PLATE_SIZE = QSizeF(224, 64)
MAX_SEATS = 10


@dataclass(frozen=True)
class SeatGeometry:
    position: int  # 0 = bottom, then clockwise
    angle: float  # radians, screen coordinates (y down)
    plate_centre: QPointF
    plate_size: QSizeF
    cup_pos: QPointF  # middle of the cup's mouth on the felt
    cup_width: float
    die_size: float
    side: int  # +1: the dice row runs to the right of the cup, -1: to the left
    per_row: int
    plate_room: float = 0.0  # the widest the plate may grow for a long name (0: its width)

    @property
    def pitch(self) -> float:
        return self.die_size * 1.2

    def slot(self, index: int, count: int = 5) -> QPointF:
        """Where die ``index`` of a seat's ``count`` dice lies, in its row beside the cup."""
        per_row = self.per_row
        rows = max(1, math.ceil(count / per_row))
        row, col = divmod(index, per_row)
        x0 = self.cup_pos.x() + self.side * (self.cup_width * 0.62 + self.die_size * 0.55)
        mid_y = self.cup_pos.y() - self.cup_width * CUP_HEIGHT * 0.3
        y = mid_y + (row - (rows - 1) / 2) * self.pitch
        return QPointF(x0 + self.side * col * self.pitch, y)

    def under_cup(self, index: int, count: int = 5) -> QPointF:
        """Where die ``index`` lies while covered by the cup: a small heap under its mouth."""
        spread = self.cup_width * 0.2
        angle = index * 2.4
        radius = 0.0 if count <= 1 else spread * (0.4 + 0.6 * (index % 3) / 2)
        return QPointF(
            self.cup_pos.x() + math.cos(angle) * radius,
            self.cup_pos.y() - self.die_size * 0.45 + math.sin(angle) * radius * 0.35,
        )

    def cup_rect(self) -> QRectF:
        w = self.cup_width
        h = w * CUP_HEIGHT
        return QRectF(self.cup_pos.x() - w * 0.62, self.cup_pos.y() - h - w * 0.16,
                      w * 1.24, h + w * 0.32)

    def dice_rect(self, count: int = 5) -> QRectF:
        half = self.die_size * 0.6
        rect = QRectF()
        for i in range(count):
            p = self.slot(i, count)
            rect = rect.united(QRectF(p.x() - half, p.y() - half, 2 * half, 2 * half))
        return rect

    def group_rect(self, count: int = 5) -> QRectF:
        return self.cup_rect().united(self.dice_rect(count))

    def plate_rect(self) -> QRectF:
        return plate_rect_of(self.plate_centre, self.plate_size)

    def outward(self) -> QPointF:
        """A unit vector from the table's middle towards this seat."""
        return QPointF(math.cos(self.angle), math.sin(self.angle))


def _crowding(seats: int) -> tuple[float, int]:
    """Scale of cups and dice, and dice per row, for a table of ``seats``."""
    if seats <= 4:
        return 1.0, 5
    if seats <= 6:
        return 0.92, 5
    if seats <= 8:
        return 0.86, 3
    return 0.78, 3


def seat_angle(position: int, seats: int) -> float:
    return math.pi / 2 + 2 * math.pi * position / seats


def seat_geometry(position: int, seats: int) -> SeatGeometry:
    """Geometry of the seat shown at ``position`` (0 = bottom) of a ``seats`` table."""
    return _table(seats)[position % seats]


def _seat_alone(position: int, seats: int) -> SeatGeometry:
    """A seat's geometry from its place alone (the plate's room for a long name comes
    from the whole table: _table)."""
    angle = seat_angle(position, seats)
    cos, sin = math.cos(angle), math.sin(angle)
    scale, per_row = _crowding(seats)
    bottom = position == 0
    plate_scale = max(0.88, scale)
    plate_size = QSizeF(PLATE_SIZE.width() * plate_scale, PLATE_SIZE.height() * plate_scale)
    plate_rx = TABLE_RX - RAIL * 0.5
    plate_ry = TABLE_RY - RAIL * 0.5
    plate = QPointF(TABLE_CENTRE.x() + plate_rx * cos, TABLE_CENTRE.y() + plate_ry * sin)

    # The local player's own dice are larger, as far as the neighbours leave room.
    own = 1.3 if seats <= 8 else 1.12
    die = 40.0 * scale * (own if bottom else 1.0)
    cup = 80.0 * scale * (1.18 if bottom else 1.0)
    per_row = 5 if bottom else per_row
    # On the right half of the table the dice lie on the cup's inner (left) side.
    side = -1 if cos > 0.3 else 1
    # The group (cup plus its dice row) is centred on an inner ellipse.
    inner_rx = plate_rx - plate_size.width() * 0.5 - 150 * scale
    inner_ry = plate_ry - plate_size.height() * 0.5 - 110 * scale
    if bottom:
        inner_ry -= 8
    centre = QPointF(TABLE_CENTRE.x() + inner_rx * cos, TABLE_CENTRE.y() + inner_ry * sin)
    probe = SeatGeometry(position, angle, plate, plate_size, QPointF(0, 0), cup, die, side, per_row)
    cup_pos = centre - probe.group_rect(5).center()
    geometry = SeatGeometry(position, angle, plate, plate_size, cup_pos, cup, die, side, per_row)
    # Slide the group towards the middle until it keeps clear of its own plate.
    clearance = plate_rect_of(plate, plate_size).adjusted(-14, -14, 14, 14)
    for _ in range(60):
        box = geometry.group_rect(5)
        if not box.intersects(clearance):
            break
        towards = TABLE_CENTRE - box.center()
        length = math.hypot(towards.x(), towards.y()) or 1.0
        cup_pos = cup_pos + towards * (5.0 / length)
        geometry = SeatGeometry(position, angle, plate, plate_size, cup_pos, cup, die, side,
                                per_row)
    return geometry


def plate_rect_of(centre: QPointF, size: QSizeF) -> QRectF:
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2,
                  size.width(), size.height())


def table_layout(seats: int) -> list[SeatGeometry]:
    """Geometry for every position of a ``seats`` table, position 0 first, each with the
    room its plate has to grow for a long name (:func:`plate_growth`)."""
    return list(_table(seats))


@lru_cache(maxsize=MAX_SEATS)
def _table(seats: int) -> tuple[SeatGeometry, ...]:
    if not 1 <= seats <= MAX_SEATS:
        raise ValueError(f"a dice table seats 1 to {MAX_SEATS} players, not {seats}")
    layout = [_seat_alone(position, seats) for position in range(seats)]
    factor = plate_growth(layout)
    return tuple(replace(g, plate_room=g.plate_size.width() * factor) for g in layout)


#: the most a plate widens for a long name ("Babička Šestka"), and the gap it keeps
NAME_GROWTH = 1.3
PLATE_GAP = 8.0


def plate_growth(layout: Sequence[SeatGeometry]) -> float:
    """The factor (1 to NAME_GROWTH) every plate of the table may widen by and still lie
    inside the picture, clear of every other plate and of every seat's cup and dice."""
    inside = SCENE_RECT.adjusted(4, 0, -4, 0)
    groups = [g.group_rect(5) for g in layout]
    for step in range(round((NAME_GROWTH - 1) * 100), -1, -1):
        factor = 1.0 + step / 100
        plates = [widened(g.plate_rect(), factor) for g in layout]
        if not all(inside.contains(p) for p in plates):
            continue
        spaced = [p.adjusted(-PLATE_GAP / 2, 0, PLATE_GAP / 2, 0) for p in plates]
        if any(a.intersects(b) for i, a in enumerate(spaced) for b in spaced[i + 1 :]):
            continue
        if any(p.intersects(box) for p in plates for box in groups):
            continue
        return factor
    return 1.0


def widened(rect: QRectF, factor: float) -> QRectF:
    """``rect`` ``factor`` times as wide, about its centre."""
    extra = rect.width() * (factor - 1) / 2
    return rect.adjusted(-extra, 0, extra, 0)


SINGLE_CUP_SCALE = 1.3  # Macháček's one cup is bigger than a Perudo seat's
SINGLE_DIE_SCALE = 1.12


@dataclass(frozen=True)
class SingleCupSpot:
    """Where Macháček's travelling cup stands at one seat, and its two dice."""

    cup_pos: QPointF
    cup_width: float
    die_size: float
    under: tuple[QPointF, QPointF]  # the dice under the cup
    beside: tuple[QPointF, QPointF]  # the dice shown to the holder, next to the cup


def single_cup_spot(geometry: SeatGeometry) -> SingleCupSpot:
    cup_width = geometry.cup_width * SINGLE_CUP_SCALE
    die = geometry.die_size * SINGLE_DIE_SCALE
    pitch = die * 1.2
    # The cup and the two dice beside it stand where a Perudo seat's group is, drawn a
    # little towards the middle: the single cup is bigger and is set aside when opened.
    group = geometry.group_rect(5).center()
    centre = group + (TABLE_CENTRE - group) * 0.22
    x = centre.x() - geometry.side * pitch
    cup_pos = QPointF(x, geometry.cup_pos.y() + (centre.y() - group.y()))
    dx = min(cup_width * 0.26, die * 0.6)
    y = cup_pos.y() - die * 0.45
    under = (QPointF(x - dx, y), QPointF(x + dx, y))
    first = x + geometry.side * (cup_width * 0.62 + die * 0.55)
    y_beside = cup_pos.y() - die * 0.7
    beside = (QPointF(first, y_beside), QPointF(first + geometry.side * pitch, y_beside))
    return SingleCupSpot(cup_pos, cup_width, die, under, beside)
