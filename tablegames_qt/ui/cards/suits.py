"""Suit symbols as vector paths, so they look the same on every system.

Font glyphs for ♠♣♥♦ differ between fonts (and some fonts draw them as
outlines or emoji); our own paths keep pips and indices identical everywhere.
Every path fits the box x, y in [-0.5, 0.5] with its centre at the origin and
its point (heart, spade) or stem downwards, so callers only scale and rotate.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QTransform


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.0, 0.5)
    # left half: from the tip up the side, over the lobe, into the notch
    p.cubicTo(-0.12, 0.30, -0.5, 0.08, -0.5, -0.20)
    p.cubicTo(-0.5, -0.40, -0.36, -0.5, -0.24, -0.5)
    p.cubicTo(-0.10, -0.5, -0.02, -0.40, 0.0, -0.28)
    p.cubicTo(0.02, -0.40, 0.10, -0.5, 0.24, -0.5)
    p.cubicTo(0.36, -0.5, 0.5, -0.40, 0.5, -0.20)
    p.cubicTo(0.5, 0.08, 0.12, 0.30, 0.0, 0.5)
    p.closeSubpath()
    return p


def _stem(top: float, half_width: float) -> QPainterPath:
    """A flared foot under a spade or club: narrow where it meets the body."""
    p = QPainterPath()
    p.moveTo(-0.035, top)
    p.quadTo(-0.03, 0.36, -half_width, 0.5)
    p.lineTo(half_width, 0.5)
    p.quadTo(0.03, 0.36, 0.035, top)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    body = QPainterPath()
    body.moveTo(0.0, -0.5)
    body.cubicTo(0.10, -0.30, 0.5, -0.12, 0.5, 0.12)
    body.cubicTo(0.5, 0.30, 0.37, 0.38, 0.25, 0.38)
    body.cubicTo(0.12, 0.38, 0.04, 0.30, 0.0, 0.22)
    body.cubicTo(-0.04, 0.30, -0.12, 0.38, -0.25, 0.38)
    body.cubicTo(-0.37, 0.38, -0.5, 0.30, -0.5, 0.12)
    body.cubicTo(-0.5, -0.12, -0.10, -0.30, 0.0, -0.5)
    body.closeSubpath()
    return _united(body, _stem(0.2, 0.17))


def _club() -> QPainterPath:
    r = 0.215
    p = QPainterPath()
    p.addEllipse(QPointF(0.0, -0.5 + r), r, r)
    p.addEllipse(QPointF(-0.5 + r, 0.06), r, r)
    p.addEllipse(QPointF(0.5 - r, 0.06), r, r)
    middle = QPainterPath()
    middle.addEllipse(QPointF(0.0, 0.0), 0.12, 0.12)
    return _united(p, middle, _stem(0.0, 0.17))


def _diamond() -> QPainterPath:
    # slightly concave sides, the way printed diamonds are drawn
    w = 0.40
    p = QPainterPath()
    p.moveTo(0.0, -0.5)
    p.quadTo(0.16, -0.20, w, 0.0)
    p.quadTo(0.16, 0.20, 0.0, 0.5)
    p.quadTo(-0.16, 0.20, -w, 0.0)
    p.quadTo(-0.16, -0.20, 0.0, -0.5)
    p.closeSubpath()
    return p


def _united(*parts: QPainterPath) -> QPainterPath:
    """The union of unit-sized shapes.

    Qt flattens curves into polygons for boolean operations with an absolute
    tolerance, which is coarse at unit size; uniting at a large scale and then
    shrinking keeps the outline smooth at any card size.
    """
    up, down = QTransform.fromScale(1000.0, 1000.0), QTransform.fromScale(0.001, 0.001)
    result = QPainterPath()
    for part in parts:
        result = result.united(up.map(part))
    return down.map(result.simplified())


_BUILDERS = {"S": _spade, "C": _club, "H": _heart, "D": _diamond}


@cache
def suit_path(suit: str) -> QPainterPath:
    """The unit shape of ``suit`` ("S" "C" "H" "D"), centred on the origin."""
    return _BUILDERS[suit]()


def suit_path_in(suit: str, rect: QRectF, upside_down: bool = False) -> QPainterPath:
    """The suit shape scaled to fill ``rect`` (keeping its own proportions
    inside the unit box), optionally turned 180° as on the lower half of a card."""
    t = QTransform()
    t.translate(rect.center().x(), rect.center().y())
    if upside_down:
        t.rotate(180.0)
    t.scale(rect.width(), rect.height())
    return t.map(suit_path(suit))
