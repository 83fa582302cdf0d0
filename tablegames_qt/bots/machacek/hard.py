"""Hard: the exact equilibrium, left only as far as the evidence supports.

Its backbone is the two-player equilibrium (``table.py``, computed by
``solve.py``): for every claim to answer, how often to believe each claim and,
for every roll, how to mix true claims and bluffs.  Nobody can beat that on
average, but it also gains little from weak play.  So it keeps, per opponent
seat of the match being played, a Bayesian belief over styles (every way of
claiming of ``styles.CLAIM_RULES`` with every way of answering of
``styles.DOUBT_RULES``, the equilibrium among them), updated from every claim,
believe, doubt and opened cup it sees, across the games of a match.

Two players: it exploits *safely* (``safe.py``).  It leaves the equilibrium
mix only for an action that gains under the belief even when every reading it
would lose against counts more than the rest; and only for an action that
loses nothing against an equilibrium player (one the equilibrium itself
plays, or ties with), unless the opponent has already given away at least as
much this match.  Where the readings disagree it plays the equilibrium;
against an equilibrium player it keeps the equilibrium's value.  Beyond the
budget it goes as far as the evidence against an equilibrium player allows (a
restricted Nash response): once the likeliest reading explains the opponent's
moves :data:`TRUST_FROM` times better than the equilibrium does, an action may
cost more than the budget, its excess weighed against its gain at
``(1 - trust) / trust``, trust growing log-linearly to 1 at :data:`TRUST_FULL`
times; the values are then those of its full best reply to each reading, not
only its safe one.  Against the equilibrium itself the ratio passes 5 at some
point in 29 % of 10-game matches and 20 in 4 %, and what the bot then pays is
counted (``paid``; about one match of won − lost in 2,000).  In a
two-player match of a set number of games, budget and costs are weighed by
the game's stake (``safe.stake``: what winning it rather than losing it adds
to the match): a gift made where the match hung on the game buys more where
it hangs on it less, and once the match is decided whatever happens the bot
plays its best reply to the belief without limit.  When it
answers, uniformly random play is the null reading: until a likelihood-ratio
test rejects it (the likeliest reading explains the opponent's moves
:data:`NULL_RATIO` times better than random play does), it counts with a
weight of at least :data:`NULL_WEIGHT`, whatever its prior.  A first claim of
a game says almost nothing about its maker (a random 64 is as likely as an
honest one), and believing it on the prior's say-so is what a random
announcer punishes: from it a 64 is a bluff 34 times in 36.  Claims are
weighed by the belief alone: a random player doubts half of any claim, so no
claim the bot may make costs much against it, and holding random play up
there cost two points against the normal bot.

More players (with the seven archetypes of ``readings.CROWD_PRIOR`` as its
readings): the equilibrium part treats the player it answers, or the one
it announces to, as the opponent; the best reply follows the cup round the
table with a model of every player (a believed claim usually takes the bot
out of the game; sometimes the cup comes back), played with the belief that
the opponent does not play the equilibrium.  Lives: while both have two lives
or more, the table that counts a doubted Macháček as two lives lost; at the
last life any loss is the end, so the plain win/lose table.

What it learns belongs to one match (one engine game, however many games it
holds: the evidence grows game by game): a seat number names a player only
within it.  The bot tells the match it is playing from the view alone (its seat, the
rules, games played, the announcements since its last move) and starts afresh
when they do not follow on, so one instance may play many matches.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from tablegames_qt.bots.machacek import safe, styles
from tablegames_qt.bots.machacek.common import (
    RANK,
    START,
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
from tablegames_qt.bots.machacek.readings import CLAIM_PRIOR, DOUBT_PRIOR, first_belief
from tablegames_qt.bots.machacek.table import EquilibriumTable, load
from tablegames_qt.engine.machacek import BELIEVE, DOUBT, Announce, MachacekRules, MachacekView

#: the null reading when answering: uniformly random play (the arena's random bot) ...
NULL_READING = styles.style_name("random", "half")
#: ... rejected once the likeliest reading explains the opponent's moves this many times better
NULL_RATIO = 20.0
#: ... and until then weighing at least this much when an answer is chosen
NULL_WEIGHT = 0.25
#: beyond the budget: the bot starts to trust that its opponent is no
#: equilibrium player once the likeliest reading explains the opponent's moves
#: this many times better than the equilibrium does ...
TRUST_FROM = 5.0
#: ... and trusts its belief fully from this ratio on (log-linear between)
TRUST_FULL = 200.0


class _LastMove(NamedTuple):
    """What the bot's last decision saw, and what it did."""

    seat: int
    players: int
    rules: MachacekRules
    games_played: int
    wins: tuple[int, ...]
    announcements: tuple[tuple[int, int], ...]
    action: Any


class HardBot:
    level = "hard"

    def __init__(self, exploit: float = 1.0, claim_prior: Mapping[str, float] | None = None,
                 doubt_prior: Mapping[str, float] | None = None,
                 caution: float = safe.CAUTION, plausible: float | None = None,
                 null_ratio: float = NULL_RATIO, null_weight: float = NULL_WEIGHT,
                 trust_from: float = TRUST_FROM, trust_full: float = TRUST_FULL,
                 full_reply: bool = True, score: bool = True) -> None:
        if null_ratio < 1.0:
            raise ValueError(f"null_ratio is a likelihood ratio of at least 1, not {null_ratio}")
        if not 1.0 <= trust_from < trust_full:
            raise ValueError(f"trust ratios from 1 up, the first below the second, not "
                             f"{trust_from} and {trust_full}")
        self.full_reply = full_reply
        self.score = score
        self.trust_from = trust_from
        self.trust_full = trust_full
        #: what its choices have given up against an equilibrium player, in
        #: chances of winning a game, over this instance's life (for the bench)
        self.paid = 0.0
        #: the same, each weighed by what the game it was paid in meant to the match
        self.paid_stake = 0.0
        self.exploit = exploit
        self.null_ratio = null_ratio
        self.null_weight = null_weight
        self.plausible = plausible
        self.caution = caution
        self.claim_prior = dict(CLAIM_PRIOR if claim_prior is None else claim_prior)
        self.doubt_prior = dict(DOUBT_PRIOR if doubt_prior is None else doubt_prior)
        if not set(self.claim_prior) <= set(styles.CLAIM_RULES) or not self.claim_prior:
            raise ValueError(f"a claim prior over {styles.CLAIM_RULES}, not {self.claim_prior}")
        if not set(self.doubt_prior) <= set(styles.DOUBT_RULES) or not self.doubt_prior:
            raise ValueError(f"a doubt prior over {styles.DOUBT_RULES}, not {self.doubt_prior}")
        self._reset()
        self._last: _LastMove | None = None

    def _reset(self) -> None:
        """Forget everything learnt: a new match (or new players) begins."""
        self._beliefs: dict[int, Belief] = {}
        self._mixtures: dict[int, tuple[tuple[float, ...], Mixture]] = {}
        #: per opponent seat: what it gave away against the equilibrium, not yet
        #: spent, in match value (each gift weighed by the stake of its game)
        self._budget: dict[int, float] = {}
        self._stake = 1.0  # the stake of the game being read (see _stake_of)
        self._game = 0  # the game (1-based) whose announcements are being read
        self._seen: tuple[tuple[int, int], ...] = ()
        self._my_claim: tuple[int, int, int] | None = None  # (game, stage, claim)

    # -- the decision ---------------------------------------------------------------
    def choose(self, view: MachacekView, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if not self._follows_on(view):
            self._reset()
        self._observe(view)
        if is_respond(legal_actions):
            action = self._answer(view, rng)
        else:
            action = self._announce(view, legal_actions, rng)
        self._last = _LastMove(view.seat, view.players, view.rules, view.games_played, view.wins,
                               view.announcements, action)
        return action

    def _follows_on(self, view: MachacekView) -> bool:
        """Whether ``view`` comes from the match of the last decision."""
        if self._last is None:
            return False
        seat, players, rules, played, wins, seen, action = self._last
        if (view.seat, view.players, view.rules) != (seat, players, rules):
            return False
        if any(now < before for now, before in zip(view.wins, wins, strict=True)):
            return False
        if view.games_played != played:
            return view.games_played > played
        announcements = view.announcements
        if action == BELIEVE:  # the same game goes on with this seat's claim
            return view.phase == "announce" and announcements == seen
        if isinstance(action, Announce):  # the cup came back round
            mine = (*seen, (seat, action.value))
            return len(announcements) > len(mine) and announcements[:len(mine)] == mine
        return False  # a doubt ended that game

    def _duel(self, view: MachacekView) -> bool:
        return len(view.order) == 2

    def _answer(self, view: MachacekView, rng: random.Random) -> Any:
        stage, claim, announcer = respond_position(view)
        table = self._table(view, announcer)
        belief = self._belief(view, announcer)
        eq_doubt = 1.0 - table.believe[stage][claim]
        if self._duel(view):
            if self.exploit > 0 and rng.random() < self.exploit:
                choice = self._safe_answer(view, table, belief, stage, claim, announcer)
                if choice is not None:
                    return choice
            return DOUBT if rng.random() < eq_doubt else BELIEVE
        weights = belief.weights()
        false = 0.0
        for style, w in zip(belief.styles, weights, strict=True):
            mass = style.mass[stage][claim]
            if mass > 0:
                false += w * (1.0 - style.true_mass[stage][claim] / mass)
        reply = self._reply(view, table)
        doubt_value = reply.doubt_value(false, claim)
        believe_value = reply.announcing[claim]
        lam = self._exploit_share(belief)
        if doubt_value > believe_value:
            chance = lam + (1.0 - lam) * eq_doubt
        elif believe_value > doubt_value:
            chance = (1.0 - lam) * eq_doubt
        else:
            chance = eq_doubt
        return DOUBT if rng.random() < chance else BELIEVE

    def _safe_answer(self, view: MachacekView, table: EquilibriumTable, belief: Belief,
                     stage: int, claim: int, announcer: int) -> Any:
        """Believe or doubt instead of the equilibrium mix, or None (see ``safe.py``)."""
        truth, objective = view.rules.truth, table.objective
        eq_believe = table.believe[stage][claim]
        pair = safe.answer_values(truth, objective)[stage][claim]
        eq_value = list(pair) if pair is not None else [0.0, 0.0]
        bluff_pay, true_pay = 1.0 - table.if_bluff[claim], 1.0 - table.if_true[claim]
        trust = self._trust(belief)
        budget = self._budget_now(announcer)
        full = self.full_reply and (trust > 0.0 or budget == math.inf)
        values = []
        for style in belief.styles:
            m, t = style.mass[stage][claim], style.true_mass[stage][claim]
            bluff = 1.0 - t / m if m > 0 else 0.5
            doubt = bluff * bluff_pay + (1.0 - bluff) * true_pay
            believe = safe.values_against(style, truth, objective, full).announcing[claim]
            values.append((believe, doubt))
        choice = safe.choose([0, 1], ((0, eq_believe), (1, 1.0 - eq_believe)), eq_value, values,
                             self._answer_weights(belief),
                             [s.name != "equilibrium" for s in belief.styles],
                             budget, self.caution, self.plausible,
                             trust)
        if choice is None:
            return None
        self._spend(announcer, choice.cost)
        return DOUBT if choice.action == 1 else BELIEVE

    def _announce(self, view: MachacekView, legal_actions: Sequence[Any],
                  rng: random.Random) -> Any:
        stage = announce_stage(view)
        roll = own_roll_rank(view)
        receiver = next_seat(view)
        table = self._table(view, receiver)
        belief = self._belief(view, receiver)
        claim: int | None = None
        if self._duel(view):
            if self.exploit > 0 and rng.random() < self.exploit:
                claim = self._safe_claim(view, table, belief, stage, roll, receiver)
            if claim is None:
                claim = sample(table.announce[stage][roll], rng)
        else:
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

    def _safe_claim(self, view: MachacekView, table: EquilibriumTable, belief: Belief,
                    stage: int, roll: int, receiver: int) -> int | None:
        """A claim instead of the equilibrium mix, or None (see ``safe.py``)."""
        truth, objective = view.rules.truth, table.objective
        is_true = truth_test(truth)
        eq_row = safe.claim_values(truth, objective)[stage][roll]
        options = [c for c in range(N) if eq_row[c] >= 0.0]
        pays = [table.if_true[c] if is_true(roll, c) else table.if_bluff[c] for c in options]
        trust = self._trust(belief)
        budget = self._budget_now(receiver)
        full = self.full_reply and (trust > 0.0 or budget == math.inf)
        values = []
        for style in belief.styles:
            passed = safe.values_against(style, truth, objective, full).passed
            doubt = style.doubt[stage]
            values.append([doubt[c] * pay + (1.0 - doubt[c]) * passed[c]
                           for c, pay in zip(options, pays, strict=True)])
        choice = safe.choose(options, table.announce[stage][roll], [eq_row[c] for c in options],
                             values, belief.weights(),
                             [s.name != "equilibrium" for s in belief.styles],
                             budget, self.caution, self.plausible,
                             trust)
        if choice is None:
            return None
        self._spend(receiver, choice.cost)
        return choice.action

    def _answer_weights(self, belief: Belief) -> list[float]:
        """The belief's weights, with random play held at :data:`NULL_WEIGHT` or more
        until a likelihood-ratio test rejects it (see the module docstring)."""
        weights = belief.weights()
        if self.null_weight <= 0:
            return weights
        evidence = belief.evidence()
        limit = max(evidence) - math.log(self.null_ratio)
        for k, style in enumerate(belief.styles):
            if style.name == NULL_READING and evidence[k] > limit:
                weights[k] = max(weights[k], self.null_weight)
        return weights

    def _trust(self, belief: Belief) -> float:
        """How far the evidence rules out an equilibrium player: 0 until the
        likeliest reading explains the opponent's moves :attr:`trust_from` times
        better than the equilibrium, 1 from :attr:`trust_full` times on."""
        evidence = belief.evidence()
        eq = [e for e, s in zip(evidence, belief.styles, strict=True) if s.name == "equilibrium"]
        if not eq:
            return 0.0  # nothing to measure against: no trust beyond the budget
        low, high = math.log(self.trust_from), math.log(self.trust_full)
        return min(1.0, max(0.0, (max(evidence) - max(eq) - low) / (high - low)))

    def _stake_of(self, view: MachacekView) -> float:
        """What winning the game at hand adds to the match against losing it
        (``safe.stake``), for a two-player match of a set number of games; 1
        otherwise (open-ended, lives, more players: every game counts alike)."""
        total = view.rules.match_games
        if not self.score or total is None or view.players != 2:
            return 1.0
        other = 1 - view.seat
        opener_wins = load(view.rules.truth, "win").value[START]
        return safe.stake(total - view.games_played, view.wins[view.seat] - view.wins[other],
                          opener_wins)

    def _budget_now(self, seat: int) -> float:
        """What may be given up against an equilibrium player in the game at
        hand: the budget over the stake (without limit once the match is decided:
        nothing given up there can cost the match)."""
        budget = self._budget.get(seat, 0.0)
        return budget / self._stake if self._stake > safe.TOL else math.inf

    def _spend(self, seat: int, cost: float) -> None:
        if cost > 0:
            self.paid += cost
            self.paid_stake += cost * self._stake
            self._budget[seat] = max(0.0, self._budget.get(seat, 0.0) - cost * self._stake)

    def _gift(self, seat: int, amount: float) -> None:
        if amount > safe.TOL:
            self._budget[seat] = self._budget.get(seat, 0.0) + amount * self._stake

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
            belief = first_belief(view, self.claim_prior, self.doubt_prior)
            self._beliefs[seat] = belief
        return belief

    # -- reading the table -------------------------------------------------------------
    def _observe(self, view: MachacekView) -> None:
        """Feed the beliefs with every opponent move shown since the last decision."""
        game = view.games_played + 1
        if game != self._game:
            self._close_game(view)  # with the stake of the game it closes
            self._game = game
            self._seen = ()
            self._stake = self._stake_of(view)
        announcements = view.announcements
        for i in range(len(self._seen), len(announcements)):
            seat, value = announcements[i]
            if seat == view.seat:
                continue
            belief = self._belief(view, seat)
            belief.saw_claim(stage_before(announcements, i), RANK[value])
            if i > 0:  # to announce, this seat believed the claim before
                previous = RANK[announcements[i - 1][1]]
                stage = stage_before(announcements, i - 1)
                belief.saw_answer(stage, previous, doubted=False)
                if announcements[i - 1][0] == view.seat and self._duel(view):
                    self._answered(view, seat, stage, previous, doubted=False)
        self._seen = announcements

    def _answered(self, view: MachacekView, seat: int, stage: int, claim: int,
                  doubted: bool) -> None:
        """``seat`` answered this bot's claim: count what that gave away."""
        objective = self._objective(view, seat)
        pair = safe.answer_values(view.rules.truth, objective)[stage][claim]
        if pair is not None:
            self._gift(seat, max(pair) - pair[1 if doubted else 0])

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
        duel = self._duel(view)
        if result.challenger != view.seat:
            self._belief(view, result.challenger).saw_answer(stage, claim, doubted=True)
            if duel:
                self._answered(view, result.challenger, stage, claim, doubted=True)
        if result.announcer != view.seat:
            rolled = RANK[result.rolled]
            self._belief(view, result.announcer).saw_roll(stage, claim, rolled)
            if duel:
                row = safe.claim_values(view.rules.truth,
                                        self._objective(view, result.announcer))[stage][rolled]
                self._gift(result.announcer, max(row) - row[claim])
