"""The room and the table itself: a warm, dim room, a wooden rail, green felt.

The room is painted as the view's background, so it also fills the margins left when the
window's shape differs from the scene's; the table is painted once per size on a worker
thread (``table_picture``) and then copied.
"""

from __future__ import annotations

import itertools
import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QConicalGradient,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from tablegames_qt import colours
from tablegames_qt.ui.dice.layout import RAIL, TABLE_CENTRE, TABLE_RX, TABLE_RY
from tablegames_qt.ui.dice.palette import (
    BRASS,
    BRASS_LIGHT,
    FELT_CENTER,
    FELT_EDGE,
    ROOM_CENTER,
    ROOM_EDGE,
)


@lru_cache(maxsize=2)
def _noise(size: int = 160, strength: int = 26, seed: int = 3) -> QImage:
    """A tile of fine speckles: felt fibres over the gradient (an image, not a pixmap:
    the table is painted on a worker thread)."""
    rng = random.Random(seed)
    data = bytearray()
    for _ in range(size * size):
        light = rng.random() < 0.5
        value = 255 if light else 0
        alpha = rng.randint(0, strength)
        # Premultiplied ARGB32, little-endian byte order B, G, R, A.
        c = value * alpha // 255
        data += bytes((c, c, c, alpha))
    image = QImage(bytes(data), size, size, size * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()


_RAIL_PROFILE = (
    (0.0, QColor(colours.RAIL_SHADOW_OUTER)),
    (0.1, QColor(colours.RAIL_SHADOW)),
    (0.3, QColor(colours.RAIL_HIGHLIGHT)),
    (0.42, QColor(colours.RAIL_LIGHT)),
    (0.7, QColor(colours.RAIL)),
    (0.9, QColor(colours.RAIL_DARK)),
    (1.0, QColor(colours.RAIL_EDGE)),
)


def _rail_colour(t: float) -> QColor:
    for (t0, c0), (t1, c1) in itertools.pairwise(_RAIL_PROFILE):
        if t <= t1:
            k = (t - t0) / (t1 - t0)
            return QColor(
                round(c0.red() + (c1.red() - c0.red()) * k),
                round(c0.green() + (c1.green() - c0.green()) * k),
                round(c0.blue() + (c1.blue() - c0.blue()) * k),
            )
    return _RAIL_PROFILE[-1][1]


def _ellipse(rx: float, ry: float) -> QRectF:
    return QRectF(TABLE_CENTRE.x() - rx, TABLE_CENTRE.y() - ry, 2 * rx, 2 * ry)


def paint_room(painter: QPainter, exposed: QRectF) -> None:
    gradient = QRadialGradient(TABLE_CENTRE, TABLE_RX * 1.35)
    gradient.setColorAt(0.0, ROOM_CENTER)
    gradient.setColorAt(0.65, ROOM_CENTER.darker(170))
    gradient.setColorAt(1.0, ROOM_EDGE)
    painter.fillRect(exposed, gradient)


def paint_table(painter: QPainter) -> None:
    """The table on the floor: its shadow, the wooden rail, the brass inlay and the felt."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outer = _ellipse(TABLE_RX, TABLE_RY)
    felt = _ellipse(TABLE_RX - RAIL, TABLE_RY - RAIL)

    # The table's shadow on the floor.
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(10):
        grow = 6.0 * i
        painter.setBrush(QColor(*colours.rgba(colours.SHADOW, 30 - 3 * i)))
        painter.drawEllipse(outer.adjusted(-grow, -grow * 0.7, grow, grow * 0.7).translated(0, 22))

    _paint_rail(painter, outer, felt)
    # Brass inlay between rail and felt.
    painter.setPen(QPen(BRASS, 3.0))
    painter.drawEllipse(felt.adjusted(-2, -2, 2, 2))
    _paint_felt(painter, felt)
    painter.restore()


def _paint_rail(painter: QPainter, outer: QRectF, felt: QRectF) -> None:
    """The wooden rail, turned like a bolster: nested rings whose colour follows the
    profile from the dark outer lip over a lit crown to the inner edge."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    steps = 32
    for i in range(steps):
        t = (i + 0.5) / steps
        inset = RAIL * t
        painter.setPen(QPen(_rail_colour(t), RAIL / steps + 1.2))
        painter.drawEllipse(outer.adjusted(inset, inset, -inset, -inset))
    ring = QPainterPath()
    ring.addEllipse(outer)
    ring.addEllipse(felt)
    # Light falls from above the table: the far rail is brighter than the near one.
    light = QLinearGradient(0, outer.top(), 0, outer.bottom())
    light.setColorAt(0.0, QColor(*colours.rgba(colours.LAMPLIGHT, 40)))
    light.setColorAt(0.5, QColor(*colours.rgba(colours.LAMPLIGHT, 0)))
    light.setColorAt(1.0, QColor(*colours.rgba(colours.SHADOW, 60)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(light)
    painter.drawPath(ring)
    sheen = QConicalGradient(TABLE_CENTRE, 120)
    for stop, alpha in ((0.0, 0), (0.12, 45), (0.25, 0), (0.5, 14), (0.62, 0), (0.8, 24), (1.0, 0)):
        sheen.setColorAt(stop, QColor(*colours.rgba(colours.RAIL_SHEEN, alpha)))
    painter.setBrush(sheen)
    painter.drawPath(ring)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(*colours.rgba(colours.RIM_LINE, 220)), 2.0))
    painter.drawEllipse(outer)


def _paint_felt(painter: QPainter, felt: QRectF) -> None:
    """The felt: lit from above the middle, darker towards the rail, with fibres, the
    rail's soft shadow and a fine printed line round the playing area."""
    cloth = QRadialGradient(TABLE_CENTRE + QPointF(0, -30), TABLE_RX * 0.95)
    cloth.setColorAt(0.0, FELT_CENTER.lighter(118))
    cloth.setColorAt(0.5, FELT_CENTER)
    cloth.setColorAt(1.0, FELT_EDGE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(cloth)
    painter.drawEllipse(felt)
    painter.setBrush(QBrush(_noise()))
    painter.drawEllipse(felt)
    inner_shadow = QPainterPath()
    inner_shadow.addEllipse(felt)
    painter.save()
    painter.setClipPath(inner_shadow)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(8):
        painter.setPen(QPen(QColor(*colours.rgba(colours.SHADOW, 48 - 6 * i)), 3.0))
        painter.drawEllipse(felt.adjusted(1.5 + 2.5 * i, 1.5 + 2.5 * i, -1.5 - 2.5 * i, -1.5 - 2.5 * i))
    painter.restore()
    # as on a casino cloth
    line = QPen(QColor(BRASS_LIGHT.red(), BRASS_LIGHT.green(), BRASS_LIGHT.blue(), 70), 2.0)
    painter.setPen(line)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(_ellipse(TABLE_RX * 0.43, TABLE_RY * 0.34))
    line.setWidthF(1.0)
    painter.setPen(line)
    painter.drawEllipse(_ellipse(TABLE_RX * 0.43 - 8, TABLE_RY * 0.34 - 8))
