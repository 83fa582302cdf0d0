"""A die on the table drawn from sprites: the same picture as ``paint_die``, copied.

``paint_die`` paints a die from gradients (a shadow of five layers, a halo of seven, the
body, the pips); twenty dice rolling at once would repaint all of it on every frame.
Here each part is painted once per look and scale into a shared ``SpriteCache`` and
copied: the shadow per tenth of ``lift``, the halo at full strength (faded by ``glow``,
which is what ``paint_die`` does to its colours), the body with its pips per face,
the dimming veil (faded by ``dim``).  A turning die keeps its sprites: a rotation does
not change their resolution; nor does the die's own ``scale()`` (a die popping at the
reveal, shrinking as it is lost): its sprites are stretched for that moment, not painted
anew for every step of it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tablegames_qt.ui.dice import die_painter
from tablegames_qt.ui.dice.die_painter import CORNER, GLOW_MARGIN, die_rect
from tablegames_qt.ui.dice.palette import GLOW, DieStyle
from tablegames_qt.ui.sprites import SpriteCache

#: every die of every table shares these pictures
SPRITES = SpriteCache(capacity=800)
#: steps of ``lift`` that get a shadow of their own
LIFT_STEPS = 10
#: how far beyond the die each part reaches, as a share of its edge
_SHADOW_REACH = 0.62
_GLOW_REACH = GLOW_MARGIN + 0.02
_BODY_REACH = 0.04


def _around(size: float, reach: float) -> QRectF:
    grow = size * reach
    return die_rect(size).adjusted(-grow, -grow, grow, grow)


def draw_die(
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
    own_scale: float = 1.0,
) -> None:
    """What ``paint_die`` paints, with the same arguments, from cached sprites.

    ``own_scale`` is the die item's own ``scale()`` (see ``SpriteCache.draw``): a die that
    pops, shrinks or flies paints no sprite of its own for each step of it."""
    shown = 0 if blank or face not in die_painter.PIP_LAYOUT else face
    if shadow:
        step = round(min(1.0, max(0.0, lift)) * LIFT_STEPS) / LIFT_STEPS
        SPRITES.draw(
            painter, ("shadow", size, step), _around(size, _SHADOW_REACH),
            lambda p: die_painter.paint_shadow(p, size, step), own_scale=own_scale,
        )
    if glow > 0.0:
        SPRITES.draw(
            painter, ("glow", size), _around(size, _GLOW_REACH),
            lambda p: die_painter.paint_glow(p, size, 1.0), opacity=glow, own_scale=own_scale,
        )
    lit = glow > 0.5

    def body(p: QPainter) -> None:
        die_painter.paint_body(p, size, style, 1.0 if lit else 0.0)
        if shown:
            die_painter.paint_pips(p, size, shown, style)

    SPRITES.draw(painter, ("body", size, shown, style, lit), _around(size, _BODY_REACH), body,
                 own_scale=own_scale)
    if glow > 0.0:
        # The ring's width follows the glow; one stroke, cheaper than a sprite per width.
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        ring = QColor(GLOW)
        ring.setAlpha(round(230 * glow))
        painter.setPen(QPen(ring, size * 0.055 * glow))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = size * 0.01
        radius = size * CORNER
        painter.drawRoundedRect(die_rect(size).adjusted(inset, inset, -inset, -inset), radius, radius)
        painter.restore()
    if dim > 0.0:
        SPRITES.draw(
            painter, ("dim", size), _around(size, _BODY_REACH),
            lambda p: die_painter.paint_dim(p, size, 1.0), opacity=dim, own_scale=own_scale,
        )
