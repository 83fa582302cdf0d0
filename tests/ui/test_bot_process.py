"""Bots thinking in the bot process (ui/bot_process.py) play as they would on threads."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tablegames_qt.games import game_class
from tablegames_qt.ui import bot_process
from tablegames_qt.ui.bot_process import BotHost
from tablegames_qt.ui.seat_config import BOT, SeatConfig
from tablegames_qt.ui.session import SessionController

GAMES = [("perudo", 3, 11), ("machacek", 3, 12), ("casino", 2, 13)]


@pytest.fixture
def own_host(monkeypatch: pytest.MonkeyPatch) -> Iterator[BotHost]:
    """A bot process of this test's own (the app's shared one is left as it is)."""
    host = BotHost()
    monkeypatch.setattr(bot_process, "_host", host)
    yield host
    host.close()


def _play(qtbot: Any, game: Any, levels: list[str], actions: int) -> SessionController:
    seats = [SeatConfig(f"Bot {i}", BOT, level) for i, level in enumerate(levels)]
    controller = SessionController(game, seats, bot_pace_ms=0)
    played: list[int] = []

    def count(seat: int, _action: object) -> None:
        played.append(seat)
        if len(played) == actions:
            controller.stop()  # exactly this many, however fast they come

    controller.actionApplied.connect(count)
    controller.start()
    qtbot.waitUntil(lambda: game.is_over() or len(played) >= actions, timeout=60_000)
    controller.stop()
    return controller


@pytest.mark.parametrize(("name", "players", "seed"), GAMES)
def test_a_game_played_by_bots_in_the_process_is_the_game_they_play_on_threads(
    qtbot: Any, own_host: BotHost, monkeypatch: pytest.MonkeyPatch,
    name: str, players: int, seed: int,
) -> None:
    levels = ["easy", "normal", "easy"][:players]
    in_process = game_class(name)(players=players, seed=seed)
    controller = _play(qtbot, in_process, levels, 60)
    assert controller.bots_in_process()

    monkeypatch.setenv(bot_process.ENV_SWITCH, "0")
    on_threads = game_class(name)(players=players, seed=seed)
    threaded = _play(qtbot, on_threads, levels, 60)
    assert not threaded.bots_in_process()
    # the same seeds, the same views, the same decisions
    assert in_process.to_json() == on_threads.to_json()


def test_when_the_process_dies_the_game_goes_on_with_bots_on_threads(
    qtbot: Any, own_host: BotHost
) -> None:
    game = game_class("perudo")(players=3, seed=21)
    seats = [SeatConfig(f"Bot {i}", BOT, "normal") for i in range(3)]
    controller = SessionController(game, seats, bot_pace_ms=0)
    played: list[int] = []
    controller.actionApplied.connect(lambda seat, _action: played.append(seat))
    controller.start()
    qtbot.waitUntil(lambda: len(played) >= 3, timeout=30_000)
    assert controller.bots_in_process()
    own_host._process.kill()
    qtbot.waitUntil(game.is_over, timeout=60_000)
    assert not controller.bots_in_process()
    assert not own_host.available()
    controller.stop()


def test_a_session_that_ends_leaves_no_bots_behind_in_the_process(
    qtbot: Any, own_host: BotHost
) -> None:
    first = _play(qtbot, game_class("machacek")(players=2, seed=3), ["easy", "easy"], 10)
    second = _play(qtbot, game_class("machacek")(players=2, seed=4), ["easy", "easy"], 10)
    assert first.bots_in_process() and second.bots_in_process()
    assert not own_host._deliver  # both sessions dropped their seats


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="POSIX priorities")
def test_the_bots_process_gives_way_to_the_apps_gui_thread(own_host: BotHost) -> None:
    """A hard bot's thought must not take the CPU a frame of the table waits for: the bots'
    process runs at a lower priority (a higher nice value) than the app."""
    from tablegames_qt.bot_worker import BOTS_NICENESS

    assert own_host.start()
    process = own_host._process
    assert process is not None and process.pid is not None
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    expected = min(19, mine + BOTS_NICENESS)

    def niceness() -> int:
        return os.getpriority(os.PRIO_PROCESS, process.pid)

    # the child lowers itself as its loop starts
    deadline = time.monotonic() + 20
    while niceness() != expected and time.monotonic() < deadline:
        time.sleep(0.05)
    assert niceness() == expected


def test_with_the_bots_in_their_process_the_app_keeps_few_casino_groups(
        own_host: BotHost, monkeypatch: pytest.MonkeyPatch) -> None:
    """The grouping cache of Royal Casino's engine kept up to 4,096 tables' groups (some
    5 MB) in the app too, about a hundred more each game: the app's memory grew by some
    0.3 MiB a game. With the bots searching in their own process, the app keeps the few
    the table needs."""
    from tablegames_qt.engine.casino import grouping

    monkeypatch.setattr(grouping, "_GROUPS_MAX_ENTRIES", 4096)  # the engine's own cap
    monkeypatch.setattr(grouping, "_GROUPS", {})
    for first in range(1, 14):  # more small tables than the app keeps
        for second in range(1, 14):
            for third in range(1, 3):
                grouping.groups_for((first, second, third))
    assert len(grouping._GROUPS) > grouping.SHOWING_ONLY_ENTRIES
    assert own_host.start()
    assert len(grouping._GROUPS) <= grouping.SHOWING_ONLY_ENTRIES
    grouping.groups_for((1, 1, 1, 1))
    assert len(grouping._GROUPS) <= grouping.SHOWING_ONLY_ENTRIES
