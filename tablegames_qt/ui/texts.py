"""Filling and translating texts: the one way every screen fills a text.

Every text a person sees has named placeholders (``"{name} bids {bid}"``) and is
filled by :func:`fill_in` (or :func:`fill` for engine data, whose seat numbers
become names); a translation with a broken placeholder never crashes a game.
Engine events and refusals are turned into sentences in ``ui/engine_texts.py``.

:class:`TranslationContext` is for code outside a QObject that needs a plural:
pyside6-lupdate reads ``QCoreApplication.translate(context, text, None, n)`` as a
text without plural forms (it takes ``n`` for an encoding), but it reads
``name.tr(text, "", n)`` as a plural text in context ``name``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtGui import Qt

# re-exported: the UI fills its texts from here
from tablegames_qt import languages
from tablegames_qt.engine.core import fill_in as fill_in

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
    """``template`` filled with engine ``data``, seat numbers replaced by names."""
    values: dict[str, Any] = {}
    for key, value in data.items():
        if _is_seat_key(key) and isinstance(value, int) and 0 <= value < len(names):
            values[key] = names[value]
        else:
            values[key] = value
    return fill_in(template, **values)


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


def shown_language() -> languages.Language:
    """The language shown (the app sets the default locale to it)."""
    return languages.language(languages.from_locale_name(QLocale().name()))


def number(value: float, decimals: int = 0) -> str:
    """``value`` as the current language writes it: "4.5" / "4,5", "1,234" / "1 234"."""
    locale = QLocale()
    text = locale.toString(float(value), "f", decimals) if decimals else locale.toString(round(value))
    # Czech sets thousands apart with a thin space; QLocale gives a no-break space
    separator = shown_language().group_separator
    if separator:
        text = text.replace(locale.groupSeparator(), separator)
    return text


def percent(share: float, decimals: int = 0) -> str:
    """A share (0.152) as a percentage: "15.2%" in English, "15,2 %" in Czech."""
    return shown_language().percent.format(number=number(100.0 * share, decimals))


def day_pattern(year: bool = False) -> str:
    """The day as the statistics write it, in their charts and their tables alike:
    "Jun 10", "10. 6." (``year``: "Jun 10, 2025", "10. 6. 2025"), never the ambiguous
    "6/10/25"."""
    language = shown_language()
    return language.day_year_pattern if year else language.day_pattern


def date_time(when: datetime) -> str:
    """A moment as the statistics write it: the day of :func:`day_pattern` with its year and
    the current language's short time ("Jun 10, 2025 8:21 PM", "10. 6. 2025 20:21")."""
    locale = QLocale()
    moment = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    return locale.toString(moment, f"{day_pattern(year=True)} {locale.timeFormat(QLocale.FormatType.ShortFormat)}")


def log_hint() -> str:
    """The sentence that names the log file, for error messages."""
    from tablegames_qt import logfile

    path = logfile.current_file() or logfile.log_file()
    return fill_in(
        QCoreApplication.translate("LogFile", "The details are in the log file:\n{path}"),
        path=path,
    )


def unit_after_number(text: str, n: int) -> str:
    """The part of a translated "%n game(s)" after the number, for a spin box suffix
    ("2 hry" -> " hry"): the spin box shows the number itself."""
    return text.split(str(n), 1)[-1]


def literal(text: str) -> str:
    """``text`` shown as it is by a widget that guesses plain or rich text
    (tool tips, message boxes, labels left in Qt's AutoText): unchanged when Qt
    takes it for plain text anyway, else escaped HTML that shows the same — a
    player called ``<u>Eve</u>`` is not underlined, ``Tom & Jerry`` keeps its ``&``."""
    return Qt.convertFromPlainText(text) if Qt.mightBeRichText(text) else text
