"""The coach: advice for one seat from its view alone (pure Python, no Qt).

::

    from tablegames_qt import coach

    advice = coach.advise("perudo", game.view(seat), game.legal_actions())
    advice.action         # what the hard bot would play: one of the legal actions
    advice.alternatives   # a few other sensible legal plays, best first
    advice.chance         # P(the standing bid / claim is true) for this seat, or None
    advice.reason         # a Reason: template (context "coach") + data, see advice.py

``coach.Coach(game, seat)`` keeps one hard bot for a seat across a game (it
learns the opponents); ``coach.advise`` makes a fresh one per call.  Both read
only the view and the legal actions, never the game.  The odds alone, for an
odds line or a value picker: ``perudo.bid_chance``, ``machacek.claim_chance``.
Modules: ``advice`` (Advice, Reason), ``advisor`` (the bot and the dispatch),
``perudo``, ``machacek``, ``casino`` (a game's odds, reasons and alternatives).
"""

from __future__ import annotations

from .advice import Advice, Reason
from .advisor import GAMES, Coach, advise
from .machacek import claim_chance
from .perudo import bid_chance

__all__ = ["GAMES", "Advice", "Coach", "Reason", "advise", "bid_chance", "claim_chance"]
