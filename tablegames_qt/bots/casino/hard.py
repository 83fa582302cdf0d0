"""Hard: card counting, guessed hands played forward, an exact endgame.

Each decision:

1. The plays are scored by the greedy (normal) score and the best ten kept
   as candidates.
2. Two players, last hand-out: the unseen cards are exactly the other hand,
   so the rest of the deal is searched exactly (alpha-beta to the deal's
   real count, the race to 21 included).  While the other player has been
   seen to play like the greedy model (checked on every last hand-out, when
   its hand is known after the fact), its replies are taken from the model
   (the worst for me of the plays the model rates equal) instead of the
   worst reply: a greedy player does not punish what it does not see.
3. Otherwise the hidden cards are guessed many times (the other hands from
   the unseen cards, each build's owner holding its value, guesses that
   would have made the other player's recent plays foolish drawn less
   often; the rest as the deck in a random order).  In each guess the
   candidates are played and the deal continued — the other player by the
   greedy model with card counting, as it would play not knowing my hand —
   until a hand-out boundary a few plays on (or the deal's end), then
   valued: the points of the deal so far plus the open race for the
   majorities.  Successive halving spends the guesses: all candidates on a
   first batch, then the better half on more, until two are left; the same
   guesses serve every candidate, so their differences are not the noise of
   different deals.

The sample counts are fixed, not timed, so a decision depends only on the
view, what the bot saw before and the rng.  Only a safety deadline
(``deadline_ms``, far above the usual 20-100 ms) can cut the sampling short
on a machine that is badly overloaded.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from tablegames_qt.engine.casino import Card, CasinoView, Play

from .context import candidates, shortlist, tactics_for
from .knowledge import sample_hidden, unseen_cards
from .playout import ExactSearch, Greedy, rollout
from .reading import PlayReader
from .sim import SimDeal
from .tactics import Tactics
from .values import Stakes

#: guesses drawn per guess kept when the other player's plays are read
OVERSAMPLE = 3
#: the last hand-out is searched against the greedy model of the other player
#: while it has played as the model says at least this often (with a prior of
#: MODEL_PRIOR_HITS hits in MODEL_PRIOR turns); else against the worst reply
MODEL_TRUST = 0.85
MODEL_PRIOR_HITS = 9
MODEL_PRIOR = 10
#: nodes of the exact search before the rest is played out greedily (about
#: 40 µs each: this bounds a crowded last hand-out to a few hundred ms)
EXACT_NODES = 6000


class HardBot:
    """Determinized Monte Carlo with greedy playouts; exact last hand-out.

    Options (the defaults ship): ``rollouts`` per decision, ``max_candidates``
    played out, ``min_plies`` before a playout may stop at a hand-out
    boundary, ``read_plays`` (weigh guesses by the other player's plays),
    ``exploit`` (search the last hand-out against the greedy model while it
    fits), ``deadline_ms`` (safety stop; None for none).
    """

    level = "hard"

    def __init__(
        self,
        rollouts: int = 150,
        max_candidates: int = 10,
        min_plies: int = 3,
        read_plays: bool = True,
        exploit: bool = True,
        deadline_ms: float | None = 450.0,
        min_samples: int = 4,
    ) -> None:
        self.rollouts = rollouts
        self.max_candidates = max_candidates
        self.min_plies = min_plies
        self.read_plays = read_plays
        self.exploit = exploit
        self.deadline_ms = deadline_ms
        self.min_samples = min_samples
        self.reader = PlayReader()
        self.model_hits = 0
        self.model_checks = 0

    def choose(self, view: CasinoView, legal_actions: Sequence[Play], rng: random.Random) -> Play:
        if not legal_actions:
            raise ValueError("no legal play to choose from")
        started = time.perf_counter()
        tactics = tactics_for(view)
        self.reader.update(view, tactics.weights)
        self._check_model(view)
        choice = self._choose(view, legal_actions, rng, tactics, started)
        self.reader.remember(view, choice)
        return choice

    def _choose(self, view: CasinoView, legal_actions: Sequence[Play], rng: random.Random,
                tactics: Tactics, started: float) -> Play:
        if len(legal_actions) == 1:
            return legal_actions[0]
        table = view.table
        plays = shortlist(candidates(legal_actions), tactics, table)
        scored = sorted(
            ((tactics.score(p, table, view.hand), i, p) for i, p in enumerate(plays)),
            key=lambda t: (-t[0], t[1]),
        )
        if view.players == 2 and view.deck_left == 0:
            return self._exact(view, [p for _, _, p in scored])
        finalists = [p for _, _, p in scored[: self.max_candidates]]
        if len(finalists) == 1:
            return finalists[0]
        deadline = None if self.deadline_ms is None else started + self.deadline_ms / 1000
        return self._sampled(view, finalists, rng, tactics, deadline)

    # -- the other player as a greedy player --------------------------------------------
    def _check_model(self, view: CasinoView) -> None:
        """In the last hand-out the other hand is known, also as it was at
        the other player's last turn: did it play what the greedy model says?"""
        turn = self.reader.last_turn
        if turn is None or view.players != 2 or view.deck_left:
            return
        state, card, kind, last = turn
        if not last:
            return
        other = 1 - view.seat
        sim = state.copy()
        sim.hands[other] = [*unseen_cards(view), card]
        sim.current = other
        sim.recount()
        stakes = Stakes.of(sim, view.side_of[view.seat])
        predicted = Greedy(sim, stakes, odds=True).choices(sim)
        self.model_checks += 1
        if any(p.card == card and p.kind == kind for p in predicted):
            self.model_hits += 1

    def _trusts_model(self) -> bool:
        return (self.model_hits + MODEL_PRIOR_HITS) >= MODEL_TRUST * (self.model_checks + MODEL_PRIOR)

    # -- the last hand-out of two ----------------------------------------------------
    def _exact(self, view: CasinoView, plays: Sequence[Play]) -> Play:
        unseen = unseen_cards(view)
        other = 1 - view.seat
        hands = [list(view.hand), list(view.hand)]
        hands[other] = unseen
        sim = SimDeal.from_view(view, hands, ())
        stakes = Stakes.of(sim, view.side_of[view.seat])
        model = Greedy(sim, stakes, odds=True) if self.exploit and self._trusts_model() else None
        search = ExactSearch(stakes, Greedy(sim, stakes), EXACT_NODES, model=model)
        best, _ = search.best(sim, plays)
        return best

    # -- guesses played forward -----------------------------------------------------
    def _guess(self, view: CasinoView, rng: random.Random, unseen: Sequence[Card],
               tactics: Tactics) -> tuple[list[list[Card]], list[Card]]:
        """A guess of the hidden cards; with the other player's plays read,
        the best fit of a few guesses drawn by their likelihood."""
        if not self.read_plays or not self.reader.observations:
            return sample_hidden(view, rng, unseen)
        other = 1 - view.seat
        guesses = [sample_hidden(view, rng, unseen) for _ in range(OVERSAMPLE)]
        odds = [self.reader.likelihood(g[0][other], tactics.weights, -tactics.their_sweep)
                for g in guesses]
        pick = rng.random() * sum(odds)
        for guess, odd in zip(guesses, odds, strict=True):
            pick -= odd
            if pick <= 0:
                return guess
        return guesses[-1]

    def _sampled(self, view: CasinoView, plays: Sequence[Play], rng: random.Random,
                 tactics: Tactics, deadline: float | None) -> Play:
        """Successive halving: every candidate on a first batch of guesses,
        then the better half on more, until one is left; the survivors are
        always compared on the same guesses."""
        unseen = unseen_cards(view)
        n = len(plays)
        totals = [0.0] * n
        counts = [0] * n
        alive = list(range(n))
        rounds = max(1, math.ceil(math.log2(n)))
        per_round = self.rollouts / rounds
        stakes: Stakes | None = None
        greedy: Greedy | None = None
        while True:
            batch = max(self.min_samples, round(per_round / len(alive)))
            for _ in range(batch):
                hands, deck = self._guess(view, rng, unseen, tactics)
                base = SimDeal.from_view(view, hands, deck)
                if stakes is None or greedy is None:
                    stakes = Stakes.of(base, view.side_of[view.seat])
                    greedy = Greedy(base, stakes, odds=True)
                for i in alive:
                    sim = base.copy()
                    sim.apply(plays[i])
                    totals[i] += rollout(sim, greedy, stakes, self.min_plies)
                    counts[i] += 1
                if deadline is not None and time.perf_counter() > deadline:
                    break
            alive.sort(key=lambda i: (-totals[i], i))
            if len(alive) <= 2 or (deadline is not None and time.perf_counter() > deadline):
                return plays[alive[0]]
            alive = alive[: (len(alive) + 1) // 2]
