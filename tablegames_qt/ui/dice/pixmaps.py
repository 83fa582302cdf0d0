"""Die pictures for widgets: list delegates, bid buttons, the announcement picker.

``die_pixmap(face, size)`` is a ``size`` x ``size`` (logical pixels) picture,
sharp on high-DPI screens; ``face`` 0 draws a blank die.  ``dice_pair_pixmap``
puts two dice side by side (a Macháček value such as 42 is ``(4, 2)``);
``die_icon(face)`` is a QIcon with the usual icon sizes.  Results are cached.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QIcon, QPainter, QPixmap

from tablegames_qt.ui.dice.die_painter import paint_die
from tablegames_qt.ui.dice.palette import CLASSIC, DieStyle
from tablegames_qt.ui.sprites import kept

_ICON_SIZES = (16, 20, 24, 32, 48, 64)


def _ratio() -> float:
    app = QGuiApplication.instance()
    if isinstance(app, QGuiApplication):
        return max(1.0, app.devicePixelRatio())
    return 1.0


def _canvas(width: int, height: int, ratio: float) -> QPixmap:
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def _paint(
    painter: QPainter, x: float, size: int, face: int, highlighted: bool, dimmed: bool,
    style: DieStyle,
) -> None:
    # Leave room for the halo of a highlighted die and a small shadow.
    if size <= 24:
        edge = size * (0.8 if highlighted else 0.92)
    else:
        edge = size * (0.76 if highlighted else 0.88)
    painter.save()
    painter.translate(x + size / 2, size / 2 - size * 0.02)
    paint_die(
        painter,
        edge,
        face,
        style,
        glow=1.0 if highlighted else 0.0,
        dim=0.8 if dimmed else 0.0,
        blank=face == 0,
        shadow=size > 20,
    )
    painter.restore()


@lru_cache(maxsize=512)
def _die_pixmap(
    face: int, size: int, highlighted: bool, dimmed: bool, ratio: float, style: DieStyle
) -> QPixmap:
    pixmap = _canvas(size, size, ratio)
    painter = QPainter(pixmap)
    _paint(painter, 0, size, face, highlighted, dimmed, style)
    painter.end()
    return kept(pixmap)


def die_pixmap(
    face: int,
    size: int,
    highlighted: bool = False,
    *,
    dimmed: bool = False,
    style: DieStyle = CLASSIC,
) -> QPixmap:
    """A die showing ``face`` (0 = blank) in a ``size`` x ``size`` logical-pixel pixmap."""
    return _die_pixmap(face, max(4, int(size)), highlighted, dimmed, _ratio(), style)


@lru_cache(maxsize=256)
def _pair_pixmap(
    first: int, second: int, size: int, highlighted: bool, ratio: float, style: DieStyle
) -> QPixmap:
    gap = max(1, size // 12)
    pixmap = _canvas(2 * size + gap, size, ratio)
    painter = QPainter(pixmap)
    _paint(painter, 0, size, first, highlighted, False, style)
    _paint(painter, size + gap, size, second, highlighted, False, style)
    painter.end()
    return kept(pixmap)


def dice_pair_pixmap(
    first: int, second: int, size: int, highlighted: bool = False, *, style: DieStyle = CLASSIC
) -> QPixmap:
    """Two dice side by side, each ``size`` high; the pixmap is about ``2 * size`` wide."""
    return _pair_pixmap(first, second, max(4, int(size)), highlighted, _ratio(), style)


@lru_cache(maxsize=32)
def _die_icon(face: int, highlighted: bool, ratio: float) -> QIcon:
    icon = QIcon()
    for size in _ICON_SIZES:
        icon.addPixmap(die_pixmap(face, size, highlighted))
    return icon


def die_icon(face: int, highlighted: bool = False) -> QIcon:
    return _die_icon(face, highlighted, _ratio())
