"""The files written before the registry of games (``tests/fixtures/v_today/``, see
``tests/storage/test_v_today_files.py``) open at the app's tables: each unfinished game
continues from the start screen's Continue on its own screen, each replay steps to its end."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tablegames_qt.storage import saves
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import anim
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.main_window import MainWindow
from tablegames_qt.ui.phones.dialog import PhonesDialog
from tablegames_qt.ui.replay import open_replay
from tests.storage.test_v_today_files import MANIFEST, copied_homes


@pytest.fixture
def homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    anim.set_speed(0)
    yield copied_homes(tmp_path, monkeypatch)
    anim.set_speed(1.0)


def _close_phones_dialog() -> None:
    """The phones' join dialog a resumed phone seat opens (its own event loop), closed."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, PhonesDialog) and widget.isVisible():
            widget.reject()
            return
    QTimer.singleShot(20, _close_phones_dialog)


@pytest.mark.parametrize("game", sorted(MANIFEST["saves"]))
def test_continue_opens_each_unfinished_game_on_its_screen(
        qtbot: QtBot, homes: Path, game: str) -> None:
    settings = Settings()
    settings.bot_pace = "slow"  # the bots wait: the table is looked at as it was saved
    archive = GameArchive(notify=False)
    window = MainWindow(settings, remember_geometry=False, services=archive)
    qtbot.addWidget(window)
    try:
        assert game in {info.kind for info in archive.unfinished()}
        if "phone" in MANIFEST["saves"][game]["kinds"]:
            QTimer.singleShot(20, _close_phones_dialog)
        window.continue_game(game)
        screen = window.current_screen()
        assert screen is not None
        assert game == screen.game.NAME
        played = MANIFEST["saves"][game]["actions"]
        assert len(screen.game.history) >= played  # the bots may have played on since
        actions = [screen.game.encode_action(a) for a in screen.game.history[:played]]
        assert actions == MANIFEST["saves"][game]["engine"]["actions"]
        assert [s.name for s in screen.controller.seats] == MANIFEST["saves"][game]["seats"]
        screen.shutdown()
    finally:
        archive.close()


def test_each_replay_opens_and_steps_to_its_end(qtbot: QtBot, homes: Path) -> None:
    for name, expected in MANIFEST["replays"].items():
        window = open_replay(saves.replays_dir() / name)
        assert window is not None and window.game_name == expected["game"]
        qtbot.addWidget(window)
        window.show()
        assert window.step_count() == expected["actions"] + 1
        window.controller.end()
        assert window.position() == expected["actions"]
        window.close()
