"""Scoring one play: what it takes now, minus what it leaves the next player.

The greedy player (the normal level, and the hard level's rollouts) looks one
move ahead: a capture is worth the weights of the cards it takes (plus a
sweep), a build what it will take next turn if the next player cannot take
it first, a trail nothing; from each the *threat* is subtracted — the
expected best capture of the next player on the table left behind, from the
chance that it holds each capture value (card counting, or the guessed hand
in a rollout), including a sweep.  The chance of holding several values is
treated as independent, which is close enough for hands of four cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tablegames_qt.engine.casino import BUILD, CAPTURE, TRAIL, Build, Card, Play
from tablegames_qt.engine.casino.moves import Item

from .groups import capture_masks
from .sim import card_index

#: a card in hand is likely to end in my pile anyway (it captures, or is
#: captured back): playing it away, or capturing with it, uses up this share
#: of its weight
RETAIN = 0.35
#: share of the next player's capturing card counted in its threat
CARD_WORTH = 1.0
#: a build is only taken next turn: discount for the turn's delay (raises, a second build...)
BUILD_DISCOUNT = 0.9
ACE_VALUE = 14
#: the threat of a table with more loose cards looks at this many of them
THREAT_LOOSE = 8


class Tactics:
    """The per-decision context of the greedy score.

    ``weights``: per card index what taking it is worth (``Stakes.weights``).
    ``my_sweep``/``their_sweep``: what a sweep by me / by the next player
    moves my value (the second is negative).  ``chances[v]``: the chance the
    next player holds capture value v (2-14); ``card_worth[v]``: the weight of
    the card it would capture with (an ace or 10♦ is a prize of its own).  ``last_play``: this is the last
    play of the deal (no sweep; the last capturer takes what is left).
    ``residue_mine``: the last capturer so far is on my side.
    """

    __slots__ = (
        "card_worth", "chances", "held", "last_play", "my_sweep", "residue_mine", "their_sweep",
        "weights",
    )

    def __init__(
        self,
        weights: Sequence[float],
        my_sweep: float,
        their_sweep: float,
        chances: Sequence[float],
        card_worth: Sequence[float],
        last_play: bool = False,
        residue_mine: bool = False,
    ) -> None:
        self.card_worth = card_worth
        self.weights = weights
        self.my_sweep = my_sweep
        self.their_sweep = their_sweep
        self.chances = chances
        self.last_play = last_play
        self.residue_mine = residue_mine
        share = CARD_WORTH
        self.held = tuple(
            (v, chances[v], share * card_worth[v]) for v in range(2, ACE_VALUE + 1) if chances[v] > 0.0
        )

    # -- pieces ------------------------------------------------------------------
    def item_value(self, item: Item | _Pile) -> float:
        w = self.weights
        if isinstance(item, Card):
            return w[card_index(item)]
        if isinstance(item, _Pile):
            return item.worth
        return sum(w[card_index(c)] for c in item.cards)

    def threat(self, table: Sequence[Item | _Pile]) -> float:
        """The expected best capture of the next player on ``table`` (>= 0
        when it is bad for me), sweeps included."""
        if not table:
            return 0.0
        best = best_takes(table, self.weights, self.held, -self.their_sweep)
        if not best:
            return 0.0
        # E[max] over independent holdings: walk the values from the best take down.
        best.sort(reverse=True)
        expected = 0.0
        none_better = 1.0
        for value, chance in best:
            expected += value * chance * none_better
            none_better *= 1.0 - chance
            if none_better < 1e-3:
                break
        return expected

    # -- a whole play -------------------------------------------------------------
    def score(self, play: Play, table: Sequence[Item], hand: Sequence[Card] = ()) -> float:
        """What ``play`` is worth to me on ``table``, the next reply counted
        (``hand``, the hand it is played from, tells which card keeps a build)."""
        card = play.card
        w = self.weights
        own = w[card_index(card)]
        if play.kind == CAPTURE:
            taken = _taken_ids(play, table)
            left: list[Item | _Pile] = [x for x in table if id(x) not in taken]
            gain = own + sum(self.item_value(x) for x in table if id(x) in taken) - RETAIN * own
            if self.last_play:
                return gain + sum(self.item_value(x) for x in left if not isinstance(x, _Pile))
            if not left:
                return gain + self.my_sweep
        elif play.kind == BUILD:
            taken = _taken_ids(play, table)
            inside = own + sum(self.item_value(x) for x in table if id(x) in taken)
            value = play.value
            keep = 1.0 - self.chances[value]
            left = [x for x in table if id(x) not in taken]
            left.append(_Pile(value, inside))
            # The card that will capture it goes to the pile as well (it is
            # mine either way: only its unretained share is a gain).
            gain = BUILD_DISCOUNT * keep * (inside + (1.0 - RETAIN) * _capturer(hand, card, value, w))
            gain -= RETAIN * own
        else:
            left = [*table, card]
            if self.last_play:
                rest = sum(self.item_value(x) for x in table) + own
                return rest if self.residue_mine else -rest
            gain = -RETAIN * own
        return gain - self.threat(left)

    def gain(self, play: Play, table: Sequence[Item]) -> float:
        """What ``play`` takes or gathers into a build now, its card
        included: a quick first sort of a long list of plays."""
        if play.kind == TRAIL:
            return 0.0
        taken = _taken_ids(play, table)
        return self.weights[card_index(play.card)] + sum(
            self.item_value(x) for x in table if id(x) in taken
        )

    def best(self, plays: Sequence[Play], table: Sequence[Item], hand: Sequence[Card] = ()) -> Play:
        """The highest-scoring play (the first of equals: the order is fixed)."""
        best_play = plays[0]
        best_score = float("-inf")
        for play in plays:
            s = self.score(play, table, hand)
            if s > best_score:
                best_play, best_score = play, s
        return best_play


def _capturer(hand: Sequence[Card], played: Card, value: int, w: Sequence[float]) -> float:
    """The weight of the cheapest card left in ``hand`` that captures ``value``."""
    best = 0.0
    found = False
    for c in hand:
        if c is played:
            continue
        if (14 if c.rank == 1 else c.rank) == value:
            x = w[card_index(c)]
            if not found or x < best:
                best, found = x, True
    return best


class _Pile:
    """A build as the threat sees it: only its value and its worth matter."""

    __slots__ = ("value", "worth")

    def __init__(self, value: int, worth: float) -> None:
        self.value = value
        self.worth = worth


def _taken_ids(play: Play, table: Sequence[Item]) -> set[int]:
    ids = {id(x) for x in play.taken}
    if sum(1 for x in table if id(x) in ids) != len(play.taken):
        ids = {id(x) for x in table if x in play.taken}
    return ids


def best_takes(
    table: Sequence[Item | _Pile],
    weights: Sequence[float],
    held: Sequence[tuple[int, float, float]],
    sweep: float,
) -> list[tuple[float, float]]:
    """For each (capture value v, chance, card worth) in ``held``: (the
    most a card of value v takes on ``table`` plus the card's worth, the
    chance).  Values that take nothing are left out; a take that clears the
    table adds ``sweep``."""
    loose, piles = _threat_table(table, weights)
    masks_by_value = capture_masks(tuple([c.rank for c in loose])) if loose else None
    # Values that take anything here, as bits: most values take nothing.
    takers = masks_by_value[0][0] if masks_by_value is not None else 0
    for value, _ in piles:
        takers |= 1 << value
    loose_w = [weights[card_index(c)] for c in loose]
    full = (1 << len(loose)) - 1
    n_piles = len(piles)
    out: list[tuple[float, float]] = []
    for v, chance, worth in held:
        if not takers >> v & 1:
            continue
        pile_w = 0.0
        pile_n = 0
        if n_piles:
            for value, pw in piles:
                if value == v:
                    pile_w += pw
                    pile_n += 1
        best_w = 0.0
        best_mask = 0
        if masks_by_value is not None:
            best_w, best_mask = _best_loose(masks_by_value[v], loose_w, full)
        if not best_mask and not pile_n:
            continue
        take = best_w + pile_w + worth
        if best_mask == full and pile_n == n_piles:
            take += sweep
        out.append((take, chance))
    return out


def _threat_table(table: Sequence[Item | _Pile],
                  weights: Sequence[float]) -> tuple[list[Card], list[tuple[int, float]]]:
    """The table as the threat sees it: its loose cards (by rank; on a crowded table only
    the most valuable) and its piles as (value, worth)."""
    loose: list[Card] = []
    piles: list[tuple[int, float]] = []
    for item in table:
        if isinstance(item, Card):
            loose.append(item)
        elif isinstance(item, Build):
            piles.append((item.value, sum(weights[card_index(c)] for c in item.cards)))
        else:
            piles.append((item.value, item.worth))
    if len(loose) > THREAT_LOOSE:
        # A crowded table: judge the most valuable cards only (a sweep is
        # out of reach there anyway), so the groups stay few and cached.
        loose.sort(key=lambda c: -weights[card_index(c)])
        del loose[THREAT_LOOSE:]
    if len(loose) > 1:
        loose.sort(key=_rank)
    return loose, piles


def _best_loose(masks: Iterable[int], loose_w: Sequence[float], full: int) -> tuple[float, int]:
    """(worth, mask) of the richest set of loose cards among ``masks`` (bit i: loose card
    i); of equals the one that clears them all (``full``), else the first."""
    best_w = 0.0
    best_mask = 0
    for mask in masks:
        total = 0.0
        m = mask
        while m:
            low = m & -m
            total += loose_w[low.bit_length() - 1]
            m ^= low
        if total > best_w or (mask == full and total >= best_w):
            best_w, best_mask = total, mask
    return best_w, best_mask


def _rank(card: Card) -> int:
    return card.rank
