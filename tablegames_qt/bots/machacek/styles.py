"""Stationary ways to play Macháček, as tables by stage.

A style says, for every stage and roll, how it mixes its claims, and for every
stage and claim how often it doubts.  The fixed test bots (``fixed.py``) play
them; the hard bot keeps a belief over them to read its opponents
(``model.py``): the equilibrium, and the archetypes people fall into — the
honest player, the habitual bluffer, the one who doubts everything, the one
who believes everything, and the one who plays at random.

The honest and the bluffing archetypes answer by plain odds: they doubt a
claim that a fresh roll of their own would more likely fail than manage to
beat.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from tablegames_qt.bots.machacek import normal
from tablegames_qt.bots.machacek.common import (
    ABOVE,
    PROB,
    STAGES,
    TOP,
    N,
    claims_after,
    truth_test,
)
from tablegames_qt.bots.machacek.table import load

Mix = tuple[tuple[int, float], ...]


@dataclass(frozen=True, slots=True, eq=False)
class Style:
    """Compared and hashed by identity: every style is built once (cached), and
    hashing its tables on every cache lookup would cost more than a decision."""

    name: str
    claims: tuple[tuple[Mix, ...], ...]  # [stage][roll] -> ((claim, chance), ...)
    doubt: tuple[tuple[float, ...], ...]  # [stage][claim] -> chance to doubt
    mass: tuple[tuple[float, ...], ...]  # [stage][claim] -> chance to claim it (any roll)
    true_mass: tuple[tuple[float, ...], ...]  # [stage][claim] -> chance to claim it truly

    def __deepcopy__(self, memo: dict[int, object]) -> Style:
        return self  # immutable and shared by every bot: copying a bot need not copy it


def make_style(name: str, truth: str, claim: Callable[[int, int], Mix],
               doubt: Callable[[int, int], float]) -> Style:
    """A style from its claim mix by (stage, roll) and its doubt chance by (stage, claim)."""
    is_true = truth_test(truth)
    claims = tuple(tuple(claim(s, r) for r in range(N)) for s in range(STAGES))
    doubts = tuple(
        tuple(doubt(s, c) if c in claims_after(s) else 0.0 for c in range(N)) for s in range(STAGES)
    )
    mass = []
    true_mass = []
    for s in range(STAGES):
        m = [0.0] * N
        t = [0.0] * N
        for r in range(N):
            for c, q in claims[s][r]:
                m[c] += PROB[r] * q
                if is_true(r, c):
                    t[c] += PROB[r] * q
        mass.append(tuple(m))
        true_mass.append(tuple(t))
    return Style(name, claims, doubts, tuple(mass), tuple(true_mass))


def _truthful_claim(s: int, r: int) -> Mix:
    legal = claims_after(s)
    return ((r, 1.0),) if r in legal else ((legal[0], 1.0),)


def _odds_doubt(s: int, c: int) -> float:
    return 1.0 if ABOVE[c] < 0.5 else 0.0


@cache
def equilibrium(truth: str = "exact", objective: str = "win") -> Style:
    table = load(truth, objective)
    return make_style("equilibrium", truth, lambda s, r: table.announce[s][r],
                  lambda s, c: 1.0 - table.believe[s][c])


@cache
def truthful(truth: str = "exact") -> Style:
    """Tells the truth whenever the roll is high enough, else the least it may."""
    return make_style("truthful", truth, _truthful_claim, _odds_doubt)


@cache
def bluffer(truth: str = "exact") -> Style:
    """Always claims something false: the lowest legal value the dice do not make."""
    is_true = truth_test(truth)

    def claim(s: int, r: int) -> Mix:
        legal = claims_after(s)
        false = [c for c in legal if not is_true(r, c)]
        return ((false[0] if false else legal[0], 1.0),)

    return make_style("bluffer", truth, claim, _odds_doubt)


@cache
def suspicious(truth: str = "exact") -> Style:
    """Honest, and doubts every claim."""
    return make_style("suspicious", truth, _truthful_claim, lambda s, c: 1.0)


@cache
def gullible(truth: str = "exact") -> Style:
    """Honest, and believes every claim."""
    return make_style("gullible", truth, _truthful_claim, lambda s, c: 0.0)


@cache
def random_play(truth: str = "exact") -> Style:
    """Any legal claim alike; doubts half the time (what a random legal move does)."""

    def claim(s: int, r: int) -> Mix:
        legal = claims_after(s)
        return tuple((c, 1.0 / len(legal)) for c in legal)

    return make_style("random", truth, claim, lambda s, c: 0.5)


@cache
def smoothed(style: Style, truth: str, epsilon: float) -> Style:
    """``style`` with a little of every legal move mixed in, so that no observed
    move is impossible under it (a belief must survive a surprise)."""
    base = {s: claims_after(s) for s in range(STAGES)}

    def claim(s: int, r: int) -> Mix:
        legal = base[s]
        spread = epsilon / len(legal)
        out = {c: spread for c in legal}
        for c, q in style.claims[s][r]:
            out[c] += (1.0 - epsilon) * q
        return tuple(sorted(out.items()))

    return make_style(style.name, truth, claim,
                  lambda s, c: (1.0 - epsilon) * style.doubt[s][c] + epsilon / 2)


# -- the styles the hard bot reads an opponent by: every way of claiming with every
# way of answering (a person's bluffing and their doubting are separate habits) ----

def _claim_rule(name: str, truth: str, objective: str) -> Callable[[int, int], Mix]:
    if name == "equilibrium":
        table = load(truth, objective)
        return lambda s, r: table.announce[s][r]
    if name == "truthful":
        return _truthful_claim
    if name == "honest-random":
        def honest_random(s: int, r: int) -> Mix:
            legal = claims_after(s)
            return ((r, 1.0),) if r in legal else tuple((c, 1.0 / len(legal)) for c in legal)
        return honest_random
    if name in ("bluffer", "random"):
        base = bluffer(truth) if name == "bluffer" else random_play(truth)
        return lambda s, r: base.claims[s][r]
    if name == "odds":
        return normal.claim_mix
    if name == "high":
        def high(s: int, r: int) -> Mix:
            legal = [c for c in claims_after(s) if c >= _LOWEST_DOUBLE]
            return ((r, 1.0),) if r in legal else tuple((c, 1.0 / len(legal)) for c in legal)
        return high
    if name == "lowest":
        return lambda s, r: ((claims_after(s)[0], 1.0),)
    raise ValueError(f"no claim rule {name!r}")


_DOUBT_RATES = {"never": 0.0, "rarely": 0.2, "half": 0.5, "often": 0.8, "always": 1.0}
_LOWEST_DOUBLE = 14  # the rank of 11
_THRESHOLDS = {"from-61": 9, "from-doubles": _LOWEST_DOUBLE, "only-21": TOP}  # ranks of 61, 11, 21


def _doubt_rule(name: str, truth: str, objective: str) -> Callable[[int, int], float]:
    if name == "equilibrium":
        table = load(truth, objective)
        return lambda s, c: 1.0 - table.believe[s][c]
    if name in _DOUBT_RATES:
        rate = _DOUBT_RATES[name]
        return lambda s, c: rate
    if name == "odds":
        return _odds_doubt
    if name == "normal":
        return lambda s, c: 1.0 if normal.doubts(s, c) else 0.0
    if name in _THRESHOLDS:
        threshold = _THRESHOLDS[name]
        return lambda s, c: 1.0 if c >= threshold else 0.0
    raise ValueError(f"no doubt rule {name!r}")


#: how a style may claim: as the equilibrium; the truth when it can, else the
#: lowest legal claim ("truthful") or any ("honest-random"); always a false claim
#: ("bluffer"); anything ("random"); as the normal bot ("odds"); always a double
#: or Macháček ("high"); always the lowest legal claim ("lowest")
CLAIM_RULES: tuple[str, ...] = ("equilibrium", "truthful", "honest-random", "bluffer", "random",
                                "odds", "high", "lowest")
#: how it may answer: as the equilibrium; doubting at a fixed rate (never ...
#: always); by plain odds (a claim a fresh roll would more likely fail to beat);
#: as the normal bot; every claim from 61, or from the doubles, up; Macháček only
DOUBT_RULES: tuple[str, ...] = ("equilibrium", "never", "rarely", "half", "often", "always",
                                "odds", "normal", "from-61", "from-doubles", "only-21")
#: the combinations that are the archetypes above keep their names
ARCHETYPES: dict[tuple[str, str], str] = {
    ("equilibrium", "equilibrium"): "equilibrium",
    ("truthful", "odds"): "truthful",
    ("bluffer", "odds"): "bluffer",
    ("truthful", "always"): "suspicious",
    ("truthful", "never"): "gullible",
    ("random", "half"): "random",
    ("odds", "normal"): "odds",
}


def style_name(claim: str, doubt: str) -> str:
    return ARCHETYPES.get((claim, doubt), f"{claim}+{doubt}")


@cache
def combined(claim: str, doubt: str, truth: str = "exact", objective: str = "win") -> Style:
    """Claims by rule ``claim`` of :data:`CLAIM_RULES`, answers by ``doubt``."""
    return make_style(style_name(claim, doubt), truth, _claim_rule(claim, truth, objective),
                      _doubt_rule(doubt, truth, objective))
