"""``tablegames --tutorial GAME [--screenshot PNG]``: the options, and a guide that plays
itself to the end, saves its picture and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tablegames_qt import __main__ as cli


def test_tutorial_takes_a_game_and_a_screenshot() -> None:
    args = cli.parse_args(["--tutorial", "casino", "--screenshot", "g.png", "--lang", "cs"])
    assert (args.tutorial, args.screenshot, args.demo) == ("casino", "g.png", None)


@pytest.mark.parametrize("argv", [["--tutorial", "chess"], ["--screenshot", "g.png"],
                                  ["--tutorial", "perudo", "--demo", "perudo"]])
def test_bad_tutorial_options_give_the_usage_error(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.parse_args(argv)
    assert exit_.value.code == 2
    assert "tablegames: error:" in capsys.readouterr().err


@pytest.mark.parametrize("game", ["perudo", "machacek", "casino"])
def test_a_guide_plays_itself_saves_its_picture_and_exits_zero(tmp_path: Path, game: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_STATE_HOME=str(tmp_path / "s"))
    picture = tmp_path / "shots" / f"{game}.png"
    result = subprocess.run(
        [sys.executable, "-m", "tablegames_qt", "--tutorial", game, "--screenshot", str(picture),
         "--lang", "cs"],
        env=env, capture_output=True, text=True, timeout=180,
    )
    assert result.returncode == 0, result.stderr
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # a guide leaves no unfinished game behind, and the run's fast settings were not kept
    assert not (tmp_path / "d" / "tablegames" / "saves").exists() or not any(
        (tmp_path / "d" / "tablegames" / "saves").iterdir())
    settings = tmp_path / "c" / "tablegames" / "settings.ini"
    assert not settings.exists() or "animation_speed" not in settings.read_text()
