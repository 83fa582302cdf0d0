"""Macháček: the chance that a claim is true, for the player who must answer it.

The receiver never sees the dice under the cup: the announcer rolled them
fresh, so all the receiver knows of them is the two-dice odds of the rule file
(a plain number 2/36, a double 1/36, Macháček 2/36).  A claim is true when the
dice show exactly the value (the seed's rule) or, under the Mia rule, a value
at least as high in the rule file's order.  The chances are exact fractions.

Those odds are a fresh roll's, and an announcer does not roll for the claim: most
claims are honest when the dice allow it.  :func:`read_chance` says how often a
claim like this one (the same claim after the same previous one) is true when a
sound player makes it — the equilibrium the hard bot is built on (``bots/machacek``;
where it never makes that claim, a truthful player's).  The answer's reason says
both numbers and what follows from them, so "true with 6 %" never stands alone
beside the advice to believe it.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from tablegames_qt.bots.machacek.common import respond_position
from tablegames_qt.bots.machacek.styles import equilibrium, truthful
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

from .advice import T_TWO, Explanation, Reason

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


T_READ_CLAIM = QT_TRANSLATE_NOOP(
    "coach", "As players claim, {value} is true with {read_percent}: {verdict}")
V_MOSTLY_HONEST = QT_TRANSLATE_NOOP("coach", "claims like it are mostly honest")
V_BELIEVE_RISK = QT_TRANSLATE_NOOP(
    "coach", "believing it loses only if the claim that must follow is caught")
V_OFTEN_BLUFF = QT_TRANSLATE_NOOP("coach", "claims like it are often bluffs")
V_HARD_TO_BEAT = QT_TRANSLATE_NOOP(
    "coach", "believing it is riskier still: the claim that follows must beat it")
#: the templates that say how honest claims are (a check looks for them)
READ_TEMPLATES = frozenset({T_READ_CLAIM})
#: odds contradict Believe when the claim is true less often than 1 - DOUBT_LOOKS_GOOD,
#: and Doubt when it is true more often than DOUBT_LOOKS_GOOD
DOUBT_LOOKS_GOOD = 0.6
#: the read is said whenever it moves the chance by this much
READ_DIFFERS = 0.15


#: each sentence that speaks to the player ("You rolled"), said of a seat named {who}: the
#: coach in a replay speaks of whoever is to play (``coach.person``)
THIRD_PERSON = {
    T_RESPOND: QT_TRANSLATE_NOOP(
        "coach",
        "A roll makes {value} true with {percent}; if {who} believes it, the roll that follows "
        "beats it with {beat_percent}"),
    T_RESPOND_MACHACEK: QT_TRANSLATE_NOOP(
        "coach",
        "A roll makes Macháček true with {percent}; if {who} believes it, only another "
        "Macháček answers it, and a roll shows one with {beat_percent}"),
    T_TRUTH: QT_TRANSLATE_NOOP(
        "coach", "{who} has {rolled} under the cup, so {value} is true: whoever doubts it loses"),
    T_FORCED_BLUFF: QT_TRANSLATE_NOOP(
        "coach",
        "{who} has {rolled} under the cup, not enough after {previous}: a bluff it must be, and "
        "a roll would make {value} true with {percent}"),
    T_BLUFF: QT_TRANSLATE_NOOP(
        "coach",
        "{who} has {rolled} under the cup; {value} is a bluff that a roll would make true with "
        "{percent}"),
}  # fmt: skip


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


def read_chance(view: MachacekView) -> float | None:
    """P(the claim ``view.seat`` must answer is true) as a sound player means it: how often
    the equilibrium (else a truthful player) makes that claim after the previous one with
    dice that make it true. None when the seat is not answering a claim."""
    if view.phase != PHASE_RESPOND or view.announcement is None or not view.announcements:
        return None
    stage, claim, _announcer = respond_position(view)
    for style in (equilibrium(view.rules.truth), truthful(view.rules.truth)):
        mass = style.mass[stage][claim]
        if mass > 0:
            return style.true_mass[stage][claim] / mass
    return float(claim_chance(view.announcement, view.rules.truth))


def contradicts(action: Action, chance: float | None) -> bool:
    """Whether a claim true with ``chance`` makes ``action`` look wrong: believing a claim
    that doubting would catch more often than not, or doubting one likely true."""
    if chance is None:
        return False
    if isinstance(action, Believe):
        return 1.0 - chance > DOUBT_LOOKS_GOOD
    if isinstance(action, Doubt):
        return chance > DOUBT_LOOKS_GOOD
    return False


def read_reason(view: MachacekView, action: Action) -> Reason | None:
    """How honest such a claim is, when that changes the picture (see the module docstring)."""
    claim = view.announcement
    read = read_chance(view)
    if claim is None or read is None or not isinstance(action, Believe | Doubt):
        return None
    dice = float(claim_chance(claim, view.rules.truth))
    if not (contradicts(action, dice) or contradicts(action, read) or abs(read - dice) >= READ_DIFFERS):
        return None
    if isinstance(action, Believe):
        verdict = V_MOSTLY_HONEST if read >= 0.5 else V_BELIEVE_RISK
    else:
        verdict = V_OFTEN_BLUFF if read < 0.5 else V_HARD_TO_BEAT
    return Reason(T_READ_CLAIM, {"value": claim, "read_percent": 100.0 * read, "verdict": Reason(verdict)})


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
    """Why ``action``: the dice's odds, then how honest such a claim is where it matters."""
    first = dice_reason(view, legal, action)
    then = read_reason(view, action)
    return first if then is None else Reason(T_TWO, {"first": first, "then": then})


def dice_reason(view: MachacekView, legal: Sequence[Action], action: Action) -> Reason:
    """Why ``action``, from the dice's odds alone."""
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
