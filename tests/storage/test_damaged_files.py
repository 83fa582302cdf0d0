"""Damaged, tampered and hostile files: every field of a save or
replay is checked on load, a file that fails is moved aside and reported
— never accepted to fail later — and nothing read from a file becomes a
path outside the app's folders or a piece of SQL.

The cases are tables, one test each: every kind of game gets each of
COMMON_DAMAGE and its own RULES_DAMAGE (40 cases at least over settings, each kind of
save and the statistics database).
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tablegames_qt.engine.core import Game
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.games import game_class
from tablegames_qt.storage import recovery, save_files, saves, slots
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.stats import GAME, GameResult, SeatResult, StatsStore

START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
KINDS = ("perudo", "machacek", "casino")


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


def played(kind: str, actions: int = 12, seed: int = 11) -> Game[Any, Any]:
    options: dict[str, Any] = {"players": 3 if kind != "casino" else 2}
    if kind == "machacek":
        options["rules"] = MachacekRules(games=5)
    game = game_class(kind)(seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(actions):
        game.apply(rng.choice(game.legal_actions()))
    return game


def save_text(kind: str, actions: int = 12) -> str:
    game = played(kind, actions)
    seats = [SeatRecord("Anna", "human", "normal", 1)] + [
        SeatRecord(f"Bot {i}", "bot", "easy", 2) for i in range(1, game.players)
    ]
    return saves.encode(game, seats, session="0123abcd" * 4, started_at=START, elapsed=10,
                        extra={"unit_started_elapsed": 4.0})  # fmt: skip


Change = Callable[[dict[str, Any]], None]


def put(*keys_and_value: Any) -> Change:
    *keys, value = keys_and_value

    def change(data: dict[str, Any]) -> None:
        target = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return change


def drop(*keys: Any) -> Change:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in keys[:-1]:
            target = target[key]
        del target[keys[-1]]

    return change


W = recovery.WRONG_TYPES

#: (change, reason) applied to a save of every kind of game
COMMON_DAMAGE: dict[str, tuple[Change, str]] = {
    "numeric extra as text (unit_started_elapsed: soon)": (put("extra", "unit_started_elapsed", "soon"), W),
    "numeric extra negative": (put("extra", "unit_started_elapsed", -1), W),
    "numeric extra infinite": (put("extra", "unit_started_elapsed", 1e309), W),
    "unknown extra field": (put("extra", "note", "x" * 100), W),
    "extra not an object": (put("extra", [1, 2]), W),
    "profile id 10**30": (put("seats", 0, "profile_id", 10**30), W),
    "profile id 2**63": (put("seats", 0, "profile_id", 2**63), W),
    "profile id zero": (put("seats", 0, "profile_id", 0), W),
    "profile id as text": (put("seats", 0, "profile_id", "1"), W),
    "profile id true": (put("seats", 0, "profile_id", True), W),
    "name with a lone surrogate": (put("seats", 0, "name", "\ud800"), W),
    "name with a control character": (put("seats", 0, "name", "Eve\x07"), W),
    "name with a C1 control": (put("seats", 0, "name", "Eve\x85"), W),
    "name with a line separator": (put("seats", 0, "name", "Eve\u2028Bob"), W),
    "name with a right-to-left override": (put("seats", 0, "name", "Eve\u202eboB"), W),
    "name with a right-to-left isolate": (put("seats", 0, "name", "\u2067Eve"), W),
    "name of 81 characters": (put("seats", 0, "name", "E" * 81), W),
    "name empty": (put("seats", 0, "name", ""), W),
    "name blank": (put("seats", 0, "name", "   "), W),
    "name a number": (put("seats", 0, "name", 7), W),
    "level unknown": (put("seats", 1, "level", "godlike"), W),
    "seat with an unknown field": (put("seats", 0, "colour", "red"), W),
    "session id with a path": (put("session", "/../../x"), W),
    "session id empty": (put("session", ""), W),
    "session id too long": (put("session", "a" * 65), W),
    "session id a number": (put("session", 12), W),
    "unknown top-level field": (put("payload", "x"), W),
    "elapsed negative": (put("elapsed", -5), W),
    "elapsed beyond ten years": (put("elapsed", 1e26), W),
    "started_at not a time": (put("started_at", "yesterday"), W),
    "saved_at before 1970": (put("saved_at", "1969-12-31T23:00:00+00:00"), W),
    "finished_at a number": (put("finished_at", 5), W),
    "winners not seats": (put("winners", [7]), W),
    "winners of an unfinished game": (put("winners", [0]), W),
    "seed as text": (put("engine", "setup", "seed", "42"), W),
    "seed beyond 64 bits": (put("engine", "setup", "seed", 10**30), W),
    "players 1e26": (put("engine", "setup", "players", 10**26), W),
    "players out of range": (put("engine", "setup", "players", 11), W),
    "unknown rules field": (put("engine", "setup", "rules", "speed", 3), W),
    "rules not an object": (put("engine", "setup", "rules", [1]), W),
    "action log too long": (put("engine", "actions", [{"type": "Doubt"}] * 20_001), W),
    "engine set-up missing": (drop("engine", "setup"), W),
}

#: rules fields out of what the New game dialog allows, per kind
RULES_DAMAGE: dict[str, dict[str, tuple[Change, str]]] = {
    "perudo": {
        "starting_dice 1e26": (put("engine", "setup", "rules", "starting_dice", 10**26), W),
        "starting_dice 0": (put("engine", "setup", "rules", "starting_dice", 0), W),
        "calza as text": (put("engine", "setup", "rules", "calza", "yes"), W),
    },
    "machacek": {
        "games 1e26": (put("engine", "setup", "rules", "games", 10**26), W),
        "games 100": (put("engine", "setup", "rules", "games", 100), W),
        "lives 1e26": (put("engine", "setup", "rules", "lives", 10**26), W),
        "lives 10": (put("engine", "setup", "rules", "lives", 10), W),
        "truth unknown": (put("engine", "setup", "rules", "truth", "never"), W),
    },
    "casino": {
        "target 1e26": (put("engine", "setup", "rules", "target", 10**26), W),
        "target 1e26 as float": (put("engine", "setup", "rules", "target", 1e26), W),
        "target 0": (put("engine", "setup", "rules", "target", 0), W),
        "twenty_needs unknown": (put("engine", "setup", "rules", "twenty_needs", "luck"), W),
    },
}

SAVE_CASES = [(kind, case) for kind in KINDS for case in COMMON_DAMAGE] + [
    (kind, case) for kind, cases in RULES_DAMAGE.items() for case in cases
]


def damaged_bytes(kind: str, case: str) -> tuple[bytes, str]:
    change, reason = COMMON_DAMAGE.get(case) or RULES_DAMAGE[kind][case]
    data = json.loads(save_text(kind))
    change(data)
    # ensure_ascii keeps a lone surrogate as the escape "\ud800", as a hand edit would
    return json.dumps(data).encode(), reason


def only_problem(what: str, reason: str, original: Path, content: bytes) -> recovery.Problem:
    problems = recovery.take_problems()
    assert len(problems) == 1, problems
    problem = problems[0]
    assert (problem.what, problem.reason, problem.path) == (what, reason, original)
    assert problem.moved_to is not None and ".damaged-" in problem.moved_to.name
    assert problem.moved_to.read_bytes() == content  # kept exactly, never deleted
    assert problem.message()
    return problem


def test_every_base_save_is_accepted() -> None:
    for kind in KINDS:
        assert saves.decode(save_text(kind)).game_name == kind


@pytest.mark.parametrize(("kind", "case"), SAVE_CASES)
def test_a_damaged_slot_is_refused_on_load_moved_aside_and_reported(kind: str, case: str) -> None:
    content, reason = damaged_bytes(kind, case)
    with pytest.raises(recovery.DamagedFile) as caught:
        saves.decode(content)
    assert caught.value.reason == reason
    path = slots.slot_path(kind)
    path.write_bytes(content)
    assert slots.list_slots() == []
    only_problem(recovery.SAVE, reason, path, content)
    assert not path.exists()


@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_replay_of_each_game_is_refused(kind: str) -> None:
    content, reason = damaged_bytes(kind, "profile id 10**30")
    path = saves.replays_dir() / f"20250101-120000-{kind}-0123abcd.json"
    path.write_bytes(content)
    assert saves.list_replays() == []
    assert saves.load_replay(path) is None
    only_problem(recovery.REPLAY, reason, path, content)


# -- one case at a time -------------------------------------------------------------

def test_a_text_in_a_numeric_extra_field_is_refused_not_failing_later() -> None:
    content, _reason = damaged_bytes("machacek", "numeric extra as text (unit_started_elapsed: soon)")
    saves.slot_path("machacek").write_bytes(content)
    assert saves.load_slot("machacek") is None
    [problem] = recovery.take_problems()
    assert problem.reason == recovery.WRONG_TYPES and "unit_started_elapsed" in problem.detail


def test_a_huge_profile_id_is_refused_and_a_store_lookup_cannot_overflow() -> None:
    content, _reason = damaged_bytes("perudo", "profile id 10**30")
    with pytest.raises(recovery.DamagedFile):
        saves.decode(content)
    store = StatsStore.in_memory()
    assert Profiles(store).get(10**30) is None  # was OverflowError
    with pytest.raises(ValueError):
        store.record(GameResult("s1", "perudo", GAME, (SeatResult(0, 10**30, "Anna", True),),
                                START, 5.0))  # fmt: skip


def test_a_lone_surrogate_in_a_name_is_refused_and_never_written() -> None:
    raw = save_text("casino").replace('"Anna"', '"\\ud800"').encode()
    with pytest.raises(recovery.DamagedFile):
        saves.decode(raw)
    game = played("casino")
    with pytest.raises(ValueError):
        saves.encode(game, [SeatRecord("\ud800"), SeatRecord("Bot", "bot", "easy")],
                     session="s1", started_at=START, elapsed=0)  # fmt: skip
    store = StatsStore.in_memory()
    with pytest.raises(ValueError):
        Profiles(store).create("Eve\ud800")


def test_a_200_mb_save_is_refused_by_its_size_before_a_byte_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = slots.slot_path("perudo")
    head = save_text("perudo").encode()[:-3] + b', "x": "'
    with path.open("wb") as handle:
        handle.write(head)
        handle.truncate(200 * 1024 * 1024)  # the rest a long string (sparse on disk)
    reads: list[int] = []
    real = save_files._read_at_most

    def counting(target: Path, limit: int) -> bytes:
        data = real(target, limit)
        reads.append(len(data))
        return data

    monkeypatch.setattr(save_files, "_read_at_most", counting)
    with pytest.raises(recovery.DamagedFile) as caught:
        saves.read_file(path)
    assert caught.value.reason == recovery.TOO_LARGE
    assert reads == []  # refused by the size alone
    assert slots.list_slots() == []
    [problem] = recovery.take_problems()
    assert problem.reason == recovery.TOO_LARGE and problem.moved_to is not None
    assert reads == []
    # A real save is read at most once, and whole, far below the cap.
    slots.save_slot(played("perudo"), [SeatRecord("Anna"), SeatRecord("B", "bot", "easy"),
                                       SeatRecord("C", "bot", "easy")],
                    session="s1", started_at=START, elapsed=1)  # fmt: skip
    assert slots.load_slot("perudo") is not None
    assert len(reads) == 1 and reads[0] < saves.MAX_SAVE_BYTES


def test_a_save_with_twelve_million_actions_is_refused_at_once() -> None:
    # 12.5 million actions do not fit under the size cap; a log just over the
    # action cap that does fit is refused before the engine replays any of it.
    text = json.loads(save_text("machacek"))
    text["engine"]["actions"] = [{"type": "Believe"}] * (saves.MAX_ACTIONS + 1)
    raw = json.dumps(text).encode()
    assert len(raw) < saves.MAX_SAVE_BYTES
    with pytest.raises(recovery.DamagedFile) as caught:
        saves.decode(raw)
    assert "actions" in caught.value.detail


# -- paths never from a file -----------------------------------------------------------------

def _store_with_replay(tmp_path: Path, replay: str) -> StatsStore:
    store = StatsStore(tmp_path / "stats.sqlite3")
    anna = Profiles(store).create("Anna").id
    store.record(GameResult("s1", "perudo", GAME, (SeatResult(0, anna, "Anna", True),), START, 5.0))
    # What a tampered database holds: written behind the store's back.
    store.connection.execute("UPDATE results SET replay = ?", (replay,))
    return store


@pytest.mark.parametrize(
    "replay", ["../../../x/victim.txt", "/tmp/x/victim.txt", "..", "a/b.json", "C:\\x\\v.json", ""]
)
def test_a_replay_named_in_the_database_never_leads_out_of_the_replays_folder(
    tmp_path: Path, replay: str
) -> None:
    victim = tmp_path / "x" / "victim.txt"
    victim.parent.mkdir()
    victim.write_text("precious", encoding="utf-8")
    store = _store_with_replay(tmp_path, replay)
    [row] = store.results()
    assert row.replay is None  # dropped when read: "There is no replay of this game"
    assert saves.replay_path(replay) is None
    with pytest.raises(ValueError):
        store.set_replay("s1", replay)
    assert victim.read_text(encoding="utf-8") == "precious"
    assert [p.name for p in victim.parent.iterdir()] == ["victim.txt"]
    store.close()


def test_a_replay_link_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside.json"
    outside.write_text(save_text("perudo"), encoding="utf-8")
    link = saves.replays_dir() / "20250101-120000-perudo-abc.json"
    link.symlink_to(outside)
    assert saves.replay_path(link.name) is None
    plain = saves.replays_dir() / "20250101-120000-perudo-def.json"
    plain.write_text("x", encoding="utf-8")
    assert saves.replay_path(plain.name) == plain


def test_a_session_id_never_names_a_file_outside_the_replays_folder(tmp_path: Path) -> None:
    game = played("perudo", 0)
    seats = [SeatRecord("Anna"), SeatRecord("B", "bot", "easy"), SeatRecord("C", "bot", "easy")]
    with pytest.raises(ValueError):
        saves.save_replay(game, seats, session="/../../x", started_at=START, elapsed=0,
                          finished_at=START)  # fmt: skip
    with pytest.raises(ValueError):
        slots.save_slot(game, seats, session="/../../x", started_at=START, elapsed=0)
    assert list(saves.replays_dir().iterdir()) == []
    assert not any(p.name == "x.json" for p in tmp_path.rglob("*"))


# -- SQL never from a file ------------------------------------------------------------------------

def _database_with_table(path: Path, table: str, version: int) -> None:
    if version:
        StatsStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f'CREATE TABLE "{table.replace(chr(34), chr(34) * 2)}" (x)')
    conn.commit()
    conn.close()


@pytest.mark.parametrize("table", ['we"ird', "x\"); DROP TABLE results; --", "ü ü", "[a]"])
def test_a_database_with_a_strange_table_name_still_works(tmp_path: Path, table: str) -> None:
    path = tmp_path / "stats.sqlite3"
    _database_with_table(path, table, version=1)
    store = StatsStore(path)
    assert store.problem is None and recovery.take_problems() == []
    anna = Profiles(store).create("Anna").id
    assert store.record(GameResult("s1", "perudo", GAME, (SeatResult(0, anna, "Anna", True),),
                                   START, 5.0)) is not None  # fmt: skip
    store.close()


def test_a_foreign_database_with_a_strange_table_name_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    _database_with_table(path, 'we"ird', version=0)
    content = path.read_bytes()
    store = StatsStore(path)
    assert store.problem is not None
    only_problem(recovery.STATISTICS, recovery.WRONG_TYPES, path, content)
    store.close()


def test_database_identifiers_come_from_the_code() -> None:
    source = (Path(__file__).parents[2] / "tablegames_qt" / "storage" / "stats.py").read_text("utf-8")
    assert "PRAGMA table_info(\"{" not in source and "table_info(\"{table}\")" not in source
