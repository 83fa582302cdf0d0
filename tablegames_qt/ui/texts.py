"""Turning engine texts (events, illegal-move reasons) into translated sentences.

Engines mark their English templates with ``QT_TRANSLATE_NOOP(context, text)``
and put the variable parts in ``data``/``params``.  Here the template is
translated in its context and filled in; values that name a seat are replaced
by the player's name so hot-seat messages never say "you".

:class:`TranslationContext` is for code outside a QObject that needs a plural:
pyside6-lupdate reads ``QCoreApplication.translate(context, text, None, n)`` as a
text without plural forms (it takes ``n`` for an encoding), but it reads
``name.tr(text, "", n)`` as a plural text in context ``name``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from tablegames_qt.engine.core import Event, IllegalAction
from tablegames_qt.engine.machacek import MACHACEK, VALUES, indians, value_text

#: data keys whose value is a seat number, in every engine (Macháček's "previous" is a
#: value, so it is not here; see engine.machacek.SEAT_KEYS)
SEAT_KEYS = frozenset(
    {
        "seat", "player", "current", "loser", "winner", "challenger", "bidder", "caller",
        "announcer", "receiver", "to", "starter", "opener", "owner", "taker", "capturer",
        "dealer", "eliminated",
    }
)


def _is_seat_key(key: str) -> bool:
    return key in SEAT_KEYS or key.endswith("_seat")


def fill(template: str, data: Mapping[str, Any], names: Sequence[str]) -> str:
    """``template`` formatted with ``data``, seat numbers replaced by names."""
    values: dict[str, Any] = {}
    for key, value in data.items():
        if _is_seat_key(key) and isinstance(value, int) and 0 <= value < len(names):
            values[key] = names[value]
        else:
            values[key] = value
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        # A translation with a broken placeholder must not crash the game.
        return template


def translate(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


class TranslationContext:
    """``tr()`` in a fixed context, for module-level code.

    lupdate takes the name before ``.tr`` as the context, so the object must be
    bound to a variable of the same name: ``cards = TranslationContext("cards")``,
    then ``cards.tr("%n card(s)", "", n)`` (tests/test_i18n.py checks the names).
    """

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(self.name, text, disambiguation, n)


machacek = TranslationContext("machacek")


def machacek_value_name(value: int) -> str:
    """A Macháček value as players say it: "Macháček", "5 Indians" ("5 indiánů"), "42"."""
    if value == MACHACEK:
        return machacek.tr("Macháček")
    count = indians(value)
    if count is not None:
        # The engine marks "%n Indians" too; this call, read first, makes it a plural text.
        text = machacek.tr("%n Indians", "", count)
        # With no translation loaded, Qt gives "1 Indians": the engine's English is right.
        return value_text(value) if text == f"{count} Indians" else text
    return machacek.tr("{value}").format(value=value)


#: Macháček data keys that hold a value (a roll or an announcement), not a seat
_MACHACEK_VALUE_KEYS = frozenset({"value", "rolled", "previous", "minimum", "swapped"})
#: Perudo refusals carry bids as English words ("3 fives") next to their numbers
_PERUDO_BIDS = {
    "bid": ("quantity", "face"),
    "previous": ("prev_quantity", "prev_face"),
    "minimum": ("min_quantity", "face"),
}


def localized(context: str, data: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` with the values an engine writes in English or as codes said in the
    current language: Macháček's 55 as "5 indiánů", Perudo's "3 fives" as "3 pětky"."""
    values = dict(data)
    if context == "machacek":
        for key in _MACHACEK_VALUE_KEYS & values.keys():
            value = values[key]
            if type(value) is int and value in VALUES:
                values[key] = machacek_value_name(value)
    elif context == "perudo":
        for key, (quantity_key, face_key) in _PERUDO_BIDS.items():
            quantity, face = data.get(quantity_key), data.get(face_key)
            if key in values and type(quantity) is int and type(face) is int and 1 <= face <= 6:
                values[key] = _perudo_bid_words(quantity, face)
    return values


def _perudo_bid_words(quantity: int, face: int) -> str:
    # Imported here: perudo_texts uses this module.
    from tablegames_qt.ui.perudo_texts import PerudoTexts

    words = PerudoTexts(list, None)
    try:
        return words.bid_words(quantity, face)
    finally:
        words.deleteLater()


def event_text(event: Event, names: Sequence[str]) -> str:
    if not event.text:
        return ""
    n = event.data.get("n", -1)
    return fill(translate(event.context, event.text, n if isinstance(n, int) else -1),
                localized(event.context, event.data), names)


def illegal_text(exc: IllegalAction, names: Sequence[str]) -> str:
    return fill(translate(exc.context, exc.template), localized(exc.context, exc.params), names)


def unit_after_number(text: str, n: int) -> str:
    """The part of a translated "%n game(s)" after the number, for a spin box suffix
    ("2 hry" -> " hry"): the spin box shows the number itself."""
    return text.split(str(n), 1)[-1]
