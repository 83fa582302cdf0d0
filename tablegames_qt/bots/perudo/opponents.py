"""Per-opponent models for the hard bot, learned from the dice each challenge reveals.

Every decision an opponent makes in a round is kept with what it faced (the
options, and the odds it saw both as a reader of bids and as a plain counter).
When the challenge reveals the dice, each candidate :class:`Model` on a small
grid is scored by how likely it made those decisions with that hand; the seat
is then modelled by the best-scoring one.  So a player who bluffs on faces it
does not hold, challenges early, or ignores what others bid is soon treated
as such — in its likelihood (the read of its hand) and in the play-outs.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tablegames_qt.bots.perudo.beliefs import Pmfs, RoundBeliefs, Tails, plain_view
from tablegames_qt.bots.perudo.model import (
    CALZA,
    DUDO,
    Model,
    Option,
    choice_probabilities,
    raise_options,
)
from tablegames_qt.bots.perudo.odds import hand_features
from tablegames_qt.engine.perudo import Bid, Reveal

GRID: tuple[Model, ...] = tuple(
    Model(tau, eps, reads, bias, compare, level)
    for reads in (True, False)
    for compare in (True, False)
    for level in (False, True)
    for tau in (0.03, 0.1, 0.3)
    for eps in (0.03, 0.2)
    for bias in (-0.1, 0.0, 0.1)
)
#: before any evidence, two kinds of player are likely: one who reads the bids and
#: weighs every option (like the normal bot), and one who counts only its own dice
#: and bids what it holds (like the easy bot, and many people)
ANCHORS = (Model(0.03, 0.03, True, 0.0, True, False), Model(0.03, 0.03, False, 0.0, False, True))


def _distance(model: Model, anchor: Model) -> float:
    return (
        abs(math.log(model.tau / anchor.tau))
        + abs(math.log(model.eps / anchor.eps))
        + (model.reads != anchor.reads)
        + (model.compare != anchor.compare)
        + (model.level != anchor.level)
        + abs(model.bias - anchor.bias) * 5
    )


def _log_prior(model: Model) -> float:
    # A mild pull towards the anchors, so one odd round does not swing the fit.
    return -0.5 * min(_distance(model, anchor) for anchor in ANCHORS)


LOG_PRIOR = tuple(_log_prior(m) for m in GRID)


@dataclass(frozen=True, slots=True)
class Decision:
    """One opponent choice and what it faced, waiting for the dice to be shown."""

    seat: int
    maputo: bool
    options: tuple[Option, ...]
    chosen: Option
    reading: tuple[Tails, Pmfs]
    plain: tuple[Tails, Pmfs]
    calza_worth: float


def decision_probabilities(decision: Decision, own: Sequence[int]) -> list[float]:
    """P(``decision.chosen`` | the hand with counts ``own``) under every model of :data:`GRID`."""
    options = decision.options
    base = len(options)
    chosen = decision.chosen
    if chosen not in options:
        options = (*options, chosen)
    index = options.index(chosen)
    out = []
    for model in GRID:
        tails, pmfs = decision.reading if model.reads else decision.plain
        probs = choice_probabilities(options, own, tails, pmfs, model, decision.calza_worth, base)
        out.append(probs[index])
    return out


class OpponentModels:
    """What the hard bot has learned about how each seat plays."""

    def __init__(self, players: int, me: int) -> None:
        self.me = me
        self.loglik = [list(LOG_PRIOR) for _ in range(players)]
        self.best = [ANCHORS[0]] * players
        self.pending: list[Decision] = []
        self.pending_round = -1
        self.learned_rounds: set[int] = set()
        self.observed = [0] * players  # decisions scored per seat

    def models(self) -> tuple[Model, ...]:
        """Per seat the most likely model (the one its bids are read with)."""
        return tuple(self.best)

    def mixture(
        self, seat: int, top: int = 4, floor: float = 0.05
    ) -> tuple[tuple[Model, float], ...]:
        """The few most likely models of ``seat`` with their posterior weights."""
        row = self.loglik[seat]
        ranked = sorted(range(len(GRID)), key=lambda i: -row[i])[:top]
        best = row[ranked[0]]
        weights = [(GRID[i], math.exp(row[i] - best)) for i in ranked]
        total = sum(w for _, w in weights)
        kept = [(m, w / total) for m, w in weights if w / total >= floor]
        total = sum(w for _, w in kept)
        return tuple((m, w / total) for m, w in kept)

    def predictability(self, seat: int) -> float:
        """The geometric mean chance the best model gave the seat's observed decisions.

        Near 1: the seat plays like a model of the grid (a bot, a very regular
        player), so what the search predicts against it can be trusted; 0 when
        nothing has been observed yet.
        """
        n = self.observed[seat]
        if not n:
            return 0.0
        i = max(range(len(GRID)), key=self.loglik[seat].__getitem__)
        return math.exp((self.loglik[seat][i] - LOG_PRIOR[i]) / n)

    def on_bid(self, beliefs: RoundBeliefs, seat: int, bid: Bid) -> None:
        """Listener for :class:`BeliefTracker`: keep an opponent's bid with its context."""
        if seat == self.me:
            return
        options, chosen = beliefs.options_for(bid)
        self._keep(beliefs, seat, options, chosen)

    def on_challenge(self, beliefs: RoundBeliefs, reveal: Reveal) -> None:
        if reveal.caller == self.me:
            return
        kind = DUDO if reveal.kind == "dudo" else CALZA
        bid = reveal.bid
        options = raise_options(bid, beliefs.total, beliefs.maputo, beliefs.rules.calza)
        self._keep(beliefs, reveal.caller, options, (kind, bid.quantity, bid.face))

    def _keep(
        self, beliefs: RoundBeliefs, seat: int, options: tuple[Option, ...], chosen: Option
    ) -> None:
        self.pending.append(
            Decision(
                seat, beliefs.maputo, options, chosen, beliefs.others(seat),
                plain_view(beliefs.total - beliefs.counts[seat], beliefs.maputo),
                beliefs.calza_worth(seat),
            )
        )  # fmt: skip

    def start_round(self, round_number: int) -> None:
        if round_number != self.pending_round:
            self.pending = []
            self.pending_round = round_number

    def learn(self, reveal: Reveal) -> None:
        """Score every kept decision of the revealed round against the shown dice."""
        if reveal.round_number != self.pending_round or reveal.round_number in self.learned_rounds:
            return
        self.learned_rounds.add(reveal.round_number)
        touched = set()
        for decision in self.pending:
            hand = reveal.dice[decision.seat]
            if not hand:
                continue
            own = hand_features(hand, decision.maputo)
            row = self.loglik[decision.seat]
            for i, p in enumerate(decision_probabilities(decision, own)):
                row[i] += math.log(p)
            touched.add(decision.seat)
            self.observed[decision.seat] += 1
        self.pending = []
        for seat in touched:
            row = self.loglik[seat]
            self.best[seat] = GRID[max(range(len(GRID)), key=row.__getitem__)]
