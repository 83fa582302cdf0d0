"""One version, one licence, every package in the wheel: the project files agree."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import tablegames_qt

from .packaging_scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


version_info = load_script("version_info")


def test_the_version_is_written_once() -> None:
    project = PYPROJECT["project"]
    assert "version" not in project and "version" in project["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "tablegames_qt.__version__"}
    assert version_info.app_version() == tablegames_qt.__version__
    # the spec takes it from there for the macOS plist and the Windows version resource
    spec = (ROOT / "packaging" / "tablegames.spec").read_text(encoding="utf-8")
    assert not re.search(r"\d+\.\d+\.\d+", spec)
    assert not (ROOT / "packaging" / "windows_version.txt").exists()


def test_metainfo_lists_this_version_as_the_newest_release() -> None:
    assert version_info.metainfo_release() == tablegames_qt.__version__


def test_windows_version_resource_and_mac_plist_carry_the_version(tmp_path: Path) -> None:
    version = tablegames_qt.__version__
    numbers = version_info.version_numbers(version)
    assert len(numbers) == 4 and ".".join(map(str, numbers[:3])) == version
    text = version_info.windows_version_file(version)
    assert f"filevers={numbers}" in text and f"prodvers={numbers}" in text
    assert f"StringStruct('ProductVersion', '{version}')" in text
    try:
        from PyInstaller.utils.win32 import versioninfo
    except ImportError:  # the [package] extra is not installed: the text checks above stand
        pass
    else:
        # read back as PyInstaller reads it for EXE(version=...), down to the binary resource
        (tmp_path / "version.txt").write_text(text, encoding="utf-8")
        info = versioninfo.load_version_info_from_text_file(str(tmp_path / "version.txt"))
        assert info.ffi.fileVersionMS == (numbers[0] << 16) | numbers[1]
        assert version.encode("utf-16-le") in info.toRaw()
    plist = version_info.mac_info_plist(version)
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == version


def test_one_mit_licence_in_the_repo_and_the_metadata() -> None:
    assert PYPROJECT["project"]["license"] == "MIT"
    assert PYPROJECT["project"]["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Permission is hereby granted" in text
    assert "<project_license>MIT</project_license>" in (
        ROOT / "packaging" / "linux" / "cz.tablegames.TableGames.metainfo.xml"
    ).read_text(encoding="utf-8")


def test_no_setup_py_and_the_data_folders_map_into_the_package() -> None:
    assert not (ROOT / "setup.py").exists()
    setuptools = PYPROJECT["tool"]["setuptools"]
    assert setuptools["package-dir"] == {"tablegames_qt.resources": "resources",
                                         "tablegames_qt.translations": "translations"}
    assert setuptools["package-data"]["tablegames_qt.resources"] == ["**/*"]
    assert setuptools["package-data"]["tablegames_qt.translations"] == ["*.qm"]


def test_every_package_of_the_source_tree_is_in_the_wheel() -> None:
    """A find directive cannot be combined with the data mapping, so packages are listed:
    a new folder with an ``__init__.py`` must be added to pyproject's packages."""
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "tablegames_qt").rglob("__init__.py")
    }
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    missing = sorted(found - listed)
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {missing}"
    assert sorted(listed - found) == ["tablegames_qt.resources", "tablegames_qt.translations"]


def test_the_app_installs_as_a_gui_script() -> None:
    assert PYPROJECT["project"]["gui-scripts"] == {"tablegames": "tablegames_qt.__main__:main"}
    assert "scripts" not in PYPROJECT["project"]


def test_ci_runs_the_readme_commands_as_written() -> None:
    """Both README commands work in a fresh clone (they make their own .venv); CI runs the
    test command exactly as the README gives it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("```bash\n", 1)[1].split("```", 1)[0]
    start, test = (line.split("  #", 1)[0].strip() for line in block.strip().splitlines())
    assert start.startswith("python3 -m venv .venv && ") and start.endswith(".venv/bin/tablegames")
    assert test.startswith("python3 -m venv .venv && ")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in ci
