"""The Macháček guide: how a roll reads and ranks, a bluff that passes, a lift that catches.

One game (``games=1``) of two players with the rolls given: you roll 3-1 (31, the
lowest) and bluff 43; the computer player believes, rolls 5-5 and says 55 (true); you
believe and roll 2-1, Macháček, and say 21; it believes, rolls 6-4 and must say 21
again (a bluff); you lift the cup and win.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect

from tablegames_qt.engine.machacek import Announce, Believe, Doubt, MachacekGame, MachacekRules
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.guide_script import Script, Step, Target, exactly
from tablegames_qt.ui.guide_targets import (
    cup,
    first_found,
    part,
    table_message,
    widget,
    widget_rect,
)
from tablegames_qt.ui.machacek.value_picker import ValuePicker
from tablegames_qt.ui.texts import fill_in


def value_button(value: int) -> Target:
    """Macháček's button for ``value`` in the value picker."""

    def find(screen: GameScreen) -> QRect | None:
        picker = part(screen, "picker", ValuePicker)
        return None if picker is None else widget_rect(screen, picker.buttons.get(value))

    return find

RULES = MachacekRules(games=1)
YOU, BOT = 0, 1
ROLLS = [(3, 1), (5, 5), (2, 1), (6, 4)]


def make_game() -> MachacekGame:
    return MachacekGame(players=2, rules=RULES, seed=1, rolls=ROLLS, first_player=YOU)


MOVES = (
    exactly(Announce(43)),  # you rolled 31: a bluff
    exactly(Believe()),     # the computer player believes and rolls 55
    exactly(Announce(55)),
    exactly(Believe()),     # you believe and roll 21
    exactly(Announce(21)),
    exactly(Believe()),     # it believes and rolls 64
    exactly(Announce(21)),  # the only value left to say: a bluff
    exactly(Doubt()),       # you lift the cup
)


def _welcome(bot: str) -> str:
    return QCoreApplication.translate(
        "MachacekGuide",
        "Welcome to Macháček! One cup, two dice. You roll first, and only you see the dice: "
        "<b>3 and 1</b>.")


def _ranks(bot: str) -> str:
    return QCoreApplication.translate(
        "MachacekGuide",
        "A roll reads higher die first: 3 and 1 is <b>31</b>, the lowest of all. Then 32, 41, "
        "42 … 65; above every number the doubles, called Indians (1 Indian is 11, up to "
        "6 Indians, 66); and above everything <b>Macháček, 21</b>.")


def _bluff(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "MachacekGuide",
        "You announce a value to {bot} — the truth or a bluff. 31 is weak, so <b>bluff: "
        "announce 43</b>. If {bot} lifts the cup, you lose; if {bot} believes, nobody will know."),
        bot=bot)


def _bluff_wrong(bot: str) -> str:
    return QCoreApplication.translate(
        "MachacekGuide", "This time bluff with <b>43</b>: press the 43 button.")


def _believed(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "MachacekGuide",
        "{bot} believed your 43, so the bluff passed. Believing means rolling again and "
        "announcing more than the value received."), bot=bot)


def _claim(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "MachacekGuide",
        "{bot} announces <b>5 Indians</b> (55), a double: only 6 Indians and Macháček are "
        "higher. It may be true or a bluff."), bot=bot)


def _believe(bot: str) -> str:
    return QCoreApplication.translate(
        "MachacekGuide",
        "Press <b>Believe</b>: you take the cup, roll, and must announce more than 5 Indians — "
        "bluffing if your roll is lower.")


def _believe_wrong(bot: str) -> str:
    return QCoreApplication.translate(
        "MachacekGuide", "Believe this one: a lift comes later in this guide.")


def _machacek(bot: str) -> str:
    return QCoreApplication.translate(
        "MachacekGuide", "You rolled <b>2 and 1: Macháček!</b> Nothing is higher. Announce "
        "<b>21</b> — it is the truth.")


def _machacek_wrong(bot: str) -> str:
    return QCoreApplication.translate("MachacekGuide", "Announce <b>21</b>, what you rolled.")


def _again(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "MachacekGuide",
        "{bot} believed you, rolled, and announces <b>Macháček</b> too — after 21 nothing else "
        "may be said. A real 21 comes once in eighteen rolls."), bot=bot)


def _lift(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "MachacekGuide",
        "Don't believe it: press <b>Doubt</b> to lift the cup. If the dice are not 21, {bot} "
        "loses; if they are, you do."), bot=bot)


def _lift_wrong(bot: str) -> str:
    return QCoreApplication.translate("MachacekGuide", "Press <b>Doubt</b> and lift the cup.")


def _caught(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "MachacekGuide",
        "Under the cup: 6 and 4 — <b>64</b>, not Macháček. {bot} bluffed and your lift caught "
        "it: <b>you win this game.</b>"), bot=bot)


def _end(bot: str) -> str:
    return QCoreApplication.translate(
        "MachacekGuide",
        "That is Macháček: roll, announce higher than the last value — truly or not — and "
        "believe or lift. A match is several games; whoever wins most is best. Ready for one?")


#: the claim: the panel's box, or on a window too narrow for it, the table's announcement
CLAIM = first_found(widget("panel.box"), table_message())

SCRIPT = Script(
    game="machacek",
    make_game=make_game,
    rules=RULES,
    moves=MOVES,
    steps=(
        Step(0, _welcome, cup()),
        Step(0, _ranks, cup()),
        Step(0, _bluff, value_button(43), expect=MOVES[0], wrong=_bluff_wrong),
        Step(2, _believed, cup()),
        Step(3, _claim, CLAIM),
        Step(3, _believe, widget("believe_button"), expect=MOVES[3], wrong=_believe_wrong),
        Step(4, _machacek, value_button(21), expect=MOVES[4], wrong=_machacek_wrong),
        Step(7, _again, CLAIM),
        Step(7, _lift, widget("doubt_button"), expect=MOVES[7], wrong=_lift_wrong),
        Step(8, _caught, cup()),
        Step(8, _end),
    ),
)
