"""``CupItem``: a leather dice cup standing upside down on the table.

The item's origin is the middle of the cup's mouth where it rests on the felt,
so dice "under the cup" sit at the cup's position.  ``width`` is the mouth's
width in scene units; ``accent`` colours the leather band (the seat's dice
colour); ``count`` (or None) is shown on a brass badge.

Animatable: ``lift`` (0 = resting, 1 = raised clear of the dice it covers),
plus QGraphicsObject's ``pos``, ``rotation`` (about the cup's middle),
``scale`` and ``opacity``.  Ready-made animations: ``shake_animation()``,
``lift_animation()`` and ``lower_animation()``; all follow ``anim.speed()``.
"""

from __future__ import annotations

import random
from typing import cast

from PySide6.QtCore import Property, QAbstractAnimation, QEasingCurve, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tablegames_qt import colours
from tablegames_qt.ui import anim, override
from tablegames_qt.ui.dice.palette import (
    BRASS,
    BRASS_DARK,
    BRASS_LIGHT,
    LEATHER,
    LEATHER_DARK,
    LEATHER_LIGHT,
)
from tablegames_qt.ui.sprites import ItemSprite, SpriteCache

HEIGHT = 1.08  # cup height as a fraction of the mouth width
LIFT_HEIGHT = 0.95  # how far a fully lifted cup rises, as a fraction of its height
#: the cups' shadows, per width and twentieth of lift: every cup of a table rises alike
SHADOWS = SpriteCache(capacity=96)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
        round(a.alpha() + (b.alpha() - a.alpha()) * t),
    )


def badge_font(pixel_size: float, *, bold: bool = True) -> QFont:
    font = QFont()
    font.setFamilies(["Georgia", "DejaVu Serif", "Times New Roman", "serif"])
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


class CupItem(QGraphicsObject):
    def __init__(
        self,
        width: float = 80.0,
        accent: QColor | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._width = float(width)
        self._accent = QColor(accent) if accent is not None else QColor(colours.CUP_BAND)
        self._lift = 0.0
        self._count: int | None = None
        self._grain = self._make_grain()
        # The cup and its shadow are pictures painted once and copied while the cup
        # shakes or rises (an item cache would be thrown away at every turn of it); the
        # shadows, one per twentieth of lift, are shared by every cup (SHADOWS).
        self._body_sprite = ItemSprite()
        self.setTransformOriginPoint(0.0, -self.height / 2)

    @property
    def width(self) -> float:
        return self._width

    @width.setter
    def width(self, value: float) -> None:
        if value != self._width:
            self.prepareGeometryChange()
            self._width = float(value)
            self.setTransformOriginPoint(0.0, -self.height / 2)

    @property
    def height(self) -> float:
        return self._width * HEIGHT

    @property
    def accent(self) -> QColor:
        return QColor(self._accent)

    @accent.setter
    def accent(self, color: QColor) -> None:
        self._accent = QColor(color)
        self.update()

    @property
    def count(self) -> int | None:
        """The number on the badge, or None for no badge."""
        return self._count

    @count.setter
    def count(self, value: int | None) -> None:
        if value != self._count:
            self._count = value
            self.update()

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = max(0.0, min(1.2, float(value)))
        self.update()

    lift = cast(float, Property(float, _get_lift, _set_lift))

    @property
    def lifted(self) -> bool:
        return self._lift > 0.5

    # -- animations ---------------------------------------------------------------
    def shake_animation(self, rounds: int = 4, ms_per_swing: float = 85) -> QAbstractAnimation:
        """Raise the cup a little, rattle it ``rounds`` times, set it down with a bump."""
        swings: list[QAbstractAnimation] = [
            anim.parallel(
                anim.prop(self, b"lift", 0.16, 140),
                anim.prop(self, b"rotation", -9.0, 140),
            )
        ]
        for i in range(rounds):
            amplitude = 15.0 - 2.0 * i
            swings.append(
                anim.prop(self, b"rotation", amplitude, ms_per_swing,
                          easing=QEasingCurve.Type.InOutSine)
            )
            swings.append(
                anim.prop(self, b"rotation", -amplitude * 0.9, ms_per_swing,
                          easing=QEasingCurve.Type.InOutSine)
            )
        swings.append(
            anim.parallel(
                anim.prop(self, b"rotation", 0.0, 160, easing=QEasingCurve.Type.OutBack),
                anim.prop(self, b"lift", 0.0, 220, easing=QEasingCurve.Type.OutBounce),
            )
        )
        return anim.sequential(*swings)

    def lift_animation(self, lift: float = 1.0, ms: float = 420) -> QAbstractAnimation:
        return anim.prop(self, b"lift", lift, ms, easing=QEasingCurve.Type.OutBack)

    def lower_animation(self, ms: float = 320) -> QAbstractAnimation:
        return anim.prop(self, b"lift", 0.0, ms, easing=QEasingCurve.Type.OutBounce)

    # -- painting --------------------------------------------------------------------
    def _make_grain(self) -> list[tuple[float, float, float, int]]:
        # Seeded so that every cup looks the same from one run to the next.
        rng = random.Random(7)
        return [
            (rng.uniform(-0.45, 0.45), rng.uniform(0.1, 0.9), rng.uniform(0.04, 0.16),
             rng.randint(8, 26))
            for _ in range(46)
        ]

    @override
    def boundingRect(self) -> QRectF:
        w = self._width
        top = self.height * (1 + LIFT_HEIGHT * 1.2) + w * 0.25
        return QRectF(-w * 0.85, -top, w * 1.7, top + w * 0.45)

    def visual_rect(self) -> QRectF:
        """The cup standing on the table, without the room kept for lifting and shadow."""
        return self._body_path().boundingRect()

    def _body_path(self) -> QPainterPath:
        w, h = self._width, self.height
        wt = w * 0.8
        path = QPainterPath(QPointF(-w / 2, 0))
        path.lineTo(-wt / 2, -h)
        path.arcTo(QRectF(-wt / 2, -h - w * 0.13, wt, w * 0.26), 180, -180)
        path.lineTo(w / 2, 0)
        path.arcTo(QRectF(-w / 2, -w * 0.16, w, w * 0.32), 0, -180)
        path.closeSubpath()
        return path

    def _lower_arc(self, rise: float, width: float | None = None) -> QPainterPath:
        """The front half of the mouth's ellipse, raised by ``rise``."""
        w = self._width if width is None else width
        ry = self._width * 0.16 * w / self._width
        path = QPainterPath()
        path.arcMoveTo(QRectF(-w / 2, -ry - rise, w, 2 * ry), 180)
        path.arcTo(QRectF(-w / 2, -ry - rise, w, 2 * ry), 180, 180)
        return path

    def _paint_shadow(self, painter: QPainter, lift: float) -> None:
        w = self._width
        # it spreads as the cup rises, up to the edge of the item (a wider one was cut off)
        reach = w * min(0.66 * (1.0 + 0.45 * lift), 0.77)
        centre = QPointF(w * 0.07, w * 0.02)
        gradient = QRadialGradient(centre, reach)
        gradient.setColorAt(0.0, QColor(*colours.rgba(colours.SHADOW, round(150 * (1 - 0.6 * min(1.0, lift))))))
        gradient.setColorAt(0.6, QColor(*colours.rgba(colours.SHADOW, round(70 * (1 - 0.6 * min(1.0, lift))))))
        gradient.setColorAt(1.0, QColor(*colours.rgba(colours.SHADOW, 0)))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.save()
        painter.translate(centre)
        painter.scale(1.0, 0.34)
        painter.drawEllipse(QPointF(0, 0), reach, reach)
        painter.restore()

    def _paint_body(self, painter: QPainter) -> None:
        w, h = self._width, self.height
        body = self._body_path()
        shade = QLinearGradient(-w / 2, 0, w / 2, 0)
        shade.setColorAt(0.0, LEATHER_DARK)
        shade.setColorAt(0.16, LEATHER)
        shade.setColorAt(0.33, LEATHER_LIGHT)
        shade.setColorAt(0.52, LEATHER)
        shade.setColorAt(0.86, LEATHER_DARK)
        shade.setColorAt(1.0, LEATHER_DARK.darker(140))
        painter.setPen(QPen(LEATHER_DARK.darker(160), max(0.8, w * 0.015)))
        painter.setBrush(shade)
        painter.drawPath(body)

        painter.save()
        painter.setClipPath(body)
        # Leather grain: faint scratches along the cup.
        for x, y, length, alpha in self._grain:
            painter.setPen(QPen(QColor(*colours.rgba(colours.GRAIN, alpha // 2)), max(0.5, w * 0.008)))
            px, py = x * w, -y * h
            painter.drawLine(QPointF(px, py), QPointF(px + w * 0.01, py - length * h))
        self._paint_band(painter)
        painter.restore()
        self._paint_lid(painter)

    def _paint_band(self, painter: QPainter) -> None:
        """The coloured leather band round the mouth (the seat's colour), its brass edge
        and the stitching (the body's clip is set)."""
        w, h = self._width, self.height
        band_rise = h * 0.22
        band = self._lower_arc(band_rise)
        band.lineTo(w, h)
        band.lineTo(-w, h)
        band.closeSubpath()
        band_shade = QLinearGradient(-w / 2, 0, w / 2, 0)
        accent = _mix(self._accent, LEATHER_DARK, 0.25)
        band_shade.setColorAt(0.0, accent.darker(220))
        band_shade.setColorAt(0.33, accent.lighter(125))
        band_shade.setColorAt(0.6, accent)
        band_shade.setColorAt(1.0, accent.darker(250))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band_shade)
        painter.drawPath(band)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(BRASS, max(0.8, w * 0.022)))
        painter.drawPath(self._lower_arc(band_rise))
        stitch = QPen(QColor(*colours.rgba(colours.STITCH, 170)), max(0.6, w * 0.013))
        stitch.setDashPattern([2.2, 2.0])
        stitch.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(stitch)
        painter.drawPath(self._lower_arc(band_rise * 0.5))
        painter.drawPath(self._lower_arc(h - h * 0.1, w * 0.8 * 1.02))

    def _paint_lid(self, painter: QPainter) -> None:
        """The cup's closed bottom faces up: an embossed oval."""
        w, h = self._width, self.height
        wt = w * 0.8
        top = QRectF(-wt / 2, -h - w * 0.13, wt, w * 0.26)
        lid = QRadialGradient(QPointF(-wt * 0.15, -h - w * 0.04), wt * 0.7)
        lid.setColorAt(0.0, LEATHER_LIGHT.lighter(112))
        lid.setColorAt(1.0, LEATHER.darker(115))
        painter.setPen(QPen(LEATHER_DARK, max(0.8, w * 0.015)))
        painter.setBrush(lid)
        painter.drawEllipse(top)
        inner = top.adjusted(wt * 0.2, w * 0.065, -wt * 0.2, -w * 0.065)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(*colours.rgba(colours.EMBOSS, 70)), max(0.6, w * 0.012)))
        painter.drawEllipse(inner.translated(0, w * 0.008))
        painter.setPen(QPen(LEATHER_DARK.darker(120), max(0.6, w * 0.012)))
        painter.drawEllipse(inner)

    def _paint_badge(self, painter: QPainter) -> None:
        if self._count is None:
            return
        w, h = self._width, self.height
        radius = w * 0.19
        centre = QPointF(0, -h * 0.52)
        coin = QRadialGradient(centre + QPointF(-radius * 0.35, -radius * 0.4), radius * 1.4)
        coin.setColorAt(0.0, BRASS_LIGHT)
        coin.setColorAt(0.55, BRASS)
        coin.setColorAt(1.0, BRASS_DARK)
        painter.setPen(QPen(BRASS_DARK.darker(130), max(0.8, w * 0.016)))
        painter.setBrush(coin)
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(QColor(*colours.rgba(colours.CANDLE, 120)), max(0.5, w * 0.01)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.8, radius * 0.8)
        painter.setFont(badge_font(radius * 1.15))
        rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.setPen(QColor(*colours.rgba(colours.CANDLE_PALE, 150)))
        painter.drawText(rect.translated(0, w * 0.01), Qt.AlignmentFlag.AlignCenter, str(self._count))
        painter.setPen(QColor(colours.CUP_COUNT))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._count))

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        w, h = self._width, self.height
        # The shadow per twentieth of lift: it spreads and fades as the cup rises.
        lift = round(self._lift * 20) / 20
        shadow_rect = QRectF(-w * 0.85, -w * 0.4, w * 1.7, w * 0.85)
        SHADOWS.draw(painter, ("cup shadow", w, lift), shadow_rect,
                     lambda p: self._paint_shadow(p, lift))
        painter.save()
        painter.translate(0, -self._lift * h * LIFT_HEIGHT)
        body_rect = QRectF(-w * 0.6, -h - w * 0.2, w * 1.2, h + w * 0.4)
        self._body_sprite.draw(painter, (w, self._accent.rgba(), self._count), body_rect,
                               self._paint_cup)
        painter.restore()

    def _paint_cup(self, painter: QPainter) -> None:
        self._paint_body(painter)
        self._paint_badge(painter)
