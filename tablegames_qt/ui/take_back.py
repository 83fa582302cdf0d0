"""Take-back (Game → Take back, Ctrl+Z): what can be taken back at a table now, and when
nothing can, why not and what could be.

A person playing alone against the computer takes back their last decision in the round
(Perudo), game (Macháček) or deal (Casino) being played, with the computer players'
replies after it (:func:`~tablegames_qt.engine.core.take_back_point`).  A finished round
stays: its dice were shown, its cards counted.  The main window enables its action by
:func:`take_back_state` after every move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine.core import take_back_point
from tablegames_qt.ui.rooms import room
from tablegames_qt.ui.texts import TranslationContext


@dataclass(frozen=True)
class TakeBack:
    """``point``: the log's length to replay to (None: nothing to take back now);
    ``moves``: how many moves that undoes; ``reason``: why nothing can, and what can."""

    point: int | None
    moves: int = 0
    reason: str = ""


take_back_texts = TranslationContext("take_back_texts")


def take_back_state(controller: Any, game_name: str) -> TakeBack:
    """What Take back would do at the table of ``controller`` (a ``SessionController``)."""
    if getattr(controller, "guided", False):
        return TakeBack(None, reason=QCoreApplication.translate(
            "take_back_texts", "A guided game is played as the guide says: nothing is taken back."))
    you = controller.solo_seat()  # one person on the laptop, no phones at the table
    if you is None:
        return TakeBack(None, reason=QCoreApplication.translate(
            "take_back_texts", "Taking back is for one person playing against the computer."))
    game = controller.game
    if game.is_over():
        return TakeBack(None, reason=QCoreApplication.translate(
            "take_back_texts", "The game is over: nothing is taken back."))
    point = take_back_point(game, you)
    if point is None:
        return TakeBack(None, reason=room(game_name).text("take_back_nothing"))
    return TakeBack(point, moves=len(game.history) - point)


def confirm_text(state: TakeBack) -> str:
    """The question before a take-back that makes the game practice."""
    after = max(0, state.moves - 1)
    if after:
        return take_back_texts.tr(
            "Take back your last move and the %n move(s) made after it? A game in which "
            "something is taken back is a practice game: it stays out of the statistics.", "",
            after)
    return take_back_texts.tr(
        "Take back your last move? A game in which something is taken back is a practice "
        "game: it stays out of the statistics.")
