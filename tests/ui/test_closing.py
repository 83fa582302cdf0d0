"""Every secondary window closes by Esc, by Ctrl+W and by a Close button (issue 36), the
same way through one helper (``ui/closing.py``); Esc in an open cell editor cancels the
edit and leaves the window open."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.settings import Settings
from tablegames_qt.storage.stats import StatsStore

from .app_helpers import isolated_settings
from .test_dialog_geometry import DIALOGS, _dialogs


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    return isolated_settings(tmp_path, monkeypatch)


def _windows(settings: Settings, store: StatsStore, main: QWidget) -> dict[str, Callable[[], QWidget]]:
    from tablegames_qt.ui.dialogs.colour_chooser import ColourChooser

    windows = _dialogs(settings, store, main)
    windows["colour"] = lambda: ColourChooser("#2e86ab", main)
    return windows


def _close_button(window: QWidget) -> QAbstractButton:
    boxes = [box for box in window.findChildren(QDialogButtonBox) if box.isVisible()]
    rejecting = [b for box in boxes for b in box.buttons()
                 if box.buttonRole(b) == QDialogButtonBox.ButtonRole.RejectRole and b.isVisible()]
    assert rejecting, "no Close button"
    return rejecting[0]


def _opened(qtbot: QtBot, make: Callable[[], QWidget]) -> QWidget:
    window = make()
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # Ctrl+W is the active window's
    return window


@pytest.mark.parametrize("which", [*DIALOGS, "colour"])
def test_every_secondary_window_closes_by_esc_ctrl_w_and_a_close_button(
    qtbot: QtBot, qapp: QApplication, settings: Settings, tmp_path: Path, which: str
) -> None:
    from tablegames_qt.ui.main_window import MainWindow

    store = StatsStore(tmp_path / "stats.sqlite3")
    main = MainWindow(settings, remember_geometry=False)
    qtbot.addWidget(main)
    make = _windows(settings, store, main)[which]
    for close in ("esc", "ctrl+w", "button"):
        window = _opened(qtbot, make)
        focus = window.focusWidget() or window
        if close == "esc":
            qtbot.keyClick(focus, Qt.Key.Key_Escape)
        elif close == "ctrl+w":
            qtbot.keyClick(focus, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
        else:
            qtbot.mouseClick(_close_button(window), Qt.MouseButton.LeftButton)
        assert not window.isVisible(), f"{which} still open after {close}"
    store.close()


def test_esc_in_a_cell_editor_cancels_the_edit_not_the_window(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from tablegames_qt.ui.stats.window import StatisticsWindow

    store = StatsStore(tmp_path / "stats.sqlite3")
    Profiles(store).create("Anna")
    window = _opened(qtbot, lambda: StatisticsWindow(store))
    window.tabs.setCurrentWidget(window.players_tab)  # type: ignore[attr-defined]
    view = window.players_tab.view  # type: ignore[attr-defined]
    view.edit(view.model().index(0, 0))
    editor = QApplication.focusWidget()
    assert editor is not None and view.state() == view.State.EditingState
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    assert view.state() != view.State.EditingState and window.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # now the window's own
    assert not window.isVisible()
    store.close()
