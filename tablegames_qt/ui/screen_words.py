"""What a game screen says beside its table (``ui/game_screen.py``): the story of the
game at its end, the status while a phone's turn waits, the log's line when a computer
player's colour moved.  The texts keep the game screen's translation context."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from tablegames_qt.coach.story import story
from tablegames_qt.games import spec
from tablegames_qt.ui.colour_names import colour_name
from tablegames_qt.ui.dice.palette import colour_distance
from tablegames_qt.ui.models.history import NOTE, HistoryEntry
from tablegames_qt.ui.session import SessionController
from tablegames_qt.ui.story_texts import story_table
from tablegames_qt.ui.texts import fill_in

log = logging.getLogger(__name__)


def story_html(controller: SessionController) -> str:
    """What each player did in the game, as a table (names escaped there)."""
    game = controller.game
    names = controller.names()
    side_of = getattr(game.view(0), "side_of", None)
    sides = []
    if side_of is not None:
        for side in range(max(side_of) + 1):
            sides.append(" & ".join(n for s, n in enumerate(names) if side_of[s] == side))
    try:
        return story_table(story(game, spec(game.NAME).coach), names, sides)
    except (KeyError, ValueError, TypeError):  # a game this screen cannot tell
        log.exception("no story for this game")
        return ""


def phone_wait_text(name: str, table: Any, seat: int) -> str:
    """The status line while ``seat``'s phone (``table``: the table's phones) has the turn."""
    if table is not None and not table.is_present(seat):
        return fill_in(QCoreApplication.translate(
            "GameScreen", "{name}'s phone is away: the table waits (Game ▸ Phones to hand the seat on)"),
            name=name)
    return fill_in(QCoreApplication.translate("GameScreen", "Waiting for {name}'s phone…"),
                   name=name)


def moved_colour_entry(colours: list[str], name: Callable[[int], str], seat: int,
                       old: str, new: str) -> HistoryEntry | None:
    """The log's line: ``seat``'s dice went from ``old`` to ``new`` because a person's
    colour (``colours``: the people's, "" for a computer) looked like ``old``."""
    people = [s for s, colour in enumerate(colours) if colour]
    if not people:
        return None
    person = min(people, key=lambda s: colour_distance(QColor(colours[s]), QColor(old)))

    def text() -> str:
        return fill_in(
            QCoreApplication.translate(
                "GameScreen", "{name} now plays in {new}: {old} looked too much like {person}'s colour."),
            name=name(seat), new=colour_name(new), old=colour_name(old), person=name(person))

    return HistoryEntry(NOTE, payload=text)
