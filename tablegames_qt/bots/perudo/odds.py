"""Dice arithmetic the Perudo bots share: hands, binomial tails, count distributions.

A hand is a multiset of dice, so a seat with ``n`` dice has one of C(n+5, 5)
hands (252 for five dice).  Beliefs are weights over those hands; what a hand
contributes to a bid on face ``f`` is its *count* for ``f`` (with ones wild
outside Maputo), tabled here once per hand size so the inner loops only index.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from operator import itemgetter

FACES = (1, 2, 3, 4, 5, 6)

Tail = tuple[float, ...]


def face_p(face: int, maputo: bool) -> float:
    """The chance one unseen die counts for ``face``."""
    return 1 / 6 if face == 1 or maputo else 1 / 3


def count_of(counts: Sequence[int], face: int, maputo: bool) -> int:
    """Dice of a hand (as per-face counts, index 1-6) that count for ``face``."""
    if face == 1 or maputo:
        return counts[face]
    return counts[face] + counts[1]


def face_counts(dice: Iterable[int]) -> tuple[int, ...]:
    """Per-face counts of ``dice``: index 0 unused, 1-6 the faces."""
    counts = [0] * 7
    for die in dice:
        counts[die] += 1
    return tuple(counts)


def hand_features(dice: Iterable[int], maputo: bool) -> tuple[int, ...]:
    """Per face (index 1-6) how many of ``dice`` count for it."""
    counts = face_counts(dice)
    return (0, *(count_of(counts, f, maputo) for f in FACES))


@dataclass(frozen=True, slots=True)
class HandSet:
    """Every hand of ``n`` dice with its prior chance and per-face counts."""

    n: int
    hands: tuple[tuple[int, ...], ...]  # sorted dice
    prior: tuple[float, ...]
    #: feats[maputo][face][i]: hand i's count for face (maputo 0 or 1)
    feats: tuple[tuple[tuple[int, ...], ...], ...]
    #: getters[maputo][face][k] picks the indices of the hands whose count is k
    groups: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]
    #: per hand, its features as a tuple indexed by face (0 unused), per maputo
    rows: tuple[tuple[tuple[int, ...], ...], ...]

    def __len__(self) -> int:
        return len(self.hands)

    def index(self, dice: Iterable[int]) -> int:
        return _hand_index(self.n)[tuple(sorted(dice))]


@cache
def hand_set(n: int) -> HandSet:
    hands = tuple(combinations_with_replacement(FACES, n))
    total = 6**n
    prior = []
    for hand in hands:
        counts = face_counts(hand)
        ways = math.factorial(n)
        for c in counts:
            ways //= math.factorial(c)
        prior.append(ways / total)
    feats = []
    groups = []
    rows = []
    for maputo in (False, True):
        per_face: list[tuple[int, ...]] = [()]
        per_group: list[tuple[tuple[int, ...], ...]] = [()]
        for f in FACES:
            col = tuple(count_of(face_counts(h), f, maputo) for h in hands)
            per_face.append(col)
            per_group.append(
                tuple(tuple(i for i, c in enumerate(col) if c == k) for k in range(n + 1))
            )
        feats.append(tuple(per_face))
        groups.append(tuple(per_group))
        rows.append(tuple(hand_features(h, maputo) for h in hands))
    return HandSet(n, hands, tuple(prior), tuple(feats), tuple(groups), tuple(rows))


@cache
def _hand_index(n: int) -> dict[tuple[int, ...], int]:
    return {hand: i for i, hand in enumerate(hand_set(n).hands)}


@cache
def binomial_pmf(m: int, p: float) -> tuple[float, ...]:
    """P(Bin(m, p) = k) for k = 0..m."""
    return tuple(math.comb(m, k) * p**k * (1 - p) ** (m - k) for k in range(m + 1))


def tail_of(pmf: Sequence[float]) -> Tail:
    """P(X >= k) for k = 0..len(pmf)-1 from a distribution over 0, 1, ..."""
    out = [0.0] * len(pmf)
    acc = 0.0
    for k in range(len(pmf) - 1, -1, -1):
        acc += pmf[k]
        out[k] = min(1.0, acc)
    return tuple(out)


@cache
def binomial_tail(m: int, p: float) -> Tail:
    """P(Bin(m, p) >= k) for k = 0..m."""
    return tail_of(binomial_pmf(m, p))


def at_least(tail: Tail, k: int) -> float:
    """P(X >= k) from a tail table, for any integer ``k``."""
    if k <= 0:
        return 1.0
    if k >= len(tail):
        return 0.0
    return tail[k]


def convolve(a: Sequence[float], b: Sequence[float]) -> tuple[float, ...]:
    """The distribution of X + Y for independent X ~ a and Y ~ b."""
    if len(a) == 1:
        return tuple(a[0] * y for y in b)
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return tuple(out)


def count_distribution(
    hs: HandSet, weights: Sequence[float], face: int, maputo: bool
) -> tuple[float, ...]:
    """P(count for ``face`` = k) for k = 0..n under normalised ``weights`` over ``hs``."""
    out = []
    for group in hs.groups[maputo][face]:
        if not group:
            out.append(0.0)
        elif len(group) == 1:
            out.append(weights[group[0]])
        else:
            out.append(sum(itemgetter(*group)(weights)))
    return tuple(out)
