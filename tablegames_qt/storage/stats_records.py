"""What the statistics hold: the units recorded and the rows read back.

Plain frozen dataclasses and the time format of the database; no SQL here
(the store is :mod:`stats`, its queries :mod:`stats_queries`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time
from typing import Any

from tablegames_qt.games.figures import GAME as GAME
from tablegames_qt.games.figures import MATCH as MATCH
from tablegames_qt.games.figures import MATCH_GAME as MATCH_GAME
from tablegames_qt.storage.names import is_replay_name, is_session_id, text_problem

#: SQLite's INTEGER is a signed 64-bit number
SQLITE_INT_MAX = 2**63 - 1

UNITS: tuple[str, ...] = (GAME, MATCH, MATCH_GAME)
HEADLINE_UNITS: tuple[str, ...] = (GAME, MATCH)
SINGLE_GAME_UNITS: tuple[str, ...] = (GAME, MATCH_GAME)

HUMAN = "human"
BOT = "bot"

_TIME_FORMAT = "%Y-%m-%d %H:%M:%S"


# -- times ---------------------------------------------------------------------------

def time_text(when: datetime) -> str:
    """A stored time: UTC, sortable as text."""
    if when.tzinfo is None:
        raise ValueError("statistics times are timezone-aware")
    return when.astimezone(UTC).strftime(_TIME_FORMAT)


def parse_time(text: str) -> datetime:
    return datetime.strptime(text, _TIME_FORMAT).replace(tzinfo=UTC)


def local_midnight(day: date) -> datetime:
    return datetime.combine(day, time.min).astimezone()


# -- what is recorded ------------------------------------------------------------------

@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished unit."""

    seat: int
    profile_id: int
    name: str  # as it was then (a key for a name the app gave); the profile keeps the current name
    winner: bool
    side: int | None = None  # partnership side (four-player Casino); None: the seat
    figures: Mapping[str, float] = field(default_factory=dict)
    #: the end-of-game story's counts (``coach.tendencies``): claims, bluffs, challenges
    tendencies: Mapping[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class GameResult:
    """A finished unit: a game, a match or one game of a match."""

    session: str
    game: str
    unit: str
    seats: tuple[SeatResult, ...]
    finished_at: datetime
    duration: float
    number: int = 1
    variant: Mapping[str, Any] = field(default_factory=dict)
    started_at: datetime | None = None
    faces: tuple[int, ...] = ()  # how often each face 1..6 was seen, or empty
    replay: str | None = None  # replay file name
    hints_used: bool = False  # someone was shown the coach's hint in this game


# -- what is read back -------------------------------------------------------------------

@dataclass(frozen=True)
class Filter:
    """Which results a query looks at.  Dates are local calendar days, both
    ends included; bot-only games are left out unless asked for."""

    game: str | None = None
    player: int | None = None
    since: date | None = None
    until: date | None = None
    include_bot_only: bool = False


@dataclass(frozen=True)
class SeatRow:
    seat: int
    profile_id: int
    name: str
    side: int
    winner: bool


@dataclass(frozen=True)
class ResultRow:
    id: int
    session: str
    game: str
    unit: str
    number: int
    started_at: datetime
    finished_at: datetime
    duration: float
    bot_only: bool
    variant: dict[str, Any]
    replay: str | None
    seats: tuple[SeatRow, ...]
    hints_used: bool = False

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.winner)


@dataclass(frozen=True)
class PlayerRow:
    profile_id: int
    kind: str
    name: str  # the profile's current name
    level: str | None
    colour: str


@dataclass(frozen=True)
class WinsRow:
    profile_id: int
    game: str
    played: int
    won: int


@dataclass(frozen=True)
class HeadToHead:
    """``player`` against ``opponent`` (never partners): shared games, the
    games ``player`` won and ``opponent`` did not, and the other way round."""

    player: int
    opponent: int
    games: int
    wins: int
    losses: int

    @property
    def undecided(self) -> int:
        """Shared games neither won alone (both lost to a third, or a tie)."""
        return self.games - self.wins - self.losses


@dataclass(frozen=True)
class FigureTotals:
    """One player's sums of a game's figures over ``games`` seat-games."""

    profile_id: int
    games: int
    sums: dict[str, float]

    def average(self, name: str) -> float:
        return self.sums.get(name, 0.0) / self.games if self.games else 0.0


def number_text(value: float | None) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def validate(result: GameResult) -> None:
    if result.unit not in UNITS:
        raise ValueError(f"unit must be one of {UNITS}, not {result.unit!r}")
    if not result.seats:
        raise ValueError("a result needs its seats")
    seats = [s.seat for s in result.seats]
    if len(set(seats)) != len(seats):
        raise ValueError(f"a seat appears twice: {seats}")
    if not math.isfinite(result.duration) or result.duration < 0:
        raise ValueError(f"duration must be a number of seconds, not {result.duration!r}")
    if result.faces and (
        len(result.faces) != 6 or any(type(c) is not int or c < 0 for c in result.faces)
    ):
        raise ValueError(f"faces must be six counts, not {result.faces!r}")
    if not is_session_id(result.session):
        raise ValueError(f"bad session id {result.session!r}")
    if result.replay is not None and not is_replay_name(result.replay):
        raise ValueError(f"a replay is a file name in the replays folder, not {result.replay!r}")
    if type(result.number) is not int or not 0 < result.number <= SQLITE_INT_MAX:
        raise ValueError(f"bad unit number {result.number!r}")
    for seat in result.seats:
        if type(seat.profile_id) is not int or not 0 < seat.profile_id <= SQLITE_INT_MAX:
            raise ValueError(f"seat {seat.seat}: bad profile id {seat.profile_id!r}")
        if type(seat.seat) is not int or not 0 <= seat.seat < 64:
            raise ValueError(f"bad seat number {seat.seat!r}")
        problem = text_problem(seat.name)
        if problem is not None:
            raise ValueError(f"seat {seat.seat}: bad name: {problem}")
        for name, value in [*seat.figures.items(), *seat.tendencies.items()]:
            if not isinstance(name, str) or not math.isfinite(float(value)):
                raise ValueError(f"figure {name!r} of seat {seat.seat} is not a number: {value!r}")
