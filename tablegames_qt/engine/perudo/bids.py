"""Perudo's bid arithmetic: the order of bids, the bids that may follow, the odds.

Bots call these in their inner loops, so bids are interned (one ``Bid`` object
per quantity and face, :func:`make_bid`) and every bid order is tabled once per
number of dice on the table.  Quantities here are not checked against anyone's
dice; counting the dice of a hand or a table is :func:`count_in_hand` and
:func:`count_for_bid`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache

from tablegames_qt.engine.perudo.rules import FACES, MAX_PLAYERS, MAX_STARTING_DICE, Bid

# One Bid object per quantity and face, so tables and views share them.
_BIDS: dict[tuple[int, int], Bid] = {}
MAX_TABLE_DICE = MAX_PLAYERS * MAX_STARTING_DICE


def make_bid(quantity: int, face: int) -> Bid:
    """The shared ``Bid`` object for ``quantity`` and ``face``.

    Only bids that can occur are shared, so odd input (a tampered save) cannot grow
    the pool.
    """
    bid = _BIDS.get((quantity, face))
    if bid is None:
        bid = Bid(quantity, face)
        if 1 <= quantity <= MAX_TABLE_DICE and 1 <= face <= 6:
            _BIDS[(quantity, face)] = bid
    return bid


def bid_key(bid: Bid) -> tuple[int, int]:
    """Sort key of the strict total order of bids in a normal round.

    A bid on faces 2-6 is keyed ``(quantity, face)``; ``q`` ones are keyed
    ``(2q, 7)``, which puts them just above ``(2q, 6)`` and below ``(2q+1, 2)`` —
    exactly the halving rule: ``q`` ones beat ``(q', f)`` iff ``2q >= q'``, and
    leaving ``q`` ones needs at least ``2q + 1`` of another face.
    """
    if bid.face == 1:
        return (2 * bid.quantity, 7)
    return (bid.quantity, bid.face)


def is_higher(
    prev: Bid | None, new: Bid, maputo: bool = False, *, ones_opening: bool = False
) -> bool:
    """Whether ``new`` may follow ``prev`` (``None``: ``new`` opens the round).

    Normal round: the order of :func:`bid_key`; an opening bid on ones only with
    ``ones_opening``.  Maputo round: any opening, then the same face with a larger
    quantity.  Quantities are not checked against the dice on the table here
    (see :func:`legal_bids`).
    """
    if prev is None:
        return maputo or ones_opening or new.face != 1
    if maputo:
        return new.face == prev.face and new.quantity > prev.quantity
    return bid_key(new) > bid_key(prev)


def min_quantity(
    prev: Bid | None, face: int, maputo: bool = False, *, ones_opening: bool = False
) -> int | None:
    """The smallest quantity of ``face`` that may follow ``prev``.

    ``None`` when no bid on that face may follow at all (another face in a Maputo
    round, or an opening on ones where it is not allowed).
    """
    if prev is None:
        return 1 if (maputo or ones_opening or face != 1) else None
    q = prev.quantity
    if maputo:
        return q + 1 if face == prev.face else None
    if prev.face == 1:
        return q + 1 if face == 1 else 2 * q + 1
    if face == 1:
        return (q + 1) // 2
    return q if face > prev.face else q + 1


@cache
def normal_order(total: int) -> tuple[Bid, ...]:
    """Every bid with quantity 1..total in normal-round order."""
    bids = [make_bid(q, f) for q in range(1, total + 1) for f in FACES]
    bids.sort(key=bid_key)
    return tuple(bids)


@cache
def normal_positions(total: int) -> tuple[int, ...]:
    """Index in :func:`normal_order` of bid (q, f), stored at ``q * 7 + f``."""
    positions = [-1] * ((total + 1) * 7)
    for index, bid in enumerate(normal_order(total)):
        positions[bid.quantity * 7 + bid.face] = index
    return tuple(positions)


@cache
def normal_openings(total: int, ones: bool) -> tuple[Bid, ...]:
    order = normal_order(total)
    return order if ones else tuple(b for b in order if b.face != 1)


@cache
def maputo_openings(total: int) -> tuple[Bid, ...]:
    # Ones are just another face in a Maputo round, so plain (quantity, face) order.
    return tuple(make_bid(q, f) for q in range(1, total + 1) for f in FACES)


@cache
def maputo_faces(total: int) -> tuple[tuple[Bid, ...], ...]:
    """Per face, the bids 1..total of that face: raising q means slicing from q."""
    return ((), *(tuple(make_bid(q, f) for q in range(1, total + 1)) for f in FACES))


def legal_bids(
    prev: Bid | None, total: int, maputo: bool = False, *, ones_opening: bool = False
) -> tuple[Bid, ...]:
    """Every bid that may follow ``prev`` with ``total`` dice on the table, lowest first."""
    if total < 1:
        return ()
    if prev is None:
        return maputo_openings(total) if maputo else normal_openings(total, ones_opening)
    q, f = prev.quantity, prev.face
    if maputo:
        return maputo_faces(total)[f][max(q, 0) :] if 1 <= f <= 6 else ()
    if 1 <= q <= total and 1 <= f <= 6:
        return normal_order(total)[normal_positions(total)[q * 7 + f] + 1 :]
    key = bid_key(prev)
    return tuple(b for b in normal_order(total) if bid_key(b) > key)


def min_raise(
    prev: Bid | None, total: int, maputo: bool = False, *, ones_opening: bool = False
) -> Bid | None:
    """The lowest bid that may follow ``prev``, or ``None`` when only Dudo is left."""
    bids = legal_bids(prev, total, maputo, ones_opening=ones_opening)
    return bids[0] if bids else None


def die_counts(die: int, face: int, maputo: bool = False) -> bool:
    """Whether one die showing ``die`` counts for a bid on ``face``: its face, or a one
    when ones are wild (outside a Maputo round, for a bid on any other face).  The table
    and the replay mark the counted dice with this, never a rule of their own."""
    return die == face or (die == 1 and face != 1 and not maputo)


def count_in_hand(dice: Iterable[int], face: int, maputo: bool = False) -> int:
    """Dice of one hand that count for ``face`` (ones too when they are wild)."""
    return sum(1 for d in dice if die_counts(d, face, maputo))


def count_for_bid(all_dice: Iterable[Iterable[int]], face: int, maputo: bool = False) -> int:
    """Dice on the whole table (one iterable per seat) that count for ``face``."""
    return sum(count_in_hand(hand, face, maputo) for hand in all_dice)


def face_chance(face: int, maputo: bool = False) -> float:
    """The chance one unseen die counts for ``face``: 1/3 with wild ones, else 1/6."""
    return 1 / 6 if face == 1 or maputo else 1 / 3


def chance_at_least(needed: int, dice: int, chance: float) -> float:
    """P(at least ``needed`` of ``dice`` independent dice count), each with ``chance``."""
    if needed <= 0:
        return 1.0
    if needed > dice:
        return 0.0
    miss = 1.0 - chance
    return sum(math.comb(dice, k) * chance**k * miss ** (dice - k) for k in range(needed, dice + 1))


def chance_exactly(needed: int, dice: int, chance: float) -> float:
    """P(exactly ``needed`` of ``dice`` dice count) — the odds of a right Calza."""
    if not 0 <= needed <= dice:
        return 0.0
    return math.comb(dice, needed) * chance**needed * (1.0 - chance) ** (dice - needed)

