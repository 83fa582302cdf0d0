"""Keys both dice tables answer alike, for their rooms' key lists (``ui/keys.py``): the
reveal's pause (``ui/dice/reveal_pause.py``) and the coach's hint."""

from __future__ import annotations

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.keys import KeyList


def add_reveal_and_hint_keys(keys: KeyList) -> None:
    """The reveal's pause (go on; once out: watch to the end or skip to the result) and H."""
    keys.note("Space|Return", QT_TRANSLATE_NOOP(
        "Keys", "After a reveal that waits for you: go on with the game"))
    keys.button("RevealPause", "&Watch to the end", QT_TRANSLATE_NOOP(
        "Keys", "Once you are out of the game: watch the others play to the end"))
    keys.button("RevealPause", "&Skip to the result", QT_TRANSLATE_NOOP(
        "Keys", "Once you are out of the game: play the rest at once and see the result"))
    keys.note("H", QT_TRANSLATE_NOOP(
        "Keys", "Ask the coach for a hint (games with hints); Enter then plays the suggested move"))
