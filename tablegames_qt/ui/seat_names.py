"""A seat's name in words, in the language of the moment.

Names the app gave are stored as keys (``storage/seat_names.py``); :func:`shown`
turns one into the current language's words, and leaves a name a person typed
as it is. Every place that shows a seat's, a profile's or a result's name goes
through it, at the moment it shows it, so a language switch renames them all.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tablegames_qt.storage.seat_names import CONTEXT, is_key, source_text
from tablegames_qt.ui.texts import fill_in, number


def shown(name: str) -> str:
    """``name`` as a person reads it now: a key translated, a typed name as typed."""
    if not is_key(name):
        return name
    text, n = source_text(name)
    words = QCoreApplication.translate(CONTEXT, text)
    return words if n is None else fill_in(words, n=number(n))


def solo_seat(humans: Sequence[int]) -> int | None:
    """The seat the game's sentences speak to as "you": the only person at the table
    (None in hot-seat, where everyone is named, and with bots only)."""
    return humans[0] if len(humans) == 1 else None
