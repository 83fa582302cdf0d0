"""The Perudo room: everything of the Perudo screen and nothing of another game.

``screen``       the screen: dice table, bid history, the bid control and the calls
``bid_control``  choosing a bid (quantity × face) with the mouse or the keyboard
``texts``        sentences about Perudo events, speaking to the person as "you"
``words``        how a bid is said in the current language ("4 fives", "4 pětky")

The dice, cups and the felt table it shares with Macháček are in ``ui/dice/``.

Below, the room registers itself (``ui/rooms.py``): its screen, replay scene, phone view,
guide, keys, sounds and the sentences the shared screens say of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tablegames_qt import colours
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.perudo.words import localize_engine_data
from tablegames_qt.ui.rooms import Room, register_room
from tablegames_qt.ui.story_texts import perudo_columns

if TYPE_CHECKING:
    from tablegames_qt.ui.game_screen import GameScreen


def _screen() -> type[GameScreen]:
    from tablegames_qt.ui.perudo.screen import PerudoScreen

    return PerudoScreen


def _replay_scene() -> type[Any]:
    from tablegames_qt.ui.perudo.replay_scene import PerudoReplayScene

    return PerudoReplayScene


def _phone() -> Any:
    from tablegames_qt.ui.perudo.phone import PHONE

    return PHONE


def _keys() -> Any:
    from tablegames_qt.ui.perudo.keys import KEYS

    return KEYS


def _guide() -> Any:
    from tablegames_qt.ui.perudo.guide import SCRIPT

    return SCRIPT


ROOM = register_room(Room(
    name="perudo",
    screen=_screen,
    replay_scene=_replay_scene,
    guide=_guide,
    localize=localize_engine_data,
    keys=_keys,
    phone=_phone,
    story_columns=perudo_columns,
    colour=colours.CHART_PERUDO,
    #: per event kind, the sounds the table makes (in order)
    sounds={
        "round_start": ("cup_shake", "dice_land"),
        "dudo": ("cup_lift",),
        "calza": ("cup_lift",),
        "die_lost": ("die_lost",),
        "eliminated": ("die_lost",),
        "game_over": ("win",),
    },
    texts={
        "solo_hint": ("NewGameDialog", QT_TRANSLATE_NOOP(
            "NewGameDialog", "You play against the computer; your dice are always shown to you.")),
        "blurb": ("GameCard", QT_TRANSLATE_NOOP(
            "GameCard", "Bid on the dice hidden under everyone's cups. Call “Dudo!” on a bluff — "
                         "the last one with dice wins.")),
        "replace": ("unfinished", QT_TRANSLATE_NOOP(
            "unfinished", "Your Perudo game with {players} ({progress}) will be replaced. Start a new one?")),
        "learn": ("GuideMenu", QT_TRANSLATE_NOOP("GuideMenu", "Learn &Perudo")),
        "unit_back": ("ReplayWindow", QT_TRANSLATE_NOOP("ReplayWindow", "Previous round")),
        "unit_back_tip": ("ReplayWindow", QT_TRANSLATE_NOOP(
            "ReplayWindow", "To the start of this round, or the one before (Page Up)")),
        "unit_ahead": ("ReplayWindow", QT_TRANSLATE_NOOP("ReplayWindow", "Next round")),
        "take_back_nothing": ("take_back_texts", QT_TRANSLATE_NOOP(
            "take_back_texts",
            "Nothing of yours to take back in this round yet: a round that has ended stays, its dice "
            "were shown. Once you bid or call in this round, Take back undoes that and the computer "
            "players' bids after it.")),
        "unit_ahead_tip": ("ReplayWindow", QT_TRANSLATE_NOOP(
            "ReplayWindow", "To the start of the next round (Page Down)")),
    },
))
