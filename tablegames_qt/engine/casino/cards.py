"""Cards, suits, capture values and the rule options of Royal Casino."""

from __future__ import annotations

from dataclasses import dataclass

from tablegames_qt.engine.limits import check_rules_fields

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

    def __post_init__(self) -> None:
        if self.twenty_needs not in TWENTY_NEEDS:
            raise ValueError(f"twenty_needs must be one of {TWENTY_NEEDS}, not {self.twenty_needs!r}")
        if isinstance(self.target, bool) or not isinstance(self.target, int) or self.target < 1:
            raise ValueError(f"target must be a positive whole number, not {self.target!r}")
        check_rules_fields("casino", {"twenty_needs": self.twenty_needs, "target": self.target})
