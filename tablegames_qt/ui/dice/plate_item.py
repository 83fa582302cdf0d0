"""``NamePlateItem``: a player's wooden name plate at the edge of the table.

Shows the name, a coloured token with the initial, and a second line: the
dice still in play as small dice, a free ``status`` text (e.g. lives in
Macháček) or an animated "thinking…".  ``current`` lights it up (animated
Qt property ``emphasis``), ``eliminated`` greys it out, ``winner`` gilds it.
The item is centred on its position; ``size`` is the plate's size.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Property, QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tablegames_qt import colours
from tablegames_qt.ui import anim, override
from tablegames_qt.ui.dice.crown import paint_crown
from tablegames_qt.ui.dice.die_sprites import draw_die
from tablegames_qt.ui.dice.palette import (
    BRASS,
    BRASS_DARK,
    BRASS_LIGHT,
    CREAM,
    GLOW,
    DieStyle,
)
from tablegames_qt.ui.dice.plate_growth import LINE_SHARE, NAME_SHARE, grown_plate_size, plate_boost
from tablegames_qt.ui.name_fit import LINE_SPACING, fit_name
from tablegames_qt.ui.sprites import ItemSprite
from tablegames_qt.ui.texts import literal


def plate_font(pixel_size: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(["Segoe UI", "Noto Sans", "Cantarell", "DejaVu Sans", "sans-serif"])
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


class NamePlateItem(QGraphicsObject):
    def __init__(
        self,
        name: str,
        style: DieStyle,
        size: QSizeF | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._name = name
        # The whole name shows on hover too (on the plate it is only cut past 3 lines).
        self.setToolTip(literal(name))
        self._style = style
        self._size = QSizeF(size) if size is not None else QSizeF(220, 62)
        self._room = 0.0  # the widest the plate may grow for its name (0: no wider)
        self._grows = 1  # a long name's further lines: +1 below the first, -1 above it
        self._name_need: tuple[str, float, float] | None = None  # (name, height, width needed)
        self._name_fit: tuple[tuple[str, float, float], tuple[float, list[str]]] | None = None
        self._count: int | None = None
        self._status = ""
        self._thinking = False
        self._dots = 0
        self._emphasis = 0.0
        self._eliminated = False
        self._winner = False
        self._text_floor = 0.0
        # The plate, its token and name are one picture, painted again only when they
        # change; the second line ("thinking…" ticks) is drawn over it. Qt keeps the
        # whole as a bitmap: shaking cups and rolling dice beside it repaint no text.
        self._sprite = ItemSprite()
        self._lit_sprite = ItemSprite()  # the same, lit for the turn (see ``paint``)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._timer = QTimer(self)
        self._timer.setInterval(380)
        self._timer.timeout.connect(self._tick)

    # -- state ---------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, value: str) -> None:
        if self._room > self._size.width():
            self.prepareGeometryChange()  # a longer name may widen the plate
        self._name = value
        self.setToolTip(literal(value))
        self.update()

    @property
    def style(self) -> DieStyle:
        """The seat's dice set: its token's colour."""
        return self._style

    @style.setter
    def style(self, value: DieStyle) -> None:
        self._style = value
        self.update()

    @property
    def room(self) -> float:
        """The widest the plate may grow to show a long name whole (layout.grown_table)."""
        return self._room

    @room.setter
    def room(self, value: float) -> None:
        if value != self._room:
            self.prepareGeometryChange()
            self._room = float(value)

    @property
    def grows(self) -> int:
        """Where a long name's further lines make the plate taller: +1 downwards, -1
        upwards (away from the table's middle: layout.SeatGeometry.plate_grows)."""
        return self._grows

    @grows.setter
    def grows(self, value: int) -> None:
        if value != self._grows:
            self.prepareGeometryChange()
            self._grows = 1 if value >= 0 else -1

    @property
    def size(self) -> QSizeF:
        return QSizeF(self._size)

    @size.setter
    def size(self, value: QSizeF) -> None:
        if value != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(value)

    @property
    def text_floor(self) -> float:
        """The least text size (scene units) the view needs for readable text; the plate
        grows (up to MAX_BOOST) so its smallest text reaches it."""
        return self._text_floor

    @text_floor.setter
    def text_floor(self, value: float) -> None:
        if value != self._text_floor:
            self.prepareGeometryChange()
            self._text_floor = float(value)
            self.update()

    def boost(self) -> float:
        return plate_boost(self._size.height(), self._text_floor)

    def text_sizes(self) -> tuple[float, float]:
        """The name's text size and the second line's (its text, or its small dice when
        they are drawn), in scene units, as painted."""
        rect = self._plate_rect()
        h = self._base_height()
        line = h * LINE_SHARE
        if self._count and not (self._thinking or self._status or self._eliminated):
            width = rect.right() - (rect.left() + h * 0.84) - h * 0.16
            line = min(line, width / self._count / 1.15)
        return self.name_lines()[0], line

    def name_lines(self) -> tuple[float, list[str]]:
        """The name as painted: its text size and its lines (the last one elided only
        when even NAME_LINES lines at the least size cannot hold it)."""
        h = self._base_height()
        w = self._plate_width(h)
        return self._fit_name(w - h, h)

    def _fit_name(self, width: float, h: float) -> tuple[float, list[str]]:
        """A long name shrinks down to the second line's size, then takes more lines
        (name_fit); the plate grows taller for them."""
        key = (self._name, width, h)
        if self._name_fit is None or self._name_fit[0] != key:
            fit = fit_name(self._name, lambda size: plate_font(size, bold=True),
                           h * NAME_SHARE, h * LINE_SHARE, width, wrap_before=0.88)
            self._name_fit = (key, fit)
        return self._name_fit[1]

    def _base_height(self) -> float:
        """The plate's height before a long name's extra lines (its parts are sized by it)."""
        return self._size.height() * self.boost()

    def _plate_width(self, h: float) -> float:
        w = grown_plate_size(self._size, self.boost()).width()
        limit = w * self._room / self._size.width()
        if limit > w:  # wider for a long name, as far as the layout leaves room
            w = max(w, min(self._name_width(h), limit))
        return w

    @property
    def count(self) -> int | None:
        """Dice in play, drawn as small dice; None draws none."""
        return self._count

    @count.setter
    def count(self, value: int | None) -> None:
        self._count = value
        self.update()

    @property
    def status(self) -> str:
        return self._status

    @status.setter
    def status(self, value: str) -> None:
        self._status = value
        self.update()

    @property
    def thinking(self) -> bool:
        return self._thinking

    @thinking.setter
    def thinking(self, value: bool) -> None:
        if value == self._thinking:
            return
        self._thinking = value
        # with animations off the dots stand still ("thinking..."): nothing on the table moves
        self._dots = 3 if anim.is_instant() else 0
        if value and not anim.is_instant():
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def _tick(self) -> None:
        if anim.is_instant():  # switched off meanwhile
            self._timer.stop()
            self._dots = 3
        else:
            self._dots = (self._dots + 1) % 4
        self.update()

    def thinking_line(self) -> str:
        """What the plate's second line shows while the seat thinks ("thinking.." now)."""
        return self.thinking_text() + "." * self._dots

    def _get_emphasis(self) -> float:
        return self._emphasis

    def _set_emphasis(self, value: float) -> None:
        self._emphasis = max(0.0, min(1.0, float(value)))
        self.update()

    emphasis = cast(float, Property(float, _get_emphasis, _set_emphasis))

    @property
    def current(self) -> bool:
        return self._emphasis >= 0.5

    @property
    def eliminated(self) -> bool:
        return self._eliminated

    @eliminated.setter
    def eliminated(self, value: bool) -> None:
        self._eliminated = value
        if value:
            self.thinking = False
        self.update()

    @property
    def winner(self) -> bool:
        return self._winner

    @winner.setter
    def winner(self, value: bool) -> None:
        self._winner = value
        self.update()

    def thinking_text(self) -> str:
        return self.tr("thinking")

    # -- painting --------------------------------------------------------------------
    def plate_rect(self) -> QRectF:
        """The plate as painted (item coordinates): grown for readable text and a long name."""
        return self._plate_rect()

    def _plate_rect(self) -> QRectF:
        # Taller rather than wider: the seats beside it keep their room.
        base = self._base_height()
        w = self._plate_width(base)
        size, lines = self._fit_name(w - base, base)
        h = base + (len(lines) - 1) * size * LINE_SPACING  # a long name's further lines
        top = -base / 2 if self._grows > 0 else base / 2 - h
        rect = QRectF(-w / 2, top, w, h)
        scene = self.scene()
        if scene is not None and (w > self._size.width() or h > self._size.height()):
            # A grown plate at the edge of the table stays on the picture.
            bounds = scene.sceneRect().adjusted(4, 4, -4, -4)
            x, y = self.scenePos().x(), self.scenePos().y()
            if x + rect.left() < bounds.left():
                rect.translate(bounds.left() - x - rect.left(), 0)
            elif x + rect.right() > bounds.right():
                rect.translate(bounds.right() - x - rect.right(), 0)
            if y + rect.top() < bounds.top():
                rect.translate(0, bounds.top() - y - rect.top())
            elif y + rect.bottom() > bounds.bottom():
                rect.translate(0, bounds.bottom() - y - rect.bottom())
        return rect

    @override
    def boundingRect(self) -> QRectF:
        margin = self._size.height() * self.boost() * 0.45
        return self._plate_rect().adjusted(-margin, -margin, margin, margin)

    @override
    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self._plate_rect()
        # The plate at rest and the plate lit for its turn are a picture each; a turn's
        # emphasis fades one into the other, so it passing round the table paints nothing.
        glow = 1.0 if self._winner else round(self._emphasis * 20) / 20
        look = (rect.x(), rect.y(), rect.width(), rect.height(), self._name, self._style,
                self._eliminated, self._winner, self._has_second_line())
        if glow < 1.0:
            self._sprite.draw(painter, (*look, 0.0), self.boundingRect(),
                              lambda p: self._paint_plate(p, rect, 0.0))
        if glow > 0.0:
            self._lit_sprite.draw(painter, (*look, 1.0), self.boundingRect(),
                                  lambda p: self._paint_plate(p, rect, 1.0), opacity=glow)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self._paint_second_line(painter, rect)

    def _has_second_line(self) -> bool:
        return self._thinking or bool(self._status) or (
            self._count is not None and not self._eliminated
        )

    def _paint_plate(self, painter: QPainter, rect: QRectF, glow: float) -> None:
        h = self._base_height()
        radius = h * 0.3

        # Shadow on the rail, and a warm halo for the player whose turn it is.
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(5):
            grow = h * 0.03 * i
            painter.setBrush(QColor(*colours.rgba(colours.SHADOW, 34 - 6 * i)))
            painter.drawRoundedRect(
                rect.adjusted(-grow, -grow, grow, grow).translated(0, h * 0.08),
                radius + grow, radius + grow,
            )
        if glow > 0:
            for i in range(8, 0, -1):
                grow = h * 0.05 * i
                halo = QColor(GLOW)
                halo.setAlpha(round(glow * 46 * (1 - (i - 1) / 8) ** 1.4))
                painter.setBrush(halo)
                painter.drawRoundedRect(
                    rect.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow
                )

        # Walnut plate with a brass frame.
        wood = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        if self._eliminated:
            wood.setColorAt(0.0, QColor(colours.OUT_WOOD))
            wood.setColorAt(1.0, QColor(colours.OUT_WOOD_DARK))
        else:
            wood.setColorAt(0.0, QColor(colours.PLATE_WOOD))
            wood.setColorAt(0.5, QColor(colours.PLATE_WOOD_MID))
            wood.setColorAt(1.0, QColor(colours.PLATE_WOOD_DARK))
        frame = QLinearGradient(rect.topLeft(), rect.bottomRight())
        if self._eliminated:
            frame.setColorAt(0.0, QColor(colours.OUT_FRAME))
            frame.setColorAt(1.0, QColor(colours.OUT_FRAME_DARK))
        else:
            light = BRASS_LIGHT.lighter(100 + round(25 * glow))
            frame.setColorAt(0.0, light)
            frame.setColorAt(0.5, BRASS)
            frame.setColorAt(1.0, BRASS_DARK)
        painter.setPen(QPen(frame, h * (0.045 + 0.03 * glow)))
        painter.setBrush(wood)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(QColor(*colours.rgba(colours.PLATE_SHINE, 40)), h * 0.02))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(h * 0.09, h * 0.09, -h * 0.09, -h * 0.09)
        painter.drawRoundedRect(inner, radius * 0.7, radius * 0.7)

        self._paint_token(painter, rect)
        self._paint_name(painter, rect)

    def _paint_token(self, painter: QPainter, rect: QRectF) -> None:
        h = self._base_height()
        r = h * 0.3
        centre = QPointF(rect.left() + h * 0.44, rect.center().y())
        body = QColor(colours.OUT_DIE) if self._eliminated else self._style.body
        gradient = QRadialGradient(centre + QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        gradient.setColorAt(0.0, body.lighter(135))
        gradient.setColorAt(1.0, body.darker(150))
        painter.setPen(QPen(BRASS_LIGHT if not self._eliminated else QColor(colours.OUT_RING), h * 0.035))
        painter.setBrush(gradient)
        painter.drawEllipse(centre, r, r)
        initial = self._name.strip()[:1].upper() or "?"
        painter.setFont(plate_font(r * 1.05, bold=True))
        text_rect = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        pip = QColor(colours.OUT_PIP) if self._eliminated else self._style.pip
        painter.setPen(pip)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, initial)
        if self._winner:
            paint_crown(painter, QPointF(centre.x(), centre.y() - r * 0.9), r * 1.45)

    def _name_width(self, h: float) -> float:
        """The plate's width that shows the whole name at a plate ``h`` high (as
        _paint_name lays it out: the token's room on the left, a margin on the right)."""
        if self._name_need is None or self._name_need[:2] != (self._name, h):
            advance = QFontMetricsF(plate_font(h * NAME_SHARE, bold=True)).horizontalAdvance(self._name)
            self._name_need = (self._name, h, advance + h + 2.0)
        return self._name_need[2]

    def _paint_name(self, painter: QPainter, rect: QRectF) -> None:
        h = self._base_height()
        left = rect.left() + h * 0.84
        width = rect.right() - left - h * 0.16
        size, lines = self._fit_name(width, h)
        name_font = plate_font(size, bold=True)
        metrics = QFontMetricsF(name_font)
        painter.setFont(name_font)
        block = len(lines) * size * LINE_SPACING
        if self._has_second_line():
            # the first line where a one-line name sits, the others below it (the plate
            # grew by their height), all over the second line
            top = rect.top() + h * 0.29 - size * LINE_SPACING / 2
        else:
            top = rect.center().y() - block / 2
        text_color = QColor(colours.OUT_TEXT) if self._eliminated else CREAM
        if self._winner:
            text_color = BRASS_LIGHT
        for number, line in enumerate(lines):
            name_rect = QRectF(left, top + number * size * LINE_SPACING, width, size * LINE_SPACING)
            painter.setPen(QColor(*colours.rgba(colours.SHADOW, 150)))
            painter.drawText(name_rect.translated(0, h * 0.02),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            painter.setPen(text_color)
            painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            if self._eliminated:
                advance = min(width, metrics.horizontalAdvance(line))
                y = name_rect.center().y() + h * 0.02
                painter.setPen(QPen(QColor(*colours.rgba(colours.STRIKE_RED, 210)), h * 0.04))
                painter.drawLine(QPointF(left - h * 0.05, y), QPointF(left + advance + h * 0.05, y))

    def _paint_second_line(self, painter: QPainter, rect: QRectF) -> None:
        h = self._base_height()
        left = rect.left() + h * 0.84
        width = rect.right() - left - h * 0.16
        line = QRectF(left, rect.bottom() - h * 0.5, width, h * 0.38)
        if self._thinking:
            painter.setFont(plate_font(h * LINE_SHARE))
            painter.setPen(BRASS_LIGHT)
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             self.thinking_line())
        elif self._status:
            painter.setFont(plate_font(h * LINE_SHARE))
            painter.setPen(QColor(colours.PLATE_TEXT) if not self._eliminated else QColor(colours.OUT_PLATE_TEXT))
            status = QFontMetricsF(painter.font()).elidedText(
                self._status, Qt.TextElideMode.ElideRight, width
            )
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, status)
        elif self._count is not None and not self._eliminated:
            edge = min(h * LINE_SHARE, width / max(1, self._count) / 1.15)
            y = line.center().y()
            for i in range(self._count):
                painter.save()
                painter.translate(left + edge * 0.55 + i * edge * 1.15, y)
                draw_die(painter, edge, 0, self._style, shadow=False, blank=True)
                painter.restore()
