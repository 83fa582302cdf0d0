"""The app's one look (issue 24): ui/theme.py applied at start-up gives every dialog the
tables' palette, whatever the desktop's theme, and no stock icons on buttons."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QStyle, QStyleFactory
from pytestqt.qtbot import QtBot

from tablegames_qt.ui import theme

ROLE = QPalette.ColorRole
GROUP = QPalette.ColorGroup
#: text on its background: each pair must read well (WCAG AA, 4.5:1)
READ_PAIRS = [(ROLE.WindowText, ROLE.Window), (ROLE.Text, ROLE.Base), (ROLE.Text, ROLE.AlternateBase),
              (ROLE.ButtonText, ROLE.Button), (ROLE.HighlightedText, ROLE.Highlight),
              (ROLE.ToolTipText, ROLE.ToolTipBase)]  # fmt: skip


def _dark_desktop() -> QPalette:
    """What a dark desktop theme hands the app: light text on near-black."""
    dark = QPalette()
    for role, colour in ((ROLE.Window, "#202020"), (ROLE.WindowText, "#eeeeee"), (ROLE.Base, "#121212"),
                         (ROLE.Text, "#f0f0f0"), (ROLE.Button, "#303030"), (ROLE.ButtonText, "#ffffff"),
                         (ROLE.Highlight, "#3daee9"), (ROLE.ToolTipBase, "#000000")):  # fmt: skip
        dark.setColor(role, QColor(colour))
    return dark


@pytest.fixture
def themed(qapp: QApplication) -> Iterator[QApplication]:
    """The test app with the theme applied on top of a dark desktop palette; as it was after."""
    style, palette, sheet = qapp.style().name(), QPalette(qapp.palette()), qapp.styleSheet()
    qapp.setPalette(_dark_desktop())
    theme.apply(qapp)
    yield qapp
    qapp.setStyleSheet(sheet)
    qapp.setStyle(QStyleFactory.create(style))
    qapp.setPalette(palette)


def test_every_palette_role_is_the_tables_whatever_the_desktop(themed: QApplication) -> None:
    applied, wanted = themed.palette(), theme.palette()
    for group in (GROUP.Active, GROUP.Inactive, GROUP.Disabled):
        for role in (ROLE.Window, ROLE.WindowText, ROLE.Base, ROLE.Text, ROLE.Button, ROLE.ButtonText,
                     ROLE.Highlight, ROLE.HighlightedText, ROLE.ToolTipBase, ROLE.ToolTipText):  # fmt: skip
            assert applied.color(group, role) == wanted.color(group, role), (group, role)
    assert applied.color(ROLE.Window) == QColor(theme.CREAM)
    assert applied.color(ROLE.Highlight) == QColor(theme.FELT)  # the felt's green
    for group in (GROUP.Active, GROUP.Inactive):
        for text, back in READ_PAIRS:
            ratio = theme.contrast(applied.color(group, text), applied.color(group, back))
            assert ratio >= 4.5, (group, text, back, ratio)
    # disabled texts stay legible, and look disabled
    disabled = theme.contrast(applied.color(GROUP.Disabled, ROLE.ButtonText), applied.color(ROLE.Button))
    assert 2.0 <= disabled < theme.contrast(applied.color(ROLE.ButtonText), applied.color(ROLE.Button))
    assert themed.styleSheet() == theme.STYLE_SHEET


def test_dialog_buttons_carry_no_stock_icons(qtbot: QtBot, themed: QApplication) -> None:
    assert themed.style().styleHint(QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons) == 0
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                           | QDialogButtonBox.StandardButton.Close)  # fmt: skip
    qtbot.addWidget(box)
    assert all(button.icon().isNull() for button in box.buttons())


def test_the_replay_controls_use_the_apps_own_symbols(
    qtbot: QtBot, themed: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tablegames_qt.ui.replay import open_replay
    from tests.ui.test_replay import record

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    window = open_replay(record("perudo", 2, 4, tmp_path))
    assert window is not None
    qtbot.addWidget(window)
    buttons = [window.first_button, window.round_back_button, window.back_button, window.play_button,
               window.next_button, window.round_next_button, window.last_button]  # fmt: skip
    for button in buttons:
        assert not button.icon().isNull() and theme.is_drawn_here(button.icon()), button.toolTip()
    window.controller.toggle_play()  # the pause symbol is the app's too
    assert theme.is_drawn_here(window.play_button.icon())
    window.close()


def test_start_up_applies_the_theme(monkeypatch: pytest.MonkeyPatch) -> None:
    """run() calls theme.apply on the app before any window exists."""
    from tablegames_qt import app as app_module

    calls: list[object] = []

    class Stop(Exception):
        pass

    def record_apply(application: object) -> None:
        calls.append(application)
        raise Stop

    monkeypatch.setattr(theme, "apply", record_apply)
    with pytest.raises(Stop):
        app_module.run(startup_check=True)
    assert calls == [QApplication.instance()]


def test_a_tab_that_is_not_the_current_one_shows_its_capitals_accents(qtbot: QtBot, themed: QApplication) -> None:
    """Fusion clipped the top of a tab's label unless the tab was the current one: the
    statistics' "Údaje" read "Udaje". A label with an accented capital must paint
    differently from the same label without the accent."""
    from PySide6.QtWidgets import QTabBar

    def painted(label: str) -> QImage:
        bar = QTabBar()
        qtbot.addWidget(bar)
        bar.addTab("Přehled")  # the current one
        bar.addTab(label)
        bar.show()
        qtbot.waitExposed(bar)
        return bar.grab(bar.tabRect(1)).toImage()

    for accented, plain in (("Údaje", "Udaje"), ("Šance", "Sance"), ("Élan", "Elan")):
        assert painted(accented) != painted(plain), accented


def test_every_dice_colour_gets_pips_that_stand_out(qapp: QApplication) -> None:
    """Pink (raspberry) dice had white pips, hard to read: pips and the wild one are
    chosen by contrast, as painted (their shading included), for every colour a person or
    a seat can have."""
    from tablegames_qt.storage.profiles import PALETTE
    from tablegames_qt.ui.colour_names import NAMED
    from tablegames_qt.ui.dice.palette import (
        MIN_PIP_CONTRAST,
        SEAT_STYLES,
        pip_contrast,
        style_of,
    )

    styles = [style_of(colour) for colour in dict.fromkeys([*PALETTE, *NAMED])] + list(SEAT_STYLES)
    for style in styles:
        for colour in (style.pip, style.one):
            ratio = pip_contrast(style.body, colour)
            assert ratio >= MIN_PIP_CONTRAST, (style.body_hex, colour.name(), round(ratio, 2))
    raspberry = style_of(PALETTE[0])  # the first profile's colour
    assert theme.contrast(raspberry.pip, QColor("black")) < 2  # dark pips


@pytest.mark.parametrize("kind", ["Question", "Information", "Warning", "Critical"])
def test_every_message_box_shows_the_apps_own_symbol(qtbot: QtBot, themed: QApplication, kind: str) -> None:
    """Every question box showed the desktop's blue "?": the style hands every box, static
    (QMessageBox.question) or built, the app's own medallion."""
    from PySide6.QtWidgets import QMessageBox

    which = getattr(QStyle.StandardPixmap, f"SP_MessageBox{kind}")
    icon = themed.style().standardIcon(which)
    assert theme.is_drawn_here(icon)
    box = QMessageBox(getattr(QMessageBox.Icon, kind), "Title", "Text")
    qtbot.addWidget(box)
    shown = box.iconPixmap()
    assert not shown.isNull()
    assert shown.toImage() == icon.pixmap(shown.size()).toImage()


@pytest.mark.parametrize("orientation", ["Vertical", "Horizontal"])
def test_scroll_bars_take_the_tables_colours_not_fusions_grey(
    qtbot: QtBot, themed: QApplication, orientation: str
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QScrollBar

    bar = QScrollBar(getattr(Qt.Orientation, orientation))
    qtbot.addWidget(bar)
    bar.setRange(0, 100)
    bar.setPageStep(20)
    bar.resize(14, 300) if orientation == "Vertical" else bar.resize(300, 14)
    bar.show()
    image = bar.grab().toImage()
    if orientation == "Horizontal":  # a line along the bar, through groove and handle
        along = [image.pixelColor(x, image.height() // 2) for x in range(image.width())]
    else:
        along = [image.pixelColor(image.width() // 2, y) for y in range(image.height())]
    seen = {colour.name() for colour in along}
    assert theme.SCROLL_GROOVE in seen and theme.SCROLL_HANDLE in seen, seen
    greys = {name for name in seen if QColor(name).hsvSaturation() < 12 and QColor(name).value() < 250}
    assert not greys, greys
