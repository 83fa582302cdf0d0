"""Royal Casino: what a play scores now and what it leaves the next player.

Points here are the sure ones of the rule file's count: 2 for the Big Casino
(10♦), 1 for the Little Casino (2♠), 1 per ace and 1 for a sweep (not for a
side above 18, nor on the deal's last play).  Most cards and most spades are
decided only at the end of the deal, so a capture's cards and spades are
counted, not priced.  What the next player may take is read from the table the
play leaves, for every capture value of a card this seat has not seen (the
other hands are hidden): the best of those captures in points.  There is no
chance to show in Royal Casino: ``chance`` is always None.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from tablegames_qt.bots.casino.context import candidates, shortlist, tactics_for
from tablegames_qt.bots.casino.groups import capture_masks
from tablegames_qt.bots.casino.knowledge import capture_value, unseen_cards
from tablegames_qt.bots.casino.values import Stakes
from tablegames_qt.engine.casino import (
    BIG_CASINO,
    BUILD,
    CAPTURE,
    LITTLE_CASINO,
    TRAIL,
    Build,
    Card,
    CasinoView,
    Play,
)
from tablegames_qt.engine.casino.moves import Item, ItemsText, make_build
from tablegames_qt.engine.casino.scoring import (
    ACE_POINTS,
    BIG_CASINO_POINTS,
    LITTLE_CASINO_POINTS,
)
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Action

from .advice import Explanation, Reason

#: at most this many alternatives
ALTERNATIVES = 3
SWEEP_POINTS = 1

T_CAPTURE = QT_TRANSLATE_NOOP(
    "coach", "Taking {taken} with the {card} is worth %n points now, and {next}"
)
T_CAPTURE_CARDS = QT_TRANSLATE_NOOP(
    "coach",
    "Taking {taken} with the {card} scores no point yet but adds %n cards to your pile, "
    "and {next}",
)
T_SWEEP = QT_TRANSLATE_NOOP(
    "coach",
    "Taking {taken} with the {card} sweeps the table: %n points now, and the next player "
    "must trail",
)
T_BUILD = QT_TRANSLATE_NOOP(
    "coach", "Building {value} with the {card} holds %n points for your next turn, and {next}"
)
T_BUILD_CARDS = QT_TRANSLATE_NOOP(
    "coach", "Building {value} with the {card} gathers %n cards for your next turn, and {next}"
)
T_TRAIL = QT_TRANSLATE_NOOP("coach", "Trailing the {card} takes nothing, and {next}")
# The clauses {next} above: the best the next player can take from the table left.
T_NEXT_AT_MOST = QT_TRANSLATE_NOOP(
    "coach", "it leaves no capture of more than %n points for the next player"
)
T_NEXT_NOTHING = QT_TRANSLATE_NOOP(
    "coach", "it leaves no capture worth a point for the next player"
)
T_NEXT_LAST = QT_TRANSLATE_NOOP("coach", "it is the last play of the deal")

#: each sentence that speaks to the player ("your pile"), said of a seat named {who}: the
#: coach in a replay speaks of whoever is to play (``coach.person``)
THIRD_PERSON = {
    T_CAPTURE_CARDS: QT_TRANSLATE_NOOP(
        "coach",
        "Taking {taken} with the {card} scores no point yet but wins {who} %n more cards, and "
        "{next}"),
    T_BUILD: QT_TRANSLATE_NOOP(
        "coach",
        "Building {value} with the {card} holds %n points until {who} plays again, and {next}"),
    T_BUILD_CARDS: QT_TRANSLATE_NOOP(
        "coach",
        "Building {value} with the {card} gathers %n cards until {who} plays again, and {next}"),
}  # fmt: skip


def card_points(card: Card) -> int:
    """What ``card`` scores for the side whose pile it ends in (the casinos, the aces)."""
    if card == BIG_CASINO:
        return BIG_CASINO_POINTS
    if card == LITTLE_CASINO:
        return LITTLE_CASINO_POINTS
    return ACE_POINTS if card.rank == 1 else 0


def cards_points(cards: Iterable[Card]) -> int:
    return sum(card_points(c) for c in cards)


def last_play(view: CasinoView) -> bool:
    """This seat's play is the last of the deal (no sweep, nobody after it)."""
    return view.deck_left == 0 and sum(view.hand_sizes) == 1


def sweep_points(view: CasinoView, seat: int) -> int:
    """What a sweep by ``seat`` scores: nothing for a side above 18."""
    side = view.side_of[seat]
    barred = Stakes(view.scores, side, view.rules, view.no_target).barred[side]
    return 0 if barred else SWEEP_POINTS


def table_after(view: CasinoView, play: Play) -> tuple[Item, ...]:
    """The table ``play`` leaves (a legal play of this seat's hand)."""
    rest = tuple(x for x in view.table if x not in play.taken)
    if play.kind == CAPTURE:
        return rest
    if play.kind == BUILD:
        return (*rest, make_build(play.card, play, view.seat))
    return (*rest, play.card)


def best_capture(table: Sequence[Item], values: Iterable[int], sweep: int) -> int | None:
    """The most points a card of one of ``values`` takes from ``table`` (a
    sweep adds ``sweep``); None when none of them takes anything."""
    loose = sorted((x for x in table if isinstance(x, Card)), key=lambda c: c.rank)
    builds = [x for x in table if isinstance(x, Build)]
    masks = capture_masks(tuple(c.rank for c in loose)) if loose else None
    full = (1 << len(loose)) - 1
    best: int | None = None
    for value in set(values):
        piles = [b for b in builds if b.value == value]
        # Taking more never costs a point, so every build of the value goes along;
        # a mask of the loose cards already holds those restriction 3 makes it take.
        pile_points = sum(cards_points(b.cards) for b in piles)
        options: list[int] = list(masks[value]) if masks is not None else []
        if piles:
            options.append(0)
        for mask in options:
            points = pile_points + sum(
                card_points(card) for i, card in enumerate(loose) if mask >> i & 1
            )
            if mask == full and len(piles) == len(builds):
                points += sweep
            if best is None or points > best:
                best = points
    return best


def next_reason(view: CasinoView, play: Play) -> Reason:
    """The clause on what the next player can take after ``play``."""
    if last_play(view):
        return Reason(T_NEXT_LAST)
    nxt = (view.seat + 1) % view.players
    # After this play one card fewer is in the hands: the next play is the deal's
    # last when a single card is left and no hand-out follows.
    sweep = 0 if view.deck_left == 0 and sum(view.hand_sizes) == 2 else sweep_points(view, nxt)
    values = {capture_value(c) for c in unseen_cards(view)}
    best = best_capture(table_after(view, play), values, sweep)
    if not best:
        return Reason(T_NEXT_NOTHING)
    return Reason(T_NEXT_AT_MOST, {"n": best})


def reason(view: CasinoView, play: Play) -> Reason:
    card = play.card
    if play.kind == TRAIL:
        return Reason(T_TRAIL, {"card": card, "next": next_reason(view, play)})
    cards = [card, *play.cards_taken]
    points = cards_points(cards)
    data: dict[str, Any] = {"card": card, "taken": ItemsText(play.taken)}
    if play.kind == BUILD:
        data["value"] = play.value
        template = T_BUILD if points else T_BUILD_CARDS
    else:
        data["cards"] = len(cards)
        data["spades"] = sum(1 for c in cards if c.suit == "S")
        if len(play.taken) == len(view.table) and not last_play(view):
            return Reason(T_SWEEP, {**data, "n": points + sweep_points(view, view.seat)})
        template = T_CAPTURE if points else T_CAPTURE_CARDS
    return Reason(template, {**data, "n": points or len(cards), "next": next_reason(view, play)})


def alternatives(view: CasinoView, legal: Sequence[Play], action: Play) -> tuple[Play, ...]:
    """The plays the greedy score (the normal bot's) rates best after ``action``."""
    tactics = tactics_for(view)
    table = view.table
    plays = [p for p in shortlist(candidates(legal), tactics, table) if p != action]
    scored = sorted(
        ((tactics.score(p, table, view.hand), i, p) for i, p in enumerate(plays)),
        key=lambda t: (-t[0], t[1]),
    )
    return tuple(p for _, _, p in scored[:ALTERNATIVES])


def explain(view: CasinoView, legal: Sequence[Action], action: Action) -> Explanation:
    if not isinstance(action, Play):
        raise TypeError(f"not a Royal Casino play: {action!r}")
    plays = [p for p in legal if isinstance(p, Play)]
    return Explanation(alternatives(view, plays, action), None, reason(view, action))
