"""The Royal Casino room: everything of the Royal Casino screen and nothing of another game.

``screen``       the screen: its widgets and side panel, set-up, privacy and texts
``event_steps``  the engine's events as steps on the table and lines in the history
``play_chooser`` a person's turn: choosing a card, table items and the play they make
``deal_count``   the count between deals: the score sheet and the scores on the cloth
``texts``        sentences about Casino events, speaking to the person as "you"
``table_view``   the card table scene: its set-up and state, from the engine's view
``table_motion`` the motion of every play: deal, capture, sweep, build, trail, residue
``table_marks``  the marks for choosing a play and the input that chooses it
``layout``       where seats, hands, piles, the deck and the table's items sit
``plates``       name plates and score tags on the cloth
``felt``         the room and the table, painted as the scene's background
``selection``    which legal play a hand card and chosen table items stand for
``moves_model``  the "show my moves" list;  ``words``: plays in words
``score_model``  the deal's count as a Qt item model;  ``score_sheet``: it shown over the table

The cards themselves (art, scene items, their animations) are in ``ui/cards/``.

Below, the room registers itself (``ui/rooms.py``): its screen, replay scene, phone view,
guide, keys, sounds and the sentences the shared screens say of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.rooms import Room, register_room
from tablegames_qt.ui.story_texts import casino_columns

if TYPE_CHECKING:
    from tablegames_qt.ui.game_screen import GameScreen


def _screen() -> type[GameScreen]:
    from tablegames_qt.ui.casino.screen import CasinoScreen

    return CasinoScreen


def _replay_scene() -> type[Any]:
    from tablegames_qt.ui.casino.replay_scene import CasinoReplayScene

    return CasinoReplayScene


def _phone() -> Any:
    from tablegames_qt.ui.casino.phone import PHONE

    return PHONE


def _keys() -> Any:
    from tablegames_qt.ui.casino.keys import KEYS

    return KEYS


def _guide() -> Any:
    from tablegames_qt.ui.casino.guide import SCRIPT

    return SCRIPT


ROOM = register_room(Room(
    name="casino",
    screen=_screen,
    replay_scene=_replay_scene,
    guide=_guide,
    keys=_keys,
    phone=_phone,
    story_columns=casino_columns,
    #: per event kind, the sounds the table makes (in order)
    sounds={
        "deal": ("card_deal",),
        "hand_out": ("card_deal",),
        "trail": ("card_play",),
        "build": ("card_play",),
        "raise": ("card_play",),
        "capture": ("capture",),
        "sweep": ("sweep",),
        "game_over": ("win",),
    },
    texts={
        "solo_hint": ("NewGameDialog", QT_TRANSLATE_NOOP(
            "NewGameDialog", "You play against the computer; your cards are always shown to you.")),
        "blurb": ("GameCard", QT_TRANSLATE_NOOP(
            "GameCard", "Capture and build with the cards on the table. The first to 21 points wins.")),
        "replace": ("unfinished", QT_TRANSLATE_NOOP(
            "unfinished", "Your Royal Casino game with {players} ({progress}) will be replaced. Start a new one?")),
        "learn": ("GuideMenu", QT_TRANSLATE_NOOP("GuideMenu", "Learn Royal &Casino")),
        "unit_back": ("ReplayWindow", QT_TRANSLATE_NOOP("ReplayWindow", "Previous deal")),
        "unit_back_tip": ("ReplayWindow", QT_TRANSLATE_NOOP(
            "ReplayWindow", "To the start of this deal, or the one before (Page Up)")),
        "unit_ahead": ("ReplayWindow", QT_TRANSLATE_NOOP("ReplayWindow", "Next deal")),
        "take_back_nothing": ("take_back_texts", QT_TRANSLATE_NOOP(
            "take_back_texts",
            "Nothing of yours to take back in this deal yet: a deal that has ended stays, its "
            "cards were counted. Once you play a card in this deal, Take back undoes that and the "
            "computer players' cards after it.")),
        "unit_ahead_tip": ("ReplayWindow", QT_TRANSLATE_NOOP(
            "ReplayWindow", "To the start of the next deal (Page Down)")),
    },
))
