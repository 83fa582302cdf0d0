"""Perudo's keys, for Help → Keyboard (see ``ui/keys.py``): what the screen answers in
code (``PerudoScreen.keyPressEvent``, ``BidControl``, the reveal's pause) and the ``&``
letters of its buttons (``PerudoControls``)."""

from __future__ import annotations

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.keys import KeyList

KEYS = KeyList("perudo")

KEYS.note("Left|Right", QT_TRANSLATE_NOOP("Keys", "Choose the face of your bid"))
KEYS.note("Up|Down", QT_TRANSLATE_NOOP("Keys", "Choose how many dice you bid"))
KEYS.note("Return", QT_TRANSLATE_NOOP(
    "Keys", "Make the bid you chose; on the Maputo question, take the highlighted answer"))
KEYS.button("PerudoControls", "&Dudo!", QT_TRANSLATE_NOOP(
    "Keys", "Dudo: you don't believe the bid, the cups are lifted"))
KEYS.button("PerudoControls", "&Calza!", QT_TRANSLATE_NOOP(
    "Keys", "Calza: the bid is exactly right"))
KEYS.button("PerudoControls", "Declare &Maputo", QT_TRANSLATE_NOOP(
    "Keys", "Declare a Maputo round (with one die left)"))
KEYS.button("PerudoControls", "Play &normally", QT_TRANSLATE_NOOP(
    "Keys", "Play the round normally, without Maputo"))
KEYS.note("Space|Return", QT_TRANSLATE_NOOP(
    "Keys", "After a reveal that waits for you: go on with the game"))
KEYS.button("RevealPause", "&Watch to the end", QT_TRANSLATE_NOOP(
    "Keys", "Once you are out of the game: watch the others play to the end"))
KEYS.button("RevealPause", "&Skip to the result", QT_TRANSLATE_NOOP(
    "Keys", "Once you are out of the game: play the rest at once and see the result"))
KEYS.note("H", QT_TRANSLATE_NOOP(
    "Keys", "Ask the coach for a hint (games with hints); Enter then plays the suggested move"))
KEYS.note("Y", QT_TRANSLATE_NOOP("Keys", "Say your dice (for a screen reader)"))
