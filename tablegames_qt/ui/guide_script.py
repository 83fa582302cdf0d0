"""A guided first game as data: the position, every move, and what the table says when.

A :class:`Script` names its game, how to build the prepared position (fixed dice,
rolls or deck, and a fixed seed where later chance matters), the seats (the person
in seat 0, one scripted computer player) and *every* move of the guided game in
order (the person's and the computer player's alike, so nothing is chosen by a live
bot).  Its :class:`Step` list says what the guide shows: a step is due when the game
log holds ``at`` moves; a step with ``expect`` waits for the person's move there, a
step without one waits for "Next".

Moves are pickers (:data:`Move`): given the legal actions they return the scripted
one, so a Casino play is named by its cards and the engine's own play object is used.
This module is Qt-free apart from the rectangles the targets return.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tablegames_qt.engine.core import Game

if TYPE_CHECKING:
    from PySide6.QtCore import QRect

    from tablegames_qt.ui.game_screen import GameScreen

#: the legal actions -> the scripted one (ValueError when it is not among them)
Move = Callable[[Sequence[Any]], Any]
#: a step's text: given the computer player's name (already escaped for rich text)
Text = Callable[[str], str]
#: a step's target: given the game screen, the rectangle to point at in its
#: coordinates (a QRect, or a list of them), or None when there is nothing to point at now
Target = Callable[["GameScreen"], "QRect | list[QRect] | None"]


def exactly(action: Any) -> Move:
    """The move ``action`` itself (it must be legal when its turn comes)."""

    def pick(legal: Sequence[Any]) -> Any:
        if action not in legal:
            raise ValueError(f"the scripted move {action!r} is not legal here")
        return action

    return pick


@dataclass(frozen=True)
class Step:
    """What the guide shows once the game log holds ``at`` moves."""

    at: int
    text: Text
    target: Target | None = None
    #: the person's move this step waits for (None: the step waits for "Next")
    expect: Move | None = None
    #: said (with the step's text) when the person makes another move here
    wrong: Text | None = None


@dataclass(frozen=True)
class Script:
    """One guide: see the module docstring."""

    game: str
    make_game: Callable[[], Game[Any, Any]]
    #: every move of the guided game, in order
    moves: tuple[Move, ...]
    steps: tuple[Step, ...]
    #: the person's seat; every other seat is a scripted computer player
    human: int = 0
    #: the rules object of the game (for the set-up the main window keeps)
    rules: Any = None

    def expected(self, game: Game[Any, Any]) -> Any:
        """The scripted move now (None when the script has none left)."""
        count = len(game.history)
        if count >= len(self.moves) or game.is_over():
            return None
        return self.moves[count](game.legal_actions())
