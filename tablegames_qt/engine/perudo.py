"""Perudo (Dudo): the rule engine.

The rules are in ``shared/rules/perudo.md``.  The module has three layers:

* pure bid arithmetic (:func:`bid_key`, :func:`is_higher`, :func:`min_quantity`,
  :func:`min_raise`, :func:`legal_bids`, :func:`count_for_bid`, the odds helpers)
  that bots call in their inner loops;
* the public records a seat may see (:class:`PerudoView`, :class:`PerudoTable`,
  :class:`Reveal`, :class:`PerudoSeatStats`);
* :class:`PerudoGame`, the state machine.

Speed matters because the arena plays thousands of bot games: bids are interned
(one ``Bid`` object per quantity and face), every round looks its legal bids up
in tables ordered once per number of dice on the table, the public part of a view
(:class:`PerudoTable`) is built once per round and shared by every view, and
bid events are cached.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from functools import cache
from types import MappingProxyType
from typing import Any, ClassVar, NoReturn, TypeAlias, TypeVar

from tablegames_qt.engine.core import (
    QT_TRANSLATE_NOOP,
    Action,
    Event,
    Game,
    IllegalAction,
    View,
    check_players,
    new_seed,
    rules_from_json,
    rules_to_json,
    simple_action_from_json,
    simple_action_json,
)

CONTEXT = "perudo"
FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
MIN_PLAYERS = 2
MAX_PLAYERS = 10
MAX_STARTING_DICE = 5

# English face names for messages; marked so translators see them too.
FACE_NAMES: tuple[str, ...] = (
    "",
    QT_TRANSLATE_NOOP("perudo", "one"),
    QT_TRANSLATE_NOOP("perudo", "two"),
    QT_TRANSLATE_NOOP("perudo", "three"),
    QT_TRANSLATE_NOOP("perudo", "four"),
    QT_TRANSLATE_NOOP("perudo", "five"),
    QT_TRANSLATE_NOOP("perudo", "six"),
)
FACE_NAMES_PLURAL: tuple[str, ...] = (
    "",
    QT_TRANSLATE_NOOP("perudo", "ones"),
    QT_TRANSLATE_NOOP("perudo", "twos"),
    QT_TRANSLATE_NOOP("perudo", "threes"),
    QT_TRANSLATE_NOOP("perudo", "fours"),
    QT_TRANSLATE_NOOP("perudo", "fives"),
    QT_TRANSLATE_NOOP("perudo", "sixes"),
)


# -- rules and actions ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PerudoRules:
    """Rule options; the defaults are the seed's rules.

    ``calza``: the exact call is allowed (outside Maputo rounds).
    ``ones_opening``: a normal round may be opened with a bid on ones.
    ``auto_maputo``: a round is Maputo exactly when its opener has just dropped to
    one die (instead of the opener declaring it once per game).
    ``starting_dice``: dice per player at the start, 1 to 5.
    """

    calza: bool = False
    ones_opening: bool = False
    auto_maputo: bool = False
    starting_dice: int = 5

    def __post_init__(self) -> None:
        for name in ("calza", "ones_opening", "auto_maputo"):
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"rule {name} must be true or false, not {getattr(self, name)!r}")
        dice = self.starting_dice
        if type(dice) is not int or not 1 <= dice <= MAX_STARTING_DICE:
            raise ValueError(f"starting_dice must be a whole number from 1 to 5, not {dice!r}")


DEFAULT_RULES = PerudoRules()


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """The claim: at least ``quantity`` dice on the table show ``face`` (ones wild outside Maputo)."""

    quantity: int
    face: int

    def __str__(self) -> str:
        return bid_text(self)


@dataclass(frozen=True, slots=True)
class Dudo(Action):
    """Challenge the last bid: "I don't believe it"."""


@dataclass(frozen=True, slots=True)
class Calza(Action):
    """Claim the last bid is exactly right (variant)."""


@dataclass(frozen=True, slots=True)
class DeclareMaputo(Action):
    """The one-die opener declares a Maputo round (``True``) or declines (``False``)."""

    declare: bool


PerudoAction: TypeAlias = Bid | Dudo | Calza | DeclareMaputo
ACTION_CLASSES: tuple[type[PerudoAction], ...] = (Bid, Dudo, Calza, DeclareMaputo)

DUDO = Dudo()
CALZA = Calza()
DECLARE_MAPUTO = DeclareMaputo(True)
DECLINE_MAPUTO = DeclareMaputo(False)


def bid_text(bid: Bid) -> str:
    """English text of a bid: "1 six", "7 fours"."""
    names = FACE_NAMES if bid.quantity == 1 else FACE_NAMES_PLURAL
    face = bid.face
    name = names[face] if type(face) is int and 1 <= face <= 6 else repr(face)
    return f"{bid.quantity} {name}"


# -- bid arithmetic --------------------------------------------------------------

# One Bid object per quantity and face, so tables and views share them.
_BIDS: dict[tuple[int, int], Bid] = {}
MAX_TABLE_DICE = MAX_PLAYERS * MAX_STARTING_DICE


def make_bid(quantity: int, face: int) -> Bid:
    """The shared ``Bid`` object for ``quantity`` and ``face``.

    Only bids that can occur are shared, so odd input (a tampered save) cannot grow
    the pool.
    """
    bid = _BIDS.get((quantity, face))
    if bid is None:
        bid = Bid(quantity, face)
        if 1 <= quantity <= MAX_TABLE_DICE and 1 <= face <= 6:
            _BIDS[(quantity, face)] = bid
    return bid


def bid_key(bid: Bid) -> tuple[int, int]:
    """Sort key of the strict total order of bids in a normal round.

    A bid on faces 2-6 is keyed ``(quantity, face)``; ``q`` ones are keyed
    ``(2q, 7)``, which puts them just above ``(2q, 6)`` and below ``(2q+1, 2)`` —
    exactly the halving rule: ``q`` ones beat ``(q', f)`` iff ``2q >= q'``, and
    leaving ``q`` ones needs at least ``2q + 1`` of another face.
    """
    if bid.face == 1:
        return (2 * bid.quantity, 7)
    return (bid.quantity, bid.face)


def is_higher(
    prev: Bid | None, new: Bid, maputo: bool = False, *, ones_opening: bool = False
) -> bool:
    """Whether ``new`` may follow ``prev`` (``None``: ``new`` opens the round).

    Normal round: the order of :func:`bid_key`; an opening bid on ones only with
    ``ones_opening``.  Maputo round: any opening, then the same face with a larger
    quantity.  Quantities are not checked against the dice on the table here
    (see :func:`legal_bids`).
    """
    if prev is None:
        return maputo or ones_opening or new.face != 1
    if maputo:
        return new.face == prev.face and new.quantity > prev.quantity
    return bid_key(new) > bid_key(prev)


def min_quantity(
    prev: Bid | None, face: int, maputo: bool = False, *, ones_opening: bool = False
) -> int | None:
    """The smallest quantity of ``face`` that may follow ``prev``.

    ``None`` when no bid on that face may follow at all (another face in a Maputo
    round, or an opening on ones where it is not allowed).
    """
    if prev is None:
        return 1 if (maputo or ones_opening or face != 1) else None
    q = prev.quantity
    if maputo:
        return q + 1 if face == prev.face else None
    if prev.face == 1:
        return q + 1 if face == 1 else 2 * q + 1
    if face == 1:
        return (q + 1) // 2
    return q if face > prev.face else q + 1


@cache
def _normal_order(total: int) -> tuple[Bid, ...]:
    """Every bid with quantity 1..total in normal-round order."""
    bids = [make_bid(q, f) for q in range(1, total + 1) for f in FACES]
    bids.sort(key=bid_key)
    return tuple(bids)


@cache
def _normal_positions(total: int) -> tuple[int, ...]:
    """Index in :func:`_normal_order` of bid (q, f), stored at ``q * 7 + f``."""
    positions = [-1] * ((total + 1) * 7)
    for index, bid in enumerate(_normal_order(total)):
        positions[bid.quantity * 7 + bid.face] = index
    return tuple(positions)


@cache
def _normal_openings(total: int, ones: bool) -> tuple[Bid, ...]:
    order = _normal_order(total)
    return order if ones else tuple(b for b in order if b.face != 1)


@cache
def _maputo_openings(total: int) -> tuple[Bid, ...]:
    # Ones are just another face in a Maputo round, so plain (quantity, face) order.
    return tuple(make_bid(q, f) for q in range(1, total + 1) for f in FACES)


@cache
def _maputo_faces(total: int) -> tuple[tuple[Bid, ...], ...]:
    """Per face, the bids 1..total of that face: raising q means slicing from q."""
    return ((), *(tuple(make_bid(q, f) for q in range(1, total + 1)) for f in FACES))


def legal_bids(
    prev: Bid | None, total: int, maputo: bool = False, *, ones_opening: bool = False
) -> tuple[Bid, ...]:
    """Every bid that may follow ``prev`` with ``total`` dice on the table, lowest first."""
    if total < 1:
        return ()
    if prev is None:
        return _maputo_openings(total) if maputo else _normal_openings(total, ones_opening)
    q, f = prev.quantity, prev.face
    if maputo:
        return _maputo_faces(total)[f][max(q, 0) :] if 1 <= f <= 6 else ()
    if 1 <= q <= total and 1 <= f <= 6:
        return _normal_order(total)[_normal_positions(total)[q * 7 + f] + 1 :]
    key = bid_key(prev)
    return tuple(b for b in _normal_order(total) if bid_key(b) > key)


def min_raise(
    prev: Bid | None, total: int, maputo: bool = False, *, ones_opening: bool = False
) -> Bid | None:
    """The lowest bid that may follow ``prev``, or ``None`` when only Dudo is left."""
    bids = legal_bids(prev, total, maputo, ones_opening=ones_opening)
    return bids[0] if bids else None


def count_in_hand(dice: Iterable[int], face: int, maputo: bool = False) -> int:
    """Dice of one hand that count for ``face`` (ones too when they are wild)."""
    wild = face != 1 and not maputo
    return sum(1 for d in dice if d == face or (wild and d == 1))


def count_for_bid(all_dice: Iterable[Iterable[int]], face: int, maputo: bool = False) -> int:
    """Dice on the whole table (one iterable per seat) that count for ``face``."""
    return sum(count_in_hand(hand, face, maputo) for hand in all_dice)


def face_chance(face: int, maputo: bool = False) -> float:
    """The chance one unseen die counts for ``face``: 1/3 with wild ones, else 1/6."""
    return 1 / 6 if face == 1 or maputo else 1 / 3


def chance_at_least(needed: int, dice: int, chance: float) -> float:
    """P(at least ``needed`` of ``dice`` independent dice count), each with ``chance``."""
    if needed <= 0:
        return 1.0
    if needed > dice:
        return 0.0
    miss = 1.0 - chance
    return sum(math.comb(dice, k) * chance**k * miss ** (dice - k) for k in range(needed, dice + 1))


def chance_exactly(needed: int, dice: int, chance: float) -> float:
    """P(exactly ``needed`` of ``dice`` dice count) — the odds of a right Calza."""
    if not 0 <= needed <= dice:
        return 0.0
    return math.comb(dice, needed) * chance**needed * (1.0 - chance) ** (dice - needed)


# -- public records --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reveal:
    """The public outcome of a challenge (Dudo or Calza): every die was shown."""

    kind: str  # "dudo" or "calza"
    round_number: int
    caller: int
    bidder: int
    bid: Bid
    maputo: bool
    dice: tuple[tuple[int, ...], ...]  # every seat's dice as revealed, () for seats out
    count: int
    loser: int | None  # the seat that lost a die
    gainer: int | None  # the Calza caller who gained a die
    eliminated: int | None  # the loser, when that was their last die


@dataclass(frozen=True, slots=True)
class PerudoTable:
    """The public state of the table, shared by every seat's view of one moment.

    It changes only when a round starts, a Maputo decision is made or the game
    ends, so the engine builds it then and views merely point at it.
    """

    players: int
    rules: PerudoRules
    dice_counts: tuple[int, ...]
    total_dice: int
    round_number: int
    round_opener: int
    maputo: bool
    maputo_pending: bool  # the opener must declare Maputo or decline before bidding
    maputo_used: tuple[bool, ...]
    last_reveal: Reveal | None
    game_over: bool
    winners: tuple[int, ...]
    all_dice: tuple[tuple[int, ...], ...] | None  # only once the game is over


@dataclass(frozen=True, slots=True)
class PerudoView(View):
    """What ``seat`` may know: its own dice and the public table, nothing else.

    The public fields live in ``table`` (shared, built once per round) and are
    also readable directly: ``view.dice_counts``, ``view.maputo``...
    """

    current_player: int | None
    own_dice: tuple[int, ...]
    bids: tuple[tuple[int, Bid], ...]
    table: PerudoTable

    @property
    def players(self) -> int:
        return self.table.players

    @property
    def rules(self) -> PerudoRules:
        return self.table.rules

    @property
    def dice_counts(self) -> tuple[int, ...]:
        return self.table.dice_counts

    @property
    def total_dice(self) -> int:
        return self.table.total_dice

    @property
    def round_number(self) -> int:
        return self.table.round_number

    @property
    def round_opener(self) -> int:
        return self.table.round_opener

    @property
    def maputo(self) -> bool:
        return self.table.maputo

    @property
    def maputo_pending(self) -> bool:
        return self.table.maputo_pending

    @property
    def maputo_used(self) -> tuple[bool, ...]:
        return self.table.maputo_used

    @property
    def last_reveal(self) -> Reveal | None:
        return self.table.last_reveal

    @property
    def game_over(self) -> bool:
        return self.table.game_over

    @property
    def winners(self) -> tuple[int, ...]:
        return self.table.winners

    @property
    def all_dice(self) -> tuple[tuple[int, ...], ...] | None:
        return self.table.all_dice

    @property
    def last_bid(self) -> Bid | None:
        return self.bids[-1][1] if self.bids else None

    @property
    def unseen_dice(self) -> int:
        """Dice on the table this seat cannot see."""
        return self.table.total_dice - len(self.own_dice)


@dataclass(frozen=True, slots=True)
class PerudoSeatStats:
    """Public per-seat facts for the statistics screen."""

    seat: int
    bids: int = 0
    challenges: int = 0  # Dudo calls made
    challenges_right: int = 0  # ... where the bid fell
    calzas: int = 0
    calzas_right: int = 0
    dice_lost: int = 0
    dice_gained: int = 0
    maputo_declared: int = 0


# -- events ----------------------------------------------------------------------

T_ROUND = QT_TRANSLATE_NOOP("perudo", "Round {round}: {opener} opens, {total} dice on the table")
T_MAPUTO = QT_TRANSLATE_NOOP(
    "perudo", "{seat} declares a Maputo round: ones are not wild and the face cannot change"
)
T_MAPUTO_AUTO = QT_TRANSLATE_NOOP(
    "perudo",
    "Maputo round: {seat} is down to one die; ones are not wild and the face cannot change",
)
T_MAPUTO_DECLINED = QT_TRANSLATE_NOOP(
    "perudo", "{seat} does not declare Maputo and keeps the right for later"
)
T_BID = QT_TRANSLATE_NOOP("perudo", "{seat} bids {quantity} × {face}")
T_DUDO = QT_TRANSLATE_NOOP(
    "perudo", "{seat} says Dudo to {quantity} × {face} by {bidder}: there are {count}"
)
T_CALZA = QT_TRANSLATE_NOOP(
    "perudo", "{seat} says Calza to {quantity} × {face} by {bidder}: there are {count}"
)
T_DIE_LOST = QT_TRANSLATE_NOOP("perudo", "{seat} loses a die ({left} left)")
T_DIE_GAINED = QT_TRANSLATE_NOOP("perudo", "{seat} was exactly right and gains a die ({left} now)")
T_DIE_KEPT = QT_TRANSLATE_NOOP(
    "perudo", "{seat} was exactly right but already has the most dice allowed ({left})"
)
T_ELIMINATED = QT_TRANSLATE_NOOP("perudo", "{seat} has no dice left and is out")
T_GAME_OVER = QT_TRANSLATE_NOOP("perudo", "{winner} wins the game")

# Keyed by (quantity * 7 + face) << 4 | seat: an int key is the cheapest lookup.
_BID_EVENTS: dict[int, Event] = {}


def _event(kind: str, actor: int | None, text: str, /, **data: Any) -> Event:
    return _new_event(kind, actor, text, data, CONTEXT)


def _bid_event(seat: int, bid: Bid) -> Event:
    # Events are immutable (read-only data), so one per seat and bid serves every game.
    key = (bid.quantity * 7 + bid.face) << 4 | seat
    event = _BID_EVENTS.get(key)
    if event is None:
        data = MappingProxyType({"seat": seat, "quantity": bid.quantity, "face": bid.face})
        event = _BID_EVENTS[key] = Event("bid", seat, T_BID, data, CONTEXT)
    return event


def _illegal(template: str, **params: Any) -> IllegalAction:
    return IllegalAction(template, CONTEXT, **params)


# -- fast construction ----------------------------------------------------------

# Die faces from random bytes: bytes 0-251 map evenly onto 1-6, 252-255 are dropped.
_BYTE_TO_FACE = bytes(b % 6 + 1 if b < 252 else 0 for b in range(256))
_BIASED_BYTES = bytes(range(252, 256))


def roll_dice(rng: random.Random, count: int) -> bytes:
    """``count`` fair dice (1-6) from ``rng``, as a bytes string of faces.

    Six times faster than ``rng.choices``: one C call makes all the randomness.
    """
    faces = rng.randbytes(count + 4).translate(_BYTE_TO_FACE, _BIASED_BYTES)
    while len(faces) < count:
        faces += rng.randbytes(count - len(faces) + 4).translate(_BYTE_TO_FACE, _BIASED_BYTES)
    return faces[:count]


# A frozen dataclass's __init__ routes every field through object.__setattr__; the
# arena builds a view per action and a table, a reveal and a few events per round,
# so those are assembled through the slot descriptors directly, in unrolled code
# generated once per class (as dataclasses generates __init__).  None of these
# classes has a __post_init__ to skip; the tests check both ways build equal objects.
T = TypeVar("T")


def slot_builder(cls: type[T]) -> Callable[..., T]:
    """A fast positional constructor for the frozen, slotted dataclass ``cls``."""
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    lines = [f"def build({', '.join(names)}):", "    obj = _new(_cls)"]
    for index, name in enumerate(names):
        namespace[f"_set{index}"] = getattr(cls, name).__set__
        lines.append(f"    _set{index}(obj, {name})")
    lines.append("    return obj")
    exec("\n".join(lines), namespace)  # the code is built from field names only
    build: Callable[..., T] = namespace["build"]
    return build


_new_view = slot_builder(PerudoView)
_new_table = slot_builder(PerudoTable)
_new_reveal = slot_builder(Reveal)
_new_event = slot_builder(Event)


# -- the game --------------------------------------------------------------------


class PerudoGame(Game[PerudoAction, PerudoView]):
    """A game of Perudo from the first roll to the last die.

    ``dice`` sets the first round's dice per seat (a seat's count is the length of
    its list, 0 meaning already out); ``first_player`` sets the first opener,
    otherwise one is drawn with the game's random generator.
    """

    NAME: ClassVar[str] = "perudo"
    MIN_PLAYERS: ClassVar[int] = MIN_PLAYERS
    MAX_PLAYERS: ClassVar[int] = MAX_PLAYERS

    def __init__(
        self,
        players: int = 3,
        rules: PerudoRules = DEFAULT_RULES,
        seed: int | None = None,
        dice: Sequence[Sequence[int]] | None = None,
        first_player: int | None = None,
    ) -> None:
        self.players = check_players(players, MIN_PLAYERS, MAX_PLAYERS)
        if not isinstance(rules, PerudoRules):
            raise ValueError(f"rules must be PerudoRules, not {rules!r}")
        self.rules = rules
        self.seed = new_seed(seed)
        self.history = []
        self._setup_dice = _check_dice(dice, self.players, rules.starting_dice)
        if first_player is not None and (
            type(first_player) is not int or not 0 <= first_player < self.players
        ):
            raise ValueError(
                f"first_player must be a seat 0-{self.players - 1}, not {first_player!r}"
            )
        self._setup_first = first_player
        self._rng = random.Random(self.seed)

        n = self.players
        counts = (
            [len(h) for h in self._setup_dice] if self._setup_dice else [rules.starting_dice] * n
        )
        self._counts: list[int] = counts
        self._total = sum(counts)
        self._hands: list[tuple[int, ...]] = [()] * n
        self._next_seat: list[int] = []
        self._update_next_seats()
        self._alive = sum(1 for c in counts if c)
        self._maputo_used = [False] * n
        self._stats = [[0] * 8 for _ in range(n)]
        self._round = 0
        self._opener = 0
        self._current: int | None = None
        self._winner: int | None = None
        self._bids: tuple[tuple[int, Bid], ...] = ()
        self._last: Bid | None = None
        self._last_index = -1
        self._maputo = False
        self._deciding = False
        self._lost_last: int | None = None
        self._last_reveal: Reveal | None = None
        self._table: PerudoTable
        self._order: tuple[Bid, ...] = ()
        self._positions: tuple[int, ...] = ()

        if first_player is None:
            first_player = self._rng.choice([s for s in range(n) if counts[s]])
        elif not counts[first_player]:
            raise ValueError(f"first_player {first_player} has no dice")
        #: the first round's events (round start, automatic Maputo), for the UI to show
        self.initial_events: list[Event] = []
        self._start_round(first_player, self.initial_events, self._setup_dice)

    # -- queries ---------------------------------------------------------------
    def current_player(self) -> int | None:
        return self._current

    def is_over(self) -> bool:
        return self._winner is not None

    def winners(self) -> list[int]:
        return [] if self._winner is None else [self._winner]

    def legal_actions(self) -> list[PerudoAction]:
        if self._winner is not None:
            return []
        if self._deciding:
            return [DECLARE_MAPUTO, DECLINE_MAPUTO]
        last = self._last
        if last is None:
            if self._maputo:
                return list(_maputo_openings(self._total))
            return list(_normal_openings(self._total, self.rules.ones_opening))
        if self._maputo:
            return [*_maputo_faces(self._total)[last.face][last.quantity :], DUDO]
        if self.rules.calza:
            return [*self._order[self._last_index + 1 :], DUDO, CALZA]
        return [*self._order[self._last_index + 1 :], DUDO]

    def view(self, seat: int) -> PerudoView:
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a {self.players}-player game")
        return _new_view(seat, self._current, self._hands[seat], self._bids, self._table)

    def opening_events(self) -> list[Event]:
        """The first round's events (round start, automatic Maputo), as every engine offers."""
        return list(self.initial_events)

    def all_dice(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's current dice — for the referee and tests, never for a bot."""
        return tuple(self._hands)

    def stats(self) -> tuple[PerudoSeatStats, ...]:
        return tuple(PerudoSeatStats(seat, *row) for seat, row in enumerate(self._stats))

    @property
    def round_number(self) -> int:
        return self._round

    # -- playing ---------------------------------------------------------------
    def apply(self, action: PerudoAction, seat: int | None = None) -> list[Event]:
        """Play ``action`` for the current player (``seat``, if given, must be it)."""
        if self._winner is not None:
            raise _illegal(QT_TRANSLATE_NOOP("perudo", "the game is over: no more actions"))
        if seat is not None and seat != self._current:
            raise _illegal(
                QT_TRANSLATE_NOOP("perudo", "it is {current}'s turn, not {seat}'s"),
                current=self._current,
                seat=seat,
            )
        # Exact type checks: fast, and a look-alike subclass is not a Perudo action.
        if type(action) is Bid:
            return self._bid(action)
        if type(action) is Dudo:
            return self._challenge(action, "dudo")
        if type(action) is Calza:
            return self._challenge(action, "calza")
        if type(action) is DeclareMaputo:
            return self._declare(action)
        raise _illegal(
            QT_TRANSLATE_NOOP("perudo", "{action!r} is not a Perudo action"), action=action
        )

    def _refuse_deciding(self) -> NoReturn:
        raise _illegal(
            QT_TRANSLATE_NOOP(
                "perudo",
                "{seat} opens this round with one die and must first declare Maputo or decline",
            ),
            seat=self._opener,
        )

    def _bid(self, action: Bid) -> list[Event]:
        q = action.quantity
        f = action.face
        if type(q) is not int or type(f) is not int:
            raise _illegal(
                QT_TRANSLATE_NOOP(
                    "perudo",
                    "a bid's quantity and face must be whole numbers, not {quantity!r} and {face!r}",
                ),
                quantity=q,
                face=f,
            )
        if not 1 <= f <= 6:
            raise _illegal(QT_TRANSLATE_NOOP("perudo", "a die face is 1 to 6, not {face}"), face=f)
        total = self._total
        if not 1 <= q <= total:
            raise _illegal(
                QT_TRANSLATE_NOOP(
                    "perudo",
                    "a bid's quantity must be between 1 and the {total} dice on the table, not {quantity}",
                ),
                total=total,
                quantity=q,
            )
        if self._deciding:
            self._refuse_deciding()
        last = self._last
        if self._maputo:
            bid = make_bid(q, f)
            if last is not None:
                if f != last.face:
                    raise _illegal(
                        QT_TRANSLATE_NOOP(
                            "perudo",
                            "the face cannot change in a Maputo round: {bid} may not follow {previous}",
                        ),
                        bid=bid_text(bid),
                        previous=bid_text(last),
                        quantity=q,
                        face=f,
                        prev_quantity=last.quantity,
                        prev_face=last.face,
                    )
                if q <= last.quantity:
                    self._refuse_low(bid, last)
        else:
            # The round's bid order is tabled: a raise is a later position in it.
            position = self._positions[q * 7 + f]
            bid = self._order[position]
            if last is None:
                if f == 1 and not self.rules.ones_opening:
                    raise _illegal(
                        QT_TRANSLATE_NOOP(
                            "perudo",
                            "a round may not be opened with a bid on ones, except in a Maputo round",
                        ),
                        bid=bid_text(bid),
                        quantity=q,
                        face=f,
                    )
            elif position <= self._last_index:
                self._refuse_low(bid, last)
            self._last_index = position

        seat: int = self._current  # type: ignore[assignment]
        self.history.append(bid)
        self._bids = (*self._bids, (seat, bid))
        self._last = bid
        self._stats[seat][0] += 1
        self._current = self._next_seat[seat]
        event = _BID_EVENTS.get((q * 7 + f) << 4 | seat)
        return [event if event is not None else _bid_event(seat, bid)]

    def _refuse_low(self, bid: Bid, last: Bid) -> NoReturn:
        need = min_quantity(last, bid.face, self._maputo)
        params: dict[str, Any] = {
            "bid": bid_text(bid),
            "previous": bid_text(last),
            "quantity": bid.quantity,
            "face": bid.face,
            "prev_quantity": last.quantity,
            "prev_face": last.face,
        }
        if need is not None and need <= self._total:
            raise _illegal(
                QT_TRANSLATE_NOOP(
                    "perudo", "bid {bid} is too low after {previous}: at least {minimum}"
                ),
                minimum=bid_text(make_bid(need, bid.face)),
                min_quantity=need,
                **params,
            )
        raise _illegal(
            QT_TRANSLATE_NOOP(
                "perudo",
                "bid {bid} is too low after {previous}, and with {total} dice on the table no bid on that face is high enough",
            ),
            total=self._total,
            **params,
        )

    def _challenge(self, action: Dudo | Calza, kind: str) -> list[Event]:
        if kind == "calza":
            if not self.rules.calza:
                raise _illegal(
                    QT_TRANSLATE_NOOP("perudo", "Calza is not allowed: the Calza variant is off")
                )
            if self._maputo:
                raise _illegal(
                    QT_TRANSLATE_NOOP("perudo", "Calza is not allowed in a Maputo round")
                )
        if self._deciding:
            self._refuse_deciding()
        last = self._last
        if last is None:
            if kind == "calza":
                raise _illegal(
                    QT_TRANSLATE_NOOP(
                        "perudo", "there is no bid to call Calza on yet: the round has just opened"
                    )
                )
            raise _illegal(
                QT_TRANSLATE_NOOP(
                    "perudo", "there is no bid to challenge yet: the round has just opened"
                )
            )

        caller: int = self._current  # type: ignore[assignment]
        bidder = self._bids[-1][0]
        face = last.face
        wild = face != 1 and not self._maputo
        hands = self._hands
        count = 0
        for hand in hands:
            count += hand.count(face)
            if wild:
                count += hand.count(1)
        self.history.append(action)
        stats = self._stats
        counts = self._counts
        loser: int | None
        gainer: int | None = None
        if kind == "dudo":
            stats[caller][1] += 1
            if count < last.quantity:
                stats[caller][2] += 1
                loser = bidder
            else:
                loser = caller
            text = T_DUDO
        else:
            stats[caller][3] += 1
            if count == last.quantity:
                stats[caller][4] += 1
                loser = None
                if counts[caller] < self.rules.starting_dice:
                    gainer = caller
            else:
                loser = caller
            text = T_CALZA
        eliminated = loser if loser is not None and counts[loser] == 1 else None
        reveal = _new_reveal(
            kind, self._round, caller, bidder, last, self._maputo, tuple(hands), count,
            loser, gainer, eliminated,
        )  # fmt: skip
        self._last_reveal = reveal
        events = [
            _event(
                kind, caller, text, seat=caller, bidder=bidder, quantity=last.quantity,
                face=face, count=count, maputo=self._maputo, dice=reveal.dice,
                loser=loser, gainer=gainer,
            )
        ]  # fmt: skip
        if loser is not None:
            self._lose_die(loser, events)
        elif gainer is not None:
            counts[gainer] += 1
            self._total += 1
            stats[gainer][6] += 1
            events.append(
                _event("die_gained", gainer, T_DIE_GAINED, seat=gainer, left=counts[gainer])
            )
        else:
            events.append(_event("die_kept", caller, T_DIE_KEPT, seat=caller, left=counts[caller]))
        self._lost_last = loser

        if self._alive == 1:
            self._end_game(events)
            return events
        opener = loser if kind == "dudo" else caller
        assert opener is not None
        if not counts[opener]:
            opener = self._next_seat[opener]
        self._start_round(opener, events, None)
        return events

    def _lose_die(self, seat: int, events: list[Event]) -> None:
        counts = self._counts
        counts[seat] -= 1
        self._total -= 1
        self._hands[seat] = self._hands[seat][:-1]
        self._stats[seat][5] += 1
        events.append(_event("die_lost", seat, T_DIE_LOST, seat=seat, left=counts[seat]))
        if not counts[seat]:
            self._alive -= 1
            self._update_next_seats()
            events.append(_event("eliminated", seat, T_ELIMINATED, seat=seat))

    def _declare(self, action: DeclareMaputo) -> list[Event]:
        declare = action.declare
        if type(declare) is not bool:
            raise _illegal(
                QT_TRANSLATE_NOOP("perudo", "a Maputo declaration is true or false, not {value!r}"),
                value=declare,
            )
        if not self._deciding:
            raise self._why_no_maputo()
        seat = self._opener
        self.history.append(DECLARE_MAPUTO if declare else DECLINE_MAPUTO)
        self._deciding = False
        if declare:
            self._maputo = True
            self._maputo_used[seat] = True
            self._stats[seat][7] += 1
            event = _event("maputo_declared", seat, T_MAPUTO, seat=seat, automatic=False)
        else:
            event = _event("maputo_declined", seat, T_MAPUTO_DECLINED, seat=seat)
        self._refresh_table()
        return [event]

    def _why_no_maputo(self) -> IllegalAction:
        seat = self._current
        if self.rules.auto_maputo:
            return _illegal(
                QT_TRANSLATE_NOOP(
                    "perudo", "Maputo cannot be declared: with these rules it comes automatically"
                )
            )
        if self._bids:
            return _illegal(
                QT_TRANSLATE_NOOP("perudo", "Maputo can only be declared before the opening bid")
            )
        if seat != self._opener or seat is None:
            return _illegal(
                QT_TRANSLATE_NOOP("perudo", "only the opener of a round may declare Maputo")
            )
        if self._counts[seat] != 1:
            return _illegal(
                QT_TRANSLATE_NOOP(
                    "perudo",
                    "only an opener with a single die may declare Maputo; {seat} has {dice}",
                ),
                seat=seat,
                dice=self._counts[seat],
            )
        if self._maputo:
            return _illegal(QT_TRANSLATE_NOOP("perudo", "this round is already a Maputo round"))
        if self._maputo_used[seat]:
            return _illegal(
                QT_TRANSLATE_NOOP("perudo", "{seat} has already declared Maputo once this game"),
                seat=seat,
            )
        return _illegal(
            QT_TRANSLATE_NOOP("perudo", "{seat} has already declined Maputo for this round"),
            seat=seat,
        )

    # -- rounds ------------------------------------------------------------------
    def _start_round(
        self,
        opener: int,
        events: list[Event],
        dice: tuple[tuple[int, ...], ...] | None,
    ) -> None:
        self._round += 1
        counts = self._counts
        total = self._total
        if dice is None:
            rolled = roll_dice(self._rng, total)
            hands: list[tuple[int, ...]] = []
            start = 0
            for c in counts:
                hands.append(tuple(rolled[start : start + c]))
                start += c
            self._hands = hands
        else:
            self._hands = list(dice)
        self._opener = opener
        self._current = opener
        self._bids = ()
        self._last = None
        self._last_index = -1
        self._maputo = False
        self._deciding = False
        self._order = _normal_order(total)
        self._positions = _normal_positions(total)
        events.append(
            _event(
                "round_start", opener, T_ROUND, round=self._round, opener=opener,
                total=total, dice_counts=tuple(counts),
            )
        )  # fmt: skip
        if counts[opener] == 1:
            if self.rules.auto_maputo:
                if self._lost_last == opener:
                    self._maputo = True
                    self._maputo_used[opener] = True
                    self._stats[opener][7] += 1
                    events.append(
                        _event(
                            "maputo_declared", opener, T_MAPUTO_AUTO, seat=opener, automatic=True
                        )
                    )
            elif not self._maputo_used[opener]:
                self._deciding = True
        self._refresh_table()

    def _end_game(self, events: list[Event]) -> None:
        winner = next(s for s in range(self.players) if self._counts[s])
        self._winner = winner
        self._current = None
        self._deciding = False
        self._refresh_table()
        events.append(_event("game_over", winner, T_GAME_OVER, winner=winner))

    def _refresh_table(self) -> None:
        over = self._winner is not None
        self._table = _new_table(
            self.players, self.rules, tuple(self._counts), self._total, self._round,
            self._opener, self._maputo, self._deciding, tuple(self._maputo_used),
            self._last_reveal, over, () if self._winner is None else (self._winner,),
            tuple(self._hands) if over else None,
        )  # fmt: skip

    def _update_next_seats(self) -> None:
        n = self.players
        counts = self._counts
        nxt = []
        for seat in range(n):
            after = seat
            for step in range(1, n + 1):
                candidate = (seat + step) % n
                if counts[candidate]:
                    after = candidate
                    break
            nxt.append(after)
        self._next_seat = nxt

    # -- saving ------------------------------------------------------------------
    def setup_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "rules": rules_to_json(self.rules),
            "seed": self.seed,
            "dice": None if self._setup_dice is None else [list(h) for h in self._setup_dice],
            "first_player": self._setup_first,
        }

    def encode_action(self, action: PerudoAction) -> Any:
        return simple_action_json(action)

    @classmethod
    def decode_action(cls, data: Any) -> PerudoAction:
        action = simple_action_from_json(ACTION_CLASSES, data)
        if isinstance(action, Bid):
            for name in ("quantity", "face"):
                value = getattr(action, name)
                if type(value) is not int:
                    raise _illegal(QT_TRANSLATE_NOOP("perudo", "a bid's {name} must be a whole number, not {value!r}"),
                                   name=name, value=value)  # fmt: skip
            return make_bid(action.quantity, action.face)
        if isinstance(action, DeclareMaputo) and type(action.declare) is not bool:
            raise _illegal(QT_TRANSLATE_NOOP("perudo", "a Maputo declaration is true or false, not {value!r}"),
                           value=action.declare)  # fmt: skip
        return action

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any]) -> PerudoGame:
        if not isinstance(setup, Mapping):
            raise ValueError("the setup must be a JSON object")
        known = {"players", "rules", "seed", "dice", "first_player"}
        unknown = set(setup) - known
        if unknown:
            raise ValueError(f"unknown setup fields: {sorted(unknown)}")
        for name in ("players", "seed"):
            if setup.get(name) is None:
                raise ValueError(f"the setup lacks {name!r}")
        rules = rules_from_json(PerudoRules, setup.get("rules", {}))
        return cls(
            players=setup["players"],
            rules=rules,
            seed=setup["seed"],
            dice=setup.get("dice"),
            first_player=setup.get("first_player"),
        )


def _check_dice(
    dice: object, players: int, starting_dice: int
) -> tuple[tuple[int, ...], ...] | None:
    """Validated first-round dice, one tuple per seat, or ``None`` to roll them."""
    if dice is None:
        return None
    if not isinstance(dice, list | tuple) or len(dice) != players:
        raise ValueError(f"dice must list one hand per seat ({players}), not {dice!r}")
    hands = []
    for seat, hand in enumerate(dice):
        if not isinstance(hand, list | tuple) or len(hand) > starting_dice:
            raise ValueError(
                f"seat {seat}'s dice must be a list of at most {starting_dice}, not {hand!r}"
            )
        for die in hand:
            if type(die) is not int or not 1 <= die <= 6:
                raise ValueError(f"seat {seat} has a die that is not 1-6: {die!r}")
        hands.append(tuple(hand))
    if sum(1 for hand in hands if hand) < 2:
        raise ValueError("at least two seats need dice")
    return tuple(hands)
