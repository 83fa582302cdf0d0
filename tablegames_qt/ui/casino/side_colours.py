"""Royal Casino's seat colours: each seat wears its side's colour.

The table, its replay and the phones take them from here (not from the screen), so the
replay scene and the phones' view do not import the Casino screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor

from tablegames_qt import colours
from tablegames_qt.ui.dice.palette import APART, colour_distance

#: the seats' colours: two sides gold and blue (partners share theirs), a third red
SIDE_COLOURS = (QColor(colours.SIDE_AMBER), QColor(colours.SIDE_BLUE), QColor(colours.SIDE_RED))


def seat_colours(side_of: Sequence[int], own: Sequence[str]) -> list[QColor]:
    """Each seat's colour, its side's: the own colour of the side's first person who has
    one (``own``: "#rrggbb" per seat, "" for none), else the next of :data:`SIDE_COLOURS`
    that looks like none of those."""
    sides = max(side_of, default=-1) + 1
    chosen: list[QColor | None] = [None] * sides
    for seat, side in enumerate(side_of):
        if seat < len(own) and own[seat] and chosen[side] is None:
            chosen[side] = QColor(own[seat])
    taken = [colour for colour in chosen if colour is not None]
    free = [c for c in SIDE_COLOURS if all(colour_distance(c, t) >= APART for t in taken)]
    free += [c for c in SIDE_COLOURS if c not in free]
    colours = [colour if colour is not None else free.pop(0) for colour in chosen]
    return [colours[side] for side in side_of]
