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


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (a disk that is full)")
def test_a_log_on_a_full_disk_is_told_once_in_the_app_without_pythons_logging_error(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, own_log: Path,
    capfd: pytest.CaptureFixture[str],
) -> None:
    """A log file that stops taking records (the disk filled after the start) is marked and
    told once, as the folders are; Python's "--- Logging error ---" never reaches stderr."""
    assert logfile.setup() == own_log
    app.tell_log_problem()
    handler = next(h for h in logging.getLogger().handlers if isinstance(h, logfile._RotatingFile))
    opened = handler._open
    full = lambda: open("/dev/full", "w", encoding="utf-8")  # noqa: E731, SIM115 (writes fail: ENOSPC)
    monkeypatch.setattr(handler, "_open", full)
    handler.stream.close()
    handler.stream = full()
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "open", lambda box: boxes.append(box.text()))
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=True)
    main = MainWindow(isolated_settings(tmp_path, monkeypatch), services=archive)
    qtbot.addWidget(main)
    try:
        for number in range(5):
            logging.getLogger("tablegames_qt.test").warning("a line the disk has no room for %d", number)
        qtbot.waitUntil(lambda: len(boxes) == 1, timeout=5000)
        assert boxes == [f"The log is not kept: the disk holding {own_log} is full."]
        assert [failure.what for failure in health.failures()] == [health.LOG]
        qtbot.wait(20)
        assert len(boxes) == 1  # told once, not per line
        assert "Logging error" not in capfd.readouterr().err
        monkeypatch.setattr(handler, "_open", opened)  # room again: the mark goes
        logging.getLogger("tablegames_qt.test").warning("written again")
        assert health.failures() == []
        assert "written again" in own_log.read_text(encoding="utf-8")
    finally:
        archive.close()
        logfile.on_write_failure = logfile.on_write_worked = None
