"""Macháček bots: easy, normal and hard (see each module)."""

from __future__ import annotations

from tablegames_qt.bots.machacek.easy import EasyBot
from tablegames_qt.bots.machacek.hard import HardBot
from tablegames_qt.bots.machacek.normal import NormalBot
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP

__all__ = ["BOT_NAMES", "LEVEL_INFO", "EasyBot", "HardBot", "NormalBot"]

LEVEL_INFO: dict[str, tuple[str, str]] = {
    "easy": (
        QT_TRANSLATE_NOOP("bots", "Easy"),
        QT_TRANSLATE_NOOP("bots", "Honest to a fault: says what the dice show and believes almost anything."),
    ),
    "normal": (
        QT_TRANSLATE_NOOP("bots", "Normal"),
        QT_TRANSLATE_NOOP("bots", "Knows the odds of every roll and remembers who has been caught lying."),
    ),
    "hard": (
        QT_TRANSLATE_NOOP("bots", "Hard"),
        QT_TRANSLATE_NOOP("bots", "Bluffs by the book of game theory and reads your habits as the match goes on."),
    ),
}

BOT_NAMES: tuple[str, ...] = (
    "Kostka", "Vrhcáb", "Pokerface", "Mia", "Indián Joe", "Šestka", "Blafka", "Kelímek",
)
