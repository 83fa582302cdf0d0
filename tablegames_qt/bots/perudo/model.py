"""How a Perudo player is modelled: a noisy, myopic judge of its own odds.

The model says a seat with hand ``h`` scores each of its options by the chance
it wins the exchange if the next player ends the round at once — a raise by the
chance the new bid is true, Dudo by the chance the last bid is false, Calza by
the chance it is exact (scaled by what a die gained is worth) — judging the
other hands either as plain dice or, when it ``reads``, by the public beliefs
about them.  It decides first whether to challenge, then which option of that
kind (softmaxes of temperature ``tau``), and with chance ``eps`` does something
arbitrary.  The same model serves two purposes: the likelihood of an observed
bid (the Bayesian read of a hand) and the policy of a simulated opponent in the
hard bot's play-outs; its scores are also the normal bot's own odds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from operator import add

from tablegames_qt.bots.perudo.odds import HandSet, Tail, at_least
from tablegames_qt.engine.perudo import Bid, min_quantity

# An option: (BID, quantity, face), or (DUDO, q, f) / (CALZA, q, f) on the last bid (q, f).
BID, DUDO, CALZA = 0, 1, 2
Option = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Model:
    """A seat's bidding style.

    The seat first decides whether to challenge, then which option of that kind.
    ``compare``: it challenges when Dudo's chance beats its best raise's (the
    normal bot's rule); otherwise when Dudo's chance passes one half (a plain
    threshold, like the easy bot).  ``level``: it picks the raise's face by how
    many it holds, judging every face at the same quantity, instead of by the
    chance of each face's lowest raise.  ``tau``: how much score differences
    matter (small: nearly always the best); ``eps``: the share of arbitrary
    moves; ``reads``: whether it judges the other hands by what their bids said
    or by the plain odds; ``bias``: added to a challenge's score — a bold
    challenger has a positive bias, a trusting one negative.
    """

    tau: float = 0.08
    eps: float = 0.1
    reads: bool = False
    bias: float = 0.0
    compare: bool = True
    level: bool = False


DEFAULT_MODEL = Model()


@cache
def raise_options(prev: Bid, total: int, maputo: bool, calza: bool) -> tuple[Option, ...]:
    """The lowest legal raise on every face that has one, then Dudo (and Calza)."""
    options: list[Option] = []
    faces = (prev.face,) if maputo else (1, 2, 3, 4, 5, 6)
    for face in faces:
        q = min_quantity(prev, face, maputo)
        if q is not None and q <= total:
            options.append((BID, q, face))
    options.append((DUDO, prev.quantity, prev.face))
    if calza and not maputo:
        options.append((CALZA, prev.quantity, prev.face))
    return tuple(options)


@cache
def opening_level(bid: Bid, total: int, maputo: bool, ones_opening: bool) -> tuple[Option, ...]:
    """The openings one would compare ``bid`` with: every allowed face at the same level.

    Low openings are true for nearly any hand, so faces are compared at no less
    than the quantity a neutral observer expects; there they tell hands apart.
    """
    if maputo:
        level = max(bid.quantity, round(total / 6))
        return tuple((BID, level, f) for f in (1, 2, 3, 4, 5, 6))
    if bid.face == 1:
        level = max(2 * bid.quantity, round(total / 3))
    else:
        level = max(bid.quantity, round(total / 3))
    options = [(BID, level, f) for f in (2, 3, 4, 5, 6)]
    if ones_opening:
        options.insert(0, (BID, (level + 1) // 2, 1))
    return tuple(options)


def score(
    option: Option,
    own: int,
    tails: Sequence[Tail],
    pmfs: Sequence[Sequence[float]],
    calza_value: float,
) -> float:
    """The option's myopic score for a seat whose count for the option's face is ``own``."""
    kind, q, f = option
    if kind == BID:
        return at_least(tails[f], q - own)
    if kind == DUDO:
        return 1.0 - at_least(tails[f], q - own)
    k = q - own
    pmf = pmfs[f]
    return calza_value * (pmf[k] if 0 <= k < len(pmf) else 0.0)


def calza_value(players_alive: int, can_gain: bool) -> float:
    """Calza's score per unit of chance, on the scale where a won Dudo scores its chance.

    With ``alpha`` the worth of another seat losing a die against ours, Dudo's
    expected value is alpha*p - (1-p); mapped onto the p-scale a right Calza
    (gaining g dice) is worth (g + 1) / (1 + alpha).
    """
    alpha = 1.0 if players_alive <= 2 else 1.0 / (players_alive - 1)
    return (1.0 + (1.0 if can_gain else 0.0)) / (1.0 + alpha)


def scoring_options(
    options: Sequence[Option], level: bool, base: int | None = None
) -> list[Option]:
    """The options as the model scores them: with ``level``, every raise at a common quantity.

    Options from index ``base`` on (an observed jump bid) keep their own quantity.
    """
    if base is None:
        base = len(options)
    if not level:
        return list(options)
    plain = [o[1] for o in options[:base] if o[0] == BID and o[2] != 1]
    if not plain:
        return list(options)
    q = min(plain)
    return [
        (BID, (q + 1) // 2 if o[2] == 1 else q, o[2]) if o[0] == BID and i < base else o
        for i, o in enumerate(options)
    ]


def _sigmoid(x: float) -> float:
    if x < -60.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def likelihoods(
    hs: HandSet,
    maputo: bool,
    options: Sequence[Option],
    observed: Option,
    tails: Sequence[Tail],
    pmfs: Sequence[Sequence[float]],
    model: Model,
    calza_worth: float,
) -> list[float]:
    """P(the seat chose ``observed`` | its hand) for every hand of ``hs``.

    ``options`` is what the seat chose from; ``observed`` is added if it is not
    among them (a jump bid, scored at its own quantity).  Tables per count value
    keep the per-hand work to list indexing and C-level maps, which is what
    makes a read of 252 hands cost well under a millisecond.
    """
    feats = hs.feats[maputo]
    size = len(hs)
    counts = range(hs.n + 1)
    inv_tau = 1.0 / model.tau
    choices = list(options)
    if observed not in choices:
        choices.append(observed)
    scored = scoring_options(choices, model.level, len(options))
    bias = model.bias
    groups: dict[bool, tuple[list[float], list[list[float]]]] = {}
    numerator: list[float] = []
    observed_challenges = observed[0] != BID
    for option, scoring in zip(choices, scored, strict=True):
        challenge = option[0] != BID
        shift = bias if challenge else 0.0
        table = [score(scoring, k, tails, pmfs, calza_worth) + shift for k in counts]
        column = list(map(table.__getitem__, feats[option[2]]))
        exps = [math.exp(inv_tau * x) for x in table]
        ecol = list(map(exps.__getitem__, feats[option[2]]))
        total, cols = groups.setdefault(challenge, ([0.0] * size, []))
        groups[challenge] = (list(map(add, total, ecol)), cols)
        cols.append(column)
        if option == observed:
            numerator = ecol
    return _mixed(groups, numerator, observed_challenges, len(choices), model, inv_tau)


def _mixed(groups: dict[bool, tuple[list[float], list[list[float]]]], numerator: list[float],
           observed_challenges: bool, n_choices: int, model: Model, inv_tau: float) -> list[float]:
    """Per hand, the chance of the observed choice: within its group (raises, or challenges)
    by its share of the group's weight, the groups weighed by how a challenge compares
    with the best raise (or with an even chance), with noise :attr:`Model.eps` spread
    over every choice."""
    noise = model.eps / n_choices
    keep = 1.0 - model.eps
    if False not in groups or True not in groups:
        within = groups[observed_challenges][0]
        return [noise + keep * a / b for a, b in zip(numerator, within, strict=True)]
    raise_total, raise_cols = groups[False]
    chal_total, chal_cols = groups[True]
    chal_best = list(map(max, *chal_cols)) if len(chal_cols) > 1 else chal_cols[0]
    if model.compare:
        raise_best = list(map(max, *raise_cols)) if len(raise_cols) > 1 else raise_cols[0]
        p_chal = [_sigmoid(inv_tau * (c - r)) for c, r in zip(chal_best, raise_best, strict=True)]
    else:
        p_chal = [_sigmoid(inv_tau * (c - 0.5)) for c in chal_best]
    if observed_challenges:
        return [
            noise + keep * p * a / b for p, a, b in zip(p_chal, numerator, chal_total, strict=True)
        ]
    return [
        noise + keep * (1.0 - p) * a / b
        for p, a, b in zip(p_chal, numerator, raise_total, strict=True)
    ]


def choice_probabilities(
    options: Sequence[Option],
    own: Sequence[int],
    tails: Sequence[Tail],
    pmfs: Sequence[Sequence[float]],
    model: Model,
    calza_worth: float,
    base: int | None = None,
) -> list[float]:
    """The model's probability of each option for one hand (``own``: its count per face).

    ``base``: see :func:`scoring_options`.
    """
    scored = scoring_options(options, model.level, base)
    bias = model.bias
    scores = [
        score(o, own[o[2]], tails, pmfs, calza_worth) + (bias if o[0] != BID else 0.0)
        for o in scored
    ]
    return split_probabilities(options, scores, model)


def split_probabilities(
    options: Sequence[Option], scores: Sequence[float], model: Model
) -> list[float]:
    """Challenge or raise first (by ``model``), then a softmax within the chosen kind."""
    inv_tau = 1.0 / model.tau
    raise_best = max((s for o, s in zip(options, scores, strict=True) if o[0] == BID), default=None)
    chal_best = max((s for o, s in zip(options, scores, strict=True) if o[0] != BID), default=None)
    if raise_best is None:
        p_chal = 1.0
    elif chal_best is None:
        p_chal = 0.0
    else:
        ref = raise_best if model.compare else 0.5
        p_chal = _sigmoid(inv_tau * (chal_best - ref))
    exps = [
        math.exp(inv_tau * (s - (raise_best if o[0] == BID else chal_best)))  # type: ignore[operator]
        for o, s in zip(options, scores, strict=True)
    ]
    raise_sum = sum(e for o, e in zip(options, exps, strict=True) if o[0] == BID)
    chal_sum = sum(e for o, e in zip(options, exps, strict=True) if o[0] != BID)
    noise = model.eps / len(options)
    keep = 1.0 - model.eps
    raise_share = keep * (1.0 - p_chal) / raise_sum if raise_sum else 0.0
    chal_share = keep * p_chal / chal_sum if chal_sum else 0.0
    return [
        noise + e * (raise_share if o[0] == BID else chal_share)
        for o, e in zip(options, exps, strict=True)
    ]
