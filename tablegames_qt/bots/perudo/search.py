"""Determinized Monte Carlo for one Perudo decision (the hard bot's search).

The hidden hands are sampled from the beliefs, the round is played out from
each option to its challenge, and the option with the best average outcome
wins.  Opponents in the play-outs follow their likely styles (a
:class:`~.model.Model` each, drawn with the hand it implies); the searching
seat follows the normal bot's rule on its own dice.  Every public
bid sequence the play-outs reach gets its own beliefs, read once and shared by
all samples (up to ``read_depth`` bids deep), so a simulated player answers a
bid knowing what that bid says, exactly as at the table.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablegames_qt.bots.perudo.beliefs import RoundBeliefs
from tablegames_qt.bots.perudo.model import (
    BID,
    DUDO,
    Option,
    choice_probabilities,
    raise_options,
    score,
)
from tablegames_qt.bots.perudo.odds import hand_set
from tablegames_qt.engine.perudo import Bid, make_bid

History = tuple[tuple[int, Bid], ...]


class Search:
    """Play-outs of one round from the searching seat's point of view."""

    def __init__(
        self,
        root: RoundBeliefs,
        seat: int,
        own: Sequence[int],
        rng: random.Random,
        read_depth: int = 2,
    ) -> None:
        self.root = root
        self.seat = seat
        self.own = tuple(own)
        self.rng = rng
        self.read_depth = read_depth
        self.total = root.total
        self.maputo = root.maputo
        self.calza = root.rules.calza
        counts = root.counts
        n = len(counts)
        self.next_seat = [
            next(((s + k) % n for k in range(1, n + 1) if counts[(s + k) % n]), s) for s in range(n)
        ]
        # 1 for a die someone else loses, -1 for one of ours (2 players: a zero-sum duel)
        self.other_loses = 1.0 if root.alive <= 2 else 1.0 / (root.alive - 1)
        self.can_gain = counts[seat] < root.rules.starting_dice
        self._nodes: dict[History, RoundBeliefs] = {(): root}
        self._mine: dict[tuple[History, Bid], Option] = {}
        self._policies: dict[
            tuple[tuple[History, Bid], int, int, int], tuple[tuple[float, ...], tuple[Option, ...]]
        ] = {}

    # -- samples ---------------------------------------------------------------
    def sample_hands(self, count: int) -> tuple[list[list[int]], list[list[int]]]:
        """``count`` deals of the hidden hands and of the styles playing them.

        Per sample a hand index per seat (-1: none) and an index into the seat's
        styles: the style is drawn by how well it explains the bids, then the
        hand given that style, so a seat whose style is unsure is played by each
        likely style in proportion, holding the hands that style implies.
        """
        rng = self.rng
        root = self.root
        hands: list[list[int]] = []
        styles: list[list[int]] = []
        for seat, parts in enumerate(root.parts):
            if seat == self.seat or parts is None:
                hands.append([-1] * count)
                styles.append([0] * count)
                continue
            evidence = root.evidence[seat]
            size = range(len(parts[0]))
            if len(parts) == 1:
                picks = [0] * count
            else:
                picks = rng.choices(range(len(parts)), weights=evidence, k=count)
            column = [0] * count
            for style, part in enumerate(parts):
                slots = [i for i, p in enumerate(picks) if p == style]
                if slots:
                    for slot, hand in zip(
                        slots, rng.choices(size, weights=part, k=len(slots)), strict=True
                    ):
                        column[slot] = hand
            hands.append(column)
            styles.append(picks)
        return (
            [list(deal) for deal in zip(*hands, strict=True)],
            [list(deal) for deal in zip(*styles, strict=True)],
        )

    # -- public nodes ------------------------------------------------------------
    def node(self, history: History) -> RoundBeliefs:
        beliefs = self._nodes.get(history)
        if beliefs is None:
            if len(history) > self.read_depth:
                beliefs = self.node(history[: self.read_depth])
            else:
                parent = self.node(history[:-1])
                beliefs = parent.fork()
                seat, bid = history[-1]
                beliefs.observe(seat, bid)
            self._nodes[history] = beliefs
        return beliefs

    def public_key(self, history: History) -> tuple[History, Bid]:
        """What a decision at ``history`` depends on: the bids read, and the last bid.

        Beyond ``read_depth`` the beliefs stay as they were, so play-outs that
        reach the same last bid by different routes share their decisions.
        """
        return history[: self.read_depth], history[-1][1]

    def my_choice(self, history: History, last: Bid) -> Option:
        """The searching seat's own answer in a play-out: the normal bot's best option."""
        key = self.public_key(history)
        option = self._mine.get(key)
        if option is None:
            beliefs = self.node(history)
            tails, pmfs = beliefs.others(self.seat)
            worth = beliefs.calza_worth(self.seat)
            best = -1.0
            option = (DUDO, last.quantity, last.face)
            for o in raise_options(last, self.total, self.maputo, self.calza):
                s = score(o, self.own[o[2]], tails, pmfs, worth)
                if s > best:
                    best, option = s, o
            self._mine[key] = option
        return option

    def their_policy(
        self, history: History, seat: int, hand: int, style: int, last: Bid
    ) -> tuple[tuple[float, ...], tuple[Option, ...]]:
        key = (self.public_key(history), seat, hand, style)
        cached = self._policies.get(key)
        if cached is None:
            beliefs = self.node(history)
            model = self.root.styles[seat][style][0]
            tails, pmfs = beliefs.seat_view(seat, model)
            own = hand_set(self.root.counts[seat]).rows[self.maputo][hand]
            options = raise_options(last, self.total, self.maputo, self.calza)
            probs = choice_probabilities(
                options, own, tails, pmfs, model, beliefs.calza_worth(seat)
            )
            cumulative = []
            acc = 0.0
            for p in probs:
                acc += p
                cumulative.append(acc)
            cached = (tuple(cumulative), options)
            self._policies[key] = cached
        return cached

    # -- play-outs ---------------------------------------------------------------
    def features(self, deal: Sequence[int]) -> list[tuple[int, ...]]:
        rows = []
        maputo = self.maputo
        for seat, hand in enumerate(deal):
            if seat == self.seat:
                rows.append(self.own)
            elif hand < 0:
                rows.append((0,) * 7)
            else:
                rows.append(hand_set(self.root.counts[seat]).rows[maputo][hand])
        return rows

    def resolve(
        self, kind: int, q: int, f: int, caller: int, bidder: int, rows: Sequence[Sequence[int]]
    ) -> float:
        """Our outcome of a challenge: -1 for our die, ``other_loses`` for another's."""
        count = sum(row[f] for row in rows)
        me = self.seat
        if kind == DUDO:
            loser = bidder if count < q else caller
            return -1.0 if loser == me else self.other_loses
        if count == q:
            return 1.0 if caller == me and self.can_gain else 0.0
        return -1.0 if caller == me else 0.0

    def play_out(
        self,
        deal: Sequence[int],
        styles: Sequence[int],
        rows: Sequence[Sequence[int]],
        history: History,
    ) -> float:
        """Finish the round after ``history`` (which ends with a bid) for one deal."""
        seat_now = self.next_seat[history[-1][0]]
        bidder, last = history[-1]
        rng = self.rng
        while True:
            if seat_now == self.seat:
                option = self.my_choice(history, last)
            else:
                cumulative, options = self.their_policy(
                    history, seat_now, deal[seat_now], styles[seat_now], last
                )
                r = rng.random() * cumulative[-1]
                i = 0
                while cumulative[i] < r:
                    i += 1
                option = options[i]
            kind, q, f = option
            if kind != BID:
                return self.resolve(kind, q, f, seat_now, bidder, rows)
            last = make_bid(q, f)
            bidder = seat_now
            history = (*history, (seat_now, last))
            seat_now = self.next_seat[seat_now]

    def evaluate(self, options: Sequence[Option], samples: int) -> list[float]:
        """The average outcome of each option over ``samples`` shared deals."""
        last = self.root.last_bid
        deals, styles = self.sample_hands(samples)
        table_rows = [self.features(deal) for deal in deals]
        values = []
        for option in options:
            kind, q, f = option
            if kind != BID:
                assert last is not None
                bidder = self.root.bids[-1][0]
                total = sum(
                    self.resolve(kind, q, f, self.seat, bidder, rows) for rows in table_rows
                )
            else:
                history = ((self.seat, make_bid(q, f)),)
                total = 0.0
                for deal, style, rows in zip(deals, styles, table_rows, strict=True):
                    total += self.play_out(deal, style, rows, history)
            values.append(total / samples)
        return values
