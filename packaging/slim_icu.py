"""Shrink the bundled ICU data library to what the app's languages can use.

    python3 packaging/slim_icu.py "dist/Table Games/_internal/PySide6/Qt/lib/libicudata.so.73"

Qt links ICU; PySide6's ``libicudata`` is the whole ICU data package (32 MB: every
locale of the world, CJK and Thai word dictionaries, legacy character-set tables). Qt
uses ICU here for collation, case mapping and text boundaries, and its own CLDR tables
for number and date formats. This keeps the root locale data and that of the app's languages of every
kind, the Unicode properties, normalisation, break rules and time-zone data, and drops
the other locales, the dictionaries (Chinese, Japanese, Thai, Lao, Khmer, Burmese word
breaking), the legacy converters (Qt decodes UTF-8/16/32 and Latin-1 itself),
transliterators and the spoof checker's confusables.

The data is taken out of the library, filtered with ``icupkg`` (Debian: icu-devtools)
and linked back into a library of the same name and soname with ``cc``; the data format
does not depend on the ICU version of the tool.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

if str(Path(__file__).resolve().parent) not in sys.path:  # for app_languages, run or imported
    sys.path.append(str(Path(__file__).resolve().parent))
from app_languages import load as _load_languages

#: ICU's root locale and the app's languages (tablegames_qt/languages.py)
KEEP_LANGUAGES: tuple[str, ...] = ("root", *_load_languages().codes())
#: resource bundles that are not locales although their names look like one
NOT_LOCALES = ("res_index", "pool")
_LOCALE = re.compile(r"^(?P<lang>[a-z]{2,3}|root)(?:_[A-Za-z0-9]*)*$")


def _section(lib: Path, name: str) -> tuple[int, int]:
    """(address, file offset) of a section."""
    for line in subprocess.run(["objdump", "-h", str(lib)], capture_output=True, text=True,
                               check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) > 5 and parts[1] == name:
            return int(parts[3], 16), int(parts[5], 16)
    raise ValueError(f"no {name} section in {lib}")


def data_symbol(lib: Path) -> tuple[str, int, int]:
    """(name, address, size) of the library's ``icudtNN_dat`` symbol."""
    for line in subprocess.run(["objdump", "-T", str(lib)], capture_output=True, text=True,
                               check=True).stdout.splitlines():
        parts = line.split()
        if parts and re.fullmatch(r"icudt\d+_dat", parts[-1]) and ".rodata" in parts:
            return parts[-1], int(parts[0], 16), int(parts[-2], 16)
    raise ValueError(f"no icudt*_dat symbol in {lib}")


def unwanted(item: str) -> bool:
    """An item of the package (``coll/zh.res``, ``brkitr/cjdict.dict``, ``ibm-943.cnv``)."""
    folder, _, name = item.rpartition("/")
    stem, _, kind = name.rpartition(".")
    if kind in ("cnv", "dict", "cfu") or folder == "translit":
        return True
    if kind == "res" and stem not in NOT_LOCALES:
        match = _LOCALE.match(stem)
        if match and match["lang"] not in KEEP_LANGUAGES:
            return True
    return False


def slim(lib: Path) -> tuple[int, int]:
    """Rewrite ``lib`` in place; returns its size (before, after)."""
    before = lib.stat().st_size
    symbol, address, size = data_symbol(lib)
    vma, offset = _section(lib, ".rodata")
    data = lib.read_bytes()[offset + address - vma: offset + address - vma + size]
    soname = next(line.split()[1] for line in subprocess.run(
        ["objdump", "-p", str(lib)], capture_output=True, text=True, check=True
    ).stdout.splitlines() if line.strip().startswith("SONAME"))
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        # icupkg names the package after the file: icudt73l (l: little-endian, ASCII)
        package = symbol.removesuffix("_dat") + "l.dat"
        (work / "full").mkdir()
        (work / "slim").mkdir()
        full, slimmed = work / "full" / package, work / "slim" / package
        full.write_bytes(data)
        subprocess.run(["icupkg", "-l", "-o", str(work / "items.txt"), str(full)],
                       check=True, capture_output=True)
        items = (work / "items.txt").read_text().split()
        drop = [item for item in items if unwanted(item)]
        (work / "drop.txt").write_text("\n".join(drop) + "\n")
        # root's break rules name the dictionaries; ICU breaks words without them
        subprocess.run(["icupkg", "--ignore-deps", "-r", str(work / "drop.txt"), str(full),
                        str(slimmed)],
                       check=True, capture_output=True)
        (work / "data.S").write_text(
            f'\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n'
            f'\t.balign 16\n{symbol}:\n\t.incbin "{slimmed}"\n'
            f'\t.size {symbol}, . - {symbol}\n\t.section .note.GNU-stack,"",@progbits\n'
        )
        out = work / soname
        subprocess.run(["cc", "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-Wl,-z,noexecstack",
                        "-o", str(out), str(work / "data.S")], check=True)
        subprocess.run(["strip", "--strip-unneeded", str(out)], check=True)
        lib.write_bytes(out.read_bytes())
    return before, lib.stat().st_size


def main(argv: list[str]) -> int:
    for name in argv:
        before, after = slim(Path(name))
        print(f"ICU data: {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB ({name})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
