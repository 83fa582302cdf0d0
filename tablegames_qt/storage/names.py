"""What a name read from a file may be: a person's or bot's name, a session
id, a replay file name.

Names come back from saves, replays and the statistics database; they are
checked here before they are shown, stored or turned into a path.
"""

from __future__ import annotations

import re
import unicodedata

#: the longest name a save may hold
MAX_NAME = 80
#: the app writes uuid4().hex; tests and older saves use short words of the same alphabet
SESSION_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: what a replay's file name looks like (the app writes nothing else in the replays folder)
REPLAY_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,120}\.json")

# Unicode categories a name may not hold: controls, surrogates, line and
# paragraph separators (a name is one line of text).
_REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})
# Bidirectional controls (Unicode's UAX #9): the embeddings, overrides and
# isolates, and the marks.  In a name they would reverse or reorder what the
# table shows after it ("Eve\u202e" turns the rest of a line around).
BIDI_CONTROLS = frozenset(
    "\u202a\u202b\u202c\u202d\u202e"  # LRE RLE PDF LRO RLO
    "\u2066\u2067\u2068\u2069"  # LRI RLI FSI PDI
    "\u200e\u200f\u061c"  # LRM RLM ALM
)


def text_problem(value: object, max_length: int = MAX_NAME) -> str | None:
    """Why ``value`` is not a one-line text of 1..``max_length`` characters
    (valid Unicode, no surrogates, control or bidirectional control characters), or None."""
    if not isinstance(value, str):
        return f"not a text: {value!r}"
    if not value.strip():
        return "empty"
    if len(value) > max_length:
        return f"longer than {max_length} characters"
    for char in value:
        if unicodedata.category(char) in _REFUSED_CATEGORIES or char in BIDI_CONTROLS:
            return f"holds the character U+{ord(char):04X}"
    return None


def is_session_id(value: object) -> bool:
    return isinstance(value, str) and SESSION_RE.fullmatch(value) is not None


def is_replay_name(name: object) -> bool:
    """Whether ``name`` is a plain replay file name (no folder, no ``..``)."""
    return isinstance(name, str) and REPLAY_NAME_RE.fullmatch(name) is not None
