"""Small plaques on the card table: a seat's name plate and a side's score tag.

A name plate shows the player's name on their (team) colour, how many cards
they hold and whether they are thinking; it glows while it is their turn.
A score tag sits by a capture pile: the side's points and, near the target,
the goal the side must meet to win (the 18/19/20 condition) as a badge.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from tablegames_qt import colours
from tablegames_qt.engine.casino.scoring import CONDITION_LABELS
from tablegames_qt.ui import override
from tablegames_qt.ui.cards.labels import draw_pill, label_font, pill_rect, text_width
from tablegames_qt.ui.cards.style import GOLD_LIGHT, LABEL_TEXT, readable_on
from tablegames_qt.ui.cards.table_item import paint_glow
from tablegames_qt.ui.name_fit import LINE_SPACING, fit_name
from tablegames_qt.ui.texts import TranslationContext, literal

PLATE_W = 236.0
PLATE_H = 62.0
#: the plate's two lines at the table's full size (scene pixels)
NAME_PX = 19.0
LINE_PX = 14.0
TURN_GLOW = QColor(colours.SELECT_GLOW)


#: plural texts of the plates (lupdate takes the variable's name as the context)
CasinoTable = TranslationContext("CasinoTable")


class SeatPlateItem(QGraphicsObject):
    """A seat's name, colour, card count; glows on its turn (``emphasis`` 0..1)."""

    def __init__(self, name: str, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._name = name
        # A long name takes more lines on the plate; the whole of it shows on hover too.
        self.setToolTip(literal(name))
        self._colour = QColor(colour)
        self._cards = 0
        self._thinking = False
        self._note = ""
        self._emphasis = 0.0
        self._min_text = 0.0
        self._fit: tuple[tuple[str, float], tuple[float, list[str]]] | None = None
        self.setZValue(5.0)
        # painted into a bitmap once per change, not on every frame a card flies past
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_min_text(self, pixels: float) -> None:
        """No text smaller than ``pixels`` (scene units): the view asks for this when it
        is drawn small, so the name and the card count stay readable; the plate grows."""
        if abs(pixels - self._min_text) < 0.01:
            return
        self.prepareGeometryChange()
        self._min_text = pixels
        self.update()

    def _grow(self) -> float:
        """How much taller than designed the plate is drawn (1: as designed)."""
        name_h = max(NAME_PX, self._min_text) * 1.35
        line_h = max(LINE_PX, self._min_text) * 1.5
        return max(1.0, (name_h + line_h + 10) / PLATE_H)

    def name_font(self) -> QFont:
        return label_font(max(NAME_PX, self._min_text))

    def line_font(self) -> QFont:
        return label_font(max(LINE_PX, self._min_text), bold=False)

    def fonts(self) -> list[QFont]:
        """Every font the plate draws its words with."""
        return [self.name_font(), self.line_font()]

    def name(self) -> str:
        return self._name

    def set_name(self, name: str) -> None:
        self.prepareGeometryChange()  # a longer name may take another line
        self._name = name
        self.setToolTip(literal(name))
        self.update()

    def colour(self) -> QColor:
        return QColor(self._colour)

    def cards(self) -> int:
        return self._cards

    def set_cards(self, count: int) -> None:
        self._cards = count
        self.update()

    def thinking(self) -> bool:
        return self._thinking

    def set_thinking(self, on: bool) -> None:
        self._thinking = on
        self.update()

    def note(self) -> str:
        return self._note

    def set_note(self, text: str) -> None:
        """A word after the name: "partner", "you"."""
        self._note = text
        self.update()

    def _get_emphasis(self) -> float:
        return self._emphasis

    def _set_emphasis(self, value: float) -> None:
        self._emphasis = max(0.0, min(1.0, float(value)))
        self.update()

    emphasis = Property(float, _get_emphasis, _set_emphasis)

    def emphasis_value(self) -> float:
        return self._emphasis

    def second_line(self) -> str:
        if not self._thinking:
            return CasinoTable.tr("%n card(s)", "", self._cards)
        return QCoreApplication.translate("CasinoTable", "thinking…")

    def _width(self) -> float:
        return PLATE_W + max(0.0, self._min_text - NAME_PX) * 6

    def _name_width(self) -> float:
        """The room for the name: the plate's width less the token's and a margin."""
        k = self._grow()
        return self._width() - (12 + 2 * 19.0 * k + 10 * k) - 8

    def name_lines(self) -> list[str]:
        """The name as painted (name_fit: shrunk, then on more lines)."""
        return self._name_fit()[1]

    def _name_fit(self) -> tuple[float, list[str]]:
        key = (self._name, self._min_text)
        if self._fit is None or self._fit[0] != key:
            largest = max(NAME_PX, self._min_text)
            fit = fit_name(self._name, label_font, largest, max(LINE_PX, self._min_text),
                           self._name_width())
            self._fit = (key, fit)
        return self._fit[1]

    def _rect(self) -> QRectF:
        k = self._grow()
        # the height follows the text (a long name's further lines too); the width grows less
        size, lines = self._name_fit()
        w, h = self._width(), PLATE_H * k
        # a long name's further lines go above: the plate keeps its bottom, off the deck's
        # words under the plate beside the deck
        extra = (len(lines) - 1) * size * LINE_SPACING
        return QRectF(-w / 2, -h / 2 - extra, w, h + extra)

    def plate_rect(self) -> QRectF:
        """The plate's outline (item coordinates)."""
        return self._rect()

    @override
    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-20, -20, 20, 20)

    @override
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self._rect()
        path = QPainterPath()
        path.addRoundedRect(rect, 14, 14)
        if self._emphasis > 0:
            glow = QColor(TURN_GLOW)
            glow.setAlphaF(self._emphasis)
            paint_glow(painter, path, glow, 15.0 * self._emphasis)
        painter.fillPath(path.translated(2, 4), QColor(*colours.rgba(colours.SHADOW, 90)))
        # the seat to play gets a lighter plate, so the turn reads at a glance
        fill = QColor(*colours.rgba(colours.SEAT_GLASS, 215))
        lit = QColor(*colours.rgba(colours.SEAT_GLASS_LIT, 235))
        k = self._emphasis
        painter.fillPath(path, QColor(
            round(fill.red() + (lit.red() - fill.red()) * k),
            round(fill.green() + (lit.green() - fill.green()) * k),
            round(fill.blue() + (lit.blue() - fill.blue()) * k),
            round(fill.alpha() + (lit.alpha() - fill.alpha()) * k),
        ))
        edge = QColor(self._colour) if self._emphasis < 0.5 else QColor(colours.PLATE_EDGE_LIT)
        painter.setPen(QPen(edge, 2.5 + 1.5 * k))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        # a token in the seat's colour with the initial, as on the dice table
        k = self._grow()
        r = 19.0 * k
        size, lines = self._name_fit()
        centre = QPointF(rect.left() + 12 + r, rect.top() + PLATE_H * k / 2
                         + (len(lines) - 1) * size * LINE_SPACING / 2)
        painter.setPen(QPen(QColor(colours.WHITE), 2.0))
        painter.setBrush(self._colour)
        painter.drawEllipse(centre, r, r)
        painter.setPen(readable_on(self._colour))
        painter.setFont(self.name_font())
        initial = self._name[:1].upper() or "?"
        painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, initial)
        left = centre.x() + r + 10 * k
        width = rect.right() - left - 8
        painter.setFont(label_font(size))
        painter.setPen(LABEL_TEXT)
        first = rect.top() + 6 * k + 13 * k - size * LINE_SPACING / 2  # where one line sat
        for number, name in enumerate(lines):
            painter.drawText(QRectF(left, first + number * size * LINE_SPACING, width, size * LINE_SPACING),
                             Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(self.line_font())
        painter.setPen(GOLD_LIGHT if self._thinking else QColor(colours.PLATE_NAME))
        line = self.second_line()
        noted = f"{self._note} · {line}" if self._note else line
        # the card count matters more than the note: the note goes when both do not fit
        if painter.fontMetrics().horizontalAdvance(noted) <= width:
            line = noted
        line = painter.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, int(width))
        painter.drawText(QRectF(left, rect.bottom() - 30 * k, width, 22 * k), Qt.AlignmentFlag.AlignVCenter, line)


class ScoreTagItem(QGraphicsObject):
    """A side's score, and its goal near the target as a badge."""

    def __init__(self, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._colour = QColor(colour)
        self._score = 0
        self._condition: str | None = None
        self._no_target = False
        self._min_text = 0.0
        self.setZValue(4.0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_min_text(self, pixels: float) -> None:
        """No text smaller than ``pixels`` (scene units), as for the plates."""
        if abs(pixels - self._min_text) < 0.01:
            return
        self.prepareGeometryChange()
        self._min_text = pixels
        self.update()

    def score_font(self) -> QFont:
        return label_font(max(22.0, self._min_text))

    def badge_font(self) -> QFont:
        return label_font(max(15.0, self._min_text))

    def fonts(self) -> list[QFont]:
        return [self.score_font(), self.badge_font()]

    def score(self) -> int:
        return self._score

    def condition(self) -> str | None:
        return self._condition

    def set_score(self, score: int, condition: str | None, no_target: bool = False) -> None:
        self.prepareGeometryChange()
        self._score = score
        self._condition = condition
        self._no_target = no_target
        self.update()

    def score_text(self) -> str:
        return CasinoTable.tr("%n point(s)", "", self._score)

    def badge_text(self) -> str:
        if self._condition is not None:
            return QCoreApplication.translate("casino", CONDITION_LABELS[self._condition])
        if self._no_target:
            return QCoreApplication.translate("CasinoTable", "no target: get ahead")
        return ""

    @override
    def boundingRect(self) -> QRectF:
        font = self.score_font()
        k = font.pixelSize() / 22.0
        w = max(text_width(self.score_text(), font) + 40, 160.0)
        badge = self.badge_text()
        if badge:
            w = max(w, pill_rect(QPointF(), badge, self.badge_font()).width() + 10)
        return QRectF(-w / 2, -20 * k, w, 70 * k)

    @override
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        font = self.score_font()
        k = font.pixelSize() / 22.0
        text = self.score_text()
        w = text_width(text, font) + 30 * k
        rect = QRectF(-w / 2, -17 * k, w, 34 * k)
        painter.setPen(QPen(QColor(self._colour), 2.0))
        painter.setBrush(QColor(*colours.rgba(colours.SEAT_GLASS, 200)))
        painter.drawRoundedRect(rect, 17 * k, 17 * k)
        painter.setFont(font)
        painter.setPen(LABEL_TEXT)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        badge = self.badge_text()
        if badge:
            draw_pill(painter, QPointF(0, 34 * k), badge, self.badge_font(), QColor(colours.RED))
