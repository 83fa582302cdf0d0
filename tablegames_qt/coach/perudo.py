"""Perudo: the chance that a bid is true, from one seat's dice, and with what the bids tell.

A bid "q × f" is true when at least q dice on the table count for f.  The seat
sees its own dice; every other die is unseen and counts for f with the chance
1/3 (f itself or a wild one) in a normal round, 1/6 for a bid on ones or in a
Maputo round, where ones are not wild.  So the chance from the dice alone is
exact: the dice the seat holds for f, and a binomial tail over the unseen dice
for the rest (:func:`bid_chance`, the odds line's first number).

The hard bot whose advice the coach gives also reads the bids: a player who bid
fours probably holds some.  :func:`read_chance` is that reading — the public
beliefs the hard bot starts from (``bots/perudo/beliefs.py``: every bidder taken
to bid as a sound player does), given this round's bids.  Where the two differ,
or where the dice alone would make the advice look wrong (a raise to a bid under
20 % while Dudo wins over 60 %, or a Dudo on a bid likely true), the reason is the
read, with the dice's own number beside it and a word of what follows (:func:`read_reason`); :func:`contradicts` is that
test, for the checks over many positions (``tests/coach``, ``bench/coach_odds.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from tablegames_qt.bots.perudo.beliefs import RoundBeliefs, Tails
from tablegames_qt.bots.perudo.odds import at_least
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
#: the odds contradict a raise when Dudo wins more often than this (the standing bid is
#: true less often than 1 - DUDO_LOOKS_GOOD) and the raise is true less often than BID_LOOKS_BAD
DUDO_LOOKS_GOOD = 0.6
BID_LOOKS_BAD = 0.2
#: the read is said whenever it moves a chance by this much
READ_DIFFERS = 0.15

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


# What the bids tell (a sentence after the dice's own): both numbers, and what follows.
T_READ_RAISE = QT_TRANSLATE_NOOP(
    "coach",
    "By the bids so far, {standing} is true with {standing_percent} (dice alone: "
    "{standing_dice_percent}), and {bid} with {percent} ({dice_percent}): {verdict}",
)
T_READ_DUDO = QT_TRANSLATE_NOOP(
    "coach", "By the bids so far, {bid} is true with {percent} (dice alone: {dice_percent}): {verdict}",
)
# The same when a number reads as its dice-alone twin ("with 52% (52%)" said it twice).
T_READ_RAISE_SAME_STANDING = QT_TRANSLATE_NOOP(
    "coach",
    "By the bids so far, {standing} is true with {standing_percent}, as by the dice alone, "
    "and {bid} with {percent} (dice alone: {dice_percent}): {verdict}",
)
T_READ_RAISE_SAME_BID = QT_TRANSLATE_NOOP(
    "coach",
    "By the bids so far, {standing} is true with {standing_percent} (dice alone: "
    "{standing_dice_percent}), and {bid} with {percent}, as by the dice alone: {verdict}",
)
T_READ_RAISE_SAME = QT_TRANSLATE_NOOP(
    "coach",
    "By the bids so far, as by the dice alone, {standing} is true with {standing_percent} "
    "and {bid} with {percent}: {verdict}",
)
T_READ_DUDO_SAME = QT_TRANSLATE_NOOP(
    "coach", "By the bids so far, as by the dice alone, {bid} is true with {percent}: {verdict}",
)
V_DUDO_WORSE = QT_TRANSLATE_NOOP("coach", "Dudo wins less often than it looks")
V_DUDO_BETTER = QT_TRANSLATE_NOOP("coach", "Dudo wins more often than it looks")
V_BID_BETTER = QT_TRANSLATE_NOOP("coach", "the raise stands better than it looks")
V_BOLD = QT_TRANSLATE_NOOP(
    "coach",
    "a bid costs a die only if someone calls Dudo on it, and the next player may raise instead")
V_RAISE_WORSE = QT_TRANSLATE_NOOP("coach", "every raise would be riskier still")
#: the templates that say what the bids tell (a check looks for them)
READ_TEMPLATES = frozenset({T_READ_RAISE, T_READ_DUDO, T_READ_RAISE_SAME_STANDING,
                            T_READ_RAISE_SAME_BID, T_READ_RAISE_SAME, T_READ_DUDO_SAME})
#: the read-raise sentence by which of its two numbers read as their dice-alone twins
#: (standing same, bid same)
_READ_RAISE = {(False, False): T_READ_RAISE, (True, False): T_READ_RAISE_SAME_STANDING,
               (False, True): T_READ_RAISE_SAME_BID, (True, True): T_READ_RAISE_SAME}


def reads_the_same(read: float, dice: float) -> bool:
    """Whether two chances are said as the same whole percentage."""
    return round(100.0 * read) == round(100.0 * dice)

#: each sentence that speaks to the player ("your bid"), said of a seat named {who}: the
#: coach in a replay speaks of whoever is to play (``coach.person``)
THIRD_PERSON = {
    T_STANDING: QT_TRANSLATE_NOOP(
        "coach",
        "{bid} needs {needed} more besides the {held} {who} holds; the other %n dice give that "
        "with {percent}"),
    T_STANDING_SURE: QT_TRANSLATE_NOOP("coach", "{bid} is true already: {who} holds {held}"),
    T_STANDING_IMPOSSIBLE: QT_TRANSLATE_NOOP(
        "coach", "{bid} cannot be true: {who} holds {held} and the others have only %n dice"),
    T_CALZA: QT_TRANSLATE_NOOP(
        "coach",
        "{bid} is exactly right with {percent}: besides the {held} {who} holds, exactly "
        "{needed} of the other %n dice must count"),
    T_BID: QT_TRANSLATE_NOOP(
        "coach",
        "The bid {bid} needs {needed} more besides the {held} {who} holds; the other %n dice "
        "give that with {percent}"),
    T_BID_SURE: QT_TRANSLATE_NOOP("coach", "The bid {bid} is true already: {who} holds {held}"),
    T_STANDING_NONE: QT_TRANSLATE_NOOP(
        "coach",
        "{bid}: {who} holds none, so all {needed} must come from the other %n dice, which give "
        "that with {percent}"),
    T_CALZA_NONE: QT_TRANSLATE_NOOP(
        "coach",
        "{bid} is exactly right with {percent}: {who} holds none, so exactly {needed} of the "
        "other %n dice must count"),
    T_BID_NONE: QT_TRANSLATE_NOOP(
        "coach",
        "The bid {bid}: {who} holds none, so all {needed} must come from the other %n dice, "
        "which give that with {percent}"),
    T_BID_BLUFF: QT_TRANSLATE_NOOP(
        "coach",
        "The bid {bid} is a pure bluff: {who} holds {held} and the others have only %n dice"),
    T_MAPUTO: QT_TRANSLATE_NOOP(
        "coach",
        "In a Maputo round ones are not wild and the face {who} opens with stays for the whole "
        "round"),
    T_NO_MAPUTO: QT_TRANSLATE_NOOP(
        "coach",
        "Maputo is better kept for later: this round ones stay wild and faces may change"),
}  # fmt: skip


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


def _read_tails(view: PerudoView) -> Tails:
    """Per face, the count among the other hands as this round's bids tell of it."""
    beliefs = RoundBeliefs.for_view(view)
    for seat, made in view.bids:
        beliefs.observe(seat, made)
    tails, _pmfs = beliefs.others(view.seat)
    return tails


def read_chances(view: PerudoView, bids: Sequence[Bid]) -> list[float]:
    """P(each of ``bids`` is true) for ``view.seat``, counting what this round's bids tell
    of the other hands (the hard bot's public reading), with the seat's own dice."""
    tails = _read_tails(view)
    return [at_least(tails[bid.face], bid.quantity - held_for(bid, view.own_dice, view.maputo))
            for bid in bids]


def read_chance(view: PerudoView, bid: Bid) -> float:
    """P(``bid`` is true) for ``view.seat`` counting what the bids tell (:func:`read_chances`)."""
    return read_chances(view, [bid])[0]


def standing_read_chance(view: PerudoView) -> float | None:
    """P(the standing bid is true) counting what the bids tell; None before the first bid."""
    bid = view.last_bid
    return None if bid is None else read_chance(view, bid)


def contradicts(action: Action, standing: float | None, own: float | None) -> bool:
    """Whether odds make ``action`` look wrong: a raise to a bid true with ``own`` while
    the standing bid is true with ``standing`` (Dudo would win 1 - ``standing``), or a
    Dudo on a bid true with ``standing``."""
    if standing is None:
        return False
    if isinstance(action, Bid):
        return own is not None and 1.0 - standing > DUDO_LOOKS_GOOD and own < BID_LOOKS_BAD
    if isinstance(action, Dudo):
        return standing > DUDO_LOOKS_GOOD
    return False


def read_reason(view: PerudoView, action: Action) -> Reason | None:
    """What the bids tell, when it changes the picture: the bids read beside the dice alone,
    and the word that reconciles the advice with them; None when it adds nothing."""
    standing = view.last_bid
    if standing is None or not isinstance(action, Bid | Dudo):
        return None
    own_dice = view.own_dice
    dice_standing = bid_chance(standing, own_dice, view.unseen_dice, view.maputo)
    if isinstance(action, Dudo):
        [read] = read_chances(view, [standing])
        if not (contradicts(action, dice_standing, None) or contradicts(action, read, None)
                or abs(read - dice_standing) >= READ_DIFFERS):
            return None
        # still likely true by the read too: what makes Dudo right is that raising is worse
        better = read < dice_standing - 0.05 and not contradicts(action, read, None)
        verdict = V_DUDO_BETTER if better else V_RAISE_WORSE
        return Reason(T_READ_DUDO_SAME if reads_the_same(read, dice_standing) else T_READ_DUDO, {
            "bid": bid_text(standing), "quantity": standing.quantity, "face": standing.face,
            "percent": 100.0 * read, "dice_percent": 100.0 * dice_standing,
            "verdict": Reason(verdict),
        })  # fmt: skip
    dice_own = bid_chance(action, own_dice, view.unseen_dice, view.maputo)
    read, read_own = read_chances(view, [standing, action])
    if not (contradicts(action, dice_standing, dice_own) or contradicts(action, read, read_own)
            or abs(read - dice_standing) >= READ_DIFFERS or abs(read_own - dice_own) >= READ_DIFFERS):
        return None
    if contradicts(action, read, read_own):
        verdict = V_BOLD  # even with the bids read, the raise is a bluff worth its risk
    elif read > dice_standing + 0.05:
        verdict = V_DUDO_WORSE
    elif read_own > dice_own + 0.05:
        verdict = V_BID_BETTER
    else:
        verdict = V_BOLD
    same = (reads_the_same(read, dice_standing), reads_the_same(read_own, dice_own))
    return Reason(_READ_RAISE[same], {
        "standing": bid_text(standing), "standing_quantity": standing.quantity,
        "standing_face": standing.face, "standing_percent": 100.0 * read,
        "standing_dice_percent": 100.0 * dice_standing,
        "bid": bid_text(action), "quantity": action.quantity, "face": action.face,
        "percent": 100.0 * read_own, "dice_percent": 100.0 * dice_own,
        "verdict": Reason(verdict),
    })  # fmt: skip


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
    """Why ``action``: what the bids tell beside the dice's own odds where that matters (both
    numbers in one sentence), else the dice's own odds."""
    read = read_reason(view, action)
    return dice_reason(view, action) if read is None else read


def dice_reason(view: PerudoView, action: Action) -> Reason:
    """Why ``action``, from the seat's own dice and the dice counts alone."""
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
