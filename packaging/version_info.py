"""The app's one version (``tablegames_qt/__init__.py``) in the forms the platforms want.

    python3 packaging/version_info.py          # print it; exit 1 if the metainfo disagrees

The spec writes the macOS plist and the Windows version resource from it at build time;
the AppStream metainfo keeps its release history by hand (a release has a date and notes),
so the build and ``tests/test_project_metadata.py`` check that its newest release is this
version.
"""

from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

if str(Path(__file__).resolve().parent) not in sys.path:  # for app_languages, run or imported
    sys.path.append(str(Path(__file__).resolve().parent))
from app_languages import load as _load_languages

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "cz.tablegames.TableGames"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"


def app_version(init: Path = ROOT / "tablegames_qt" / "__init__.py") -> str:
    """``__version__`` as written, read without importing the package."""
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id == "__version__" and isinstance(node.value, ast.Constant)):
            return str(node.value.value)
    raise ValueError(f"no __version__ in {init}")


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` -> ``(1, 2, 3, 0)``, the four numbers of a Windows version resource."""
    parts = [int(part) for part in version.split(".")]
    if not 1 <= len(parts) <= 4:
        raise ValueError(f"version {version!r} is not 1 to 4 dotted numbers")
    parts += [0] * (4 - len(parts))
    return parts[0], parts[1], parts[2], parts[3]


def source_first() -> list[str]:
    """The app's languages (tablegames_qt/languages.py), the source language first."""
    languages = _load_languages()
    return sorted(languages.codes(), key=lambda code: code != languages.SOURCE)


def windows_translations() -> list[int]:
    """The version resource's Translation pairs: each language's id and Unicode (1200)."""
    languages = _load_languages()
    return [number for code in source_first() for number in (languages.language(code).windows_lcid, 1200)]


def windows_version_file(version: str) -> str:
    """The text of a PyInstaller version file (``EXE(version=...)``)."""
    numbers = version_numbers(version)
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'Table Games developers'),
      StringStruct('FileDescription', 'Table Games'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', 'tablegames'),
      StringStruct('LegalCopyright', 'MIT License, Table Games developers'),
      StringStruct('OriginalFilename', 'tablegames.exe'),
      StringStruct('ProductName', 'Table Games'),
      StringStruct('ProductVersion', '{version}')])]),
    VarFileInfo([VarStruct('Translation', {windows_translations()})])
  ]
)
"""


#: the oldest macOS the bundle runs on (the Qt wheels' own minimum)
MAC_MINIMUM_SYSTEM = "13.0"


def mac_info_plist(version: str) -> dict[str, object]:
    """The Info.plist entries of the macOS bundle (``BUNDLE(info_plist=...)``)."""
    return {
        "CFBundleName": "Table Games",
        "CFBundleDisplayName": "Table Games",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "CFBundleDevelopmentRegion": _load_languages().SOURCE,
        "CFBundleLocalizations": source_first(),
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": "MIT License, Table Games developers",
        "LSApplicationCategoryType": "public.app-category.board-games",
        # PySide6 6.11's wheels are built for macOS 13 (macosx_13_0_universal2)
        "LSMinimumSystemVersion": MAC_MINIMUM_SYSTEM,
        # Phones on the same Wi-Fi join a table through the app's own small server
        # (docs/phones.md); macOS 14 and later ask the person once, with this text. The
        # app records no sound and takes no picture: no microphone or camera entry.
        "NSLocalNetworkUsageDescription": (
            "Table Games opens a table to the phones of the players in this room, on your "
            "own Wi-Fi, when you choose \u201cOn a phone\u201d for a seat."
        ),
    }


def metainfo_release(path: Path = METAINFO) -> str:
    """The newest release the AppStream metainfo lists (AppStream puts it first)."""
    release = ET.parse(path).getroot().find("releases/release")
    if release is None or not release.get("version"):
        raise ValueError(f"no release in {path}")
    return str(release.get("version"))


def main() -> int:
    version = app_version()
    listed = metainfo_release()
    print(version)
    if listed != version:
        print(f"{METAINFO.name} lists release {listed} first, the app is {version}: add a "
              f"<release> for {version}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
