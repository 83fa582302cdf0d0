"""What a Macháček seat may see: its view, the public statistics, the last opened cup."""

from __future__ import annotations

from dataclasses import dataclass

from tablegames_qt.engine import core
from tablegames_qt.engine.machacek.rules import MachacekRules

#: the phases of MachacekView.phase: who must do what now
PHASE_ANNOUNCE = "announce"
PHASE_RESPOND = "respond"
PHASE_OVER = "over"


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's public match statistics (all from opened cups)."""

    games_won: int = 0
    games_lost: int = 0
    #: times this player's announcement was doubted (the cup opened on it)
    times_doubted: int = 0
    #: of those, the times the dice showed a bluff
    bluffs_caught: int = 0
    challenges_made: int = 0
    #: doubts that found a bluff
    challenges_right: int = 0


@dataclass(frozen=True, slots=True)
class CupResult:
    """An opened cup: public from the moment it is opened."""

    game: int  # 1-based number of the game in the match
    dice: tuple[int, int]
    rolled: int
    announced: int
    announcer: int
    challenger: int
    bluff: bool
    winner: int
    loser: int
    lives_lost: int  # 0 without the lives variant
    eliminated: bool


@dataclass(frozen=True, slots=True)
class MachacekView(core.View):
    """What one seat may know: never the dice under another seat's cup."""

    players: int
    rules: MachacekRules
    phase: str  # "announce" | "respond" | "over"
    current_player: int | None
    order: tuple[int, ...]  # this game's seats, starter first; the cup goes round
    alive: tuple[bool, ...]
    own_roll: int | None  # the value this seat rolled and still holds under the cup
    announcement: int | None  # the claim this seat must answer
    announcements: tuple[tuple[int, int], ...]  # this game's (seat, value)
    cup_holder: int | None  # who rolled the dice now under the cup
    wins: tuple[int, ...]
    lives: tuple[int, ...]  # all 0 without the lives variant
    stats: tuple[PlayerStats, ...]
    own_bluffs_made: int  # private: includes bluffs never opened
    games_played: int
    games_total: int | None
    last_result: CupResult | None
    winners: tuple[int, ...]  # empty until the match is over
