"""Refresh the translations: the one command for both steps.

    python3 packaging/translations.py            # update the .ts from the sources, then build .qm
    python3 packaging/translations.py update     # only pyside6-lupdate (sources -> .ts)
    python3 packaging/translations.py release    # only pyside6-lrelease (.ts -> .qm)

``translations/tablegames_cs.ts`` holds every text; ``tablegames_en.ts`` only the
plural forms (English is the source language).  The .qm files are committed so a
checkout runs without a build step, and are shipped in the wheel and the frozen app.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "tablegames_qt"
TS_DIR = ROOT / "translations"
LANGUAGES = ("cs", "en")


def tool(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    raise SystemExit(f"{name} not found: install PySide6-Essentials")


def update() -> None:
    for lang in LANGUAGES:
        ts = TS_DIR / f"tablegames_{lang}.ts"
        args = [tool("pyside6-lupdate"), "-extensions", "py", "-locations", "relative",
                "-no-obsolete", str(SOURCES), "-source-language", "en", "-target-language", lang,
                "-ts", str(ts)]
        if lang == "en":
            args.insert(1, "-pluralonly")
        subprocess.run(args, check=True, cwd=ROOT)


def release() -> None:
    for lang in LANGUAGES:
        ts = TS_DIR / f"tablegames_{lang}.ts"
        if ts.exists():
            subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm",
                            str(TS_DIR / f"tablegames_{lang}.qm")], check=True, cwd=ROOT)


def main(argv: list[str]) -> int:
    step = argv[0] if argv else "all"
    if step not in ("all", "update", "release"):
        print(__doc__)
        return 2
    if step in ("all", "update"):
        update()
    if step in ("all", "release"):
        release()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
