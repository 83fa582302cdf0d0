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


#: the banner's text sizes at its own size (``text_factor`` 1), the heights of their lines,
#: its margins and its least width, in scene units
TITLE_PX = 46.0
SUBTITLE_PX = 22.0
TITLE_LINE = 58.0
SUBTITLE_LINE = 32.0
BANNER_PAD = 60.0
BANNER_EDGE = 19.0
BANNER_GAP = 4.0
BANNER_WIDTH = 360.0
#: the title's least size, for the subtitle's
TITLE_OVER_SUBTITLE = 1.2


class BannerItem(QGraphicsObject):
    """A framed title with an optional line below.  ``lay_out`` sizes its texts (at
    ``text_factor`` times their own size) and wraps them into a width, eliding the
    last line when only so many lines may be had; the frame fits the lines."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._subtitle = ""
        self._factor = 1.0
        self._title_px = TITLE_PX
        self._subtitle_px = SUBTITLE_PX
        self._title_lines: list[str] = []
        self._subtitle_lines: list[str] = []
        self._width = BANNER_WIDTH
        # Painted once per text; growing and fading in only copy the picture.
        self._sprite = ItemSprite()

    def set_text(self, title: str, subtitle: str = "") -> None:
        self._title = title
        self._subtitle = subtitle
        self.lay_out(1.0)

    def lay_out(self, factor: float, width: float | None = None, most_lines: int = 0,
                least: float = 0.0) -> bool:
        """Texts at ``factor`` times their own size but none below ``least`` (the title
        a little above it), wrapped into ``width`` (None: one line each), each in at
        most ``most_lines`` lines (0: as many as it takes).  False when a word had to be
        cut for want of width."""
        self.prepareGeometryChange()
        self._factor = factor
        self._title_px = max(TITLE_PX * factor, least * TITLE_OVER_SUBTITLE)
        self._subtitle_px = max(SUBTITLE_PX * factor, least)
        pad = BANNER_PAD * self._title_px / TITLE_PX
        if width is not None:  # a narrow room between the plates: a narrower frame
            pad = min(pad, max(BANNER_EDGE, width * 0.06))
        inner = None if width is None else max(1.0, width - 2 * pad)
        title = QFontMetricsF(badge_font(self._title_px))
        sub = QFontMetricsF(plate_font(self._subtitle_px))
        self._title_lines, whole = _wrapped(self._title, title, inner, most_lines)
        self._subtitle_lines, whole_sub = (_wrapped(self._subtitle, sub, inner, most_lines)
                                           if self._subtitle else ([], True))
        widest = max([title.horizontalAdvance(line) for line in self._title_lines]
                     + [sub.horizontalAdvance(line) for line in self._subtitle_lines])
        self._width = max(BANNER_WIDTH * self._title_px / TITLE_PX, widest + 2 * pad)
        if width is not None:
            self._width = min(self._width, width)
        self.update()
        return whole and whole_sub

    @property
    def title(self) -> str:
        return self._title

    @property
    def subtitle(self) -> str:
        return self._subtitle

    @property
    def text_factor(self) -> float:
        return self._factor

    def lines(self) -> tuple[list[str], list[str]]:
        """The title's and the subtitle's lines as painted."""
        return list(self._title_lines), list(self._subtitle_lines)

    def least_text(self) -> float:
        """The smallest text's size (scene units at the item's scale 1)."""
        return self._subtitle_px if self._subtitle_lines else self._title_px

    def _height(self) -> float:
        k = self._title_px / TITLE_PX
        height = (2 * BANNER_EDGE + TITLE_LINE * len(self._title_lines)) * k
        if self._subtitle_lines:
            height += BANNER_GAP * k
            height += SUBTITLE_LINE * self._subtitle_px / SUBTITLE_PX * len(self._subtitle_lines)
        return height

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
        key = (tuple(self._title_lines), tuple(self._subtitle_lines), self._width,
               self._title_px, self._subtitle_px)
        self._sprite.draw(painter, key, self.boundingRect(), self._paint_banner,
                          own_scale=self.scale())

    def _paint_banner(self, painter: QPainter) -> None:
        w, h = self._width, self._height()
        k = self._title_px / TITLE_PX
        sub_line = SUBTITLE_LINE * self._subtitle_px / SUBTITLE_PX
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
        top = rect.top() + BANNER_EDGE * k
        painter.setFont(badge_font(self._title_px))
        for line in self._title_lines:
            line_rect = QRectF(rect.left(), top, w, TITLE_LINE * k)
            painter.setPen(QColor(*colours.rgba(colours.SHADOW, 160)))
            painter.drawText(line_rect.translated(0, 3 * k), Qt.AlignmentFlag.AlignCenter, line)
            painter.setPen(BRASS_LIGHT)
            painter.drawText(line_rect, Qt.AlignmentFlag.AlignCenter, line)
            top += TITLE_LINE * k
        if self._subtitle_lines:
            top += BANNER_GAP * k
            painter.setFont(plate_font(self._subtitle_px))
            painter.setPen(CREAM)
            for line in self._subtitle_lines:
                painter.drawText(QRectF(rect.left(), top, w, sub_line),
                                 Qt.AlignmentFlag.AlignCenter, line)
                top += sub_line


def _wrapped(text: str, metrics: QFontMetricsF, width: float | None,
             most_lines: int) -> tuple[list[str], bool]:
    """``text`` in lines of ``width``, broken at spaces only (a non-breaking space keeps
    its words together); False with the lines when a word is wider than a line and
    was elided.  Past ``most_lines`` the last line is elided."""
    if width is None:
        return [text], True
    lines: list[str] = []
    whole = True
    for word in text.split(" "):
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
            continue
        if metrics.horizontalAdvance(word) > width:
            whole = False
            word = metrics.elidedText(word, Qt.TextElideMode.ElideRight, width)
        lines.append(word)
    if most_lines and len(lines) > most_lines:
        rest = " ".join(lines[most_lines - 1:])
        lines = [*lines[: most_lines - 1],
                 metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)]
    return lines, whole


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
