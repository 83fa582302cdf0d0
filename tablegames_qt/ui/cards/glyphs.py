"""Letters and digits as paths sized by their cap height, not by font points.

Fonts differ in how tall their capitals are for one point size; sizing the
outline itself keeps the indices equally large everywhere and lets "10" be
squeezed into the same column as "7".
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QPainterPath, QTransform

_SANS = ["DejaVu Sans", "Arial", "Helvetica", "Liberation Sans"]
_SERIF = ["DejaVu Serif", "Georgia", "Times New Roman", "Liberation Serif"]
_BASE_PX = 200


def _font(serif: bool) -> QFont:
    font = QFont()
    font.setFamilies(_SERIF if serif else _SANS)
    font.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
    font.setPixelSize(_BASE_PX)
    font.setBold(True)
    return font


@cache
def _reference_cap(serif: bool) -> float:
    path = QPainterPath()
    path.addText(0.0, 0.0, _font(serif), "H")
    return -path.boundingRect().top()


@cache
def _raw(text: str, serif: bool) -> QPainterPath:
    path = QPainterPath()
    path.addText(0.0, 0.0, _font(serif), text)
    return path


def text_path(
    text: str,
    cap_height: float,
    centre_x: float,
    top: float,
    max_width: float | None = None,
    serif: bool = False,
    max_height: float | None = None,
) -> QPainterPath:
    """``text`` outlined with capitals ``cap_height`` tall, centred on
    ``centre_x`` with the top of the capitals at ``top``; squeezed sideways
    (never enlarged) to fit ``max_width``, and shrunk as a whole when a
    descender (J, Q) would reach below ``top + max_height``."""
    raw = _raw(text, serif)
    scale = cap_height / _reference_cap(serif)
    bounds = raw.boundingRect()
    if max_height is not None and bounds.bottom() * scale + cap_height > max_height:
        scale = max_height / (bounds.bottom() + _reference_cap(serif))
        cap_height = _reference_cap(serif) * scale
    sx = scale
    if max_width is not None and bounds.width() * scale > max_width:
        sx = max_width / bounds.width()
    t = QTransform()
    t.translate(centre_x - bounds.center().x() * sx, top + cap_height)
    t.scale(sx, scale)
    return t.map(raw)
