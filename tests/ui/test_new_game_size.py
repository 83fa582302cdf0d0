"""The new-game dialog is sized to the screen (issue 36): where the screen has room every
game's rules show whole, without a scroll bar, also after switching games; on a small
screen it keeps within it and the rules scroll to their last line."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.exceptions import TimeoutError as QtTimeout
from pytestqt.qtbot import QtBot

from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import window_place
from tablegames_qt.ui.dialogs.new_game import NewGameDialog

from .app_helpers import in_language, isolated_settings


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    return isolated_settings(tmp_path, monkeypatch)


@pytest.fixture
def screen(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[QRect]]:
    area = [QRect(0, 0, 1600, 1000)]
    monkeypatch.setattr(window_place, "available_area", lambda _window: area[0])
    window_place.install()
    yield area
    window_place.uninstall()


def _opened(qtbot: QtBot, settings: Settings, game: str) -> NewGameDialog:
    dialog = NewGameDialog(settings, game)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(30)
    return dialog


@pytest.mark.parametrize("language", ["en", "cs"])
def test_on_a_big_screen_every_games_rules_show_whole_also_after_a_switch(
    qtbot: QtBot, qapp: QApplication, settings: Settings, screen: list[QRect], language: str
) -> None:
    with in_language(qapp, language):
        dialog = _opened(qtbot, settings, "perudo")
        for game in ("machacek", "casino", "perudo", "machacek"):
            dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
            bar = dialog.rules_scroll.verticalScrollBar()
            with contextlib.suppress(QtTimeout):  # the dialog grows once the events are in
                qtbot.waitUntil(lambda bar=bar: bar.maximum() == 0, timeout=2000)
            assert bar.maximum() == 0, f"{game}: the rules scroll by {bar.maximum()} px"
            assert screen[0].contains(dialog.frameGeometry())


@pytest.mark.parametrize("language", ["en", "cs"])
def test_on_a_small_screen_the_dialog_keeps_within_it_and_its_rules_reach_their_last_line(
    qtbot: QtBot, qapp: QApplication, settings: Settings, screen: list[QRect], language: str
) -> None:
    screen[0] = QRect(0, 0, 1024, 600)
    with in_language(qapp, language):
        dialog = _opened(qtbot, settings, "machacek")
        assert screen[0].contains(dialog.frameGeometry())
        scroll = dialog.rules_scroll
        scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
        form = dialog.rules_form
        last = max((w for w in form.findChildren(QWidget) if w.isVisible()),
                   key=lambda w: w.geometry().bottom())
        bottom = last.mapTo(scroll.viewport(), last.rect().bottomLeft()).y()
        assert bottom <= scroll.viewport().height(), "the last help line is cut"



def test_on_a_big_screen_ten_seats_show_without_scrolling(
    qtbot: QtBot, settings: Settings, screen: list[QRect]
) -> None:
    dialog = _opened(qtbot, settings, "perudo")
    while dialog.seats.can_add():
        dialog.seats.add_seat()
    qtbot.wait(30)
    assert dialog.seats.rowCount() == 10
    assert dialog.seat_view.verticalScrollBar().maximum() == 0
    assert screen[0].contains(dialog.frameGeometry())
