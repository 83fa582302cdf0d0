"""Equilibrium tables for small two-player Perudo endgames, by CFR+.

    python -m tablegames_qt.bots.perudo.solve [--iterations 1500] [--out PATH]

Every round of a duel where each player holds one or two dice is solved as a
zero-sum game whose payoff is the chance of winning the *game*: a lost round
leads to a smaller endgame (solved first), whose value is the payoff here, so
the tables play for the match, not for one die.  Rounds are solved for every
variant that changes them (opening on ones, declared or automatic Maputo);
Calza is left out (a gained die would lead back to bigger endgames).

A player's information is its hand and the bids so far; to keep the game
small a player is taken to remember only the last ``MEMORY`` bids (the
opponent's last bid and its own before it), as in Neller and Lanctot's
imperfect-recall Dudo.  With that abstraction the round is a small graph of
public states, and CFR+ runs over it with every reach and value held as a
vector (or matrix) over the hands, so a whole table takes seconds to minutes.

The output is the pure-Python module :mod:`.endgame_data`; numpy is needed
only here, never at play time.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt

from tablegames_qt.bots.perudo.odds import hand_set
from tablegames_qt.engine.perudo import legal_bids

MEMORY = 2
ITERATIONS = 1500
#: strategies of states reached less often than this (either player's reach, at
#: its most likely hand) are left out of the table; the bot searches there
MIN_REACH = 2e-3
#: actions played less often than this are left out (the rest renormalised)
MIN_PROB = 0.01
DUDO = -1

Array = npt.NDArray[np.float64]


def bid_list(total: int, maputo: bool) -> list[tuple[int, int]]:
    """The round's bids as (quantity, face), in the order the action indices use."""
    if maputo:
        return [(q, f) for f in range(1, 7) for q in range(1, total + 1)]
    return [(b.quantity, b.face) for b in legal_bids(None, total, ones_opening=True)]


def successors(last: int | None, total: int, maputo: bool, ones_opening: bool) -> list[int]:
    """Indices of the bids that may follow bid index ``last`` (None: the opening)."""
    bids = bid_list(total, maputo)
    if last is None:
        if maputo or ones_opening:
            return list(range(len(bids)))
        return [i for i, (_, f) in enumerate(bids) if f != 1]
    if maputo:
        q, _ = bids[last]
        return [last + k for k in range(1, total - q + 1)]
    return list(range(last + 1, len(bids)))


@dataclass
class Node:
    key: tuple[tuple[int, ...], int]  # (last bids remembered, seat to act: 0 opener, 1 other)
    actor: int
    actions: list[int] = field(default_factory=list)  # bid index or DUDO
    children: list[int] = field(default_factory=list)  # node index, or -1 for the Dudo terminal


@dataclass
class RoundGame:
    """One round: opener with ``a`` dice (seat 0) against ``b`` dice (seat 1)."""

    a: int
    b: int
    maputo: bool
    ones_opening: bool
    lose_value: float  # the opener's game-win chance if it loses this round's challenge
    win_value: float  # ... if the other player loses it
    memory: int = MEMORY
    nodes: list[Node] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.total = self.a + self.b
        self.bids = bid_list(self.total, self.maputo)
        hs0, hs1 = hand_set(self.a), hand_set(self.b)
        self.prior0 = np.array(hs0.prior)
        self.prior1 = np.array(hs1.prior)
        m = int(self.maputo)
        # truth[j][h0, h1]: bid j stands with these hands
        c0 = np.array([[row[f] for f in range(7)] for row in hs0.rows[m]])
        c1 = np.array([[row[f] for f in range(7)] for row in hs1.rows[m]])
        self.truth = np.array(
            [(c0[:, f][:, None] + c1[:, f][None, :]) >= q for q, f in self.bids], dtype=bool
        )
        self._build()

    def _build(self) -> None:
        index: dict[tuple[tuple[int, ...], int], int] = {}
        root = ((), 0)
        index[root] = 0
        self.nodes = [Node(root, 0)]
        todo = [0]
        while todo:
            node = self.nodes[todo.pop()]
            history, actor = node.key
            last = history[-1] if history else None
            for j in successors(last, self.total, self.maputo, self.ones_opening):
                key = ((*history, j)[-self.memory :], 1 - actor)
                child = index.get(key)
                if child is None:
                    child = index[key] = len(self.nodes)
                    self.nodes.append(Node(key, 1 - actor))
                    todo.append(child)
                node.actions.append(j)
                node.children.append(child)
            if last is not None:
                node.actions.append(DUDO)
                node.children.append(-1)
        # Every bid raises the last one, so ordering by the last bid is topological.
        self.order = sorted(
            range(len(self.nodes)),
            key=lambda i: (self.nodes[i].key[0][-1] if self.nodes[i].key[0] else -1,
                           len(self.nodes[i].key[0])),
        )  # fmt: skip

    def dudo_value(self, node: Node) -> Array:
        """The opener's win chance per (h0, h1) when ``node``'s actor calls Dudo."""
        history, caller = node.key
        true = self.truth[history[-1]]
        # the caller loses when the bid stands, the bidder (the other seat) when it falls
        opener_loses = true if caller == 0 else ~true
        return np.where(opener_loses, self.lose_value, self.win_value)

    def solve(self, iterations: int) -> Solution:
        nodes = self.nodes
        sizes = (len(self.prior0), len(self.prior1))
        regrets = [np.zeros((len(n.actions), sizes[n.actor])) for n in nodes]
        averages = [np.zeros((len(n.actions), sizes[n.actor])) for n in nodes]
        terminal = {i: self.dudo_value(n) for i, n in enumerate(nodes) if DUDO in n.actions}
        for t in range(1, iterations + 1):
            strategies = [_regret_matching(r) for r in regrets]
            reach0, reach1 = self._reach(strategies)
            values = self._values(strategies, terminal)
            # CFR+ with alternating updates: one seat learns per iteration
            seat = t % 2
            for i, node in enumerate(nodes):
                if node.actor != seat:
                    continue
                child_values = self._child_values(node, values, terminal.get(i))
                s = strategies[i]
                if node.actor == 0:
                    cfv = child_values @ (self.prior1 * reach1[i])
                    averages[i] += t * reach0[i][None, :] * s
                else:
                    cfv = np.einsum("ahk,h->ak", 1.0 - child_values, self.prior0 * reach0[i])
                    averages[i] += t * reach1[i][None, :] * s
                expected = (cfv * s).sum(axis=0)
                regrets[i] = np.maximum(regrets[i] + cfv - expected[None, :], 0.0)
        average = [_normalise(a) for a in averages]
        return Solution(self, average)

    def _reach(self, strategies: Sequence[Array]) -> tuple[list[Array], list[Array]]:
        """Each player's own reach of every state (summed over the paths into it)."""
        reach0 = [np.zeros(len(self.prior0)) for _ in self.nodes]
        reach1 = [np.zeros(len(self.prior1)) for _ in self.nodes]
        reach0[0][:] = 1.0
        reach1[0][:] = 1.0
        for i in self.order:
            node = self.nodes[i]
            s = strategies[i]
            for a, child in enumerate(node.children):
                if child < 0:
                    continue
                if node.actor == 0:
                    reach0[child] += reach0[i] * s[a]
                    reach1[child] += reach1[i]
                else:
                    reach0[child] += reach0[i]
                    reach1[child] += reach1[i] * s[a]
        return reach0, reach1

    def _child_values(
        self, node: Node, values: Sequence[Array | None], dudo: Array | None
    ) -> Array:
        out = []
        for child in node.children:
            if child < 0:
                assert dudo is not None
                out.append(dudo)
            else:
                value = values[child]
                assert value is not None
                out.append(value)
        return np.stack(out)

    def _values(
        self, strategies: Sequence[Array], terminal: dict[int, Array]
    ) -> list[Array | None]:
        """The opener's win chance per (h0, h1) at every state under ``strategies``."""
        values: list[Array | None] = [None] * len(self.nodes)
        for i in reversed(self.order):
            node = self.nodes[i]
            child_values = self._child_values(node, values, terminal.get(i))
            s = strategies[i]
            if node.actor == 0:
                values[i] = np.einsum("ah,ahk->hk", s, child_values)
            else:
                values[i] = np.einsum("ak,ahk->hk", s, child_values)
        return values


def _regret_matching(regrets: Array) -> Array:
    positive = np.maximum(regrets, 0.0)
    total = positive.sum(axis=0)
    uniform = np.full_like(regrets, 1.0 / regrets.shape[0])
    return np.where(
        total[None, :] > 0, positive / np.where(total > 0, total, 1.0)[None, :], uniform
    )


def _normalise(weights: Array) -> Array:
    total = weights.sum(axis=0)
    uniform = np.full_like(weights, 1.0 / weights.shape[0])
    return np.where(total[None, :] > 0, weights / np.where(total > 0, total, 1.0)[None, :], uniform)


@dataclass
class Solution:
    game: RoundGame
    strategy: list[Array]

    def values(self) -> Array:
        """The opener's game-win chance per (h0, h1) under the average strategies."""
        game = self.game
        terminal = {i: game.dudo_value(n) for i, n in enumerate(game.nodes) if DUDO in n.actions}
        root = game._values(self.strategy, terminal)[0]
        assert root is not None
        return root

    def value(self) -> float:
        return float(self.game.prior0 @ self.values() @ self.game.prior1)

    def opener_values(self) -> Array:
        """The opener's game-win chance per own hand (the other hand averaged out)."""
        values: Array = self.values() @ self.game.prior1
        return values

    def exploitability(self) -> float:
        """How much a best reply gains, summed over both seats (within the abstraction)."""
        game = self.game
        terminal = {i: game.dudo_value(n) for i, n in enumerate(game.nodes) if DUDO in n.actions}
        v = self.value()
        gain = 0.0
        for seat in (0, 1):
            best = self._best_reply(seat, terminal)
            if seat == 0:
                gain += float(game.prior0 @ best @ game.prior1) - v
            else:
                gain += v - float(game.prior0 @ best @ game.prior1)
        return gain

    def _best_reply(self, seat: int, terminal: dict[int, Array]) -> Array:
        game = self.game
        reach0, reach1 = game._reach(self.strategy)
        values: list[Array | None] = [None] * len(game.nodes)
        for i in reversed(game.order):
            node = game.nodes[i]
            child_values = game._child_values(node, values, terminal.get(i))
            if node.actor == seat:
                if seat == 0:
                    cfv = child_values @ (game.prior1 * reach1[i])
                    pick = cfv.argmax(axis=0)
                    values[i] = child_values[pick, np.arange(child_values.shape[1]), :]
                else:
                    cfv = np.einsum("ahk,h->ak", 1.0 - child_values, game.prior0 * reach0[i])
                    pick = cfv.argmax(axis=0)
                    values[i] = child_values[pick, :, np.arange(child_values.shape[2])].T
            elif node.actor == 0:
                values[i] = np.einsum("ah,ahk->hk", self.strategy[i], child_values)
            else:
                values[i] = np.einsum("ak,ahk->hk", self.strategy[i], child_values)
        root = values[0]
        assert root is not None
        return root

    def table(self) -> dict[str, str]:
        """Per state (see :func:`state_key`) the strategy of every hand, as text.

        Hands are separated by ``;`` in hand order (empty: a hand that does not
        get there); a hand's strategy is ``action`` when pure, else
        ``action:percent`` pairs joined by ``,``; an action is a bid index or
        ``d`` for Dudo.  States neither player reaches with some hand are left
        out, and so are actions played less than :data:`MIN_PROB` of the time.
        """
        game = self.game
        reach0, reach1 = game._reach(self.strategy)
        out: dict[str, str] = {}
        for i, node in enumerate(game.nodes):
            weight0 = float((reach0[i] * game.prior0).max()) * len(game.prior0)
            weight1 = float((reach1[i] * game.prior1).max()) * len(game.prior1)
            if weight0 * weight1 < MIN_REACH:
                continue
            own = reach0[i] if node.actor == 0 else reach1[i]
            hands = []
            for h in range(self.strategy[i].shape[1]):
                if own[h] < MIN_REACH:
                    hands.append("")
                    continue
                probs = self.strategy[i][:, h]
                kept = [(a, p) for a, p in zip(node.actions, probs, strict=True) if p >= MIN_PROB]
                total = sum(p for _, p in kept)
                percents = [(a, round(100 * p / total)) for a, p in kept]
                percents = [(a, p) for a, p in percents if p > 0]
                names = ["d" if a == DUDO else str(a) for a, _ in percents]
                if len(percents) == 1:
                    hands.append(names[0])
                else:
                    hands.append(
                        ",".join(f"{n}:{p}" for n, (_, p) in zip(names, percents, strict=True))
                    )
            if any(hands):
                out[state_key(node.key[0], node.actor)] = ";".join(hands).rstrip(";")
        return out


def state_key(history: Sequence[int], actor: int) -> str:
    """The table key of a state: the remembered bid indices and the seat to act."""
    return f"{actor}:" + ",".join(str(i) for i in history)


# -- the endgame ladder -----------------------------------------------------------------


@dataclass
class Variant:
    """The rules that change an endgame round.

    Opening on ones is allowed by a variant but barely changes these rounds (the
    tables' values agree to 0.001), so the tables are made without it and the
    bot searches after an opening on ones.
    """

    auto_maputo: bool
    ones_opening: bool = False

    @property
    def name(self) -> str:
        return "auto" if self.auto_maputo else "declared"


def solve_variant(
    variant: Variant, iterations: int, log: bool = True
) -> tuple[dict[str, dict[str, str] | dict[int, int]], dict[str, float]]:
    """Every endgame round of one variant, smallest first; returns tables and values."""
    tables: dict[str, dict[str, str] | dict[int, int]] = {}
    values: dict[str, float] = {}
    eligible: dict[tuple[int, int], float] = {}

    def run(a: int, b: int, maputo: bool, lose: float, win: float) -> Solution:
        started = time.perf_counter()
        game = RoundGame(a, b, maputo, variant.ones_opening, lose, win)
        solution = game.solve(iterations)
        name = f"{'M' if maputo else 'N'}{a}{b}"
        tables[name] = solution.table()
        values[name] = solution.value()
        if log:
            print(
                f"  {variant.name} {name}: {len(game.nodes)} states, value {solution.value():.4f}, "
                f"exploitability {solution.exploitability():.4f}, "
                f"{time.perf_counter() - started:.1f} s",
                file=sys.stderr,
            )
        return solution

    def opener_value(a: int, b: int) -> float:
        """The game-win chance of a player who just dropped to ``a`` dice and opens."""
        return eligible[(a, b)]

    for a, b in ((1, 1), (1, 2), (2, 1), (2, 2)):
        if a == 1:
            lose, win = 0.0, (1.0 if b == 1 else 1.0 - opener_value(1, 1))
        elif b == 1:
            lose, win = opener_value(1, 1), 1.0
        else:
            lose, win = opener_value(1, 2), 1.0 - opener_value(1, 2)
        normal = run(a, b, False, lose, win)
        if a == 1:
            maputo = run(a, b, True, lose, win)
            if variant.auto_maputo:
                eligible[(a, b)] = maputo.value()
            else:
                # the opener sees its die, then declares when Maputo is worth more to it
                best = np.maximum(normal.opener_values(), maputo.opener_values())
                eligible[(a, b)] = float(best @ normal.game.prior0)
                tables[f"D{a}{b}"] = {
                    h: int(m > n)
                    for h, (m, n) in enumerate(
                        zip(maputo.opener_values(), normal.opener_values(), strict=True)
                    )
                }
            values[f"R{a}{b}"] = eligible[(a, b)]
    return tables, values


def write_module(
    path: Path, data: dict[str, tuple[dict[str, dict[str, str] | dict[int, int]], dict[str, float]]]
) -> None:
    lines = [
        '"""Equilibrium strategies for two-player Perudo endgames (generated: do not edit).',
        "",
        "Made by ``python -m tablegames_qt.bots.perudo.solve``; see that module for the",
        "format: TABLES[variant][round][state] is the text of RoundGame.table; a D table",
        "says per die whether the opener declares Maputo; VALUES are game-win chances.",
        '"""',
        "",
        "# fmt: off",
        f"MEMORY = {MEMORY}",
        "",
        "TABLES: dict[str, dict[str, dict[str, str] | dict[int, int]]] = {",
    ]
    for variant, (tables, _) in data.items():
        lines.append(f"    {variant!r}: {{")
        for name, table in tables.items():
            lines.append(f"        {name!r}: {table!r},")
        lines.append("    },")
    lines.append("}")
    lines.append("")
    lines.append("VALUES: dict[str, dict[str, float]] = {")
    for variant, (_, values) in data.items():
        rounded = {k: round(v, 4) for k, v in values.items()}
        lines.append(f"    {variant!r}: {rounded!r},")
    lines.append("}")
    lines.append("")
    path.write_text("\n".join(lines))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tablegames_qt.bots.perudo.solve")
    parser.add_argument("--iterations", type=int, default=ITERATIONS)
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("endgame_data.py"))
    args = parser.parse_args(argv)
    data = {}
    for auto_maputo in (False, True):
        variant = Variant(auto_maputo)
        data[variant.name] = solve_variant(variant, args.iterations)
    write_module(args.out, data)
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
