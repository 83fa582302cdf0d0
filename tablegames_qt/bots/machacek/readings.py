"""The readings the hard bot (``hard.py``) starts a match with: its prior belief in each
way of claiming and of answering (``styles.py``), and the belief it opens on a seat.

Two players: every way of claiming of :data:`CLAIM_PRIOR` with every way of answering of
:data:`DOUBT_PRIOR`, weighted by the product of their priors.  More players: the seven
archetypes of :data:`CROWD_PRIOR`, which keep the reply round the table cheap.  Every
style is smoothed with a little uniform play (:data:`SMOOTHING`).
"""

from __future__ import annotations

from collections.abc import Mapping

from tablegames_qt.bots.machacek import styles
from tablegames_qt.bots.machacek.model import Belief
from tablegames_qt.engine.machacek import MachacekView

#: prior belief in each way of claiming and of answering (styles.py): most
#: people play the odds more or less honestly; the extremes are rarer, but a
#: few moves reveal them
CLAIM_PRIOR: dict[str, float] = {
    "equilibrium": 0.2,
    "odds": 0.2,
    "truthful": 0.15,
    "honest-random": 0.1,
    "bluffer": 0.1,
    "random": 0.15,
    "high": 0.075,
    "lowest": 0.075,
}
DOUBT_PRIOR: dict[str, float] = {
    "equilibrium": 0.2,
    "normal": 0.15,
    "odds": 0.15,
    "never": 0.07,
    "rarely": 0.07,
    "half": 0.15,
    "often": 0.07,
    "always": 0.07,
    "from-61": 0.075,
    "from-doubles": 0.075,
    "only-21": 0.075,
}
#: at a table of three or more, the reply follows the cup round every player's
#: mixture, rebuilt whenever a belief moves: a few archetypes keep that cheap
#: (the readings and prior of the bot before safe exploitation)
CROWD_PRIOR: dict[tuple[str, str], float] = {
    ("equilibrium", "equilibrium"): 0.2,
    ("odds", "normal"): 0.4,
    ("truthful", "odds"): 0.1,
    ("bluffer", "odds"): 0.075,
    ("truthful", "always"): 0.075,
    ("truthful", "never"): 0.075,
    ("random", "half"): 0.075,
}
#: every style is mixed with this much uniform play, so no move rules a style out
SMOOTHING = 0.05


def first_belief(view: MachacekView, claim_prior: Mapping[str, float],
                 doubt_prior: Mapping[str, float]) -> Belief:
    """The belief over one seat's style before it has made a move, from the priors."""
    truth = view.rules.truth
    objective = "lives" if view.rules.lives else "win"
    pairs: Mapping[tuple[str, str], float]
    if view.players > 2:
        pairs = CROWD_PRIOR
    else:
        pairs = {(claim, doubt): pc * pd for claim, pc in claim_prior.items()
                 for doubt, pd in doubt_prior.items()}
    kinds: list[styles.Style] = []
    prior: list[float] = []
    for (claim, doubt), weight in pairs.items():
        if weight > 0:
            style = styles.combined(claim, doubt, truth, objective)
            kinds.append(styles.smoothed(style, truth, SMOOTHING))
            prior.append(weight)
    total = sum(prior)
    return Belief(kinds, [w / total for w in prior])
