"""packaging/linux/install.sh and uninstall.sh on a stand-in app folder in a temporary HOME.

The stand-in has the real desktop entry, metainfo and installer scripts and a
``tablegames`` shell script instead of the frozen app, so these run in a second;
tests/test_packaging.py does the same with the real build.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "cz.tablegames.TableGames"

pytestmark = [pytest.mark.linux,
              pytest.mark.skipif(shutil.which("sha256sum") is None, reason="needs coreutils")]


def make_app(folder: Path) -> Path:
    """A folder laid out like dist/Table Games (the name has a space, as the real one)."""
    (folder / "share" / "applications").mkdir(parents=True)
    (folder / "share" / "metainfo").mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.desktop", folder / "share" / "applications")
    shutil.copy(LINUX / f"{APP_ID}.metainfo.xml", folder / "share" / "metainfo")
    for size in ("48x48", "256x256"):
        icons = folder / "share" / "icons" / "hicolor" / size / "apps"
        icons.mkdir(parents=True)
        (icons / f"{APP_ID}.png").write_bytes(b"\x89PNG " + size.encode())
    program = folder / "tablegames"
    program.write_text('#!/bin/sh\necho "tablegames ran from $0 with $*"\n')
    program.chmod(0o755)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy(LINUX / script, folder / script)
        (folder / script).chmod(0o755)
    return folder


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home"
    path.mkdir()
    return path


@pytest.fixture
def app(tmp_path: Path) -> Path:
    return make_app(tmp_path / "unpacked" / "Table Games")


def run(script: Path, home: Path, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env["HOME"] = str(home)
    result = subprocess.run(["sh", str(script), *args], env=env, capture_output=True, text=True,
                            timeout=60)
    if ok:
        assert result.returncode == 0, result.stdout + result.stderr
    return result


def entry(home: Path) -> Path:
    return home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"


def exec_values(desktop: Path) -> list[str]:
    """Every Exec key's value: the app's first, then its actions' ("Learn Perudo" …)."""
    return re.findall(r"^Exec=(.*)$", desktop.read_text(encoding="utf-8"), re.MULTILINE)


def exec_argv(desktop: Path, value: str | None = None) -> list[str]:
    """The Exec key (the app's, unless ``value`` is given) as a launcher splits it (Desktop
    Entry spec: string unescaping, then the quoting rules of the Exec key)."""
    if value is None:
        value = exec_values(desktop)[0]
    value = value.replace("\\\\", "\\").replace("%%", "%")
    argv, word, quoted, i = [], "", False, 0
    while i < len(value):
        char = value[i]
        if quoted and char == "\\" and i + 1 < len(value):
            word += value[i + 1]
            i += 2
            continue
        if char == '"':
            quoted = not quoted
        elif char == " " and not quoted:
            if word:
                argv.append(word)
            word = ""
        else:
            word += char
        i += 1
    assert not quoted, value
    return [*argv, word] if word else argv


def launch(home: Path, value: str | None = None) -> str:
    argv = exec_argv(entry(home), value)
    assert Path(argv[0]).is_absolute()
    return subprocess.run(argv, capture_output=True, text=True, check=True, timeout=30).stdout


def files_under(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if path.is_file()}


def test_install_copies_the_app_and_leaves_an_entry_whose_exec_runs(app: Path, home: Path) -> None:
    run(app / "install.sh", home)
    installed = home / ".local" / "opt" / "tablegames"
    assert exec_argv(entry(home)) == [str(installed / "tablegames")]
    assert f"tablegames ran from {installed / 'tablegames'}" in launch(home)
    share = home / ".local" / "share"
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    text = entry(home).read_text(encoding="utf-8")
    assert "%U" not in text and f"TryExec={installed / 'tablegames'}" in text
    # the entry is the packaged one apart from Exec/TryExec
    packaged = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines()
    assert [line for line in text.splitlines() if not line.startswith(("Exec=", "TryExec="))] \
        == [line for line in packaged if not line.startswith("Exec=")]


def test_the_entrys_actions_run_the_installed_app_with_their_arguments(
    app: Path, home: Path, tmp_path: Path
) -> None:
    moved = tmp_path / "Games $ & \"quoted\" 100%" / "Table Games"
    moved.parent.mkdir()
    app.rename(moved)
    run(moved / "install.sh", home, "--in-place")
    main, *actions = exec_values(entry(home))
    assert exec_argv(entry(home), main) == [str(moved / "tablegames")]
    assert [exec_argv(entry(home), value)[1:] for value in actions] == [
        ["--tutorial", "perudo"], ["--tutorial", "machacek"], ["--tutorial", "casino"]]
    for value in actions:
        assert exec_argv(entry(home), value)[0] == str(moved / "tablegames")
        assert "with --tutorial" in launch(home, value)
    text = entry(home).read_text(encoding="utf-8")
    assert text.count("TryExec=") == 1, "TryExec belongs to the [Desktop Entry] group only"
    assert text.index("TryExec=") < text.index("[Desktop Action")
    if shutil.which("desktop-file-validate") is not None:
        result = subprocess.run(["desktop-file-validate", str(entry(home))],
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stdout + result.stderr


def test_installing_twice_repairs_instead_of_doubling(app: Path, home: Path) -> None:
    run(app / "install.sh", home)
    first = files_under(home)
    manifest = (home / ".local" / "opt" / "tablegames" / ".installed-files").read_text()
    entry(home).write_text("[Desktop Entry]\nbroken\n")  # a damaged entry gets repaired
    run(home / ".local" / "opt" / "tablegames" / "install.sh", home)  # from the installed copy
    run(app / "install.sh", home)  # and from the unpacked folder again
    assert files_under(home) == first
    again = (home / ".local" / "opt" / "tablegames" / ".installed-files").read_text()
    assert again == manifest
    assert len(list(entry(home).parent.glob("*.desktop"))) == 1
    assert "tablegames ran" in launch(home)


def test_in_place_install_follows_the_folder_when_it_moves(app: Path, home: Path,
                                                           tmp_path: Path) -> None:
    run(app / "install.sh", home, "--in-place")
    assert exec_argv(entry(home)) == [str(app / "tablegames")]
    assert not (home / ".local" / "opt").exists()
    moved = tmp_path / "Games $ & \"quoted\" 100%" / "Table Games"
    moved.parent.mkdir()
    app.rename(moved)
    run(moved / "install.sh", home, "--in-place")
    assert exec_argv(entry(home)) == [str(moved / "tablegames")]
    assert f"tablegames ran from {moved / 'tablegames'}" in launch(home)
    assert len(list(entry(home).parent.glob("*.desktop"))) == 1
    run(moved / "uninstall.sh", home)
    assert files_under(home) == set()
    assert (moved / "tablegames").is_file(), "an in-place folder is the user's: it stays"


def test_uninstall_removes_exactly_what_install_wrote(app: Path, home: Path) -> None:
    share = home / ".local" / "share"
    theirs = [share / "applications" / "other.desktop",
              share / "icons" / "hicolor" / "48x48" / "apps" / "other.png",
              home / ".local" / "opt" / "editor" / "editor"]
    for path in theirs:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("someone else's")
    run(app / "install.sh", home)
    run(home / ".local" / "opt" / "tablegames" / "uninstall.sh", home)
    assert files_under(home) == set(theirs)
    assert not (home / ".local" / "opt" / "tablegames").exists()
    assert not (share / "metainfo").exists(), "a folder the install created goes when empty"
    assert (share / "icons" / "hicolor" / "48x48" / "apps").is_dir()


def test_uninstall_keeps_a_file_changed_after_the_install(app: Path, home: Path) -> None:
    run(app / "install.sh", home)
    metainfo = home / ".local" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    metainfo.write_text("<component>edited</component>")
    result = run(app / "uninstall.sh", home)  # the unpacked copy finds the installed list
    assert metainfo.read_text() == "<component>edited</component>"
    assert "kept" in result.stderr
    assert not entry(home).exists()
    assert files_under(home) == {metainfo}


def test_install_refuses_a_folder_it_did_not_create(app: Path, home: Path) -> None:
    foreign = home / ".local" / "opt" / "tablegames" / "notes.txt"
    foreign.parent.mkdir(parents=True)
    foreign.write_text("mine")
    result = run(app / "install.sh", home, ok=False)
    assert result.returncode == 1 and "not installed by this script" in result.stderr
    assert files_under(home) == {foreign}


def test_uninstall_without_an_install_removes_nothing(app: Path, home: Path) -> None:
    (home / "keep.txt").write_text("x")
    result = run(app / "uninstall.sh", home, ok=False)
    assert result.returncode == 1 and "nothing to remove" in result.stderr
    assert files_under(home) == {home / "keep.txt"}


def test_install_rejects_unknown_options(app: Path, home: Path) -> None:
    result = run(app / "install.sh", home, "--bogus", ok=False)
    assert result.returncode == 2 and "usage:" in result.stderr
    assert files_under(home) == set()
