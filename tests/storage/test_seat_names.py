"""Names by what they are: keys for the names the app gives,
old files' texts recognised in either language, each bot apart in the statistics, the
story's tendencies stored with each result."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tablegames_qt.engine.perudo import Bid, PerudoGame
from tablegames_qt.storage import saves, stats
from tablegames_qt.storage.profiles import Profiles, clean_name
from tablegames_qt.storage.saves import SeatRecord
from tablegames_qt.storage.seat_names import (
    YOU_KEY,
    is_key,
    looks_like_key,
    player_key,
    recognise,
)
from tablegames_qt.storage.stats import GAME, Filter, GameResult, SeatResult, StatsStore

WHEN = datetime(2025, 6, 3, 12, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.mark.parametrize(
    ("text", "bot", "key"),
    [
        ("Kapitán Pip", True, "bot:pip"), ("Captain Pip", True, "bot:pip"),
        ("Šťastná Lucka", True, "bot:lucy"), ("Tečka", None, "bot:dotty"),
        ("Ty", False, YOU_KEY), ("You", False, YOU_KEY), ("Hráč 3", False, "default:3"),
        ("Player 12", True, "default:12"),
        # not recognised: a typed name, a bot's name on a person, "You" on a bot
        ("Jana", False, "Jana"), ("Kapitán Pip", False, "Kapitán Pip"), ("Ty", True, "Ty"),
        ("Player 0", False, "Player 0"),
    ],
)  # fmt: skip
def test_old_texts_are_recognised_in_either_language(text: str, bot: bool | None, key: str) -> None:
    assert recognise(text, bot=bot) == key
    assert is_key(key) == (key != text)


def test_no_typed_name_can_be_a_key() -> None:
    assert looks_like_key("bot:pip") and looks_like_key(" Default: you")
    assert not looks_like_key("Robot Bob")
    with pytest.raises(ValueError):
        clean_name("bot:pip")
    assert is_key(player_key(2)) and not is_key("bot:nobody")


def test_a_version_1_save_with_czech_texts_loads_with_keys() -> None:
    game = PerudoGame(players=3, seed=2)
    game.apply(Bid(1, 3))
    seats = [SeatRecord("Ty"), SeatRecord("Kapitán Pip", "bot", "hard"), SeatRecord("Jana")]
    path = saves.save_slot(game, seats, session="old", started_at=WHEN, elapsed=3.0)
    data = json.loads(path.read_text("utf-8"))
    assert data["version"] == saves.SAVE_VERSION == 2
    data["version"] = 1
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    loaded = saves.load_slot("perudo")
    assert loaded is not None
    assert [s.name for s in loaded.seats] == [YOU_KEY, "bot:pip", "Jana"]
    # a version 2 file keeps a typed name that happens to be a bot's, as typed
    data["version"] = 2
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    assert [s.name for s in saves.load_slot("perudo").seats] == ["Ty", "Kapitán Pip", "Jana"]


def _version_1_database(path: Path) -> None:
    """A statistics file as version 1 wrote it: names as Czech or English text, one
    profile per bot level."""
    with sqlite3.connect(path) as conn:
        stats.MIGRATIONS[1](conn)
        conn.execute("PRAGMA user_version = 1")
        at = "2025-06-01 12:00:00"
        conn.executemany(
            "INSERT INTO profiles (id, kind, name, bot_level, created_at) VALUES (?, ?, ?, ?, ?)",
            [(1, "human", "Ty", None, at), (2, "human", "You", None, at),
             (3, "human", "Jana", None, at), (4, "bot", "normal", "normal", at)],
        )  # fmt: skip
        for rid, (first, second, third) in enumerate(
            [("Ty", "Kapitán Pip", "Šťastná Lucka"), ("You", "Captain Pip", "Robo")], start=1
        ):
            conn.execute(
                "INSERT INTO results (id, session, game, unit, started_at, finished_at, duration,"
                " bot_only) VALUES (?, ?, 'perudo', 'game', ?, ?, 60, 0)", (rid, f"s{rid}", at, at),
            )  # fmt: skip
            conn.executemany(
                "INSERT INTO result_seats (result_id, seat, profile_id, name, side, winner)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(rid, 0, rid, first, 0, 1), (rid, 1, 4, second, 1, 0), (rid, 2, 4, third, 2, 0)],
            )  # fmt: skip


def test_an_old_database_migrates_names_to_keys_and_each_bot_apart(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    _version_1_database(path)
    store = StatsStore(path)
    try:
        assert store.problem is None and store.schema_version() == stats.SCHEMA_VERSION
        profiles = {p.id: p for p in Profiles(store).all()}
        # "Ty" and "You" were one person: one profile, both results
        assert profiles[1].name == YOU_KEY and 2 not in profiles
        assert profiles[3].name == "Jana"
        bots = {(p.name, p.level) for p in profiles.values() if p.is_bot}
        assert bots == {("normal", "normal"), ("bot:pip", "normal"), ("bot:lucy", "normal")}
        played = store.games_played()
        assert played[1] == 2
        pip = Profiles(store).bot("normal", "bot:pip").id
        assert played[pip] == 2  # "Kapitán Pip" and "Captain Pip" are one bot
        assert played[Profiles(store).bot("normal").id] == 1  # "Robo": not a name the app gave
        names = {(r.session, s.seat): s.name for r in store.results() for s in r.seats}
        assert names[("s1", 0)] == YOU_KEY and names[("s2", 1)] == "bot:pip"
        assert names[("s1", 2)] == "bot:lucy" and names[("s2", 2)] == "Robo"
        # the tendencies table is there; old games have none
        assert store.tendency_series() == {}
    finally:
        store.close()


def test_tendencies_are_stored_with_the_result_and_read_back_per_player(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    try:
        profiles = Profiles(store)
        jana, pip = profiles.create("Jana").id, profiles.bot("hard", "bot:pip").id
        counts = {"claims": 6.0, "bluffs": 2.0, "challenges": 3.0, "challenges_right": 1.0}
        store.record(GameResult("t1", "perudo", GAME, (
            SeatResult(0, jana, "Jana", True, tendencies=counts),
            SeatResult(1, pip, "bot:pip", False),
        ), WHEN, 60.0))  # fmt: skip
        series = store.tendency_series(Filter(include_bot_only=True))
        assert series == {jana: [(WHEN, counts)]}
        assert store.tendency_series(Filter(player=pip)) == {}
    finally:
        store.close()


def test_a_known_bot_profile_is_read_without_a_write(tmp_path: Path) -> None:
    """Every table asks for its bots' profiles as it opens: once a bot's profile is
    there, that must not begin a write transaction (its commit syncs the file, on the
    GUI thread)."""
    store = StatsStore(tmp_path / "stats.sqlite3")
    try:
        profiles = Profiles(store)
        made = profiles.bot("hard", "bot:pip")
        statements: list[str] = []
        store._conn.set_trace_callback(statements.append)
        again = profiles.bot("hard", "bot:pip")
        store._conn.set_trace_callback(None)
        assert again == made
        assert not [s for s in statements if s.split()[0].upper() in ("BEGIN", "INSERT", "COMMIT")]
        other = profiles.bot("easy", "bot:pip")  # a new one is still made
        assert other.id != made.id and other.level == "easy"
    finally:
        store.close()
