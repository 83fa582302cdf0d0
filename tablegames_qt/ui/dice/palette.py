"""Colours of the dice table: one dice set (and cup band) per seat, felt, wood, brass, from
the app's palette (``tablegames_qt/colours.py``).

Every seat plays with its own colour, as with a real Perudo set, so a glance at
a die tells whose it is.  ``CLASSIC`` (ivory with a red wild one) is the style
of dice pictures in lists and buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtGui import QColor

from tablegames_qt import colours
from tablegames_qt.ui.theme import contrast


@dataclass(frozen=True)
class DieStyle:
    """Colours of one dice set, as ``#rrggbb`` strings so a style can key a cache."""

    body_hex: str
    pip_hex: str
    one_hex: str  # the wild face gets its own colour, as on Perudo dice
    edge_hex: str

    @staticmethod
    def of(body: str, pip: str, one: str, edge: str) -> DieStyle:
        return DieStyle(body, pip, one, edge)

    @property
    def body(self) -> QColor:
        return QColor(self.body_hex)

    @property
    def pip(self) -> QColor:
        return QColor(self.pip_hex)

    @property
    def one(self) -> QColor:
        return QColor(self.one_hex)

    @property
    def edge(self) -> QColor:
        return QColor(self.edge_hex)


#: a WCAG contrast for graphics: a pip, as painted, keeps at least this from its die
MIN_PIP_CONTRAST = 3.0
#: the pips for a light die and for a dark one, each with its wild face's colours, the
#: most alike to a wild one first (red on a light die, gold on a dark one)
DARK_PIP = colours.DARK_PIP
DARK_ONES = colours.DARK_ONES
LIGHT_PIP = colours.LIGHT_PIP
LIGHT_ONES = colours.LIGHT_ONES


def pip_shades(colour: QColor) -> tuple[QColor, QColor]:
    """A pip's two ends as painted (die_painter.paint_pips): a hollow, lighter in its
    middle and darker at the rim."""
    if colour.lightness() < 90:
        return colour.lighter(135), colour.darker(150)
    return QColor(colour), colour.darker(115)


def pip_contrast(body: QColor, colour: QColor) -> float:
    """The least contrast a pip of ``colour`` has on ``body`` anywhere in its shading."""
    return min(contrast(body, shade) for shade in pip_shades(colour))


def pips_for(body: QColor) -> tuple[str, str]:
    """The pips and the wild face for a die of colour ``body``, chosen by contrast (a
    pink die read badly with white pips): dark or light, whichever stands out more; the
    wild face the most alike of its kind that still stands out."""
    dark = pip_contrast(body, QColor(DARK_PIP))
    light = pip_contrast(body, QColor(LIGHT_PIP))
    pip, ones, others = ((DARK_PIP, DARK_ONES, LIGHT_ONES) if dark >= light
                         else (LIGHT_PIP, LIGHT_ONES, DARK_ONES))
    # On a middling colour no wild colour may stand out: then the wild one is the pips'
    # colour (it is the largest pip, so it still tells itself apart).
    return pip, next((one for one in (*ones, *others)
                      if pip_contrast(body, QColor(one)) >= MIN_PIP_CONTRAST), pip)


def _dice_set(body: str, edge: str) -> DieStyle:
    pip, one = pips_for(QColor(body))
    return DieStyle.of(body, pip, one, edge)


CLASSIC = DieStyle.of(*colours.CLASSIC_DICE)

#: ivory, ruby, sapphire, amber, amethyst, onyx, turquoise, coral, pearl, jade
SEAT_STYLES: tuple[DieStyle, ...] = tuple(_dice_set(body, edge) for body, edge in colours.SEAT_DICE)


def seat_style(seat: int) -> DieStyle:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


GLOW = QColor(colours.DIE_GLOW)
BRASS_LIGHT = QColor(colours.DICE_BRASS_LIGHT)
BRASS = QColor(colours.DICE_BRASS)
BRASS_DARK = QColor(colours.DICE_BRASS_DARK)
CREAM = QColor(colours.DICE_CREAM)
FELT_CENTER = QColor(colours.DICE_FELT_CENTRE)
FELT_EDGE = QColor(colours.DICE_FELT_EDGE)
ROOM_CENTER = QColor(colours.ROOM_CENTRE)
ROOM_EDGE = QColor(colours.ROOM_EDGE)
LEATHER = QColor(colours.LEATHER)
LEATHER_LIGHT = QColor(colours.LEATHER_LIGHT)
LEATHER_DARK = QColor(colours.LEATHER_DARK)


def style_of(colour: str) -> DieStyle:
    """A dice set in a person's own colour ("#rrggbb"): pips and the wild face read on it
    (a table's own set by its body colour: that set itself)."""
    body = QColor(colour)
    table_set = next((style for style in SEAT_STYLES if style.body_hex == body.name()), None)
    if table_set is not None:
        return table_set
    light = 0.299 * body.redF() + 0.587 * body.greenF() + 0.114 * body.blueF() > 0.6
    pip, one = pips_for(body)
    return DieStyle.of(body.name(), pip, one, body.darker(150 if light else 190).name())


def colour_distance(one: QColor, other: QColor) -> float:
    """How far apart two colours look ("redmean": weighted RGB, close enough to the eye)."""
    mean = (one.red() + other.red()) / 2
    red, green, blue = one.red() - other.red(), one.green() - other.green(), one.blue() - other.blue()
    return float(((2 + mean / 256) * red * red + 4 * green * green + (2 + (255 - mean) / 256) * blue * blue) ** 0.5)


#: how far a table's own dice set keeps from a person's colour (a glance tells them apart)
APART = 150.0


def seat_styles(colours: Sequence[str], keep: Sequence[DieStyle] = ()) -> list[DieStyle]:
    """One dice set per seat: a person's own colour where the seat has one ("" where it
    has none), every other seat its own set of the table's (seat 2 ruby, seat 3 sapphire…)
    unless that looks like a colour already at the table, then the first set free that
    does not.  ``keep``: the seats' sets so far (a person recoloured mid-game): every
    other seat keeps its set unless it now looks like a person's colour, and only such a
    seat moves (:func:`moved_seats` tells which).  Tied to the seat, a computer's colour
    is the same at the table, after a recolour and in the replay."""
    own = [QColor(colour) for colour in colours if colour]

    def fits(style: DieStyle) -> bool:
        return all(colour_distance(style.body, c) >= APART for c in own)

    chosen: list[DieStyle | None] = [style_of(colour) if colour else None for colour in colours]
    taken: set[DieStyle] = set()
    natural = [SEAT_STYLES[seat % len(SEAT_STYLES)] for seat in range(len(colours))]
    for wanted in (list(keep), natural):  # what each seat had, else its own set
        for seat, style in enumerate(wanted[: len(colours)]):
            if chosen[seat] is None and style in SEAT_STYLES and style not in taken and fits(style):
                chosen[seat] = style
                taken.add(style)
    free = [style for style in SEAT_STYLES if style not in taken and fits(style)]
    free += [style for style in SEAT_STYLES if style not in taken and style not in free]  # ten seats of look-alikes
    styles: list[DieStyle] = []
    for seat, given in enumerate(chosen):
        styles.append(given if given is not None
                      else free.pop(0) if free else natural[seat])
    return styles


def moved_seats(colours: Sequence[str], before: Sequence[DieStyle], after: Sequence[DieStyle]) -> list[int]:
    """The seats without a colour of their own whose set changed from ``before`` to ``after``
    (the table's sets moved away from a person's new colour)."""
    return [seat for seat, (colour, old, new) in enumerate(zip(colours, before, after, strict=False))
            if not colour and old != new]
