"""The Macháček room: everything of the Macháček screen and nothing of another game.

``screen``        the screen: the travelling cup on the dice table, believe/doubt, roll, announce
``controls``      the control panel under the table: the status line over the page a turn needs
                  (waiting: the claim on the table; responding: Believe / Doubt; announcing)
``value_picker``  the 21 values in rank order to announce from (the true roll marked)
``standings``     the scoreboard in the side panel (title, the match's progress, the table) and
                  the places shown when the match is over
``scoreboard``    the match's wins and lives per player (a Qt item model)
``texts``         sentences about Macháček events and the lines of the match's history,
                  speaking to the person as "you"
``words``         how a value is said ("Macháček", "5 Indians", "42")

The dice, cups and the felt table it shares with Perudo are in ``ui/dice/``.

Below, the room registers itself (``ui/rooms.py``): its screen, replay scene, phone view,
guide, keys, sounds and the sentences the shared screens say of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tablegames_qt import colours
from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.machacek.words import localize_engine_data
from tablegames_qt.ui.rooms import Room, register_room
from tablegames_qt.ui.story_texts import machacek_columns

if TYPE_CHECKING:
    from tablegames_qt.ui.game_screen import GameScreen


def _screen() -> type[GameScreen]:
    from tablegames_qt.ui.machacek.screen import MachacekScreen

    return MachacekScreen


def _replay_scene() -> type[Any]:
    from tablegames_qt.ui.machacek.replay_scene import MachacekReplayScene

    return MachacekReplayScene


def _phone() -> Any:
    from tablegames_qt.ui.machacek.phone import PHONE

    return PHONE


def _keys() -> Any:
    from tablegames_qt.ui.machacek.keys import KEYS

    return KEYS


def _guide() -> Any:
    from tablegames_qt.ui.machacek.guide import SCRIPT

    return SCRIPT


ROOM = register_room(Room(
    name="machacek",
    screen=_screen,
    replay_scene=_replay_scene,
    guide=_guide,
    localize=localize_engine_data,
    keys=_keys,
    phone=_phone,
    story_columns=machacek_columns,
    colour=colours.CHART_MACHACEK,
    #: per event kind, the sounds the table makes (in order)
    sounds={
        "roll": ("cup_shake",),
        "reveal": ("cup_lift",),
        "life_lost": ("die_lost",),
        "eliminated": ("die_lost",),
        "match_over": ("win",),
    },
    texts={
        "solo_hint": ("NewGameDialog", QT_TRANSLATE_NOOP(
            "NewGameDialog", "You play against the computer; your dice are always shown to you.")),
        "blurb": ("GameCard", QT_TRANSLATE_NOOP(
            "GameCard", "Roll in secret and announce ever higher — or bluff. Believe it, or lift the cup?")),
        "replace": ("unfinished", QT_TRANSLATE_NOOP(
            "unfinished", "Your Macháček match with {players} ({progress}) will be replaced. Start a new one?")),
        "learn": ("GuideMenu", QT_TRANSLATE_NOOP("GuideMenu", "Learn &Macháček")),
        "unit_back": ("ReplayWindow", QT_TRANSLATE_NOOP("ReplayWindow", "Previous game")),
        "unit_back_tip": ("ReplayWindow", QT_TRANSLATE_NOOP(
            "ReplayWindow", "To the start of this game, or the one before (Page Up)")),
        "unit_ahead": ("ReplayWindow", QT_TRANSLATE_NOOP("ReplayWindow", "Next game")),
        "take_back_nothing": ("take_back_texts", QT_TRANSLATE_NOOP(
            "take_back_texts",
            "Nothing of yours to take back in this game yet: a game that has ended stays, its cup "
            "was lifted. Once you announce, believe or doubt in this game, Take back undoes that "
            "and the computer players' moves after it.")),
        "unit_ahead_tip": ("ReplayWindow", QT_TRANSLATE_NOOP(
            "ReplayWindow", "To the start of the next game (Page Down)")),
    },
))
