"""Render the app icon from its one SVG into every size the platforms want.

    python packaging/make_icons.py OUT_DIR

writes OUT_DIR/hicolor/<n>x<n>/apps/<app-id>.png (Linux icon theme layout),
OUT_DIR/<app-id>.ico (Windows: 16, 24, 32, 48, 64, 128 and 256 px), OUT_DIR/<app-id>.icns
(macOS: 16 to 1024 px, the Retina sizes included) and OUT_DIR/<app-id>.png (512 px).

Both containers hold PNG images (Windows Vista and later, every macOS since 10.7 read
them) and are written here byte by byte, so no image library beyond Qt is needed and
every system's icon comes from the one SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "tablegames.svg"
APP_ID = "cz.tablegames.TableGames"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: what Windows picks from, small list views to the largest tiles
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: the ICNS types Apple documents for PNG data, by pixel size (two names for Retina twins)
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 512),
    (b"ic14", 1024),
)  # fmt: skip


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon file: ICONDIR, one ICONDIRENTRY per size, then the PNG data
    (a width or height of 256 is written as 0, as the format says)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    entries = b""
    blobs = b""
    offset = len(header) + 16 * len(images)
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS icon file: "icns", the total length, then (type, length, PNG) blocks."""
    blocks = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size]
        for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(blocks)) + blocks


def main(out: Path) -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    for size in SIZES:
        folder = out / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(folder / f"{APP_ID}.png")):
            print(f"cannot write the {size} px icon", file=sys.stderr)
            return 1
    scalable = out / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    (scalable / f"{APP_ID}.svg").write_bytes(SVG.read_bytes())
    render(renderer, 512).save(str(out / f"{APP_ID}.png"))
    pngs = {size: png_bytes(render(renderer, size))
            for size in {*ICO_SIZES, *(size for _kind, size in ICNS_TYPES)}}
    (out / f"{APP_ID}.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    (out / f"{APP_ID}.icns").write_bytes(icns(pngs))
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "build" / "icons")))
