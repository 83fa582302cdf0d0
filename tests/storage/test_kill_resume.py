"""Save after every action, SIGKILL mid-game, resume: the same game, at most one action lost.

A child process plays a game with random bots through the engine and the
saver, printing the number of actions after each completed save; the test
kills it with SIGKILL at some point, loads the Continue file and checks it is
exactly the game the child was playing, cut after at least the last reported
action.  The moves are chosen by a seeded generator, so the test knows the
child's whole game without asking it.
"""

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
from typing import Any

import pytest

from tablegames_qt.engine import game_class
from tablegames_qt.engine.core import Game
from tablegames_qt.engine.machacek import MachacekRules
from tablegames_qt.storage import recovery, saves
from tablegames_qt.storage.saves import SeatRecord

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

ROOT = Path(__file__).resolve().parents[2]
START = datetime(2025, 6, 1, 12, 0, tzinfo=UTC)
SESSION = "killed-mid-game"


def new_game(name: str, seed: int) -> Game[Any, Any]:
    if name == "machacek":
        # Open-ended: the match goes on until the kill.
        return game_class(name)(players=4, seed=seed, rules=MachacekRules(games=None))
    if name == "perudo":
        return game_class(name)(players=8, seed=seed)
    return game_class(name)(players=2, seed=seed)


def seats_for(game: Game[Any, Any]) -> list[SeatRecord]:
    return [SeatRecord("Anna", "human", "normal", 1)] + [
        SeatRecord(f"Bot {seat}", "bot", "random", 2) for seat in range(1, game.players)
    ]


def play(name: str, seed: int, pause: float) -> None:
    """The child: play with random choices, save after every action, report."""
    game = new_game(name, seed)
    seats = seats_for(game)
    rng = random.Random(seed)
    saves.save_current(game, seats, session=SESSION, started_at=START, elapsed=0.0)
    print(0, flush=True)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
        saves.save_current(game, seats, session=SESSION, started_at=START,
                           elapsed=float(len(game.history)))  # fmt: skip
        print(len(game.history), flush=True)
        time.sleep(pause)
    time.sleep(120)  # never reached in the test: it is killed before the end


def _run_and_kill(name: str, seed: int, kill_at: int, home: Path) -> int:
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(home / "data")
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    code = (
        "import sys; from tests.storage.test_kill_resume import play; "
        f"play({name!r}, {seed}, 0.001)"
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
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
    assert child.returncode == -signal.SIGKILL, "the child ended before it was killed"
    return reported


def _replayed(name: str, seed: int, actions: int) -> tuple[Game[Any, Any], random.Random]:
    """The child's game after ``actions`` moves, and its generator ready for the next."""
    game = new_game(name, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        game.apply(rng.choice(game.legal_actions()))
    return game, rng


@pytest.mark.parametrize(("name", "seed", "kill_at"), [("machacek", 4, 150), ("perudo", 8, 60)])
def test_a_killed_game_resumes_where_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, seed: int, kill_at: int
) -> None:
    full, _unused = _replayed(name, seed, 0)
    rng = random.Random(seed)
    while not full.is_over() and len(full.history) < 3 * kill_at:
        full.apply(rng.choice(full.legal_actions()))
    assert not full.is_over(), "pick a kill point well before the end of the game"

    reported = _run_and_kill(name, seed, kill_at, tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    recovery.take_problems()

    loaded = saves.load_current()
    assert recovery.take_problems() == []
    assert loaded is not None
    saved_actions = len(loaded.game.history)
    # Everything reported as saved is there: at most the action in flight is lost.
    assert saved_actions >= reported >= kill_at
    assert loaded.game.history == full.history[:saved_actions]
    expected, rng = _replayed(name, seed, saved_actions)
    assert loaded.game.to_json() == expected.to_json()
    for seat in range(expected.players):
        assert loaded.game.view(seat) == expected.view(seat)
    # The seats (bots and their levels) and the session come back too.
    assert loaded.seats == seats_for(expected)
    assert loaded.session == SESSION
    assert loaded.elapsed == float(saved_actions)
    # No temporary file of the interrupted write is left.
    assert [p.name for p in saves.current_path().parent.iterdir()] == ["current.json"]

    # Played on, the resumed game is the uninterrupted one.
    for _ in range(40):
        action = rng.choice(expected.legal_actions())
        expected.apply(action)
        loaded.game.apply(action)
    assert loaded.game.to_json() == expected.to_json()
