"""The dice games' seat colours as their phones show them (their dice's)."""

from __future__ import annotations

from collections.abc import Sequence

from tablegames_qt.ui.dice.palette import seat_styles


def dice_colours(colours: Sequence[str], _side_of: Sequence[int] | None = None) -> list[str]:
    """A dice table's seat colours: its dice's."""
    return [style.body_hex for style in seat_styles(colours)]
