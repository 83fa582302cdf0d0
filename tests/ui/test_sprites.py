"""The dice table paints its looks once and copies them: a turning die, a ticking plate and
a growing banner paint nothing new; the table's picture is painted off the GUI thread."""

from __future__ import annotations

import threading

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from tablegames_qt.ui.dice import table_picture
from tablegames_qt.ui.dice.cup_item import SHADOWS, CupItem
from tablegames_qt.ui.dice.die_item import DieItem
from tablegames_qt.ui.dice.die_sprites import SPRITES
from tablegames_qt.ui.dice.effects import BannerItem
from tablegames_qt.ui.dice.palette import seat_style
from tablegames_qt.ui.dice.plate_item import NamePlateItem
from tablegames_qt.ui.dice.table_view import DiceTableView


def render(scene: QGraphicsScene, size: int = 400, zoom: float = 1.0) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    seen = size / zoom
    scene.render(painter, QRectF(0, 0, size, size), QRectF(-seen / 2, -seen / 2, seen, seen))
    painter.end()
    return image


def test_a_turning_die_with_changing_faces_paints_each_look_once(qapp):
    scene = QGraphicsScene()
    die = DieItem(1, 40, seat_style(2))
    scene.addItem(die)
    for face in range(1, 7):
        die.face = face
        render(scene)
    painted = SPRITES.painted
    for turn in range(0, 360, 15):  # a roll: turns and new faces, as every frame of it
        die.setRotation(turn)
        die.face = 1 + turn % 6
        render(scene)
    assert SPRITES.painted == painted
    die.size = 41  # a new look is painted once
    render(scene)
    assert SPRITES.painted > painted


def test_a_thinking_plate_and_a_growing_banner_are_not_painted_again(qapp):
    scene = QGraphicsScene()
    plate = NamePlateItem("Pip", seat_style(0))
    plate.count = 3
    scene.addItem(plate)
    render(scene)
    first = plate._sprite.painted
    plate.thinking = True
    for _ in range(4):
        plate._tick()  # the dots of "thinking…"
        render(scene)
    assert plate._sprite.painted == first  # the dots are drawn over the picture
    plate.emphasis = 1.0
    render(scene)
    assert plate._sprite.painted + plate._lit_sprite.painted == first + 1

    banner = BannerItem()
    banner.set_text("A bluff!", "There were 4 twos")
    scene.addItem(banner)
    for scale in (0.5, 0.7, 0.9, 1.0):
        banner.setScale(scale)
        render(scene)
    assert banner._sprite.painted == 1


def test_the_table_picture_is_painted_on_another_thread_and_the_view_repaints(qtbot):
    scale = 0.3337  # a size no other test asks for
    painted_on: list[str] = []
    original = table_picture.render

    def spy(value: float) -> QImage:
        painted_on.append(threading.current_thread().name)
        return original(value)

    table_picture.render = spy  # type: ignore[assignment]
    try:
        with qtbot.waitSignal(table_picture.notifier().ready, timeout=10_000):
            table_picture.request(scale)
    finally:
        table_picture.render = original  # type: ignore[assignment]
    assert painted_on == ["table-picture"]
    assert table_picture.has_picture(scale)

    view = DiceTableView()
    qtbot.addWidget(view)
    view.resize(700, 440)
    view.show()
    qtbot.waitExposed(view)
    # Until the picture of its own size exists the view shows a stand-in, then the real one.
    qtbot.waitUntil(lambda: not view._table_blurred and table_picture.has_picture(
        view.transform().m11() * view.devicePixelRatioF()), timeout=10_000)


def test_a_die_growing_and_shrinking_copies_the_sprites_it_rests_with(qapp):
    """The reveal pops a die, a lost die shrinks away: every frame of that is the die at
    another scale. Its sprites are painted once, at the scale it rests with, and stretched
    (measured: 15 sprites painted per frame of a lost die's animation at 1600x1000)."""
    scene = QGraphicsScene()
    die = DieItem(5, 40, seat_style(1))
    die.highlighted = True
    die.lift = 0.3
    scene.addItem(die)
    render(scene)
    painted = SPRITES.painted
    for step in range(40):  # 1.3 down to 0.5, as seat_motion animates a lost die
        die.setScale(1.3 - 0.02 * step)
        render(scene)
    assert SPRITES.painted == painted
    die.setScale(1.0)
    render(scene, zoom=1.5)  # another window scale is another look: painted sharp
    assert SPRITES.painted > painted


def test_the_turn_passing_round_the_plates_and_the_cups_rising_paint_nothing_new(qapp):
    """A turn's emphasis fades from one plate to the next and the cups rise at every
    reveal: each was a new picture for every step of it (measured at 1600x1000 through 60
    moves of Perudo: 695 plate pictures, 724 cup shadows)."""
    scene = QGraphicsScene()
    plates = [NamePlateItem(name, seat_style(seat)) for seat, name in enumerate(("Pip", "Ada"))]
    cups = [CupItem(90), CupItem(90)]
    for item in (*plates, *cups):
        scene.addItem(item)
    for step in range(21):  # the turn fades in on one plate, out on the other
        plates[0].emphasis = step / 20
        plates[1].emphasis = 1 - step / 20
        cups[0].lift = step / 20
        render(scene)
    plate_pictures = [plate._sprite.painted + plate._lit_sprite.painted for plate in plates]
    assert plate_pictures == [2, 2]  # at rest and lit, once each
    shadows = SHADOWS.painted
    for step in range(21):  # the other cup rises as the first did, and the turn goes back
        plates[0].emphasis = 1 - step / 20
        plates[1].emphasis = step / 20
        cups[1].lift = step / 20
        render(scene)
    assert [plate._sprite.painted + plate._lit_sprite.painted for plate in plates] == plate_pictures
    assert SHADOWS.painted == shadows


def test_the_sweep_banner_is_stroked_once_while_it_grows_and_fades(qapp):
    """Royal Casino's "Sweep!" rises, grows and fades over some fifty frames; its outlined
    word was stroked again in each (2-4 ms a frame)."""
    from tablegames_qt.ui.cards.motion import BannerItem as SweepBanner

    scene = QGraphicsScene()
    banner = SweepBanner("Sweep!", 64.0)
    scene.addItem(banner)
    for step in range(12):
        banner.setScale(0.4 + 0.06 * step)
        banner.setOpacity(min(1.0, step / 6))
        banner.setY(-step * 3.0)
        render(scene)
    assert banner._sprite.painted == 1
