"""A light copy of a Royal Casino deal for bots to play forward.

The engine's :class:`CasinoGame` can only start a deal from a shuffled or
given deck; a bot needs to continue from the position its view shows, with
the hidden hands and the undealt cards filled in by a guess.  ``SimDeal``
holds just what that needs (hands, table, deck, piles, sweeps, last capturer)
and plays moves exactly as ``CasinoGame._play`` does, without events or
copies, until the end of the current deal.  Legal plays still come from the
engine's :class:`Position`; only the bookkeeping lives here (the tests play
it in lockstep with the engine).

Per side it also keeps the running numbers the evaluation reads (cards,
spades, the scoring cards as bits), so scoring a finished deal is a few
integer operations instead of a walk over the piles.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablegames_qt.engine.casino import (
    BUILD,
    CAPTURE,
    Build,
    Card,
    CasinoRules,
    CasinoView,
    Play,
)
from tablegames_qt.engine.casino.moves import Item, Position, make_build

HAND_SIZE = 4
SUIT_INDEX = {"S": 0, "C": 1, "H": 2, "D": 3}

# Scoring cards as bits: 10♦, 2♠, then the aces in counting order (♠ ♣ ♥ ♦).
BIG_BIT, LITTLE_BIT = 1, 2
ACE_BITS = (4, 8, 16, 32)


def card_index(card: Card) -> int:
    """0-51, cheap: a Card's generated ``__hash__`` is slow, this is not."""
    return (card.rank - 1) * 4 + SUIT_INDEX[card.suit]


def score_bit(card: Card) -> int:
    """The card's bit among the scoring cards, 0 for the others."""
    rank = card.rank
    if rank == 1:
        return ACE_BITS[SUIT_INDEX[card.suit]]
    if rank == 10:
        return BIG_BIT if card.suit == "D" else 0
    if rank == 2:
        return LITTLE_BIT if card.suit == "S" else 0
    return 0


def _ids(taken: frozenset[Item], table: Sequence[Item]) -> set[int]:
    """The ids of the table objects a play takes.  Plays listed by a Position
    of this table hold the table's own objects, so ids match without hashing
    cards (slow); an equal play made elsewhere is matched by equality."""
    ids = {id(x) for x in taken}
    if sum(1 for x in table if id(x) in ids) != len(taken):
        ids = {id(x) for x in table if x in taken}
    return ids


def item_cards(item: Item) -> tuple[Card, ...]:
    return (item,) if isinstance(item, Card) else item.cards


class SimDeal:
    """One deal in progress, every card known (a guess for the hidden ones)."""

    __slots__ = (
        "bits",
        "captured",
        "cards",
        "current",
        "dealer",
        "deck",
        "deck_pos",
        "done",
        "hands",
        "hidden",
        "last_capturer",
        "no_target",
        "players",
        "rules",
        "scores",
        "side_of",
        "sides",
        "spades",
        "sweeps",
        "table",
    )

    def __init__(
        self,
        players: int,
        side_of: Sequence[int],
        dealer: int,
        hands: Sequence[Sequence[Card]],
        table: Sequence[Item],
        deck: Sequence[Card],
        captured: Sequence[Sequence[Card]],
        sweeps: Sequence[int],
        last_capturer: int | None,
        current: int,
        scores: Sequence[int],
        rules: CasinoRules,
        no_target: bool,
    ) -> None:
        self.players = players
        self.side_of = tuple(side_of)
        self.sides = len(captured)
        self.dealer = dealer
        self.hands = [list(h) for h in hands]
        self.table: list[Item] = list(table)
        self.deck = tuple(deck)
        self.deck_pos = 0
        self.captured = [list(pile) for pile in captured]
        self.cards = [len(pile) for pile in captured]
        self.spades = [sum(1 for c in pile if c.suit == "S") for pile in captured]
        bits = []
        for pile in captured:
            b = 0
            for c in pile:
                b |= score_bit(c)
            bits.append(b)
        self.bits = bits
        self.sweeps = list(sweeps)
        self.last_capturer = last_capturer
        self.current = current
        self.scores = tuple(scores)
        self.rules = rules
        self.no_target = no_target
        self.done = False
        self.hidden: list[int] = []
        self.recount()

    def recount(self) -> None:
        """Per capture value, the cards not yet played (hands and deck):
        what a player counting cards cannot place, plus its own hand.  Kept
        up to date by :meth:`apply`; call this after changing a hand."""
        hidden = [0] * 15
        for h in self.hands:
            for c in h:
                hidden[14 if c.rank == 1 else c.rank] += 1
        for c in self.deck[self.deck_pos:]:
            hidden[14 if c.rank == 1 else c.rank] += 1
        self.hidden = hidden

    @classmethod
    def from_view(
        cls,
        view: CasinoView,
        hands: Sequence[Sequence[Card]],
        deck: Sequence[Card],
    ) -> SimDeal:
        """The deal of ``view`` on its seat's turn, with every hand given
        (the view's own seat included) and the undealt cards in dealing order."""
        current = view.seat
        return cls(
            view.players, view.side_of, view.dealer, hands, view.table, deck,
            view.captured, view.sweeps, view.last_capturer, current, view.scores,
            view.rules, view.no_target,
        )

    def copy(self) -> SimDeal:
        new = SimDeal.__new__(SimDeal)
        new.players = self.players
        new.side_of = self.side_of
        new.sides = self.sides
        new.dealer = self.dealer
        new.hands = [list(h) for h in self.hands]
        new.table = list(self.table)
        new.deck = self.deck
        new.deck_pos = self.deck_pos
        new.captured = [list(p) for p in self.captured]
        new.cards = list(self.cards)
        new.spades = list(self.spades)
        new.bits = list(self.bits)
        new.sweeps = list(self.sweeps)
        new.last_capturer = self.last_capturer
        new.current = self.current
        new.scores = self.scores
        new.rules = self.rules
        new.no_target = self.no_target
        new.done = self.done
        new.hidden = list(self.hidden)
        return new

    # -- reading -------------------------------------------------------------------
    @property
    def deck_left(self) -> int:
        return len(self.deck) - self.deck_pos

    def position(self) -> Position:
        seat = self.current
        return Position(self.hands[seat], self.table, seat, self.side_of)

    # -- playing -------------------------------------------------------------------
    def _take(self, side: int, cards: Sequence[Card]) -> None:
        self.captured[side].extend(cards)
        self.cards[side] += len(cards)
        spades = 0
        bits = 0
        for c in cards:
            if c.suit == "S":
                spades += 1
            if c.rank in (1, 2, 10):
                bits |= score_bit(c)
        self.spades[side] += spades
        self.bits[side] |= bits

    def apply(self, play: Play) -> bool:
        """Play ``play`` (legal, from the engine's Position) for the current
        seat, as the engine does.  Returns whether it was a sweep."""
        seat = self.current
        card = play.card
        side = self.side_of[seat]
        self.hands[seat].remove(card)
        self.hidden[14 if card.rank == 1 else card.rank] -= 1
        final = self.deck_pos >= len(self.deck) and not any(self.hands)
        swept = False
        if play.kind == CAPTURE:
            taken = _ids(play.taken, self.table)
            cards = [card]
            kept: list[Item] = []
            for x in self.table:
                if id(x) in taken:
                    if isinstance(x, Card):
                        cards.append(x)
                    else:
                        cards.extend(x.cards)
                else:
                    kept.append(x)
            self.table = kept
            self._take(side, cards)
            self.last_capturer = seat
            if not kept and not final:
                self.sweeps[side] += 1
                swept = True
        elif play.kind == BUILD:
            taken = _ids(play.taken, self.table)
            build: Build = make_build(card, play, seat)
            table: list[Item] = []
            placed = False
            for x in self.table:
                if id(x) not in taken:
                    table.append(x)
                elif not placed:
                    table.append(build)
                    placed = True
            self.table = table
        else:
            self.table.append(card)
        if any(self.hands):
            self.current = (seat + 1) % self.players
        elif self.deck_pos < len(self.deck):
            self._give_hands()
            self.current = (self.dealer + 1) % self.players
        else:
            self._end_deal()
        return swept

    def _give_hands(self) -> None:
        n = self.players
        first = (self.dealer + 1) % n
        pos = self.deck_pos
        for k in range(n):
            seat = (first + k) % n
            self.hands[seat] = list(self.deck[pos : pos + HAND_SIZE])
            pos += HAND_SIZE
        self.deck_pos = pos

    def _end_deal(self) -> None:
        taker = self.last_capturer
        if self.table and taker is not None:
            residue = [c for x in self.table for c in item_cards(x)]
            self._take(self.side_of[taker], residue)
        self.table = []
        self.done = True
