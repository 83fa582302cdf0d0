"""How big a name plate grows: for readable text on a small window, and for a long name.

Both the plates (``plate_item``) and the table's layout (``layout``, which makes room
for the grown plates) reckon with these numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QSizeF

from tablegames_qt.ui.name_fit import LINE_SPACING, NAME_LINES

#: the second line's text and small dice, as a share of the plate's height (the name is larger)
LINE_SHARE = 0.26
NAME_SHARE = 0.32
#: the most a plate grows to keep its texts readable on a small table, and how much of
#: that growth goes into its width
MAX_BOOST = 2.2
WIDTH_SHARE = 0.35


def plate_boost(height: float, text_floor: float) -> float:
    """How much a plate ``height`` high grows so its least text reaches ``text_floor``."""
    return max(1.0, min(MAX_BOOST, text_floor / (height * LINE_SHARE))) if height > 0 else 1.0


def grown_plate_size(size: QSizeF, boost: float, room: float = 1.0) -> QSizeF:
    """The most a plate of ``size`` grows at ``boost``, ``room`` times wider for a long
    name: as tall as a name on NAME_LINES lines (at the name's own size) makes it."""
    widen = 1 + (boost - 1) * WIDTH_SHARE
    height = size.height() * boost
    return QSizeF(size.width() * widen * room,
                  height * (1 + (NAME_LINES - 1) * NAME_SHARE * LINE_SPACING))
