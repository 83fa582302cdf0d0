"""A colour in words: the name of the nearest named colour, in the current language.

People choose their colour from the palette of new profiles (``storage.profiles.PALETTE``,
each of which has a name of its own here) or in the colour chooser; a colour of their own
is called by the nearest name ("#2f87aa" is "blue" like the palette's "#2e86ab").
Nearness is :func:`~tablegames_qt.ui.dice.palette.colour_distance`, close to the eye's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.dice.palette import colour_distance

CONTEXT = "ColourNames"

#: "#rrggbb" -> its name (the profiles' palette first, then common colours around it)
NAMED: dict[str, str] = {
    "#d1495b": QT_TRANSLATE_NOOP("ColourNames", "raspberry"),
    "#2e86ab": QT_TRANSLATE_NOOP("ColourNames", "blue"),
    "#edae49": QT_TRANSLATE_NOOP("ColourNames", "honey yellow"),
    "#66a182": QT_TRANSLATE_NOOP("ColourNames", "sage green"),
    "#8e6c8a": QT_TRANSLATE_NOOP("ColourNames", "mauve"),
    "#f18f01": QT_TRANSLATE_NOOP("ColourNames", "orange"),
    "#00798c": QT_TRANSLATE_NOOP("ColourNames", "teal"),
    "#c05746": QT_TRANSLATE_NOOP("ColourNames", "brick red"),
    "#5e548e": QT_TRANSLATE_NOOP("ColourNames", "indigo"),
    "#7a9e7e": QT_TRANSLATE_NOOP("ColourNames", "grey green"),
    "#e02020": QT_TRANSLATE_NOOP("ColourNames", "red"),
    "#8b1a1a": QT_TRANSLATE_NOOP("ColourNames", "dark red"),
    "#f4a6b8": QT_TRANSLATE_NOOP("ColourNames", "pink"),
    "#d0208c": QT_TRANSLATE_NOOP("ColourNames", "magenta"),
    "#7b2d9e": QT_TRANSLATE_NOOP("ColourNames", "purple"),
    "#a78bd8": QT_TRANSLATE_NOOP("ColourNames", "lavender"),
    "#1f2f6b": QT_TRANSLATE_NOOP("ColourNames", "navy blue"),
    "#2060e0": QT_TRANSLATE_NOOP("ColourNames", "royal blue"),
    "#7cc0f0": QT_TRANSLATE_NOOP("ColourNames", "sky blue"),
    "#30c8c8": QT_TRANSLATE_NOOP("ColourNames", "turquoise"),
    "#2e9e3e": QT_TRANSLATE_NOOP("ColourNames", "green"),
    "#1c5128": QT_TRANSLATE_NOOP("ColourNames", "dark green"),
    "#9bd136": QT_TRANSLATE_NOOP("ColourNames", "lime green"),
    "#7d7a2a": QT_TRANSLATE_NOOP("ColourNames", "olive"),
    "#f5d90a": QT_TRANSLATE_NOOP("ColourNames", "yellow"),
    "#fff3b0": QT_TRANSLATE_NOOP("ColourNames", "cream"),
    "#c9a227": QT_TRANSLATE_NOOP("ColourNames", "gold"),
    "#7a4a26": QT_TRANSLATE_NOOP("ColourNames", "brown"),
    "#d2b48c": QT_TRANSLATE_NOOP("ColourNames", "beige"),
    "#ff7f6a": QT_TRANSLATE_NOOP("ColourNames", "coral"),
    "#1a1a1a": QT_TRANSLATE_NOOP("ColourNames", "black"),
    "#555555": QT_TRANSLATE_NOOP("ColourNames", "dark grey"),
    "#999999": QT_TRANSLATE_NOOP("ColourNames", "grey"),
    "#cfd2d6": QT_TRANSLATE_NOOP("ColourNames", "silver"),
    "#f8f8f8": QT_TRANSLATE_NOOP("ColourNames", "white"),
}


def nearest_named(colour: str | QColor) -> str:
    """The named colour ("#rrggbb" of :data:`NAMED`) that looks most like ``colour``."""
    wanted = QColor(colour)
    return min(NAMED, key=lambda named: colour_distance(QColor(named), wanted))


def colour_name(colour: str | QColor) -> str:
    """``colour`` in words, in the current language ("" for no colour)."""
    if not QColor(colour).isValid() or colour == "":
        return ""
    return QCoreApplication.translate(CONTEXT, NAMED[nearest_named(colour)])
