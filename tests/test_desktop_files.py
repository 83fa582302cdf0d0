"""The Linux desktop entry and AppStream metadata pass their validators."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tablegames_qt import languages

LINUX = Path(__file__).resolve().parent.parent / "packaging" / "linux"

pytestmark = pytest.mark.linux
APP_ID = "cz.tablegames.TableGames"


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(tool) is None:
        if os.environ.get("TABLEGAMES_REQUIRE_TOOLS"):
            pytest.fail(f"{tool} is not installed, and .ci/run needs it")
        pytest.skip(f"{tool} is not installed (.ci/run installs it)")
    return subprocess.run([tool, *args], capture_output=True, text=True, timeout=120)


def test_desktop_entry_is_valid() -> None:
    result = _run("desktop-file-validate", str(LINUX / f"{APP_ID}.desktop"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_is_valid() -> None:
    result = _run("appstreamcli", "validate", "--no-net", str(LINUX / f"{APP_ID}.metainfo.xml"))
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_language_is_named() -> None:
    """Each language of tablegames_qt/languages.py but the source one (the untagged text)."""
    desktop = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    meta = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    for code in languages.codes():
        if code == languages.SOURCE:
            continue
        for key in ("Name", "GenericName", "Comment", "Keywords"):
            assert f"{key}[{code}]=" in desktop
        assert f'<name xml:lang="{code}">' in meta and f'<summary xml:lang="{code}">' in meta
        assert f'<p xml:lang="{code}">' in meta


def test_app_id_matches_the_app() -> None:
    from tablegames_qt import APP_ID as app_id

    assert app_id == APP_ID


def test_the_entry_advertises_no_file_arguments() -> None:
    """The app opens no files (yet): no %U/%F, which would offer it for any file."""
    desktop = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    exec_line, *actions = [line for line in desktop.splitlines() if line.startswith("Exec=")]
    assert exec_line == "Exec=tablegames"
    assert actions == [f"Exec=tablegames --tutorial {game}" for game in ("perudo", "machacek", "casino")]
    assert "MimeType=" not in desktop


def test_each_guide_is_an_action_named_in_both_languages() -> None:
    desktop = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "Actions=learn-perudo;learn-machacek;learn-casino;" in desktop
    for game, name in (("perudo", "Perudo"), ("machacek", "Macháček"), ("casino", "Royal Casino")):
        group = desktop.split(f"[Desktop Action learn-{game}]")[1].split("[Desktop Action")[0]
        assert f"Name=Learn {name}" in group
        assert all(f"Name[{code}]=" in group for code in languages.codes() if code != languages.SOURCE)
