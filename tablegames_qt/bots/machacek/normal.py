"""Normal: plays the odds of the dice and remembers who has been caught lying.

Answering, it weighs how the claim could have come about: told truly (the
announcer rolled it) or bluffed, and a bluff is likelier the harder the claim
they had to beat (the exact chance that a fresh roll beats it) and the more
often that player's opened cups have shown bluffs.  It doubts when the claim
is more likely false than its own chance after believing.  Announcing, it
tells the truth when it can, but inflates a weak roll now and then and, when
it must bluff, spreads its bluffs over the lowest few claims.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tablegames_qt.bots.machacek.common import (
    ABOVE,
    PROB,
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
from tablegames_qt.engine.machacek import BELIEVE, DOUBT, MachacekView, PlayerStats

#: how often it supposes a player bluffs although the dice would do
VOLUNTARY_BLUFF = 0.2
#: how bluffs are supposed to fall on the legal claims, lowest first
BLUFF_DECAY = 0.6
#: the chance that its own bluff survives, when it believes and then cannot beat the claim
OWN_BLUFF_SURVIVES = 0.35
#: a roll this likely to be beaten by the next player is worth inflating
WEAK_ROLL = 0.6
INFLATE = 0.5
FORCED_TARGETS = (0.55, 0.3, 0.15)


def lie_factor(stats: PlayerStats) -> float:
    """How much likelier than a typical player this one is to bluff, from the
    cups opened on their claims (a prior of one bluff and one truth)."""
    rate = (stats.bluffs_caught + 1) / (stats.times_doubted + 2)
    return min(2.0, max(0.5, rate / 0.5))


def chance_false(stage: int, claim: int, factor: float = 1.0) -> float:
    legal = claims_after(stage)
    weights = [BLUFF_DECAY ** i for i in range(len(legal))]
    share = weights[claim - legal[0]] / sum(weights)
    forced = 0.0 if stage == START else 1.0 - ABOVE[stage]
    bluff = (forced + VOLUNTARY_BLUFF * (1.0 - forced)) * share * factor
    true = PROB[claim] * (1.0 - VOLUNTARY_BLUFF)
    return bluff / (bluff + true)


def prospect(claim: int) -> float:
    """Its own chance after believing ``claim``: beat it truly, or bluff and survive."""
    if claim == TOP:
        return PROB[TOP]
    return ABOVE[claim] + (1.0 - ABOVE[claim]) * OWN_BLUFF_SURVIVES


def claim_mix(stage: int, roll: int) -> tuple[tuple[int, float], ...]:
    """Its claims holding ``roll`` at ``stage``, with their chances."""
    legal = list(claims_after(stage))
    if roll in legal:
        higher = [c for c in legal if c > roll and ABOVE[c] >= 0.35]
        if ABOVE[roll] > WEAK_ROLL and higher:
            inflated = _targets(higher, INFLATE)
            return ((roll, 1.0 - INFLATE), *inflated)
        return ((roll, 1.0),)
    return _targets(legal, 1.0)


def _targets(claims: Sequence[int], share: float) -> tuple[tuple[int, float], ...]:
    weights = list(zip(claims, FORCED_TARGETS, strict=False))
    total = sum(w for _, w in weights)
    return tuple((c, share * w / total) for c, w in weights)


def doubts(stage: int, claim: int, factor: float = 1.0) -> bool:
    return chance_false(stage, claim, factor) > prospect(claim)


class NormalBot:
    level = "normal"

    def choose(self, view: MachacekView, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if is_respond(legal_actions):
            stage, claim, announcer = respond_position(view)
            return DOUBT if doubts(stage, claim, lie_factor(view.stats[announcer])) else BELIEVE
        mix = claim_mix(announce_stage(view), own_roll_rank(view))
        return announce(legal_actions, sample(mix, rng))
