"""The coach in the Macháček room: a suggested value is the one Enter announces in the
picker, a suggested Believe or Doubt lights its button; the odds line says how likely
the claim to answer is: by the dice (``coach.claim_chance`` of it under the table's truth
rule) and as players claim it (``coach.machacek.read_chance``)."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QPushButton

from tablegames_qt.coach import Advice
from tablegames_qt.coach.machacek import read_chance, standing_chance
from tablegames_qt.engine.machacek import Announce, Believe, Doubt, MachacekGame
from tablegames_qt.ui.coach_bar import Odds, claim_odds, glow, unglow
from tablegames_qt.ui.machacek.value_picker import ValuePicker, value_label
from tablegames_qt.ui.texts import fill_in


class MachacekCoachHost(Protocol):
    """What of the Macháček screen the coach's room uses: the game, the value picker,
    the Believe and Doubt buttons, and the screen's own ways to doubt (asking first) and
    to play an action."""

    game: MachacekGame
    picker: ValuePicker
    believe_button: QPushButton
    doubt_button: QPushButton

    def _doubt(self) -> None: ...
    def _submit(self, action: Any) -> None: ...


class MachacekCoachRoom(QObject):
    """See the module docstring; ``screen`` is the Macháček screen, seen as a
    :class:`MachacekCoachHost`."""

    def __init__(self, screen: MachacekCoachHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.screen = screen

    def show_advice(self, advice: Advice) -> None:
        action = advice.action
        s = self.screen
        if isinstance(action, Announce):
            s.picker.focus_value(action.value)
            glow(s.picker.buttons[action.value])
            s.picker.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        button = {Believe(): s.believe_button, Doubt(): s.doubt_button}.get(action)
        if button is not None:
            glow(button)
            button.setFocus(Qt.FocusReason.OtherFocusReason)

    def clear_advice(self) -> None:
        s = self.screen
        for button in [s.believe_button, s.doubt_button, *s.picker.buttons.values()]:
            unglow(button)

    def play_advice(self, action: Any) -> None:
        if isinstance(action, Doubt):
            self.screen._doubt()  # asks first when the person wants to be asked
        else:
            self.screen._submit(action)

    def advice_words(self, action: Any) -> str:
        if isinstance(action, Announce):
            return fill_in(self.tr("announce {value}"), value=value_label(action.value))
        if isinstance(action, Believe):
            return self.tr("believe it and roll")
        if isinstance(action, Doubt):
            return self.tr("lift the cup")
        return ""

    def odds_text(self, seat: int) -> Odds | None:
        game: MachacekGame = self.screen.game
        view = game.view(seat)
        chance = standing_chance(view)  # claim_chance of the claim this seat must answer
        if chance is None or view.announcement is None:
            return None
        # The dice's chance (what a fresh roll makes true) beside how often such a claim is
        # true as players make it: "6 %" alone would read as "surely a bluff".
        return claim_odds(value_label(view.announcement), chance, read_chance(view))
