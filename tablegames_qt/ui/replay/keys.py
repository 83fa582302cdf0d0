"""The replay window's keys, for Help → Keyboard (see ``ui/keys.py``): what
``ReplayWindow.keyPressEvent`` answers."""

from __future__ import annotations

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.keys import REPLAY, note

note(REPLAY, "Left|Right", QT_TRANSLATE_NOOP("Keys", "In a replay: one action back or forward"))
note(REPLAY, "PgUp|PgDown", QT_TRANSLATE_NOOP(
    "Keys", "In a replay: to the start of the previous or the next round, game or deal"))
note(REPLAY, "Home|End", QT_TRANSLATE_NOOP("Keys", "In a replay: to the start or the end"))
note(REPLAY, "Space", QT_TRANSLATE_NOOP("Keys", "In a replay: play or pause"))
note(REPLAY, "C", QT_TRANSLATE_NOOP("Keys", "In a replay: what the coach would play here"))
note(REPLAY, "Esc", QT_TRANSLATE_NOOP("Keys", "Close the replay"))
