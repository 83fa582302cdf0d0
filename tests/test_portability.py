"""The path, save-name and confinement logic under Windows' rules as well as POSIX ones
(docs/packaging.md, "Portability"): a name the app accepts is one file in its folder on
every system, and every name the app itself makes is such a name."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest

from tablegames_qt import games
from tablegames_qt.storage import paths, replays, slots
from tablegames_qt.storage.names import is_replay_name
from tests.packaging_scripts import load_script

bundle = load_script("bundle")

HOSTILE = [
    "", ".", "..", "../x.json", "..\\x.json", "a/b.json", "a\\b.json", "C:x.json",
    "C:\\Windows\\x.json", "x.json:stream", "NUL", "nul.json", "Con.json", "com1.json",
    "LPT9.txt", "aux", "x.json.", "x.json ", "a\x00b.json", "a\nb.json", "a|b.json",
    "a?b.json", "a*b.json", 'a"b.json', "<x>.json", "x" * 256,
]
PLAIN = ["perudo.json", "20261205-063000-casino-1a2b3c4d.json", "settings.ini",
         "statistics.sqlite3", "nullable.json", "console.json", "com10.json", ".tmp-x.json.abc"]


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_names_are_refused_on_every_system(name: str, tmp_path: Path) -> None:
    assert not paths.plain_file_name(name)
    with pytest.raises(paths.OutsideFolder):
        paths.confined(tmp_path, name)


@pytest.mark.parametrize("name", PLAIN)
def test_plain_names_are_one_file_in_the_folder_under_both_path_rules(name: str) -> None:
    assert paths.plain_file_name(name)
    for folder in (PureWindowsPath("C:/Users/Anna/AppData/Local/tablegames"),
                   PurePosixPath("/home/anna/.local/share/tablegames")):
        joined = folder / name
        assert joined.parent == folder and joined.name == name


def test_every_name_the_app_makes_is_plain_on_every_system() -> None:
    kinds = games.names()
    made = [slots.slot_path(kind, Path("saves")).name for kind in kinds]
    finished = datetime(2026, 12, 5, 6, 30, tzinfo=UTC)
    made += [replays.replay_file_name(kind, "1a2b3c4d-0000", finished) for kind in kinds]
    for name in made:
        assert paths.plain_file_name(name), name
        assert PureWindowsPath(name).name == name == PurePosixPath(name).name
    assert all(is_replay_name(name) for name in made[len(kinds):])


def test_a_replay_name_from_the_statistics_that_is_a_windows_device_is_not_opened(
        tmp_path: Path) -> None:
    # the statistics' own check lets it pass (it is letters and ".json")...
    assert is_replay_name("con.json")
    # ...but no file of the app's folders is ever opened by it, on any system
    with pytest.raises(paths.OutsideFolder):
        paths.confined(tmp_path, "con.json")


@pytest.mark.parametrize(("dest", "left_out"), [
    # Linux (the wheel's layout)
    ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", True),
    ("PySide6/Qt/plugins/platforms/libqminimalegl.so", True),
    ("PySide6/Qt/lib/libQt6Qml.so.6", True),
    ("PySide6/Qt/lib/libQt6OpenGL.so.6", True),
    ("PySide6/Qt/lib/libQt6OpenGLWidgets.so.6", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", True),
    # Windows: the platform plugin, the style and offscreen stay
    ("PySide6\\plugins\\platforms\\qwindows.dll", False),
    ("PySide6\\plugins\\platforms\\qoffscreen.dll", False),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", False),
    ("PySide6\\plugins\\imageformats\\qsvg.dll", False),
    ("PySide6\\plugins\\imageformats\\qjpeg.dll", False),
    ("PySide6\\plugins\\imageformats\\qgif.dll", True),
    ("PySide6\\plugins\\tls\\qschannelbackend.dll", True),
    ("PySide6\\Qt6Quick.dll", True),
    ("PySide6\\Qt6Widgets.dll", False),
    # macOS: cocoa, the mac style and the frameworks the app uses stay
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", False),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", False),
    ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", False),
    ("PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg", False),
    ("PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml", True),
    # QtNetwork stays on every system: its local socket keeps one app per set of folders
    ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("PySide6\\Qt6Network.dll", False),
    ("PySide6/Qt/plugins/tls/libqsecuretransportbackend.dylib", True),
])
def test_the_bundle_keeps_what_each_system_needs(dest: str, left_out: bool) -> None:
    assert bundle.unused(dest) is left_out


def test_a_save_replaced_while_windows_holds_the_old_file_is_tried_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from tablegames_qt.storage import save_files

    target = tmp_path / "perudo.json"
    target.write_text("old", encoding="utf-8")
    real_replace = os.replace
    refusals = iter([PermissionError(13, "in use"), PermissionError(13, "in use")])

    def busy_then_free(source: str, destination: Path) -> None:
        error = next(refusals, None)
        if error is not None:
            raise error
        real_replace(source, destination)

    monkeypatch.setattr(save_files.os, "replace", busy_then_free)
    monkeypatch.setattr(save_files, "REPLACE_PAUSE_S", 0.0)
    monkeypatch.setattr(save_files, "RETRY_REPLACE", True)  # as on Windows
    save_files.write_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "new"
    # on Linux and macOS a refused rename is a real failure, said at once
    refusals = iter([PermissionError(13, "denied")])
    monkeypatch.setattr(save_files, "RETRY_REPLACE", False)
    with pytest.raises(PermissionError):
        save_files.write_atomic(target, "newer")
    assert target.read_text(encoding="utf-8") == "new"
    assert not [path for path in tmp_path.iterdir() if path.name != "perudo.json"]
