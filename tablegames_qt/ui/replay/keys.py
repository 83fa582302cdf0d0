"""The replay window's keys, for Help → Keyboard (see ``ui/keys.py``): what
``ReplayWindow.keyPressEvent`` answers."""

from __future__ import annotations

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.keys import REPLAY, KeyList

KEYS = KeyList(REPLAY)

KEYS.note("Left|Right", QT_TRANSLATE_NOOP("Keys", "In a replay: one action back or forward"))
KEYS.note("PgUp|PgDown", QT_TRANSLATE_NOOP(
    "Keys", "In a replay: to the start of the previous or the next round, game or deal"))
KEYS.note("Home|End", QT_TRANSLATE_NOOP("Keys", "In a replay: to the start or the end"))
KEYS.note("Space", QT_TRANSLATE_NOOP("Keys", "In a replay: play or pause"))
KEYS.note("C", QT_TRANSLATE_NOOP("Keys", "In a replay: what the coach would play here"))
KEYS.note("Esc", QT_TRANSLATE_NOOP("Keys", "Close the replay"))
KEYS.note("Tab|Space", QT_TRANSLATE_NOOP(
    "Keys", "In a replay window: move between its buttons and press them"))
