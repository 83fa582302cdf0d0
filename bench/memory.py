"""Resident memory of the app and of its bots' process: a benchmark, never a test.

    python -m bench.memory                      # start-up, after a game of each, ten of each in a row
    python -m bench.memory --games 3 --level normal
    python -m bench.memory --phones 10          # the phones' server with ten connected pages

The app is started as the app starts (``app.start()``, the main window, saves and
statistics on, the warm-up), in a temporary data folder, offscreen unless
``QT_QPA_PLATFORM`` says otherwise. Then bots play whole games through the real window
(animations off, bots at once, so that games are quick; what is kept between games is
the same) in rounds of Perudo, Macháček and Royal Casino, each game a new table as a
person's "New game" makes one. Resident memory (VmRSS, Linux ``/proc``) of this process
and of the bots' process is printed after start-up, after each game, and the growth over
the last rounds (what is not noise grows round after round).

Where native memory grows: two runs under heaptrack that end at once after their last
reading (``--exit-at-end``: its "leaked" is then what the app held), one short, one long,
and ``heaptrack_print -f long.zst -d short.zst --flamegraph-cost-type leaked -F stacks``.
``--held`` says at the end what Qt's pixmap cache and the app's picture caches hold.

``--phones N``: the laptop's side of ``bench/phones.py`` (a Perudo table of N phone
seats, its own process) before and after N pages connect.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import gc
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Sequence
from typing import Any

GAMES = ("perudo", "machacek", "casino")
SEATS = {"perudo": 4, "machacek": 4, "casino": 2}


def rss_mib(pid: int | str = "self") -> float | None:
    """Resident memory of ``pid`` in MiB (Linux), else None."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError):
        return None
    return None


def _mib(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f} MiB"


def play(args: argparse.Namespace) -> int:
    data = tempfile.mkdtemp(prefix="tablegames-memory-")
    os.environ["XDG_DATA_HOME"] = os.path.join(data, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(data, "config")
    os.environ["XDG_STATE_HOME"] = os.path.join(data, "state")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from tablegames_qt.app import start
    from tablegames_qt.storage import saves
    from tablegames_qt.storage.settings import ANIMATION_SPEED, BOT_PACE, SOUND
    from tablegames_qt.ui import bot_process, warm_up
    from tablegames_qt.ui.archive import GameArchive
    from tablegames_qt.ui.dialogs.setup import GameSetup, build_rules
    from tablegames_qt.ui.main_window import MainWindow
    from tablegames_qt.ui.models.seats import BOT_NAMES
    from tablegames_qt.ui.seat_config import BOT, SeatConfig

    started = start()
    app = started.app
    saves.write_in_background(True)
    archive = GameArchive(app, keep_current=True, notify=False)
    window = MainWindow(started.settings, remember_geometry=False, services=archive)
    settings = window.settings
    settings.override(ANIMATION_SPEED, args.animations)
    settings.override(BOT_PACE, "instant")
    settings.override(SOUND, "off")
    window.show()
    warm_up.start(window, also=[lambda: archive.stats])

    order = [game for _ in range(args.games) for game in (args.only or GAMES)]
    rows: list[dict[str, Any]] = []
    state: dict[str, Any] = {"next": 0, "seed": args.seed, "began": 0.0}

    def bots_pid() -> int | None:
        host = bot_process.shared_host()
        process = getattr(host, "_process", None)
        return getattr(process, "pid", None)

    def note(label: str, game: str = "", seconds: float = 0.0) -> None:
        pid = bots_pid()
        row = {"after": label, "game": game, "app_mib": rss_mib(),
               "bots_mib": rss_mib(pid) if pid is not None else None, "seconds": round(seconds, 1)}
        if args.collect:
            gc.collect()  # garbage waiting for a full collection is not a leak
        if args.trim:
            _malloc_trim()
            row["app_mib"] = rss_mib()
        objects = gc.get_objects()
        row["python_objects"] = len(objects)
        if args.types:
            counts = collections.Counter(type(o).__qualname__ for o in objects)
            grown = counts - state.get("types", collections.Counter())  # type: ignore[operator]
            state["types"] = counts
            print("    grew: " + ", ".join(f"{name} +{count}" for name, count in grown.most_common(8)))
        del objects
        caches = _caches()
        row["cached"] = sum(size for size, _limit in caches.values())
        if args.caches:
            grown_caches = {name: size - state.get("caches", {}).get(name, (0, 0))[0]
                            for name, (size, _limit) in caches.items()}
            state["caches"] = caches
            print("    caches grew: " + ", ".join(
                f"{name} +{more} (now {caches[name][0]} of {caches[name][1]})"
                for name, more in sorted(grown_caches.items(), key=lambda item: -item[1])[:6] if more > 0))
        row["widgets"] = len(QApplication.allWidgets())
        row["heap_mib"], row["sqlite_mib"] = _c_heap()
        render = sys.modules.get("tablegames_qt.ui.cards.render")
        row["cards_mib"] = getattr(render, "_cache_bytes", 0) / 2**20  # the card pictures kept
        # PySide keeps what findChildren() returns as Python children of the object asked
        # (here the app and the main window, alive to the end), even once Qt deleted them:
        # counting adds some 100 Python objects a game, so it is asked for (--qobjects).
        row["qobjects"] = len(app.findChildren(QObject)) + sum(
            1 + len(top.findChildren(QObject)) for top in QApplication.topLevelWidgets()
        ) if args.qobjects else "–"
        if args.types and args.qobjects:
            kinds = collections.Counter(type(o).__name__ for o in app.findChildren(QObject))
            for top in QApplication.topLevelWidgets():
                kinds.update(type(o).__name__ for o in top.findChildren(QObject))
            grown_kinds = kinds - state.get("qkinds", collections.Counter())
            state["qkinds"] = kinds
            print("    Qt objects grew: " + ", ".join(f"{n} +{c}" for n, c in grown_kinds.most_common(8)))
        rows.append(row)
        print(f"{label:<24} app {_mib(row['app_mib']):>10}   bots' process {_mib(row['bots_mib']):>10}"
              f"   Python objects {row['python_objects']:>8}   widgets {row['widgets']:>5}"
              f"   cached {row['cached']:>5}   C heap in use {_mib(row['heap_mib'])}"
              f" (SQLite {_mib(row['sqlite_mib'])}, card pictures {_mib(row['cards_mib'])})"
              f"   Qt objects {row['qobjects']}"
              f"{f'   ({seconds:.0f} s)' if seconds else ''}", flush=True)

    def next_game() -> None:
        if state["next"] >= len(order):
            if args.held:
                _held()
            if args.exit_at_end:  # what the C heap holds now is what a native profiler calls leaked
                _growth(rows)
                bot_process.shut_down()
                shutil.rmtree(data, ignore_errors=True)
                sys.stdout.flush()
                os._exit(0)
            QTimer.singleShot(0, app.quit)
            return
        game = order[state["next"]]
        state["next"] += 1
        state["seed"] += 1
        seats = [SeatConfig(BOT_NAMES[i], BOT, args.level) for i in range(SEATS[game])]
        screen = window.start_setup(GameSetup(game, seats, build_rules(game, {})), seed=state["seed"])
        state["began"] = time.perf_counter()
        screen.controller.gameOver.connect(lambda _winners: QTimer.singleShot(300, finished))

    def finished() -> None:
        number = state["next"]
        game = order[number - 1]
        note(f"game {number} ({game})", game, time.perf_counter() - state["began"])
        if args.trace and number % len(args.only or GAMES) == 0:
            traced(number // len(args.only or GAMES))
        next_game()

    def traced(round_: int) -> None:
        """``--trace``: what Python allocated and still holds, the last round against the second."""
        gc.collect()
        if round_ == 2:
            state["snapshot"] = tracemalloc.take_snapshot()
        elif round_ == args.games and "snapshot" in state:
            _trace_report(state["snapshot"], tracemalloc.take_snapshot(), args.games - 2)

    def ready() -> None:
        note("start-up (warmed up)")
        if args.trace:
            tracemalloc.start(12)
        next_game()

    warm_up.when_ready(ready)
    app.exec()
    window.close()
    archive.close()
    saves.write_in_background(False)
    bot_process.shut_down()
    shutil.rmtree(data, ignore_errors=True)
    _growth(rows)
    if args.json:
        print(json.dumps(rows))
    return 0


def _held() -> None:
    """``--held``: how much of the C heap Qt's pixmap cache and the app's picture caches
    hold at the end, by what emptying each gives back (they are emptied: the last reading)."""
    from PySide6.QtGui import QPixmapCache

    from tablegames_qt.ui.cards import render
    from tablegames_qt.ui.dice import pixmaps
    from tablegames_qt.ui.dice.die_sprites import SPRITES

    def emptied(what: str, empty: Any) -> None:
        gc.collect()
        before = _c_heap()[0]
        empty()
        gc.collect()
        after = _c_heap()[0]
        if before is not None and after is not None:
            print(f"  {what}: {before - after:.2f} MiB of the C heap")

    print("held at the end (given back when emptied):")
    emptied("Qt's pixmap cache (items' and the style's pictures)", QPixmapCache.clear)
    emptied(f"the card pictures ({render.cache_size()})", render.clear_cache)
    emptied(f"the die sprites ({len(SPRITES)})", SPRITES.clear)
    def dice() -> None:
        pixmaps._die_pixmap.cache_clear()
        pixmaps._pair_pixmap.cache_clear()

    emptied("the die pictures", dice)


def _caches() -> dict[str, tuple[int, int | None]]:
    """Every ``functools`` cache of the app's modules in this process: entries, limit."""
    found: dict[str, tuple[int, int | None]] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("tablegames_qt") or module is None:
            continue
        for attr, value in list(vars(module).items()):
            info = getattr(value, "cache_info", None)
            if callable(info) and getattr(value, "__module__", None) == name:
                took = info()
                found[f"{name.removeprefix('tablegames_qt.')}.{attr}"] = (took.currsize, took.maxsize)
    return found


def _c_heap() -> tuple[float | None, float | None]:
    """The C heap's bytes in use (glibc ``mallinfo2``: what ``malloc`` handed out and was not
    freed, the allocator's free pages not counted) and SQLite's own, in MiB; None where
    this system cannot say."""
    import ctypes
    import ctypes.util

    class MallInfo2(ctypes.Structure):
        _fields_ = [(name, ctypes.c_size_t) for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
            "fordblks", "keepcost")]

    heap = sqlite = None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallinfo2.restype = MallInfo2
        info = libc.mallinfo2()
        heap = (info.uordblks + info.hblkhd) / 2**20
    except (OSError, AttributeError):
        pass
    try:
        lib = ctypes.CDLL(ctypes.util.find_library("sqlite3") or "libsqlite3.so.0")
        lib.sqlite3_memory_used.restype = ctypes.c_int64
        sqlite = lib.sqlite3_memory_used() / 2**20
    except (OSError, AttributeError):
        pass
    return heap, sqlite


def _malloc_trim() -> None:
    """Hand the C heap's free pages back to the system (glibc), so that what stays
    resident is what is in use, not what the allocator keeps for later."""
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("c")
    if name:
        ctypes.CDLL(name).malloc_trim(0)


def _trace_report(before: tracemalloc.Snapshot, after: tracemalloc.Snapshot, rounds: int) -> None:
    """The allocations Python still holds that grew from the second round to the last:
    by line, then the largest by where they were made (a few frames of project code)."""
    ignore = [tracemalloc.Filter(False, tracemalloc.__file__), tracemalloc.Filter(False, "<frozen *>"),
              tracemalloc.Filter(False, "*/bench/memory.py")]
    before, after = before.filter_traces(ignore), after.filter_traces(ignore)
    total = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    print(f"Python's allocations held, round 2 → round {rounds + 2}: {total / 2**20:+.2f} MiB "
          f"({total / 2**20 / max(1, rounds):+.3f} MiB a round)")
    for stat in after.compare_to(before, "lineno")[:15]:
        if stat.size_diff <= 0:
            break
        frame = stat.traceback[0]
        print(f"  {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7d} blocks  "
              f"{_short(frame.filename)}:{frame.lineno}")
    for stat in after.compare_to(before, "traceback")[:6]:
        if stat.size_diff <= 0:
            break
        frames = [f"{_short(f.filename)}:{f.lineno}" for f in stat.traceback
                  if "tablegames_qt" in f.filename][:4]
        print(f"  {stat.size_diff / 1024:+9.1f} KiB made at " + " ← ".join(frames or ["(no project frame)"]))


def _short(path: str) -> str:
    """A file's path from its package on (``tablegames_qt/…``, ``PySide6/…``)."""
    if "/tablegames_qt/" in path:
        return "tablegames_qt/" + path.rsplit("/tablegames_qt/", 1)[1]
    return path.split("site-packages/", 1)[-1]


def _growth(rows: list[dict[str, Any]]) -> None:
    """Per game kind: memory after its first game, after its last, and per game between."""
    for game in GAMES:
        mine = [row for row in rows if row["game"] == game and row["app_mib"] is not None]
        if len(mine) < 2:
            continue
        first, last = mine[0], mine[-1]
        per = (last["app_mib"] - first["app_mib"]) / (len(mine) - 1)
        bots = ""
        if first["bots_mib"] is not None and last["bots_mib"] is not None:
            bots = (f"; bots' process {first['bots_mib']:.1f} → {last['bots_mib']:.1f} MiB "
                    f"({(last['bots_mib'] - first['bots_mib']) / (len(mine) - 1):+.2f} MiB a game)")
        print(f"{game}: app after game 1 {first['app_mib']:.1f} MiB, after game {len(mine)} "
              f"{last['app_mib']:.1f} MiB ({per:+.2f} MiB a game){bots}")


def phones(args: argparse.Namespace) -> int:
    """The laptop's side with N phone seats, before and after N pages connect."""
    from websockets.asyncio.client import connect

    from bench.phones import Page  # the benchmark's page

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    host = subprocess.Popen([sys.executable, "-m", "bench.phones_host", str(args.phones)],
                            stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True, env=env)
    try:
        assert host.stdout is not None
        first = json.loads(host.stdout.readline())
        time.sleep(2.0)
        before = rss_mib(host.pid)

        async def connected() -> tuple[float | None, float | None]:
            pages = []
            for seat, token in enumerate(first["tokens"]):
                socket = await connect(f"ws://127.0.0.1:{first['port']}/ws", max_size=2**22)
                await socket.send(json.dumps({"type": "hello", "protocol": 1, "token": token}))
                pages.append(Page(seat, socket))
            listeners = [asyncio.create_task(page.listen()) for page in pages]
            await asyncio.sleep(3.0)
            joined = rss_mib(host.pid)
            await asyncio.sleep(args.idle)
            idle = rss_mib(host.pid)
            for page in pages:
                await page.socket.close()
            for task in listeners:
                task.cancel()
            return joined, idle

        joined, idle = asyncio.run(connected())
    finally:
        host.kill()
        host.wait()
    print(f"the laptop's side, a Perudo table of {args.phones} phone seats: {_mib(before)} before the "
          f"pages, {_mib(joined)} with {args.phones} pages connected, {_mib(idle)} after "
          f"{args.idle:.0f} s more")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.memory")
    parser.add_argument("--games", type=int, default=10, help="rounds of the three games (default 10)")
    parser.add_argument("--level", choices=("easy", "normal", "hard"), default="hard")
    parser.add_argument("--animations", choices=("off", "fast"), default="off")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=GAMES, nargs="+", help="these games only (default: all three)")
    parser.add_argument("--phones", type=int, default=0,
                        help="instead: the phones' server with this many connected pages")
    parser.add_argument("--idle", type=float, default=10.0, help="with --phones: seconds kept connected")
    parser.add_argument("--collect", action="store_true",
                        help="a full garbage collection before each reading (what is left is kept)")
    parser.add_argument("--types", action="store_true",
                        help="the Python object types that grew since the last reading")
    parser.add_argument("--qobjects", action="store_true",
                        help="count the Qt objects alive (PySide then keeps a Python wrapper of each "
                             "object counted, Python's objects grow by it)")
    parser.add_argument("--caches", action="store_true",
                        help="the app's functools caches that grew since the last reading")
    parser.add_argument("--trim", action="store_true",
                        help="glibc's malloc_trim(0) before each reading: what stays is in use")
    parser.add_argument("--trace", action="store_true",
                        help="tracemalloc: what Python still holds after the last round that it "
                             "did not after the second (by line and where made; slower)")
    parser.add_argument("--held", action="store_true",
                        help="at the end: how much of the C heap Qt's pixmap cache and the app's "
                             "picture caches hold (emptying each)")
    parser.add_argument("--exit-at-end", action="store_true",
                        help="end the process at once after the last reading, nothing closed or freed "
                             "(under heaptrack, its 'leaked' is then what the app held at that point)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    return phones(args) if args.phones else play(args)


if __name__ == "__main__":
    sys.exit(main())
