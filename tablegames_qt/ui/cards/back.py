"""The back of every card: a geometric lattice with a central medallion.

Drawn in card units (1 wide, ``height`` tall), like the faces.  It is the
same for every card by design: nothing on a back may depend on the face.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPainterPath, QPen

from .style import BACK_ACCENT, BACK_FIELD, BACK_LINE
from .suits import suit_path_in

BORDER = 0.055
_LATTICE_STEP = 0.09


def paint_back(painter: QPainter, height: float) -> None:
    field = QRectF(BORDER, BORDER, 1.0 - 2 * BORDER, height - 2 * BORDER)
    outline = QPainterPath()
    outline.addRoundedRect(field, 0.035, 0.035)
    painter.fillPath(outline, BACK_FIELD)

    painter.save()
    painter.setClipPath(outline)
    painter.setPen(QPen(BACK_LINE, 0.011))
    # diagonal lattice; centred so the pattern is symmetric about the middle
    cx, cy = 0.5, height / 2
    reach = height + 1.0
    steps = int(reach / _LATTICE_STEP) + 1
    for k in range(-steps, steps + 1):
        off = k * _LATTICE_STEP
        painter.drawLine(
            QPointF(cx + off - reach, cy - reach), QPointF(cx + off + reach, cy + reach)
        )
        painter.drawLine(
            QPointF(cx + off + reach, cy - reach), QPointF(cx + off - reach, cy + reach)
        )
    # a dot in every lattice cell gives the weave some texture
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(BACK_LINE))
    half = _LATTICE_STEP / 2
    rows = int(height / half) + 2
    for i in range(-rows, rows + 1):
        for j in range(-rows, rows + 1):
            if (i + j) % 2:
                continue
            x, y = cx + j * half, cy + i * half + half
            if field.adjusted(-0.05, -0.05, 0.05, 0.05).contains(QPointF(x, y)):
                painter.drawEllipse(QPointF(x, y), 0.009, 0.009)
    painter.restore()

    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(BACK_ACCENT, 0.01))
    painter.drawRoundedRect(field.adjusted(0.03, 0.03, -0.03, -0.03), 0.02, 0.02)

    # central medallion: a lozenge holding the four suits
    medal = QPainterPath()
    mw, mh = 0.27, 0.36
    medal.moveTo(cx, cy - mh)
    medal.lineTo(cx + mw, cy)
    medal.lineTo(cx, cy + mh)
    medal.lineTo(cx - mw, cy)
    medal.closeSubpath()
    painter.fillPath(medal, BACK_FIELD)
    painter.setPen(QPen(BACK_ACCENT, 0.012))
    painter.drawPath(medal)
    s, d = 0.085, 0.1
    suits = QPainterPath()
    for suit, (dx, dy) in zip("SHCD", ((0, -d), (d, 0), (0, d), (-d, 0)), strict=True):
        suits.addPath(suit_path_in(suit, QRectF(cx + dx - s / 2, cy + dy - s / 2, s, s)))
    painter.fillPath(suits, BACK_ACCENT)
