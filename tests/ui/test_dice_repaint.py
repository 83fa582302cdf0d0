"""The dice table repaints only what changed: two changes far apart (a plate's "thinking…"
dots at one seat, a die at another) repaint two small areas of the view, not the box over
both (Qt's bounding-rectangle update repainted a third of the table or more, background
and every item in it, some 60 times a second while anything moved; the items are bitmaps
now, so several small areas cost less). What is repainted is the items' own rectangles,
so an item must paint within its ``boundingRect()``: checked here for every look that
animates."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF
from PySide6.QtGui import QImage, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from tablegames_qt.ui import anim
from tablegames_qt.ui.dice import CupItem, DiceTableView, DieItem
from tablegames_qt.ui.dice.effects import CountBadgeItem
from tablegames_qt.ui.dice.palette import seat_styles
from tablegames_qt.ui.dice.plate_item import NamePlateItem


class Painted(QObject):
    """The regions a widget was asked to paint."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: list[QRegion] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.regions.append(QRegion(event.region()))
        return False


def _area(region: QRegion) -> int:
    return sum(rect.width() * rect.height() for rect in region)


def _shown_table(qtbot: Any) -> DiceTableView:
    """Four seats in a view the size of a 1600x1000 window's table, shown."""
    view = DiceTableView()
    qtbot.addWidget(view)
    view.resize(1278, 842)
    view.set_seats(["Ann", "Bob", "Cid", "Dora"])
    for seat in range(4):
        view.set_dice(seat, [1, 2, 3, 4, 5] if seat == 0 else None, 5)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_two_changes_far_apart_repaint_two_small_areas_not_the_box_over_both(qtbot: Any) -> None:
    view = _shown_table(qtbot)
    painted = Painted()
    view.viewport().installEventFilter(painted)
    for _ in range(20):  # the first paints, and the table's picture (painted on a thread)
        painted.regions.clear()
        qtbot.wait(150)
        if not painted.regions:
            break
    assert not painted.regions
    left, right = view.plate(1), view.plate(3)
    changed = [view.mapFromScene(item.sceneBoundingRect()).boundingRect() for item in (left, right)]
    left.update()
    right.update()
    qtbot.waitUntil(lambda: bool(painted.regions))
    region = painted.regions[0]
    for rect in changed:  # both are repainted ...
        assert region.contains(rect.adjusted(2, 2, -2, -2))
    box = changed[0].united(changed[1])
    # ... and little besides them (a pixel's rounding around each): not the box over both
    assert _area(region) <= 1.2 * sum(r.width() * r.height() for r in changed) + 4000
    assert _area(region) < _area(QRegion(box)) / 2


def _ink_outside_bounds(item: QGraphicsItem) -> int:
    """Pixels ``item`` paints outside its ``boundingRect()`` (rendered with room around)."""
    bounds = item.boundingRect()
    room = bounds.adjusted(-bounds.width() / 2, -bounds.height() / 2,
                           bounds.width() / 2, bounds.height() / 2)
    scene = QGraphicsScene(room)
    scene.addItem(item)
    image = QImage(int(room.width()), int(room.height()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), room)
    painter.end()
    scene.removeItem(item)
    inside = QRect(int(bounds.left() - room.left()) - 1, int(bounds.top() - room.top()) - 1,
                   int(bounds.width()) + 3, int(bounds.height()) + 3)
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if image.pixelColor(x, y).alpha() > 0 and not inside.contains(x, y))


def test_every_animated_look_of_the_tables_items_paints_within_its_bounds(qapp: Any) -> None:
    style = seat_styles([""])[0]
    die = DieItem(3, 60.0, style)
    die.glow, die.lift = 1.0, 1.0
    cup = CupItem(120.0)
    cup.count = 5
    cup.lift = 1.0
    plate = NamePlateItem("Annabel Lee-Marchbanks", style)
    plate.emphasis = 1.0  # the glowing plate of the seat whose turn it is
    plate.thinking = True
    badge = CountBadgeItem()
    badge.value, badge.target, badge.pop = 7, 5, 1.0
    for item in (die, cup, plate, badge):
        assert _ink_outside_bounds(item) == 0, type(item).__name__


def test_a_roll_beside_the_plates_paints_no_plate_again(qtbot: Any, monkeypatch: Any) -> None:
    """The cups shake and the dice roll beside the name plates, which do not change:
    Qt copies its bitmap of each plate (the plate's paint ran some 300 times in a
    four-seat roll, its text laid out each time)."""
    painted: list[NamePlateItem] = []
    paint = NamePlateItem.paint

    def counted(self: NamePlateItem, *args: Any) -> None:
        painted.append(self)
        paint(self, *args)

    monkeypatch.setattr(NamePlateItem, "paint", counted)
    view = _shown_table(qtbot)
    qtbot.wait(300)
    before = anim.speed()
    anim.set_speed(1.0)
    try:
        painted.clear()
        view.roll([0, 1, 2, 3], {0: [2, 3, 4, 5, 6], 1: None, 2: None, 3: None})
        qtbot.waitUntil(view.is_animating, timeout=2000)  # it starts on the next turn
        qtbot.waitUntil(lambda: not view.is_animating(), timeout=5000)
        qtbot.wait(100)
    finally:
        anim.set_speed(before)
    assert len(painted) <= 2 * 4  # a plate painted again is one that changed
