"""Macháček's rule options and actions, and the conventions of its texts.

:class:`MachacekRules` holds the variants (the defaults are the seed's rules);
the actions are :class:`Announce`, :class:`Believe`, :class:`Doubt` and
:class:`EndMatch`.  Texts are English templates in the context
:data:`CONTEXT`, whose placeholders named in :data:`SEAT_KEYS` hold seat numbers
and those in :data:`VALUE_KEYS` values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from tablegames_qt.engine import core
from tablegames_qt.engine.limits import check_rules_fields
from tablegames_qt.engine.machacek.values import TRUTH_RULES

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

    def __post_init__(self) -> None:
        if self.games is not None and (
            type(self.games) is not int or self.games < 1
        ):
            raise ValueError(f"games must be a positive whole number or None, not {self.games!r}")
        if self.truth not in TRUTH_RULES:
            raise ValueError(f"truth must be one of {TRUTH_RULES}, not {self.truth!r}")
        if type(self.lives) is not int or self.lives < 0:
            raise ValueError(f"lives must be a whole number, 0 for off, not {self.lives!r}")
        if type(self.random_order) is not bool:
            raise ValueError(f"random_order must be true or false, not {self.random_order!r}")
        check_rules_fields("machacek", {"games": self.games, "truth": self.truth,
                                        "lives": self.lives, "random_order": self.random_order})

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
