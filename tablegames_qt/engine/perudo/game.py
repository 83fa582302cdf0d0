"""The Perudo game state: :class:`PerudoGame`, from the first roll to the last die.

Speed matters because the arena plays thousands of bot games: every round looks
its legal bids up in tables ordered once per number of dice on the table, the
public part of a view (:class:`PerudoTable`) is built once per round and shared
by every view, and bid events are cached.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tablegames_qt.engine.core import (
    QT_TRANSLATE_NOOP,
    Event,
    Game,
    check_players,
    new_seed,
)
from tablegames_qt.engine.perudo import events as ev
from tablegames_qt.engine.perudo import save
from tablegames_qt.engine.perudo.bids import (
    make_bid,
    maputo_faces,
    maputo_openings,
    normal_openings,
    normal_order,
    normal_positions,
)
from tablegames_qt.engine.perudo.fast import roll_dice, slot_builder
from tablegames_qt.engine.perudo.messages import (
    BID_EVENTS,
    T_CALZA,
    T_DIE_GAINED,
    T_DIE_KEPT,
    T_DIE_LOST,
    T_DUDO,
    T_ELIMINATED,
    T_GAME_OVER,
    T_LAST_DIE_LOST,
    T_MAPUTO,
    T_MAPUTO_AUTO,
    T_MAPUTO_DECLINED,
    T_ROUND,
    bid_event,
    challenged_bid,
    illegal,
    refuse_deciding,
    refuse_low,
    refuse_numbers,
    why_no_maputo,
)
from tablegames_qt.engine.perudo.rules import (
    CALZA,
    DECLARE_MAPUTO,
    DECLINE_MAPUTO,
    DEFAULT_RULES,
    DUDO,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Bid,
    Calza,
    DeclareMaputo,
    Dudo,
    PerudoAction,
    PerudoRules,
    bid_text,
)
from tablegames_qt.engine.perudo.save import check_dice
from tablegames_qt.engine.perudo.verdict import judge, next_seats
from tablegames_qt.engine.perudo.view import (
    PerudoSeatStats,
    PerudoTable,
    PerudoView,
    Reveal,
    SeatTally,
)

_new_view = slot_builder(PerudoView)
_new_table = slot_builder(PerudoTable)
_new_reveal = slot_builder(Reveal)


class PerudoGame(Game[PerudoAction, PerudoView]):
    """A game of Perudo from the first roll to the last die.

    ``dice`` sets the first round's dice per seat (a seat's count is the length of
    its list, 0 meaning already out); ``first_player`` sets the first opener,
    otherwise one is drawn with the game's random generator.
    """

    NAME: ClassVar[str] = "perudo"
    ROUND_EVENTS: ClassVar[frozenset[str]] = frozenset({ev.ROUND_START.name})
    EVENTS = ev.EVENTS
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
        rules.__post_init__()  # checked again: a field forced after the rules were made
        self.rules = rules
        self.seed = new_seed(seed)
        self.history = []
        self._setup_dice = check_dice(dice, self.players, rules.starting_dice)
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
        self._next_seat = next_seats(self._counts)
        self._alive = sum(1 for c in counts if c)
        self._maputo_used = [False] * n
        self._stats = [SeatTally() for _ in range(n)]
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
                return list(maputo_openings(self._total))
            return list(normal_openings(self._total, self.rules.ones_opening))
        if self._maputo:
            return [*maputo_faces(self._total)[last.face][last.quantity :], DUDO]
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
        return tuple(tally.stats(seat) for seat, tally in enumerate(self._stats))

    @property
    def round_number(self) -> int:
        return self._round

    # -- playing ---------------------------------------------------------------
    def apply(self, action: PerudoAction, seat: int | None = None) -> list[Event]:
        """Play ``action`` for the current player (``seat``, if given, must be it)."""
        if self._winner is not None:
            raise illegal(QT_TRANSLATE_NOOP("perudo", "the game is over: no more actions"))
        if seat is not None and seat != self._current:
            raise illegal(
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
        raise illegal(
            QT_TRANSLATE_NOOP("perudo", "{action!r} is not a Perudo action"), action=action
        )

    def _bid(self, action: Bid) -> list[Event]:
        q = action.quantity
        f = action.face
        total = self._total
        if type(q) is not int or type(f) is not int or not (1 <= f <= 6 and 1 <= q <= total):
            refuse_numbers(q, f, total)
        if self._deciding:
            refuse_deciding(self._opener)
        last = self._last
        if self._maputo:
            bid = make_bid(q, f)
            if last is not None:
                if f != last.face:
                    raise illegal(
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
                    refuse_low(bid, last, self._maputo, self._total)
        else:
            # The round's bid order is tabled: a raise is a later position in it.
            position = self._positions[q * 7 + f]
            bid = self._order[position]
            if last is None:
                if f == 1 and not self.rules.ones_opening:
                    raise illegal(
                        QT_TRANSLATE_NOOP(
                            "perudo",
                            "a round may not be opened with a bid on ones, except in a Maputo round",
                        ),
                        bid=bid_text(bid),
                        quantity=q,
                        face=f,
                    )
            elif position <= self._last_index:
                refuse_low(bid, last, self._maputo, self._total)
            self._last_index = position

        seat: int = self._current  # type: ignore[assignment]
        self.history.append(bid)
        self._bids = (*self._bids, (seat, bid))
        self._last = bid
        self._stats[seat].bids += 1
        self._current = self._next_seat[seat]
        event = BID_EVENTS.get((q * 7 + f) << 4 | seat)
        return [event if event is not None else bid_event(seat, bid)]

    def _challenge(self, action: Dudo | Calza, kind: str) -> list[Event]:
        last = challenged_bid(kind, self.rules.calza, self._maputo, self._deciding, self._opener,
                              self._last)
        caller: int = self._current  # type: ignore[assignment]
        bidder = self._bids[-1][0]
        count = self._dice_showing(last.face)
        self.history.append(action)
        loser, gainer, text = self._judge(kind, caller, bidder, last, count)
        eliminated = loser if loser is not None and self._counts[loser] == 1 else None
        reveal = _new_reveal(
            kind, self._round, caller, bidder, last, self._maputo, tuple(self._hands), count,
            loser, gainer, eliminated,
        )  # fmt: skip
        self._last_reveal = reveal
        events = [
            (ev.DUDO if kind == "dudo" else ev.CALZA).event(
                caller, text,
                {"seat": caller, "bidder": bidder, "quantity": last.quantity, "face": last.face,
                 "count": count, "maputo": self._maputo, "dice": reveal.dice, "loser": loser,
                 "gainer": gainer},
            )
        ]  # fmt: skip
        self._settle_dice(caller, loser, gainer, events)
        self._lost_last = loser

        if self._alive == 1:
            self._end_game(events)
            return events
        opener = loser if kind == "dudo" else caller
        assert opener is not None
        if not self._counts[opener]:
            opener = self._next_seat[opener]
        self._start_round(opener, events, None)
        return events

    def _dice_showing(self, face: int) -> int:
        """How many dice on the table count for ``face`` (ones are wild outside Maputo)."""
        wild = face != 1 and not self._maputo
        count = 0
        for hand in self._hands:
            count += hand.count(face)
            if wild:
                count += hand.count(1)
        return count

    def _judge(
        self, kind: str, caller: int, bidder: int, last: Bid, count: int
    ) -> tuple[int | None, int | None, str]:
        """Who loses a die and who gains one (``verdict.judge``), with the event's text;
        counts the caller's challenges in the statistics."""
        may_gain = self._counts[caller] < self.rules.starting_dice
        loser, gainer = judge(kind, caller, bidder, last.quantity, count, may_gain)
        stats = self._stats[caller]
        if kind == "dudo":
            stats.challenges += 1
            stats.challenges_right += loser == bidder
            return loser, gainer, T_DUDO
        stats.calzas += 1
        stats.calzas_right += loser is None
        return loser, gainer, T_CALZA

    def _settle_dice(
        self, caller: int, loser: int | None, gainer: int | None, events: list[Event]
    ) -> None:
        """The loser loses a die, or the gainer gains one, or the caller keeps its dice."""
        counts = self._counts
        if loser is not None:
            self._lose_die(loser, events)
        elif gainer is not None:
            counts[gainer] += 1
            self._total += 1
            self._stats[gainer].dice_gained += 1
            events.append(
                ev.DIE_GAINED.event(gainer, T_DIE_GAINED, {"seat": gainer, "left": counts[gainer]})
            )
        else:
            events.append(
                ev.DIE_KEPT.event(caller, T_DIE_KEPT, {"seat": caller, "left": counts[caller]})
            )

    def _lose_die(self, seat: int, events: list[Event]) -> None:
        counts = self._counts
        counts[seat] -= 1
        self._total -= 1
        self._hands[seat] = self._hands[seat][:-1]
        self._stats[seat].dice_lost += 1
        # "(0 left)" would read oddly: the last die has its own sentence
        text = T_DIE_LOST if counts[seat] else T_LAST_DIE_LOST
        events.append(ev.DIE_LOST.event(seat, text, {"seat": seat, "left": counts[seat]}))
        if not counts[seat]:
            self._alive -= 1
            self._next_seat = next_seats(self._counts)
            events.append(ev.ELIMINATED.event(seat, T_ELIMINATED, {"seat": seat}))

    def _declare(self, action: DeclareMaputo) -> list[Event]:
        declare = action.declare
        if type(declare) is not bool:
            raise illegal(
                QT_TRANSLATE_NOOP("perudo", "a Maputo declaration is true or false, not {value!r}"),
                value=declare,
            )
        if not self._deciding:
            raise why_no_maputo(
                self._current, self._opener, automatic=self.rules.auto_maputo,
                bidding=bool(self._bids), maputo=self._maputo, counts=self._counts,
                used=self._maputo_used,
            )  # fmt: skip
        seat = self._opener
        self.history.append(DECLARE_MAPUTO if declare else DECLINE_MAPUTO)
        self._deciding = False
        if declare:
            self._maputo = True
            self._maputo_used[seat] = True
            self._stats[seat].maputo_declared += 1
            event = ev.MAPUTO_DECLARED.event(
                seat, T_MAPUTO, {"seat": seat, "automatic": False}
            )
        else:
            event = ev.MAPUTO_DECLINED.event(seat, T_MAPUTO_DECLINED, {"seat": seat})
        self._refresh_table()
        return [event]

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
        self._order = normal_order(total)
        self._positions = normal_positions(total)
        events.append(
            ev.ROUND_START.event(
                opener, T_ROUND,
                {"round": self._round, "opener": opener, "total": total,
                 "dice_counts": tuple(counts)},
            )
        )  # fmt: skip
        if counts[opener] == 1:
            if self.rules.auto_maputo:
                if self._lost_last == opener:
                    self._maputo = True
                    self._maputo_used[opener] = True
                    self._stats[opener].maputo_declared += 1
                    events.append(
                        ev.MAPUTO_DECLARED.event(
                            opener, T_MAPUTO_AUTO,
                            {"seat": opener, "automatic": True},
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
        events.append(ev.GAME_OVER.event(winner, T_GAME_OVER, {"winner": winner}))

    def _refresh_table(self) -> None:
        over = self._winner is not None
        self._table = _new_table(
            self.players, self.rules, tuple(self._counts), self._total, self._round,
            self._opener, self._maputo, self._deciding, tuple(self._maputo_used),
            self._last_reveal, over, () if self._winner is None else (self._winner,),
            tuple(self._hands) if over else None,
        )  # fmt: skip

    # -- saving ------------------------------------------------------------------
    def setup_json(self) -> dict[str, Any]:
        return save.setup_json(
            self.players, self.rules, self.seed, self._setup_dice, self._setup_first
        )

    def encode_action(self, action: PerudoAction) -> Any:
        return save.encode_action(action)

    @classmethod
    def decode_action(cls, data: Any) -> PerudoAction:
        return save.decode_action(data)

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any]) -> PerudoGame:
        return cls(**save.setup_arguments(setup))
