"""Macháček's rule options and actions, and the conventions of its texts.

:class:`MachacekRules` holds the variants (the defaults are the seed's rules);
the actions are :class:`Announce`, :class:`Believe`, :class:`Doubt` and
:class:`EndMatch`.  Texts are English templates in the context
:data:`CONTEXT`, whose placeholders named in :data:`SEAT_KEYS` hold seat numbers
and those in :data:`VALUE_KEYS` values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeAlias

from tablegames_qt.engine import core
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.engine.options import (
    RuleOption,
    boolean,
    check_rules,
    choice,
    number_of_games,
    whole,
)

CONTEXT = "machacek"

#: placeholders of event texts and IllegalAction messages that hold seat numbers
SEAT_KEYS: frozenset[str] = frozenset(
    {"seat", "announcer", "challenger", "winner", "loser", "current", "to"}
)
#: placeholders that hold values from VALUES
VALUE_KEYS: frozenset[str] = frozenset({"value", "rolled", "previous", "minimum", "swapped"})


# Not slots=True: core.rules_from_json reads the defaults from the class
# attributes, which slots would replace by member descriptors.
@dataclass(frozen=True)
class MachacekRules:
    """Rule options; the defaults are the seed's rules.

    ``games``: games in the match, or None for an open-ended match (ended by
    :class:`EndMatch`).  ``truth``: "exact" (the seed) or "at_least" (the Mia
    rule: dice at least the announced value count as true).  ``lives``: 0 =
    off, else everyone starts with that many lives and the match ends when one
    player is left (``games`` is then ignored).  ``random_order``: a new random
    seat order before every game, the loser still first.
    """

    games: int | None = 10
    truth: str = "exact"
    lives: int = 0
    random_order: bool = False

    #: each option described once (``engine/options.py``), in the order the dialog shows them
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = (
        number_of_games(
            "games",
            QT_TRANSLATE_NOOP("RuleOptions", "Match length"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Games in the match; whoever wins the most is the best. "
                "Open-ended: play until you decide to stop.",
            ),
            1, 99,
        ),
        choice(
            "truth",
            QT_TRANSLATE_NOOP("RuleOptions", "An announcement is true when the dice show"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Exactly: only the announced value itself. At least (the Mia rule): "
                "the announced value or anything higher.",
            ),
            (
                ("exact", QT_TRANSLATE_NOOP("RuleOptions", "exactly the announced value")),
                ("at_least", QT_TRANSLATE_NOOP("RuleOptions", "at least the announced value")),
            ),
        ),
        whole(
            "lives",
            QT_TRANSLATE_NOOP("RuleOptions", "Lives"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Everyone starts with this many lives; a lost game costs one (two after "
                "Macháček) and the last player left wins. Replaces the match length.",
            ),
            0, 9,
            off_label=QT_TRANSLATE_NOOP("RuleOptions", "off"),
        ),
        boolean(
            "random_order",
            QT_TRANSLATE_NOOP("RuleOptions", "New seat order every game"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "Before each game the order is drawn anew; the loser of the last game still starts.",
            ),
        ),
    )

    def __post_init__(self) -> None:
        check_rules(self)

    @property
    def match_games(self) -> int | None:
        """The number of games that ends the match (None: open-ended or lives)."""
        return None if self.lives else self.games

    @property
    def open_ended(self) -> bool:
        """Whether only :class:`EndMatch` ends the match."""
        return self.games is None and not self.lives


DEFAULT_RULES = MachacekRules()


# -- actions ----------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Believe(core.Action):
    """Take the cup without opening it; the dice are rolled anew."""


@dataclass(frozen=True, slots=True)
class Doubt(core.Action):
    """Open the cup: the last announcement is checked against the dice."""


@dataclass(frozen=True, slots=True)
class Announce(core.Action):
    """Announce ``value`` (one of :data:`VALUES`) to the next player."""

    value: int


@dataclass(frozen=True, slots=True)
class EndMatch(core.Action):
    """The players stop an open-ended match; a game in progress is abandoned."""


MachacekAction: TypeAlias = Believe | Doubt | Announce | EndMatch

BELIEVE = Believe()
DOUBT = Doubt()
ACTION_CLASSES: tuple[type[MachacekAction], ...] = (Believe, Doubt, Announce, EndMatch)
