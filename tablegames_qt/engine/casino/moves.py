"""Table items and plays of Royal Casino, and which plays the rules allow.

A :class:`Position` is one seat's turn: its hand and the table.  It lists the
legal plays (:meth:`Position.plays`), counts them without building them,
lists one card's plays, finds the captures that take the most, and checks a
single play against the rules (:meth:`Position.check`) without listing
anything.  Bots can build a Position from their view to look ahead.

How the listing stays fast on a big table: every play is a choice of *groups*
worth some value v (a loose card of value v, loose cards adding up to v, a
lone ace when v is 14, a build of value v).  All subsets of loose cards
adding up to at most 14 are found once by a bounded subset-sum walk, then,
per value, the distinct unions of disjoint groups are grown index by index
over bitmasks ("frontier" search): a set reached by several groupings is one
mask, so it is one play.  Nothing ever walks all 2^n subsets of the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from tablegames_qt.engine import core
from tablegames_qt.engine.casino.cards import RANK_NAMES, Card
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, IllegalAction

CONTEXT = "casino"

CAPTURE = "capture"
BUILD = "build"
TRAIL = "trail"
KINDS: tuple[str, ...] = (CAPTURE, BUILD, TRAIL)

HIGH_ACE = 14
MAX_VALUE = 14  # no capture or build is worth more than an ace
MIN_BUILD = 2  # a build of 1 would be a lone ace, which is a card, not a build

_MINE, _PARTNER, _OPPONENT = 0, 1, 2


def lone_value(card: Card) -> int:
    """What ``card`` captures, or is worth as a group on its own: an ace 14
    (its 1 is only ever needed for another ace, which 14 takes as well)."""
    return HIGH_ACE if card.rank == 1 else card.rank


def value_name(value: int) -> str:
    """A capture value as players say it: 2-10, J, Q, K, and A for 1 or 14."""
    if value in (1, HIGH_ACE):
        return "A"
    return RANK_NAMES.get(value, str(value))


def _card_key(card: Card) -> tuple[int, str]:
    return (card.rank, card.suit)


_rank_of = attrgetter("rank")


@dataclass(frozen=True, slots=True)
class Build:
    """A pile on the table, captured only whole.

    ``cards`` (sorted) identify the build: every card exists once, so two
    builds with the same cards are the same build, and equality and hashing
    look at ``cards`` only.  ``groups`` are the sets worth ``value`` each that
    it is made of (one group: a single build; two or more: a multiple build),
    for display.  ``owner`` is the seat that last made or added to it.
    """

    cards: tuple[Card, ...]
    value: int = field(compare=False)
    owner: int = field(compare=False)
    groups: tuple[tuple[Card, ...], ...] = field(compare=False)

    @property
    def multiple(self) -> bool:
        return len(self.groups) > 1

    def __str__(self) -> str:
        inside = " ".join("+".join(str(c) for c in group) for group in self.groups)
        return f"[{inside} ={self.value}]"

    def __repr__(self) -> str:
        return f"Build({self}, owner={self.owner})"


Item = Card | Build


def item_key(item: Item) -> tuple[int, tuple[tuple[int, str], ...]]:
    """Sort key of table items: loose cards first, then builds, each by their cards."""
    if isinstance(item, Card):
        return (0, ((item.rank, item.suit),))
    return (1, tuple((c.rank, c.suit) for c in item.cards))


def item_cards(item: Item) -> tuple[Card, ...]:
    return (item,) if isinstance(item, Card) else item.cards


class ItemsText(tuple[Item, ...]):
    """Table items that format as "5♥+9♣+[6♥+4♣ =10]" in texts; the text is
    made only when someone shows it."""

    __slots__ = ()

    def __str__(self) -> str:
        return "+".join(str(x) for x in sorted(self, key=item_key))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


@dataclass(frozen=True, slots=True, repr=False)
class Play(core.Action):
    """Playing ``card`` from the hand.

    ``kind`` is "capture", "build" or "trail".  ``taken`` holds the table
    items (loose cards and builds) that the play takes or builds with; two
    groupings of the same items are one play.  ``value`` is the capture value
    (an ace's capture is always 14: whatever an ace-as-1 takes, 14 takes too)
    or the new build's value; 0 for a trail.
    """

    card: Card
    kind: str
    taken: frozenset[Item] = frozenset()
    value: int = 0

    @property
    def loose(self) -> tuple[Card, ...]:
        """The loose cards taken or used, sorted."""
        return tuple(sorted((x for x in self.taken if isinstance(x, Card)), key=_card_key))

    @property
    def builds(self) -> tuple[Build, ...]:
        """The builds taken or used, sorted by their cards."""
        return tuple(sorted((x for x in self.taken if isinstance(x, Build)), key=item_key))

    @property
    def cards_taken(self) -> tuple[Card, ...]:
        """Every table card the play takes or builds with, sorted."""
        return tuple(sorted((c for x in self.taken for c in item_cards(x)), key=_card_key))

    @property
    def is_raise(self) -> bool:
        """A build play that raises one single build by the played card."""
        if self.kind != BUILD or len(self.taken) != 1:
            return False
        (item,) = self.taken
        return isinstance(item, Build) and item.value != self.value

    def items_text(self) -> str:
        return str(ItemsText(self.taken))

    def __str__(self) -> str:
        if self.kind == CAPTURE:
            return f"{self.card} captures {self.items_text()}"
        if self.kind == BUILD:
            verb = "raises" if self.is_raise else "builds"
            return f"{self.card} {verb} {self.value} with {self.items_text()}"
        if self.kind == TRAIL:
            return f"{self.card} trails"
        return f"{self.card} {self.kind} {self.items_text()} {self.value}"

    def __repr__(self) -> str:
        return f"Play({self})"


def trail(card: Card) -> Play:
    return Play(card, TRAIL, frozenset(), 0)


# A frozen dataclass's __init__ goes through object.__setattr__ for every
# field; setting the slots directly makes the same objects in 2/3 of the time,
# which counts when a big table has thousands of plays.
_new_object = object.__new__
_set_card = Play.__dict__["card"].__set__
_set_kind = Play.__dict__["kind"].__set__
_set_taken = Play.__dict__["taken"].__set__
_set_value = Play.__dict__["value"].__set__


def _play(card: Card, kind: str, taken: frozenset[Item], value: int) -> Play:
    play: Play = _new_object(Play)
    _set_card(play, card)
    _set_kind(play, kind)
    _set_taken(play, taken)
    _set_value(play, value)
    return play


_NOTHING: frozenset[Item] = frozenset()
_ONLY_NOTHING: list[frozenset[Item]] = [_NOTHING]
_ONLY_ZERO: tuple[int, ...] = (0,)
_NO_MASKS: tuple[int, ...] = ()


def _illegal(template: str, **params: Any) -> IllegalAction:
    return IllegalAction(template, CONTEXT, **params)


def _an(value: int) -> bool:
    """Whether English says "an" before this value's name (an 8, an A)."""
    return value in (1, 8, HIGH_ACE)


def _bits(mask: int) -> Iterator[int]:
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
        others = list(_bits(rest))
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
                        return [list(_bits(new_mask)), *tail]
                else:
                    stack.append((new_mask, new_total, k + 1))
        failed.add(left)
        return None

    return solve(full)


class _Groups:
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
            groups.extend(1 << i for i in _bits(self.rank_masks.get(1, 0)))
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
_GROUPS: dict[tuple[int, ...], _Groups] = {}
_GROUPS_MAX_CARDS = 8
_GROUPS_MAX_ENTRIES = 4096


def _groups_for(ranks: tuple[int, ...]) -> _Groups:
    groups = _GROUPS.get(ranks)
    if groups is None:
        groups = _Groups(ranks)
        if len(ranks) <= _GROUPS_MAX_CARDS:
            if len(_GROUPS) >= _GROUPS_MAX_ENTRIES:
                # Drop the oldest entry only: clearing thousands at once is a
                # pause of 10-15 ms in the middle of somebody's decision.
                del _GROUPS[next(iter(_GROUPS))]
            _GROUPS[ranks] = groups
    return groups


class Position:
    """One seat's turn: ``hand``, ``table`` (loose cards and builds in table
    order), ``seat`` and each seat's side (``side_of``; default: everyone
    plays alone).  Plays come out in a fixed order for a given position, so a
    seeded random choice among them is reproducible."""

    __slots__ = (
        "_capture_sets",
        "_counts",
        "_groups",
        "_items_cache",
        "_join_sets",
        "_low_half",
        "_my_values",
        "_rank_masks",
        "_rel",
        "_value_order",
        "_values",
        "builds",
        "hand",
        "loose",
        "seat",
        "side_of",
        "table",
    )

    def __init__(
        self,
        hand: Sequence[Card],
        table: Sequence[Item],
        seat: int = 0,
        side_of: Sequence[int] | None = None,
    ) -> None:
        self.hand: tuple[Card, ...] = tuple(hand)
        self.table: tuple[Item, ...] = tuple(table)
        self.seat = seat
        self.side_of: tuple[int, ...] | None = None if side_of is None else tuple(side_of)
        loose: list[Card] = []
        builds: list[Build] = []
        for item in self.table:
            if type(item) is Card:
                loose.append(item)
            else:
                builds.append(item)  # type: ignore[arg-type]
        # By rank (stable, so still deterministic), so that equal multisets of
        # ranks share their groups (_groups_for).
        loose.sort(key=_rank_of)
        self.loose: tuple[Card, ...] = tuple(loose)
        self.builds: tuple[Build, ...] = tuple(builds)
        self._groups = _groups_for(tuple(map(_rank_of, loose)))
        self._rank_masks = self._groups.rank_masks
        values = [HIGH_ACE if c.rank == 1 else c.rank for c in self.hand]
        counts: dict[int, int] = {}
        for v in values:
            counts[v] = counts.get(v, 0) + 1
        self._values = values
        self._counts = counts
        self._value_order = sorted(counts)
        if builds:
            self._rel = tuple(self.relation(b.owner) for b in builds)
            self._my_values = tuple(
                b.value for b, rel in zip(builds, self._rel, strict=True) if rel == _MINE
            )
        else:
            self._rel = ()
            self._my_values = ()
        self._items_cache: dict[int, frozenset[Item]] = {}
        self._low_half = (1 << (len(loose) // 2)) - 1
        self._capture_sets: dict[int, list[frozenset[Item]]] = {}
        self._join_sets: dict[int, list[frozenset[Item]]] = {}

    # -- who is who ------------------------------------------------------------
    def relation(self, owner: int) -> int:
        if owner == self.seat:
            return _MINE
        side_of = self.side_of
        if side_of is not None and 0 <= owner < len(side_of) and side_of[owner] == side_of[self.seat]:
            return _PARTNER
        return _OPPONENT

    @property
    def owns_build(self) -> bool:
        return bool(self._my_values)

    def _has(self, index: int, value: int) -> bool:
        """Whether the hand still holds a card capturing ``value`` after playing card ``index``."""
        return self._counts.get(value, 0) > (self._values[index] == value)

    def _duty_ok(self, index: int) -> bool:
        """Restriction 1 for the own builds that stay as they are."""
        counts = self._counts
        own = self._values[index]
        return all(counts.get(w, 0) > (own == w) for w in self._my_values)

    # -- groups ----------------------------------------------------------------
    def _sums(self) -> tuple[tuple[int, ...], ...]:
        """Masks of loose cards by the sum of their ranks (ace 1), sums 1-14."""
        return self._groups.by_sum

    def unions(self, value: int) -> tuple[int, ...]:
        """Every set of loose cards (as a mask over :attr:`loose`, 0 first)
        that splits into groups worth ``value``, each set once."""
        return self._groups.union_masks(value)

    def _items(self, mask: int) -> frozenset[Item]:
        """The loose cards of ``mask`` as a set, made by unions of cached
        smaller sets (the two halves of the table, or the set without its
        lowest card): a union copies the stored hashes, so no card is hashed
        again (Card's generated ``__hash__`` is slow Python)."""
        cache = self._items_cache
        cached = cache.get(mask)
        if cached is None:
            low_half = mask & self._low_half
            if low_half and low_half != mask:
                cached = self._items(low_half) | self._items(mask ^ low_half)
            else:
                low = mask & -mask
                rest = mask ^ low
                single = cache.get(low)
                if single is None:
                    single = cache[low] = frozenset((self.loose[low.bit_length() - 1],))
                cached = (self._items(rest) | single) if rest else single
            cache[mask] = cached
        return cached

    @staticmethod
    def _subsets(builds: Iterable[Build]) -> list[frozenset[Item]]:
        out: list[frozenset[Item]] = [_NOTHING]
        for b in builds:
            single = frozenset((b,))
            out += [s | single for s in out]
        return out

    def _all_sets(self, value: int) -> list[frozenset[Item]]:
        """Every set of builds worth ``value`` (to capture), the empty set first."""
        sets = self._capture_sets.get(value)
        if sets is None:
            sets = self._subsets(b for b in self.builds if b.value == value)
            self._capture_sets[value] = sets
        return sets

    def _joinable_sets(self, value: int) -> list[frozenset[Item]]:
        """Every set of builds worth ``value`` that may join a new build (no
        partner's), the empty set first."""
        sets = self._join_sets.get(value)
        if sets is None:
            sets = self._subsets(
                b for b, rel in zip(self.builds, self._rel, strict=True)
                if b.value == value and rel != _PARTNER
            )
            self._join_sets[value] = sets
        return sets

    # -- the plays of one card -------------------------------------------------
    def _capture_parts(self, index: int) -> tuple[Sequence[int], list[frozenset[Item]]] | None:
        """(loose masks, build sets) whose pairs (not both empty) are the
        legal captures of hand card ``index``, or None if it cannot capture."""
        value = self._values[index]
        counts = self._counts
        build_sets = self._all_sets(value) if self.builds else _ONLY_NOTHING
        mine = self._my_values
        if mine:
            # Own builds of another value stay on the table: their cards must stay in hand.
            for w in mine:
                if w != value and not counts.get(w, 0):
                    return None
            if counts[value] == 1 and value in mine:
                # Without a second card of this value every own build of it must go now.
                must = frozenset(
                    b for b, rel in zip(self.builds, self._rel, strict=True)
                    if rel == _MINE and b.value == value
                )
                build_sets = [s for s in build_sets if must <= s]
        masks: Sequence[int] = self.unions(value) if self.loose else _ONLY_ZERO
        required = self._rank_masks.get(self.hand[index].rank, 0)
        if required:
            masks = [m for m in masks if m & required == required]
        return masks, build_sets

    def _build_parts(self, index: int, value: int) -> tuple[Sequence[int], list[frozenset[Item]]]:
        """(loose masks, build sets) for building ``value`` with hand card
        ``index``; pairs with something from the table are the legal builds."""
        lone = self._values[index] == value
        masks: Sequence[int]
        if not self.loose:
            masks = _ONLY_ZERO if lone else _NO_MASKS
        else:
            unions = self.unions(value)
            grown = list(unions) if lone else []
            need = value - self.hand[index].rank
            parts = self._sums()[need] if need >= 1 else ()
            if parts:
                for p in parts:
                    grown += [u | p for u in unions if not u & p]
                # one play per set of cards, however it is grouped (dict keeps the order)
                grown = list(dict.fromkeys(grown))
            masks = grown
        if not masks:
            return masks, []
        # Existing builds join only whole, as groups of their own value; never a partner's.
        return masks, self._joinable_sets(value) if self.builds else _ONLY_NOTHING

    def _build_values(self, index: int) -> list[int]:
        """The values card ``index`` may build (restriction 1: another card of
        it stays in hand, and so do the cards of the other own builds)."""
        if not self._duty_ok(index):
            return []
        counts = self._counts
        own = self._values[index]
        rank = self.hand[index].rank
        by_sum = self._sums() if self.loose else None
        out: list[int] = []
        for v in self._value_order:
            if counts[v] <= (own == v):
                continue
            if own != v:
                need = v - rank
                if need < 1 or by_sum is None or not by_sum[need]:
                    continue
            out.append(v)
        return out

    def _raises(self, index: int) -> list[Build]:
        if not self.builds or not self._duty_ok(index):
            return []
        rank = self.hand[index].rank
        return [
            b for b, rel in zip(self.builds, self._rel, strict=True)
            if rel == _OPPONENT and not b.multiple and b.value + rank <= MAX_VALUE
            and self._has(index, b.value + rank)
        ]

    def _can_trail(self, card: Card) -> bool:
        return not self._my_values and card.rank not in self._rank_masks

    def _emit(self, card: Card, kind: str, value: int, masks: Sequence[int],
              build_sets: list[frozenset[Item]], out: list[Play]) -> None:
        """Append a play for every (loose mask, build set) pair that takes something."""
        get = self._items_cache.get
        items = self._items
        append = out.append
        if len(build_sets) == 1 and not build_sets[0]:  # no build can go: the usual case
            for m in masks:
                if m:
                    append(_play(card, kind, get(m) or items(m), value))
            return
        for m in masks:
            if m:
                loose = get(m) or items(m)
                for bs in build_sets:
                    append(_play(card, kind, (loose | bs) if bs else loose, value))
            else:
                for bs in build_sets:
                    if bs:
                        append(_play(card, kind, bs, value))

    def _card_plays(self, index: int, out: list[Play]) -> None:
        card = self.hand[index]
        parts = self._capture_parts(index)
        if parts is not None:
            self._emit(card, CAPTURE, self._values[index], parts[0], parts[1], out)
        for value in self._build_values(index):
            masks, build_sets = self._build_parts(index, value)
            self._emit(card, BUILD, value, masks, build_sets, out)
        if self.builds:
            for b in self._raises(index):
                out.append(_play(card, BUILD, frozenset((b,)), b.value + card.rank))
        if self._can_trail(card):
            out.append(_play(card, TRAIL, _NOTHING, 0))

    @staticmethod
    def _pairs(masks: Sequence[int], build_sets: list[frozenset[Item]]) -> int:
        """How many (loose mask, build set) pairs take something."""
        nothing = bool(masks) and masks[0] == 0 and bool(build_sets) and not build_sets[0]
        return len(masks) * len(build_sets) - nothing

    def _card_count(self, index: int) -> int:
        count = 0
        parts = self._capture_parts(index)
        if parts is not None:
            count += self._pairs(*parts)
        for value in self._build_values(index):
            count += self._pairs(*self._build_parts(index, value))
        count += len(self._raises(index))
        if self._can_trail(self.hand[index]):
            count += 1
        return count

    # -- public ----------------------------------------------------------------
    def plays(self) -> list[Play]:
        """Every distinct legal play, each once."""
        out: list[Play] = []
        for index in range(len(self.hand)):
            self._card_plays(index, out)
        return out

    def count(self) -> int:
        """The number of legal plays, without building them."""
        return sum(self._card_count(i) for i in range(len(self.hand)))

    def plays_for_card(self, card: Card) -> list[Play]:
        """The legal plays of one card of the hand (empty if it is not in the hand)."""
        out: list[Play] = []
        if card in self.hand:
            self._card_plays(self.hand.index(card), out)
        return out

    def best_captures(self, card: Card | None = None) -> list[Play]:
        """The legal captures that take the most table cards (of ``card``, or
        of each card of the hand), ties kept; no play list is built."""
        out: list[Play] = []
        indices = range(len(self.hand)) if card is None else (
            [self.hand.index(card)] if card in self.hand else []
        )
        for index in indices:
            parts = self._capture_parts(index)
            if parts is None:
                continue
            masks, build_sets = parts
            played = self.hand[index]
            best = -1
            chosen: list[tuple[int, frozenset[Item]]] = []
            build_size = {bs: sum(len(b.cards) for b in bs if isinstance(b, Build)) for bs in build_sets}
            for m in masks:
                loose_size = m.bit_count()
                for bs in build_sets:
                    if not m and not bs:
                        continue
                    size = loose_size + build_size[bs]
                    if size > best:
                        best, chosen = size, [(m, bs)]
                    elif size == best:
                        chosen.append((m, bs))
            value = lone_value(played)
            for m, bs in chosen:
                out.append(_play(played, CAPTURE, (self._items(m) | bs) if m else bs, value))
        return out

    def is_legal(self, play: object) -> bool:
        try:
            self.check(play)
        except IllegalAction:
            return False
        return True

    # -- checking one play -------------------------------------------------------
    def check(self, play: object) -> Play:
        """The play as it stands on this table (its builds are the table's
        own objects, an ace's capture valued 14), or ``IllegalAction`` saying
        which rule forbids it."""
        if not isinstance(play, Play):
            raise _illegal(QT_TRANSLATE_NOOP("casino", "{action!r} is not a Royal Casino play"),
                           action=play)
        card = play.card
        if not isinstance(card, Card):
            raise _illegal(QT_TRANSLATE_NOOP("casino", "{card!r} is not a card"), card=card)
        if card not in self.hand:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "{card} is not in your hand"), card=card)
        if play.kind not in KINDS:
            raise _illegal(
                QT_TRANSLATE_NOOP("casino", "{kind!r} is not a kind of play: capture, build or trail"),
                kind=play.kind,
            )
        if type(play.value) is not int:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "the value of a play must be a whole number, not {value!r}"),
                           value=play.value)
        taken = play.taken
        if not isinstance(taken, frozenset):
            raise _illegal(QT_TRANSLATE_NOOP("casino", "the items of a play must be a frozenset, not {taken!r}"),
                           taken=taken)
        loose_index = {c: i for i, c in enumerate(self.loose)}
        table_builds = {b: b for b in self.builds}
        mask = 0
        builds: list[Build] = []
        for item in taken:
            if isinstance(item, Card) and item in loose_index:
                mask |= 1 << loose_index[item]
            elif isinstance(item, Build) and item in table_builds:
                builds.append(table_builds[item])
            else:
                raise _illegal(QT_TRANSLATE_NOOP("casino", "{item} is not on the table as a loose card or a whole build"), item=item)
        builds.sort(key=item_key)
        index = self.hand.index(card)
        if play.kind == TRAIL:
            return self._check_trail(card, taken)
        if not taken:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "a capture or a build must take something from the table"))
        chosen: list[Item] = [self.loose[i] for i in _bits(mask)]
        chosen.extend(builds)
        canonical = frozenset(chosen)
        if play.kind == CAPTURE:
            return self._check_capture(index, play.value, mask, builds, canonical)
        return self._check_build(index, play.value, mask, builds, canonical)

    def _check_trail(self, card: Card, taken: frozenset[Item]) -> Play:
        if taken:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "a trail takes nothing from the table"))
        if self._my_values:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "You own a build: you cannot trail"))
        if card.rank in self._rank_masks:
            if _an(card.rank):
                text = QT_TRANSLATE_NOOP("casino", "an {rank} lies on the table: the {rank} must capture it or go into a build")
            else:
                text = QT_TRANSLATE_NOOP("casino", "a {rank} lies on the table: the {rank} must capture it or go into a build")
            raise _illegal(text, rank=value_name(card.rank))
        return Play(card, TRAIL, frozenset(), 0)

    def _keep_check(self, index: int, staying: Iterable[Build]) -> None:
        """Restriction 1: every own build left on the table keeps a card in hand."""
        for b in staying:
            if b.owner == self.seat and not self._has(index, b.value):
                raise self._keep_error(b.value)

    @staticmethod
    def _keep_error(value: int) -> IllegalAction:
        if _an(value):
            text = QT_TRANSLATE_NOOP("casino", "you must keep an {value} for your build")
        else:
            text = QT_TRANSLATE_NOOP("casino", "you must keep a {value} for your build")
        return _illegal(text, value=value_name(value))

    def _check_capture(
        self, index: int, value: int, mask: int, builds: list[Build], taken: frozenset[Item]
    ) -> Play:
        card = self.hand[index]
        own = lone_value(card)
        if value != own and not (card.rank == 1 and value == 1):
            raise _illegal(
                QT_TRANSLATE_NOOP("casino", "{card} captures cards worth {own}, not {value}"),
                card=card, own=value_name(own), value=value,
            )
        for b in builds:
            if b.value != value:
                raise _illegal(
                    QT_TRANSLATE_NOOP("casino", "the build {build} is worth {worth}: {card} cannot capture it"),
                    build=b, worth=b.value, card=card,
                )
        ranks = [self.loose[i].rank for i in _bits(mask)]
        if ranks and split_into_groups(ranks, value) is None:
            raise _illegal(
                QT_TRANSLATE_NOOP("casino", "{cards} cannot be split into groups worth {value}"),
                cards="+".join(str(self.loose[i]) for i in _bits(mask)), value=value,
            )
        required = self._rank_masks.get(card.rank, 0)
        if mask & required != required:
            if _an(card.rank):
                text = QT_TRANSLATE_NOOP("casino", "an {rank} lies on the table: the {card} must capture every loose {rank}")
            else:
                text = QT_TRANSLATE_NOOP("casino", "a {rank} lies on the table: the {card} must capture every loose {rank}")
            raise _illegal(text, rank=value_name(card.rank), card=card)
        self._keep_check(index, (b for b in self.builds if b not in taken))
        return Play(card, CAPTURE, taken, own)

    def _check_build(
        self, index: int, value: int, mask: int, builds: list[Build], taken: frozenset[Item]
    ) -> Play:
        card = self.hand[index]
        for b in builds:
            if self.relation(b.owner) == _PARTNER:
                raise _illegal(QT_TRANSLATE_NOOP("casino", "you may not add to your partner's build"))
        if len(builds) == 1 and not mask and builds[0].value != value:
            self._check_raise(card, builds[0], value)
        elif not MIN_BUILD <= value <= MAX_VALUE:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "a build is worth 2 to 14, not {value}"),
                           value=value)
        else:
            for b in builds:
                if b.value != value:
                    raise _illegal(
                        QT_TRANSLATE_NOOP("casino", "the build {build} is worth {worth}: it can join only a build of {worth}, or be raised by one card alone"),
                        build=b, worth=b.value,
                    )
            loose = [self.loose[i] for i in _bits(mask)]
            if split_into_groups([card.rank] + [c.rank for c in loose], value) is None:
                raise _illegal(
                    QT_TRANSLATE_NOOP("casino", "{cards} cannot be split into groups worth {value}"),
                    cards="+".join(str(c) for c in [card, *loose]), value=value,
                )
        if not self._has(index, value):
            raise self._keep_error(value)
        self._keep_check(index, (b for b in self.builds if b not in taken))
        return Play(card, BUILD, taken, value)

    def _check_raise(self, card: Card, build: Build, value: int) -> None:
        rel = self.relation(build.owner)
        if rel == _MINE:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "you may not raise your own build"))
        if build.multiple:
            raise _illegal(QT_TRANSLATE_NOOP("casino", "a multiple build cannot be raised"))
        if build.value + card.rank > MAX_VALUE:
            raise _illegal(
                QT_TRANSLATE_NOOP("casino", "{card} would raise the build {build} above 14"),
                card=card, build=build,
            )
        if build.value + card.rank != value:
            raise _illegal(
                QT_TRANSLATE_NOOP("casino", "{card} raises the build {build} to {new}, not {value}"),
                card=card, build=build, new=build.value + card.rank, value=value,
            )


def build_groups(card: Card, loose: Sequence[Card], builds: Sequence[Build], value: int,
                 raised: bool) -> tuple[tuple[Card, ...], ...]:
    """The groups of the build that a (legal) build play makes, for display:
    the played card's and the loose cards' groups first, then the groups of
    the builds that joined."""
    if raised:
        (old,) = builds
        return (tuple(sorted((*old.cards, card), key=_card_key)),)
    cards = [card, *loose]
    split = split_into_groups([c.rank for c in cards], value)
    if split is None:  # the play was checked before; keep going rather than lose the cards
        split = [list(range(len(cards)))]
    groups = [tuple(sorted((cards[i] for i in g), key=_card_key)) for g in split]
    for b in builds:
        groups.extend(b.groups)
    return tuple(groups)


def make_build(card: Card, play: Play, owner: int) -> Build:
    """The build that the (legal, canonical) build ``play`` leaves on the table."""
    loose = play.loose
    builds = play.builds
    groups = build_groups(card, loose, builds, play.value, play.is_raise)
    cards = tuple(sorted((c for g in groups for c in g), key=_card_key))
    return Build(cards, play.value, owner, groups)
