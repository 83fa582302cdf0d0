"""Turning engine texts (events, illegal-move reasons) into translated sentences.

Engines mark their English templates with ``QT_TRANSLATE_NOOP(context, text)``
and put the variable parts in ``data``/``params``.  Here the template is
translated in its context and filled in; values that name a seat are replaced
by the player's name so hot-seat messages never say "you".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine.core import Event, IllegalAction

#: data keys whose value is a seat number, in every engine (Macháček's "previous" is a
#: value, so it is not here; see engine.machacek.SEAT_KEYS)
SEAT_KEYS = frozenset(
    {
        "seat", "player", "current", "loser", "winner", "challenger", "bidder", "caller",
        "announcer", "receiver", "to", "starter", "opener", "owner", "taker", "capturer",
        "dealer", "eliminated",
    }
)


def _is_seat_key(key: str) -> bool:
    return key in SEAT_KEYS or key.endswith("_seat")


def fill(template: str, data: Mapping[str, Any], names: Sequence[str]) -> str:
    """``template`` formatted with ``data``, seat numbers replaced by names."""
    values: dict[str, Any] = {}
    for key, value in data.items():
        if _is_seat_key(key) and isinstance(value, int) and 0 <= value < len(names):
            values[key] = names[value]
        else:
            values[key] = value
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        # A translation with a broken placeholder must not crash the game.
        return template


def translate(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


def event_text(event: Event, names: Sequence[str]) -> str:
    if not event.text:
        return ""
    n = event.data.get("n", -1)
    return fill(translate(event.context, event.text, n if isinstance(n, int) else -1),
                event.data, names)


def illegal_text(exc: IllegalAction, names: Sequence[str]) -> str:
    return fill(translate(exc.context, exc.template), exc.params, names)
