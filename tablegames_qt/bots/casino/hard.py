"""Hard: card counting, guessed hands played forward, an exact endgame.

Each decision:

1. The plays are scored by the greedy (normal) score and the best few kept
   as candidates.
2. Two players, last hand-out: the unseen cards are exactly the other hand,
   so the rest of the deal is searched exactly (alpha-beta to the deal's
   real count, the race to 21 included).
3. Otherwise the hidden cards are guessed many times (the other hands from
   the unseen cards, each build's owner holding its value; the rest as the
   deck in a random order).  In each guess every candidate is played and the
   deal continued by the greedy player until a hand-out boundary a few plays
   on (or the deal's end), then valued: the expected points of the deal so
   far plus the open race for the majorities.  The same guesses serve every
   candidate, so their differences are not noise of different deals.

The sample counts are fixed, not timed, so a decision depends only on the
view and the rng.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from tablegames_qt.engine.casino import CasinoView, Play

from .context import candidates, tactics_for
from .knowledge import sample_hidden, unseen_cards
from .playout import ExactSearch, Greedy, rollout
from .sim import SimDeal
from .values import Stakes

TIE = 1e-9


class HardBot:
    """Determinized Monte Carlo with greedy playouts; exact last hand-out."""

    level = "hard"

    def __init__(
        self,
        rollouts: int = 100,
        min_samples: int = 4,
        max_candidates: int = 6,
        min_plies: int = 3,
    ) -> None:
        self.rollouts = rollouts
        self.min_samples = min_samples
        self.max_candidates = max_candidates
        self.min_plies = min_plies

    def choose(self, view: CasinoView, legal_actions: Sequence[Play], rng: random.Random) -> Play:
        if not legal_actions:
            raise ValueError("no legal play to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        tactics = tactics_for(view)
        table = view.table
        scored = sorted(
            ((tactics.score(p, table, view.hand), i, p) for i, p in enumerate(candidates(legal_actions))),
            key=lambda t: (-t[0], t[1]),
        )
        if view.players == 2 and view.deck_left == 0:
            return self._exact(view, [p for _, _, p in scored])
        shortlist = [p for _, _, p in scored[: self.max_candidates]]
        if len(shortlist) == 1:
            return shortlist[0]
        return self._sampled(view, shortlist, rng)

    # -- the last hand-out of two ----------------------------------------------------
    def _exact(self, view: CasinoView, plays: Sequence[Play]) -> Play:
        unseen = unseen_cards(view)
        other = 1 - view.seat
        hands = [list(view.hand), list(view.hand)]
        hands[other] = unseen
        sim = SimDeal.from_view(view, hands, ())
        stakes = Stakes.of(sim, view.side_of[view.seat])
        search = ExactSearch(stakes, Greedy(sim, stakes))
        best, _ = search.best(sim, plays)
        return best

    # -- guesses played forward -----------------------------------------------------
    def _sampled(self, view: CasinoView, plays: Sequence[Play], rng: random.Random) -> Play:
        """Successive halving: every candidate on a first batch of guesses,
        then the better half on more, until one is left; the survivors are
        always compared on the same guesses."""
        unseen = unseen_cards(view)
        n = len(plays)
        totals = [0.0] * n
        alive = list(range(n))
        rounds = max(1, math.ceil(math.log2(n)))
        per_round = self.rollouts / rounds
        stakes: Stakes | None = None
        greedy: Greedy | None = None
        while True:
            batch = max(self.min_samples, round(per_round / len(alive)))
            for _ in range(batch):
                hands, deck = sample_hidden(view, rng, unseen)
                base = SimDeal.from_view(view, hands, deck)
                if stakes is None or greedy is None:
                    stakes = Stakes.of(base, view.side_of[view.seat])
                    greedy = Greedy(base, stakes)
                for i in alive:
                    sim = base.copy()
                    sim.apply(plays[i])
                    totals[i] += rollout(sim, greedy, stakes, self.min_plies)
            alive.sort(key=lambda i: (-totals[i], i))
            if len(alive) <= 2:
                return plays[alive[0]]
            alive = alive[: (len(alive) + 1) // 2]
