"""Fixed strategies for measuring the bots (not offered in the app).

    always-truthful  the truth when the roll is legal, else the lowest legal claim;
                     doubts a claim a fresh roll would more likely fail to beat
    always-bluff     always a false claim: the lowest legal value the dice do not make;
                     doubts like always-truthful
    always-doubt     claims like always-truthful, doubts every claim
    never-doubt      claims like always-truthful, believes every claim (Macháček too)
    random           a uniformly random legal action (the arena's random bot)

Beyond the test set, ``equilibrium`` plays the shipped equilibrium table and
nothing else: the opponent nobody can beat on average.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from tablegames_qt.bots.machacek import styles
from tablegames_qt.bots.machacek.common import (
    announce,
    announce_stage,
    is_respond,
    own_roll_rank,
    respond_position,
    sample,
)
from tablegames_qt.bots.random_bot import RandomBot
from tablegames_qt.engine.machacek import BELIEVE, DOUBT, MachacekView


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


FIXED: dict[str, Callable[[], Any]] = {
    "always-truthful": lambda: StyleBot("always-truthful", styles.truthful),
    "always-bluff": lambda: StyleBot("always-bluff", styles.bluffer),
    "always-doubt": lambda: StyleBot("always-doubt", styles.suspicious),
    "never-doubt": lambda: StyleBot("never-doubt", styles.gullible),
    "random": RandomBot,
}


EXTRA: dict[str, Callable[[], Any]] = {
    "equilibrium": lambda: StyleBot(
        "equilibrium", lambda truth: styles.equilibrium(truth, "win")
    ),
}


def make_fixed(name: str) -> Any:
    factory = FIXED.get(name) or EXTRA.get(name)
    if factory is None:
        known = ", ".join([*FIXED, *EXTRA])
        raise ValueError(f"no fixed strategy {name!r}; known: {known}")
    return factory()
