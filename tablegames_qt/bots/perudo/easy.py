"""The easy Perudo bot: trusts its own dice and the plain odds, nothing else.

It judges the last bid by the binomial chance that the dice it cannot see make
it true (a face or a wild one 1/3, ones 1/6, no wild ones in Maputo), calls
Dudo when that chance is under a half, and otherwise raises as little as it may
on the face it holds most of.  It never reads the other players' bids, never
bluffs and never calls Calza — so its bids give its hand away.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablegames_qt.bots.perudo.odds import at_least, binomial_tail, face_p, hand_features
from tablegames_qt.engine.perudo import (
    DECLARE_MAPUTO,
    DUDO,
    Bid,
    PerudoAction,
    PerudoView,
    make_bid,
    min_quantity,
)

DUDO_BELOW = 0.5


def own_chance(view: PerudoView, bid: Bid, own: Sequence[int]) -> float:
    """P(``bid`` is true) from this seat's dice and the odds of the unseen ones."""
    tail = binomial_tail(view.unseen_dice, face_p(bid.face, view.maputo))
    return at_least(tail, bid.quantity - own[bid.face])


class EasyBot:
    level = "easy"

    def choose(
        self, view: PerudoView, legal_actions: Sequence[PerudoAction], rng: random.Random
    ) -> PerudoAction:
        if view.maputo_pending:
            return DECLARE_MAPUTO if DECLARE_MAPUTO in legal_actions else legal_actions[0]
        maputo = view.maputo
        own = hand_features(view.own_dice, maputo)
        last = view.last_bid
        if last is not None and DUDO in legal_actions and own_chance(view, last, own) < DUDO_BELOW:
            return DUDO
        faces = (1, 2, 3, 4, 5, 6) if maputo else (2, 3, 4, 5, 6)
        # Best face first; ties go to a random one so the bot is not a fixed pattern.
        ranked = sorted(faces, key=lambda f: (-own[f], rng.random()))
        for face in ranked:
            if last is None:
                expected = view.unseen_dice * face_p(face, maputo)
                bid = make_bid(max(1, min(view.total_dice, own[face] + int(expected))), face)
            else:
                q = min_quantity(last, face, maputo)
                if q is None:
                    continue
                bid = make_bid(q, face)
            if bid in legal_actions:
                return bid
        if last is not None and not maputo:
            q = min_quantity(last, 1, maputo)
            if q is not None and make_bid(q, 1) in legal_actions:
                return make_bid(q, 1)
        return DUDO if DUDO in legal_actions else legal_actions[0]
