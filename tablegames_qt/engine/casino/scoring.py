"""Counting a Royal Casino deal and deciding the road to the target (21).

:func:`count_deal` is a pure function of what each side captured, the sweeps
each side made and the scores at the start of the deal.  It runs once per deal
in bot rollouts, so it makes one pass over the cards with precomputed tables
and builds no intermediate copies.

Counting order (``items`` always holds these nine rows, in this order, so a
row's index is its place in the counting order)::

    0 cards          most cards, 3 (tie: nobody)
    1 spades         most spades, 1 (tie: nobody)
    2 big_casino     10♦, 2
    3 little_casino  2♠, 1
    4-7 ace          A♠ A♣ A♥ A♦, 1 each
    8 sweeps         1 each, after cancelling

A row nobody scores (a tie, a card nobody captured, no net sweeps) has
``side=None`` and ``points=0``.

Readings of the rule file (royal-casino.md), where it leaves room:

* The near-target thresholds follow ``rules.target``: a side at ``target - 3``
  must take most cards, at ``target - 2`` Big Casino, at ``target - 1`` Little
  Casino (or most spades with ``twenty_needs="spades"``).  "More than 18"
  (no sweeps scored) is a start-of-deal score above ``target - 3``.
* Sweeps cancel: with two sides the one with more scores the difference; with
  three only the side with strictly the most scores, the difference to the
  next highest.  A side above 18 scores none, but its sweeps still cancel
  (so nobody scores sweeps when it has the most).
* A side's *goal* is meeting its condition (the row of that condition) or,
  for a side below ``target - 3``, the row at which its running total, counted
  row by row from its start-of-deal score, first reaches the target.
* Deciding the winner, rows are walked in counting order and the earliest goal
  counts.  If that goal is a met condition, that side wins (a condition
  decides it), whoever else reaches the target later in the deal.  If it is
  plain points, that side wins unless another side also reaches the target on
  plain points in the same deal: then nobody wins, even when a third side
  meets its condition in between (the plain sides got there first, and plain
  arrivals do not rank each other), and the game goes on with no target.
* The cap (total at most ``target - 1``) applies to a side with a condition
  that it did not meet; a side that met its condition but lost to an earlier
  goal keeps all its points.
* With no target (``no_target=True``) there are no conditions, no cap and no
  sweep exclusion (the "more than 18" rule is one of the near-target rules), so
  every side scores its net sweeps; the side whose total is strictly ahead of
  all others after the deal wins.  ``DealResult.no_target`` stays true, also
  in the deal that ends the game.
* ``captured`` need not hold all 52 cards (a card nobody holds scores for
  nobody), but no card may appear twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tablegames_qt.engine.casino.cards import (
    BIG_CASINO,
    LITTLE_CASINO,
    SUITS,
    Card,
    CasinoRules,
)
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP

__all__ = [
    "CONDITIONS",
    "CONDITION_LABELS",
    "ITEM_KINDS",
    "ITEM_LABELS",
    "DealResult",
    "ScoreItem",
    "count_deal",
]

ITEM_KINDS = ("cards", "spades", "big_casino", "little_casino", "ace", "sweeps")
CONDITIONS = ("most_cards", "big_casino", "little_casino", "spades")

#: labels of the rows, for the score breakdown (translate in context "casino")
ITEM_LABELS = {
    "cards": QT_TRANSLATE_NOOP("casino", "Most cards"),
    "spades": QT_TRANSLATE_NOOP("casino", "Most spades"),
    "big_casino": QT_TRANSLATE_NOOP("casino", "Big Casino (10♦)"),
    "little_casino": QT_TRANSLATE_NOOP("casino", "Little Casino (2♠)"),
    "ace": QT_TRANSLATE_NOOP("casino", "Ace {card}"),
    "sweeps": QT_TRANSLATE_NOOP("casino", "Sweeps"),
}
#: what a side near the target must take, for the UI badges
CONDITION_LABELS = {
    "most_cards": QT_TRANSLATE_NOOP("casino", "needs most cards"),
    "big_casino": QT_TRANSLATE_NOOP("casino", "needs Big Casino (10♦)"),
    "little_casino": QT_TRANSLATE_NOOP("casino", "needs Little Casino (2♠)"),
    "spades": QT_TRANSLATE_NOOP("casino", "needs most spades"),
}

CARDS_POINTS = 3
SPADES_POINTS = 1
BIG_CASINO_POINTS = 2
LITTLE_CASINO_POINTS = 1
ACE_POINTS = 1

# Row of each condition in ``DealResult.items``.
_CONDITION_ROW = {"most_cards": 0, "spades": 1, "big_casino": 2, "little_casino": 3}

# Every card is one bit: suit block of 16 bits, rank 1-13 inside it.  A side's
# pile becomes one int, so spades, the scoring cards and duplicates are bit
# tests instead of per-card work (this runs once per deal in bot rollouts).
_SUIT_BIT = {suit: 1 << (16 * i) for i, suit in enumerate(SUITS)}
_SPADES_MASK = sum(_SUIT_BIT["S"] << rank for rank in range(1, 14))


def _bit(card: Card) -> int:
    return _SUIT_BIT[card.suit] << card.rank


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One row of a deal's count.

    ``side`` scored ``points`` (``None`` and 0 when nobody did: a tie, a card
    nobody took, no net sweeps).  ``card`` is the casino or the ace of the
    row.  ``counts`` gives per side what was compared for "cards", "spades"
    and "sweeps" (the raw sweeps made, before cancelling); empty otherwise.
    """

    kind: str
    side: int | None
    points: int
    card: Card | None = None
    counts: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class DealResult:
    """The count of one deal and where it leaves the game.

    Per side: ``points`` scored in the deal (before any cap), ``totals`` after
    it (near-target rules applied), ``conditions`` in force at the start of
    the deal ("most_cards", "big_casino", "little_casino", "spades" or None),
    ``conditions_met``, ``sweeps_barred`` (above 18: its sweeps score nothing)
    and ``goal_at`` (the index in ``items`` at which the side met its
    condition or reached the target, else None).  ``winner`` is the side that
    wins the game with this deal; ``no_target`` says the game goes on (or
    ended) with no target.
    """

    points: tuple[int, ...]
    items: tuple[ScoreItem, ...]
    totals: tuple[int, ...]
    winner: int | None
    no_target: bool
    conditions: tuple[str | None, ...]
    conditions_met: tuple[bool, ...]
    sweeps_barred: tuple[bool, ...]
    goal_at: tuple[int | None, ...]


def _card_rows() -> tuple[tuple[int, tuple[ScoreItem, ...], ScoreItem], ...]:
    """Per scoring card in counting order: its bit, its row for each side, its
    row when nobody took it (built once: these rows are all alike)."""
    cards = (
        ("big_casino", BIG_CASINO, BIG_CASINO_POINTS),
        ("little_casino", LITTLE_CASINO, LITTLE_CASINO_POINTS),
        *(("ace", Card(1, suit), ACE_POINTS) for suit in SUITS),
    )
    return tuple(
        (
            _bit(card),
            tuple(ScoreItem(kind, side, value, card) for side in range(3)),
            ScoreItem(kind, None, 0, card),
        )
        for kind, card, value in cards
    )


_CARD_ROWS = _card_rows()


def _duplicates(captured: Sequence[Sequence[Card]]) -> str:
    seen: set[Card] = set()
    twice: set[Card] = set()
    for cards in captured:
        for card in cards:
            (twice if card in seen else seen).add(card)
    return " ".join(str(c) for c in sorted(twice))


def _check_int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{what} must be a whole number >= 0, not {value!r}")
    return value


def _strict_leader(counts: Sequence[int]) -> int | None:
    """The side with strictly the highest count, else None."""
    best = max(counts)
    leader = counts.index(best)
    if counts.count(best) > 1:
        return None
    return leader


def _condition(before: int, rules: CasinoRules) -> str | None:
    gap = rules.target - before
    if gap == 3:
        return "most_cards"
    if gap == 2:
        return "big_casino"
    if gap == 1:
        return rules.twenty_needs
    return None


def _checked_counts(
    captured: Sequence[Sequence[Card]],
    sweeps: Sequence[int],
    scores_before: Sequence[int],
    target: int,
    no_target: bool,
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The sweeps and the scores before the deal, checked: one per side, whole numbers,
    and no side already at the target (unless the deal is played without one)."""
    n = len(captured)
    if not 2 <= n <= 3:
        raise ValueError(f"a deal is counted for 2 or 3 sides, not {n}")
    if len(sweeps) != n or len(scores_before) != n:
        raise ValueError(
            f"captured, sweeps and scores_before must have one entry per side "
            f"({n}, {len(sweeps)}, {len(scores_before)})"
        )
    sweep_counts = tuple(_check_int(s, "sweeps") for s in sweeps)
    before = tuple(_check_int(s, "a score") for s in scores_before)
    if not no_target and max(before) >= target:
        raise ValueError(
            f"a side already has {max(before)} of {target} points: the game is over, "
            "or pass no_target=True"
        )
    return sweep_counts, before


def _card_masks(captured: Sequence[Sequence[Card]]) -> list[int]:
    """Per side its captured cards as a bit mask; raises when a card is taken twice."""
    # A sum of distinct powers of two has as many set bits as terms; any card
    # twice makes a carry and loses one, within a pile or across piles.
    suit_bit = _SUIT_BIT
    masks = [sum([suit_bit[c.suit] << c.rank for c in cards]) for cards in captured]
    if sum(masks).bit_count() != sum(len(cards) for cards in captured):
        raise ValueError(f"a card is captured twice: {_duplicates(captured)}")
    return masks


def _count_rows(
    masks: Sequence[int],
    card_counts: tuple[int, ...],
    sweep_counts: tuple[int, ...],
    barred: tuple[bool, ...],
) -> tuple[list[int], list[ScoreItem]]:
    """The deal's points per side and its rows in counting order: most cards, most
    spades, the scoring cards, then the sweeps."""
    points = [0] * len(masks)
    spade_counts = tuple((mask & _SPADES_MASK).bit_count() for mask in masks)
    cards_side = _strict_leader(card_counts)
    spades_side = _strict_leader(spade_counts)
    if cards_side is not None:
        points[cards_side] += CARDS_POINTS
    if spades_side is not None:
        points[spades_side] += SPADES_POINTS
    items = [
        ScoreItem("cards", cards_side, 0 if cards_side is None else CARDS_POINTS, None,
                  card_counts),
        ScoreItem("spades", spades_side, 0 if spades_side is None else SPADES_POINTS, None,
                  spade_counts),
    ]
    for bit, by_side, nobody in _CARD_ROWS:
        for side, mask in enumerate(masks):
            if mask & bit:
                scored = by_side[side]
                points[side] += scored.points
                items.append(scored)
                break
        else:
            items.append(nobody)
    # Sweeps: only the strict leader can score, the difference to the runner-up.
    # A barred leader's sweeps still cancel the others', so then nobody scores.
    sweep_side = _strict_leader(sweep_counts)
    if sweep_side is not None and barred[sweep_side]:
        sweep_side = None
    net = 0
    if sweep_side is not None:
        net = sweep_counts[sweep_side] - max(
            c for i, c in enumerate(sweep_counts) if i != sweep_side
        )
        points[sweep_side] += net
    items.append(ScoreItem("sweeps", sweep_side, net, None, sweep_counts))
    return points, items


def _goal_rows(
    items: Sequence[ScoreItem],
    conditions: tuple[str | None, ...],
    before: tuple[int, ...],
    target: int,
) -> tuple[tuple[bool, ...], list[int | None]]:
    """Per side whether its near-21 condition is met, and the row at which it reaches
    the target (its condition's row, or where its running score gets there)."""
    met = tuple(
        cond is not None and items[_CONDITION_ROW[cond]].side == side
        for side, cond in enumerate(conditions)
    )
    goal_at: list[int | None] = [
        _CONDITION_ROW[cond] if is_met and cond is not None else None
        for cond, is_met in zip(conditions, met, strict=True)
    ]
    running = list(before)
    for row, item in enumerate(items):
        scorer = item.side
        if scorer is None or conditions[scorer] is not None or goal_at[scorer] is not None:
            continue
        running[scorer] += item.points
        if running[scorer] >= target:
            goal_at[scorer] = row
    return met, goal_at


def _winner(
    goal_at: Sequence[int | None], conditions: tuple[str | None, ...]
) -> tuple[int | None, bool]:
    """The side that reaches the target first, or None with True when two sides pass it
    on plain points alike and the game goes on without a target."""
    reached = [(row, side) for side, row in enumerate(goal_at) if row is not None]
    if not reached:
        return None, False
    first = min(reached)[1]  # rows are distinct: each row has one scorer
    plain = sum(1 for _, side in reached if conditions[side] is None)
    if conditions[first] is None and plain >= 2:
        return None, True
    return first, False


def count_deal(
    captured: Sequence[Sequence[Card]],
    sweeps: Sequence[int],
    scores_before: Sequence[int],
    rules: CasinoRules = CasinoRules(),  # noqa: B008 - frozen, so sharing the default is safe
    *,
    no_target: bool = False,
) -> DealResult:
    """Count a finished deal: per side the captured cards, the sweeps made and
    the score at the start of the deal.  Raises ``ValueError`` on bad input
    (see the module docstring for how the rules are read)."""
    target = rules.target
    sweep_counts, before = _checked_counts(captured, sweeps, scores_before, target, no_target)
    n = len(captured)
    masks = _card_masks(captured)
    card_counts = tuple(len(cards) for cards in captured)

    if no_target:
        conditions: tuple[str | None, ...] = (None,) * n
        barred: tuple[bool, ...] = (False,) * n
    else:
        conditions = tuple(_condition(b, rules) for b in before)
        barred = tuple(b > target - 3 for b in before)

    points, items = _count_rows(masks, card_counts, sweep_counts, barred)
    totals = [b + p for b, p in zip(before, points, strict=True)]
    if no_target:
        leader = _strict_leader(totals)
        return DealResult(
            tuple(points), tuple(items), tuple(totals), leader, True,
            conditions, (False,) * n, barred, (None,) * n,
        )

    met, goal_at = _goal_rows(items, conditions, before, target)
    winner, starts_no_target = _winner(goal_at, conditions)

    cap = target - 1
    for side in range(n):
        if conditions[side] is not None and not met[side] and totals[side] > cap:
            totals[side] = cap

    return DealResult(
        tuple(points), tuple(items), tuple(totals), winner, starts_no_target,
        conditions, met, barred, tuple(goal_at),
    )
