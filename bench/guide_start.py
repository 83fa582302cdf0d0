"""How long a guide's first bubble takes to appear: a benchmark, never a test.

    python -m bench.guide_start --game perudo --runs 3

The app's own start-up, the main window shown at 1024x640 with its warm-up, then what
"Yes" to "Learn the game?" does (``open_guide``), timed until the first bubble is up.
A 5 ms probe prints, per run, when the first bubble was up and when the table's opening
(the roll or the deal) was over: the first bubble used to wait for the latter. Figures:
docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Sequence

from PySide6.QtCore import QTimer


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.guide_start")
    parser.add_argument("--game", choices=("perudo", "machacek", "casino"), default="perudo")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    data = tempfile.mkdtemp(prefix="tablegames-guide-")
    os.environ["XDG_DATA_HOME"] = os.path.join(data, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(data, "config")
    os.environ["XDG_STATE_HOME"] = os.path.join(data, "state")

    from tablegames_qt.app import start
    from tablegames_qt.ui import bot_process, warm_up
    from tablegames_qt.ui.main_window import MainWindow
    from tablegames_qt.ui.tutorial.menu import open_guide

    started = start()
    app = started.app
    window = MainWindow(started.settings, remember_geometry=False)
    window.resize(1024, 640)
    window.show()
    warm_up.start(window)
    shown: list[float] = []  # ms from "Yes" to the first bubble
    still: list[float] = []  # ms from "Yes" to the end of the table's opening

    def run() -> None:
        if len(still) == args.runs:
            app.quit()
            return
        begin = time.perf_counter()
        guide = open_guide(window, args.game)  # what "Yes" to "Learn the game?" does
        assert guide is not None
        runs = len(still)

        def probe() -> None:
            now = (time.perf_counter() - begin) * 1000
            if len(shown) == runs and guide.shown_step() is not None:
                shown.append(now)
            if len(shown) > runs and not guide.screen.is_animating():
                still.append(now)
                timer.stop()
                window.leave_game()  # a guide is left without a question
                QTimer.singleShot(200, run)

        timer = QTimer(window)
        timer.timeout.connect(probe)
        timer.start(5)

    # the first run as a person meets it: right after the window's warm-up
    warm_up.when_ready(run)
    app.exec()
    window.close()
    bot_process.shut_down()
    shutil.rmtree(data, ignore_errors=True)
    for number, (bubble, opening) in enumerate(zip(shown, still, strict=True), 1):
        print(f"run {number}: first bubble after {bubble:.0f} ms, the table's opening over "
              f"after {opening:.0f} ms")
    print(f"{args.game}: first bubble median {statistics.median(shown):.0f} ms over {len(shown)} runs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
