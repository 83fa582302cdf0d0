"""The Macháček match: :class:`MachacekGame`, game after game until the match ends.

The cup goes round, every action is checked and answered with events; the
values are :mod:`.values`, what a seat sees :mod:`.view`, the save format
:mod:`.save`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tablegames_qt.engine import core
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Event, IllegalAction
from tablegames_qt.engine.limits import check_preset_length
from tablegames_qt.engine.machacek import events as ev
from tablegames_qt.engine.machacek import save
from tablegames_qt.engine.machacek.rules import (
    BELIEVE,
    CONTEXT,
    DEFAULT_RULES,
    DOUBT,
    Announce,
    Believe,
    Doubt,
    EndMatch,
    MachacekAction,
    MachacekRules,
)
from tablegames_qt.engine.machacek.values import (
    MACHACEK,
    RANK_OF,
    VALUES,
    check_die,
    is_higher,
    is_true,
    lowest_answer,
    value_of,
)
from tablegames_qt.engine.machacek.view import (
    PHASE_ANNOUNCE,
    PHASE_OVER,
    PHASE_RESPOND,
    CupResult,
    MachacekView,
    PlayerStats,
)

# the announcements that may follow each value, built once: legal_actions() only copies
_ANNOUNCE: dict[int, Announce] = {value: Announce(value) for value in VALUES}
_FIRST_ANNOUNCEMENTS: tuple[Announce, ...] = tuple(_ANNOUNCE[v] for v in VALUES)
_ANSWERS: dict[int, tuple[Announce, ...]] = {
    old: tuple(_ANNOUNCE[new] for new in VALUES if is_higher(new, old)) for old in VALUES
}
# rolling is on the arena's hot path: dice and values by table, not arithmetic
_DICE: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
_ROLL_VALUE: dict[tuple[int, int], int] = {dice: value_of(*dice) for dice in _DICE}
_CLOCKWISE: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(tuple((start + i) % n for i in range(n)) for start in range(n)) for n in range(2, 11)
}


def _illegal(template: str, **params: Any) -> IllegalAction:
    return IllegalAction(template, CONTEXT, **params)


def _check_rolls(rolls: Sequence[Sequence[int]] | None) -> tuple[tuple[int, int], ...]:
    if rolls is None:
        return ()
    if isinstance(rolls, str | bytes) or not isinstance(rolls, Sequence):
        raise ValueError(f"rolls must be a list of pairs of dice, not {rolls!r}")
    check_preset_length("rolls", len(rolls))
    out: list[tuple[int, int]] = []
    for pair in rolls:
        if isinstance(pair, str | bytes) or not isinstance(pair, Sequence) or len(pair) != 2:
            raise ValueError(f"a roll is a pair of dice, not {pair!r}")
        out.append((check_die(pair[0]), check_die(pair[1])))
    return tuple(out)


class MachacekGame(core.Game[MachacekAction, MachacekView]):
    """A match of Macháček for 2 to 10 players.

    ``rolls`` gives the dice of the next rolls in order, then the game's rng
    takes over; ``first_player`` is the first game's starter (else drawn).
    """

    NAME: ClassVar[str] = "machacek"
    ROUND_EVENTS: ClassVar[frozenset[str]] = frozenset({ev.GAME_START.name})
    EVENTS = ev.EVENTS
    MIN_PLAYERS: ClassVar[int] = 2
    MAX_PLAYERS: ClassVar[int] = 10

    def __init__(
        self,
        players: int = 3,
        rules: MachacekRules = DEFAULT_RULES,
        seed: int | None = None,
        rolls: Sequence[Sequence[int]] | None = None,
        first_player: int | None = None,
    ) -> None:
        self.players = n = core.check_players(players, self.MIN_PLAYERS, self.MAX_PLAYERS)
        if not isinstance(rules, MachacekRules):
            raise ValueError(f"rules must be MachacekRules, not {rules!r}")
        rules.__post_init__()  # checked again: a field forced after the rules were made
        self.rules = rules
        self.seed = core.new_seed(seed)
        self._rolls = _check_rolls(rolls)
        if first_player is not None and (type(first_player) is not int or not 0 <= first_player < n):
            raise ValueError(f"first_player must be a seat from 0 to {n - 1}, not {first_player!r}")
        self._first_player_arg = first_player
        self._rng = random.Random(self.seed)
        self._next_roll = 0
        self.history: list[MachacekAction] = []

        self._wins = [0] * n
        self._losses = [0] * n
        self._doubted = [0] * n
        self._caught = [0] * n
        self._challenges = [0] * n
        self._challenges_right = [0] * n
        self._bluffs_made = [0] * n
        self._lives = [rules.lives] * n
        self._alive = [True] * n
        # the shared view tuples, built directly: a new game is on the arena's hot path
        self._dirty = False
        self._wins_t = tuple(self._wins)
        self._lives_t = tuple(self._lives)
        self._alive_t = tuple(self._alive)
        self._stats_t = (PlayerStats(),) * n

        self._games_played = 0
        self._last_result: CupResult | None = None
        self._winners: tuple[int, ...] = ()
        self._phase = PHASE_ANNOUNCE
        self._order: tuple[int, ...] = ()
        self._pos = 0
        self._announcements: tuple[tuple[int, int], ...] = ()
        self._dice: tuple[int, int] = (0, 0)
        self._rolled = 0  # value of self._dice
        self._holder: int | None = None

        starter = self._rng.randrange(n) if first_player is None else first_player
        self._opening_events = self._start_game(starter)

    # -- internals ------------------------------------------------------------
    def _refresh_public(self) -> None:
        """Rebuild the per-seat tuples that views share; they change only when a
        game ends, so views and the hot path never copy lists."""
        self._dirty = False
        self._wins_t = tuple(self._wins)
        self._lives_t = tuple(self._lives)
        self._alive_t = tuple(self._alive)
        self._stats_t = tuple(
            PlayerStats(*fields)
            for fields in zip(
                self._wins,
                self._losses,
                self._doubted,
                self._caught,
                self._challenges,
                self._challenges_right,
                strict=True,
            )
        )

    def _roll(self, seat: int) -> Event:
        if self._next_roll < len(self._rolls):
            dice = self._rolls[self._next_roll]
            self._next_roll += 1
        else:
            dice = _DICE[self._rng.randrange(36)]
        self._dice = dice
        self._rolled = _ROLL_VALUE[dice]
        self._holder = seat
        return ev.ROLL.event(seat, QT_TRANSLATE_NOOP("machacek", "{seat} rolls the dice"), {"seat": seat})

    def _start_game(self, starter: int) -> list[Event]:
        n = self.players
        alive = self._alive
        if self.rules.random_order:
            others = [s for s in range(n) if alive[s] and s != starter]
            self._rng.shuffle(others)
            order = (starter, *others)
        elif all(alive):
            order = _CLOCKWISE[n][starter]
        else:
            order = tuple(s % n for s in range(starter, starter + n) if alive[s % n])
        self._order = order
        self._pos = 0
        self._announcements = ()
        self._phase = PHASE_ANNOUNCE
        game = self._games_played + 1
        start = ev.GAME_START.event(
            starter,
            QT_TRANSLATE_NOOP("machacek", "Game {game}: {seat} starts"),
            {"seat": starter, "game": game, "order": order},
        )
        return [start, self._roll(starter)]

    def _match_winners(self) -> tuple[int, ...]:
        if self.rules.lives:
            return tuple(s for s in range(self.players) if self._alive[s])
        best = max(self._wins)
        return tuple(s for s in range(self.players) if self._wins[s] == best)

    def _finish_match(self, events: list[Event]) -> None:
        self._phase = PHASE_OVER
        self._holder = None
        self._winners = winners = self._match_winners()
        if len(winners) == 1:
            events.append(ev.MATCH_OVER.event(
                winners[0], QT_TRANSLATE_NOOP("machacek", "{seat} wins the match"),
                {"seat": winners[0], "winners": winners}))
        else:
            events.append(ev.MATCH_OVER.event(
                None, QT_TRANSLATE_NOOP("machacek", "The match ends in a tie"), {"winners": winners}))

    # -- the protocol -----------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self._phase == PHASE_OVER else self._order[self._pos]

    def legal_actions(self) -> list[MachacekAction]:
        phase = self._phase
        if phase == PHASE_RESPOND:
            return [BELIEVE, DOUBT]
        if phase == PHASE_OVER:
            return []
        if self._announcements:
            return list(_ANSWERS[self._announcements[-1][1]])
        return list(_FIRST_ANNOUNCEMENTS)

    def is_over(self) -> bool:
        return self._phase == PHASE_OVER

    def winners(self) -> list[int]:
        return list(self._winners)

    def opening_events(self) -> list[Event]:
        """The events of the set-up (first game start and roll), for the UI to show."""
        return list(self._opening_events)

    def bluffs_made(self, seat: int) -> int:
        """Private to ``seat``: its false announcements, opened or not.  Never give
        this to another seat (bots get only their own view)."""
        return self._bluffs_made[seat]

    def apply(self, action: MachacekAction, seat: int | None = None) -> list[Event]:
        """Play ``action`` for the current player.  With ``seat``, also check that
        it is that seat's turn.  :class:`EndMatch` is nobody's turn."""
        if self._phase == PHASE_OVER:
            raise _illegal(QT_TRANSLATE_NOOP("machacek", "the match is over"))
        if isinstance(action, EndMatch):
            return self._end_match(action)
        if not isinstance(action, Announce | Believe | Doubt):
            raise _illegal(QT_TRANSLATE_NOOP("machacek", "{action!r} is not a Macháček action"),
                           action=action)
        current = self._order[self._pos]
        if seat is not None and seat != current:
            raise _illegal(QT_TRANSLATE_NOOP("machacek", "it is {current}'s turn, not {seat}'s"),
                           current=current, seat=seat)
        if isinstance(action, Announce):
            return self._announce(current, action)
        if self._phase != PHASE_RESPOND:
            raise self._not_now(current, isinstance(action, Believe))
        if isinstance(action, Believe):
            return self._believe(current)
        return self._doubt(current)

    def _not_now(self, seat: int, believe: bool) -> IllegalAction:
        """Why Believe or Doubt is refused when ``seat`` has to announce."""
        if self._announcements:
            return _illegal(
                QT_TRANSLATE_NOOP("machacek", "{seat} has already believed and rolled: {seat} must announce a value now"),
                seat=seat,
            )
        if believe:
            text = QT_TRANSLATE_NOOP("machacek", "{seat} cannot believe: nothing has been announced yet, {seat} starts this game and must announce a value")
        else:
            text = QT_TRANSLATE_NOOP("machacek", "{seat} cannot doubt: nothing has been announced yet, {seat} starts this game and must announce a value")
        return _illegal(text, seat=seat)

    def _announce(self, seat: int, action: Announce) -> list[Event]:
        value = action.value
        if self._phase != PHASE_ANNOUNCE:
            raise _illegal(
                QT_TRANSLATE_NOOP("machacek", "{seat} cannot announce now: first believe or doubt the announcement {value}"),
                seat=seat, value=self._announcements[-1][1],
            )
        if type(value) is not int:
            raise _illegal(
                QT_TRANSLATE_NOOP("machacek", "an announcement must be one of the 21 values, not {value!r}"),
                value=value,
            )
        if value not in RANK_OF:
            swapped = value % 10 * 10 + value // 10 if 10 <= value <= 99 else 0
            if swapped in RANK_OF:
                raise _illegal(
                    QT_TRANSLATE_NOOP("machacek", "{value} is not one of the 21 values: the higher die comes first, {swapped}"),
                    value=value, swapped=swapped,
                )
            raise _illegal(
                QT_TRANSLATE_NOOP("machacek", "{value} is not one of the 21 values"), value=value
            )
        announcements = self._announcements
        if announcements:
            previous = announcements[-1][1]
            if not is_higher(value, previous):
                if previous == MACHACEK:
                    raise _illegal(
                        QT_TRANSLATE_NOOP("machacek", "announcement {value} is too low after Macháček: only Macháček may answer it"),
                        value=value, previous=previous,
                    )
                raise _illegal(
                    QT_TRANSLATE_NOOP("machacek", "announcement {value} is too low after {previous}: at least {minimum}"),
                    value=value, previous=previous, minimum=lowest_answer(previous),
                )
        if not is_true(self._rolled, value, self.rules.truth):
            self._bluffs_made[seat] += 1
        self._announcements = (*announcements, (seat, value))
        self._phase = PHASE_RESPOND
        self._pos = pos = (self._pos + 1) % len(self._order)
        self.history.append(action)
        to = self._order[pos]
        return [
            ev.ANNOUNCE.event(seat, QT_TRANSLATE_NOOP("machacek", "{seat} announces {value} to {to}"),
                              {"seat": seat, "value": value, "to": to})
        ]

    def _believe(self, seat: int) -> list[Event]:
        announcer, value = self._announcements[-1]
        self.history.append(BELIEVE)
        self._phase = PHASE_ANNOUNCE
        believe = ev.BELIEVE.event(
            seat, QT_TRANSLATE_NOOP("machacek", "{seat} believes {announcer}"),
            {"seat": seat, "announcer": announcer, "value": value},
        )
        return [believe, self._roll(seat)]

    def _doubt(self, seat: int) -> list[Event]:
        self.history.append(DOUBT)
        announcer, announced = self._announcements[-1]
        rolled = self._rolled
        bluff = not is_true(rolled, announced, self.rules.truth)
        winner, loser = (seat, announcer) if bluff else (announcer, seat)
        game = self._games_played + 1
        self._games_played = game
        self._count_doubt(seat, announcer, winner, loser, bluff)
        data: ev.CupData = {
            "seat": seat, "challenger": seat, "announcer": announcer, "value": announced,
            "rolled": rolled, "dice": self._dice, "bluff": bluff, "winner": winner,
            "loser": loser, "game": game,
        }
        events = self._reveal_events(seat, loser, bluff, data)
        lost, eliminated = self._take_lives(loser, announced, events)
        self._last_result = CupResult(
            game, self._dice, rolled, announced, announcer, seat, bluff, winner, loser, lost, eliminated
        )
        self._holder = None
        self._dirty = True

        if self.rules.lives:
            over = sum(self._alive) == 1
        else:
            over = self.rules.games is not None and game >= self.rules.games
        if over:
            self._finish_match(events)
            return events
        starter = loser
        if eliminated:
            # (chosen) the loser is out: the next player after them in this game's order starts
            order = self._order
            starter = order[(order.index(loser) + 1) % len(order)]
        events.extend(self._start_game(starter))
        return events

    def _count_doubt(self, seat: int, announcer: int, winner: int, loser: int, bluff: bool) -> None:
        """The game's wins and losses and both players' doubt statistics."""
        self._wins[winner] += 1
        self._losses[loser] += 1
        self._doubted[announcer] += 1
        self._challenges[seat] += 1
        if bluff:
            self._caught[announcer] += 1
            self._challenges_right[seat] += 1

    def _reveal_events(
        self, seat: int, loser: int, bluff: bool, data: ev.CupData
    ) -> list[Event]:
        """The doubt, what the cup shows and who lost the game."""
        events = [
            ev.DOUBT.event(seat, QT_TRANSLATE_NOOP("machacek", "{seat} does not believe {announcer}"), data)
        ]
        if not bluff:
            text = QT_TRANSLATE_NOOP("machacek", "The cup shows {rolled}: {announcer} told the truth and {seat} loses")
        elif self.rules.truth == "exact":
            text = QT_TRANSLATE_NOOP("machacek", "The cup shows {rolled}, not {value}: {seat} caught {announcer} bluffing")
        else:
            text = QT_TRANSLATE_NOOP("machacek", "The cup shows {rolled}, less than {value}: {seat} caught {announcer} bluffing")
        events.append(ev.REVEAL.event(seat, text, data))
        events.append(
            ev.GAME_OVER.event(loser, QT_TRANSLATE_NOOP("machacek", "{winner} wins game {game}, {loser} loses"),
                               data)
        )
        return events

    def _take_lives(self, loser: int, announced: int, events: list[Event]) -> tuple[int, bool]:
        """With lives on, the loser loses one (two for a Macháček called): the lives lost
        and whether that put the loser out."""
        if not self.rules.lives:
            return 0, False
        lost = 2 if announced == MACHACEK else 1
        left = self._lives[loser] = max(0, self._lives[loser] - lost)
        if left == 0:  # "(0 left)" would read oddly: the last life has its own sentence
            text = QT_TRANSLATE_NOOP("machacek", "{seat} loses the last life") if lost == 1 else (
                QT_TRANSLATE_NOOP("machacek", "{seat} loses two lives for Macháček and has none left"))
        elif lost == 1:
            text = QT_TRANSLATE_NOOP("machacek", "{seat} loses a life ({left} left)")
        else:
            text = QT_TRANSLATE_NOOP("machacek", "{seat} loses two lives for Macháček ({left} left)")
        events.append(ev.LIFE_LOST.event(loser, text, {"seat": loser, "lost": lost, "left": left}))
        if left != 0:
            return lost, False
        self._alive[loser] = False
        events.append(
            ev.ELIMINATED.event(loser, QT_TRANSLATE_NOOP("machacek", "{seat} is out of the match"),
                                {"seat": loser})
        )
        return lost, True

    def _end_match(self, action: EndMatch) -> list[Event]:
        if not self.rules.open_ended:
            if self.rules.lives:
                raise _illegal(QT_TRANSLATE_NOOP("machacek", "a match with lives ends only when one player is left"))
            raise _illegal(
                QT_TRANSLATE_NOOP("machacek", "only an open-ended match can be ended: this one ends after {games} games"),
                games=self.rules.games,
            )
        self.history.append(action)
        events: list[Event] = []
        self._finish_match(events)
        return events

    def end_match(self) -> list[Event]:
        """Stop an open-ended match now (same as ``apply(EndMatch())``)."""
        return self.apply(EndMatch())

    def view(self, seat: int) -> MachacekView:
        if type(seat) is not int or not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat!r} in a game of {self.players}")
        if self._dirty:
            self._refresh_public()
        phase = self._phase
        current = None if phase == PHASE_OVER else self._order[self._pos]
        announcements = self._announcements
        return MachacekView(
            seat=seat,
            players=self.players,
            rules=self.rules,
            phase=phase,
            current_player=current,
            order=self._order,
            alive=self._alive_t,
            own_roll=self._rolled if self._holder == seat else None,
            announcement=announcements[-1][1] if seat == current and announcements else None,
            announcements=announcements,
            cup_holder=self._holder,
            wins=self._wins_t,
            lives=self._lives_t,
            stats=self._stats_t,
            own_bluffs_made=self._bluffs_made[seat],
            games_played=self._games_played,
            games_total=self.rules.match_games,
            last_result=self._last_result,
            winners=self._winners,
        )

    # -- saving -------------------------------------------------------------------
    def setup_json(self) -> dict[str, Any]:
        return save.setup_json(
            self.players, self.rules, self.seed, self._rolls, self._first_player_arg
        )

    def encode_action(self, action: MachacekAction) -> Any:
        return save.encode_action(action)

    @classmethod
    def decode_action(cls, data: Any) -> MachacekAction:
        return save.decode_action(data)

    @classmethod
    def from_setup(cls, setup: Mapping[str, Any]) -> MachacekGame:
        return cls(**save.setup_arguments(setup))
