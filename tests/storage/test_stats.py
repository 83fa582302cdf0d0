"""The statistics database: schema, profiles, recording, queries, migrations, transactions.

Every expected number here is worked out by hand from the results the test
records, never read back from the code under test.
"""

from __future__ import annotations

import csv
import io
import sqlite3
from contextlib import closing
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from tablegames_qt.storage import stats
from tablegames_qt.storage.profiles import NameTaken, Profiles
from tablegames_qt.storage.stats import (
    GAME,
    MATCH,
    MATCH_GAME,
    Filter,
    GameResult,
    SeatResult,
    StatsStore,
)


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


def _at(day: int, hour: int = 12) -> datetime:
    """A time on a day of June 2025, in the local time zone (filters use local days)."""
    return datetime(2025, 6, day, hour, 0).astimezone().astimezone(UTC)


def _result(
    session: str, seats: list[tuple[int, bool]], *, game: str = "perudo", unit: str = GAME,
    when: datetime | None = None, number: int = 1, figures: dict[int, dict[str, float]] | None = None,
    faces: tuple[int, ...] = (), sides: list[int] | None = None, duration: float = 60.0,
) -> GameResult:
    figures = figures or {}
    return GameResult(
        session=session, game=game, unit=unit, number=number,
        seats=tuple(
            SeatResult(seat, pid, f"name{pid}", won, None if sides is None else sides[seat],
                       figures.get(seat, {}))
            for seat, (pid, won) in enumerate(seats)
        ),
        finished_at=when or _at(10), duration=duration, variant={"players": len(seats)},
        faces=faces,
    )  # fmt: skip


# -- the file and its schema -------------------------------------------------------------

def test_a_new_database_is_sqlite_with_the_schema_version_in_user_version(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    StatsStore(path).close()
    assert path.read_bytes()[:16] == b"SQLite format 3\x00"
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == stats.SCHEMA_VERSION
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"profiles", "results", "result_seats", "figures", "dice_faces"} <= tables


def test_the_default_database_lives_in_the_xdg_data_folder(tmp_path: Path) -> None:
    store = StatsStore()
    try:
        assert store.path.is_relative_to(tmp_path / "data")
        assert store.path.exists()
    finally:
        store.close()


def test_a_migration_upgrades_an_old_database_and_keeps_its_results(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite3"
    old = StatsStore(path)
    anna = Profiles(old).create("Anna").id
    old.record(_result("s1", [(anna, True)]))
    old.close()

    def add_notes(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE results ADD COLUMN notes TEXT NOT NULL DEFAULT ''")

    step = stats.SCHEMA_VERSION + 1
    monkeypatch.setattr(stats, "SCHEMA_VERSION", step)
    monkeypatch.setitem(stats.MIGRATIONS, step, add_notes)
    upgraded = StatsStore(path)
    try:
        assert upgraded.problem is None
        assert upgraded.schema_version() == step
        columns = [r[1] for r in upgraded.connection.execute("PRAGMA table_info(results)")]
        assert "notes" in columns
        assert [r.session for r in upgraded.results()] == ["s1"]
    finally:
        upgraded.close()


def test_a_failing_migration_is_rolled_back_and_the_file_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "old.sqlite3"
    old = StatsStore(path)
    anna = Profiles(old).create("Anna").id
    old.record(_result("s1", [(anna, True)]))
    old.close()

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE results ADD COLUMN half_done TEXT")
        conn.execute("SELECT * FROM no_such_table")

    step = stats.SCHEMA_VERSION + 1
    monkeypatch.setattr(stats, "SCHEMA_VERSION", step)
    monkeypatch.setitem(stats.MIGRATIONS, step, broken)
    with pytest.raises(sqlite3.OperationalError):
        StatsStore(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.sqlite3"]
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == step - 1
        columns = [r[1] for r in conn.execute("PRAGMA table_info(results)")]
        assert "half_done" not in columns
        assert conn.execute("SELECT session FROM results").fetchall() == [("s1",)]


# -- profiles ------------------------------------------------------------------------------

def test_profile_names_are_unique_among_active_players_ignoring_case(store: StatsStore) -> None:
    profiles = Profiles(store)
    anna = profiles.create("  Anna ")
    assert anna.name == "Anna"
    assert anna.colour.startswith("#")
    with pytest.raises(NameTaken):
        profiles.create("ANNA")
    assert profiles.find("anna") == anna
    assert profiles.ensure("anna").id == anna.id
    with pytest.raises(ValueError):
        profiles.create("   ")
    with pytest.raises(ValueError):
        profiles.create("x" * 25)


def test_renaming_keeps_the_history_of_a_player(store: StatsStore) -> None:
    profiles = Profiles(store)
    anna = profiles.create("Anna")
    bob = profiles.create("Bob")
    store.record(_result("s1", [(anna.id, True), (bob.id, False)]))
    profiles.rename(anna.id, "Anička")
    names = {p.profile_id: p.name for p in store.players()}
    assert names[anna.id] == "Anička"
    wins = {(w.profile_id, w.game): (w.played, w.won) for w in store.wins_by_game()}
    assert wins[(anna.id, "perudo")] == (1, 1)
    # The result itself remembers the name used at the time.
    assert store.results()[0].seats[0].name == f"name{anna.id}"
    with pytest.raises(NameTaken):
        profiles.rename(bob.id, "anička")


def test_archived_players_are_hidden_and_free_their_name(store: StatsStore) -> None:
    profiles = Profiles(store)
    anna = profiles.create("Anna")
    profiles.archive(anna.id)
    assert [p.name for p in profiles.humans()] == []
    assert [p.id for p in profiles.humans(include_archived=True)] == [anna.id]
    second = profiles.create("Anna")
    assert second.id != anna.id
    with pytest.raises(NameTaken):
        profiles.archive(anna.id, archived=False)


def test_bots_have_a_profile_per_name_and_level_that_cannot_be_renamed(store: StatsStore) -> None:
    profiles = Profiles(store)
    easy = profiles.bot("easy")
    assert profiles.bot("easy").id == easy.id
    assert profiles.bot("hard").id != easy.id
    assert easy.is_bot and easy.level == "easy"
    with pytest.raises(ValueError):
        profiles.rename(easy.id, "Robot")
    with pytest.raises(ValueError):
        profiles.bot("impossible")
    assert profiles.for_seat("Anna", "human", "normal").name == "Anna"
    # each bot apart: by its name and its level
    pip = profiles.for_seat("bot:pip", "bot", "hard")
    assert pip.name == "bot:pip" and pip.level == "hard"
    assert profiles.for_seat("bot:pip", "bot", "hard").id == pip.id
    assert profiles.for_seat("bot:lucy", "bot", "hard").id != pip.id
    assert profiles.for_seat("bot:pip", "bot", "easy").id != pip.id
    assert profiles.for_seat("bot:pip", "bot", "hard").id != profiles.bot("hard").id


def test_colours_and_avatars_are_checked(store: StatsStore) -> None:
    profiles = Profiles(store)
    anna = profiles.create("Anna", colour="#AABBCC", avatar="🦊")
    assert anna.colour == "#aabbcc" and anna.avatar == "🦊"
    assert profiles.update(anna.id, colour="#010203").colour == "#010203"
    with pytest.raises(ValueError):
        profiles.update(anna.id, colour="red")
    with pytest.raises(ValueError):
        profiles.update(anna.id, avatar="x" * 40)


# -- recording ------------------------------------------------------------------------------

def test_a_unit_is_recorded_once_per_session(store: StatsStore) -> None:
    anna = Profiles(store).create("Anna").id
    first = store.record(_result("s1", [(anna, True)]))
    assert first is not None
    assert store.record(_result("s1", [(anna, False)])) is None
    assert store.record(_result("s1", [(anna, False)], unit=MATCH_GAME, number=2)) is not None
    assert len(store.results(units=stats.UNITS)) == 2
    assert store.results()[0].seats[0].winner is True


def test_writes_are_tried_again_on_a_fresh_connection_once_they_failed(
    store: StatsStore, tmp_path: Path
) -> None:
    from tablegames_qt.storage import health

    health.reset()
    anna = Profiles(store).create("Anna").id
    # as when the file was read-only at opening: SQLite keeps such a connection read-only
    store._conn.close()
    store._conn = sqlite3.connect(f"file:{store.path}?mode=ro", uri=True, isolation_level=None)
    with pytest.raises(sqlite3.Error):
        store.record(_result("s1", [(anna, True)]))
    assert not store.writable and health.failures()
    # the file is writable (it always was here): the next write opens afresh and works
    assert store.record(_result("s1", [(anna, True)])) is not None
    assert store.writable and not health.failures()
    health.reset()


def test_a_failed_write_leaves_nothing_behind(store: StatsStore) -> None:
    anna = Profiles(store).create("Anna").id
    # Make the last insert of a record fail after the others went through.
    store.connection.execute(
        "CREATE TRIGGER refuse_faces BEFORE INSERT ON dice_faces "
        "BEGIN SELECT RAISE(ABORT, 'disk on fire'); END"
    )
    with pytest.raises(sqlite3.DatabaseError):
        store.record(_result("s1", [(anna, True)], figures={0: {"bids": 3}}, faces=(1, 1, 1, 1, 1, 1)))
    counts = [
        store.connection.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
        for table in ("results", "result_seats", "figures", "dice_faces")
    ]
    assert counts == [0, 0, 0, 0]


def test_bad_results_are_refused(store: StatsStore) -> None:
    anna = Profiles(store).create("Anna").id
    with pytest.raises(ValueError):
        store.record(_result("s1", [(anna, True)], unit="season"))
    with pytest.raises(ValueError):
        store.record(_result("s1", [(anna + 99, True)]))
    with pytest.raises(ValueError):
        store.record(_result("s1", [(anna, True)], faces=(1, 2, 3)))
    with pytest.raises(ValueError):
        store.record(_result("s1", [(anna, True)], figures={0: {"bids": float("nan")}}))
    assert store.results(units=stats.UNITS) == []


# -- queries ----------------------------------------------------------------------------------

@pytest.fixture
def family(store: StatsStore) -> dict[str, int]:
    """Anna, Bob and the easy bot: five games on three days, one between bots only."""
    profiles = Profiles(store)
    ids = {"anna": profiles.create("Anna").id, "bob": profiles.create("Bob").id,
           "bot": profiles.bot("easy").id, "hard": profiles.bot("hard").id}  # fmt: skip
    a, b, e, h = ids["anna"], ids["bob"], ids["bot"], ids["hard"]
    store.record(_result("g1", [(a, True), (b, False), (e, False)], when=_at(1),
                         figures={0: {"bids": 10}, 1: {"bids": 6}, 2: {"bids": 2}},
                         faces=(3, 2, 2, 2, 2, 4)))  # fmt: skip
    store.record(_result("g2", [(a, True), (b, False)], when=_at(2),
                         figures={0: {"bids": 4}, 1: {"bids": 8}},
                         faces=(1, 1, 1, 1, 1, 1)))  # fmt: skip
    store.record(_result("g3", [(a, False), (b, True), (e, False)], when=_at(3)))
    store.record(_result("m1", [(a, False), (b, True)], game="machacek", unit=MATCH, when=_at(3, 15)))
    store.record(_result("m1", [(a, True), (b, False)], game="machacek", unit=MATCH_GAME,
                         when=_at(3, 14), faces=(0, 0, 5, 0, 0, 0)))  # fmt: skip
    store.record(_result("bots", [(e, True), (h, False)], when=_at(2, 18), faces=(9, 0, 0, 0, 0, 0)))
    return ids


def test_bot_only_games_are_hidden_unless_asked_for(store: StatsStore, family: dict[str, int]) -> None:
    assert [r.session for r in store.results()] == ["m1", "g3", "g2", "g1"]
    shown = store.results(Filter(include_bot_only=True))
    assert [r.session for r in shown] == ["m1", "g3", "bots", "g2", "g1"]
    assert [r.bot_only for r in shown] == [False, False, True, False, False]


def test_wins_by_game(store: StatsStore, family: dict[str, int]) -> None:
    wins = {(w.profile_id, w.game): (w.played, w.won) for w in store.wins_by_game()}
    a, b, e = family["anna"], family["bob"], family["bot"]
    assert wins == {
        (a, "perudo"): (3, 2), (b, "perudo"): (3, 1), (e, "perudo"): (2, 0),
        (a, "machacek"): (1, 0), (b, "machacek"): (1, 1),
    }  # fmt: skip


def test_rolling_win_rate(store: StatsStore, family: dict[str, int]) -> None:
    series = store.win_rate_series(window=2)
    anna = [rate for _when, rate in series[family["anna"]]]
    # Anna: won, won, lost, lost (perudo g1, g2, g3, then the match).
    assert anna == [1.0, 1.0, 0.5, 0.0]
    bob = [rate for _when, rate in series[family["bob"]]]
    assert bob == [0.0, 0.0, 0.5, 1.0]
    assert [when for when, _rate in series[family["anna"]]] == sorted(
        when for when, _rate in series[family["anna"]]
    )
    with pytest.raises(ValueError):
        store.win_rate_series(window=0)


def test_head_to_head(store: StatsStore, family: dict[str, int]) -> None:
    a, b, e = family["anna"], family["bob"], family["bot"]
    table = {(h.player, h.opponent): (h.games, h.wins, h.losses) for h in store.head_to_head()}
    assert table[(a, b)] == (4, 2, 2)
    assert table[(b, a)] == (4, 2, 2)
    # g1 Anna beat the bot; in g3 Bob won, so neither of them beat the other.
    assert table[(a, e)] == (2, 1, 0)
    assert table[(e, a)] == (2, 0, 1)
    assert [h.undecided for h in store.head_to_head() if (h.player, h.opponent) == (a, e)] == [1]
    only_anna = store.head_to_head(Filter(player=a))
    assert {h.player for h in only_anna} == {a}


def test_partners_are_not_opponents(store: StatsStore) -> None:
    profiles = Profiles(store)
    p = [profiles.create(n).id for n in ("A", "B", "C", "D")]
    store.record(_result("c1", [(p[0], True), (p[1], False), (p[2], True), (p[3], False)],
                         game="casino", sides=[0, 1, 0, 1]))  # fmt: skip
    pairs = {(h.player, h.opponent) for h in store.head_to_head()}
    assert (p[0], p[2]) not in pairs and (p[1], p[3]) not in pairs
    assert (p[0], p[1]) in pairs and (p[2], p[3]) in pairs


def test_filters_by_game_player_and_days(store: StatsStore, family: dict[str, int]) -> None:
    assert [r.session for r in store.results(Filter(game="machacek"))] == ["m1"]
    assert [r.session for r in store.results(Filter(since=date(2025, 6, 2), until=date(2025, 6, 2)))] == ["g2"]
    assert [r.session for r in store.results(Filter(since=date(2025, 6, 3)))] == ["m1", "g3"]
    assert [r.session for r in store.results(Filter(until=date(2025, 6, 1)))] == ["g1"]
    with_bot = store.results(Filter(player=family["bot"]))
    assert [r.session for r in with_bot] == ["g3", "g1"]


def test_figures_sum_over_single_games(store: StatsStore, family: dict[str, int]) -> None:
    totals = store.figure_totals(Filter(game="perudo"))
    anna = totals[family["anna"]]
    assert anna.games == 3
    assert anna.sums == {"bids": 14.0}
    assert anna.average("bids") == pytest.approx(14 / 3)
    assert store.figure_names(Filter(game="perudo")) == ["bids"]
    series = store.figure_series("bids", Filter(game="perudo"))
    assert [v for _t, v in series[family["bob"]]] == [6.0, 8.0]


def test_dice_faces_per_game(store: StatsStore, family: dict[str, int]) -> None:
    assert store.face_counts() == {"perudo": (4, 3, 3, 3, 3, 5), "machacek": (0, 0, 5, 0, 0, 0)}
    with_bots = store.face_counts(Filter(include_bot_only=True))
    assert with_bots["perudo"] == (13, 3, 3, 3, 3, 5)


def test_games_played_per_profile(store: StatsStore, family: dict[str, int]) -> None:
    played = store.games_played()
    assert played[family["anna"]] == 4
    assert played[family["bot"]] == 3
    assert played[family["hard"]] == 1


def test_csv_export_has_a_row_per_seat(store: StatsStore, family: dict[str, int]) -> None:
    out = io.StringIO()
    written = store.write_csv(out, Filter(game="perudo"))
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    # g1: 3 seats, g2: 2, g3: 3 (the bots' game is left out)
    assert written == len(rows) == 8
    first = rows[0]
    assert first["game"] == "perudo" and first["player"] == "Anna" and first["winner"] == "1"
    assert first["bids"] == "10"
    assert {r["kind"] for r in rows} == {"human", "bot"}



def test_csv_export_says_which_games_the_coach_helped(store: StatsStore, family: dict[str, int]) -> None:
    store.record(replace(_result("hinted", [(family["anna"], True), (family["bot"], False)],
                                 when=_at(20)), hints_used=True))  # fmt: skip
    out = io.StringIO()
    store.write_csv(out, Filter(game="perudo"))
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    hinted = [r for r in rows if r["hints_used"] == "1"]
    assert len(hinted) == 2 and {r["player_id"] for r in hinted} == {str(family["anna"]), str(family["bot"])}
    assert {r["hints_used"] for r in rows} == {"0", "1"}

def test_times_are_stored_in_utc_and_compare_as_text() -> None:
    when = datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)
    text = stats.time_text(when)
    assert text == "2025-01-02 03:04:05"
    assert stats.parse_time(text) == when
    later = stats.time_text(when + timedelta(seconds=1))
    assert later > text
    with pytest.raises(ValueError):
        stats.time_text(datetime(2025, 1, 2))


# -- the coach's hints (schema 2) --------------------------------------------------------------

def test_a_schema_1_database_gains_the_hints_flag_and_keeps_its_results(tmp_path: Path) -> None:
    path = tmp_path / "v1.sqlite3"
    with closing(sqlite3.connect(path)) as conn:
        stats.MIGRATIONS[1](conn)
        conn.execute("INSERT INTO profiles (id, kind, name, created_at) VALUES (1, 'human', 'Anna', '2026-01-01 10:00:00')")
        conn.execute(
            "INSERT INTO results (id, session, game, unit, started_at, finished_at, duration, bot_only)"
            " VALUES (1, 's1', 'perudo', 'game', '2026-01-01 10:00:00', '2026-01-01 10:10:00', 600, 0)"
        )
        conn.execute("INSERT INTO result_seats VALUES (1, 0, 1, 'Anna', 0, 1)")
        conn.execute("PRAGMA user_version = 1")
        conn.commit()
    store = StatsStore(path)
    try:
        assert store.problem is None
        assert store.schema_version() == stats.SCHEMA_VERSION >= 2
        store.record(replace(_result("s2", [(1, False)]), hints_used=True))
        rows = {r.session: r.hints_used for r in store.results()}
        assert rows == {"s1": False, "s2": True}
    finally:
        store.close()


# -- whose a default name is (schema 4) ---------------------------------------------------------

def test_you_renamed_is_still_who_a_you_seat_means_and_no_second_you_is_made(store: StatsStore) -> None:
    profiles = Profiles(store)
    you = profiles.create("default:you", seat=True)
    profiles.rename(you.id, "Anna")
    assert profiles.find("default:you") == profiles.get(you.id)
    assert profiles.ensure("default:you").id == you.id  # Start: no second "You"
    assert [p.name for p in profiles.humans()] == ["Anna"]
    profiles.rename(you.id, "Annie")  # renamed again: still her
    assert profiles.find("default:you") == profiles.get(you.id)
    profiles.archive(you.id)  # gone from the family: a "You" seat is somebody new
    assert profiles.find("default:you") is None


def test_a_schema_3_database_learns_whose_a_renamed_default_name_is(tmp_path: Path) -> None:
    path = tmp_path / "v3.sqlite3"
    with closing(sqlite3.connect(path)) as conn:
        for version in (1, 2, 3):
            stats.MIGRATIONS[version](conn)
        conn.execute("INSERT INTO profiles (id, kind, name, created_at)"
                     " VALUES (7, 'human', 'Anna', '2026-01-01 10:00:00')")
        conn.execute(
            "INSERT INTO results (id, session, game, unit, started_at, finished_at, duration, bot_only)"
            " VALUES (1, 's1', 'perudo', 'game', '2026-01-01 10:00:00', '2026-01-01 10:10:00', 600, 0)"
        )
        conn.execute("INSERT INTO result_seats VALUES (1, 0, 7, 'default:you', 0, 1)")  # played as You
        conn.execute("PRAGMA user_version = 3")
        conn.commit()
    store = StatsStore(path)
    try:
        assert store.problem is None and store.schema_version() == 4
        found = Profiles(store).find("default:you")
        assert found is not None and found.id == 7
    finally:
        store.close()
