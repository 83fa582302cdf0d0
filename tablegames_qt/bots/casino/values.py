"""What cards and positions are worth: the point weights every level shares.

A deal scores 3 for most cards, 1 for most spades, 2 for 10♦, 1 for 2♠, 1 per
ace and the net sweeps.  The majorities are not worth a fixed amount per
card: a card matters a lot while the count is close and nothing once 27 are
taken.  So their value is an expectation: the final difference is the
current one plus a spread that grows with the cards still to come, modelled
as a normal distribution (``CARD_SPREAD`` and ``SPADE_SPREAD`` were fitted to
bot-against-bot deals: the residue and big captures make the spread wider
than one coin flip per card).

Everything is measured as "my side's points minus the best other side's",
so a capture by me and the same capture by the opponent move the value by
the same amount in opposite directions.  Near 21 the rules turn one item
into the whole game (18 needs most cards, 19 Big Casino, 20 Little Casino or
most spades): that item is then worth ``GAME_POINTS``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tablegames_qt.engine.casino import Card, CasinoRules, count_deal

from .sim import ACE_BITS, BIG_BIT, LITTLE_BIT, SimDeal, card_index

#: a game won or lost, in deal points (a deal is worth 11 plus sweeps)
GAME_POINTS = 10.0
#: ending a deal ahead, in points: the side with more points wins the deal
DEAL_POINTS = 0.0
#: spread of the final card difference: CARD_SPREAD_BASE + CARD_SPREAD * sqrt(cards to
#: come), fitted on 1,500 normal-against-normal deals (the base is the residue's lump)
CARD_SPREAD_BASE = 2.4
CARD_SPREAD = 1.31
#: the same for spades
SPADE_SPREAD_BASE = 0.45
SPADE_SPREAD = 1.0

CARDS_POINTS = 3.0
SPADES_POINTS = 1.0
BIG_POINTS = 2.0
LITTLE_POINTS = 1.0
ACE_POINTS = 1.0


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def majority_balance(diff: int, remaining: int, spread: float, base: float = 0.0) -> float:
    """P(I end with strictly more) - P(the other ends with strictly more),
    when I lead by ``diff`` and ``remaining`` items are still to be taken
    (the final difference spread ``base + spread * sqrt(remaining)``, at
    most ``remaining``)."""
    if diff - remaining > 0:
        return 1.0
    if diff + remaining < 0:
        return -1.0
    if remaining == 0:
        return 0.0
    sigma = min(base + spread * math.sqrt(remaining), float(remaining))
    # The final difference moves in steps of 2: with diff + remaining even a
    # tie is possible and winning needs a lead of 2, else a lead of 1.
    edge = 1.0 if (diff + remaining) % 2 == 0 else 0.0
    return _phi((diff - edge) / sigma) - _phi((-diff - edge) / sigma)


def _table(total: int, spread: float, base: float) -> tuple[tuple[float, ...], ...]:
    """``[diff + total][remaining]`` of :func:`majority_balance`."""
    return tuple(
        tuple(majority_balance(d, r, spread, base) for r in range(total + 1))
        for d in range(-total, total + 1)
    )


CARDS_TABLE = _table(52, CARD_SPREAD, CARD_SPREAD_BASE)
SPADES_TABLE = _table(13, SPADE_SPREAD, SPADE_SPREAD_BASE)


def cards_balance(diff: int, remaining: int) -> float:
    return CARDS_TABLE[max(-52, min(52, diff)) + 52][max(0, min(52, remaining))]


def spades_balance(diff: int, remaining: int) -> float:
    return SPADES_TABLE[max(-13, min(13, diff)) + 13][max(0, min(13, remaining))]


def sweep_points(sweeps: Sequence[int], barred: Sequence[bool]) -> list[int]:
    """Per side the points its sweeps score: only the strict leader scores,
    the difference to the next side, and not when it is barred (above 18)."""
    best = max(sweeps)
    out = [0] * len(sweeps)
    if sweeps.count(best) > 1:
        return out
    leader = sweeps.index(best)
    if barred[leader]:
        return out
    out[leader] = best - max(s for i, s in enumerate(sweeps) if i != leader)
    return out


class Stakes:
    """The point weights of one deal as the score stands (conditions near
    21), for measuring from side ``me``."""

    __slots__ = ("barred", "big", "cards_points", "little", "me", "sides", "spades_points")

    def __init__(self, scores: Sequence[int], me: int, rules: CasinoRules, no_target: bool) -> None:
        self.me = me
        self.sides = len(scores)
        target = rules.target
        cards_points, spades_points = CARDS_POINTS, SPADES_POINTS
        big, little = BIG_POINTS, LITTLE_POINTS
        barred = [False] * len(scores)
        if not no_target:
            for side, score in enumerate(scores):
                gap = target - score
                barred[side] = gap < 3
                if gap == 3:
                    cards_points = GAME_POINTS
                elif gap == 2:
                    big = GAME_POINTS
                elif gap == 1:
                    if rules.twenty_needs == "spades":
                        spades_points = GAME_POINTS
                    else:
                        little = GAME_POINTS
        self.cards_points = cards_points
        self.spades_points = spades_points
        self.big = big
        self.little = little
        self.barred = tuple(barred)

    @classmethod
    def of(cls, sim: SimDeal, me: int) -> Stakes:
        return cls(sim.scores, me, sim.rules, sim.no_target)

    def bits_value(self, bits: int) -> float:
        """The points of the scoring cards in ``bits``."""
        value = 0.0
        if bits & BIG_BIT:
            value += self.big
        if bits & LITTLE_BIT:
            value += self.little
        for ace in ACE_BITS:
            if bits & ace:
                value += ACE_POINTS
        return value

    def _others_best(self, values: Sequence[int]) -> int:
        return max(v for s, v in enumerate(values) if s != self.me)

    def weights(self, cards: Sequence[int], spades: Sequence[int]) -> list[float]:
        """Per card (by :func:`card_index`) what taking it is worth to any
        side, in the current race for the majorities: the value moves by this
        much up when my side takes it and down when another side does."""
        me = self.me
        d = cards[me] - self._others_best(cards)
        r = 52 - sum(cards)
        card_w = self.cards_points * 0.5 * (cards_balance(d + 1, r - 1) - cards_balance(d - 1, r - 1))
        ds = spades[me] - self._others_best(spades)
        rs = 13 - sum(spades)
        spade_w = self.spades_points * 0.5 * (
            spades_balance(ds + 1, rs - 1) - spades_balance(ds - 1, rs - 1)
        )
        out = [card_w] * 52
        for rank in range(1, 14):
            out[(rank - 1) * 4] += spade_w
        out[card_index(Card(10, "D"))] += self.big
        out[card_index(Card(2, "S"))] += self.little
        for suit in range(4):
            out[suit] += ACE_POINTS
        return out

    def sweep_value(self, sweeps: Sequence[int], side: int) -> float:
        """How much one more sweep by ``side`` moves my value."""
        before = self._sweep_balance(sweeps)
        after = list(sweeps)
        after[side] += 1
        return self._sweep_balance(after) - before

    def _sweep_balance(self, sweeps: Sequence[int]) -> float:
        pts = sweep_points(sweeps, self.barred)
        return float(pts[self.me] - self._others_best(pts))

    def estimate(self, sim: SimDeal) -> float:
        """My expected points minus the best other side's, from what the
        sides hold now (the cards still out count as a fair race)."""
        me = self.me
        cards, spades = sim.cards, sim.spades
        value = self.cards_points * cards_balance(cards[me] - self._others_best(cards), 52 - sum(cards))
        value += self.spades_points * spades_balance(
            spades[me] - self._others_best(spades), 13 - sum(spades)
        )
        bits = sim.bits
        value += self.bits_value(bits[me]) - max(
            self.bits_value(b) for s, b in enumerate(bits) if s != me
        )
        return value + self._sweep_balance(sim.sweeps)


def deal_points(sim: SimDeal, barred: Sequence[bool]) -> list[int]:
    """The points each side scores in the finished deal of ``sim``."""
    sides = sim.sides
    points = [0] * sides
    cards, spades = sim.cards, sim.spades
    best = max(cards)
    if cards.count(best) == 1:
        points[cards.index(best)] += 3
    best = max(spades)
    if spades.count(best) == 1:
        points[spades.index(best)] += 1
    for side, bits in enumerate(sim.bits):
        if bits & BIG_BIT:
            points[side] += 2
        if bits & LITTLE_BIT:
            points[side] += 1
        for ace in ACE_BITS:
            if bits & ace:
                points[side] += 1
    for side, p in enumerate(sweep_points(sim.sweeps, barred)):
        points[side] += p
    return points


def final_value(sim: SimDeal, stakes: Stakes) -> float:
    """The value of a finished deal for ``stakes.me``: the point difference,
    ``DEAL_POINTS`` more or less for winning or losing the deal, and plus or
    minus ``GAME_POINTS`` when the deal decides the game."""
    me = stakes.me
    points = deal_points(sim, stakes.barred)
    diff = points[me] - max(p for s, p in enumerate(points) if s != me)
    value = float(diff)
    if diff:
        value += DEAL_POINTS if diff > 0 else -DEAL_POINTS
    target = sim.rules.target
    scores = sim.scores
    if sim.no_target or max(scores) >= target - 3 or any(
        s + p >= target for s, p in zip(scores, points, strict=True)
    ):
        result = count_deal(sim.captured, sim.sweeps, scores, sim.rules,
                            no_target=sim.no_target or max(scores) >= target)
        if result.winner is not None:
            value += GAME_POINTS if result.winner == me else -GAME_POINTS
    return value
