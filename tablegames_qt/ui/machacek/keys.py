"""Macháček's keys, for Help → Keyboard (see ``ui/keys.py``): what the screen answers in
code (``MachacekScreen.keyPressEvent``, the value picker, the reveal's pause) and the
``&`` letters of its buttons (``MachacekControls``)."""

from __future__ import annotations

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.dice.keys import add_reveal_and_hint_keys
from tablegames_qt.ui.keys import KeyList

KEYS = KeyList("machacek")

KEYS.button("MachacekControls", "&Believe", QT_TRANSLATE_NOOP(
    "Keys", "Believe the claim: take the cup and roll"))
KEYS.button("MachacekControls", "&Doubt", QT_TRANSLATE_NOOP(
    "Keys", "Doubt the claim: lift the cup"))
KEYS.note("Left|Right|Up|Down", QT_TRANSLATE_NOOP(
    "Keys", "Choose the value to announce"))
KEYS.note("Return", QT_TRANSLATE_NOOP("Keys", "Announce the chosen value"))
KEYS.button("MachacekControls", "&End the match", QT_TRANSLATE_NOOP(
    "Keys", "End the match (when the rules let you)"))
add_reveal_and_hint_keys(KEYS)
KEYS.note("Y", QT_TRANSLATE_NOOP("Keys", "Say your roll, or the claim you answer (for a screen reader)"))
