"""The room and the card table: a dim room, a wooden rail, green baize.

Painted as the scene's background, so ``scene.render()`` shows the whole
table and the view fills any margin round the scene with the room.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from tablegames_qt import colours
from tablegames_qt.ui.cards.style import FELT, FELT_DARK

from .layout import SCENE_RECT, TABLE_AREA

ROOM_CENTRE = QColor(colours.ROOM_CENTRE)
ROOM_EDGE = QColor(colours.ROOM_EDGE)
#: the table's outer edge (rail included)
TABLE_RECT = SCENE_RECT.adjusted(8, 8, -8, -8)
RAIL = 26.0
RADIUS = 120.0


def paint_room(painter: QPainter, rect: QRectF) -> None:
    gradient = QRadialGradient(SCENE_RECT.center(), max(rect.width(), rect.height(), 1.0))
    gradient.setColorAt(0.0, ROOM_CENTRE)
    gradient.setColorAt(1.0, ROOM_EDGE)
    painter.fillRect(rect, gradient)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_table(painter: QPainter, title: str = "") -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    outer = TABLE_RECT
    painter.fillPath(_rounded(outer.translated(0, 8), RADIUS), QColor(*colours.rgba(colours.SHADOW, 110)))
    rail = QLinearGradient(outer.topLeft(), outer.bottomLeft())
    rail.setColorAt(0.0, QColor(colours.RAIL_LIGHT))
    rail.setColorAt(0.5, QColor(colours.RAIL))
    rail.setColorAt(1.0, QColor(colours.RAIL_DARK))
    painter.fillPath(_rounded(outer, RADIUS), rail)
    painter.setPen(QPen(QColor(*colours.rgba(colours.LAMPLIGHT, 60)), 2.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_rounded(outer.adjusted(4, 4, -4, -4), RADIUS - 4))
    cloth = outer.adjusted(RAIL, RAIL, -RAIL, -RAIL)
    felt = QRadialGradient(cloth.center(), max(cloth.width(), cloth.height()) * 0.62)
    felt.setColorAt(0.0, FELT.lighter(118))
    felt.setColorAt(0.7, FELT)
    felt.setColorAt(1.0, FELT_DARK)
    painter.fillPath(_rounded(cloth, RADIUS - RAIL), felt)
    # the rail's shadow on the cloth
    painter.setPen(QPen(QColor(*colours.rgba(colours.SHADOW, 70)), 6.0))
    painter.drawPath(_rounded(cloth.adjusted(3, 3, -3, -3), RADIUS - RAIL - 3))
    # a faint printed line round the middle, where the table's cards lie
    area = TABLE_AREA.adjusted(-26, -22, 26, 22)
    line = QPen(QColor(*colours.rgba(colours.CANDLE, 38)), 2.0)
    painter.setPen(line)
    painter.drawPath(_rounded(area, 40))
    if title:
        # the game's name printed small on the line, where no card covers it
        font = painter.font()
        font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman"])
        font.setPixelSize(26)
        font.setBold(True)
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(title) + 30
        band = QRectF(area.center().x() - width / 2, area.bottom() - 16, width, 32)
        painter.fillRect(band, QColor(FELT.lighter(104)))
        painter.setPen(QColor(*colours.rgba(colours.CANDLE, 70)))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, title)
    painter.restore()


def room_and_table(painter: QPainter, rect: QRectF, title: str = "") -> None:
    paint_room(painter, rect)
    paint_table(painter, title)


__all__ = ["TABLE_RECT", "paint_room", "paint_table", "room_and_table"]
