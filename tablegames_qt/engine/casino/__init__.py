"""Royal Casino: cards, legal plays, the game and the count of a deal."""

from __future__ import annotations

from tablegames_qt.engine.casino.cards import (
    BIG_CASINO,
    LITTLE_CASINO,
    Card,
    CasinoRules,
    full_deck,
)
from tablegames_qt.engine.casino.game import CasinoGame
from tablegames_qt.engine.casino.grouping import split_into_groups
from tablegames_qt.engine.casino.notation import card_code, parse_card
from tablegames_qt.engine.casino.plays import (
    BUILD,
    CAPTURE,
    TRAIL,
    Build,
    Play,
    lone_value,
    value_name,
)
from tablegames_qt.engine.casino.position import Position
from tablegames_qt.engine.casino.scoring import DealResult, ScoreItem, count_deal
from tablegames_qt.engine.casino.view import CasinoView

__all__ = [
    "BIG_CASINO",
    "BUILD",
    "CAPTURE",
    "LITTLE_CASINO",
    "TRAIL",
    "Build",
    "Card",
    "CasinoGame",
    "CasinoRules",
    "CasinoView",
    "DealResult",
    "Play",
    "Position",
    "ScoreItem",
    "card_code",
    "count_deal",
    "full_deck",
    "lone_value",
    "parse_card",
    "split_into_groups",
    "value_name",
]
