"""The coach in the Perudo room: a suggested bid goes into the bid control, a suggested
Dudo, Calza or Maputo answer lights its button; the odds line says how likely the
standing bid is for the person to play (``coach.bid_chance`` from their view only)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QPushButton

from tablegames_qt.coach import Advice, bid_chance
from tablegames_qt.coach.perudo import read_chance
from tablegames_qt.engine.perudo import Bid, Calza, DeclareMaputo, Dudo, PerudoGame
from tablegames_qt.ui.coach_bar import Odds, bid_odds, glow, unglow
from tablegames_qt.ui.perudo.bid_control import BidControl
from tablegames_qt.ui.perudo.words import bid_words
from tablegames_qt.ui.texts import fill_in


class PerudoCoachHost(Protocol):
    """What of the Perudo screen the coach's room uses: the game, the bid control, the
    call buttons, and the screen's own ways to play a bid, a call or an action (so a
    hint played with Enter asks first where a click would)."""

    game: PerudoGame
    bid_control: BidControl
    dudo_button: QPushButton
    calza_button: QPushButton
    declare_button: QPushButton
    decline_button: QPushButton

    def _bid(self, quantity: int, face: int) -> None: ...
    def _dudo(self) -> None: ...
    def _calza(self) -> None: ...
    def _submit(self, action: Any) -> None: ...


class PerudoCoachRoom(QObject):
    """See the module docstring; ``screen`` is the Perudo screen, seen as a
    :class:`PerudoCoachHost`."""

    def __init__(self, screen: PerudoCoachHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.screen = screen

    def _buttons(self) -> list[QPushButton]:
        s = self.screen
        return [s.dudo_button, s.calza_button, s.declare_button, s.decline_button]

    def show_advice(self, advice: Advice) -> None:
        action = advice.action
        s = self.screen
        if isinstance(action, Bid):
            # Selected, not lit: the bid button draws its die right to left, which an
            # effect's off-screen rendering turns around.
            s.bid_control.select(action.quantity, action.face)
            s.bid_control.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        button = {Dudo(): s.dudo_button, Calza(): s.calza_button,
                  DeclareMaputo(True): s.declare_button,
                  DeclareMaputo(False): s.decline_button}.get(action)
        if button is not None:
            glow(button)
            button.setFocus(Qt.FocusReason.OtherFocusReason)

    def clear_advice(self) -> None:
        for button in self._buttons():
            unglow(button)

    def play_advice(self, action: Any) -> None:
        s = self.screen
        if isinstance(action, Bid):
            s._bid(action.quantity, action.face)
        elif isinstance(action, Dudo):
            s._dudo()  # asks first when the person wants to be asked
        elif isinstance(action, Calza):
            s._calza()
        else:
            s._submit(action)

    def advice_words(self, action: Any) -> str:
        if isinstance(action, Bid):
            return fill_in(self.tr("bid {bid}"), bid=bid_words(action.quantity, action.face))
        if isinstance(action, Dudo):
            return self.tr("call Dudo")
        if isinstance(action, Calza):
            return self.tr("call Calza")
        if action == DeclareMaputo(True):
            return self.tr("declare Maputo")
        return self.tr("play normally")

    def odds_text(self, seat: int) -> Odds | None:
        game: PerudoGame = self.screen.game
        view = game.view(seat)
        bid = view.last_bid
        if bid is None:
            return None
        chance = bid_chance(bid, view.own_dice, view.unseen_dice, view.maputo)
        # e.g. "7 fours: likely (70%) counting the bids, 15% from your dice" — the coach's
        # advice goes by the first, as the hard bot reads the bids
        return bid_odds(bid_words(bid.quantity, bid.face), chance, read=read_chance(view, bid))
