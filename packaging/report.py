"""Report the frozen app's budgets: folder size, tarball size, time to the main window.

    python packaging/report.py "dist/Table Games" dist/TableGames-...tar.gz

Budgets: the folder ≤ 220 MB, the .tar.gz ≤ 90 MB, the main window shown in ≤ 1.5 s
(measured with the app's --startup-check, which exits once the window is up).
Exits 1 when a size budget is exceeded; the start-up time is a measurement on a
shared machine, so it is reported (and flagged) but never fails the build.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

FOLDER_BUDGET_MB = 220
TARBALL_BUDGET_MB = 90
STARTUP_BUDGET_S = 1.5


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def startup_seconds(exe: Path, runs: int = 3) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(exe), "--startup-check"], check=True, env=env, timeout=60,
                       stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(folder: Path, tarball: Path) -> int:
    exe = folder / "tablegames"
    size_mb = folder_size(folder) / 1e6
    tar_mb = tarball.stat().st_size / 1e6
    start_s = startup_seconds(exe)
    ok = size_mb <= FOLDER_BUDGET_MB and tar_mb <= TARBALL_BUDGET_MB
    print(f"app folder: {size_mb:.1f} MB (budget {FOLDER_BUDGET_MB} MB)")
    print(f"tarball:    {tar_mb:.1f} MB (budget {TARBALL_BUDGET_MB} MB)  {tarball}")
    flag = "" if start_s <= STARTUP_BUDGET_S else "  <- over budget"
    print(f"main window shown in {start_s:.2f} s, median of 3 (budget {STARTUP_BUDGET_S} s){flag}")
    print("size budgets met" if ok else "SIZE BUDGET EXCEEDED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
