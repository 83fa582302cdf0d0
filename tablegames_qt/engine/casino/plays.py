"""Royal Casino's table items and plays: loose cards, builds, and the play of a card.

A :class:`Play` names the card played, its kind (capture, build or trail), the
table items it takes or builds with and its value; a :class:`Build` is a pile
captured only whole.  Which plays the rules allow is :mod:`.position` and
:mod:`.checking`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tablegames_qt.engine import core
from tablegames_qt.engine.casino.cards import RANK_NAMES, Card

CONTEXT = "casino"

CAPTURE = "capture"
BUILD = "build"
TRAIL = "trail"
KINDS: tuple[str, ...] = (CAPTURE, BUILD, TRAIL)

HIGH_ACE = 14
MAX_VALUE = 14  # no capture or build is worth more than an ace
MIN_BUILD = 2  # a build of 1 would be a lone ace, which is a card, not a build

def lone_value(card: Card) -> int:
    """What ``card`` captures, or is worth as a group on its own: an ace 14
    (its 1 is only ever needed for another ace, which 14 takes as well)."""
    return HIGH_ACE if card.rank == 1 else card.rank


def value_name(value: int) -> str:
    """A capture value as players say it: 2-10, J, Q, K, and A for 1 or 14."""
    if value in (1, HIGH_ACE):
        return "A"
    return RANK_NAMES.get(value, str(value))


def card_key(card: Card) -> tuple[int, str]:
    return (card.rank, card.suit)


@dataclass(frozen=True, slots=True)
class Build:
    """A pile on the table, captured only whole.

    ``cards`` (sorted) identify the build: every card exists once, so two
    builds with the same cards are the same build, and equality and hashing
    look at ``cards`` only.  ``groups`` are the sets worth ``value`` each that
    it is made of (one group: a single build; two or more: a multiple build),
    for display.  ``owner`` is the seat that last made or added to it.
    """

    cards: tuple[Card, ...]
    value: int = field(compare=False)
    owner: int = field(compare=False)
    groups: tuple[tuple[Card, ...], ...] = field(compare=False)

    @property
    def multiple(self) -> bool:
        return len(self.groups) > 1

    def __str__(self) -> str:
        # "[A♦+Q♥, K♥, K♠ = 13]": a comma between the sets, and the value kept with the last
        # card (no-break spaces), so a wrapped line never starts with "=13]"
        inside = ", ".join("+".join(str(c) for c in group) for group in self.groups)
        return f"[{inside}\u00a0=\u00a0{self.value}]"

    def __repr__(self) -> str:
        return f"Build({self}, owner={self.owner})"


Item = Card | Build


def item_key(item: Item) -> tuple[int, tuple[tuple[int, str], ...]]:
    """Sort key of table items: loose cards first, then builds, each by their cards."""
    if isinstance(item, Card):
        return (0, ((item.rank, item.suit),))
    return (1, tuple((c.rank, c.suit) for c in item.cards))


def item_cards(item: Item) -> tuple[Card, ...]:
    return (item,) if isinstance(item, Card) else item.cards


class ItemsText(tuple[Item, ...]):
    """Table items that format as "5♥+9♣+[6♥+4♣ = 10]" in texts; the text is
    made only when someone shows it."""

    __slots__ = ()

    def __str__(self) -> str:
        return "+".join(str(x) for x in sorted(self, key=item_key))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True, slots=True, repr=False)
class Play(core.Action):
    """Playing ``card`` from the hand.

    ``kind`` is "capture", "build" or "trail".  ``taken`` holds the table
    items (loose cards and builds) that the play takes or builds with; two
    groupings of the same items are one play.  ``value`` is the capture value
    (an ace's capture is always 14: whatever an ace-as-1 takes, 14 takes too)
    or the new build's value; 0 for a trail.
    """

    card: Card
    kind: str
    taken: frozenset[Item] = frozenset()
    value: int = 0

    @property
    def loose(self) -> tuple[Card, ...]:
        """The loose cards taken or used, sorted."""
        return tuple(sorted((x for x in self.taken if isinstance(x, Card)), key=card_key))

    @property
    def builds(self) -> tuple[Build, ...]:
        """The builds taken or used, sorted by their cards."""
        return tuple(sorted((x for x in self.taken if isinstance(x, Build)), key=item_key))

    @property
    def cards_taken(self) -> tuple[Card, ...]:
        """Every table card the play takes or builds with, sorted."""
        return tuple(sorted((c for x in self.taken for c in item_cards(x)), key=card_key))

    @property
    def is_raise(self) -> bool:
        """A build play that raises one single build by the played card."""
        if self.kind != BUILD or len(self.taken) != 1:
            return False
        (item,) = self.taken
        return isinstance(item, Build) and item.value != self.value

    def items_text(self) -> str:
        return str(ItemsText(self.taken))

    def __str__(self) -> str:
        if self.kind == CAPTURE:
            return f"{self.card} captures {self.items_text()}"
        if self.kind == BUILD:
            verb = "raises" if self.is_raise else "builds"
            return f"{self.card} {verb} {self.value} with {self.items_text()}"
        if self.kind == TRAIL:
            return f"{self.card} trails"
        return f"{self.card} {self.kind} {self.items_text()} {self.value}"

    def __repr__(self) -> str:
        return f"Play({self})"


def trail(card: Card) -> Play:
    return Play(card, TRAIL, frozenset(), 0)


