"""The coach: the hard bot's choice for a seat, explained from that seat's view.

Two ways in, both reading nothing but a view and its legal actions:

- :func:`advise` makes a fresh hard bot for every call: the same view always
  gets the same advice (a replay, a hint asked twice).
- :class:`Coach` is one seat's coach for one game: it keeps its hard bot, which
  learns the other players as a bot at that seat would (the Perudo and
  Macháček hard bots model their opponents from the views they are shown).  A
  kept bot takes its advice for the move made (the Perudo hard bot reads its
  own bid so): when the player does otherwise, it learns a little less well.

Either way the bot's random generator starts from a fixed seed at every
decision, so a decision depends only on the view and what the bot saw before.
Run it off the GUI thread: the hard bots think for up to a few hundred ms.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tablegames_qt.bots import Bot, make_bot
from tablegames_qt.engine.casino import CasinoView
from tablegames_qt.engine.core import Action, View
from tablegames_qt.engine.machacek import MachacekView
from tablegames_qt.engine.perudo import PerudoView

from . import casino, machacek, perudo
from .advice import Advice, Explanation

GAMES: tuple[str, ...] = ("perudo", "machacek", "casino")
VIEWS: Mapping[str, type[View]] = {
    "perudo": PerudoView, "machacek": MachacekView, "casino": CasinoView,
}
#: the seed of the bot's random generator at every decision
SEED = 17
LEVEL = "hard"
#: options the coach's bots get: no time limit, so a busy machine gives the same advice
BOT_OPTIONS: Mapping[str, Mapping[str, Any]] = {"casino": {"deadline_ms": None}}


def make_coach_bot(game: str) -> Bot:
    """The hard bot of ``game`` as the coach runs it."""
    check_game(game)
    return make_bot(game, LEVEL, **BOT_OPTIONS.get(game, {}))


def check_game(game: str) -> None:
    if game not in GAMES:
        raise ValueError(f"the coach knows {', '.join(GAMES)}, not {game!r}")


def check_view(game: str, view: View) -> None:
    if not isinstance(view, VIEWS[game]):
        raise TypeError(f"{type(view).__name__} is not a view of {game!r}")


def explain(game: str, view: View, legal: Sequence[Action], action: Action) -> Explanation:
    """The alternatives, chance and reason of ``action`` in ``view``."""
    if isinstance(view, PerudoView):
        return perudo.explain(view, legal, action)
    if isinstance(view, MachacekView):
        return machacek.explain(view, legal, action)
    if isinstance(view, CasinoView):
        return casino.explain(view, legal, action)
    raise TypeError(f"{type(view).__name__} is not a view of {game!r}")


def advice_with(
    bot: Bot, game: str, view: View, legal_actions: Sequence[Action], seed: int = SEED
) -> Advice:
    """The advice of ``bot`` (a hard bot of ``game``) for the seat of ``view``."""
    check_game(game)
    check_view(game, view)
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to advise on: it is not this seat's turn")
    action = bot.choose(view, legal, random.Random(seed))
    if action not in legal:  # a bot's mistake must not become the player's
        action = legal[0]
    found = explain(game, view, legal, action)
    return Advice(game, view.seat, action, found.alternatives, found.chance, found.reason)


def advise(game: str, view: View, legal_actions: Sequence[Action]) -> Advice:
    """What the hard bot would play for the seat of ``view``, and why.

    ``game`` is "perudo", "machacek" or "casino"; ``legal_actions`` those of
    that seat's turn.  A fresh bot every call: the same view, the same advice.
    """
    return advice_with(make_coach_bot(game), game, view, legal_actions)


class Coach:
    """One seat's coach for one game, keeping its hard bot across the game.

    Asked again about the same view (the Hint pressed twice), it answers as
    before without thinking again, so the bot sees every position once.
    """

    def __init__(self, game: str, seat: int, seed: int = SEED) -> None:
        check_game(game)
        self.game = game
        self.seat = seat
        self.seed = seed
        self.bot: Bot = make_coach_bot(game)
        self._last: tuple[View, list[Action], Advice] | None = None

    def advise(self, view: View, legal_actions: Sequence[Action]) -> Advice:
        if view.seat != self.seat:
            raise ValueError(f"this coach advises seat {self.seat}, not seat {view.seat}")
        legal = list(legal_actions)
        last = self._last
        if last is not None and last[0] == view and last[1] == legal:
            return last[2]
        advice = advice_with(self.bot, self.game, view, legal, self.seed)
        self._last = (view, legal, advice)
        return advice
