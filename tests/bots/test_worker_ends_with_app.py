"""Nothing of the app keeps running after it is gone: the bots' process ends with the
app, even while a bot is deep in thought (issue 28 item 1).

Two ways: a small parent process that hands a slow bot a decision and is killed in
the middle of it (the loop alone would notice only when it next reads a request),
and the real app playing with hard bots, killed with SIGKILL.  Linux only: the
children are found in ``/proc``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not hasattr(signal, "SIGKILL"),
    reason="finds the app's children in /proc and kills with SIGKILL",
)

ROOT = Path(__file__).resolve().parents[2]
GRACE = 3.0  # seconds the children have to end after the app


class ThinksForAMinute:
    """A bot that thinks without ever waiting for anything (a hard bot's long search)."""

    level = "slow"

    def choose(self, view: Any, legal: Sequence[Any], rng: Any) -> Any:
        end = time.monotonic() + 60
        while time.monotonic() < end:
            pass
        return legal[0]


def serve_slow_bots(conn: Any) -> None:
    """The bots' process, with every bot thinking for a minute."""
    from tablegames_qt import bot_worker as worker

    worker.make_bot = lambda game, level: ThinksForAMinute()  # type: ignore[assignment]
    worker.serve(conn)


def parent_of_a_thinking_bot() -> None:
    """A stand-in for the app: starts the bots' process as the app does, asks a
    decision, says the child's id and waits to be killed."""
    import multiprocessing

    from tablegames_qt.engine.perudo import PerudoGame

    context = multiprocessing.get_context("spawn")
    parent_end, child_end = context.Pipe()
    process = context.Process(target=serve_slow_bots, args=(child_end,), daemon=True)
    process.start()
    game = PerudoGame(players=2, seed=1)
    parent_end.send(("add", (1, 0), "perudo", "hard", "1:0"))
    parent_end.send(("choose", (1, 0), 1, game.view(0), game.legal_actions()))
    print(process.pid, flush=True)
    time.sleep(120)  # killed long before


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            status = _stat(int(entry.name))
            if status is not None and status[1] == pid:
                found.append(int(entry.name))
    return found


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent id) of a process, None when it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    return fields[0], int(fields[1])


def _running(pids: list[int]) -> list[int]:
    alive = []
    for pid in pids:
        status = _stat(pid)
        if status is not None and status[0] not in ("Z", "X"):  # a zombie has ended
            alive.append(pid)
    return alive


def _wait_until_gone(pids: list[int], within: float) -> list[int]:
    end = time.monotonic() + within
    while _running(pids) and time.monotonic() < end:
        time.sleep(0.05)
    return _running(pids)


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(home / "data")
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _clean_up(pids: list[int]) -> None:
    for pid in _running(pids):
        os.kill(pid, signal.SIGKILL)


def test_the_bots_process_ends_with_its_parent_in_the_middle_of_a_thought(tmp_path: Path) -> None:
    code = ("from tests.bots.test_worker_ends_with_app import parent_of_a_thinking_bot; "
            "parent_of_a_thinking_bot()")  # fmt: skip
    parent = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=_env(tmp_path),
                              stdout=subprocess.PIPE, text=True)  # fmt: skip
    children: list[int] = []
    try:
        assert parent.stdout is not None
        bots = int(parent.stdout.readline())
        time.sleep(1.0)  # the bot is well into its minute
        children = _children(parent.pid)
        assert bots in children and _running([bots]) == [bots]
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(10)
        assert _wait_until_gone(children, GRACE) == []
    finally:
        parent.kill()
        parent.wait(10)
        if parent.stdout is not None:
            parent.stdout.close()
        _clean_up(children)


def test_nothing_of_the_app_runs_after_it_is_killed_during_a_hard_bots_game(tmp_path: Path) -> None:
    # a demo long enough to be still playing when killed; hard bots think in their process
    command = [sys.executable, "-m", "tablegames_qt", "--demo", "perudo", "--demo-level", "hard",
               "--moves", "10000", "--lang", "en"]  # fmt: skip
    app = subprocess.Popen(command, cwd=ROOT, env=_env(tmp_path),
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    children: list[int] = []
    try:
        # the bots' process and multiprocessing's resource tracker
        end = time.monotonic() + 60
        while len(children) < 2 and time.monotonic() < end and app.poll() is None:
            time.sleep(0.1)
            children = _children(app.pid)
        assert len(children) >= 2, f"the app started {children} and no bots' process"
        time.sleep(1.0)  # in play
        assert app.poll() is None
        children = _children(app.pid)
        os.kill(app.pid, signal.SIGKILL)
        app.wait(10)
        assert _wait_until_gone(children, GRACE) == []
    finally:
        app.kill()
        app.wait(10)
        _clean_up(children)
