"""How players say a Macháček value ("Macháček", "5 Indians", "42") in the current language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablegames_qt.engine.machacek import MACHACEK, VALUES, indians, value_text
from tablegames_qt.ui.texts import TranslationContext, fill_in

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
    return fill_in(machacek.tr("{value}"), value=value)


#: Macháček data keys that hold a value (a roll or an announcement), not a seat
_ENGINE_VALUE_KEYS = frozenset({"value", "rolled", "previous", "minimum", "swapped"})


def localize_engine_data(data: Mapping[str, Any]) -> dict[str, Any]:
    """An engine text's values with its rolls and claims said in the current language
    (55 as "5 indiánů")."""
    values = dict(data)
    for key in _ENGINE_VALUE_KEYS & values.keys():
        value = values[key]
        if type(value) is int and value in VALUES:
            values[key] = machacek_value_name(value)
    return values
