"""How Royal Casino cards split into groups worth one value.

Every capture or build is a choice of *groups* worth some value v (a loose card
of value v, loose cards adding up to v, a lone ace when v is 14, a build of
value v).  :func:`split_into_groups` finds one way to split given cards;
:class:`Groups` lists, for the loose cards of a table, every set that splits
into groups worth v, as bitmasks (see :mod:`.position`); :func:`make_build`
makes the build a build play leaves.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.engine.casino.plays import HIGH_ACE, MAX_VALUE, Build, Play, card_key


def bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def split_into_groups(ranks: Sequence[int], value: int) -> list[list[int]] | None:
    """A way to split cards (given by rank, ace 1) into groups worth ``value``
    each, as lists of indices, or None.  A group of two or more cards adds up
    their ranks; a lone card is worth its rank, a lone ace 14 (or 1)."""
    n = len(ranks)
    full = (1 << n) - 1
    failed: set[int] = set()

    def lone_ok(rank: int) -> bool:
        return rank == value or (rank == 1 and value == HIGH_ACE)

    def solve(left: int) -> list[list[int]] | None:
        if not left:
            return []
        if left in failed:
            return None
        first = (left & -left).bit_length() - 1
        rest = left & ~(1 << first)
        if lone_ok(ranks[first]):
            tail = solve(rest)
            if tail is not None:
                return [[first], *tail]
        # groups of two or more cards that contain ``first``
        others = list(bits(rest))
        stack: list[tuple[int, int, int]] = [(1 << first, ranks[first], 0)]
        while stack:
            mask, total, start = stack.pop()
            for k in range(start, len(others)):
                idx = others[k]
                new_total = total + ranks[idx]
                if new_total > value:
                    continue
                new_mask = mask | (1 << idx)
                if new_total == value:
                    tail = solve(left & ~new_mask)
                    if tail is not None:
                        return [list(bits(new_mask)), *tail]
                else:
                    stack.append((new_mask, new_total, k + 1))
        failed.add(left)
        return None

    return solve(full)


class Groups:
    """The groups of one multiset of loose cards, given by rank (ace 1) in
    the order the masks use: subsets by sum, and per value the unions.

    Kept as tuples of ints: thousands of these stay cached, and the garbage
    collector stops tracking such tuples, so a full collection does not
    walk them (lists would cost a pause of tens of ms in a long session)."""

    __slots__ = ("by_sum", "rank_masks", "unions")

    def __init__(self, ranks: tuple[int, ...]) -> None:
        by_sum: list[list[int]] = [[] for _ in range(MAX_VALUE + 1)]
        rank_masks: dict[int, int] = {}
        pairs: list[tuple[int, int]] = []
        bit = 1
        for rank in ranks:
            rank_masks[rank] = rank_masks.get(rank, 0) | bit
            limit = MAX_VALUE - rank
            grown = [(m | bit, s + rank) for m, s in pairs if s <= limit]
            grown.append((bit, rank))
            for m, s in grown:
                by_sum[s].append(m)
            pairs += grown
            bit <<= 1
        self.by_sum: tuple[tuple[int, ...], ...] = tuple(tuple(masks) for masks in by_sum)
        self.rank_masks = rank_masks
        self.unions: dict[int, tuple[int, ...]] = {}

    def union_masks(self, value: int) -> tuple[int, ...]:
        """Every set of these cards (as a mask, 0 first) that splits into
        groups worth ``value``, each set once, in a fixed order."""
        cached = self.unions.get(value)
        if cached is not None:
            return cached
        groups = list(self.by_sum[value]) if 1 <= value <= MAX_VALUE else []
        if value == HIGH_ACE:
            groups.extend(1 << i for i in bits(self.rank_masks.get(1, 0)))
        by_low: dict[int, list[int]] = {}
        for g in groups:
            by_low.setdefault(g & -g, []).append(g)
        states = [0]
        if len(by_low) == len(groups):
            # No two groups share their lowest card, so every set has one
            # grouping: grow without the duplicate check.
            for low in sorted(by_low):
                (g,) = by_low[low]
                states += [s | g for s in states if not s & g]
        else:
            seen = {0}
            for low in sorted(by_low):
                options = by_low[low]
                fresh: list[int] = []
                for s in states:
                    for g in options:
                        if not s & g:
                            m = s | g
                            if m not in seen:
                                seen.add(m)
                                fresh.append(m)
                states += fresh
        result = tuple(states)
        self.unions[value] = result
        return result


# Small tables recur all the time (and only their ranks matter), so their
# groups are kept; big ones are rare and their unions can be large.  About
# 2.5 kB an entry: the cap keeps this under ~10 MB in a long session.
_GROUPS: dict[tuple[int, ...], Groups] = {}
_GROUPS_MAX_CARDS = 8
_GROUPS_MAX_ENTRIES = 4096


#: the cap of a process that only shows the table (its bots think in a process of their
#: own): the positions on the table, not the thousands a bot's search visits
SHOWING_ONLY_ENTRIES = 256


def limit_cache(entries: int) -> None:
    """Keep the groups of at most ``entries`` tables from now on (the oldest go first)."""
    global _GROUPS_MAX_ENTRIES
    _GROUPS_MAX_ENTRIES = max(1, entries)
    while len(_GROUPS) > _GROUPS_MAX_ENTRIES:
        del _GROUPS[next(iter(_GROUPS))]


def groups_for(ranks: tuple[int, ...]) -> Groups:
    groups = _GROUPS.get(ranks)
    if groups is None:
        groups = Groups(ranks)
        if len(ranks) <= _GROUPS_MAX_CARDS:
            if len(_GROUPS) >= _GROUPS_MAX_ENTRIES:
                # Drop the oldest entry only: clearing thousands at once is a
                # pause of 10-15 ms in the middle of somebody's decision.
                del _GROUPS[next(iter(_GROUPS))]
            _GROUPS[ranks] = groups
    return groups


def build_groups(card: Card, loose: Sequence[Card], builds: Sequence[Build], value: int,
                 raised: bool) -> tuple[tuple[Card, ...], ...]:
    """The groups of the build that a (legal) build play makes, for display:
    the played card's and the loose cards' groups first, then the groups of
    the builds that joined."""
    if raised:
        (old,) = builds
        return (tuple(sorted((*old.cards, card), key=card_key)),)
    cards = [card, *loose]
    split = split_into_groups([c.rank for c in cards], value)
    if split is None:  # the play was checked before; keep going rather than lose the cards
        split = [list(range(len(cards)))]
    groups = [tuple(sorted((cards[i] for i in g), key=card_key)) for g in split]
    for b in builds:
        groups.extend(b.groups)
    return tuple(groups)


def make_build(card: Card, play: Play, owner: int) -> Build:
    """The build that the (legal, canonical) build ``play`` leaves on the table."""
    loose = play.loose
    builds = play.builds
    groups = build_groups(card, loose, builds, play.value, play.is_raise)
    cards = tuple(sorted((c for g in groups for c in g), key=card_key))
    return Build(cards, play.value, owner, groups)
