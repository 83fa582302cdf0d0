"""What a Perudo seat may see: its view, the shared public table, challenge reveals, statistics.

The public part of a view (:class:`PerudoTable`) changes only when a round
starts, a Maputo decision is made or the game ends, so the game builds it then
and every seat's :class:`PerudoView` of that moment points at the same one.
"""

from __future__ import annotations

from dataclasses import dataclass

from tablegames_qt.engine.core import View
from tablegames_qt.engine.perudo.rules import Bid, PerudoRules


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

@dataclass(slots=True)
class SeatTally:
    """One seat's running counts while a game is played (the fields of
    :class:`PerudoSeatStats` but the seat). Not saved: a save's actions replay them."""

    bids: int = 0
    challenges: int = 0
    challenges_right: int = 0
    calzas: int = 0
    calzas_right: int = 0
    dice_lost: int = 0
    dice_gained: int = 0
    maputo_declared: int = 0

    def stats(self, seat: int) -> PerudoSeatStats:
        return PerudoSeatStats(seat, self.bids, self.challenges, self.challenges_right,
                               self.calzas, self.calzas_right, self.dice_lost, self.dice_gained,
                               self.maputo_declared)


