"""How long the GUI thread stalls while bots play: a benchmark, never a test.

    python -m tablegames_qt.ui.stall_probe --game perudo --level hard --moves 60
    python -m tablegames_qt.ui.stall_probe --game casino --level hard --threads   # the old way

A demo (bots only, the real window and animations at "fast", saves and statistics
on, in a temporary data folder) plays ``--moves`` actions while a 10 ms ``QTimer``
ticks on the GUI thread from the moment the table is up; every gap between two ticks beyond the interval is time the
thread could not answer. It prints the gaps' p50/p99/max and how many exceeded 50 ms.
Goal (issue: the GUI thread never blocks): no gap over 50 ms, p99 ≤ 20 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 10


class TickProbe(QObject):
    """Ticks every ``INTERVAL_MS`` and keeps the time between ticks."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.gaps_ms: list[float] = []
        self._last = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps_ms.append((now - self._last) * 1000.0)
        self._last = now

    def summary(self) -> dict[str, float]:
        gaps = sorted(self.gaps_ms) or [0.0]
        cut = statistics.quantiles(gaps, n=100) if len(gaps) >= 2 else [gaps[0]] * 99
        return {
            "ticks": len(self.gaps_ms),
            "p50_ms": statistics.median(gaps),
            "p99_ms": cut[98],
            "max_ms": gaps[-1],
            "over_50_ms": sum(1 for gap in gaps if gap > 50.0),
        }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tablegames_qt.ui.stall_probe")
    parser.add_argument("--game", choices=("perudo", "machacek", "casino"), default="perudo")
    parser.add_argument("--level", choices=("easy", "normal", "hard"), default="hard")
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", action="store_true",
                        help="bots think on threads in the app's process (as before the bot process)")
    args = parser.parse_args(argv)
    if args.threads:
        os.environ["TABLEGAMES_BOTS_IN_PROCESS"] = "0"
    data = tempfile.mkdtemp(prefix="tablegames-probe-")
    os.environ["XDG_DATA_HOME"] = os.path.join(data, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(data, "config")
    os.environ["XDG_STATE_HOME"] = os.path.join(data, "state")

    from tablegames_qt.app import create_application
    from tablegames_qt.storage.settings import Settings
    from tablegames_qt.ui import bot_process
    from tablegames_qt.ui.archive import GameArchive
    from tablegames_qt.ui.demo import DemoRunner
    from tablegames_qt.ui.main_window import MainWindow

    app = create_application()
    window = MainWindow(Settings(), remember_geometry=False)
    archive = GameArchive(app, keep_current=False, notify=False)
    archive.attach(window)
    demo = DemoRunner(window, args.game, moves=args.moves, seed=args.seed, level=args.level)
    probe = TickProbe(app)
    # Measured from the moment the table is up: the window's own start-up is another matter.
    demo.gameStarted.connect(probe.start)
    window.show()
    demo.start()
    started = time.perf_counter()
    code = app.exec() or demo.exit_code
    probe.stop()
    window.close()
    archive.close()
    bot_process.shut_down()
    result = probe.summary()
    mode = "threads" if args.threads else "bot process"
    print(f"{args.game}, {args.level} bots ({mode}), {demo.played} actions in "
          f"{time.perf_counter() - started:.1f} s: {result['ticks']} ticks; gaps p50 "
          f"{result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms, max {result['max_ms']:.1f} ms, "
          f"{result['over_50_ms']} over 50 ms")
    return code


if __name__ == "__main__":
    sys.exit(main())
