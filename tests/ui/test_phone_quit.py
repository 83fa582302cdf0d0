"""Quitting the laptop while phones play asks first, naming who plays on a phone."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tablegames_qt.engine.perudo import PerudoRules
from tablegames_qt.ui.dialogs.setup import GameSetup
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.phones.dialog import PhonesDialog
from tablegames_qt.ui.seat_config import BOT, PHONE, SeatConfig
from tests.phones.client import Phone
from tests.ui.app_helpers import isolated_settings


def _when_dialog(act: Callable[[PhonesDialog], None]) -> None:
    deadline = time.monotonic() + 10

    def poll() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, PhonesDialog) and widget.isVisible():
                act(widget)
                return
        if time.monotonic() < deadline:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(20, poll)


def test_quitting_mid_game_with_phones_asks_first(qtbot: Any, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLEGAMES_PHONE_BIND", "127.0.0.1")
    window = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=True)
    qtbot.addWidget(window)
    window.show()
    phones: list[Phone] = []

    def join(dialog: PhonesDialog) -> None:
        link = dialog.links[0].text()
        phone = Phone(int(link.split(":")[2].split("/")[0]), link.rsplit("#", 1)[1], play=False)
        phone.start()
        phones.append(phone)

    asked: list[str] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda _parent, _title, text, *a: asked.append(text) or answer[0]))
    try:
        _when_dialog(join)
        setup = GameSetup("perudo", [SeatConfig("Anna", PHONE), SeatConfig("Pip", BOT, "easy")],
                          PerudoRules())
        screen = window.start_setup(setup, seed=1)
        assert screen.phone_table.is_present(0)
        assert not window.close()  # "No": the app stays, the phone keeps its table
        assert window.isVisible() and screen.phone_table.is_open()
        assert asked and asked[0].startswith("Anna is playing on a phone.")
        window.leave_game()  # Game ▸ Menu asks the same way, naming who plays on a phone
        assert asked[-1].startswith("Anna is playing on a phone. ") and "Leave" in asked[-1]
        assert window.current_screen() is screen
        answer[0] = QMessageBox.StandardButton.Yes
        assert window.close()
    finally:
        for phone in phones:
            phone.stop()
            phone.join(5)
