"""The people read on the statistics' thread may come back after the window that asked
is gone (a window closed while the worker read): the answer then touches nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from pytestqt.qtbot import QtBot

from tablegames_qt.storage.profile_book import ProfileBook
from tablegames_qt.storage.profiles import Profile
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.main_window import MainWindow

from .app_helpers import isolated_settings


def test_the_people_read_after_the_window_is_gone_touch_nothing(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    main = MainWindow(isolated_settings(tmp_path, monkeypatch), remember_geometry=False, services=archive)
    try:
        assert archive.worker.idle()
        qtbot.wait(50)  # the first read delivered while the window lives
        shiboken6.delete(main)  # as a closed window is deleted
        assert not shiboken6.isValid(main)
        anna = Profile(1, "human", "Anna", "#2e86ab")
        # an answer that comes late: a person read at last, then renamed
        archive._book_read(ProfileBook((anna,), {}, (), True))
        archive._book_read(ProfileBook((Profile(1, "human", "Anna B.", "#2e86ab"),), {}, (), True))
        assert archive.book.profiles[0].name == "Anna B."  # the book follows all the same
    finally:
        archive.close()
