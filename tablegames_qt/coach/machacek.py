"""Macháček: the chance that a claim is true, for the player who must answer it.

The receiver never sees the dice under the cup: the announcer rolled them
fresh, so all the receiver knows of them is the two-dice odds of the rule file
(a plain number 2/36, a double 1/36, Macháček 2/36).  A claim is true when the
dice show exactly the value (the seed's rule) or, under the Mia rule, a value
at least as high in the rule file's order.  The chances are exact fractions.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP, Action
from tablegames_qt.engine.machacek import (
    MACHACEK,
    PHASE_ANNOUNCE,
    PHASE_RESPOND,
    VALUES,
    Announce,
    Believe,
    Doubt,
    MachacekView,
    is_higher,
    is_true,
    probability,
    rank,
)

from .advice import Explanation, Reason

#: at most this many alternatives
ALTERNATIVES = 3

T_RESPOND = QT_TRANSLATE_NOOP(
    "coach",
    "A roll makes {value} true with {percent}; if you believe, your own roll beats it "
    "with {beat_percent}",
)
T_RESPOND_MACHACEK = QT_TRANSLATE_NOOP(
    "coach",
    "A roll makes Macháček true with {percent}; if you believe, only another Macháček "
    "answers it, and a roll shows one with {beat_percent}",
)
T_TRUTH = QT_TRANSLATE_NOOP(
    "coach", "You rolled {rolled}, so {value} is true: whoever doubts it loses"
)
T_FORCED_BLUFF = QT_TRANSLATE_NOOP(
    "coach",
    "You rolled {rolled}, not enough after {previous}: you must bluff, and a roll would make "
    "{value} true with {percent}",
)
T_BLUFF = QT_TRANSLATE_NOOP(
    "coach",
    "You rolled {rolled}; {value} is a bluff that a roll would make true with {percent}",
)


def claim_chance(value: int, truth: str = "exact") -> Fraction:
    """P(a fresh roll makes a claim of ``value`` true) under the truth rule."""
    return sum((probability(v) for v in VALUES if is_true(v, value, truth)), Fraction(0))


def beat_chance(value: int) -> Fraction:
    """P(a fresh roll may answer ``value`` truthfully): higher, or Macháček after Macháček."""
    return sum((probability(v) for v in VALUES if is_higher(v, value)), Fraction(0))


def standing_chance(view: MachacekView) -> float | None:
    """P(the claim ``view.seat`` must answer is true); None when it is not answering one."""
    if view.phase != PHASE_RESPOND or view.announcement is None:
        return None
    return float(claim_chance(view.announcement, view.rules.truth))


def _percent(chance: Fraction) -> float:
    return float(100 * chance)


def respond_reason(view: MachacekView, claim: int) -> Reason:
    template = T_RESPOND_MACHACEK if claim == MACHACEK else T_RESPOND
    return Reason(template, {
        "value": claim,
        "percent": _percent(claim_chance(claim, view.rules.truth)),
        "beat_percent": _percent(beat_chance(claim)),
    })  # fmt: skip


def announce_reason(view: MachacekView, legal: Sequence[Action], value: int) -> Reason:
    rolled = view.own_roll
    if rolled is None:  # the engine rolls for whoever must announce
        raise ValueError("a seat that must announce holds a roll")
    truth = view.rules.truth
    if is_true(rolled, value, truth):
        return Reason(T_TRUTH, {"rolled": rolled, "value": value})
    data = {
        "rolled": rolled,
        "value": value,
        "percent": _percent(claim_chance(value, truth)),
    }
    previous = view.announcement
    can_be_true = any(isinstance(a, Announce) and is_true(rolled, a.value, truth) for a in legal)
    if previous is not None and not can_be_true:
        return Reason(T_FORCED_BLUFF, {**data, "previous": previous})
    return Reason(T_BLUFF, data)


def reason(view: MachacekView, legal: Sequence[Action], action: Action) -> Reason:
    if isinstance(action, Announce):
        return announce_reason(view, legal, action.value)
    claim = view.announcement
    if claim is None:
        raise ValueError(f"{action!r} with no claim to answer")
    return respond_reason(view, claim)


def alternatives(
    view: MachacekView, legal: Sequence[Action], action: Action
) -> tuple[Action, ...]:
    """Answering: the other answer.  Announcing: the roll itself, the lowest
    true claim (Mia rule), the lowest claim allowed and the claim just above
    the roll."""
    if view.phase != PHASE_ANNOUNCE:
        return tuple(a for a in legal if isinstance(a, Believe | Doubt) and a != action)
    announces = sorted((a for a in legal if isinstance(a, Announce)), key=lambda a: rank(a.value))
    rolled = view.own_roll
    options: list[Action] = []
    if rolled is not None:
        truth = view.rules.truth
        options.extend(a for a in announces if a.value == rolled)
        options.extend([a for a in announces if is_true(rolled, a.value, truth)][:1])
        options.extend(announces[:1])
        options.extend([a for a in announces if rank(a.value) > rank(rolled)][:1])
    options.extend(announces[:ALTERNATIVES])
    out: list[Action] = []
    for a in options:
        if a != action and a not in out:
            out.append(a)
    return tuple(out[:ALTERNATIVES])


def explain(
    view: MachacekView, legal: Sequence[Action], action: Action
) -> Explanation:
    return Explanation(
        alternatives(view, legal, action), standing_chance(view), reason(view, legal, action)
    )
