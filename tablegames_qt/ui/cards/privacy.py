"""Which card faces a scene shows: the hot-seat privacy check.

A screen with two or more human players must never draw another seat's hand
face up; tests (and a debug assertion in a screen, if wanted) ask this module
what is actually visible instead of trusting the screen's bookkeeping.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from tablegames_qt.engine.casino.cards import Card

from .table_item import TableItem

#: below this opacity an item counts as invisible
MIN_OPACITY = 0.02


def visible_cards(scene: QGraphicsScene, area: QRectF | None = None) -> list[Card]:
    """Every card face drawn visibly in ``scene`` (within ``area`` if given).

    An item counts when it and its parents are shown, it is not faded out,
    and it paints the face (a card mid-flip counts once it turns face up).
    Hand cards, table cards, builds and face-up sweep cards all count.
    """
    faces: list[Card] = []
    for item in scene.items():
        if not isinstance(item, TableItem):
            continue
        if not item.isVisible() or item.effectiveOpacity() < MIN_OPACITY:
            continue
        if area is not None and not item.sceneBoundingRect().intersects(area):
            continue
        faces.extend(item.painted_faces())
    return faces


