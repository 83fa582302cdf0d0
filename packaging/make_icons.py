"""Render the app icon from its one SVG into every size the platforms want.

    python packaging/make_icons.py OUT_DIR

writes OUT_DIR/hicolor/<n>x<n>/apps/<app-id>.png (Linux icon theme layout),
OUT_DIR/<app-id>.ico (Windows) and OUT_DIR/<app-id>.png (512 px, from which
PyInstaller makes the macOS .icns when Pillow is installed).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "tablegames.svg"
APP_ID = "cz.tablegames.TableGames"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


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
    # Qt's ico writer stores one image; 256 px is what Windows scales from.
    render(renderer, 256).save(str(out / f"{APP_ID}.ico"))
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "build" / "icons")))
