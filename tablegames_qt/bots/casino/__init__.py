"""Royal Casino computer players: easy, normal and hard.

``EasyBot`` captures what it can and trails at random; ``NormalBot`` plays the
best play by point weights, one reply ahead; ``HardBot`` counts cards, guesses
the hidden hands many times and plays each guess forward (and searches the
last hand-out exactly).  Each reads only its seat's view.
"""

from __future__ import annotations

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP

from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot

LEVEL_INFO: dict[str, tuple[str, str]] = {
    "easy": (
        QT_TRANSLATE_NOOP("bots", "Easy"),
        QT_TRANSLATE_NOOP("bots", "Takes the pairs and simple sums it spots and leaves the rest to luck."),
    ),
    "normal": (
        QT_TRANSLATE_NOOP("bots", "Normal"),
        QT_TRANSLATE_NOOP("bots", "Knows what every card is worth and rarely leaves you a sweep."),
    ),
    "hard": (
        QT_TRANSLATE_NOOP("bots", "Hard"),
        QT_TRANSLATE_NOOP("bots", "Counts every card, guesses your hand and plays the end of a deal perfectly."),
    ),
}

BOT_NAMES: tuple[str, ...] = (
    "Lady Spade",
    "Big Dee",
    "Sweepy",
    "Count Tenner",
    "Ace Ventura",
    "Little Cass",
    "Madame Build",
)

__all__ = ["BOT_NAMES", "LEVEL_INFO", "EasyBot", "HardBot", "NormalBot"]
