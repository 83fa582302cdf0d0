"""Perudo computer players: easy, normal and hard.

Each is ``choose(view, legal_actions, rng) -> action`` on a ``PerudoView`` and
keeps what it saw during one game (one instance per seat and game).  Modules:
``odds`` (hands, binomial tails), ``model`` (how a player is modelled),
``beliefs`` (the Bayesian read of the bids), ``easy``/``normal``/``hard`` (the
bots), ``search`` (the hard bot's Monte Carlo), ``opponents`` (styles learned
from revealed dice), ``endgame`` + ``endgame_data`` (equilibrium tables made by
``solve``), ``bench`` (ablation duels).
"""

from __future__ import annotations

from tablegames_qt.bots.perudo.easy import EasyBot
from tablegames_qt.bots.perudo.hard import HardBot
from tablegames_qt.bots.perudo.normal import NormalBot
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP

LEVEL_INFO: dict[str, tuple[str, str]] = {
    "easy": (
        QT_TRANSLATE_NOOP("bots", "Easy"),
        QT_TRANSLATE_NOOP("bots", "Trusts its own dice and bids what it holds; never bluffs."),
    ),
    "normal": (
        QT_TRANSLATE_NOOP("bots", "Normal"),
        QT_TRANSLATE_NOOP("bots", "Counts the odds and reads what your bids give away."),
    ),
    "hard": (
        QT_TRANSLATE_NOOP("bots", "Hard"),
        QT_TRANSLATE_NOOP(
            "bots", "Plays each round out in its head dozens of times and learns how you bluff."
        ),
    ),
}

BOT_NAMES = ("Pablo", "Dolores", "Capitán Dudo", "Inés", "Chucho", "La Calza", "Maputo Max")

__all__ = ["BOT_NAMES", "LEVEL_INFO", "EasyBot", "HardBot", "NormalBot"]
