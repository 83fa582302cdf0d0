"""One unfinished game per kind of game, the old single save moved into its
slot, and write failures told once and marked until saving works again."""

from __future__ import annotations

import errno
import os
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tablegames_qt.engine.core import Game
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.games import game_class
from tablegames_qt.storage import health, recovery, saves, slots
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.stats import GAME, GameResult, SeatResult, StatsStore

from .legacy import old_single_save, write_old_single_save

START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()
    health.reset()
    yield
    health.reset()


def played(kind: str, actions: int, seed: int = 3, **options: Any) -> Game[Any, Any]:
    options.setdefault("players", 2 if kind == "casino" else 3)
    game = game_class(kind)(seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def seats(game: Game[Any, Any]) -> list[SeatRecord]:
    return [SeatRecord("Anna", "human", "normal", 1)] + [
        SeatRecord(f"Bot {i}", "bot", "hard", 2) for i in range(1, game.players)
    ]


def save(game: Game[Any, Any], session: str = "s1", **options: Any) -> Path:
    return slots.save_slot(game, seats(game), session=session, started_at=START, elapsed=30,
                           **options)  # fmt: skip


# -- one slot per kind ------------------------------------------------------------------------

def test_each_kind_keeps_its_own_unfinished_game() -> None:
    match = played("machacek", 20, rules=MachacekRules(games=10))
    save(match, "match")
    perudo = played("perudo", 8)
    save(perudo, "perudo")  # starting Perudo leaves the match alone
    casino = played("casino", 5)
    save(casino, "casino")
    infos = slots.list_slots()
    assert sorted(info.kind for info in infos) == ["casino", "machacek", "perudo"]
    for kind, game in (("machacek", match), ("perudo", perudo), ("casino", casino)):
        loaded = slots.load_slot(kind)
        assert loaded is not None and loaded.game.history == game.history
        assert loaded.session == ("match" if kind == "machacek" else kind)
    slots.discard_slot("perudo")
    assert sorted(info.kind for info in slots.list_slots()) == ["casino", "machacek"]
    assert slots.slot_info("perudo") is None


def test_the_list_says_who_plays_how_far_and_when() -> None:
    match = played("machacek", 15, rules=MachacekRules(games=10))
    assert not match.is_over()
    save(match)
    [info] = slots.list_slots()
    assert info.kind == "machacek" and info.path == slots.slot_path("machacek")
    assert [s.name for s in info.seats] == ["Anna", "Bot 1", "Bot 2"]
    assert [s.kind for s in info.seats] == ["human", "bot", "bot"]
    assert info.started_at == START and info.elapsed == 30
    assert abs(info.saved_at - datetime.now(UTC)) < timedelta(minutes=1)
    assert info.actions == len(match.history)
    view = match.view(0)
    assert info.progress.measure == "wins" and info.progress.standing == tuple(view.wins)
    assert info.progress.number == view.games_played + 1 and info.progress.of == 10

    perudo = played("perudo", 20)
    save(perudo)
    casino = played("casino", 20)
    save(casino)
    by_kind = {i.kind: i for i in slots.list_slots()}
    assert by_kind["perudo"].progress.standing == perudo.view(0).dice_counts
    assert by_kind["perudo"].progress.number == perudo.view(0).round_number
    assert by_kind["casino"].progress.measure == "points"
    assert by_kind["casino"].progress.target == 21
    listed = slots.list_slots()
    assert [i.saved_at for i in listed] == sorted((i.saved_at for i in listed), reverse=True)


def test_a_game_over_in_its_slot_is_recorded_and_kept_as_a_replay() -> None:
    game = played("perudo", 10_000)
    assert game.is_over()
    save(game, "done")
    finished: list[Any] = []
    assert slots.list_slots(on_finished=finished.append) == []
    assert [f.session for f in finished] == ["done"]
    assert not slots.slot_path("perudo").exists()
    [replay] = saves.list_replays()
    assert replay.game == "perudo" and replay.actions == len(game.history)


def test_finishing_keeps_the_replay_then_empties_the_slot() -> None:
    game = played("casino", 10_000)
    save(game)
    replay = slots.finish_slot(game, seats(game), session="s1", started_at=START, elapsed=30)
    assert replay.exists() and not slots.has_slot("casino")


def test_a_replay_that_cannot_be_written_leaves_the_finished_game_in_its_slot(
    tmp_path: Path,
) -> None:
    game = played("casino", 10_000)
    save(game)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(slots.NotSaved) as caught:
        slots.finish_slot(game, seats(game), session="s1", started_at=START, elapsed=30,
                          replays=blocker / "replays")  # fmt: skip
    assert caught.value.first
    assert slots.has_slot("casino")  # nothing dropped: the next start keeps the replay
    assert [f.what for f in health.failures()] == [health.REPLAYS]


def test_a_game_of_another_kind_in_a_slot_is_refused() -> None:
    save(played("perudo", 4))
    slots.slot_path("perudo").rename(slots.slot_path("casino"))
    assert slots.load_slot("casino") is None
    [problem] = recovery.take_problems()
    assert problem.reason == recovery.WRONG_TYPES


# -- the single save of earlier versions ---------------------------------------------------------

def test_the_old_single_save_moves_into_its_kinds_slot() -> None:
    game = played("machacek", 12, rules=MachacekRules(games=5))
    write_old_single_save(game, seats(game), session="old", started_at=START, elapsed=5)
    content = old_single_save().read_bytes()
    [info] = slots.list_slots()
    assert info.kind == "machacek" and info.session == "old"
    assert not old_single_save().exists()
    assert slots.slot_path("machacek").read_bytes() == content
    assert slots.migrate_legacy() is None  # once


def test_migration_keeps_the_newer_game_and_the_other_aside() -> None:
    older = played("perudo", 4)
    write_old_single_save(older, seats(older), session="legacy", started_at=START, elapsed=5)
    os.utime(old_single_save(), (0, 0))
    newer = played("perudo", 9)
    save(newer, "slot")  # saved_at later than the legacy file's
    infos = slots.list_slots()
    assert [i.session for i in infos] == ["slot"]
    kept = list(old_single_save().parent.glob("current.superseded-*.json"))
    assert len(kept) == 1 and saves.decode(kept[0].read_bytes()).session == "legacy"


def test_a_damaged_old_single_save_is_moved_aside_and_reported_once() -> None:
    old_single_save().write_text('{"kind": "tablegames-save", "version": 1, "gam', "utf-8")
    assert slots.list_slots() == []
    [problem] = recovery.take_problems()
    assert problem.reason == recovery.TRUNCATED and problem.moved_to is not None
    assert slots.list_slots() == [] and recovery.take_problems() == []


@pytest.mark.parametrize("movable", [True, False])
def test_a_folder_named_like_the_old_single_save_is_told_once(
    monkeypatch: pytest.MonkeyPatch, movable: bool
) -> None:
    # saves/current.json/ as a folder (issue 31 item 5): told, kept (moved aside when it
    # can be, with what is in it), and not told again at every start-screen refresh.
    folder = old_single_save()
    folder.mkdir(parents=True)
    (folder / "inside.txt").write_text("kept", "utf-8")
    if not movable:
        def refuse(*_args: Any) -> None:
            raise PermissionError(errno.EACCES, "read-only folder")

        monkeypatch.setattr(os, "rename", refuse)
    for _refresh in range(3):
        assert slots.list_slots() == []
    [problem] = recovery.take_problems()
    assert problem.reason == recovery.NOT_A_FILE and problem.path == folder
    assert "There is a folder where the file should be." in problem.message()
    kept = problem.moved_to if movable else folder
    assert kept is not None and (kept / "inside.txt").read_text("utf-8") == "kept"
    assert slots.list_slots() == [] and recovery.take_problems() == []


def test_a_damaged_save_that_cannot_be_moved_aside_is_reported_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    old_single_save().write_text("{", "utf-8")

    def refuse(*_args: Any) -> None:
        raise PermissionError(errno.EACCES, "read-only folder")

    monkeypatch.setattr(os, "rename", refuse)
    for _refresh in range(5):  # every start-screen refresh
        assert slots.list_slots() == []
    problems = recovery.take_problems()
    assert len(problems) == 1 and problems[0].moved_to is None
    # Changed (the player fixed it by hand): looked at again.
    old_single_save().write_text("{}", "utf-8")
    assert slots.list_slots() == []
    assert len(recovery.take_problems()) == 1


def test_an_old_single_save_in_a_folder_that_cannot_be_written_is_still_offered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = played("perudo", 6)
    write_old_single_save(game, seats(game), session="old", started_at=START, elapsed=5)

    def refuse(*_args: Any) -> None:
        raise PermissionError(errno.EROFS, "read-only file system")

    monkeypatch.setattr(os, "replace", refuse)
    [info] = slots.list_slots()
    assert info.kind == "perudo" and info.path == old_single_save()
    loaded = slots.load_slot("perudo")
    assert loaded is not None and loaded.game.history == game.history


# -- told once, kept trying --------------------------------------------------------------------

def test_a_save_folder_that_cannot_be_written_is_told_once_and_marked_until_it_works(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = played("perudo", 3)
    changes: list[int] = []
    health.add_listener(lambda: changes.append(len(health.failures())))
    real = os.replace

    def read_only(*_args: Any) -> None:
        raise PermissionError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    firsts = []
    for _move in range(30):
        with pytest.raises(slots.NotSaved) as caught:
            save(game)
        firsts.append(caught.value.first)
    assert firsts == [True] + [False] * 29  # one box, not thirty
    [failure] = health.failures()
    assert failure.what == health.SAVES and failure.reason == health.READ_ONLY
    assert "Not saving" in failure.message() and "read-only" in failure.message()
    assert str(slots.slot_path("perudo").parent) in failure.message()  # the folder's mark
    assert list(slots.slot_path("perudo").parent.glob(".tmp-*")) == []

    monkeypatch.setattr(os, "replace", real)
    save(game)  # the next move saves: the mark goes
    assert health.failures() == []
    assert changes == [1, 0]
    assert slots.load_slot("perudo") is not None


def _read_only_store(path: Path, monkeypatch: pytest.MonkeyPatch) -> StatsStore:
    writable = StatsStore(path)
    Profiles(writable).create("Anna")
    writable.close()
    real = StatsStore._connect

    def read_only(self: StatsStore, target: str) -> sqlite3.Connection:
        if target == ":memory:":
            return real(self, target)
        conn = sqlite3.connect(f"file:{target}?mode=ro", uri=True, isolation_level=None)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    monkeypatch.setattr(StatsStore, "_connect", read_only)
    return StatsStore(path)


def test_a_read_only_statistics_database_says_so_instead_of_recording_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = _read_only_store(tmp_path / "stats.sqlite3", monkeypatch)
    assert not store.writable and store.write_failure is not None
    assert store.write_failure.reason == health.READ_ONLY
    [failure] = health.failures()
    assert failure.what == health.STATISTICS and "Not recording results" in failure.message()
    anna = Profiles(store).find("Anna")
    assert anna is not None  # reading still works
    with pytest.raises(sqlite3.OperationalError):
        store.record(GameResult("s1", "perudo", GAME, (SeatResult(0, anna.id, "Anna", True),),
                                START, 5.0))  # fmt: skip
    with pytest.raises(sqlite3.OperationalError):
        Profiles(store).create("Bob")
    assert not store.writable and len(health.failures()) == 1
    store.close()
    monkeypatch.undo()
    again = StatsStore(tmp_path / "stats.sqlite3")  # writable again: the mark goes
    assert again.writable and health.failures() == []
    again.close()
