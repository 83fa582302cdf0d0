"""The hard Perudo bot: determinized Monte Carlo, opponent models, endgame tables.

Options are shortlisted by the normal bot's myopic odds (the lowest raise on
each face, a jump on the two best, Dudo, Calza), then each is played out over
the same sampled deals of the hidden hands (see :mod:`.search`) and the best
average outcome is chosen — the outcome being a die lost (-1) or won by the
table.  Hands and each opponent's style are sampled from a Bayesian read of the
bids, the styles learned from the dice every challenge reveals (see
:mod:`.opponents`), so the play-outs answer bids the way that opponent does.

In a duel of one or two dice each the precomputed equilibrium (see
:mod:`.solve`) is played, unless the search predicts a clear gain against this
particular opponent: the table keeps the bot safe against a strong player, the
search still punishes a weak one.

What the bot learns about a seat belongs to one game: a seat number names a
player only within it.  The bot tells the game it is playing from the view
alone (its seat, the table's size and rules, the round, the dice left, the
bids since its last move) and starts afresh when they do not follow on, so
one instance may play game after game without reading a newcomer by what the
last occupant of that seat did.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from tablegames_qt.bots.perudo.beliefs import BeliefTracker, RoundBeliefs, Styles
from tablegames_qt.bots.perudo.endgame import endgame_strategy
from tablegames_qt.bots.perudo.model import (
    BID,
    CALZA,
    DEFAULT_MODEL,
    DUDO,
    Option,
    raise_options,
    score,
)
from tablegames_qt.bots.perudo.normal import (
    highest_likely,
    opening_options,
    to_action,
)
from tablegames_qt.bots.perudo.odds import hand_features
from tablegames_qt.bots.perudo.opponents import OpponentModels
from tablegames_qt.bots.perudo.search import Search
from tablegames_qt.engine.perudo import CALZA as CALZA_ACTION
from tablegames_qt.engine.perudo import (
    DECLARE_MAPUTO,
    DECLINE_MAPUTO,
    Bid,
    PerudoAction,
    PerudoRules,
    PerudoView,
)
from tablegames_qt.engine.perudo import DUDO as DUDO_ACTION

SAMPLES = 64
SHORTLIST = 5
#: openings tried per face: the highest bid at least this likely to be true
OPENING_CHANCES = (0.7, 0.5)
#: how much better (in dice won minus dice lost, per round) a searched move must
#: look than the endgame equilibrium before the bot leaves the equilibrium ...
EXPLOIT_MARGIN = 0.1
#: ... against an opponent its models do not predict well; against one they
#: predict at least this well (geometric mean chance of its observed decisions)
#: the search is trusted outright, with the margin shrinking in between
TRUSTED = (0.35, 0.55)


def to_option(action: PerudoAction, last: Bid | None) -> Option:
    """The search's option for a bid, or a challenge of ``last``."""
    if isinstance(action, Bid):
        return (BID, action.quantity, action.face)
    assert last is not None
    return (CALZA if action == CALZA_ACTION else DUDO, last.quantity, last.face)


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
        for chance in OPENING_CHANCES:
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


class _LastSeen(NamedTuple):
    """What the bot's last decision saw."""

    seat: int
    players: int
    rules: PerudoRules
    round_number: int
    dice_counts: tuple[int, ...]
    bids: tuple[tuple[int, Bid], ...]
    own_dice: tuple[int, ...]


def follows_on(last: _LastSeen | None, view: PerudoView) -> bool:
    """Whether ``view`` can come from the game of the decision that saw ``last``."""
    if last is None:
        return False
    if (view.seat, view.players, view.rules) != (last.seat, last.players, last.rules):
        return False
    if view.round_number < last.round_number:
        return False
    counts = view.dice_counts
    if any(now and not before for now, before in zip(counts, last.dice_counts, strict=True)):
        return False  # nobody comes back once out of dice
    if view.round_number == last.round_number:
        # the same round keeps its dice: other dice in round 1 are a new game (with one
        # die each, a duel's first round may be its last)
        seen = last.bids
        return (counts == last.dice_counts and view.own_dice == last.own_dice
                and view.bids[: len(seen)] == seen)
    # a round costs a die, or a right Calza wins one back: never more than a die a round
    return sum(counts) <= sum(last.dice_counts) + view.round_number - last.round_number


class HardBot:
    """Searches every decision; plays small duels from the equilibrium tables.

    ``samples``: deals of the hidden hands per decision; ``read_depth``: how many
    bids deep the play-outs re-read the beliefs in a duel, ``crowd_read_depth``
    with more players (every re-read costs a Bayesian update and, for an
    opponent who reads bids, a convolution of every other hand: with four
    players depth 1 takes a third of the time of depth 2 and wins 52 % instead
    of 59 % against three normal bots); ``endgame``: use the tables;
    ``exploit_margin``: see :data:`EXPLOIT_MARGIN`.
    """

    level = "hard"

    def __init__(
        self,
        samples: int = SAMPLES,
        read_depth: int = 2,
        crowd_read_depth: int = 2,
        endgame: bool = True,
        exploit_margin: float = EXPLOIT_MARGIN,
    ) -> None:
        self.samples = samples
        self.exploit_margin = exploit_margin
        self.read_depth = read_depth
        self.crowd_read_depth = crowd_read_depth
        self.endgame = endgame
        self.tracker = BeliefTracker()
        self.opponents: OpponentModels | None = None
        self._last: _LastSeen | None = None

    def _start_game(self) -> None:
        """Forget the last game's opponents and beliefs: a new game, new players."""
        self.tracker = BeliefTracker()
        self.opponents = None

    def models(self, view: PerudoView) -> tuple[Styles, ...]:
        """Per seat the likely styles, and for this seat how others are taken to read it."""
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
        return tuple(
            ((DEFAULT_MODEL, 1.0),) if s == view.seat else opponents.mixture(s)
            for s in range(view.players)
        )

    def choose(
        self, view: PerudoView, legal_actions: Sequence[PerudoAction], rng: random.Random
    ) -> PerudoAction:
        if not follows_on(self._last, view):
            self._start_game()
        self._last = _LastSeen(view.seat, view.players, view.rules, view.round_number,
                               view.dice_counts, view.bids, view.own_dice)
        models = self.models(view)
        assert self.opponents is not None
        beliefs = self.tracker.update(view, models, self.opponents.on_bid)
        table = endgame_strategy(view) if self.endgame else None
        if table is not None and view.maputo_pending:
            return self._play_action(sample(table, rng), view.seat, legal_actions)
        if view.maputo_pending:
            return self._declare(view, models, legal_actions, rng)
        seat = view.seat
        own = hand_features(view.own_dice, view.maputo)
        if beliefs.last_bid is None:
            candidates = opening_candidates(beliefs, seat, own)
        else:
            candidates = raise_candidates(beliefs, seat, own)
        if table is not None:
            for action, _ in table:
                option = to_option(action, beliefs.last_bid)
                if option not in candidates:
                    candidates.append(option)
        if len(candidates) == 1:
            return self._play(candidates[0], seat, legal_actions)
        search = Search(beliefs, seat, own, rng, self.depth(view))
        values = search.evaluate(candidates, self.samples)
        best = max(range(len(candidates)), key=values.__getitem__)
        if table is not None:
            # Leave the equilibrium only for a gain the opponent model clearly predicts.
            value_of = dict(zip(candidates, values, strict=True))
            equilibrium = sum(p * value_of[to_option(a, beliefs.last_bid)] for a, p in table)
            if values[best] < equilibrium + self.margin_against(view):
                return self._play_action(sample(table, rng), seat, legal_actions)
        return self._play(candidates[best], seat, legal_actions)

    def depth(self, view: PerudoView) -> int:
        alive = sum(1 for c in view.dice_counts if c)
        return self.read_depth if alive <= 2 else self.crowd_read_depth

    def margin_against(self, view: PerudoView) -> float:
        """The gain the search must predict before the duel's equilibrium is left."""
        assert self.opponents is not None
        opponent = next(s for s, c in enumerate(view.dice_counts) if c and s != view.seat)
        low, high = TRUSTED
        known = (self.opponents.predictability(opponent) - low) / (high - low)
        return self.exploit_margin * (1.0 - min(1.0, max(0.0, known)))

    def _declare(
        self,
        view: PerudoView,
        models: Sequence[Styles],
        legal_actions: Sequence[PerudoAction],
        rng: random.Random,
    ) -> PerudoAction:
        """Declare Maputo when the best opening of a Maputo round beats the best normal one."""
        best = {}
        for maputo in (True, False):
            beliefs = RoundBeliefs(view.dice_counts, maputo, view.rules, models)
            own = hand_features(view.own_dice, maputo)
            candidates = opening_candidates(beliefs, view.seat, own)
            search = Search(beliefs, view.seat, own, rng, self.depth(view))
            best[maputo] = max(search.evaluate(candidates, self.samples // 2))
        action = DECLARE_MAPUTO if best[True] >= best[False] else DECLINE_MAPUTO
        return action if action in legal_actions else legal_actions[0]

    def _play(
        self, option: Option, seat: int, legal_actions: Sequence[PerudoAction]
    ) -> PerudoAction:
        return self._play_action(to_action(option), seat, legal_actions)

    def _play_action(
        self, action: PerudoAction, seat: int, legal_actions: Sequence[PerudoAction]
    ) -> PerudoAction:
        if action not in legal_actions:
            action = DUDO_ACTION if DUDO_ACTION in legal_actions else legal_actions[0]
        if isinstance(action, Bid):
            self.tracker.record_own(seat, action)
        return action


def sample(strategy: Sequence[tuple[PerudoAction, float]], rng: random.Random) -> PerudoAction:
    """One action of a mixed strategy."""
    r = rng.random()
    for action, p in strategy:
        r -= p
        if r < 0.0:
            return action
    return strategy[-1][0]
