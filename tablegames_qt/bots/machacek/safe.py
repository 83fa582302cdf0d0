"""Safe exploitation for two players: leave the equilibrium only as far as the
evidence supports.

Against the equilibrium every action the equilibrium itself plays is worth the
same (that is what makes its mix an equilibrium), and usually a few more are
too: the *safe* actions.  An action outside them loses something against an
equilibrium player, so the bot plays one only with a *budget*: what the
opponent has already given away this match by playing worse than the
equilibrium against the bot's equilibrium (a believe where a doubt was worth
more, a claim an opened cup shows was not the best for its dice).  Spending
no more than it was given, the bot cannot end below the equilibrium's value in
expectation (Ganzfried and Sandholm's "safe opponent exploitation", with the
gifts measured against the equilibrium).

Which of the allowed actions?  The bot reads the opponent as a belief over
styles (``styles.CLAIM_RULES`` times ``styles.DOUBT_RULES``).  An action replaces
the equilibrium mix only if it gains in expectation under the belief, with
every style it would do worse against than the mix counted :data:`CAUTION`
times more (a loss-averse reading): with little evidence the styles disagree
and the mix stays wherever they do; a move that helps against most readings
but costs against a few is taken only once the evidence has made those few
unlikely.  So an opponent the belief misreads meets either the equilibrium or
a deviation that is worth it against nearly everything it might still be.
(Optionally, ``plausible_share`` also forbids any loss against each style at
least that likely relative to the likeliest: stricter, and measured to gain
little, see docs/bots/results_machacek.md.)

Values against a style are those of the bot's best reply restricted to safe
actions (backward induction from Macháček down, as in ``model.best_reply``),
computed once per style and rule and cached: a decision then costs a few
hundred multiplications per style.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from tablegames_qt.bots.machacek.common import PROB, STAGES, TOP, N, claims_after, truth_test
from tablegames_qt.bots.machacek.styles import Style, equilibrium
from tablegames_qt.bots.machacek.table import EquilibriumTable, load

#: a value difference below this is rounding in the shipped tables (12 digits)
TOL = 1e-9
#: how much more a loss against a style weighs than a gain
CAUTION = 2.0
#: the least expected gain (in winning chance) worth leaving the equilibrium for
MIN_GAIN = 1e-4
_FIXED_POINT_ROUNDS = 40


# -- what the equilibrium makes safe ------------------------------------------------

def eq_claim_value(table: EquilibriumTable, true: bool, stage: int, claim: int) -> float:
    """The announcer's chance for ``claim`` against the equilibrium receiver."""
    x = table.believe[stage][claim]
    doubted = table.if_true[claim] if true else table.if_bluff[claim]
    return (1.0 - x) * doubted + x * (1.0 - table.value[claim])


@cache
def claim_values(truth: str, objective: str) -> tuple[tuple[tuple[float, ...], ...], ...]:
    """[stage][roll][claim]: ``eq_claim_value`` (-1 where the claim is illegal)."""
    table = load(truth, objective)
    is_true = truth_test(truth)
    out = []
    for s in range(STAGES):
        rows = []
        for r in range(N):
            row = [-1.0] * N
            for c in claims_after(s):
                row[c] = eq_claim_value(table, is_true(r, c), s, c)
            rows.append(tuple(row))
        out.append(tuple(rows))
    return tuple(out)


@cache
def safe_claims(truth: str, objective: str) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """[stage][roll]: the claims worth the most against the equilibrium receiver."""
    values = claim_values(truth, objective)
    out = []
    for s in range(STAGES):
        rows = []
        for r in range(N):
            row = values[s][r]
            best = max(row)
            rows.append(tuple(c for c in claims_after(s) if row[c] >= best - TOL))
        out.append(tuple(rows))
    return tuple(out)


@cache
def answer_values(truth: str, objective: str) -> tuple[tuple[tuple[float, float] | None, ...], ...]:
    """[stage][claim]: the receiver's (believe, doubt) chances against the
    equilibrium announcer; None where the equilibrium never makes the claim."""
    table = load(truth, objective)
    eq = equilibrium(truth, objective)
    out = []
    for s in range(STAGES):
        row: list[tuple[float, float] | None] = [None] * N
        for c in claims_after(s):
            m, t = eq.mass[s][c], eq.true_mass[s][c]
            if m > 1e-12:
                doubt = ((m - t) * (1.0 - table.if_bluff[c]) + t * (1.0 - table.if_true[c])) / m
                row[c] = (table.value[c], doubt)
        out.append(tuple(row))
    return tuple(out)


@cache
def safe_answers(truth: str, objective: str) -> tuple[tuple[tuple[bool, bool], ...], ...]:
    """[stage][claim]: whether believing, and doubting, is safe."""
    out = []
    for s, row in enumerate(answer_values(truth, objective)):
        flags = []
        for c in range(N):
            pair = row[c]
            if pair is None:
                flags.append((c in claims_after(s), c in claims_after(s)))
            else:
                best = max(pair)
                flags.append((pair[0] >= best - TOL, pair[1] >= best - TOL))
        out.append(tuple(flags))
    return tuple(out)


# -- what positions are worth against one style -----------------------------------

@dataclass(frozen=True, slots=True)
class Values:
    """The bot's chances against one style, playing its safe best reply."""

    announcing: tuple[float, ...]  # [stage] the bot must beat the stage
    passed: tuple[float, ...]  # [claim] the bot's claim was believed: the opponent must beat it

    def __deepcopy__(self, memo: dict[int, object]) -> Values:
        return self  # immutable


@cache
def _every_claim() -> tuple[tuple[tuple[int, ...], ...], ...]:
    return tuple(tuple(tuple(claims_after(s)) for _ in range(N)) for s in range(STAGES))


@cache
def values_against(style: Style, truth: str, objective: str, full: bool = False) -> Values:
    """The bot's chances against ``style`` when it plays its best reply among
    the safe actions, or with ``full`` among every action (once the evidence
    has ruled out an equilibrium player, see ``choose``'s ``trust``)."""
    table = load(truth, objective)
    is_true = truth_test(truth)
    claims = _every_claim() if full else safe_claims(truth, objective)
    answers = (tuple(((True, True),) * N for _ in range(STAGES)) if full
               else safe_answers(truth, objective))
    t_pay, f_pay = table.if_true, table.if_bluff
    announcing = [0.0] * N
    passed = [0.0] * N

    def ours(s: int) -> float:
        doubt = style.doubt[s]
        total = 0.0
        for r in range(N):
            best = -1.0
            for c in claims[s][r]:
                q = doubt[c]
                pay = t_pay[c] if is_true(r, c) else f_pay[c]
                v = q * pay + (1.0 - q) * passed[c]
                if v > best:
                    best = v
            total += PROB[r] * best
        return total

    def theirs(s: int) -> float:
        total = 0.0
        for c in claims_after(s):
            m, t = style.mass[s][c], style.true_mass[s][c]
            if m <= 0.0:
                continue
            can_believe, can_doubt = answers[s][c]
            best = m * announcing[c] if can_believe else -1.0
            if can_doubt:
                best = max(best, (m - t) * (1.0 - f_pay[c]) + t * (1.0 - t_pay[c]))
            total += best
        return total

    announcing[TOP] = passed[TOP] = 0.5
    for _ in range(_FIXED_POINT_ROUNDS):
        announcing[TOP], passed[TOP] = ours(TOP), theirs(TOP)
    for s in range(TOP - 1, -1, -1):
        announcing[s], passed[s] = ours(s), theirs(s)
    start = len(style.doubt) - 1
    return Values((*announcing, ours(start)), tuple(passed))


# -- what the game at hand is worth to the match ----------------------------------

@cache
def match_value(left: int, lead: int, opens: bool, opener_wins: float) -> float:
    """The match's value (+1 won, 0 drawn, -1 lost) to a player ``lead`` games
    ahead with ``left`` games to play, opening the next one or not, when every
    game is won by its opener with chance ``opener_wins`` (the loser opens
    the next game)."""
    if left <= 0:
        return float((lead > 0) - (lead < 0))
    q = opener_wins if opens else 1.0 - opener_wins
    return (q * match_value(left - 1, lead + 1, False, opener_wins)
            + (1.0 - q) * match_value(left - 1, lead - 1, True, opener_wins))


def stake(left: int, lead: int, opener_wins: float) -> float:
    """What winning the game at hand, rather than losing it, adds to the match's
    value (0 to 2: 0 once the match is decided whatever happens, 2 in a last
    game between two level players).  ``left`` counts the game at hand."""
    if left <= 0:
        return 0.0
    return (match_value(left - 1, lead + 1, False, opener_wins)
            - match_value(left - 1, lead - 1, True, opener_wins))


# -- the choice ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Choice:
    """An action chosen over the equilibrium mix, and what it costs against an
    equilibrium player (0 for a safe action)."""

    action: int
    cost: float


def choose(
    options: Sequence[int],
    eq_mix: Sequence[tuple[int, float]],
    eq_value: Sequence[float],
    style_values: Sequence[Sequence[float]],
    weights: Sequence[float],
    checked: Sequence[bool],
    budget: float,
    caution: float = CAUTION,
    plausible_share: float | None = None,
    trust: float = 0.0,
) -> Choice | None:
    """The option to play instead of ``eq_mix``, or None to play the mix.

    ``eq_value[i]``: option i's value against the equilibrium player;
    ``style_values[k][i]`` its value against style k, believed with
    ``weights[k]``; ``checked[k]``: whether style k must be no worse off than
    under the mix when plausible.  ``budget``: how much may be lost against an
    equilibrium player.  ``caution``, ``plausible_share``: see the module docstring.
    ``trust`` (0 to 1): how far the evidence has ruled out an equilibrium
    player; above 0 an option may cost more than the budget, its gain less the
    excess times ``(1 - trust) / trust`` (a restricted Nash response: at 1 the
    belief alone decides, at 0 nothing beyond the budget is played).
    """
    if not options:
        return None
    index = {a: i for i, a in enumerate(options)}
    top = max(weights)
    best_eq = max(eq_value)
    bases = [sum(q * vals[index[a]] for a, q in eq_mix) for vals in style_values]
    plausible = ([] if plausible_share is None else
                 [k for k, w in enumerate(weights) if checked[k] and w >= plausible_share * top])
    best: Choice | None = None
    best_gain = MIN_GAIN
    for i, action in enumerate(options):
        cost = best_eq - eq_value[i]
        excess = cost - budget
        if excess > TOL and trust <= 0.0:
            continue
        if any(style_values[k][i] < bases[k] - TOL for k in plausible):
            continue
        gain = 0.0
        for w, vals, base in zip(weights, style_values, bases, strict=True):
            d = vals[i] - base
            gain += w * (d if d >= 0 else (1.0 + caution) * d)
        if excess > TOL:
            gain -= excess * (1.0 - trust) / trust
        if gain > best_gain:
            best, best_gain = Choice(action, max(0.0, cost)), gain
    return best
