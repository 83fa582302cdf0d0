"""Damaged files never stop the app: it says what was wrong in plain words,
keeps the original aside under a timestamped name and carries on fresh."""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tablegames_qt.games import game_class
from tablegames_qt.storage import recovery, saves, stats
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.settings import Settings
from tablegames_qt.storage.stats import GAME, GameResult, SeatResult, StatsStore

START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


def _save_text(actions: int = 12) -> str:
    game = game_class("perudo")(players=3, seed=11)
    rng = random.Random(5)
    for _ in range(actions):
        game.apply(rng.choice(game.legal_actions()))
    seats = [SeatRecord("Anna"), SeatRecord("Bot", "bot", "easy"), SeatRecord("Bob")]
    return saves.encode(game, seats, session="s1", started_at=START, elapsed=10)


def _edited(change: Callable[[dict[str, Any]], None]) -> bytes:
    data = json.loads(_save_text())
    change(data)
    return json.dumps(data).encode()


def _set(*keys_and_value: Any) -> Callable[[dict[str, Any]], None]:
    *keys, value = keys_and_value

    def change(data: dict[str, Any]) -> None:
        target = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return change


def _tamper_action(data: dict[str, Any]) -> None:
    data["engine"]["actions"][3] = {"type": "Bid", "quantity": 1, "face": 1}


SAVE_DAMAGE: dict[str, tuple[bytes, str]] = {
    "empty": (b"", recovery.EMPTY),
    "blank": (b"  \n\t ", recovery.EMPTY),
    "truncated": (_save_text().encode()[:300], recovery.TRUNCATED),
    "garbled": (b"\xff\xfe\x00\x01binary", recovery.CORRUPT),
    "broken in the middle": (_save_text().encode().replace(b'"seats"', b'"seats" ]', 1),
                             recovery.CORRUPT),
    "a list": (b"[1, 2, 3]", recovery.WRONG_TYPES),
    "someone else's json": (b'{"name": "my shopping list"}', recovery.WRONG_TYPES),
    "seats not a list": (_edited(_set("seats", {"a": 1})), recovery.WRONG_TYPES),
    "seat of an unknown kind": (_edited(_set("seats", 0, "kind", "alien")), recovery.WRONG_TYPES),
    "elapsed as text": (_edited(_set("elapsed", "ten")), recovery.WRONG_TYPES),
    "players as text": (_edited(_set("engine", "setup", "players", "3")), recovery.WRONG_TYPES),
    "actions not a list": (_edited(_set("engine", "actions", 5)), recovery.WRONG_TYPES),
    "too few seats": (_edited(lambda d: d["seats"].pop()), recovery.WRONG_TYPES),
    "version zero": (_edited(_set("version", 0)), recovery.UNKNOWN_VERSION),
    "version as text": (_edited(_set("version", "1")), recovery.WRONG_TYPES),
    "future version": (_edited(_set("version", 99)), recovery.FUTURE_VERSION),
    "future engine format": (_edited(_set("engine", "format", 7)), recovery.FUTURE_VERSION),
    "unknown game": (_edited(_set("game", "chess")), recovery.UNKNOWN_GAME),
    "illegal move": (_edited(_tamper_action), recovery.INVALID_GAME),
}


def _only_problem(what: str, reason: str, original: Path, content: bytes) -> recovery.Problem:
    problems = recovery.take_problems()
    assert len(problems) == 1
    problem = problems[0]
    assert (problem.what, problem.reason, problem.path) == (what, reason, original)
    assert problem.moved_to is not None
    assert problem.moved_to.parent == original.parent
    assert ".damaged-" in problem.moved_to.name
    assert problem.moved_to.read_bytes() == content  # kept exactly, never deleted
    message = problem.message()
    assert problem.moved_to.name in message and "Traceback" not in message
    return problem


@pytest.mark.parametrize("kind", list(SAVE_DAMAGE))
def test_a_damaged_save_is_kept_aside_and_the_app_starts_fresh(kind: str) -> None:
    content, reason = SAVE_DAMAGE[kind]
    path = saves.slot_path("perudo")
    path.write_bytes(content)
    assert saves.load_slot("perudo") is None
    _only_problem(recovery.SAVE, reason, path, content)
    assert not saves.has_slot("perudo")  # "Continue" is no longer offered
    # Fresh: a new game saves and loads normally.
    fresh = saves.decode(_save_text(3))
    saves.save_slot(fresh.game, fresh.seats, session="new", started_at=START, elapsed=0)
    loaded = saves.load_slot("perudo")
    assert loaded is not None and loaded.session == "new"


def test_a_damaged_replay_is_kept_aside() -> None:
    path = saves.replays_dir() / "20250101-120000-perudo-abcdef12.json"
    content = _save_text().encode()[:-40]
    path.write_bytes(content)
    assert saves.list_replays() == []  # listing skips it without touching it
    assert path.exists()
    assert saves.load_replay(path) is None
    _only_problem(recovery.REPLAY, recovery.TRUNCATED, path, content)


# -- the statistics database -------------------------------------------------------------

def _sqlite_with(statements: list[str]) -> bytes:
    conn = sqlite3.connect(":memory:")
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    data = conn.serialize()
    conn.close()
    return bytes(data)


def _real_database(path: Path) -> bytes:
    store = StatsStore(path)
    anna = Profiles(store).create("Anna").id
    result = store.record(GameResult("s", "perudo", GAME, (SeatResult(0, anna, "Anna", True),),
                                     START, 30.0))  # fmt: skip
    with store.transaction() as conn:  # enough rows for several pages, in one commit
        conn.executemany(
            "INSERT INTO figures (result_id, seat, name, value) VALUES (?, 0, ?, ?)",
            [(result, f"figure number {index}", float(index)) for index in range(400)],
        )
    store.close()
    data = path.read_bytes()
    path.unlink()
    return data


def _garbled_page(path: Path) -> bytes:
    data = bytearray(_real_database(path))
    page = 4096
    assert len(data) > 4 * page
    data[2 * page : 2 * page + 300] = b"\xaa" * 300
    return bytes(data)


DB_DAMAGE: dict[str, tuple[Callable[[Path], bytes], str]] = {
    "a text file named like the database": (lambda _p: b"hello, I am not a database\n" * 20,
                                            recovery.NOT_SQLITE),
    "a picture named like the database": (lambda _p: b"\x89PNG\r\n\x1a\n" + bytes(200),
                                          recovery.NOT_SQLITE),
    "cut inside the header": (lambda _p: b"SQLite form", recovery.TRUNCATED),
    "cut after the header": (lambda p: _real_database(p)[:60], recovery.TRUNCATED),
    "cut after a few pages": (lambda p: _real_database(p)[: 4096 * 2], recovery.CORRUPT),
    "a garbled page": (_garbled_page, recovery.CORRUPT),
    "a future schema version": (lambda _p: _sqlite_with(["PRAGMA user_version = 99"]),
                                recovery.FUTURE_VERSION),
    "another program's tables": (lambda _p: _sqlite_with(["CREATE TABLE recipes (name TEXT)"]),
                                 recovery.WRONG_TYPES),
    "our version without our tables": (
        lambda _p: _sqlite_with(["CREATE TABLE results (id INTEGER)",
                                 f"PRAGMA user_version = {stats.SCHEMA_VERSION}"]),
        recovery.WRONG_TYPES,
    ),
}


@pytest.mark.parametrize("kind", list(DB_DAMAGE))
def test_a_damaged_statistics_file_is_kept_aside_and_a_fresh_one_made(
    tmp_path: Path, kind: str
) -> None:
    make, reason = DB_DAMAGE[kind]
    path = tmp_path / "statistics.sqlite3"
    content = make(path)
    path.write_bytes(content)
    store = StatsStore(path)
    try:
        problem = _only_problem(recovery.STATISTICS, reason, path, content)
        assert store.problem == problem
        # The fresh database works.
        bob = Profiles(store).create("Bob").id
        store.record(GameResult("new", "perudo", GAME, (SeatResult(0, bob, "Bob", True),), START, 1.0))
        assert [r.session for r in store.results()] == ["new"]
    finally:
        store.close()
    assert path.read_bytes()[:16] == b"SQLite format 3\x00"


def test_a_hot_journal_moves_aside_with_its_database(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"not a database at all" * 10)
    journal = tmp_path / "statistics.sqlite3-journal"
    journal.write_bytes(b"journal of the old file")
    StatsStore(path).close()
    problem = recovery.take_problems()[0]
    assert problem.moved_to is not None
    kept_journal = problem.moved_to.with_name(problem.moved_to.name + "-journal")
    assert kept_journal.read_bytes() == b"journal of the old file"
    assert not journal.exists()


def test_an_empty_statistics_file_is_simply_a_new_database(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"")
    store = StatsStore(path)
    store.close()
    assert store.problem is None
    assert recovery.take_problems() == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.sqlite3"]


# -- settings ---------------------------------------------------------------------------------

SETTINGS_DAMAGE: dict[str, tuple[bytes, str]] = {
    "binary garbage": (b"\x00\x01\x02\x03\xff" * 30, recovery.CORRUPT),
    "not UTF-8": (b"[General]\nlanguage=\xc3\x28\n", recovery.CORRUPT),
    "cut inside a section name": (b"[General]\nlanguage=cs\n[wind", recovery.TRUNCATED),
    "cut inside a key": (b"[General]\nlanguage=cs\nanimation_sp", recovery.TRUNCATED),
}


@pytest.mark.parametrize("kind", list(SETTINGS_DAMAGE))
def test_a_damaged_settings_file_is_kept_aside_and_defaults_used(tmp_path: Path, kind: str) -> None:
    content, reason = SETTINGS_DAMAGE[kind]
    path = tmp_path / "config" / "settings.ini"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    problem = recovery.check_settings_file(path)
    assert problem is not None
    assert _only_problem(recovery.SETTINGS, reason, path, content) == problem
    settings = Settings(path)
    assert settings.language == "system"
    settings.language = "cs"
    assert Settings(path).language == "cs"


@pytest.mark.parametrize(
    "content", [None, b"", b"\n\n", b"; a comment\n[General]\nlanguage=cs\n", b"language=en\n"]
)
def test_good_settings_files_are_left_alone(tmp_path: Path, content: bytes | None) -> None:
    path = tmp_path / "settings.ini"
    if content is not None:
        path.write_bytes(content)
    assert recovery.check_settings_file(path) is None
    assert recovery.take_problems() == []
    assert path.exists() == (content is not None)
    if content is not None:
        assert path.read_bytes() == content


# -- names and messages ---------------------------------------------------------------------

def test_files_kept_in_the_same_second_get_different_names(tmp_path: Path) -> None:
    kept = []
    for _ in range(3):
        path = tmp_path / "current.json"
        path.write_text("{", encoding="utf-8")
        kept.append(recovery.move_aside(path))
    assert len(set(kept)) == 3
    assert all(p.suffix == ".json" and p.exists() for p in kept)


def test_every_reason_has_its_own_words() -> None:
    texts = set()
    for reason in recovery.REASONS:
        problem = recovery.Problem(recovery.SAVE, reason, Path("/x/current.json"),
                                   Path("/x/current.damaged-1.json"))  # fmt: skip
        texts.add(problem.message())
    assert len(texts) == len(recovery.REASONS)
    stuck = recovery.Problem(recovery.SETTINGS, recovery.EMPTY, Path("/x/s.ini"), None)
    assert "/x/s.ini" in stuck.message()
    with pytest.raises(ValueError):
        recovery.DamagedFile("gremlins")
