"""The normal Perudo bot: every rule in its odds and a Bayesian read of the bids.

It keeps public beliefs about every hand (see :mod:`.beliefs`), so "four fives"
from a player who has bid fives all round counts those fives.  Each option is
scored by the chance it wins if the round ends on it — a raise by the chance
the new bid is true (ones halving and 2n+1 come from the engine's bid order),
Dudo by the chance the last bid is false, Calza by the chance it is exact —
and the bot picks at random among the options within a whisker of the best,
so it cannot be read as easily as it reads others.  It opens with the highest
bid on its strongest face that is 60 % likely, and declares Maputo whenever it
may (the equilibrium tables show how much the round is worth to a one-die
opener: 5/6 of a one-die duel instead of under a half).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablegames_qt.bots.perudo.beliefs import BeliefTracker, Pmfs, RoundBeliefs, Tails
from tablegames_qt.bots.perudo.model import BID, DUDO, Option, raise_options, score
from tablegames_qt.bots.perudo.odds import at_least, hand_features
from tablegames_qt.engine.perudo import (
    CALZA as CALZA_ACTION,
)
from tablegames_qt.engine.perudo import (
    DECLARE_MAPUTO,
    PerudoAction,
    PerudoView,
    make_bid,
)
from tablegames_qt.engine.perudo import (
    DUDO as DUDO_ACTION,
)

#: options scoring within this of the best are equally good to the normal bot
NEAR_EQUAL = 0.02
#: an opening bid should be at least this likely to be true
OPEN_CHANCE = 0.6


def opening_faces(maputo: bool, ones_opening: bool) -> tuple[int, ...]:
    if maputo or ones_opening:
        return (1, 2, 3, 4, 5, 6)
    return (2, 3, 4, 5, 6)


def expected_count(own: Sequence[int], pmfs: Pmfs, face: int) -> float:
    return own[face] + sum(k * p for k, p in enumerate(pmfs[face]))


def highest_likely(own: Sequence[int], tails: Tails, face: int, total: int, chance: float) -> int:
    """The largest quantity of ``face`` that is at least ``chance`` likely, at least 1."""
    q = 1
    while q < total and at_least(tails[face], q + 1 - own[face]) >= chance:
        q += 1
    return q


def opening_options(
    own: Sequence[int],
    tails: Tails,
    pmfs: Pmfs,
    total: int,
    maputo: bool,
    ones_opening: bool,
    chance: float = OPEN_CHANCE,
) -> list[tuple[float, Option]]:
    """Per allowed face: (strength, the highest opening on it that is ``chance`` likely)."""
    out = []
    for face in opening_faces(maputo, ones_opening):
        strength = expected_count(own, pmfs, face)
        if face == 1 and not maputo:
            strength *= 2  # a one counts double in the bid order
        out.append((strength, (BID, highest_likely(own, tails, face, total, chance), face)))
    return out


def to_action(option: Option) -> PerudoAction:
    kind, q, f = option
    if kind == BID:
        return make_bid(q, f)
    return DUDO_ACTION if kind == DUDO else CALZA_ACTION


def scored_options(
    beliefs: RoundBeliefs, seat: int, own: Sequence[int]
) -> list[tuple[float, Option]]:
    """Every option after the last bid with its myopic score for ``seat``."""
    last = beliefs.last_bid
    assert last is not None
    tails, pmfs = beliefs.others(seat)
    worth = beliefs.calza_worth(seat)
    options = raise_options(last, beliefs.total, beliefs.maputo, beliefs.rules.calza)
    return [(score(o, own[o[2]], tails, pmfs, worth), o) for o in options]


def pick_near_best(
    scored: Sequence[tuple[float, Option]], rng: random.Random, margin: float
) -> Option:
    best = max(s for s, _ in scored)
    near = [o for s, o in scored if s >= best - margin]
    return near[0] if len(near) == 1 else near[rng.randrange(len(near))]


def legal_or_fallback(option: Option, legal_actions: Sequence[PerudoAction]) -> PerudoAction:
    action = to_action(option)
    if action in legal_actions:
        return action
    return DUDO_ACTION if DUDO_ACTION in legal_actions else legal_actions[0]


class NormalBot:
    level = "normal"

    def __init__(self, margin: float = NEAR_EQUAL) -> None:
        self.margin = margin
        self.tracker = BeliefTracker()

    def choose(
        self, view: PerudoView, legal_actions: Sequence[PerudoAction], rng: random.Random
    ) -> PerudoAction:
        if view.maputo_pending:
            return DECLARE_MAPUTO if DECLARE_MAPUTO in legal_actions else legal_actions[0]
        beliefs = self.tracker.update(view)
        seat = view.seat
        own = hand_features(view.own_dice, view.maputo)
        if beliefs.last_bid is None:
            tails, pmfs = beliefs.others(seat)
            options = opening_options(
                own, tails, pmfs, view.total_dice, view.maputo, view.rules.ones_opening
            )
            return legal_or_fallback(pick_near_best(options, rng, 0.5), legal_actions)
        scored = scored_options(beliefs, seat, own)
        return legal_or_fallback(pick_near_best(scored, rng, self.margin), legal_actions)
