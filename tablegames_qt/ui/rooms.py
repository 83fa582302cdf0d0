"""The rooms: each game's Qt parts, registered once in the game's ``ui`` package.

A game's pure parts are its spec (``tablegames_qt.games``); what it needs to be shown and
played at the laptop — its screen, its replay scene, its guide, its sounds, the texts the
shared screens say of it — is its :class:`Room`, which ``ui/perudo/__init__.py`` (and the
others) hand to :func:`register_room`.  The shared screens ask :func:`room` for a game's
part and :func:`title` for its name in the current language; none of them names a game.
Rooms are found the way specs are: the ``ui`` package of every registered game is imported
on first use (``ui/<name>/``), and a test may register a room of its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tablegames_qt import colours
from tablegames_qt.games import TITLES, games, spec
from tablegames_qt.storage import paths


@dataclass(frozen=True)
class Room:
    """One game's Qt parts; see the module docstring.

    ``screen()`` and ``replay_scene()`` give the classes (imported when first asked, so the
    start screen does not load every table; the screen is a ``GameScreen``, which
    ``main_window.screen_for`` checks: the registry sits below the screens it names); ``guide()`` the guided first game's script, or
    None for a game without one; ``sounds`` an event kind -> the sounds it makes, in order;
    ``texts`` the sentences shared screens say of the game, each a (translation context,
    English source) pair marked with ``QT_TRANSLATE_NOOP`` in the room's package:
    "solo_hint" (the New game dialog's line for one person against the computer),
    "blurb" (the start screen's line), "replace" (the question before a new game replaces
    an unfinished one: ``{players}``, ``{progress}``), "learn" (the Help menu's guide),
    "unit_back", "unit_back_tip", "unit_ahead", "unit_ahead_tip" (the replay's buttons
    to the previous and the next round, game or deal), "take_back_nothing" (what Take back
    could undo when nothing of the person's is in this round yet).
    """

    name: str
    screen: Callable[[], type[QWidget]]
    replay_scene: Callable[[], type[Any]]
    sounds: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    texts: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    guide: Callable[[], Any] | None = None
    #: the game's part of what its phones are sent (a ``ui/phone_view.PhoneView``);
    #: None: the game is not played on phones
    phone: Callable[[], Any] | None = None
    #: the start screen's picture of the game (default: ``resources/pictures/<name>.svg``)
    picture: Path | None = None
    #: an engine text's data with the values it writes in English or as codes (a bid, a
    #: roll) said in the current language (``ui/engine_texts.py``); None: as they are
    localize: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None
    #: the keys the game's screen answers (its ``keys.KEYS``, a ``ui.keys.KeyList``)
    keys: Callable[[], Any] = lambda: ()
    #: the game's own colour where games are told apart (the statistics' fair-dice chart)
    colour: str = colours.GREY
    #: the end-of-game story's columns: (title, a seat's story -> its cell), see ``story_texts``
    story_columns: Callable[[], list[Any]] = list

    def picture_path(self) -> Path:
        """The start screen's picture of the game."""
        return self.picture or paths.resources_dir() / "pictures" / f"{self.name}.svg"

    def text(self, key: str) -> str:
        """The room's sentence ``key`` in the current language ("" when it has none)."""
        context, source = self.texts.get(key, ("", ""))
        return QCoreApplication.translate(context, source) if source else ""


_ROOMS: dict[str, Room] = {}


def register_room(found: Room) -> Room:
    """Add the room of a registered game (its ``ui`` package calls this once)."""
    spec(found.name)  # a room of no game is an error
    known = _ROOMS.get(found.name)
    if known is not None and known is not found:
        raise ValueError(f"a room for {found.name!r} is registered already")
    _ROOMS[found.name] = found
    return found


def unregister_room(name: str) -> None:
    _ROOMS.pop(name, None)


def room(name: str) -> Room:
    """The room of game ``name``; ``KeyError`` for a game without one."""
    if name not in _ROOMS:
        spec(name)  # KeyError for an unknown game
        importlib.import_module(f"tablegames_qt.ui.{name}")
    try:
        return _ROOMS[name]
    except KeyError:
        raise KeyError(f"the game {name!r} has no room") from None


def rooms() -> tuple[Room, ...]:
    """The room of every registered game, in the games' order."""
    return tuple(room(game.name) for game in games())


def title(name: str) -> str:
    """The name of game ``name`` in the current language."""
    return QCoreApplication.translate(TITLES, spec(name).title)
