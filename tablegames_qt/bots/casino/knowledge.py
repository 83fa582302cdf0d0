"""Card counting: which cards a seat has not seen, and guesses of where they are.

Every capture happens in the open, so a view shows all cards that left play;
what a seat has not seen is the other hands plus the undealt deck.  A build's
owner must keep a card that captures it (restriction 1), which is the one
certain thing known about another hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import comb

from tablegames_qt.engine.casino import Build, Card, CasinoView, full_deck

from .sim import card_index

FULL_DECK: tuple[Card, ...] = tuple(full_deck())
ACE_VALUE = 14


def seen_indices(view: CasinoView) -> set[int]:
    seen = {card_index(c) for c in view.hand}
    for item in view.table:
        if isinstance(item, Card):
            seen.add(card_index(item))
        else:
            seen.update(card_index(c) for c in item.cards)
    for pile in view.captured:
        seen.update(card_index(c) for c in pile)
    return seen


def unseen_cards(view: CasinoView) -> list[Card]:
    """The cards ``view.seat`` has not seen, in a fixed order (the deck's)."""
    seen = seen_indices(view)
    return [c for c in FULL_DECK if card_index(c) not in seen]


def capture_value(card: Card) -> int:
    return ACE_VALUE if card.rank == 1 else card.rank


def required_values(view: CasinoView) -> dict[int, set[int]]:
    """Per other seat the capture values it must hold: those of its builds."""
    out: dict[int, set[int]] = {}
    for item in view.table:
        if isinstance(item, Build) and item.owner != view.seat:
            out.setdefault(item.owner, set()).add(item.value)
    return out


def holding_chances(view: CasinoView, seat: int, unseen: Sequence[Card] | None = None) -> list[float]:
    """``[v]`` = the chance that ``seat`` holds a card capturing value v
    (2-14; an ace is 14), from the unseen cards and its hand size."""
    cards = unseen_cards(view) if unseen is None else unseen
    hand = view.hand_sizes[seat]
    out = [0.0] * (ACE_VALUE + 1)
    if hand == 0:
        return out
    total = len(cards)
    counts = [0] * (ACE_VALUE + 1)
    for c in cards:
        counts[capture_value(c)] += 1
    denominator = comb(total, hand)
    for v in range(2, ACE_VALUE + 1):
        n = counts[v]
        if n:
            out[v] = 1.0 - comb(total - n, hand) / denominator
    for v in required_values(view).get(seat, ()):
        out[v] = 1.0
    return out


def fresh_hand_chances(unseen_count: Sequence[int], pool: int, hand: int = 4) -> list[float]:
    """``[v]`` = the chance that a hand of ``hand`` cards drawn from ``pool``
    unseen cards (``unseen_count[v]`` of value v) holds value v."""
    out = [0.0] * (ACE_VALUE + 1)
    if pool <= 0 or hand <= 0:
        return out
    hand = min(hand, pool)
    denominator = comb(pool, hand)
    for v in range(2, ACE_VALUE + 1):
        n = unseen_count[v]
        if n:
            out[v] = 1.0 - comb(pool - n, hand) / denominator
    return out


def sample_hidden(
    view: CasinoView,
    rng: random.Random,
    unseen: Sequence[Card] | None = None,
    tries: int = 12,
) -> tuple[list[list[Card]], list[Card]]:
    """One guess of every hand (the view's own as it is) and of the undealt
    deck in dealing order, consistent with the builds' owners holding their
    capture values.  Hands are dealt uniformly and redrawn when a required
    value is missing; after ``tries`` the missing cards are put in by force
    (a slight bias, only for improbable positions)."""
    cards = list(unseen_cards(view) if unseen is None else unseen)
    need = required_values(view)
    seats = [s for s in range(view.players) if s != view.seat]
    sizes = view.hand_sizes
    for _ in range(tries):
        rng.shuffle(cards)
        hands, pos = _deal(view, seats, sizes, cards)
        if _holds_all(hands, need):
            return hands, cards[pos:]
    # Forced: give each owner one card of each value it needs, then deal the rest.
    rng.shuffle(cards)
    pool = list(cards)
    forced: dict[int, list[Card]] = {}
    for seat in seats:
        for v in sorted(need.get(seat, ())):
            for i, c in enumerate(pool):
                if capture_value(c) == v:
                    forced.setdefault(seat, []).append(pool.pop(i))
                    break
    hands = [list(view.hand) if s == view.seat else list(forced.get(s, ())) for s in range(view.players)]
    for seat in seats:
        missing = sizes[seat] - len(hands[seat])
        hands[seat].extend(pool[:missing])
        del pool[:max(0, missing)]
    return hands, pool


def _deal(
    view: CasinoView, seats: Sequence[int], sizes: Sequence[int], cards: Sequence[Card]
) -> tuple[list[list[Card]], int]:
    hands: list[list[Card]] = [[] for _ in range(view.players)]
    hands[view.seat] = list(view.hand)
    pos = 0
    for seat in seats:
        hands[seat] = list(cards[pos : pos + sizes[seat]])
        pos += sizes[seat]
    return hands, pos


def _holds_all(hands: Sequence[Sequence[Card]], need: dict[int, set[int]]) -> bool:
    for seat, values in need.items():
        held = {capture_value(c) for c in hands[seat]}
        if not values <= held:
            return False
    return True
