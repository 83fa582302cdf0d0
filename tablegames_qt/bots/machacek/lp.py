"""A small exact linear-programme solver (two-phase simplex over Fractions).

Only the offline solver (``solve.py``) and the tests use it: the programmes it
meets have a few dozen rows and at most a few hundred columns, so a dense
tableau with Bland's rule (which cannot cycle) is fast enough, and exact
arithmetic lets the equilibrium table be checked to the last digit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

LE = "<="
GE = ">="
EQ = "="


@dataclass(frozen=True)
class Constraint:
    coefficients: dict[int, Fraction]  # column -> coefficient (others 0)
    sense: str  # LE, GE or EQ
    bound: Fraction


class Infeasible(ValueError):
    """The constraints admit no solution."""


def maximise(
    objective: Sequence[Fraction], constraints: Sequence[Constraint]
) -> tuple[Fraction, list[Fraction]]:
    """Maximise ``objective · x`` subject to ``constraints`` and ``x >= 0``.

    Returns (optimum, x).  Raises :class:`Infeasible`; an unbounded programme
    raises ValueError (the callers' programmes are bounded by construction).
    """
    n = len(objective)
    rows, senses = _rows(n, constraints)
    m = len(rows)
    slack_cols = sum(1 for s in senses if s != EQ)
    tableau, basis, width = _tableau(n, rows, senses, slack_cols)

    artificial = set(range(n + slack_cols, width))
    if artificial:
        phase1 = [Fraction(0)] * width
        for col in artificial:
            phase1[col] = Fraction(-1)
        _simplex(tableau, basis, phase1, width)
        if any(basis[i] in artificial and tableau[i][-1] != 0 for i in range(m)):
            raise Infeasible("the constraints admit no solution")
        _drive_out(tableau, basis, artificial, n + slack_cols)
    cost = [*(Fraction(c) for c in objective), *([Fraction(0)] * (width - n))]
    allowed = n + slack_cols  # artificial columns never re-enter
    _simplex(tableau, basis, cost, allowed)
    x = [Fraction(0)] * n
    for i, col in enumerate(basis):
        if col < n:
            x[col] = tableau[i][-1]
    value = sum((objective[j] * x[j] for j in range(n)), Fraction(0))
    return value, x


def _rows(n: int, constraints: Sequence[Constraint]) -> tuple[list[list[Fraction]], list[str]]:
    """Each constraint as a dense row over ``n`` columns with its bound last, and its
    sense; a negative bound is turned round, for the tableau needs none."""
    rows: list[list[Fraction]] = []
    senses: list[str] = []
    for con in constraints:
        row = [Fraction(0)] * n
        for col, coef in con.coefficients.items():
            row[col] = Fraction(coef)
        bound = Fraction(con.bound)
        sense = con.sense
        if bound < 0:  # the tableau needs non-negative right-hand sides
            row = [-a for a in row]
            bound = -bound
            sense = {LE: GE, GE: LE, EQ: EQ}[sense]
        rows.append([*row, bound])
        senses.append(sense)
    return rows, senses


def _tableau(n: int, rows: Sequence[list[Fraction]], senses: Sequence[str],
             slack_cols: int) -> tuple[list[list[Fraction]], list[int], int]:
    """(tableau, basis, width): a slack column for every inequality, an artificial one
    for every row that is not "<=" (those start the basis; a "<=" row's slack does)."""
    art_rows = [i for i, s in enumerate(senses) if s != LE]
    width = n + slack_cols + len(art_rows)
    tableau: list[list[Fraction]] = []
    basis: list[int] = []
    slack = n
    art = n + slack_cols
    for row, sense in zip(rows, senses, strict=True):
        full = [*row[:n], *([Fraction(0)] * (width - n)), row[n]]
        if sense == LE:
            full[slack] = Fraction(1)
            basis.append(slack)
            slack += 1
        else:
            if sense == GE:
                full[slack] = Fraction(-1)
                slack += 1
            full[art] = Fraction(1)
            basis.append(art)
            art += 1
        tableau.append(full)
    return tableau, basis, width


def _simplex(
    tableau: list[list[Fraction]], basis: list[int], cost: Sequence[Fraction], allowed: int
) -> None:
    """Pivot until no column below ``allowed`` improves ``cost`` (Bland's rule)."""
    m = len(tableau)
    while True:
        entering = -1
        for j in range(allowed):
            reduced = cost[j] - sum(
                (cost[basis[i]] * tableau[i][j] for i in range(m) if tableau[i][j]), Fraction(0)
            )
            if reduced > 0:
                entering = j
                break
        if entering < 0:
            return
        leaving = -1
        best: Fraction | None = None
        for i in range(m):
            a = tableau[i][entering]
            if a > 0:
                ratio = tableau[i][-1] / a
                if best is None or ratio < best or (ratio == best and basis[i] < basis[leaving]):
                    best, leaving = ratio, i
        if leaving < 0:
            raise ValueError("the linear programme is unbounded")
        _pivot(tableau, basis, leaving, entering)


def _pivot(tableau: list[list[Fraction]], basis: list[int], row: int, col: int) -> None:
    pivot_row = tableau[row]
    inv = 1 / pivot_row[col]
    pivot_row[:] = [a * inv for a in pivot_row]
    nonzero = [j for j, a in enumerate(pivot_row) if a]
    for i, other in enumerate(tableau):
        if i != row and other[col]:
            factor = other[col]
            for j in nonzero:
                other[j] -= factor * pivot_row[j]
    basis[row] = col


def _drive_out(
    tableau: list[list[Fraction]], basis: list[int], artificial: set[int], allowed: int
) -> None:
    """Pivot artificial columns out of the basis after phase 1 (they sit at 0)."""
    for i, col in enumerate(basis):
        if col in artificial:
            for j in range(allowed):
                if tableau[i][j] != 0:
                    _pivot(tableau, basis, i, j)
                    break
