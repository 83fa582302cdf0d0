"""Czech at the table (issue 24): the app's name in window titles, the Macháček lift read
naturally with a default name, the hot-seat heading well within the curtain's width."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tablegames_qt.storage.seat_names import PLAYER_N
from tablegames_qt.ui.curtain import Curtain
from tablegames_qt.ui.machacek.texts import MachacekTexts
from tablegames_qt.ui.texts import fill_in

from .app_helpers import in_language


@pytest.mark.parametrize(("language", "name"), [("cs", "Stolní hry"), ("en", "Table Games")])
def test_window_titles_end_with_the_apps_name_in_the_language(
    qapp: QApplication, language: str, name: str
) -> None:
    with in_language(qapp, language):
        # Qt writes it after each window's own title: "Klávesnice — Stolní hry"
        assert QApplication.applicationDisplayName() == name
    assert QApplication.applicationDisplayName() == "Table Games"


def test_a_czech_lift_names_a_default_player_naturally(qapp: QApplication) -> None:
    with in_language(qapp, "cs"):
        names = [fill_in(QApplication.translate("SeatListModel", PLAYER_N), n=n) for n in (1, 2, 3)]
        assert names[0] == "Hráč 1"
        texts = MachacekTexts(lambda: names, you=0)
        for line in (texts.lifts(0, 1), texts.lifts(2, 1)):
            assert "hráče Hráč" not in line, line  # was "kelímek hráče Hráč 2"
            assert names[1] in line and "kelímek" in line


@pytest.mark.parametrize("size", [(1280, 820), (1024, 640), (1600, 1000)])
@pytest.mark.parametrize("language", ["cs", "en"])
def test_the_curtain_heading_fits_comfortably(
    qtbot: QtBot, qapp: QApplication, size: tuple[int, int], language: str
) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(*size)
    curtain = Curtain(host)
    with in_language(qapp, language):
        curtain.lower_for("Babička Šestka")
        wide = QFontMetricsF(curtain.title_font()).horizontalAdvance(curtain.title())
        assert wide <= 0.75 * size[0], (curtain.title(), wide)
        assert curtain.title_rect().width() <= 0.75 * size[0]
        assert curtain.title_font().pointSizeF() >= 18  # still a heading
