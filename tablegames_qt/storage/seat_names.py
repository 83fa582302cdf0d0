"""What a seat's name *is*: a name a person typed, or one the app gave.

A name the app gives (the bots' names, "You" for the only person at the table,
"Player N" in hot-seat) is stored as an identity key, never as its text, so it
is shown in the language of the moment wherever it appears: seats, saves,
remembered set-ups, profiles and the statistics. The UI turns a key into words
(``ui/seat_names.py``); a name a person typed is stored and shown as typed.

Keys: ``bot:<id>`` (one of :data:`BOT_NAMES`), ``default:you`` and
``default:<n>`` ("Player n"). No typed name can be a key: the profile and
set-up checks refuse a name of that shape.

Files written by earlier versions hold the texts themselves, in the language
they were made in. :func:`recognise` maps such a text (in Czech or English, as
those versions wrote it) back to its key; the loaders use it on old files only,
so a person who types "Captain Pip" today keeps that as typed.
"""

from __future__ import annotations

import re

from tablegames_qt.engine.core import QT_TRANSLATE_NOOP

#: the translation context of the names (as earlier versions had it)
CONTEXT = "SeatListModel"

BOT_PREFIX = "bot:"
DEFAULT_PREFIX = "default:"
YOU_KEY = "default:you"

#: bot id -> its name in the source language, in the order they are handed out
BOT_NAMES: dict[str, str] = {
    "pip": QT_TRANSLATE_NOOP("SeatListModel", "Captain Pip"),
    "lucy": QT_TRANSLATE_NOOP("SeatListModel", "Lucky Lucy"),
    "dudo": QT_TRANSLATE_NOOP("SeatListModel", "Señor Dudo"),
    "granny": QT_TRANSLATE_NOOP("SeatListModel", "Granny Six"),
    "bob": QT_TRANSLATE_NOOP("SeatListModel", "Bluffing Bob"),
    "mia": QT_TRANSLATE_NOOP("SeatListModel", "Madame Mia"),
    "bones": QT_TRANSLATE_NOOP("SeatListModel", "Old Bones"),
    "sam": QT_TRANSLATE_NOOP("SeatListModel", "Sly Sam"),
    "pips": QT_TRANSLATE_NOOP("SeatListModel", "Professor Pips"),
    "dotty": QT_TRANSLATE_NOOP("SeatListModel", "Dotty"),
}
YOU = QT_TRANSLATE_NOOP("SeatListModel", "You")
PLAYER_N = QT_TRANSLATE_NOOP("SeatListModel", "Player {n}")

#: the texts earlier versions wrote for these names (English and Czech), frozen:
#: files keep what was written then, whatever the translation says today
_OLD_BOT_TEXTS: dict[str, tuple[str, ...]] = {
    "pip": ("Captain Pip", "Kapitán Pip"),
    "lucy": ("Lucky Lucy", "Šťastná Lucka"),
    "dudo": ("Señor Dudo",),
    "granny": ("Granny Six", "Babička Šestka"),
    "bob": ("Bluffing Bob", "Blafující Bob"),
    "mia": ("Madame Mia",),
    "bones": ("Old Bones", "Starý Kostlivec"),
    "sam": ("Sly Sam", "Mazaný Sam"),
    "pips": ("Professor Pips", "Profesor Puntík"),
    "dotty": ("Dotty", "Tečka"),
}
_OLD_YOU_TEXTS = ("You", "Ty")
_OLD_PLAYER_N = re.compile(r"(?:Player|Hráč) ([1-9][0-9]?)")
_KEY = re.compile(r"(?:bot:[a-z]+|default:(?:you|[1-9][0-9]?))")
_KEY_SHAPE = re.compile(r"\s*(?:bot|default)\s*:", re.IGNORECASE)


def bot_key(bot_id: str) -> str:
    return BOT_PREFIX + bot_id


def player_key(number: int) -> str:
    """The key of "Player ``number``"."""
    return f"{DEFAULT_PREFIX}{int(number)}"


BOT_KEYS: tuple[str, ...] = tuple(bot_key(bot_id) for bot_id in BOT_NAMES)


def is_key(name: object) -> bool:
    """Whether ``name`` is a name the app gave (stored as its key)."""
    if not isinstance(name, str) or _KEY.fullmatch(name) is None:
        return False
    return not name.startswith(BOT_PREFIX) or name[len(BOT_PREFIX):] in BOT_NAMES


def is_bot_key(name: object) -> bool:
    return is_key(name) and isinstance(name, str) and name.startswith(BOT_PREFIX)


def looks_like_key(name: str) -> bool:
    """Whether a typed ``name`` has the shape of a key (refused as a person's name)."""
    return _KEY_SHAPE.match(name) is not None


def source_text(key: str) -> tuple[str, int | None]:
    """The source-language text of ``key`` and, for "Player {n}", its number."""
    if key.startswith(BOT_PREFIX):
        return BOT_NAMES[key[len(BOT_PREFIX):]], None
    if key == YOU_KEY:
        return YOU, None
    return PLAYER_N, int(key[len(DEFAULT_PREFIX):])


def recognise(text: str, *, bot: bool | None = None) -> str:
    """The key of a name an earlier version wrote as text (either language), or
    ``text`` itself when it is not one. ``bot``: the seat is a bot's (True) or a
    person's (False): a bot's name is recognised only on a bot, "You" only on a
    person; None: any."""
    if is_key(text):
        return text
    cleaned = " ".join(text.split())
    if bot is not False:
        for bot_id, texts in _OLD_BOT_TEXTS.items():
            if cleaned in texts:
                return bot_key(bot_id)
    if bot is not True and cleaned in _OLD_YOU_TEXTS:
        return YOU_KEY
    numbered = _OLD_PLAYER_N.fullmatch(cleaned)
    if numbered is not None:
        return player_key(int(numbered.group(1)))
    return text
