"""The legal plays of one seat's turn: :class:`Position`.

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

from collections.abc import Iterable, Sequence
from operator import attrgetter

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.engine.casino.checking import MINE, OPPONENT, PARTNER, PositionChecks
from tablegames_qt.engine.casino.grouping import groups_for
from tablegames_qt.engine.casino.plays import (
    BUILD,
    CAPTURE,
    HIGH_ACE,
    MAX_VALUE,
    TRAIL,
    Build,
    Item,
    Play,
    lone_value,
)

_rank_of = attrgetter("rank")

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


class Position(PositionChecks):
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
        self._groups = groups_for(tuple(map(_rank_of, loose)))
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
                b.value for b, rel in zip(builds, self._rel, strict=True) if rel == MINE
            )
        else:
            self._rel = ()
            self._my_values = ()
        self._items_cache: dict[int, frozenset[Item]] = {}
        self._low_half = (1 << (len(loose) // 2)) - 1
        self._capture_sets: dict[int, list[frozenset[Item]]] = {}
        self._join_sets: dict[int, list[frozenset[Item]]] = {}


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
                if b.value == value and rel != PARTNER
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
                    if rel == MINE and b.value == value
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
            if rel == OPPONENT and not b.multiple and b.value + rank <= MAX_VALUE
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
