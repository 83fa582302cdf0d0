"""The small gold crown on the winner's name plate (``NamePlateItem``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from tablegames_qt import colours


def paint_crown(painter: QPainter, base: QPointF, width: float) -> None:
    """A small gold crown sitting on the winner's token."""
    h = width * 0.62
    x0, y0 = base.x() - width / 2, base.y()
    crown = QPainterPath(QPointF(x0, y0))
    crown.lineTo(x0 - width * 0.06, y0 - h * 0.78)
    crown.lineTo(x0 + width * 0.26, y0 - h * 0.38)
    crown.lineTo(base.x(), y0 - h)
    crown.lineTo(x0 + width * 0.74, y0 - h * 0.38)
    crown.lineTo(x0 + width * 1.06, y0 - h * 0.78)
    crown.lineTo(x0 + width, y0)
    crown.closeSubpath()
    gold = QLinearGradient(QPointF(x0, y0 - h), QPointF(x0, y0))
    gold.setColorAt(0.0, QColor(colours.MEDAL_LIGHT))
    gold.setColorAt(0.5, QColor(colours.GOLD_BRIGHT))
    gold.setColorAt(1.0, QColor(colours.MEDAL_DARK))
    painter.setPen(QPen(QColor(colours.MEDAL_EDGE), width * 0.05))
    painter.setBrush(gold)
    painter.drawPath(crown)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colours.WILD_RED))
    painter.drawEllipse(QPointF(base.x(), y0 - h * 0.3), width * 0.07, width * 0.07)
    painter.setBrush(QColor(colours.MEDAL_CENTRE))
    for tip in (QPointF(x0 - width * 0.06, y0 - h * 0.78), QPointF(base.x(), y0 - h),
                QPointF(x0 + width * 1.06, y0 - h * 0.78)):
        painter.drawEllipse(tip, width * 0.06, width * 0.06)
