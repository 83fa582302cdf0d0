"""What a Royal Casino seat may see: :class:`CasinoView`."""

from __future__ import annotations

from dataclasses import dataclass

from tablegames_qt.engine import core
from tablegames_qt.engine.casino.cards import Card, CasinoRules
from tablegames_qt.engine.casino.plays import Item
from tablegames_qt.engine.casino.position import Position
from tablegames_qt.engine.casino.scoring import DealResult


@dataclass(frozen=True, slots=True)
class CasinoView(core.View):
    """What one seat may know: its own hand and everything played in the open
    (never another hand, not even a partner's)."""

    players: int
    rules: CasinoRules
    hand: tuple[Card, ...]
    table: tuple[Item, ...]
    hand_sizes: tuple[int, ...]
    current_player: int | None
    dealer: int
    deck_left: int
    sides: int
    side_of: tuple[int, ...]
    scores: tuple[int, ...]  # per side, at the start of this deal
    captured: tuple[tuple[Card, ...], ...]  # per side, this deal
    sweeps: tuple[int, ...]  # per side, this deal
    last_capturer: int | None  # seat
    deal_number: int  # 1 for the first deal
    hand_out: int  # 1 for the cards dealt with the table, then 2, 3 ...
    hand_outs: int  # hand-outs in this deal
    no_target: bool
    last_deal: DealResult | None
    over: bool
    winners: tuple[int, ...]

    @property
    def side(self) -> int:
        return self.side_of[self.seat]

    def position(self) -> Position:
        """This seat's hand and the table, to list or check plays (for bots
        looking ahead; the plays are legal only on this seat's turn)."""
        return Position(self.hand, self.table, self.seat, self.side_of)
