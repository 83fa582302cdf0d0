"""Macháček (Mia, Mäxchen, Meiern): the rule engine.

A :class:`MachacekGame` is a *match*: a number of games (or open-ended, or
until one player is left in the lives variant).  In each game the cup goes
round the table: the holder rolls in secret, announces a value, the next
player believes (rolls anew and must announce strictly higher) or doubts
(the cup is opened: one winner, one loser, and the loser starts the next game).

Rolling is automatic: the starter's dice are rolled when the game begins and
a receiver's dice when they believe, so the only actions are
:class:`Announce`, :class:`Believe` and :class:`Doubt` (plus
:class:`EndMatch`, the players' decision to stop an open-ended match, which is
nobody's move and so never among ``legal_actions()``).

Texts for people are English templates marked with ``QT_TRANSLATE_NOOP`` in
the context ``"machacek"``.  Placeholders named in :data:`SEAT_KEYS` hold seat
numbers (the UI puts player names there), those in :data:`VALUE_KEYS` hold
values from :data:`VALUES` (the UI shows them with :func:`value_name`).

Choices where the rule file is silent: with lives, ``games`` is ignored (the
match ends when one player is left); a loser knocked out by their last life
cannot start the next game, so the player after them in that game's order
does; an open-ended match ends only by :class:`EndMatch`, and a game in
progress then is abandoned (not counted).

Statistics: everything in :class:`PlayerStats` is public, counted only from
opened cups.  "Bluffs made" is *not* public: a bluff that is believed is
re-rolled away unseen and known only to the bluffer, so each seat sees its own
count in its view (``own_bluffs_made``) and nobody else's.

The package: the values and their names in :mod:`.values`, the rule options and
actions in :mod:`.rules`, what a seat sees in :mod:`.view`, the match itself in
:mod:`.game` and its save format in :mod:`.save`.  Every public name is
importable from here: ``from tablegames_qt.engine.machacek import MachacekGame``.
"""

from __future__ import annotations

from tablegames_qt.engine.machacek.game import MachacekGame
from tablegames_qt.engine.machacek.rules import (
    BELIEVE,
    CONTEXT,
    DEFAULT_RULES,
    DOUBT,
    SEAT_KEYS,
    VALUE_KEYS,
    Announce,
    Believe,
    Doubt,
    EndMatch,
    MachacekAction,
    MachacekRules,
)
from tablegames_qt.engine.machacek.values import (
    MACHACEK,
    TRUTH_RULES,
    VALUES,
    dice_of,
    indians,
    is_double,
    is_higher,
    is_true,
    lowest_answer,
    probability,
    rank,
    value_name,
    value_of,
    value_text,
)
from tablegames_qt.engine.machacek.view import (
    PHASE_ANNOUNCE,
    PHASE_OVER,
    PHASE_RESPOND,
    CupResult,
    MachacekView,
    PlayerStats,
)

__all__ = [
    "BELIEVE",
    "CONTEXT",
    "DEFAULT_RULES",
    "DOUBT",
    "MACHACEK",
    "PHASE_ANNOUNCE",
    "PHASE_OVER",
    "PHASE_RESPOND",
    "SEAT_KEYS",
    "TRUTH_RULES",
    "VALUES",
    "VALUE_KEYS",
    "Announce",
    "Believe",
    "CupResult",
    "Doubt",
    "EndMatch",
    "MachacekAction",
    "MachacekGame",
    "MachacekRules",
    "MachacekView",
    "PlayerStats",
    "dice_of",
    "indians",
    "is_double",
    "is_higher",
    "is_true",
    "lowest_answer",
    "probability",
    "rank",
    "value_name",
    "value_of",
    "value_text",
]
