"""The baseline: a uniformly random legal action (for throughput and tests)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any


class RandomBot:
    level = "random"

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return legal_actions[rng.randrange(len(legal_actions))]
