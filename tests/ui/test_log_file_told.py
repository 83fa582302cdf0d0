"""A log file that cannot be written is told once in the app, as a folder is (issue 31
item 5): a person who started the app from the menu never sees stderr."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tablegames_qt import app, logfile
from tablegames_qt.storage import health, recovery
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.main_window import MainWindow

from .app_helpers import isolated_settings


@pytest.fixture
def own_log(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """The log's folder under ``tmp_path``; the handlers the test installs taken away."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    health.reset()
    recovery.take_problems()
    yield logfile.log_file()
    root = logging.getLogger()
    for handler in [h for h in root.handlers if isinstance(h, logfile._OwnHandler)]:
        root.removeHandler(handler)
        handler.close()
    health.reset()


@pytest.mark.parametrize("blocked", ["folder", "file in the way"])
def test_a_log_that_cannot_be_written_is_told_once_in_the_app(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, own_log: Path, blocked: str
) -> None:
    if blocked == "folder":  # the log's path is a folder
        own_log.mkdir(parents=True)
        told_path = own_log
    else:  # a file where the log's folder should be
        own_log.parent.parent.mkdir(parents=True)
        own_log.parent.write_text("not a folder", encoding="utf-8")
        told_path = own_log.parent
    assert logfile.setup() is None
    app.tell_log_problem()  # what the start-up does
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "open",
                        lambda box: boxes.append((box.text(), box.informativeText())))  # fmt: skip
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=True)
    main = MainWindow(isolated_settings(tmp_path, monkeypatch), services=archive)
    qtbot.addWidget(main)
    try:
        text = f"The log is not kept: {told_path} cannot be written."
        assert [box[0] for box in boxes] == [text]
        assert "log file" not in boxes[0][1]  # not pointed at the log it cannot write
        assert main.start_screen.saving_mark.text() == text
        app.tell_log_problem()  # told again (a second start-up step): no second box
        main.refresh_start_screen()
        qtbot.wait(20)
        assert len(boxes) == 1
    finally:
        archive.close()
