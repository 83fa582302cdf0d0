"""Public beliefs about every hand in a Perudo round: the Bayesian read of the bids.

Each seat's hand starts from the dice's own odds and is reweighted, bid by bid,
by the chance the seat's :class:`~tablegames_qt.bots.perudo.model.Model` would
have made that bid holding it.  Nothing private goes in — only the bids, dice
counts and rules — so the beliefs about a seat are what anyone at the table can
infer, including what the others may infer about the bot's own hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import mul

from tablegames_qt.bots.perudo.model import (
    BID,
    DEFAULT_MODEL,
    Model,
    Option,
    calza_value,
    likelihoods,
    opening_level,
    raise_options,
)
from tablegames_qt.bots.perudo.odds import (
    FACES,
    Tail,
    binomial_pmf,
    binomial_tail,
    convolve,
    count_distribution,
    face_p,
    hand_set,
    tail_of,
)
from tablegames_qt.engine.perudo import Bid, PerudoRules, PerudoView, Reveal

# Per face (index 0 unused): the tail and the distribution of a count.
Tails = tuple[Tail, ...]
Pmfs = tuple[tuple[float, ...], ...]


def plain_view(unseen: int, maputo: bool) -> tuple[Tails, Pmfs]:
    """Tails and distributions of ``unseen`` dice judged by their odds alone."""
    tails: list[Tail] = [()]
    pmfs: list[tuple[float, ...]] = [()]
    for f in FACES:
        p = face_p(f, maputo)
        tails.append(binomial_tail(unseen, p))
        pmfs.append(binomial_pmf(unseen, p))
    return tuple(tails), tuple(pmfs)


#: a seat's possible styles with their prior weights
Styles = tuple[tuple[Model, float], ...]


class RoundBeliefs:
    """Beliefs about every seat's hand in one round.

    A seat may be played in one of several styles (models); its hand and style
    are then inferred jointly: per style the hand weights given that style, and
    the style's weight times how well it explains the bids so far.  ``weights``
    is the hand posterior with the style summed out.

    Weight lists are replaced, never changed in place, so :meth:`fork` can share
    them: the hard bot forks once per bid it considers.
    """

    __slots__ = (
        "_dists", "_views", "alive", "bids", "counts", "evidence", "maputo", "parts", "rules",
        "styles", "total", "weights",
    )  # fmt: skip

    def __init__(
        self,
        counts: Sequence[int],
        maputo: bool,
        rules: PerudoRules,
        models: Sequence[Model | Styles],
    ) -> None:
        self.counts = tuple(counts)
        self.total = sum(self.counts)
        self.alive = sum(1 for c in self.counts if c)
        self.maputo = maputo
        self.rules = rules
        self.styles: tuple[Styles, ...] = tuple(
            ((m, 1.0),) if isinstance(m, Model) else m for m in models
        )
        self.weights: list[list[float] | None] = [
            list(hand_set(c).prior) if c else None for c in self.counts
        ]
        #: per seat and style: the hand weights given that style
        self.parts: list[tuple[list[float], ...] | None] = [
            None if w is None else (w,) * len(self.styles[seat])
            for seat, w in enumerate(self.weights)
        ]
        #: per seat and style: the style's posterior weight
        self.evidence: list[tuple[float, ...]] = [tuple(w for _, w in s) for s in self.styles]
        self.bids: list[tuple[int, Bid]] = []
        self._dists: dict[int, tuple[tuple[float, ...], ...]] = {}
        self._views: dict[int, tuple[Tails, Pmfs]] = {}

    @classmethod
    def for_view(
        cls, view: PerudoView, models: Sequence[Model | Styles] | None = None
    ) -> RoundBeliefs:
        chosen = models if models is not None else (DEFAULT_MODEL,) * view.players
        return cls(view.dice_counts, view.maputo, view.rules, chosen)

    def fork(self) -> RoundBeliefs:
        other = RoundBeliefs.__new__(RoundBeliefs)
        other.counts = self.counts
        other.total = self.total
        other.alive = self.alive
        other.maputo = self.maputo
        other.rules = self.rules
        other.styles = self.styles
        other.weights = list(self.weights)
        other.parts = list(self.parts)
        other.evidence = list(self.evidence)
        other.bids = list(self.bids)
        other._dists = dict(self._dists)
        other._views = {}
        return other

    @property
    def last_bid(self) -> Bid | None:
        return self.bids[-1][1] if self.bids else None

    # -- reading bids ----------------------------------------------------------
    def options_for(self, bid: Bid) -> tuple[tuple[Option, ...], Option]:
        """What the bidder of ``bid`` chose from, and which of those ``bid`` is."""
        prev = self.last_bid
        if prev is None:
            options = opening_level(bid, self.total, self.maputo, self.rules.ones_opening)
            observed = next(o for o in options if o[2] == bid.face)
            return options, observed
        options = raise_options(prev, self.total, self.maputo, self.rules.calza)
        return options, (BID, bid.quantity, bid.face)

    def seat_view(self, seat: int, model: Model) -> tuple[Tails, Pmfs]:
        """How ``seat`` judges the other hands under ``model``."""
        if model.reads:
            return self.others(seat)
        return plain_view(self.total - self.counts[seat], self.maputo)

    def calza_worth(self, seat: int) -> float:
        return calza_value(self.alive, self.counts[seat] < self.rules.starting_dice)

    def observe(self, seat: int, bid: Bid) -> None:
        """Reweight ``seat``'s hands (and styles) by the chance it would have bid ``bid``."""
        parts = self.parts[seat]
        if parts is not None:
            options, observed = self.options_for(bid)
            hs = hand_set(self.counts[seat])
            worth = self.calza_worth(seat)
            new_parts = []
            new_evidence = []
            for (model, _), part, prior in zip(
                self.styles[seat], parts, self.evidence[seat], strict=True
            ):
                tails, pmfs = self.seat_view(seat, model)
                like = likelihoods(hs, self.maputo, options, observed, tails, pmfs, model, worth)
                joint = list(map(mul, part, like))
                z = sum(joint)
                if z > 0.0:
                    new_parts.append([x / z for x in joint])
                    new_evidence.append(prior * z)
                else:
                    new_parts.append(part)
                    new_evidence.append(0.0)
            total = sum(new_evidence)
            if total > 0.0:
                posterior = tuple(e / total for e in new_evidence)
                self.parts[seat] = tuple(new_parts)
                self.evidence[seat] = posterior
                if len(new_parts) == 1:
                    self.weights[seat] = new_parts[0]
                else:
                    mixed = [0.0] * len(hs)
                    for e, part in zip(posterior, new_parts, strict=True):
                        if e:
                            mixed = [m + e * x for m, x in zip(mixed, part, strict=True)]
                    self.weights[seat] = mixed
                self._dists.pop(seat, None)
                self._views.clear()
        self.bids.append((seat, bid))

    # -- what the beliefs say ----------------------------------------------------
    def distributions(self, seat: int) -> tuple[tuple[float, ...], ...]:
        """Per face (index 0 unused): P(``seat``'s count for the face = k)."""
        dists = self._dists.get(seat)
        if dists is None:
            weights = self.weights[seat]
            if weights is None:
                dists = ((1.0,),) * 7
            else:
                hs = hand_set(self.counts[seat])
                dists = ((), *tuple(count_distribution(hs, weights, f, self.maputo) for f in FACES))
            self._dists[seat] = dists
        return dists

    def others(self, viewer: int) -> tuple[Tails, Pmfs]:
        """The count of every hand but ``viewer``'s, per face: tails and distributions."""
        cached = self._views.get(viewer)
        if cached is None:
            pmfs: list[tuple[float, ...]] = [()]
            for f in FACES:
                acc: tuple[float, ...] = (1.0,)
                for seat, weights in enumerate(self.weights):
                    if seat != viewer and weights is not None:
                        acc = convolve(acc, self.distributions(seat)[f])
                pmfs.append(acc)
            tails = ((), *tuple(tail_of(p) for p in pmfs[1:]))
            cached = (tails, tuple(pmfs))
            self._views[viewer] = cached
        return cached


BidListener = Callable[[RoundBeliefs, int, Bid], None]


class BeliefTracker:
    """Keeps one seat's :class:`RoundBeliefs` in step with the views it is shown.

    A ``listener`` hears of every bid just before it is read (with the beliefs
    as they were), which is how the hard bot collects its opponents' decisions;
    :meth:`finish_round` hands over the finished round once its dice are known.
    """

    def __init__(self) -> None:
        self.beliefs: RoundBeliefs | None = None
        self.round_number = -1
        self._maputo = False

    def update(
        self,
        view: PerudoView,
        models: Sequence[Model | Styles] | None = None,
        listener: BidListener | None = None,
    ) -> RoundBeliefs:
        beliefs = self.beliefs
        if beliefs is None or view.round_number != self.round_number or view.maputo != self._maputo:
            beliefs = self.beliefs = RoundBeliefs.for_view(view, models)
            self.round_number = view.round_number
            self._maputo = view.maputo
        for seat, bid in view.bids[len(beliefs.bids) :]:
            if listener is not None:
                listener(beliefs, seat, bid)
            beliefs.observe(seat, bid)
        return beliefs

    def record_own(self, seat: int, bid: Bid) -> None:
        """Read the seat's own bid now: the next view it sees may be a new round."""
        if self.beliefs is not None:
            self.beliefs.observe(seat, bid)

    def finished(
        self, reveal: Reveal | None, listener: BidListener | None = None
    ) -> RoundBeliefs | None:
        """The tracked round's beliefs up to its last bid, if ``reveal`` ended that round.

        The last bid is read too when it surely followed the last bid seen (its
        bidder sits next after that bid's bidder), so the caller's choice can be
        judged with the beliefs it faced.
        """
        beliefs = self.beliefs
        if beliefs is None or reveal is None or reveal.round_number != self.round_number:
            return None
        if reveal.maputo != beliefs.maputo:
            return None
        if not beliefs.bids or beliefs.bids[-1] != (reveal.bidder, reveal.bid):
            if not beliefs.bids or next_seat(beliefs.counts, beliefs.bids[-1][0]) != reveal.bidder:
                return None
            if listener is not None:
                listener(beliefs, reveal.bidder, reveal.bid)
            beliefs.observe(reveal.bidder, reveal.bid)
        return beliefs


def next_seat(counts: Sequence[int], seat: int) -> int:
    """The seat after ``seat`` that still has dice."""
    n = len(counts)
    for step in range(1, n + 1):
        other = (seat + step) % n
        if counts[other]:
            return other
    return seat
