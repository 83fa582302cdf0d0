"""The coach: advice for one seat from its view alone (pure Python, no Qt).

::

    from tablegames_qt import coach

    part = games.spec("perudo").coach     # the game's coach, from its spec
    advice = coach.advise(part, game.view(seat), game.legal_actions())
    advice.action         # what the hard bot would play: one of the legal actions
    advice.alternatives   # a few other sensible legal plays, best first
    advice.chance         # P(the standing bid / claim is true) for this seat, or None
    advice.reason         # a Reason: template (context "coach") + data, see advice.py

``coach.Coach(part, seat)`` keeps one hard bot for a seat across a game (it
learns the opponents); ``coach.advise`` makes a fresh one per call.  Both read
only the view and the legal actions, never the game.  The odds alone, for an
odds line or a value picker: ``perudo.bid_chance``, ``machacek.claim_chance``.
Modules: ``advice`` (Advice, Reason), ``advisor`` (the bot and its explanation),
``part`` (:class:`GameCoach`, what a game's spec gives the coach),
``perudo``, ``machacek``, ``casino`` (a game's odds, reasons and alternatives).
"""

from __future__ import annotations

from .advice import Advice, Reason
from .advisor import Coach, advise
from .machacek import claim_chance
from .part import GameCoach
from .perudo import bid_chance

__all__ = ["Advice", "Coach", "GameCoach", "Reason", "advise", "bid_chance", "claim_chance"]
