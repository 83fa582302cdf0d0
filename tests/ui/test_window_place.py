"""Windows open within the screen, watched one by one: no filter in Python on the whole
app, which would see every event of every object during play (and PySide makes a wrapper
for each event's receiver on the way in)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tablegames_qt.ui import window_place
from tablegames_qt.ui.closing import closable

SMALL = QRect(0, 0, 960, 640)


@pytest.fixture
def placing(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(window_place, "available_area", lambda _window: SMALL)
    window_place.install()
    yield
    window_place.uninstall()


def _shown(qtbot: QtBot, window: QWidget) -> QWidget:
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.move(500, 300)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_window_nobody_watches_is_left_alone(qtbot: QtBot, placing: None) -> None:
    # the proof that the events of other objects never pass through the placer
    window = _shown(qtbot, QWidget())
    assert (window.width(), window.height()) == (1600, 1000)


def test_a_closable_window_opens_within_the_screen(qtbot: QtBot, placing: None) -> None:
    window = QWidget()
    closable(window)
    _shown(qtbot, window)
    assert SMALL.contains(window.frameGeometry()), window.frameGeometry()


def test_uninstalled_the_placer_leaves_windows_where_they_are(
        qtbot: QtBot, qapp: QApplication, placing: None) -> None:
    window_place.uninstall()
    window = QWidget()
    closable(window)
    _shown(qtbot, window)
    assert (window.width(), window.height()) == (1600, 1000)
