"""What the Perudo engine tells people: event texts and why an action is refused.

Every text is an English template marked with ``QT_TRANSLATE_NOOP`` in the
context ``"perudo"``; its ``{placeholders}`` come from the event's data or the
refusal's parameters (``seat``, ``bidder``, ``opener``, ``winner`` hold seat
numbers).  Bid events are immutable, so one per seat and bid serves every game.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import Any, NoReturn

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Event, IllegalAction
from tablegames_qt.engine.perudo.bids import make_bid, min_quantity
from tablegames_qt.engine.perudo.events import BID, BidData
from tablegames_qt.engine.perudo.rules import CONTEXT, Bid, bid_text

# -- events --------------------------------------------------------------------

T_ROUND = QT_TRANSLATE_NOOP("perudo", "Round {round}: {opener} opens, {total} dice on the table")
T_MAPUTO = QT_TRANSLATE_NOOP(
    "perudo", "{seat} declares a Maputo round: ones are not wild and the face cannot change"
)
T_MAPUTO_AUTO = QT_TRANSLATE_NOOP(
    "perudo",
    "Maputo round: {seat} is down to one die; ones are not wild and the face cannot change",
)
T_MAPUTO_DECLINED = QT_TRANSLATE_NOOP(
    "perudo", "{seat} does not declare Maputo and keeps the right for later"
)
T_BID = QT_TRANSLATE_NOOP("perudo", "{seat} bids {quantity} × {face}")
T_DUDO = QT_TRANSLATE_NOOP(
    "perudo", "{seat} says Dudo to {quantity} × {face} by {bidder}: there are {count}"
)
T_CALZA = QT_TRANSLATE_NOOP(
    "perudo", "{seat} says Calza to {quantity} × {face} by {bidder}: there are {count}"
)
T_DIE_LOST = QT_TRANSLATE_NOOP("perudo", "{seat} loses a die ({left} left)")
T_LAST_DIE_LOST = QT_TRANSLATE_NOOP("perudo", "{seat} loses the last die")
T_DIE_GAINED = QT_TRANSLATE_NOOP("perudo", "{seat} was exactly right and gains a die ({left} now)")
T_DIE_KEPT = QT_TRANSLATE_NOOP(
    "perudo", "{seat} was exactly right but already has the most dice allowed ({left})"
)
T_ELIMINATED = QT_TRANSLATE_NOOP("perudo", "{seat} has no dice left and is out")
T_GAME_OVER = QT_TRANSLATE_NOOP("perudo", "{winner} wins the game")

# Keyed by (quantity * 7 + face) << 4 | seat: an int key is the cheapest lookup.
BID_EVENTS: dict[int, Event] = {}


def bid_event(seat: int, bid: Bid) -> Event:
    # Events are immutable (read-only data), so one per seat and bid serves every game.
    key = (bid.quantity * 7 + bid.face) << 4 | seat
    event = BID_EVENTS.get(key)
    if event is None:
        data: BidData = {"seat": seat, "quantity": bid.quantity, "face": bid.face}
        event = BID_EVENTS[key] = Event(BID.name, seat, T_BID, MappingProxyType(data), CONTEXT)
    return event


def illegal(template: str, **params: Any) -> IllegalAction:
    return IllegalAction(template, CONTEXT, **params)


# -- refusals ------------------------------------------------------------------


def refuse_numbers(quantity: object, face: object, total: int) -> NoReturn:
    """Refuse a bid whose quantity or face is not a whole number in range."""
    if type(quantity) is not int or type(face) is not int:
        raise illegal(
            QT_TRANSLATE_NOOP(
                "perudo",
                "a bid's quantity and face must be whole numbers, not {quantity!r} and {face!r}",
            ),
            quantity=quantity,
            face=face,
        )
    if not 1 <= face <= 6:
        raise illegal(QT_TRANSLATE_NOOP("perudo", "a die face is 1 to 6, not {face}"), face=face)
    raise illegal(
        QT_TRANSLATE_NOOP(
            "perudo",
            "a bid's quantity must be between 1 and the {total} dice on the table, not {quantity}",
        ),
        total=total,
        quantity=quantity,
    )

def refuse_deciding(opener: int) -> NoReturn:
    raise illegal(
        QT_TRANSLATE_NOOP(
            "perudo",
            "{seat} opens this round with one die and must first declare Maputo or decline",
        ),
        seat=opener,
    )


def refuse_no_bid(kind: str) -> NoReturn:
    """Refuse a challenge (``kind`` "dudo" or "calza") before the round's first bid."""
    if kind == "calza":
        raise illegal(
            QT_TRANSLATE_NOOP(
                "perudo", "there is no bid to call Calza on yet: the round has just opened"
            )
        )
    raise illegal(
        QT_TRANSLATE_NOOP(
            "perudo", "there is no bid to challenge yet: the round has just opened"
        )
    )


def refuse_low(bid: Bid, last: Bid, maputo: bool, total: int) -> NoReturn:
    """Refuse ``bid`` that does not beat ``last``, naming the lowest bid on its face that would."""
    need = min_quantity(last, bid.face, maputo)
    params: dict[str, Any] = {
        "bid": bid_text(bid),
        "previous": bid_text(last),
        "quantity": bid.quantity,
        "face": bid.face,
        "prev_quantity": last.quantity,
        "prev_face": last.face,
    }
    if need is not None and need <= total:
        raise illegal(
            QT_TRANSLATE_NOOP(
                "perudo", "bid {bid} is too low after {previous}: at least {minimum}"
            ),
            minimum=bid_text(make_bid(need, bid.face)),
            min_quantity=need,
            **params,
        )
    raise illegal(
        QT_TRANSLATE_NOOP(
            "perudo",
            "bid {bid} is too low after {previous}, and with {total} dice on the table no bid on that face is high enough",
        ),
        total=total,
        **params,
    )


def why_no_maputo(
    seat: int | None,
    opener: int,
    *,
    automatic: bool,
    bidding: bool,
    maputo: bool,
    counts: Sequence[int],
    used: Sequence[bool],
) -> IllegalAction:
    """Why ``seat`` may not declare Maputo now.

    ``automatic``: the rules make Maputo rounds by themselves; ``bidding``: the
    round has bids already; ``maputo``: it is a Maputo round; ``counts`` and
    ``used``: each seat's dice and whether it has declared Maputo this game.
    """
    if automatic:
        return illegal(
            QT_TRANSLATE_NOOP(
                "perudo", "Maputo cannot be declared: with these rules it comes automatically"
            )
        )
    if bidding:
        return illegal(
            QT_TRANSLATE_NOOP("perudo", "Maputo can only be declared before the opening bid")
        )
    if seat != opener or seat is None:
        return illegal(
            QT_TRANSLATE_NOOP("perudo", "only the opener of a round may declare Maputo")
        )
    if counts[seat] != 1:
        return illegal(
            QT_TRANSLATE_NOOP(
                "perudo",
                "only an opener with a single die may declare Maputo; {seat} has {dice}",
            ),
            seat=seat,
            dice=counts[seat],
        )
    if maputo:
        return illegal(QT_TRANSLATE_NOOP("perudo", "this round is already a Maputo round"))
    if used[seat]:
        return illegal(
            QT_TRANSLATE_NOOP("perudo", "{seat} has already declared Maputo once this game"),
            seat=seat,
        )
    return illegal(
        QT_TRANSLATE_NOOP("perudo", "{seat} has already declined Maputo for this round"),
        seat=seat,
    )


def challenged_bid(
    kind: str, calza: bool, maputo: bool, deciding: bool, opener: int, last: Bid | None
) -> Bid:
    """The bid a Dudo or Calza (``kind``) answers; refuses the challenge when the rules
    (``calza``: the variant is on) or the round (a Maputo round, the opener still deciding
    on Maputo, no bid yet) do not allow it."""
    if kind == "calza":
        if not calza:
            raise illegal(
                QT_TRANSLATE_NOOP("perudo", "Calza is not allowed: the Calza variant is off")
            )
        if maputo:
            raise illegal(QT_TRANSLATE_NOOP("perudo", "Calza is not allowed in a Maputo round"))
    if deciding:
        refuse_deciding(opener)
    if last is None:
        refuse_no_bid(kind)
    return last
