"""Review sheets of the card art: ``python -m bench.card_sheet [out_dir]``.

Writes every card at a normal and a small size in both colour schemes, and a
mock table (a hand, loose cards, builds, capture piles and the deck), so the
drawings can be judged by eye after a change.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from tablegames_qt.engine.casino.cards import SUITS, Card
from tablegames_qt.ui.cards.render import card_pixmap
from tablegames_qt.ui.cards.style import FELT


def card_sheet(width: int, four_colour: bool = False) -> QImage:
    """All 52 faces in suit rows, plus a back, on felt."""
    sample = card_pixmap(None, width, face_up=False)
    cell_w, cell_h = sample.width() + 4, sample.height() + 4
    image = QImage(cell_w * 14 + 8, cell_h * 4 + 8, QImage.Format.Format_ARGB32)
    image.fill(FELT)
    painter = QPainter(image)
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(range(1, 14)):
            pixmap = card_pixmap(Card(rank, suit), width, four_colour)
            painter.drawPixmap(4 + col * cell_w, 4 + row * cell_h, pixmap)
    painter.drawPixmap(4 + 13 * cell_w, 4, sample)
    painter.end()
    return image


def table_image(width: int = 1280, height: int = 800) -> QImage:
    """A mock Casino table built from the scene items."""
    from bench.mock_table import build_mock_scene

    scene = build_mock_scene(QRectF(0, 0, width, height))
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(Qt.GlobalColor.black))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    scene.render(painter, QRectF(image.rect()), QRectF(QPointF(0, 0), QPointF(width, height)))
    painter.end()
    return image


def write_sheets(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for width in (100, 60):
        for four in (False, True):
            path = out_dir / f"cards_{width}{'_four' if four else ''}.png"
            card_sheet(width, four).save(str(path))
            written.append(path)
    path = out_dir / "table.png"
    table_image().save(str(path))
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])
    out = Path(args[0]) if args else Path("card-sheets")
    for path in write_sheets(out):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
