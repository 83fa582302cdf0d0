"""Easy: honest when the dice allow, the smallest step up when they do not,
and believes everything but Macháček."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tablegames_qt.bots.machacek.common import (
    TOP,
    announce,
    announce_stage,
    claims_after,
    is_respond,
    own_roll_rank,
    respond_position,
)
from tablegames_qt.engine.machacek import BELIEVE, DOUBT, MachacekView


class EasyBot:
    level = "easy"

    def choose(self, view: MachacekView, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if is_respond(legal_actions):
            _, claim, _ = respond_position(view)
            return DOUBT if claim == TOP else BELIEVE
        roll = own_roll_rank(view)
        legal = claims_after(announce_stage(view))
        return announce(legal_actions, roll if roll in legal else legal[0])
