"""The coach in the Royal Casino room: the suggested card is chosen in the hand, the
table items it takes or builds with are chosen and lit, and the button that plays it
glows (Enter plays it); with the moves list open, its line is
selected there too. Royal Casino has no odds line."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPushButton

from tablegames_qt.coach import Advice
from tablegames_qt.engine.casino import TRAIL, Play
from tablegames_qt.ui.casino.moves_model import MovesModel, MovesView
from tablegames_qt.ui.casino.play_chooser import CasinoPlayChooser
from tablegames_qt.ui.casino.words import play_text
from tablegames_qt.ui.coach_bar import Odds, glow, unglow
from tablegames_qt.ui.session import SessionController


class CoachHost(Protocol):
    """What of the screen the coach's room uses: the chooser, the play buttons, the
    moves list and the controller (the seats' names)."""

    controller: SessionController
    chooser: CasinoPlayChooser
    trail_button: QPushButton
    moves: MovesModel
    moves_view: MovesView

    @property
    def action_buttons(self) -> list[QPushButton]: ...


class CasinoCoachRoom(QObject):
    """See the module docstring; ``screen`` is the Casino screen, seen as a :class:`CoachHost`."""

    def __init__(self, screen: CoachHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.screen = screen

    def show_advice(self, advice: Advice) -> None:
        play = advice.action
        s = self.screen
        if not isinstance(play, Play):
            return
        s.chooser.show_play(play)
        if play.kind == TRAIL:
            glow(s.trail_button)
        for button in s.action_buttons:
            if button.property("play") == play:
                glow(button)
        if s.moves_view.isVisible():
            row = s.moves.row_of(play)
            if row >= 0:
                s.moves_view.setCurrentIndex(s.moves.index(row))

    def clear_advice(self) -> None:
        s = self.screen
        for button in [s.trail_button, *s.action_buttons]:
            unglow(button)

    def play_advice(self, action: Any) -> None:
        if isinstance(action, Play):
            self.screen.chooser.play(action)

    def advice_words(self, action: Any) -> str:
        if not isinstance(action, Play):
            return ""
        return play_text(action, self.screen.controller.names())

    #: a card game has no odds line (the coach's bar shows only the advice)
    says_odds = False

    def odds_text(self, seat: int) -> Odds | None:
        return None
