"""Pictures painted once and then only copied: what keeps a busy table from stuttering.

A table item's look is painted with many antialiased gradients; painting it again on
every animation frame (a rolling die turns, a cup shakes, a banner grows) costs the GUI
thread a millisecond or more per item and frame.  A *sprite* is that look painted once
into a ``QPixmap`` at the resolution it is shown at, then copied (turned, scaled or faded
by the painter) as often as needed.

``device_scale(painter)`` is how many device pixels one unit of the painter's
coordinates covers (rotation does not change it, so a turning item keeps its sprite).
``SpriteCache`` holds sprites shared by many items (the dice faces), least recently used
out first; ``ItemSprite`` is one item's own picture, painted again when its look changes.
Both key a picture by the look *and* the scale, so a window resized to another size gets
sharp new pictures rather than stretched old ones; an item's own ``scale()``, which
animations change on every frame, is left out of the key: that picture is stretched.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

#: the scale a sprite is painted at is rounded to this step (relative), so a scale that
#: drifts by less than a thousandth reuses the picture; it is copied at most this far off
SCALE_STEP = 0.001

Render = Callable[[QPainter], None]
Picture = TypeVar("Picture", QPixmap, QImage)


def kept(picture: Picture) -> Picture:
    """``picture``, which a painter has finished with, as a picture to keep.

    The first painter on a pixmap or an image gives it a raster paint engine, and Qt keeps
    that engine (its outline, rasterizer and clip buffers, grown to the largest path drawn)
    until the picture itself is deleted: some 100 KiB for a card, twice the card's pixels,
    counted by no cache's budget. A copy has the pixels only, so a picture kept in a cache
    is kept as a copy (a card's copy costs some microseconds, its painting a millisecond).
    """
    return picture.copy()


def device_scale(painter: QPainter) -> float:
    """Device pixels per unit of the painter's current coordinates."""
    transform = painter.worldTransform()
    scale = math.hypot(transform.m11(), transform.m12())
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return max(1e-3, scale * ratio)


def _rounded(scale: float) -> float:
    """``scale`` rounded to a relative SCALE_STEP (a few hundred distinct values at most)."""
    # Nearest, not floor: a turned item's scale wobbles in the last bits around exact steps.
    exponent = round(math.log(scale) / math.log1p(SCALE_STEP))
    return float(round(math.exp(exponent * math.log1p(SCALE_STEP)), 6))


def sprite_scale(painter: QPainter, own_scale: float = 1.0) -> float:
    """The scale a sprite is painted at: the painter's, without the item's own ``scale()``
    (an animation's, stretched), rounded to SCALE_STEP."""
    return _rounded(device_scale(painter) / max(1e-3, own_scale))


def paint_sprite(rect: QRectF, scale: float, render: Render) -> QPixmap:
    """``render`` (painting in the coordinates of ``rect``) into a pixmap at ``scale``."""
    width = max(1, math.ceil(rect.width() * scale))
    height = max(1, math.ceil(rect.height() * scale))
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.scale(width / rect.width(), height / rect.height())
    painter.translate(-rect.topLeft())
    render(painter)
    painter.end()
    return kept(pixmap)


def draw_sprite(painter: QPainter, rect: QRectF, pixmap: QPixmap, opacity: float = 1.0) -> None:
    """Copy ``pixmap`` onto ``rect`` (in the painter's coordinates), faded by ``opacity``."""
    if opacity <= 0.0:
        return
    if opacity < 1.0:
        painter.save()
        painter.setOpacity(painter.opacity() * opacity)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    if opacity < 1.0:
        painter.restore()


class SpriteCache:
    """Sprites shared by many items, keyed by their look; the least recently used go first."""

    def __init__(self, capacity: int = 600) -> None:
        self._capacity = capacity
        self._sprites: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self.painted = 0  # how many sprites were painted (for tests and benchmarks)

    def __len__(self) -> int:
        return len(self._sprites)

    def clear(self) -> None:
        self._sprites.clear()

    def draw(
        self,
        painter: QPainter,
        key: Hashable,
        rect: QRectF,
        render: Render,
        opacity: float = 1.0,
        *,
        own_scale: float = 1.0,
    ) -> None:
        """Draw the sprite of ``key`` covering ``rect``, painting it first if it is new.

        ``own_scale`` is the drawing item's own ``scale()``, as for :class:`ItemSprite`: the
        sprite is painted as for scale 1 and stretched, so a die that grows or shrinks in an
        animation copies the pictures it rests with instead of painting a new set per frame.
        """
        scale = sprite_scale(painter, own_scale)
        full_key = (key, rect.x(), rect.y(), rect.width(), rect.height(), scale)
        pixmap = self._sprites.get(full_key)
        if pixmap is None:
            pixmap = paint_sprite(rect, scale, render)
            self.painted += 1
            self._sprites[full_key] = pixmap
            while len(self._sprites) > self._capacity:
                self._sprites.popitem(last=False)
        else:
            self._sprites.move_to_end(full_key)
        draw_sprite(painter, rect, pixmap, opacity)


class ItemSprite:
    """One item's own picture: painted again only when its look or its scale changes."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._pixmap: QPixmap | None = None
        self.painted = 0

    def draw(
        self,
        painter: QPainter,
        key: Hashable,
        rect: QRectF,
        render: Render,
        *,
        own_scale: float = 1.0,
        opacity: float = 1.0,
    ) -> None:
        """Draw the picture of ``key`` covering ``rect``, faded by ``opacity``.

        ``own_scale`` is the item's own ``scale()``: the picture is painted as for scale
        1, so an item that grows or shrinks in an animation is copied, not painted again.
        """
        scale = sprite_scale(painter, own_scale)
        full_key = (key, rect.x(), rect.y(), rect.width(), rect.height(), scale)
        if self._pixmap is None or full_key != self._key:
            self._pixmap = paint_sprite(rect, scale, render)
            self._key = full_key
            self.painted += 1
        draw_sprite(painter, rect, self._pixmap, opacity)
