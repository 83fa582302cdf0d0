"""Write python3-requirements.json beside the Flatpak manifest: the app's Python
dependencies (all but Qt, which the PySide BaseApp brings) as wheels with their checksums,
so that flatpak-builder can build without the network.

    python3 packaging/flatpak/make_sources.py

Asks pip which files it would install for the runtime's Python (3.12 in the KDE 6.8
runtime, x86_64) and records each file's address and sha256 as pip reports
them. Run it on a machine that reaches PyPI, before `flatpak-builder`; the file is not
committed (it names the index's download addresses of the day).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "python3-requirements.json"
#: the app's dependencies less PySide6 (from the BaseApp), and what building the app needs
REQUIREMENTS = ("pyqtgraph>=0.13.4", "platformdirs>=4", "miniaudio>=1.59", "numpy>=1.22",
                "websockets>=13", "segno>=1.5", "setuptools>=77")
RUNTIME_PYTHON = "3.12"
#: the wheel tags the runtime takes, newest first (pip does not widen a --platform itself).
#: x86_64 only: miniaudio publishes no aarch64 Linux wheel (an aarch64 build would compile
#: it from its sdist with the SDK's compiler, which this list does not prepare)
PLATFORMS = {arch: [f"manylinux_2_{minor}_{arch}" for minor in (28, 27, 26, 17)]
             + [f"manylinux2014_{arch}"] for arch in ("x86_64",)}


def report(platforms: list[str]) -> list[dict[str, object]]:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "report.json"
        # pip takes another platform's wheels only "for a --target": nothing is written
        subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run", "--quiet",
                        "--target", str(Path(folder) / "target"),
                        "--ignore-installed", "--only-binary=:all:",
                        *(f"--platform={platform}" for platform in platforms),
                        "--python-version", RUNTIME_PYTHON, "--report", str(out),
                        *REQUIREMENTS], check=True)
        return list(json.loads(out.read_text(encoding="utf-8"))["install"])


def main() -> int:
    sources: dict[str, dict[str, object]] = {}
    for arch, platforms in PLATFORMS.items():
        for item in report(platforms):
            info = item["download_info"]
            assert isinstance(info, dict)
            url = str(info["url"])
            sha256 = str(info["archive_info"]["hashes"]["sha256"])
            entry = sources.setdefault(url, {"type": "file", "url": url, "sha256": sha256})
            arches = entry.setdefault("only-arches", [])
            assert isinstance(arches, list)
            arches.append(arch)
    for entry in sources.values():
        if str(entry["url"]).endswith("-none-any.whl"):
            del entry["only-arches"]  # pure Python: the same wheel on every architecture
    module = {
        "name": "python3-requirements",
        "buildsystem": "simple",
        "build-commands": ["pip3 install --no-index --find-links=\"file://${PWD}\" --prefix=/app "
                           + " ".join(f'"{name}"' for name in REQUIREMENTS)],
        "sources": sorted(sources.values(), key=lambda entry: str(entry["url"])),
    }
    OUT.write_text(json.dumps(module, indent=4) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(sources)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
