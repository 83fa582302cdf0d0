"""Small captions on the felt: name pills, counts, badges.

Text on green felt needs a shadow or a filled background to stay readable
at laptop sizes; these helpers give every item the same look.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from tablegames_qt import colours

from .style import LABEL_SHADOW, LABEL_TEXT, readable_on


def label_font(pixel_size: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial"])
    font.setPixelSize(max(7, round(pixel_size)))
    font.setBold(bold)
    return font


def text_width(text: str, font: QFont) -> float:
    return QFontMetricsF(font).horizontalAdvance(text)


def pill_rect(centre: QPointF, text: str, font: QFont) -> QRectF:
    """The pill round ``text``: one line, or several (a name wrapped at "\\n")."""
    metrics = QFontMetricsF(font)
    lines = text.split("\n")
    one = metrics.height() * 1.25
    h = one + metrics.height() * (len(lines) - 1)
    w = max(metrics.horizontalAdvance(line) for line in lines) + one * 0.9
    return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)


def draw_pill(painter: QPainter, centre: QPointF, text: str, font: QFont, fill: QColor) -> QRectF:
    """``text`` on a rounded pill of ``fill`` centred on ``centre``; returns its rect."""
    rect = pill_rect(centre, text, font)
    painter.save()
    painter.setPen(QPen(QColor(*colours.rgba(colours.SHADOW, 90)), max(1.0, rect.height() * 0.05)))
    painter.setBrush(fill)
    radius = QFontMetricsF(font).height() * 0.625  # a one-line pill's half height
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(font)
    painter.setPen(readable_on(fill))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    return rect


def draw_caption(
    painter: QPainter,
    rect: QRectF,
    text: str,
    font: QFont,
    colour: QColor = LABEL_TEXT,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """Light text with a dark drop shadow, readable on felt."""
    painter.save()
    painter.setFont(font)
    offset = max(1.0, font.pixelSize() * 0.08)
    painter.setPen(LABEL_SHADOW)
    painter.drawText(rect.translated(offset, offset), align, text)
    painter.setPen(colour)
    painter.drawText(rect, align, text)
    painter.restore()


def badge_rect(centre: QPointF, radius: float, text: str) -> QRectF:
    """The badge's outline: a disc for one or two characters, else a stadium."""
    font = badge_font(radius)
    width = max(2 * radius, text_width(text, font) + radius * 0.9)
    return QRectF(centre.x() - width / 2, centre.y() - radius, width, 2 * radius)


def badge_font(radius: float) -> QFont:
    return label_font(radius * 1.0)


def draw_badge(
    painter: QPainter, centre: QPointF, radius: float, text: str, fill: QColor
) -> QRectF:
    """A round badge (a build's value): ``fill`` disc, white rim, bold number."""
    rect = badge_rect(centre, radius, text)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(*colours.rgba(colours.SHADOW, 90)))
    painter.drawRoundedRect(rect.translated(radius * 0.06, radius * 0.1), radius, radius)
    painter.setBrush(fill)
    painter.setPen(QPen(QColor(colours.WHITE), max(1.5, radius * 0.14)))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(badge_font(radius))
    painter.setPen(readable_on(fill))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    return rect
