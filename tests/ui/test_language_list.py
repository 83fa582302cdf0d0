"""One list of languages (tablegames_qt/languages.py): every place that names languages
follows it. A language added to the list in the test reaches the settings, their dialog,
``--lang``, the rules viewer, numbers and dates, and the packaging scripts; the files that
cannot read it (translations, rules pages, the installer, the desktop files) are checked
against it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QLocale

from tablegames_qt import __main__ as cli
from tablegames_qt import app as app_module
from tablegames_qt import languages
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import texts
from tablegames_qt.ui.dialogs import rules_viewer
from tablegames_qt.ui.dialogs.settings_dialog import SettingsDialog
from tests.packaging_scripts import load_script

ROOT = Path(__file__).resolve().parent.parent.parent
GERMAN = languages.Language("de", "Deutsch", plural_forms=2, windows_lcid=0x0407,
                            inno_messages="German.isl", group_separator="\u2009",
                            percent="{number}\u00a0%", day_pattern="d.M.",
                            day_year_pattern="d.M.yyyy")


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The list with German added: one line, as docs/translations.md says."""
    monkeypatch.setattr(languages, "LANGUAGES", (*languages.LANGUAGES, GERMAN))
    shown = QLocale()
    yield
    QLocale.setDefault(shown)


def test_the_settings_and_their_dialog_offer_an_added_language(
        german: None, qtbot, settings: Settings) -> None:  # type: ignore[no-untyped-def]
    settings.language = "de"
    assert settings.language == "de"
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    combo = dialog.language
    assert [combo.itemData(i) for i in range(combo.count())] == ["system", "cs", "en", "de"]
    assert [combo.itemText(i) for i in range(1, combo.count())] == ["Čeština", "English", "Deutsch"]
    assert combo.currentData() == "de"


def test_the_command_line_and_the_app_take_an_added_language(german: None) -> None:
    assert cli.build_parser().parse_args(["--lang", "de"]).lang == "de"
    assert app_module.effective_language("de") == "de"


def test_the_rules_viewer_numbers_and_dates_follow_an_added_language(german: None) -> None:
    QLocale.setDefault(QLocale("de"))
    assert rules_viewer.current_language() == "de"
    # no German pages: the English ones stand in
    assert rules_viewer.rules_page("perudo", "de").toLocalFile().endswith("/en/perudo.html")
    assert texts.number(1234) == "1\u2009234"
    assert texts.percent(0.152) == "15\u00a0%"
    assert texts.day_pattern() == "d.M." and texts.day_pattern(year=True) == "d.M.yyyy"
    assert QLocale().toString(QDate(2025, 6, 10), texts.day_pattern()) == "10.6."


def test_the_rules_viewer_reads_the_language_shown() -> None:
    shown = QLocale()
    try:
        for code in languages.codes():
            QLocale.setDefault(QLocale(code))
            assert rules_viewer.current_language() == code
        QLocale.setDefault(QLocale("fi"))  # a language the app does not speak
        assert rules_viewer.current_language() == languages.SOURCE
    finally:
        QLocale.setDefault(shown)


def test_the_packaging_scripts_follow_an_added_language(german: None) -> None:
    translations = load_script("translations", "translations_with_german")
    assert translations.LANGUAGES == ("cs", "en", "de")
    assert translations.PLURAL_FORMS == {"cs": 3, "en": 2, "de": 2}
    bundle = load_script("bundle", "bundle_with_german")
    assert not bundle.unused("PySide6/Qt/translations/qtbase_de.qm")
    assert bundle.unused("PySide6/Qt/translations/qtbase_fr.qm")
    slim_icu = load_script("slim_icu", "slim_icu_with_german")
    assert slim_icu.KEEP_LANGUAGES == ("root", "cs", "en", "de")
    assert not slim_icu.unwanted("de_AT.res") and slim_icu.unwanted("fr.res")
    version_info = load_script("version_info", "version_info_with_german")
    assert version_info.mac_info_plist("1.0")["CFBundleLocalizations"] == ["en", "cs", "de"]
    assert "[1033, 1200, 1029, 1200, 1031, 1200]" in version_info.windows_version_file("1.0")
    phone_pictures = load_script("phone_pictures", "phone_pictures_with_german")
    assert phone_pictures.build_parser().parse_args(["out", "--lang", "de"]).lang == "de"


def test_the_packaging_scripts_name_the_languages_of_the_list() -> None:
    version_info = load_script("version_info", "version_info_as_is")
    assert version_info.mac_info_plist("1.0")["CFBundleLocalizations"] == ["en", "cs"]
    assert "[1033, 1200, 1029, 1200]" in version_info.windows_version_file("1.0")
    assert load_script("slim_icu", "slim_icu_as_is").KEEP_LANGUAGES == ("root", "cs", "en")


def test_each_language_has_its_translation_rules_pages_and_installer_messages() -> None:
    installer = (ROOT / "packaging" / "windows" / "tablegames.iss").read_text(encoding="utf-8")
    messages = re.findall(r'MessagesFile: "compiler:(?:Languages\\)?([^"]+)"', installer)
    games = sorted(page.name for page in (ROOT / "resources" / "rules" / languages.SOURCE).glob("*.html"))
    for language in languages.LANGUAGES:
        assert (ROOT / "translations" / f"tablegames_{language.code}.ts").exists()
        assert (ROOT / "translations" / f"tablegames_{language.code}.qm").exists()
        pages = ROOT / "resources" / "rules" / language.code
        assert sorted(page.name for page in pages.glob("*.html")) == games
        assert (language.inno_messages or "Default.isl") in messages
    assert len(messages) == len(languages.LANGUAGES)


def test_as_the_system_takes_the_desktops_first_language_the_app_speaks(
        german: None, monkeypatch: pytest.MonkeyPatch) -> None:
    class Desktop:
        def __init__(self, names: list[str]) -> None:
            self.names = names

        def uiLanguages(self) -> list[str]:
            return self.names

    for names, expected in ((["fi-FI", "de-AT", "cs-CZ"], "de"), (["fi_FI", "cs_CZ"], "cs"), (["fi"], "en")):
        monkeypatch.setattr(app_module.QLocale, "system", staticmethod(lambda n=names: Desktop(n)))
        assert app_module.effective_language("system") == expected
