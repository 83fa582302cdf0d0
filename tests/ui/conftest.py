"""The app tests' shared fixtures: settings in a temporary folder, and a main window shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tablegames_qt.storage.settings import Settings
from tablegames_qt.ui import anim
from tablegames_qt.ui.main_window import MainWindow

from .app_helpers import isolated_settings, shown_window


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Settings]:
    yield isolated_settings(tmp_path, monkeypatch)
    anim.set_speed(1.0)


@pytest.fixture
def window(qtbot, settings: Settings) -> MainWindow:  # type: ignore[no-untyped-def]
    return shown_window(qtbot, settings)
