"""Perudo: the chance that a bid is true, from one seat's dice.

A bid "q × f" is true when at least q dice on the table count for f.  The seat
sees its own dice; every other die is unseen and counts for f with the chance
1/3 (f itself or a wild one) in a normal round, 1/6 for a bid on ones or in a
Maputo round, where ones are not wild.  So the chance is exact: the dice the
seat holds for f, and a binomial tail over the unseen dice for the rest.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Action
from tablegames_qt.engine.perudo import (
    Bid,
    Calza,
    DeclareMaputo,
    Dudo,
    PerudoView,
    bid_text,
    chance_at_least,
    chance_exactly,
    count_in_hand,
    face_chance,
)

from .advice import Explanation, Reason

#: at most this many alternatives
ALTERNATIVES = 3
#: a bid true at least this often is a fair one to make
EVEN = 0.5

# The standing bid, for Dudo or for raising past it.
T_STANDING = QT_TRANSLATE_NOOP(
    "coach",
    "{bid} needs {needed} more besides your {held}; the other %n dice give that with {percent}",
)
T_STANDING_SURE = QT_TRANSLATE_NOOP("coach", "{bid} is true already: you hold {held} yourself")
T_STANDING_IMPOSSIBLE = QT_TRANSLATE_NOOP(
    "coach", "{bid} cannot be true: you hold {held} and the others have only %n dice"
)
T_CALZA = QT_TRANSLATE_NOOP(
    "coach",
    "{bid} is exactly right with {percent}: besides your {held}, exactly {needed} of the "
    "other %n dice must count",
)
# The same when the seat holds none of them ("besides your 0" reads as nonsense).
T_STANDING_NONE = QT_TRANSLATE_NOOP(
    "coach",
    "{bid}: you hold none, so all {needed} must come from the other %n dice, which give that with "
    "{percent}",
)
T_CALZA_NONE = QT_TRANSLATE_NOOP(
    "coach",
    "{bid} is exactly right with {percent}: you hold none, so exactly {needed} of the other %n dice "
    "must count",
)
# The bid the coach suggests.
T_BID = QT_TRANSLATE_NOOP(
    "coach",
    "Your bid {bid} needs {needed} more besides your {held}; the other %n dice give that "
    "with {percent}",
)
T_BID_NONE = QT_TRANSLATE_NOOP(
    "coach",
    "Your bid {bid}: you hold none, so all {needed} must come from the other %n dice, which give "
    "that with {percent}",
)
T_BID_SURE = QT_TRANSLATE_NOOP("coach", "Your bid {bid} is true already: you hold {held} yourself")
T_BID_BLUFF = QT_TRANSLATE_NOOP(
    "coach", "Your bid {bid} is a pure bluff: you hold {held} and the others have only %n dice"
)
T_MAPUTO = QT_TRANSLATE_NOOP(
    "coach",
    "In a Maputo round ones are not wild and the face you open with stays for the whole round",
)
T_NO_MAPUTO = QT_TRANSLATE_NOOP(
    "coach", "Keep Maputo for later: this round ones stay wild and faces may change"
)


def held_for(bid: Bid, own_dice: Sequence[int], maputo: bool) -> int:
    """The seat's own dice that count for ``bid`` (ones too when they are wild)."""
    return count_in_hand(own_dice, bid.face, maputo)


def bid_chance(bid: Bid, own_dice: Sequence[int], unseen_dice: int, maputo: bool) -> float:
    """P(``bid`` is true) for a seat holding ``own_dice`` with ``unseen_dice`` others hidden."""
    needed = bid.quantity - held_for(bid, own_dice, maputo)
    return chance_at_least(needed, unseen_dice, face_chance(bid.face, maputo))


def exact_chance(bid: Bid, own_dice: Sequence[int], unseen_dice: int, maputo: bool) -> float:
    """P(exactly ``bid.quantity`` dice count): the chance that a Calza is right."""
    needed = bid.quantity - held_for(bid, own_dice, maputo)
    return chance_exactly(needed, unseen_dice, face_chance(bid.face, maputo))


def standing_chance(view: PerudoView) -> float | None:
    """P(the standing bid is true) for ``view.seat``; None before the first bid."""
    bid = view.last_bid
    if bid is None:
        return None
    return bid_chance(bid, view.own_dice, view.unseen_dice, view.maputo)


def bid_reason(view: PerudoView, bid: Bid, own: bool) -> Reason:
    """Why ``bid`` stands or falls, from this seat: ``own`` for the suggested bid."""
    held = held_for(bid, view.own_dice, view.maputo)
    needed = bid.quantity - held
    unseen = view.unseen_dice
    data = {"bid": bid_text(bid), "quantity": bid.quantity, "face": bid.face, "held": held}
    if needed <= 0:
        return Reason(T_BID_SURE if own else T_STANDING_SURE, data)
    if needed > unseen:
        return Reason(T_BID_BLUFF if own else T_STANDING_IMPOSSIBLE, {**data, "n": unseen})
    chance = bid_chance(bid, view.own_dice, unseen, view.maputo)
    if held == 0:
        template = T_BID_NONE if own else T_STANDING_NONE
    else:
        template = T_BID if own else T_STANDING
    return Reason(
        template,
        {**data, "needed": needed, "n": unseen, "percent": 100.0 * chance},
    )


def calza_reason(view: PerudoView, bid: Bid) -> Reason:
    held = held_for(bid, view.own_dice, view.maputo)
    chance = exact_chance(bid, view.own_dice, view.unseen_dice, view.maputo)
    return Reason(T_CALZA_NONE if held == 0 else T_CALZA, {
        "bid": bid_text(bid), "quantity": bid.quantity, "face": bid.face, "held": held,
        "needed": max(0, bid.quantity - held), "n": view.unseen_dice, "percent": 100.0 * chance,
    })  # fmt: skip


def reason(view: PerudoView, action: Action) -> Reason:
    if isinstance(action, DeclareMaputo):
        return Reason(T_MAPUTO if action.declare else T_NO_MAPUTO)
    if isinstance(action, Bid):
        return bid_reason(view, action, own=True)
    bid = view.last_bid
    if bid is None:  # Dudo or Calza with nothing to answer: the engine never offers it
        raise ValueError(f"{action!r} with no bid to answer")
    if isinstance(action, Calza):
        return calza_reason(view, bid)
    return bid_reason(view, bid, own=False)


def _score(view: PerudoView, action: Action) -> float:
    """How sound ``action`` looks from this seat's dice alone (for ordering alternatives)."""
    own, unseen, maputo = view.own_dice, view.unseen_dice, view.maputo
    if isinstance(action, Bid):
        return bid_chance(action, own, unseen, maputo)
    bid = view.last_bid
    if bid is None:
        return 0.0
    if isinstance(action, Dudo):
        return 1.0 - bid_chance(bid, own, unseen, maputo)
    if isinstance(action, Calza):
        return exact_chance(bid, own, unseen, maputo)
    return 0.0


def alternatives(
    view: PerudoView, legal: Sequence[Action], action: Action
) -> tuple[Action, ...]:
    """Dudo, Calza and per face the boldest legal bid that is still even money
    (true with 1/2 or more; else the lowest on that face), the likeliest first."""
    own, unseen, maputo = view.own_dice, view.unseen_dice, view.maputo
    per_face: dict[int, tuple[float, Bid]] = {}
    others: list[Action] = []
    for a in legal:
        if not isinstance(a, Bid):
            others.append(a)
            continue
        chance = bid_chance(a, own, unseen, maputo)
        best = per_face.get(a.face)
        if (
            best is None
            or (chance >= EVEN and (best[0] < EVEN or a.quantity > best[1].quantity))
            or (chance < EVEN and best[0] < EVEN and a.quantity < best[1].quantity)
        ):
            per_face[a.face] = (chance, a)
    options = [a for a in (*others, *(bid for _, bid in per_face.values())) if a != action]
    # sorted() is stable: equal chances keep the engine's order
    options.sort(key=lambda a: -_score(view, a))
    return tuple(options[:ALTERNATIVES])


def explain(
    view: PerudoView, legal: Sequence[Action], action: Action
) -> Explanation:
    return Explanation(
        alternatives(view, legal, action), standing_chance(view), reason(view, action)
    )
