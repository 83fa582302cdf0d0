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


class OutsideFolder(OSError):
    """A file name that would lead out of the app's folder (``..``, a folder part,
    or a symbolic link to elsewhere): never opened, written or moved."""


#: names Windows gives to devices, in any folder and with any extension ("nul.json")
_WINDOWS_DEVICES = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
    + [f"{port}{digit}" for port in ("COM", "LPT") for digit in "123456789¹²³"]
)
#: characters no Windows file name may hold (":" would also name a drive or a data stream)
_WINDOWS_FORBIDDEN = frozenset('<>:"/\\|?*')


def plain_file_name(name: object) -> bool:
    """Whether ``name`` is one file name in a folder on every system the app runs on.

    The same rules hold on Linux, Windows and macOS, so that a name the app accepts on
    one (a replay named in the statistics, a save's kind) means the same file on the
    others: no separator of either kind (``/``, ``\\``), no drive or stream (``:``), none of
    Windows' forbidden characters, control characters or device names (``NUL``,
    ``com1.json``), no trailing dot or space (Windows drops them), not ``.`` or ``..``."""
    if not isinstance(name, str) or name in ("", ".", "..") or len(name) > 255:
        return False
    if any(ord(char) < 32 for char in name) or any(char in _WINDOWS_FORBIDDEN for char in name):
        return False
    if name[-1] in ". ":
        return False
    return name.split(".", 1)[0].rstrip(" ").upper() not in _WINDOWS_DEVICES


def confined(folder: Path, name: str) -> Path:
    """``folder / name`` for a file the app opens or writes in one of its folders.

    ``name`` must be a plain file name, and the path, resolved (links followed),
    must still be a file *in* ``folder``: a link to a file elsewhere is refused
    (:class:`OutsideFolder`, an ``OSError``), as is ``..`` or an absolute path.
    A link to another file of the same folder is allowed.  Every place that opens,
    writes or reads a file of the data and settings folders gets its path here
    (``tests/storage/test_confined_paths.py`` walks them)."""
    if not plain_file_name(name):
        raise OutsideFolder(f"{name!r} is not a file name in {folder}")
    path = folder / name
    try:
        inside = path.resolve().parent == folder.resolve()
    except (OSError, RuntimeError):  # a loop of links
        inside = False
    if not inside:
        raise OutsideFolder(f"{path} leads out of {folder}")
    return path


def confined_file(path: Path) -> Path:
    """:func:`confined` for a path already joined: its own folder and name."""
    return confined(path.parent, path.name)


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
    """Where the settings are (opened through :func:`confined` by their readers).  A
    folder that cannot be made (a file in its place) is no error here: the settings
    then say they cannot be written, once, and apply for the run."""
    try:
        return config_dir() / "settings.ini"
    except OSError:
        return platformdirs.user_config_path(APP_NAME, appauthor=False) / "settings.ini"


def data_location() -> Path:
    """Where the data folder is, without making it (for a failure's mark)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def saves_location() -> Path:
    """Where the saves folder is, without making it (for a failure's mark)."""
    return data_location() / "saves"


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
