"""Hard: the exact equilibrium, bent towards what it reads in its opponents.

Its backbone is the two-player equilibrium (``table.py``, computed by
``solve.py``): for every claim to answer, how often to believe each claim and,
for every roll, how to mix true claims and bluffs.  Nobody can beat that on
average, but it also gains little from weak play.  So it keeps, per opponent,
a Bayesian belief over styles (the equilibrium itself and the archetypes of
``styles.py``), updated from every claim, believe, doubt and opened cup it
sees, across the games of a match; it computes the best reply to that belief
(``model.py``) and plays it with probability ``exploit`` times the belief that
the opponent is *not* an equilibrium player, else the equilibrium mix.

More players: the equilibrium part treats the player it answers, or the one
it announces to, as the opponent; the best reply follows the cup round the
table with a model of every player (a believed claim usually takes the bot
out of the game; sometimes the cup comes back).  Lives: while both have two
lives or more, the table that counts a doubted Macháček as two lives lost; at
the last life any loss is the end, so the plain win/lose table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tablegames_qt.bots.machacek import styles
from tablegames_qt.bots.machacek.common import (
    RANK,
    N,
    announce,
    announce_stage,
    is_respond,
    next_seat,
    own_roll_rank,
    respond_position,
    sample,
    stage_before,
    truth_test,
)
from tablegames_qt.bots.machacek.model import Belief, Mixture, Reply, best_reply, mixed
from tablegames_qt.bots.machacek.table import EquilibriumTable, load
from tablegames_qt.engine.machacek import BELIEVE, DOUBT, MachacekView

#: prior belief in each style (styles.py): most people play the odds more or
#: less honestly; the extremes are rarer, but a few moves reveal them
PRIOR: dict[str, float] = {
    "equilibrium": 0.2,
    "odds": 0.4,
    "truthful": 0.1,
    "bluffer": 0.075,
    "suspicious": 0.075,
    "gullible": 0.075,
    "random": 0.075,
}
_STYLES: dict[str, Callable[[str], styles.Style]] = {
    "odds": styles.odds_player,
    "truthful": styles.truthful,
    "bluffer": styles.bluffer,
    "suspicious": styles.suspicious,
    "gullible": styles.gullible,
    "random": styles.random_play,
}
#: every style is mixed with this much uniform play, so no move rules a style out
SMOOTHING = 0.05


class HardBot:
    level = "hard"

    def __init__(self, exploit: float = 1.0, prior: Mapping[str, float] | None = None) -> None:
        self.exploit = exploit
        self.prior = dict(PRIOR if prior is None else prior)
        unknown = set(self.prior) - {"equilibrium", *_STYLES}
        if unknown or "equilibrium" not in self.prior:
            raise ValueError(f"a prior over equilibrium and {sorted(_STYLES)}, not {self.prior}")
        self._beliefs: dict[int, Belief] = {}
        self._mixtures: dict[int, tuple[tuple[float, ...], Mixture]] = {}
        self._game = 0  # the game (1-based) whose announcements are being read
        self._seen: tuple[tuple[int, int], ...] = ()
        self._my_claim: tuple[int, int, int] | None = None  # (game, stage, claim)

    # -- the decision ---------------------------------------------------------------
    def choose(self, view: MachacekView, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        self._observe(view)
        if is_respond(legal_actions):
            return self._answer(view, rng)
        return self._announce(view, legal_actions, rng)

    def _answer(self, view: MachacekView, rng: random.Random) -> Any:
        stage, claim, announcer = respond_position(view)
        table = self._table(view, announcer)
        belief = self._belief(view, announcer)
        weights = belief.weights()
        false = 0.0
        for style, w in zip(belief.styles, weights, strict=True):
            mass = style.mass[stage][claim]
            if mass > 0:
                false += w * (1.0 - style.true_mass[stage][claim] / mass)
        reply = self._reply(view, table)
        doubt_value = reply.doubt_value(false, claim)
        believe_value = reply.announcing[claim]
        eq_doubt = 1.0 - table.believe[stage][claim]
        lam = self._exploit_share(belief)
        if doubt_value > believe_value:
            chance = lam + (1.0 - lam) * eq_doubt
        elif believe_value > doubt_value:
            chance = (1.0 - lam) * eq_doubt
        else:
            chance = eq_doubt
        return DOUBT if rng.random() < chance else BELIEVE

    def _announce(self, view: MachacekView, legal_actions: Sequence[Any],
                  rng: random.Random) -> Any:
        stage = announce_stage(view)
        roll = own_roll_rank(view)
        receiver = next_seat(view)
        table = self._table(view, receiver)
        belief = self._belief(view, receiver)
        reply = self._reply(view, table)
        is_true = truth_test(view.rules.truth)
        values = reply.claim_values(stage, [is_true(roll, c) for c in range(N)])
        best = max(values, key=lambda c: (values[c], -c))
        lam = self._exploit_share(belief)
        options: dict[int, float] = {best: lam}
        for c, q in table.announce[stage][roll]:
            options[c] = options.get(c, 0.0) + (1.0 - lam) * q
        claim = sample(sorted(options.items()), rng)
        self._my_claim = (self._game, stage, claim)
        return announce(legal_actions, claim)

    def _exploit_share(self, belief: Belief) -> float:
        return self.exploit * (1.0 - belief.weight("equilibrium"))

    def _reply(self, view: MachacekView, table: EquilibriumTable) -> Reply:
        order = view.order
        me = order.index(view.seat)
        before = [self._mixture(view, order[(me - j) % len(order)])
                  for j in range(1, len(order))]
        # a cup opened between two others: nothing won, or no life lost
        idle = 0.5 if table.objective == "lives" else 0.0
        return best_reply(before, view.rules.truth == "at_least", table.if_true,
                          table.if_bluff, idle)

    def _mixture(self, view: MachacekView, seat: int) -> Mixture:
        weights = tuple(self._belief(view, seat).weights())
        cached = self._mixtures.get(seat)
        if cached is None or cached[0] != weights:
            cached = (weights, mixed(self._belief(view, seat).styles, weights))
            self._mixtures[seat] = cached
        return cached[1]

    # -- which table, which styles ---------------------------------------------------
    def _objective(self, view: MachacekView, opponent: int) -> str:
        lives = view.lives
        if view.rules.lives and min(lives[view.seat], lives[opponent]) >= 2:
            return "lives"
        return "win"

    def _table(self, view: MachacekView, opponent: int) -> EquilibriumTable:
        return load(view.rules.truth, self._objective(view, opponent))

    def _belief(self, view: MachacekView, seat: int) -> Belief:
        belief = self._beliefs.get(seat)
        if belief is None:
            truth = view.rules.truth
            objective = "lives" if view.rules.lives else "win"
            kinds = [
                styles.equilibrium(truth, objective) if name == "equilibrium" else _STYLES[name](truth)
                for name in self.prior
            ]
            total = sum(self.prior.values())
            belief = Belief([styles.smoothed(s, truth, SMOOTHING) for s in kinds],
                            [w / total for w in self.prior.values()])
            self._beliefs[seat] = belief
        return belief

    # -- reading the table -------------------------------------------------------------
    def _observe(self, view: MachacekView) -> None:
        """Feed the beliefs with every opponent move shown since the last decision."""
        game = view.games_played + 1
        if game != self._game:
            self._close_game(view)
            self._game = game
            self._seen = ()
        announcements = view.announcements
        for i in range(len(self._seen), len(announcements)):
            seat, value = announcements[i]
            if seat == view.seat:
                continue
            belief = self._belief(view, seat)
            belief.saw_claim(stage_before(announcements, i), RANK[value])
            if i > 0:  # to announce, this seat believed the claim before
                previous = RANK[announcements[i - 1][1]]
                belief.saw_answer(stage_before(announcements, i - 1), previous, doubted=False)
        self._seen = announcements

    def _close_game(self, view: MachacekView) -> None:
        """The game being read has ended: learn from the opened cup, if it is that game's."""
        result = view.last_result
        if result is None or result.game != self._game:
            return
        claim = RANK[result.announced]
        stage: int | None = None
        mine = self._my_claim
        if result.announcer == view.seat:
            if mine is not None and mine[0] == self._game and mine[2] == claim:
                stage = mine[1]
        elif self._seen and self._seen[-1] == (result.announcer, result.announced):
            stage = stage_before(self._seen, len(self._seen) - 1)
        if stage is None:
            return  # (more players) the cup went on while this seat was not asked
        if result.challenger != view.seat:
            self._belief(view, result.challenger).saw_answer(stage, claim, doubted=True)
        if result.announcer != view.seat:
            self._belief(view, result.announcer).saw_roll(stage, claim, RANK[result.rolled])
