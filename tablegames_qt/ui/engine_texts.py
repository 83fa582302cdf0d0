"""Turning engine texts (events, illegal-move reasons) into translated sentences.

Engines mark their English templates with ``QT_TRANSLATE_NOOP(context, text)``
and put the variable parts in ``data``/``params``.  Here the template is
translated in its context and filled in; values that name a seat are replaced
by the player's name so hot-seat messages never say "you", and values an engine
writes in English (Perudo's "3 fives", Macháček's 55) are said in the current
language by the games' own word modules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tablegames_qt.engine.core import Event, IllegalAction
from tablegames_qt.games import is_game
from tablegames_qt.ui.rooms import room
from tablegames_qt.ui.texts import fill, translate


def localized(context: str, data: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` with the values an engine writes in English or as codes said in the
    current language, by the room of the game whose context it is (Macháček's 55 as
    "5 indiánů", Perudo's "3 fives" as "3 pětky"); other contexts' data as it is."""
    if is_game(context):
        localize = room(context).localize
        if localize is not None:
            return localize(data)
    return dict(data)


def event_text(event: Event, names: Sequence[str]) -> str:
    if not event.text:
        return ""
    n = event.data.get("n", -1)
    return fill(translate(event.context, event.text, n if isinstance(n, int) else -1),
                localized(event.context, event.data), names)


def illegal_text(exc: IllegalAction, names: Sequence[str]) -> str:
    return fill(translate(exc.context, exc.template), localized(exc.context, exc.params), names)
