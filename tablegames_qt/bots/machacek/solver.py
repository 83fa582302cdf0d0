"""The exact two-player equilibrium of one Macháček game, by backward induction.

Dice are rolled anew by whoever believes, so everything that matters when a
claim is answered is the claim ``p`` the announcer was answering and the claim
``c`` they made.  The *stage* for ``p`` is a signalling game: the announcer's
type is their roll ``r`` (21 values, probability 2/36 or 1/36), their message
a legal claim ``c``; the receiver believes ``c`` with probability ``x[c]``.
If doubted the announcer gets ``T[c]`` (true) or ``F[c]`` (bluff); if believed
``B[c] = 1 - A[c]``, where ``A[c]`` is the value of the stage for ``c`` to the
player who must now beat it.  Stages are solved from Macháček down.

The receiver's side reduces to one number: ``beta``, the best a bluff can
earn.  Given ``beta`` every ``x[c]`` is set as trusting as a bluff allows
(bluffs never earn more than ``beta``), which makes every truthful claim as
cheap as possible at once; the value ``G(beta)`` (each type takes the best of
``beta`` and its truthful claims) is convex and piecewise linear, so its
minimum lies on a breakpoint.  The announcer's side then is a small
feasibility programme: each type mixes over its best replies so that the
receiver's ``x`` is a best reply too (indifference wherever it mixes).

Everything is exact (Fractions); ``solve.py`` writes the tables as floats.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from tablegames_qt.bots.machacek import lp
from tablegames_qt.engine.machacek import VALUES, probability

N = len(VALUES)
TOP = N - 1  # rank of Macháček
#: roll probabilities by rank
PI: tuple[Fraction, ...] = tuple(probability(v) for v in VALUES)

#: payoffs to the announcer, by claim rank: (true and doubted, bluff and doubted)
Payoffs = tuple[tuple[Fraction, ...], tuple[Fraction, ...]]

ONE = Fraction(1)
ZERO = Fraction(0)


def win_payoffs() -> Payoffs:
    """One game: win 1, lose 0."""
    return (ONE,) * N, (ZERO,) * N


def lives_payoffs() -> Payoffs:
    """The lives variant, as lives taken minus lives lost scaled to [0, 1]: a
    doubted Macháček costs two lives, any other doubt one."""
    t = tuple(ONE if c == TOP else Fraction(3, 4) for c in range(N))
    f = tuple(ZERO if c == TOP else Fraction(1, 4) for c in range(N))
    return t, f


def truth_of(truth: str) -> Callable[[int, int], bool]:
    """Whether a roll of rank r makes a claim of rank c true."""
    if truth == "exact":
        return lambda r, c: r == c
    if truth == "at_least":
        return lambda r, c: r >= c
    raise ValueError(f"unknown truth rule {truth!r}")


def messages(p: int | None) -> list[int]:
    """The claim ranks that may answer the claim of rank ``p`` (None: first claim)."""
    if p is None:
        return list(range(N))
    if p == TOP:
        return [TOP]
    return list(range(p + 1, N))


@dataclass(frozen=True)
class Stage:
    """The equilibrium of the stage that answers claim rank ``p``."""

    p: int | None
    value: Fraction  # the announcer's (the player who must beat p) winning chance
    believe: dict[int, Fraction]  # claim rank -> the receiver's chance to believe it
    announce: dict[int, dict[int, Fraction]]  # roll rank -> claim rank -> chance
    beta: Fraction  # what a bluff earns


# -- the receiver's side ----------------------------------------------------------

class _Claim:
    """One claim's payoffs and the receiver's most trusting reply given beta."""

    def __init__(self, t: Fraction, f: Fraction, b: Fraction) -> None:
        self.t, self.f, self.b = t, f, b
        if t >= b > f:
            self.kind = "mix"  # the receiver may mix: believing helps bluffs, hurts truths
        elif t >= b:
            self.kind = "believe"  # believing never helps the announcer more than a doubt
        else:
            self.kind = "doubt"  # being believed beats any opened cup: always doubt
        self.floor = f if self.kind != "believe" else b  # beta can be no lower

    def believe(self, beta: Fraction) -> Fraction:
        if self.kind == "mix":
            return min(ONE, (beta - self.f) / (self.b - self.f))
        return ONE if self.kind == "believe" else ZERO

    def truthful(self, x: Fraction) -> Fraction:
        return self.t + x * (self.b - self.t)

    def bluff(self, x: Fraction) -> Fraction:
        return self.f + x * (self.b - self.f)

    def lines(self) -> list[tuple[Fraction, Fraction]]:
        """(slope, intercept) of the pieces of its truthful payoff as a function of beta."""
        if self.kind == "mix":
            k = (self.t - self.b) / (self.b - self.f)
            return [(-k, self.t + k * self.f), (ZERO, self.b)]
        return [(ZERO, self.truthful(self.believe(ZERO)))]


def _candidates(claims: dict[int, _Claim], low: Fraction) -> list[Fraction]:
    lines = {(ONE, ZERO)}
    for claim in claims.values():
        lines.update(claim.lines())
    ordered = sorted(lines)
    points = {low}
    for i, (a1, b1) in enumerate(ordered):
        for a2, b2 in ordered[i + 1:]:
            if a1 != a2:
                beta = (b2 - b1) / (a1 - a2)
                if beta > low:
                    points.add(beta)
    return sorted(points)


def _g(
    beta: Fraction, claims: dict[int, _Claim], truthful: Sequence[Sequence[int]]
) -> Fraction:
    tr = {c: claim.truthful(claim.believe(beta)) for c, claim in claims.items()}
    total = ZERO
    for r in range(N):
        best = beta
        for c in truthful[r]:
            if tr[c] > best:
                best = tr[c]
        total += PI[r] * best
    return total


def _minimise_beta(
    claims: dict[int, _Claim], truthful: Sequence[Sequence[int]]
) -> Fraction:
    low = max(claim.floor for claim in claims.values())
    points = _candidates(claims, low)
    # G is convex on the sorted breakpoints: ternary search, plateaus included
    lo, hi = 0, len(points) - 1
    cache: dict[int, Fraction] = {}

    def g(i: int) -> Fraction:
        if i not in cache:
            cache[i] = _g(points[i], claims, truthful)
        return cache[i]

    while hi - lo > 2:
        m1 = lo + (hi - lo) // 3
        m2 = hi - (hi - lo) // 3
        if g(m1) < g(m2):
            hi = m2 - 1
        elif g(m1) > g(m2):
            lo = m1 + 1
        else:
            lo, hi = m1, m2
    best = min(range(lo, hi + 1), key=lambda i: (g(i), i))
    return points[best]


# -- the announcer's side ---------------------------------------------------------

def _announcer_mix(
    claims: dict[int, _Claim],
    x: dict[int, Fraction],
    is_true: Callable[[int, int], bool],
) -> dict[int, dict[int, Fraction]]:
    """Per roll, a mix over best replies to ``x`` that makes ``x`` a best reply.

    Among the many such mixes it takes one that is as truthful as it can be
    (bluffs are where a careless receiver is punished least)."""
    pay: dict[tuple[int, int], Fraction] = {}
    for r in range(N):
        for c, claim in claims.items():
            pay[r, c] = claim.truthful(x[c]) if is_true(r, c) else claim.bluff(x[c])
    pairs: list[tuple[int, int]] = []
    for r in range(N):
        best = max(pay[r, c] for c in claims)
        pairs.extend((r, c) for c in claims if pay[r, c] == best)
    col = {pair: j for j, pair in enumerate(pairs)}
    cons: list[lp.Constraint] = []
    for r in range(N):
        cons.append(lp.Constraint({col[r, c]: ONE for c in claims if (r, c) in col}, lp.EQ, PI[r]))
    for c, claim in claims.items():
        gain = {
            col[r, c]: (claim.t if is_true(r, c) else claim.f) - claim.b
            for r in range(N)
            if (r, c) in col
        }
        if not gain:
            continue
        # the receiver is indifferent where it mixes; where it always believes the
        # cup must hold enough truth, where it always doubts enough bluffs
        sense = lp.EQ if 0 < x[c] < 1 else (lp.GE if x[c] == 1 else lp.LE)
        cons.append(lp.Constraint(gain, sense, ZERO))
    objective = [ONE if is_true(r, c) else ZERO for r, c in pairs]
    _, sol = lp.maximise(objective, cons)
    mix: dict[int, dict[int, Fraction]] = {}
    for (r, c), amount in zip(pairs, sol, strict=True):
        if amount:
            mix.setdefault(r, {})[c] = amount / PI[r]
    return mix


def _pool_bluffs(
    mix: dict[int, dict[int, Fraction]], is_true: Callable[[int, int], bool]
) -> dict[int, dict[int, Fraction]]:
    """Give every bluffing roll the same spread of targets, where that keeps the
    totals per claim (so the receiver's view is unchanged).

    The programme's vertex puts each low roll on its own target (31 always
    bluffs 64, ...), a pattern a player could learn.  Under the exact rule any
    false claim is as false as another, so the bluff mass can be pooled unless
    a bluffing roll is itself a target (its share there would turn true)."""
    bluff_mass: dict[int, Fraction] = {}
    share: dict[int, Fraction] = {}
    for r, claims in mix.items():
        for c, amount in claims.items():
            if not is_true(r, c):
                bluff_mass[c] = bluff_mass.get(c, ZERO) + PI[r] * amount
                share[r] = share.get(r, ZERO) + amount
    if not bluff_mass or any(r in bluff_mass for r in share):
        return mix
    if any(is_true(r, c) for r in share for c in bluff_mass):
        return mix  # (the at-least rule: a high target may be true for a bluffer)
    total = sum(bluff_mass.values(), ZERO)
    pooled: dict[int, dict[int, Fraction]] = {}
    for r, claims in mix.items():
        kept = {c: a for c, a in claims.items() if is_true(r, c)}
        if r in share:
            for c, mass in bluff_mass.items():
                kept[c] = kept.get(c, ZERO) + share[r] * mass / total
        pooled[r] = kept
    return pooled


# -- stages and the whole game --------------------------------------------------

def solve_stage(
    p: int | None,
    believed: dict[int, Fraction],
    payoffs: Payoffs,
    is_true: Callable[[int, int], bool],
) -> Stage:
    """The stage answering ``p`` given ``believed[c]`` (B) for every legal claim."""
    t, f = payoffs
    claims = {c: _Claim(t[c], f[c], believed[c]) for c in messages(p)}
    truthful = [[c for c in claims if is_true(r, c)] for r in range(N)]
    beta = _minimise_beta(claims, truthful)
    x = {c: claim.believe(beta) for c, claim in claims.items()}
    value = _g(beta, claims, truthful)
    mix = _pool_bluffs(_announcer_mix(claims, x, is_true), is_true)
    return Stage(p, value, x, mix, beta)


def solve_top(payoffs: Payoffs, is_true: Callable[[int, int], bool]) -> Stage:
    """Answering Macháček: only Macháček may be claimed, and believing it hands
    the same stage to the receiver, so its value A solves A = min(D, 1 - A)."""
    t, f = payoffs
    doubted = sum(
        (PI[r] * (t[TOP] if is_true(r, TOP) else f[TOP]) for r in range(N)), ZERO
    )
    if doubted <= Fraction(1, 2):
        value, x = doubted, ZERO
    else:  # unreachable with sane payoffs: then believing forever ties
        value, x = Fraction(1, 2), ONE
    mix = {r: {TOP: ONE} for r in range(N)}
    return Stage(TOP, value, {TOP: x}, mix, value)


def solve_game(truth: str = "exact", payoffs: Payoffs | None = None) -> dict[int | None, Stage]:
    """Every stage, from answering Macháček down to the first claim (key None)."""
    is_true = truth_of(truth)
    pay = payoffs if payoffs is not None else win_payoffs()
    stages: dict[int | None, Stage] = {TOP: solve_top(pay, is_true)}
    believed = {TOP: 1 - stages[TOP].value}
    for p in range(TOP - 1, -1, -1):
        stages[p] = solve_stage(p, believed, pay, is_true)
        believed[p] = 1 - stages[p].value
    stages[None] = solve_stage(None, believed, pay, is_true)
    return stages
