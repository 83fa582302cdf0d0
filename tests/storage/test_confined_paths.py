"""Every file the app opens or writes in its folders is confined to them (issue 28 item 5).

``paths.confined`` is the one way to a file of the data and settings folders: a
plain name, resolved inside its folder, never a link out.  The last test walks
every place that opens a file — saves, the old single save, replays, statistics,
settings, damaged files kept aside — with the low-level openers watched, and
checks that each file opened there was given by ``paths.confined``.
"""

from __future__ import annotations

import builtins
import io
import os
import random
import sqlite3
import tempfile
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from tablegames_qt.engine.core import Game
from tablegames_qt.games import game_class
from tablegames_qt.storage import health, paths, recovery, saves
from tablegames_qt.storage import settings as settings_module
from tablegames_qt.storage.save_files import TEMP_PREFIX
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.settings import Settings
from tablegames_qt.storage.stats import StatsStore

from . import legacy

START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()
    health.reset()
    yield tmp_path
    recovery.take_problems()
    health.reset()


def played(name: str, seed: int, finished: bool = False) -> Game[Any, Any]:
    game = game_class(name)(players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(6):
        game.apply(rng.choice(game.legal_actions()))
    while finished and not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


def seats(game: Game[Any, Any]) -> list[SeatRecord]:
    return [SeatRecord("Anna")] + [SeatRecord("Bot", "bot", "easy")] * (game.players - 1)


# -- the function ------------------------------------------------------------------------------

def test_a_plain_name_in_the_folder_and_a_link_within_it_are_allowed(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text("{}", encoding="utf-8")
    (tmp_path / "b.json").symlink_to(tmp_path / "a.json")
    assert paths.confined(tmp_path, "a.json") == tmp_path / "a.json"
    assert paths.confined(tmp_path, "b.json") == tmp_path / "b.json"
    assert paths.confined(tmp_path, "new.json") == tmp_path / "new.json"  # not there yet


@pytest.mark.parametrize("name", ["..", ".", "", "../x.json", "sub/x.json", "/etc/passwd",
                                  "x\0.json"])  # fmt: skip
def test_a_name_that_is_no_plain_file_name_is_refused(tmp_path: Path, name: str) -> None:
    with pytest.raises(paths.OutsideFolder):
        paths.confined(tmp_path, name)


def test_a_link_out_of_the_folder_is_refused_even_dangling_or_looping(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    (tmp_path / "secret.json").write_text("{}", encoding="utf-8")
    (folder / "out.json").symlink_to(tmp_path / "secret.json")
    (folder / "dangling.json").symlink_to(tmp_path / "nothing-yet.json")
    (folder / "loop.json").symlink_to(folder / "loop.json")
    for name in ("out.json", "dangling.json", "loop.json"):
        with pytest.raises(paths.OutsideFolder):
            paths.confined(folder, name)
    assert isinstance(paths.OutsideFolder("x"), OSError)  # every writer's OSError path holds it


# -- links out at every file of the app --------------------------------------------------------

def test_a_link_out_at_any_file_of_the_app_is_neither_read_nor_written(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("not the app's", encoding="utf-8")
    game = played("perudo", 1)
    links = [
        saves.slot_path("perudo"),
        saves.replays_dir() / "20250101-120000-perudo-abcdef12.json",
        paths.data_dir() / "statistics.sqlite3",
        paths.settings_file(),
    ]
    for link in links:
        link.symlink_to(secret)
    assert saves.load_slot("perudo") is None  # the link is damaged: moved aside, not read
    saves.save_slot(game, seats(game), session="s1", started_at=START, elapsed=1.0)
    assert saves.list_replays() == []
    assert saves.load_replay(links[1]) is None
    store = StatsStore(links[2])  # the link moved aside, a new database made
    store.close()
    recovery.check_settings_file(links[3])
    Settings(links[3]).language = "cs"
    assert secret.read_text(encoding="utf-8") == "not the app's"
    assert saves.load_slot("perudo") is not None  # the game saved in the slot itself
    reported = {problem.path for problem in recovery.take_problems()}
    assert {links[0], links[1], links[2], links[3]} <= reported  # each told


# -- the walk ---------------------------------------------------------------------------------

class Openers:
    """Every file opened, made, replaced into or connected to, while installed, and
    whether ``paths.confined`` gave that path for it: each open uses up one grant,
    so a path confined once and opened twice shows the second open."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.opened: list[tuple[str, Path, bool]] = []
        self.granted: Counter[Path] = Counter()
        real_confined = paths.confined

        def confined(folder: Path, name: str) -> Path:
            path = real_confined(folder, name)
            self.granted[path] += 1
            return path

        monkeypatch.setattr(paths, "confined", confined)
        self._watch(monkeypatch, builtins, "open", 0, "open")
        self._watch(monkeypatch, io, "open", 0, "open")
        self._watch(monkeypatch, os, "open", 0, "os.open")
        self._watch(monkeypatch, os, "replace", 1, "replace")
        self._watch(monkeypatch, sqlite3, "connect", 0, "sqlite")
        real_mkstemp = tempfile.mkstemp

        def mkstemp(*args: Any, **kwargs: Any) -> Any:
            fd, name = real_mkstemp(*args, **kwargs)
            self._note("mkstemp", Path(name))
            return fd, name

        monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
        note = self._note

        class WatchedSettings(QSettings):
            def __init__(self, *args: Any) -> None:
                if args and isinstance(args[0], str) and args[0]:
                    note("QSettings", Path(args[0]))
                super().__init__(*args)

        monkeypatch.setattr(settings_module, "QSettings", WatchedSettings)
        monkeypatch.setattr(recovery, "QSettings", WatchedSettings)

    def _watch(self, monkeypatch: pytest.MonkeyPatch, owner: Any, name: str, index: int,
               how: str) -> None:  # fmt: skip
        real = getattr(owner, name)

        def call(*args: Any, **kwargs: Any) -> Any:
            if len(args) > index and isinstance(args[index], str | Path):
                self._note(how, Path(args[index]))
            return real(*args, **kwargs)

        monkeypatch.setattr(owner, name, call)

    def _note(self, how: str, path: Path) -> None:
        granted = self.granted[path] > 0
        if granted:
            self.granted[path] -= 1
        self.opened.append((how, path, granted))

    def outside_confined(self, roots: list[Path]) -> list[tuple[str, Path]]:
        found = []
        for how, path, granted in self.opened:
            if str(path) == ":memory:" or not any(path.is_relative_to(root) for root in roots):
                continue
            if path.is_dir() or path.name.startswith(TEMP_PREFIX):
                continue  # a folder (kept durable by fsync), or a temporary file made there
            if not granted:
                found.append((how, path))
        return found


def test_every_file_opened_in_the_apps_folders_went_through_confined(
    homes: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roots = [homes / "data", homes / "config"]
    # damaged and old files for the walk to meet
    saves.slot_path("casino").write_text("{ cut", encoding="utf-8")
    old = played("machacek", 3)
    old_text = saves.encode(old, seats(old), session="old1", started_at=START, elapsed=1.0)
    legacy.old_single_save().write_text(old_text, encoding="utf-8")  # moved into its slot
    paths.settings_file().write_bytes(b"[General]\nsound=@Invalid()\n")

    openers = Openers(monkeypatch)
    recovery.check_settings_file(paths.settings_file())
    settings = Settings()
    settings.bot_pace = "fast"
    settings.set_last_setup("perudo", {"players": 2})
    Settings().bot_pace  # noqa: B018 - read back
    store = StatsStore()
    game = played("perudo", 1)
    saves.save_slot(game, seats(game), session="s1", started_at=START, elapsed=1.0)
    assert {info.kind for info in saves.list_slots()} == {"perudo", "machacek"}
    assert saves.load_slot("casino") is None  # damaged: kept aside
    assert saves.load_slot("perudo") is not None
    over = played("casino", 2, finished=True)
    replay = saves.finish_slot(over, seats(over), session="c1", started_at=START, elapsed=5.0)
    found = saves.replay_path(replay.name)
    assert found is not None and saves.load_replay(found) is not None
    assert [info.path for info in saves.list_replays()] == [replay]
    saves.prune_bot_replays(0)
    store.close()

    kinds = {how for how, path, _ in openers.opened if any(path.is_relative_to(r) for r in roots)}
    assert {"open", "mkstemp", "replace", "sqlite", "QSettings"} <= kinds  # the walk saw them
    assert openers.outside_confined(roots) == []
