"""Two starts of the app on the same folders (issue 31 item 3): the second brings the
running window to the front and leaves; a socket left by a killed app is taken over.
Real processes, offscreen."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalServer

from tablegames_qt.ui.single_instance import server_name

START_SECONDS = 90.0


def _env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"),
                XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_STATE_HOME=str(tmp_path / "state"),
                QT_QPA_PLATFORM="offscreen")  # fmt: skip


def _log(tmp_path: Path) -> str:
    path = tmp_path / "state" / "tablegames" / "log" / "tablegames.log"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _wait_for(tmp_path: Path, text: str, count: int = 1) -> None:
    """Until the log holds ``text`` ``count`` times (bounded: the app may fail to start)."""
    deadline = time.monotonic() + START_SECONDS
    while _log(tmp_path).count(text) < count:
        assert time.monotonic() < deadline, f"no {text!r} in the log:\n{_log(tmp_path)}"
        time.sleep(0.1)


@pytest.fixture
def apps(tmp_path: Path) -> Iterator[list[subprocess.Popen[bytes]]]:
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for process in started:
        if process.poll() is None:
            process.kill()
        process.wait(10)
    # the socket a killed app leaves behind
    QLocalServer.removeServer(server_name(tmp_path / "data" / "tablegames"))


def _start(tmp_path: Path, apps: list[subprocess.Popen[bytes]]) -> subprocess.Popen[bytes]:
    process = subprocess.Popen([sys.executable, "-m", "tablegames_qt"], env=_env(tmp_path),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    apps.append(process)
    return process


def test_a_second_start_brings_the_running_window_to_the_front(
    tmp_path: Path, apps: list[subprocess.Popen[bytes]]
) -> None:
    first = _start(tmp_path, apps)
    _wait_for(tmp_path, "single instance: listening")
    second = _start(tmp_path, apps)
    assert second.wait(START_SECONDS) == 0  # it left
    log = _log(tmp_path)
    assert "already running on these folders: its window was brought to the front" in log
    assert "another start of the app: its window brought to the front" in log
    assert first.poll() is None  # the first plays on
    assert log.count("single instance: listening") == 1


def test_a_socket_left_by_a_killed_app_is_taken_over(
    tmp_path: Path, apps: list[subprocess.Popen[bytes]]
) -> None:
    first = _start(tmp_path, apps)
    _wait_for(tmp_path, "single instance: listening")
    first.send_signal(signal.SIGKILL)
    first.wait(10)
    again = _start(tmp_path, apps)
    _wait_for(tmp_path, "single instance: listening", count=2)
    assert again.poll() is None


def test_a_demo_beside_the_running_app_leaves_its_folders_alone(
    tmp_path: Path, apps: list[subprocess.Popen[bytes]]
) -> None:
    """A demo records replays, statistics and waiting results in the same folders: beside
    a running app it says so and leaves, without bringing the app's window up."""
    first = _start(tmp_path, apps)
    _wait_for(tmp_path, "single instance: listening")
    demo = subprocess.run([sys.executable, "-m", "tablegames_qt", "--demo", "perudo", "--moves", "1"],
                          env=_env(tmp_path), capture_output=True, timeout=START_SECONDS)  # fmt: skip
    assert demo.returncode == 1
    assert b"already running on these folders" in demo.stderr
    log = _log(tmp_path)
    assert "a demo asked whether the app runs on these folders" in log
    assert "brought to the front" not in log
    assert first.poll() is None
    assert not list((tmp_path / "data" / "tablegames").glob("replays/*.json"))  # nothing written


def test_a_running_demo_holds_its_folders_too(
    tmp_path: Path, apps: list[subprocess.Popen[bytes]]
) -> None:
    demo = subprocess.Popen([sys.executable, "-m", "tablegames_qt", "--demo", "perudo", "--moves", "400"],
                            env=_env(tmp_path), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    apps.append(demo)
    _wait_for(tmp_path, "single instance: listening")
    second = _start(tmp_path, apps)
    assert second.wait(START_SECONDS) == 0  # the app found the demo's window and left
    assert "another start of the app: its window brought to the front" in _log(tmp_path)
    assert _log(tmp_path).count("single instance: listening") == 1
