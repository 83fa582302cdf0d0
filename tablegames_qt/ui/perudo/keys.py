"""Perudo's keys, for Help → Keyboard (see ``ui/keys.py``): what the screen answers in
code (``PerudoScreen.keyPressEvent``, ``BidControl``, the reveal's pause) and the ``&``
letters of its buttons (``PerudoControls``)."""

from __future__ import annotations

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.dice.keys import add_reveal_and_hint_keys
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
add_reveal_and_hint_keys(KEYS)
KEYS.note("Y", QT_TRANSLATE_NOOP("Keys", "Say your dice (for a screen reader)"))
