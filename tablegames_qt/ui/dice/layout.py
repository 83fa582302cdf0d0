"""Where everything sits on the dice table: pure geometry, no items.

The scene is a fixed 1600 x 1000 stage (the view scales it to fit).  Seats sit
round an ellipse, position 0 at the bottom (the local player) and then
clockwise, as players take turns round a real table.  Each seat has a name
plate on the rail and, inside on the felt, a cup with a row of dice on the
side facing the middle.  Crowded tables get smaller dice in two rows.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, QSizeF

from tablegames_qt.ui.dice.cup_item import HEIGHT as CUP_HEIGHT
from tablegames_qt.ui.dice.cup_item import LIFT_HEIGHT
from tablegames_qt.ui.dice.plate_growth import MAX_BOOST, grown_plate_size, plate_boost

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
    boost: float = 1.0  # the growth of the plate for readable text the layout made room for
    plate_grows: int = 1  # a long name's further lines: +1 below the first, -1 above it

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
        return cup_rect_at(self.cup_pos, self.cup_width)

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

    def plate_reach(self) -> QRectF:
        """The most the plate covers: grown for readable text (``boost``), as wide as a
        long name may make it (``plate_room``) and as tall as a name on NAME_LINES lines,
        its further lines on the ``plate_grows`` side."""
        room = self.plate_room / self.plate_size.width() if self.plate_room else 1.0
        grown = grown_plate_size(self.plate_size, self.boost, room)
        first = self.plate_size.height() * self.boost
        top = self.plate_centre.y() - first / 2 if self.plate_grows > 0 else \
            self.plate_centre.y() + first / 2 - grown.height()
        return QRectF(self.plate_centre.x() - grown.width() / 2, top, grown.width(), grown.height())

    def outward(self) -> QPointF:
        """A unit vector from the table's middle towards this seat."""
        return QPointF(math.cos(self.angle), math.sin(self.angle))


def cup_rect_at(mouth: QPointF, width: float, lift: float = 0.0) -> QRectF:
    """What a cup ``width`` wide covers with its mouth at ``mouth``, raised by ``lift``."""
    h = width * CUP_HEIGHT
    return QRectF(mouth.x() - width * 0.62, mouth.y() - h - width * 0.16 - lift,
                  width * 1.24, h + width * 0.32 + lift)


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


def seat_geometry(position: int, seats: int, boost: float = 1.0,
                  single_cup: bool = False) -> SeatGeometry:
    """Geometry of the seat shown at ``position`` (0 = bottom) of a ``seats`` table whose
    plates grow ``boost`` times for readable text (:func:`table_boost`); with
    ``single_cup`` (Macháček) the seats have no cups of their own, only the one cup's
    spot (:func:`single_cup_spot`)."""
    return _table(seats, boost, single_cup)[position % seats]


def base_plate_size(seats: int) -> QSizeF:
    """A plate's size before it grows for readable text or a long name."""
    scale = max(0.88, _crowding(seats)[0])
    return QSizeF(PLATE_SIZE.width() * scale, PLATE_SIZE.height() * scale)


def table_boost(seats: int, text_floor: float) -> float:
    """The growth a ``seats`` table's plates take for texts of at least ``text_floor``
    scene units (``plate_item.plate_boost``), rounded up to a tenth: the layout makes
    room for it (a few layouts serve every window size)."""
    boost = plate_boost(base_plate_size(seats).height(), text_floor)
    return min(MAX_BOOST, math.ceil(round(boost * 10, 6)) / 10)


def _seat_alone(position: int, seats: int) -> SeatGeometry:
    """A seat's geometry from its place alone (the plate's room for a long name comes
    from the whole table: _table)."""
    angle = seat_angle(position, seats)
    cos, sin = math.cos(angle), math.sin(angle)
    scale, per_row = _crowding(seats)
    bottom = position == 0
    plate_size = base_plate_size(seats)
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
    # A plate grows for a long name away from the middle, off the felt.
    geometry = SeatGeometry(position, angle, plate, plate_size, cup_pos, cup, die, side, per_row,
                            plate_grows=1 if sin >= -1e-9 else -1)
    # Slide the group towards the middle until it keeps clear of its own plate.
    clearance = plate_rect_of(plate, plate_size).adjusted(
        -PLATE_CLEARANCE, -PLATE_CLEARANCE, PLATE_CLEARANCE, PLATE_CLEARANCE)
    return _clear_of(geometry, [clearance])


def plate_rect_of(centre: QPointF, size: QSizeF) -> QRectF:
    return QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2,
                  size.width(), size.height())


def table_layout(seats: int, boost: float = 1.0, single_cup: bool = False) -> list[SeatGeometry]:
    """Geometry for every position of a ``seats`` table, position 0 first, its plates
    grown ``boost`` times for readable text (:func:`table_boost`), each with the room its
    plate has to grow for a long name (:func:`grown_table`)."""
    return list(_table(seats, boost, single_cup))


@lru_cache(maxsize=16 * MAX_SEATS)
def _table(seats: int, boost: float, single_cup: bool) -> tuple[SeatGeometry, ...]:
    if not 1 <= seats <= MAX_SEATS:
        raise ValueError(f"a dice table seats 1 to {MAX_SEATS} players, not {seats}")
    return grown_table([_seat_alone(position, seats) for position in range(seats)], boost,
                       single_cup)


#: the most a plate widens for a long name ("Babička Šestka"), beyond its growth for
#: readable text, and the gap it keeps
NAME_GROWTH = 1.3
PLATE_GAP = 8.0
#: the room kept round a plate for the cups and dice
PLATE_CLEARANCE = 14.0
#: how far a cup may move from its seat for grown plates before the plates give up width
CUP_REACH = 200.0


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def grown_table(layout: Sequence[SeatGeometry], boost: float,
                single_cup: bool = False) -> tuple[SeatGeometry, ...]:
    """The table with its plates grown ``boost`` times for readable text (a small window)
    and for long names (issue 36: ten grown plates lay over each other and the cups, and
    cut "Captai…"). Each plate is reckoned as tall as a name on NAME_LINES lines makes it,
    and as wide as a long name may make it: one factor for the whole table, the largest
    (up to NAME_GROWTH times the text's own growth) for which the plates, moved apart
    along the rail as far as they must, stay on the picture. The cups and dice then move
    in towards the middle, clear of the plates. A plate's further lines go outwards
    (``plate_grows``), so the cups and dice keep their places as far as they can. With
    ``single_cup`` only the one cup's spot at each seat keeps clear of the plates."""
    size = layout[0].plate_size
    widest = NAME_GROWTH * boost * size.width() / grown_plate_size(size, boost).width()
    # at full size the widest plates that leave every cup where it stood; grown (a small
    # window) the widest for which the cups find room; else the plates as far apart as
    # they go (the wider, the less room: the widest is found by halving)
    steps = max(0, math.floor((widest - 1) / 0.05 + 1e-9))

    def at(step: int) -> tuple[SeatGeometry, ...] | None:
        return _grown_at(layout, boost, 1.0 + step * 0.05, single_cup, settle=True)

    def fits(table: tuple[SeatGeometry, ...] | None) -> bool:
        return table is not None and _cups_clear(table, single_cup)

    def unmoved(table: tuple[SeatGeometry, ...] | None) -> bool:
        return fits(table) and table is not None and all(
            g.cup_pos == alone.cup_pos for g, alone in zip(table, layout, strict=True))

    def near(table: tuple[SeatGeometry, ...] | None) -> bool:
        return fits(table) and table is not None and all(
            _distance(g.cup_pos, alone.cup_pos) <= CUP_REACH for g, alone in zip(table, layout, strict=True))

    for good in ((unmoved, fits) if boost == 1.0 else (near, fits)):
        found = _widest(steps, lambda step: good(at(step)))  # noqa: B023 (used at once)
        if found is not None:
            table = at(found)
            assert table is not None
            return table
    table = _grown_at(layout, boost, 1.0, single_cup, settle=False)
    assert table is not None
    return table


def _widest(steps: int, good: Callable[[int], bool]) -> int | None:
    """The largest step of 0..``steps`` that is ``good`` (the good ones the smaller
    ones), or None."""
    if not good(0):
        return None
    low, high = 0, steps  # good(low); the answer lies in low..high
    while low < high:
        middle = (low + high + 1) // 2
        if good(middle):
            low = middle
        else:
            high = middle - 1
    return low


def _grown_at(layout: Sequence[SeatGeometry], boost: float, factor: float, single_cup: bool,
              settle: bool) -> tuple[SeatGeometry, ...] | None:
    """The table with plates ``factor`` times as wide as the text's growth makes them,
    spread apart and the cups moved clear of them; None when the plates do not fit."""
    size = layout[0].plate_size
    grown = grown_plate_size(size, boost, factor)
    # where each plate's tallest reaches: from its first line outwards
    reach = [QPointF(0, g.plate_grows * (grown.height() - size.height() * boost) / 2)
             for g in layout]
    spread = _spread([g.plate_centre + r for g, r in zip(layout, reach, strict=True)], grown,
                     settle=settle)
    if spread is None:
        return None
    gap = PLATE_GAP / 2
    plates = [plate_rect_of(c, grown).adjusted(-gap, -gap, gap, gap) for c in spread]
    # the local player's cup first, then each seat's clear of the plates and of the cups
    # placed before it
    table: list[SeatGeometry] = []
    for g, c, r in zip(layout, spread, reach, strict=True):
        placed = [] if single_cup else [_cups(t, False).adjusted(-4, -4, 4, 4) for t in table]
        table.append(replace(_clear_of(g, [*plates, *placed], single_cup), plate_centre=c - r,
                             plate_room=size.width() * factor, boost=boost))
    return tuple(table)


def _cups_clear(table: Sequence[SeatGeometry], single_cup: bool) -> bool:
    """Whether every seat's cups and dice keep clear of every plate and of each other."""
    plates = [g.plate_reach() for g in table]
    groups = [_cups(g, single_cup) for g in table]
    if any(group.intersects(plate) for group in groups for plate in plates):
        return False
    return single_cup or not any(a.intersects(b) for i, a in enumerate(groups) for b in groups[i + 1:])


def _spread(centres: Sequence[QPointF], size: QSizeF, settle: bool = True) -> list[QPointF] | None:
    """Plates of ``size`` at ``centres`` pushed apart (along the shorter way out of each
    overlap) until PLATE_GAP lies between any two and each lies on the picture; None
    when they cannot be (unless not ``settle``: then as far as they got)."""
    inside = SCENE_RECT.adjusted(4, 4, -4, -4)
    width, height = size.width() + PLATE_GAP, size.height() + PLATE_GAP
    low_x, high_x = inside.left() + size.width() / 2, inside.right() - size.width() / 2
    low_y, high_y = inside.top() + size.height() / 2, inside.bottom() - size.height() / 2
    if low_x > high_x or low_y > high_y:
        return None
    xs, ys = [c.x() for c in centres], [c.y() for c in centres]
    count = len(xs)
    for _ in range(200):
        moved = False
        for i in range(count):
            for j in range(i + 1, count):
                dx, dy = xs[j] - xs[i], ys[j] - ys[i]
                over_x, over_y = width - abs(dx), height - abs(dy)
                if over_x <= 0.01 or over_y <= 0.01:
                    continue
                moved = True
                if over_x < over_y:
                    push = math.copysign(over_x / 2 + 0.01, dx)
                    xs[i] -= push
                    xs[j] += push
                else:
                    push = math.copysign(over_y / 2 + 0.01, dy)
                    ys[i] -= push
                    ys[j] += push
        for i in range(count):
            x, y = min(max(xs[i], low_x), high_x), min(max(ys[i], low_y), high_y)
            moved = moved or (x, y) != (xs[i], ys[i])
            xs[i], ys[i] = x, y
        if not moved:
            break
    else:
        if settle:
            return None
    return [QPointF(x, y) for x, y in zip(xs, ys, strict=True)]


def _cups(geometry: SeatGeometry, single_cup: bool) -> QRectF:
    """What the seat's cup and dice cover: its own, or the one cup's at its seat."""
    return single_cup_spot(geometry).area() if single_cup else geometry.group_rect(5)


def _clear_of(geometry: SeatGeometry, plates: Sequence[QRectF], single_cup: bool = False) -> SeatGeometry:
    """``geometry`` with its cup and dice moved the shortest way (towards the middle,
    straight across or straight up or down, never past the middle) that keeps them clear
    of everything in ``plates``; boxed in, to the nearest clear place on the felt."""
    box = _cups(geometry, single_cup)
    # what the cups cover moves in step with the seat's cup (Macháček's spot by less)
    probe = _cups(replace(geometry, cup_pos=geometry.cup_pos + QPointF(100, 100)), single_cup)
    kx, ky = (probe.center().x() - box.center().x()) / 100, (probe.center().y() - box.center().y()) / 100

    def covered(offset: QPointF) -> QRectF:
        return box.translated(offset.x() * kx, offset.y() * ky)

    def clear(offset: QPointF) -> bool:
        moved = covered(offset)
        return not any(moved.intersects(plate) for plate in plates)

    towards = TABLE_CENTRE - box.center()
    ways = [(way, math.hypot(way.x(), way.y()))
            for way in (towards, QPointF(towards.x(), 0), QPointF(0, towards.y()))]
    ways = [(way, length) for way, length in ways if length >= 1]
    offset = next((way * (5.0 * step / length) for step in range(101) for way, length in ways
                   if 5.0 * step <= length and clear(way * (5.0 * step / length))), None)
    if offset is None:
        offset = next((o for o in _NEAREST if clear(o) and _on_felt(covered(o))), towards)
    return replace(geometry, cup_pos=geometry.cup_pos + offset)


#: offsets by distance, for a cup that no straight way frees
_NEAREST = sorted((QPointF(x * 15.0, y * 15.0) for x in range(-30, 31) for y in range(-30, 31)),
                  key=lambda p: math.hypot(p.x(), p.y()))


def _on_felt(rect: QRectF) -> bool:
    """Whether ``rect`` lies on the cloth, inside the rail."""
    rx, ry = TABLE_RX - RAIL, TABLE_RY - RAIL
    cx, cy = TABLE_CENTRE.x(), TABLE_CENTRE.y()
    far_x = max(abs(rect.left() - cx), abs(rect.right() - cx)) / rx
    far_y = max(abs(rect.top() - cy), abs(rect.bottom() - cy)) / ry
    return far_x * far_x + far_y * far_y <= 1


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
    aside: QPointF  # where the cup, lifted, is set aside to show the dice

    def area(self) -> QRectF:
        """All the cup and its dice cover at this seat: closed, peeked at and opened."""
        rect = cup_rect_at(self.cup_pos, self.cup_width).united(cup_rect_at(
            self.aside, self.cup_width, self.cup_width * CUP_HEIGHT * LIFT_HEIGHT * 0.5))
        half = self.die_size * 0.6
        for p in (*self.under, *self.beside):
            rect = rect.united(QRectF(p.x() - half, p.y() - half, 2 * half, 2 * half))
        return rect


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
    aside = cup_pos + QPointF(-geometry.side * cup_width, cup_width * 0.1)
    return SingleCupSpot(cup_pos, cup_width, die, under, beside, aside)
