"""Cards, suits, capture values and the rule options of Royal Casino."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.engine.options import RuleOption, check_rules, choice, whole

SUITS: tuple[str, ...] = ("S", "C", "H", "D")  # also the aces' counting order
SUIT_SYMBOLS = {"S": "♠", "C": "♣", "H": "♥", "D": "♦"}
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card: ``rank`` 1 (ace) to 13 (king), ``suit`` "S" "C" "H" "D"."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if isinstance(self.rank, bool) or not isinstance(self.rank, int) or not 1 <= self.rank <= 13:
            raise ValueError(f"card rank must be 1-13, not {self.rank!r}")
        if self.suit not in SUITS:
            raise ValueError(f"card suit must be one of S C H D, not {self.suit!r}")

    @property
    def values(self) -> tuple[int, ...]:
        """Capture values when played or lying alone: an ace is 1 or 14."""
        return (1, 14) if self.rank == 1 else (self.rank,)

    def __str__(self) -> str:
        return f"{RANK_NAMES.get(self.rank, str(self.rank))}{SUIT_SYMBOLS[self.suit]}"


def full_deck() -> list[Card]:
    return [Card(rank, suit) for suit in SUITS for rank in range(1, 14)]


BIG_CASINO = Card(10, "D")
LITTLE_CASINO = Card(2, "S")

TWENTY_NEEDS = ("little_casino", "spades")


@dataclass(frozen=True, slots=True)
class CasinoRules:
    """Rule options; the defaults are the seed's rules.

    ``twenty_needs``: what a side at 20 points must take to win —
    "little_casino" (the seed: 2♠) or "spades" (pagat: most spades).
    """

    twenty_needs: str = "little_casino"
    target: int = 21

    #: each option described once (``engine/options.py``); the target (21) is not offered
    #: in the New game dialog, up to 99 is accepted for games set up in code
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = (
        choice(
            "twenty_needs",
            QT_TRANSLATE_NOOP("RuleOptions", "At 20 points you win only by taking"),
            QT_TRANSLATE_NOOP(
                "RuleOptions",
                "The game is played to 21 points, and the last ones must come from a special "
                "item: at 18 most cards, at 19 Big Casino (10♦), at 20 this one.",
            ),
            (
                ("little_casino", QT_TRANSLATE_NOOP("RuleOptions", "Little Casino (2♠)")),
                ("spades", QT_TRANSLATE_NOOP("RuleOptions", "most spades")),
            ),
        ),
        whole("target", "Target score", "The score that wins the game.", 1, 99, offered=False),
    )

    def __post_init__(self) -> None:
        check_rules(self)
