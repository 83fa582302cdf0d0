"""Computer players: pure Python, reading only ``view(seat)``.

A bot is an object with ``choose(view, legal_actions, rng) -> action``.  One
instance plays one seat for one game, so it may remember what it has seen in
its views (opponent models); it never sees anything else.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from typing import Any, Protocol

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


class Bot(Protocol):
    #: the level name ("random", "easy", "normal", "hard")
    level: str

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        """One of ``legal_actions`` for the position in ``view``."""
        ...


#: (game, level) -> "module:class"; "random" works for every game
_REGISTRY: dict[tuple[str, str], str] = {}


def register(game: str, level: str, target: str) -> None:
    _REGISTRY[(game, level)] = target


def make_bot(game: str, level: str, **options: Any) -> Bot:
    """A fresh bot for one seat of one game."""
    if level == "random":
        from tablegames_qt.bots.random_bot import RandomBot

        return RandomBot()
    try:
        target = _REGISTRY[(game, level)]
    except KeyError:
        raise ValueError(f"no {level!r} bot for {game!r}") from None
    module, _, cls = target.partition(":")
    bot: Bot = getattr(importlib.import_module(module), cls)(**options)
    return bot


# The levels each game ships.  Bot modules are imported only when a bot is made.
for _game in ("perudo", "machacek", "casino"):
    for _level in LEVELS:
        register(_game, _level, f"tablegames_qt.bots.{_game}:{_level.capitalize()}Bot")
