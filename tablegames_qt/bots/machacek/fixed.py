"""Fixed strategies for measuring the bots (not offered in the app).

    always-truthful  the truth when the roll is legal, else the lowest legal claim;
                     doubts a claim a fresh roll would more likely fail to beat
    always-bluff     always a false claim: the lowest legal value the dice do not make;
                     doubts like always-truthful
    always-doubt     claims like always-truthful, doubts every claim
    never-doubt      claims like always-truthful, believes every claim (Macháček too)
    random           a uniformly random legal action (the arena's random bot)

The gauntlet (:data:`GAUNTLET`) adds the kinds of player people are, each
stationary but for the tracker (``python -m bench.machacek
--against gauntlet``):

    credulous           the truth when it can, else any legal claim at random;
                        doubts one claim in twenty (Macháček one in four)
    habitual-doubter    claims like always-truthful, doubts three claims in four
    threshold-61        claims like always-truthful, doubts every claim from 61 up
    threshold-doubles   claims like always-truthful, doubts every double and Macháček
    show-off            always claims a double or Macháček (the truth if it rolled
                        one, else any of them at random); doubts by plain odds
    just-enough         always the lowest legal claim, whatever it rolled; plain odds
    inflater            one above what it rolled (the lowest legal claim if that is
                        too low); plain odds
    tracker             claims like always-truthful; doubts by how often this
                        announcer's opened cups have shown a bluff and how hard the
                        claim it answered was

"Plain odds" is always-truthful's rule: doubt a claim that a fresh roll would
more likely fail to beat.  Nine of the thirteen are exactly readings the hard
bot keeps (``styles.CLAIM_RULES`` x ``styles.DOUBT_RULES``): the five of the
test set, show-off, just-enough and the two threshold doubters; credulous,
habitual-doubter, inflater and tracker are not.

Beyond these, ``equilibrium`` plays the shipped equilibrium table and
nothing else: the opponent nobody can beat on average.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tablegames_qt.bots.machacek import styles
from tablegames_qt.bots.machacek.common import (
    ABOVE,
    RANK,
    START,
    TOP,
    announce,
    announce_stage,
    claims_after,
    is_respond,
    own_roll_rank,
    respond_position,
    sample,
)
from tablegames_qt.bots.random_bot import RandomBot
from tablegames_qt.engine.machacek import BELIEVE, DOUBT, MachacekView

Mix = styles.Mix


class StyleBot:
    """Plays one stationary style of ``styles.py`` (its mixes drawn with the rng)."""

    def __init__(self, name: str, style: Callable[[str], styles.Style]) -> None:
        self.level = name
        self._style = style

    def choose(self, view: MachacekView, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        style = self._style(view.rules.truth)
        if is_respond(legal_actions):
            stage, claim, _ = respond_position(view)
            return DOUBT if rng.random() < style.doubt[stage][claim] else BELIEVE
        mix = style.claims[announce_stage(view)][own_roll_rank(view)]
        return announce(legal_actions, sample(mix, rng))


def _truthful(s: int, r: int) -> Mix:
    legal = claims_after(s)
    return ((r, 1.0),) if r in legal else ((legal[0], 1.0),)


def _odds(s: int, c: int) -> float:
    return 1.0 if ABOVE[c] < 0.5 else 0.0


def _credulous(truth: str) -> styles.Style:
    def claim(s: int, r: int) -> Mix:
        legal = claims_after(s)
        return ((r, 1.0),) if r in legal else tuple((c, 1.0 / len(legal)) for c in legal)

    return styles.make_style("credulous", truth, claim,
                             lambda s, c: 0.25 if c == TOP else 0.05)


def _show_off(truth: str) -> styles.Style:
    def claim(s: int, r: int) -> Mix:
        legal = [c for c in claims_after(s) if c >= RANK[11]]
        if r in legal:
            return ((r, 1.0),)
        return tuple((c, 1.0 / len(legal)) for c in legal)

    return styles.make_style("show-off", truth, claim, _odds)


def _just_enough(truth: str) -> styles.Style:
    return styles.make_style("just-enough", truth,
                             lambda s, r: ((claims_after(s)[0], 1.0),), _odds)


def _inflater(truth: str) -> styles.Style:
    def claim(s: int, r: int) -> Mix:
        legal = claims_after(s)
        up = min(r + 1, TOP)
        return ((up, 1.0),) if up in legal else ((legal[0], 1.0),)

    return styles.make_style("inflater", truth, claim, _odds)


def _plain(name: str, doubt: Callable[[int, int], float]) -> Callable[[str], styles.Style]:
    return lambda truth: styles.make_style(name, truth, _truthful, doubt)


class TrackerBot:
    """Honest, and doubts by the announcer's record: a player whose opened cups
    have shown bluffs (counted from one bluff and one truth) is suspected the
    more, the harder the claim they had to beat."""

    level = "tracker"

    def choose(self, view: MachacekView, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if is_respond(legal_actions):
            stage, claim, announcer = respond_position(view)
            record = view.stats[announcer]
            rate = (record.bluffs_caught + 1) / (record.times_doubted + 2)
            forced = 0.0 if stage == START else 1.0 - ABOVE[stage]
            false = rate * (0.5 + 0.5 * forced)
            return DOUBT if false > ABOVE[claim] else BELIEVE
        stage = announce_stage(view)
        return announce(legal_actions, _truthful(stage, own_roll_rank(view))[0][0])


FIXED: dict[str, Callable[[], Any]] = {
    "always-truthful": lambda: StyleBot("always-truthful", styles.truthful),
    "always-bluff": lambda: StyleBot("always-bluff", styles.bluffer),
    "always-doubt": lambda: StyleBot("always-doubt", styles.suspicious),
    "never-doubt": lambda: StyleBot("never-doubt", styles.gullible),
    "random": RandomBot,
}


#: the people-like styles beyond the test set (see the module docstring)
PEOPLE: dict[str, Callable[[], Any]] = {
    "credulous": lambda: StyleBot("credulous", _credulous),
    "habitual-doubter": lambda: StyleBot(
        "habitual-doubter", _plain("habitual-doubter", lambda s, c: 0.75)),
    "threshold-61": lambda: StyleBot(
        "threshold-61", _plain("threshold-61", lambda s, c: float(c >= RANK[61]))),
    "threshold-doubles": lambda: StyleBot(
        "threshold-doubles", _plain("threshold-doubles", lambda s, c: float(c >= RANK[11]))),
    "show-off": lambda: StyleBot("show-off", _show_off),
    "just-enough": lambda: StyleBot("just-enough", _just_enough),
    "inflater": lambda: StyleBot("inflater", _inflater),
    "tracker": TrackerBot,
}

#: every fixed style a bot is measured against (``--against gauntlet``)
GAUNTLET: tuple[str, ...] = (*PEOPLE, *FIXED)

EXTRA: dict[str, Callable[[], Any]] = {
    "equilibrium": lambda: StyleBot(
        "equilibrium", lambda truth: styles.equilibrium(truth, "win")
    ),
}


def make_fixed(name: str) -> Any:
    factory = FIXED.get(name) or PEOPLE.get(name) or EXTRA.get(name)
    if factory is None:
        known = ", ".join([*FIXED, *PEOPLE, *EXTRA])
        raise ValueError(f"no fixed strategy {name!r}; known: {known}")
    return factory()
