"""The release workflow and what it packs for Windows and macOS, checked on Linux:
actionlint over the workflow, the Inno Setup script, the macOS Info.plist, the icons of
each system made from the one SVG, and the Flatpak manifest (docs/packaging.md says what
only the hosted run checks)."""

from __future__ import annotations

import json
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

import tablegames_qt
from tests.packaging_scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
ISS = ROOT / "packaging" / "windows" / "tablegames.iss"
FLATPAK = ROOT / "packaging" / "flatpak" / "cz.tablegames.TableGames.json"
APP_ID = "cz.tablegames.TableGames"
make_icons = load_script("make_icons")
version_info = load_script("version_info")


def test_actionlint_finds_nothing_in_the_release_workflow() -> None:
    actionlint = shutil.which("actionlint", path=str(Path(sys.executable).parent)) \
        or shutil.which("actionlint")
    if actionlint is None:
        pytest.fail("actionlint is not installed (the [test] extra installs it on Linux)")
    result = subprocess.run([actionlint, "-no-color", str(WORKFLOW)], capture_output=True,
                            text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_workflow_builds_on_three_systems_from_the_one_spec() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    runners = re.findall(r"^\s+os: (\S+)$", text, re.MULTILINE)
    assert {runner.split("-")[0] for runner in runners} == {"ubuntu", "windows", "macos"}
    # one freezing step (Windows and macOS; Linux freezes in build.sh, from the same spec)
    assert len(re.findall(r"PyInstaller .*\n.* packaging/tablegames.spec", text)) == 1
    assert "tests/test_packaging.py" in text  # the Linux build and its checks
    for artefact in ("*.deb", "*.tar.gz", "*-setup.exe", "*.zip", "*.dmg"):
        assert f"dist/{artefact}" in text
    # the signing steps do nothing without their secrets
    assert text.count("secrets.") >= 5 and "No signing certificate" in text


def test_the_windows_installer_is_per_user_with_a_start_menu_entry() -> None:
    raw = ISS.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # Inno Setup reads UTF-8 only with its mark
    text = raw.decode("utf-8-sig")
    settings = dict(re.findall(r"^(\w+)=(.*)$", text, re.MULTILINE))
    assert settings["PrivilegesRequired"] == "lowest"
    assert settings["DefaultDirName"].startswith("{autopf}")  # %LOCALAPPDATA%\Programs
    assert settings["OutputDir"] == "..\\..\\dist"
    assert f"{APP_ID}.ico" in settings["SetupIconFile"]
    # the folder the spec's COLLECT makes and the program the spec's EXE names
    spec = (ROOT / "packaging" / "tablegames.spec").read_text(encoding="utf-8")
    assert 'name="Table Games"' in spec and 'name="tablegames"' in spec
    assert 'Source: "..\\..\\dist\\Table Games\\*"' in text
    assert re.search(r'^Name: "\{autoprograms\}\\Table Games"; Filename: "\{app\}\\tablegames.exe"',
                     text, re.MULTILINE)
    assert 'MessagesFile: "compiler:Languages\\Czech.isl"' in text


def test_the_mac_bundle_names_its_version_system_and_network_use() -> None:
    plist = version_info.mac_info_plist(tablegames_qt.__version__)
    assert plist["CFBundleShortVersionString"] == tablegames_qt.__version__
    assert plist["LSMinimumSystemVersion"] == version_info.MAC_MINIMUM_SYSTEM
    assert "phones" in str(plist["NSLocalNetworkUsageDescription"])
    assert not [key for key in plist if "Microphone" in key or "Camera" in key]
    entitlements = (ROOT / "packaging" / "macos" / "entitlements.plist").read_text()
    assert "network.server" in entitlements and "microphone" not in entitlements.lower()


def test_the_windows_version_resource_carries_the_one_version() -> None:
    text = version_info.windows_version_file(tablegames_qt.__version__)
    numbers = version_info.version_numbers(tablegames_qt.__version__)
    assert f"filevers={numbers}" in text and f"'{tablegames_qt.__version__}'" in text


def test_icons_of_every_system_come_from_the_one_svg(tmp_path: Path, qapp: object) -> None:
    # qapp: the session's QApplication first (make_icons would make a QGuiApplication,
    # which every widget test after this one would then crash on)
    from PySide6.QtGui import QImage

    assert make_icons.main(tmp_path) == 0
    ico = (tmp_path / f"{APP_ID}.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count == len(make_icons.ICO_SIZES)
    sizes = []
    for index in range(count):
        width, _h, _c, _r, _p, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", ico, 6 + 16 * index)
        image = QImage.fromData(ico[offset:offset + length], "PNG")
        assert bits == 32 and image.width() == (width or 256)
        sizes.append(image.width())
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    icns = (tmp_path / f"{APP_ID}.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    found = {}
    at = 8
    while at < len(icns):
        kind_bytes, length = icns[at:at + 4], struct.unpack_from(">I", icns, at + 4)[0]
        found[kind_bytes] = QImage.fromData(icns[at + 8:at + length], "PNG").width()
        at += length
    assert found == {kind: size for kind, size in make_icons.ICNS_TYPES}


def test_the_flatpak_manifest_matches_the_desktop_files() -> None:
    manifest = json.loads(FLATPAK.read_text(encoding="utf-8"))
    assert manifest["id"] == APP_ID
    assert manifest["runtime"] == "org.kde.Platform" and manifest["base"] == "io.qt.PySide.BaseApp"
    assert manifest["runtime-version"] == manifest["base-version"]
    # the command the wheel installs (pyproject's gui-scripts)
    assert manifest["command"] == "tablegames"
    assert 'tablegames = "tablegames_qt.__main__:main"' in (ROOT / "pyproject.toml").read_text()
    app = manifest["modules"][-1]
    installed = " ".join(app["build-commands"])
    for path in (f"packaging/linux/{APP_ID}.desktop", f"packaging/linux/{APP_ID}.metainfo.xml"):
        assert path in installed and (ROOT / path).exists()
    assert (FLATPAK.parent / app["sources"][0]["path"]).resolve() == ROOT
    # the phones' server needs the network; nothing asks for the home folder
    assert "--share=network" in manifest["finish-args"]
    assert not [arg for arg in manifest["finish-args"] if arg.startswith("--filesystem")]
    assert manifest["modules"][0] == "python3-requirements.json"
