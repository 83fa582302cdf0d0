"""What the frozen app carries: the spec's filter, and the figures the build reports.

PyInstaller collects every Qt plugin of the modules the app imports and every shared
library they link, from the wheel or from the build machine. Left out here:

- Qt parts the app never loads: platform plugins other than xcb, wayland and offscreen
  (offscreen is what the tests and ``--screenshot`` use), the GTK3 platform theme (its
  GTK, cairo and pango libraries come along with it), image formats other than SVG and
  JPEG (PNG is built into Qt), Qt Quick, OpenGL, networking, SQL, the EGLFS device
  libraries and the Wayland OpenGL buffer integrations;
- Python modules the app never imports: ``ssl``/``_hashlib`` (and OpenSSL's libcrypto:
  the app does no networking), ``readline``;
- the desktop's own libraries (:data:`SYSTEM_LIBRARIES`): the C++ runtime, X11/xcb core,
  xkbcommon, fontconfig/freetype, D-Bus, GLib, zlib and bzip2. Every X11 or Wayland desktop has them,
  and they must be the system's own: a bundled libstdc++ older than the one the GL driver
  or the input-method module was built against keeps them from loading, a bundled
  fontconfig may not read the system's font configuration. The Debian package depends
  on them; docs/packaging.md names them for the tarball.

Whatever no kept file links any more (krb5/gssapi, libsystemd's compression libraries,
…) is pruned by following the ELF ``NEEDED`` entries from the Python extensions, Qt
plugins and libpython. The input-method plugins (compose, IBus) and the Wayland
decoration and shell plugins stay.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from pathlib import Path

if str(Path(__file__).resolve().parent) not in sys.path:  # for app_languages, run or imported
    sys.path.append(str(Path(__file__).resolve().parent))
from app_languages import load as _load_languages

#: Qt libraries the app never loads, by module name: ``libQt6Qml.so.6`` (Linux),
#: ``Qt6Qml.dll`` (Windows) and ``QtQml.framework`` (macOS) alike; each name covers the
#: modules that start with it (Qml: QmlModels, QmlWorkerScript…), "OpenGL." only OpenGL
#: itself (OpenGLWidgets is kept); Network is kept (its local socket keeps one app per set of
#: folders: ``ui/single_instance.py``), NetworkAuth is not
UNUSED_QT_MODULES = (
    "Qml", "Quick", "Pdf", "NetworkAuth", "VirtualKeyboard", "WebEngine", "OpenGL.", "Sql",
    "Test", "Designer", "Help",
)  # fmt: skip
#: Linux-only Qt device libraries (EGLFS on bare hardware)
UNUSED_QT_LINUX = ("Qt6EglFSDeviceIntegration", "Qt6EglFsKmsSupport")
#: plugin folders and plugins the app never loads; a plugin is named by its stem without
#: the ``lib`` prefix and the suffix, so ``platforms/qeglfs`` is ``libqeglfs.so`` on Linux
#: and would be ``qeglfs.dll`` on Windows. Kept on every system: the platform plugins the
#: app runs on (xcb and wayland, windows, cocoa; offscreen for the tests and the start-up
#: check), the styles (``qmodernwindowsstyle`` on Windows, ``qmacstyle`` on macOS), the
#: input methods, SVG and JPEG.
UNUSED_PLUGINS = (
    "qmltooling/", "sqldrivers/", "networkinformation/", "tls/", "designer/",
    "virtualkeyboard/", "generic/", "egldeviceintegrations/", "qmllint/",
    "vectorimageformats/", "printsupport/",
    # OpenGL buffer sharing on Wayland (they link the left-out Qt6OpenGL); the app's
    # widgets draw in software and reach the compositor through shared memory
    "wayland-graphics-integration-client/",
    "platforminputcontexts/qtvirtualkeyboardplugin",
    "platformthemes/qgtk3",
    "platforms/qeglfs", "platforms/qlinuxfb", "platforms/qminimal", "platforms/qvnc",
    "platforms/qvkkhrdisplay", "platforms/qminimalegl",
    "imageformats/qgif", "imageformats/qicns", "imageformats/qico", "imageformats/qtga",
    "imageformats/qtiff", "imageformats/qwbmp", "imageformats/qwebp", "imageformats/qpdf",
)  # fmt: skip


#: macOS's frameworks of the same modules: ``QtQml.framework/``, ``QtQmlModels.framework/``…
_UNUSED_FRAMEWORKS = re.compile("/Qt(?:" + "|".join(
    re.escape(module[:-1]) if module.endswith(".") else re.escape(module) + r"\w*"
    for module in UNUSED_QT_MODULES) + r")\.framework/")


def _qt_library_unused(name: str) -> bool:
    return ("/qml/" in name or _UNUSED_FRAMEWORKS.search(name) is not None
            or any(f"Qt6{module}" in name for module in UNUSED_QT_MODULES)
            or any(part in name for part in UNUSED_QT_LINUX))  # fmt: skip


def _plugin_unused(name: str) -> bool:
    if "/plugins/" not in name:
        return False
    folder, _, file = name.split("/plugins/", 1)[1].rpartition("/")
    stem = file.split(".", 1)[0]
    plugin = f"{folder}/{stem.removeprefix('lib')}"
    return any(plugin.startswith(entry) if entry.endswith("/") else plugin == entry
               for entry in UNUSED_PLUGINS)


#: Python modules the app never imports (PyInstaller would follow optional imports)
UNUSED_MODULES = ("ssl", "_ssl", "_hashlib", "readline", "_curses", "curses")

#: shared libraries the target desktop provides (sonames up to the version)
SYSTEM_LIBRARIES = (
    "libstdc++.so", "libgcc_s.so",
    "libX11.so", "libX11-xcb.so", "libxcb.so", "libXau.so", "libXdmcp.so",
    "libxkbcommon.so", "libxkbcommon-x11.so",
    "libfontconfig.so", "libfreetype.so",
    "libdbus-1.so", "libglib-2.0.so", "libgthread-2.0.so",
    "libz.so", "libbz2.so",  # in every Debian system (essential), as in every other
    # XML parsing: a Debian-built Python links the system's expat (pyenv and python.org
    # builds compile it into pyexpat instead); fontconfig needs the same library anyway
    "libexpat.so",
)  # fmt: skip

#: Qt's own translations the app loads (app.LanguageSwitcher): one per language it speaks
QT_TRANSLATIONS: tuple[str, ...] = tuple(f"qtbase_{code}.qm" for code in _load_languages().codes())


def _name(dest: str) -> str:
    return "/" + dest.replace("\\", "/")


def unused(dest: str) -> bool:
    """A file of the bundle the app never loads (``dest`` as PyInstaller names it)."""
    name = _name(dest)
    if "/translations/" in name and name.endswith(".qm"):
        # our own and Qt's base translations of the app's languages only
        base = name.rsplit("/", 1)[-1]
        return not (base.startswith("tablegames_") or base in QT_TRANSLATIONS)
    return _qt_library_unused(name) or _plugin_unused(name)


def system_library(dest: str) -> bool:
    base = _name(dest).rsplit("/", 1)[-1]
    return any(base.startswith(prefix) for prefix in SYSTEM_LIBRARIES)


def needed(path: str | Path) -> list[str]:
    """The ``NEEDED`` entries of an ELF file (``objdump`` from binutils)."""
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True,
                         check=True).stdout
    return [line.split()[1] for line in out.splitlines() if line.strip().startswith("NEEDED")]


def _root(dest: str) -> bool:
    """Loaded by Python or Qt by path (not as some other file's dependency)."""
    name = _name(dest)
    base = name.rsplit("/", 1)[-1]
    return ("/plugins/" in name or "/lib-dynload/" in name or ".cpython-" in base
            or base.endswith(".abi3.so") or base.startswith("libpython"))


def prune_linux(binaries: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """PyInstaller's binaries less the unused, the system's and the no longer linked."""
    entries = [entry for entry in binaries
               if not unused(entry[0]) and not system_library(entry[0])]
    by_base: dict[str, list[tuple[str, str, str]]] = {}
    for entry in entries:
        by_base.setdefault(_name(entry[0]).rsplit("/", 1)[-1], []).append(entry)
    keep = {entry[0] for entry in entries if _root(entry[0])}
    todo = [entry for entry in entries if entry[0] in keep]
    while todo:
        entry = todo.pop()
        for lib in needed(entry[1]):
            for dependency in by_base.get(lib, []):
                if dependency[0] not in keep:
                    keep.add(dependency[0])
                    todo.append(dependency)
    return [entry for entry in entries if entry[0] in keep]


# -- figures for the report ----------------------------------------------------------------


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def version_needed(folder: Path, prefix: str = "GLIBC") -> tuple[tuple[int, ...], Path | None]:
    """The highest ``PREFIX_x.y`` symbol version (``GLIBC``, ``GLIBCXX``) any ELF file of
    ``folder`` requires, and which file: the oldest glibc or libstdc++ the bundle runs on."""
    pattern = re.compile(rf"\b{prefix}_(\d+(?:\.\d+)+)\b")
    best: tuple[int, ...] = (0,)
    which: Path | None = None
    for path in elf_files(folder):
        out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True,
                             check=True).stdout
        section = out.split("Version References:", 1)
        if len(section) < 2:
            continue
        for match in pattern.finditer(section[1]):
            version = tuple(int(part) for part in match.group(1).split("."))
            if version > best:
                best, which = version, path
    return best, which


def external_libraries(folder: Path) -> list[str]:
    """Sonames the bundle's ELF files need that the bundle does not carry."""
    files = elf_files(folder)
    carried = {path.name for path in folder.rglob("*.so*")}
    wanted: set[str] = set()
    for path in files:
        wanted.update(needed(path))
    return sorted(wanted - carried)


# -- run paths -----------------------------------------------------------------------------


def _section_range(path: Path, name: str) -> tuple[int, int] | None:
    """(file offset, size) of a section, from ``objdump -h``."""
    for line in subprocess.run(["objdump", "-h", str(path)], capture_output=True, text=True,
                               check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) > 5 and parts[1] == name:
            return int(parts[5], 16), int(parts[2], 16)
    return None


def foreign_run_paths(path: Path) -> list[str]:
    """RUNPATH/RPATH entries that point outside the bundle (the build machine's Python)."""
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True,
                         check=True).stdout
    found = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("RUNPATH", "RPATH") and "$ORIGIN" not in parts[1]:
            found.append(parts[1])
    return found


def localise_run_paths(folder: Path) -> list[Path]:
    """Point run paths of the build machine (a pyenv Python carries
    ``RUNPATH /root/.pyenv/.../lib``) at ``$ORIGIN`` instead: the bundle must not look for
    libraries where its builder kept them. The string is rewritten in place in
    ``.dynstr`` (shorter, padded with NULs), as ``chrpath -r`` does."""
    changed = []
    for path in elf_files(folder):
        foreign = foreign_run_paths(path)
        if not foreign:
            continue
        dynstr = _section_range(path, ".dynstr")
        if dynstr is None:
            continue
        start, size = dynstr
        data = bytearray(path.read_bytes())
        table = data[start:start + size]
        for value in foreign:
            old = value.encode() + b"\0"
            new = b"$ORIGIN".ljust(len(old), b"\0")
            at = table.find(b"\0" + old)
            if at < 0 or len(new) > len(old):
                raise ValueError(f"cannot rewrite the run path {value} of {path}")
            table[at + 1:at + 1 + len(old)] = new
        data[start:start + size] = table
        path.write_bytes(bytes(data))
        if foreign_run_paths(path):
            raise ValueError(f"run path of {path} still points outside the bundle")
        changed.append(path)
    return changed


def restore_vendored(folder: Path, site_packages: Path) -> list[Path]:
    """Put back, unstripped, the libraries wheels vendor in ``<package>.libs/``.

    auditwheel's copies (numpy's OpenBLAS among them) are laid out for a larger page size;
    after PyInstaller's ``strip`` the loader refuses them ("ELF load command address/offset
    not page-aligned") and ``import numpy`` fails in the frozen app — the statistics'
    charts and the sound mixer with it."""
    originals = {lib.name: lib for lib in site_packages.glob("*.libs/*") if lib.is_file()}
    restored = []
    for path in sorted(folder.rglob("*")):
        original = originals.get(path.name)
        if original is not None and path.is_file() and not path.is_symlink():
            shutil.copyfile(original, path)
            restored.append(path)
    return restored


def main(argv: list[str]) -> int:
    """``python3 packaging/bundle.py localise-run-paths FOLDER`` |
    ``python3 packaging/bundle.py restore-vendored FOLDER`` (with the build's Python)"""
    if len(argv) == 2 and argv[0] == "localise-run-paths":
        changed = localise_run_paths(Path(argv[1]))
        print(f"run paths pointed at $ORIGIN in {len(changed)} files")
        return 0
    if len(argv) == 2 and argv[0] == "restore-vendored":
        site = Path(sysconfig.get_paths()["purelib"])
        restored = restore_vendored(Path(argv[1]), site)
        print(f"vendored libraries kept unstripped: {len(restored)}")
        return 0
    print(main.__doc__)
    return 2


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1:]))
