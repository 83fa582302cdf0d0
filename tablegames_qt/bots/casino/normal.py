"""Normal: the greedy player with point weights and a careful eye on the next reply."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablegames_qt.engine.casino import CasinoView, Play

from .context import candidates, shortlist, tactics_for

#: scores this close count as equal; the bot picks one of them at random
TIE = 1e-6


class NormalBot:
    """Scores every play by the points it takes (cards, spades, aces, the
    casinos, sweeps) minus what the next player can expect to take from the
    table it leaves (card counting gives the chances), and plays the best.
    Builds only what the next player is unlikely to take; trails the card
    that gives the least away."""

    level = "normal"

    def choose(self, view: CasinoView, legal_actions: Sequence[Play], rng: random.Random) -> Play:
        if not legal_actions:
            raise ValueError("no legal play to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        tactics = tactics_for(view)
        table = view.table
        scored = [(tactics.score(p, table, view.hand), p)
                  for p in shortlist(candidates(legal_actions), tactics, table)]
        top = max(s for s, _ in scored)
        best = [p for s, p in scored if s >= top - TIE]
        return best[rng.randrange(len(best))] if len(best) > 1 else best[0]
