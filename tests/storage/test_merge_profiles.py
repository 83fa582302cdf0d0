"""Two profiles of one person joined ("Merge into…"): an earlier version made a second
"You" when "You" had been renamed Anna, and split the family's statistics over both."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tablegames_qt.storage import stats_schema
from tablegames_qt.storage.profile_book import read_book
from tablegames_qt.storage.profiles import Profiles, SameTable
from tablegames_qt.storage.seat_names import YOU_KEY
from tablegames_qt.storage.stats import GAME, GameResult, SeatResult, StatsStore

from .test_v_today_files import copied_homes


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


def _play(store: StatsStore, session: str, people: list[tuple[int, str]], winner: int) -> None:
    bot = Profiles(store).bot("easy")
    seats = [(pid, name) for pid, name in people] + [(bot.id, "bot:lucy")]
    store.record(GameResult(
        session=session, game="perudo", unit=GAME, number=1,
        seats=tuple(SeatResult(i, pid, name, i == winner, None, {"bluffs": 1.0})
                    for i, (pid, name) in enumerate(seats)),
        finished_at=datetime(2025, 6, 1 + len(session), 12, tzinfo=UTC), duration=60.0,
        variant={"players": len(seats)},
    ))  # fmt: skip


def _wins(store: StatsStore, profile_id: int) -> tuple[int, int]:
    rows = [row for row in store.wins_by_game() if row.profile_id == profile_id]
    return sum(r.played for r in rows), sum(r.won for r in rows)


@pytest.fixture
def split(store: StatsStore) -> tuple[int, int]:
    """Anna ("You" renamed) with 2 games, and the second "You" an old version made, 3."""
    profiles = Profiles(store)
    anna = profiles.create(YOU_KEY, seat=True)
    profiles.rename(anna.id, "Anna")
    with store.transaction() as conn:  # the second "You" of the old bug, made behind her back
        conn.execute("INSERT INTO profiles (kind, name, created_at) VALUES ('human', ?, '')", (YOU_KEY,))
    you = profiles.find(YOU_KEY)
    assert you is not None and you.id != anna.id
    _play(store, "a", [(anna.id, YOU_KEY)], 0)
    _play(store, "bb", [(anna.id, "Anna")], 1)
    for session in ("ccc", "dddd", "eeeee"):
        _play(store, session, [(you.id, YOU_KEY)], 0)
    return anna.id, you.id


def test_merging_moves_every_seat_and_sums_the_statistics(store: StatsStore, split: tuple[int, int]) -> None:
    anna, you = split
    profiles = Profiles(store)
    plan = profiles.merge_plan(you, anna)
    assert (plan.games, plan.shared, plan.merged.name, plan.kept.name) == (3, 0, YOU_KEY, "Anna")
    before = [_wins(store, anna), _wins(store, you)]
    figures = store.figure_totals()
    kept = profiles.merge(you, anna)
    assert kept.id == anna and kept.name == "Anna"
    assert profiles.get(you) is None
    assert _wins(store, anna) == (before[0][0] + before[1][0], before[0][1] + before[1][1]) == (5, 4)
    assert store.games_played()[anna] == 5
    totals = store.figure_totals()[anna]
    assert totals.games == figures[anna].games + figures[you].games == 5
    assert totals.sums["bluffs"] == figures[anna].sums["bluffs"] + figures[you].sums["bluffs"] == 5
    conn = store.connection
    # no orphan rows: nothing refers to the removed profile, and every seat has a profile
    assert conn.execute("SELECT COUNT(*) FROM result_seats WHERE profile_id = ?", (you,)).fetchone()[0] == 0
    assert conn.execute("SELECT COUNT(*) FROM profile_keys WHERE profile_id = ?", (you,)).fetchone()[0] == 0
    assert conn.execute(
        "SELECT COUNT(*) FROM result_seats WHERE profile_id NOT IN (SELECT id FROM profiles)"
    ).fetchone()[0] == 0
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    # the schema is as a fresh database's
    tables = stats_schema.reference_columns()
    assert stats_schema.columns_of(conn, tables) == tables
    # "You" means Anna from now on, in the store and in the book the GUI reads
    assert profiles.find(YOU_KEY) == kept
    book = read_book(store)
    assert book.find(YOU_KEY) == kept and book.get(you) is None
    assert [p.name for p in book.humans()] == ["Anna"]


def test_a_merge_is_one_transaction(store: StatsStore, split: tuple[int, int],
                                    monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    anna, you = split
    conn = store.connection
    seats_before = conn.execute("SELECT * FROM result_seats ORDER BY 1, 2").fetchall()
    # the last step fails: nothing of the earlier steps may stay
    conn.execute(
        "CREATE TEMP TRIGGER no_delete BEFORE DELETE ON profiles BEGIN SELECT RAISE(ABORT, 'no'); END"
    )
    with pytest.raises(sqlite3.Error):
        Profiles(store).merge(you, anna)
    conn.execute("DROP TRIGGER no_delete")
    assert conn.execute("SELECT * FROM result_seats ORDER BY 1, 2").fetchall() == seats_before
    assert Profiles(store).get(you) is not None


def test_two_profiles_that_sat_at_one_table_are_not_merged(store: StatsStore, split: tuple[int, int]) -> None:
    anna, you = split
    _play(store, "ffffff", [(anna, "Anna"), (you, YOU_KEY)], 0)
    profiles = Profiles(store)
    assert profiles.merge_plan(you, anna).shared == 1
    before = store.connection.execute("SELECT * FROM result_seats ORDER BY 1, 2").fetchall()
    with pytest.raises(SameTable):
        profiles.merge(you, anna)
    assert store.connection.execute("SELECT * FROM result_seats ORDER BY 1, 2").fetchall() == before
    assert profiles.get(you) is not None


def test_bots_and_a_profile_itself_are_not_merged(store: StatsStore, split: tuple[int, int]) -> None:
    anna, _you = split
    profiles = Profiles(store)
    with pytest.raises(ValueError):
        profiles.merge(anna, anna)
    with pytest.raises(ValueError):
        profiles.merge(profiles.bot("easy").id, anna)


def test_an_earlier_statistics_file_loads_and_merges(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    homes = copied_homes(tmp_path, monkeypatch)
    store = StatsStore(homes / "data" / "tablegames" / "statistics.sqlite3")
    try:
        profiles = Profiles(store)
        anna, bohdan, eva = (profiles.find(name) for name in ("Anna", "Bohdan", "Eva"))
        assert anna is not None and bohdan is not None and eva is not None
        with pytest.raises(SameTable):  # they played each other
            profiles.merge(bohdan.id, anna.id)
        _play(store, "eva", [(eva.id, "Eva")], 0)
        played = store.games_played()
        profiles.merge(eva.id, anna.id)
        assert store.games_played()[anna.id] == played[anna.id] + played[eva.id]
        assert profiles.find("Eva") == profiles.get(anna.id)  # a seat still called Eva is Anna
        assert store.connection.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        store.close()
