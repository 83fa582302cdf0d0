"""Drawing whole cards with QPainter, and a cache of rendered cards.

``paint_card`` is the vector drawing (any size, any painter); ``rendered_card``
and ``card_pixmap`` hand out cached bitmaps of it, because a table repaints
dozens of cards on every animation frame and the vector face is costly.
"""

from __future__ import annotations

import functools
import math
from collections import OrderedDict

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPixmap

from tablegames_qt import colours
from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.ui.sprites import kept

from .back import paint_back
from .faces import paint_face
from .style import PAPER, PAPER_EDGE, suit_colour

CORNER_RADIUS = 0.055  # of the card width


#: above this many device pixels a card is drawn as vectors, not cached
MAX_CACHED_PX = 1400

#: a card growing or shrinking in flight is drawn from a bitmap of the next size up on
#: a ladder of sizes this far apart, not from one painted anew for every frame's size
LADDER_STEP = 2 ** (1 / 8)


def ladder_px(body_px: int) -> int:
    """The smallest size on the ladder (4 px times powers of ``LADDER_STEP``) not
    smaller than ``body_px``: a bitmap of it is only ever scaled down."""
    steps = math.ceil(math.log(max(body_px, 4) / 4, LADDER_STEP) - 1e-9)
    return max(4, math.ceil(4 * LADDER_STEP**steps - 1e-6))


def device_scale(painter: QPainter) -> float:
    """How many device pixels one logical unit covers (the larger axis)."""
    t = painter.deviceTransform()  # includes the device pixel ratio
    return max(math.hypot(t.m11(), t.m12()), math.hypot(t.m21(), t.m22()), 1e-6)


def vertical_scale(painter: QPainter) -> float:
    """Device pixels per logical unit along the painter's vertical axis.

    The vertical axis because a card's flip squeezes only the horizontal one,
    and a cache keyed on the squeezed width would render every frame anew.
    """
    t = painter.deviceTransform()
    return max(math.hypot(t.m21(), t.m22()), 1e-6)


def shadow_margin(width: float) -> float:
    """How far the soft shadow reaches beyond a card ``width`` wide."""
    return max(2.0, width * 0.045)


def card_outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    r = rect.width() * CORNER_RADIUS
    path.addRoundedRect(rect, r, r)
    return path


def paint_shadow(painter: QPainter, rect: QRectF) -> None:
    """A soft shadow under a card: stacked translucent outlines growing and
    fading, cheaper than a blur and identical on every platform."""
    m = shadow_margin(rect.width())
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    layers = 4
    for i in range(layers, 0, -1):
        grow = m * i / layers
        alpha = int(46 / layers * (layers - i + 1) * 0.6)
        painter.setBrush(QBrush(QColor(*colours.rgba(colours.SHADOW, alpha))))
        shadow = rect.adjusted(-grow * 0.5, -grow * 0.2, grow * 0.5, grow * 0.9)
        r = rect.width() * CORNER_RADIUS + grow * 0.6
        painter.drawRoundedRect(shadow.translated(0.0, m * 0.15), r, r)
    painter.restore()


def paint_card(
    painter: QPainter,
    rect: QRectF,
    card: Card | None,
    four_colour: bool = False,
    face_up: bool = True,
    shadow: bool = True,
    back: QImage | None = None,
) -> None:
    """Draw a card filling ``rect`` (its shadow reaches ``shadow_margin`` beyond).

    Face down draws the back and never looks at ``card``, so an unknown card
    (``None``) can be drawn face down. ``back``: the back's pattern as a picture of
    the card's size in device pixels (see :func:`back_picture`), instead of painting it.
    """
    if face_up and card is None:
        raise ValueError("a card face up needs a card")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if shadow:
        paint_shadow(painter, rect)
    outline = card_outline(rect)
    painter.fillPath(outline, PAPER)

    w = rect.width()
    px = device_scale(painter) * w  # device pixels across the card
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(w, w)
    height = rect.height() / w
    if face_up and card is not None:
        paint_face(painter, card, suit_colour(card.suit, four_colour), height)
    elif back is not None:
        painter.drawImage(QRectF(0.0, 0.0, 1.0, height), back)
    else:
        paint_back(painter, height)
    painter.restore()

    # the edge last, so nothing printed covers it; never thinner than a pixel
    pen_w = max(1.0 / max(device_scale(painter), 1e-6), w * 0.006)
    if px < 1.0:
        pen_w = w * 0.006
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(PAPER_EDGE, pen_w))
    half = pen_w / 2
    painter.drawPath(card_outline(rect.adjusted(half, half, -half, -half)))
    painter.restore()


# -- the back, painted once ----------------------------------------------------------

#: the back's pattern is painted once this wide and scaled down for every size: its
#: lattice and some two hundred dots cost 7 to 15 ms to paint at each new size, and a
#: card changing size in flight asks for several
BACK_MASTER_PX = 512


@functools.lru_cache(maxsize=1)
def _back_master() -> QImage:
    height = round(BACK_MASTER_PX * 88.0 / 63.0)
    image = QImage(BACK_MASTER_PX, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(BACK_MASTER_PX, BACK_MASTER_PX)
    paint_back(painter, height / BACK_MASTER_PX)
    painter.end()
    return kept(image)


def back_picture(width_px: int, height_px: int) -> QImage:
    """The back's pattern ``width_px`` × ``height_px`` device pixels, averaged down
    from the one painted picture (sharp at any size up to the master's)."""
    return _back_master().scaled(
        max(1, width_px), max(1, height_px), Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )


# -- cache ------------------------------------------------------------------------

_CACHE_BUDGET = 48 * 1024 * 1024  # bytes of pixmaps kept
_cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_cache_bytes = 0


def _remember(key: tuple[object, ...], pixmap: QPixmap) -> None:
    global _cache_bytes
    _cache[key] = pixmap
    _cache_bytes += pixmap.width() * pixmap.height() * 4
    while _cache_bytes > _CACHE_BUDGET and len(_cache) > 1:
        _, old = _cache.popitem(last=False)
        _cache_bytes -= old.width() * old.height() * 4


def clear_cache() -> None:
    global _cache_bytes
    _cache.clear()
    _cache_bytes = 0


def cache_size() -> int:
    """The number of rendered cards held (for tests and diagnostics)."""
    return len(_cache)


def rendered_card(
    card: Card | None, body_px: int, four_colour: bool = False, face_up: bool = True
) -> tuple[QPixmap, int]:
    """A cached bitmap of a card ``body_px`` device pixels wide with its
    shadow, and the shadow margin in pixels on every side of the body."""
    body_px = max(4, int(body_px))
    # a back is the same for every card: keying it without the card keeps
    # one bitmap for all backs and keeps faces out of face-down lookups
    face = card if face_up else None
    key = (face, body_px, bool(four_colour and face_up), face_up)
    margin = math.ceil(shadow_margin(body_px))
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached, margin
    body_h = round(body_px * 88.0 / 63.0)
    pixmap = QPixmap(body_px + 2 * margin, body_h + 2 * margin)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    back = back_picture(body_px, body_h) if not face_up and body_px <= BACK_MASTER_PX else None
    paint_card(painter, QRectF(margin, margin, body_px, body_h), face, four_colour, face_up, back=back)
    painter.end()
    pixmap = kept(pixmap)
    _remember(key, pixmap)
    return pixmap, margin


def card_pixmap(
    card: Card | None,
    width: int,
    four_colour: bool = False,
    face_up: bool = True,
    device_pixel_ratio: float = 1.0,
) -> QPixmap:
    """A card picture ``width`` logical pixels wide, shadow included (the card
    itself is inset by the shadow margin), for list delegates and dialogs."""
    dpr = max(1.0, device_pixel_ratio)
    total_px = max(8, round(width * dpr))
    body_px = total_px - 2 * math.ceil(shadow_margin(total_px))
    while body_px + 2 * math.ceil(shadow_margin(body_px + 1)) <= total_px:
        body_px += 1
    pixmap, _margin = rendered_card(card, body_px, four_colour, face_up)
    # pad (never resample, which would blur) to exactly the asked width
    out = QPixmap(total_px, pixmap.height())
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.drawPixmap((total_px - pixmap.width()) // 2, 0, pixmap)
    painter.end()
    out = kept(out)
    out.setDevicePixelRatio(dpr)
    return out


def draw_card(
    painter: QPainter,
    rect: QRectF,
    card: Card | None,
    four_colour: bool = False,
    face_up: bool = True,
    in_flight: bool = False,
) -> None:
    """Draw a card filling ``rect`` from the cache at the painter's resolution
    (vectors when very large).  Face down, ``card`` is not even looked up.

    ``in_flight``: the card is changing size (a deal, a move to the table), so it is
    drawn from the cache's ladder of sizes; at rest it is drawn at its exact size.
    """
    face = card if face_up else None
    body_px = round(rect.width() * vertical_scale(painter))
    if in_flight:
        body_px = ladder_px(body_px)
    if body_px > MAX_CACHED_PX:
        paint_card(painter, rect, face, four_colour, face_up)
        return
    pixmap, margin = rendered_card(face, body_px, four_colour, face_up)
    unit = rect.width() / max(1, body_px)  # logical units per pixmap pixel
    target = QRectF(
        rect.left() - margin * unit,
        rect.top() - margin * unit,
        pixmap.width() * unit,
        pixmap.height() * unit,
    )
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
    painter.restore()
