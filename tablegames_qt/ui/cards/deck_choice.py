"""The deck every new card table starts with: two colours, or four (the Settings choice).

Like the animation speed (``ui/anim.py``), one value for the whole app, set by whoever
holds the settings (the main window, ``--replay``) when they are read and when they
change; a card table made later (a replay window opened from the statistics) starts
with it, and a game's screen still follows the setting itself.
"""

from __future__ import annotations

_four_colour = False


def set_four_colour(on: bool) -> None:
    global _four_colour
    _four_colour = bool(on)


def four_colour() -> bool:
    return _four_colour
