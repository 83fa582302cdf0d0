"""Royal Casino's keys, for Help → Keyboard (see ``ui/keys.py``): what the screen answers
in code (``CasinoPlayChooser.keyPressEvent``, the table's card items and arrows) and the
``&`` letters and shortcuts of its buttons."""

from __future__ import annotations

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP
from tablegames_qt.ui.keys import KeyList

KEYS = KeyList("casino")

KEYS.note("1|2|3|4|5|6|7|8|9", QT_TRANSLATE_NOOP("Keys", "Choose the card of your hand at that place"))
KEYS.note("Left|Right|Up|Down", QT_TRANSLATE_NOOP(
    "Keys", "Move between the cards: along a row, or between the table and your hand"))
KEYS.note("Space", QT_TRANSLATE_NOOP("Keys", "Choose or leave the card that has the focus"))
KEYS.note("Return", QT_TRANSLATE_NOOP(
    "Keys", "Play the only move of the chosen card; on a line of the moves list, play it"))
KEYS.shortcut("CasinoPlayChooser", "Alt+P", "the shortcut of the play button",
         QT_TRANSLATE_NOOP("Keys", "Play the move on the green button"))
KEYS.note("|".join(f"Alt+{n}" for n in range(1, 10)), QT_TRANSLATE_NOOP(
    "Keys", "When several green buttons offer moves: play the first, the second…"))
KEYS.note("T", QT_TRANSLATE_NOOP("Keys", "Trail the chosen card"))
KEYS.button("CasinoPlayChooser", "&Trail {card}", QT_TRANSLATE_NOOP(
    "Keys", "Trail the chosen card"))
KEYS.button("CasinoScreen", "&Trail", QT_TRANSLATE_NOOP("Keys", "Trail the chosen card"))
KEYS.note("Backspace", QT_TRANSLATE_NOOP("Keys", "Clear your choice"))
KEYS.button("CasinoScreen", "C&lear", QT_TRANSLATE_NOOP("Keys", "Clear your choice"))
KEYS.note("M", QT_TRANSLATE_NOOP("Keys", "Show or hide your legal moves"))
KEYS.note("H", QT_TRANSLATE_NOOP(
    "Keys", "Ask the coach for a hint (games with hints); Enter then plays the suggested move"))
KEYS.note("C", QT_TRANSLATE_NOOP("Keys", "Show or hide the count of this deal"))
KEYS.button("CountPanel", "Show the cou&nt", QT_TRANSLATE_NOOP(
    "Keys", "Show or hide the count of this deal"))
KEYS.button("CasinoScreen", "Show my &moves", QT_TRANSLATE_NOOP(
    "Keys", "Show or hide your legal moves"))
KEYS.button("CasinoScreen", "Show the last deal's c&ount", QT_TRANSLATE_NOOP(
    "Keys", "Show the count of the last deal"))
KEYS.button("CasinoDealCount", "Next &deal", QT_TRANSLATE_NOOP(
    "Keys", "After a deal's count: deal the next hands"))
KEYS.button("CasinoDealCount", "See the &result", QT_TRANSLATE_NOOP(
    "Keys", "After the last deal's count: see the result"))
KEYS.button("CasinoDealCount", "&Close", QT_TRANSLATE_NOOP("Keys", "Close the count"))
KEYS.note("Y", QT_TRANSLATE_NOOP("Keys", "Say your hand (for a screen reader)"))
