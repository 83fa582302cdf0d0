"""The dice table's picture, painted off the GUI thread once per size.

The rail, the felt and their shadows are some fifty large antialiased ellipses: about
a tenth of a second of painting.  On the GUI thread that was a stall at every new table
and at every step of a window being resized.  Here the picture is painted into a
``QImage`` on a worker thread (painting on an image is thread-safe; PySide lets the GIL
go while Qt paints) and kept for the whole run, one per device scale.  Until the
picture for a new scale is ready the view shows the nearest one it has, stretched, or,
the very first time, a plain table of three fills; then it repaints with the real one.

``draw(painter)`` draws the best picture there is for the painter's scale and asks for
the sharp one when that is missing; ``notifier().ready`` says one arrived.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QRadialGradient

from tablegames_qt import colours
from tablegames_qt.ui.dice.layout import RAIL, SCENE_RECT, TABLE_CENTRE, TABLE_RX, TABLE_RY
from tablegames_qt.ui.dice.palette import FELT_CENTER, FELT_EDGE
from tablegames_qt.ui.dice.table_painter import paint_table
from tablegames_qt.ui.sprites import device_scale, kept

log = logging.getLogger(__name__)

#: pictures kept (one per device scale; a resized window adds one)
KEEP = 4
#: scales closer than this share a picture
SCALE_STEP = 0.002

_lock = threading.Lock()
_pictures: OrderedDict[float, QImage] = OrderedDict()
#: the scale being painted now (one at a time), and the last one asked for meanwhile
_painting: float | None = None
_wanted: float | None = None
_notifier: Notifier | None = None


class Notifier(QObject):
    #: a picture for this device scale is ready (emitted on the worker, delivered queued)
    ready = Signal(float)


def notifier() -> Notifier:
    """The one notifier; made on first use, which is on the GUI thread."""
    global _notifier
    if _notifier is None:
        _notifier = Notifier()
    return _notifier


def _key(scale: float) -> float:
    return round(round(scale / SCALE_STEP) * SCALE_STEP, 6)


def render(scale: float) -> QImage:
    """The table (without the room) over the scene rectangle, ``scale`` pixels a unit."""
    image = QImage(
        max(1, round(SCENE_RECT.width() * scale)),
        max(1, round(SCENE_RECT.height() * scale)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(image.width() / SCENE_RECT.width(), image.height() / SCENE_RECT.height())
    painter.translate(-SCENE_RECT.topLeft())
    paint_table(painter)
    painter.end()
    return kept(image)


def _work(key: float, ready: Notifier) -> None:
    global _painting, _wanted
    while True:
        try:
            image = render(key)
        except Exception:  # a picture that cannot be painted must not stop the next ones
            log.exception("could not paint the table at scale %s", key)
            with _lock:
                _painting = _wanted = None
            return
        with _lock:
            _pictures[key] = image
            while len(_pictures) > KEEP:
                _pictures.popitem(last=False)
            # A window being resized asks for many sizes: only the last one is painted next.
            following = _wanted if _wanted is not None and _wanted not in _pictures else None
            _wanted = None
            _painting = following
        ready.ready.emit(key)
        if following is None:
            return
        key = following


def request(scale: float) -> None:
    """Have the picture for ``scale`` painted unless it exists or is on its way."""
    global _painting, _wanted
    key = _key(scale)
    ready = notifier()
    with _lock:
        if key in _pictures or key == _painting:
            return
        if _painting is not None:
            _wanted = key
            return
        _painting = key
    threading.Thread(target=_work, args=(key, ready), name="table-picture").start()


def has_picture(scale: float) -> bool:
    with _lock:
        return _key(scale) in _pictures


def _plain(painter: QPainter) -> None:
    """A table in three fills, while the real picture is being painted the first time."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    outer = QRectF(TABLE_CENTRE.x() - TABLE_RX, TABLE_CENTRE.y() - TABLE_RY, 2 * TABLE_RX, 2 * TABLE_RY)
    painter.setBrush(QColor(colours.PICTURE_WOOD))
    painter.drawEllipse(outer)
    cloth = QRadialGradient(TABLE_CENTRE + QPointF(0, -30), TABLE_RX * 0.95)
    cloth.setColorAt(0.0, FELT_CENTER.lighter(118))
    cloth.setColorAt(0.5, FELT_CENTER)
    cloth.setColorAt(1.0, FELT_EDGE)
    painter.setBrush(cloth)
    painter.drawEllipse(outer.adjusted(RAIL, RAIL, -RAIL, -RAIL))
    painter.restore()


def draw(painter: QPainter) -> bool:
    """Draw the table in scene coordinates; True when the picture drawn is the sharp one."""
    scale = device_scale(painter)
    key = _key(scale)
    with _lock:
        image = _pictures.get(key)
        if image is not None:
            _pictures.move_to_end(key)
        else:
            # The nearest picture there is, stretched, until the sharp one is ready.
            near = min(_pictures, key=lambda other: abs(other - key), default=None)
            fallback = _pictures[near] if near is not None else None
    sharp = image is not None
    if image is None:
        request(scale)
        if fallback is None:
            _plain(painter)
            return False
        image = fallback
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawImage(SCENE_RECT, image, QRectF(image.rect()))
    painter.restore()
    return sharp
