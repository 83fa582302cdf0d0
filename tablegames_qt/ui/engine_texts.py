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
from tablegames_qt.engine.machacek import VALUES
from tablegames_qt.ui.machacek.words import machacek_value_name
from tablegames_qt.ui.perudo.words import bid_words
from tablegames_qt.ui.texts import fill, translate

#: Macháček data keys that hold a value (a roll or an announcement), not a seat
_MACHACEK_VALUE_KEYS = frozenset({"value", "rolled", "previous", "minimum", "swapped"})
#: Perudo refusals carry bids as English words ("3 fives") next to their numbers
_PERUDO_BIDS = {
    "bid": ("quantity", "face"),
    "previous": ("prev_quantity", "prev_face"),
    "minimum": ("min_quantity", "face"),
    "standing": ("standing_quantity", "standing_face"),  # the coach's read of a raise
}


def localized(context: str, data: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` with the values an engine writes in English or as codes said in the
    current language: Macháček's 55 as "5 indiánů", Perudo's "3 fives" as "3 pětky"."""
    values = dict(data)
    if context == "machacek":
        for key in _MACHACEK_VALUE_KEYS & values.keys():
            value = values[key]
            if type(value) is int and value in VALUES:
                values[key] = machacek_value_name(value)
    elif context == "perudo":
        for key, (quantity_key, face_key) in _PERUDO_BIDS.items():
            quantity, face = data.get(quantity_key), data.get(face_key)
            if key in values and type(quantity) is int and type(face) is int and 1 <= face <= 6:
                values[key] = bid_words(quantity, face)
    return values


def event_text(event: Event, names: Sequence[str]) -> str:
    if not event.text:
        return ""
    n = event.data.get("n", -1)
    return fill(translate(event.context, event.text, n if isinstance(n, int) else -1),
                localized(event.context, event.data), names)


def illegal_text(exc: IllegalAction, names: Sequence[str]) -> str:
    return fill(translate(exc.context, exc.template), localized(exc.context, exc.params), names)
