"""Reading the other player's plays: what it passed up says what it lacks.

Between two of my turns in a two-player deal the other player made exactly
one play, and every play is visible: its card shows up on the table or, with
what it took, in its capture pile.  A player who trails while holding a card
that would have taken the 10♦ is rare, so a guess of its hand that contains
such a card is unlikely.  ``PlayReader`` remembers the other player's plays of
the current hand-out (the table each was made on, the card, what it gained)
and weighs a guessed hand by how much better a capture that hand would have
offered at each of them::

    likelihood = exp(-SHARPNESS * max(0, best capture - what it took - SLACK))

It sees only what the views show, in the order the bot was asked to play.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tablegames_qt.engine.casino import BUILD, CAPTURE, TRAIL, Build, Card, CasinoView, Play
from tablegames_qt.engine.casino.moves import Item

from .sim import SimDeal, card_index
from .tactics import best_takes

#: how fast a guess loses weight per point of capture passed up
SHARPNESS = 1.5
#: gains this close to the best are not held against a hand (threats, plans)
SLACK = 0.5
ACE_VALUE = 14


@dataclass(frozen=True, slots=True)
class Observation:
    """One play of the other player: the table it was made on, its card,
    and its immediate gain (None for a build: a plan, not judged)."""

    table: tuple[Item, ...]
    card: Card
    gain: float | None
    swept: bool


class PlayReader:
    """The other player's plays in this hand-out (two players only)."""

    __slots__ = ("_before", "_mine", "last_turn", "observations")

    def __init__(self) -> None:
        self._before: CasinoView | None = None
        self._mine: Play | None = None
        self.observations: list[Observation] = []
        #: the other player's last turn: the deal as it found it (its hand
        #: left empty: unknown), the card and kind it played, and whether the
        #: deck was empty then (so its hand is known now)
        self.last_turn: tuple[SimDeal, Card, str, bool] | None = None

    def update(self, view: CasinoView, weights: Sequence[float]) -> None:
        """Work out the other player's play since my last one."""
        before, mine = self._before, self._mine
        self._before = self._mine = None
        self.last_turn = None
        if view.players != 2 or before is None or mine is None:
            self.observations = []
            return
        if view.deal_number != before.deal_number:
            self.observations = []
            return
        other = 1 - view.seat
        if view.hand_out != before.hand_out:
            # Its play opened the new hand-out only if my play closed the old one.
            self.observations = []
            if before.hand_sizes[other]:
                return
        state = _after(before, mine)
        if state is None:
            self.observations = []
            return
        table = state.table
        last = before.deck_left == 0
        seen = before.captured[other]
        new = view.captured[other][len(seen):]
        swept = view.sweeps[other] > before.sweeps[other]
        if new:
            gain = sum(weights[card_index(c)] for c in new)
            self.observations.append(Observation(tuple(table), new[0], gain, swept))
            self.last_turn = (state, new[0], CAPTURE, last)
            return
        old = {card_index(c) for x in table for c in _cards(x)}
        fresh = [c for x in view.table for c in _cards(x) if card_index(c) not in old]
        if len(fresh) != 1:
            self.observations = []
            return
        card = fresh[0]
        built = any(isinstance(x, Build) and card in x.cards for x in view.table)
        self.observations.append(Observation(tuple(table), card, None if built else 0.0, False))
        self.last_turn = (state, card, BUILD if built else TRAIL, last)

    def remember(self, view: CasinoView, play: Play) -> None:
        """My own play, to know the table the other player found."""
        self._before = view
        self._mine = play

    def likelihood(self, hand: Sequence[Card], weights: Sequence[float], sweep: float) -> float:
        """How well ``hand`` (the other player's hand now) fits its plays."""
        if not self.observations:
            return 1.0
        held = list(hand)
        total = 0.0
        # Walk back in time: before each play its card was in the hand too.
        for obs in reversed(self.observations):
            held.append(obs.card)
            if obs.gain is None:
                continue
            best = 0.0
            worth: dict[int, float] = {}
            for c in held:
                v = ACE_VALUE if c.rank == 1 else c.rank
                w = weights[card_index(c)]
                if w > worth.get(v, -1.0):
                    worth[v] = w
            takes = best_takes(obs.table, weights, [(v, 1.0, w) for v, w in worth.items()], sweep)
            for take, _ in takes:
                if take > best:
                    best = take
            actual = obs.gain + (sweep if obs.swept else 0.0)
            passed = best - actual - SLACK
            if passed > 0:
                total += passed
        return math.exp(-SHARPNESS * total)


def _cards(item: Item) -> tuple[Card, ...]:
    if isinstance(item, Card):
        return (item,)
    return item.cards


def _after(view: CasinoView, play: Play) -> SimDeal | None:
    """The deal after my ``play`` on ``view``, the other hand left empty
    (None if the deal ended)."""
    other = 1 - view.seat
    # The other hand's cards do not matter here, only that it is not empty
    # (so the play does not close the hand-out and move cards).
    filler = [Card(2, "S")] * max(1, view.hand_sizes[other])
    hands = [list(view.hand), list(view.hand)]
    hands[other] = filler
    sim = SimDeal.from_view(view, hands, ())
    sim.apply(play)
    if sim.done:
        return None
    sim.hands[other] = []
    sim.recount()
    return sim
