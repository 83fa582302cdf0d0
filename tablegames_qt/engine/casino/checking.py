"""Checking one Royal Casino play against the rules, without listing any.

:class:`PositionChecks` is the half of :class:`~.position.Position` that says
whether a play is legal (:meth:`~PositionChecks.check`) and which rule forbids
it, and knows who owns what on the table; the half that lists the legal plays
is :mod:`.position`.  It holds no state of its own: ``Position`` builds it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tablegames_qt.engine.casino.cards import Card
from tablegames_qt.engine.casino.grouping import bits, split_into_groups
from tablegames_qt.engine.casino.plays import (
    BUILD,
    CAPTURE,
    CONTEXT,
    HIGH_ACE,
    KINDS,
    MAX_VALUE,
    MIN_BUILD,
    TRAIL,
    Build,
    Item,
    Play,
    item_key,
    lone_value,
    value_name,
)
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, IllegalAction

#: how the owner of a build is related to the seat to play
MINE, PARTNER, OPPONENT = 0, 1, 2


def _illegal(template: str, **params: Any) -> IllegalAction:
    return IllegalAction(template, CONTEXT, **params)


def _an(value: int) -> bool:
    """Whether English says "an" before this value's name (an 8, an A)."""
    return value in (1, 8, HIGH_ACE)


class PositionChecks:
    """Who owns what, and the check of one play, for :class:`~.position.Position`."""

    __slots__ = ()

    hand: tuple[Card, ...]
    loose: tuple[Card, ...]
    builds: tuple[Build, ...]
    seat: int
    side_of: tuple[int, ...] | None
    _values: list[int]  # what each hand card captures (an ace 14)
    _counts: dict[int, int]  # hand cards per capture value
    _my_values: tuple[int, ...]  # the values of the seat's own builds
    _rank_masks: dict[int, int]  # per rank, the mask of the loose cards of that rank

    # -- who is who ------------------------------------------------------------
    def relation(self, owner: int) -> int:
        if owner == self.seat:
            return MINE
        side_of = self.side_of
        if side_of is not None and 0 <= owner < len(side_of) and side_of[owner] == side_of[self.seat]:
            return PARTNER
        return OPPONENT

    def _has(self, index: int, value: int) -> bool:
        """Whether the hand still holds a card capturing ``value`` after playing card ``index``."""
        return self._counts.get(value, 0) > (self._values[index] == value)

    def _duty_ok(self, index: int) -> bool:
        """Restriction 1 for the own builds that stay as they are."""
        counts = self._counts
        own = self._values[index]
        return all(counts.get(w, 0) > (own == w) for w in self._my_values)


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
        chosen: list[Item] = [self.loose[i] for i in bits(mask)]
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
        ranks = [self.loose[i].rank for i in bits(mask)]
        if ranks and split_into_groups(ranks, value) is None:
            raise _illegal(
                QT_TRANSLATE_NOOP("casino", "{cards} cannot be split into groups worth {value}"),
                cards="+".join(str(self.loose[i]) for i in bits(mask)), value=value,
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
            if self.relation(b.owner) == PARTNER:
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
            loose = [self.loose[i] for i in bits(mask)]
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
        if rel == MINE:
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
