"""Colours and proportions shared by every card drawing.

Kept in one place so a theme (or the four-colour setting) changes all cards
at once and the render cache can key on them.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

#: height / width of a poker-size card (63 × 88 mm)
CARD_ASPECT = 88.0 / 63.0

INK_BLACK = QColor("#161616")
INK_RED = QColor("#c8102e")
INK_BLUE = QColor("#1748b0")
INK_GREEN = QColor("#0f7a35")

PAPER = QColor("#fffffd")
PAPER_EDGE = QColor("#9d9d96")
GOLD = QColor("#c49a2c")
GOLD_DARK = QColor("#8a6a16")
GOLD_LIGHT = QColor("#f3d27a")

#: the back: burgundy and gold look well on green felt and are the app's card colours
BACK_FIELD = QColor("#7b1e2e")
BACK_LINE = QColor("#a8394b")
BACK_ACCENT = QColor("#d9b45a")

#: item states on the table
SELECT_GLOW = QColor("#ffd54a")
HIGHLIGHT_GLOW = QColor("#39d0ff")
FOCUS_RING = QColor("#4c8dff")
DIM_VEIL = QColor(20, 30, 25, 120)

FELT = QColor("#1f6b3f")
FELT_DARK = QColor("#134a2a")
LABEL_TEXT = QColor("#f4f1e6")
LABEL_SHADOW = QColor(0, 0, 0, 150)


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
    return QColor("#111111") if luminance > 0.6 else QColor("#ffffff")
