"""Are the dice fair?  Each face's share against the expected 1/6 (pure Python).

Pearson's chi-square test with 5 degrees of freedom says how surprising the
counts would be for fair dice; its tail probability has a closed form for
five degrees of freedom, so no statistics library is needed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

EXPECTED_SHARE = 1 / 6
#: fewer dice than this say nothing either way
MIN_DICE = 60
#: a tail probability below this is "suspicious" (1 in 1000: rare even when
#: families look at their statistics often)
SUSPICIOUS_BELOW = 0.001


def chi_square(counts: Sequence[int]) -> float:
    """Pearson's statistic of six face counts against equal chances."""
    if len(counts) != 6:
        raise ValueError("a die has six faces")
    total = sum(counts)
    if total <= 0:
        return 0.0
    expected = total / 6
    return sum((c - expected) ** 2 / expected for c in counts)


def chi_square_tail(statistic: float) -> float:
    """P(X >= statistic) for chi-square with 5 degrees of freedom."""
    if statistic <= 0:
        return 1.0
    x = statistic
    return math.erfc(math.sqrt(x / 2)) + math.sqrt(2 * x / math.pi) * math.exp(-x / 2) * (1 + x / 3)


@dataclass(frozen=True)
class Fairness:
    counts: tuple[int, ...]
    total: int
    shares: tuple[float, ...]
    statistic: float
    p_value: float

    @property
    def enough(self) -> bool:
        return self.total >= MIN_DICE

    @property
    def suspicious(self) -> bool:
        return self.enough and self.p_value < SUSPICIOUS_BELOW


def fairness(counts: Sequence[int]) -> Fairness:
    total = sum(counts)
    shares = tuple(c / total if total else 0.0 for c in counts)
    statistic = chi_square(counts)
    return Fairness(tuple(counts), total, shares, statistic, chi_square_tail(statistic))
