"""Table items and plays of Royal Casino, and which plays the rules allow.

The names bots, screens and tests import from here, gathered from where they
live: the items and plays in :mod:`.plays`, splitting cards into groups and
making builds in :mod:`.grouping`, the listing of legal plays in
:mod:`.position` and the check of one play in :mod:`.checking`.  Modules of the
engine import from those directly.
"""

from __future__ import annotations

from tablegames_qt.engine.casino.grouping import build_groups, make_build, split_into_groups
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
    ItemsText,
    Play,
    item_cards,
    item_key,
    lone_value,
    trail,
    value_name,
)
from tablegames_qt.engine.casino.position import Position

__all__ = [
    "BUILD",
    "CAPTURE",
    "CONTEXT",
    "HIGH_ACE",
    "KINDS",
    "MAX_VALUE",
    "MIN_BUILD",
    "TRAIL",
    "Build",
    "Item",
    "ItemsText",
    "Play",
    "Position",
    "build_groups",
    "item_cards",
    "item_key",
    "lone_value",
    "make_build",
    "split_into_groups",
    "trail",
    "value_name",
]
