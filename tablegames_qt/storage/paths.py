"""File locations, from platformdirs.

platformdirs reads ``XDG_DATA_HOME`` / ``XDG_CONFIG_HOME`` on every call, so
tests that point those variables at a temporary folder get fresh paths without
reloading anything.  Nothing here creates files; the ``*_dir`` functions only
make sure the folder exists.
"""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

APP_NAME = "tablegames"
_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """User data: statistics, saved games, replays."""
    path = platformdirs.user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    path = platformdirs.user_config_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_file() -> Path:
    return config_dir() / "settings.ini"


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _bundled(name: str) -> Path:
    """A read-only folder shipped with the app.

    Looked up inside the package first (a wheel or a PyInstaller bundle puts it
    there), then at the top of the source tree (a development checkout).
    """
    candidates = [_PACKAGE_DIR / name, _PACKAGE_DIR.parent / name]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        candidates.insert(0, Path(frozen_root) / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[-1]


def resources_dir() -> Path:
    """Pictures, the app icon and the rules pages."""
    return _bundled("resources")


def translations_dir() -> Path:
    """Compiled translations ``tablegames_<lang>.qm``."""
    return _bundled("translations")
