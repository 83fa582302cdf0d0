"""Reading an opponent: a belief over styles, and the best reply to it.

The belief is Bayesian: every move of the opponent that the bot sees (a claim
at a stage, a believe, a doubt, the dice of an opened cup) multiplies each
style's weight by the chance that style had of making it.  The reply treats
the opponent as the weighted mix of the styles and computes, by the same
backward induction as the equilibrium, what each claim and each answer is
worth against it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tablegames_qt.bots.machacek.common import PROB, STAGES, TOP, N, claims_after
from tablegames_qt.bots.machacek.styles import Style

_FIXED_POINT_ROUNDS = 40  # answering Macháček with Macháček: a contraction, fast to converge


class Belief:
    """Weights over ``styles``; updates multiply by likelihoods (kept as logs)."""

    def __init__(self, styles: Sequence[Style], prior: Sequence[float]) -> None:
        if len(styles) != len(prior) or not styles:
            raise ValueError("one prior weight per style")
        self.styles = tuple(styles)
        self._log = [math.log(p) for p in prior]

    def weights(self) -> list[float]:
        top = max(self._log)
        raw = [math.exp(x - top) for x in self._log]
        total = sum(raw)
        return [x / total for x in raw]

    def weight(self, name: str) -> float:
        return sum(w for s, w in zip(self.styles, self.weights(), strict=True) if s.name == name)

    def _update(self, likelihoods: Sequence[float]) -> None:
        for i, like in enumerate(likelihoods):
            self._log[i] += math.log(max(like, 1e-12))

    def saw_claim(self, stage: int, claim: int) -> None:
        self._update([s.mass[stage][claim] for s in self.styles])

    def saw_roll(self, stage: int, claim: int, roll: int) -> None:
        """The cup was opened on ``claim``: the dice showed ``roll``."""
        likes = []
        for s in self.styles:
            chance = dict(s.claims[stage][roll]).get(claim, 0.0)
            mass = s.mass[stage][claim]
            likes.append(PROB[roll] * chance / mass if mass > 0 else 0.0)
        self._update(likes)

    def saw_answer(self, stage: int, claim: int, doubted: bool) -> None:
        self._update([s.doubt[stage][claim] if doubted else 1.0 - s.doubt[stage][claim]
                      for s in self.styles])


@dataclass(frozen=True, slots=True)
class Reply:
    """What positions are worth against a (mixed) opponent, from the bot's side."""

    doubt: tuple[tuple[float, ...], ...]  # [stage][claim] the opponent's chance to doubt
    mass: tuple[tuple[float, ...], ...]  # [stage][claim] the opponent's chance to claim
    true_mass: tuple[tuple[float, ...], ...]
    announcing: tuple[float, ...]  # [stage] the bot's chance when it must beat the stage
    answering: tuple[float, ...]  # [stage] the bot's chance when the opponent must beat it
    if_true: tuple[float, ...]
    if_bluff: tuple[float, ...]

    def claim_values(self, stage: int, truth_of: Sequence[bool]) -> dict[int, float]:
        """The bot's chance for each legal claim; ``truth_of[c]`` says whether
        claim c would be true for the dice it holds."""
        out = {}
        for c in claims_after(stage):
            q = self.doubt[stage][c]
            doubted = self.if_true[c] if truth_of[c] else self.if_bluff[c]
            out[c] = q * doubted + (1.0 - q) * self.answering[c]
        return out

    def doubt_value(self, chance_false: float, claim: int) -> float:
        return chance_false * (1.0 - self.if_bluff[claim]) + (1.0 - chance_false) * (
            1.0 - self.if_true[claim]
        )


def mixed(styles: Sequence[Style], weights: Sequence[float]) -> tuple[
    tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...]
]:
    """The opponent's (doubt, mass, true_mass) as the weighted mix of styles."""
    doubt = [[0.0] * N for _ in range(STAGES)]
    mass = [[0.0] * N for _ in range(STAGES)]
    true_mass = [[0.0] * N for _ in range(STAGES)]
    for style, w in zip(styles, weights, strict=True):
        if w < 1e-9:
            continue
        for s in range(STAGES):
            sd, sm, st = style.doubt[s], style.mass[s], style.true_mass[s]
            d, m, t = doubt[s], mass[s], true_mass[s]
            for c in claims_after(s):
                d[c] += w * sd[c]
                m[c] += w * sm[c]
                t[c] += w * st[c]
    return (tuple(map(tuple, doubt)), tuple(map(tuple, mass)), tuple(map(tuple, true_mass)))


def best_reply(styles: Sequence[Style], weights: Sequence[float], at_least: bool,
               if_true: Sequence[float], if_bluff: Sequence[float]) -> Reply:
    """Backward induction against the mix: the bot best-replies at every stage."""
    doubt, mass, true_mass = mixed(styles, weights)
    announcing = [0.0] * N
    answering = [0.0] * N

    def ours(s: int) -> float:
        # a[c]: the claim is true; b[c]: a bluff (never worth more than a true claim)
        legal = claims_after(s)
        a = [-1.0] * N
        b = [-1.0] * N
        for c in legal:
            q = doubt[s][c]
            rest = (1.0 - q) * answering[c]
            a[c] = q * if_true[c] + rest
            b[c] = q * if_bluff[c] + rest
        total = 0.0
        if at_least:
            best_true = [-1.0] * N  # best a[c] over c <= r
            run = -1.0
            for c in range(N):
                run = max(run, a[c])
                best_true[c] = run
            best_false = [-1.0] * (N + 1)  # best b[c] over c > r
            for c in range(N - 1, -1, -1):
                best_false[c] = max(best_false[c + 1], b[c])
            for r in range(N):
                total += PROB[r] * max(best_true[r], best_false[r + 1])
        else:
            best_bluff = max(b)
            for r in range(N):
                total += PROB[r] * max(a[r], best_bluff)
        return total

    def theirs(s: int) -> float:
        total = 0.0
        for c in claims_after(s):
            m, t = mass[s][c], true_mass[s][c]
            caught = (m - t) * (1.0 - if_bluff[c]) + t * (1.0 - if_true[c])
            total += max(caught, m * announcing[c])
        return total

    announcing[TOP] = answering[TOP] = 0.5
    for _ in range(_FIXED_POINT_ROUNDS):
        answering[TOP] = theirs(TOP)
        announcing[TOP] = ours(TOP)
    for s in range(TOP - 1, -1, -1):
        answering[s] = theirs(s)
        announcing[s] = ours(s)
    return Reply(doubt, mass, true_mass, tuple(announcing), tuple(answering),
                 tuple(if_true), tuple(if_bluff))
