"""The Perudo guide: a bid, a Dudo that wins, ones as wild, a Maputo round.

A position from the middle of a game: you have three dice (1, 5, 2), the computer
player two (3, 6), and you open.  You bid two fives (your one is wild), it raises to
three fives, your Dudo wins: it is down to one die, opens the next round and calls
Maputo.  The second round's dice come from the game's seed 45 (you 1, 5, 4; it a 4;
tests/ui/test_tutorial_scripts.py checks it): it bids one four, you two fours (your
one is not wild now), its Dudo loses its last die and you win.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect

from tablegames_qt.engine.perudo import Bid, DeclareMaputo, Dudo, PerudoGame, PerudoRules
from tablegames_qt.ui.game_screen import GameScreen
from tablegames_qt.ui.guide_script import Script, Step, Target, exactly
from tablegames_qt.ui.guide_targets import both, dice, part, widget, widget_rect
from tablegames_qt.ui.perudo.bid_control import BidControl
from tablegames_qt.ui.perudo.words import bid_words
from tablegames_qt.ui.texts import fill_in


def face_button(face: int) -> Target:
    """Perudo's button for ``face`` in the bid control."""

    def find(screen: GameScreen) -> QRect | None:
        control = part(screen, "bid_control", BidControl)
        return None if control is None else widget_rect(screen, control.face_buttons.get(face))

    return find

RULES = PerudoRules()
SEED = 45
YOU, BOT = 0, 1


def make_game() -> PerudoGame:
    return PerudoGame(players=2, rules=RULES, seed=SEED, dice=[[1, 5, 2], [3, 6]], first_player=YOU)


MOVES = (
    exactly(Bid(2, 5)),            # you
    exactly(Bid(3, 5)),            # the computer player raises (a bluff)
    exactly(Dudo()),               # you: the count is 2, the bid loses
    exactly(DeclareMaputo(True)),  # it has one die left
    exactly(Bid(1, 4)),
    exactly(Bid(2, 4)),            # you (your one is not wild in Maputo)
    exactly(Dudo()),               # it doubts and loses its last die
)


def _welcome(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "Welcome to Perudo! Everyone's dice are hidden under a cup, and you see only your own: "
        "<b>1, 5 and 2</b>. {bot} has two dice left, which only {bot} knows."), bot=bot)


def _wild(bot: str) -> str:
    return QCoreApplication.translate(
        "PerudoGuide",
        "<b>Ones are wild</b>: a one counts as whatever face is bid. So you hold two fives: "
        "your 5 and your 1.")


def _bid(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "Open the round with a bid: <b>{bid}</b> means “there are at least two fives on the "
        "whole table”. Choose the quantity 2 and the five, then press Bid (or use the arrow keys "
        "and Enter)."), bid=bid_words(2, 5))


def _bid_wrong(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "For this guide, bid exactly <b>{bid}</b>: the quantity 2, the die with five dots, "
        "then Bid."), bid=bid_words(2, 5))


def _raise(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "{bot} raises to <b>{bid}</b>. A raise names more dice, or as many dice of a higher "
        "face."), bot=bot, bid=bid_words(3, 5))


def _dudo(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "You know two fives. For three, {bot} would need a five or a one under the cup. Do you "
        "believe it? Say <b>Dudo</b> (“I don't believe it”): every cup is lifted and the fives "
        "are counted."), bot=bot)


def _dudo_wrong(bot: str) -> str:
    return QCoreApplication.translate(
        "PerudoGuide", "This time press <b>Dudo</b>: let's see whether the bid is true.")


def _count(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "The count: your 5, and your 1 as a wild five, make <b>two fives</b>; {bot} has none. "
        "Two is fewer than three, so the bid was false and {bot}, who made it, loses a die. "
        "Your Dudo won!"), bot=bot)


def _maputo(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "{bot} has one die left and opens the new round, so {bot} may call <b>Maputo</b> (once "
        "per game) — and does. In a Maputo round ones are <b>not wild</b>, and the face of the "
        "first bid stays: every later bid must name more of the same face."), bot=bot)


def _new_dice(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "Everyone rolled again. {bot} bids <b>{bid}</b>. Your new dice are 1, 5 and 4: in "
        "Maputo your 1 is just a one, so you hold exactly one four."), bot=bot, bid=bid_words(1, 4))


def _maputo_bid(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "If {bot}'s die is the four it bid, there are two fours: yours and {bot}'s. Bid "
        "<b>{bid}</b>. Only fours can be bid now."), bot=bot, bid=bid_words(2, 4))


def _maputo_wrong(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide", "Bid <b>{bid}</b> here: the quantity 2 and the four."), bid=bid_words(2, 4))


def _won(bot: str) -> str:
    return fill_in(QCoreApplication.translate(
        "PerudoGuide",
        "{bot} said Dudo. The count: {bot}'s four and yours make two fours, so your bid stands. "
        "{bot}, who doubted it, loses the last die and is out: <b>you win!</b>"), bot=bot)


def _end(bot: str) -> str:
    return QCoreApplication.translate(
        "PerudoGuide",
        "That is Perudo: bid on all the dice, say Dudo on a bid you doubt, count ones as wild — "
        "except in Maputo. A real game starts with five dice each. Ready to play one?")


SCRIPT = Script(
    game="perudo",
    make_game=make_game,
    rules=RULES,
    moves=MOVES,
    steps=(
        Step(0, _welcome, dice(YOU)),
        Step(0, _wild, dice(YOU)),
        # the control and your dice: the bubble keeps off both (you bid from what you see)
        Step(0, _bid, both(widget("bid_control"), dice(YOU)), expect=MOVES[0], wrong=_bid_wrong),
        Step(2, _raise, dice(BOT)),
        Step(2, _dudo, widget("dudo_button"), expect=MOVES[2], wrong=_dudo_wrong),
        Step(3, _count, both(dice(YOU), dice(BOT))),  # both cups counted: neither hidden
        Step(4, _maputo, dice(BOT)),
        Step(5, _new_dice, dice(YOU)),
        Step(5, _maputo_bid, both(face_button(4), dice(YOU)), expect=MOVES[5],
             wrong=_maputo_wrong),
        Step(7, _won, dice(YOU)),
        Step(7, _end),
    ),
)
