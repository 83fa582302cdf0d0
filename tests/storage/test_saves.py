"""Saved games: exact round trips, atomic writes, the Continue file and replays."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tablegames_qt.engine.core import Game
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.games import game_class
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.saves import SeatRecord

START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


def _played(name: str, actions: int, seed: int = 7, **options: Any) -> Game[Any, Any]:
    game = game_class(name)(seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def _seats(n: int) -> list[SeatRecord]:
    return [SeatRecord("Anna", "human", "normal", 1)] + [
        SeatRecord(f"Bot {i}", "bot", "hard", 2) for i in range(1, n)
    ]


def _same_state(a: Game[Any, Any], b: Game[Any, Any]) -> None:
    assert a.to_json() == b.to_json()
    assert a.current_player() == b.current_player()
    assert a.legal_actions() == b.legal_actions()
    for seat in range(a.players):
        assert a.view(seat) == b.view(seat)


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("perudo", {"players": 4}),
        ("machacek", {"players": 3, "rules": MachacekRules(games=5, lives=0)}),
        ("machacek", {"players": 4, "rules": MachacekRules(games=None, lives=3)}),
        ("casino", {"players": 4}),
    ],
)
def test_a_saved_game_resumes_exactly(name: str, options: dict[str, Any]) -> None:
    game = _played(name, 40, **options)
    assert not game.is_over()
    seats = _seats(game.players)
    text = saves.encode(game, seats, session="abc123", started_at=START, elapsed=95.5,
                        extra={"unit_started_elapsed": 12.0})  # fmt: skip
    loaded = saves.decode(text)
    _same_state(loaded.game, game)
    assert loaded.seats == seats
    assert loaded.session == "abc123"
    assert loaded.started_at == START
    assert loaded.elapsed == 95.5
    assert loaded.extra == {"unit_started_elapsed": 12.0}
    # Both go on identically.
    rng_a, rng_b = random.Random(3), random.Random(3)
    for _ in range(30):
        if game.is_over():
            break
        game.apply(rng_a.choice(game.legal_actions()))
        loaded.game.apply(rng_b.choice(loaded.game.legal_actions()))
    _same_state(loaded.game, game)


def test_an_interrupted_write_leaves_the_previous_save(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played("machacek", 5)
    path = saves.save_slot(game, _seats(3), session="s1", started_at=START, elapsed=1.0)
    before = path.read_bytes()
    game.apply(random.Random(1).choice(game.legal_actions()))

    def power_cut(_src: object, _dst: object) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", power_cut)
    with pytest.raises(OSError):
        saves.save_slot(game, _seats(3), session="s1", started_at=START, elapsed=2.0)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == [path.name]


def _temp(path: Path, middle: str, age: float) -> Path:
    temp = path.with_name(f".tmp-{path.name}.{middle}")
    temp.write_text('{"half": ', encoding="utf-8")
    then = time.time() - age
    os.utime(temp, (then, then))
    return temp


def test_temporary_files_left_by_a_kill_are_cleaned_on_load() -> None:
    game = _played("perudo", 4)
    path = saves.save_slot(game, _seats(3), session="s1", started_at=START, elapsed=1.0)
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)  # fmt: skip
    stale = [_temp(path, "abcd", 3600), _temp(path, f"{ended.stdout.strip()}.x1y2", 3600)]
    loaded = saves.load_slot("perudo")
    assert loaded is not None and len(loaded.game.history) == 4
    assert not any(temp.exists() for temp in stale)


def test_a_temporary_file_being_written_is_never_removed() -> None:
    # Another app on the same folders writes its save: its temporary file is young, or
    # its writer still runs (issue 31 item 3).
    game = _played("perudo", 4)
    path = saves.save_slot(game, _seats(3), session="s1", started_at=START, elapsed=1.0)
    writer = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"],
                              stdin=subprocess.PIPE)  # fmt: skip
    try:
        young = _temp(path, "abcd", 5)
        held = _temp(path, f"{writer.pid}.x1y2", 3600)
        assert saves.load_slot("perudo") is not None
        assert young.exists() and held.exists()
    finally:
        writer.communicate(b"")


def test_finishing_keeps_a_replay_and_drops_continue(tmp_path: Path) -> None:
    game = _played("perudo", 10_000)
    assert game.is_over()
    saves.save_slot(_played("perudo", 3), _seats(3), session="s9", started_at=START, elapsed=1)
    finished = START + timedelta(minutes=20)
    replay = saves.finish_slot(game, _seats(3), session="s9", started_at=START,
                               elapsed=1200.0, finished_at=finished)  # fmt: skip
    assert not saves.has_slot("perudo")
    assert replay.parent == saves.replays_dir()
    infos = saves.list_replays()
    assert [i.path for i in infos] == [replay]
    assert infos[0].game == "perudo" and infos[0].winners == tuple(game.winners())
    assert infos[0].actions == len(game.history) and infos[0].finished_at == finished
    loaded = saves.load_replay(replay)
    assert loaded is not None and loaded.finished_at == finished
    _same_state(loaded.game, game)
    # The same session always maps to the same replay file.
    again = saves.save_replay(game, _seats(3), session="s9", started_at=START, elapsed=1200.0,
                              finished_at=finished + timedelta(seconds=5))  # fmt: skip
    assert again == replay


def test_old_bot_only_replays_are_pruned_but_people_games_kept() -> None:
    game = _played("perudo", 10_000, players=2)
    bots = [SeatRecord("A", "bot", "easy"), SeatRecord("B", "bot", "easy")]
    people = _seats(2)
    for index in range(5):
        finished = START + timedelta(minutes=index)
        saves.save_replay(game, bots, session=f"bots{index}", started_at=START, elapsed=1,
                          finished_at=finished)  # fmt: skip
        saves.save_replay(game, people, session=f"people{index}", started_at=START, elapsed=1,
                          finished_at=finished)  # fmt: skip
    assert saves.prune_bot_replays(keep=2) == 3
    infos = saves.list_replays()
    assert sum(1 for i in infos if i.bot_only) == 2
    assert sum(1 for i in infos if not i.bot_only) == 5
    newest_bots = sorted(i.finished_at for i in infos if i.bot_only)
    assert newest_bots == [START + timedelta(minutes=3), START + timedelta(minutes=4)]


def test_the_file_is_readable_json_with_the_engine_log() -> None:
    game = _played("casino", 12, players=2)
    data = json.loads(saves.encode(game, _seats(2), session="s", started_at=START, elapsed=0))
    assert data["kind"] == saves.FILE_KIND and data["version"] == saves.SAVE_VERSION
    assert data["engine"] == json.loads(game.to_json())
    assert data["seats"][1] == {"name": "Bot 1", "kind": "bot", "level": "hard", "profile_id": 2}


def test_seats_must_match_the_game() -> None:
    game = _played("perudo", 1)
    with pytest.raises(ValueError):
        saves.encode(game, _seats(2), session="s", started_at=START, elapsed=0)
    with pytest.raises(ValueError):
        saves.encode(game, _seats(3), session="s", started_at=datetime(2025, 1, 1), elapsed=0)
