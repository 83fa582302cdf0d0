"""How long the GUI thread stalls while bots play: a benchmark, never a test.

    python -m bench.stall_probe --game all                       # 5 runs of each game, offscreen
    python -m bench.stall_probe --game casino --runs 1 --where   # one run, where the long gaps were
    python -m bench.stall_probe --game all --display xvfb --size 1024x640   # under `xvfb-run -a`
    python -m bench.stall_probe --game all --phones 2            # two seats played by phone pages
    python -m bench.stall_probe --game casino --threads          # bots on threads, the old way
    python -m bench.stall_probe --matrix --where --jobs 2 --budget 30   # the issue's matrix, one table

Each run is a process of its own (``--runs``, default 5, seeds ``--seed`` + k); the
figures of each run and their range over the runs are printed.

A demo (bots only, the real window and animations at "fast", the game saved after each
action and statistics kept, in a temporary data folder) plays ``--moves`` actions while a
10 ms ``QTimer`` ticks on the GUI thread from the moment the table is up; every gap between
two ticks beyond the interval is time the thread could not answer. It prints the gaps' p50/p99/max and how many exceeded 33 ms, and
on Linux the same with the time the thread waited for a CPU taken out (on a machine busy
with other programs that wait is the scheduler's, not the app's), and the first show of
the table: from the set-up's accept (``start_setup``) to its first paint.
Each gap over 33 ms is listed with how long the GUI thread itself ran in it; with
``--where`` also where it was (a Python line, or inside Qt: running, or asleep in a system
call) and, under Xvfb, how long the X server ran and waited for a CPU in it: Qt's xcb
backing store waits for the X server to take the last frame before it paints over it
(``QXcbConnection::sync`` in ``beginPaint``), so an X server waiting for a CPU stops the
GUI thread though the thread itself waits for none. ``--gaps-file`` writes the gaps'
CLOCK_MONOTONIC times for ``perf record -k CLOCK_MONOTONIC``; ``--paints`` counts paints.
Goal: no gap over 33 ms (two frames at 60 Hz), p99 ≤ 17 ms; the first show ≤ 150 ms.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import gc
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from typing import Any, NamedTuple

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from bench.watchdog import Watchdog

INTERVAL_MS = 10
#: the longest a run's watchdog process lives (a run's demo ends long before)
WATCHDOG_S = 1800.0
#: the goal: no gap over two frames at 60 Hz, p99 at most one frame
GOAL_MAX_MS = 33.0
GOAL_P99_MS = 17.0
#: gaps longer than this are listed one by one
LONG_MS = GOAL_MAX_MS
GAMES = ("perudo", "machacek", "casino")
GAME_NAMES = {"perudo": "Perudo", "machacek": "Macháček", "casino": "Royal Casino"}
#: the app's own first size of the window
DEFAULT_SIZE = (1280, 820)
#: the line a single run's figures come back on (JSON), to the run that started it
RESULT_MARK = "PROBE-RESULT "
#: with --jobs > 1: a run starts up (Python, Qt, the app, its warm-up: some seconds of a
#: core) at a low priority, so that it does not take the CPU the other run's frames wait
#: for, and is back at the usual priority (the bots' process below it, as the app has it)
#: before its table opens
QUIET_START = "TABLEGAMES_PROBE_QUIET_START"
QUIET_NICENESS = 10


class StackSampler:
    """With ``--where``: a watchdog thread samples the GUI thread's Python stack every
    5 ms while the timer has not ticked for more than 33 ms, and counts where it was."""

    def __init__(self, probe: TickProbe) -> None:
        self._probe = probe
        self._gui = threading.get_ident()
        self._task = f"/proc/self/task/{threading.get_native_id()}"
        self.places: collections.Counter[str] = collections.Counter()
        #: every sample: (when, where)
        self.samples: list[tuple[float, str]] = []
        #: under Xvfb: the X server's CPU time and wait for a CPU (ns), every 5 ms
        self.x_server = _x_server_pid()
        self.x_times: list[tuple[float, int, int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _watch(self) -> None:
        while not self._stop.wait(0.005):
            if self.x_server is not None and self._probe.running:
                self._watch_x_server()
            if not self._probe.running or time.perf_counter() - self._probe.last < LONG_MS / 1000:
                continue
            frame = sys._current_frames().get(self._gui)
            place = _where(frame)
            if place.startswith("inside Qt"):
                place += _thread_state(self._task)
            self.places[place] += 1
            self.samples.append((time.perf_counter(), place))

    def _watch_x_server(self) -> None:
        try:
            with open(f"/proc/{self.x_server}/schedstat", encoding="ascii") as stat:
                run, wait = (int(field) for field in stat.read().split()[:2])
        except (OSError, ValueError):
            self.x_server = None
            return
        self.x_times.append((time.perf_counter(), run, wait))

    def x_server_during(self, begin: float, end: float) -> tuple[float, float] | None:
        """How long the X server ran and waited for a CPU (ms) between ``begin`` and
        ``end`` (from its readings just before and just after), or None."""
        before = [item for item in self.x_times if item[0] <= begin]
        after = [item for item in self.x_times if item[0] >= end]
        if not before or not after:
            return None
        return ((after[0][1] - before[-1][1]) / 1e6, (after[0][2] - before[-1][2]) / 1e6)

    def during(self, begin: float, end: float) -> str:
        """Where the thread was between ``begin`` and ``end``, the most sampled first."""
        counts = collections.Counter(place for when, place in self.samples if begin <= when <= end)
        return "; ".join(f"{place} ×{count}" for place, count in counts.most_common(3)) or "no sample"


def _x_server_pid() -> int | None:
    """Under ``xvfb-run``: the Xvfb beside this process (a child of the same shell)."""
    parent = os.getppid()
    try:
        with open(f"/proc/{parent}/task/{parent}/children", encoding="ascii") as children:
            pids = children.read().split()
        for pid in pids:
            with open(f"/proc/{pid}/comm", encoding="ascii") as comm:
                if comm.read().strip() == "Xvfb":
                    return int(pid)
    except (OSError, ValueError):
        pass
    return None


#: system calls a GUI thread blocks in (x86-64 numbers), for the sampler's thread state
SYSCALLS = {0: "read", 1: "write", 7: "poll", 20: "writev", 23: "select", 45: "recvfrom",
            46: "sendmsg", 47: "recvmsg", 202: "futex", 232: "epoll_wait", 271: "ppoll",
            281: "epoll_pwait", 44: "sendto"}


def _thread_state(task: str) -> str:
    """`` [running]`` or `` [asleep in poll]``: whether the thread was on (or waiting for)
    a CPU or blocked in a system call, e.g. waiting for the X server (Linux only)."""
    try:
        with open(f"{task}/stat", encoding="ascii") as stat:
            state = stat.read().rsplit(")", 1)[1].split()[0]
        if state == "R":
            return " [running]"
        with open(f"{task}/syscall", encoding="ascii") as syscall:
            number = syscall.read().split()[0]
    except (OSError, IndexError):
        return ""
    if number == "running":  # it woke up between the two readings
        return " [running]"
    name = SYSCALLS.get(int(number), f"system call {number}") if number.lstrip("-").isdigit() else number
    return f" [asleep in {name}{_running_beside(task)}]"


def _running_beside(task: str) -> str:
    """The app's other threads on (or waiting for) a CPU while the GUI thread sleeps: one
    of them may hold the interpreter's lock the GUI thread waits for (a futex)."""
    names = {thread.native_id: thread.name for thread in threading.enumerate()}
    running = []
    skip = {task.rsplit("/", 1)[1], str(threading.get_native_id())}  # the GUI thread, this one
    for tid in os.listdir("/proc/self/task"):
        if tid in skip:
            continue
        try:
            with open(f"/proc/self/task/{tid}/stat", encoding="ascii", errors="replace") as stat:
                head, tail = stat.read().rsplit(")", 1)
        except OSError:
            continue
        if tail.split()[0] == "R":
            running.append(names.get(int(tid), head.split("(", 1)[1]))
    return f"; running: {', '.join(sorted(running))}" if running else ""


def _where(frame: Any) -> str:
    """The innermost project frame (or the outermost other one) of a stack."""
    outer = "inside Qt (no Python frame)"
    while frame is not None:
        name = frame.f_code.co_filename
        if "stall_probe" in name:
            return "inside Qt's event loop (no project frame on the stack)"
        if "tablegames_qt" in name:
            return f"{name.split('tablegames_qt', 1)[1]}:{frame.f_lineno} {frame.f_code.co_name}"
        outer = f"{name.rsplit('/', 1)[-1]}:{frame.f_lineno} {frame.f_code.co_name}"
        frame = frame.f_back
    return outer


class GcWatch:
    """Times every garbage collection (``gc.callbacks``): when, how long, which generation."""

    def __init__(self) -> None:
        self.runs: list[tuple[float, float, int]] = []  # (start, seconds, generation)
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        now = time.perf_counter()
        if phase == "start":
            self._start = now
        else:
            self.runs.append((self._start, now - self._start, info.get("generation", -1)))

    def install(self) -> None:
        gc.callbacks.append(self)

    def uninstall(self) -> None:
        if self in gc.callbacks:
            gc.callbacks.remove(self)

    def within(self, start: float, end: float) -> float:
        """Milliseconds of collection between ``start`` and ``end``."""
        return 1000.0 * sum(
            max(0.0, min(end, begin + took) - max(start, begin)) for begin, took, _gen in self.runs
        )

    def report(self, since: float) -> str:
        """The collections from ``since`` on (the timer's start), by generation."""
        parts = []
        for generation in (0, 1, 2):
            took = [t * 1000.0 for b, t, g in self.runs if g == generation and b >= since]
            if took:
                parts.append(f"gen {generation}: {len(took)} in {sum(took):.0f} ms, longest {max(took):.1f} ms")
        before = sum(1 for begin, _t, _g in self.runs if begin < since)
        return (f"garbage collections while the timer ran: {'; '.join(parts) or 'none'} "
                f"({before} before it, in start-up and warm-up)")


def time_saves() -> list[float]:
    """Time every file the app writes atomically (saves, replays): how long the GUI thread
    spent in each, fsync included. Returns the list the times (ms) go into."""
    from tablegames_qt.storage import replays, save_files, saves, slots

    took: list[float] = []
    write = save_files.write_atomic

    def timed(path: Any, text: str) -> None:
        begin = time.perf_counter()
        try:
            write(path, text)
        finally:
            took.append((time.perf_counter() - begin) * 1000.0)

    for module in (save_files, slots, replays, saves):
        module.write_atomic = timed  # type: ignore[attr-defined]
    return took


_SCHEDSTAT = "/proc/thread-self/schedstat"


def waited_for_cpu_ms() -> float | None:
    """How long this thread has waited, runnable, for a CPU (Linux), in ms; else None.

    On a machine whose cores are busy with other programs a gap can be the scheduler's
    doing rather than the app's: the probe reports the gaps with that wait taken out too.
    """
    try:
        with open(_SCHEDSTAT, encoding="ascii") as stat:
            return int(stat.read().split()[1]) / 1e6
    except (OSError, ValueError, IndexError):
        return None


def thread_schedstat_ms() -> tuple[float, float] | None:
    """How long this thread has run on a CPU and waited, runnable, for one (Linux,
    schedstat), in ms; else None."""
    try:
        with open(_SCHEDSTAT, encoding="ascii") as stat:
            ran, waited = stat.read().split()[:2]
        return int(ran) / 1e6, int(waited) / 1e6
    except (OSError, ValueError):
        return None


def major_faults() -> int | None:
    """How many major page faults this thread has taken (Linux ``/proc/thread-self/stat``,
    field 12); else None. A major fault reads a page back from disk: the code of a library
    or a file the machine dropped from memory (this VM's host pages out memory it thinks
    cold, DAMON ``pageout``), and the thread sleeps until the disk answers."""
    try:
        with open("/proc/thread-self/stat", encoding="ascii") as stat:
            return int(stat.read().rsplit(")", 1)[1].split()[9])
    except (OSError, ValueError, IndexError):
        return None


def stolen_seconds() -> float | None:
    """CPU time the host gave to other guests, all of this machine's CPUs together
    (Linux ``/proc/stat``, "steal"), in seconds; else None. A virtual machine's thread
    that loses its CPU this way is not waiting in this machine's run queue, so the probe's
    wait for a CPU does not see it: every frame is simply slower."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = stat.readline().split()
        return int(fields[8]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


class TickProbe(QObject):
    """Ticks every ``INTERVAL_MS`` and keeps the time between ticks, and of each gap
    the part the thread spent waiting for a CPU (when the system tells it)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.gaps_ms: list[float] = []
        self.waits_ms: list[float] = []
        #: gaps over LONG_MS: (seconds since start, gap ms, waited ms, start, end)
        self.long: list[tuple[float, float, float, float, float]] = []
        #: of each long gap: how long the GUI thread itself ran on a CPU in it (ms)
        self.long_ran: list[float] = []
        #: of each long gap: the GUI thread's major page faults in it (pages read from disk)
        self.long_faults: list[int] = []
        self.faults = 0  # the GUI thread's major page faults while the timer ran
        self.started = 0.0
        self.last = 0.0
        self._waited: float | None = None
        self._ran: float | None = None
        self._faults: int | None = None
        self.running = False
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.last = self.started = time.perf_counter()
        stat = thread_schedstat_ms()
        self._ran, self._waited = stat if stat is not None else (None, None)
        self._faults = major_faults()
        self.running = True
        self._timer.start()

    def stop(self) -> None:
        self.running = False
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = (now - self.last) * 1000.0
        self.gaps_ms.append(gap)
        stat = thread_schedstat_ms()
        ran, waited = stat if stat is not None else (None, None)
        wait = 0.0
        if waited is not None and self._waited is not None:
            wait = waited - self._waited
            self.waits_ms.append(wait)
        faults = major_faults()
        new_faults = faults - self._faults if faults is not None and self._faults is not None else 0
        self.faults += new_faults
        if gap > LONG_MS:
            self.long.append((self.last - self.started, gap, wait, self.last, now))
            self.long_ran.append(ran - self._ran if ran is not None and self._ran is not None else 0.0)
            self.long_faults.append(new_faults)
        self._faults = faults
        self.last = now
        self._waited = waited
        self._ran = ran

    def summary(self) -> dict[str, float]:
        result = _figures(self.gaps_ms)
        if self.waits_ms and len(self.waits_ms) == len(self.gaps_ms):
            own = [max(0.0, gap - wait) for gap, wait in zip(self.gaps_ms, self.waits_ms, strict=True)]
            result.update({f"own_{key}": value for key, value in _figures(own).items()})
            result["cpu_wait_ms"] = sum(self.waits_ms)
        return result


def _figures(values: list[float]) -> dict[str, float]:
    gaps = sorted(values) or [0.0]
    cut = statistics.quantiles(gaps, n=100) if len(gaps) >= 2 else [gaps[0]] * 99
    return {
        "ticks": len(values),
        "p50_ms": statistics.median(gaps),
        "p99_ms": cut[98],
        "max_ms": gaps[-1],
        "over_33_ms": sum(1 for gap in gaps if gap > GOAL_MAX_MS),
        "over_50_ms": sum(1 for gap in gaps if gap > 50.0),
    }


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise argparse.ArgumentTypeError(f"not a size like 1600x1000: {text!r}")
    return int(width), int(height)


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench.stall_probe")
    parser.add_argument("--game", choices=(*GAMES, "all"), default=None,
                        help="default: perudo, with --matrix all")
    parser.add_argument("--level", choices=("easy", "normal", "hard"), default="hard")
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1,
                        help="the first run's seed; run k plays seed + k")
    parser.add_argument("--runs", type=int, default=5,
                        help="runs per game, each in a fresh process (default 5)")
    parser.add_argument("--display", choices=("offscreen", "xvfb", "current"), default="offscreen",
                        help="offscreen (Qt's offscreen platform), xvfb (each run under "
                             "`xvfb-run -a` with a screen of --size, xcb), or current "
                             "(the DISPLAY this runs in, xcb)")
    parser.add_argument("--where", action="store_true",
                        help="also sample where the GUI thread was during gaps over 33 ms "
                             "(in Qt: running, or asleep in which system call), and under "
                             "Xvfb how long the X server ran and waited for a CPU in each")
    parser.add_argument("--threads", action="store_true",
                        help="bots think on threads in the app's process (as before the bot process)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="the window's size (default: the app's own first size, 1280x820)")
    parser.add_argument("--phones", type=int, default=0, choices=(0, 1, 2, 3),
                        help="seats played by scripted phone pages on 127.0.0.1 "
                             "(bench/phone_players.py, a process of its own); the table "
                             "has four seats then, the rest hard bots")
    parser.add_argument("--sound", action="store_true",
                        help="sound on, as the app's settings have it at first (the demo mutes it); "
                             "with no audio device the sound is tried and given up")
    parser.add_argument("--matrix", action="store_true",
                        help="the issue's whole matrix: each game (--game) offscreen and under "
                             "Xvfb at 1600x1000 and 1024x640, and with two phone seats; prints "
                             "a table for docs/performance.md")
    parser.add_argument("--jobs", type=int, default=1,
                        help="runs at a time (default 1: on two cores more runs at once "
                             "measure each other)")
    parser.add_argument("--budget", type=float, default=0.0, metavar="MINUTES",
                        help="start no run after this many minutes (runs go round by round, "
                             "so every setting has the same number); 0: no limit")
    parser.add_argument("--gaps-file", default=None, metavar="PATH",
                        help="write the app's pid and each long gap's start and end "
                             "(CLOCK_MONOTONIC seconds, as `perf record -k CLOCK_MONOTONIC` "
                             "stamps its samples) to PATH as JSON (with --runs > 1: PATH.k); "
                             "the pid is written as soon as the run starts")
    parser.add_argument("--paints", action="store_true",
                        help="count the paint events each widget got (and their area, and how "
                             "many covered the whole widget) from the table's first show on")
    parser.add_argument("--once", action="store_true", help=argparse.SUPPRESS)  # one run, here
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.once:
        return run_once(args)
    return drive(args)


# -- several runs, each in a process of its own ---------------------------------------------

class Cell(NamedTuple):
    """One setting a run is made in: the game, the display, the window's size, phones."""

    game: str
    display: str
    size: tuple[int, int] | None
    phones: int

    def label(self) -> str:
        width, height = self.size or DEFAULT_SIZE
        where = "offscreen" if self.display == "offscreen" else self.display.capitalize()
        phones = f", {self.phones} phones" if self.phones else ""
        return f"{GAME_NAMES[self.game]}{phones} | {where} {width}×{height}"


def _child_command(args: argparse.Namespace, cell: Cell, run: int) -> tuple[list[str], dict[str, str]]:
    command = [sys.executable, "-m", "bench.stall_probe", "--once", "--game", cell.game,
               "--seed", str(args.seed + run), "--level", args.level, "--moves", str(args.moves)]
    if cell.size is not None:
        command += ["--size", f"{cell.size[0]}x{cell.size[1]}"]
    if cell.phones:
        command += ["--phones", str(cell.phones)]
    command += [flag for flag, on in (("--where", args.where), ("--threads", args.threads),
                                      ("--sound", args.sound), ("--paints", args.paints)) if on]
    if args.gaps_file:
        command += ["--gaps-file", args.gaps_file if args.runs <= 1 else f"{args.gaps_file}.{run}"]
    env = dict(os.environ)
    if args.jobs > 1:
        env[QUIET_START] = "1"  # its start-up gives way to the other run's frames
    if cell.display == "offscreen":
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={_offscreen_screen(*(cell.size or DEFAULT_SIZE))}"
    else:
        env["QT_QPA_PLATFORM"] = "xcb"
    if cell.display == "xvfb":
        width, height = cell.size or DEFAULT_SIZE
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {width}x{height}x24", *command]
    return command, env


def _offscreen_screen(width: int, height: int) -> str:
    """A configuration for Qt's offscreen platform with one screen of ``size`` (its own
    is 800x600, which the window placement would shrink the window to), a frame's width
    larger than the window."""
    size = (width + 8, height + 8)
    path = os.path.join(tempfile.gettempdir(), f"tablegames-probe-screen-{size[0]}x{size[1]}.json")
    with open(path, "w", encoding="utf-8") as config:
        json.dump({"screens": [{"name": "probe", "x": 0, "y": 0, "width": size[0], "height": size[1],
                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}, config)
    return path


def drive(args: argparse.Namespace) -> int:
    chosen = args.game or ("all" if args.matrix else "perudo")
    games = list(GAMES) if chosen == "all" else [chosen]
    cells = [Cell(game, args.display, args.size, args.phones) for game in games]
    if args.matrix:
        cells = matrix_cells(games)
    began = time.monotonic()
    results = run_cells(args, cells, began)
    worst = 0
    for cell in cells:
        if len(results[cell]) < max(1, args.runs):
            worst = 1
        if results[cell]:
            print(_summary_line(cell, args, results[cell]), flush=True)
    if args.matrix:
        print(f"\n{_stamp(began)}\n")
        print(matrix_table(args, cells, results))
        others = other_gaps(cells, results)
        print(f"\nlong gaps in which the machine did not stall ({len(others)}):")
        print("\n".join(others) or "none")
    took = time.monotonic() - began
    print(f"{sum(len(r) for r in results.values())} runs in {took / 60:.1f} min "
          f"({args.jobs} at a time; load {_load()})", flush=True)
    return worst


def _stamp(began: float) -> str:
    """When (UTC) and on which commit the runs were made."""
    import datetime

    now = datetime.datetime.now(datetime.UTC)
    start = now - datetime.timedelta(seconds=time.monotonic() - began)
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, check=False, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, check=False, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit, dirty = "", ""
    return (f"{start:%Y-%m-%d %H:%M}–{now:%H:%M} UTC, commit {commit or 'unknown'}"
            f"{' with changes not committed' if dirty else ''}, load {_load()}")


def matrix_cells(games: list[str]) -> list[Cell]:
    """The issue's matrix: each game offscreen and under Xvfb at two sizes, then with two
    phone seats (offscreen)."""
    displays = [("offscreen", None), ("xvfb", (1600, 1000)), ("xvfb", (1024, 640))]
    cells = [Cell(game, display, size, 0) for display, size in displays for game in games]
    return cells + [Cell(game, "offscreen", None, 2) for game in games]


def run_cells(args: argparse.Namespace, cells: list[Cell], began: float) -> dict[Cell, list[dict[str, Any]]]:
    """``--runs`` runs of every cell, round by round (every cell's run k before any run
    k + 1, so a budget cut short leaves every cell the same number of runs), ``--jobs``
    at a time; no run starts after ``--budget`` minutes."""
    results: dict[Cell, list[dict[str, Any]]] = {cell: [] for cell in cells}
    queue = collections.deque((cell, run) for run in range(max(1, args.runs)) for cell in cells)
    running: list[tuple[Cell, int, subprocess.Popen[str]]] = []
    while queue or running:
        out_of_time = args.budget and time.monotonic() - began > args.budget * 60
        if out_of_time and queue:
            print(f"budget of {args.budget} min spent: {len(queue)} runs not started", flush=True)
            queue.clear()
        while queue and len(running) < max(1, args.jobs):
            cell, run = queue.popleft()
            command, env = _child_command(args, cell, run)
            running.append((cell, run, subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                                                        stderr=subprocess.PIPE, text=True)))
        for item in list(running):
            cell, run, process = item
            if process.poll() is None:
                continue
            running.remove(item)
            out, err = process.communicate()
            result = None
            for line in out.splitlines():
                if line.startswith(RESULT_MARK):
                    result = json.loads(line[len(RESULT_MARK):])
                elif not args.matrix:
                    print(f"  {line}")
            if result is None:
                print(f"{cell.label()} run {run + 1}: failed (exit {process.returncode})\n{err[-2000:]}")
                continue
            results[cell].append(result)
            print(f"{cell.label()}: " + _run_line(run + 1, result), flush=True)
        time.sleep(0.2)
    return results


def matrix_table(args: argparse.Namespace, cells: list[Cell], results: dict[Cell, list[dict[str, Any]]]) -> str:
    """The matrix as a Markdown table: ranges over the runs of each setting."""
    lines = [
        f"{args.level} bots, {args.moves} moves, seeds {args.seed}–{args.seed + args.runs - 1}; "
        "gaps p99 / max / over 33 ms per run, wall clock, then without the GUI thread's wait "
        "for a CPU; first show = the set-up accepted → that frame done (without the wait)"
        + (f"; {args.jobs} runs at a time, each starting up at nice +{QUIET_NICENESS} and back "
           "at 0 (its bots' process at +10) before its table opens" if args.jobs > 1 else ""),
        "",
        "| game | window | runs | actions | wall clock | without the wait for a CPU | GUI CPU | first show | long gaps: where (gaps) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for cell in cells:
        done = results[cell]
        if not done:
            lines.append(f"| {cell.label()} | 0 | | | | | | |")
            continue
        shows = [r["first_show_ms"] for r in done if r.get("first_show_ms")]
        show = (f"{_range([s[1] for s in shows])} ms ({_range([s[1] - s[3] for s in shows])})"
                if shows else "—")
        lines.append(
            f"| {cell.label()} | {len(done)} | {_span(done, 'played', 0)} "
            f"| {_span(done, 'p99_ms')} / {_span(done, 'max_ms', 0)} / {_span(done, 'over_33_ms', 0)} "
            f"| {_span(done, 'own_p99_ms')} / {_span(done, 'own_max_ms', 0)} / {_span(done, 'own_over_33_ms', 0)} "
            f"| {_span(done, 'gui_cpu_s')} s | {show} | {_long_gaps(done)} |")
    return "\n".join(lines)


def _long_gaps(results: list[dict[str, Any]]) -> str:
    """Where the gaps over 33 ms were, over all runs: the most sampled place of each gap;
    a gap mostly spent waiting for a CPU counts as that."""
    places: collections.Counter[str] = collections.Counter()
    for result in results:
        # under Xvfb: the X server's wait for a CPU in each gap (the GUI thread waits for it)
        x_waits = {offset: x_wait for offset, _ran, _x_ran, x_wait in result.get("x_server", [])}
        faults = {offset: count for offset, count in result.get("faults", [])}
        held = set(result.get("held", []))
        for offset, gap, wait, garbage, where in result.get("long", []):
            if offset in held:
                places["the machine stalled (a watchdog process held as long)"] += 1
            elif wait >= gap / 2:
                places["waiting for a CPU"] += 1
            elif faults.get(offset, 0):
                places["reading pages back from disk (major page faults)"] += 1
            elif wait + x_waits.get(offset, 0.0) >= gap / 2:
                places["waiting for a CPU (the X server)"] += 1
            elif garbage >= gap / 2:
                places["garbage collection"] += 1
            else:
                places[(where or "not sampled").split(" ×", 1)[0]] += 1
    return "; ".join(f"{place} {count}" for place, count in places.most_common(4)) or "none"


def other_gaps(cells: list[Cell], results: dict[Cell, list[dict[str, Any]]]) -> list[str]:
    """Every long gap in which the watchdog was not held as long (the machine did not
    stall), with what the GUI thread, the watchdog and the X server did in it: the gaps
    that may be the app's own, for a person to judge."""
    lines = []
    for cell in cells:
        for result in results[cell]:
            held = set(result.get("held", []))
            x_server = {offset: (x_ran, x_wait) for offset, _ran, x_ran, x_wait in result.get("x_server", [])}
            ran_ms = result.get("long_ran_ms", [])
            held_ms = result.get("held_ms", [])
            for index, (offset, gap, wait, garbage, where) in enumerate(result.get("long", [])):
                if offset in held:
                    continue
                ran = f"ran {ran_ms[index]:.1f} ms, " if index < len(ran_ms) else ""
                watchdog = f"; the watchdog held {held_ms[index]:.0f} ms" if index < len(held_ms) else ""
                x_ran, x_wait = x_server.get(offset, (None, None))
                x_text = (f"; the X server ran {x_ran:.1f} ms, waited {x_wait:.1f} ms"
                          if x_ran is not None else "")
                lines.append(
                    f"- {cell.label()}, seed {result.get('seed', '?')}: {gap:.1f} ms at {offset:.1f} s: "
                    f"the GUI thread {ran}waited for a CPU {wait:.1f} ms, collected garbage "
                    f"{garbage:.1f} ms{watchdog}{x_text}; sampled at {where or 'no sample'}")
    return lines


def _run_line(run: int, result: dict[str, Any]) -> str:
    own = (f"; without the wait for a CPU p99 {result['own_p99_ms']:.1f}, max {result['own_max_ms']:.1f}, "
           f"{result['own_over_33_ms']} over 33 ms") if "own_p99_ms" in result else ""
    show = result.get("first_show_ms")
    shown = (f", first show {show[0]:.0f}/{show[1]:.0f} ms (CPU {show[2]:.0f}, "
             f"waited {show[3]:.0f})") if show else ""
    return (f"run {run}: {result['played']} actions, gaps p99 {result['p99_ms']:.1f}, "
            f"max {result['max_ms']:.1f}, {result['over_33_ms']} over 33 ms{own}; "
            f"GUI CPU {result['gui_cpu_s']:.1f} s{shown}; major page faults {result.get('major_faults', '?')} "
            f"({len(result.get('faults', []))} long gaps with some); the machine stalled in "
            f"{len(result.get('held', []))} long gaps; load {result['load']}; steal {result['steal_s']}")


def _span(results: list[dict[str, Any]], key: str, digits: int = 1) -> str:
    return _range([r[key] for r in results if r.get(key) is not None], digits)


def _range(values: list[float], digits: int = 0) -> str:
    """``low–high`` (one figure when they are the same), ``-`` for none."""
    if not values:
        return "-"
    low, high = f"{min(values):.{digits}f}", f"{max(values):.{digits}f}"
    return low if low == high else f"{low}–{high}"


def _summary_line(cell: Cell, args: argparse.Namespace, results: list[dict[str, Any]]) -> str:
    def span(key: str, digits: int = 1) -> str:
        return _span(results, key, digits)

    shows = [r["first_show_ms"] for r in results if r.get("first_show_ms")]
    first = (f"; first show (paint begins / frame done / without the wait for a CPU) "
             f"{min(s[0] for s in shows):.0f}–{max(s[0] for s in shows):.0f} / "
             f"{min(s[1] for s in shows):.0f}–{max(s[1] for s in shows):.0f} / "
             f"{min(s[1] - s[3] for s in shows):.0f}–{max(s[1] - s[3] for s in shows):.0f} ms"
             ) if shows else ""
    size = results[0]["window"]
    phones = f", {cell.phones} phones" if cell.phones else ""
    phones += ", sound on" if args.sound else ""
    return (f"== {cell.game}, {args.level}{phones}, {cell.display} {size}, {len(results)} runs: "
            f"p99 {span('p99_ms')} ms, max {span('max_ms')} ms, over 33 ms {span('over_33_ms', 0)} a run; "
            f"without the wait for a CPU p99 {span('own_p99_ms')}, max {span('own_max_ms')}, "
            f"over 33 {span('own_over_33_ms', 0)}; GUI CPU {span('gui_cpu_s')} s{first}; "
            f"load {results[0]['load']} → {results[-1]['load']}")


# -- one run, in this process ----------------------------------------------------------------

class FirstShow(QObject):
    """From the set-up's accept (``start_setup`` called) to the table's first paint: when
    the first paint event reaches the new screen and when that frame is done (the next
    turn of the event loop)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.accepted = 0.0
        self.painted = 0.0
        self.done = 0.0
        self._cpu = (0.0, 0.0)  # the GUI thread's CPU time and wait for a CPU at the accept
        self.cpu_ms = 0.0
        self.wait_ms = 0.0
        self._screen: Any = None
        self._then: list[Any] = []  # called once that frame is done
        original = window.start_setup

        def start_setup(*a: Any, **k: Any) -> Any:
            self.accepted = time.perf_counter()
            self._cpu = (time.thread_time(), waited_for_cpu_ms() or 0.0)
            screen = original(*a, **k)
            self._screen = screen
            QApplication.instance().installEventFilter(self)
            return screen

        window.start_setup = start_setup

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.Paint and not self.painted and isinstance(watched, QWidget)
                and self._screen is not None and (watched is self._screen
                                                  or self._screen.isAncestorOf(watched))):
            self.painted = time.perf_counter()
            QApplication.instance().removeEventFilter(self)
            QTimer.singleShot(0, self._frame_done)
        return False

    def _frame_done(self) -> None:
        self.done = time.perf_counter()
        self.cpu_ms = (time.thread_time() - self._cpu[0]) * 1000.0
        self.wait_ms = (waited_for_cpu_ms() or 0.0) - self._cpu[1]
        while self._then:
            self._then.pop(0)()

    def then(self, call: Any) -> None:
        """``call()`` once the table's first frame is done (now, if it is)."""
        if self.done:
            call()
        else:
            self._then.append(call)

    def figures(self) -> list[float] | None:
        """ms from the accept: to the first paint, to that frame done, the GUI thread's
        CPU time in it, its wait for a CPU in it."""
        if not (self.accepted and self.painted and self.done):
            return None
        return [round((self.painted - self.accepted) * 1000.0, 1),
                round((self.done - self.accepted) * 1000.0, 1),
                round(self.cpu_ms, 1), round(self.wait_ms, 1)]


class PaintCensus(QObject):
    """``--paints``: every paint event a widget gets while the timer runs: which widget
    (a scroll area's viewport by its view), the area it asked for, whether that was the
    whole widget, and when (to list the paints inside a long gap)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paints: list[tuple[float, str, int, bool]] = []  # (when, widget, area, whole)

    def start(self) -> None:
        QApplication.instance().installEventFilter(self)  # type: ignore[union-attr]

    def stop(self) -> None:
        QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget):
            region = event.region()  # type: ignore[attr-defined]
            area = sum(rect.width() * rect.height() for rect in region)
            whole = region.boundingRect().contains(watched.rect())
            self.paints.append((time.perf_counter(), _widget_name(watched), area, whole))
        return False

    def report(self) -> str:
        counts: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0, 0])
        for _when, name, area, whole in self.paints:
            entry = counts[name]
            entry[0] += 1
            entry[1] += area
            entry[2] += int(whole)
        lines = [f"paint events: {len(self.paints)} (count, whole widget, megapixels asked for)"]
        for name, (count, area, wholes) in sorted(counts.items(), key=lambda item: -item[1][1])[:15]:
            lines.append(f"  {count:6d} {wholes:6d} {area / 1e6:8.1f}  {name}")
        return "\n".join(lines)

    def during(self, begin: float, end: float) -> str:
        inside = collections.Counter(name for when, name, _a, _w in self.paints if begin <= when <= end)
        return ", ".join(f"{name} ×{count}" for name, count in inside.most_common(4)) or "no paint"


def _widget_name(widget: QWidget) -> str:
    parent = widget.parentWidget()
    if parent is not None and widget.objectName() == "qt_scrollarea_viewport":
        return f"{type(parent).__name__}.viewport {widget.width()}x{widget.height()}"
    name = widget.objectName()
    return f"{type(widget).__name__}{'#' + name if name else ''} {widget.width()}x{widget.height()}"


class Phones:
    """``--phones N``: N of four seats are phones, played by bench/phone_players.py in a
    process of its own; the probe gives it the port and tokens once the table serves."""

    def __init__(self, count: int, seed: int) -> None:
        self.count = count
        self.seed = seed
        self.players: subprocess.Popen[str] | None = None
        self.server_thread: threading.Thread | None = None

    def seats(self, level: str) -> list[Any]:
        from tablegames_qt.ui.models.seats import BOT_NAMES
        from tablegames_qt.ui.seat_config import BOT, PHONE, SeatConfig

        phone_seats = range(1, 1 + self.count)  # seat 0 and the rest: hard bots
        return [SeatConfig(f"Phone {i}", PHONE) if i in phone_seats else
                SeatConfig(BOT_NAMES[i], BOT, level) for i in range(4)]

    def install(self) -> None:
        os.environ["TABLEGAMES_PHONE_BIND"] = "127.0.0.1"
        from tablegames_qt.ui.phones.table import PhoneTable

        original = PhoneTable.open
        phones = self

        def open_(table: Any) -> int:
            table.port = 0  # any free port: others on this machine serve phones too
            port = original(table)
            phones.server_thread = table.server._thread
            tokens = {str(seat): table.tokens.token(seat) for seat in table.tokens.seats()}
            phones.players = subprocess.Popen(
                [sys.executable, "-m", "bench.phone_players"], stdin=subprocess.PIPE,
                stdout=subprocess.PIPE, text=True)
            assert phones.players.stdin is not None
            phones.players.stdin.write(json.dumps({"port": port, "tokens": tokens,
                                                   "seed": phones.seed}) + "\n")
            phones.players.stdin.flush()
            return port

        PhoneTable.open = open_  # type: ignore[method-assign]

    def thread_cpu_s(self) -> float | None:
        thread = self.server_thread
        if thread is None or thread.native_id is None:
            return None
        return thread_cpu_seconds(thread.native_id)

    def stop(self) -> None:
        if self.players is not None and self.players.poll() is None:
            self.players.terminate()
            try:
                self.players.wait(5)
            except subprocess.TimeoutExpired:
                self.players.kill()


def thread_cpu_seconds(native_id: int) -> float | None:
    """User + system CPU time of one thread of this process (Linux), else None."""
    try:
        with open(f"/proc/self/task/{native_id}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _set_niceness(pid: int | str, value: int) -> None:
    """Every thread of process ``pid`` ("self": this one) at ``value`` (Linux: a thread's
    priority is its own)."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return
    for task in tasks:
        with contextlib.suppress(OSError, ValueError):
            os.setpriority(os.PRIO_PROCESS, int(task), value)


def _back_to_usual_priority() -> None:
    """After a quiet start-up: this process at 0, the bots' process at its own +10."""
    from tablegames_qt.bot_worker import BOTS_NICENESS
    from tablegames_qt.ui import bot_process

    _set_niceness("self", 0)
    host = bot_process.shared_host()
    process = getattr(host, "_process", None)
    if getattr(process, "pid", None) is not None:
        _set_niceness(process.pid, BOTS_NICENESS)


def run_once(args: argparse.Namespace) -> int:
    args.game = args.game or "perudo"
    quiet_start = bool(os.environ.get(QUIET_START)) and hasattr(os, "setpriority")
    if quiet_start:
        os.nice(QUIET_NICENESS)
    if args.game == "all":
        raise SystemExit("one run plays one game: --game perudo, machacek or casino")
    if args.threads:
        os.environ["TABLEGAMES_BOTS_IN_PROCESS"] = "0"
    data = tempfile.mkdtemp(prefix="tablegames-probe-")
    os.environ["XDG_DATA_HOME"] = os.path.join(data, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(data, "config")
    os.environ["XDG_STATE_HOME"] = os.path.join(data, "state")

    from tablegames_qt.app import start
    from tablegames_qt.storage import saves
    from tablegames_qt.ui import bot_process, warm_up
    from tablegames_qt.ui.archive import GameArchive
    from tablegames_qt.ui.demo import DemoRunner
    from tablegames_qt.ui.dialogs.setup import GameSetup, build_rules
    from tablegames_qt.ui.main_window import MainWindow

    started_app = start()  # the app's own start-up
    app = started_app.app
    saves.write_in_background(True)  # as the app does
    writes = time_saves()
    # Saves on, as in a game a person plays: each action writes its slot (in the temporary folder).
    archive = GameArchive(app, keep_current=True, notify=False)
    window = MainWindow(started_app.settings, remember_geometry=False, services=archive)
    demo = DemoRunner(window, args.game, moves=args.moves, seed=args.seed, level=args.level)
    phones = Phones(args.phones, args.seed) if args.phones else None
    if phones is not None:
        phones.install()
        seats = phones.seats(args.level)
        demo.setup = lambda: GameSetup(args.game, seats, build_rules(args.game, {}))  # type: ignore[method-assign]
    first_show = FirstShow(window)
    probe = TickProbe(app)
    collections_ = GcWatch()
    collections_.install()
    sampler = StackSampler(probe) if args.where else None
    census = PaintCensus(app) if args.paints else None
    if census is not None:
        demo.gameStarted.connect(census.start)
    if args.gaps_file:
        _write_gaps(args.gaps_file, [])
    if sampler is not None:
        sampler.start()
    # Measured from the moment the table is up: the window's own start-up is another matter,
    # and the turn that builds the table (the click on Start) is timed on its own.
    opening: list[float] = []
    demo.gameStarted.connect(lambda: opening.append(time.perf_counter()))
    # the ticks start once the table's first frame is done: that frame is the first show,
    # timed apart with its own goal (FirstShow), not a gap between two frames of play
    demo.gameStarted.connect(lambda: first_show.then(probe.start))
    if args.size is not None:
        window.resize(*args.size)
    window.show()
    warm_up.start(window, also=[lambda: archive.stats])  # as the app does (the demo begins once it is over)
    if quiet_start:
        warm_up.when_ready(_back_to_usual_priority)  # before the demo's first step
    warm_up.when_ready(lambda: opening.append(time.perf_counter()))  # just before the demo's
    demo.start()
    if args.sound:
        from tablegames_qt.storage.settings import SOUND

        window.settings.override(SOUND, "moderate")  # the settings' own first value
    watchdog = Watchdog(seconds=WATCHDOG_S)
    started = time.perf_counter()
    busy = time.thread_time()
    stolen = stolen_seconds()
    code = app.exec() or demo.exit_code
    busy = time.thread_time() - busy
    wall = time.perf_counter() - started
    stolen_after = stolen_seconds()
    probe.stop()
    watchdog.stop()
    if census is not None:
        census.stop()
    collections_.uninstall()
    phone_cpu = phones.thread_cpu_s() if phones is not None else None
    if phones is not None:
        phones.stop()
    size = window.size()
    window.close()
    archive.close()
    saves.write_in_background(False)  # waits for the last save
    bot_process.shut_down()
    shutil.rmtree(data, ignore_errors=True)
    places: list[tuple[str, int]] = []
    if sampler is not None:
        sampler.stop()
        places = [(place, count * 5) for place, count in sampler.places.most_common(12)]
        for place, took in places:
            print(f"{took:6d} ms  {place}")
    result: dict[str, Any] = dict(probe.summary())
    long_gaps = []
    # per long gap: offset, the GUI thread's run ms, the X server's run ms and its wait ms
    x_gaps: list[list[float]] = []
    result["faults"] = [[round(offset, 2), faults] for (offset, *_rest), faults
                        in zip(probe.long, probe.long_faults, strict=True) if faults]
    # the machine stalled, not the app: a watchdog process of its own was held for at least
    # half the gap (on this VM: the host did not run it)
    held_ms = [watchdog.held_ms(begin, end) for (_offset, _gap, _wait, begin, end) in probe.long]
    result["held"] = [round(offset, 2) for (offset, gap, *_rest), held in zip(probe.long, held_ms, strict=True)
                      if held >= gap / 2]
    result["held_ms"] = [round(held, 1) for held in held_ms]
    for (offset, gap, wait, begin, end), ran, faults, held in zip(
            probe.long, probe.long_ran, probe.long_faults, held_ms, strict=True):
        garbage = collections_.within(begin, end)
        where = sampler.during(begin, end) if sampler is not None else ""
        long_gaps.append([round(offset, 2), round(gap, 1), round(wait, 1), round(garbage, 1), where])
        print(f"gap at {offset:6.1f} s: {gap:6.1f} ms (the GUI thread ran {ran:.1f} ms, waited for a CPU {wait:.1f} ms, "
              f"collecting garbage {garbage:.1f} ms, major page faults {faults}; "
              f"a watchdog process held {held:.0f} ms)"
              f"{' at ' + where if where else ''}")
        x_server = sampler.x_server_during(begin, end) if sampler is not None else None
        if x_server is not None:
            x_gaps.append([round(offset, 2), round(ran, 1), round(x_server[0], 1), round(x_server[1], 1)])
            print(f"    the X server in it: ran {x_server[0]:.1f} ms, waited for a CPU {x_server[1]:.1f} ms")
        if census is not None:
            print(f"    paints in it: {census.during(begin, end)}")
    if args.gaps_file:
        _write_gaps(args.gaps_file, probe.long)
    if census is not None:
        print(census.report())
    print(collections_.report(probe.started))
    if writes:
        print(f"files written (atomically, with fsync; the saves on a thread of their own): {len(writes)}, {sum(writes):.0f} ms in all, "
              f"p50 {statistics.median(writes):.1f} ms, longest {max(writes):.1f} ms")
    if len(opening) == 2:
        print(f"opening the table (building its screen, one turn before the timer starts): "
              f"{(opening[1] - opening[0]) * 1000:.0f} ms")
    show = first_show.figures() if phones is None else None  # with phones: their dialog waits
    if show is not None:
        print(f"first show: the set-up accepted -> the table's first paint {show[0]:.0f} ms, "
              f"that frame done {show[1]:.0f} ms (the GUI thread's CPU {show[2]:.0f} ms, "
              f"waiting for a CPU {show[3]:.0f} ms)")
    mode = "threads" if args.threads else "bot process"
    print(f"{args.game}, {args.level} bots ({mode}), window {size.width()}x{size.height()}, "
          f"{demo.played} actions in {wall:.1f} s: {result['ticks']} ticks; gaps p50 "
          f"{result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms, max {result['max_ms']:.1f} ms, "
          f"{result['over_33_ms']} over 33 ms, {result['over_50_ms']} over 50 ms")
    print(f"the GUI thread worked {busy:.1f} s of the {wall:.1f} s "
          "(its own CPU time, whatever the machine's load)")
    result["major_faults"] = probe.faults
    print(f"the GUI thread took {probe.faults} major page faults while the timer ran (pages of code or "
          f"files read back from disk), {len(result['faults'])} of its long gaps had some")
    if phone_cpu is not None:
        print(f"the phones' server thread worked {phone_cpu:.2f} s "
              f"(its own CPU time; the pages played {args.phones} seats)")
    steal = None
    if stolen is not None and stolen_after is not None:
        steal = round(stolen_after - stolen, 1)
        print(f"the host took {steal:.1f} s of this machine's CPUs for other guests "
              f"(steal time, all CPUs together; it slows every frame and no wait above shows it)")
    if "own_max_ms" in result:
        print(f"waiting for a CPU (other programs' load, load average {_load()}): "
              f"{result['cpu_wait_ms'] / 1000:.1f} s in all; without it: gaps p99 "
              f"{result['own_p99_ms']:.1f} ms, max {result['own_max_ms']:.1f} ms, "
              f"{result['own_over_33_ms']} over 33 ms")
    result.update({"game": args.game, "seed": args.seed, "played": demo.played, "window": f"{size.width()}x{size.height()}",
                   "gui_cpu_s": round(busy, 2), "wall_s": round(wall, 1), "load": _load(),
                   "steal_s": steal, "first_show_ms": show, "long": long_gaps, "x_server": x_gaps,
                   "long_ran_ms": [round(ran, 1) for ran in probe.long_ran], "where": places,
                   "phone_thread_cpu_s": phone_cpu, "exit": code})
    print(RESULT_MARK + json.dumps(result), flush=True)
    return code


def _write_gaps(path: str, long: list[tuple[float, float, float, float, float]]) -> None:
    """The pid and the long gaps (start, end in CLOCK_MONOTONIC seconds, gap and wait ms)
    for a profiler's samples to be cut by (``time.perf_counter`` is CLOCK_MONOTONIC on Linux)."""
    gaps = [[begin, end, round(gap, 1), round(wait, 1)] for _o, gap, wait, begin, end in long]
    with open(path, "w", encoding="utf-8") as out:
        json.dump({"pid": os.getpid(), "clock": time.get_clock_info("perf_counter").implementation,
                   "gaps": gaps}, out)


def _load() -> str:
    try:
        return " ".join(f"{value:.1f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


if __name__ == "__main__":
    sys.exit(main())
