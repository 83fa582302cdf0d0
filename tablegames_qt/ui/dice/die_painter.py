"""Painting of one die in vector form, shared by :class:`DieItem` and the pixmaps.

A die is painted centred on the origin with edge ``size``.  ``face`` 0 or
``blank=True`` paints a die without pips: hidden dice go through here with no
face at all, so their face cannot leak into a picture.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from tablegames_qt import colours
from tablegames_qt.ui.dice.palette import GLOW, DieStyle, pip_shades

PIP_LAYOUT: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}

CORNER = 0.21  # corner radius as a fraction of the edge
GLOW_MARGIN = 0.34  # room the halo needs around the die, as a fraction of the edge


def die_rect(size: float) -> QRectF:
    return QRectF(-size / 2, -size / 2, size, size)


def paint_shadow(painter: QPainter, size: float, lift: float = 0.0) -> None:
    """A soft contact shadow; a lifted die casts a wider, fainter one further away."""
    offset = QPointF(size * (0.05 + 0.22 * lift), size * (0.08 + 0.30 * lift))
    spread = size * (0.02 + 0.10 * lift)
    strength = 1.0 - 0.55 * lift
    painter.setPen(Qt.PenStyle.NoPen)
    layers = 5
    for i in range(layers):
        grow = spread + size * 0.035 * i
        rect = die_rect(size).adjusted(-grow, -grow, grow, grow).translated(offset)
        painter.setBrush(QColor(*colours.rgba(colours.SHADOW, round(34 * strength * (1 - i / layers)))))
        radius = size * CORNER + grow
        painter.drawRoundedRect(rect, radius, radius)


def paint_glow(painter: QPainter, size: float, glow: float) -> None:
    if glow <= 0.0:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    layers = 7
    for i in range(layers, 0, -1):
        grow = size * GLOW_MARGIN * i / layers
        color = QColor(GLOW)
        color.setAlpha(round(glow * 95 * (1 - (i - 1) / layers) ** 1.5))
        painter.setBrush(color)
        rect = die_rect(size).adjusted(-grow, -grow, grow, grow)
        radius = size * CORNER + grow
        painter.drawRoundedRect(rect, radius, radius)


def paint_body(painter: QPainter, size: float, style: DieStyle, glow: float) -> None:
    rect = die_rect(size)
    radius = size * CORNER
    # Light comes from the top left: a bright corner, a shaded far edge.
    gradient = QRadialGradient(QPointF(-size * 0.28, -size * 0.32), size * 1.15)
    gradient.setColorAt(0.0, style.body.lighter(118))
    gradient.setColorAt(0.55, style.body)
    gradient.setColorAt(1.0, style.body.darker(135))
    edge_width = max(0.6, size * 0.028)
    edge = QColor(GLOW).darker(115) if glow > 0.5 else style.edge
    painter.setPen(QPen(edge, edge_width))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, radius, radius)
    # The flat face inside the rounded edges catches a little more light.
    inset = size * 0.085
    face = rect.adjusted(inset, inset, -inset, -inset)
    face_gradient = QRadialGradient(QPointF(-size * 0.15, -size * 0.18), size * 0.75)
    top = QColor(*colours.rgba(colours.SHEEN, 46))
    face_gradient.setColorAt(0.0, top)
    face_gradient.setColorAt(1.0, QColor(*colours.rgba(colours.SHEEN, 0)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(face_gradient)
    painter.drawRoundedRect(face, radius * 0.7, radius * 0.7)
    # Specular rim along the top edge.
    rim = QPainterPath()
    rim.addRoundedRect(rect.adjusted(edge_width, edge_width, -edge_width, -edge_width), radius, radius)
    painter.setPen(QPen(QColor(*colours.rgba(colours.SHEEN, 70)), max(0.5, size * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.save()
    painter.setClipRect(QRectF(rect.left(), rect.top(), size, size * 0.45))
    painter.drawPath(rim)
    painter.restore()


def paint_pips(painter: QPainter, size: float, face: int, style: DieStyle) -> None:
    step = size * 0.255
    # Tiny dice (icons) need fatter pips to stay legible.
    boost = 1.0 + max(0.0, 28.0 - size) / 28.0 * 0.4
    for col, row in PIP_LAYOUT[face]:
        centre = QPointF(col * step, row * step)
        if face == 1:
            radius = size * 0.135 * min(boost, 1.15)
            color = style.one
        else:
            radius = size * 0.088 * boost
            color = style.pip
        # A pip is a hollow: dark at the lit rim, lighter towards the shaded side.
        gradient = QRadialGradient(centre + QPointF(radius * 0.35, radius * 0.35), radius * 1.2)
        middle, rim = pip_shades(color)  # the shades its contrast was chosen by
        gradient.setColorAt(0.0, middle)
        gradient.setColorAt(1.0, rim)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(QColor(*colours.rgba(colours.SHEEN, 60)), max(0.4, size * 0.012)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        arc = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawArc(arc, -30 * 16, -120 * 16)


def paint_die(
    painter: QPainter,
    size: float,
    face: int,
    style: DieStyle,
    *,
    glow: float = 0.0,
    dim: float = 0.0,
    lift: float = 0.0,
    shadow: bool = True,
    blank: bool = False,
) -> None:
    """Paint a die of edge ``size`` centred on the painter's origin.

    ``glow`` and ``dim`` run from 0 to 1; ``lift`` (0 to 1) moves the shadow as
    if the die were in the air.  Pips are painted only for a face 1-6 when
    ``blank`` is false.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if shadow:
        paint_shadow(painter, size, lift)
    paint_glow(painter, size, glow)
    paint_body(painter, size, style, glow)
    if not blank and face in PIP_LAYOUT:
        paint_pips(painter, size, face, style)
    if glow > 0.0:
        ring = QColor(GLOW)
        ring.setAlpha(round(230 * glow))
        painter.setPen(QPen(ring, size * 0.055 * glow))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = size * 0.01
        radius = size * CORNER
        painter.drawRoundedRect(die_rect(size).adjusted(inset, inset, -inset, -inset), radius, radius)
    paint_dim(painter, size, dim)
    painter.restore()


def paint_dim(painter: QPainter, size: float, dim: float) -> None:
    """The veil over a die that does not count."""
    if dim <= 0.0:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(*colours.rgba(colours.DIE_VEIL, round(125 * dim))))
    radius = size * CORNER
    painter.drawRoundedRect(die_rect(size), radius, radius)
