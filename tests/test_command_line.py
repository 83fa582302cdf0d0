"""The command line, the log file and the crash hook (no window but the crash dialog's)."""

from __future__ import annotations

import logging
import logging.handlers
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tablegames_qt import __main__ as cli
from tablegames_qt import __version__, app, logfile


def run_module(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "d"),
               XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_STATE_HOME=str(tmp_path / "s"))
    return subprocess.run([sys.executable, "-m", "tablegames_qt", *args], env=env,
                          capture_output=True, text=True, timeout=120)


# -- options ------------------------------------------------------------------------------


def test_version_prints_the_one_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.parse_args(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"tablegames {__version__}\n"


def test_qt_options_are_passed_on_in_order() -> None:
    args = cli.parse_args(["-style", "fusion", "--lang", "cs", "-reverse",
                           "-platform", "offscreen", "--demo", "perudo", "-qwindowtitle", "T"])
    assert (args.lang, args.demo) == ("cs", "perudo")
    assert args.qt_args == ["-style", "fusion", "-reverse", "-platform", "offscreen",
                            "-qwindowtitle", "T"]
    assert cli.parse_args(["--startup-check"]).qt_args == []


@pytest.mark.parametrize("argv", [["--frobnicate"], ["--demo", "perudo", "stray"],
                                  ["savegame.json"], ["--lang", "de"], ["--moves", "-3"],
                                  ["--screenshot", "x.png"],
                                  ["--demo", "perudo", "--replay", "game.json"]])
def test_unknown_or_bad_options_give_the_usage_error(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        cli.parse_args(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: tablegames") and "tablegames: error:" in err


def test_main_hands_qt_options_to_the_app(monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    seen: dict[str, object] = {}
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    monkeypatch.setattr(app, "run", lambda **kwargs: seen.update(kwargs) or 0)
    try:
        assert cli.main(["-reverse", "--lang", "en", "-style", "fusion"]) == 0
    finally:
        _drop_own_handlers()
    assert seen["qt_args"] == ["-reverse", "-style", "fusion"] and seen["language"] == "en"


def test_qt_takes_its_options_and_an_option_it_does_not_know_is_refused(
    tmp_path: Path,
) -> None:
    taken = run_module("-style", "fusion", "-reverse", "--startup-check", tmp_path=tmp_path)
    assert taken.returncode == 0, taken.stderr
    refused = run_module("-no-such-qt-option", "--startup-check", tmp_path=tmp_path)
    assert refused.returncode == 2
    assert "unrecognized arguments: -no-such-qt-option" in refused.stderr
    assert refused.stderr.startswith("usage: tablegames")


def _recorded_game(path: Path) -> Path:
    """A finished Perudo game of seeded bots, written as the app writes a replay."""
    import random
    from datetime import UTC, datetime

    from tablegames_qt.engine.perudo import PerudoGame
    from tablegames_qt.games import make_bot
    from tablegames_qt.storage import saves

    game = PerudoGame(players=3, seed=11)
    bots = [make_bot("perudo", "easy") for _ in range(3)]
    rng = random.Random(11)
    while (seat := game.current_player()) is not None:
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), rng))
    seats = [saves.SeatRecord(name, "bot", "easy") for name in ("Ann", "Bob", "Cid")]
    when = datetime(2026, 1, 2, 3, 4, tzinfo=UTC)
    path.write_text(saves.encode(game, seats, session="cli", started_at=when, elapsed=9,
                                 finished_at=when), encoding="utf-8")  # fmt: skip
    return path


def test_a_replay_file_is_shown_to_its_end_and_pictured(tmp_path: Path) -> None:
    game = _recorded_game(tmp_path / "game.json")
    shot = tmp_path / "shots" / "replay.png"
    shown = run_module("--replay", str(game), "--screenshot", str(shot), "--lang", "cs",
                       tmp_path=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert shot.stat().st_size > 10_000
    # the same start-up as the app's: its first line in the log file
    log = (tmp_path / "s" / "tablegames" / "log" / "tablegames.log").read_text(encoding="utf-8")
    assert f"Table Games {__version__} (PySide6 " in log


@pytest.mark.parametrize("damage", ["cut short", "missing"])
def test_a_bad_replay_file_is_named_with_its_reason_and_no_traceback(tmp_path: Path, damage: str) -> None:
    game = tmp_path / "game.json"
    if damage == "cut short":
        text = _recorded_game(game).read_text(encoding="utf-8")
        game.write_text(text[: len(text) // 2], encoding="utf-8")
    shot = tmp_path / "replay.png"
    refused = run_module("--replay", str(game), "--screenshot", str(shot), tmp_path=tmp_path)
    assert refused.returncode == 1
    assert refused.stderr.startswith(f"tablegames: error: cannot replay {game}: ")
    assert "Traceback" not in refused.stderr and not shot.exists()
    assert game.exists() == (damage == "cut short")  # not the app's file: left where it is


# -- the log file ---------------------------------------------------------------------------


def _drop_own_handlers() -> None:
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, logfile._OwnHandler):
            root.removeHandler(handler)
            handler.close()


@pytest.fixture
def log_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    level = logging.getLogger().level
    yield tmp_path / "state" / "tablegames" / "log" / "tablegames.log"
    _drop_own_handlers()
    logging.getLogger().setLevel(level)


def test_the_log_goes_to_a_rotating_file_in_the_platformdirs_log_folder(log_home: Path) -> None:
    path = logfile.setup()
    assert path == log_home == logfile.current_file()
    (handler,) = [h for h in logging.getLogger().handlers
                  if isinstance(h, logging.handlers.RotatingFileHandler)]
    assert handler.maxBytes == logfile.MAX_BYTES and handler.backupCount == logfile.BACKUP_COUNT
    logging.getLogger("tablegames_qt.test").warning("the cup fell off the table")
    handler.flush()
    assert "WARNING tablegames_qt.test: the cup fell off the table" in path.read_text()
    logfile.setup()  # a second set-up replaces the handlers instead of adding more
    assert len([h for h in logging.getLogger().handlers
                if isinstance(h, logfile._OwnHandler)]) == 2


def test_no_log_file_when_its_folder_cannot_be_made(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "state"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("XDG_STATE_HOME", str(blocker))
    try:
        assert logfile.setup() is None
        assert logfile.current_file() is None
    finally:
        _drop_own_handlers()


def test_without_stderr_the_log_has_only_the_file(log_home: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stderr", None)
    logfile.setup()
    own = [h for h in logging.getLogger().handlers if isinstance(h, logfile._OwnHandler)]
    assert [type(h) for h in own] == [logfile._RotatingFile]


# -- the crash hook -------------------------------------------------------------------------


def _raise_and_hook(recorder: app.ExceptionRecorder) -> ValueError:
    try:
        raise ValueError("the dice rolled away")
    except ValueError as error:
        recorder(type(error), error, error.__traceback__)
        return error


def test_the_crash_hook_works_without_stderr(log_home: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stderr", None)
    logfile.setup()
    recorder = app.ExceptionRecorder()
    error = _raise_and_hook(recorder)
    assert recorder.exceptions == [error]
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = log_home.read_text()
    assert "uncaught exception" in text and "ValueError: the dice rolled away" in text
    assert "Traceback (most recent call last)" in text


def test_the_crash_hook_writes_stderr_once_and_the_file(
    log_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    logfile.setup()
    _raise_and_hook(app.ExceptionRecorder())
    assert capsys.readouterr().err.count("ValueError: the dice rolled away") == 1
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "ValueError: the dice rolled away" in log_home.read_text()


def test_the_crash_dialog_names_the_log_file_and_opens_once(qtbot, log_home: Path) -> None:
    logfile.setup()
    dialog = app.CrashDialog()
    dialog(ValueError("x"))
    box = dialog.box
    assert box is not None and box.isVisible()
    assert str(log_home) in box.informativeText()
    dialog(ValueError("y"))
    assert dialog.box is box
    box.close()
    qtbot.waitUntil(lambda: dialog.box is None)
