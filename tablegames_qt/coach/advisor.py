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
from collections.abc import Sequence

from tablegames_qt.bots import Bot
from tablegames_qt.engine.core import Action, View

from .advice import Advice, Explanation
from .part import GameCoach

#: the seed of the bot's random generator at every decision
SEED = 17
LEVEL = "hard"


def make_coach_bot(part: GameCoach) -> Bot:
    """The hard bot of a game as the coach runs it."""
    return part.bot()


def check_view(part: GameCoach, view: View) -> None:
    if not isinstance(view, part.view):
        raise TypeError(f"{type(view).__name__} is not a view of {part.game!r}")


def explain(part: GameCoach, view: View, legal: Sequence[Action], action: Action) -> Explanation:
    """The alternatives, chance and reason of ``action`` in ``view``."""
    check_view(part, view)
    return part.explain(view, legal, action)


def advice_with(
    bot: Bot, part: GameCoach, view: View, legal_actions: Sequence[Action], seed: int = SEED
) -> Advice:
    """The advice of ``bot`` (the game's hard bot) for the seat of ``view``."""
    check_view(part, view)
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to advise on: it is not this seat's turn")
    action = bot.choose(view, legal, random.Random(seed))
    if action not in legal:  # a bot's mistake must not become the player's
        action = legal[0]
    found = explain(part, view, legal, action)
    return Advice(part.game, view.seat, action, found.alternatives, found.chance, found.reason)


def advise(part: GameCoach, view: View, legal_actions: Sequence[Action]) -> Advice:
    """What the hard bot would play for the seat of ``view``, and why.

    ``part`` is the game's coach (``games.spec(name).coach``); ``legal_actions`` those
    of that seat's turn.  A fresh bot every call: the same view, the same advice.
    """
    return advice_with(make_coach_bot(part), part, view, legal_actions)


class Coach:
    """One seat's coach for one game, keeping its hard bot across the game.

    Asked again about the same view (the Hint pressed twice), it answers as
    before without thinking again, so the bot sees every position once.
    """

    def __init__(self, part: GameCoach, seat: int, seed: int = SEED) -> None:
        self.part = part
        self.game = part.game
        self.seat = seat
        self.seed = seed
        self.bot: Bot = make_coach_bot(part)
        self._last: tuple[View, list[Action], Advice] | None = None

    def advise(self, view: View, legal_actions: Sequence[Action]) -> Advice:
        if view.seat != self.seat:
            raise ValueError(f"this coach advises seat {self.seat}, not seat {view.seat}")
        legal = list(legal_actions)
        last = self._last
        if last is not None and last[0] == view and last[1] == legal:
            return last[2]
        advice = advice_with(self.bot, self.part, view, legal, self.seed)
        self._last = (view, legal, advice)
        return advice
