"""A watchdog process for ``bench/stall_probe.py``: it sleeps 5 ms at a time and tells
each time it woke up late, so that a long gap of the app's GUI thread can be told apart:
when the watchdog, a process of its own with its own interpreter, was held as long, the
machine stalled (on this VM: the host did not run it), not the app.

``python -m bench.watchdog --seconds 60`` prints, on standard output, one line per late
wake-up: when it went to sleep and when it woke (``time.perf_counter()``, CLOCK_MONOTONIC
on Linux, the clock the probe's gaps are in), in seconds. It stops after ``--seconds`` or
when its standard input closes (the probe that started it ended).
"""

from __future__ import annotations

import argparse
import bisect
import subprocess
import sys
import threading
import time

#: how long the watchdog sleeps at a time, and how late a wake-up is told
SLEEP_S = 0.005
LATE_S = 0.010


def watch(seconds: float) -> None:
    """Sleep SLEEP_S at a time for ``seconds``; print each wake-up later than LATE_S."""
    stop = threading.Event()

    def until_stdin_closes() -> None:
        sys.stdin.read()
        stop.set()

    threading.Thread(target=until_stdin_closes, daemon=True).start()
    deadline = time.perf_counter() + seconds
    while not stop.is_set():
        before = time.perf_counter()
        if before > deadline:
            break
        time.sleep(SLEEP_S)
        after = time.perf_counter()
        if after - before > SLEEP_S + LATE_S:
            print(f"{before:.6f} {after:.6f}", flush=True)


class Watchdog:
    """The probe's side: starts ``python -m bench.watchdog``, reads its late wake-ups on a
    thread, and says how long the watchdog was held in an interval of the probe's."""

    def __init__(self, seconds: float) -> None:
        self._late: list[tuple[float, float]] = []
        self._lock = threading.Lock()
        self._process = subprocess.Popen(
            [sys.executable, "-m", "bench.watchdog", "--seconds", str(seconds)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self._process.stdout is not None
        for line in self._process.stdout:
            try:
                before, after = (float(value) for value in line.split())
            except ValueError:
                continue
            with self._lock:
                self._late.append((before, after))

    def stop(self) -> None:
        if self._process.stdin is not None:
            self._process.stdin.close()
        try:
            self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._process.kill()
        self._reader.join(timeout=5)

    def held_ms(self, begin: float, end: float) -> float:
        """How long the watchdog slept past its time within ``begin``–``end`` (ms)."""
        with self._lock:
            late = list(self._late)
        return held_ms(late, begin, end)


def held_ms(late: list[tuple[float, float]], begin: float, end: float) -> float:
    """Of the late wake-ups ``late`` ((went to sleep, woke) in seconds), how long in all
    the sleeps ran past their SLEEP_S within ``begin``–``end``, in ms."""
    late = sorted(late)
    held = 0.0
    start = max(0, bisect.bisect_left(late, (begin, begin)) - 1)
    for before, after in late[start:]:
        if before > end:
            break
        overdue = max(before + SLEEP_S, begin), min(after, end)
        held += max(0.0, overdue[1] - overdue[0])
    return held * 1000.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.watchdog", description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=600.0, help="the longest it runs (default 600)")
    watch(parser.parse_args(argv).seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
