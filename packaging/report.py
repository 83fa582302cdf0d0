"""Report the frozen app's budgets and what it needs from the system.

    python packaging/report.py "dist/Table Games" [dist/TableGames-...tar.gz [dist/tablegames_....deb]]

Budgets (:data:`FOLDER_BUDGET_MB` per system): the folder ≤ 140 MB on Linux, the .tar.gz
and the .deb ≤ 55 MB, the main window shown in ≤ 1.0 s (the app's --startup-check exits
once the window is up; median of 3). Exits 1 when a size budget is exceeded, and fails
when the frozen app does not start (the release workflow's start-up check on Windows and
macOS); the start-up time is a measurement on a shared machine, so it is reported (and
flagged) but never fails the build. On Linux it also prints the newest glibc symbol
version the bundle's binaries require (the oldest glibc it runs on) and the libraries it
takes from the system.
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

#: the one-folder app, by system: Linux measured (docs/packaging.md); Windows and macOS are
#: what their Qt wheels lead to expect (macOS's are universal2, two architectures in each
#: library), to be confirmed by the release workflow's first run
FOLDER_BUDGETS_MB = {"linux": 140, "win32": 170, "darwin": 320}
FOLDER_BUDGET_MB = FOLDER_BUDGETS_MB.get(sys.platform, FOLDER_BUDGETS_MB["linux"])
TARBALL_BUDGET_MB = 55
DEB_BUDGET_MB = 55
STARTUP_BUDGET_S = 1.0


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def frozen_executable(folder: Path) -> Path:
    """The program in the one-folder app (``tablegames.exe`` on Windows)."""
    return folder / ("tablegames.exe" if sys.platform == "win32" else "tablegames")


def fresh_profile(home: str) -> dict[str, str]:
    """An environment whose settings, data and log folders are all under ``home``, on each
    system (platformdirs reads XDG_* on Linux, APPDATA/LOCALAPPDATA on Windows and
    ~/Library, from HOME, on macOS)."""
    return dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data",
                XDG_STATE_HOME=f"{home}/state", HOME=home, USERPROFILE=home,
                APPDATA=f"{home}/AppData/Roaming", LOCALAPPDATA=f"{home}/AppData/Local")


def startup_seconds(exe: Path, runs: int = 3) -> float:
    times = []
    with tempfile.TemporaryDirectory() as home:
        # a fresh profile, as on a first start, that leaves the builder's own alone
        env = fresh_profile(home)
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([str(exe), "--startup-check"], check=True, env=env, timeout=60,
                           stdout=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(folder: Path, tarball: Path | None, deb: Path | None) -> int:
    exe = frozen_executable(folder)
    sizes = [("app folder", folder_size(folder) / 1e6, FOLDER_BUDGET_MB, folder)]
    if tarball is not None:
        sizes.append(("tarball", tarball.stat().st_size / 1e6, TARBALL_BUDGET_MB, tarball))
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
    if sys.platform.startswith("linux"):  # ELF files, read with binutils' objdump
        for library, prefix in (("glibc", "GLIBC"), ("libstdc++", "GLIBCXX")):
            version, which = bundle.version_needed(folder, prefix)
            shown = which.relative_to(folder) if which is not None else "-"
            print(f"needs {library} >= {'.'.join(map(str, version))} "
                  f"(highest {prefix} symbol version, in {shown})")
        print("takes from the system: " + " ".join(bundle.external_libraries(folder)))
    print("size budgets met" if ok else "SIZE BUDGET EXCEEDED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]) if len(sys.argv) > 2 else None,
                  Path(sys.argv[3]) if len(sys.argv) > 3 else None))
