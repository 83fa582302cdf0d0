"""Table decorations that come and go: the running count, a message banner, confetti.

``CountBadgeItem`` shows the dice counted so far during a reveal ("1, 2, 3…"),
``pop`` (0-1) animates a bump on each new value.  ``BannerItem`` is a framed
title with an optional line below.  ``ConfettiItem`` paints a burst of paper
whose flight is driven by its ``progress`` property (0-1), so one animation
moves every piece.  All are centred on their position.
"""

from __future__ import annotations

import math
import random
from typing import cast

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tablegames_qt import colours
from tablegames_qt.ui import override
from tablegames_qt.ui.dice.cup_item import badge_font
from tablegames_qt.ui.dice.palette import BRASS, BRASS_DARK, BRASS_LIGHT, CREAM, GLOW
from tablegames_qt.ui.dice.plate_item import plate_font
from tablegames_qt.ui.sprites import ItemSprite


class CountBadgeItem(QGraphicsObject):
    def __init__(self, radius: float = 56.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._radius = radius
        self._value = 0
        self._target: int | None = None
        self._pop = 0.0
        self._sprite = ItemSprite()

    @property
    def value(self) -> int:
        return self._value

    @value.setter
    def value(self, value: int) -> None:
        self._value = value
        self.update()

    @property
    def target(self) -> int | None:
        return self._target

    @target.setter
    def target(self, value: int | None) -> None:
        self._target = value
        self.update()

    def _get_pop(self) -> float:
        return self._pop

    def _set_pop(self, value: float) -> None:
        self._pop = float(value)
        self.update()

    pop = cast(float, Property(float, _get_pop, _set_pop))

    @override
    def boundingRect(self) -> QRectF:
        # The halo reaches 1.55 radii, and a bump grows everything by up to 14 %.
        r = self._radius * 1.6 * 1.15
        return QRectF(-r, -r, 2 * r, 2 * r)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        # Painted once per value at its full size; the bump of a new value scales the copy.
        bump = 1.0 + 0.14 * math.sin(math.pi * min(1.0, self._pop))
        painter.save()
        painter.scale(bump, bump)
        r = self._radius * 1.6
        self._sprite.draw(painter, (self._value, self._target), QRectF(-r, -r, 2 * r, 2 * r),
                          self._paint_badge, own_scale=bump * self.scale())
        painter.restore()

    def _paint_badge(self, painter: QPainter) -> None:
        r = self._radius
        reached = self._target is not None and self._value >= self._target
        halo = QRadialGradient(QPointF(0, 0), r * 1.55)
        glow = QColor(GLOW) if not reached else QColor(colours.TARGET_REACHED_GLOW)
        glow.setAlpha(120)
        halo.setColorAt(0.55, glow)
        halo.setColorAt(1.0, QColor(glow.red(), glow.green(), glow.blue(), 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(halo)
        painter.drawEllipse(QPointF(0, 0), r * 1.55, r * 1.55)
        coin = QRadialGradient(QPointF(-r * 0.3, -r * 0.35), r * 1.5)
        coin.setColorAt(0.0, QColor(colours.COIN))
        coin.setColorAt(1.0, QColor(colours.COIN_DARK))
        painter.setPen(QPen(BRASS_LIGHT if not reached else QColor(colours.TARGET_REACHED_RING), r * 0.08))
        painter.setBrush(coin)
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(BRASS_DARK, r * 0.03))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 0.86, r * 0.86)
        painter.setFont(badge_font(r * (0.9 if self._target is None else 0.78)))
        painter.setPen(CREAM)
        top = -r * (0.62 if self._target is None else 0.72)
        value_rect = QRectF(-r, top, 2 * r, r * 1.2)
        painter.drawText(value_rect, Qt.AlignmentFlag.AlignCenter, str(self._value))
        if self._target is not None:
            painter.setFont(badge_font(r * 0.32, bold=False))
            painter.setPen(BRASS_LIGHT)
            painter.drawText(QRectF(-r, r * 0.2, 2 * r, r * 0.5), Qt.AlignmentFlag.AlignCenter,
                             f"/ {self._target}")


class BannerItem(QGraphicsObject):
    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._subtitle = ""
        self._width = 560.0
        # Painted once per text; growing and fading in only copy the picture.
        self._sprite = ItemSprite()

    def set_text(self, title: str, subtitle: str = "") -> None:
        self.prepareGeometryChange()
        self._title = title
        self._subtitle = subtitle
        metrics = QFontMetricsF(badge_font(46))
        sub_metrics = QFontMetricsF(plate_font(22))
        self._width = max(
            360.0,
            metrics.horizontalAdvance(title) + 120,
            sub_metrics.horizontalAdvance(subtitle) + 120,
        )

    @property
    def title(self) -> str:
        return self._title

    @property
    def subtitle(self) -> str:
        return self._subtitle

    def _height(self) -> float:
        return 132.0 if self._subtitle else 96.0

    def size(self) -> tuple[float, float]:
        """The frame's width and height at scale 1 (without the shadow)."""
        return self._width, self._height()

    @override
    def boundingRect(self) -> QRectF:
        w, h = self._width, self._height()
        return QRectF(-w / 2 - 30, -h / 2 - 30, w + 60, h + 60)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self._sprite.draw(painter, (self._title, self._subtitle, self._width),
                          self.boundingRect(), self._paint_banner, own_scale=self.scale())

    def _paint_banner(self, painter: QPainter) -> None:
        w, h = self._width, self._height()
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(6):
            grow = 4.0 * i
            painter.setBrush(QColor(*colours.rgba(colours.SHADOW, 40 - 6 * i)))
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow).translated(0, 8),
                                    22 + grow, 22 + grow)
        fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        fill.setColorAt(0.0, QColor(*colours.rgba(colours.BANNER, 238)))
        fill.setColorAt(1.0, QColor(*colours.rgba(colours.BANNER_DARK, 238)))
        frame = QLinearGradient(rect.topLeft(), rect.bottomRight())
        frame.setColorAt(0.0, BRASS_LIGHT)
        frame.setColorAt(0.5, BRASS)
        frame.setColorAt(1.0, BRASS_DARK)
        painter.setPen(QPen(frame, 4))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 22, 22)
        painter.setPen(QPen(QColor(*colours.rgba(colours.GLINT, 50)), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(9, 9, -9, -9), 15, 15)
        title_rect = QRectF(rect.left(), rect.top() + 10, w, 76 if self._subtitle else h - 20)
        painter.setFont(badge_font(46))
        painter.setPen(QColor(*colours.rgba(colours.SHADOW, 160)))
        painter.drawText(title_rect.translated(0, 3), Qt.AlignmentFlag.AlignCenter, self._title)
        painter.setPen(BRASS_LIGHT)
        painter.drawText(title_rect, Qt.AlignmentFlag.AlignCenter, self._title)
        if self._subtitle:
            painter.setFont(plate_font(22))
            painter.setPen(CREAM)
            painter.drawText(QRectF(rect.left(), rect.top() + 80, w, 36),
                             Qt.AlignmentFlag.AlignCenter, self._subtitle)


_CONFETTI_COLOURS = (colours.CONFETTI_GOLD, colours.CONFETTI_RED, colours.SIDE_BLUE, colours.CONFETTI_IVORY, colours.CONFETTI_GREEN, colours.CONFETTI_VIOLET, colours.CONFETTI_ORANGE)


class ConfettiItem(QGraphicsObject):
    """A burst of paper pieces from the item's origin, falling within ``bounds``."""

    def __init__(
        self, bounds: QRectF, pieces: int = 140, seed: int = 11,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._bounds = QRectF(bounds)
        self._progress = 0.0
        rng = random.Random(seed)
        self._pieces = [
            (
                rng.uniform(-math.pi * 0.95, -math.pi * 0.05),  # launch direction, upwards
                rng.uniform(380, 900),  # speed
                rng.uniform(6, 13),  # size
                rng.uniform(0, 360),  # spin phase
                rng.uniform(-900, 900),  # spin speed
                QColor(rng.choice(_CONFETTI_COLOURS)),
            )
            for _ in range(pieces)
        ]

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = float(value)
        self.update()

    progress = cast(float, Property(float, _get_progress, _set_progress))

    @override
    def boundingRect(self) -> QRectF:
        return self.mapRectFromScene(self._bounds)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._progress <= 0.0 or self._progress >= 1.0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        t = self._progress * 2.6  # seconds of flight the progress stands for
        fade = 1.0 if self._progress < 0.7 else (1.0 - self._progress) / 0.3
        bounds = self.boundingRect()
        for angle, speed, size, phase, spin, colour in self._pieces:
            # Air drag slows the launch; gravity then pulls the paper down gently.
            drag = (1 - math.exp(-2.2 * t)) / 2.2
            x = math.cos(angle) * speed * drag
            y = math.sin(angle) * speed * drag + 150 * t * t
            if not bounds.contains(QPointF(x, y)):
                continue
            flutter = abs(math.cos(math.radians(phase + spin * t)))
            colour.setAlphaF(max(0.0, min(1.0, fade)))
            painter.save()
            painter.translate(x, y)
            painter.rotate(phase + spin * t * 0.5)
            painter.setBrush(colour)
            painter.drawRect(QRectF(-size / 2, -size * 0.3 * flutter, size, size * 0.6 * flutter + 0.5))
            painter.restore()
