"""Playing a guessed deal forward with the greedy player, and an exact search.

Both work on a :class:`SimDeal` in which every card is known (a guess of the
hidden ones).  The greedy player (:class:`Greedy`) is the normal bot's score
on the simulated deal: with ``odds`` it judges the next player's threat by
card counting, as the normal bot does, else from the guessed hand.

The exact search is for the last hand-out of a two-player deal: the deck is
empty, so the unseen cards are exactly the other hand and the rest of the
deal is a game of perfect information.  It is an alpha-beta search over
every legal play to the end of the deal, scored by the deal's real count;
with a ``model`` the other player's replies are the model's choices instead
of the worst ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from tablegames_qt.engine.casino import CAPTURE, TRAIL, Card, Play
from tablegames_qt.engine.casino.moves import Item, Position

from .context import candidates, shortlist
from .knowledge import fresh_hand_chances
from .sim import SimDeal, card_index
from .tactics import Tactics
from .values import Stakes, final_value

ACE_VALUE = 14
#: greedy scores this close are equal (as the normal bot takes them)
TIE = 1e-6
#: on a table this crowded the rollout player looks only at the captures
#: that take the most and at the trails (listing every build is slow)
CROWDED = 60


class Greedy:
    """The greedy player for every seat of one guessed deal (one set of
    weights: they are the same for every side in a two-sided race).

    With ``odds`` each player judges the next player's threat from the cards
    it cannot see, as the normal bot does; without, from the guessed hand.
    """

    __slots__ = ("hidden_count", "hidden_weight", "odds", "sweep_values", "weights", "worth")

    def __init__(self, sim: SimDeal, stakes: Stakes, odds: bool = False) -> None:
        self.odds = odds
        self.refresh(sim, stakes)

    def refresh(self, sim: SimDeal, stakes: Stakes) -> None:
        """Weights and sweep values as they stand in ``sim`` (the normal
        bot takes them afresh at every turn)."""
        weights = self.weights = stakes.weights(sim.cards, sim.spades)
        # The average weight of the unplayed cards of each value: the card a
        # player would capture with (kept as it is for a short playout).
        total = [0.0] * (ACE_VALUE + 1)
        count = [0] * (ACE_VALUE + 1)
        for c in [*(c for h in sim.hands for c in h), *sim.deck[sim.deck_pos:]]:
            v = ACE_VALUE if c.rank == 1 else c.rank
            total[v] += weights[card_index(c)]
            count[v] += 1
        self.worth = [t / n if n else 0.0 for t, n in zip(total, count, strict=True)]
        self.hidden_weight = total
        self.hidden_count = count
        # sweep_values[a][b]: what a sweep by side b is worth to side a
        self.sweep_values = [
            [Stakes(sim.scores, a, sim.rules, sim.no_target).sweep_value(sim.sweeps, b)
             for b in range(sim.sides)]
            for a in range(sim.sides)
        ]

    def tactics(self, sim: SimDeal) -> Tactics:
        seat = sim.current
        side = sim.side_of[seat]
        nxt = (seat + 1) % sim.players
        if self.odds:
            return self._odds_tactics(sim, seat, side, nxt)
        chances = [0.0] * (ACE_VALUE + 1)
        hand = sim.hands[nxt]
        if not hand and sim.deck_pos < len(sim.deck):
            # The next player opens the next hand-out: its first cards in the deck.
            first = (sim.dealer + 1) % sim.players
            start = sim.deck_pos + 4 * ((nxt - first) % sim.players)
            hand = list(sim.deck[start : start + 4])
        weights = self.weights
        worth = [0.0] * (ACE_VALUE + 1)
        for c in hand:
            v = ACE_VALUE if c.rank == 1 else c.rank
            chances[v] = 1.0
            w = weights[card_index(c)]
            if w > worth[v]:
                worth[v] = w
        last = sim.deck_pos >= len(sim.deck) and sum(len(h) for h in sim.hands) == 1
        capturer = sim.last_capturer
        mine = capturer is not None and sim.side_of[capturer] == side
        values = self.sweep_values[side]
        return Tactics(weights, values[side], values[sim.side_of[nxt]], chances, worth, last, mine)

    def _odds_tactics(self, sim: SimDeal, seat: int, side: int, nxt: int) -> Tactics:
        # What the mover cannot place: the unplayed cards but its own hand.
        counts = list(sim.hidden)
        hand = sim.hands[seat]
        weights = self.weights
        total = list(self.hidden_weight)
        number = list(self.hidden_count)
        for c in hand:
            v = ACE_VALUE if c.rank == 1 else c.rank
            counts[v] -= 1
            total[v] -= weights[card_index(c)]
            number[v] -= 1
        worth = [t / n if n > 0 else 0.0 for t, n in zip(total, number, strict=True)]
        pool = sum(len(h) for h in sim.hands) - len(hand) + len(sim.deck) - sim.deck_pos
        size = len(sim.hands[nxt]) or (4 if sim.deck_pos < len(sim.deck) else 0)
        chances = _chances(tuple(counts), pool, size)
        last = sim.deck_pos >= len(sim.deck) and sum(len(h) for h in sim.hands) == 1
        capturer = sim.last_capturer
        mine = capturer is not None and sim.side_of[capturer] == side
        values = self.sweep_values[side]
        return Tactics(weights, values[side], values[sim.side_of[nxt]], chances, worth, last, mine)

    def choose(self, sim: SimDeal) -> Play:
        position = sim.position()
        plays = position.plays() if len(position.loose) <= 8 else _few_plays(position)
        if len(plays) == 1:
            return plays[0]
        tactics = self.tactics(sim)
        return tactics.best(plays, sim.table, sim.hands[sim.current])

    def choices(self, sim: SimDeal, plays: Sequence[Play] | None = None) -> list[Play]:
        """Every play the greedy player rates as good as its best (it picks
        one of them): ties are common once a majority is decided."""
        if plays is None:
            position = sim.position()
            plays = position.plays() if len(position.loose) <= 8 else _few_plays(position)
        if len(plays) == 1:
            return list(plays)
        tactics = self.tactics(sim)
        # The normal bot's own cut of a long list.
        plays = shortlist(candidates(plays), tactics, sim.table)
        hand = sim.hands[sim.current]
        scores = [tactics.score(p, sim.table, hand) for p in plays]
        top = max(scores)
        return [p for p, x in zip(plays, scores, strict=True) if x >= top - TIE]


@lru_cache(maxsize=4096)
def _chances(counts: tuple[int, ...], pool: int, size: int) -> tuple[float, ...]:
    """Cached: the same counts recur across guesses and playouts."""
    return tuple(fresh_hand_chances(counts, pool, size))


def _few_plays(position: Position) -> list[Play]:
    count = position.count()
    if count <= CROWDED:
        return position.plays()
    plays = position.best_captures()
    plays.extend(Play(c, TRAIL) for c in position.hand if position.is_legal(Play(c, TRAIL)))
    return plays or position.plays()


def rollout(sim: SimDeal, greedy: Greedy, stakes: Stakes, min_plies: int) -> float:
    """Play ``sim`` forward greedily (it is changed) to the first hand-out
    boundary at least ``min_plies`` plays on, or the end of the deal; the
    value for ``stakes.me`` there.  (Playing on to the deal's end was tried:
    fewer guesses fit in the time and the choices got worse.)"""
    plies = 0
    while not sim.done:
        if plies >= min_plies and all(len(h) == 4 for h in sim.hands):
            break
        sim.apply(greedy.choose(sim))
        plies += 1
    if sim.done:
        return final_value(sim, stakes)
    return stakes.estimate(sim)


# -- exact search ----------------------------------------------------------------
class ExactSearch:
    """Alpha-beta over the rest of a two-player deal with every card known.

    ``node_limit`` bounds the work: past it, the remaining moves of a node
    are played out by the greedy player instead (never seen in practice on
    the last hand-out; it guards crowded tables full of builds).
    """

    def __init__(self, stakes: Stakes, greedy: Greedy, node_limit: int = 40_000,
                 model: Greedy | None = None) -> None:
        self.stakes = stakes
        self.greedy = greedy
        self.model = model
        self.me = stakes.me
        self.nodes = 0
        self.node_limit = node_limit

    def best(self, sim: SimDeal, plays: Sequence[Play]) -> tuple[Play, float]:
        """The best of ``plays`` for the seat to move (on my side) and its value."""
        alpha = float("-inf")
        best_play = plays[0]
        for play in self._ordered(sim, plays):
            child = sim.copy()
            child.apply(play)
            value = self._value(child, alpha, float("inf"))
            if value > alpha:
                alpha, best_play = value, play
        return best_play, alpha

    def values(self, sim: SimDeal, plays: Sequence[Play]) -> list[float]:
        """The exact value of each of ``plays`` (no pruning between them)."""
        out = []
        for play in plays:
            child = sim.copy()
            child.apply(play)
            out.append(self._value(child, float("-inf"), float("inf")))
        return out

    def _value(self, sim: SimDeal, alpha: float, beta: float) -> float:
        if sim.done:
            return final_value(sim, self.stakes)
        self.nodes += 1
        if self.nodes > self.node_limit:
            child = sim.copy()
            return rollout(child, self.greedy, self.stakes, 99)
        plays = sim.position().plays()
        maximizing = sim.side_of[sim.current] == self.me
        if not maximizing and self.model is not None and len(plays) > 1:
            # The other player as the model says it plays (it was seen to);
            # of the plays the model rates equal, the worst for me.
            self.model.refresh(sim, self.stakes)
            plays = self.model.choices(sim, plays)
        if len(plays) > 1:
            plays = self._ordered(sim, plays)
        if maximizing:
            value = float("-inf")
            for play in plays:
                child = sim.copy()
                child.apply(play)
                value = max(value, self._value(child, alpha, beta))
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
            return value
        value = float("inf")
        for play in plays:
            child = sim.copy()
            child.apply(play)
            value = min(value, self._value(child, alpha, beta))
            beta = min(beta, value)
            if alpha >= beta:
                break
        return value

    def _ordered(self, sim: SimDeal, plays: Sequence[Play]) -> list[Play]:
        """Captures that take the most weight first: good moves early make
        the cut-offs come sooner."""
        w = self.greedy.weights
        table: Sequence[Item] = sim.table

        def key(play: Play) -> float:
            if play.kind != CAPTURE:
                return -1.0 if play.kind == TRAIL else 0.0
            total = w[card_index(play.card)]
            for x in play.taken:
                if isinstance(x, Card):
                    total += w[card_index(x)]
                else:
                    total += sum(w[card_index(c)] for c in x.cards)
            return total + (1.0 if len(play.taken) == len(table) else 0.0)

        return sorted(plays, key=key, reverse=True)
