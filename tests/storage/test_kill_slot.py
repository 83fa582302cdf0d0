"""The kill-9 test for the per-game slots: a child saves a Royal Casino game
into its slot after every action and is killed with SIGKILL; the slot holds
the game cut after at least the last action reported saved (at most the
action in flight is lost), and no temporary file is left."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tablegames_qt.games import game_class
from tablegames_qt.storage import recovery, slots
from tablegames_qt.storage.saves import SeatRecord

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[2]
START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
SEATS = [SeatRecord("Anna", "human", "normal", 1), SeatRecord("Bot", "bot", "random", 2)]


def play(seed: int) -> None:
    """The child: Royal Casino with random moves, the slot saved after every action."""
    game = game_class("casino")(players=2, seed=seed)
    rng = random.Random(seed)
    print(0, flush=True)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
        slots.save_slot(game, SEATS, session="killed", started_at=START,
                        elapsed=float(len(game.history)))  # fmt: skip
        print(len(game.history), flush=True)
        time.sleep(0.001)
    time.sleep(120)


def test_a_game_killed_in_its_slot_loses_at_most_one_action(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed, kill_at = 6, 40
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))  # fmt: skip
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    code = f"from tests.storage.test_kill_slot import play; play({seed})"
    child = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, text=True)  # fmt: skip
    watchdog = threading.Timer(120, child.kill)
    watchdog.start()
    reported = -1
    try:
        assert child.stdout is not None
        for line in child.stdout:
            reported = int(line)
            if reported >= kill_at:
                os.kill(child.pid, signal.SIGKILL)
                break
    finally:
        watchdog.cancel()
        child.wait(30)
        if child.stdout is not None:
            child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()
    loaded = slots.load_slot("casino")
    assert recovery.take_problems() == []
    assert loaded is not None
    saved = len(loaded.game.history)
    assert saved >= reported >= kill_at
    assert saved - reported <= 1  # at most the action in flight
    expected = game_class("casino")(players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(saved):
        expected.apply(rng.choice(expected.legal_actions()))
    assert loaded.game.to_json() == expected.to_json()
    assert [p.name for p in slots.slot_path("casino").parent.iterdir()] == ["casino.json"]
