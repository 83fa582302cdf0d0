"""Reading an opponent: a belief over styles, and the best reply to it.

The belief is Bayesian: every move of the opponent that the bot sees (a claim
at a stage, a believe, a doubt, the dice of an opened cup) multiplies each
style's weight by the chance that style had of making it.  The reply treats
every other player as the weighted mix of the styles it is believed to play
and computes, by the same backward induction as the equilibrium (following
the cup round the table), what each claim and each answer is worth.
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
        self._evidence = [0.0] * len(prior)  # log-likelihood of what was seen, per style

    def weights(self) -> list[float]:
        top = max(self._log)
        raw = [math.exp(x - top) for x in self._log]
        total = sum(raw)
        return [x / total for x in raw]

    def weight(self, name: str) -> float:
        return sum(w for s, w in zip(self.styles, self.weights(), strict=True) if s.name == name)

    def evidence(self) -> list[float]:
        """The log-likelihood of everything seen so far under each style (no prior)."""
        return list(self._evidence)

    def _update(self, likelihoods: Sequence[float]) -> None:
        for i, like in enumerate(likelihoods):
            log = math.log(max(like, 1e-12))
            self._log[i] += log
            self._evidence[i] += log

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


Mix = tuple[tuple[float, ...], ...]


@dataclass(frozen=True, slots=True)
class Mixture:
    """One opponent as the weighted mix of styles, by [stage][claim]."""

    doubt: Mix  # chance to doubt the claim
    mass: Mix  # chance to make the claim (over all rolls)
    true_mass: Mix  # chance to make it truly

    def __deepcopy__(self, memo: dict[int, object]) -> Mixture:
        return self  # immutable


def mixed(styles: Sequence[Style], weights: Sequence[float]) -> Mixture:
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
    return Mixture(tuple(map(tuple, doubt)), tuple(map(tuple, mass)), tuple(map(tuple, true_mass)))


@dataclass(frozen=True, slots=True)
class Reply:
    """What positions are worth to the bot against its models of the others."""

    receiver: Mixture  # the player the bot announces to
    announcing: tuple[float, ...]  # [stage] the bot's chance when it must beat the stage
    passed: tuple[float, ...]  # [claim] its chance once its claim is believed
    if_true: tuple[float, ...]
    if_bluff: tuple[float, ...]

    def claim_values(self, stage: int, truth_of: Sequence[bool]) -> dict[int, float]:
        """The bot's chance for each legal claim; ``truth_of[c]`` says whether
        claim c would be true for the dice it holds."""
        out = {}
        for c in claims_after(stage):
            q = self.receiver.doubt[stage][c]
            doubted = self.if_true[c] if truth_of[c] else self.if_bluff[c]
            out[c] = q * doubted + (1.0 - q) * self.passed[c]
        return out

    def doubt_value(self, chance_false: float, claim: int) -> float:
        return chance_false * (1.0 - self.if_bluff[claim]) + (1.0 - chance_false) * (
            1.0 - self.if_true[claim]
        )


def best_reply(before: Sequence[Mixture], at_least: bool, if_true: Sequence[float],
               if_bluff: Sequence[float], idle: float) -> Reply:
    """Backward induction against the models: the bot best-replies at every stage.

    ``before[j - 1]`` models the player ``j`` seats before the bot in this
    game's order (``before[0]`` announces to it, ``before[-1]`` receives its
    claims; with two players both are the one opponent).  ``idle`` is what a
    cup opened between two others is worth to the bot (0 when only winning
    counts, the payoff of losing no life with lives).  ``value[j][s]``: the
    bot's chance when the player ``j`` seats before it must beat ``s``.
    """
    n = len(before) + 1
    value = [[0.0] * N for _ in range(n)]
    receiver = before[-1]

    def stage(s: int) -> None:
        for j in range(n - 1, 1, -1):
            value[j][s] = _watching(before[j - 1], before[j - 2], value[j - 1], s, idle)
        value[1][s] = _answering(before[0], value[0], s, if_true, if_bluff)
        value[0][s] = _ours(receiver, value[n - 1], s, at_least, if_true, if_bluff)

    for j in range(n):
        value[j][TOP] = 0.5
    for _ in range(_FIXED_POINT_ROUNDS):
        stage(TOP)
    for s in range(TOP - 1, -1, -1):
        stage(s)
    return Reply(receiver, tuple(value[0]), tuple(value[n - 1]), tuple(if_true), tuple(if_bluff))


def _ours(receiver: Mixture, after: Sequence[float], s: int, at_least: bool,
          if_true: Sequence[float], if_bluff: Sequence[float]) -> float:
    """The bot's chance when it must beat ``s``, claiming its best for every roll;
    ``after[c]``: its chance once its claim ``c`` is believed."""
    # a[c]: the claim is true; b[c]: a bluff (never worth more than a true claim)
    a = [-1.0] * N
    b = [-1.0] * N
    for c in claims_after(s):
        q = receiver.doubt[s][c]
        rest = (1.0 - q) * after[c]
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


def _answering(model: Mixture, ours: Sequence[float], s: int, if_true: Sequence[float],
               if_bluff: Sequence[float]) -> float:
    """The bot's chance when the player before it (``model``) must beat ``s``: the bot
    doubts or believes each claim, whichever is worth more (``ours``: its own turn's)."""
    total = 0.0
    for c in claims_after(s):
        m, t = model.mass[s][c], model.true_mass[s][c]
        caught = (m - t) * (1.0 - if_bluff[c]) + t * (1.0 - if_true[c])
        total += max(caught, m * ours[c])
    return total


def _watching(model: Mixture, answer: Mixture, later: Sequence[float], s: int,
              idle: float) -> float:
    """The bot's chance when a player further back (``model``) must beat ``s`` and the
    next one (``answer``) answers; ``later``: the chance once the next one must beat it."""
    total = 0.0
    for c in claims_after(s):
        q = answer.doubt[s][c]
        total += model.mass[s][c] * (q * idle + (1.0 - q) * later[c])
    return total
