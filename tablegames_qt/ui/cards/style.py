"""Colours and proportions shared by every card drawing.

The colours are the app's palette's (``tablegames_qt/colours.py``); kept in one place
so a theme (or the four-colour setting) changes all cards
at once and the render cache can key on them.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from tablegames_qt import colours

#: height / width of a poker-size card (63 × 88 mm)
CARD_ASPECT = 88.0 / 63.0

INK_BLACK = QColor(colours.CARD_INK_BLACK)
INK_RED = QColor(colours.CARD_INK_RED)
INK_BLUE = QColor(colours.CARD_INK_BLUE)
INK_GREEN = QColor(colours.CARD_INK_GREEN)

PAPER = QColor(colours.CARD_PAPER)
PAPER_EDGE = QColor(colours.CARD_PAPER_EDGE)
GOLD = QColor(colours.GOLD)
GOLD_DARK = QColor(colours.GOLD_DARK)
GOLD_LIGHT = QColor(colours.GOLD_LIGHT)

#: the back: burgundy and gold look well on green felt and are the app's card colours
BACK_FIELD = QColor(colours.CARD_BACK_FIELD)
BACK_LINE = QColor(colours.CARD_BACK_LINE)
BACK_ACCENT = QColor(colours.CARD_BACK_ACCENT)

#: item states on the table
SELECT_GLOW = QColor(colours.SELECT_GLOW)
HIGHLIGHT_GLOW = QColor(colours.HIGHLIGHT_GLOW)
FOCUS_RING = QColor(colours.FOCUS_RING)
DIM_VEIL = QColor(*colours.rgba(colours.CARD_VEIL, 120))

FELT = QColor(colours.CARD_FELT)
FELT_DARK = QColor(colours.CARD_FELT_DARK)
LABEL_TEXT = QColor(colours.LABEL_TEXT)
LABEL_SHADOW = QColor(*colours.rgba(colours.SHADOW, 150))


def suit_colour(suit: str, four_colour: bool = False) -> QColor:
    """The ink of ``suit``: ♠♣ black, ♥♦ red; four-colour: ♦ blue, ♣ green."""
    if four_colour:
        return {"S": INK_BLACK, "H": INK_RED, "D": INK_BLUE, "C": INK_GREEN}[suit]
    return INK_RED if suit in ("H", "D") else INK_BLACK


def card_height(width: float) -> float:
    return width * CARD_ASPECT


def tint(colour: QColor, amount: float, base: QColor = PAPER) -> QColor:
    """``colour`` mixed into ``base``: ``amount`` 0 is ``base``, 1 is ``colour``."""
    a = max(0.0, min(1.0, amount))
    return QColor.fromRgbF(
        base.redF() + (colour.redF() - base.redF()) * a,
        base.greenF() + (colour.greenF() - base.greenF()) * a,
        base.blueF() + (colour.blueF() - base.blueF()) * a,
        1.0,
    )


def readable_on(background: QColor) -> QColor:
    """Black or white text, whichever reads better on ``background``."""
    luminance = 0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF()
    return QColor(colours.TEXT_ON_LIGHT) if luminance > 0.6 else QColor(colours.WHITE)
