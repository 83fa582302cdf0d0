"""Report the frozen app's budgets and what it needs from the system.

    python packaging/report.py "dist/Table Games" dist/TableGames-...tar.gz dist/tablegames_....deb

Budgets: the folder ≤ 140 MB, the .tar.gz ≤ 55 MB, the .deb ≤ 55 MB, the main window
shown in ≤ 1.0 s (the app's --startup-check exits once the window is up; median of 3).
Exits 1 when a size budget is exceeded; the start-up time is a measurement on a shared
machine, so it is reported (and flagged) but never fails the build. Also prints the
newest glibc symbol version the bundle's binaries require (the oldest glibc it runs on)
and the libraries it takes from the system.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle

FOLDER_BUDGET_MB = 140
TARBALL_BUDGET_MB = 55
DEB_BUDGET_MB = 55
STARTUP_BUDGET_S = 1.0


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def startup_seconds(exe: Path, runs: int = 3) -> float:
    times = []
    with tempfile.TemporaryDirectory() as home:
        # a fresh profile, as on a first start, that leaves the builder's own alone
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
                   XDG_STATE_HOME=f"{home}/state")
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([str(exe), "--startup-check"], check=True, env=env, timeout=60,
                           stdout=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(folder: Path, tarball: Path, deb: Path | None) -> int:
    exe = folder / "tablegames"
    sizes = [("app folder", folder_size(folder) / 1e6, FOLDER_BUDGET_MB, folder),
             ("tarball", tarball.stat().st_size / 1e6, TARBALL_BUDGET_MB, tarball)]
    if deb is not None:
        sizes.append((".deb", deb.stat().st_size / 1e6, DEB_BUDGET_MB, deb))
    ok = True
    for label, size_mb, budget, path in sizes:
        over = size_mb > budget
        ok = ok and not over
        print(f"{label + ':':12} {size_mb:6.1f} MB (budget {budget} MB){'  <- OVER' if over else ''}"
              f"  {path}")
    start_s = startup_seconds(exe)
    flag = "" if start_s <= STARTUP_BUDGET_S else "  <- over budget"
    print(f"main window shown in {start_s:.2f} s, median of 3 (budget {STARTUP_BUDGET_S} s){flag}")
    for library, prefix in (("glibc", "GLIBC"), ("libstdc++", "GLIBCXX")):
        version, which = bundle.version_needed(folder, prefix)
        shown = which.relative_to(folder) if which is not None else "-"
        print(f"needs {library} >= {'.'.join(map(str, version))} "
              f"(highest {prefix} symbol version, in {shown})")
    print("takes from the system: " + " ".join(bundle.external_libraries(folder)))
    print("size budgets met" if ok else "SIZE BUDGET EXCEEDED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]),
                  Path(sys.argv[3]) if len(sys.argv) > 3 else None))
