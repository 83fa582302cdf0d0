"""The hard Perudo bot: determinized Monte Carlo over the normal bot's reasoning.

Options are shortlisted by the normal bot's myopic odds, then each is played out
over the same sampled deals of the hidden hands (see :mod:`.search`) and the
best average outcome is chosen.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablegames_qt.bots.perudo.beliefs import BeliefTracker, RoundBeliefs
from tablegames_qt.bots.perudo.model import BID, DEFAULT_MODEL, Model, Option, raise_options, score
from tablegames_qt.bots.perudo.normal import (
    highest_likely,
    legal_or_fallback,
    opening_options,
)
from tablegames_qt.bots.perudo.odds import hand_features
from tablegames_qt.bots.perudo.opponents import OpponentModels
from tablegames_qt.bots.perudo.search import Search
from tablegames_qt.engine.perudo import DECLARE_MAPUTO, Bid, PerudoAction, PerudoView

SAMPLES = 64
SHORTLIST = 5


def opening_candidates(
    beliefs: RoundBeliefs, seat: int, own: Sequence[int], faces: int = 3
) -> list[Option]:
    tails, pmfs = beliefs.others(seat)
    ranked = sorted(
        opening_options(
            own, tails, pmfs, beliefs.total, beliefs.maputo, beliefs.rules.ones_opening
        ),
        key=lambda item: -item[0],
    )
    out: list[Option] = []
    for _, (_, _, face) in ranked[:faces]:
        for chance in (0.75, 0.6, 0.45):
            option = (BID, highest_likely(own, tails, face, beliefs.total, chance), face)
            if option not in out:
                out.append(option)
    return out


def raise_candidates(
    beliefs: RoundBeliefs, seat: int, own: Sequence[int], shortlist: int = SHORTLIST
) -> list[Option]:
    last = beliefs.last_bid
    assert last is not None
    tails, pmfs = beliefs.others(seat)
    worth = beliefs.calza_worth(seat)
    options = raise_options(last, beliefs.total, beliefs.maputo, beliefs.rules.calza)
    bids = []
    out: list[Option] = []
    for option in options:
        if option[0] == BID:
            bids.append((score(option, own[option[2]], tails, pmfs, worth), option))
        else:
            out.append(option)
    bids.sort(key=lambda item: -item[0])
    for _, (_, q, f) in bids[:2]:
        if q < beliefs.total:
            jump = (BID, q + 1, f)
            bids.append((score(jump, own[f], tails, pmfs, worth), jump))
    bids.sort(key=lambda item: -item[0])
    return [o for _, o in bids[:shortlist]] + out


class HardBot:
    level = "hard"

    def __init__(self, samples: int = SAMPLES, read_depth: int = 2) -> None:
        self.samples = samples
        self.read_depth = read_depth
        self.tracker = BeliefTracker()
        self.opponents: OpponentModels | None = None

    def models(self, view: PerudoView) -> tuple[Model, ...]:
        """The learned models, and for this seat how others are taken to read it."""
        opponents = self.opponents
        if opponents is None:
            opponents = self.opponents = OpponentModels(view.players, view.seat)
        if view.round_number != self.tracker.round_number:
            reveal = view.last_reveal
            finished = self.tracker.finished(reveal, opponents.on_bid)
            if finished is not None and reveal is not None:
                opponents.on_challenge(finished, reveal)
                opponents.learn(reveal)
            opponents.start_round(view.round_number)
        models = list(opponents.models())
        models[view.seat] = DEFAULT_MODEL
        return tuple(models)

    def choose(
        self, view: PerudoView, legal_actions: Sequence[PerudoAction], rng: random.Random
    ) -> PerudoAction:
        if view.maputo_pending:
            return DECLARE_MAPUTO if DECLARE_MAPUTO in legal_actions else legal_actions[0]
        models = self.models(view)
        assert self.opponents is not None
        beliefs = self.tracker.update(view, models, self.opponents.on_bid)
        seat = view.seat
        own = hand_features(view.own_dice, view.maputo)
        if beliefs.last_bid is None:
            candidates = opening_candidates(beliefs, seat, own)
        else:
            candidates = raise_candidates(beliefs, seat, own)
        if len(candidates) == 1:
            return self._play(candidates[0], seat, legal_actions)
        assert self.opponents is not None
        mixtures = [
            ((DEFAULT_MODEL, 1.0),) if s == seat else self.opponents.mixture(s)
            for s in range(view.players)
        ]
        search = Search(beliefs, seat, own, mixtures, rng, self.read_depth)
        values = search.evaluate(candidates, self.samples)
        best = max(range(len(candidates)), key=values.__getitem__)
        return self._play(candidates[best], seat, legal_actions)

    def _play(
        self, option: Option, seat: int, legal_actions: Sequence[PerudoAction]
    ) -> PerudoAction:
        action = legal_or_fallback(option, legal_actions)
        if isinstance(action, Bid):
            self.tracker.record_own(seat, action)
        return action
