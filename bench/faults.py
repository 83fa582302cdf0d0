"""Fault bench: results through a full disk and a locked database, and two starts of the app.

    sudo python -m bench.faults [--matches 6] [--lock-seconds 10]    # root: mounts a tmpfs

Bots play Macháček matches (three games each: four results a match) through the app's
archive, a real Qt event loop and the recorder, in a data folder on a small tmpfs:

- **disk full, this run**: the disk is filled after the archive started, ``--matches``
  matches are played, then the disk is freed; it prints the results stored while full
  (0 expected), the results waiting, how long storing took once there was room, and the
  rows and duplicates in the end;
- **disk full, the next run**: the same, but the archive is closed (the app quits) while the
  disk is still full; after the disk is freed a new archive (the next run) stores them;
- **locked**: another process holds ``BEGIN EXCLUSIVE`` for ``--lock-seconds`` while the
  matches are played; a 10 ms timer ticks on the GUI thread all along: the longest gap
  between its ticks, results stored after the lock is let go, and how long that took;
- **windows, locked**: another process holds ``BEGIN EXCLUSIVE`` while Statistics,
  Players (closed again at once), the set-up dialog and a new table are opened through
  the main window; a 10 ms timer ticks on the GUI thread all along: the longest gap
  between its ticks and how long each opening held the GUI thread (``--only windows``;
  it uses only the main window's own entry points, so it measures an older commit too);
- **two starts**: the app started twice on the same folders (real processes, offscreen):
  how long the second start took to hand over and leave.

A bench, not a test: the figures go to ``docs/performance.md`` (the tests in
``tests/storage/test_results_kept.py``, ``tests/ui/test_results_locked.py`` and
``tests/ui/test_single_instance.py`` check the same things on a smaller scale).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import itertools
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

LOCKER = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
"""


@contextlib.contextmanager
def small_disk(size: str = "1m") -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="tablegames-faults-"))
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
                   check=True)  # fmt: skip
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)
        folder.rmdir()


def fill(folder: Path) -> Path:
    """Fill the file system of ``folder`` to the last byte; the file that does it
    (``OSError`` when a byte more still fits)."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (65536, 4096, 1):  # big steps, then the last bytes
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"x" * size)
    finally:
        os.close(fd)
    probe = folder / "probe"
    fd = os.open(probe, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        os.write(fd, b"x")
    except OSError as exc:
        if exc.errno != errno.ENOSPC:
            raise
    else:
        raise OSError(f"{folder} still takes a byte after filling")
    finally:
        os.close(fd)
        probe.unlink()
    return filler


def hold_database(db: Path, hold: bool = True) -> subprocess.Popen[str]:
    """Another process holding ``BEGIN EXCLUSIVE`` on ``db`` (``hold`` False: one holding
    nothing, the baseline) until a line is written to its stdin."""
    locker = subprocess.Popen([sys.executable, "-c", LOCKER if hold else "input()", str(db)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert locker.stdout is not None
    if hold:
        locker.stdout.readline()
    return locker


def wait_until(app: object, done: Callable[[], bool], seconds: float) -> bool:
    from PySide6.QtCore import QCoreApplication

    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        QCoreApplication.processEvents()
        time.sleep(0.002)
    return True


def play_matches(app: object, archive: object, count: int, seed: int) -> int:
    """``count`` Macháček matches of three games by two bots; the results they make."""
    from tablegames_qt.engine.machacek import MachacekRules
    from tablegames_qt.games import game_class
    from tablegames_qt.ui.seat_config import BOT, SeatConfig
    from tablegames_qt.ui.session import SessionController

    for index in range(count):
        game = game_class("machacek")(players=2, rules=MachacekRules(games=3), seed=seed + index)
        seats = [SeatConfig(f"Bot {i}", BOT, "random") for i in range(2)]
        controller = SessionController(game, seats, bot_pace_ms=0)
        over: list[bool] = []
        controller.gameOver.connect(lambda _w, o=over: o.append(True))
        archive.on_game_started(SimpleNamespace(controller=controller))  # type: ignore[attr-defined]
        controller.start()
        if not wait_until(app, lambda o=over: bool(o), 120):
            raise RuntimeError("a match did not end")
        wait_until(app, lambda: False, 0.02)
        controller.deleteLater()
    return 4 * count


def rows(db: Path) -> tuple[int, int]:
    """(rows, distinct units) in the statistics."""
    import sqlite3

    with contextlib.closing(sqlite3.connect(db)) as conn:
        total = conn.execute("SELECT COUNT(*) FROM results").fetchone()[0]
        distinct = conn.execute(
            "SELECT COUNT(*) FROM (SELECT DISTINCT session, unit, number FROM results)"
        ).fetchone()[0]
    return int(total), int(distinct)


def disk_full(app: object, matches: int, next_run: bool) -> dict[str, object]:
    from tablegames_qt.storage import health
    from tablegames_qt.ui.archive import GameArchive

    health.reset()
    with small_disk() as folder:
        db = folder / "statistics.sqlite3"
        archive = GameArchive(stats_path=db, saves_dir=folder / "saves",
                              replays_dir=folder / "replays", notify=False)  # fmt: skip
        archive.results.flush()
        filler = fill(folder)
        expected = play_matches(app, archive, matches, seed=100)
        archive.results.flush(1.0)
        waiting = len(archive.results.waiting())
        stored_full = rows(db)[0]
        if next_run:
            archive.close()
        filler.unlink()
        started = time.perf_counter()
        if next_run:
            archive = GameArchive(stats_path=db, saves_dir=folder / "saves",
                                  replays_dir=folder / "replays", notify=False)  # fmt: skip
        archive.results.flush(60)
        took = time.perf_counter() - started
        archive.close()
        total, distinct = rows(db)
    health.reset()
    return {"results": expected, "stored while full": stored_full, "waiting": waiting,
            "stored after": total, "duplicates": total - distinct,
            "seconds to store": round(took, 2)}  # fmt: skip


def locked(app: object, matches: int, seconds: float, hold: bool = True) -> dict[str, object]:
    """The matches played while another process holds the database (``hold`` False: the
    same without the lock, the timer's baseline)."""
    from PySide6.QtCore import QTimer

    from tablegames_qt.storage import health
    from tablegames_qt.storage.stats import StatsStore
    from tablegames_qt.ui.archive import GameArchive

    health.reset()
    with tempfile.TemporaryDirectory() as temp:
        db = Path(temp) / "statistics.sqlite3"
        StatsStore(db).close()
        archive = GameArchive(stats_path=db, saves_dir=Path(temp) / "saves",
                              replays_dir=Path(temp) / "replays", notify=False)  # fmt: skip
        archive.results.flush()
        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        locker = hold_database(db, hold)
        assert locker.stdin is not None
        held_from = time.perf_counter()
        timer.start(10)
        expected = play_matches(app, archive, matches, seed=200)
        wait_until(app, lambda: time.perf_counter() - held_from > seconds, seconds + 1)
        timer.stop()
        gaps = [b - a for a, b in itertools.pairwise(ticks)]
        waiting = len(archive.results.waiting())
        locker.stdin.write("\n")
        locker.stdin.flush()
        locker.wait(10)
        started = time.perf_counter()
        archive.results.flush(60)
        took = time.perf_counter() - started
        archive.close()
        total, distinct = rows(db)
    health.reset()
    return {"results": expected, "lock held s": round(time.perf_counter() - held_from - took, 1),
            "timer ticks": len(ticks), "longest gap ms": round(1000 * max(gaps, default=0), 1),
            "p99 gap ms": round(1000 * sorted(gaps)[int(0.99 * (len(gaps) - 1))], 1) if gaps else 0,
            "gaps over 50 ms": sum(gap > 0.050 for gap in gaps),
            "waiting at release": waiting, "stored after": total,
            "duplicates": total - distinct, "seconds to store": round(took, 2)}  # fmt: skip


def windows_locked(app: object, hold: bool = True) -> dict[str, object]:
    """Statistics, Players, the set-up and a table opened while another process holds the
    database (``hold`` False: the same without the lock, the baseline)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from tablegames_qt.storage import health
    from tablegames_qt.storage.profiles import Profiles
    from tablegames_qt.storage.settings import Settings
    from tablegames_qt.storage.stats import StatsStore
    from tablegames_qt.ui.archive import GameArchive
    from tablegames_qt.ui.main_window import MainWindow

    health.reset()
    QMessageBox.open = lambda _box: None  # type: ignore[method-assign, assignment]  # nothing to answer
    with tempfile.TemporaryDirectory() as temp:
        db = Path(temp) / "statistics.sqlite3"
        store = StatsStore(db)
        Profiles(store).create("Anna")
        store.close()
        archive = GameArchive(stats_path=db, saves_dir=Path(temp) / "saves",
                              replays_dir=Path(temp) / "replays", notify=False)  # fmt: skip
        window = MainWindow(Settings(Path(temp) / "settings.json"), remember_geometry=False,
                            services=archive)  # fmt: skip
        window.show()
        # the modules imported first (pyqtgraph alone takes about a second), so only the
        # database's part is measured; what the start reads is read
        from tablegames_qt.ui import warm_up

        for module in ["tablegames_qt.ui.dialogs.new_game", "tablegames_qt.ui.stats.players",
                       "tablegames_qt.ui.stats.window", *warm_up.screen_modules()]:  # fmt: skip
            importlib.import_module(module)
        wait_until(app, lambda: False, 1.0)
        ticks: list[float] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        locker = hold_database(db, hold)
        assert locker.stdin is not None
        timer.start(10)
        held = _open_windows(app, window)
        timer.stop()
        gaps = [b - a for a, b in itertools.pairwise(ticks)]
        locker.stdin.write("\n")
        locker.stdin.flush()
        locker.wait(10)
        screen = window.current_screen()
        if screen is not None:
            screen.shutdown()
        window.close()
        archive.close()
    health.reset()
    return {**{f"{name} returned after ms": round(1000 * took, 1) for name, took in held.items()},
            "timer ticks": len(ticks), "longest gap ms": round(1000 * max(gaps, default=0), 1),
            "gaps over 50 ms": sum(gap > 0.050 for gap in gaps)}  # fmt: skip


def _open_windows(app: object, window: Any) -> dict[str, float]:
    """Statistics, Players (closed at once) and the set-up (accepted: a table) through
    ``window``'s entry points; how long each held the GUI thread (s)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    held: dict[str, float] = {}

    def close_modal() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.accept() if type(dialog).__name__ == "NewGameDialog" else dialog.reject()
        else:
            QTimer.singleShot(20, close_modal)

    for name, run in (("statistics", window.show_statistics), ("players", window.show_players),
                      ("set-up and table", lambda: window.new_game("perudo"))):  # fmt: skip
        if name != "statistics":
            QTimer.singleShot(20, close_modal)
        started = time.perf_counter()
        run()
        held[name] = time.perf_counter() - started
        wait_until(app, lambda: False, 0.3)
    return held


def two_starts() -> dict[str, object]:
    with tempfile.TemporaryDirectory() as temp:
        env = dict(os.environ, XDG_DATA_HOME=f"{temp}/data", XDG_CONFIG_HOME=f"{temp}/config",
                   XDG_STATE_HOME=f"{temp}/state", QT_QPA_PLATFORM="offscreen")  # fmt: skip
        log = Path(temp) / "state" / "tablegames" / "log" / "tablegames.log"
        first = subprocess.Popen([sys.executable, "-m", "tablegames_qt"], env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        try:
            deadline = time.monotonic() + 90
            while "single instance: listening" not in (log.read_text() if log.exists() else ""):
                if time.monotonic() > deadline:
                    raise RuntimeError("the first start did not come up")
                time.sleep(0.05)
            started = time.perf_counter()
            code = subprocess.run([sys.executable, "-m", "tablegames_qt"], env=env, timeout=90,
                                  capture_output=True, check=False).returncode  # fmt: skip
            took = time.perf_counter() - started
            text = log.read_text()
            first_running = first.poll() is None
        finally:
            first.kill()
            first.wait(10)
    return {"second start exit": code, "second start s": round(took, 2),
            "window brought to the front": "its window brought to the front" in text,
            "first still running": first_running}  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.faults")
    parser.add_argument("--matches", type=int, default=6)
    parser.add_argument("--lock-seconds", type=float, default=10.0)
    parser.add_argument("--only", choices=("disk", "lock", "windows", "starts"), action="append",
                        help="run only these (repeatable; default: all)")
    args = parser.parse_args(argv)
    only = set(args.only or ("disk", "lock", "windows", "starts"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as home:
        os.environ["XDG_DATA_HOME"] = f"{home}/data"
        os.environ["XDG_CONFIG_HOME"] = f"{home}/config"
        os.environ["XDG_STATE_HOME"] = f"{home}/state"
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([sys.argv[0]])
        for kind, name, run in (
            ("disk", "disk full, this run", lambda: disk_full(app, args.matches, next_run=False)),
            ("disk", "disk full, the next run", lambda: disk_full(app, args.matches, next_run=True)),
            ("lock", "locked", lambda: locked(app, args.matches, args.lock_seconds)),
            ("lock", "not locked (baseline)",
             lambda: locked(app, args.matches, args.lock_seconds, False)),
            # a first round unreported: the first table of a process costs more (its
            # picture, the bots' process), whichever round came first would pay it
            ("windows", "", lambda: windows_locked(app, False)),
            ("windows", "windows, locked", lambda: windows_locked(app)),
            ("windows", "windows, not locked (baseline)", lambda: windows_locked(app, False)),
            ("starts", "two starts", two_starts),
        ):
            if kind not in only:
                continue
            figures = run()
            if not name:
                continue
            print(f"{name}: " + ", ".join(f"{key} {value}" for key, value in figures.items()),
                  flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
