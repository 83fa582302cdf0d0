"""Smoke test of the frozen app: build it with the packaging script, then play each game's
demo with it.  Marked ``packaging``: it runs with ``pytest -m packaging --packaging``
(as .ci/run does), since the build takes minutes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "dist" / "Table Games"

pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def frozen_app() -> Path:
    result = subprocess.run(["bash", str(ROOT / "packaging" / "build.sh")], cwd=ROOT,
                            capture_output=True, text=True, timeout=1800)
    sys.stdout.write(result.stdout)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    exe = APP / "tablegames"
    assert exe.exists()
    return exe


@pytest.mark.parametrize("game", ["perudo", "machacek", "casino"])
def test_frozen_demo_exits_cleanly(frozen_app: Path, game: str, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    shot = tmp_path / f"{game}.png"
    result = subprocess.run(
        [str(frozen_app), "--demo", game, "--moves", "30", "--screenshot", str(shot)],
        env=env, capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert shot.stat().st_size > 10_000


def test_czech_translation_is_in_the_bundle(frozen_app: Path) -> None:
    bundled = list(APP.rglob("tablegames_cs.qm"))
    assert bundled and bundled[0].stat().st_size > 1000
    assert list(APP.rglob("qtbase_cs.qm"))


def test_desktop_integration_travels_with_the_app(frozen_app: Path) -> None:
    assert (APP / "share" / "applications" / "cz.tablegames.TableGames.desktop").exists()
    assert (APP / "share" / "metainfo" / "cz.tablegames.TableGames.metainfo.xml").exists()
    assert (APP / "share" / "icons" / "hicolor" / "256x256" / "apps"
            / "cz.tablegames.TableGames.png").exists()
