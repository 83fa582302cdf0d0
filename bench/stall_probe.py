"""How long the GUI thread stalls while bots play: a benchmark, never a test.

    python -m bench.stall_probe --game perudo --level hard --moves 60
    python -m bench.stall_probe --game casino --level hard --threads   # the old way

A demo (bots only, the real window and animations at "fast", the game saved after each
action and statistics kept, in a temporary data folder) plays ``--moves`` actions while a
10 ms ``QTimer`` ticks on the GUI thread from the moment the table is up; every gap between
two ticks beyond the interval is time the thread could not answer. It prints the gaps' p50/p99/max and how many exceeded 50 ms, and
on Linux the same with the time the thread waited for a CPU taken out (on a machine busy
with other programs that wait is the scheduler's, not the app's).
Goal: the GUI thread never blocks — no gap over 50 ms, p99 ≤ 20 ms.
"""

from __future__ import annotations

import argparse
import collections
import gc
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 10
#: gaps longer than this are listed one by one
LONG_MS = 40.0


class StackSampler:
    """With ``--where``: a watchdog thread samples the GUI thread's Python stack every
    5 ms while the timer has not ticked for more than 40 ms, and counts where it was."""

    def __init__(self, probe: TickProbe) -> None:
        self._probe = probe
        self._gui = threading.get_ident()
        self.places: collections.Counter[str] = collections.Counter()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _watch(self) -> None:
        while not self._stop.wait(0.005):
            if not self._probe.running or time.perf_counter() - self._probe.last < 0.040:
                continue
            frame = sys._current_frames().get(self._gui)
            self.places[_where(frame)] += 1


def _where(frame: Any) -> str:
    """The innermost project frame (or the outermost other one) of a stack."""
    outer = "inside Qt (no Python frame)"
    while frame is not None:
        name = frame.f_code.co_filename
        if "tablegames_qt" in name and "stall_probe" not in name:
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
        self.started = 0.0
        self.last = 0.0
        self._waited: float | None = None
        self.running = False
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.last = self.started = time.perf_counter()
        self._waited = waited_for_cpu_ms()
        self.running = True
        self._timer.start()

    def stop(self) -> None:
        self.running = False
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = (now - self.last) * 1000.0
        self.gaps_ms.append(gap)
        waited = waited_for_cpu_ms()
        wait = 0.0
        if waited is not None and self._waited is not None:
            wait = waited - self._waited
            self.waits_ms.append(wait)
        if gap > LONG_MS:
            self.long.append((self.last - self.started, gap, wait, self.last, now))
        self.last = now
        self._waited = waited

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
        "over_50_ms": sum(1 for gap in gaps if gap > 50.0),
    }


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    if not sep or not width.isdigit() or not height.isdigit():
        raise argparse.ArgumentTypeError(f"not a size like 1600x1000: {text!r}")
    return int(width), int(height)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.stall_probe")
    parser.add_argument("--game", choices=("perudo", "machacek", "casino"), default="perudo")
    parser.add_argument("--level", choices=("easy", "normal", "hard"), default="hard")
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--where", action="store_true",
                        help="also sample where the GUI thread was during gaps over 40 ms")
    parser.add_argument("--threads", action="store_true",
                        help="bots think on threads in the app's process (as before the bot process)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="the window's size (default: the app's own first size, 1280x820)")
    args = parser.parse_args(argv)
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
    from tablegames_qt.ui.main_window import MainWindow

    started = start()  # the app's own start-up
    app = started.app
    saves.write_in_background(True)  # as the app does
    writes = time_saves()
    # Saves on, as in a game a person plays: each action writes its slot (in the temporary folder).
    archive = GameArchive(app, keep_current=True, notify=False)
    window = MainWindow(started.settings, remember_geometry=False, services=archive)
    demo = DemoRunner(window, args.game, moves=args.moves, seed=args.seed, level=args.level)
    probe = TickProbe(app)
    collections_ = GcWatch()
    collections_.install()
    sampler = StackSampler(probe) if args.where else None
    if sampler is not None:
        sampler.start()
    # Measured from the moment the table is up: the window's own start-up is another matter,
    # and the turn that builds the table (the click on Start) is timed on its own.
    opening: list[float] = []
    demo.gameStarted.connect(lambda: opening.append(time.perf_counter()))
    demo.gameStarted.connect(probe.start)
    if args.size is not None:
        window.resize(*args.size)
    window.show()
    warm_up.start(window, also=[lambda: archive.stats])  # as the app does (the demo begins once it is over)
    warm_up.when_ready(lambda: opening.append(time.perf_counter()))  # just before the demo's
    demo.start()
    started = time.perf_counter()
    busy = time.thread_time()
    stolen = stolen_seconds()
    code = app.exec() or demo.exit_code
    busy = time.thread_time() - busy
    stolen_after = stolen_seconds()
    probe.stop()
    collections_.uninstall()
    window.close()
    archive.close()
    saves.write_in_background(False)  # waits for the last save
    bot_process.shut_down()
    shutil.rmtree(data, ignore_errors=True)
    if sampler is not None:
        sampler.stop()
        for place, count in sampler.places.most_common(12):
            print(f"{count * 5:6d} ms  {place}")
    result = probe.summary()
    for offset, gap, wait, begin, end in probe.long:
        print(f"gap at {offset:6.1f} s: {gap:6.1f} ms (waiting for a CPU {wait:.1f} ms, "
              f"collecting garbage {collections_.within(begin, end):.1f} ms)")
    print(collections_.report(probe.started))
    if writes:
        print(f"files written (atomically, with fsync; the saves on a thread of their own): {len(writes)}, {sum(writes):.0f} ms in all, "
              f"p50 {statistics.median(writes):.1f} ms, longest {max(writes):.1f} ms")
    if len(opening) == 2:
        print(f"opening the table (building its screen, one turn before the timer starts): "
              f"{(opening[1] - opening[0]) * 1000:.0f} ms")
    mode = "threads" if args.threads else "bot process"
    size = window.size()
    print(f"{args.game}, {args.level} bots ({mode}), window {size.width()}x{size.height()}, "
          f"{demo.played} actions in "
          f"{time.perf_counter() - started:.1f} s: {result['ticks']} ticks; gaps p50 "
          f"{result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms, max {result['max_ms']:.1f} ms, "
          f"{result['over_50_ms']} over 50 ms")
    print(f"the GUI thread worked {busy:.1f} s of the {time.perf_counter() - started:.1f} s "
          "(its own CPU time, whatever the machine's load)")
    if stolen is not None and stolen_after is not None:
        print(f"the host took {stolen_after - stolen:.1f} s of this machine's CPUs for other guests "
              f"(steal time, all CPUs together; it slows every frame and no wait above shows it)")
    if "own_max_ms" in result:
        print(f"waiting for a CPU (other programs' load, load average {_load()}): "
              f"{result['cpu_wait_ms'] / 1000:.1f} s in all; without it: gaps p99 "
              f"{result['own_p99_ms']:.1f} ms, max {result['own_max_ms']:.1f} ms, "
              f"{result['own_over_50_ms']} over 50 ms")
    return code


def _load() -> str:
    try:
        return " ".join(f"{value:.1f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


if __name__ == "__main__":
    sys.exit(main())
