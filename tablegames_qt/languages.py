"""The one list of the languages the app speaks.

Adding a language is its ``translations/tablegames_xx.ts``, its rules pages under
``resources/rules/xx/`` and one line in :data:`LANGUAGES` (docs/translations.md says how).
Everything that names languages reads this list: the app's translators and the system's
choice, the settings and their dialog, ``--lang``, the rules viewer, numbers and dates,
the translation tool (``packaging/translations.py``), the frozen app's Qt translations
(``packaging/bundle.py``), the ICU data kept (``packaging/slim_icu.py``), the Windows
version resource and macOS Info.plist (``packaging/version_info.py``), the phone pictures,
the Windows installer's languages and the Linux desktop and metainfo files (checked by
``tests/ui/test_language_list.py``).

Pure Python without imports of the app's: the packaging scripts load this file by its path
(:func:`load` in ``packaging/app_languages.py``), without installing the package or Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the language the sources are written in: the fallback for anything missing
SOURCE = "en"


@dataclass(frozen=True)
class Language:
    """One language, with what each part of the app and its packaging needs to know."""

    #: ISO 639-1 code: the ``.ts``/``.qm`` suffix, the rules folder, ``--lang``, ``qtbase_xx``
    code: str
    #: its name in itself, as the settings dialog lists it (so anyone can find theirs)
    native_name: str
    #: plural forms a numerus translation has (Czech 3: 1 karta, 2 karty, 5 karet)
    plural_forms: int
    #: Windows language id of the version resource's Translation block (LCID)
    windows_lcid: int
    #: Inno Setup's messages file for the installer ("" for its default, English)
    inno_messages: str = ""
    #: what sets thousands apart instead of the locale's separator ("" keeps the locale's)
    group_separator: str = ""
    #: a percentage from a number ("{number}%", Czech "{number}\u00a0%")
    percent: str = "{number}%"
    #: the statistics' day without and with its year (Qt date patterns)
    day_pattern: str = "MMM d"
    day_year_pattern: str = "MMM d, yyyy"


#: every language the app is translated into, the source language included
LANGUAGES: tuple[Language, ...] = (
    Language("cs", "Čeština", plural_forms=3, windows_lcid=0x0405, inno_messages="Czech.isl",
             group_separator="\u202f", percent="{number}\u00a0%",
             day_pattern="d. M.", day_year_pattern="d. M. yyyy"),
    Language("en", "English", plural_forms=2, windows_lcid=0x0409),
)


def codes() -> tuple[str, ...]:
    """The codes of :data:`LANGUAGES`, in its order."""
    return tuple(language.code for language in LANGUAGES)


def language(code: str) -> Language:
    """The language of ``code``; the source language for a code the app does not speak."""
    by_code = {candidate.code: candidate for candidate in LANGUAGES}
    return by_code.get(code) or by_code[SOURCE]


def code_of(locale_name: str) -> str | None:
    """The code of the app's language a locale name ("cs_CZ", "cs-CZ", "en") names, or
    None when the app does not speak it."""
    code = locale_name.replace("_", "-").split("-")[0].lower()
    return code if code in codes() else None


def from_locale_name(locale_name: str) -> str:
    """:func:`code_of`, or :data:`SOURCE` when the app does not speak the language."""
    return code_of(locale_name) or SOURCE
