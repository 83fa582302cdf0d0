"""Demo mode: bots play through the real window, a screenshot is written, the exit code tells."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tablegames_qt import app as app_module
from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import anim
from tablegames_qt.ui.perudo.screen import PerudoScreen


def demo_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    return env


@pytest.mark.parametrize("game", ["perudo", "machacek"])
def test_demo_exits_zero_and_writes_a_screenshot(tmp_path, game):
    shot = tmp_path / "shots" / f"{game}.png"
    result = subprocess.run(
        [sys.executable, "-m", "tablegames_qt", "--demo", game, "--moves", "4",
         "--screenshot", str(shot), "--lang", "en"],
        env=demo_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(shot))
    assert image.width() >= 900 and image.height() >= 600
    # The demo's fast animations were for that run only.
    config = tmp_path / "config" / "tablegames" / "settings.ini"
    assert not config.exists() or "fast" not in config.read_text(encoding="utf-8")


def test_bad_command_lines_are_refused(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "tablegames_qt", "--demo", "chess"],
        env=demo_env(tmp_path), capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2
    assert "invalid choice" in result.stderr


def test_an_exception_during_the_demo_makes_the_exit_code_non_zero(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))

    def broken(self: PerudoScreen, *args: object) -> None:
        raise RuntimeError("a screen bug")

    monkeypatch.setattr(PerudoScreen, "_event_bid", broken)
    previous_hook = sys.excepthook
    try:
        code = app_module.run(demo_game="perudo", demo_moves=30)
    finally:
        anim.set_speed(1.0)
    assert code != 0
    assert sys.excepthook is previous_hook
    assert Settings().animation_speed == "normal"
