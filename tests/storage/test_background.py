"""Saves written on a thread of their own: the newest text of a file wins, an emptied slot is
never written again, a failure is told, and a slot read waits for what is being written.  A
finished game's replay too: written there, its slot emptied only after, a failure told and the
game kept, and a replay read waits for it (issue 32)."""

from __future__ import annotations

import errno
import threading
from pathlib import Path
from typing import Any

import pytest

from tablegames_qt.storage import health, replays, save_files, saves, slots
from tablegames_qt.storage.background import BackgroundWriter

from .test_slots import START, _homes, played, seats  # noqa: F401 - _homes: the slots' homes


@pytest.fixture(autouse=True)
def _writes_at_once_afterwards() -> None:
    yield
    saves.write_in_background(False)


class GatedWrites:
    """A write that waits for the test's word, so the test sees what waits behind it."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.started = threading.Event()
        self.written: list[tuple[Path, str]] = []
        self.threads: set[int] = set()  # who wrote

    def __call__(self, path: Path, text: str) -> None:
        self.threads.add(threading.get_ident())
        self.started.set()
        assert self.go.wait(10)
        if text == "fail" or path.parent.name == "full":
            raise OSError(errno.ENOSPC, "No space left on device")
        path.write_text(text, encoding="utf-8")
        self.written.append((path, text))


def test_the_newest_text_of_a_file_replaces_what_still_waits(tmp_path: Path) -> None:
    gate = GatedWrites()
    writer = BackgroundWriter(gate)
    told: list[tuple[str, OSError | None]] = []
    first, other = tmp_path / "a.json", tmp_path / "b.json"
    writer.submit(first, "1", lambda error: told.append(("1", error)))
    assert gate.started.wait(10)  # "1" is being written; what follows waits
    for text in ("2", "3", "4"):
        writer.submit(first, text, lambda error, text=text: told.append((text, error)))
    writer.submit(other, "b", lambda error: told.append(("b", error)))
    assert writer.pending() == 3  # "1" under way, "4" and "b" waiting
    gate.go.set()
    assert writer.flush()
    assert gate.written == [(first, "1"), (first, "4"), (other, "b")]
    assert told == [("1", None), ("4", None), ("b", None)]
    assert first.read_text(encoding="utf-8") == "4"


def test_a_cancelled_file_is_not_written_again(tmp_path: Path) -> None:
    gate = GatedWrites()
    writer = BackgroundWriter(gate)
    target = tmp_path / "slot.json"
    writer.submit(target, "under way")
    assert gate.started.wait(10)
    writer.submit(target, "waiting")
    threading.Timer(0.05, gate.go.set).start()
    writer.cancel(target)  # waits for "under way", drops "waiting"
    assert target.read_text(encoding="utf-8") == "under way"
    target.unlink()
    assert writer.flush()
    assert not target.exists()


def test_a_failing_write_is_told_and_the_writer_goes_on(tmp_path: Path) -> None:
    gate = GatedWrites()
    gate.go.set()
    writer = BackgroundWriter(gate)
    told: list[OSError | None] = []
    writer.submit(tmp_path / "a.json", "fail", told.append)
    assert writer.flush()
    writer.submit(tmp_path / "a.json", "fine", told.append)
    assert writer.flush()
    assert isinstance(told[0], OSError) and told[0].errno == errno.ENOSPC
    assert told[1] is None


def test_slots_written_in_the_background_are_read_back_whole() -> None:
    saves.write_in_background(True)
    game = played("perudo", 6)
    later: list[tuple[Path, OSError | None]] = []
    for _ in range(5):
        game.apply(game.legal_actions()[0])
        target = slots.save_slot(game, seats(game), session="s1", started_at=START, elapsed=30,
                                 written_later=lambda path, error: later.append((path, error)))  # fmt: skip
    loaded = slots.load_slot("perudo")  # waits for the writer
    assert loaded is not None and len(loaded.game.history) == len(game.history)
    assert later and all(path == target and error is None for path, error in later)
    assert slots.written(target, None) is None
    slots.discard_slot("perudo")
    saves.flush_writes()
    assert not target.exists() and not slots.has_slot("perudo")


def test_a_background_save_that_fails_is_told_once(tmp_path: Path) -> None:
    saves.write_in_background(True)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    game = played("casino", 4)
    later: list[tuple[Path, OSError | None]] = []
    for _ in range(2):
        slots.save_slot(game, seats(game), session="s1", started_at=START, elapsed=3, folder=blocker,
                        written_later=lambda path, error: later.append((path, error)))  # fmt: skip
        saves.flush_writes()
    problems = [slots.written(path, error) for path, error in later]
    assert all(isinstance(p, saves.NotSaved) for p in problems)
    assert [p.first for p in problems if p is not None] == [True, False]  # told once
    assert health.failure(health.SAVES) is not None  # the lasting mark


def test_writes_at_once_again_after_the_background_is_turned_off(tmp_path: Path) -> None:
    before = {t for t in threading.enumerate() if t.name == "save-writer"}
    saves.write_in_background(True)
    game = played("machacek", 3)
    later: list[tuple[Path, OSError | None]] = []
    target = slots.save_slot(game, seats(game), session="s1", started_at=START, elapsed=3,
                             written_later=lambda path, error: later.append((path, error)))  # fmt: skip
    saves.write_in_background(False)  # writes what waits and ends the writer's thread
    assert later == [(target, None)] and target.exists()
    assert {t for t in threading.enumerate() if t.name == "save-writer"} <= before
    target.unlink()
    slots.save_slot(game, seats(game), session="s1", started_at=START, elapsed=3,
                    written_later=lambda path, error: later.append((path, error)))  # fmt: skip
    assert target.exists() and len(later) == 1  # at once, and nothing is called later


def _writers() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "save-writer"]


def test_the_writer_starts_with_the_app_not_at_the_first_save() -> None:
    """Its thread started at the first save, in the first show of the first table (issue
    32); it starts when the app turns the background on, and ends when it is turned off."""
    saves.write_in_background(False)
    before = set(_writers())  # other tests' own writers may still wait
    saves.write_in_background(True)
    started = set(_writers()) - before
    assert len(started) == 1 and all(thread.is_alive() for thread in started)
    saves.write_in_background(False)
    assert not any(thread.is_alive() for thread in started)


def test_what_follows_a_write_is_waited_for_too(tmp_path: Path) -> None:
    """A flush waits until ``done`` has returned: after it, a finished game's slot is empty."""
    writer = BackgroundWriter(lambda path, text: None)
    entered, release = threading.Event(), threading.Event()

    def done(_error: OSError | None) -> None:
        entered.set()
        assert release.wait(10)

    writer.submit(tmp_path / "a.json", "a", done)
    assert entered.wait(10)
    assert writer.pending() == 1 and not writer.flush(timeout=0)  # still under way
    release.set()
    assert writer.flush() and writer.pending() == 0
    writer.close()


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> GatedWrites:
    """The app's writer, its writes waiting for the test's word."""
    gated = GatedWrites()
    monkeypatch.setattr(save_files, "write_atomic", gated)  # what the writer writes with
    saves.write_in_background(True)
    yield gated
    gated.go.set()  # the autouse fixture then closes the writer


def _saved_then_held(gate: GatedWrites, game: Any) -> None:
    """The finished game's last save written by the writer, whose next write then waits."""
    gate.go.set()
    slots.save_slot(game, seats(game), session="s1", started_at=START, elapsed=30,
                    written_later=lambda path, error: None)  # fmt: skip
    saves.flush_writes()
    gate.go.clear()
    gate.started.clear()


def _finish(game: Any, later: list[tuple[Path, OSError | None]], **options: Any) -> Path:
    return slots.finish_slot(game, seats(game), session="s1", started_at=START, elapsed=30,
                             finished_at=START, written_later=lambda path, error: later.append((path, error)),
                             **options)  # fmt: skip


def test_a_finished_games_replay_is_written_by_the_writer_then_its_slot_emptied(
    gate: GatedWrites, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played("casino", 10_000)
    assert game.is_over()
    _saved_then_held(gate, game)
    at_once: list[Path] = []
    monkeypatch.setattr(replays, "write_atomic", lambda path, text: at_once.append(path))
    later: list[tuple[Path, OSError | None]] = []
    replay = _finish(game, later)
    # named at once, as the statistics link it; written by the writer, not the caller
    assert replay == saves.replays_dir() / saves.replay_file_name("casino", "s1", START)
    assert gate.started.wait(10) and at_once == []
    assert slots.slot_path("casino").exists() and later == []  # not emptied before it is kept
    gate.go.set()
    saves.flush_writes()
    assert threading.get_ident() not in gate.threads
    assert later == [(replay, None)] and slots.replay_written(replay, None) is None
    assert not slots.slot_path("casino").exists()
    kept = replays.load_replay(replay)
    assert kept is not None and kept.game.history == game.history


def test_a_replay_the_writer_cannot_write_is_told_and_its_game_stays_in_its_slot(
    gate: GatedWrites, tmp_path: Path
) -> None:
    game = played("perudo", 10_000)
    _saved_then_held(gate, game)
    gate.go.set()
    later: list[tuple[Path, OSError | None]] = []
    replay = _finish(game, later, replays=tmp_path / "full")  # the disk is full
    saves.flush_writes()
    [(path, error)] = later
    problem = slots.replay_written(path, error)
    assert path == replay and isinstance(problem, saves.NotSaved) and problem.first
    assert [f.what for f in health.failures()] == [health.REPLAYS]  # the lasting mark
    assert slots.slot_path("perudo").exists()  # nothing dropped
    finished: list[Any] = []
    assert slots.load_slot("perudo", on_finished=finished.append) is None  # kept as a replay now
    assert [f.session for f in finished] == ["s1"] and len(saves.list_replays()) == 1


def test_a_new_game_started_while_the_replay_waits_keeps_its_slot(gate: GatedWrites) -> None:
    game = played("casino", 10_000)
    _saved_then_held(gate, game)
    later: list[tuple[Path, OSError | None]] = []
    replay = _finish(game, later)
    assert gate.started.wait(10)  # the replay is being written
    slots.discard_slot("casino")  # a new game of the kind
    fresh = played("casino", 2)
    slots.save_slot(fresh, seats(fresh), session="s2", started_at=START, elapsed=1,
                    written_later=lambda path, error: None)  # fmt: skip
    gate.go.set()
    saves.flush_writes()
    assert later == [(replay, None)] and replay.exists()
    loaded = slots.load_slot("casino")
    assert loaded is not None and loaded.session == "s2"


def test_a_replay_read_right_after_its_game_waits_for_the_writer(gate: GatedWrites) -> None:
    game = played("machacek", 10_000)
    later: list[tuple[Path, OSError | None]] = []
    replay = _finish(game, later)
    assert gate.started.wait(10)
    threading.Timer(0.05, gate.go.set).start()
    kept = saves.load_replay(replay)  # the statistics' "Watch the replay"
    assert kept is not None and kept.session == "s1"
    assert [info.path for info in saves.list_replays()] == [replay]


def test_the_replay_waiting_when_the_app_quits_is_written(gate: GatedWrites) -> None:
    game = played("perudo", 10_000)
    later: list[tuple[Path, OSError | None]] = []
    replay = _finish(game, later)
    threading.Timer(0.05, gate.go.set).start()
    saves.write_in_background(False)  # the app quits right after the game
    assert replay.exists() and later == [(replay, None)]
