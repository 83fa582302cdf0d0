"""The recorder on a real session: saves after every action, results per game
and per Macháček game, replays, resuming a match, and the main window's hook."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QObject, QTimer, Signal
from pytestqt.qtbot import QtBot

from tablegames_qt.bot_worker import seat_bot
from tablegames_qt.engine.core import Event, Game
from tablegames_qt.engine.machacek import MachacekGame, MachacekRules
from tablegames_qt.games import game_class
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.profiles import Profiles
from tablegames_qt.storage.stats import GAME, MATCH, MATCH_GAME, UNITS, Filter, StatsStore
from tablegames_qt.ui.archive import GameArchive
from tablegames_qt.ui.recorder import GameRecorder, seat_configs
from tablegames_qt.ui.seat_config import BOT, HUMAN, PHONE, SeatConfig
from tablegames_qt.ui.session import SessionController
from tests.storage.legacy import old_single_save

TIMEOUT = 30_000


@pytest.fixture(autouse=True)
def _homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    opened = StatsStore(tmp_path / "stats.sqlite3")
    yield opened
    opened.close()


def _bots(n: int) -> list[SeatConfig]:
    return [SeatConfig(f"Bot {i}", BOT, "random") for i in range(n)]


def _controller(game: Game[Any, Any], seats: list[SeatConfig]) -> SessionController:
    controller = SessionController(game, seats, bot_pace_ms=0)
    # A human seat plays a random legal action, as a person clicking would.
    rng = random.Random(99)

    def act(_seat: int) -> None:
        QTimer.singleShot(0, lambda: controller.submit(rng.choice(controller.legal_actions()))
                          if controller.current_player() is not None else None)  # fmt: skip

    controller.humanTurn.connect(act)
    controller.curtainDown.connect(lambda _seat: QTimer.singleShot(0, controller.reveal))
    return controller


def _events(controller: SessionController) -> list[Event]:
    seen: list[Event] = list(getattr(controller.game, "opening_events", list)())
    controller.eventsApplied.connect(seen.extend)
    return seen


def _play(qtbot: QtBot, controller: SessionController) -> None:
    with qtbot.waitSignal(controller.gameOver, timeout=TIMEOUT):
        controller.start()
    qtbot.wait(10)


def test_a_bot_game_is_recorded_kept_as_a_replay_and_leaves_no_continue(
    qtbot: QtBot, store: StatsStore
) -> None:
    game = game_class("perudo")(players=3, seed=21)
    controller = _controller(game, _bots(3))
    events = _events(controller)
    recorder = GameRecorder(controller, store)
    recorded: list[int] = []
    recorder.recorded.connect(recorded.append)
    assert saves.has_slot("perudo")  # saved before the first action
    _play(qtbot, controller)

    assert not saves.has_slot("perudo")
    assert store.results() == []  # bot-only: hidden by default
    [result] = store.results(Filter(include_bot_only=True))
    assert recorded == [result.id]
    assert result.bot_only and result.game == "perudo" and result.unit == GAME
    assert result.winners == tuple(game.winners())
    assert result.session == recorder.session
    totals = store.figure_totals(Filter(include_bot_only=True))
    # each bot has its own profile (by its name and level)
    bot_profiles = {Profiles(store).bot("random", f"Bot {i}").id for i in range(3)}
    assert set(totals) == bot_profiles
    engine_bids = sum(row.bids for row in game.stats())
    assert sum(totals[p].sums["bids"] for p in bot_profiles) == engine_bids
    # Every round ends with a challenge that shows all dice of that round.
    rounds = {e.data["round"]: e.data["total"] for e in events if e.kind == "round_start"}
    rounds.setdefault(1, 3 * 5)  # the first round is rolled when the game is made
    rolled = sum(rounds.values())
    assert sum(store.face_counts(Filter(include_bot_only=True))["perudo"]) == rolled
    # The replay is the whole game.
    assert result.replay is not None
    replay = saves.load_replay(saves.replays_dir() / result.replay)
    assert replay is not None and replay.game.history == game.history
    assert [s.kind for s in replay.seats] == [BOT] * 3


def test_every_action_is_saved_and_each_macháček_game_recorded(
    qtbot: QtBot, store: StatsStore
) -> None:
    game = game_class("machacek")(players=3, seed=5, rules=MachacekRules(games=4))
    seats = [SeatConfig("Anna", HUMAN), *_bots(2)]
    controller = _controller(game, seats)
    events = _events(controller)
    saved_counts: list[tuple[int, int]] = []

    def check_saved() -> None:
        if not game.is_over():
            data = json.loads(saves.slot_path("machacek").read_text(encoding="utf-8"))
            saved_counts.append((len(data["engine"]["actions"]), len(game.history)))

    controller.stateChanged.connect(check_saved)
    GameRecorder(controller, store)
    _play(qtbot, controller)

    assert saved_counts and all(saved == played for saved, played in saved_counts)
    games = store.results(units=(MATCH_GAME,))
    doubts = [e for e in events if e.kind == "doubt"]
    assert len(games) == len(doubts) == 4
    by_number = {r.number: r for r in games}
    for doubt in doubts:
        assert by_number[doubt.data["game"]].winners == (doubt.data["winner"],)
    [match] = store.results(units=(MATCH,))
    assert match.winners == tuple(game.winners())
    assert {r.session for r in games} == {match.session}
    anna = Profiles(store).find("Anna")
    assert anna is not None and match.seats[0].profile_id == anna.id
    # Every roll counts in the fairness view: two dice per roll.
    rolls = sum(1 for e in events if e.kind == "roll")
    assert sum(store.face_counts()["machacek"]) == 2 * rolls


def test_a_resumed_match_is_recorded_once_and_completely(
    qtbot: QtBot, store: StatsStore
) -> None:
    game = game_class("machacek")(players=3, seed=8, rules=MachacekRules(games=5))
    first = _controller(game, _bots(3))
    recorder = GameRecorder(first, store)
    done: list[int] = []
    recorder.recorded.connect(done.append)
    first.start()
    qtbot.waitUntil(lambda: len(done) >= 2, timeout=TIMEOUT)
    first.stop()
    session = recorder.session

    loaded = saves.load_slot("machacek")
    assert loaded is not None and loaded.session == session
    assert loaded.game.history == game.history
    second = _controller(loaded.game, seat_configs(loaded))
    resumed = GameRecorder.resume(second, store, loaded)
    assert resumed.session == session
    _play(qtbot, second)

    flt = Filter(include_bot_only=True)
    games = store.results(flt, units=(MATCH_GAME,))
    assert sorted(r.number for r in games) == [1, 2, 3, 4, 5]
    assert [r.session for r in store.results(flt, units=UNITS)] == [session] * 6
    assert all(r.duration >= 0 for r in games)
    fresh = game_class("machacek")(players=3, seed=8, rules=MachacekRules(games=5))
    rolls = sum(1 for e in fresh.opening_events() if e.kind == "roll")
    for action in loaded.game.history:
        rolls += sum(1 for e in fresh.apply(action) if e.kind == "roll")
    assert sum(store.face_counts(flt)["machacek"]) == 2 * rolls


def test_profiles_are_found_by_name_or_given(qtbot: QtBot, store: StatsStore) -> None:
    profiles = Profiles(store)
    chosen = profiles.create("Bára")
    for round_ in range(2):
        game = game_class("perudo")(players=2, seed=30 + round_)
        controller = _controller(game, [SeatConfig("Anna", HUMAN), SeatConfig("Bára", HUMAN)])
        GameRecorder(controller, store, profile_ids=[None, chosen.id])
        _play(qtbot, controller)
    anna = profiles.find("Anna")
    assert anna is not None
    results = store.results()
    assert len(results) == 2
    assert all(r.seats[0].profile_id == anna.id for r in results)
    assert all(r.seats[1].profile_id == chosen.id for r in results)
    assert not any(r.bot_only for r in results)


def test_the_demo_records_but_never_touches_continue(qtbot: QtBot, store: StatsStore) -> None:
    earlier = game_class("casino")(players=2, seed=2)
    saves.save_slot(earlier, [saves.SeatRecord("Anna")] * 2, session="mine",
                    started_at=saves.now(), elapsed=0)  # fmt: skip
    before = saves.slot_path("casino").read_bytes()
    controller = _controller(game_class("casino")(players=2, seed=3), _bots(2))
    GameRecorder(controller, store, keep_current=False)
    _play(qtbot, controller)
    assert saves.slot_path("casino").read_bytes() == before
    assert len(store.results(Filter(include_bot_only=True))) == 1


@pytest.fixture
def in_background():
    """Saves written on their own thread, as the app writes them."""
    saves.write_in_background(True)
    yield
    saves.write_in_background(False)


def _played_and_told(qtbot: QtBot, controller: SessionController, recorder: GameRecorder) -> list[str]:
    """What ``recorder`` told the person through the game (in the background: told after the
    writer's turn, on the GUI thread)."""
    told: list[str] = []
    recorder.failed.connect(told.append)
    _play(qtbot, controller)
    saves.flush_writes()
    qtbot.waitUntil(lambda: bool(told))
    return told


@pytest.mark.parametrize("background", [False, True], ids=["at-once", "in-background"])
def test_a_failing_save_is_reported_and_play_goes_on(
    qtbot: QtBot, store: StatsStore, tmp_path: Path, background: bool, request: pytest.FixtureRequest
) -> None:
    if background:
        request.getfixturevalue("in_background")
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    controller = _controller(game_class("perudo")(players=2, seed=4), _bots(2))
    failures = _played_and_told(qtbot, controller, GameRecorder(controller, store, saves_dir=blocker))
    qtbot.wait(50)
    assert failures and all(text for text in failures)
    assert len(failures) == 1  # told once, not after every move
    assert len(store.results(Filter(include_bot_only=True))) == 1


def test_saves_in_the_background_leave_no_continue_after_the_game(
    qtbot: QtBot, store: StatsStore, in_background: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tablegames_qt.storage import save_files

    real = save_files.write_atomic

    def slow_disk(path: Path, text: str) -> None:
        time.sleep(0.02)  # a slow disk: the game ends with saves still waiting
        real(path, text)

    monkeypatch.setattr(save_files, "write_atomic", slow_disk)
    controller = _controller(game_class("casino")(players=2, seed=5), _bots(2))
    recorder = GameRecorder(controller, store)
    assert saves.has_slot("casino")
    _play(qtbot, controller)
    saves.flush_writes()
    # the game's last saves were still being written when it ended: none brings the slot back
    assert not saves.slot_path("casino").exists() and not saves.has_slot("casino")
    assert recorder.replay_path is not None and recorder.replay_path.exists()
    assert len(store.results(Filter(include_bot_only=True))) == 1


def test_the_end_of_a_game_writes_nothing_on_the_gui_thread_in_the_background(
    qtbot: QtBot, store: StatsStore, in_background: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 32: the replay's write and fsync (6-8 ms of the last turn) and the slot's
    emptying happen on the writer's thread; the replay's name is known at once."""
    import os
    import threading

    from tablegames_qt.storage import save_files

    gui = threading.get_ident()
    synced: list[int] = []
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        synced.append(threading.get_ident())
        real_fsync(fd)

    monkeypatch.setattr(save_files.os, "fsync", fsync)
    controller = _controller(game_class("casino")(players=2, seed=5), [
        SeatConfig("Anna", HUMAN), SeatConfig("Bot", BOT, "random")])  # fmt: skip
    recorder = GameRecorder(controller, store)
    _play(qtbot, controller)
    assert recorder.finished and recorder.replay_path is not None
    assert gui not in synced  # not one fsync on the table's thread
    saves.flush_writes()
    assert synced and recorder.replay_path.exists() and not saves.has_slot("casino")
    [result] = store.results(Filter(include_bot_only=True))
    assert result.replay == recorder.replay_path.name


@pytest.mark.parametrize("keep_current", [True, False], ids=["people", "demo"])
def test_a_replay_that_cannot_be_written_in_the_background_is_told_and_kept_in_the_slot(
    qtbot: QtBot, store: StatsStore, in_background: None, monkeypatch: pytest.MonkeyPatch,
    keep_current: bool,
) -> None:
    from tablegames_qt.storage import health, save_files

    health.reset()
    real = save_files.write_atomic

    def full_disk(path: Path, text: str) -> None:
        if path.parent.name == saves.REPLAYS_FOLDER:
            raise OSError(28, "No space left on device", str(path))
        real(path, text)

    monkeypatch.setattr(save_files, "write_atomic", full_disk)
    controller = _controller(game_class("perudo")(players=2, seed=4), _bots(2))
    recorder = GameRecorder(controller, store, keep_current=keep_current)
    told = _played_and_told(qtbot, controller, recorder)
    try:
        assert len(told) == 1 and health.failure(health.REPLAYS) is not None
        assert recorder.replay_path is not None and not recorder.replay_path.exists()
        # the finished game stays in its slot (people's games): kept as a replay next time
        assert saves.has_slot("perudo") == keep_current
    finally:
        health.reset()


def test_a_save_failing_after_its_screen_closed_is_still_marked(
    qtbot: QtBot, store: StatsStore, in_background: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    import shiboken6

    from tablegames_qt.storage import health, save_files

    health.reset()
    gate = threading.Event()

    def read_only_disk(path: Path, text: str) -> None:
        gate.wait(10)  # the write is under way while the player leaves the table
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(save_files, "write_atomic", read_only_disk)
    controller = _controller(game_class("perudo")(players=2, seed=4), _bots(2))
    recorder = GameRecorder(controller, store)
    told: list[str] = []
    recorder.failed.connect(told.append)
    recorder._save()  # a save handed to the writer, which waits at the disk
    shiboken6.delete(recorder)  # the screen closed: nobody left to tell the player
    gate.set()
    saves.flush_writes()
    qtbot.wait(20)
    try:
        failure = health.failure(health.SAVES)
        assert failure is not None and failure.reason == health.READ_ONLY  # the lasting mark
        assert told == []  # no box from a recorder that is gone
    finally:
        health.reset()


# -- the main window's hook ------------------------------------------------------------

class FakeWindow(QObject):
    """What GameArchive uses of MainWindow."""

    gameStarted = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.refreshed = 0

    def refresh_start_screen(self) -> None:
        self.refreshed += 1

    def refresh_seats(self) -> None:
        pass


def test_the_archive_offers_continue_and_resumes_the_same_session(
    qtbot: QtBot, tmp_path: Path
) -> None:
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    window = FakeWindow()
    archive.attach(window)
    assert window.refreshed == 0  # the window asks its services itself once made
    assert archive.unfinished() == []

    game = game_class("perudo")(players=3, seed=12)
    controller = _controller(game, [SeatConfig("Anna", HUMAN), *_bots(2)])
    window.gameStarted.emit(SimpleNamespace(controller=controller))
    [recorder] = archive.recorders
    steps: list[int] = []
    controller.stateChanged.connect(lambda: steps.append(1))
    controller.start()
    qtbot.waitUntil(lambda: len(steps) >= 5, timeout=TIMEOUT)
    controller.stop()

    [info] = archive.unfinished()
    assert info.kind == "perudo" and "Anna" in [seat.name for seat in info.seats]
    loaded = archive.load_unfinished("perudo")
    assert loaded is not None
    setup, resumed_game = loaded
    assert setup.game == "perudo"
    assert [(s.name, s.kind) for s in setup.seats] == [("Anna", HUMAN), ("Bot 0", BOT), ("Bot 1", BOT)]
    assert resumed_game.history == game.history
    again = _controller(resumed_game, setup.seats)
    window.gameStarted.emit(SimpleNamespace(controller=again))
    assert archive.recorders[-1].session == recorder.session
    archive.close()


def test_the_archive_reports_a_damaged_continue_file(qtbot: QtBot, tmp_path: Path) -> None:
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    messages: list[list[str]] = []
    archive.problemsFound.connect(messages.append)
    old_single_save().write_text('{"kind": "tablegames-save", "version": 1, "gam', "utf-8")
    assert archive.unfinished() == []
    assert len(messages) == 1 and "cut short" in messages[0][0]
    assert list(old_single_save().parent.glob("current.damaged-*.json"))
    archive.close()


def test_the_archive_opens_one_statistics_window_that_follows_new_results(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from tablegames_qt.ui.stats.window import StatisticsWindow

    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    archive.open_statistics(None)
    first = archive.statistics_window
    assert isinstance(first, StatisticsWindow)
    qtbot.addWidget(first)
    archive.open_statistics(None)
    assert archive.statistics_window is first
    first.set_filter(include_bot_only=True)
    assert first.results_model.rowCount() == 0
    controller = _controller(game_class("perudo")(players=2, seed=6), _bots(2))
    archive.on_game_started(SimpleNamespace(controller=controller))
    _play(qtbot, controller)
    # stored on the results' thread: the window follows when it is
    qtbot.waitUntil(lambda: first.results_model.rowCount() == 1, timeout=5000)
    archive.close()


def test_continue_in_the_real_main_window_resumes_the_saved_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    pytest.importorskip("tablegames_qt.ui.perudo.screen")
    from tablegames_qt.storage.settings import Settings
    from tablegames_qt.ui.main_window import MainWindow

    game = game_class("perudo")(players=3, seed=17)
    rng = random.Random(17)
    for _ in range(6):
        game.apply(rng.choice(game.legal_actions()))
    seats = [saves.SeatRecord("Anna"), saves.SeatRecord("Bot 1", BOT, "random"),
             saves.SeatRecord("Bot 2", BOT, "random")]  # fmt: skip
    saves.save_slot(game, seats, session="left-yesterday", started_at=saves.now(), elapsed=50)

    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    window = MainWindow(Settings(tmp_path / "settings.ini"), remember_geometry=False,
                        services=archive)
    qtbot.addWidget(window)
    window.continue_game()
    screen = window.current_screen()
    assert screen is not None
    assert screen.controller.game.history == game.history
    assert [s.name for s in screen.controller.seats] == ["Anna", "Bot 1", "Bot 2"]
    assert archive.recorders[-1].session == "left-yesterday"
    screen.shutdown()
    archive.close()


def test_a_game_killed_right_after_its_last_action_is_still_recorded(tmp_path: Path) -> None:
    game = game_class("machacek")(players=3, seed=2, rules=MachacekRules(games=3))
    rng = random.Random(2)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    store = StatsStore(tmp_path / "stats.sqlite3")
    profiles = Profiles(store)
    seats = [saves.SeatRecord("Anna", HUMAN, "normal", profiles.create("Anna").id)] + [
        saves.SeatRecord(f"Bot {i}", BOT, "easy", profiles.bot("easy").id) for i in (1, 2)
    ]
    # What the recorder had saved when the app was killed: the finished match.
    saves.save_slot(game, seats, session="last-move", started_at=saves.now(), elapsed=80.0)
    store.close()

    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    assert archive.unfinished() == []
    assert not saves.has_slot("machacek")
    assert archive.results.flush()  # stored on the results' thread
    stats = archive.stats
    assert stats is not None
    games = stats.results(units=(MATCH_GAME,))
    assert sorted(r.number for r in games) == [1, 2, 3]
    [match] = stats.results(units=(MATCH,))
    assert match.winners == tuple(game.winners()) and match.duration == 80.0
    [replay] = saves.list_replays()
    assert replay.actions == len(game.history)
    archive.close()


# -- a seat handed from a phone to the computer -------------------------------------------
# It is the computer's in the statistics from the hand-over on: the game under way and every
# later one are recorded for the computer player of its level, what the person finished
# before stays theirs, and a seat handed back is the person's again from the next game on.
HANDED_TIMEOUT = 60_000


def _match(games: int) -> tuple[SessionController, MachacekGame]:
    game = MachacekGame(players=2, rules=MachacekRules(games=games), seed=5)
    seats = [SeatConfig("Anna", PHONE), SeatConfig("Pip", BOT, "easy")]
    controller = SessionController(game, seats, bot_pace_ms=0, bot_factory=seat_bot)
    rng = random.Random(3)
    # Anna's phone: a random legal move whenever it is asked
    controller.phoneTurn.connect(lambda seat: controller.submit_remote(
        seat, rng.choice(controller.legal_actions())))
    return controller, game


def _seat0_profiles(store: StatsStore) -> list[int]:
    """Seat 0's profile in each match game, oldest first (a game the computer players
    played alone is kept apart from the family's, so asked for too)."""
    rows = sorted(store.results(Filter(include_bot_only=True), units=[MATCH_GAME]),
                  key=lambda r: r.number)
    return [next(s.profile_id for s in row.seats if s.seat == 0) for row in rows]


def test_the_computer_s_games_are_not_counted_for_the_person(qtbot: QtBot,
                                                              store: StatsStore) -> None:
    controller, _game = _match(3)
    recorder = GameRecorder(controller, store)
    anna = recorder.seats[0].profile_id

    def after_the_first_game(_result: int) -> None:
        if controller.seats[0].kind == PHONE:
            controller.hand_seat(0, BOT, "normal")  # "Give to the computer"

    recorder.recorded.connect(after_the_first_game)
    with qtbot.waitSignal(controller.gameOver, timeout=HANDED_TIMEOUT):
        controller.start()
    profiles = Profiles(store)
    stand_in = profiles.bot("normal").id
    assert anna is not None and anna != stand_in
    assert _seat0_profiles(store) == [anna, stand_in, stand_in]
    assert profiles.get(stand_in).is_bot and not profiles.get(anna).is_bot
    # Anna's own statistics hold only the game she played
    assert len(store.results(Filter(player=anna), units=[MATCH_GAME])) == 1


def test_a_seat_handed_back_is_the_person_s_from_the_next_game_on(qtbot: QtBot,
                                                                   store: StatsStore) -> None:
    controller, _game = _match(3)
    recorder = GameRecorder(controller, store)
    anna = recorder.seats[0].profile_id
    controller.hand_seat(0, BOT, "easy")

    def back(_seat: int, _action: object) -> None:
        if controller.seats[0].kind == BOT:
            controller.hand_seat(0, PHONE)  # "Back to a phone" during the first game

    controller.actionApplied.connect(back)
    with qtbot.waitSignal(controller.gameOver, timeout=HANDED_TIMEOUT):
        controller.start()
    stand_in = Profiles(store).bot("easy").id
    assert _seat0_profiles(store) == [stand_in, anna, anna]


def test_the_computer_s_games_go_to_its_profile_through_the_results_thread(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # The app's recorder never touches the database: the stand-in's profile (the computer
    # player of the level) is found when the results' thread stores the game.
    archive = GameArchive(stats_path=tmp_path / "stats.sqlite3", notify=False)
    controller, _game = _match(3)
    archive.on_game_started(SimpleNamespace(controller=controller))
    recorder = archive.recorders[-1]
    assert recorder.results is archive.results and not recorder.results.inline_mode
    first_done: list[int] = []  # the action that ended the first game

    def in_the_second_game(_seat: int, _action: object) -> None:
        actions = len(controller.game.history)
        if controller.game.view(0).games_played >= 1 and not first_done:
            first_done.append(actions)
        elif first_done and first_done[0] > 0 and actions > first_done[0]:
            first_done[0] = -1
            controller.hand_seat(0, BOT, "normal")  # "Give to the computer"

    controller.actionApplied.connect(in_the_second_game)
    with qtbot.waitSignal(controller.gameOver, timeout=HANDED_TIMEOUT):
        controller.start()
    assert first_done == [-1]  # handed over during the second game
    assert archive.results.flush()
    store = archive.stats
    assert store is not None
    profiles = Profiles(store)
    anna = profiles.find("Anna")
    stand_in = profiles.bot("normal").id
    assert anna is not None and anna.id != stand_in
    assert _seat0_profiles(store) == [anna.id, stand_in, stand_in]
    archive.close()


def test_a_bot_games_end_prunes_the_bot_replays_on_a_thread_of_its_own(
    qtbot: QtBot, store: StatsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pruning reads every replay's header (a hundred files for the demo): not on the GUI
    thread at the end of the game, where the table is still drawing the result."""
    import threading

    pruned: list[tuple[int, Path | None]] = []
    done = threading.Event()

    def prune(keep: int, folder: Path | None = None) -> int:
        pruned.append((threading.get_ident(), folder))
        done.set()
        return 0

    monkeypatch.setattr(saves, "prune_bot_replays", prune)
    controller = _controller(game_class("casino")(players=2, seed=5), _bots(2))
    GameRecorder(controller, store, replays_dir=Path(store.path).parent / "replays")
    _play(qtbot, controller)
    assert done.wait(10)
    [(thread, folder)] = pruned
    assert thread != threading.get_ident()
    assert folder == Path(store.path).parent / "replays"
