"""Looking up the precomputed endgame equilibrium (see :mod:`.solve`) for a view.

A duel where both players hold one or two dice, without Calza, is played from
the table; anywhere else — or in a state the equilibrium never reaches — the
lookup returns ``None`` and the hard bot searches instead.
"""

from __future__ import annotations

from functools import cache

from tablegames_qt.bots.perudo import endgame_data
from tablegames_qt.bots.perudo.odds import hand_set
from tablegames_qt.engine.perudo import (
    DECLARE_MAPUTO,
    DECLINE_MAPUTO,
    DUDO,
    Bid,
    PerudoAction,
    PerudoView,
    legal_bids,
    make_bid,
)

MEMORY = endgame_data.MEMORY
Strategy = tuple[tuple[PerudoAction, float], ...]


@cache
def bid_order(total: int, maputo: bool) -> tuple[Bid, ...]:
    """The bids in the solver's action numbering."""
    if maputo:
        return tuple(make_bid(q, f) for f in range(1, 7) for q in range(1, total + 1))
    return legal_bids(None, total, ones_opening=True)


@cache
def bid_index(total: int, maputo: bool) -> dict[Bid, int]:
    return {bid: i for i, bid in enumerate(bid_order(total, maputo))}


@cache
def _parse(text: str) -> tuple[tuple[tuple[int, float], ...], ...]:
    """One state's text: per hand, (action, probability) pairs (action -1: Dudo)."""
    hands = []
    for part in text.split(";"):
        entries = []
        if part:
            for item in part.split(","):
                name, _, percent = item.partition(":")
                action = -1 if name == "d" else int(name)
                entries.append((action, float(percent) if percent else 100.0))
        total = sum(p for _, p in entries)
        hands.append(tuple((a, p / total) for a, p in entries))
    return tuple(hands)


def variant_name(view: PerudoView) -> str | None:
    rules = view.rules
    if rules.calza:
        return None
    return "auto" if rules.auto_maputo else "declared"


def duel(view: PerudoView) -> tuple[int, int] | None:
    """(opener, other) when the round is a duel the tables cover, else None."""
    alive = [s for s, c in enumerate(view.dice_counts) if c]
    if len(alive) != 2 or max(view.dice_counts) > 2:
        return None
    opener = view.round_opener
    other = alive[0] if alive[1] == opener else alive[1]
    return opener, other


def endgame_strategy(view: PerudoView) -> Strategy | None:
    """The equilibrium's mixed action for this view, or ``None`` when off the table."""
    variant = variant_name(view)
    pair = duel(view)
    if variant is None or pair is None or not view.own_dice:
        return None
    tables = endgame_data.TABLES[variant]
    opener, other = pair
    a, b = view.dice_counts[opener], view.dice_counts[other]
    me = view.seat
    hand = hand_set(len(view.own_dice)).index(view.own_dice)
    if view.maputo_pending:
        declare = tables.get(f"D{a}{b}")
        if declare is None or me != opener:
            return None
        choice = DECLARE_MAPUTO if declare[hand] else DECLINE_MAPUTO  # type: ignore[index]
        return ((choice, 1.0),)
    maputo = view.maputo
    table = tables.get(f"{'M' if maputo else 'N'}{a}{b}")
    if table is None:
        return None
    actor = 0 if me == opener else 1
    if len(view.bids) % 2 != actor:
        return None
    index = bid_index(a + b, maputo)
    history = [index.get(bid, -2) for _, bid in view.bids[-MEMORY:]]
    if -2 in history:
        return None
    key = f"{actor}:" + ",".join(str(i) for i in history)
    text = table.get(key)  # type: ignore[call-overload]
    if text is None:
        return None
    hands = _parse(text)
    if hand >= len(hands) or not hands[hand]:
        return None
    order = bid_order(a + b, maputo)
    return tuple((DUDO if i < 0 else order[i], p) for i, p in hands[hand])
